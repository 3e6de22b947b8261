"""The work behind the window, without Qt's widgets: run a learner's program and turn what the engine
recorded into plain records (a snapshot of the graph, the walk as frames). The window calls this as
a job on its threads (app/base/long_jobs.py); the command line calls it directly (`gradwalk
screenshot`, `gradwalk export-graph`).
"""

from __future__ import annotations

from collections.abc import Mapping
import math
from dataclasses import dataclass, field

import numpy as np

from gradwalk.core.engine import GradwalkError, Tape, Tensor, Var, WalkMode, values_text
from gradwalk.core.engine.format import line_text, tooltip_text
from gradwalk.core.engine.layers import Box
from gradwalk.core.engine.snapshot import GraphSnapshot, graph_snapshot, tape_snapshot
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.words import prose_number, translate

from gradwalk.app.session.forward.sweep import forward_walk_record
from gradwalk.app.session.forward.direction import direction_text, is_direction, parse_direction
from gradwalk.app.session.drawn_graph import element_labels, gradient_graph, graph_variables
from gradwalk.app.session.walk.elements import opened_walk
from gradwalk.app.session.walk.layers import grouped_walk
from gradwalk.app.session.walk.records import WalkRecord, tape_walk_record, walk_record


__all__ = ["Request", "Outcome", "OnePoint", "ProblemInfo", "RunWeights", "evaluate_request", "same_weights",
           "seed_choices"]


@dataclass(frozen=True, eq=False)
class RunWeights:
    """A training run's parameters at one of its steps, for the program to be run with: `values`
    by the names the program gives them, in the run's `dtype`; `run` is the run's label."""
    run: str
    step: int
    values: Mapping[str, np.ndarray]
    dtype: str = "f64"


@dataclass(frozen=True, eq=False)
class OnePoint:
    """One training point, for the program to be run on alone: `rows`, each input's row of that
    point (shape (1, ...)) by the name the program reads it under; `index` among `count` points."""
    index: int
    count: int
    rows: Mapping[str, np.ndarray]


def same_weights(one: RunWeights | None, other: RunWeights | None) -> bool:
    """Whether two runs' weights (or None) bind the same numbers under the same names."""
    if one is None or other is None:
        return one is other
    return ((one.run, one.step, one.dtype) == (other.run, other.step, other.dtype)
            and one.values.keys() == other.values.keys()
            and all(np.array_equal(one.values[name], other.values[name]) for name in one.values))


@dataclass(frozen=True)
class Request:
    """What to evaluate: the editor's text, the result to draw, and how to walk it."""
    serial: int  # newer requests have larger serials; an answer to an older one is dropped
    text: str
    focus: str | None = None  # the result to draw; None or unknown: the last one assigned
    mode: WalkMode = WalkMode.GRAPH
    gradient_of: str | None = None  # draw d focus / d this variable's own graph (create_graph)
    seeded: str | None = None  # WalkMode.FORWARD: the variable seeded with ones; None seeds every one
    # A network's layers drawn a box each, but those named here (app/session/walk/layers.py);
    # None: every operation a node of its own
    opened_layers: frozenset[str] | None = None
    # The nodes opened into their elements, by label (app/session/walk/elements.py): graph walks only
    opened_nodes: frozenset[str] = frozenset()
    # a run's weights at a step, bound in place of the values the program gives its variables
    weights: RunWeights | None = None
    point: OnePoint | None = None  # one training point, bound in place of the inputs it is a row of


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
    layers: tuple[Box, ...] = ()  # the layers the walk can draw a box each, opened or not
    # the nodes opened into their elements: each node of an opened part (by id) -> the opened node's label
    opened: Mapping[int, str] = field(default_factory=dict)
    weights_bound: tuple[str, ...] = ()  # the variables bound to the request's run weights
    point_bound: tuple[str, ...] = ()  # the inputs bound to the request's one point's rows
    # on one point: each variable's gradient over every point (the batch's), as (line, whole text)
    batch_gradients: Mapping[str, tuple[str, str]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.problem is None


def evaluate_request(request: Request, env: Mapping[str, Tensor]) -> Outcome:
    """Run the program, snapshot the graph of its focus, and record the whole backward walk (or,
    in WalkMode.FORWARD mode, the whole forward sweep)."""
    try:
        every_point = env
        env, point_bound = _on_one_point(env, request.point)
        program = Program(request.text, known_names=tuple(env))
        values, tape, at_weights = _run_at_weights(program, env, request.weights, request.mode)
        names = tuple(values)
        if not names:
            return Outcome(request.serial, request, problem=ProblemInfo(
                translate("Workspace", "The program assigns nothing yet: write a line such as y = x.sqr().")))
        focus = request.focus if request.focus in values else names[-1]
        root = values[focus]
        label = focus
        if request.gradient_of is not None and WalkMode(request.mode).walks_gradient_graphs:
            root, label = gradient_graph(values, focus, request.gradient_of)
        layers: tuple[Box, ...] = ()  # a network's, where its graph is walked back a layer a step
        opened: dict[int, str] = {}  # the nodes opened into their elements
        if request.mode == WalkMode.TAPE:
            if tape.index_of(root) is None:
                return Outcome(request.serial, request, problem=ProblemInfo(translate("Workspace",
                    "{0} is not on the tape: nothing recorded it (clone and detach record nothing, "
                    "nor does a tensor written as data). Draw another result, or leave tape "
                    "mode.").format(focus)))
            snapshot = tape_snapshot(tape, root)
            walk = tape_walk_record(tape, root, snapshot)
        elif request.mode == WalkMode.FORWARD:
            snapshot = graph_snapshot(root)
            walk = _forward_walk(values, root, snapshot, request.seeded)
        else:
            snapshot = graph_snapshot(root)
            if request.opened_nodes:
                walk, opened = opened_walk(root, snapshot, request.opened_nodes)
            else:
                walk = walk_record(root, snapshot)
            if request.opened_layers is not None:
                walk, layers = grouped_walk(walk, request.opened_layers)
            snapshot = walk.snapshot
        variables = graph_variables(values, snapshot)
        batch = (_batch_gradients(program, every_point, request.weights, focus, variables)
                 if point_bound and request.mode == WalkMode.GRAPH and request.gradient_of is None else {})
        where = translate("Workspace", "on {0}").format(root.device)
        summary = f"{label} = {values_text(root.numpy(), limit=4)} · {root.dtype} {where}"
        if at_weights:
            summary += " · " + translate("Workspace", "{0} at step {1} of the run “{2}”").format(
                ", ".join(at_weights), prose_number(request.weights.step), request.weights.run)
        if point_bound:
            summary += " · " + translate("Workspace", "point {0} of {1} alone").format(
                prose_number(request.point.index), prose_number(request.point.count))
        return Outcome(request.serial, request, names, focus, variables, snapshot, walk, summary,
                       seeds=seed_choices(values, variables),
                       layers=layers, opened=opened, weights_bound=at_weights, point_bound=point_bound,
                       batch_gradients=batch)
    except ExpressionError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(err.message, err.line, err.col))
    except GradwalkError as err:
        return Outcome(request.serial, request, problem=ProblemInfo(str(err)))


