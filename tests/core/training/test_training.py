"""A Training prepared for descent: its inputs and parameters as tensors, its loss as a function."""

import numpy as np
import pytest

from gradwalk.core.training.descent import DescentError, run_descent
from gradwalk.core.training.training import Training, prepare

X = np.array([1.0, 2.0, 3.0])
Y = np.array([3.0, 5.0, 7.0])  # y = 2x + 1
LINE = "e = x.broadcast_mul(w).broadcast_add(b) - y\nloss = (e * e).mean_all()"


def test_a_training_with_start_values_descends_to_the_line():
    training = Training(loss=LINE, inputs={"x": X, "y": Y}, params={"w": 0.0, "b": 0.0}, lr=0.1, steps=2000)
    descent = prepare(training)
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps)
    assert result.final.params["w"] == pytest.approx(2.0, abs=1e-6)
    assert result.final.params["b"] == pytest.approx(1.0, abs=1e-6)


def test_a_var_the_loss_program_makes_is_the_one_descended_with_its_own_dtype():
    own = ('w = var(0.5, dtype="f32")\nb = var(0.0, dtype="f32")\n'
           + LINE.replace("x.", 'x.to_dtype("f32").').replace("- y", '- y.to_dtype("f32")'))
    training = Training(loss=own, inputs={"x": X, "y": Y}, params={"w": None, "b": None}, lr=0.1, steps=3)
    descent = prepare(training)
    assert descent.params["w"].dtype == "f32"
    assert descent.params["w"].to_scalar() == 0.5  # where the program starts it
    before = float(descent.loss_fn().to_scalar())
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps)
    assert result.final.loss < before
    # The program's assignment is replaced by the descended Var at every step, not made afresh.
    assert float(descent.loss_fn().to_scalar()) == pytest.approx(result.final.loss, rel=1e-6)
    assert descent.params["w"].to_scalar() != 0.5


def test_the_same_descent_with_start_values_or_the_programs_own_vars():
    own = 'w = var(0.0, dtype="f64")\nb = var(0.0, dtype="f64")\n' + LINE
    runs = []
    for loss, params in ((LINE, {"w": 0.0, "b": 0.0}), (own, {"w": None, "b": None})):
        training = Training(loss=loss, inputs={"x": X, "y": Y}, params=params, lr=0.05, steps=50)
        descent = prepare(training)
        runs.append(run_descent(descent.loss_fn, descent.params, training.lr, training.steps).final)
    assert runs[0].loss == runs[1].loss
    assert runs[0].params == runs[1].params


@pytest.mark.parametrize("made", ['w = tensor(0.0)\n', 'w = var(1, dtype="u32")\n', ""])
def test_a_parameter_the_program_does_not_make_as_a_float_var_is_refused(made):
    loss = made + "loss = x.sum_all()"  # no w at all, a constant w, an integer Var w
    training = Training(loss=loss, inputs={"x": X}, params={"w": None}, lr=0.1, steps=1)
    with pytest.raises(DescentError, match="w"):
        prepare(training)
