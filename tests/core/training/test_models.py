"""The lesson's models as data (core/models.py), and lesson 4's figures reproduced with them.

The figures are the lesson's own (/work/shared/figures/lesson4.json), written here as the lesson
prints them; `assert_printed` checks a value to half a unit in the last printed digit. Those tests
need the course's builds.csv (fixture `builds_csv`, skipped without it); the tests at the end run
on the project's demo data instead.
"""

from decimal import Decimal
import warnings

import numpy as np
import pytest

from gradwalk.core import Tensor, Var, graph_snapshot
from gradwalk.core.lessons.datasets import load_csv, load_lesson_data
from gradwalk.core.training.descent import descend, run_descent
from gradwalk.core.expr import ExpressionError
from gradwalk.core.training.models import LOGISTIC_EXAMPLE, MODELS, ModelError, ModelSpec
from tests.core.lessons.line_reference import closed_form_line, mse, standardize
from tests.core.training.model_helpers import (
    Gradient,
    ThreeWays,
    build_loss_fn,
    gradient_three_ways,
    line_gradient_by_hand,
    logistic_gradient_by_hand,
    make_data,
    make_params,
    quadratic_data,
)


def assert_printed(value, printed):
    """`value` rounds to `printed`: within half a unit of its last digit ("4.538e207" → 5e203)."""
    expected = Decimal(printed)
    half_unit = Decimal(5) * Decimal(10) ** (expected.as_tuple().exponent - 1)
    assert abs(Decimal(value) - expected) <= half_unit, f"{value!r} does not print as {printed}"


def test_assert_printed_is_strict():
    assert_printed(495.659, "4.957e2")
    with pytest.raises(AssertionError):
        assert_printed(495.649, "4.957e2")
    assert_printed(-6724.4615384, "-6724.461538")
    with pytest.raises(AssertionError):
        assert_printed(-6724.4615390, "-6724.461538")


# --- the specs ------------------------------------------------------------------------------------


def test_the_models():
    assert set(MODELS) == {"line", "quadratic", "logistic"}
    for name, spec in MODELS.items():
        assert spec.name == name and spec.title and spec.description
        assert "loss" in spec.program().names  # compiles, and assigns the loss
    assert MODELS["line"].data_names == ("x", "y")
    assert MODELS["quadratic"].data_names == ("z", "zz", "y")
    assert MODELS["quadratic"].param_names == ("a", "b", "c")
    assert "sigmoid" not in MODELS["logistic"].loss
    # the sigmoid is built from neg, exp, affine (the 1 + ...) and recip: the recorded graph shows it
    spec = MODELS["logistic"]
    data = make_data(spec, {"x": np.array(LOGISTIC_EXAMPLE["x"]), "y": np.array(LOGISTIC_EXAMPLE["y"])})
    loss = build_loss_fn(spec, data, make_params(spec))()
    recorded = {node.op for node in graph_snapshot(loss).nodes}
    assert {"neg", "exp", "affine", "recip", "broadcast_mul", "sum_keepdim", "squeeze"} <= recorded
    assert "sigmoid" not in recorded


def test_spec_start_values_cannot_be_changed():
    spec = MODELS["logistic"]
    with pytest.raises(TypeError):
        spec.params["b"] = 5.0
    params = make_params(spec)
    params["w"].set(Tensor([9.0, 9.0], dtype="f64"))
    assert make_params(spec)["w"].to_list() == [0.3, -0.2]


def test_a_spec_must_assign_the_loss():
    spec = ModelSpec("bad", "Bad", "total = x.sum_all()", ("x",), {"w": 0.0})
    with pytest.raises(ModelError, match="'loss'"):
        spec.program()
    bad_syntax = ModelSpec("bad", "Bad", "loss = x.sigmoidd()", ("x",), {})
    with pytest.raises(ExpressionError, match="sigmoid"):
        bad_syntax.program()
    with pytest.raises(ModelError, match="both"):
        ModelSpec("bad", "Bad", "loss = x", ("x",), {"x": 0.0})


def test_make_params():
    params = make_params(MODELS["line"])
    assert set(params) == {"w", "b"}
    assert all(isinstance(p, Var) and p.dtype == "f64" and p.shape == () for p in params.values())
    assert params["w"].name == "w"
    started = make_params(MODELS["line"], dtype="f32", start={"w": 2.5})
    assert (started["w"].to_scalar(), started["b"].to_scalar(), started["w"].dtype) == (2.5, 0.0, "f32")
    logistic = make_params(MODELS["logistic"])
    assert logistic["w"].shape == (2,) and logistic["w"].to_list() == [0.3, -0.2]
    with pytest.raises(ModelError, match="'q'"):
        make_params(MODELS["line"], start={"q": 1.0})


