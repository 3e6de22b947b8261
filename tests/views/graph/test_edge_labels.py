"""Where edge labels go: beside their own curve, over no box, no other label and no curve."""

import numpy as np

from gradwalk.views.graph.edge_labels import EdgeShape, place_labels, segments_meet_rect


def _meets(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_a_segment_through_a_box_meets_it_even_with_both_ends_outside():
    box = (0.0, 0.0, 10.0, 10.0)
    segments = np.array([[-5.0, -5.0, 15.0, 15.0],  # corner to corner, across
                         [-5.0, 12.0, 15.0, 12.0],  # below it
                         [-5.0, 0.0, 0.0, -5.0],  # beside the corner, not touching it
                         [5.0, 5.0, 6.0, 6.0]])  # wholly inside
    assert segments_meet_rect(segments, box).tolist() == [True, False, False, True]


def _line(y0: float, y1: float, x0: float = 0.0, x1: float = 200.0) -> np.ndarray:
    xs = np.linspace(x0, x1, 33)
    return np.column_stack([xs, y0 + (y1 - y0) * (xs - x0) / (x1 - x0)])


def test_labels_sit_beside_their_edges_and_over_nothing_else():
    edges = [EdgeShape(("a", 0), _line(0, 0), (80.0, 30.0), (0.0, 200.0)),
             EdgeShape(("b", 0), _line(40, 40), (80.0, 30.0), (0.0, 200.0)),
             EdgeShape(("c", 0), _line(80, 20), (60.0, 20.0), (0.0, 200.0))]
    boxes = [(-60.0, -20.0, 0.0, 100.0), (200.0, -20.0, 260.0, 100.0)]  # the columns at both ends
    placed, failed = place_labels(edges, boxes)
    assert failed == []
    segments = np.concatenate([np.hstack([e.points[:-1], e.points[1:]]) for e in edges])
    rects = list(placed.values())
    for i, rect in enumerate(rects):
        assert not segments_meet_rect(segments, rect).any()
        assert not any(_meets(rect, box) for box in boxes)
        assert not any(_meets(rect, other) for other in rects[i + 1:])
    for edge in edges:  # each within the gap, near its own curve
        left, top, right, bottom = placed[edge.key]
        assert 0 <= left and right <= 200
        curve_y = np.interp((left + right) / 2, edge.points[:, 0], edge.points[:, 1])
        assert min(abs(curve_y - top), abs(curve_y - bottom)) <= 30


def test_a_label_with_no_room_is_reported():
    edge = EdgeShape(("a", 0), _line(0, 0, 0, 40), (120.0, 30.0), (0.0, 40.0))  # wider than its gap
    boxes = [(-60.0, -100.0, 0.0, 100.0), (40.0, -100.0, 100.0, 100.0)]
    _placed, failed = place_labels([edge], boxes)
    assert failed == [("a", 0)]
