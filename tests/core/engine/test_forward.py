"""Forward mode (core/engine/forward.py): each operation's forward rule against finite differences
and against its backward rule, and whole graphs swept from their inputs to their result."""

import importlib.util

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gradwalk.core import OPS, Tensor, Var
from gradwalk.core.engine.errors import ShapeError
from tests.core.engine.engine_cases import UNCOVERED, case_rng, make_case
from tests.core.engine.random_graphs import STEPS, build, inputs

SEEDS = (0, 1, 2)
DIFFERENTIABLE = sorted(name for name, op in OPS.items() if op.vjps is not None and name not in UNCOVERED)
NOT_DIFFERENTIABLE = sorted(name for name, op in OPS.items() if op.vjps is None)


def random_case(steps, seed):
    """A random graph's result, a random tangent for each of its variables, and its inputs."""
    a, b, c, row = inputs(seed)
    loss = build(steps, a, b, c, row)
    rng = np.random.default_rng(seed)
    return loss, {v: rng.normal(size=v.shape) for v in (a, b, row)}, (a, b, c, row)


def _tangents(case, seed):
    rng = case_rng("tangents", seed)
    return [rng.uniform(-1.0, 1.0, np.shape(x)) for x in case.inputs]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_the_forward_rule_is_the_directional_derivative(name, seed):
    # (f(x + εt) − f(x − εt)) / 2ε, the result's change along the tangents of all inputs at once
    case = make_case(name, seed)
    xs = [Var(a, dtype="f64") for a in case.inputs]
    tangents = _tangents(case, seed)
    y = case.call(*xs, *case.params)
    forward = y.forward_tangents(dict(zip(xs, tangents))).get(y).numpy()
    eps = case.eps
    ahead = case.reference(*(a + eps * t for a, t in zip(case.inputs, tangents)), *case.params)
    behind = case.reference(*(a - eps * t for a, t in zip(case.inputs, tangents)), *case.params)
    numeric = (np.asarray(ahead) - np.asarray(behind)) / (2 * eps)
    assert forward.shape == np.shape(y.numpy())
    scale = max(1.0, float(np.abs(numeric).max(initial=0.0)))
    np.testing.assert_allclose(forward, numeric, atol=1e-6 * scale, rtol=1e-6)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_the_forward_rule_is_the_transpose_of_the_backward_rule(name, seed):
    # ⟨J·t, c⟩ = ⟨t, Jᵀ·c⟩ for any tangent t and cotangent c: forward mode and reverse mode are
    # the same derivative, read in the two directions
    case = make_case(name, seed)
    xs = [Var(a, dtype="f64") for a in case.inputs]
    tangents = _tangents(case, seed)
    y = case.call(*xs, *case.params)
    cotangent = case_rng("cotangent", seed).uniform(-1.0, 1.0, np.shape(y.numpy()))
    forward = y.forward_tangents(dict(zip(xs, tangents))).get(y).numpy()
    grads = y.backward(Tensor(cotangent, dtype="f64"))
    backward = sum(float(np.sum(t * grads.get(x).numpy())) for x, t in zip(xs, tangents))
    tol = 1e-6 if name == "to_dtype" else 1e-12  # its case passes through f32 and back
    assert float(np.sum(forward * cotangent)) == pytest.approx(backward, rel=tol, abs=tol)


@pytest.mark.parametrize("name", NOT_DIFFERENTIABLE)
def test_an_operation_without_a_gradient_carries_no_tangent(name):
    case = make_case(name)
    x = Var(case.inputs[0], dtype="f64")
    y = case.call(x, *case.params)
    assert y.forward_tangents({x: np.ones(x.shape)}).get(y) is None


def test_the_first_example_forward_is_the_same_seven_as_backward():
    x = Var(2.0, dtype="f64")
    s = x.sqr()
    t = x.affine(3.0, 0.0)
    y = s + t
    tangents = y.forward_tangents({x: 1.0})
    assert tangents.get(s).to_scalar() == 4.0 and tangents.get(t).to_scalar() == 3.0
    assert tangents.get(y).to_scalar() == 7.0 == y.backward().get(x).to_scalar()
    assert tangents.get(x).to_scalar() == 1.0  # the seed itself


