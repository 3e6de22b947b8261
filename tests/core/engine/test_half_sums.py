"""Sums and means of f16 tensors add up in f32 and round once (core/engine/ops.py), as numpy's
mean and PyTorch do: in f16 itself, ten thousand 10s overflow to inf and a count of 70,000 is
inf. Each result is compared with the exact f64 answer rounded to f16."""

import numpy as np
import pytest

from gradwalk.core import Tensor, Var


def _f16(value):
    with np.errstate(over="ignore"):  # a sum past 65504 is inf in f16, rightly
        return np.asarray(value, dtype=np.float64).astype(np.float16)


def test_f16_means_of_many_values():
    assert Tensor(np.full(10_000, 10.0), dtype="f16").mean_all().to_scalar() == 10.0
    assert Tensor(np.full(70_000, 0.5), dtype="f16").mean_all().to_scalar() == 0.5


CASES = {  # (values, shape to reshape to, dims reduced by the keepdim forms)
    "large_values": (np.full(10_000, 10.0), (100, 100), (0, 1)),
    "long_rows": (np.full(70_000, 0.5), (7, 10_000), (1,)),
    "tenths": (np.full(30_000, 0.1), (3, 10_000), (1,)),
    "mixed": (np.random.default_rng(3).normal(scale=300.0, size=20_000), (4, 5_000), (1,)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_f16_reductions_round_the_exact_answer(case):
    values, shape, dims = CASES[case]
    exact = _f16(values).astype(np.float64)  # the numbers the tensor holds, exactly
    x = Tensor(values, dtype="f16")
    assert x.sum_all().numpy() == _f16(exact.sum())
    np.testing.assert_allclose(x.mean_all().numpy().astype(np.float64), exact.mean(), rtol=1e-3)
    grid, exact_grid = x.reshape(shape), exact.reshape(shape)
    np.testing.assert_allclose(grid.sum_keepdim(dims).numpy().astype(np.float64),
                               _f16(exact_grid.sum(axis=dims, keepdims=True)).astype(np.float64),
                               rtol=1e-3)
    np.testing.assert_allclose(grid.mean_keepdim(dims).numpy().astype(np.float64),
                               exact_grid.mean(axis=dims, keepdims=True), rtol=1e-3, atol=1e-3)
    for result in (x.sum_all(), x.mean_all(), grid.sum_keepdim(dims), grid.mean_keepdim(dims)):
        assert result.dtype == "f16" and result.numpy().dtype == np.float16


@pytest.mark.parametrize("create_graph", [False, True])
@pytest.mark.parametrize("count", [10_000, 70_000, 100_000])
def test_the_gradient_of_an_f16_mean_is_one_over_the_count(count, create_graph):
    x = Var(np.ones(count), dtype="f16")
    for result, n in ((x.mean_all(), count), (x.reshape((10, count // 10)).mean_keepdim(1).sum_all(), count // 10)):
        grad = result.backward(create_graph=create_graph)[x].numpy()
        assert grad.dtype == np.float16
        assert (grad == _f16(1.0 / n)).all(), (grad[:3], _f16(1.0 / n))


def test_broadcast_gradients_fold_back_in_f32_for_f16():
    # b, of shape (1,), is stretched over 70,000 elements: its gradient adds up 70,000 ones
    a, b = Var(np.zeros(70_000), dtype="f16"), Var([0.0], dtype="f16")
    grads = a.broadcast_add(b).mean_all().backward()  # each share is 1/70000; they add up to 1
    np.testing.assert_allclose(float(grads[b].numpy()[0]), 1.0, rtol=2e-3)
    c = Var(np.zeros((2, 40_000)), dtype="f16")
    grads = c.broadcast_mul(Var(1.0, dtype="f16")).sum_all().backward()
    assert grads.get(c).numpy().sum(dtype=np.float64) == 80_000
