"""Where each edge's label goes: beside its own curve, over nothing else.

A label says what an edge does in the walk (`∂/∂w = c = [4, 5, 6]`, then what it passed), so it
must be read whole and next to its edge. For each edge, in the gap before the node it enters, the
candidates are spots just above and just below the curve, nearest the target first; the first spot
whose rectangle meets no box, no badge, no label placed before and no curve (its own included: an
edge through a label reads as struck through) is taken. Plain numpy geometry, no Qt: the view turns
its items into rectangles and its curves into polylines.

When some label finds no free spot, `place_labels` says which: the view then spreads the layout out
and asks again.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

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
    left, top, right, bottom = rect
    x1, y1, x2, y2 = segments[:, 0], segments[:, 1], segments[:, 2], segments[:, 3]
    boxes = ((np.maximum(x1, x2) >= left) & (np.minimum(x1, x2) <= right)
             & (np.maximum(y1, y2) >= top) & (np.minimum(y1, y2) <= bottom))
    if not boxes.any():
        return boxes
    dx, dy = x2 - x1, y2 - y1
    # the side of the segment's line each corner is on: all on one side, the line misses the box
    sides = [dx * (cy - y1) - dy * (cx - x1) for cx, cy in ((left, top), (right, top),
                                                              (left, bottom), (right, bottom))]
    above = np.all([s > 0 for s in sides], axis=0)
    below = np.all([s < 0 for s in sides], axis=0)
    return boxes & ~above & ~below


def _meets(rect: Rect, boxes: np.ndarray) -> bool:
    if not len(boxes):
        return False
    left, top, right, bottom = rect
    return bool(np.any((boxes[:, 0] < right) & (boxes[:, 2] > left) & (boxes[:, 1] < bottom)
                       & (boxes[:, 3] > top)))


def _height_over(points: np.ndarray, left: float, right: float) -> tuple[float, float] | None:
    """The curve's highest and lowest y between two x (None where it is not there)."""
    xs, ys = points[:, 0], points[:, 1]
    inside = (xs >= left) & (xs <= right)
    found = list(ys[inside])
    for x in (left, right):  # the curve at the ends of the span, between its points
        if xs[0] <= x <= xs[-1]:
            found.append(float(np.interp(x, xs, ys)))
    if not found:
        return None
    return min(found), max(found)


def _candidates(edge: EdgeShape) -> Iterator[Rect]:
    """Spots for the edge's label, best first: nearest the target, then further back along the gap;
    above and below the curve at each. Made one at a time, as they are tried: most labels take one
    of the first, and a big graph has thousands of labels."""
    width, height = edge.size
    gap_left, gap_right = edge.gap
    # the label's centre when it ends just before the box (clear of the box's margin), and when it
    # starts just after the boxes of the column before
    right_most = gap_right - BOX_MARGIN - 1 - width / 2
    left_most = min(right_most, max(gap_left + BOX_MARGIN + 1 + width / 2, edge.points[0, 0] + width / 2))
    centres = list(np.arange(right_most, left_most - 0.5, -STEP)) or [right_most]
    spans: dict[int, tuple[float, float] | None] = {}  # the curve's extent under each centre
    for lift in (0.0, 8.0, 18.0):
        for index, cx in enumerate(centres):
            left, right = cx - width / 2, cx + width / 2
            if index not in spans:
                spans[index] = _height_over(edge.points, left, right)
            span = spans[index]
            if span is None:
                continue
            high, low = span
            yield (left, high - CLEARANCE - lift - height, right, high - CLEARANCE - lift)
            yield (left, low + CLEARANCE + lift, right, low + CLEARANCE + lift + height)


def place_labels(edges: Sequence[EdgeShape], obstacles: Sequence[Rect],
                 fixed: Mapping[tuple, Rect] | None = None) -> tuple[dict[tuple, Rect], list[tuple]]:
    """A rectangle for each edge's label, free of the obstacles (boxes, badges), of each other and
    of every curve; and the keys of the edges that found no free spot (they get their best try,
    the spot nearest their target)."""
    segments = np.concatenate([np.hstack([edge.points[:-1], edge.points[1:]]) for edge in edges]) \
        if edges else np.zeros((0, 4))
    taken = [tuple(r) for r in obstacles] + list((fixed or {}).values())
    placed: dict[tuple, Rect] = {}
    failed: list[tuple] = []
    for edge in edges:
        boxes = np.array(taken, dtype=float).reshape(-1, 4)
        choice = best = None
        for rect in _candidates(edge):
            best = best or rect
            if not _meets(rect, boxes) and not segments_meet_rect(segments, rect).any():
                choice = rect
                break
        if choice is None:
            failed.append(edge.key)
            end_y = edge.points[-1, 1]
            choice = best or (edge.gap[1] - edge.size[0] - 6, end_y - edge.size[1], edge.gap[1] - 6, end_y)
        placed[edge.key] = choice
        taken.append(choice)
    return placed, failed
