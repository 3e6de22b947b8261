"""Each kind of step, as a class: its key in a lesson file, its fields read once with their types,
and what else the project needs to know of it. The one list of the kinds there are.

A step of a lesson file is a table with one kind key (`grad = { of = "y", wrt = "x" }`). The
kind's class (`Grad`) says how that key's value is read: a field per key of the table, each
declared with `read_as` and the reader of its type (`_text`, `_names`, ...), or, for a kind whose
value is one text (`value = "y"`), its one field. `read_kind(kind, written)` reads it:

    read_kind("fd_check", {"f": "out = w.sqr().sum_all()", "wrt": ["w"], "below": 1e-6})
    # FdCheck(f='out = w.sqr().sum_all()', wrt=('w',), below=1e-06, eps=1e-06)

A key the kind does not read is an UnknownKey (core/lessons/keys.py) naming the key probably meant;
a key the kind needs and the file lacks is a KeyError naming it; a key of the wrong type a
WrongType (a TypeError) that says what it must be. A number that must be a finite tolerance or
limit is checked where it is used, with words of its own.

Every subclass of StepKind is registered in KINDS under its key, in the order of this file (the
order check-lesson lists them in). The others read the registry, never a list of their own:
core/lessons/model.py (the kinds a step may have), validation.py and check.py (the keys and the
programs to check), workspace.py (the code the editor gets, the result drawn) and runner.py, where
each kind's run function is registered with `@runs(Kind)`.

To add a kind of step:

1. here, a frozen dataclass subclassing StepKind: its `key`, its fields each `read_as` its reader,
   and, where they differ from StepKind's, the class attributes below (`program`, `shows`, ...);
2. in core/lessons/runner.py, the function that runs it, decorated with `@runs(TheKind)`;
3. for teachers, its row in the table of steps of data/lessons/README.md.

tests/core/lessons/test_step_kinds.py fails until all three are there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, Field, dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar

from gradwalk.core.words import Texts, translate

from .keys import UnknownKey, unknown_keys

__all__ = ["Agree", "Below", "Code", "DualOf", "FdCheck", "Grad", "GradCount", "Grads", "Guard", "HasGrad",
           "HvpOf", "JacobianOf", "KINDS", "Note", "PerPointOf", "RefuseSet", "Replay", "SetVar", "Shows",
           "StepKind", "TangentOf", "TapeRun", "Train", "Value", "WrongType", "read_as", "read_kind"]


class WrongType(TypeError):
    """A key of a step's table that holds a value of the wrong type; `key` names it ("" for the
    kind's own value)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


class Shows(Enum):
    """What a step of a kind adds to the transcript (core/lessons/runner.py)."""
    FIGURE = "figure"  # a figure, when the step names one with `figure = "name"`
    FIGURES = "figures"  # several, each named after the step's `figures = "prefix."` (a training run)
    LINE = "line"  # a line of words, in the lesson's language


# The kinds of step, by key, in the order their classes are defined: filled by StepKind.
KINDS: dict[str, type[StepKind]] = {}

_READ = "read"  # a field's metadata: the function that reads its key


