import core
"""Beyond the lesson: higher derivatives, seeds, the tape, the step-by-step walk, long chains, the
graph snapshot, the lazy gradients of plain inputs, error messages and Python's operators."""

import gc
import math
import warnings

import networkx as nx
import numpy as np
import pytest

from core import (
    BackwardError,
    DeviceError,
    DTypeError,
    GradwalkError,
    MissingGradientError,
    ShapeError,
    Tape,
    Tensor,
    TensorDataError,
    Var,
    backward_steps,
    finite_difference_check,
    graph_snapshot,
    sorted_nodes,
)

# --- create_graph: gradients of gradients ---------------------------------------------------------------


@pytest.mark.parametrize("cube", [lambda x: x.mul(x).mul(x), lambda x: x.powf(3), lambda x: x**3],
                         ids=["mul", "powf", "operator"])
def test_third_derivative_of_a_cube(cube):
    # y = x³ at 2: y' = 3x² = 12, y'' = 6x = 12, y''' = 6
    x = Var(2.0, dtype="f64")
    first = cube(x).backward(create_graph=True).get(x)
    assert first.to_scalar() == pytest.approx(12.0, rel=1e-12)
    assert first.requires_grad
    second = first.backward(create_graph=True).get(x)
    assert second.to_scalar() == pytest.approx(12.0, rel=1e-12)
    assert second.requires_grad
    third = second.backward().get(x)
    assert third.to_scalar() == pytest.approx(6.0, rel=1e-12)


def test_second_derivative_of_tanh():
    # d tanh/dx = 1 − tanh²x;  d²tanh/dx² = −2 tanh x (1 − tanh²x)
    values = np.array([-1.5, -0.3, 0.0, 0.7, 2.0])
    x = Var(values, dtype="f64")
    first = x.tanh().sum_all().backward(create_graph=True).get(x)
    np.testing.assert_allclose(first.numpy(), 1 - np.tanh(values) ** 2, rtol=1e-12)
    second = first.sum_all().backward().get(x)  # the Hessian is diagonal: its row sums
    t = np.tanh(values)
    np.testing.assert_allclose(second.numpy(), -2 * t * (1 - t**2), rtol=1e-12, atol=1e-15)


def test_mixed_partials_of_x_squared_y():
    # f = x²y: ∂f/∂x = 2xy, ∂f/∂y = x²; ∂²f/∂y∂x = ∂²f/∂x∂y = 2x, ∂²f/∂x² = 2y, ∂²f/∂y² = 0
    x, y = Var(3.0, dtype="f64"), Var(-2.0, dtype="f64")
    grads = x.sqr().mul(y).backward(create_graph=True)
    dfdx, dfdy = grads[x], grads[y]
    assert (dfdx.to_scalar(), dfdy.to_scalar()) == (-12.0, 9.0)
    of_dfdx = dfdx.backward()
    of_dfdy = dfdy.backward()
    assert of_dfdx[y].to_scalar() == 6.0  # 2x
    assert of_dfdx[x].to_scalar() == -4.0  # 2y
    assert of_dfdy[x].to_scalar() == 6.0  # 2x
    assert of_dfdy.get(y) is None  # x² does not depend on y


def test_second_derivative_through_mean_all():
    # m = mean(x²) over n = 3: ∂m/∂x = 2x/n, ∂²m/∂x² = 2/n on the diagonal
    x = Var([1.0, 2.0, 4.0], dtype="f64")
    first = x.sqr().mean_all().backward(create_graph=True)[x]
    np.testing.assert_allclose(first.numpy(), 2 * x.numpy() / 3)
    np.testing.assert_allclose(first.sum_all().backward()[x].numpy(), np.full(3, 2 / 3))


def test_create_graph_false_gives_detached_gradients():
    x = Var(2.0, dtype="f64")
    g = x.powf(3).backward().get(x)
    assert not g.requires_grad and g.op is None
    assert g.backward().get(x) is None  # nothing to walk back through


# --- strict mode and seeds -----------------------------------------------------------------------------------


@pytest.fixture
def w():
    return Var([1.0, -2.0, 3.0], dtype="f64")


def test_strict_refuses_a_non_scalar_without_seed(w):
    with pytest.raises(BackwardError) as info:
        w.sqr().backward(strict=True)
    assert "seed" in str(info.value) and "(3,)" in str(info.value)
    assert isinstance(info.value, GradwalkError)


def test_strict_accepts_a_scalar_or_a_seed(w):
    # ∂Σw²/∂w = 2w
    assert w.sqr().sum_all().backward(strict=True)[w].to_list() == [2.0, -4.0, 6.0]
    seeded = w.sqr().backward(seed=Tensor([1.0, 1.0, 1.0], dtype="f64"), strict=True)
    assert seeded[w].to_list() == [2.0, -4.0, 6.0]


def test_seed_weights_the_gradient(w):
    # with seed s, backward gives Σ_q s_q ∂v_q/∂w: for v = w², s = [1, 0, 0] → [2·w0, 0, 0]
    v = w.sqr()
    assert v.backward(seed=Tensor([1.0, 0.0, 0.0], dtype="f64"))[w].to_list() == [2.0, 0.0, 0.0]
    assert v.backward(seed=Tensor([0.5, 2.0, -1.0], dtype="f64"))[w].to_list() == [1.0, -8.0, -6.0]


