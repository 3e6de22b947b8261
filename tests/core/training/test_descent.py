"""Gradient descent with backward() and Var.set (core/descent.py), on small made-up problems.

The problem here is a line through five invented points; its exact answer comes from
tests/core/lessons/line_reference.py, and every step can be redone in plain numpy to check the engine.
"""

import math
import warnings

import numpy as np
import pytest

from gradwalk.core import Tensor, Var
from tests.core.lessons.line_reference import closed_form_line
from tests.device import NOT_COUNTED, REAL_CUDA
from gradwalk.core.training.descent import DescentError, DescentResult, DescentStep, descend, run_descent

DEVICES = [
    "cpu",
    pytest.param("cuda", marks=pytest.mark.device),  # the stand-in for cupy, or a GPU: tests/device.py
]

X = np.array([-1.0, -0.5, 0.0, 0.5, 1.0])
Y = np.array([0.2, 1.1, 1.9, 3.2, 3.9])  # roughly 2x + 2, not exactly on a line


def line_problem(dtype="f64", device="cpu", w0=0.0, b0=0.0):
    x = Tensor(X, dtype=dtype, device=device)
    y = Tensor(Y, dtype=dtype, device=device)
    w = Var(w0, dtype=dtype, device=device, name="w")
    b = Var(b0, dtype=dtype, device=device, name="b")

    def loss_fn():
        return x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()

    return loss_fn, {"w": w, "b": b}


def numpy_descent(lr, steps, w=0.0, b=0.0):
    """The same descent in plain numpy: the loss after each update, and the final w, b."""
    losses = []
    for _ in range(steps):
        err = w * X + b - Y
        w, b = w - lr * 2 * np.mean(err * X), b - lr * 2 * np.mean(err)
        err = w * X + b - Y
        losses.append(float(np.mean(err * err)))
    return losses, w, b


# --- what a descent yields ------------------------------------------------------------------------


@pytest.mark.parametrize("device", DEVICES)
def test_converges_to_the_closed_form(device):
    loss_fn, params = line_problem(device=device)
    records = list(descend(loss_fn, params, lr=0.3, steps=300))
    w_exact, b_exact = closed_form_line(X, Y)
    final = records[-1]
    assert abs(final.params["w"] - w_exact) < 1e-10
    assert abs(final.params["b"] - b_exact) < 1e-10
    assert params["w"].to_scalar() == final.params["w"]  # the Vars themselves were updated
    assert params["w"].device == device


def test_records_count_numbering_and_types():
    loss_fn, params = line_problem()
    records = list(descend(loss_fn, params, lr=0.1, steps=7))
    assert [r.step for r in records] == [1, 2, 3, 4, 5, 6, 7]
    for r in records:
        assert isinstance(r, DescentStep)
        assert type(r.loss) is float and r.finite is True
        assert set(r.params) == {"w", "b"}
        assert all(type(v) is float for v in r.params.values())
    with pytest.raises(AttributeError):
        records[0].step = 3  # frozen


def test_vector_params_are_recorded_as_lists():
    w = Var([0.0, 0.0], dtype="f64")
    target = Tensor([1.0, -2.0], dtype="f64")
    records = list(descend(lambda: w.sub(target).sqr().sum_all(), {"w": w}, lr=0.25, steps=3))
    # ∂/∂w = 2(w − t): w moves halfway to t at each step
    assert records[0].params["w"] == [0.5, -1.0]
    assert records[2].params["w"] == [0.875, -1.75]


def test_loss_is_the_loss_after_the_update():
    loss_fn, params = line_problem()
    before = loss_fn().to_scalar()
    for record in descend(loss_fn, params, lr=0.1, steps=20):
        # recomputed right after k updates, with the params as they are now
        assert record.loss == loss_fn().to_scalar()
        assert record.params == {name: p.to_scalar() for name, p in params.items()}
    first = next(descend(*line_problem(), lr=0.1, steps=1))
    assert first.loss < before  # not the loss before the step


def test_steps_match_a_numpy_descent():
    loss_fn, params = line_problem()
    records = list(descend(loss_fn, params, lr=0.1, steps=50))
    losses, w, b = numpy_descent(0.1, 50)
    np.testing.assert_allclose([r.loss for r in records], losses, rtol=1e-12)
    assert records[-1].params["w"] == pytest.approx(w, rel=1e-12)
    assert records[-1].params["b"] == pytest.approx(b, rel=1e-12)


