"""Every operation of core.engine.ops.OPS, checked the same way (Candle's one-test-per-op, parametrised).

For each op there is a case in tests/core/engine/engine_cases.py: random inputs of random shapes, away
from kinks. On it we check the forward value against numpy, the backward rule against central
finite differences of f(x) = Σ y(x) · W (a fixed random W, so every element of the result's
gradient matters), the second derivative given by `backward(create_graph=True)`, the edge texts
and the local derivatives the step-by-step view shows. A new op without a case fails the suite.
"""

import math

import numpy as np
import pytest

from gradwalk import core
from gradwalk.core import OPS, Tensor, Var, backward_steps, finite_difference_check
from gradwalk.core.engine.dtypes import numpy_dtype
from gradwalk.core.engine.ops import REDUCE
from tests.core.engine.engine_cases import CASES, UNCOVERED, case_rng, make_case

SEEDS = (0, 1, 2)
DIFFERENTIABLE = sorted(name for name, op in OPS.items() if op.vjps is not None and name not in UNCOVERED)
NOT_DIFFERENTIABLE = sorted(name for name, op in OPS.items() if op.vjps is None)



def _weights(case, seed):
    """A fixed random weight for every element of the result, as a plain f64 tensor."""
    out_shape = np.shape(case.reference(*case.inputs, *case.params))
    rng = case_rng("weights", seed)
    return Tensor(rng.uniform(-1.5, 1.5, out_shape), dtype="f64")


def _weighted_sum(case, weights):
    """f(*xs) = Σ op(xs) · W: a scalar whose gradient is the vjp of the op with g = W."""

    def f(*xs):
        return case.call(*xs, *case.params).broadcast_mul(weights).sum_all()

    return f


def _vars(case):
    return [Var(a, dtype="f64") for a in case.inputs]


# --- the table is complete --------------------------------------------------------------------------


def test_every_differentiable_op_has_a_case():
    missing = [name for name in DIFFERENTIABLE if name not in CASES]
    assert not missing, f"ops without a case in tests/core/engine/engine_cases.py: {missing}"


def test_every_op_without_gradient_has_a_case():
    missing = [name for name in NOT_DIFFERENTIABLE if name not in CASES]
    assert not missing, f"ops without a case in tests/core/engine/engine_cases.py: {missing}"


def test_cases_name_existing_ops():
    assert sorted(set(CASES) - set(OPS)) == []
    assert set(UNCOVERED) <= set(OPS)


@pytest.mark.parametrize("name", sorted(OPS))
def test_every_op_has_a_tensor_method_of_its_name(name):
    assert callable(getattr(Tensor, name, None)), f"Tensor has no method {name!r}"


@pytest.mark.parametrize("name", sorted(OPS))
def test_op_entry_is_consistent(name):
    op = OPS[name]
    assert op.name == name
    if op.vjps is not None:
        assert len(op.vjps) == op.arity
        assert len(op.formulas) == op.arity
        assert not op.locals or len(op.locals) == op.arity


# --- forward ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_forward_matches_numpy(name, seed):
    case = make_case(name, seed)
    expected = case.reference(*case.inputs, *case.params)
    out = case.call(*[Tensor(a, dtype="f64") for a in case.inputs], *case.params)
    assert out.shape == np.shape(expected)
    assert out.dtype == "f64" and out.numpy().dtype == np.float64
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-13, atol=1e-13)
    # plain inputs only: nothing is recorded (Candle's rule)
    assert out.op is None and not out.requires_grad


@pytest.mark.parametrize("name", sorted(CASES))
def test_method_on_variables_records_its_op(name):
    case = make_case(name)
    xs = _vars(case)
    out = case.call(*xs, *case.params)
    assert out.op == name
    assert out.requires_grad == (OPS[name].vjps is not None)
    assert len(out.inputs) == OPS[name].arity
    np.testing.assert_allclose(out.numpy(), case.reference(*case.inputs, *case.params), rtol=1e-13, atol=1e-13)


# --- first derivative ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_gradient_matches_finite_differences(name, seed):
    # ∂/∂x Σ_q y_q(x) W_q = Σ_q W_q ∂y_q/∂x: the op's vjp with g = W, against
    # (f(x + ε) − f(x − ε)) / 2ε element by element.
    case = make_case(name, seed)
    xs = _vars(case)
    f = _weighted_sum(case, _weights(case, seed))
    report = finite_difference_check(f, xs, eps=case.eps)
    assert len(report.inputs) == len(xs)
    assert all(check.has_gradient for check in report.inputs), "an input received no gradient"
    for check, x in zip(report.inputs, xs):
        assert check.analytic.shape == x.shape
    scale = max(1.0, abs(f(*xs).to_scalar()))
    assert report.max_gap < 1e-6 * scale, [(c.analytic, c.numeric) for c in report.inputs]


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_gradient_has_the_shape_and_dtype_of_its_tensor(name):
    case = make_case(name)
    xs = _vars(case)
    grads = _weighted_sum(case, _weights(case, 0))(*xs).backward()
    for x in xs:
        g = grads[x]
        assert g.shape == x.shape
        assert g.dtype == "f64" and g.numpy().dtype == np.float64
        assert g.op is None and not g.requires_grad  # detached by default


