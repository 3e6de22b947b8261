"""Record once, replay (core/engine/trace.py): the replayed step gives the eager step's numbers to
the last bit, its guards say what changed, and what it cannot replay faithfully is refused."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gradwalk.core import OPS, Tensor, Var
from gradwalk.core.engine.trace import BACKWARD, FORWARD, ONCE, UPDATE, TraceRefused, record_step
from gradwalk.core.training.descent import descend
from tests.core.engine.engine_cases import UNCOVERED, make_case
from tests.core.engine.random_graphs import STEPS, build

STEPS_RUN = 12


def exact(records):
    """A descent's numbers, as text that tells every bit (and nan from nan)."""
    return [repr((r.step, r.loss, r.params, r.finite, r.held_out_loss, r.accuracy)) for r in records]


def line(n=52, seed=0, dtype="f64"):
    rng = np.random.default_rng(seed)
    x = Tensor(rng.uniform(0, 3, n), dtype=dtype, name="x")
    y = Tensor(2 * rng.uniform(0, 3, n) + 1, dtype=dtype, name="y")
    return x, y


def both(make, steps=STEPS_RUN, lr=0.05, **kwargs):
    """The same descent eagerly and replayed: `make()` gives (loss_fn, params) afresh."""
    runs = []
    for replay in (False, True):
        loss_fn, params = make()
        runs.append(list(descend(loss_fn, params, lr, steps, replay=replay, **kwargs)))
    return runs


@pytest.mark.parametrize("dtype", ["f64", "f32", "f16"])
def test_the_lessons_line_replays_bit_for_bit_in_every_float_type(dtype):
    x, y = line(dtype=dtype)

    def make():
        w, b = Var(0.0, dtype=dtype, name="w"), Var(0.0, dtype=dtype, name="b")
        return lambda: x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all(), {"w": w, "b": b}

    eager, replayed = both(make, steps=40)
    assert exact(eager) == exact(replayed)
    assert [r.replayed for r in replayed] == [False] + [True] * 39  # the first step records
    assert not any(r.replayed for r in eager)


@settings(max_examples=60, deadline=None)
@given(steps=STEPS, seed=st.integers(0, 2**16), dtype=st.sampled_from(["f64", "f32"]))
def test_random_loss_programs_replay_bit_for_bit(steps, seed, dtype):
    def make():
        rng = np.random.default_rng(seed)
        a, b = (Var(rng.normal(size=(2, 3)), dtype=dtype, name=n) for n in "ab")
        c = Tensor(rng.normal(size=(2, 3)), dtype=dtype, name="c")
        row = Var(rng.normal(size=(3,)), dtype=dtype, name="row")
        params = {"a": a, "b": b, "row": row}

        def loss_fn():
            return build(steps, a, b, c, row)
        used = {name: var for name, var in params.items() if loss_fn().backward().get(var) is not None}
        return loss_fn, used

    if not make()[1]:
        return  # a program that reads no parameter: no descent to compare
    eager, replayed = both(make, lr=0.03)
    assert exact(eager) == exact(replayed)
    assert sum(r.replayed for r in replayed) == STEPS_RUN - 1


def test_the_program_lists_backward_update_forward_with_the_programs_names():
    x, y = line()
    w, b = Var(0.5, dtype="f64", name="w"), Var(0.0, dtype="f64", name="b")
    trace = record_step(lambda: [x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()], [w, b])
    parts = [instruction.part for instruction in trace.program]
    assert parts == sorted(parts, key=[BACKWARD, UPDATE, FORWARD].index)  # in the order they run
    listing = trace.listing()
    assert "w -= lr · d_w" in listing and "b -= lr · d_b" in listing
    assert "t1 = broadcast_mul(x, w)" in listing
    assert any(text.startswith("d_w = vjp broadcast_mul[1]") for text in listing)
    assert len(trace) == len(trace.program)


def test_a_value_read_back_is_refused_and_the_descent_runs_eagerly_saying_why():
    x, y = line()

    def make():
        w = Var(0.0, dtype="f64", name="w")

        def loss_fn():
            fit = x.broadcast_mul(w).sub(y)
            if w.to_scalar() > 1.0:  # a branch on a value: another program past 1
                fit = fit.affine(0.5, 0.0)
            return fit.sqr().mean_all()
        return loss_fn, {"w": w}

    eager, replayed = both(make, steps=30, lr=0.02)
    assert exact(eager) == exact(replayed)
    assert not any(r.replayed for r in replayed)
    assert "to_scalar" in replayed[0].note and "w" in replayed[0].note
    w = Var(0.0, dtype="f64", name="w")
    with pytest.raises(TraceRefused, match="numpy") as refused:
        record_step(lambda: [x.broadcast_mul(Tensor(w.numpy(), dtype="f64")).sub(y).sqr().mean_all()], [w])
    assert len(refused.value.results) == 1  # the forward pass ran: its results are good


def test_a_conversion_is_refused():
    x, y = line()
    w = Var(0.0, dtype="f64", name="w")
    with pytest.raises(TraceRefused, match="to_dtype"):
        record_step(lambda: [x.broadcast_mul(w).to_dtype("f32").to_dtype("f64").sub(y).sqr().mean_all()], [w])


def test_a_detached_result_is_read_anew_at_every_replay_without_a_gradient():
    x, y = line()

    def make():
        w = Var(0.3, dtype="f64", name="w")

        def loss_fn():
            fit = x.broadcast_mul(w)
            return fit.sub(fit.detach().affine(0.5, 0.0)).sub(y).sqr().mean_all()
        return loss_fn, {"w": w}

    eager, replayed = both(make, steps=20)
    assert exact(eager) == exact(replayed)
    assert sum(r.replayed for r in replayed) == 19


