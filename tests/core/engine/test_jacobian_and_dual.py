"""Jacobians built both ways, the Hessian-vector product, and dual numbers."""

import numpy as np
import pytest

from gradwalk.core import Dual, Var, hessian_vector_product, jacobian
from gradwalk.core.engine.errors import ShapeError


def small_network():
    rng = np.random.default_rng(3)
    x = Var(rng.normal(size=(1, 3)), dtype="f64", name="x")
    w = Var(rng.normal(size=(3, 2)), dtype="f64", name="w")
    return x, w, (x @ w).tanh()


def numeric_jacobian(f, arrays, eps=1e-6):
    """Central differences of f over every element of every array, column by column."""
    columns = []
    for k, base in enumerate(arrays):
        for i in range(base.size):
            step = np.zeros(base.size)
            step[i] = eps
            ahead = [a if j != k else a + step.reshape(a.shape) for j, a in enumerate(arrays)]
            behind = [a if j != k else a - step.reshape(a.shape) for j, a in enumerate(arrays)]
            columns.append((f(*ahead) - f(*behind)).ravel() / (2 * eps))
    return np.stack(columns, axis=1)


def test_the_jacobian_is_the_same_both_ways_and_matches_finite_differences():
    x, w, y = small_network()
    forward, forward_sweeps = jacobian(y, [x, w], mode="forward")
    reverse, reverse_sweeps = jacobian(y, [x, w], mode="reverse")
    assert forward.shape == (2, 3 + 6)
    np.testing.assert_allclose(forward, reverse, rtol=1e-13, atol=1e-14)
    numeric = numeric_jacobian(lambda a, b: np.tanh(a @ b), [x.numpy(), w.numpy()])
    np.testing.assert_allclose(reverse, numeric, atol=1e-8)
    # a column per input element forward, a row per output element backward
    assert forward_sweeps == 9 and reverse_sweeps == 2


def test_many_inputs_one_output_is_one_backward_sweep_and_as_many_forward_ones_as_inputs():
    p = Var(np.linspace(-1, 1, 100), dtype="f64")
    loss = p.sqr().sum_all()
    J, sweeps = jacobian(loss, [p], mode="reverse")
    assert sweeps == 1 and J.shape == (1, 100)
    J_forward, forward_sweeps = jacobian(loss, [p], mode="forward")
    assert forward_sweeps == 100
    np.testing.assert_allclose(J_forward, J)
    np.testing.assert_allclose(J[0], 2 * p.numpy())


def test_a_variable_the_result_does_not_use_gets_zeros_and_a_bad_mode_is_refused():
    x, w, y = small_network()
    unused = Var([1.0, 2.0], dtype="f64")
    J, _ = jacobian(y, [x, unused], mode="forward")
    assert not J[:, 3:].any()
    J, _ = jacobian(y, [x, unused], mode="reverse")
    assert not J[:, 3:].any()
    with pytest.raises(ValueError, match="forward' or 'reverse"):
        jacobian(y, [x], mode="sideways")


def test_the_hessian_vector_product_is_the_change_of_the_gradient_along_v():
    rng = np.random.default_rng(7)
    a = Var(rng.normal(size=4), dtype="f64")
    b = Var(rng.normal(size=4), dtype="f64")
    loss = ((a * b).tanh() + a.sqr() * b).sum_all()
    v = [rng.normal(size=4), rng.normal(size=4)]
    products = hessian_vector_product(loss, [a, b], v)

    def gradient(a0, b0):
        ta, tb = Var(a0, dtype="f64"), Var(b0, dtype="f64")
        grads = ((ta * tb).tanh() + ta.sqr() * tb).sum_all().backward()
        return np.concatenate([grads.get(ta).numpy(), grads.get(tb).numpy()])

    eps = 1e-6
    numeric = (gradient(a.numpy() + eps * v[0], b.numpy() + eps * v[1])
               - gradient(a.numpy() - eps * v[0], b.numpy() - eps * v[1])) / (2 * eps)
    mine = np.concatenate([p.numpy() for p in products])
    np.testing.assert_allclose(mine, numeric, atol=1e-7)


def test_the_hessian_vector_product_wants_a_single_number_and_a_vector_per_variable():
    a = Var([1.0, 2.0], dtype="f64")
    with pytest.raises(ShapeError, match="single number"):
        hessian_vector_product(a.sqr(), [a], [np.ones(2)])
    with pytest.raises(ShapeError, match="one vector per variable"):
        hessian_vector_product(a.sqr().sum_all(), [a], [])


def test_a_dual_number_carries_the_first_examples_seven():
    x = Dual(2.0, 1.0)
    y = x.sqr() + 3 * x
    assert float(y.value) == 10.0 and float(y.tangent) == 7.0