def test_seed_of_a_scalar_scales(w):
    # seed 3 on Σw²: 3 · 2w
    assert w.sqr().sum_all().backward(seed=Tensor(3.0, dtype="f64"))[w].to_list() == [6.0, -12.0, 18.0]


@pytest.mark.parametrize(
    "seed, error, words",
    [
        (Tensor([1.0, 1.0], dtype="f64"), BackwardError, ["(2,)", "(3,)"]),
        (Tensor(1.0, dtype="f64"), BackwardError, ["()", "(3,)"]),
        (Tensor([1.0, 1.0, 1.0], dtype="f32"), DTypeError, ["f32", "f64"]),
        ([1.0, 1.0, 1.0], BackwardError, ["Tensor", "list"]),
    ],
    ids=["short", "scalar", "dtype", "list"],
)
def test_bad_seed_is_refused(w, seed, error, words):
    with pytest.raises(error) as info:
        w.sqr().backward(seed=seed)
    for word in words:
        assert word in str(info.value)


# --- the tape ------------------------------------------------------------------------------------------------


def _regression_data():
    rng = np.random.default_rng(7)
    x = Tensor(rng.uniform(1, 10, 8), dtype="f64", name="x")
    y = Tensor(rng.uniform(0, 5, 8), dtype="f64", name="y")
    return x, y


def _mse(x, y, w, b):
    pred = x.broadcast_mul(w)
    shifted = pred.broadcast_add(b)
    err = shifted.sub(y)
    sq = err.sqr()
    return [pred, shifted, err, sq, sq.mean_all()]


def test_tape_agrees_with_the_graph():
    # loss = mean((x·w + b − y)²): ∂/∂w = 2·mean(e·x), ∂/∂b = 2·mean(e), with e = x·w + b − y
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64", name="w"), Var(-0.5, dtype="f64", name="b")
    with Tape() as tape:
        *intermediates, loss = _mse(x, y, w, b)
    on_tape = tape.backward(loss)
    in_graph = loss.backward()
    for v in (w, b):
        assert abs(on_tape[v].to_scalar() - in_graph[v].to_scalar()) < 1e-12
    e = x.numpy() * 0.3 - 0.5 - y.numpy()
    assert on_tape[w].to_scalar() == pytest.approx(2 * np.mean(e * x.numpy()), rel=1e-12)
    assert on_tape[b].to_scalar() == pytest.approx(2 * np.mean(e), rel=1e-12)


def test_tape_has_a_gradient_for_every_node_on_the_path():
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    with Tape() as tape:
        pred, shifted, err, sq, loss = _mse(x, y, w, b)
    grads = tape.backward(loss)
    path = [x, w, b, y, pred, shifted, err, sq, loss]
    assert len(tape) == 9  # 4 leaves + 5 operations
    assert len(grads) == 9
    for t in path:
        assert t in grads
        assert grads[t].shape == t.shape
    n = x.numel
    e = err.numpy()
    assert grads[loss].to_scalar() == 1.0
    np.testing.assert_allclose(grads[sq].numpy(), np.full(n, 1 / n))  # ∂mean/∂sq = 1/n
    np.testing.assert_allclose(grads[err].numpy(), 2 * e / n)  # ∂/∂e = 2e/n
    np.testing.assert_allclose(grads[y].numpy(), -2 * e / n)  # ∂/∂y = −2e/n
    np.testing.assert_allclose(grads[x].numpy(), 2 * e / n * 0.3)  # ∂/∂x = 2e·w/n
    # leaves come before the operations that use them
    ops = [entry.op_name for entry in tape.entries]
    assert ops[:2] == ["leaf", "leaf"] and ops[-1] == "mean_all"
    for entry in tape.entries:
        assert all(i < entry.index for i in entry.inputs)


def test_graph_keeps_fewer_gradients_than_the_tape():
    # the graph mode returns the variables and the plain tensors next to the graph (x and y)
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    loss = _mse(x, y, w, b)[-1]
    grads = loss.backward()
    assert len(grads) == 4
    assert all(t in grads for t in (x, y, w, b))


def test_operations_outside_the_block_are_not_recorded():
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    with Tape() as tape:
        loss = _mse(x, y, w, b)[-1]
    recorded = len(tape)
    later = loss.affine(2.0, 0.0)
    assert len(tape) == recorded
    assert tape.index_of(later) is None
    with pytest.raises(BackwardError):
        tape.backward(later)


def test_tape_with_plain_tensors_only():
    # everything on the tape is recorded, variables or not: ∂Σa²/∂a = 2a
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        loss = a.sqr().sum_all()
    assert loss.op is None  # the graph mode has nothing
    assert loss.backward().get(a) is None
    assert tape.backward(loss)[a].to_list() == [2.0, -4.0, 6.0]


def test_nested_tapes_both_record():
    # "Inside `with Tape() as tape:`, every operation is appended to the tape"
    x = Var([1.0, 2.0], dtype="f64")
    with Tape() as outer:
        a = x.sqr()
        with Tape() as inner:
            b = a.sum_all()
    assert inner.backward(b)[a].to_list() == [1.0, 1.0]
    assert outer.backward(b)[x].to_list() == [2.0, 4.0]  # 2x


