"""The forward sweep as the window draws it: frames made from core.forward_steps, the very visits
of forward_tangents, with each edge's local derivative times the tangent it carries."""

from __future__ import annotations

import numpy as np
import pytest

from gradwalk.core.engine import EdgeState, NodeState, WalkMode
from gradwalk.app.session.forward.sweep import forward_walk_record
from gradwalk.app.session.workspace import Request, evaluate_request
from gradwalk.core.engine import Var, graph_snapshot
from gradwalk.core.expr import Program

FIRST = 'x = var(2.0, dtype="f64")\ny = x.sqr() + 3 * x\n'


def _record(text: str, focus: str, seeds: dict[str, object]):
    values = Program(text).run({})
    root = values[focus]
    snapshot = graph_snapshot(root)
    return values, forward_walk_record(root, snapshot, {values[n]: s for n, s in seeds.items()}, "seeds")


def _by_label(record):
    return {node.label: node.id for node in record.snapshot.nodes}


def test_the_first_expression_swept_forward_reaches_seven():
    _values, record = _record(FIRST, "y", {"x": 1.0})
    ids = _by_label(record)
    assert record.mode == WalkMode.FORWARD and len(record) == 3
    start = record.frame(0)
    assert start.nodes[ids["x"]].state == NodeState.RECEIVED and start.nodes[ids["x"]].badge == "tangent 1 (seed)"
    assert start.nodes[ids["y"]].state == NodeState.WAITING
    first = record.frame(1)
    assert first.current == ids["sqr(x)"]
    label = first.edges[(ids["x"], ids["sqr(x)"], 0)].label
    assert first.edges[(ids["x"], ids["sqr(x)"], 0)].state == EdgeState.ACTIVE
    assert label.splitlines() == ["∂/∂x = 2·x = 4", "carries 4 × 1 = 4"]
    end = record.frame(3)
    assert end.nodes[ids["y"]].badge == "tangent 4 + 3 = 7"
    assert end.edges[(ids["x"], ids["sqr(x)"], 0)].state == EdgeState.USED
    assert end.edges[(ids["x"], ids["sqr(x)"], 0)].label.splitlines()[-1] == "carried 4"
    assert "7" in end.caption and "complete" in end.caption
    # the table beside the code: every tangent known after the last step
    store = {entry.label: entry for entry in record.store_after(3)}
    assert store["y"].value == "7" and store["y"].sum_text == "4 + 3 = 7"


def test_the_sweep_ends_with_the_number_the_backward_walk_gives():
    for text, focus, wrt in ((FIRST, "y", "x"),
                             ('u = var(1.5, dtype="f64")\nv = var(-0.5, dtype="f64")\n'
                              'f = (u * v).tanh() + u.sqr()', "f", "v")):
        values, record = _record(text, focus, {wrt: 1.0})
        gradient = values[focus].backward().get(values[wrt]).to_scalar()
        shown = float(record.store_after(len(record))[-1].detail)
        assert shown == pytest.approx(gradient, rel=1e-15)


def test_a_node_no_seed_reaches_says_why():
    text = ('u = var(1.5, dtype="f64")\nv = var(-0.5, dtype="f64")\nc = tensor(2.0, dtype="f64")\n'
            'a = v * c\nf = u.sqr() + a')
    _values, record = _record(text, "f", {"u": 1.0})
    ids = _by_label(record)
    start = record.frame(0)
    assert start.nodes[ids["v"]].state == NodeState.UNREACHED and "not seeded" in start.nodes[ids["v"]].detail
    assert start.nodes[ids["c"]].state == NodeState.UNREACHED and "plain tensor" in start.nodes[ids["c"]].detail
    assert start.nodes[ids["a"]].state == NodeState.UNREACHED and "No seeded variable" in start.nodes[ids["a"]].detail
    # the edges out of what never moves carry nothing, and the sweep never visits them
    assert start.edges[(ids["v"], ids["a"], 0)].state == "blocked"
    visited = {step.node for step in record.steps}
    assert ids["a"] not in visited and ids["f"] in visited
    assert record.frame(len(record)).nodes[ids["f"]].state in (NodeState.DONE, "current")


