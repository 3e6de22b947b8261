"""Running a lesson: its steps, in order, and the figures they produce.

Each section starts from the lesson's data (as f64 tensors named as the lesson says) and runs its
steps one after the other. A step may add names to the section's environment (`code`, `grads`,
`tape`, `train`) or change a variable (`set`); a step with a `figure = "name"` key also records a
figure under that name. Every figure is computed here, at run time, from the engine and the data:
nothing in a lesson file is a result.

Each kind of step is a class of core/lessons/step_kinds.py (its keys, read once; its docstring
shows its table), and runs here by the function registered for that class with `@runs(Kind)`: it
takes the step as read and the section's names, and gives what the kind `shows` (a figure's
value, or the value and the lines that follow it; the figures of a training run; the line of a
note). data/lessons/README.md says what each kind does, for those who write lessons.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

import numpy as np

from gradwalk.core.engine import (
    DTypeError,
    GradwalkError,
    ShapeError,
    SharedBufferError,
    Tape,
    Tensor,
    Dual,
    finite_difference_check,
    hessian_vector_product,
    jacobian,
)
from gradwalk.core.engine.budget import work_clock
from gradwalk.core.engine.jacobian import MOST_SWEEP_WORK, JacobianMode, graph_pass_work
from gradwalk.core.engine.format import code_number, tensor_text
from gradwalk.core.expr import Program
from gradwalk.core.engine.trace import Trace
from gradwalk.core.training.descent import DescentResult, descend, run_descent
from gradwalk.core.training.training import Training, prepare
from gradwalk.core.words import duration_text, prose_number, translate

from . import datasets, point_sets
from .model import DataSource, Lesson, LessonError, Section, Step
from .dual_formula import evaluate_dual
from .notes import format_note
from .keys import UnknownKey
from .step_kinds import (Agree, Below, Code, DualOf, FdCheck, Grad, GradCount, Grads, Guard, HasGrad, HvpOf,
                         JacobianOf, Note, PerPointOf, RefuseSet, Replay, SetVar, Shows, StepKind, TangentOf,
                         TapeRun, Train, Value, WrongType, read_kind)
from .train_steps import input_values, training_of_step

__all__ = [
    "RUNS",
    "StepError",
    "Figure",
    "LessonRun",
    "SectionResult",
    "figures_tree",
    "format_value",
    "heading_lines",
    "iter_lesson",
    "load_data",
    "run_lesson",
    "run_section",
    "run_step",
    "runs",
    "section_lines",
    "to_plain",
    "transcript",
]

class StepError(LessonError):
    """A step of a section that failed: `reason` says why, without the section and step, which
    `section_id` and `number` (from 1) give."""

    def __init__(self, section_id: str, number: int, reason: str) -> None:
        super().__init__(translate("Transcript", "section {0}, step {1}: {2}").format(
            section_id, number, reason))
        self.section_id, self.number, self.reason = section_id, number, reason


# A section's names: tensors, and the odd number, None (no gradient) or bool a step binds.
Env = dict[str, object]

# The function that runs each kind of step, by its class (core/lessons/step_kinds.py).
RUNS: dict[type[StepKind], Callable[..., object]] = {}


def runs(kind: type[StepKind]) -> Callable[[Callable], Callable]:
    """Register the decorated function as the one that runs steps of `kind`."""
    def register(run: Callable) -> Callable:
        if kind in RUNS:
            raise TypeError(f"{kind.__name__} steps are run by {RUNS[kind].__name__} already")
        RUNS[kind] = run
        return run
    return register


@dataclass
class Figure:
    name: str  # dotted names nest in the JSON output: "standardized_f64.ws"
    label: str
    value: object  # Tensor, number, bool, None (no gradient) or dict (a training run)
    details: list[str] = field(default_factory=list)  # extra transcript lines


@dataclass
class SectionResult:
    id: str
    title: str
    lines: list[Figure | str]  # the transcript, in order: figures and notes as they came
    figures: list[Figure]


@dataclass
class LessonRun:
    lesson: Lesson
    lang: str
    data_notes: list[str]
    sections: list[SectionResult]

    def figures_json(self) -> dict[str, dict]:
        """The figures as plain data: {section: {name: value}}, dotted names nested."""
        return {section.id: figures_tree(section.figures) for section in self.sections}


class _Branch(dict):
    """A level of the figures' tree made by dotted names, told apart from a figure whose value is
    a dict (a training run's)."""


def figures_tree(figures: list[Figure]) -> dict:
    """Figures as a nested dict of plain values: "standardized_f64.ws" goes under "standardized_f64".

    Every figure is kept, whatever the names: a name with an empty part ("a.", "a..b") stays flat,
    as written; a figure whose name is also a branch ("a" beside "a.b") goes under the key "" in
    that branch; a name given again gets "#2" (then "#3"...) after it, beside the first.
    """
    tree = _Branch()
    for figure in figures:
        parts = figure.name.split(".")
        *parents, last = parts if all(parts) else [figure.name]
        node = tree
        for key in parents:
            child = node.get(key)
            if not isinstance(child, _Branch):  # new, or a figure that becomes the branch's ""
                child = node[key] = _Branch({} if key not in node else {"": child})
            node = child
        if isinstance(node.get(last), _Branch) and "" not in node[last]:
            node, last = node[last], ""
        node[_unused(node, last)] = to_plain(figure.value)
    return tree


def _unused(node: dict, key: str) -> str:
    """`key`, or when `node` has it already, the first of "key#2", "key#3"... it does not."""
    found, count = key, 1
    while found in node:
        count += 1
        found = f"{key}#{count}"
    return found


def to_plain(value: object) -> object:
    """A figure as JSON-ready data: tensors become numbers or lists, no gradient becomes None."""
    if isinstance(value, Tensor):
        return value.numpy().tolist()
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    if isinstance(value, (np.generic,)):
        return value.item()
    return value


def _point_set_parts(source: DataSource) -> tuple[dict[str, Tensor], str]:
    """A point set's tensors (points (n, 2), labels (n, 1), in f64) under the lesson's names, and a
    sentence saying what they are."""
    spec = source.points
    arrays = point_sets.point_parts(spec.kind, size=spec.size, noise=spec.noise, seed=spec.seed,
                                    held_out=spec.held_out)
    parts = {name: Tensor(arrays[part], dtype="f64", name=name) for name, part in source.columns.items()}
    note = translate("Data", "Data set {0}: {1} points of the set {2} (noise {3}, seed {4}), {5} of them "
                     "for training and {6} held out.").format(
        source.key, prose_number(spec.size), spec.kind, prose_number(spec.noise), prose_number(spec.seed),
        prose_number(len(arrays["points"])), prose_number(len(arrays["held_points"])))
    return parts, note


def load_data(
    lesson: Lesson, data_path: str | os.PathLike[str] | None = None
) -> tuple[dict[str, Tensor], list[str]]:
    """The lesson's data tensors (f64) and a plain sentence per data set saying where it came from.

    `data_path` replaces the first CSV file the lesson reads; a lesson that reads none refuses it
    (after saying, as for any lesson, when there is no such file) rather than ignore it."""
    env, notes, paths = {}, [], []
    first_file = next((source.file for source in lesson.data if source.points is None), None)
    if data_path is not None and first_file is None:
        datasets.check_data_file(data_path)
        raise datasets.DataSetError(translate(
            "Data", "lesson {0} reads no CSV file, so there is no data set for {1} to replace").format(
            lesson.id, data_path))
    for i, source in enumerate(lesson.data):
        if source.points is not None:
            parts, note = _point_set_parts(source)
            env.update(parts)
            notes.append(note)
            continue
        # `data_path` replaces the first file, and so every set read from that file (the rows
        # held out after the first 52, say): they stay parts of one table.
        override = data_path if (data_path is not None and source.file == first_file) else None
        try:
            # Only the rows the lesson keeps are read: the rest of the file is never parsed.
            data = datasets.load_lesson_data(source.file, demo=source.demo, override=override,
                                             rows=source.rows, skip=source.skip)
            columns = {name: data.numeric_column(column) for name, column in source.columns.items()}
        except datasets.DataSetError as err:
            if not source.skip:
                raise
            # Rows kept apart after the others (a held-out set): a problem there empties the set,
            # says so, and spares the sections that never use it.
            span = _row_span(source.skip, source.rows) if source.rows else translate("Data", "its rows")
            env.update({name: Tensor(np.zeros(0), dtype="f64", name=name) for name in source.columns})
            notes.append(translate("Data", "Data set {0} ({1}) cannot be used, so figures computed from "
                                   "it are nan: {2}").format(source.key, span, err))
            continue
        short = source.rows is not None and len(data) < source.rows
        constant, huge = [], []
        for name, column in source.columns.items():
            values = columns[name]
            env[name] = Tensor(values, dtype="f64", name=name)
            if values.size and values.min() == values.max():  # not np.ptp: max - min overflows
                constant.append(column)
            if values.size and np.abs(values).max() > _F32_MAX:
                huge.append(column)
        if data.path in paths:  # a part of a file already described
            note = translate("Data", "Data set {0}: {1} of {2}.").format(
                source.key, _row_span(source.skip, len(data)), data.name)
        elif data.is_demo:
            note = datasets.describe_source(data, source.file)
        else:
            note = translate("Data", "Data: {0} ({1})").format(data.path, _rows(len(data)))
        paths.append(data.path)
        if constant:
            note += "\n" + translate(
                "Data", "In {0}, every value is the same, so figures that divide by its spread "
                "(a fitted line, a standardised column) may come out as nan.").format(", ".join(constant))
        if short and source.skip:
            note += "\n" + translate("Data", "Only {0} after the first {1}: the lesson uses {2}, so its "
                                      "figures will differ.").format(
                _rows(len(data)), prose_number(source.skip), _row_span(source.skip, source.rows))
            if not len(data):
                note += " " + translate("Data", "Those computed from no rows are nan.")
        elif short:
            note += "\n" + translate("Data", "Only {0}: the lesson uses the first {1}, so its figures will "
                                      "differ.").format(_rows(len(data)), prose_number(source.rows))
        if huge:
            note += "\n" + _huge_values_note(huge, data)
        notes.append(note)
    return env, notes


def _row_span(skip: int, count: int) -> str:
    """Which rows of its file a data set holds: "rows 53 to 65" (counted from 1)."""
    if count == 0:
        return translate("Data", "no rows")
    first, last = skip + 1, skip + count
    if first == last:
        return translate("Data", "row {0}").format(prose_number(first))
    return translate("Data", "rows {0} to {1}").format(prose_number(first), prose_number(last))


def _rows(count: int) -> str:
    """ "1 row", "52 rows" """
    if count == 1:
        return translate("Data", "1 row")
    return translate("Data", "{0} rows").format(prose_number(count))


# f32 holds numbers up to about 3.4e38, f64 up to about 1.8e308; a square overflows f64 above 1.3e154.
_F32_MAX = float(np.finfo(np.float32).max)
_F64_SQUARE_MAX = float(np.sqrt(np.finfo(np.float64).max))


def _huge_values_note(columns: list[str], data: datasets.DataSet) -> str:
    """One line saying what numbers this large do to the lesson's figures."""
    largest = max(float(np.abs(data.numeric_column(c)).max()) for c in columns)
    if largest > _F32_MAX:
        text = translate("Data", "In {0}, numbers reach {1}: f32 cannot hold them (it stops near "
                         "3.4e38), so a step that converts them to f32 stops with an error, and "
                         "squared in f64 some figures will be inf or nan.")
    else:
        text = translate("Data", "In {0}, numbers reach {1}: their squares overflow f32 (it stops "
                         "near 3.4e38), so some figures will be inf or nan.")
    return text.format(", ".join(columns), prose_number(largest))


def iter_lesson(
    lesson: Lesson,
    *,
    lang: str = "en",
    section_ids: list[str] | None = None,
    data_path: str | os.PathLike[str] | None = None,
) -> Iterator[list[str] | SectionResult]:
    """Yield (data notes, then) one SectionResult per section, as each finishes."""
    data_env, notes = load_data(lesson, data_path)
    yield notes
    # Each section once, in the lesson's order, however often `section_ids` names it.
    sections = lesson.sections_named(section_ids) if section_ids else lesson.sections
    for section in sections:
        yield run_section(section, dict(data_env), lang)


def run_lesson(
    lesson: Lesson,
    *,
    lang: str = "en",
    section_ids: list[str] | None = None,
    data_path: str | os.PathLike[str] | None = None,
) -> LessonRun:
    results = iter_lesson(lesson, lang=lang, section_ids=section_ids, data_path=data_path)
    notes = next(results)
    return LessonRun(lesson, lang, notes, list(results))


def run_section(
    section: Section,
    env: Env,
    lang: str = "en",
    on_train: Callable[[dict, Env], None] | None = None,
) -> SectionResult:
    """Run the section's steps in order on `env` (which they change) and collect its figures.

    `on_train(step, env)`, when given, is called before each `train` step runs, with the step's
    table as the lesson file writes it and the environment as the steps before it left it. It
    changes nothing else.
    """
    result = SectionResult(section.id, section.title(lang), [], [])
    for number, step in enumerate(section.steps, start=1):
        if on_train is not None and step.kind == Train.key:
            on_train(step, env)
        run_step(section, number, step, env, result, lang)
    return result


def run_step(section: Section, number: int, step: Step, env: Env, result: SectionResult,
             lang: str = "en", instead: Callable[[StepKind, Env], object] | None = None) -> None:
    """Run step `number` (from 1) of `section` on `env`, adding what it prints to `result`; a
    problem of any kind is raised as a StepError that says which step. `instead`, when given,
    computes what the step shows in place of its kind's function (a training the window ran:
    `trained_figures`)."""
    kind = step.kind
    try:
        # Overflow and 0/0 give inf and nan: figures a learner is meant to see, in the
        # transcript, rather than numpy's RuntimeWarnings on the console.
        with np.errstate(all="ignore"):
            _run_step(step, env, result, lang, instead)
    except GradwalkError as exc:
        raise StepError(section.id, number, str(exc)) from exc
    except WrongType as exc:  # a key of the wrong type: the kind's class says which and what it must be
        raise StepError(section.id, number, translate(
            "Transcript", "the step's keys do not fit a {0} step ({1}); data/lessons/README.md "
            "describes each kind").format(repr(kind), exc)) from exc
    except UnknownKey as exc:  # a key the kind does not read: said with the one probably meant
        raise StepError(section.id, number, str(exc)) from exc
    except KeyError as exc:  # a step table without a key its kind needs
        raise StepError(section.id, number, translate(
            "Transcript", "the step needs a {0} key").format(exc)) from exc
    except (TypeError, AttributeError, ValueError) as exc:  # a key of the wrong kind, say
        raise StepError(section.id, number, translate(
            "Transcript", "the step's keys do not fit a {0} step ({1}); data/lessons/README.md "
            "describes each kind").format(repr(kind), _python_words(exc))) from exc
    except RecursionError as exc:  # a value nested hundreds deep, or a program as deep
        raise StepError(section.id, number, translate(
            "Transcript", "its values or its program nest too deep to be computed")) from exc
    except MemoryError as exc:  # ones(10**12), say
        raise StepError(section.id, number, translate(
            "Transcript", "it needs more memory than there is")) from exc
    except ArithmeticError as exc:  # Python's own numbers, where numpy's would be inf or nan
        raise StepError(section.id, number, translate(
            "Transcript", "a number in it cannot be computed ({0})").format(_python_words(exc))) from exc


# --- the steps ---------------------------------------------------------------------------------------


def _run_step(step: Step, env: Env, result: SectionResult, lang: str,
              instead: Callable[[StepKind, Env], object] | None = None) -> None:
    body = step.body if step.body is not None else read_kind(step.kind, step.spec)  # says what is wrong
    run = RUNS[type(body)] if instead is None else instead
    if body.shows is Shows.LINE:  # words, in the lesson's language
        result.lines.append(run(body, env, lang))
        return
    value = run(body, env)
    label = step.label.get(lang)
    if body.shows is Shows.FIGURES:
        # A training run gives several figures: the losses and each parameter, under a prefix.
        figures, details = value
        result.lines.append(translate("Transcript", "{0}:").format(
            label or translate("Transcript", "training run")))
        result.lines += details
        for key, item in figures.items():
            # The figure's name (the JSON key) stays as it is; only its label is in words.
            shown = {"loss_after_step": translate("Transcript", "loss after step"),
                     "held_out_loss_after_step": translate("Transcript", "held-out loss after step"),
                     "accuracy_after_step": translate("Transcript", "accuracy after step"),
                     "held_out_accuracy_after_step": translate("Transcript", "held-out accuracy after step"),
                     }.get(key, key)
            figure = Figure((step.figures or "") + key, f"  {shown}", item)
            result.figures.append(figure)
            result.lines.append(figure)
    elif step.figure is not None:
        details = []
        if isinstance(value, tuple):  # a figure with transcript details
            value, details = value
        figure = Figure(step.figure, label or step.figure, value, details)
        result.figures.append(figure)
        result.lines.append(figure)


def _python_words(exc: Exception) -> str:
    """What Python said went wrong (its own words, in English), as a short detail."""
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _known_error(name: str) -> type:
    """The error class a `raises` step names, or a LessonError listing the errors there are."""
    if not isinstance(name, str) or name not in _ERRORS:
        raise LessonError(translate("Transcript", "unknown error {0}; the errors are: {1}").format(
            repr(name), ", ".join(_ERRORS)))
    return _ERRORS[name]


def _tensors(env: Env) -> dict[str, Tensor]:
    return {k: v for k, v in env.items() if isinstance(v, Tensor)}


def _lookup(env: Env, name: str) -> object:
    if not isinstance(name, str) or name not in env:
        raise LessonError(translate("Transcript", "the lesson uses {0} before defining it").format(
            repr(name)))
    return env[name]


def _tensor(env: Env, name: str) -> Tensor:
    """The section's tensor `name`: a LessonError when it is not defined, or is not a tensor (a
    count, a figure's true or false, None for no gradient)."""
    value = _lookup(env, name)
    if not isinstance(value, Tensor):
        raise LessonError(translate("Transcript", "{0} is {1}, not a tensor").format(
            repr(name), format_value(value)))
    return value


def _direction(env: Env, written: object, variable: Tensor, name: str, vector: bool = False) -> np.ndarray:
    """A seed (or, with `vector`, an hvp's vector) for the tensor `name` as the lesson writes it:
    one number for every element, a list of exactly its shape, or the name of a tensor of its
    shape; float64. Nothing is stretched: [1, 0, -1] is not a 2×3 seed."""
    if isinstance(written, str):
        written = _tensor(env, written).numpy()
    array = None
    if not isinstance(written, bool) and isinstance(written, (int, float, list, np.ndarray)):
        try:
            array = np.asarray(written, dtype=np.float64)
        except (TypeError, ValueError):  # a ragged list, a list of texts
            pass
    shape = tuple(variable.shape)
    if array is not None and array.shape == ():
        return np.full(shape, float(array))
    if array is None or array.shape != shape:
        words = (translate("Transcript", "the vector for {0} must have its shape {1}, or be one number; "
                           "{2} does not") if vector else
                 translate("Transcript", "the seed of {0} must have its shape {1}, or be one number; {2} "
                           "does not"))
        raise LessonError(words.format(name, list(shape), _written_shape(written)))
    return array


def _written_shape(written: object) -> str:
    """What a seed or vector that does not fit is, in a few words: its shape, or what it is."""
    if isinstance(written, bool) or not isinstance(written, (int, float, list, np.ndarray)):
        return f"{written!r:.40}"  # true, a table
    try:
        return translate("Transcript", "shape {0}").format(list(np.shape(written)))
    except ValueError:  # ragged
        return translate("Transcript", "a ragged list")


def _expression(text: str, env: Env) -> object:
    """The value of a one-line expression (or of a name) in the environment."""
    if text in env:
        return env[text]
    return Program(f"value = {text}", known_names=tuple(_tensors(env))).run(_tensors(env))["value"]


@runs(Code)
def step_code(code: Code, env: Env) -> None:
    env.update(Program(code.text, known_names=tuple(_tensors(env))).run(_tensors(env)))


@runs(Note)
def step_note(note: Note, env: Env, lang: str) -> str:
    """The note in `lang` (empty when the lesson has none in it), each `{name}` replaced."""
    def value_of(name: str) -> str:
        value = _lookup(env, name)
        if isinstance(value, Tensor) and value.shape == ():
            return code_number(value.to_scalar())  # inside a sentence: the number alone
        return format_value(value)

    return format_note(note.texts.get(lang) or "", value_of)


@runs(Grads)
def step_grads(step: Grads, env: Env) -> None:
    grads = _tensor(env, step.of).backward()
    for wrt, new_name in step.bind.items():
        env[new_name] = grads.get(_tensor(env, wrt))
    if step.count is not None:
        env[step.count] = len(grads)


def _variable(env: Env, name: str) -> Tensor:
    """The section's variable `name`, which a set step may change."""
    var = _tensor(env, name)
    if not var.is_variable:
        raise LessonError(translate("Transcript", "{0} is not a variable: only a Var can be set").format(
            repr(name)))
    return var


@runs(SetVar)
def step_set(step: SetVar, env: Env) -> Tensor:
    var = _variable(env, step.var)
    var.set(_expression(step.value, env))
    return Tensor(var, dtype=var.dtype)  # a copy: a later set must not change this figure


_ERRORS = {"SharedBufferError": SharedBufferError, "ShapeError": ShapeError,
           "DTypeError": DTypeError}


@runs(RefuseSet)
def step_refuse_set(step: RefuseSet, env: Env) -> tuple[bool, list[str]]:
    var = _variable(env, step.var)
    before = var.numpy()
    expected = _known_error(step.error)
    try:
        var.set(_expression(step.value, env))
    except expected as exc:
        # equal_nan: a variable holding nan that the refusal left alone is unchanged
        return (np.array_equal(before, var.numpy(), equal_nan=True),
                [translate("Transcript", "error: {0}").format(exc)])
    return False, [translate("Transcript", "no error was raised")]


@runs(TapeRun)
def step_tape(step: TapeRun, env: Env) -> None:
    with Tape() as tape:
        values = Program(step.code, known_names=tuple(_tensors(env))).run(_tensors(env))
    env.update(values)
    if step.loss not in values:
        raise LessonError(translate("Transcript", "the tape's program assigns no {0}").format(
            repr(step.loss)))
    grads = tape.backward(values[step.loss])
    for wrt, new_name in step.bind.items():
        env[new_name] = grads.get(_lookup(env, wrt))
    if step.count is not None:
        env[step.count] = len(tape)


@runs(FdCheck)
def step_fd_check(step: FdCheck, env: Env) -> tuple[bool, list[str]]:
    program = Program(step.f, known_names=tuple(_tensors(env)))
    wrt = step.wrt
    inputs = [_lookup(env, name) for name in wrt]

    def f(*values: Tensor) -> Tensor:
        bound = dict(_tensors(env))
        bound.update(zip(wrt, values))
        return program.run(bound)["out"]

    below = _limit(step.below, "below")
    _check_nudges(f, inputs, wrt)
    report = finite_difference_check(f, inputs, eps=step.eps)
    details = []
    for check in report.inputs:
        name = wrt[check.index]
        analytic = format_value(Tensor(check.analytic, dtype="f64"))
        numeric = format_value(Tensor(check.numeric, dtype="f64"))
        details.append("  " + translate("Transcript", "backward, d out / d {0}: {1}").format(name, analytic))
        # The spaces line the values up under the ones of the line above.
        details.append("  " + translate("Transcript", "finite differences:         {0}").format(numeric))
    if not report.inputs:  # only integer inputs: nothing was checked, so nothing passed
        details.append("  " + translate(
            "Transcript", "no floating-point input among {0}: nothing was checked").format(", ".join(wrt)))
        return False, details
    # Each input's gap, not report.max_gap: Python's max() passes over a nan that is not first.
    gaps = [check.max_gap for check in report.inputs]
    largest = math.nan if any(math.isnan(gap) for gap in gaps) else max(gaps)
    # a label and its value, like a figure's line: the number as the figures print it
    details.append("  " + translate("Transcript", "largest gap: {0}").format(code_number(largest)))
    return all(gap < below for gap in gaps), details


def _check_nudges(f: Callable[..., Tensor], inputs: list, wrt: tuple[str, ...]) -> None:
    """A LessonError when nudging every element of the inputs would run `f` past the work a
    Jacobian's sweeps may take (core/engine/jacobian.py): two runs of `f` per element, each making
    its graph again."""
    elements = sum(math.prod(t.shape) for t in inputs if isinstance(t, Tensor) and t.dtype.startswith("f"))
    if not elements:
        return
    out = f(*inputs)
    if not isinstance(out, Tensor):
        return  # the check says what `out` must be
    work = 2 * elements * graph_pass_work(out)[2]
    if work > MOST_SWEEP_WORK:
        raise LessonError(translate(
            "Transcript", "nudging each of the {0} elements of {1} twice would run the program {2} times, "
            "{3} units of work, more than the {4} allowed: check smaller inputs").format(
            prose_number(elements), ", ".join(wrt), prose_number(2 * elements), prose_number(work),
            prose_number(MOST_SWEEP_WORK)))


@runs(Train)
def step_train(spec: Train, env: Env) -> tuple[dict[str, object], list[str]]:
    """A descent. With `held_out = { x = "x_held", ... }` (the names of `inputs`, read from other
    section names), the loss on those inputs is computed after each step too, never descended
    along, and shown at the `report` steps as `held_out_loss_after_step`."""
    training = training_of_step(Step(Train.key, None, body=spec), env)
    descent = prepare(training)
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps,
                         report_steps=training.report, held_out_fn=descent.held_out_fn,
                         accuracy_fn=descent.accuracy_fn, held_out_accuracy_fn=descent.held_out_accuracy_fn,
                         replay=training.replay)
    params = {name: Tensor(var, dtype=var.dtype) for name, var in descent.params.items()}
    return _train_shown(spec, training, result, params, env)


