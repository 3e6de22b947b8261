"""The lesson's semantics (lesson 4, sections first_derivative to var_set), figure by figure.

The expected numbers are the lesson's own, from /work/shared/figures/lesson4.json; each test
also says why, with the calculus in a comment.
"""

import numpy as np
import pytest

from gradwalk.core import (
    ArgumentTypeError,
    DTypeError,
    GradStore,
    GradwalkError,
    ShapeError,
    SharedBufferError,
    Tensor,
    Var,
    finite_difference_check,
)


@pytest.fixture
def w():
    return Var([1, -2, 3])  # f32


@pytest.fixture
def c():
    return Tensor([4, 5, 6])  # f32, plain


# --- first_derivative ----------------------------------------------------------------------------------


def test_first_derivative():
    # y = x² + 3x at x = 2: y = 10, dy/dx = 2x + 3 = 7
    x = Var(2.0, dtype="f64")
    y = x.sqr() + x.affine(3, 0)
    grads = y.backward()
    assert isinstance(grads, GradStore)
    assert y.to_scalar() == 10.0
    assert grads.get(x).to_scalar() == 7.0
    assert grads.get(x).dtype == "f64"


# --- which_tensors_get_a_gradient --------------------------------------------------------------------


def test_gradient_of_variable_and_of_plain_direct_input(w, c):
    # loss = Σ (w·c)²: ∂/∂w = 2·w·c², ∂/∂c = 2·w²·c (c is a plain tensor, but a direct input
    # of a visited node: it gets a gradient too, as in Candle)
    loss = w.mul(c).sqr().sum_all()
    grads = loss.backward()
    assert grads.get(w).to_list() == [32, -100, 216]
    by_hand = 2 * w.numpy() * c.numpy() ** 2
    np.testing.assert_array_equal(grads.get(w).numpy(), by_hand)
    assert grads.get(c).to_list() == [8, 40, 108]
    assert grads.get(w).dtype == grads.get(c).dtype == "f32"
    assert len(grads) == 2
    assert w in grads and c in grads and loss not in grads


def test_plain_tensor_one_step_further_gets_no_gradient(w, c):
    # loss = Σ w·e with e = exp(c): e is a direct input of the recorded mul, c is behind an
    # exp of a plain tensor, which was never recorded
    e = c.exp()
    assert e.op is None
    grads = w.mul(e).sum_all().backward()
    assert grads.get(e) is not None
    np.testing.assert_allclose(grads.get(e).numpy(), w.numpy())  # ∂(w·e)/∂e = w
    assert grads.get(c) is None
    assert c not in grads


# --- adding_up_seeds_no_accumulation --------------------------------------------------------------------


def test_tensor_used_twice_adds_up(w):
    # h = w + 1; Σ h·h: each side of the product gives h, so ∂/∂w = 2h = [4, -2, 8]
    h = w.affine(1, 1)
    assert h.mul(h).sum_all().backward().get(w).to_list() == [4, -2, 8]


def test_non_scalar_is_seeded_with_ones(w):
    # v = w², seeded with ones: ∂Σv/∂w = 2w = [2, -4, 6]
    v = w.sqr()
    seeded = v.backward().get(w)
    summed = v.sum_all().backward().get(w)
    assert seeded.to_list() == [2, -4, 6]
    assert summed.to_list() == [2, -4, 6]


def test_each_backward_returns_a_new_store_and_changes_nothing(w, c):
    loss = w.mul(c).sqr().sum_all()
    before = (w.numpy(), c.numpy(), loss.numpy())
    first = loss.backward()
    first_values = first.get(w).numpy()
    second = loss.backward()
    assert first is not second
    assert first.get(w).to_list() == second.get(w).to_list() == [32, -100, 216]
    np.testing.assert_array_equal(first.get(w).numpy(), first_values)  # no accumulation
    for tensor, value in zip((w, c, loss), before):
        np.testing.assert_array_equal(tensor.numpy(), value)
    assert loss.op == "sum_all" and w.op is None


# --- what_stops_a_gradient --------------------------------------------------------------------------------


def test_detach_stops_the_gradient(w, c):
    d = w.detach()
    assert not d.is_variable and not d.requires_grad and d.op is None
    assert w.detach().mul(c).sum_all().backward().get(w) is None


def test_round_stops_the_gradient(w):
    # round is flat almost everywhere: None, not zeros
    assert w.affine(0.5, 0).round().sum_all().backward().get(w) is None


def test_max_sends_the_gradient_to_the_largest(w):
    # ∂ max(w)/∂w = 1 at the largest element (3, at index 2), 0 elsewhere
    assert w.max_keepdim(-1).sum_all().backward().get(w).to_list() == [0, 0, 1]