def _on_one_point(env: Mapping[str, Tensor],
                  point: OnePoint | None) -> tuple[Mapping[str, Tensor], tuple[str, ...]]:
    """The data with each input the point has a row of replaced by that row alone (in the input's
    own dtype), and those inputs' names; the data as it is without a point."""
    if point is None:
        return env, ()
    names = tuple(name for name in point.rows if name in env)
    rows = {name: Tensor(np.asarray(point.rows[name]), dtype=env[name].dtype, device=env[name].device,
                         name=name) for name in names}
    return {**env, **rows}, names


def _batch_gradients(program: Program, every_point: Mapping[str, Tensor], weights: RunWeights | None,
                     focus: str, variables: tuple[str, ...]) -> dict[str, tuple[str, str]]:
    """What one point's graph is shown beside: each variable's gradient of `focus` computed on
    every point (the batch's, at the same weights), as a line and whole; none where the focus is
    not a single number, or the program does not run on every point."""
    try:
        values, _, _ = _run_at_weights(program, every_point, weights, WalkMode.GRAPH)
        root = values[focus]
        if root.shape != ():
            return {}
        grads = root.backward()
    except (ExpressionError, GradwalkError, KeyError):
        return {}
    found = {}
    for name in variables:
        gradient = grads.get(values[name]) if name in values else None
        if gradient is not None:
            array = gradient.numpy()
            found[name] = (line_text(array), tooltip_text(array))
    return found


def _run_at_weights(program: Program, env: Mapping[str, Tensor], weights: RunWeights | None,
                    mode: WalkMode) -> tuple[dict[str, Tensor], Tape | None, tuple[str, ...]]:
    """The program's values with the run's `weights` bound in place of the values its assignments
    of those names make (names it does not assign are left out), the tape in tape mode, and the
    names bound. The weights are bound in the run's dtype, else in the other float dtype (a run
    set to f32 of a program written in f64); where they do not fit either way (the program was
    edited since the run: another shape), the program runs as it is and none are bound."""
    names = tuple(name for name in (weights.values if weights is not None else ()) if name in program.names)
    if names:
        dtypes = (weights.dtype, "f32" if weights.dtype == "f64" else "f64")
        for dtype in dtypes:
            replace = {name: Var(np.asarray(weights.values[name], dtype=np.float64), dtype=dtype, name=name)
                       for name in names}
            try:
                return (*_run(program, env, replace, mode), names)
            except (ExpressionError, GradwalkError):
                continue
    return (*_run(program, env, {}, mode), ())


def _run(program: Program, env: Mapping[str, Tensor], replace: dict[str, Tensor],
         mode: WalkMode) -> tuple[dict[str, Tensor], Tape | None]:
    """The program's values with `replace` bound, and in tape mode the tape that recorded them."""
    if mode == WalkMode.TAPE:
        with Tape() as tape:
            return program.run(env, replace=dict(replace) or None), tape
    return program.run(env, replace=dict(replace) or None), None


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