def trained_figures(spec: Train, training: Training, result: DescentResult,
                    env: Env) -> tuple[dict[str, object], list[str]]:
    """What a `train` step shows (as `step_train` gives it) for a descent run elsewhere, the
    window's run of `training` that ended with `result`: its figures at the report steps it
    reached, and its final parameters, bound for the steps after it."""
    params = {name: Tensor(np.asarray(values, dtype=np.float64), dtype=training.dtype)
              for name, values in result.final_params.items()}
    return _train_shown(spec, training, result, params, env)


def _train_shown(spec: Train, training: Training, result: DescentResult, params: dict[str, Tensor],
                 env: Env) -> tuple[dict[str, object], list[str]]:
    """A training's figures (its measures at the report steps, then each parameter, bound in `env`
    under the name the step gives it) and the line of its settings."""
    figures: dict[str, object] = {}
    if spec.report:  # a measure reached at none of them (a run stopped early, or none made) is left out
        for key, measured in (("loss_after_step", result.losses),
                              ("held_out_loss_after_step", result.held_out_losses),
                              ("accuracy_after_step", result.accuracies),
                              ("held_out_accuracy_after_step", result.held_out_accuracies)):
            if measured:
                figures[key] = {str(k): v for k, v in measured.items()}
    for name, value in params.items():
        shown = spec.bind.get(name, name)
        figures[shown] = env[shown] = value
    lr, dtype, device = prose_number(training.lr), training.dtype, training.device
    if training.steps == 1:
        settings = translate("Transcript", "lr {0}, 1 step, {1} on {2}").format(lr, dtype, device)
    else:
        settings = translate("Transcript", "lr {0}, {1} steps, {2} on {3}").format(
            lr, prose_number(training.steps), dtype, device)
    if result.stopped:
        settings = translate("Transcript", "{0}; stopped at step {1}").format(
            settings, prose_number(result.steps_done))
    what_happened = result.how_it_diverged()
    if what_happened:
        settings = translate("Transcript", "{0}; {1}").format(settings, what_happened)
    return figures, ["  " + settings]


