"""The work behind the window, without Qt's widgets: run a learner's program and turn what the engine
recorded into plain records (a snapshot of the graph, the backward walk as frames, finite-difference
rows). The window calls these from a worker thread (app/evaluation_worker.py); the command line
calls them directly (`gradwalk screenshot`, `gradwalk export-graph`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from PySide6.QtCore import QCoreApplication

from core.engine import GradwalkError, Tape, Tensor, finite_difference_check
from core.engine.format import format_number, format_values
from core.engine.snapshot import GraphSnapshot, graph_snapshot, tape_snapshot
from core.expr import ExpressionError, Program

from app.walk import WalkRecord, tape_walk_record, walk_record

translate = QCoreApplication.translate  # a name pyside6-lupdate finds: translate(context, text)

__all__ = ["Request", "Outcome", "ProblemInfo", "FiniteDifferenceRow", "evaluate_request",
           "finite_difference_rows", "graph_variables", "readable_labels", "GRAPH", "TAPE"]

GRAPH, TAPE = "graph", "tape"  # the two engines a program can be walked with


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
                translate("Workspace", "The program assigns nothing yet: write a line such as y = x.sqr().")))
        focus = request.focus if request.focus in values else names[-1]
        root = values[focus]
        label = focus
        if request.gradient_of is not None and request.mode == GRAPH:
            root, label = _gradient_graph(values, focus, request.gradient_of)
        if request.mode == TAPE:
            if tape.index_of(root) is None:
                return Outcome(request.serial, request, problem=ProblemInfo(translate("Workspace",
                    "{0} is not on the tape: nothing recorded it (clone and detach record nothing, "
                    "nor does a tensor written as data). Draw another result, or leave tape "
                    "mode.").format(focus)))
            snapshot = readable_labels(tape_snapshot(tape, root))
            walk = tape_walk_record(tape, root, snapshot)
        else:
            snapshot = readable_labels(graph_snapshot(root))
            walk = walk_record(root, snapshot)
        variables = graph_variables(values, snapshot)
        where = translate("Workspace", "on {0}").format(root.device)
        summary = f"{label} = {format_values(root.numpy(), limit=4)} · {root.dtype} {where}"
        return Outcome(request.serial, request, names, focus, variables, snapshot, walk, summary)
    except ExpressionError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(err.message, err.line, err.col))
    except GradwalkError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(str(err)))


LONGEST_LABEL = 18  # characters; an unnamed result with a longer label is called t1, t2, …


def readable_labels(snapshot: GraphSnapshot) -> GraphSnapshot:
    """The snapshot with labels a node can show: a named tensor keeps its name, an unnamed result
    is called by its operation on its inputs (`sqr(x)`) while that is short, and t1, t2, … (in
    the order they were computed, as on a tape) once it would nest: `sub(add(mul(pages, w), b),
    seconds)` becomes t3, and the node still shows its operation. An unnamed plain tensor
    (`1 - y` of plain tensors: nothing recorded how) is const1, const2, …"""
    inputs: dict[int, list[tuple[int, int]]] = {}
    for edge in snapshot.edges:
        inputs.setdefault(edge.target, []).append((edge.position, edge.source))
    taken = {node.label for node in snapshot.nodes if node.name}
    labels: dict[int, str] = {}
    count = constants = 0
    for node in snapshot.nodes:  # inputs before the nodes that use them
        label = node.label
        if node.op is None and not node.name:  # computed from plain tensors, nothing recorded
            constants += 1
            label = f"const{constants}"
        elif node.op is not None and not node.name:
            names = [labels.get(source, "?") for _, source in sorted(inputs.get(node.id, []))]
            label = f"{node.op}({', '.join(names)})"
            while len(label) > LONGEST_LABEL or label in taken:
                count += 1
                label = f"t{count}"
        taken.add(label)
        labels[node.id] = label
    nodes = tuple(replace(node, label=labels[node.id]) for node in snapshot.nodes)
    return replace(snapshot, nodes=nodes)


def _gradient_graph(values: dict[str, Tensor], focus: str, wrt: str) -> tuple[Tensor, str]:
    """d focus / d wrt as a recorded tensor (backward with create_graph), to draw and walk."""
    if wrt not in values:
        raise GradwalkError(translate("Workspace", "there is no {0} in the program").format(wrt))
    grads = values[focus].backward(create_graph=True)
    grad = grads.get(values[wrt])
    label = f"d{focus}/d{wrt}"
    if grad is None:
        raise GradwalkError(translate("Workspace",
                                      "{0} does not depend on {1}: there is no gradient to draw").format(
            focus, wrt))
    grad.name = label
    return grad, label


@dataclass(frozen=True)
class FiniteDifferenceRow:
    name: str
    gap: float  # the largest |backward - central difference| over the variable's elements
    scale: float  # the size of the gradient the gap is measured against (at least 1)
    passed: bool

    @property
    def gap_text(self) -> str:
        text = format_number(self.gap)
        if self.scale > 1:
            return text + " " + translate("Workspace",
                                          "(relative {0})").format(format_number(self.gap / self.scale))
        return text


# (step, tolerance) by dtype. Central differences in f64 agree with backward to about 1e-9; in f32
# the nudged values round to 7 digits, so about 1e-2 of the gradient's size is all one can expect.
_CHECK = {"f64": (1e-6, 1e-6), "f32": (1e-3, 1e-2), "f16": (1e-2, 1e-1), "bf16": (1e-2, 1e-1)}


def graph_variables(values: Mapping[str, Tensor], snapshot: GraphSnapshot) -> tuple[str, ...]:
    """The names of the floating-point variables the drawn graph starts from (the first name of
    each: `q = p.clone()` may give one tensor two names)."""
    ids = {node.id for node in snapshot.nodes}
    found: dict[int, str] = {}
    for name, tensor in values.items():
        if tensor.is_variable and tensor.dtype.startswith("f") and tensor._id in ids:
            found.setdefault(tensor._id, name)
    return tuple(found.values())


def finite_difference_rows(text: str, env: Mapping[str, Tensor], focus: str | None,
                           progress=None) -> tuple[list[FiniteDifferenceRow], float, str]:
    """Check backward against central differences for every float variable behind `focus`.

    Returns the rows, the tolerance used and a sentence for the window. The program is run again
    at nudged values of each variable (Program.run's `replace`), so whatever it computes counts.
    A gap is compared with the tolerance relative to the gradient's size when that exceeds 1.
    `progress(done, total)` is accepted for the window's long jobs; it is not called yet.
    """
    try:
        program = Program(text, known_names=tuple(env))
        values = program.run(env)
        focus = focus if focus in values else (tuple(values)[-1] if values else None)
        if focus is None:
            return [], 0.0, translate("Workspace", "The program assigns nothing to check.")
        names = list(graph_variables(values, graph_snapshot(values[focus])))
        if not names:
            return [], 0.0, translate("Workspace",
                                      "{0} depends on no floating-point variable: nothing to check.").format(
                focus)
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
    rows = []
    for check in report.inputs:
        scale = max(1.0, float(np.max(np.abs(check.analytic)))) if check.analytic.size else 1.0
        rows.append(FiniteDifferenceRow(names[check.index], check.max_gap, scale,
                                        check.max_gap / scale < tolerance))
    what = translate("Workspace", "sum({0})").format(focus) if reduce else focus
    sentence = translate("Workspace", "Backward against central differences (step {0}) for {1}: ").format(
        format_number(eps), what)
    sentence += translate("Workspace", "every gap below {0}.").format(format_number(tolerance)) if all(
        r.passed for r in rows) else translate("Workspace",
                                               "some gaps above {0}.").format(format_number(tolerance))
    return rows, tolerance, sentence