def test_build_loss_fn_compiles_once_and_follows_the_params():
    spec = MODELS["line"]
    data = make_data(spec, {"x": [1.0, 2.0], "y": [3.0, 5.0]})
    params = make_params(spec)
    loss_fn = build_loss_fn(spec, data, params)
    assert loss_fn().to_scalar() == 17.0  # (9 + 25) / 2
    params["w"].set(Tensor(2.0, dtype="f64"))
    params["b"].set(Tensor(1.0, dtype="f64"))
    assert loss_fn().to_scalar() == 0.0  # y = 2x + 1 exactly
    with pytest.raises(ModelError, match="y"):
        build_loss_fn(spec, {"x": data["x"]}, params)
    with pytest.raises(ModelError, match="b"):
        build_loss_fn(spec, data, {"w": params["w"]})


def test_line_gradient_by_hand_against_the_engine():
    x, y = np.array([1.0, 2.0, 4.0]), np.array([2.0, 3.0, 7.0])
    loss, dw, db = line_gradient_by_hand(x, y, 0.5, -1.0)
    err = 0.5 * x - 1.0 - y
    assert loss == pytest.approx(np.mean(err**2))
    ways = gradient_three_ways(x, y, 0.5, -1.0)
    assert ways.loss == pytest.approx(loss, rel=1e-15)
    assert ways.graph == pytest.approx((dw, db), rel=1e-14)
    assert ways.tape == pytest.approx((dw, db), rel=1e-14)


def test_three_ways_sizes():
    ways = gradient_three_ways([1.0, 2.0], [1.0, 0.0])
    assert isinstance(ways, ThreeWays)
    assert ways.graph_gradstore_size == 4  # w, b, and the plain inputs x and y
    # leaves x, w, b, y and the five operations; the tape differentiates every one of them
    assert ways.tape_size == 9
    assert ways.tape_gradients == ways.tape_size
    assert ways.agree(0.0)
    slightly_off = ThreeWays(ways.loss, ways.graph, ways.by_hand,
                             Gradient(ways.tape.dw + 1e-6, ways.tape.db), 4, 9, 9)
    assert not slightly_off.agree(1e-9) and slightly_off.agree(1e-5)


# --- lesson 4 on the course's builds.csv ----------------------------------------------------------


@pytest.fixture
def builds(builds_csv):
    data = load_csv(builds_csv).head(52)
    return data.column("pages"), data.column("build_seconds")


def line_descent(x, y, lr, steps, dtype="f64", report_steps=()):
    spec = MODELS["line"]
    params = make_params(spec, dtype=dtype)
    loss_fn = build_loss_fn(spec, make_data(spec, {"x": x, "y": y}, dtype=dtype), params)
    return run_descent(loss_fn, params, lr, steps, report_steps=report_steps), params


def test_closed_form_and_gradient_three_ways(builds):
    x, y = builds
    w, b = closed_form_line(x, y)
    assert_printed(w, "0.041707")
    assert_printed(b, "9.708880")
    assert_printed(mse(x, y, w, b), "5.908583")

    ways = gradient_three_ways(x, y)
    assert_printed(ways.loss, "314.923077")
    for dw, db in (ways.graph, ways.by_hand, ways.tape):
        assert_printed(dw, "-6724.461538")
        assert_printed(db, "-34.769231")
    assert ways.agree(1e-9)
    assert ways.graph_gradstore_size == 4


def test_raw_pages_lr_3e_5_diverges(builds):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        result, params = line_descent(*builds, lr=3e-5, steps=1000, report_steps=(1, 10, 1000))
    assert_printed(result.losses[1], "4.957e2")
    assert_printed(result.losses[10], "3.373e4")
    assert_printed(result.losses[1000], "4.538e207")
    assert_printed(result.final.params["w"], "-3.4661e101")
    assert_printed(result.final.params["b"], "-1.6887e99")
    assert params["w"].to_scalar() == result.final.params["w"]
    assert result.diverged
    assert result.final.finite  # huge, but still a number in f64


def test_raw_pages_lr_1e_5_crawls(builds):
    result, _ = line_descent(*builds, lr=1e-5, steps=1000, report_steps=(1, 10, 1000))
    assert_printed(result.losses[1], "3.354e1")
    assert_printed(result.losses[10], "1.565e1")
    assert_printed(result.losses[1000], "1.561e1")
    assert_printed(result.final.params["w"], "8.8911e-2")
    assert_printed(result.final.params["b"], "2.0477e-2")
    assert not result.diverged