# A `replay` step's descents, where it binds their times: run this often in turn, the fastest counts.
REPLAY_ROUNDS = 3


@runs(Replay)
def replay_figure(spec: Replay, env: Env) -> tuple[bool, list[str]]:
    """The training's descent run eagerly and replayed, taking turns, timed per step; True when both
    give the same numbers to the last digit (every record's loss, parameters and measures). Binds,
    as `times` names them, the seconds of an eager and of a replayed step and of the recording,
    `lines` the count of lines each replay runs, and the trained parameters as `train` does."""
    unknown = sorted(set(spec.times) - {"eager", "replayed", "recording"})
    if unknown:
        raise LessonError(translate("Transcript", "times names eager, replayed and recording, not {0}")
                          .format(repr(unknown[0])))
    training = training_of_step(Step(Train.key, None, body=spec), env)
    best = {False: math.inf, True: math.inf}
    runs: dict[bool, tuple[list, dict[str, Tensor], list[Trace]]] = {}
    for _ in range(REPLAY_ROUNDS if spec.times else 1):  # timed for a figure: the best of rounds
        for replay in (False, True):
            descent, traces = prepare(training), []
            began = work_clock()
            records = list(descend(descent.loss_fn, descent.params, training.lr, training.steps,
                                   held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                                   held_out_accuracy_fn=descent.held_out_accuracy_fn, replay=replay,
                                   recorded=traces.append))
            best[replay] = min(best[replay], work_clock() - began)
            runs[replay] = records, descent.params, traces
    (eager, _, _), (replayed, params, traces) = runs[False], runs[True]
    same = [_record_numbers(r) for r in eager] == [_record_numbers(r) for r in replayed]
    steps = max(len(eager), 1)
    eager_s, replayed_s = best[False] / steps, best[True] / steps
    recording_s = min((t.recording_seconds for t in traces), default=math.nan)
    lines = len(traces[0]) if traces else 0
    for key, seconds in (("eager", eager_s), ("replayed", replayed_s), ("recording", recording_s)):
        if key in spec.times:
            env[spec.times[key]] = Tensor(seconds, dtype="f64", name=spec.times[key])
    if spec.lines is not None:
        env[spec.lines] = Tensor(float(lines), dtype="f64", name=spec.lines)
    for name, var in params.items():
        env[spec.bind.get(name, name)] = Tensor(var, dtype=var.dtype)
    final = replayed[-1].loss if replayed else math.nan
    details = [translate("Transcript", "  eagerly {0} a step, replayed {1} a step, measured now; final loss "
                         "{2}").format(duration_text(eager_s), duration_text(replayed_s), code_number(final))]
    if traces:
        once = len(traces[0].program) - lines
        recorded = translate("Transcript", "  the step recorded in {0}: {1} lines at each step").format(
            duration_text(recording_s), prose_number(lines))
        if once:
            recorded = translate("Transcript", "{0}, {1} computed once").format(recorded, prose_number(once))
        details.append(recorded)
    else:
        details.append("  " + (replayed[0].note if replayed else ""))
    return same, details