# --- second derivative --------------------------------------------------------------------------------


def _central_differences(phi, arrays, k, eps):
    numeric = np.zeros(arrays[k].shape)
    for position in np.ndindex(arrays[k].shape):
        values = []
        for step in (eps, -eps):
            moved = [a.copy() for a in arrays]
            moved[k][position] += step
            values.append(phi(moved))
        numeric[position] = (values[0] - values[1]) / (2 * eps)
    return numeric


@pytest.mark.parametrize("seed", SEEDS[:2])
@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_second_derivative_matches_finite_differences_of_the_gradient(name, seed):
    # φ(x) = Σ_j ⟨∂f/∂x_j, v_j⟩ for a fixed random v, so ∂φ/∂x_k = Σ_j H_kj v_j (a Hessian-vector
    # product). backward(create_graph=True) keeps ∂f/∂x_j attached, so φ can be differentiated
    # by the engine; the reference differentiates φ numerically, computing ∂f/∂x_j with plain
    # backward at x ± ε.
    case = make_case(name, seed)
    f = _weighted_sum(case, _weights(case, seed))
    rng = case_rng("v", seed)
    vs = [rng.uniform(-1.0, 1.0, a.shape) for a in case.inputs]
    xs = _vars(case)

    grads = f(*xs).backward(create_graph=True)
    phi = None
    for x, v in zip(xs, vs):
        term = grads[x].broadcast_mul(Tensor(v, dtype="f64")).sum_all()
        phi = term if phi is None else phi.add(term)
    second = phi.backward()

    def phi_plain(arrays):
        ys = [Var(a, dtype="f64") for a in arrays]
        plain = f(*ys).backward()
        return sum(float(np.sum(plain[y].numpy() * v)) for y, v in zip(ys, vs))

    eps = 1e-5 if case.eps == 1e-6 else case.eps
    numerics = []
    for k, x in enumerate(xs):
        g = second.get(x)
        analytic = np.zeros(x.shape) if g is None else g.numpy()
        numeric = _central_differences(phi_plain, case.inputs, k, eps)
        numerics.append(numeric)
        scale = max(1.0, float(np.max(np.abs(numeric))))
        assert np.max(np.abs(analytic - numeric)) < 1e-5 * scale, (k, analytic, numeric)
    if any(np.max(np.abs(n)) > 1e-3 for n in numerics):
        # a non-zero second derivative: the first-order gradients must be attached
        assert any(grads[x].requires_grad for x in xs)


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_create_graph_first_derivative_equals_plain(name):
    case = make_case(name)
    f = _weighted_sum(case, _weights(case, 0))
    xs = _vars(case)
    attached = f(*xs).backward(create_graph=True)
    plain = f(*xs).backward()
    for x in xs:
        np.testing.assert_allclose(attached[x].numpy(), plain[x].numpy(), rtol=1e-12, atol=1e-12)


# --- ops without a gradient -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", NOT_DIFFERENTIABLE)
def test_op_without_gradient_gives_none(name):
    # round, floor, ceil, sign are flat almost everywhere: the walk stops there and the
    # variable gets None, not zeros.
    case = make_case(name)
    (x,) = _vars(case)
    y = case.call(x, *case.params)
    assert y.op == name and not y.requires_grad
    assert y.sum_all().backward().get(x) is None
    # Used beside x itself, y acts as a constant: d(y(x)·x)/dx = y, and y (a direct input of a
    # visited node) gets x.
    grads = y.mul(x).sum_all().backward()
    np.testing.assert_array_equal(grads[x].numpy(), y.numpy())
    np.testing.assert_array_equal(grads[y].numpy(), x.numpy())


# --- what the step-by-step view shows: formulas and local derivatives -------------------------------------


def _step_of(walk_steps, node):
    for step in walk_steps:
        if step.node.id == node.id:
            return step
    raise AssertionError(f"no step visited {node!r}")


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_formula_is_text_for_every_input(name):
    case = make_case(name)
    xs = _vars(case)
    out = case.call(*xs, *case.params)
    op = OPS[name]
    shapes = [t.shape for t in out.inputs]
    for position in range(op.arity):
        text = op.formula(position, shapes, out.params)
        assert isinstance(text, str) and text.strip(), (position, text)
    steps = list(backward_steps(out.broadcast_mul(_weights(case, 0)).sum_all()))
    for edge in _step_of(steps, out).edges:
        assert edge.formula.strip() and "{" not in edge.formula, edge.formula


@pytest.mark.parametrize("name", sorted(n for n in NOT_DIFFERENTIABLE))
def test_formula_of_op_without_gradient(name):
    assert OPS[name].formula(0, [(2,)], ()) == "no gradient"


