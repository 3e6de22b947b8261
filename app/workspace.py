"""The work behind the window, without Qt's widgets: run a learner's program and turn what the engine
recorded into plain records (a snapshot of the graph, the backward walk as frames, finite-difference
rows). The window calls these as jobs on its threads (app/long_jobs.py); the command line
calls them directly (`gradwalk screenshot`, `gradwalk export-graph`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
import math
from dataclasses import dataclass, replace

import numpy as np

from gradwalk.core.engine import GradwalkError, Tape, Tensor, finite_difference_check
from gradwalk.core.engine.format import clip, format_number, format_values
from gradwalk.core.engine.snapshot import GraphSnapshot, graph_snapshot, tape_snapshot
from gradwalk.core.expr import ExpressionError, Program, VariableCall
from gradwalk.core.words import translate

from gradwalk.app.forward_walk import FORWARD, forward_walk_record
from gradwalk.app.seed_direction import direction_text, is_direction, parse_direction
from gradwalk.app.walk import WalkRecord, tape_walk_record, walk_record


__all__ = ["Request", "Outcome", "ProblemInfo", "FiniteDifferenceRow", "evaluate_request",
           "finite_difference_rows", "gradient_graph", "graph_variables", "seed_choices", "element_labels",
           "readable_labels", "GRAPH", "TAPE", "FORWARD", "MODES"]

GRAPH, TAPE = "graph", "tape"  # the two designs of the backward walk a program can be walked with
MODES = (GRAPH, TAPE, FORWARD)  # and the forward sweep, from the seeded variables to the result


@dataclass(frozen=True)
class Request:
    """What to evaluate: the editor's text, the result to draw, and how to walk it."""
    serial: int  # newer requests have larger serials; an answer to an older one is dropped
    text: str
    focus: str | None = None  # the result to draw; None or unknown: the last one assigned
    mode: str = GRAPH  # GRAPH, TAPE or FORWARD
    gradient_of: str | None = None  # draw d focus / d this variable's own graph (create_graph)
    seeded: str | None = None  # FORWARD: the variable seeded with ones; None seeds every one


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
    seeds: tuple[str, ...] = ()  # what the Seed list offers (seed_choices): variables, and elements
    problem: ProblemInfo | None = None  # when set, nothing else is (the old graph stays shown)

    @property
    def ok(self) -> bool:
        return self.problem is None


def evaluate_request(request: Request, env: Mapping[str, Tensor]) -> Outcome:
    """Run the program, snapshot the graph of its focus, and record the whole backward walk (or,
    in FORWARD mode, the whole forward sweep)."""
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
        if request.gradient_of is not None and request.mode != TAPE:
            root, label = gradient_graph(values, focus, request.gradient_of)
        if request.mode == TAPE:
            if tape.index_of(root) is None:
                return Outcome(request.serial, request, problem=ProblemInfo(translate("Workspace",
                    "{0} is not on the tape: nothing recorded it (clone and detach record nothing, "
                    "nor does a tensor written as data). Draw another result, or leave tape "
                    "mode.").format(focus)))
            snapshot = readable_labels(tape_snapshot(tape, root))
            walk = tape_walk_record(tape, root, snapshot)
        elif request.mode == FORWARD:
            snapshot = readable_labels(graph_snapshot(root))
            walk = _forward_walk(values, root, snapshot, request.seeded)
        else:
            snapshot = readable_labels(graph_snapshot(root))
            walk = walk_record(root, snapshot)
        variables = graph_variables(values, snapshot)
        where = translate("Workspace", "on {0}").format(root.device)
        summary = f"{label} = {format_values(root.numpy(), limit=4)} · {root.dtype} {where}"
        return Outcome(request.serial, request, names, focus, variables, snapshot, walk, summary,
                       seeds=seed_choices(values, variables))
    except ExpressionError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(err.message, err.line, err.col))
    except GradwalkError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(str(err)))


# A variable of up to this many elements offers each element as a seed of its own: one sweep
# seeded so is one column of the Jacobian.
ELEMENT_SEEDS_UP_TO = 12


