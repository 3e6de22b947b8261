"""The graph view: every label is a scene text, frames restyle the picture, stepping back restores it."""

import pytest
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication

import gradwalk.app.session.walk.records as walk
import gradwalk.views.graph.graph_items as items
from gradwalk.core.engine import EdgeState, NodeState
from tests.views.graph.graph_cases import FIRST, ROUNDED, SQUARE, big_record, record
from gradwalk.views.graph.graph_view import GraphLegend, GraphView


@pytest.fixture
def first(view):
    rec = record(FIRST, "y")
    view.set_graph(rec.snapshot, rec.frame(0))
    return rec


def node_id(rec, label):
    return next(node.id for node in rec.snapshot.nodes if node.label == label)


def test_the_view_names_itself(view):
    assert view.objectName() == "graphView"
    assert view.accessibleName() and view.toolTip()


def test_every_node_label_op_shape_and_value_is_a_scene_text(view, first):
    texts = view.text_items()
    for label in ("x", "sqr(x)", "3·x", "y"):
        assert label in texts
    assert "variable · () f64" in texts
    assert "sqr · () f64" in texts
    assert "value 10" in texts


def test_kinds_differ_in_shape_and_border(view):
    rec = record("x = var(2.0)\nc = tensor(3.0)\ny = x * c", "y")
    view.set_graph(rec.snapshot)
    kinds = {node.label: view.node_item(node.id).kind for node in rec.snapshot.nodes}
    assert kinds == {"x": items.VARIABLE, "c": items.PLAIN, "y": items.OPERATION}


def test_frame_three_shows_the_sum_and_the_active_edge(view, first):
    view.show_frame(first.frame(3))
    assert "grad 3 + 4 = 7" in view.text_items()
    x = node_id(first, "x")
    assert view.node_state(x) == "received"
    assert view.node_state(node_id(first, "sqr(x)")) == "current"
    assert view.node_item(node_id(first, "sqr(x)")).marker_text() == "▶"
    assert view.node_item(node_id(first, "y")).marker_text() == "✓"
    key = (x, node_id(first, "sqr(x)"), 0)
    assert view.edge_label(key) == "∂/∂x = 2·x = 4\npasses 4"
    assert view.edge_state(key) == "active"
    assert "gradient: 7" in view.node_item(x).toolTip().split("\n")  # the gradient at full precision


def test_the_active_label_is_not_shown_before_its_step(view, first):
    view.show_frame(first.frame(1))
    assert "∂/∂x = 2·x = 4\npasses 4" not in view.text_items()
    view.show_frame(first.frame(3))
    assert "∂/∂x = 2·x = 4\npasses 4" in view.text_items()


def test_stepping_back_restores_the_picture_exactly(view, first):
    view.show_frame(first.frame(1))
    before = view.state_dump(), sorted(view.text_items())
    for k in (2, 3, 2, 1):
        view.show_frame(first.frame(k))
    assert (view.state_dump(), sorted(view.text_items())) == before
    fresh = GraphView()
    fresh.set_graph(first.snapshot, first.frame(1))
    assert fresh.state_dump() == before[0]  # the same as drawing frame 1 from scratch


def test_a_step_restyles_only_what_changed(view, first):
    view.show_frame(first.frame(2))
    calls = []
    for item in [view.node_item(n.id) for n in first.snapshot.nodes]:
        item.set_state = lambda *args, _item=item, _orig=item.set_state: (calls.append(_item), _orig(*args))
    view.show_frame(first.frame(3))
    # x (new sum) and sqr(x) (now current) change; 3·x becomes done: y stays done
    assert {c.node_id for c in calls} == {node_id(first, "x"), node_id(first, "sqr(x)"),
                                           node_id(first, "3·x")}


def test_stepping_keeps_the_zoom(view, first):
    view.zoom_in()
    view.zoom_in()
    scale = view.scale_factor()
    for k in range(4):
        view.show_frame(first.frame(k))
    assert view.scale_factor() == pytest.approx(scale)


def test_unreached_nodes_say_why(view):
    rec = record(ROUNDED, "rounded")
    view.set_graph(rec.snapshot, rec.frame(0))
    w = node_id(rec, "w")
    assert view.node_state(w) == "unreached"
    assert view.node_item(w).marker_text() == "⊘"
    assert "round has no derivative" in view.node_item(w).toolTip()
    blocked = [e for e in rec.snapshot.edges if not e.carries_gradient]
    assert blocked and all(view.edge_state((e.source, e.target, e.position)) == "blocked" for e in blocked)