@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_steps_are_the_lessons_var_set_loop_bit_for_bit(dtype):
    # descend updates with Var.sgd_step; the lesson writes w.set(w - grad * lr): same numbers
    loss_fn, params = line_problem(dtype)
    records = list(descend(loss_fn, params, lr=0.1, steps=30))
    loss_fn, fresh = line_problem(dtype)
    w, b = fresh["w"], fresh["b"]
    by_hand = []
    for _ in range(30):
        grads = loss_fn().backward()
        w_new, b_new = w - grads[w] * 0.1, b - grads[b] * 0.1
        w.set(w_new)
        b.set(b_new)
        by_hand.append((loss_fn().to_scalar(), w.to_scalar(), b.to_scalar()))
    assert [(r.loss, r.params["w"], r.params["b"]) for r in records] == by_hand


def test_one_forward_per_step_plus_one_eagerly_and_two_in_all_replayed():
    loss_fn, params = line_problem()
    calls = []

    def counted():
        calls.append(1)
        return loss_fn()

    list(descend(counted, params, lr=0.1, steps=10, replay=False))
    assert len(calls) == 11
    calls.clear()
    loss_fn, params = line_problem()
    records = list(descend(counted, params, lr=0.1, steps=10))
    assert len(calls) == 2  # the loss before the first step, and the step recorded: then replayed
    assert [r.replayed for r in records] == [False] + [True] * 9


def test_zero_steps_yield_nothing_and_change_nothing():
    loss_fn, params = line_problem(w0=1.5)
    assert list(descend(loss_fn, params, lr=0.1, steps=0)) == []
    assert params["w"].to_scalar() == 1.5


# --- stopping -------------------------------------------------------------------------------------


def test_should_stop_ends_the_descent_early():
    loss_fn, params = line_problem()
    seen = []
    records = descend(loss_fn, params, lr=0.1, steps=100, should_stop=lambda: len(seen) >= 3)
    for record in records:
        seen.append(record)
    assert [r.step for r in seen] == [1, 2, 3]
    assert params["w"].to_scalar() == seen[-1].params["w"]


def test_should_stop_before_the_first_step_changes_nothing():
    loss_fn, params = line_problem(w0=0.25)
    assert list(descend(loss_fn, params, lr=0.1, steps=10, should_stop=lambda: True)) == []
    assert params["w"].to_scalar() == 0.25


def test_breaking_out_leaves_the_params_at_the_last_update():
    loss_fn, params = line_problem()
    gen = descend(loss_fn, params, lr=0.1, steps=100)
    for record in gen:
        if record.step == 5:
            break
    gen.close()
    assert record.step == 5
    assert params["w"].to_scalar() == record.params["w"]
    assert params["b"].to_scalar() == record.params["b"]
    _, w, b = numpy_descent(0.1, 5)
    assert params["w"].to_scalar() == pytest.approx(w, rel=1e-12)


def test_a_learning_rate_changed_between_steps_is_the_next_steps_own():
    # five steps at 0.1, then five at 0.3: as two descents, the second from where the first left
    loss_fn, params = line_problem()
    taken = []

    def lr_now():
        rate = 0.1 if len(taken) < 5 else 0.3
        taken.append(rate)
        return rate

    records = list(descend(loss_fn, params, lr=0.1, steps=10, lr_now=lr_now))
    assert taken == [0.1] * 5 + [0.3] * 5  # asked once before each step
    losses, w, b = numpy_descent(0.1, 5)
    more, w, b = numpy_descent(0.3, 5, w, b)
    assert [r.loss for r in records] == pytest.approx(losses + more, rel=1e-12)
    assert (records[-1].params["w"], records[-1].params["b"]) == pytest.approx((w, b), rel=1e-12)


def test_run_descent_keeps_the_losses_asked_for():
    loss_fn, params = line_problem()
    result = run_descent(loss_fn, params, lr=0.1, steps=40, report_steps=(40, 1, 10))
    losses, _, _ = numpy_descent(0.1, 40)
    assert isinstance(result, DescentResult)
    assert list(result.losses) == [1, 10, 40]
    for step, loss in result.losses.items():
        assert loss == pytest.approx(losses[step - 1], rel=1e-12)
    assert result.final.step == 40 and result.diverged is False