def test_only_what_a_seeded_variable_reaches_has_a_tangent():
    x, w = Var(1.5, dtype="f64"), Var(0.5, dtype="f64")
    a, b = x.exp(), w.sqr()
    y = a * b
    tangents = y.forward_tangents({x: 1.0})
    assert tangents.get(b) is None and tangents.get(w) is None
    assert tangents.get(y).to_scalar() == pytest.approx(np.exp(1.5) * 0.25, rel=1e-14)
    other = Var(3.0, dtype="f64")  # a seed the graph never uses changes nothing
    assert y.forward_tangents({other: 1.0}).get(y) is None


def test_a_vector_seeded_with_one_number_moves_every_element_at_that_speed():
    v = Var([1.0, 2.0, 3.0], dtype="f64")
    y = v.sqr().sum_all()
    assert y.forward_tangents({v: 1.0}).get(y).to_scalar() == pytest.approx(12.0)
    assert y.forward_tangents({v: [0.0, 1.0, 0.0]}).get(y).to_scalar() == pytest.approx(4.0)


@pytest.mark.parametrize("seed, words", [
    (Tensor([1.0, 2.0], dtype="f64"), "variables only"),
    (Var(3, dtype="i64"), "variables only"),
])
def test_a_seed_that_is_no_floating_variable_is_refused(seed, words):
    y = Var(1.0, dtype="f64").exp()
    with pytest.raises(ShapeError, match=words):
        y.forward_tangents({seed: 1.0})


def test_a_tangent_of_another_shape_is_refused_with_both_shapes():
    v = Var([1.0, 2.0], dtype="f64", name="v")
    with pytest.raises(ShapeError, match=r"v must have its shape \(2,\), not \(3,\)"):
        v.sqr().forward_tangents({v: [1.0, 2.0, 3.0]})


def test_a_chain_of_two_thousand_operations_is_swept_without_recursion():
    x = Var(0.3, dtype="f64")
    y = x
    for _ in range(2000):
        y = y.affine(1.0001, 0.0)
    assert y.forward_tangents({x: 1.0}).get(y).to_scalar() == pytest.approx(1.0001 ** 2000, rel=1e-9)


def test_f32_tangents_stay_f32():
    x = Var([1.0, 2.0], dtype="f32")
    y = x.tanh()
    assert y.forward_tangents({x: 1.0}).get(y).dtype == "f32"


@given(STEPS, st.integers(0, 2**16))
@settings(max_examples=100, deadline=None)
def test_on_random_graphs_forward_and_backward_give_the_same_derivative(steps, seed):
    loss, seeds, (a, b, c, row) = random_case(steps, seed)
    forward = loss.forward_tangents(seeds).get(loss)
    grads = loss.backward()
    backward = sum(float(np.sum(t * grads.get(v).numpy())) for v, t in seeds.items()
                   if grads.get(v) is not None)
    if forward is None:
        assert backward == 0.0
    else:
        assert forward.to_scalar() == pytest.approx(backward, rel=1e-10, abs=1e-10)


@pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                    reason="PyTorch is not installed: pip install torch to compare with torch.func.jvp")
@given(STEPS, st.integers(0, 2**16))
@settings(max_examples=50, deadline=None)
def test_forward_tangents_match_torch_func_jvp_on_random_graphs(steps, seed):
    import torch
    from torch.func import jvp

    loss, seeds, (a, b, c, row) = random_case(steps, seed)
    mine = loss.forward_tangents(seeds).get(loss)

    class Mirror:  # the same program, on torch tensors
        def __init__(self, t):
            self.t = t

        def __getattr__(self, name):
            method = {"affine": lambda m, k: Mirror(self.t * m + k), "clone": lambda: Mirror(self.t.clone()),
                      "sqr": lambda: Mirror(self.t * self.t), "neg": lambda: Mirror(-self.t),
                      "exp": lambda: Mirror(torch.exp(self.t)), "tanh": lambda: Mirror(torch.tanh(self.t)),
                      "sigmoid": lambda: Mirror(torch.sigmoid(self.t)),
                      "add": lambda o: Mirror(self.t + o.t), "sub": lambda o: Mirror(self.t - o.t),
                      "mul": lambda o: Mirror(self.t * o.t), "broadcast_add": lambda o: Mirror(self.t + o.t),
                      "broadcast_mul": lambda o: Mirror(self.t * o.t), "sum_all": lambda: Mirror(self.t.sum())}
            return method[name]

    def program(ta, tb, trow):
        return build(steps, Mirror(ta), Mirror(tb), Mirror(torch.tensor(c.numpy())), Mirror(trow)).t

    primals = tuple(torch.tensor(v.numpy()) for v in (a, b, row))
    directions = tuple(torch.tensor(seeds[v]) for v in (a, b, row))
    _, theirs = jvp(program, primals, directions)
    assert (mine.to_scalar() if mine is not None else 0.0) == pytest.approx(float(theirs), rel=1e-10, abs=1e-10)