def test_tape_seed_weights_the_gradient():
    # seed s on v = a²: s · 2a
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        v = a.sqr()
    assert tape.backward(v, seed=Tensor([1.0, 0.0, 0.5], dtype="f64"))[a].to_list() == [2.0, 0.0, 3.0]


@pytest.mark.parametrize(
    "seed, error",
    [(Tensor(1.0, dtype="f64"), BackwardError), (Tensor([[1.0], [1.0]], dtype="f64"), BackwardError),
     (Tensor([1.0, 1.0, 1.0], dtype="f32"), DTypeError), ([1.0, 1.0, 1.0], BackwardError)],
    ids=["scalar", "stretched", "dtype", "list"],
)
def test_tape_refuses_a_bad_seed_as_backward_does(seed, error):
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        v = a.sqr()
    with pytest.raises(error):
        tape.backward(v, seed=seed)


def test_tape_refuses_an_integer_result():
    with Tape() as tape:
        total = Tensor([1, 2], dtype="u32").sum_all()
    with pytest.raises(DTypeError):
        tape.backward(total)


# --- backward_steps: the walk the view steps through ---------------------------------------------------------


def _quadratic():
    x = Var(2.0, dtype="f64", name="x")
    return x, x.sqr() + x.affine(3, 0)  # y = x² + 3x


def test_steps_of_x_squared_plus_three_x():
    # y = s + t with s = x², t = 3x: the add first (seeded with 1), then the forward pass
    # backwards: t (made last) hands x 3, then s hands x 2x = 4; x's running total is 3, then 7
    x, y = _quadratic()
    walk = backward_steps(y)
    steps = list(walk)
    assert len(walk) == len(steps) == 3
    assert steps[0].node.id == y.id and steps[0].node.op == "add"
    assert steps[0].grad.to_scalar() == 1.0
    assert [e.formula for e in steps[0].edges] == ["1", "1"]
    assert [s.node.op for s in steps[1:]] == ["affine", "sqr"]
    to_x = [edge for step in steps[1:] for edge in step.edges]
    assert all(edge.input.id == x.id for edge in to_x)
    assert [e.contribution.to_scalar() for e in to_x] == [3.0, 4.0]
    assert [e.total.to_scalar() for e in to_x] == [3.0, 7.0]
    formulas = [e.formula for e in to_x]
    assert "2·x" in formulas and "3" in formulas
    assert walk.grads.get(x).to_scalar() == 7.0
    assert "x" in steps[1].describe()


def test_a_walk_runs_once():
    x, y = _quadratic()
    walk = backward_steps(y)
    list(walk)
    with pytest.raises(BackwardError):
        list(walk)


def test_walk_fills_its_store_as_it_goes():
    x, y = _quadratic()
    walk = backward_steps(y)
    assert walk.grads.get(x) is None
    iterator = iter(walk)
    next(iterator)  # the add
    assert walk.grads.get(x) is None
    next(iterator)  # 3x, made last, comes first
    assert walk.grads.get(x).to_scalar() == 3.0
    next(iterator)
    assert walk.grads.get(x).to_scalar() == 7.0


def test_steps_equal_backward():
    rng = np.random.default_rng(3)
    a = Var(rng.normal(size=(2, 3)), dtype="f64")
    b = Var(rng.normal(size=(3, 2)), dtype="f64")
    loss = a.matmul(b).tanh().sqr().mean_all()
    walk = backward_steps(loss)
    list(walk)
    grads = loss.backward()
    for v in (a, b):
        np.testing.assert_array_equal(walk.grads[v].numpy(), grads[v].numpy())


def test_backward_visits_the_nodes_in_the_order_of_the_steps(monkeypatch):
    # backward() finds its order with a heap as it goes, the steps sort first: same visits,
    # same order, same gradients, on a graph with shared subexpressions, a clone and a plain input.
    import core.engine.backward

    x = Var(0.5, dtype="f64")
    c = Tensor(3.0, dtype="f64")
    a = x.exp()
    d = a.mul(x).add(a.clone().tanh()).mul(a).mul(c).sub(x.sqr())
    visited = []
    original = core.engine.backward._visit

    def recording_visit(node, *args):
        visited.append(node.id)
        return original(node, *args)

    monkeypatch.setattr(core.engine.backward, "_visit", recording_visit)
    grads = d.backward()
    by_run = list(visited)
    visited.clear()
    walk = backward_steps(d)
    steps = list(walk)
    assert by_run == visited == [step.node.id for step in steps] == [n.id for n in sorted_nodes(d)]
    assert len(by_run) == 8 and len(grads) == len(walk.grads) == 2  # the variable and the plain input
    for t in (x, c):
        assert grads[t].to_scalar() == walk.grads[t].to_scalar()


