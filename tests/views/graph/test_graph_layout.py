"""The layered layout: inputs left of their users, the same picture every time, fast on big graphs."""

import time

from tests.views.graph.graph_cases import FIRST, ROUNDED, big_record, record
from gradwalk.views.graph.graph_layout import Spacing, layered_layout, layers_of


def inputs_left_of_users(snapshot, positions):
    return all(positions[e.source][0] < positions[e.target][0] for e in snapshot.edges)


def test_every_input_is_left_of_its_users_and_the_result_is_rightmost():
    for source, root in ((FIRST, "y"), (ROUNDED, "rounded")):
        snapshot = record(source, root).snapshot
        positions = layered_layout(snapshot)
        assert set(positions) == {node.id for node in snapshot.nodes}
        assert inputs_left_of_users(snapshot, positions)
        assert positions[snapshot.root][0] == max(x for x, _ in positions.values())


def test_layout_is_deterministic_and_boxes_do_not_overlap():
    snapshot = record(FIRST, "y").snapshot
    spacing = Spacing()
    first = layered_layout(snapshot, spacing)
    assert layered_layout(snapshot, spacing) == first
    spots = sorted(first.values())
    for (x1, y1), (x2, y2) in zip(spots, spots[1:]):
        assert x1 != x2 or abs(y1 - y2) >= spacing.row_pitch


def test_a_node_sits_just_before_its_first_user():
    # sqr(x) and 3·x both feed y: one column between x and y
    snapshot = record(FIRST, "y").snapshot
    layer = layers_of(snapshot)
    by_label = {node.label: layer[node.id] for node in snapshot.nodes}
    assert by_label == {"x": 0, "sqr(x)": 1, "3·x": 1, "y": 2}


def test_two_thousand_nodes_lay_out_quickly():
    snapshot = big_record(1000).snapshot
    assert len(snapshot.nodes) > 2000
    start = time.perf_counter()
    positions = layered_layout(snapshot)
    elapsed = time.perf_counter() - start
    assert inputs_left_of_users(snapshot, positions)
    assert elapsed < 5  # the real budget (well under 0.5 s) is the benchmark's; this catches a blow-up


SKIP = 'p = var([0.5, 0.25], dtype="f64")\nq = (1 - p).log()\nloss = (p.log() * q).sum_all()'


def test_an_edge_that_skips_a_column_goes_round_its_boxes():
    # p feeds 1 - p (next column) and log(p), which the layer rule puts two columns on: the plain
    # curve from p would run through 1 - p's box, so it gets a row of its own in that column
    from gradwalk.views.graph.graph_items import edge_segments
    from gradwalk.views.graph.graph_layout import _cubic_meets_box, routed_layout
    snapshot = record(SKIP, "loss").snapshot
    layer = layers_of(snapshot)
    ids = {node.id for node in snapshot.nodes}
    widths, heights = dict.fromkeys(ids, 150.0), dict.fromkeys(ids, 60.0)
    spacing = Spacing()
    plain = layered_layout(snapshot, spacing, widths=widths, heights=heights)
    found = routed_layout(snapshot, spacing, widths, heights)
    skipping = [(e.source, e.target, e.position) for e in snapshot.edges if layer[e.target] - layer[e.source] > 1]
    assert skipping and set(found.routes) <= set(skipping) and found.routes
    for edge in snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        (sx, sy), (tx, ty) = found.positions[edge.source], found.positions[edge.target]
        segments = edge_segments((sx + 75, sy), (tx - 75, ty), found.routes.get(key, ()))
        for node, (x, y) in found.positions.items():
            if node not in (edge.source, edge.target):
                box = (x - 75, y - 30, x + 75, y + 30)
                assert not any(_cubic_meets_box(segment, box) for segment in segments), key
    # without the routes, one of the plain curves did cross a box
    crossed = False
    for key in found.routes:
        (sx, sy), (tx, ty) = plain[key[0]], plain[key[1]]
        segment = edge_segments((sx + 75, sy), (tx - 75, ty))[0]
        crossed |= any(_cubic_meets_box(segment, (x - 75, y - 30, x + 75, y + 30))
                       for node, (x, y) in plain.items() if node not in key[:2])
    assert crossed
