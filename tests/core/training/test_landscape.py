"""The line's loss landscape: the grid computed with the engine, the window around the paths."""

import math
import time
import warnings

import numpy as np
import pytest

from gradwalk.core.training.landscape import landscape_bounds, line_loss_grid, line_optimum


def numpy_grid(x, y, ws, bs):
    """The obvious way: one point at a time."""
    grid = np.empty((len(bs), len(ws)))
    for i, b in enumerate(bs):
        for j, w in enumerate(ws):
            grid[i, j] = np.mean((w * x + b - y) ** 2)
    return grid


@pytest.fixture
def points():
    rng = np.random.default_rng(4)
    x = rng.uniform(20, 400, 52)
    return x, 0.35 * x + 12 + rng.normal(0, 6, 52)


def test_the_grid_is_the_mean_squared_error_at_each_point(points):
    x, y = points
    ws = np.linspace(-1.0, 2.0, 7)
    bs = np.linspace(-40.0, 60.0, 5)
    grid = line_loss_grid(x, y, ws, bs)
    assert grid.shape == (5, 7) and grid.dtype == np.float64
    np.testing.assert_allclose(grid, numpy_grid(x, y, ws, bs), rtol=1e-13, atol=0)


def test_a_200_by_200_grid_on_52_points_is_fast(points):
    x, y = points
    ws, bs = np.linspace(-1, 2, 200), np.linspace(-50, 80, 200)
    line_loss_grid(x, y, ws[:3], bs[:3])  # warm up
    start = time.perf_counter()
    grid = line_loss_grid(x, y, ws, bs)
    assert time.perf_counter() - start < 0.5
    assert grid.shape == (200, 200)
    broadcast = ((ws[None, :, None] * x + bs[:, None, None] - y) ** 2).mean(axis=-1)
    np.testing.assert_allclose(grid, broadcast, rtol=1e-13)


def test_f32_inputs_and_an_f32_computation(points):
    x, y = (v.astype(np.float32) for v in points)
    ws, bs = np.linspace(-1, 2, 11, dtype=np.float32), np.linspace(-30, 30, 9, dtype=np.float32)
    expected = numpy_grid(x.astype(np.float64), y.astype(np.float64),
                          ws.astype(np.float64), bs.astype(np.float64))
    np.testing.assert_allclose(line_loss_grid(x, y, ws, bs), expected, rtol=1e-13)
    in_f32 = line_loss_grid(x, y, ws, bs, dtype="f32")
    assert in_f32.dtype == np.float64
    np.testing.assert_allclose(in_f32, expected, rtol=1e-5)


def test_the_optimum_is_the_least_squares_line(points):
    x, y = points
    w, b = line_optimum(x, y)
    expected_w, expected_b = np.polyfit(x, y, 1)
    assert w == pytest.approx(expected_w, rel=1e-12) and b == pytest.approx(expected_b, rel=1e-12)
    grid = line_loss_grid(x, y, w + np.array([-1e-3, 0, 1e-3]), b + np.array([-1e-1, 0, 1e-1]))
    assert grid.argmin() == 4  # the centre of the 3 × 3 grid around it is its lowest point
    assert all(math.isnan(v) for v in line_optimum(np.ones(5), np.arange(5.0)))


def test_overflowing_corners_hold_inf_without_warnings(points):
    x, y = points
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        grid = line_loss_grid(x, y, np.array([0.0, 1e200]), np.array([0.0]))
    assert math.isfinite(grid[0, 0]) and grid[0, 1] == math.inf


def test_the_bounds_hold_the_optimum_and_the_paths():
    path = (np.linspace(0, 0.4, 50), np.linspace(0, 3, 50))
    w_min, w_max, b_min, b_max = landscape_bounds([path], (0.35, 12.0))
    assert w_min < 0 < 0.4 < w_max and b_min < 0 < 12 < b_max
    # a margin of a quarter of the span on each side
    assert (w_min, w_max) == pytest.approx((-0.1, 0.5))
    assert (b_min, b_max) == pytest.approx((-3.0, 15.0))


def test_the_bounds_ignore_a_diverging_path():
    steady = (np.linspace(0, 0.35, 100), np.linspace(0, 12, 100))
    steps = np.arange(200)
    # oscillates with a growing amplitude, overflows to inf, then nan
    exploding_w = np.where(steps % 2 == 0, 1.0, -1.0) * 1.5 ** steps
    exploding_w[150:] = np.inf
    exploding_w[180:] = np.nan
    exploding = (exploding_w, exploding_w * 0.01)
    alone = landscape_bounds([steady], (0.35, 12.0))
    both = landscape_bounds([steady, exploding], (0.35, 12.0))
    assert all(math.isfinite(v) for v in both)
    # Anchors: the optimum and both starts, w in [0, 1] and b in [0, 12]; points further than ten
    # spans from them (w outside [-10, 11]) are left out: the swings up to 1.5⁴ and −1.5⁵ stay.
    low, high = -1.5 ** 5, 1.5 ** 4
    margin = 0.25 * (high - low)
    assert both[:2] == pytest.approx((low - margin, high + margin))
    b_margin = 0.25 * (12 - low * 0.01)
    assert both[2:] == pytest.approx((low * 0.01 - b_margin, 12 + b_margin))
    assert alone == pytest.approx((-0.0875, 0.4375, -3.0, 15.0))


def test_the_bounds_without_paths_or_optimum():
    assert landscape_bounds([], None) == (-1.0, 1.0, -1.0, 1.0)
    w_min, w_max, b_min, b_max = landscape_bounds([], (2.0, -3.0))
    assert w_min < 2 < w_max and b_min < -3 < b_max
    # a nan optimum (x constant) is left out; a path that was never finite is too
    assert landscape_bounds([(np.array([np.nan]), np.array([1.0]))], (math.nan, math.nan)) == (
        -1.0, 1.0, -1.0, 1.0)