def test_x_times_x_draws_two_edges(view):
    rec = record(SQUARE, "z")
    view.set_graph(rec.snapshot, rec.frame(1))
    keys = [(e.source, e.target, e.position) for e in rec.snapshot.edges]
    assert len(keys) == 2
    paths = [view.edge_item(key).path() for key in keys]
    assert paths[0].pointAtPercent(0.5) != paths[1].pointAtPercent(0.5)
    assert view.text_items().count("∂/∂x = x = 3\npasses 3") == 2


def test_values_are_summarised_and_full_in_the_tooltip():
    np = __import__("numpy")
    assert items.value_lines(np.arange(10.0)) == ["[0, 1, …]"]
    assert items.value_lines(np.float64(0.1)) == ["0.1"]
    assert items.value_lines(np.float64(1 / 3)) == ["0.333333"]  # the digits of the edges and badges
    assert items.value_lines(None) == ["(too large to show)"]
    assert items.value_tip(np.float64(0.1) + 0.2) == "0.30000000000000004"


def test_zoomed_out_labels_thin_out_values_first(view, first):
    value = view.node_item(node_id(first, "x")).detail  # operation, shape and value: one block
    name = view.node_item(node_id(first, "x")).name
    assert value.label_visible_at(1.0) and name.label_visible_at(1.0)
    assert not value.label_visible_at(items.LOD_VALUE - 0.05) and name.label_visible_at(items.LOD_VALUE - 0.05)
    assert not name.label_visible_at(0.1)
    for _ in range(12):
        view.zoom_out()
    assert "value 2" not in view.visible_texts()
    for _ in range(12):
        view.zoom_in()
    assert "value 2" in view.visible_texts()


def test_zoom_actions_and_fit(view, first):
    view.reset_zoom()
    assert view.scale_factor() == 1.0
    view.zoom_in()
    assert view.scale_factor() > 1.0
    view.fit_all()
    assert view.mapFromScene(view.sceneRect()).boundingRect().width() <= view.viewport().width() + 2


def test_clicking_a_node_selects_it(view, first, qtbot):
    x = node_id(first, "x")
    point = view.mapFromScene(view.node_item(x).scenePos())
    with qtbot.waitSignal(view.nodeSelected) as signal:
        qtbot.mouseClick(view.viewport(), __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton,
                         pos=point)
    assert signal.args == [x]
    with qtbot.waitSignal(view.nodeSelected) as signal:
        view.select_node(-1)
    assert signal.args == [-1]


def test_context_menu_offers_the_windows_actions(view):
    fit = QAction("Fit", view)
    view.set_context_actions([fit])
    assert view.context_menu().actions() == [fit]


def test_caption_is_emitted_not_drawn(view, first, qtbot):
    with qtbot.waitSignal(view.captionChanged) as signal:
        view.show_frame(first.frame(3))
    assert signal.args == [first.frame(3).caption]
    assert first.frame(3).caption not in view.text_items()


def test_a_palette_change_recolours(view, first):
    view.show_frame(first.frame(3))
    x = view.node_item(node_id(first, "x"))
    palette = QPalette(view.palette())
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#111111"))
    view.setPalette(palette)
    assert x.name.brush().color() == QColor("#eeeeee")
    assert view.node_item(node_id(first, "x")).style.base == QColor("#111111")


def test_text_is_never_smaller_than_the_application_font(view, first):
    size = QApplication.font().pointSizeF()
    assert all(label.font().pointSizeF() >= size for label in view.labels())


def test_legend_names_kinds_and_states(qtbot):
    legend = GraphLegend()
    qtbot.addWidget(legend)
    texts = [row[2] for row in legend.rows()]
    assert {"variable", "plain tensor", "operation", "current", "done", "no gradient"} <= set(texts)
    assert legend.sizeHint().width() > 0
    assert not legend.grab().isNull()


def test_two_thousand_nodes_draw_and_step(view):
    rec = big_record(1000)
    assert len(rec.snapshot.nodes) > 2000
    view.set_graph(rec.snapshot, rec.frame(500))
    assert not view.grab().isNull()
    view.show_frame(rec.frame(501))
    view.viewport().repaint()
    current = rec.frame(501).current
    assert view.node_state(current) == "current"
    badge = view.node_item(rec.snapshot.nodes[0].id).badge_text()
    assert badge.startswith("grad 4 + 4") and "\n" not in badge  # the unwrapped text


def test_a_big_graph_labels_only_the_edges_the_walk_uses(view):
    rec = big_record(200)  # 400 nodes: above the size that shows every idle formula
    view.set_graph(rec.snapshot, rec.frame(0))
    assert not any(text.startswith("∂/∂") for text in view.text_items())
    key = next(iter(rec.frame(0).edges))
    assert view.edge_item(key).toolTip().startswith("∂/∂")  # the formula is still at hand
    view.show_frame(rec.frame(3))
    active = [k for k, e in rec.frame(3).edges.items() if e.state == "active"]
    assert active and view.edge_label(active[0]) == rec.frame(3).edges[active[0]].label
    assert rec.frame(3).edges[active[0]].label in view.text_items()
    before = view.state_dump(), sorted(view.text_items())
    view.show_frame(rec.frame(0))
    view.show_frame(rec.frame(3))
    assert (view.state_dump(), sorted(view.text_items())) == before