def test_nodes_come_after_every_node_that_uses_them():
    # A graph with shared subexpressions and a clone used later: the walk's order must visit each
    # node after all of its users, and it replays the forward pass backwards (newest first).
    x = Var(0.5, dtype="f64")
    a = x.exp()
    b = a.mul(x)
    c = a.clone().tanh()
    d = b.add(c).mul(a)
    order = sorted_nodes(d)
    position = {node.id: i for i, node in enumerate(order)}
    assert len(position) == len(order) == 5  # a clone is the same node, listed once
    for node in order:
        for inp in node.inputs:
            if inp.id in position:
                assert position[inp.id] > position[node.id]
    assert [node.op for node in order] == ["mul", "add", "tanh", "mul", "exp"]


# --- long chains --------------------------------------------------------------------------------------------


def test_a_chain_of_100000_operations():
    # y = x · m^100000 with m = 1.0000001: dy/dx = m^100000; no recursion anywhere
    m = 1.0000001
    x = Var(1.0, dtype="f64")
    y = x
    for _ in range(100_000):
        y = y.affine(m, 0.0)
    assert len(sorted_nodes(y)) == 100_000
    expected = math.pow(m, 100_000)
    assert y.to_scalar() == pytest.approx(expected, rel=1e-9)
    grads = y.backward()
    assert grads[x].to_scalar() == pytest.approx(expected, rel=1e-9)
    snapshot = graph_snapshot(y, max_nodes=1_000)
    assert len(snapshot.nodes) == 1_000
    del y, grads, snapshot
    gc.collect()


# --- graph_snapshot ------------------------------------------------------------------------------------------


def test_snapshot_of_x_squared_plus_three_x():
    x, y = _quadratic()
    snap = graph_snapshot(y)
    assert snap.root == y.id
    assert len(snap.nodes) == 4 and len(snap.edges) == 4
    leaves = [n for n in snap.nodes if n.is_leaf]
    assert [n.id for n in leaves] == [x.id]
    assert sorted(n.op for n in snap.nodes if not n.is_leaf) == ["add", "affine", "sqr"]
    assert snap.node(x.id).is_variable and snap.node(x.id).name == "x"
    assert not any(n.is_variable for n in snap.nodes if n.id != x.id)
    assert snap.node(x.id).value == 2.0 and snap.node(y.id).value == 10.0
    order = [n.id for n in snap.nodes]
    for edge in snap.edges:
        assert order.index(edge.source) < order.index(edge.target)  # inputs first
        assert edge.carries_gradient
    into_sqr = [e for e in snap.edges if snap.node(e.target).op == "sqr"]
    assert [e.formula for e in into_sqr] == ["2·x"]

    graph = snap.to_networkx()
    assert nx.is_directed_acyclic_graph(graph)
    assert graph.number_of_nodes() == 4 and graph.number_of_edges() == 4
    assert graph.nodes[x.id]["is_variable"]
    assert set(graph.successors(x.id)) == {n.id for n in snap.nodes if n.op in ("sqr", "affine")}


def test_snapshot_of_a_product_with_itself():
    # x·x: two edges between x and the product, at positions 0 and 1
    x = Var(3.0, dtype="f64", name="x")
    z = x * x
    snap = graph_snapshot(z)
    assert len(snap.nodes) == 2 and len(snap.edges) == 2
    assert sorted(e.position for e in snap.edges) == [0, 1]
    assert all((e.source, e.target) == (x.id, z.id) for e in snap.edges)
    graph = snap.to_networkx()
    assert graph.number_of_edges() == 1
    assert graph.edges[x.id, z.id]["positions"] == [0, 1]
    assert z.backward()[x].to_scalar() == 6.0  # both sides count: 2x


def test_snapshot_marks_edges_without_gradient():
    x = Var([0.7, 1.2], dtype="f64")
    r = x.round()
    snap = graph_snapshot(r.sum_all())
    (into_round,) = [e for e in snap.edges if snap.node(e.target).op == "round"]
    assert into_round.formula == "no gradient" and not into_round.carries_gradient


# --- plain inputs get their gradient only when asked -----------------------------------------------------------


def test_plain_input_gradient_is_deferred():
    # loss = Σ (w·c)²: ∂/∂c = 2·w²·c = [8, 40, 108], computed only when asked for
    w, c = Var([1, -2, 3]), Tensor([4, 5, 6])
    walk = backward_steps(w.mul(c).sqr().sum_all())
    steps = list(walk)
    (mul_step,) = [s for s in steps if s.node.op == "mul"]
    to_w, to_c = mul_step.edges
    assert not to_w.deferred and to_c.deferred
    assert to_w.contribution.to_list() == [32, -100, 216]
    assert to_c.contribution.to_list() == [8, 40, 108]
    assert to_c.total.to_list() == [8, 40, 108]
    assert walk.grads[c].to_list() == [8, 40, 108]


def test_deferred_totals_add_up():
    # c used twice: ∂Σ(w·c + c)/∂c = w + 1, the two contributions w and 1 adding up
    w, c = Var([1.0, -2.0, 3.0], dtype="f64"), Tensor([4.0, 5.0, 6.0], dtype="f64")
    steps = list(backward_steps(w.mul(c).add(c).sum_all()))
    to_c = [e for s in steps for e in s.edges if e.input.id == c.id]
    assert len(to_c) == 2 and all(e.deferred for e in to_c)
    assert sorted(tuple(e.contribution.to_list()) for e in to_c) == [(1.0, -2.0, 3.0), (1.0, 1.0, 1.0)]
    assert to_c[-1].total.to_list() == [2.0, -1.0, 4.0]


