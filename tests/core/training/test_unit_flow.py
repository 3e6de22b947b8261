"""How much gradient reaches each hidden unit, and which units are saturated (core/training/training.py,
`unit_flow`), as the unit pictures show them while a classifier trains."""

import numpy as np
import pytest

from gradwalk.core.engine import Tensor
from gradwalk.core.expr import Program
from gradwalk.core.engine.layers import SATURATED_SHARE
from gradwalk.core.training.training import unit_flow

CODE = '''
W = var(randn((2, 4), seed=1, dtype="f64") * {scale})
V = var(randn((4, 1), seed=2, dtype="f64"))
h = (X @ W).{activation}()
loss = (h @ V).mean_all()
'''


def run(activation: str, scale: float, rows: int = 50):
    X = Tensor(np.random.default_rng(0).normal(size=(rows, 2)), dtype="f64", name="X")
    values = Program(CODE.format(activation=activation, scale=scale), known_names=("X",)).run({"X": X})
    return values, rows


@pytest.mark.parametrize("activation", ["tanh", "sigmoid", "relu"])
def test_the_gradient_reaching_each_unit_is_backwards_own(activation):
    values, rows = run(activation, 0.5)
    (gradients, saturated), = unit_flow(values, ["h"]).values()
    # loss = mean(h @ V): every row's ∂loss/∂h is Vᵀ / rows, whatever the activation
    expected = np.abs(values["V"].numpy()[:, 0]) / rows
    assert np.allclose(gradients, expected, rtol=1e-12)
    assert saturated == (False,) * 4  # small weights: every unit in its steep middle


def test_units_with_huge_weights_are_saturated_where_their_activation_is_flat():
    values, _ = run("tanh", 200.0)
    (_, saturated), = unit_flow(values, ["h"]).values()
    h = values["h"].numpy()
    flat = np.mean(1 - h * h < 0.05, axis=0) >= SATURATED_SHARE
    assert saturated == tuple(bool(f) for f in flat) and any(saturated)
    values, _ = run("relu", 200.0)
    assert unit_flow(values, ["h"])["h"][1] == (False,) * 4  # relu is never flat: dead units say it


def test_a_name_that_is_no_hidden_result_is_left_out():
    values, _ = run("tanh", 0.5)
    assert set(unit_flow(values, ["h", "nothing", "W"])) == {"h"}  # W is a leaf: no step visits it