def test_a_vector_seed_of_ones_is_one_on_its_badge_and_a_sum_shows_its_terms():
    text = 'w = var([1.0, 2.0, 3.0], dtype="f64")\ny = (w * w).sum_all()'
    _values, record = _record(text, "y", {"w": np.ones(3)})
    ids = _by_label(record)
    assert record.frame(0).nodes[ids["w"]].badge == "tangent 1 (seed)"
    end = record.frame(len(record))
    # w * w: two edges from w, each carrying w · 1; their sum is 2w
    mul = next(node.id for node in record.snapshot.nodes if node.op == "mul")
    assert end.nodes[mul].badge == "tangent [1, 2, 3] + [1, 2, 3] = [2, 4, 6]"
    # sum_all is not elementwise: its edge says its rule rather than a local derivative times the tangent
    total = record.steps[-1]
    assert record.edge_label(total.edges[0]).splitlines() == ["forward: sum(tangent)", "carries 12"]
    assert end.nodes[ids["y"]].badge == "tangent 12"


def test_the_workspace_seeds_one_variable_or_every_one():
    text = 'u = var(1.5, dtype="f64")\nv = var(-0.5, dtype="f64")\nf = u * v + u.sqr()'
    every = evaluate_request(Request(1, text, "f", WalkMode.FORWARD), {})
    alone = evaluate_request(Request(2, text, "f", WalkMode.FORWARD, seeded="v"), {})
    backward = evaluate_request(Request(3, text, "f", WalkMode.GRAPH), {})
    assert every.walk.mode == alone.walk.mode == WalkMode.FORWARD and backward.walk.mode == "graph"
    # ∂f/∂u = v + 2u = 2.5, ∂f/∂v = u = 1.5: every variable moving at 1 gives their sum
    assert every.walk.store_after(len(every.walk))[-1].value == "4"
    assert alone.walk.store_after(len(alone.walk))[-1].value == "1.5"
    assert "v ← 1" in alone.walk.caption(0) and "u" not in alone.walk.seed
    # a seed that names nothing in the graph seeds every variable, as the chooser's first entry does
    stale = evaluate_request(Request(4, text, "f", WalkMode.FORWARD, seeded="gone"), {})
    assert stale.walk.store_after(len(stale.walk))[-1].value == "4"


def test_forward_over_the_gradients_graph_is_a_hessian_vector_product():
    # Graph of: dloss/dw in forward mode: the sweep's result is H·1
    text = 'w = var([1.0, -2.0, 0.5], dtype="f64")\nloss = (w * w * w).sum_all() + w.sum_all().sqr()'
    outcome = evaluate_request(Request(1, text, "loss", WalkMode.FORWARD, gradient_of="w"), {})
    assert outcome.ok, outcome.problem
    w = np.array([1.0, -2.0, 0.5])
    expected = 6 * w + 2 * 3  # 6·w·1 + 2·sum(1)
    final = outcome.walk.store_after(len(outcome.walk))[-1]
    shown = np.array(final.detail.strip("[]").split(), dtype=np.float64)
    np.testing.assert_allclose(shown, expected, rtol=1e-12)


def test_an_integer_or_a_leaf_root_sweeps_nothing():
    values = Program('k = tensor([1, 2])\nx = var(2.0, dtype="f64")\ny = x * 1').run({})
    x = values["x"]
    snapshot = graph_snapshot(x)
    record = forward_walk_record(x, snapshot, {x: 1.0}, "x ← 1")
    assert len(record) == 0 and "seeded itself" in record.caption(0)
    unseeded = forward_walk_record(values["y"], graph_snapshot(values["y"]),
                                   {Var(1.0, dtype="f64"): 1.0}, "elsewhere ← 1")
    assert unseeded.seed is None and len(unseeded) == 0
    assert "not seeded" in unseeded.frame(0).nodes[x.id].detail


