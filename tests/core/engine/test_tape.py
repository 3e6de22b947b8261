"""The tape (core/engine/tape.py): what it records, its gradients against the graph's, seeds."""

import numpy as np
import pytest

from gradwalk.core import BackwardError, DTypeError, Tape, Tensor, Var


# --- the tape ------------------------------------------------------------------------------------------------


def _regression_data():
    rng = np.random.default_rng(7)
    x = Tensor(rng.uniform(1, 10, 8), dtype="f64", name="x")
    y = Tensor(rng.uniform(0, 5, 8), dtype="f64", name="y")
    return x, y


def _mse(x, y, w, b):
    pred = x.broadcast_mul(w)
    shifted = pred.broadcast_add(b)
    err = shifted.sub(y)
    sq = err.sqr()
    return [pred, shifted, err, sq, sq.mean_all()]


def test_tape_agrees_with_the_graph():
    # loss = mean((x·w + b − y)²): ∂/∂w = 2·mean(e·x), ∂/∂b = 2·mean(e), with e = x·w + b − y
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64", name="w"), Var(-0.5, dtype="f64", name="b")
    with Tape() as tape:
        *intermediates, loss = _mse(x, y, w, b)
    on_tape = tape.backward(loss)
    in_graph = loss.backward()
    for v in (w, b):
        assert abs(on_tape[v].to_scalar() - in_graph[v].to_scalar()) < 1e-12
    e = x.numpy() * 0.3 - 0.5 - y.numpy()
    assert on_tape[w].to_scalar() == pytest.approx(2 * np.mean(e * x.numpy()), rel=1e-12)
    assert on_tape[b].to_scalar() == pytest.approx(2 * np.mean(e), rel=1e-12)


def test_tape_has_a_gradient_for_every_node_on_the_path():
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    with Tape() as tape:
        pred, shifted, err, sq, loss = _mse(x, y, w, b)
    grads = tape.backward(loss)
    path = [x, w, b, y, pred, shifted, err, sq, loss]
    assert len(tape) == 9  # 4 leaves + 5 operations
    assert len(grads) == 9
    for t in path:
        assert t in grads
        assert grads[t].shape == t.shape
    n = x.numel
    e = err.numpy()
    assert grads[loss].to_scalar() == 1.0
    np.testing.assert_allclose(grads[sq].numpy(), np.full(n, 1 / n))  # ∂mean/∂sq = 1/n
    np.testing.assert_allclose(grads[err].numpy(), 2 * e / n)  # ∂/∂e = 2e/n
    np.testing.assert_allclose(grads[y].numpy(), -2 * e / n)  # ∂/∂y = −2e/n
    np.testing.assert_allclose(grads[x].numpy(), 2 * e / n * 0.3)  # ∂/∂x = 2e·w/n
    # leaves come before the operations that use them
    ops = [entry.op_name for entry in tape.entries]
    assert ops[:2] == ["leaf", "leaf"] and ops[-1] == "mean_all"
    for entry in tape.entries:
        assert all(i < entry.index for i in entry.inputs)


def test_graph_keeps_fewer_gradients_than_the_tape():
    # the graph mode returns the variables and the plain tensors next to the graph (x and y)
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    loss = _mse(x, y, w, b)[-1]
    grads = loss.backward()
    assert len(grads) == 4
    assert all(t in grads for t in (x, y, w, b))


def test_operations_outside_the_block_are_not_recorded():
    x, y = _regression_data()
    w, b = Var(0.3, dtype="f64"), Var(-0.5, dtype="f64")
    with Tape() as tape:
        loss = _mse(x, y, w, b)[-1]
    recorded = len(tape)
    later = loss.affine(2.0, 0.0)
    assert len(tape) == recorded
    assert tape.index_of(later) is None
    with pytest.raises(BackwardError):
        tape.backward(later)


def test_tape_with_plain_tensors_only():
    # everything on the tape is recorded, variables or not: ∂Σa²/∂a = 2a
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        loss = a.sqr().sum_all()
    assert loss.op is None  # the graph mode has nothing
    assert loss.backward().get(a) is None
    assert tape.backward(loss)[a].to_list() == [2.0, -4.0, 6.0]


def test_nested_tapes_both_record():
    # "Inside `with Tape() as tape:`, every operation is appended to the tape"
    x = Var([1.0, 2.0], dtype="f64")
    with Tape() as outer:
        a = x.sqr()
        with Tape() as inner:
            b = a.sum_all()
    assert inner.backward(b)[a].to_list() == [1.0, 1.0]
    assert outer.backward(b)[x].to_list() == [2.0, 4.0]  # 2x


def test_tape_seed_weights_the_gradient():
    # seed s on v = a²: s · 2a
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        v = a.sqr()
    assert tape.backward(v, seed=Tensor([1.0, 0.0, 0.5], dtype="f64"))[a].to_list() == [2.0, 0.0, 3.0]


@pytest.mark.parametrize(
    "seed, error",
    [(Tensor(1.0, dtype="f64"), BackwardError), (Tensor([[1.0], [1.0]], dtype="f64"), BackwardError),
     (Tensor([1.0, 1.0, 1.0], dtype="f32"), DTypeError), ([1.0, 1.0, 1.0], BackwardError)],
    ids=["scalar", "stretched", "dtype", "list"],
)
def test_tape_refuses_a_bad_seed_as_backward_does(seed, error):
    a = Tensor([1.0, -2.0, 3.0], dtype="f64")
    with Tape() as tape:
        v = a.sqr()
    with pytest.raises(error):
        tape.backward(v, seed=seed)


def test_tape_refuses_an_integer_result():
    with Tape() as tape:
        total = Tensor([1, 2], dtype="u32").sum_all()
    with pytest.raises(DTypeError):
        tape.backward(total)
