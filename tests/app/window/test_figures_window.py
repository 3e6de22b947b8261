"""The figures beside a section's text, as a learner meets them: every figure the lesson computes is
under the text that cites it, labelled in the window's language, computed again as the program
changes and when a run ends; View > Section Figures shows and hides them."""

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import run_section
from tests.app.training.train_in_window import WAIT_MS, open_trainings, run_all

SIGMOID = "sigmoid: size of the first layer's gradient over the last one's"


def shown_figures(qtbot, window, lesson_id: str, section_id: str) -> dict[str, str]:
    """Open the section and wait for its figures: {label: value as the panel shows it}."""
    with qtbot.waitSignal(window.figures.figuresShown, timeout=WAIT_MS):
        window.open_section(lesson_id, section_id)
    return panel_values(window)


def panel_values(window) -> dict[str, str]:
    return {row.label: row.value for row in window.widgets.figures_panel.records()}


def test_every_figure_the_section_computes_is_under_its_text(window, qtbot):
    figures = shown_figures(qtbot, window, "l05", "activations")
    lesson = load_lesson("l05")
    transcript = run_section(lesson.section("activations"), dict(window.state.env)).figures
    assert list(figures) == [figure.label for figure in transcript]
    assert figures[SIGMOID] == "0.004803 (f64)"
    panel = window.findChild(QWidget, "figuresPanel")
    assert panel is window.widgets.figures_panel and panel.isVisible()
    # under the section's text, in the lesson's column, inside the window at 1280x800
    text = window.widgets.section_text
    assert panel.mapTo(window, panel.rect().topLeft()).y() >= text.mapTo(window, text.rect().bottomLeft()).y()
    assert window.rect().contains(panel.mapTo(window, panel.rect().bottomRight()))
    assert panel.rows.height() >= 3 * panel.rows.fontMetrics().height() and text.height() >= 200


def test_the_figures_follow_the_program_as_it_is_typed(window, qtbot):
    shown_figures(qtbot, window, "l05", "activations")
    editor = window.widgets.editor.findChild(QWidget, "expressionEditor")
    code = editor.toPlainText()
    cursor = editor.textCursor()
    cursor.setPosition(code.index("* 0.7)") + len("* 0.7"))  # the first layer's weights, twice as large
    editor.setTextCursor(cursor)
    editor.setFocus()
    with qtbot.waitSignal(window.figures.figuresShown, timeout=WAIT_MS):
        qtbot.keyClicks(editor, " * 2")
    assert "* 0.7 * 2)" in editor.toPlainText()
    assert panel_values(window)[SIGMOID] not in ("0.004803 (f64)", "—")
    with qtbot.waitSignal(window.figures.figuresShown, timeout=WAIT_MS):
        window.findChild(QAction, "actionResetCode").trigger()
    assert panel_values(window)[SIGMOID] == "0.004803 (f64)"


def test_the_figures_of_a_training_wait_for_its_run_then_show_its_values(window, qtbot):
    runs = open_trainings(qtbot, window, "l05", "what_goes_wrong", len(
        [step for step in load_lesson("l05").section("what_goes_wrong").steps if step.kind == "train"]))
    qtbot.waitUntil(lambda: bool(panel_values(window)), timeout=WAIT_MS)
    before = panel_values(window)
    dead = "first layer: ReLU units still dead after training"
    assert before[dead] == "after a run"
    assert before["first layer: ReLU units with bias −1 that no point switches on"] == "7 (f64)"
    run_all(qtbot, window)
    qtbot.waitUntil(lambda: panel_values(window).get(dead) == "7 (f64)", timeout=WAIT_MS)
    after = panel_values(window)
    assert after["second layer: ReLU units dead after training"] == "4 (f64)"
    assert after["after training, how far the hidden units' weights differ"] == "0 (f64)"
    assert "after a run" not in after.values()
    # the boundary's caption counts the dead units layer by layer, as the figures do
    relu = next(row.run_id for row in window.widgets.training_panel.runs() if "ReLU" in row.label)
    assert relu in runs
    window.widgets.training_panel.select_run(relu)
    assert "7 of 16 in r1, 4 of 16 in r2" in window.widgets.boundary_plot.caption()


def test_the_view_menu_shows_and_hides_the_figures(window, qtbot):
    shown_figures(qtbot, window, "l06", "one_direction")
    toggle = window.findChild(QAction, "actionShowFigures")
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.menu().title() == "&View")
    assert toggle in view_menu.actions() and toggle.isChecked()
    panel = window.widgets.figures_panel
    toggle.trigger()
    assert panel.isHidden() and not toggle.isChecked()
    toggle.trigger()
    assert panel.isVisible() and panel.rows.hasFocus()  # shown with the keyboard, reached with it


def test_the_figures_speak_the_windows_language(make_window, qtbot):
    window = make_window(language="es")
    figures = shown_figures(qtbot, window, "l06", "one_direction")
    assert figures["tangente de f, solo u sembrada"] == "2.701707 (f64)"


def test_forward_mode_starts_with_the_texts_seed(window, qtbot):
    shown_figures(qtbot, window, "l06", "dual_numbers")
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        window.findChild(QAction, "actionForwardMode").trigger()
    assert window.widgets.seed_chooser.currentText() == "u"
    window.findChild(QAction, "actionRunToEnd").trigger()
    assert "2.701707" in window.widgets.caption.text()  # the first figure's tangent, u seeded alone
    assert panel_values(window)["f on dual numbers, u moving at 1"] == "2.701707 (f64)"
    assert window.widgets.seed_chooser.currentData() == "u"
    assert window.state.seeded == "u"


def test_a_language_switch_keeps_the_figures_a_run_gave(window, qtbot, make_window):
    open_trainings(qtbot, window, "l05", "two_moons", 1)
    run_all(qtbot, window)
    qtbot.waitUntil(lambda: "after a run" not in panel_values(window).values(), timeout=WAIT_MS)
    english = panel_values(window)
    french = make_window.switch_language(window, "fr")
    qtbot.waitUntil(lambda: "perte avant l'entraînement" in panel_values(french), timeout=WAIT_MS)
    shown = panel_values(french)
    assert "after a run" not in shown.values()  # the run's figures, in the new window too
    assert shown["perte avant l'entraînement"] == english["loss before training"]