def seed_choices(values: Mapping[str, Tensor], variables: tuple[str, ...]) -> tuple[str, ...]:
    """What the Seed list offers: each variable (all its elements along 1), and for a small one
    each of its elements alone (`x[1]`: that element along 1, the others still)."""
    choices = []
    for name in variables:
        choices.append(name)
        if 1 < math.prod(values[name].shape) <= ELEMENT_SEEDS_UP_TO:
            choices += element_labels(name, values[name].shape)
    return tuple(choices)


def _forward_walk(values: Mapping[str, Tensor], root: Tensor, snapshot: GraphSnapshot,
                  seeded: str | None) -> WalkRecord:
    """The forward sweep with `seeded` moving: a variable along ones (a tangent of 1 for each
    element), or one element of one (`x[1]`) along 1; when it is None or names nothing in the
    graph, every floating-point variable of the graph along ones."""
    variables = graph_variables(values, snapshot)
    if is_direction(seeded):  # typed: x = 1, 0, -1; b = 0.5 (checked when it was typed)
        try:
            direction = parse_direction(seeded, {name: values[name].shape for name in variables})
        except ValueError:  # the program changed since: every variable moves, as the caption says
            direction = None
        if direction:
            texts = [f"{name} ← {direction_text({name: tangent}).split(' = ', 1)[1]}"
                     for name, tangent in direction.items()]
            return forward_walk_record(root, snapshot, {values[n]: t for n, t in direction.items()},
                                       ", ".join(texts))
    for name in variables:
        if not (isinstance(seeded, str) and seeded.startswith(name + "[")
                and 1 < math.prod(values[name].shape) <= ELEMENT_SEEDS_UP_TO):
            continue  # the Seed list offers the elements of small variables only (seed_choices)
        labels = element_labels(name, values[name].shape)
        if seeded in labels:
            tangent = np.zeros(len(labels))
            tangent[labels.index(seeded)] = 1.0
            words = translate("Workspace", "{0} ← 1, the other elements of {1} still").format(seeded, name)
            seeds = {values[name]: tangent.reshape(values[name].shape)}
            return forward_walk_record(root, snapshot, seeds, words)
    chosen = [seeded] if seeded in variables else list(variables)
    seeds = {values[name]: 1.0 for name in chosen}
    texts = [f"{name} ← 1" if values[name].shape == () else
             translate("Workspace", "{0} ← ones").format(name) for name in chosen]
    return forward_walk_record(root, snapshot, seeds, ", ".join(texts))


def element_labels(name: str, shape: tuple) -> list[str]:
    """`y` for a number, `y[0]`, `y[1]` for a vector, `W[0,1]` for a matrix: one per element."""
    if shape == ():
        return [name]
    return [f"{name}[{','.join(map(str, index))}]" for index in np.ndindex(*shape)]


LONGEST_LABEL = 18  # characters; an unnamed result with a longer label is called t1, t2, …


def readable_labels(snapshot: GraphSnapshot) -> GraphSnapshot:
    """The snapshot with labels a node can show, each mapping back to the learner's code.

    A named tensor keeps its name. An unnamed result is called by what it computes while that is
    short: `3·x` and `x + 1` for the affine operation that `3 * x` and `x + 1` record, `sqr(x)` for
    an operation on its inputs; once that would nest it is t1, t2, … (in the order they were
    computed, as on a tape), and the box says what it stands for (`t3 = sub(t2, seconds)`). An
    unnamed plain tensor (`1 - y` of plain tensors: nothing recorded how) is const1, const2, …, its
    value beside it when it is one number."""
    inputs: dict[int, list[tuple[int, int]]] = {}
    for edge in snapshot.edges:
        inputs.setdefault(edge.target, []).append((edge.position, edge.source))
    taken = {node.label for node in snapshot.nodes if node.name}
    labels: dict[int, str] = {}
    made: dict[int, str] = {}
    count = constants = 0
    for node in snapshot.nodes:  # inputs before the nodes that use them
        label = node.label
        if node.op is None and not node.name:  # computed from plain tensors, nothing recorded
            constants += 1
            label = f"const{constants}"
            if node.value is not None and np.asarray(node.value).size == 1:
                made[node.id] = format_number(np.asarray(node.value).reshape(()).item())
        elif node.op is not None and not node.name:
            names = [labels.get(source, "?") for _, source in sorted(inputs.get(node.id, []))]
            label = _computed(node.op, node.params, names)
            if len(label) > LONGEST_LABEL or label in taken:
                made[node.id] = f"{node.op}({', '.join(names)})"
            while len(label) > LONGEST_LABEL or label in taken:
                count += 1
                label = f"t{count}"
        taken.add(label)
        labels[node.id] = label
    nodes = tuple(replace(node, label=labels[node.id], made_from=made.get(node.id, ""))
                  for node in snapshot.nodes)
    return replace(snapshot, nodes=nodes)