def test_jumping_between_frames_of_a_big_walk_shows_what_drawing_each_afresh_shows(view):
    # a step restyles only what differs from the frame before; jumps cross the walk's kept
    # pictures (every 32 steps), where equal states are different objects
    rec = big_record(200)
    view.set_graph(rec.snapshot, rec.frame(0))
    for k in (1, 31, 32, 33, 100, 5, 0, len(rec), 64):
        view.show_frame(rec.frame(k))
        fresh = GraphView()
        fresh.set_graph(rec.snapshot, rec.frame(k))
        assert view.state_dump() == fresh.state_dump(), k
        assert sorted(view.text_items()) == sorted(fresh.text_items()), k
    view.show_frame(None)
    fresh = GraphView()
    fresh.set_graph(rec.snapshot)
    assert view.state_dump() == fresh.state_dump()


def test_a_node_and_an_edge_take_few_items(view):
    rec = big_record(200)
    view.set_graph(rec.snapshot, rec.frame(0))
    parts = len(rec.snapshot.nodes) + len(rec.snapshot.edges)
    assert len(view.scene().items()) <= 3 * parts


def test_edges_are_the_cached_background_and_a_step_draws_only_its_own_over_it(view):
    from PySide6.QtWidgets import QGraphicsView
    rec = big_record(200)  # above USED_TRAIL_UP_TO: used edges keep the background's look
    view.set_graph(rec.snapshot, rec.frame(0))
    assert view.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    assert len(view.scene().edges) == len(rec.snapshot.edges)
    for k in (3, 4, 5, 4):
        view.show_frame(rec.frame(k))
        active = [key for key, e in rec.frame(k).edges.items() if e.state == "active"]
        shown = [item for item in view.scene().items() if isinstance(item, items.EdgeOverlay) and item.isVisible()]
        assert sorted(item.edge.key for item in shown) == sorted(active)
        assert all(view.edge_state(key) == e.state for key, e in rec.frame(k).edges.items())


def test_a_small_graph_draws_the_used_edges_over_the_background_too(view, first):
    view.show_frame(first.frame(3))
    shown = {item.edge.key: item.state for item in view.scene().items()
             if isinstance(item, items.EdgeOverlay) and item.isVisible()}
    assert shown == {key: e.state for key, e in first.frame(3).edges.items() if e.state in ("active", "used")}


def test_an_edge_shows_its_formula_near_its_curve(view, first):
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip
    key = next(iter(first.frame(0).edges))
    edge = view.edge_item(key)
    middle = edge.path().pointAtPercent(0.5)
    assert view.edge_at(middle) is edge
    assert view.edge_at(middle + QPointF(0, 2)) is edge  # a few pixels off still counts
    assert view.edge_at(middle + QPointF(0, 40)) is not edge
    view.fitInView(view.sceneRect())
    where = view.mapFromScene(middle)
    event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
    if view.items(where):  # a label sits on the curve's middle: try a quarter along
        where = view.mapFromScene(edge.path().pointAtPercent(0.25))
        event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
    QApplication.sendEvent(view.viewport(), event)
    assert QToolTip.text() == edge.toolTip() and edge.toolTip().startswith("∂/∂")
    QToolTip.hideText()


def test_a_step_scrolls_the_visited_node_its_labels_and_what_it_passes_to_into_view(view, qtbot):
    rec = record("x = var(0.5)\ny = x.exp().tanh().sqr().exp().neg().tanh().sqr().exp()", "y")
    view.min_fit_scale = 1.0  # too wide to fit: the window then shows it from its inputs
    view.set_graph(rec.snapshot, rec.frame(0))
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    x = next(node.id for node in rec.snapshot.nodes if node.label == "x")
    assert shown.contains(view.node_item(x).sceneBoundingRect())  # the variable made in view
    first = rec.frame(1)  # the first step visits the result, far to the right
    current = view.node_item(first.current).sceneBoundingRect()
    assert not shown.contains(current)
    view.show_frame(first)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(current)
    last = rec.frame(len(rec))  # the last step visits the node nearest x, and passes x its gradient
    view.show_frame(last)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.node_item(last.current).sceneBoundingRect())
    active = [key for key, state in last.edges.items() if state.state == EdgeState.ACTIVE]
    assert active and all(shown.contains(view._edge_labels[key].sceneBoundingRect()) for key in active)
    # the box that receives the gradient, with its badge, is in view too
    receiver = view.node_item(x)
    assert receiver.badge_text() and shown.contains(receiver.sceneBoundingRect())
    assert all(shown.contains(label.sceneBoundingRect()) for label in receiver.labels())


