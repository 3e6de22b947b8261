"""Cutting a polyline at a rectangle's edges, for files that keep no clip (SVG).

`clip_polyline(x, y, (left, right, bottom, top))` gives the pieces of the line that lie inside:
each segment is cut where it crosses an edge (Liang and Barsky's parametric test), and pieces that
do not join are separated by a NaN, as pyqtgraph's `connect="finite"` draws them. Points inside
stay exactly as they were; segments with a point that is not finite are left out.
"""

from __future__ import annotations

import numpy as np

__all__ = ["clip_polyline"]


def clip_polyline(x: np.ndarray, y: np.ndarray,
                  bounds: tuple[float, float, float, float]) -> tuple[np.ndarray, np.ndarray]:
    """The parts of the line through (x[k], y[k]) inside `bounds` = (left, right, bottom, top)."""
    left, right, bottom, top = bounds
    x = np.asarray(x, dtype=np.float64).ravel()
    y = np.asarray(y, dtype=np.float64).ravel()
    if x.size < 2:
        keep = (x >= left) & (x <= right) & (y >= bottom) & (y <= top)
        return x[keep], y[keep]
    x0, y0, x1, y1 = x[:-1], y[:-1], x[1:], y[1:]
    dx, dy = x1 - x0, y1 - y0
    finite = np.isfinite(x0) & np.isfinite(y0) & np.isfinite(x1) & np.isfinite(y1)
    t_in = np.zeros(x0.size)
    t_out = np.ones(x0.size)
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - bottom), (dy, top - y0)):
            ratio = q / p
            parallel = p == 0
            outside = parallel & (q < 0)  # parallel to this edge and beyond it
            t_in = np.where(~parallel & (p < 0), np.maximum(t_in, ratio), t_in)
            t_out = np.where(~parallel & (p > 0), np.minimum(t_out, ratio), t_out)
            t_out = np.where(outside, -1.0, t_out)
    shown = finite & (t_in <= t_out)
    # a segment's start: the point itself where it is inside (t = 0), else where it enters
    start_x = np.where(t_in > 0, x0 + t_in * dx, x0)
    start_y = np.where(t_in > 0, y0 + t_in * dy, y0)
    end_x = np.where(t_out < 1, x0 + t_out * dx, x1)
    end_y = np.where(t_out < 1, y0 + t_out * dy, y1)
    out_x: list[float] = []
    out_y: list[float] = []
    for k in np.flatnonzero(shown).tolist():
        # this segment goes on from the last one where that one ended on its own end point
        joined = k > 0 and shown[k - 1] and t_out[k - 1] >= 1 and t_in[k] <= 0
        if not joined:
            if out_x:
                out_x.append(np.nan)
                out_y.append(np.nan)
            out_x.append(float(start_x[k]))
            out_y.append(float(start_y[k]))
        out_x.append(float(end_x[k]))
        out_y.append(float(end_y[k]))
    return np.array(out_x), np.array(out_y)