def _computed(op: str, params: tuple, names: list[str]) -> str:
    """What an unnamed result computes, as the learner wrote it where that is known: the affine
    operation `m·x + c` that `3 * x`, `x + 1` and `x.affine(m, c)` record reads `3·x`, `x + 1`."""
    if op == "affine" and len(params) == 2 and len(names) == 1:
        mul, add = params
        term = names[0] if " " not in names[0] else f"({names[0]})"
        text = term if mul == 1 else f"-{term}" if mul == -1 else f"{format_number(mul)}·{term}"
        if add:
            text += f" + {format_number(add)}" if add > 0 else f" − {format_number(-add)}"
        return text
    return f"{op}({', '.join(names)})"


def gradient_graph(values: dict[str, Tensor], focus: str, wrt: str) -> tuple[Tensor, str]:
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
    """One variable's result. Its elements are compared one by one (core/engine/fdcheck.py); the
    row shows the element that comes closest to failing, or fails the most."""
    name: str
    gap: float  # |backward - central difference| at that element
    scale: float  # what the gap is measured against there: |central difference| plus the smallest
    #               slope the check tells from zero, so that gap / scale is compared with the tolerance
    passed: bool

    @property
    def relative_gap(self) -> float:
        return self.gap / self.scale if self.scale > 0 else float("nan")

    @property
    def gap_text(self) -> str:
        return format_number(self.relative_gap) + " " + translate(
            "Workspace", "(gap {0} against {1})").format(format_number(self.gap), format_number(self.scale))


@dataclass(frozen=True)
class _Tolerance:
    """How a dtype is checked: the step, and the gap allowed at each element,
    atol + rtol · |central difference| (plus what rounding f can fake, core/engine/fdcheck.py)."""
    step: float
    rtol: float
    atol: float


# Steps are powers of two, so that x ± step is exact for every x of moderate size and the only
# rounding left is f's own. Central differences in f64 agree with backward to about 1e-9 of the
# slope; in f32 the nudged values of f round to 7 digits, so about 1e-2 is all one can expect.
# The absolute parts are small enough that a gradient wrong by 10% fails even at 1e-8.
_CHECK = {
    "f64": _Tolerance(2.0**-20, 1e-6, 1e-10),
    "f32": _Tolerance(2.0**-10, 1e-2, 1e-9),
    "f16": _Tolerance(2.0**-4, 1e-1, 1e-4),
}


def graph_variables(values: Mapping[str, Tensor], snapshot: GraphSnapshot) -> tuple[str, ...]:
    """The names of the floating-point variables the drawn graph starts from (the first name of
    each: `q = p.clone()` may give one tensor two names)."""
    ids = {node.id for node in snapshot.nodes}
    found: dict[int, str] = {}
    for name, tensor in values.items():
        if tensor.is_variable and tensor.dtype.startswith("f") and tensor.id in ids:
            found.setdefault(tensor.id, name)
    return tuple(found.values())