class StepKind:
    """A kind of step. Each subclass is a frozen dataclass whose fields are the keys of its table,
    each made with `read_as`; its class attributes say the rest, where StepKind's do not fit."""

    key: ClassVar[str]  # the step's kind key in a lesson file: `grad`
    is_table: ClassVar[bool] = True  # False: the key holds one value, the kind's one field
    program: ClassVar[str | None] = None  # the field holding a program, which check-lesson reads
    assigns: ClassVar[str | None] = None  # the name that program must assign
    in_editor: ClassVar[bool] = False  # its program joins the section's code in the editor
    differentiates: ClassVar[bool] = False  # its field `of` is a result it takes derivatives of
    shows: ClassVar[Shows] = Shows.FIGURE  # what it adds to the transcript

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "key" not in cls.__dict__:  # a base that kinds share fields through, not a kind itself
            return
        if cls.key in KINDS:
            raise TypeError(f"two kinds of step have the key {cls.key!r}: {KINDS[cls.key].__name__} "
                            f"and {cls.__name__}")
        KINDS[cls.key] = cls

    @classmethod
    def keys(cls) -> tuple[str, ...] | None:
        """The keys its table may hold; None for a kind whose value is not a table."""
        return tuple(f.name for f in fields(cls)) if cls.is_table else None

    @classmethod
    def program_path(cls) -> tuple[str, ...] | None:
        """The keys that lead from the kind's key to its program: () when the kind's value is the
        program (`code = "..."`), ("f",) for `fd_check = { f = "..." }`; None without one."""
        if cls.program is None:
            return None
        return (cls.program,) if cls.is_table else ()

    def program_text(self) -> str | None:
        """Its program, as the file writes it; None for a kind without one."""
        return None if self.program is None else getattr(self, self.program)

    @classmethod
    def read(cls, written: object) -> StepKind:
        """The step that `written` (the value of its kind key) describes: UnknownKey (a ValueError)
        for a key it does not read, KeyError for a key it needs and lacks, WrongType (a
        TypeError) for one of the wrong type."""
        if not cls.is_table:
            (only,) = fields(cls)
            return cls(only.metadata[_READ](cls.key, written))
        keys = cls.keys()
        unknown = unknown_keys(written, keys) if isinstance(written, Mapping) else []
        if unknown:
            raise UnknownKey(repr(cls.key), (unknown[0],), keys)
        if not isinstance(written, Mapping):
            raise WrongType("", translate("Lesson", "the step's value must be a table, like {{ of = \"y\" }}")
                            .format())
        return cls(**{f.name: _read_key(written, f) for f in fields(cls)})


def read_as(read: Callable[[str, object], object], *, default: object = MISSING) -> Any:
    """A field of a kind: its key, read by `read(key, value)`; `default` when the file leaves the
    key out (none: the key is needed)."""
    metadata = {_READ: read}
    if default is MISSING:
        return field(metadata=metadata)
    if isinstance(default, dict):  # a table's default: a new copy for each step
        return field(default_factory=lambda: dict(default), metadata=metadata)
    return field(default=default, metadata=metadata)


def _read_key(written: Mapping, key: Field) -> object:
    if key.name in written:
        return key.metadata[_READ](key.name, written[key.name])
    if key.default is not MISSING:
        return key.default
    if key.default_factory is not MISSING:
        return key.default_factory()
    raise KeyError(key.name)


def read_kind(kind: str, written: object) -> StepKind:
    """The step of `kind` (a key of KINDS) that `written` describes (see StepKind.read)."""
    return KINDS[kind].read(written)


# --- how a key is read, by its type --------------------------------------------------------------


def _text(key: str, value: object) -> str:
    if not isinstance(value, str):
        raise WrongType(key, translate("Lesson", "{0} must be text, like \"y\"").format(repr(key)))
    return value


def _names(key: str, value: object) -> tuple[str, ...]:
    """One name, or a list of them (at least one: an empty list would make a check pass on nothing)."""
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not names or not all(isinstance(name, str) for name in names):
        raise WrongType(key, translate("Lesson", "{0} must be a name or a list of names, like "
                                       "[\"x\", \"y\"]").format(repr(key)))
    return tuple(names)


