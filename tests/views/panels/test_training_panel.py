"""The training panel: runs edited in place, checked as typed, followed while they train."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from gradwalk.views.panels.training_panel import RunRow, TrainingPanel, parse_start_values, parse_steps

RUNS = [RunRow(0, "lr 0.01", "line", 0.01, 1000, "f64", "cpu", {"w": 0.0, "b": 0.0}),
        RunRow(1, "lr 0.5", "line", 0.5, 200, "f32", "cpu", {"w": 1.0, "b": -1.0})]


@pytest.fixture
def panel(qtbot):
    widget = TrainingPanel()
    qtbot.addWidget(widget)
    widget.set_runs(RUNS)
    widget.show()
    return widget


def _retype(qtbot, field, text):
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


def test_shows_the_runs_and_returns_them_unchanged(panel):
    assert panel.objectName() == "trainingPanel"
    assert panel.runs() == RUNS and panel.problems() == {} and panel.can_start()
    assert panel.status_text(0) == "ready"
    for run_id in (0, 1):
        for name in ("label", "lr", "steps", "dtype", "device", "start", "progress"):
            widget = panel.field(run_id, name)
            assert widget.objectName() and widget.accessibleName() and widget.toolTip()


def test_a_bad_learning_rate_is_reported_and_blocks_start(panel, qtbot):
    changes = []
    panel.runsChanged.connect(lambda: changes.append(1))
    field = panel.field(0, "lr")
    _retype(qtbot, field, "-0.1")
    assert not panel.can_start()
    assert "Learning rate" in panel.problems()[0] and "Learning rate" in panel.status_text(0)
    assert panel.runs()[0].lr == 0.01  # the last good value
    _retype(qtbot, field, "nan")
    assert not panel.can_start()
    _retype(qtbot, field, "2e-3")
    assert panel.can_start() and panel.runs()[0].lr == 0.002 and panel.status_text(0) == "ready"
    assert changes


@pytest.mark.parametrize("text, ok", [("1", True), ("10000000", True), ("1e4", True), ("1_000", False),
                                      ("1,000", False), ("0", False), ("2.5", False), ("10000001", False),
                                      ("", False), ("ten", False)])
def test_steps_must_be_a_whole_number_in_range(panel, qtbot, text, ok):
    _retype(qtbot, panel.field(1, "steps"), text)
    assert panel.can_start() == ok
    assert (1 in panel.problems()) != ok


def test_start_values_are_editable(panel, qtbot):
    _retype(qtbot, panel.field(0, "start"), "w = 0.5, b = -2")
    assert panel.runs()[0].params == {"w": 0.5, "b": -2.0}
    _retype(qtbot, panel.field(0, "start"), "w = 0.5")
    assert "Start values" in panel.problems()[0]
    assert parse_start_values("b=1; w=2", ["w", "b"]) == (("w", 2.0), ("b", 1.0))
    assert parse_steps("1000") == 1000


@pytest.mark.parametrize("field, text, problem", [
    ("lr", "", "Learning rate: a number is missing"),
    ("lr", "0", "Learning rate: a positive number, such as 0.01"),
    ("lr", "inf", "Learning rate: inf is not a finite number"),
    ("lr", "1e999", "Learning rate: 1e999 is too large"),
    ("lr", "0,1", "Learning rate: 0,1 has a comma for its decimal mark; write 0.1"),
    ("steps", "1,000", "Steps: 1,000 has thousands separators; write 1000"),
    ("steps", "20000000", "Steps: a whole number from 1 to 10000000"),
    ("steps", "2.5", "Steps: 2.5 is not a whole number"),
    ("start", "w = nan, b = 0", "Start value of w: nan is not a finite number"),
    ("start", "w = 1", "Start values: w, b, each a number, as in w = 0, b = 0"),
])
def test_each_refused_field_says_why_in_its_own_sentence(panel, qtbot, field, text, problem):
    _retype(qtbot, panel.field(0, field), text)
    assert panel.problems()[0] == problem


def test_in_french_the_fields_show_and_read_decimal_commas(qtbot):
    from gradwalk.core.words import use_language

    use_language("fr")
    try:
        widget = TrainingPanel()
        qtbot.addWidget(widget)
        widget.set_runs([RunRow(0, "run", "line", 0.05, 100, "f64", "cpu", {"w": 0.5, "b": -1.0})])
        assert widget.field(0, "lr").text() == "0,05"
        assert widget.field(0, "start").text() == "w = 0,5; b = -1"
        _retype(qtbot, widget.field(0, "lr"), "0,2")
        _retype(qtbot, widget.field(0, "start"), "w = 1,5, b = 0.25")  # a dot is taken too
        assert widget.problems() == {}
        assert widget.runs()[0].lr == 0.2 and widget.runs()[0].params == {"w": 1.5, "b": 0.25}
    finally:
        use_language("en")


def test_add_run_copies_the_selected_run_and_can_be_removed(panel, qtbot):
    selected = []
    panel.selectionChanged.connect(selected.append)
    panel.select_run(1)
    assert selected == [1] and panel.selected_run() == 1
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    runs = panel.runs()
    assert [run.run_id for run in runs] == [0, 1, 2]
    assert runs[2].label == "lr 0.5 (copy)" and runs[2].lr == 0.5 and runs[2].steps == 200
    assert panel.field(0, "remove") is None
    remove = panel.field(2, "remove")
    assert remove.toolTip() and remove.accessibleName()
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert panel.run_ids() == [0, 1]


def test_cuda_unavailable_is_disabled_with_the_reason(panel):
    panel.set_cuda_available(False, "No CUDA device was found")
    combo: QComboBox = panel.field(0, "device")
    index = combo.findData("cuda")
    assert not combo.model().item(index).isEnabled()
    assert combo.itemData(index, Qt.ItemDataRole.ToolTipRole) == "No CUDA device was found"
    assert "No CUDA device was found" in combo.toolTip()
    combo.setCurrentIndex(index)  # chosen anyway (a lesson's run set to cuda)
    assert not panel.can_start() and "cuda" in panel.problems()[0]
    panel.set_cuda_available(True, "")
    assert panel.can_start() and combo.model().item(index).isEnabled()


def test_progress_status_and_parameters(panel):
    panel.set_progress(0, 250, 1000)
    assert panel.field(0, "progress").value() == 250
    panel.set_status(1, "diverged at step 37", "diverged")
    assert panel.status_text(1) == "diverged at step 37"
    panel.set_params(0, {"w": 0.123456789, "b": -0.5})
    assert panel.param_text(0, "w") == "0.123457" and panel.param_text(0, "b") == "-0.5"
    panel.set_final_params(0, {"w": 2.0, "b": 1.0})
    assert panel.param_text(0, "w") == "2"
    table = panel.findChild(QWidget, "paramTable")
    assert table.item(0, 1).font().bold()
    with pytest.raises(ValueError):
        panel.set_status(0, "??", "unknown")


def test_locked_while_training(panel):
    panel.set_editable(False)
    assert panel.field(0, "lr").isReadOnly() and not panel.add_button.isEnabled()
    assert not panel.field(0, "dtype").isEnabled()
    panel.set_editable(True)
    assert not panel.field(0, "lr").isReadOnly()


def test_only_single_number_starts_are_edited_the_others_come_back_as_they_were(qtbot):
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    # a matrix's start and a Var the loss program makes itself (None) are a Training's params too
    panel.set_runs([RunRow(0, "net", "custom loss", 0.5, 100, "f64", "cpu",
                           {"W1": [[0.1, 0.2]], "b": 0.0, "v": None})])
    assert panel.field(0, "start").text() == "b = 0"
    _retype(qtbot, panel.field(0, "start"), "b = 2")
    assert panel.can_start()
    assert panel.runs()[0].params == {"W1": [[0.1, 0.2]], "b": 2.0, "v": None}


def test_another_sections_runs_are_shown_in_the_same_rows_with_nothing_of_the_last(panel, qtbot):
    """The rows' widgets are kept from one section to the next (made anew, they cost a frame):
    each shows its new run, and nothing of the run it showed before."""
    panel.add_run()  # a learner's copy, removable
    _retype(qtbot, panel.field(0, "lr"), "abc")  # a refused field
    panel.set_progress(1, 150, 200)
    panel.set_status(1, "done: loss 0.1", "done")
    panel.set_editable(False)
    panel.set_editable(True)
    first_lr = panel.field(0, "lr")
    others = [RunRow(7, "tanh", "network", 0.25, 300, "f32", "cpu", {"W1": None, "b": 0.5}),
              RunRow(8, "relu", "network", 0.75, 400, "f64", "cpu", {"W1": None, "b": -1.0})]
    panel.set_runs(others)
    assert panel.runs() == others and panel.run_ids() == [7, 8]
    assert panel.field(7, "lr") is first_lr  # the same widget, now run 7's
    assert first_lr.objectName() == "runLearningRate7" and first_lr.text() == "0.25"
    assert panel.problems() == {} and panel.can_start()
    assert [panel.status_text(i) for i in (7, 8)] == ["ready", "ready"]
    assert panel.field(8, "progress").value() == 0 and panel.field(8, "progress").maximum() == 400
    assert panel.field(8, "dtype").currentData() == "f64" and panel.field(7, "dtype").currentData() == "f32"
    assert panel.field(7, "start").text() == "b = 0.5" and panel.field(8, "start").text() == "b = -1"
    shown = [index for index in range(panel.table.rowCount()) if not panel.table.isRowHidden(index)]
    assert panel.field(7, "remove") is None and shown == [0, 1]  # the copy's row is put aside
    assert panel.findChildren(QWidget, "runRemove2") == []  # nothing answers to the copy's name
    assert panel.param_text(8, "b") == ""
    changes = []
    panel.runsChanged.connect(lambda: changes.append(1))
    _retype(qtbot, panel.field(8, "steps"), "50")  # a reused field answers edits as a new one does
    assert changes and panel.runs()[1].steps == 50
    panel.set_runs([replace(RUNS[1], run_id=9, copied_from=7)])  # fewer rows: a copy's has its button
    shown = [index for index in range(panel.table.rowCount()) if not panel.table.isRowHidden(index)]
    assert panel.run_ids() == [9] and shown == [0]
    assert panel.field(9, "remove") is not None and panel.field(9, "remove").objectName() == "runRemove9"
    button = panel.field(9, "remove")
    qtbot.waitUntil(lambda: button.width() > 0)  # laid out in its cell, as a learner sees it
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.run_ids() == []


@pytest.mark.parametrize("name", ["lr", "dtype", "replay"])
def test_a_field_taking_the_focus_selects_its_runs_row(panel, qtbot, name):
    chosen = []
    panel.selectionChanged.connect(chosen.append)
    panel.activateWindow()
    panel.select_run(0)
    field = panel.field(1, name)
    field.setFocus(Qt.FocusReason.MouseFocusReason)  # what a click in the cell does
    qtbot.waitUntil(lambda: chosen and chosen[-1] == 1)
    assert panel.selected_run() == 1
