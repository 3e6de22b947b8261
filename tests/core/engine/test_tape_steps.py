"""The tape's walk one entry at a time (Tape.backward_steps) and the tape's picture (tape_snapshot)."""

import numpy as np
import pytest

from gradwalk.core import (BackwardError, StaleGradientError, Tape, Tensor, Var, graph_snapshot, tape_snapshot)
from gradwalk.core.expr import evaluate
from tests.core.engine.engine_cases import CASES, case_rng, make_case
from tests.core.engine.small_graphs import quadratic


def _on_tape(text):
    with Tape() as tape:
        named = evaluate(text)
    return tape, named


def _case_on_tape(name, make):
    """Σ op(inputs)·W for the op's case, on a tape; the inputs made by `make` (Var or Tensor)."""
    case = make_case(name)
    rng = case_rng("weights")
    out_shape = np.shape(case.reference(*case.inputs, *case.params))
    weights = Tensor(rng.uniform(-1.5, 1.5, out_shape), dtype="f64")
    with Tape() as tape:
        loss = case.call(*[make(a, dtype="f64") for a in case.inputs], *case.params)
        loss = loss.broadcast_mul(weights).sum_all()
    return tape, loss


# --- the steps compute what backward computes ----------------------------------------------------------------


@pytest.mark.parametrize("make", [Var, Tensor], ids=["variables", "plain"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_steps_end_with_the_store_of_backward(name, make):
    tape, loss = _case_on_tape(name, make)
    store = tape.backward(loss)
    totals = {tape.index_of(loss): store[loss].numpy()}  # the seed
    for step in tape.backward_steps(loss):
        # every user of a node comes before it, so its gradient is complete when it is visited
        np.testing.assert_array_equal(step.grad.numpy(), store[step.entry.tensor].numpy())
        for edge in step.edges:
            totals[edge.input_index] = edge.total.numpy()
    tensors = {index: tape.entries[index].tensor for index in totals}
    assert len(store) == len(totals)
    for index, total in totals.items():
        np.testing.assert_array_equal(total, store[tensors[index]].numpy())


@pytest.mark.parametrize("text", [
    'x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x',
    'c = tensor([1.0, 2.0]); y = (c * c).sum_all()',
    'w = var([0.5, -1.0], dtype="f64"); b = var(0.25, dtype="f64")\n'
    'x = tensor([[1.0, 2.0], [3.0, 4.0]], dtype="f64"); h = (x @ w.reshape((2, 1))).tanh()\n'
    'y = h.broadcast_add(b).broadcast_sub(w.sum_all()).sqr().mean_all()',
])
def test_the_walk_keeps_every_gradient_it_computed(text):
    tape, named = _on_tape(text)
    loss = named["y"]
    walk = tape.backward_steps(loss)
    steps = list(walk)
    store = walk.store()
    by_backward = tape.backward(loss)
    assert len(store) == len(by_backward)
    for entry in tape.entries:
        if entry.tensor in by_backward:
            np.testing.assert_array_equal(store[entry.tensor].numpy(), by_backward[entry.tensor].numpy())
    assert len(steps) == sum(1 for entry in tape.entries if entry.op is not None)  # all reached


def test_steps_visit_the_tape_in_reverse():
    tape, named = _on_tape('x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x')
    steps = list(tape.backward_steps(named["y"]))
    assert [step.entry.index for step in steps] == [3, 2, 1]  # add, affine (3·x), sqr; not the leaf
    assert [step.entry.op_name for step in steps] == ["add", "affine", "sqr"]
    add, affine, sqr = steps
    assert add.grad.to_scalar() == 1.0
    assert [(e.position, e.input_index) for e in add.edges] == [(0, 1), (1, 2)]
    # x receives 3 from 3·x first, then 2x = 4 from x²: its running total is 3, then 7
    (from_affine,), (from_sqr,) = affine.edges, sqr.edges
    assert from_affine.input is named["x"] and from_affine.input_index == 0
    assert (from_affine.contribution.to_scalar(), from_affine.total.to_scalar()) == (3.0, 3.0)
    assert (from_sqr.contribution.to_scalar(), from_sqr.total.to_scalar()) == (4.0, 7.0)
    assert from_sqr.formula == "2·x" and from_sqr.local.to_scalar() == 4.0


def test_an_operation_without_a_derivative_is_no_step():
    tape, named = _on_tape('x = var(1.3, dtype="f64"); y = x.round().sqr()')
    steps = list(tape.backward_steps(named["y"]))
    assert [step.entry.op_name for step in steps] == ["sqr"]  # the round passes nothing on
    assert named["x"] not in tape.backward(named["y"])


def test_an_integer_input_passes_no_gradient():
    x = Var([0.5, 2.0], dtype="f64")
    n = Tensor([3, 4], dtype="u32")
    with Tape() as tape:
        y = (n.to_dtype("f64") * x).sum_all()
    to_dtype = next(step for step in tape.backward_steps(y) if step.entry.op_name == "to_dtype")
    (edge,) = to_dtype.edges
    assert edge.input is n and edge.input_index == tape.index_of(n)
    assert edge.contribution is None and edge.total is None
    assert to_dtype.grad.to_list() == [0.5, 2.0]
    assert n not in tape.backward(y)


def test_steps_on_plain_tensors_show_their_local_derivatives():
    tape, named = _on_tape('c = tensor([1.0, 2.0]); y = (c * c).sum_all()')
    _, mul = tape.backward_steps(named["y"])
    assert [e.formula for e in mul.edges] == ["c", "c"]  # ∂(a·b)/∂a = b
    assert [e.local.to_list() for e in mul.edges] == [[1.0, 2.0], [1.0, 2.0]]
    assert [e.total.to_list() for e in mul.edges] == [[1.0, 2.0], [2.0, 4.0]]


def test_a_stale_variable_stops_the_steps_as_it_stops_backward():
    w = Var([1.0, 2.0], name="w")
    with Tape() as tape:
        loss = (w * w).sum_all()
    w.set(Tensor([5.0, 5.0]))
    with pytest.raises(StaleGradientError) as by_backward:
        tape.backward(loss)
    with pytest.raises(StaleGradientError) as by_steps:
        list(tape.backward_steps(loss))
    assert str(by_steps.value) == str(by_backward.value)
    assert "'w'" in str(by_steps.value)


def test_a_walk_runs_once_and_refuses_what_backward_refuses():
    x, y = quadratic()
    with Tape() as tape:
        z = x.sqr()
    walk = tape.backward_steps(z)
    list(walk)
    with pytest.raises(BackwardError, match="runs once"):
        list(walk)
    with pytest.raises(BackwardError, match="not computed on the tape"):
        tape.backward_steps(y)  # refused at once, before any step


def test_steps_take_a_seed():
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        v = a.sqr()
    (step,) = tape.backward_steps(v, seed=Tensor([1.0, 0.0, 0.5], dtype="f64"))
    assert step.grad.to_list() == [1.0, 0.0, 0.5]
    assert step.edges[0].total.to_list() == [2.0, 0.0, 3.0]


# --- tape_snapshot ---------------------------------------------------------------------------------------------


def test_tape_snapshot_of_x_squared_plus_three_x():
    tape, named = _on_tape('x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x')
    x, y = named["x"], named["y"]
    snap = tape_snapshot(tape, y)
    assert snap.root == y.id
    assert [n.id for n in snap.nodes] == [entry.tensor.id for entry in tape.entries]
    assert [n.label for n in snap.nodes] == ["x", "sqr(x)", "3·x", "y"]
    assert [n.op for n in snap.nodes] == [None, "sqr", "affine", "add"]
    assert snap.node(x.id).is_variable and snap.node(y.id).value == 10.0
    sqr, affine = snap.nodes[1].id, snap.nodes[2].id
    assert [(e.source, e.target, e.position, e.formula) for e in snap.edges] == [
        (x.id, sqr, 0, "2·x"), (x.id, affine, 0, "3"), (sqr, y.id, 0, "1"), (affine, y.id, 1, "1")]
    assert all(e.carries_gradient for e in snap.edges)
    # the same picture the graph records, here, where the two designs agree
    assert graph_snapshot(y).edges == snap.edges


def test_tape_snapshot_of_plain_tensors_has_the_operations_the_graph_lacks():
    tape, named = _on_tape('c = tensor([1.0, 2.0]); y = (c * c).sum_all()')
    c, y = named["c"], named["y"]
    assert y.op is None and y.inputs == ()  # the tensor itself recorded nothing
    assert len(graph_snapshot(y).nodes) == 1
    snap = tape_snapshot(tape, y)
    assert [(n.label, n.op) for n in snap.nodes] == [("c", None), ("mul(c, c)", "mul"), ("y", "sum_all")]
    assert not snap.node(c.id).is_variable and snap.node(c.id).summary == "plain tensor"
    product = snap.nodes[1].id
    assert [(e.source, e.target, e.position) for e in snap.edges] == [
        (c.id, product, 0), (c.id, product, 1), (product, y.id, 0)]
    assert all(e.carries_gradient for e in snap.edges)


def test_tape_snapshot_keeps_only_what_the_loss_depends_on():
    tape, named = _on_tape('x = var(2.0, dtype="f64"); side = x.exp(); y = x.sqr(); later = y + 1')
    snap = tape_snapshot(tape, named["y"])
    assert [n.label for n in snap.nodes] == ["x", "y"]  # not side, not later
    assert len(tape) == 4


def test_tape_snapshot_marks_where_no_gradient_passes():
    tape, named = _on_tape('x = var(1.3, dtype="f64"); r = x.round(); y = r.sqr()')
    snap = tape_snapshot(tape, named["y"])
    into_round, into_sqr = snap.edges
    assert into_round.formula == "no gradient" and not into_round.carries_gradient
    assert into_sqr.carries_gradient
    assert snap.node(named["r"].id).requires_grad  # the tape gives r a gradient ...
    assert not snap.node(named["x"].id).requires_grad  # ... and none to x


def test_tape_snapshot_refuses_a_result_from_outside_the_tape():
    x, y = quadratic()
    with pytest.raises(BackwardError, match="not computed on the tape"):
        tape_snapshot(Tape(), y)


def test_tape_snapshot_takes_what_was_made_before_the_tape_as_a_leaf():
    # s records sqr(x) itself, but the tape saw it only as an input: on the tape it is a leaf
    x = Var(2.0, dtype="f64", name="x")
    s = x.sqr()
    s.name = "s"
    with Tape() as tape:
        y = s.affine(3.0, 0.0)
    snap = tape_snapshot(tape, y)
    assert [(n.label, n.op) for n in snap.nodes] == [("s", None), ("3·s", "affine")]
    assert s.op == "sqr" and len(graph_snapshot(y).nodes) == 3
    assert [step.entry.op_name for step in tape.backward_steps(y)] == ["affine"]