def _record_numbers(record) -> str:
    """A descent record's numbers as text that tells every bit (and nan from nan)."""
    return repr((record.step, record.loss, record.params, record.finite, record.held_out_loss,
                 record.accuracy, record.held_out_accuracy))


@runs(Guard)
def guard_figure(spec: Guard, env: Env) -> tuple[bool, list[str]]:
    """The training's step recorded, then given the section's tensors named in `feed` for its inputs;
    True when the guards do as `refuses` says (refuse them, or let them through), and the next line
    says which guard refused and why, or that they fit."""
    training = training_of_step(Step(Train.key, None, body=spec), env)
    fed = {name: _tensor(env, source) for name, source in spec.feed.items()}
    unknown = sorted(set(fed) - set(training.inputs))
    if unknown:
        raise LessonError(translate("Transcript", "feed names the training's inputs ({0}), not {1}").format(
            ", ".join(training.inputs), repr(unknown[0])))
    descent, traces = prepare(training), []
    records = list(descend(descent.loss_fn, descent.params, training.lr, 1, held_out_fn=descent.held_out_fn,
                           recorded=traces.append))
    if not traces:
        raise LessonError(translate("Transcript", "the step cannot be recorded, so no guard can be "
                                    "checked: {0}").format(records[0].note if records else ""))
    trace = traces[0]
    trace.feed({name: Tensor(tensor.numpy().astype(np.float64), dtype="f64", name=name)
                .to_dtype(training.dtype).to_device(training.device) for name, tensor in fed.items()})
    why = trace.check()
    if why is None:
        return not spec.refuses, [translate("Transcript", "  the data fed fit the recording: the replay "
                                                          "goes on")]
    # as a descent does when a guard fails: the step recorded again, on the data fed
    fed_values = {name: input_values(tensor) for name, tensor in fed.items()}
    again = replace(training, inputs={**training.inputs, **fed_values})
    descent, traces = prepare(again), []
    list(descend(descent.loss_fn, descent.params, again.lr, 1, held_out_fn=descent.held_out_fn,
                 recorded=traces.append))
    details = ["  " + why]
    if traces:
        details.append(translate("Transcript", "  recorded again on them: {0} lines at each step").format(
            prose_number(len(traces[0]))))
    return spec.refuses, details


