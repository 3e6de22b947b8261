"""Forward Mode and the Jacobian in the window, through the learner's path: trigger the commands,
choose from the lists, wait for what the window shows, and read it."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QAction

from gradwalk.core.engine import jacobian
from gradwalk.core.expr import Program
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import run_section
from tests.app.window_factory import WALK_SIZE

WAIT_MS = 20_000


@pytest.fixture
def window(make_window):
    return make_window(size=WALK_SIZE)


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def open_section(qtbot, window, section_id: str, lesson_id: str = "l06") -> None:
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        assert window.open_section(lesson_id, section_id)


def trigger_and_wait(qtbot, window, name: str):
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS) as blocker:
        action(window, name).trigger()
    return blocker.args[0]


def figure(section_id: str, name: str):
    lesson = load_lesson("l06")
    result = run_section(lesson.section(section_id), {})
    return next(f.value for f in result.figures if f.name == name)


def test_forward_mode_steps_the_first_expression_to_seven(window, qtbot):
    open_section(qtbot, window, "forward_first")
    outcome = trigger_and_wait(qtbot, window, "actionForwardMode")
    assert outcome.walk.mode == "forward"
    step = action(window, "actionStepBackward")
    assert step.text() == "&Step Forward" and "forward sweep" in step.toolTip()
    seeds = window.widgets.seed_chooser
    assert seeds.isVisible() and seeds.currentText() == "x"  # the seed the text sweeps with
    assert window.widgets.gradient_table.horizontalHeaderItem(1).text() == "Tangent"
    assert "has a tangent" in [row[2] for row in window.widgets.legend.rows()]
    assert "tangent 1 (seed)" in window.widgets.graph.text_items()
    step.trigger()
    assert any("carries 4 × 1 = 4" in text for text in window.widgets.graph.text_items())
    action(window, "actionRunToEnd").trigger()
    assert "tangent 4 + 3 = 7" in window.widgets.graph.text_items()
    assert "Its tangent: 7" in window.widgets.caption.text()
    # the backward walk gives x the same number
    outcome = trigger_and_wait(qtbot, window, "actionForwardMode")
    assert outcome.walk.mode == "graph" and step.text() == "&Step Backward"
    assert not window.widgets.seed_chooser.isVisible()
    action(window, "actionRunToEnd").trigger()
    assert "grad 3 + 4 = 7" in window.widgets.graph.text_items()


def test_tape_and_forward_mode_exclude_each_other(window, qtbot):
    forward, tape = action(window, "actionForwardMode"), action(window, "actionTapeMode")
    trigger_and_wait(qtbot, window, "actionForwardMode")
    shown = []
    window.outcomeShown.connect(shown.append)
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        tape.trigger()
    qtbot.wait(300)  # a second evaluation, had the unchecked mode asked for one, would be here by now
    assert tape.isChecked() and not forward.isChecked()
    assert [outcome.walk.mode for outcome in shown] == ["tape"]
    assert window.widgets.tape_list.isVisible() and not window.widgets.seed_chooser.isVisible()


def test_the_seed_chooser_picks_the_direction(window, qtbot):
    open_section(qtbot, window, "one_direction")
    trigger_and_wait(qtbot, window, "actionForwardMode")
    chooser = window.widgets.seed_chooser
    items = [chooser.itemText(i) for i in range(chooser.count())]
    assert items == ["every variable", "u", "v", "a direction…"]
    for seeded, name in (("v", "df_dv"), ("u", "df_du"), (None, "df_along_both")):
        with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS) as blocker:
            index = chooser.findData(seeded)
            chooser.setCurrentIndex(index)
            chooser.activated.emit(index)  # what a click on the entry sends
        walk = blocker.args[0].walk
        action(window, "actionRunToEnd").trigger()
        final = float(walk.store_after(len(walk))[-1].detail)
        assert final == pytest.approx(figure("one_direction", name).to_scalar(), rel=1e-14)


def _cells(view, rows: int, columns: int) -> list[list[str]]:
    return [[view.cell_text(r, c) for c in range(columns)] for r in range(rows)]


def test_the_jacobian_fills_a_column_per_forward_sweep_and_a_row_per_backward_one(window, qtbot):
    open_section(qtbot, window, "jacobian_both_ways")
    values = Program(window.widgets.editor.text()).run({})
    expected, _ = jacobian(values["y"], [values["x"]])
    view, build = window.widgets.jacobian_view, action(window, "actionBuildJacobian")
    modes = window.widgets.jacobian_mode
    modes.setCurrentIndex(modes.findData("forward"))
    build.trigger()
    assert window.widgets.jacobian_dock.isVisible()
    qtbot.waitUntil(lambda: view.sweeps_done() >= 1, timeout=WAIT_MS)
    if view.sweeps_done() == 1:  # the first column is in, the last not yet: it fills as it goes
        assert view.cell_text(0, 0) != "" and view.cell_text(0, 2) == ""
    qtbot.waitUntil(lambda: "in" in view.headline() and view.sweeps_done() == 3, timeout=WAIT_MS)
    assert "3 sweeps" in view.headline()
    shown = np.array(_cells(view, 2, 3), dtype=float)
    np.testing.assert_allclose(shown, expected, rtol=1e-5)
    modes.setCurrentIndex(modes.findData("reverse"))
    build.trigger()
    qtbot.waitUntil(lambda: view.mode() == "reverse" and view.sweeps_done() == 2 and "in" in view.headline(),
                    timeout=WAIT_MS)
    comparison = window.widgets.jacobian_comparison.text()
    assert "Forward: 3 sweeps" in comparison and "Reverse: 2 sweeps" in comparison
    assert window.widgets.jacobian_comparison.isVisible()
    # at 1280x800 the panel makes room for the matrix: no row of it cut off
    table = view.table
    qtbot.waitUntil(lambda: all(table.viewport().rect().contains(table.visualItemRect(table.item(r, c)))
                                for r in range(2) for c in range(3)), timeout=WAIT_MS)
    np.testing.assert_allclose(np.array(_cells(view, 2, 3), dtype=float), expected, rtol=1e-5)


def test_a_jacobian_of_a_thousand_sweeps_is_replayed_a_few_sweeps_a_turn(window, qtbot):
    # each sweep wrote the headline and guarded the table's repaint on its own: a thousand sweeps
    # replayed a sixth at a time kept the window 30-50 ms a turn
    from gradwalk.app.forward.jacobian_controller import REPLAY_MS, TICK_MS

    open_section(qtbot, window, "cost_of_a_loss")
    view, modes = window.widgets.jacobian_view, window.widgets.jacobian_mode
    modes.setCurrentIndex(modes.findData("forward"))
    headlines = []
    original = view._set_headline
    view._set_headline = lambda text: (headlines.append(text), original(text))
    action(window, "actionBuildJacobian").trigger()
    qtbot.waitUntil(lambda: " in " in view.headline(), timeout=WAIT_MS)
    sweeps = view.sweeps_done()
    assert sweeps >= 500  # one per input element
    assert len(headlines) <= REPLAY_MS // TICK_MS[0] + 3  # one a turn, begun and finished


def test_a_jacobian_that_cannot_be_built_says_why(window, qtbot):
    open_section(qtbot, window, "forward_first")
    window.widgets.editor.replace_text("k = tensor([1, 2])\nm = k * 2", "typed")
    action(window, "actionBuildJacobian").trigger()
    qtbot.waitUntil(lambda: "no floating-point variable" in window.widgets.jacobian_view.headline(),
                    timeout=WAIT_MS)
    assert window.widgets.jacobian_view.mode() is None


def test_a_loss_of_ten_thousand_parameters_takes_one_row_backward(window, qtbot):
    open_section(qtbot, window, "cost_of_a_loss")
    view, modes = window.widgets.jacobian_view, window.widgets.jacobian_mode
    modes.setCurrentIndex(modes.findData("reverse"))
    action(window, "actionBuildJacobian").trigger()
    qtbot.waitUntil(lambda: view.mode() == "reverse" and "in" in view.headline(), timeout=WAIT_MS)
    assert "1 sweep" in view.headline() and "10,000" in view.headline()
    assert view.table.columnCount() == 200  # the first 200 columns are drawn, the headline says so
    # a new section: the matrices built belong to the old program
    open_section(qtbot, window, "dual_numbers")
    assert window.widgets.jacobian_comparison.text() == "" and view.mode() is None


def test_an_edge_that_is_not_elementwise_says_its_forward_rule_on_hover_too(window, qtbot):
    open_section(qtbot, window, "jacobian_both_ways")
    snapshot = window.state.outcome.snapshot
    matmul = next(node.id for node in snapshot.nodes if node.op == "matmul")
    key = next((e.source, e.target, e.position) for e in snapshot.edges if e.target == matmul and e.position == 1)
    assert "@ g" in window.widgets.graph._edges[key].toolTip()  # the backward walk's formula
    trigger_and_wait(qtbot, window, "actionForwardMode")
    snapshot = window.state.outcome.snapshot
    matmul = next(node.id for node in snapshot.nodes if node.op == "matmul")
    key = next((e.source, e.target, e.position) for e in snapshot.edges if e.target == matmul and e.position == 1)
    assert window.widgets.graph._edges[key].toolTip() == "forward: W @ tangent"


def _choose_seed(window, data):
    chooser = window.widgets.seed_chooser
    index = chooser.findData(data)
    assert index >= 0, data
    chooser.setCurrentIndex(index)
    chooser.activated.emit(index)  # what a click on the entry sends


def test_a_typed_direction_is_swept_and_a_bad_one_is_refused_in_words(window, qtbot):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from gradwalk.app.walk.controller import TYPE_A_DIRECTION

    open_section(qtbot, window, "one_direction")
    trigger_and_wait(qtbot, window, "actionForwardMode")
    _choose_seed(window, TYPE_A_DIRECTION)
    dialog = window.findChild(QInputDialog, "directionDialog")
    assert dialog is not None and dialog.isVisible() and "u, v" in dialog.labelText()
    dialog.setTextValue("u = 1; v = 3")
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS) as blocker:
        dialog.accept()
    walk = blocker.args[0].walk
    expected = figure("one_direction", "df_du").to_scalar() + 3 * figure("one_direction", "df_dv").to_scalar()
    assert float(walk.store_after(len(walk))[-1].detail) == pytest.approx(expected, rel=1e-14)
    # the direction stays chosen, in the list
    assert window.widgets.seed_chooser.currentText() == "u = 1; v = 3"
    # a direction that does not fit: one message, and the seed as it was
    _choose_seed(window, TYPE_A_DIRECTION)
    dialog = [d for d in window.findChildren(QInputDialog, "directionDialog") if d.isVisible()][-1]
    assert dialog.textValue() == "u = 1; v = 3"
    dialog.setTextValue("u = 1, 2")
    dialog.accept()
    box = [b for b in window.findChildren(QMessageBox, "directionProblemBox") if b.isVisible()][-1]
    assert "u is a single number; the direction gives it 2" in box.text()
    assert window.widgets.seed_chooser.currentText() == "u = 1; v = 3"
    assert window.state.seeded == "u = 1; v = 3"
    box.accept()
    # the dialog comes back with what was typed, to be mended rather than typed again
    again = [d for d in window.findChildren(QInputDialog, "directionDialog") if d.isVisible()]
    assert len(again) == 1 and again[0].textValue() == "u = 1, 2"
    again[0].reject()
    # cancelling changes nothing either
    _choose_seed(window, TYPE_A_DIRECTION)
    dialog = [d for d in window.findChildren(QInputDialog, "directionDialog") if d.isVisible()][-1]
    dialog.reject()
    assert window.widgets.seed_chooser.currentText() == "u = 1; v = 3"


def test_a_typed_direction_keeps_every_digit(window, qtbot):
    from PySide6.QtWidgets import QInputDialog

    from gradwalk.app.walk.controller import TYPE_A_DIRECTION

    open_section(qtbot, window, "one_direction")
    trigger_and_wait(qtbot, window, "actionForwardMode")
    _choose_seed(window, TYPE_A_DIRECTION)
    dialog = [d for d in window.findChildren(QInputDialog, "directionDialog") if d.isVisible()][-1]
    dialog.setTextValue("u = 1234567; v = 1.0000001")
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS) as blocker:
        dialog.accept()
    assert window.state.seeded == "u = 1234567; v = 1.0000001"
    walk = blocker.args[0].walk
    expected = (1234567 * figure("one_direction", "df_du").to_scalar()
                + 1.0000001 * figure("one_direction", "df_dv").to_scalar())
    assert float(walk.store_after(len(walk))[-1].detail) == pytest.approx(expected, rel=1e-14)
