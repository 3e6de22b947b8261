"""Each kind of step, as a class: what its key holds in a lesson file, read once, with its types.

`read_kind(kind, written)` reads the value of a step's kind key (`grad = { of = "y", wrt = "x" }`)
into the kind's class (`Grad(of="y", wrt="x")`). A key the kind does not read is an UnknownKey
(core/lessons/keys.py) naming the key probably meant; a key the kind needs and the file lacks is a
KeyError naming it; a key of the wrong type a TypeError that says what it must be. The loader's
rules (core/lessons/validation.py) read every step this way, so a lesson that opens has steps
that read; the runner (core/lessons/runner.py) says what each kind does with them. A number that
must be a finite tolerance or limit is checked where it is used, with words of its own.

    read_kind("fd_check", {"f": "out = w.sqr().sum_all()", "wrt": ["w"], "below": 1e-6})
    # FdCheck(f='out = w.sqr().sum_all()', wrt=('w',), below=1e-06, eps=1e-06)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields

from gradwalk.core.words import Texts, translate

from .keys import UnknownKey, unknown_keys

__all__ = ["Agree", "Below", "Code", "DualOf", "FdCheck", "Grad", "GradCount", "Grads", "HasGrad", "HvpOf",
           "JacobianOf", "KINDS", "Note", "RefuseSet", "SetVar", "TangentOf", "TapeRun", "Train", "Value",
           "WrongType", "kind_keys", "read_kind"]


@dataclass(frozen=True)
class Code:
    """`code = "..."`: a program whose names join the section's."""
    text: str


@dataclass(frozen=True)
class Note:
    """`note = "..."` or one per language: a sentence, `{name}` replaced by its value."""
    texts: Texts


@dataclass(frozen=True)
class Grads:
    """`grads = { of = "y", bind = { x = "dy_dx" }, count = "n" }`: backward from `of`."""
    of: str
    bind: Mapping[str, str] = field(default_factory=dict)
    count: str | None = None


@dataclass(frozen=True)
class SetVar:
    """`set = { var = "w", value = "w - 1" }`: Var.set, in place."""
    var: str
    value: str | float  # an expression of the section's names, or a number


@dataclass(frozen=True)
class RefuseSet:
    """`refuse_set = { var = "w", value = "...", error = "ShapeError" }`: a set the engine refuses."""
    var: str
    value: str | float
    error: str


@dataclass(frozen=True)
class TapeRun:
    """`tape = { code = "...", loss = "y", bind = {...}, count = "n" }`: the tape engine."""
    code: str
    loss: str
    bind: Mapping[str, str] = field(default_factory=dict)
    count: str | None = None


@dataclass(frozen=True)
class FdCheck:
    """`fd_check = { f = "out = ...", wrt = ["x"], below = 1e-6, eps = 1e-6 }`."""
    f: str
    wrt: tuple[str, ...]
    below: object  # a number: checked where it is used
    eps: object = 1e-6


@dataclass(frozen=True)
class Train:
    """`train = { model = "line" or loss = "...", inputs = {...}, params = {...}, lr, steps, ... }`;
    core/lessons/train_steps.py makes the Training of it."""
    params: Mapping[str, object]
    lr: object  # a positive number: the descent says what is wrong with another
    steps: object
    model: str | None = None
    loss: str | None = None
    inputs: Mapping[str, str] = field(default_factory=dict)
    held_out: Mapping[str, str] = field(default_factory=dict)
    dtype: str = "f64"
    device: str = "cpu"
    report: tuple[int, ...] = ()
    bind: Mapping[str, str] = field(default_factory=dict)
    # A classifier's: { logit = "z", labels = "y", points = "X", hidden = ["h1"] } (core/training/training.py)
    classify: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Value:
    """`value = "y"`: a figure of the name's value."""
    name: str


@dataclass(frozen=True)
class Grad:
    """`grad = { of = "y", wrt = "x" }`: dy/dx as a figure."""
    of: str
    wrt: str


@dataclass(frozen=True)
class GradCount:
    """`grad_count = "loss"`: how many gradients backward from the name keeps."""
    of: str


