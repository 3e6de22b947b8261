"""The lesson window, driven as a learner drives it: open sections, type, step, export, restart."""

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication, QWidget

WAIT_MS = 10_000


@pytest.fixture
def config_dir(make_window):
    return make_window.config_dir


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def scene_texts(window) -> list[str]:
    return window.widgets.graph.text_items()


def wait_for_outcome(qtbot, window):
    return qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS)


def type_program(qtbot, window, text):
    editor = window.widgets.editor.findChild(QWidget, "expressionEditor")
    editor.setFocus()
    editor.selectAll()
    with wait_for_outcome(qtbot, window) as blocker:
        for number, line in enumerate(text.split("\n")):
            if number:
                qtbot.keyClick(editor, Qt.Key.Key_Return)  # QTest types no newline characters
            qtbot.keyClicks(editor, line)
    return blocker.args[0]


def test_the_window_names_its_main_parts(make_window):
    window = make_window()
    for name in ("lessonTree", "sectionText", "expressionEditor", "graphView", "gradientTable"):
        widget = window.findChild(QWidget, name)
        assert widget is not None, name
        assert widget.accessibleName(), name
        assert widget.toolTip(), name
    for name in ("actionStepBackward", "actionStepBack", "actionRunToEnd", "actionResetWalk",
                 "actionFiniteDifferences", "actionExportGraph"):
        found = action(window, name)
        assert found.toolTip() and not found.shortcut().isEmpty(), name


def test_the_first_section_opens_with_its_code_and_graph(make_window):
    window = make_window()
    assert window.state.section_id == "first_derivative"
    assert "y = x.sqr() + 3 * x" in window.widgets.editor.text()
    texts = scene_texts(window)
    assert any(t.startswith("x") for t in texts) and any("sqr(x)" in t for t in texts)
    assert window.state.outcome.focus == "y"


def test_stepping_to_the_end_shows_x_adding_up_to_7(make_window, qtbot):
    window = make_window()
    step = action(window, "actionStepBackward")
    assert not action(window, "actionStepBack").isEnabled()  # nothing to undo yet
    for _ in range(len(window.state.walk)):
        step.trigger()
    texts = scene_texts(window)
    # 3·x was made after sqr(x), so the walk visits it first: x gets 3, then 4.
    assert "grad 3 + 4 = 7" in texts
    assert not step.isEnabled() and not action(window, "actionRunToEnd").isEnabled()
    assert "complete" in window.widgets.caption.text()
    # the gradient panel shows the store: x with 7, built from 3 + 4
    table = window.widgets.gradient_table
    rows = [[table.item(r, c).text() for c in range(table.columnCount()) if table.item(r, c)]
            for r in range(table.rowCount())]
    assert any("x" in row[0] and "7" in row[1] for row in rows), rows


def test_step_back_restores_the_picture_exactly(make_window):
    window = make_window()
    action(window, "actionStepBackward").trigger()
    after_one = (scene_texts(window), window.widgets.caption.text())
    action(window, "actionRunToEnd").trigger()
    for _ in range(len(window.state.walk) - 1):
        action(window, "actionStepBack").trigger()
    assert (scene_texts(window), window.widgets.caption.text()) == after_one
    action(window, "actionResetWalk").trigger()
    assert window.state.position == 0 and not action(window, "actionResetWalk").isEnabled()


def test_the_walk_keys_work_when_the_graph_has_focus(make_window, qtbot):
    window = make_window()
    window.widgets.graph.setFocus()
    qtbot.keyClick(window.widgets.graph, Qt.Key.Key_End)
    assert window.state.position == len(window.state.walk)
    qtbot.keyClick(window.widgets.graph, Qt.Key.Key_Home)
    assert window.state.position == 0


def test_a_disabled_walk_key_does_not_pass_to_the_control_with_the_focus(make_window, qtbot):
    window = make_window()
    window.open_section("l04", "what_stops_a_gradient")
    chooser = window.widgets.result_chooser
    qtbot.waitUntil(lambda: chooser.count() > 1 and window.state.walk is not None)
    window.commands.run_to_end.trigger()  # at the end: Run to End (End) is disabled
    assert not window.commands.run_to_end.isEnabled()
    chooser.setFocus()
    shown = chooser.currentIndex()
    qtbot.keyClick(chooser, Qt.Key.Key_End)  # the Draw box used to jump to its last result
    qtbot.keyClick(chooser, Qt.Key.Key_Right)
    assert chooser.currentIndex() == shown and window.state.position == len(window.state.walk)
    qtbot.keyClick(chooser, Qt.Key.Key_Down)  # its own keys still work
    assert chooser.currentIndex() != shown


