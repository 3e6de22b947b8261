"""A tensor node opened into its elements in the window, as a learner does it: a double-click on
the node, the View menu's command (and its shortcut) on the node selected, the context menu; a
node that cannot open says why in the status bar, and nothing changes."""

from gradwalk.core.engine.elements import OPENED_OP
from tests.app.window.test_layers_window import WAIT_MS, double_click, shown


def open_a_layer(qtbot, window):
    return shown(qtbot, window, lambda: window.open_section("l05", "a_layer"))


def node_id(window, label: str) -> int:
    return next(node.id for node in window.state.outcome.snapshot.nodes if node.label == label)


def test_a_double_click_opens_a_node_into_its_elements_and_closes_it_again(window, qtbot):
    before = open_a_layer(qtbot, window)
    steps = window.state.walk_length
    window.show_position(3)  # past H's visit
    opened = shown(qtbot, window, lambda: double_click(qtbot, window, node_id(window, "H")))
    assert opened.snapshot.node(node_id(window, "H")).op == OPENED_OP
    box = window.widgets.graph.node_item(node_id(window, "H"))
    assert "opened into its elements" in box.detail.plain_text()  # the box says it, in words
    assert "tanh, opened: its 12 elements" in box.toolTip() and "double-click it" in box.toolTip()
    labels = {node.label for node in opened.snapshot.nodes}
    assert {"H[0,0]", "H[3,2]", "t1[2,1]"} <= labels  # H's 4 × 3 elements, and tanh's inputs picked
    assert window.state.walk_length > steps
    caption = window.widgets.caption.text()
    assert window.state.position > 3 and "Step" in caption  # the walk kept its place: past H
    # stepping goes number by number through the opened part
    window.show_position(node_step(window, "H") + 1)
    assert "opened into its elements" in window.widgets.caption.text()
    window.show_position(node_step(window, "H") + 2)
    assert "arrived at H[3,2] (tanh)" in window.widgets.caption.text()
    # a double-click on one of its elements closes it
    closed = shown(qtbot, window, lambda: double_click(qtbot, window, node_id(window, "H[0,0]")))
    assert [n.label for n in closed.snapshot.nodes] == [n.label for n in before.snapshot.nodes]
    assert window.state.walk_length == steps


def node_step(window, label: str) -> int:
    """The index of the step that visits the node `label` first."""
    return next(step.index for step in window.state.walk.steps if step.label == label)


def test_the_command_opens_the_node_selected_from_the_menu_the_key_and_the_context_menu(window, qtbot):
    open_a_layer(qtbot, window)
    graph, action = window.widgets.graph, window.commands.open_elements
    graph.select_node(node_id(window, "H"))
    assert action.isEnabled() and "Open" in action.text()
    assert action.shortcut().toString() == "Ctrl+Shift+N"
    assert action in graph.context_menu().actions()
    assert any(a.menu() and action in a.menu().actions() for a in window.menuBar().actions())
    shown(qtbot, window, action.trigger)
    graph.select_node(node_id(window, "H[1,1]"))
    assert action.isEnabled() and "Close" in action.text()
    shown(qtbot, window, action.trigger)
    assert window.state.opened_nodes == frozenset()


def test_a_node_that_cannot_open_says_why_and_nothing_changes(window, qtbot):
    before = open_a_layer(qtbot, window)
    graph = window.widgets.graph
    graph.select_node(node_id(window, "W"))
    assert not window.commands.open_elements.isEnabled()  # a leaf: nothing made it
    with qtbot.assertNotEmitted(window.walker.outcomeShown, wait=200):
        double_click(qtbot, window, node_id(window, "W"))
    assert "W is a leaf" in window.statusBar().currentMessage()
    assert window.state.outcome is before and window.state.opened_nodes == frozenset()


def test_a_network_sections_big_tensors_stay_closed_with_a_sentence(window, qtbot):
    shown(qtbot, window, lambda: window.open_section("l05", "two_moons"))
    window.commands.layers_as_boxes.setChecked(False)
    qtbot.waitUntil(lambda: not any(n.op == "layer" for n in window.state.outcome.snapshot.nodes),
                    timeout=WAIT_MS)
    big = next(node for node in window.state.outcome.snapshot.nodes if node.op == "tanh")
    window.widgets.graph.select_node(big.id)
    assert not window.commands.open_elements.isEnabled()
    window.commands.open_elements.setEnabled(True)  # as if it were offered: it still refuses
    window.commands.open_elements.trigger()
    assert "elements: a node opens into its numbers up to 64" in window.statusBar().currentMessage()


def test_tape_mode_does_not_open_nodes(window, qtbot):
    open_a_layer(qtbot, window)
    window.widgets.graph.select_node(node_id(window, "H"))
    assert window.commands.open_elements.isEnabled()
    shown(qtbot, window, lambda: window.commands.tape_mode.setChecked(True))
    window.widgets.graph.select_node(node_id(window, "H"))
    assert not window.commands.open_elements.isEnabled()


def test_a_double_click_goes_a_level_deeper_one_points_layer_then_its_neurons(window, qtbot):
    from tests.app.window.test_layers_window import boxes

    shown(qtbot, window, lambda: window.open_section("l05", "two_moons"))
    shown(qtbot, window, lambda: window.show_one_point(5))  # the graph of one point: a row per layer
    shown(qtbot, window, lambda: double_click(qtbot, window, boxes(window)["h1"]))
    assert "h1" in window.state.opened_layers
    opened = shown(qtbot, window, lambda: double_click(qtbot, window, node_id(window, "h1")))
    assert window.state.opened_nodes == {"h1"} and "h1" in window.state.opened_layers  # its 16 neurons
    assert sum(1 for node in opened.snapshot.nodes if node.label.startswith("h1[")) == 16
    # with every point, the layer's operations are too big to open: a double-click closes the layer
    shown(qtbot, window, lambda: window.show_one_point(None))
    assert window.state.opened_nodes == {"h1"} and window.state.outcome.opened == {}  # refused quietly