@runs(Value)
def value_figure(step: Value, env: Env) -> object:
    return _lookup(env, step.name)


@runs(Grad)
def grad_figure(step: Grad, env: Env) -> Tensor | None:
    return _tensor(env, step.of).backward().get(_tensor(env, step.wrt))


@runs(GradCount)
def grad_count_figure(step: GradCount, env: Env) -> int:
    return len(_tensor(env, step.of).backward())


@runs(HasGrad)
def has_grad_figure(step: HasGrad, env: Env) -> bool:
    return _tensor(env, step.wrt) in _tensor(env, step.of).backward()


@runs(TangentOf)
def tangent_figure(step: TangentOf, env: Env) -> Tensor | None:
    """Forward mode: the tangent of `of` when the seeded variables move along their seeds."""
    seeds = {}
    for name, seed in step.seeds.items():
        variable = _tensor(env, name)
        seeds[variable] = _direction(env, seed, variable, name)
    of = _tensor(env, step.of)
    try:
        tangent = of.forward_tangents(seeds).get(of)
    except (TypeError, ValueError) as err:
        raise LessonError(translate("Transcript", "a tangent of the seeds cannot be used: {0}").format(
            err)) from None
    if step.bind is not None:
        env[step.bind] = tangent
    return tangent


@runs(JacobianOf)
def jacobian_figure(step: JacobianOf, env: Env) -> tuple[Tensor, list[str]]:
    """The Jacobian of `of` with respect to `wrt` (outputs × inputs), built by sweeps of `mode`;
    with `sweeps`, their count is bound to that name; with `time`, the seconds the sweeps took are
    measured and bound to that name."""
    if step.mode not in tuple(JacobianMode):
        raise LessonError(translate("Transcript", "mode must be 'forward' or 'reverse', not {0}").format(
            repr(step.mode)))
    of, wrt = _tensor(env, step.of), [_tensor(env, name) for name in step.wrt]
    result, sweeps = jacobian(of, wrt, step.mode)  # refused past the engine's limits, before a sweep
    forward = step.mode == "forward"
    if sweeps == 1:
        words = (translate("Transcript", "1 forward sweep, one per input element") if forward
                 else translate("Transcript", "1 backward sweep, one per output element"))
    else:
        words = (translate("Transcript", "{0} forward sweeps, one per input element") if forward
                 else translate("Transcript", "{0} backward sweeps, one per output element"))
    detail = "  " + words.format(prose_number(sweeps))
    matrix = Tensor(result, dtype="f64", name=step.bind)
    if step.bind is not None:
        env[step.bind] = matrix
    if step.sweeps is not None:  # a count, exact: what decides which mode is cheaper
        env[step.sweeps] = Tensor(float(sweeps), dtype="f64", name=step.sweeps)
    if step.time is not None:
        seconds = time_per_run(lambda: jacobian(of, wrt, step.mode))
        env[step.time] = Tensor(seconds, dtype="f64", name=step.time)
        detail += translate("Transcript", ", measured now: {0}").format(duration_text(seconds))
    return matrix, [detail]