def _expression(key: str, value: object) -> str | float:
    """An expression of the section's names, as text, or a plain number."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise WrongType(key, translate("Lesson", "{0} must be an expression, as text, like \"w - 1\", or "
                                       "a number").format(repr(key)))
    return value


def _flag(key: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise WrongType(key, translate("Lesson", "{0} must be true or false").format(repr(key)))
    return value


def _name_table(key: str, value: object) -> Mapping[str, str]:
    if not isinstance(value, Mapping) or not all(isinstance(v, str) for v in value.values()):
        raise WrongType(key, translate("Lesson", "{0} must be a table of names, like "
                                       "{{ x = \"dy_dx\" }}").format(repr(key)))
    return dict(value)


def _table(key: str, value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise WrongType(key, translate("Lesson", "{0} must be a table").format(repr(key)))
    return dict(value)


def _steps(key: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise WrongType(key, translate("Lesson", "{0} must be a list of step numbers, like [1, 10]").format(
            repr(key)))
    return tuple(value)  # each a whole number in range: the descent says which is not


def _any(key: str, value: object) -> object:
    return value


CLASSIFY_KEYS = ("logit", "labels", "points", "hidden")  # points and hidden are optional


def _classify(key: str, value: object) -> Mapping[str, object]:
    """{ logit = "z", labels = "y", points = "X", hidden = ["h1", "h2"] }: names in the loss program
    (`hidden`: the hidden layers' outputs, drawn unit by unit beside the boundary)."""
    unknown = unknown_keys(value, CLASSIFY_KEYS) if isinstance(value, Mapping) else []
    if unknown:
        raise UnknownKey(repr(key), (key, unknown[0]), CLASSIFY_KEYS)
    if isinstance(value, Mapping) and "hidden" in value:
        hidden = value["hidden"]
        if not isinstance(hidden, list) or not all(isinstance(name, str) for name in hidden):
            raise WrongType(key, translate("Lesson", "'hidden' lists the names of the hidden layers, "
                                           "like [\"h1\", \"h2\"]").format())
        table = dict(_name_table(key, {k: v for k, v in value.items() if k != "hidden"}))
        table["hidden"] = tuple(hidden)
    else:
        table = dict(_name_table(key, value))
    if set(table) - set(CLASSIFY_KEYS) or not {"logit", "labels"} <= set(table):
        raise WrongType(key, translate("Lesson", "'classify' names the logit and the labels, and may name "
                                       "the points: {{ logit = \"z\", labels = \"y\", points = \"X\" }}")
                        .format())
    return table


# --- the kinds, in the order check-lesson lists them -----------------------------------------------


@dataclass(frozen=True)
class Code(StepKind):
    """`code = "..."`: a program whose names join the section's."""
    key = "code"
    is_table = False
    program = "text"
    in_editor = True

    text: str = read_as(_text)


@dataclass(frozen=True)
class Note(StepKind):
    """`note = "..."` or one per language: a sentence, `{name}` replaced by its value."""
    key = "note"
    is_table = False
    shows = Shows.LINE

    texts: Texts

    @classmethod
    def read(cls, written: object) -> Note:
        if isinstance(written, str):
            return cls(Texts.of(written))
        if not isinstance(written, Mapping) or not all(isinstance(text, str) for text in written.values()):
            raise WrongType("note", translate("Lesson", "'note' must be a text, or a table of languages and "
                                              "texts, like {{ en = \"...\", fr = \"...\" }}").format())
        return cls(Texts(dict(written)))


@dataclass(frozen=True)
class Grads(StepKind):
    """`grads = { of = "y", bind = { x = "dy_dx" }, count = "n" }`: backward from `of`."""
    key = "grads"
    differentiates = True

    of: str = read_as(_text)
    bind: Mapping[str, str] = read_as(_name_table, default={})
    count: str | None = read_as(_text, default=None)


@dataclass(frozen=True)
class SetVar(StepKind):
    """`set = { var = "w", value = "w - 1" }`: Var.set, in place."""
    key = "set"

    var: str = read_as(_text)
    value: str | float = read_as(_expression)  # an expression of the section's names, or a number


@dataclass(frozen=True)
class RefuseSet(StepKind):
    """`refuse_set = { var = "w", value = "...", error = "ShapeError" }`: a set the engine refuses."""
    key = "refuse_set"

    var: str = read_as(_text)
    value: str | float = read_as(_expression)
    error: str = read_as(_text)


@dataclass(frozen=True)
class TapeRun(StepKind):
    """`tape = { code = "...", loss = "y", bind = {...}, count = "n" }`: the tape engine."""
    key = "tape"
    program = "code"

    code: str = read_as(_text)
    loss: str = read_as(_text)
    bind: Mapping[str, str] = read_as(_name_table, default={})
    count: str | None = read_as(_text, default=None)


@dataclass(frozen=True)
class FdCheck(StepKind):
    """`fd_check = { f = "out = ...", wrt = ["x"], below = 1e-6, eps = 1e-6 }`."""
    key = "fd_check"
    program = "f"
    assigns = "out"
    in_editor = True

    f: str = read_as(_text)
    wrt: tuple[str, ...] = read_as(_names)
    below: object = read_as(_any)  # a number: checked where it is used
    eps: object = read_as(_any, default=1e-6)


@dataclass(frozen=True)
class Train(StepKind):
    """`train = { model = "line" or loss = "...", inputs = {...}, params = {...}, lr, steps, ... }`;
    core/lessons/train_steps.py makes the Training of it."""
    key = "train"
    program = "loss"
    assigns = "loss"
    shows = Shows.FIGURES

    params: Mapping[str, object] = read_as(_table)
    lr: object = read_as(_any)  # a positive number: the descent says what is wrong with another
    steps: object = read_as(_any)
    model: str | None = read_as(_text, default=None)
    loss: str | None = read_as(_text, default=None)
    inputs: Mapping[str, str] = read_as(_name_table, default={})
    held_out: Mapping[str, str] = read_as(_name_table, default={})
    dtype: str = read_as(_text, default="f64")
    device: str = read_as(_text, default="cpu")
    report: tuple[int, ...] = read_as(_steps, default=())
    bind: Mapping[str, str] = read_as(_name_table, default={})
    # A classifier's: { logit = "z", labels = "y", points = "X", hidden = ["h1"] } (core/training/training.py)
    classify: Mapping[str, object] = read_as(_classify, default={})


@dataclass(frozen=True)
class Replay(Train):
    """`replay = { the keys of train, times = { eager, replayed, recording }, lines = "n" }`: the
    training's descent run eagerly and recorded once and replayed (core/engine/trace.py), timed
    side by side; the figure is whether both give the same numbers to the last digit."""
    key = "replay"
    shows = Shows.FIGURE

    times: Mapping[str, str] = read_as(_name_table, default={})
    lines: str | None = read_as(_text, default=None)

    def names_bound(self) -> tuple[str, ...]:
        """The names it binds: the trained parameters (as `bind` names them), its times, its
        count of lines."""
        return (*(self.bind.get(name, name) for name in self.params), *self.times.values(),
                *((self.lines,) if self.lines else ()))


@dataclass(frozen=True)
class Guard(Train):
    """`guard = { the keys of train, feed = { x = "other_x" }, refuses = true }`: the training's
    step recorded, then given other data for the inputs named in `feed`; the figure is whether the
    recording's guards refuse them (`refuses = true`, the default) or let them through (`false`),
    as the step says; the next line says which guard refused, and why."""
    key = "guard"
    shows = Shows.FIGURE

    feed: Mapping[str, str] = read_as(_name_table, default={})
    refuses: bool = read_as(_flag, default=True)


@dataclass(frozen=True)
class Value(StepKind):
    """`value = "y"`: a figure of the name's value."""
    key = "value"
    is_table = False

    name: str = read_as(_text)


@dataclass(frozen=True)
class _OfAndWrt(StepKind):
    """The fields of the kinds that ask about a result `of` and a variable `wrt`."""
    differentiates = True

    of: str = read_as(_text)
    wrt: str = read_as(_text)


@dataclass(frozen=True)
class Grad(_OfAndWrt):
    """`grad = { of = "y", wrt = "x" }`: dy/dx as a figure."""
    key = "grad"


@dataclass(frozen=True)
class GradCount(StepKind):
    """`grad_count = "loss"`: how many gradients backward from the name keeps."""
    key = "grad_count"
    is_table = False
    differentiates = True

    of: str = read_as(_text)


@dataclass(frozen=True)
class HasGrad(_OfAndWrt):
    """`has_grad = { of = "y", wrt = "x" }`: whether backward gives x a gradient."""
    key = "has_grad"


@dataclass(frozen=True)
class Agree(StepKind):
    """`agree = { a = ["g1"], b = ["g2"], tol = 1e-9 }`: values that match within `tol`."""
    key = "agree"

    a: tuple[str, ...] = read_as(_names)
    b: tuple[str, ...] = read_as(_names)
    tol: object = read_as(_any)

    def __post_init__(self) -> None:
        if len(self.a) != len(self.b):  # each value of `a` is compared with the one of `b` at its place
            raise WrongType("b", translate("Lesson", "'a' and 'b' must name as many values each, not {0} "
                                           "and {1}").format(len(self.a), len(self.b)))


@dataclass(frozen=True)
class Below(StepKind):
    """`below = { of = ["gap"], limit = 1e-6 }`: values smaller than `limit` in size."""
    key = "below"

    of: tuple[str, ...] = read_as(_names)
    limit: object = read_as(_any)


@dataclass(frozen=True)
class TangentOf(StepKind):
    """`tangent = { of = "y", seeds = { x = 1.0 }, bind = "dy" }`: forward mode, y's tangent as a
    figure; each seed is a number, a list, or the name of a tensor of the section."""
    key = "tangent"
    differentiates = True

    of: str = read_as(_text)
    seeds: Mapping[str, object] = read_as(_table)
    bind: str | None = read_as(_text, default=None)  # the name the tangent gets, for the steps after


@dataclass(frozen=True)
class JacobianOf(StepKind):
    """`jacobian = { of = "y", wrt = ["x", "w"], mode = "forward", bind = "J" }`: the whole
    Jacobian as a figure, built by sweeps of one mode, and how many it took."""
    key = "jacobian"
    differentiates = True

    of: str = read_as(_text)
    wrt: tuple[str, ...] = read_as(_names)
    mode: str = read_as(_text, default="reverse")
    bind: str | None = read_as(_text, default=None)  # the name the matrix gets, for the steps after
    time: str | None = read_as(_text, default=None)  # the name the sweeps' measured seconds get (f64)
    sweeps: str | None = read_as(_text, default=None)  # the name the count of sweeps gets (f64)


@dataclass(frozen=True)
class DualOf(StepKind):
    """`dual = { f = "x.sqr() + 3 * x", seeds = { x = 1.0 }, bind = "dy" }`: the formula computed
    on dual numbers (core/lessons/dual_formula.py), the section's tensors as their values; its
    tangent is the figure. `value` names the result's value."""
    key = "dual"

    f: str = read_as(_text)
    seeds: Mapping[str, object] = read_as(_table)
    bind: str | None = read_as(_text, default=None)
    value: str | None = read_as(_text, default=None)


@dataclass(frozen=True)
class HvpOf(StepKind):
    """`hvp = { of = "loss", wrt = "w", vector = "v", bind = "Hv" }`: the Hessian of `of` with
    respect to `wrt` times `vector` (a number for every element, a list, or a tensor's name)."""
    key = "hvp"
    differentiates = True

    of: str = read_as(_text)
    wrt: str = read_as(_text)
    vector: object = read_as(_any)
    bind: str | None = read_as(_text, default=None)


@dataclass(frozen=True)
class PerPointOf(StepKind):
    """`per_point = { of = "losses", wrt = "W1", bind = "mean_dW1", each = "dW1_each" }`: the
    gradient of each row of `of` (a loss per point) with respect to the variable `wrt`, a backward
    pass per row; the figure is their mean, which `bind` names; `each` names them all, stacked."""
    key = "per_point"
    differentiates = True

    of: str = read_as(_text)
    wrt: str = read_as(_text)
    bind: str | None = read_as(_text, default=None)
    each: str | None = read_as(_text, default=None)