def test_integer_variable_gets_no_gradient():
    n = Var([1, 2, 3], dtype="u32")
    assert n.is_variable and not n.requires_grad
    assert n.to_dtype("f32").sqr().sum_all().backward().get(n) is None
    assert n.sqr().sum_all().backward().get(n) is None


def test_gradients_are_detached_by_default(w, c):
    g = w.mul(c).sqr().sum_all().backward().get(w)
    assert g.op is None and g.inputs == ()
    assert not g.requires_grad and not g.is_variable


# --- finite_differences -------------------------------------------------------------------------------------


def test_matmul_tanh_against_finite_differences():
    # f(a) = Σ tanh(a @ b): ∂f/∂a = (1 − tanh²(a @ b)) @ bᵀ, against central differences in f64
    rng = np.random.default_rng(4)
    a = Var(rng.normal(size=(2, 3)), dtype="f64")
    b = Tensor(rng.normal(size=(3, 4)), dtype="f64")
    report = finite_difference_check(lambda a: a.matmul(b).tanh().sum_all(), [a], eps=1e-6)
    assert report.max_gap < 1e-8
    assert report.passed(1e-8)
    (check,) = report.inputs
    by_hand = (1 - np.tanh(a.numpy() @ b.numpy()) ** 2) @ b.numpy().T
    np.testing.assert_allclose(check.analytic, by_hand, rtol=1e-12)


def test_finite_difference_check_detects_a_wrong_gradient():
    # Guards the check itself: x · detach(x) is x², but backward sees the detached factor as a
    # constant and gives x instead of 2x; the check must say so (gap max|x| = 2).
    x = Var([0.5, 2.0], dtype="f64")
    report = finite_difference_check(lambda x: x.mul(x.detach()).sum_all(), [x])
    assert report.max_gap > 0.4
    assert not report.passed()


# --- var_set ------------------------------------------------------------------------------------------------


def test_set_changes_the_variable_and_its_clone():
    p = Var([1, 2])
    q = p.clone()
    p.set(Tensor([10, 20]))
    assert p.to_list() == [10, 20]
    assert q.to_list() == [10, 20]


@pytest.mark.parametrize(
    "make_value, error, words",
    [
        (lambda p: p.detach(), SharedBufferError, ["own memory"]),
        (lambda p: p.clone(), SharedBufferError, ["own memory"]),
        (lambda p: p.detach().unsqueeze(0).squeeze(0), SharedBufferError, ["own memory"]),  # a view
        (lambda p: Tensor([1, 2, 3]), ShapeError, ["shape", "(2,)", "(3,)"]),
        (lambda p: Tensor([1, 2], dtype="f64"), DTypeError, ["dtype", "f32", "f64"]),
        (lambda p: [3.0, 4.0], ArgumentTypeError, ["Var.set takes a Tensor", "list"]),
    ],
    ids=["detach", "clone", "view", "shape", "dtype", "not_a_tensor"],
)
def test_set_refuses_and_leaves_the_variable_unchanged(make_value, error, words):
    p = Var([1, 2])
    p.set(Tensor([10, 20]))
    with pytest.raises(error) as info:
        p.set(make_value(p))
    assert isinstance(info.value, GradwalkError)
    message = str(info.value)
    for word in words:
        assert word in message, message
    assert p.to_list() == [10, 20]


def test_set_accepts_a_new_tensor_computed_from_the_variable():
    # a descent step, w − lr · grad, is a new tensor: accepted
    p = Var([1.0, 2.0])
    p.set(p - Tensor([0.5, 0.5]) * 2.0)
    assert p.to_list() == [0.0, 1.0]


def test_clone_shares_the_id_and_the_gradient():
    x = Var([1.0, 2.0], dtype="f64")
    twin = x.clone()
    assert twin.id == x.id and twin.is_variable
    grads = x.sqr().sum_all().backward()
    assert grads.get(twin).to_list() == [2.0, 4.0]  # 2x
    assert grads.get(x).to_list() == [2.0, 4.0]
    # and the other way: a graph built on the clone gives x its gradient
    assert twin.sqr().sum_all().backward().get(x).to_list() == [2.0, 4.0]


def test_copy_is_independent():
    x = Var([1.0, 2.0], dtype="f64")
    copied = x.copy()
    assert copied.id != x.id
    x.set(Tensor([5.0, 6.0], dtype="f64"))
    assert copied.to_list() == [1.0, 2.0]
    # it is recorded, so the gradient still flows through it: ∂Σ copy(x)²/∂x = 2x
    assert copied.op == "copy"
    assert x.copy().sqr().sum_all().backward().get(x).to_list() == [10.0, 12.0]