def test_run_descent_stopped_early():
    loss_fn, params = line_problem()
    count = iter(range(1000))
    result = run_descent(loss_fn, params, 0.1, 40, report_steps=(1, 40),
                         should_stop=lambda: next(count) >= 4)
    assert result.final.step == 4
    assert list(result.losses) == [1]


@pytest.mark.parametrize("step", [0, 41, 2.5, True])
def test_run_descent_refuses_report_steps_outside_the_run(step):
    loss_fn, params = line_problem()
    with pytest.raises(DescentError, match="report_steps"):
        run_descent(loss_fn, params, 0.1, 40, report_steps=(step,))


# --- divergence -----------------------------------------------------------------------------------


def test_divergence_is_recorded_not_raised_nor_warned():
    loss_fn, params = line_problem()
    settings = np.geterr()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an overflow warning would fail the test here
        records = []
        for record in descend(loss_fn, params, lr=5.0, steps=400):
            assert np.geterr() == settings  # the silencing does not leak into the caller's code
            records.append(record)
    assert len(records) == 400  # it kept going
    assert records[0].finite
    assert not records[-1].finite
    first_bad = next(i for i, r in enumerate(records) if not r.finite)
    assert all(not r.finite for r in records[first_bad:])
    assert not math.isfinite(records[-1].loss)
    assert np.geterr() == settings


def test_run_descent_says_it_diverged():
    loss_fn, params = line_problem()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        huge = run_descent(loss_fn, params, lr=5.0, steps=400)
    assert huge.diverged and not huge.final.finite
    loss_fn, params = line_problem()
    growing = run_descent(loss_fn, params, lr=1.5, steps=10)  # still finite, but growing
    assert growing.final.finite and growing.diverged


def test_run_descent_keeps_what_it_needs_to_say_how_it_diverged():
    start = float(np.mean(Y * Y))  # w = b = 0
    loss_fn, params = line_problem()
    growing = run_descent(loss_fn, params, lr=1.5, steps=10)
    assert growing.start_loss == pytest.approx(start, rel=1e-15)
    assert growing.first_non_finite is None
    assert growing.last_finite_loss == growing.final.loss

    loss_fn, params = line_problem()
    records = list(descend(loss_fn, params, lr=5.0, steps=400))
    loss_fn, params = line_problem()
    huge = run_descent(loss_fn, params, lr=5.0, steps=400)
    first_bad = next(i for i, r in enumerate(records) if not r.finite)
    assert huge.first_non_finite == records[first_bad]
    assert huge.last_finite_loss == records[first_bad - 1].loss
    assert math.isfinite(huge.last_finite_loss) and huge.last_finite_loss > 1e200

    loss_fn, params = line_problem()
    calm = run_descent(loss_fn, params, lr=0.3, steps=20)
    assert not calm.diverged and calm.first_non_finite is None
    assert calm.last_finite_loss == calm.final.loss < calm.start_loss


# --- mistakes -------------------------------------------------------------------------------------


def test_a_param_the_loss_does_not_use_is_named_before_any_update():
    loss_fn, params = line_problem(w0=0.5)
    params["unused"] = Var(1.0, dtype="f64")
    records = descend(loss_fn, params, lr=0.1, steps=10)
    with pytest.raises(DescentError, match="'unused'"):
        next(records)
    assert params["w"].to_scalar() == 0.5  # nothing was updated


@pytest.mark.parametrize("lr", [0.0, -0.1, float("nan"), float("inf"), "0.1", None])
def test_bad_learning_rates(lr):
    loss_fn, params = line_problem()
    with pytest.raises(DescentError, match="learning rate"):
        descend(loss_fn, params, lr=lr, steps=3)


def test_bad_params_and_steps():
    loss_fn, params = line_problem()
    with pytest.raises(DescentError, match="'x'"):
        descend(loss_fn, {"x": Tensor(1.0)}, lr=0.1, steps=3)
    with pytest.raises(DescentError, match="same variable"):
        descend(loss_fn, {"w": params["w"], "w2": params["w"]}, lr=0.1, steps=3)
    with pytest.raises(DescentError, match="u32"):
        descend(loss_fn, {"n": Var(1, dtype="u32")}, lr=0.1, steps=3)
    with pytest.raises(DescentError, match="non-empty"):
        descend(loss_fn, {}, lr=0.1, steps=3)
    with pytest.raises(DescentError, match="steps"):
        descend(loss_fn, params, lr=0.1, steps=-1)
    with pytest.raises(DescentError, match="loss_fn"):
        descend(loss_fn(), params, lr=0.1, steps=3)