def _jacobian_columns(case, k):
    """(y(x + ε e_p) − y(x − ε e_p)) / 2ε for every element p of input k: column p of ∂y/∂x_k."""
    columns = []
    for position in np.ndindex(case.inputs[k].shape):
        values = []
        for step in (case.eps, -case.eps):
            moved = [a.copy() for a in case.inputs]
            moved[k][position] += step
            values.append(case.call(*[Tensor(a, dtype="f64") for a in moved], *case.params).numpy())
        columns.append((values[0] - values[1]) / (2 * case.eps))
    return columns


WITH_LOCALS = sorted(name for name in DIFFERENTIABLE if OPS[name].locals and name != "to_dtype")


@pytest.mark.parametrize("seed", SEEDS[:2])
@pytest.mark.parametrize("name", WITH_LOCALS)
def test_local_derivative_matches_finite_differences(name, seed):
    # Elementwise (and broadcast) ops: y_q depends on one element of each input, so the local
    # derivative at q is the sum of row q of the Jacobian. Reductions: x_p feeds one y, so the
    # local derivative at p is the sum of column p. E.g. sqr at x gives 2x.
    case = make_case(name, seed)
    xs = _vars(case)
    out = case.call(*xs, *case.params)
    assert [t.id for t in out.inputs] == [x.id for x in xs]
    steps = list(backward_steps(out.broadcast_mul(_weights(case, seed)).sum_all()))
    edges = _step_of(steps, out).edges
    assert len(edges) == len(xs)
    for k, edge in enumerate(edges):
        local = edge.local
        assert local is not None
        columns = _jacobian_columns(case, k)
        if OPS[name].kind == REDUCE:
            expected = np.array([c.sum() for c in columns]).reshape(case.inputs[k].shape)
        else:
            expected = np.sum(columns, axis=0)
        assert local.shape == expected.shape
        np.testing.assert_allclose(local.numpy(), expected, rtol=1e-7, atol=1e-7)


def test_local_of_sqr_is_two_x():
    # d(x²)/dx = 2x
    x = Var([1.5, -2.0, 0.25], dtype="f64", name="x")
    y = x.sqr()
    (step,) = list(backward_steps(y.sum_all()))[1:]
    (edge,) = step.edges
    np.testing.assert_array_equal(edge.local.numpy(), [3.0, -4.0, 0.5])
    assert edge.formula == "2·x"


def test_local_of_to_dtype_is_ones_of_a_consistent_dtype():
    # d(cast x)/dx = 1
    x = Var([1.0, 2.0], dtype="f64")
    y = x.to_dtype("f32")
    steps = list(backward_steps(y.sum_all()))
    edge = _step_of(steps, y).edges[0]
    np.testing.assert_array_equal(edge.local.numpy(), [1.0, 1.0])
    assert edge.local.numpy().dtype == numpy_dtype(edge.local.dtype)


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_step_values_are_tensors_of_consistent_dtype(name):
    # What the view prints must say the dtype its numbers have.
    case = make_case(name)
    xs = _vars(case)
    steps = list(backward_steps(_weighted_sum(case, _weights(case, 0))(*xs)))
    assert steps
    for step in steps:
        assert step.grad.numpy().dtype == numpy_dtype(step.grad.dtype)
        assert step.grad.shape == step.node.shape
        for edge in step.edges:
            for value in (edge.contribution, edge.total):
                assert value.shape == edge.input.shape
                assert value.numpy().dtype == numpy_dtype(value.dtype) == numpy_dtype(edge.input.dtype)
            local = edge.local
            if local is not None:
                assert local.numpy().dtype == numpy_dtype(local.dtype)


# --- powers at zero: the derivative of xᵉ there, as PyTorch gives it --------------------------------


def _power_derivative_at_zero(e):
    """d(xᵉ)/dx at x = 0: 0 for e = 0 (x⁰ = 1 is flat), 1 for e = 1, else e · 0^(e−1) from the limit."""
    if e == 0:
        return 0.0
    if e == 1:
        return 1.0
    if e > 1:
        return 0.0
    return math.copysign(math.inf, e)  # e < 1: 0^(e−1) is inf


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
@pytest.mark.parametrize("e", [0, 0.0, 1, 0.5, 2, 3, 1.5, -1, -0.5])
def test_the_derivative_of_a_power_at_zero(e, dtype):
    for create_graph in (False, True):
        x = Var([0.0, -0.0], dtype=dtype)
        grad = x.powf(e).sum_all().backward(create_graph=create_graph)[x].numpy()
        assert list(grad.astype(np.float64)) == [_power_derivative_at_zero(e)] * 2, (e, create_graph)
    steps = list(core.backward_steps(Var([0.0], dtype=dtype).powf(e).sum_all()))
    local = steps[1].edges[0].local.numpy()
    assert float(local[0]) == _power_derivative_at_zero(e)
