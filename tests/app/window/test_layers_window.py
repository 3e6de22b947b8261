"""A network drawn a layer a box in the window, as a learner opens and closes the layers: a
double-click on a box, the View menu's command (and its shortcut) on the node selected, the
context menu, and Layers as Boxes to draw every operation."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from gradwalk.core.engine.layers import LAYER_OP
from gradwalk.views.graph.graph_items import LAYER
from tests.app.window_factory import WALK_SIZE

WAIT_MS = 30_000


def shown(qtbot, window, trigger) -> object:
    """Do `trigger()` and wait for the outcome it makes to be on screen."""
    with qtbot.waitSignal(window.walker.outcomeShown, timeout=WAIT_MS) as blocker:
        trigger()
    return blocker.args[0]


def open_moons(qtbot, window):
    return shown(qtbot, window, lambda: window.open_section("l05", "two_moons"))


def boxes(window) -> dict[str, int]:
    """The layer boxes drawn, by the label of their node."""
    graph = window.widgets.graph
    return {node.label: node.id for node in window.state.outcome.snapshot.nodes
            if node.op == LAYER_OP and graph.node_item(node.id).kind == LAYER}


def double_click(qtbot, window, node_id: int) -> None:
    graph = window.widgets.graph
    item = graph.node_item(node_id)
    graph.centerOn(item)
    point = graph.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseDClick(graph.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_lesson_fives_network_is_drawn_a_layer_a_box_and_walked_a_layer_a_step(window, qtbot):
    outcome = open_moons(qtbot, window)
    assert set(boxes(window)) == {"h1", "h2", "z", "loss"}
    assert window.state.walk_length == 4  # 12 operations: the loss's 4 and 3 layers' 8, in 4 steps
    tip = window.widgets.graph.node_item(boxes(window)["h1"]).toolTip()
    assert "layer 2 → 16, tanh" in tip and "double-click it" in tip  # how to open it, on hover
    tip = window.widgets.graph.node_item(boxes(window)["loss"]).toolTip()
    assert "mean_all(sub(softplus(z), mul(y, z))), in one box" in tip and "matrix product" not in tip
    window.show_position(1)
    assert "made of mean_all(sub(softplus(z), mul(y, z)))" in window.widgets.caption.text()
    window.show_position(3)
    assert "the layer 16 → 16, tanh" in window.widgets.caption.text()
    assert outcome.layers and not window.commands.open_layer.isEnabled()  # nothing selected


def test_a_double_click_opens_a_box_into_its_operations_and_closes_it_again(window, qtbot):
    open_moons(qtbot, window)
    window.show_position(3)  # through h2
    opened = shown(qtbot, window, lambda: double_click(qtbot, window, boxes(window)["h2"]))
    assert set(boxes(window)) == {"h1", "z", "loss"}
    labels = {node.label for node in opened.snapshot.nodes}
    assert {"matmul(h1, W2)", "t2", "h2"} <= labels
    assert window.state.walk_length == 6 and window.state.position == 5  # the same place of the walk
    # the command says what it does to the node selected: an opened layer's operation closes it
    matmul = next(node.id for node in opened.snapshot.nodes if node.label == "matmul(h1, W2)")
    window.widgets.graph.select_node(matmul)
    assert window.commands.open_layer.isEnabled() and "Close" in window.commands.open_layer.text()
    shown(qtbot, window, window.commands.open_layer.trigger)
    assert set(boxes(window)) == {"h1", "h2", "z", "loss"} and window.state.position == 3


def test_the_command_opens_the_box_selected_from_the_menu_the_key_and_the_context_menu(window, qtbot):
    open_moons(qtbot, window)
    graph = window.widgets.graph
    graph.select_node(boxes(window)["z"])
    action = window.commands.open_layer
    assert action.isEnabled() and "Open" in action.text()
    assert action.shortcut().toString() == "Ctrl+Shift+O"
    assert action in graph.context_menu().actions()
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and action in a.menu().actions())
    assert window.commands.layers_as_boxes in view_menu.actions()
    shown(qtbot, window, action.trigger)
    assert set(boxes(window)) == {"h1", "h2", "loss"}
    # a leaf is no layer: the command waits for a box
    graph.select_node(next(node.id for node in window.state.outcome.snapshot.nodes if node.label == "W1"))
    assert not action.isEnabled()


def test_layers_as_boxes_off_draws_every_operation_and_a_new_section_closes_every_layer(window, qtbot):
    open_moons(qtbot, window)
    toggle = window.findChild(QAction, "actionLayersAsBoxes")
    assert toggle.isChecked()
    shown(qtbot, window, lambda: toggle.setChecked(False))
    assert boxes(window) == {} and window.state.walk_length == 12
    shown(qtbot, window, lambda: toggle.setChecked(True))
    shown(qtbot, window, lambda: double_click(qtbot, window, boxes(window)["h1"]))
    assert "h1" not in boxes(window)
    other = shown(qtbot, window, lambda: window.open_section("l05", "what_goes_wrong"))
    assert len(other.layers) == 4 and set(boxes(window)) == {layer.name for layer in other.layers}
    assert "h1" in boxes(window)  # every layer closed again in a new section


def test_one_layer_stays_its_operations(window, qtbot):
    shown(qtbot, window, lambda: window.open_section("l05", "a_layer"))
    assert boxes(window) == {} and window.state.outcome.layers == ()


def test_the_layer_command_is_worded_again_only_when_what_it_does_changes(window, qtbot, monkeypatch):
    open_moons(qtbot, window)
    commands = window.commands
    said = []
    say = commands._say
    monkeypatch.setattr(commands, "_say", lambda action, *words: (said.append(action.objectName()),
                                                                  say(action, *words)))
    window.update_actions()
    window.update_actions()
    # wording it again at every command (and every menu and button with it) cost each command time
    assert "actionOpenLayer" not in said
    window.widgets.graph.select_node(boxes(window)["h1"])
    assert commands.open_layer.isEnabled() and "Open" in commands.open_layer.text()
    opened = shown(qtbot, window, commands.open_layer.trigger)
    matmul = next(node.id for node in opened.snapshot.nodes if node.label == "matmul(X, W1)")
    window.widgets.graph.select_node(matmul)
    assert said.count("actionOpenLayer") == 1 and "Close" in commands.open_layer.text()


def test_layers_as_boxes_is_kept_for_the_next_start(make_window, tmp_path):
    config = tmp_path / "config"
    window = make_window(config_dir=config, synchronous=True, shown=False, first_graph=False)
    window.ask_close_unsaved = lambda reason: True
    window.commands.layers_as_boxes.setChecked(False)
    assert window.save_settings()
    window.close()
    again = make_window(config_dir=config, synchronous=True, shown=False, first_graph=False)
    assert not again.commands.layers_as_boxes.isChecked() and not again.state.layers_as_boxes
    assert again.open_section("l05", "two_moons")
    assert again.state.outcome.layers == () and again.state.walk_length == 12
    again.close()


@pytest.mark.parametrize("section", ["two_moons", "what_goes_wrong", "one_point"])
def test_lesson_fives_2_16_16_1_network_is_whole_in_view_at_1280x800_with_readable_text(make_window, qtbot,
                                                                                         section):
    window = make_window(size=WALK_SIZE)
    shown(qtbot, window, lambda: window.open_section("l05", section))
    qtbot.wait(50)  # the fit settles after the layout's sizes
    view = window.widgets.graph
    assert len(boxes(window)) == 4  # three layers and the loss
    assert view.scale_factor() >= view.readable_scale() * 0.999  # not below the readable text
    in_view = view.mapToScene(view.viewport().rect()).boundingRect()
    for node in window.state.outcome.snapshot.nodes:
        assert in_view.contains(view.node_item(node.id).sceneBoundingRect()), f"{node.label} is out of view"
    for label in view.labels():
        if label.isVisible() and label.plain_text():
            assert in_view.contains(label.sceneBoundingRect()), f"the label {label.plain_text()!r} is out of view"


def test_the_command_names_the_loss_box_for_what_it_is(window, qtbot):
    open_moons(qtbot, window)
    graph, action = window.widgets.graph, window.commands.open_layer
    graph.select_node(boxes(window)["loss"])
    assert action.isEnabled() and action.text().replace("&", "") == "Open the Loss's Operations"
    shown(qtbot, window, action.trigger)
    assert "loss" not in boxes(window)
    softplus = next(node.id for node in window.state.outcome.snapshot.nodes if node.op == "softplus")
    graph.select_node(softplus)  # one of its operations, opened
    assert action.text().replace("&", "") == "Close the Loss's Operations"
    graph.select_node(boxes(window)["h1"])  # a layer again: the layer's words
    assert action.text().replace("&", "") == "Open Layer"
