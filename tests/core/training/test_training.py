"""A Training prepared for descent: its inputs and parameters as tensors, its loss as a function."""

import numpy as np
import pytest

from gradwalk.core.training.boundary import UNIT_STRIDE
from gradwalk.core.training.descent import DescentError, descend, run_descent
from gradwalk.core.training.training import Training, prepare
from tests.device import CLOSE

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


# --- a classifier: accuracy and boundary ----------------------------------------------------------

POINTS = np.array([[0.0, 0.0], [1.0, 0.2], [0.1, 1.0], [1.0, 1.0], [-1.0, 0.5], [0.5, -1.0]])
LABELS = np.array([[0.0], [1.0], [1.0], [1.0], [0.0], [0.0]])
LOGISTIC = "z = (P @ w).broadcast_add(b)\nloss = (z.softplus() - t * z).mean_all()"


def classifier(**changes):
    settings = dict(loss=LOGISTIC, inputs={"P": POINTS, "t": LABELS},
                    params={"w": [[0.3], [-0.2]], "b": [[0.05]]}, lr=0.5, steps=40,
                    classify={"logit": "z", "labels": "t", "points": "P"})
    settings.update(changes)
    return Training(**settings)


def test_a_classifiers_accuracy_is_the_share_of_rows_whose_logit_sign_matches_the_label():
    training = classifier(held_out={"P": POINTS[:3], "t": 1 - LABELS[:3]})
    descent = prepare(training)
    records = list(descend(descent.loss_fn, descent.params, training.lr, 5, accuracy_fn=descent.accuracy_fn,
                           held_out_fn=descent.held_out_fn, held_out_accuracy_fn=descent.held_out_accuracy_fn))
    w = np.array(records[-1].params["w"])
    b = np.array(records[-1].params["b"])
    z = POINTS @ w + b
    assert records[-1].accuracy == np.mean((z > 0) == (LABELS > 0.5))
    held = POINTS[:3] @ w + b
    assert records[-1].held_out_accuracy == np.mean((held > 0) == (1 - LABELS[:3] > 0.5))
    assert all(0 <= r.accuracy <= 1 for r in records)


def test_a_classifier_whose_logits_are_nan_has_no_accuracy_not_a_perfect_one():
    # every label 0, and a logit of nan: counted as class 0, each row would be "right"
    training = classifier(inputs={"P": POINTS, "t": np.zeros_like(LABELS)}, params={
        "w": [[np.nan], [0.0]], "b": [[0.0]]})
    descent = prepare(training)
    descent.loss_fn()
    assert np.isnan(descent.accuracy_fn())


def test_a_trained_classifier_gets_its_points_right_and_the_result_keeps_the_accuracies():
    training = classifier(steps=400, report=(1, 400))
    descent = prepare(training)
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps,
                         report_steps=training.report, accuracy_fn=descent.accuracy_fn)
    assert set(result.accuracies) == {1, 400}
    assert result.accuracies[400] == 1.0 and result.final.accuracy == 1.0


def test_the_boundary_is_the_models_probability_over_a_grid_around_the_points():
    descent = prepare(classifier())
    picture = descent.boundary_fn()
    size = picture.probabilities.shape[0]
    assert picture.probabilities.shape == (size, size)
    assert picture.x_min < POINTS[:, 0].min() and picture.x_max > POINTS[:, 0].max()
    assert picture.y_min < POINTS[:, 1].min() and picture.y_max > POINTS[:, 1].max()
    # The bottom-left corner of the grid, by hand: σ(x·w₁ + y·w₂ + b).
    z = picture.x_min * 0.3 + picture.y_min * -0.2 + 0.05
    assert picture.probabilities[0, 0] == pytest.approx(1 / (1 + np.exp(-z)), rel=1e-12)
    x_last = picture.x_max * 0.3 + picture.y_min * -0.2 + 0.05
    assert picture.probabilities[0, -1] == pytest.approx(1 / (1 + np.exp(-x_last)), rel=1e-12)


@pytest.mark.parametrize("classify, words", [
    ({"logit": "zz", "labels": "t"}, "never assigns the logit"),
    ({"logit": "z", "labels": "labels"}, "labels 'labels' are not one of the inputs"),
    ({"logit": "z", "labels": "t", "points": "Q"}, "points 'Q' are not one of the inputs"),
])
def test_a_classifier_naming_what_is_not_there_is_refused(classify, words):
    with pytest.raises(DescentError, match=words):
        prepare(classifier(classify=classify))


