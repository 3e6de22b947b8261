"""The graph view the graph tests draw in: 900 × 500, shown."""

import pytest

from gradwalk.views.graph.graph_view import GraphView


@pytest.fixture
def view(qtbot):
    widget = GraphView()
    qtbot.addWidget(widget)
    widget.resize(900, 500)
    widget.show()
    return widget
