"""Where each edge's label goes: beside its own curve, over nothing else.

A label says what an edge does in the walk (`∂/∂w = c = [4, 5, 6]`, then what it passed), so it
must be read whole and next to its edge. For each edge, in the gap before the node it enters, the
candidates are spots just above and just below the curve, nearest the target first; the first spot
whose rectangle meets no box, no badge, no label placed before and no curve (its own included: an
edge through a label reads as struck through) is taken. Plain numpy geometry, no Qt: the view turns
its items into rectangles and its curves into polylines.

When some label finds no free spot, `place_labels` says which: the view then spreads the layout out
and asks again. It runs on a job's thread, and checks the job's budget at each edge
(core/engine/budget.py): a newer edit stops it there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from gradwalk.core.engine import check_budgets

__all__ = ["Rect", "EdgeShape", "place_labels", "segments_meet_rect"]

Rect = tuple[float, float, float, float]  # left, top, right, bottom

CLEARANCE = 3.0  # between a label and its curve
STEP = 10.0  # between candidate spots along the gap
BOX_MARGIN = 6.0  # the room kept free around a box (the view passes boxes grown by it)


@dataclass(frozen=True)
class EdgeShape:
    """An edge as the placement sees it: its curve as points (x rising), its label's size, and the
    gap it crosses before its target (where its label belongs)."""

    key: tuple
    points: np.ndarray  # (n, 2)
    size: tuple[float, float]  # the label's width and height
    gap: tuple[float, float]  # the x of the gap's left side and of the target box's left side


def segments_meet_rect(segments: np.ndarray, rect: Rect) -> np.ndarray:
    """For each segment (x1, y1, x2, y2) of an (n, 4) array, whether it meets the rectangle."""
    return _segments_meet_rects(segments, np.asarray([rect], dtype=float))[0]


def _segments_meet_rects(segments: np.ndarray, rects: np.ndarray) -> np.ndarray:
    """(rectangles, segments): whether each segment of an (n, 4) array meets each rectangle of an
    (m, 4) one, all pairs in one numpy pass."""
    left, top, right, bottom = (rects[:, i:i + 1] for i in range(4))
    x1, y1, x2, y2 = segments[:, 0], segments[:, 1], segments[:, 2], segments[:, 3]
    near = ((np.maximum(x1, x2) >= left) & (np.minimum(x1, x2) <= right)
            & (np.maximum(y1, y2) >= top) & (np.minimum(y1, y2) <= bottom))
    dx, dy = x2 - x1, y2 - y1
    # the side of the segment's line each corner is on: all on one side, the line misses the box
    sides = [dx * (cy - y1) - dy * (cx - x1) for cx, cy in ((left, top), (right, top),
                                                              (left, bottom), (right, bottom))]
    above = (sides[0] > 0) & (sides[1] > 0) & (sides[2] > 0) & (sides[3] > 0)
    below = (sides[0] < 0) & (sides[1] < 0) & (sides[2] < 0) & (sides[3] < 0)
    return near & ~above & ~below


def _heights_over(points: np.ndarray, lefts: np.ndarray, rights: np.ndarray) -> tuple[np.ndarray, ...]:
    """For each span [left, right]: the curve's highest and lowest y over it, and whether the curve
    is there at all."""
    xs, ys = points[:, 0], points[:, 1]
    inside = (xs[None, :] >= lefts[:, None]) & (xs[None, :] <= rights[:, None])  # (spans, points)
    high = np.where(inside, ys[None, :], np.inf).min(axis=1)
    low = np.where(inside, ys[None, :], -np.inf).max(axis=1)
    found = inside.any(axis=1)
    for ends in (lefts, rights):  # the curve at the ends of each span, between its points
        on = (xs[0] <= ends) & (ends <= xs[-1])
        at = np.interp(ends, xs, ys)
        high = np.where(on, np.minimum(high, at), high)
        low = np.where(on, np.maximum(low, at), low)
        found |= on
    return high, low, found


LIFTS = (0.0, 8.0, 18.0)  # how far from the curve a label is tried: right beside it, then further


def _candidates(edge: EdgeShape) -> list[np.ndarray]:
    """Spots for the edge's label, best first, in rows of rectangles (n, 4), one array per lift:
    nearest the target, then further back along the gap; above and below the curve at each.
    A lift's spots are tried together (one numpy pass each, not a Python call per spot)."""
    width, height = edge.size
    gap_left, gap_right = edge.gap
    # the label's centre when it ends just before the box (clear of the box's margin), and when it
    # starts just after the boxes of the column before
    right_most = gap_right - BOX_MARGIN - 1 - width / 2
    left_most = min(right_most, max(gap_left + BOX_MARGIN + 1 + width / 2, edge.points[0, 0] + width / 2))
    centres = np.arange(right_most, left_most - 0.5, -STEP)
    if not len(centres):
        centres = np.array([right_most])
    high, low, found = _heights_over(edge.points, centres - width / 2, centres + width / 2)
    centres, high, low = centres[found], high[found], low[found]
    left, right = centres - width / 2, centres + width / 2
    lifted = []
    for lift in LIFTS:
        above = np.stack([left, high - CLEARANCE - lift - height, right, high - CLEARANCE - lift], axis=1)
        below = np.stack([left, low + CLEARANCE + lift, right, low + CLEARANCE + lift + height], axis=1)
        lifted.append(np.stack([above, below], axis=1).reshape(-1, 4))  # above, then below, each centre
    return lifted