def test_a_loss_that_is_not_a_single_number():
    w = Var([1.0, 2.0], dtype="f64")
    with pytest.raises(DescentError, match=r"shape \(2,\)"):
        next(descend(lambda: w.sqr(), {"w": w}, lr=0.1, steps=3))


# --- dtypes ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("device", DEVICES)
def test_f32_stays_f32(device):
    loss_fn, params = line_problem(dtype="f32", device=device)
    records = list(descend(loss_fn, params, lr=0.3, steps=100))
    assert all(p.dtype == "f32" for p in params.values())
    assert loss_fn().dtype == "f32"
    for value in records[-1].params.values():
        assert float(np.float32(value)) == value  # an f32 number, seen as a Python float
    assert float(np.float32(records[-1].loss)) == records[-1].loss
    w_exact, _ = closed_form_line(X, Y)
    assert abs(records[-1].params["w"] - w_exact) < 1e-5


# --- a held-out loss, measured at every step -------------------------------------------------------

X_HELD = np.array([1.5, 2.0, -2.0])
Y_HELD = np.array([5.5, 5.0, -1.0])


def held_out_fn_for(params, dtype="f64"):
    x, y = Tensor(X_HELD, dtype=dtype), Tensor(Y_HELD, dtype=dtype)

    def held_out_fn():
        return x.broadcast_mul(params["w"]).broadcast_add(params["b"]).sub(y).sqr().mean_all()

    return held_out_fn


def test_held_out_losses_are_the_loss_at_each_steps_parameters_on_the_held_out_rows():
    loss_fn, params = line_problem()
    records = list(descend(loss_fn, params, lr=0.1, steps=20, held_out_fn=held_out_fn_for(params)))
    for record in records:
        w, b = record.params["w"], record.params["b"]
        assert record.held_out_loss == pytest.approx(np.mean((w * X_HELD + b - Y_HELD) ** 2), rel=1e-12)
    # measuring changes nothing of the descent itself
    plain_loss_fn, plain = line_problem()
    plain_records = list(descend(plain_loss_fn, plain, lr=0.1, steps=20))
    assert [r.loss for r in records] == [r.loss for r in plain_records]
    assert [r.params for r in records] == [r.params for r in plain_records]
    assert all(r.held_out_loss is None for r in plain_records)


def test_run_descent_keeps_the_held_out_losses_at_the_report_steps():
    loss_fn, params = line_problem()
    result = run_descent(loss_fn, params, lr=0.1, steps=50, report_steps=[1, 50],
                         held_out_fn=held_out_fn_for(params))
    assert list(result.held_out_losses) == [1, 50]
    w, b = params["w"].to_scalar(), params["b"].to_scalar()
    assert result.held_out_losses[50] == pytest.approx(np.mean((w * X_HELD + b - Y_HELD) ** 2), rel=1e-12)
    assert result.held_out_losses[50] != result.losses[50]
    loss_fn, params = line_problem()
    assert run_descent(loss_fn, params, lr=0.1, steps=5, report_steps=[5]).held_out_losses == {}


def test_held_out_fn_must_be_a_function():
    loss_fn, params = line_problem()
    with pytest.raises(DescentError, match="held_out_fn"):
        descend(loss_fn, params, lr=0.1, steps=5, held_out_fn=3)


@pytest.mark.device
def test_a_step_on_the_device_brings_back_only_its_record(device_cuda):
    if REAL_CUDA:
        pytest.skip(NOT_COUNTED)
    loss_fn, params = line_problem(device="cuda")
    records = descend(loss_fn, params, lr=0.1, steps=20)
    next(records)
    counts = device_cuda.crossings
    counts.reset()
    for _ in range(10):
        next(records)
    # per step: the loss and each of the two parameters come back once; nothing goes over
    assert (counts.to_host, counts.to_device) == (10 * 3, 0)