def test_every_section_of_lesson_4_opens_and_draws_and_next_goes_on_to_lesson_5(make_window, qtbot):
    window = make_window()
    next_section = action(window, "actionNextSection")
    seen = [window.state.section_id]
    while window.state.lesson.id == "l04":
        assert next_section.isEnabled()
        with wait_for_outcome(qtbot, window) as blocker:
            next_section.trigger()
        outcome = blocker.args[0]
        assert outcome.ok, (window.state.section_id, outcome.problem)
        assert outcome.snapshot.nodes
        seen.append(window.state.section_id)
    l04 = window.state.lessons["l04"]
    assert seen == [s.id for s in l04.sections] + [window.state.lessons["l05"].sections[0].id]
    # Previous goes back into lesson 4, to its last section
    with wait_for_outcome(qtbot, window):
        action(window, "actionPreviousSection").trigger()
    assert (window.state.lesson.id, window.state.section_id) == ("l04", l04.sections[-1].id)
    last = list(window.state.lessons.values())[-1]
    window.open_section(last.id, last.sections[-1].id)
    assert not next_section.isEnabled() and action(window, "actionPreviousSection").isEnabled()


def test_a_bad_expression_is_underlined_and_the_old_graph_stays(make_window, qtbot):
    window = make_window()
    before = scene_texts(window)
    outcome = type_program(qtbot, window, "x = var(2.0)\ny = x.sqr(")
    assert not outcome.ok
    assert window.widgets.editor.error_text()
    assert scene_texts(window) == before  # the last good graph is still drawn
    undo = window.menus.undo_action
    while undo.isEnabled():  # undo the typing, a line at a time: the lesson's code again
        undo.trigger()
    qtbot.waitUntil(lambda: "y = x.sqr() + 3 * x" in window.widgets.editor.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.widgets.editor.error_text(), timeout=WAIT_MS)


def test_typed_text_and_section_are_restored_after_a_restart(make_window, qtbot):
    window = make_window()
    with wait_for_outcome(qtbot, window):
        action(window, "actionNextSection").trigger()
    type_program(qtbot, window, "w = var([1.0, 2.0])\nloss = (w * w).sum_all()")
    assert window.state.outcome.focus == "loss"
    window.close()
    again = make_window()
    assert again.state.section_id == "which_tensors_get_a_gradient"
    assert again.widgets.editor.text() == "w = var([1.0, 2.0])\nloss = (w * w).sum_all()"
    action(again, "actionResetCode").trigger()
    assert "c = tensor([4, 5, 6])" in again.widgets.editor.text()
    again.undo_group.undo()
    assert again.widgets.editor.text() == "w = var([1.0, 2.0])\nloss = (w * w).sum_all()"


def test_tape_mode_walks_the_tape_to_the_same_gradient(make_window, qtbot):
    window = make_window()
    with wait_for_outcome(qtbot, window) as blocker:
        action(window, "actionTapeMode").trigger()
    assert blocker.args[0].walk.mode == "tape"
    assert window.widgets.tape_list.isVisible() and window.widgets.tape_list.count() == 4
    action(window, "actionRunToEnd").trigger()
    assert "grad 3 + 4 = 7" in scene_texts(window)


def test_finite_differences_check_the_variables(make_window, qtbot):
    window = make_window()
    table = window.widgets.fd_table
    action(window, "actionFiniteDifferences").trigger()
    qtbot.waitUntil(lambda: table.rowCount() == 1 and table.item(0, 0) is not None
                    and table.item(0, 0).text() == "x", timeout=WAIT_MS)
    assert "✓" in " ".join(table.item(0, c).text() for c in range(table.columnCount())
                           if table.item(0, c))


def test_the_gradients_own_graph_can_be_walked(make_window, qtbot):
    window = make_window()
    chooser = window.widgets.gradient_chooser
    index = chooser.findData("x")
    assert index > 0
    with wait_for_outcome(qtbot, window) as blocker:
        chooser.setCurrentIndex(index)
        chooser.activated.emit(index)
    outcome = blocker.args[0]
    assert outcome.ok and "dy/dx" in outcome.summary and " 7 " in outcome.summary + " "
    assert len(outcome.walk) >= 1  # d(dy/dx)/dx = 2: a walk of its own


