"""Every contribution the walk passes back must have its input's shape, once broadcasts are folded.

A backward rule that returns a gradient of the wrong shape is a bug in the op table; the walk must
say so, naming the operation, rather than hand back a gradient of the wrong shape.
"""

import dataclasses

import numpy as np
import pytest

from gradwalk.core import OPS, BackwardError, Tape, Tensor, Var, backward_steps
from gradwalk.core.engine.gradmath import folded_axes


@pytest.fixture
def transpose_with_a_wrong_rule(monkeypatch):
    """The transpose op, its backward rule forgetting to transpose back: (3, 2) for a (2, 3) input."""
    wrong = dataclasses.replace(OPS["transpose"], vjps=(lambda F, g, y, x, dim0, dim1: g,))
    monkeypatch.setitem(OPS, "transpose", wrong)


def _loss(w):
    return w.transpose(0, 1).sum_all()


def test_the_fixture_really_breaks_the_rule(transpose_with_a_wrong_rule):
    w = Var(np.arange(6.0).reshape(2, 3), dtype="f64")
    y = w.transpose(0, 1)
    assert y.shape == (3, 2)  # the forward still works; only the rule is wrong


@pytest.mark.parametrize("walk", ["backward", "steps", "create_graph", "tape"])
def test_a_wrong_shaped_gradient_is_an_error_naming_the_op(transpose_with_a_wrong_rule, walk):
    w = Var(np.arange(6.0).reshape(2, 3), dtype="f64")
    with pytest.raises(BackwardError) as info:
        if walk == "tape":
            with Tape() as tape:
                loss = _loss(w)
            tape.backward(loss)
        else:
            loss = _loss(w)
            if walk == "backward":
                loss.backward()
            elif walk == "steps":
                list(backward_steps(loss))
            else:
                loss.backward(create_graph=True)
    message = str(info.value)
    assert "transpose" in message and "(3, 2)" in message and "(2, 3)" in message


def test_a_plain_input_s_gradient_is_checked_when_asked_for(monkeypatch):
    # A plain tensor's share is computed on demand; the check runs then, with the same words.
    mul = OPS["mul"]
    wrong_b = lambda F, g, y, a, b: F.transpose(F.mul(g, a), 0, 1)  # noqa: E731
    monkeypatch.setitem(OPS, "mul", dataclasses.replace(mul, vjps=(mul.vjps[0], wrong_b)))
    w = Var(np.ones((2, 3)))
    c = Tensor(np.ones((2, 3)))
    loss = w.mul(c).sum_all()
    grads = loss.backward()
    np.testing.assert_array_equal(grads[w].numpy(), np.ones((2, 3)))
    with pytest.raises(BackwardError, match="the backward rule of mul .*\\(3, 2\\)"):
        grads.get(c)


def test_broadcast_gradients_are_still_folded_back():
    # The check must not refuse the shapes broadcasting legitimately makes.
    w = Var(np.ones((1, 3)), dtype="f64")
    b = Var(2.0, dtype="f64")
    x = Tensor(np.arange(12.0).reshape(4, 3), dtype="f64")
    loss = x.broadcast_mul(w).broadcast_add(b).sum_all()
    grads = loss.backward()
    assert grads[w].shape == (1, 3) and grads[b].shape == ()
    np.testing.assert_array_equal(grads[w].numpy(), x.numpy().sum(axis=0, keepdims=True))
    assert grads[b].to_scalar() == 12.0


@pytest.mark.parametrize("shape, target, axes", [
    ((4, 3), (1, 3), (0,)),
    ((4, 3), (3,), (0,)),
    ((2, 4, 3), (4, 1), (0, 2)),
    ((3,), (3,), ()),
    ((3, 2), (2, 3), None),  # a transpose, not a broadcast
    ((3,), (1, 3), None),  # fewer axes than the input: nothing to fold
    ((4, 3), (2, 3), None),
])
def test_folded_axes(shape, target, axes):
    assert folded_axes(shape, target) == axes
