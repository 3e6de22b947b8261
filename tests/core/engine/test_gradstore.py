"""The GradStore (core/engine/gradstore.py): plain inputs get their gradient only when asked
(deferred), stale gradients after an update, stores that add up, what a store holds."""

import pytest

from gradwalk import core
from gradwalk.core import GradwalkError, MissingGradientError, Tensor, Var, backward_steps


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


# --- what a store holds --------------------------------------------------------------------------------------


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
