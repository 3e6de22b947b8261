"""The backward walk (core/engine/backward.py): gradients of gradients (create_graph), strict mode
and seeds, the step-by-step walk the view steps through (backward_steps), the order of the nodes
(sorted_nodes) and a long chain walked without recursion."""

import gc
import math

import numpy as np
import pytest

from gradwalk.core import (
    BackwardError,
    DTypeError,
    GradwalkError,
    Tensor,
    Var,
    backward_steps,
    graph_snapshot,
    sorted_nodes,
)
from tests.core.engine.small_graphs import quadratic


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


# --- backward_steps: the walk the view steps through ---------------------------------------------------------



def test_steps_of_x_squared_plus_three_x():
    # y = s + t with s = x², t = 3x: the add first (seeded with 1), then the forward pass
    # backwards: t (made last) hands x 3, then s hands x 2x = 4; x's running total is 3, then 7
    x, y = quadratic()
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
    x, y = quadratic()
    walk = backward_steps(y)
    list(walk)
    with pytest.raises(BackwardError):
        list(walk)


def test_walk_fills_its_store_as_it_goes():
    x, y = quadratic()
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
    import gradwalk.core.engine.backward
    from gradwalk import core

    x = Var(0.5, dtype="f64")
    c = Tensor(3.0, dtype="f64")
    a = x.exp()
    d = a.mul(x).add(a.clone().tanh()).mul(a).mul(c).sub(x.sqr())
    visited = []
    original = core.engine.backward.visit_node

    def recording_visit(node, *args, **kwargs):
        visited.append(node.id)
        return original(node, *args, **kwargs)

    monkeypatch.setattr(core.engine.backward, "visit_node", recording_visit)
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


def test_max_with_ties_gives_each_tied_element_the_whole_gradient():
    # Candle's rule, as the lesson says (PyTorch's amax would give [0, 0.5, 0.5]); the edge's
    # formula says so too.
    w = Var([1.0, 3.0, 3.0])
    m = w.max_keepdim(0).sum_all()
    assert m.backward()[w].to_list() == [0.0, 1.0, 1.0]
    (edge,) = [e for s in backward_steps(m) for e in s.edges if e.input.id == w.id]
    assert "tie" in edge.formula


def test_a_finite_difference_check_with_a_nan_gap_or_nothing_checked_does_not_pass():
    from gradwalk.core import finite_difference_check

    a, b = Var([0.5], dtype="f64"), Var([0.0], dtype="f64")  # √ at 0: backward inf, differences nan
    report = finite_difference_check(lambda a, b: a.sqr().sum_all() + b.sqrt().sum_all(), [a, b])
    assert report.max_gap != report.max_gap  # nan
    assert not report.passed()
    integers = finite_difference_check(lambda k: k.to_dtype("f64").sum_all(), [Var([1, 2], dtype="u32")])
    assert integers.inputs == () and not integers.passed()