@pytest.mark.parametrize("dtype, ws, bs, w, b, gap", [
    ("f64", "2.605694", "17.384615", "0.041707", "9.708880", 1e-8),
    ("f32", "2.605694", "17.384611", "0.041707", "9.708877", 1e-5),
])
def test_standardized_pages(builds, dtype, ws, bs, w, b, gap):
    x, y = builds
    z = standardize(x)  # population std, in f64; make_data converts to the dtype at the end
    result, params = line_descent(z.values, y, lr=0.1, steps=100, dtype=dtype)
    assert params["w"].dtype == dtype
    fitted = result.final.params
    assert_printed(fitted["w"], ws)
    assert_printed(fitted["b"], bs)
    raw_w, raw_b = z.to_raw(fitted["w"], fitted["b"])  # in f64, from the dtype's values
    assert_printed(raw_w, w)
    assert_printed(raw_b, b)
    exact_w, exact_b = closed_form_line(x, y)
    assert max(abs(raw_w - exact_w), abs(raw_b - exact_b)) < gap


def test_exercise_1_logistic_gradient():
    # The lesson's own four points (not course data): no builds.csv needed.
    spec = MODELS["logistic"]
    params = make_params(spec)  # w = [0.3, −0.2], b = 0.1, the exercise's point
    loss = build_loss_fn(spec, make_data(spec, dict(LOGISTIC_EXAMPLE)), params)()
    grads = loss.backward()
    assert_printed(loss.to_scalar(), "0.867068")
    dw = grads[params["w"]].to_list()
    assert_printed(dw[0], "0.022982")
    assert_printed(dw[1], "-0.934574")
    assert_printed(grads[params["b"]].to_scalar(), "0.086767")

    by_loss, by_dw, by_db = logistic_gradient_by_hand(
        LOGISTIC_EXAMPLE["x"], LOGISTIC_EXAMPLE["y"], [0.3, -0.2], 0.1)
    assert_printed(by_loss, "0.867068")
    assert_printed(by_dw[0], "0.022982")
    assert_printed(by_dw[1], "-0.934574")
    assert_printed(by_db, "0.086767")
    np.testing.assert_allclose(dw, by_dw, rtol=1e-12)


def test_exercise_2_quadratic(builds):
    x, y = builds
    spec = MODELS["quadratic"]
    params = make_params(spec)
    data = make_data(spec, quadratic_data(standardize(x).values, y))
    result = run_descent(build_loss_fn(spec, data, params), params, 0.05, 2000,
                         report_steps=(1, 100, 2000))
    assert_printed(result.losses[1], "208.415392")
    assert_printed(result.losses[100], "5.952060")
    assert_printed(result.losses[2000], "5.899971")
    assert_printed(result.final.params["a"], "-0.096816")
    assert_printed(result.final.params["b"], "2.603830")
    assert_printed(result.final.params["c"], "17.481431")
    assert result.final.loss < mse(x, y, *closed_form_line(x, y))  # the curve beats the line


# --- the same descent on the project's demo data (no builds.csv needed) ---------------------------


@pytest.fixture
def demo(tmp_path, monkeypatch):
    """The lesson's data with every search folder empty: the project's made-up demo file."""
    for var, folder in (("GRADWALK_DATA", "env"), ("XDG_DATA_HOME", "xdg"), ("HOME", "home"),
                        ("APPDATA", "appdata")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(var, str(tmp_path / folder))
    data = load_lesson_data()
    assert data.is_demo
    return data.column("pages"), data.column("build_seconds")


@pytest.mark.parametrize("dtype, gap", [("f64", 1e-8), ("f32", 1e-4)])
def test_demo_descent_reaches_the_closed_form(demo, dtype, gap):
    x, y = demo
    z = standardize(x)
    result, params = line_descent(z.values, y, lr=0.1, steps=200, dtype=dtype)
    exact_w, exact_b = closed_form_line(x, y)
    raw_w, raw_b = z.to_raw(result.final.params["w"], result.final.params["b"])
    assert abs(raw_w - exact_w) < gap * max(1.0, abs(exact_w))
    assert abs(raw_b - exact_b) < gap * max(1.0, abs(exact_b))
    assert result.final.loss == pytest.approx(mse(x, y, exact_w, exact_b), rel=gap)
    assert not result.diverged


def test_demo_gradient_three_ways(demo):
    x, y = demo
    ways = gradient_three_ways(x, y, 0.1, 2.0)
    assert ways.agree(1e-9)
    _, dw, db = line_gradient_by_hand(x, y, 0.1, 2.0)
    assert ways.graph == pytest.approx((dw, db), rel=1e-12)


def test_demo_quadratic_descent_goes_downhill(demo):
    x, y = demo
    spec = MODELS["quadratic"]
    params = make_params(spec)
    loss_fn = build_loss_fn(spec, make_data(spec, quadratic_data(standardize(x).values, y)), params)
    start = loss_fn().to_scalar()
    losses = [r.loss for r in descend(loss_fn, params, 0.05, 300)]
    assert losses[-1] < start
    assert all(later <= earlier + 1e-12 for earlier, later in zip(losses, losses[1:]))
    assert losses[-1] <= mse(x, y, *closed_form_line(x, y)) + 1e-9