# --- the same sweep, step by step -----------------------------------------------------------------


def test_the_steps_make_the_first_example_add_four_and_three():
    from gradwalk.core import forward_steps

    x = Var(2.0, dtype="f64", name="x")
    s, t = x.sqr(), x.affine(3.0, 0.0)
    y = s + t
    walk = forward_steps(y, {x: 1.0})
    assert [step.node for step in walk] == [s, t, y]  # the order the graph was made in
    assert [step.index for step in walk] == [1, 2, 3]
    assert [edge.formula for edge in walk[0].edges] == ["2·x"]
    last = walk[2]
    assert [edge.contribution.to_scalar() for edge in last.edges] == [4.0, 3.0]
    assert last.tangent.to_scalar() == 7.0 == walk.tangents.get(y).to_scalar()


@given(STEPS, st.integers(0, 2**16))
@settings(max_examples=60, deadline=None)
def test_the_steps_are_the_sweep_forward_tangents_makes(steps, seed):
    from gradwalk.core import forward_steps

    loss, seeds, (a, b, c, row) = random_case(steps, seed)
    walk = forward_steps(loss, seeds)
    swept = loss.forward_tangents(seeds)
    ids = [step.node.id for step in walk]
    assert ids == sorted(ids)
    for step in walk:
        np.testing.assert_array_equal(step.tangent.numpy(), swept.get(step.node).numpy())
        total = sum(edge.contribution.numpy() for edge in step.edges)
        np.testing.assert_allclose(total, step.tangent.numpy(), rtol=1e-12, atol=1e-12)
        assert all(swept.get(edge.input) is not None for edge in step.edges)


@pytest.mark.parametrize("seed", [1.0, 0.5, -3.0])
def test_no_tangent_passes_through_an_integer_as_no_gradient_does(seed):
    # x → i64 → f64: an integer moves in whole steps or not at all; the tangent is not cast
    # (a cast tangent was 3 for a seed of 1 and 0 for 0.5: not linear in the seed)
    from gradwalk.core import jacobian

    x = Var(3.0, dtype="f64")
    y = x.to_dtype("i64").to_dtype("f64") * 3
    assert y.forward_tangents({x: seed}).get(y) is None
    assert y.backward().get(x) is None
    for mode in ("forward", "reverse"):
        np.testing.assert_array_equal(jacobian(y, [x], mode)[0], [[0.0]])


def test_f16_sigmoid_holds_what_f16_can_hold():
    # σ(−12) = 6.1e-6, which f16 holds; 1/(1 + e¹²) overflowed to 1/inf = 0
    x = Var([-12.0, -740.0, 0.0, 12.0], dtype="f16")
    np.testing.assert_allclose(x.sigmoid().numpy()[:1], [6.144e-6], rtol=1e-3)
    x64 = Var([-12.0, -740.0, 0.0, 12.0], dtype="f64")
    expected = np.exp(np.array([-12.0, -740.0])) / (1 + np.exp(np.array([-12.0, -740.0])))
    np.testing.assert_allclose(x64.sigmoid().numpy()[:2], expected, rtol=1e-12)  # 4.2e-322, not 0
    assert x64.softplus().sum_all().backward().get(x64).numpy()[1] > 0  # σ(−740) too


@pytest.mark.parametrize("op", ["max_keepdim", "min_keepdim"])
def test_a_nan_is_the_extreme_and_takes_the_gradient(op):
    # max and min pass a nan on; the gradient goes to the nan, as PyTorch's max along an axis
    x = Var([1.0, np.nan, 2.0], dtype="f64")
    y = getattr(x, op)(0)
    np.testing.assert_array_equal(y.sum_all().backward().get(x).numpy(), [0.0, 1.0, 0.0])
    assert y.forward_tangents({x: np.array([1.0, 5.0, 7.0])}).get(y).numpy().tolist() == [5.0]