def test_an_edge_that_is_not_elementwise_says_its_forward_rule_never_the_backward_formula():
    text = ('x = var([0.5, -1.0, 2.0], dtype="f64")\nW = tensor([[1.0, 2.0, 0.0], [0.0, -1.0, 3.0]], dtype="f64")\n'
            'y = W.matmul(x.tanh().reshape((3, 1))).reshape((2,))')
    _values, record = _record(text, "y", {"x": 1.0})
    ids = _by_label(record)
    start = record.frame(0)
    labels = {key: state.label for key, state in start.edges.items()}
    matmul = next(node.id for node in record.snapshot.nodes if node.op == "matmul")
    into_matmul = {key[2]: label for key, label in labels.items() if key[1] == matmul}
    assert into_matmul[0] == "⊘ forward: tangent @ reshape(tanh(x))"  # W is plain: nothing moves along it
    assert into_matmul[1] == "forward: W @ tangent"
    assert labels[(ids["x"], ids["tanh(x)"], 0)] is None  # elementwise: the view shows ∂/∂x = 1 − tanh²(x)
    assert not any("g" in (label or "").split() or "@ g" in (label or "") for label in labels.values())
    end = record.frame(len(record))
    reshape_back = [state.label for key, state in end.edges.items() if key[1] == ids["y"]][0]
    assert reshape_back.splitlines()[0] == "forward: tangent reshaped"
    # room is left for the rules too
    texts = record.edge_texts()
    assert "forward: W @ tangent" in texts[next(k for k in labels if k[1] == matmul and k[2] == 1)]


def test_one_element_seeded_alone_gives_one_column_of_the_jacobian():
    from gradwalk.core.engine import jacobian

    text = ('x = var([0.5, -1.0, 2.0], dtype="f64")\nW = tensor([[1.0, 2.0, 0.0], [0.0, -1.0, 3.0]], dtype="f64")\n'
            'y = W.matmul(x.tanh().reshape((3, 1))).reshape((2,))')
    every = evaluate_request(Request(1, text, "y", WalkMode.FORWARD), {})
    assert every.seeds == ("x", "x[0]", "x[1]", "x[2]")
    values = Program(text).run({})
    whole, _ = jacobian(values["y"], [values["x"]])
    for column in range(3):
        outcome = evaluate_request(Request(2, text, "y", WalkMode.FORWARD, seeded=f"x[{column}]"), {})
        walk = outcome.walk
        assert f"x[{column}] ← 1" in walk.caption(0)
        final = walk.store_after(len(walk))[-1]
        shown = np.array(final.detail.replace("[", " ").replace("]", " ").split(), dtype=np.float64)
        np.testing.assert_allclose(shown, whole[:, column], rtol=1e-12)


def test_a_big_variable_offers_no_element_seeds():
    outcome = evaluate_request(Request(1, 'w = var(zeros((50,), dtype="f64"))\ny = w.sum_all()', None,
                                       WalkMode.FORWARD), {})
    assert outcome.seeds == ("w",)


def test_a_variable_with_no_elements_is_swept_and_shown_as_empty():
    outcome = evaluate_request(Request(1, 'x = var(zeros((0,), dtype="f64"))\ny = x * 2', "y",
                                       WalkMode.FORWARD), {})
    assert outcome.ok and outcome.walk.store_after(len(outcome.walk))[-1].value == "[]"


def test_a_typed_direction_gives_the_directional_derivative():
    text = 'u = var(1.5, dtype="f64")\nv = var(-0.5, dtype="f64")\nf = u * v + u.sqr()'
    outcome = evaluate_request(Request(1, text, "f", WalkMode.FORWARD, seeded="u = 2; v = -1"), {})
    # ∂f/∂u = v + 2u = 2.5, ∂f/∂v = u = 1.5: along (2, −1), 2·2.5 − 1.5 = 3.5
    assert outcome.walk.store_after(len(outcome.walk))[-1].value == "3.5"
    assert "u ← 2, v ← -1" in outcome.walk.caption(0)
    # a direction that no longer fits the program (it names a variable gone) seeds every variable
    stale = evaluate_request(Request(2, text, "f", WalkMode.FORWARD, seeded="w = 1"), {})
    assert stale.walk.store_after(len(stale.walk))[-1].value == "4"
