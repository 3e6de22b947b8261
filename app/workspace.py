"""The work behind the window, without Qt's widgets: run a learner's program and turn what the engine
recorded into plain records (a snapshot of the graph, the backward walk as frames, finite-difference
rows). The window calls these from a worker thread (app/evaluation_worker.py); the command line
calls them directly (`gradwalk screenshot`, `gradwalk export-graph`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from core.engine import GradwalkError, Tape, Tensor, finite_difference_check
from core.engine.format import format_number, format_values
from core.engine.snapshot import GraphSnapshot, graph_snapshot, tape_snapshot
from core.expr import ExpressionError, Program

from app.walk import WalkRecord, tape_walk_record, walk_record

__all__ = ["Request", "Outcome", "ProblemInfo", "FiniteDifferenceRow", "evaluate_request",
           "finite_difference_rows", "GRAPH", "TAPE"]

GRAPH, TAPE = "graph", "tape"  # the two engines a program can be walked with


def _tr(text: str) -> str:
    return QCoreApplication.translate("Workspace", text)


@dataclass(frozen=True)
class Request:
    """What to evaluate: the editor's text, the result to draw, and how to walk it."""
    serial: int  # newer requests have larger serials; an answer to an older one is dropped
    text: str
    focus: str | None = None  # the result to draw; None or unknown: the last one assigned
    mode: str = GRAPH  # GRAPH or TAPE
    gradient_of: str | None = None  # draw d focus / d this variable's own graph (create_graph)


@dataclass(frozen=True)
class ProblemInfo:
    message: str
    line: int | None = None  # 1-based, where the problem is in the text
    col: int | None = None


@dataclass(frozen=True)
class Outcome:
    serial: int
    request: Request
    names: tuple[str, ...] = ()  # every result the program assigned, in order
    focus: str | None = None  # the result drawn
    variables: tuple[str, ...] = ()  # floating-point variables of the drawn graph
    snapshot: GraphSnapshot | None = None
    walk: WalkRecord | None = None
    summary: str = ""  # "y = 10 · f64 on cpu", for the status bar
    problem: ProblemInfo | None = None  # when set, nothing else is (the old graph stays shown)
    extras: dict = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.problem is None


def evaluate_request(request: Request, env: Mapping[str, Tensor]) -> Outcome:
    """Run the program, snapshot the graph of its focus, and record the whole backward walk."""
    try:
        program = Program(request.text, known_names=tuple(env))
        if request.mode == TAPE:
            with Tape() as tape:
                values = program.run(env)
        else:
            values = program.run(env)
        names = tuple(values)
        if not names:
            return Outcome(request.serial, request, problem=ProblemInfo(
                _tr("The program assigns nothing yet: write a line such as y = x.sqr().")))
        focus = request.focus if request.focus in values else names[-1]
        root = values[focus]
        label = focus
        if request.gradient_of is not None and request.mode == GRAPH:
            root, label = _gradient_graph(values, focus, request.gradient_of)
        if request.mode == TAPE:
            snapshot = tape_snapshot(tape, root)
            walk = tape_walk_record(tape, root, snapshot)
        else:
            snapshot = graph_snapshot(root)
            walk = walk_record(root, snapshot)
        variables = tuple(name for name, tensor in values.items()
                          if tensor.is_variable and tensor.dtype.startswith("f")
                          and any(node.id == tensor._id for node in snapshot.nodes))
        summary = f"{label} = {format_values(root.numpy(), limit=4)} · {root.dtype} " + _tr(
            "on {0}").format(root.device)
        return Outcome(request.serial, request, names, focus, variables, snapshot, walk, summary)
    except ExpressionError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(err.message, err.line, err.col))
    except GradwalkError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(str(err)))


def _gradient_graph(values: dict[str, Tensor], focus: str, wrt: str) -> tuple[Tensor, str]:
    """d focus / d wrt as a recorded tensor (backward with create_graph), to draw and walk."""
    if wrt not in values:
        raise GradwalkError(_tr("there is no {0} in the program").format(wrt))
    grads = values[focus].backward(create_graph=True)
    grad = grads.get(values[wrt])
    label = f"d{focus}/d{wrt}"
    if grad is None:
        raise GradwalkError(_tr("{0} does not depend on {1}: there is no gradient to draw").format(
            focus, wrt))
    grad.name = label
    return grad, label


@dataclass(frozen=True)
class FiniteDifferenceRow:
    name: str
    gap: float
    passed: bool

    @property
    def gap_text(self) -> str:
        return format_number(self.gap)


# Central differences in f64 agree with backward to about 1e-9; in f32 the nudged values round,
# so only about 1e-2 can be expected.
_CHECK = {"f64": (1e-6, 1e-6), "f32": (1e-3, 1e-2), "f16": (1e-2, 1e-1), "bf16": (1e-2, 1e-1)}


def finite_difference_rows(text: str, env: Mapping[str, Tensor], focus: str | None,
                           ) -> tuple[list[FiniteDifferenceRow], float, str]:
    """Check backward against central differences for every float variable of the program.

    Returns the rows, the tolerance used and a sentence for the window. The program is run again
    at nudged values of each variable (Program.run's `replace`), so whatever it computes counts.
    """
    try:
        program = Program(text, known_names=tuple(env))
        values = program.run(env)
        focus = focus if focus in values else (tuple(values)[-1] if values else None)
        if focus is None:
            return [], 0.0, _tr("The program assigns nothing to check.")
        names = [n for n, t in values.items() if t.is_variable and t.dtype.startswith("f")]
        if not names:
            return [], 0.0, _tr("The program has no floating-point variable to check.")
        reduce = values[focus].shape != ()

        def f(*nudged: Tensor) -> Tensor:
            result = program.run(env, replace=dict(zip(names, nudged)))[focus]
            return result.sum_all() if reduce else result

        eps, tolerance = max((_CHECK.get(values[n].dtype, _CHECK["f32"]) for n in names),
                             key=lambda pair: pair[1])
        report = finite_difference_check(f, [values[n] for n in names], eps=eps)
    except ExpressionError as err:
        return [], 0.0, err.message
    except GradwalkError as err:
        return [], 0.0, str(err)
    rows = [FiniteDifferenceRow(names[check.index], check.max_gap, check.max_gap < tolerance)
            for check in report.inputs]
    what = _tr("sum({0})").format(focus) if reduce else focus
    sentence = _tr("Backward against central differences (step {0}) for {1}: ").format(
        format_number(eps), what)
    sentence += _tr("every gap below {0}.").format(format_number(tolerance)) if all(
        r.passed for r in rows) else _tr("some gaps above {0}.").format(format_number(tolerance))
    return rows, tolerance, sentence