TIMING_SECONDS = 0.05  # a build that takes less is run again until this much time has passed


def time_per_run(run: Callable[[], object]) -> float:
    """The seconds one call of `run` takes: the mean of as many calls as fill TIMING_SECONDS (at
    least one), so that a build of a millisecond is not timed on one try, with its first-call
    costs and the clock's jitter."""
    runs, start = 0, work_clock()
    while True:
        run()
        runs += 1
        elapsed = work_clock() - start
        if elapsed >= TIMING_SECONDS:
            return elapsed / runs


@runs(DualOf)
def dual_figure(step: DualOf, env: Env) -> tuple[Tensor, list[str]]:
    """The formula on dual numbers: each section tensor it names as a Dual of its values, moving
    along its seed, or a constant (no tangent, as an unseeded tensor in the graph's sweep); the
    figure is the result's tangent."""
    # a seed of a name the section has not made is a mistake of the file, as one of another shape
    seeds = {name: _direction(env, seed, _tensor(env, name), name) for name, seed in step.seeds.items()}
    values = {name: Dual(tensor.numpy(), seeds.get(name)) for name, tensor in _tensors(env).items()}
    # What the engine records meanwhile, counted on a tape of this thread's own: a Dual records
    # nothing, whatever the window's other threads compute at the same moment.
    with Tape() as tape:
        result = evaluate_dual(step.f, values)
    made = len(tape)
    tangent = Tensor(result.tangent, dtype="f64", name=step.bind)
    if step.bind is not None:
        env[step.bind] = tangent
    if step.value is not None:
        env[step.value] = Tensor(result.value, dtype="f64", name=step.value)
    detail = translate("Transcript", "  value {0}; tensors recorded on the way: {1}").format(
        code_number(float(result.value)) if result.value.ndim == 0 else tensor_text(
            Tensor(result.value, dtype="f64")), prose_number(made))
    return tangent, [detail]


