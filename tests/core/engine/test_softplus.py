"""softplus, ln(1 + eˣ): finite where the naive formula is not, and the cross-entropy built on it."""

import warnings

import numpy as np
import pytest

from gradwalk.core import Tensor, Var


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
def test_softplus_is_x_far_above_zero_and_tiny_far_below(dtype):
    x = Var([-1000.0, -40.0, 0.0, 40.0, 1000.0] if dtype != "f16" else [-60.0, -12.0, 0.0, 12.0, 60000.0],
            dtype=dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no overflow warning on the way
        y = x.softplus()
        g = y.sum_all().backward().get(x).numpy()
    values = y.numpy().astype(np.float64)
    big = float(x.numpy()[-1])
    assert np.isfinite(values).all()
    assert values[-1] == big  # ln(1 + eˣ) is x to the last bit there; 1 + eˣ alone is inf
    assert values[2] == pytest.approx(np.log(2.0), rel=1e-3)
    assert 0.0 <= values[0] < 1e-20 or dtype == "f16"
    assert g[-1] == 1.0 and g[0] == pytest.approx(0.0, abs=1e-5)  # σ at both ends
    assert g[2] == pytest.approx(0.5)


def test_cross_entropy_from_the_logit_is_finite_where_the_sigmoid_rounds_to_one():
    z = Var(40.0, dtype="f64")  # a confident logit, on a point whose label is 0
    y = Tensor(0.0, dtype="f64")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # log(0) warns; the point is what it gives
        naive = -(y * z.sigmoid().log() + (1 - y) * (1 - z.sigmoid()).log())
    assert z.sigmoid().to_scalar() == 1.0  # σ(40) rounds to 1 in f64
    assert naive.to_scalar() == float("inf")
    stable = z.softplus() - y * z
    assert stable.to_scalar() == pytest.approx(40.0, rel=1e-15)
    # Its gradient is σ(z) − y: how far the predicted probability is from the label.
    assert stable.backward().get(z).to_scalar() == pytest.approx(1.0)


def test_second_derivative_through_create_graph_is_the_sigmoids_slope():
    x = Var([-2.0, 0.0, 1.5], dtype="f64")
    first = x.softplus().sum_all().backward(create_graph=True).get(x)
    second = first.sum_all().backward().get(x).numpy()
    s = 1 / (1 + np.exp(-x.numpy()))
    np.testing.assert_allclose(second, s * (1 - s), rtol=1e-12)