@dataclass(frozen=True)
class HasGrad:
    """`has_grad = { of = "y", wrt = "x" }`: whether backward gives x a gradient."""
    of: str
    wrt: str


@dataclass(frozen=True)
class TangentOf:
    """`tangent = { of = "y", seeds = { x = 1.0 }, bind = "dy" }`: forward mode, y's tangent as a
    figure; each seed is a number, a list, or the name of a tensor of the section."""
    of: str
    seeds: Mapping[str, object]
    bind: str | None = None  # the name the tangent gets, for the steps after


@dataclass(frozen=True)
class JacobianOf:
    """`jacobian = { of = "y", wrt = ["x", "w"], mode = "forward", bind = "J" }`: the whole
    Jacobian as a figure, built by sweeps of one mode, and how many it took."""
    of: str
    wrt: tuple[str, ...]
    mode: str = "reverse"
    bind: str | None = None  # the name the matrix gets, for the steps after
    time: str | None = None  # the name the sweeps' measured seconds get (a number, f64)


@dataclass(frozen=True)
class DualOf:
    """`dual = { f = "x.sqr() + 3 * x", seeds = { x = 1.0 }, bind = "dy" }`: the formula computed
    on dual numbers (core/lessons/dual_formula.py), the section's tensors as their values; its
    tangent is the figure. `value` names the result's value."""
    f: str
    seeds: Mapping[str, object]
    bind: str | None = None
    value: str | None = None


@dataclass(frozen=True)
class HvpOf:
    """`hvp = { of = "loss", wrt = "w", vector = "v", bind = "Hv" }`: the Hessian of `of` with
    respect to `wrt` times `vector` (a number for every element, a list, or a tensor's name)."""
    of: str
    wrt: str
    vector: object
    bind: str | None = None


@dataclass(frozen=True)
class Agree:
    """`agree = { a = ["g1"], b = ["g2"], tol = 1e-9 }`: values that match within `tol`."""
    a: tuple[str, ...]
    b: tuple[str, ...]
    tol: object


@dataclass(frozen=True)
class Below:
    """`below = { of = ["gap"], limit = 1e-6 }`: values smaller than `limit` in size."""
    of: tuple[str, ...]
    limit: object


class WrongType(TypeError):
    """A key of a step's table that holds a value of the wrong type; `key` names it ("" for the
    kind's own value)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


class _Table:
    """The keys of one kind's table, read with their types."""

    def __init__(self, written: object) -> None:
        if not isinstance(written, Mapping):
            raise WrongType("", translate("Lesson", "the step's value must be a table, like {{ of = \"y\" }}")
                            .format())
        self.written = written

    def get(self, key: str, read: Callable[[str, object], object], default: object = KeyError) -> object:
        if key not in self.written:
            if default is KeyError:
                raise KeyError(key)
            return default
        return read(key, self.written[key])


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


def _code(written: object) -> Code:
    return Code(_text("code", written))


def _note(written: object) -> Note:
    if isinstance(written, str):
        return Note(Texts.of(written))
    if not isinstance(written, Mapping) or not all(isinstance(text, str) for text in written.values()):
        raise WrongType("note", translate("Lesson", "'note' must be a text, or a table of languages and "
                                          "texts, like {{ en = \"...\", fr = \"...\" }}").format())
    return Note(Texts(dict(written)))


def _grads(written: object) -> Grads:
    t = _Table(written)
    return Grads(t.get("of", _text), t.get("bind", _name_table, {}), t.get("count", _text, None))


def _set(written: object) -> SetVar:
    t = _Table(written)
    return SetVar(t.get("var", _text), t.get("value", _expression))


def _refuse_set(written: object) -> RefuseSet:
    t = _Table(written)
    return RefuseSet(t.get("var", _text), t.get("value", _expression), t.get("error", _text))


def _tape(written: object) -> TapeRun:
    t = _Table(written)
    return TapeRun(t.get("code", _text), t.get("loss", _text), t.get("bind", _name_table, {}),
                   t.get("count", _text, None))


def _fd_check(written: object) -> FdCheck:
    t = _Table(written)
    return FdCheck(t.get("f", _text), t.get("wrt", _names), t.get("below", _any), t.get("eps", _any, 1e-6))