def test_a_logit_of_another_shape_than_the_labels_is_said():
    training = classifier(loss="z = (P @ w).broadcast_add(b).sum_all()\nloss = z.sqr()", params={
        "w": [[0.3], [-0.2]], "b": [[0.05]]})
    descent = prepare(training)
    descent.loss_fn()
    with pytest.raises(DescentError, match="one logit per label"):
        descent.accuracy_fn()


def test_the_boundary_draws_each_hidden_unit_and_finds_the_silent_ones():
    loss = ("h = (P @ V).relu()\nz = (h @ w).broadcast_add(b)\n"
            "loss = (z.softplus() - t * z).mean_all()")
    # unit 0 is on for points with x > 0; unit 1's weights are negative for every point: silent
    training = classifier(loss=loss, params={"V": [[1.0, -1.0], [0.0, -1.0]], "w": [[1.0], [1.0]],
                                             "b": [[0.0]]}, hidden=("h", "missing"))
    training = Training(**{**training.__dict__, "inputs": {"P": POINTS + [3.0, 3.0], "t": LABELS}})
    descent = prepare(training)
    descent.loss_fn()
    picture = descent.boundary_fn()
    (layer,) = picture.units  # a name the program does not assign is left out
    size = picture.probabilities.shape[0]
    kept = len(range(0, size, UNIT_STRIDE))  # every third point of the grid a side
    assert layer.name == "h" and layer.pictures.shape == (2, kept, kept)
    assert layer.silent == (False, True)
    # unit 0's picture is relu(x) over the grid, row 0 at the bottom
    xs = np.linspace(picture.x_min, picture.x_max, size)[::UNIT_STRIDE]
    np.testing.assert_allclose(layer.pictures[0][0], np.maximum(xs, 0), atol=1e-12)


# --- on the device ----------------------------------------------------------------------------------


@pytest.mark.device
def test_a_classifier_trains_on_the_device_as_on_the_cpu():
    loss = ("h = (P @ V).relu()\nz = (h @ w).broadcast_add(b)\n"
            "loss = (z.softplus() - t * z).mean_all()")
    found = {}
    for device in ("cpu", "cuda"):
        training = classifier(loss=loss, params={"V": [[1.0, -1.0], [0.5, -1.0]], "w": [[1.0], [0.5]],
                                                 "b": [[0.0]]}, hidden=("h",), device=device, steps=30,
                              held_out={"P": POINTS[:3], "t": 1 - LABELS[:3]})
        descent = prepare(training)
        assert {p.device for p in descent.params.values()} == {device}
        records = list(descend(descent.loss_fn, descent.params, training.lr, training.steps,
                               held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                               held_out_accuracy_fn=descent.held_out_accuracy_fn))
        picture = descent.boundary_fn()
        (layer,) = picture.units
        found[device] = ([[r.loss, r.held_out_loss, r.accuracy, r.held_out_accuracy] for r in records],
                         [np.ravel(r.params["V"]) for r in records], picture.probabilities, layer.pictures,
                         layer.silent)
    for cpu, cuda in zip(found["cpu"][:4], found["cuda"][:4]):
        np.testing.assert_allclose(cuda, cpu, **CLOSE)
    assert found["cpu"][4] == found["cuda"][4]


@pytest.mark.device
def test_a_var_the_loss_program_makes_on_the_device_is_the_one_descended():
    own = 'w = var(0.0, dtype="f64", device="cuda")\nb = var(0.0, dtype="f64", device="cuda")\n' + LINE
    training = Training(loss=own, inputs={"x": X, "y": Y}, params={"w": None, "b": None}, lr=0.05, steps=50,
                        device="cuda")
    descent = prepare(training)
    assert descent.params["w"].device == "cuda"
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps)
    plain = Training(loss=LINE, inputs={"x": X, "y": Y}, params={"w": 0.0, "b": 0.0}, lr=0.05, steps=50)
    on_cpu = prepare(plain)
    expected = run_descent(on_cpu.loss_fn, on_cpu.params, plain.lr, plain.steps)
    assert result.final.loss == pytest.approx(expected.final.loss, rel=CLOSE["rtol"], abs=CLOSE["atol"])
    assert result.final.params["w"] == pytest.approx(expected.final.params["w"], rel=CLOSE["rtol"],
                                                     abs=CLOSE["atol"])