def test_the_legend_explains_every_mark_the_walk_draws():
    legend = GraphLegend()
    shown = {arg for _, arg, _ in legend.rows()}
    marked_states = {state for state, marker in items.MARKERS.items() if marker}  # ● ▶ ✓ ⊘
    assert marked_states <= shown
    assert {EdgeState.ACTIVE, EdgeState.USED, EdgeState.BLOCKED} <= shown  # every edge drawn unlike a plain line
    assert {items.VARIABLE, items.PLAIN, items.OPERATION} <= shown


def test_a_big_graph_makes_its_edge_labels_as_they_come_into_view(view, qapp):
    rec = big_record(200)  # 400 nodes, a chain 200 columns long
    view.resize(800, 600)
    view.show()
    qapp.processEvents()
    view.set_graph(rec.snapshot, rec.frame(0))
    view.reset_zoom()
    view.centerOn(view.node_item(rec.snapshot.nodes[0].id))  # the chain's start
    end = rec.frame(len(rec))
    view.show_frame(end)  # the walk's end: every used edge keeps its label
    view.viewport().repaint()

    def made() -> int:
        return sum(isinstance(item, items.Label) and item.parentItem() is None and bool(item.plain_text())
                   for item in view.scene().items())

    used = [key for key, state in end.edges.items() if state.state == "used" and state.label]
    shown = made()
    assert 0 < shown < len(used)  # those near the view only
    assert all(view.edge_label(key) == end.edges[key].label for key in used)  # yet each is known
    view.centerOn(view.node_item(rec.snapshot.root))  # the other end of the chain
    view.viewport().repaint()
    assert made() > shown
    labelled = [key for key in end.edges if view.edge_label(key)]
    assert len(labelled) >= len(used)
    view.make_every_label()  # as an export does
    assert made() == len(labelled)


def test_a_small_matrix_on_an_edge_or_a_badge_is_shown_whole_a_row_a_line(qapp):
    """dL/dX of "A layer is a matrix product", 4×2: eight numbers the picture shows whole, however
    narrow the label; its rows stay rows where the label may widen for them."""
    from PySide6.QtGui import QFont, QFontMetricsF

    metrics = QFontMetricsF(QFont())
    rows = ["[[-0.116604, 0.310641],", "[-0.011991, 0.041975],", "[-0.089339, 0.363806],",
            "[-0.326757, 0.041244]]"]
    numbers = [number.strip("[],") for row in rows for number in row.split(" ")]
    text = "passes " + " ".join(rows)
    for width in (60, 90, 130):
        for row_width in (0.0, 4 * width):
            shown = items._wrap(text, metrics, width, row_width)
            assert "…" not in shown and all(number in shown for number in numbers), (width, shown)
        lines = items._wrap(text, metrics, width, 300).split("\n")
        assert all(any(row in line for line in lines) for row in rows), lines  # no row broken
    # a sum of many terms still keeps its start and its end only
    long_sum = "grad " + " + ".join(["[0.25, 0.5]"] * 40) + " = [10, 20]"
    assert "…" in items._wrap(long_sum, metrics, 90)


def test_a_layer_box_shows_its_units_gradients_once_the_walk_brings_them(view):
    np = __import__("numpy")
    from gradwalk.app.session.walk.layers import grouped_walk
    from gradwalk.core import Tensor, Var, graph_snapshot

    rng = np.random.default_rng(5)
    x = Tensor(rng.normal(size=(6, 2)), dtype="f64", name="X")
    h1 = (x @ Var(rng.normal(size=(2, 4)), dtype="f64", name="W1")).tanh()
    h1.name = "h1"
    h2 = (h1 @ Var(rng.normal(size=(4, 3)), dtype="f64", name="W2")).tanh()
    h2.name = "h2"
    loss = h2.sqr().mean_all()
    loss.name = "loss"
    rec, _ = grouped_walk(walk.walk_record(loss, graph_snapshot(loss)))
    h1_id = node_id(rec, "h1")
    view.set_graph(rec.snapshot, rec.frame(0))
    box = view.node_item(h1_id)
    assert box.detail.plain_text().endswith("grad by unit")  # the gradient has not come yet
    view.show_frame(rec.frame(len(rec)))
    flow = next(node.unit_flow for node in rec.snapshot.nodes if node.id == h1_id)
    assert box.detail.plain_text().endswith("grad by unit " + items.flow_bars(flow))
    assert "How much gradient reaches each unit" in box.base_tip
    assert items.flow_bars((0.0, 0.5, 1.0, 0.01)) == "·▅█▁"  # none, half, the largest, a little