def test_dual_numbers_and_the_graphs_forward_sweep_agree():
    rng = np.random.default_rng(5)
    values, tangents = rng.normal(size=5), rng.normal(size=5)
    d = Dual(values, tangents)
    by_dual = ((d.tanh() * d - 1.0 / (d.sqr() + 2.0)).softplus() + d.exp().affine(0.5, 1.0)).sum_all()
    v = Var(values, dtype="f64")
    y = ((v.tanh() * v - (v.sqr() + 2.0).recip()).softplus() + v.exp().affine(0.5, 1.0)).sum_all()
    by_graph = y.forward_tangents({v: tangents}).get(y).to_scalar()
    assert float(by_dual.value) == pytest.approx(y.to_scalar(), rel=1e-14)
    assert float(by_dual.tangent) == pytest.approx(by_graph, rel=1e-12)


def test_a_dual_number_records_nothing():
    d = Dual([1.0, 2.0], [1.0, 0.0])
    out = (d * d).exp()
    assert isinstance(out, Dual) and not hasattr(out, "backward")


def test_the_sweeps_come_one_at_a_time_each_a_column_or_a_row():
    from gradwalk.core.engine import jacobian_sweeps

    x = Var([0.5, -1.0, 2.0], dtype="f64")
    y = (x.sqr() * 2.0).tanh()  # elementwise: a diagonal Jacobian
    whole, _ = jacobian(y, [x])
    sweeps = jacobian_sweeps(y, [x], "forward")
    index, column = next(sweeps)  # the first sweep has run, the others not yet
    assert index == 0
    np.testing.assert_allclose(column, whole[:, 0], rtol=1e-15)
    assert [i for i, _ in sweeps] == [1, 2]
    rows = list(jacobian_sweeps(y, [x], "reverse"))
    assert [i for i, _ in rows] == [0, 1, 2]
    np.testing.assert_allclose(np.array([line for _, line in rows]), whole, rtol=1e-15)
    with pytest.raises(ValueError, match="forward' or 'reverse"):
        next(jacobian_sweeps(y, [x], "both"))


def test_both_modes_refuse_the_same_jacobians():
    # a backward sweep keeps no gradient for the intermediates it passes, and a forward one can
    # seed none: neither takes a Jacobian with respect to one, nor of an integer result
    from gradwalk.core import Tensor
    from gradwalk.core.engine.errors import DTypeError

    x = Var([1.0, 2.0], dtype="f64")
    y = x.sqr()
    y.name = "y"
    for mode in ("forward", "reverse"):
        with pytest.raises(ShapeError, match="with respect to floating-point variables only; y is not one"):
            jacobian(y.sum_all(), [y], mode)
        with pytest.raises(ShapeError, match="is not one"):
            jacobian(y, [Tensor([1.0, 2.0], dtype="f64")], mode)
        with pytest.raises(DTypeError, match="only a floating-point result has a Jacobian"):
            jacobian(Tensor([1, 2], dtype="i64"), [x], mode)


def test_the_hessian_vector_product_of_a_loss_linear_in_w_is_zero_even_at_inf_and_nan():
    # the gradient, 3 everywhere, does not move with w: H·v is exactly zero (PyTorch: [0, 0, 0]),
    # never 0 · w, which is nan at inf and at nan
    w = Var([np.inf, 1.0, np.nan], dtype="f64")
    (product,) = hessian_vector_product((w * 3).sum_all(), [w], [np.ones(3)])
    np.testing.assert_array_equal(product.numpy(), [0.0, 0.0, 0.0])


def test_the_hessian_vector_product_refuses_what_a_jacobian_refuses():
    from gradwalk.core import Tensor

    x = Var([1.0, 2.0], dtype="f64", name="x")
    half = x * 0.5
    half.name = "half"
    loss = (x * x).sum_all()
    for wrt in (half, Tensor([1.0, 2.0], dtype="f64"), Var([1, 2], dtype="i64"), 3.0):
        with pytest.raises(ShapeError, match="Hessian-vector product is taken with respect to floating-point "
                                             "variables only"):
            hessian_vector_product(loss, [wrt], [np.ones(2)])


@pytest.mark.parametrize("make, tangent", [
    (lambda: Dual(np.inf, 1.0) * 2, 2.0),  # the constant 2 moves not: its share is none, not 0 · inf
    (lambda: 2 * Dual(np.inf, 1.0), 2.0),
    (lambda: Dual(2.0, 1.0) / 0.0, np.inf),  # PyTorch: inf
    (lambda: Dual(np.inf, 1.0) + Dual(np.inf), 1.0),
    (lambda: Dual(1.0, 1.0) * Dual(0.0).log(), -np.inf),  # x · log c at c = 0, c a constant
    (lambda: Dual(3.0).exp() + 1.0, 0.0),  # nothing moves: a tangent of zero
])
def test_a_constant_operand_adds_nothing_to_a_dual_numbers_tangent(make, tangent):
    result = make()
    assert float(result.tangent) == tangent


def test_a_dual_number_and_the_graph_agree_where_a_derivative_is_infinite():
    from gradwalk.core import Tensor

    x, c = Var(1.0, dtype="f64"), Tensor(0.0, dtype="f64")
    y = x * c.log()
    by_graph = y.forward_tangents({x: 1.0}).get(y).to_scalar()
    by_dual = Dual(1.0, 1.0) * Dual(0.0).log()
    assert by_graph == float(by_dual.tangent) == -np.inf