def test_a_deferred_gradient_refuses_values_that_set_has_replaced():
    # ∂Σ(w·c)²/∂c = 2·w²·c needs the w of the backward call; after w.set it is gone, and the
    # store says so rather than answering with the new w (PyTorch's saved-tensor version check).
    w, c = Var([1, -2, 3]), Tensor([4, 5, 6])
    grads = w.mul(c).sqr().sum_all().backward()
    steps = list(backward_steps(w.mul(c).sqr().sum_all()))
    (to_c,) = [e for s in steps for e in s.edges if e.input.id == c.id]
    w.set(Tensor([0, 0, 0]))  # a descent step, say
    with pytest.raises(core.StaleGradientError, match=r"update \(Var.set or sgd_step\) has changed"):
        grads[c]
    with pytest.raises(core.StaleGradientError):
        to_c.contribution
    assert grads[w].to_list() == [32, -100, 216]  # computed during backward: unaffected


def test_a_deferred_gradient_asked_for_before_set_is_kept():
    w, c = Var([1, -2, 3]), Tensor([4, 5, 6])
    grads = w.mul(c).sqr().sum_all().backward()
    assert grads[c].to_list() == [8, 40, 108]
    w.set(Tensor([0, 0, 0]))
    assert grads[c].to_list() == [8, 40, 108]  # computed once, then kept


def test_gradient_stores_add_up():
    # gradients over two batches: Σ of the two stores, tensor by tensor
    w = Var([1.0, 2.0], dtype="f64")
    first = w.sqr().sum_all().backward()  # 2w
    second = w.mul(Tensor([3.0, 3.0], dtype="f64")).sum_all().backward()  # 3, and w for the plain
    total = first + second
    assert total[w].to_list() == [5.0, 7.0]
    assert len(total) == 2 and first[w].to_list() == [2.0, 4.0]


# --- errors ----------------------------------------------------------------------------------------------------