def test_the_tensors_the_recording_made_hold_each_replays_values_clones_too():
    x, y = line()
    w, b = Var(0.0, dtype="f64", name="w"), Var(0.0, dtype="f64", name="b")
    kept = {}

    def forward():
        z = x.broadcast_mul(w).broadcast_add(b)
        kept["z"] = z.clone()
        return [z.sub(y).sqr().mean_all()]

    loss = forward()[0]
    grads = loss.backward()
    for var in (w, b):
        var.sgd_step(grads[var], 0.1)
    trace = record_step(forward, [w, b])
    for _ in range(3):
        assert trace.check() is None
        trace.replay(0.1)
    again = x.broadcast_mul(w).broadcast_add(b)  # the forward pass eagerly, at the values now
    assert kept["z"].numpy().tolist() == again.numpy().tolist()
    assert trace.results[0].to_scalar() == again.sub(y).sqr().mean_all().to_scalar()
    assert w.version == 4  # each update counted, as sgd_step counts them


def test_data_alone_is_computed_once_and_again_when_new_data_of_the_same_kind_are_fed():
    x, y = line()
    w = Var(0.0, dtype="f64", name="w")

    def forward(x=x, y=y):
        standard = x.broadcast_sub(x.mean_all()).broadcast_div(x.sqr().mean_all().sqrt())
        return [standard.broadcast_mul(w).sub(y).sqr().mean_all()]

    forward()[0].backward()  # a step taken before the recording, as a descent takes one
    trace = record_step(forward, [w])
    once = [i for i in trace.program if i.part == ONCE]
    assert len(once) == 6 and trace.inputs() == ["x", "y"]  # the standardising: data alone
    assert len(trace) == len(trace.program) - 6  # not replayed at every step
    trace.replay(0.1)
    new_x, new_y = line(seed=1)
    trace.feed({"x": new_x, "y": new_y})
    assert trace.check() is None  # the same shape, dtype and device: the program fits
    trace.replay(0.1)
    assert trace.results[0].to_scalar() == forward(new_x, new_y)[0].to_scalar()


def test_a_guard_failing_says_which_and_why():
    x, y = line()
    w = Var(0.0, dtype="f64", name="w")
    trace = record_step(lambda: [x.broadcast_mul(w).sub(y).sqr().mean_all()], [w])
    trace.feed({"x": line(n=40)[0]})
    assert trace.check() == "the shape of x was (52,) when the step was recorded and is (40,) now"
    trace.feed({"x": line(dtype="f32")[0]})
    assert trace.check() == "the dtype of x was 'f64' when the step was recorded and is 'f32' now"
    with pytest.raises(TraceRefused, match="no data named 'z'"):
        trace.feed({"z": x})


def test_a_descent_reads_data_replaced_under_it_by_data_of_the_same_kind():
    def make():
        x, y = line()
        w = Var(0.0, dtype="f64", name="w")
        steps = [0]

        def loss_fn():
            return x.broadcast_mul(w).sub(y).sqr().mean_all()

        def should_stop():  # other rows of the same number before step 6
            steps[0] += 1
            if steps[0] == 6:
                x._data, y._data = line(seed=7)[0]._data, line(seed=7)[1]._data
            return False
        return loss_fn, {"w": w}, should_stop

    runs = []
    for replay in (False, True):
        loss_fn, params, should_stop = make()
        runs.append(list(descend(loss_fn, params, 0.05, 12, replay=replay, should_stop=should_stop)))
    eager, replayed = runs
    assert exact(eager) == exact(replayed)
    assert sum(r.replayed for r in replayed) == 11


def test_a_loss_that_is_not_one_number_is_refused():
    x, y = line()
    w = Var(0.0, dtype="f64", name="w")
    with pytest.raises(TraceRefused, match="single number"):
        record_step(lambda: [x.broadcast_mul(w).sub(y)], [w])


def test_data_held_in_a_variable_and_set_in_place_is_read_anew_and_what_it_makes_again():
    """A Var the descent does not update, set between two replays: its new values are read, and
    what the program computed from it alone is computed again, as an eager step would."""
    x, y = line()
    scale = Var(1.0, dtype="f64", name="scale")  # data here: not among the parameters
    w = Var(0.0, dtype="f64", name="w")

    def forward():
        return [x.broadcast_mul(scale.sqr()).broadcast_mul(w).sub(y).sqr().mean_all()]

    forward()[0].backward()
    trace = record_step(forward, [w])
    assert any(i.part == ONCE and "sqr" in i.text for i in trace.program)  # scale² computed once
    scale.set(Tensor(3.0, dtype="f64"))
    assert trace.check() is None
    trace.replay(0.01)
    assert trace.results[0].to_scalar() == forward()[0].to_scalar()


OPERATION_NAMES = sorted(name for name in OPS if name not in UNCOVERED and OPS[name].vjps is not None)


@pytest.mark.parametrize("name", OPERATION_NAMES)
@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_every_operation_replays_bit_for_bit_in_a_descent(name, dtype):
    """Each differentiable operation of the engine's table inside a loss, descended eagerly and
    replayed: the same numbers (a conversion is refused and runs eagerly: the same numbers too)."""
    def make():
        case = make_case(name, seed=3)
        tensors = [Var(np.asarray(values, dtype=np.float64), dtype=dtype, name=f"v{k}")
                   for k, values in enumerate(case.inputs)]

        def loss_fn():
            return case.call(*tensors, *case.params).sqr().sum_all()
        return loss_fn, {f"v{k}": t for k, t in enumerate(tensors)}

    eager, replayed = both(make, steps=6, lr=0.01)
    assert exact(eager) == exact(replayed)
    if name != "to_dtype":
        assert sum(r.replayed for r in replayed) == 5, replayed[0].note