def _free(rects: np.ndarray, boxes: np.ndarray, segments: np.ndarray, extents: np.ndarray) -> np.ndarray:
    """For each rectangle of `rects` (n, 4), whether it meets no box and no segment (`extents`:
    each segment's own rectangle, made once)."""
    # only what comes near the spots at all: most of a graph's curves are far from one edge's gap
    reach = rects[:, 0].min(), rects[:, 1].min(), rects[:, 2].max(), rects[:, 3].max()
    boxes = boxes[(boxes[:, 0] < reach[2]) & (boxes[:, 2] > reach[0]) & (boxes[:, 1] < reach[3])
                  & (boxes[:, 3] > reach[1])] if len(boxes) else boxes
    if len(segments):
        segments = segments[(extents[:, 2] >= reach[0]) & (extents[:, 0] <= reach[2])
                            & (extents[:, 3] >= reach[1]) & (extents[:, 1] <= reach[3])]
    left, top, right, bottom = (rects[:, i:i + 1] for i in range(4))
    hit = np.zeros(len(rects), dtype=bool)
    if len(boxes):
        hit |= ((boxes[:, 0] < right) & (boxes[:, 2] > left) & (boxes[:, 1] < bottom)
                & (boxes[:, 3] > top)).any(axis=1)
    if len(segments):
        hit |= _segments_meet_rects(segments, rects).any(axis=1)
    return ~hit


def place_labels(edges: Sequence[EdgeShape], obstacles: Sequence[Rect],
                 fixed: Mapping[tuple, Rect] | None = None,
                 curves: Sequence[EdgeShape] | None = None) -> tuple[dict[tuple, Rect], list[tuple]]:
    """A rectangle for each edge's label, free of the obstacles (boxes, badges), of each other and
    of every curve (the curves of `curves`, by default of `edges`); and the keys of the edges
    that found no free spot (they get their best try, the spot nearest their target)."""
    drawn = edges if curves is None else curves
    segments = np.concatenate([np.hstack([edge.points[:-1], edge.points[1:]]) for edge in drawn]) \
        if drawn else np.zeros((0, 4))
    xs, ys = segments[:, 0::2], segments[:, 1::2]
    extents = np.stack([xs.min(axis=1), ys.min(axis=1), xs.max(axis=1), ys.max(axis=1)], axis=1)
    taken = [tuple(r) for r in obstacles] + list((fixed or {}).values())
    placed: dict[tuple, Rect] = {}
    failed: list[tuple] = []
    for edge in edges:
        check_budgets()
        boxes = np.array(taken, dtype=float).reshape(-1, 4)
        choice = best = None
        for rects in _candidates(edge):
            if not len(rects):
                continue
            best = best or tuple(float(v) for v in rects[0])
            free = np.flatnonzero(_free(rects, boxes, segments, extents))
            if len(free):
                choice = tuple(float(v) for v in rects[free[0]])
                break
        if choice is None:
            failed.append(edge.key)
            end_y = edge.points[-1, 1]
            choice = best or (edge.gap[1] - edge.size[0] - 6, end_y - edge.size[1], edge.gap[1] - 6, end_y)
        placed[edge.key] = choice
        taken.append(choice)
    return placed, failed