ERRORS = [
    ("add_shapes", lambda: Var([1.0, 2.0, 3.0]).add(Tensor(1.0)), ShapeError, ["broadcast_add", "(3,)", "()"]),
    ("plus_shapes", lambda: Var([1.0, 2.0, 3.0]) + Tensor([1.0, 2.0]), ShapeError, ["broadcast_add"]),
    ("mul_shapes", lambda: Tensor([[1.0, 2.0]]).mul(Tensor([1.0, 2.0])), ShapeError, ["broadcast_mul"]),
    ("broadcast_shapes", lambda: Tensor([1.0, 2.0]).broadcast_add(Tensor([1.0, 2.0, 3.0])), ShapeError,
     ["broadcast_add"]),
    ("dtype_mismatch", lambda: Tensor([1.0]).add(Tensor([1.0], dtype="f64")), DTypeError, ["f32", "f64"]),
    ("exp_u32", lambda: Tensor([1, 2], dtype="u32").exp(), DTypeError, ["exp", "u32", "to_dtype"]),
    ("matmul_inner", lambda: Tensor(np.ones((2, 3))).matmul(Tensor(np.ones((2, 3)))), ShapeError,
     ["matmul", "inner", "3", "2"]),
    ("matmul_vector", lambda: Tensor([1.0, 2.0]).matmul(Tensor(np.ones((2, 1)))), ShapeError,
     ["matmul", "unsqueeze"]),
    ("matmul_batch", lambda: Tensor(np.ones((2, 1, 3))).matmul(Tensor(np.ones((3, 3, 1)))), ShapeError,
     ["batch"]),
    ("reshape_size", lambda: Tensor(np.ones((2, 3))).reshape((4,)), ShapeError, ["reshape", "6", "(4,)"]),
    ("reshape_negative", lambda: Tensor(np.ones(4)).reshape((-1, 4)), ShapeError, ["negative"]),
    ("reshape_text", lambda: Tensor(np.ones(4)).reshape("four"), ShapeError, ["whole numbers"]),
    ("dim_range", lambda: Tensor(np.ones((2, 3))).sum_keepdim(2), ShapeError, ["sum_keepdim", "out of range"]),
    ("squeeze_size", lambda: Tensor(np.ones((2, 3))).squeeze(0), ShapeError, ["squeeze", "size 2"]),
    ("broadcast_as", lambda: Tensor(np.ones((2, 3))).broadcast_as((3, 3)), ShapeError, ["broadcast_as"]),
    ("dtype_name", lambda: Tensor(1.0, dtype="f8"), DTypeError, ["'f8'", "f32"]),
    ("text", lambda: Tensor("abc"), TensorDataError, ["numbers", "str"]),
    ("text_list", lambda: Tensor(["a", "b"]), TensorDataError, ["numbers"]),
    ("ragged", lambda: Tensor([[1.0, 2.0], [3.0]]), TensorDataError, ["rectangular"]),
    ("u32_negative", lambda: Tensor(-1, dtype="u32"), TensorDataError, ["u32", "0", "-1"]),
    ("u32_fraction", lambda: Tensor(1.5, dtype="u32"), TensorDataError, ["whole numbers"]),
    ("f16_too_large", lambda: Tensor(1e6, dtype="f16"), TensorDataError, ["f16", "65504", "1e+06", "'f32'"]),
    ("f16_far_too_large", lambda: Tensor(1e300, dtype="f16"), TensorDataError, ["f16", "1e+300", "'f64'"]),
    ("f32_too_large", lambda: Tensor([1.0, -1e40]), TensorDataError, ["f32", "1e+40", "'f64'"]),
    ("f16_plus_large_number", lambda: Tensor([1.0], dtype="f16") + 1e6, TensorDataError,
     ["affine", "1e+06", "f16", "65504", "'f32'"]),
    ("f16_broadcast_large_number", lambda: Tensor([1.0], dtype="f16").broadcast_add(1e6), TensorDataError,
     ["broadcast_add", "1e+06", "f16"]),
    ("f32_times_large_number", lambda: Tensor([1.0]) * 1e39, TensorDataError, ["1e+39", "f32", "'f64'"]),
    ("f64_plus_huge_int", lambda: Tensor([1.0], dtype="f64") + 10**400, TensorDataError, ["401 digits", "f64"]),
    ("f16_powf_large", lambda: Tensor([2.0], dtype="f16").powf(1e6), TensorDataError, ["powf", "f16"]),
    ("u32_broadcast_negative", lambda: Tensor([1, 2], dtype="u32").broadcast_add(-1), TensorDataError,
     ["broadcast_add", "u32", "4294967295", "-1"]),
    ("i64_broadcast_fraction", lambda: Tensor([1, 2], dtype="i64").broadcast_add(1.5), TensorDataError,
     ["whole numbers", "1.5"]),
    ("i64_broadcast_f32_fraction", lambda: Tensor([1, 2], dtype="i64").broadcast_mul(np.float32(0.5)),
     TensorDataError, ["whole numbers", "0.5"]),
    ("u32_broadcast_inf", lambda: Tensor([1, 2], dtype="u32").broadcast_add(np.inf), TensorDataError,
     ["whole numbers", "inf"]),
    ("powf_integer", lambda: Tensor([1, 2], dtype="i64").powf(1.5), DTypeError, ["powf", "i64", "floating"]),
    ("dtype_not_a_name", lambda: Tensor([1.0]).to_dtype(["f64"]), DTypeError, ["unknown dtype", "['f64']"]),
    ("device_not_a_name", lambda: Tensor([1.0]).to_device(np.array([1, 2])), DeviceError, ["cpu", "ndarray"]),
    ("zeros_fraction", lambda: Tensor.zeros((2.5,)), ShapeError, ["whole numbers"]),
    ("zeros_complex", lambda: Tensor.zeros(np.array([1 + 1j])), ShapeError, ["whole numbers"]),
    ("zeros_too_large", lambda: Var.zeros((10**20,)), TensorDataError, ["zeros/ones", "shape"]),
    ("steps_of_a_number", lambda: backward_steps(3.0), DTypeError, ["backward_steps", "Tensor", "float"]),
    ("snapshot_of_a_list", lambda: graph_snapshot([1.0]), DTypeError, ["graph_snapshot", "list"]),
    ("sorted_nodes_of_none", lambda: sorted_nodes(None), DTypeError, ["sorted_nodes", "NoneType"]),
    ("grads_by_name", lambda: Var([1.0]).sqr().sum_all().backward().get("w"), DTypeError,
     ["GradStore", "Tensor", "str"]),
    ("tape_backward_number", lambda: Tape().backward(1.0), DTypeError, ["tape.backward", "float"]),
    ("fd_not_a_function", lambda: finite_difference_check("w * w", [Var([1.0])]), DTypeError, ["function"]),
    ("fd_one_tensor", lambda: finite_difference_check(lambda w: w.sum_all(), Var([1.0])), DTypeError,
     ["list of tensors"]),
    ("fd_numbers", lambda: finite_difference_check(lambda w: w, [1.0]), DTypeError,
     ["finite_difference_check", "float"]),
    ("fd_eps", lambda: finite_difference_check(lambda w: w.sum_all(), [Var([1.0])], eps=-1), TensorDataError,
     ["eps", "-1"]),
    ("integer_times_number", lambda: Tensor([1, 2], dtype="u32") * 2, DTypeError,
     ["arithmetic with a number", "u32", "to_dtype"]),
    ("number_minus_integer", lambda: 1 - Tensor([1, 2], dtype="i64"), DTypeError, ["number", "i64"]),
    ("to_scalar", lambda: Tensor([1.0, 2.0]).to_scalar(), ShapeError, ["to_scalar", "(2,)", "sum_all"]),
    ("affine_tensor", lambda: Tensor([1.0]).affine(Tensor(2.0), 0.0), DTypeError, ["affine"]),
    ("operator_text", lambda: Tensor([1.0]) + "a", DTypeError, ["+", "str"]),
    ("pow_tensor", lambda: Tensor([1.0]) ** Tensor([2.0]), DTypeError, ["exponent"]),
]