@runs(HvpOf)
def hvp_figure(step: HvpOf, env: Env) -> tuple[Tensor, list[str]]:
    """H·v: one backward pass that records the gradient's graph, one forward sweep over it."""
    variable = _lookup(env, step.wrt)
    if not (isinstance(variable, Tensor) and variable.is_variable and variable.dtype.startswith("f")):
        raise LessonError(translate("Transcript", "{0} must be a floating-point variable: a Hessian is "
                                    "taken with respect to a Var").format(step.wrt))
    vector = _direction(env, step.vector, variable, step.wrt, vector=True)
    (product,) = hessian_vector_product(_tensor(env, step.of), [variable], [vector])
    product = Tensor(product.numpy(), dtype="f64", name=step.bind)
    if step.bind is not None:
        env[step.bind] = product
    return product, ["  " + translate("Transcript", "one backward pass recording the gradient's graph, "
                                      "then one forward sweep over it")]


# A loss of more rows than this is refused: a backward pass each would take the lesson minutes.
PER_POINT_ROWS = 10_000


@runs(PerPointOf)
def per_point_figure(step: PerPointOf, env: Env) -> tuple[Tensor, list[str]]:
    """Each point's own gradient: row r's loss picked out (`element`) and walked back alone, one
    backward pass per row; their mean is the figure, and the next line says how far it is from
    the gradient of the rows' mean, taken in one pass (the batch's gradient)."""
    rows, variable = _tensor(env, step.of), _tensor(env, step.wrt)
    if not (variable.is_variable and variable.dtype.startswith("f")):
        raise LessonError(translate("Transcript", "{0} must be a floating-point variable: a gradient is "
                                    "taken with respect to a Var").format(step.wrt))
    if rows.ndim not in (1, 2) or (rows.ndim == 2 and rows.shape[1] != 1) or not rows.shape[0]:
        raise LessonError(translate("Transcript", "{0} must hold one loss per point, a column (N, 1) or "
                                    "a vector (N,), not shape {1}").format(step.of, rows.shape))
    count = rows.shape[0]
    if count > PER_POINT_ROWS:
        raise LessonError(translate("Transcript", "{0} has {1} rows: a backward pass each is too many "
                                    "(at most {2})").format(step.of, prose_number(count),
                                                            prose_number(PER_POINT_ROWS)))
    each = np.zeros((count, *variable.shape), dtype=np.float64)
    for row in range(count):
        loss = rows.element(row, 0) if rows.ndim == 2 else rows.element(row)
        gradient = loss.backward().get(variable)
        if gradient is not None:
            each[row] = gradient.numpy()
    mean = each.mean(axis=0)
    batch = rows.mean_all().backward().get(variable)
    batch_values = batch.numpy() if batch is not None else np.zeros(variable.shape)
    gap = float(np.max(np.abs(mean - batch_values))) if mean.size else 0.0
    figure = Tensor(mean, dtype="f64", name=step.bind)
    if step.bind is not None:
        env[step.bind] = figure
    if step.each is not None:
        env[step.each] = Tensor(each, dtype="f64", name=step.each)
    return figure, ["  " + translate("Transcript", "{0} backward passes, one per point; the gradient of "
                                      "their mean in one pass differs from it by at most {1}").format(
        prose_number(count), code_number(gap))]