@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_export_writes_each_format(make_window, tmp_path, suffix):
    window = make_window()
    action(window, "actionStepBackward").trigger()
    path = tmp_path / f"graph.{suffix}"
    assert window.exporter.export_to(path, window.export_frames()) == path
    data = path.read_bytes()
    if suffix == "png":
        image = QImage(str(path))
        assert not image.isNull() and image.width() > 100
    elif suffix == "svg":
        root = ET.fromstring(data)
        text = " ".join("".join(e.itertext()) for e in root.iter())
        assert "sqr(x)" in text
    else:
        assert data.startswith(b"%PDF")
        assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(
            b"/Type/Page") >= len(window.state.walk) + 1 or b"/Count 4" in data


def test_a_failed_export_keeps_the_old_file(make_window, tmp_path, monkeypatch):
    from gradwalk.app.session import storage
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    path = tmp_path / "graph.png"
    path.write_bytes(b"old picture")
    monkeypatch.setattr(storage.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "disk full")))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert window.exporter.export_to(path, window.export_frames()) is None
    assert path.read_bytes() == b"old picture"
    assert shown and "disk full" in shown[0]
    assert [p.name for p in tmp_path.iterdir()] == ["graph.png"]


def test_every_control_has_a_tooltip_and_an_accessible_name(make_window):
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsView,
                                   QLineEdit, QPlainTextEdit, QToolButton)

    window = make_window()
    controls = (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsView, QLineEdit, QPlainTextEdit)
    missing = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, controls) or isinstance(widget, QToolButton):
            continue  # a toolbar's buttons show their action's tooltip and text
        if widget.window() is not window or isinstance(widget.parent(), QAbstractItemView) \
                or widget.objectName().startswith("qt_"):  # Qt's own dock buttons
            continue  # a combo box's popup list, a view's own editors
        if not widget.toolTip() or not widget.accessibleName():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    assert missing == []


def test_picking_a_node_and_an_operation_writes_a_line_and_redraws(make_window, qtbot):
    window = make_window()
    x_id = next(n.id for n in window.state.outcome.snapshot.nodes if n.label == "x")
    window.widgets.graph.nodeSelected.emit(x_id)
    palette = window.widgets.palette_panel
    assert palette.target_combo.currentText() == "x"
    palette.set_operation("exp")
    with wait_for_outcome(qtbot, window) as blocker:
        qtbot.mouseClick(palette.apply_button, Qt.MouseButton.LeftButton)
    assert window.widgets.editor.text().rstrip().endswith("t1 = x.exp()")
    assert "t1" in blocker.args[0].names
    window.undo_group.undo()
    assert "t1 = x.exp()" not in window.widgets.editor.text()


@pytest.mark.device
def test_a_program_on_cuda_walks_as_the_first_example_does(make_window, qtbot):
    window = make_window()
    outcome = type_program(qtbot, window, 'x = var(2.0, dtype="f64", device="cuda")\ny = x.sqr() + 3 * x')
    assert outcome.ok, outcome.problem
    assert {node.device for node in outcome.snapshot.nodes} == {"cuda"}
    action(window, "actionRunToEnd").trigger()
    assert "grad 3 + 4 = 7" in scene_texts(window)
    for mode, total in (("actionTapeMode", "grad 3 + 4 = 7"), ("actionForwardMode", "tangent 4 + 3 = 7")):
        with wait_for_outcome(qtbot, window) as blocker:
            action(window, mode).trigger()
        assert blocker.args[0].ok
        action(window, "actionRunToEnd").trigger()
        assert total in scene_texts(window), mode
    table = window.widgets.fd_table
    action(window, "actionFiniteDifferences").trigger()
    qtbot.waitUntil(lambda: table.rowCount() == 1 and table.item(0, 0) is not None
                    and table.item(0, 0).text() == "x", timeout=WAIT_MS)
    assert "✓" in " ".join(table.item(0, c).text() for c in range(table.columnCount()) if table.item(0, c))