@pytest.mark.parametrize("call, error, words", [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_errors_say_what_is_wrong(call, error, words):
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, GradwalkError)
    message = str(info.value)
    for word in words:
        assert word in message, message


def test_infinities_and_the_largest_values_are_kept():
    assert Tensor([np.inf, -np.inf, 65504.0], dtype="f16").to_list() == [np.inf, -np.inf, 65504.0]
    assert np.isnan(Tensor(np.nan, dtype="f16").to_scalar())


def test_number_operands_that_fit_are_taken_exactly_and_quietly():
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow or cast warnings would fail here
        half = Tensor([1.0], dtype="f16")
        assert (half + 65503.0).to_list() == [65504.0]
        assert half.broadcast_add(np.inf).to_list() == [np.inf]  # an explicit inf is taken as it is
        assert Tensor([1, 2], dtype="i64").broadcast_add(2.0).to_list() == [3, 4]
        assert Tensor([1, 2], dtype="u32").broadcast_add(2**32 - 3).to_list() == [2**32 - 2, 2**32 - 1]
        assert (Tensor(1.0, dtype="f64") + 2**1023).to_scalar() == float(2**1023)


def test_a_gradstore_holds_only_tensors():
    grads = Var([1.0]).sqr().sum_all().backward()
    assert "w" not in grads and 3 not in grads
    with pytest.raises(TypeError, match="GradStore"):
        grads + 3


def test_missing_gradient_is_a_key_error():
    w = Var([1.0, 2.0], name="w")
    other = Var([3.0, 4.0], name="other")
    grads = w.sqr().sum_all().backward()
    assert grads.get(other) is None
    with pytest.raises(MissingGradientError) as info:
        grads[other]
    assert isinstance(info.value, KeyError) and isinstance(info.value, GradwalkError)
    assert "'other'" in str(info.value) and "depend" in str(info.value)


def test_error_classes_derive_from_builtins():
    assert issubclass(ShapeError, ValueError) and issubclass(DTypeError, TypeError)
    assert issubclass(TensorDataError, ValueError) and issubclass(BackwardError, ValueError)


# --- Python's operators ------------------------------------------------------------------------------------------


@pytest.fixture
def xy():
    return Var([1.0, 2.0, 4.0], dtype="f64"), Var([0.5, -1.0, 2.0], dtype="f64")


OPERATORS = [
    # (id, expression, op name of the result, value, ∂Σ/∂x)
    ("x+y", lambda x, y: x + y, "add", lambda x, y: x + y, lambda x, y: np.ones_like(x)),
    ("x+1", lambda x, y: x + 1, "affine", lambda x, y: x + 1, lambda x, y: np.ones_like(x)),
    ("1+x", lambda x, y: 1 + x, "affine", lambda x, y: 1 + x, lambda x, y: np.ones_like(x)),
    ("x-y", lambda x, y: x - y, "sub", lambda x, y: x - y, lambda x, y: np.ones_like(x)),
    ("x-1", lambda x, y: x - 1, "affine", lambda x, y: x - 1, lambda x, y: np.ones_like(x)),
    ("3-x", lambda x, y: 3 - x, "affine", lambda x, y: 3 - x, lambda x, y: -np.ones_like(x)),  # d(3−x) = −1
    ("x*y", lambda x, y: x * y, "mul", lambda x, y: x * y, lambda x, y: y),  # d(xy)/dx = y
    ("x*2", lambda x, y: x * 2, "affine", lambda x, y: 2 * x, lambda x, y: np.full_like(x, 2)),
    ("2.5*x", lambda x, y: 2.5 * x, "affine", lambda x, y: 2.5 * x, lambda x, y: np.full_like(x, 2.5)),
    ("x/y", lambda x, y: x / y, "div", lambda x, y: x / y, lambda x, y: 1 / y),  # d(x/y)/dx = 1/y
    ("x/2", lambda x, y: x / 2, "affine", lambda x, y: x / 2, lambda x, y: np.full_like(x, 0.5)),
    ("2/x", lambda x, y: 2 / x, "affine", lambda x, y: 2 / x, lambda x, y: -2 / x**2),  # d(2/x) = −2/x²
    ("x**2", lambda x, y: x**2, "powf", lambda x, y: x**2, lambda x, y: 2 * x),  # d(x²) = 2x
    ("x**0.5", lambda x, y: x**0.5, "powf", lambda x, y: x**0.5, lambda x, y: 0.5 / np.sqrt(x)),
    ("-x", lambda x, y: -x, "neg", lambda x, y: -x, lambda x, y: -np.ones_like(x)),
    ("np2*x", lambda x, y: np.float64(2.0) * x, "affine", lambda x, y: 2 * x, lambda x, y: np.full_like(x, 2)),
]


@pytest.mark.parametrize("expression, op, value, dx", [o[1:] for o in OPERATORS], ids=[o[0] for o in OPERATORS])
def test_operator(xy, expression, op, value, dx):
    x, y = xy
    out = expression(x, y)
    assert out.op == op
    np.testing.assert_allclose(out.numpy(), value(x.numpy(), y.numpy()), rtol=1e-15)
    np.testing.assert_allclose(out.sum_all().backward()[x].numpy(), dx(x.numpy(), y.numpy()), rtol=1e-15)


def test_reversed_subtraction_is_an_affine_map(xy):
    x, _ = xy
    out = 3 - x
    assert out.op == "affine" and out.params == (-1.0, 3.0)
    halves = 2 / x
    assert halves.op == "affine" and halves.params == (2.0, 0.0) and halves.inputs[0].op == "recip"


def test_matmul_operator():
    # d Σ(a @ b)/da = 1 @ bᵀ
    a = Var([[1.0, 2.0], [3.0, 4.0]], dtype="f64")
    b = Tensor([[1.0, -1.0], [2.0, 0.5]], dtype="f64")
    out = a @ b
    assert out.op == "matmul"
    np.testing.assert_array_equal(out.numpy(), a.numpy() @ b.numpy())
    np.testing.assert_array_equal(out.sum_all().backward()[a].numpy(), np.ones((2, 2)) @ b.numpy().T)


def test_division_by_the_number_zero():
    for divide in (lambda t: t / 0, lambda t: t.div(0.0)):
        with pytest.raises(ZeroDivisionError) as info:
            divide(Var([1.0]))
        assert isinstance(info.value, GradwalkError) and "number zero" in str(info.value)


# --- 0-d results: numpy hands back scalars, the engine keeps them --------------------------------------------


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
def test_scalar_results_keep_their_dtype_and_update_a_variable(dtype):
    w = Var(1.5, dtype=dtype)
    v = Tensor([1.0, 2.0, 4.0], dtype=dtype)
    loss = v.broadcast_mul(w).sum_all()  # a 0-d result
    step = (loss * 0.5 + 1.0) / 4.0 - w
    assert step.dtype == loss.dtype == dtype
    assert step.numpy().dtype == np.dtype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[dtype])
    assert isinstance(step.numpy(), np.ndarray) and step.numpy().shape == ()
    grad = loss.backward().get(w)
    assert grad.to_scalar() == 7.0 and grad.dtype == dtype
    w.set(w - grad * 0.25)  # a 0-d result copied into the variable's buffer
    assert w.to_scalar() == pytest.approx(-0.25) and w.dtype == dtype
    assert isinstance(w.numpy(), np.ndarray)