def _train(written: object) -> Train:
    t = _Table(written)
    return Train(params=t.get("params", _table), lr=t.get("lr", _any), steps=t.get("steps", _any),
                 model=t.get("model", _text, None), loss=t.get("loss", _text, None),
                 inputs=t.get("inputs", _name_table, {}), held_out=t.get("held_out", _name_table, {}),
                 dtype=t.get("dtype", _text, "f64"), device=t.get("device", _text, "cpu"),
                 report=t.get("report", _steps, ()), bind=t.get("bind", _name_table, {}),
                 classify=t.get("classify", _classify, {}))


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


def _of_and_wrt(kind: type) -> Callable[[object], object]:
    def read(written: object) -> object:
        t = _Table(written)
        return kind(t.get("of", _text), t.get("wrt", _text))
    return read


def _agree(written: object) -> Agree:
    t = _Table(written)
    step = Agree(t.get("a", _names), t.get("b", _names), t.get("tol", _any))
    if len(step.a) != len(step.b):  # each value of `a` is compared with the one of `b` at its place
        raise WrongType("b", translate("Lesson", "'a' and 'b' must name as many values each, not {0} and "
                                       "{1}").format(len(step.a), len(step.b)))
    return step


def _below(written: object) -> Below:
    t = _Table(written)
    return Below(t.get("of", _names), t.get("limit", _any))


def _tangent(written: object) -> TangentOf:
    t = _Table(written)
    return TangentOf(t.get("of", _text), t.get("seeds", _table), t.get("bind", _text, None))


def _jacobian(written: object) -> JacobianOf:
    t = _Table(written)
    return JacobianOf(t.get("of", _text), t.get("wrt", _names), t.get("mode", _text, "reverse"),
                      t.get("bind", _text, None), t.get("time", _text, None))


def _dual(written: object) -> DualOf:
    t = _Table(written)
    return DualOf(t.get("f", _text), t.get("seeds", _table), t.get("bind", _text, None),
                  t.get("value", _text, None))


def _hvp(written: object) -> HvpOf:
    t = _Table(written)
    return HvpOf(t.get("of", _text), t.get("wrt", _text), t.get("vector", _any), t.get("bind", _text, None))


KINDS: dict[str, Callable[[object], object]] = {
    "code": _code, "note": _note, "grads": _grads, "set": _set, "refuse_set": _refuse_set,
    "tape": _tape, "fd_check": _fd_check, "train": _train, "value": lambda w: Value(_text("value", w)),
    "grad": _of_and_wrt(Grad), "grad_count": lambda w: GradCount(_text("grad_count", w)),
    "has_grad": _of_and_wrt(HasGrad), "agree": _agree, "below": _below, "tangent": _tangent,
    "jacobian": _jacobian, "dual": _dual, "hvp": _hvp,
}


# The kinds whose value is a table, by their class: its fields are the keys the table may hold.
_TABLE_KINDS = {"grads": Grads, "set": SetVar, "refuse_set": RefuseSet, "tape": TapeRun, "fd_check": FdCheck,
                "train": Train, "grad": Grad, "has_grad": HasGrad, "agree": Agree, "below": Below,
                "tangent": TangentOf, "jacobian": JacobianOf, "dual": DualOf, "hvp": HvpOf}


def kind_keys(kind: str) -> tuple[str, ...] | None:
    """The keys the table of a step of `kind` may hold; None for a kind whose value is not a table
    (`code`, `note`, `value`, `grad_count`)."""
    table = _TABLE_KINDS.get(kind)
    return None if table is None else tuple(f.name for f in fields(table))


def read_kind(kind: str, written: object) -> object:
    """The step of `kind` that `written` (the value of its kind key) describes: UnknownKey (a
    ValueError) for a key it does not read, KeyError for a key it needs and lacks, WrongType (a
    TypeError) for one of the wrong type."""
    keys = kind_keys(kind)
    unknown = unknown_keys(written, keys) if keys is not None and isinstance(written, Mapping) else []
    if unknown:
        raise UnknownKey(repr(kind), (unknown[0],), keys)
    return KINDS[kind](written)