@pytest.mark.device
def test_the_palette_offers_cuda_where_it_can_run_and_its_input_lives_there(make_window, qtbot):
    window = make_window()
    palette = window.widgets.palette_panel
    index = palette.device_combo.findData("cuda")
    assert palette.device_combo.model().item(index).isEnabled()
    palette.input_name_edit.setText("z")
    palette.kind_combo.setCurrentIndex(palette.kind_combo.findData("vector"))
    palette.values_edit.setText("1, 2")
    palette.dtype_combo.setCurrentIndex(palette.dtype_combo.findData("f64"))
    palette.device_combo.setCurrentIndex(index)
    window.widgets.editor.replace_text("", "Clear")  # the new input is then the program's only result, drawn
    qtbot.mouseClick(palette.add_button, Qt.MouseButton.LeftButton)
    assert window.widgets.editor.text() == 'z = var([1, 2], dtype="f64", device="cuda")'
    qtbot.waitUntil(lambda: window.state.outcome.focus == "z", timeout=WAIT_MS)
    (z,) = window.state.outcome.snapshot.nodes
    assert z.device == "cuda" and z.value.tolist() == [1.0, 2.0]
    assert window.state.outcome.summary.endswith("f64 on cuda")


def test_the_about_box_names_the_app_and_its_version(make_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window = make_window()
    action(window, "actionAbout").trigger()
    assert shown and "Gradwalk 0.1.0" in shown[0]
    # what Gradwalk does beyond lesson 4, and every lesson it has, by its title
    assert "forward mode" in shown[0] and "Lesson 4" not in shown[0]
    for lesson in window.state.lessons.values():
        assert lesson.title("en") in shown[0]


def _answer_export_dialog(monkeypatch, answer):
    """Make the Export Graph dialog answer at once: `answer(dialog)` fills it in, as a learner would."""
    from PySide6.QtWidgets import QDialog

    from gradwalk.app.export.dialogs import GraphExportDialog

    asked = []

    def run(dialog):
        asked.append(dialog)
        answer(dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(GraphExportDialog, "exec", run)
    return asked


def _choose(dialog, fmt: str, name: str | None = None) -> None:
    from PySide6.QtWidgets import QLineEdit

    name_filter = dialog.filters[["png", "svg", "pdf"].index(fmt)]
    dialog.selectNameFilter(name_filter)
    dialog.filterSelected.emit(name_filter)
    if name is not None:
        dialog.findChild(QLineEdit, "fileNameEdit").setText(name)


def test_the_export_dialog_remembers_its_folder(make_window, tmp_path, monkeypatch):
    window = make_window()
    folder = tmp_path / "slides"
    folder.mkdir()
    seen = []

    def answer(dialog):
        seen.append(dialog.directory().absolutePath())
        dialog.setDirectory(str(folder))
        _choose(dialog, "pdf")

    _answer_export_dialog(monkeypatch, answer)
    action(window, "actionExportGraph").trigger()
    section = window.state.section_id
    assert (folder / f"{section}-walk.pdf").read_bytes().startswith(b"%PDF")
    action(window, "actionExportGraph").trigger()
    assert seen[1] == str(folder)


def test_the_export_dialog_names_the_section_and_step_and_keeps_the_slides_choices(
        make_window, tmp_path, monkeypatch):
    from gradwalk.views.graph.graph_export import SlideOptions

    window = make_window()
    action(window, "actionStepBackward").trigger()
    action(window, "actionStepBackward").trigger()
    section, step = window.state.section_id, window.state.position
    assert step == 2
    names = []

    def answer(dialog):
        dialog.setDirectory(str(tmp_path))
        names.append(Path(dialog.path()).name)
        _choose(dialog, "pdf")
        names.append(Path(dialog.path()).name)
        assert not dialog.size_combo.isEnabled()  # a PDF's pages are A4
        _choose(dialog, "png")
        names.append(Path(dialog.path()).name)
        dialog.size_combo.setCurrentIndex(dialog.size_combo.findData("1280x720"))
        dialog.legend_box.setChecked(False)

    _answer_export_dialog(monkeypatch, answer)
    action(window, "actionExportGraph").trigger()
    assert names == [f"{section}-step-2.png", f"{section}-walk.pdf", f"{section}-step-2.png"]
    image = QImage(str(tmp_path / f"{section}-step-2.png"))
    assert (image.width(), image.height()) == (1280, 720)
    # the next export starts from the same choices, and a name of one's own keeps its name
    def again(dialog):
        assert dialog.options() == SlideOptions(size=(1280, 720), legend=False, caption=True)
        _choose(dialog, "png", "mine")
        _choose(dialog, "svg")

    _answer_export_dialog(monkeypatch, again)
    action(window, "actionExportGraph").trigger()
    assert (tmp_path / "mine.svg").exists()
    root = ET.fromstring((tmp_path / "mine.svg").read_bytes())
    assert root.get("width") == "1280" and "edge of this step" not in "".join(root.itertext())


def test_the_window_layout_is_saved_for_the_next_start(make_window, config_dir):
    from PySide6.QtCore import QSettings

    window = make_window()
    window.resize(701, 533)  # the offscreen screen is small: stay inside it
    window.close()
    settings = QSettings(str(config_dir / "gradwalk.ini"), QSettings.Format.IniFormat)
    assert settings.value("window/geometry") is not None and settings.value("window/state") is not None
    again = make_window()
    assert (again.width(), again.height()) == (701, 533)


def test_the_editor_keeps_its_own_keys(make_window, qtbot):
    window = make_window()
    editor = window.widgets.editor.findChild(QWidget, "expressionEditor")
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_End)  # moves the cursor, does not run the walk
    qtbot.keyClick(editor, Qt.Key.Key_Right)
    assert window.state.position == 0
    qtbot.keyClick(editor, Qt.Key.Key_F10)  # the walk's other key works from anywhere
    assert window.state.position == 1


def test_typed_text_is_saved_soon_after_typing_without_closing(make_window, qtbot, config_dir):
    import json

    window = make_window()
    window.save_timer.setInterval(50)  # the app waits two seconds of quiet; the test less
    type_program(qtbot, window, "x = var(5.0)\ny = x.exp()")
    path = config_dir / "typed.json"
    qtbot.waitUntil(lambda: path.exists() and "x.exp()" in path.read_text(encoding="utf-8"),
                    timeout=WAIT_MS)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["l04"]["first_derivative"] == "x = var(5.0)\ny = x.exp()"  # as if it crashed now


def test_the_look_can_be_chosen_and_is_remembered(make_window, config_dir):
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QPalette

    window = make_window()
    base_before = window.widgets.graph.palette().color(QPalette.ColorRole.Base)
    action(window, "actionLookDark").trigger()
    dark_base = QApplication.instance().palette().color(QPalette.ColorRole.Base)
    assert dark_base.lightness() < 80 and dark_base != base_before
    settings = QSettings(str(config_dir / "gradwalk.ini"), QSettings.Format.IniFormat)
    assert settings.value("view/look") == "dark"
    action(window, "actionLookLight").trigger()
    assert QApplication.instance().palette().color(QPalette.ColorRole.Base).lightness() > 200


def test_the_editors_colours_follow_the_look(make_window, qtbot):
    """Syntax colours are taken anew at a switch, from the new look: dark blue on black was the
    old look's colour, taken before the editor itself had heard of the switch."""
    window = make_window()
    number = lambda: window.widgets.editor.highlighter._formats["number"].foreground().color()  # noqa: E731
    action(window, "actionLookDark").trigger()
    qtbot.waitUntil(lambda: number().lightness() > 110, timeout=2000)  # light on the dark background
    action(window, "actionLookLight").trigger()
    qtbot.waitUntil(lambda: number().lightness() < 110, timeout=2000)


def test_the_empty_gradient_table_never_asks_for_a_step_that_cannot_be_taken(make_window, qtbot):
    window = make_window()
    note = window.widgets.gradient_table.empty_label

    def show(text: str) -> None:
        window.widgets.editor.set_text(text)
        with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS,
                              check_params_cb=lambda outcome: outcome.request.text == text):
            window.evaluate()

    show("n = tensor([1, 2, 3])\nm = n * 2\n")  # integers: no gradient flows
    assert window.widgets.gradient_table.is_empty() and not action(window, "actionStepBackward").isEnabled()
    assert "step the walk" not in note.text() and note.text() == window.widgets.caption.text()
    show('x = var(2.0, dtype="f64")\ny = x.sqr()\n')
    assert action(window, "actionStepBackward").isEnabled() and not window.widgets.gradient_table.is_empty()