def test_integer_sums_keep_their_dtype():
    total = Tensor([1, 2, 3], dtype="u32").sum_all()
    assert total.dtype == "u32" and total.numpy().dtype == np.uint32 and total.to_scalar() == 6


# --- Var.sgd_step: the descent step w.set(w - grad * lr) in one call, without its temporaries -------------


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
@pytest.mark.parametrize("shape", [(), (3,), (2, 3)], ids=["scalar", "vector", "matrix"])
def test_sgd_step_gives_the_same_bits_as_set(dtype, shape):
    rng = np.random.default_rng(7)
    start, grad = rng.normal(size=shape), rng.normal(size=shape)
    by_set, by_step = Var(start, dtype=dtype), Var(start, dtype=dtype)
    for lr in (0.1, 0.037, 3.0):
        g = Tensor(grad, dtype=dtype)
        by_set.set(by_set - g * lr)
        by_step.sgd_step(g, lr)
        assert by_step.numpy().tobytes() == by_set.numpy().tobytes()
    assert by_step.version == by_set.version == 3


def test_sgd_step_changes_the_buffer_its_clones_see():
    w = Var([1.0, 2.0], dtype="f64")
    twin, seen = w.clone(), w.detach()
    w.sgd_step(Tensor([10.0, -10.0], dtype="f64"), 0.1)
    assert w.to_list() == twin.to_list() == seen.to_list() == [0.0, 3.0]


def test_sgd_step_descends_with_a_gradient_from_backward():
    # y = Σ w², dy/dw = 2w: a step of lr = 0.25 halves w
    w = Var([4.0, -2.0], dtype="f64")
    w.sgd_step(w.sqr().sum_all().backward()[w], 0.25)
    assert w.to_list() == [2.0, -1.0]


def test_sgd_step_makes_postponed_gradients_stale_like_set():
    w, c = Var([1, -2, 3]), Tensor([4, 5, 6])
    grads = w.mul(c).sqr().sum_all().backward()
    w.sgd_step(grads[w], 0.01)
    with pytest.raises(core.StaleGradientError, match="sgd_step"):
        grads[c]


@pytest.mark.parametrize(
    "make_var, grad, lr, error, words",
    [
        (lambda: Var([1.0, 2.0]), [1.0, 1.0], 0.1, DTypeError, ["Tensor", "list"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0, 1.0]), 0.1, ShapeError, ["shape", "(2,)", "(3,)"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0], dtype="f64"), 0.1, DTypeError, ["f32", "f64"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0]), float("nan"), DTypeError, ["learning rate", "nan"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0]), "0.1", DTypeError, ["learning rate", "'0.1'"]),
        (lambda: Var([1, 2], dtype="i64"), Tensor([1, 1], dtype="i64"), 1, DTypeError, ["i64", "no gradient"]),
    ],
    ids=["not_a_tensor", "shape", "dtype", "nan_rate", "text_rate", "integer_var"],
)
def test_sgd_step_refuses_and_leaves_the_variable_unchanged(make_var, grad, lr, error, words):
    w = make_var()
    before = w.to_list()
    with pytest.raises(error) as info:
        w.sgd_step(grad, lr)
    assert isinstance(info.value, GradwalkError)
    for word in words:
        assert word in str(info.value), str(info.value)
    assert w.to_list() == before and w.version == 0
