"""Var's in-place update (core/engine/tensor.py): sgd_step against set."""

import numpy as np
import pytest

from gradwalk import core
from gradwalk.core import ArgumentTypeError, DTypeError, GradwalkError, ShapeError, Tape, Tensor, TensorDataError, Var


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
        (lambda: Var([1.0, 2.0]), [1.0, 1.0], 0.1, ArgumentTypeError, ["Tensor", "list"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0, 1.0]), 0.1, ShapeError, ["shape", "(2,)", "(3,)"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0], dtype="f64"), 0.1, DTypeError, ["f32", "f64"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0]), float("nan"), TensorDataError, ["learning rate", "nan"]),
        (lambda: Var([1.0, 2.0]), Tensor([1.0, 1.0]), "0.1", ArgumentTypeError, ["learning rate", "'0.1'"]),
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


# --- a graph recorded before an update is refused, not run with the new values ------------------


def _loss_then_set():
    w = Var([1.0, 2.0], name="w")
    loss = (w * w).sum_all()
    w.set(Tensor([5.0, 5.0]))
    return w, loss


def test_backward_of_a_loss_recorded_before_set_is_refused():
    # The loss holds 5 (from w = [1, 2]); its gradient at that point is [2, 4]. Running the walk
    # with the new w would answer [10, 10], the gradient of a loss never computed.
    w, loss = _loss_then_set()
    assert loss.to_scalar() == 5.0
    with pytest.raises(core.StaleGradientError, match="'w'.*compute the result again"):
        loss.backward()


@pytest.mark.parametrize("walk", ["steps", "create_graph", "tape", "sgd_step", "forward", "forward_steps",
                                  "forward_jacobian", "reverse_jacobian", "hessian_vector_product"])
def test_every_walk_refuses_a_stale_graph(walk):
    w = Var([1.0, 2.0])
    if walk == "tape":
        with Tape() as tape:
            loss = (w * w).sum_all()
        w.set(Tensor([5.0, 5.0]))
        with pytest.raises(core.StaleGradientError):
            tape.backward(loss)
        return
    loss = (w * w).sum_all()
    if walk == "sgd_step":
        w.sgd_step(Tensor([1.0, 1.0]), 0.5)
    else:
        w.set(Tensor([5.0, 5.0]))
    with pytest.raises(core.StaleGradientError):
        if walk == "steps":
            list(core.backward_steps(loss))
        elif walk == "forward":  # forward mode reads the old values as backward would: 10, not 6
            loss.forward_tangents({w: 1.0})
        elif walk == "forward_steps":
            core.forward_steps(loss, {w: 1.0})
        elif walk.endswith("jacobian"):
            core.jacobian(loss, [w], walk.split("_")[0])
        elif walk == "hessian_vector_product":
            core.hessian_vector_product(loss, [w], [np.ones(2)])
        else:
            loss.backward(create_graph=walk == "create_graph")


def test_a_loss_computed_after_set_runs_as_usual():
    w, _ = _loss_then_set()
    assert w.version == 1
    assert (w * w).sum_all().backward()[w].to_list() == [10.0, 10.0]


def test_a_graph_mixing_old_and_new_nodes_is_refused():
    # m = l + Σw uses w after the update, l = Σw² before it: the old part is caught too.
    w = Var([1.0, 2.0])
    old = (w * w).sum_all()
    w.set(Tensor([5.0, 5.0]))
    mixed = old + w.sum_all()
    with pytest.raises(core.StaleGradientError):
        mixed.backward()


def test_a_local_derivative_shown_after_set_is_refused():
    w = Var([1.0, 2.0])
    (step,) = list(core.backward_steps(w.sqr().sum_all()))[1:]  # the sqr node
    (edge,) = step.edges
    assert edge.local.to_list() == [2.0, 4.0]
    w.set(Tensor([5.0, 5.0]))
    with pytest.raises(core.StaleGradientError, match="local derivative"):
        edge.local


# --- every tensor sharing the variable's buffer counts: its detach() and its views -----------------