def test_a_selected_node_is_shown_whole_under_the_graph(make_window, qtbot):
    window = make_window()
    details = window.widgets.selection_details
    text = "v = var([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5], dtype=\"f64\")\ns = v.sqr().sum_all()\n"
    window.widgets.editor.set_text(text)
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS,
                          check_params_cb=lambda outcome: outcome.request.text == text):
        window.evaluate()
    v = next(node.id for node in window.state.outcome.snapshot.nodes if node.label == "v")
    # ten values: summarised in the box
    assert "9.5" not in window.widgets.graph.node_item(v).detail.plain_text()
    assert not details.isVisible()
    window.widgets.graph.select_node(v)
    assert details.isVisible() and "9.5" in details.toPlainText() and "gradient" not in details.toPlainText()
    action(window, "actionRunToEnd").trigger()
    assert "19." in details.toPlainText()  # its gradient 2·v, as the walk left it
    window.widgets.graph.select_node(-1)
    assert not details.isVisible()


def test_a_value_reads_the_same_in_its_box_on_its_edges_and_in_its_badge(make_window, qtbot):
    # one number, one text: the box, the edge's label, the badge and the caption write 1/3 alike
    window = make_window()
    text = "x = var(1/3)\ny = x * x\n"
    window.widgets.editor.set_text(text)
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS,
                          check_params_cb=lambda outcome: outcome.request.text == text):
        window.evaluate()
    snapshot = window.state.outcome.snapshot
    x = next(node.id for node in snapshot.nodes if node.label == "x")
    graph = window.widgets.graph
    assert "value 0.333333" in graph.node_item(x).detail.plain_text().split("\n")
    action(window, "actionStepBackward").trigger()
    labels = [graph.edge_label((e.source, e.target, e.position)) for e in snapshot.edges if e.source == x]
    assert labels and all(label == "∂/∂x = x = 0.333333\npasses 0.333333" for label in labels), labels
    assert graph.node_item(x).badge_text() == "grad 0.333333 + 0.333333 = 0.666667"
    assert "× 0.333333 = 0.333333 to x" in window.widgets.caption.text()
    assert "0.33333334" in graph.node_item(x).toolTip()  # the tooltip: every digit of the f32