def finite_difference_rows(text: str, env: Mapping[str, Tensor], focus: str | None,
                           progress: Callable[[int, int], None] | None = None,
                           ) -> tuple[list[FiniteDifferenceRow], float, str]:
    """Check backward against central differences for every float variable behind `focus`.

    Returns the rows, the tolerance used and a sentence for the window. The program is run again
    at nudged values of each variable, so whatever it computes counts. A variable is found by the
    `var(...)` call that made it (or by its name in `env`), so one whose name was assigned again,
    or one that never had a name, is nudged too. Each element's gap is compared with
    atol + rtol·|central difference| (core/engine/fdcheck.py); the tolerance returned is rtol,
    which each row's gap / scale is held against. `progress` is called with (elements done,
    elements in all) as the check goes.
    """
    try:
        program = Program(text, known_names=tuple(env))
        made: dict[VariableCall, Tensor] = {}
        values = program.run(env, made=made)
        focus = focus if focus in values else (tuple(values)[-1] if values else None)
        if focus is None:
            return [], 0.0, translate("Workspace", "The program assigns nothing to check.")
        found = _variables_behind(values[focus], env, made, values)
        if not found:
            return [], 0.0, translate("Workspace",
                                      "{0} depends on no floating-point variable: nothing to check.").format(
                focus)
        reduce = values[focus].shape != ()

        def f(*nudged: Tensor) -> Tensor:
            bound, calls = dict(env), {}
            for (_, key, _), tensor in zip(found, nudged):
                if isinstance(key, str):
                    bound[key] = tensor
                else:
                    calls[key] = tensor
            result = program.run(bound, replace=calls)[focus]
            return result.sum_all() if reduce else result

        tolerance = max((_CHECK.get(tensor.dtype, _CHECK["f32"]) for _, _, tensor in found),
                        key=lambda t: t.rtol)
        report = finite_difference_check(f, [tensor for _, _, tensor in found], eps=tolerance.step,
                                         progress=progress)
    except ExpressionError as err:
        return [], 0.0, err.message
    except GradwalkError as err:
        return [], 0.0, str(err)
    rows = []
    for check in report.inputs:
        gap, allowed = check.worst(tolerance.atol, tolerance.rtol)
        rows.append(FiniteDifferenceRow(found[check.index][0], gap, allowed / tolerance.rtol,
                                        check.within(tolerance.atol, tolerance.rtol)))
    what = translate("Workspace", "sum({0})").format(focus) if reduce else focus
    sentence = translate("Workspace", "Backward against central differences (step {0}) for {1}: ").format(
        format_number(tolerance.step), what)
    rtol = format_number(tolerance.rtol)
    if all(r.passed for r in rows):
        sentence += translate(
            "Workspace", "every gap below {0} of the slope it is measured against.").format(rtol)
    else:
        sentence += translate(
            "Workspace", "some gaps above {0} of the slope they are measured against.").format(rtol)
    return rows, tolerance.rtol, sentence


def _variables_behind(root: Tensor, env: Mapping[str, Tensor], made: Mapping[VariableCall, Tensor],
                      values: Mapping[str, Tensor]) -> list[tuple[str, str | VariableCall, Tensor]]:
    """(label, how to replace it, tensor) for each floating-point variable `root` depends on:
    the data of `env` first (replaced by name), then each `var(...)` call's variable (replaced by
    its call). A variable is labelled with its name, with its line added when the name now holds
    something else (`x = var(2.0)` then `x = x.sqr()`), or with its call when it has no name."""
    ids = {node.id for node in graph_snapshot(root).nodes}
    found: list[tuple[str, str | VariableCall, Tensor]] = []
    seen: set[int] = set()

    def wanted(tensor: object) -> bool:
        return (isinstance(tensor, Tensor) and tensor.is_variable and tensor.dtype.startswith("f")
                and tensor.id in ids and tensor.id not in seen)

    for name, tensor in env.items():
        if wanted(tensor):
            seen.add(tensor.id)
            found.append((name, name, tensor))
    for call, tensor in made.items():
        if wanted(tensor):
            seen.add(tensor.id)
            name = tensor.name
            if name is None:
                label = translate("Workspace", "{0} at line {1}").format(_shortened(call.text), call.line)
            elif name in values and values[name].id == tensor.id:
                label = name
            else:
                label = translate("Workspace", "{0} (line {1})").format(name, call.line)
            found.append((label, call, tensor))
    labels = [label for label, _, _ in found]
    return [(label if labels.count(label) == 1 else  # two calls on one line, both unnamed
             translate("Workspace", "{0}, column {1}").format(label, key.col) if isinstance(key, VariableCall)
             else label, key, tensor) for label, key, tensor in found]


def _shortened(text: str, longest: int = 24) -> str:
    return clip(" ".join(text.split()), longest)