# How a tensor sharing x's buffer is made, and how a result reads it: each gives y, whose gradient
# with respect to w reads x's values as they were when y was computed.
_SHARING = {
    "detach": lambda x: x.detach(),
    "reshape": lambda x: x.reshape((2, 1)),
    "unsqueeze": lambda x: x.unsqueeze(0),
    "transpose": lambda x: x.reshape((1, 2)).transpose(0, 1),
    "broadcast_as": lambda x: x.broadcast_as((3, 2)),
    "detach_of_view": lambda x: x.reshape((2, 1)).detach(),
    "clone_detach": lambda x: x.clone().detach(),
}


@pytest.mark.parametrize("update", ["set", "sgd_step"])
@pytest.mark.parametrize("share", list(_SHARING), ids=list(_SHARING))
@pytest.mark.parametrize("walk", ["backward", "create_graph", "steps", "tape", "forward"])
def test_a_result_made_from_a_tensor_sharing_the_buffer_is_refused_after_an_update(update, share, walk):
    w, x = Var(1.0, dtype="f64"), Var([2.0, 3.0], dtype="f64")
    with Tape() as tape:
        shared = _SHARING[share](x)
        y = w.broadcast_mul(shared).sum_all()  # dy/dw = Σ shared, read from x's buffer
    before = shared.numpy().sum()
    grads = y.backward()
    assert grads[w].to_scalar() == before
    if update == "set":
        x.set(Tensor([5.0, 7.0], dtype="f64"))
    else:
        x.sgd_step(Tensor([1.0, 1.0], dtype="f64"), 0.5)
    assert shared.numpy().sum() != before  # the shared buffer did change
    with pytest.raises(core.StaleGradientError):
        if walk == "backward":
            y.backward()[w]
        elif walk == "create_graph":
            y.backward(create_graph=True)[w]
        elif walk == "steps":
            list(core.backward_steps(y))
        elif walk == "forward":  # w moves; its edge's local derivative is the shared values
            y.forward_tangents({w: 1.0})
        else:
            tape.backward(y)


@pytest.mark.parametrize("share", ["reshape", "transpose", "broadcast_as"])
def test_a_gradient_computed_on_demand_from_a_view_is_refused_after_an_update(share):
    x, c = Var([2.0, 3.0], dtype="f64"), Tensor(1.0, dtype="f64")
    shared = _SHARING[share](x)
    grads = shared.broadcast_mul(c).sum_all().backward()  # d/dc = Σ shared, computed when asked
    x.set(Tensor([5.0, 7.0], dtype="f64"))
    with pytest.raises(core.StaleGradientError):
        grads[c]


def test_a_product_with_a_detached_variable_is_refused_after_set():
    # y = w · x.detach() with x = 2: dy/dw = 2, whatever x becomes afterwards
    w, x = Var(1.0, dtype="f64"), Var(2.0, dtype="f64")
    y = w * x.detach()
    assert y.backward().get(w).to_scalar() == 2.0
    x.set(Tensor(5.0, dtype="f64"))
    with pytest.raises(core.StaleGradientError):
        y.backward().get(w)


def test_a_result_made_from_a_detach_after_the_update_runs_as_usual():
    w, x = Var(1.0, dtype="f64"), Var(2.0, dtype="f64")
    seen = x.detach()
    x.set(Tensor(5.0, dtype="f64"))
    assert (w * seen).backward().get(w).to_scalar() == 5.0  # made after: x's new values, rightly


def test_a_copy_or_a_computed_result_owns_its_buffer_and_is_never_stale():
    w, x = Var(1.0, dtype="f64"), Var([2.0, 3.0], dtype="f64")
    for own in (x.copy(), x * 1.0, x.sqr(), Tensor(x), x.to_dtype("f32").to_dtype("f64")):
        assert own._version is None
    y = w.broadcast_mul(x.detach().copy()).sum_all()
    x.set(Tensor([5.0, 7.0], dtype="f64"))
    assert y.backward().get(w).to_scalar() == 5.0