def test_the_walk_shows_what_a_step_passes_to_and_a_wide_graph_opens_on_its_inputs(make_window):
    """At 1280x800 the two moons' graph is wider than the view at a readable size: the walk ends
    with the gradients passed to W1 and X, and those boxes, with their badges, are in view; the XOR
    exercise opens with the weights V and the points X_xor in view, not cut at the edge."""
    window = make_window(synchronous=True, language="en", size=(1280, 800))
    view = window.widgets.graph

    def in_view(label: str) -> bool:
        """The box named `label` and its texts (its badge too) wholly in the view."""
        node = next(n for n in window.state.outcome.snapshot.nodes if n.label == label)
        item = view.node_item(node.id)
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        texts = [text.sceneBoundingRect() for text in item.labels() if text.isVisible()]
        return all(shown.contains(part) for part in [item.sceneBoundingRect(), *texts])

    window.open_section("l05", "two_moons")
    QApplication.processEvents()
    window.show_position(len(window.state.walk))
    QApplication.processEvents()
    assert view.node_item(next(n.id for n in window.state.outcome.snapshot.nodes
                               if n.label == "W1")).badge_text().startswith("grad")
    assert in_view("W1") and in_view("X")
    window.open_section("l05", "exercise_2_xor_network")
    QApplication.processEvents()
    assert window.state.position == 0 and in_view("V") and in_view("X_xor")


def test_the_gradstore_hover_reads_as_the_graphs(make_window):
    """A GradStore value's tooltip is the gradient the graph's box says on hover, through the one
    tooltip formatter (core/engine/format.py tooltip_text)."""
    from gradwalk.core.engine import tooltip_text

    window = make_window(synchronous=True, language="en", size=(1280, 800))
    window.open_section("l05", "a_layer")
    window.show_position(len(window.state.walk))
    QApplication.processEvents()
    table, view = window.widgets.gradient_table, window.widgets.graph
    entries = window.state.walk.store_after(len(window.state.walk))
    assert entries
    for row, entry in enumerate(entries):
        tip = table.item(row, 1).toolTip()
        assert tip == entry.detail and f"gradient: {tip}" in view.node_item(entry.node).toolTip()
    # the values at full precision, as the one tooltip formatter writes them
    x = next(node for node in window.state.outcome.snapshot.nodes if node.label == "X")
    assert tooltip_text(x.value) in view.node_item(x.id).toolTip()
