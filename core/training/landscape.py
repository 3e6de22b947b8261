"""The loss landscape of the line: the mean squared error over a grid of (w, b), for drawing.

The descent walks a path through the plane of the parameters w and b; drawn over the loss of every
point of that plane, it shows why a learning rate too large overshoots and why standardised pages
walk straight to the optimum. `line_loss_grid` computes that loss with the engine, for the whole
grid at once: w is laid along one axis of a 3-d tensor, b along another and the data along the
third, so that one broadcast expression evaluates every point, with no backward pass and no loop.

    x (1, 1, N)  ·  w (1, W, 1)   -> (1, W, N)
    + b (B, 1, 1)                 -> (B, W, N)
    − y (1, 1, N), squared, mean over the last axis -> (B, W, 1) -> (B, W)

`landscape_bounds` chooses the window to draw: the optimum and the paths, without letting a path
that diverged stretch the window until nothing else can be seen; `line_optimum` gives the optimum
in closed form.
"""

from __future__ import annotations

import math

import numpy as np

from gradwalk.core.engine import Tensor

__all__ = ["line_loss_grid", "landscape_bounds", "line_optimum"]

# A path point further from the optimum and the start points than this many times their span
# (on either axis) is left out of the window.
DIVERGED_SPANS = 10.0


def line_loss_grid(
    x: np.ndarray, y: np.ndarray, w_values: np.ndarray, b_values: np.ndarray, dtype: str = "f64"
) -> np.ndarray:
    """mean((w·x + b − y)²) at every (w, b) of the grid, as a float64 array of shape (B, W).

    Row i, column j holds the loss at w = w_values[j], b = b_values[i] (rows follow b, as the
    vertical axis of a picture). Computed with the engine in `dtype` ("f64" or "f32"), on plain
    tensors: nothing is recorded for backward. Points where the loss overflows hold inf.
    """
    x = np.asarray(x, dtype=np.float64).reshape(-1)
    y = np.asarray(y, dtype=np.float64).reshape(-1)
    w_values = np.asarray(w_values, dtype=np.float64).reshape(-1)
    b_values = np.asarray(b_values, dtype=np.float64).reshape(-1)
    if x.shape != y.shape:
        raise ValueError(f"x and y must hold as many values, got {x.size} and {y.size}")
    n, width, height = x.size, w_values.size, b_values.size
    if n == 0:
        return np.full((height, width), np.nan)
    xs = Tensor(x, dtype=dtype).reshape((1, 1, n))
    ys = Tensor(y, dtype=dtype).reshape((1, 1, n))
    ws = Tensor(w_values, dtype=dtype).reshape((1, width, 1))
    bs = Tensor(b_values, dtype=dtype).reshape((height, 1, 1))
    with np.errstate(over="ignore", invalid="ignore"):  # a far corner of the grid may overflow
        loss = xs.broadcast_mul(ws).broadcast_add(bs).broadcast_sub(ys).sqr().mean_keepdim(2)
        grid = loss.reshape((height, width)).numpy()
    return grid.astype(np.float64)


def line_optimum(x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """The (w, b) of least squares, in closed form and float64; (nan, nan) when x is constant."""
    x = np.asarray(x, dtype=np.float64).reshape(-1)
    y = np.asarray(y, dtype=np.float64).reshape(-1)
    if x.size == 0 or x.shape != y.shape:
        raise ValueError(f"x and y must hold as many values, at least one, got {x.size} and {y.size}")
    x_mean, y_mean = x.mean(), y.mean()
    centred = x - x_mean
    spread = float((centred * centred).sum())
    if spread == 0 or not math.isfinite(spread):
        return math.nan, math.nan
    w = float((centred * (y - y_mean)).sum() / spread)
    return w, float(y_mean - w * x_mean)


def landscape_bounds(
    paths: list[tuple[np.ndarray, np.ndarray]],
    optimum: tuple[float, float] | None,
    margin: float = 0.25,
) -> tuple[float, float, float, float]:
    """(w_min, w_max, b_min, b_max): a window holding the optimum and the paths' finite points.

    Each path is (w values, b values), one per step. The optimum and each path's first finite point
    (where it started) always fit; a path point that is not finite, or lies further than
    `DIVERGED_SPANS` times their span from them, is left out, so a run that explodes does not
    shrink everything else to a dot. The window is widened by `margin` of its size on each side.
    """
    anchors_w, anchors_b = [], []
    if optimum is not None and all(math.isfinite(v) for v in optimum):
        anchors_w.append(float(optimum[0]))
        anchors_b.append(float(optimum[1]))
    finite_paths = []
    for ws, bs in paths:
        ws = np.asarray(ws, dtype=np.float64).reshape(-1)
        bs = np.asarray(bs, dtype=np.float64).reshape(-1)
        if ws.shape != bs.shape:
            raise ValueError(f"a path's w and b must hold as many values, got {ws.size} and {bs.size}")
        finite = np.isfinite(ws) & np.isfinite(bs)
        ws, bs = ws[finite], bs[finite]
        if ws.size:
            anchors_w.append(float(ws[0]))
            anchors_b.append(float(bs[0]))
            finite_paths.append((ws, bs))
    if not anchors_w:
        return -1.0, 1.0, -1.0, 1.0
    w_lo, w_hi = _capped_range(anchors_w, [ws for ws, _ in finite_paths],
                               [bs for _, bs in finite_paths], anchors_b)
    b_lo, b_hi = _capped_range(anchors_b, [bs for _, bs in finite_paths],
                               [ws for ws, _ in finite_paths], anchors_w)
    return (*_widened(w_lo, w_hi, margin), *_widened(b_lo, b_hi, margin))


def _cap(anchors: list[float]) -> tuple[float, float]:
    """How far from the anchors a kept point may lie, as (low, high)."""
    lo, hi = min(anchors), max(anchors)
    span = hi - lo
    if span == 0:
        span = max(abs(lo), 1.0)
    return lo - DIVERGED_SPANS * span, hi + DIVERGED_SPANS * span


def _capped_range(anchors, values, other_values, other_anchors):
    """The range on one axis of the anchors and of the path points kept on both axes."""
    lo, hi = _cap(anchors)
    other_lo, other_hi = _cap(other_anchors)
    low, high = min(anchors), max(anchors)
    for mine, other in zip(values, other_values):
        kept = (mine >= lo) & (mine <= hi) & (other >= other_lo) & (other <= other_hi)
        if kept.any():
            low = min(low, float(mine[kept].min()))
            high = max(high, float(mine[kept].max()))
    return low, high


def _widened(lo: float, hi: float, margin: float) -> tuple[float, float]:
    span = hi - lo
    if span == 0:
        span = max(abs(lo), 1.0)
    return lo - margin * span, hi + margin * span
