"""Every state of a walk (core/engine/walk_modes.py) is drawn, and drawn unlike the others."""

from PySide6.QtGui import QFont, QPalette

from gradwalk.core.engine import EdgeState, NodeState
from gradwalk.views.graph.graph_items import MARKERS, Style, edge_pen


def test_every_node_state_has_a_marker_and_every_edge_state_a_look_of_its_own(qapp):
    assert set(MARKERS) == set(NodeState)
    style = Style.from_palette(QPalette(), QFont())
    pens = [edge_pen(state, style) for state in EdgeState]
    looks = {(pen.widthF(), pen.style(), pen.color().rgba()) for pen in pens}
    assert len(looks) == len(EdgeState)