@runs(Agree)
def agree_figure(step: Agree, env: Env) -> tuple[bool, list[str]]:
    """True when each value of `a` matches the one of `b` at the same place within `tol`.

    Two values agree when both are None (no gradient), or when they have the same shape and each
    pair of elements is equal or at most `tol` apart. nan agrees with nothing, not even with nan;
    values of different shapes never agree (nothing is broadcast). When the figure is false, a
    detail line says which values differ and how.
    """
    tol = _limit(step.tol, "tol")
    for a_name, b_name in zip(step.a, step.b, strict=True):
        why = _disagreement(a_name, _lookup(env, a_name), b_name, _lookup(env, b_name), tol)
        if why is not None:
            return False, ["  " + why]
    return True, []


def _disagreement(a_name: str, a: object, b_name: str, b: object, tol: float) -> str | None:
    """Why the values `a` and `b` do not agree within `tol`, or None when they do."""
    if a is None or b is None:
        if a is None and b is None:
            return None
        none, other = (a_name, b_name) if a is None else (b_name, a_name)
        return translate("Transcript", "{0} is None (no gradient) and {1} is not").format(none, other)
    x, y = _numbers(a_name, a), _numbers(b_name, b)
    if x.shape != y.shape:
        return translate("Transcript", "{0} has shape {1} and {2} shape {3}: values of different "
                         "shapes never agree").format(a_name, list(x.shape), b_name, list(y.shape))
    for name, values in ((a_name, x), (b_name, y)):
        if np.isnan(values).any():
            return translate("Transcript", "{0} holds nan, which agrees with nothing").format(name)
    with np.errstate(all="ignore"):  # inf - inf: equal infinities agree through `x == y`
        close = (x == y) | (np.abs(x - y) <= tol)
        if close.all():
            return None
        gap = float(np.max(np.where(close, 0.0, np.abs(x - y))))
    return translate("Transcript", "{0} and {1} differ by up to {2}, more than {3}").format(
        a_name, b_name, prose_number(gap), prose_number(tol))


@runs(Below)
def below_figure(step: Below, env: Env) -> tuple[bool, list[str]]:
    """True when every element of the named values is below `limit` in size.

    nan is below no limit; a value with no elements, or None (no gradient), has nothing to be below
    a limit, so the figure is false. When it is false, a detail line says why.
    """
    limit = _limit(step.limit, "limit")
    for name in step.of:
        value = _lookup(env, name)
        if value is None:
            why = translate("Transcript", "{0} is None (no gradient): there is nothing to compare")
            return False, ["  " + why.format(name)]
        size = np.abs(_numbers(name, value))
        if size.size == 0:
            why = translate("Transcript", "{0} holds no numbers: there is nothing to compare")
            return False, ["  " + why.format(name)]
        if np.isnan(size).any():
            why = translate("Transcript", "{0} holds nan, which is below no limit")
            return False, ["  " + why.format(name)]
        if not (size < limit).all():
            why = translate("Transcript", "{0} reaches {1}, not below {2}")
            return False, ["  " + why.format(name, prose_number(float(size.max())), prose_number(limit))]
    return True, []


def _limit(value: object, key: str) -> float:
    """A tolerance or limit from a lesson file: a finite number of at least 0 (nan would fail every
    check, inf pass every one, a negative one fail every one)."""
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if not number or not math.isfinite(value) or value < 0:
        raise LessonError(translate("Transcript", "{0} must be a finite number of at least 0, not {1}")
                          .format(repr(key), f"{value!r:.40}"))
    return float(value)


def _numbers(name: str, value: object) -> np.ndarray:
    """A value to compare, as a float64 array: a tensor's elements, or a plain number."""
    if isinstance(value, Tensor):
        return value.numpy().astype(np.float64)
    if isinstance(value, (int, float, np.number)):  # bool too: True is 1
        return np.asarray(value, dtype=np.float64)
    raise LessonError(translate("Transcript", "{0} is {1}, not a tensor or a number: it cannot be "
                                "compared").format(name, type(value).__name__))


# --- words -------------------------------------------------------------------------------------------


def format_value(value: object) -> str:
    """A figure's value as the transcript prints it."""
    if value is None:
        return translate("Transcript", "None (no gradient)")
    if isinstance(value, bool):
        return translate("Transcript", "true") if value else translate("Transcript", "false")
    if isinstance(value, Tensor):
        return tensor_text(value)
    if isinstance(value, dict):  # the losses of a training run, by step
        step = translate("Transcript", "step {0} {1}")
        return ", ".join(step.format(k, code_number(v)) for k, v in value.items())
    if isinstance(value, (int, float, np.number)):
        return code_number(value)
    return str(value)


def heading_lines(lesson: Lesson, lang: str, data_notes: list[str]) -> list[str]:
    """The transcript's opening: the lesson's title, then where its data came from."""
    return [translate("Transcript", "Lesson {0}: {1}").format(lesson.id, lesson.title(lang)), *data_notes]


def section_lines(section: SectionResult) -> list[str]:
    """One section of the transcript: a blank line, its heading (with the id that `--section`
    takes), its figures and notes."""
    lines = ["", f"== {section.title} [{section.id}]"]
    for item in section.lines:
        if isinstance(item, Figure):
            lines.append(translate("Transcript", "{0}: {1}").format(item.label, format_value(item.value)))
            lines += item.details
        else:
            lines.append(item)
    return lines


def transcript(run: LessonRun) -> str:
    """The whole run as text: the lesson's heading, data notes, then each section's figures."""
    lines = heading_lines(run.lesson, run.lang, run.data_notes)
    for section in run.sections:
        lines += section_lines(section)
    return "\n".join(lines)

