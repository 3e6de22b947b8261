"""The window in French and Spanish: chosen from the menu, without a restart, and remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from tests.app.window.shown_texts import shown_texts


# Texts that read the same in every language: names, and words French or Spanish borrow as they are.
SAME_IN_EVERY_LANGUAGE = {"Gradwalk", "English", "Français", "Español", "&Gradwalk"}


@pytest.fixture
def window(make_window):
    return make_window(synchronous=True)


def visible_texts(window) -> dict[str, str]:
    """Every action's and menu's text, by object name (or title)."""
    texts = {}
    for action in window.findChildren(QAction):
        if action.text() and not action.isSeparator() and action.objectName():
            texts[action.objectName()] = action.text()
    for menu in window.menuBar().findChildren(QMenu):
        if menu.title():
            texts[f"menu {menu.objectName() or menu.title()}"] = menu.title()
    return texts


@pytest.mark.parametrize("code", ["fr", "es"])
def test_the_menu_switches_language_without_a_restart(qtbot, window, code, make_window):
    english = visible_texts(window)
    english_caption = window.widgets.caption.text()
    window.show_position(2)
    section = window.state.section_id

    successor = make_window.switch_language(window, code)

    assert successor.language == code
    assert successor.state.section_id == section and successor.state.position == 2  # the same place in the walk
    shown = visible_texts(successor)
    untranslated = [f"{name}: {text!r}" for name, text in shown.items()
                    if english.get(name) == text and text.replace("&", "") not in SAME_IN_EVERY_LANGUAGE
                    and text not in SAME_IN_EVERY_LANGUAGE]
    assert not untranslated, untranslated
    assert successor.widgets.caption.text() != english_caption  # the walk's sentence too
    assert successor.findChild(QAction, f"actionLanguage{code.title()}").isChecked()


def test_the_lesson_text_follows_the_language(qtbot, window, make_window):
    english = window.widgets.section_text.toPlainText()
    successor = make_window.switch_language(window, "fr")
    lesson = successor.state.lesson
    section = lesson.section(successor.state.section_id)
    assert lesson.text(section, "fr") != lesson.text(section, "en")
    assert successor.windowTitle().startswith(section.title("fr"))
    assert successor.widgets.section_text.toPlainText() != english
    everywhere = Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive
    assert successor.widgets.lesson_tree.findItems(section.title("fr"), everywhere), \
        "the section list shows the French titles"


def test_the_language_is_remembered_at_the_next_start(qtbot, window, make_window):
    successor = make_window.switch_language(window, "es")
    successor.close()
    again = make_window(synchronous=True, shown=False)
    assert again.language == "es"
    assert again.findChild(QAction, "actionQuit").text() != "&Quit"


def test_what_was_typed_survives_the_switch(qtbot, window, make_window):
    window.widgets.editor.set_text("x = var(3.0)\ny = x.exp()")
    successor = make_window.switch_language(window, "fr")
    assert successor.widgets.editor.text() == "x = var(3.0)\ny = x.exp()"


def test_a_stored_language_the_app_does_not_speak_falls_back_to_the_systems(make_window, monkeypatch):
    from gradwalk.app.window import main_window
    from PySide6.QtCore import QSettings

    monkeypatch.setattr(main_window, "system_language", lambda: "es")  # not the machine's
    settings = QSettings(str(make_window.config_dir / "gradwalk.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/language", "tlh")
    settings.sync()
    made = make_window(synchronous=True, shown=False)
    assert made.language == "es"  # as at a first start: the stored value is no language
    assert made.findChild(QAction, "actionLanguageEs").isChecked()
    assert "view/language" in made.statusBar().currentMessage()


def test_the_first_start_follows_the_system_language(make_window, monkeypatch):
    from gradwalk.app.window import main_window

    monkeypatch.setattr(main_window, "system_language", lambda: "es")
    made = make_window(synchronous=True, shown=False)
    assert made.language == "es"
    assert made.findChild(QAction, "actionLanguageEs").isChecked()


def test_a_language_switch_keeps_forward_mode_and_the_place_of_the_sweep(qtbot, window, make_window):
    assert window.open_section("l06", "forward_first")
    window.findChild(QAction, "actionForwardMode").trigger()
    window.findChild(QAction, "actionStepBackward").trigger()
    assert window.state.outcome.walk.mode == "forward" and window.state.position == 1
    successor = make_window.switch_language(window, "fr")
    assert successor.findChild(QAction, "actionForwardMode").isChecked()
    assert successor.state.outcome.walk.mode == "forward" and successor.state.position == 1
    seeds = successor.widgets.seed_chooser
    assert seeds.isVisible() and seeds.currentText() == "x"  # the seed the text sweeps with
    assert "tangente 1 (amorce)" in successor.widgets.graph.text_items()


def _walked(window, qtbot, lesson: str, section: str, steps: int, forward: bool) -> None:
    """`window` at `section`, in forward mode where asked, `steps` steps into its walk, and its
    section's runs found where it trains."""
    assert window.open_section(lesson, section)
    if forward:
        window.findChild(QAction, "actionForwardMode").trigger()
    for _ in range(steps):
        window.findChild(QAction, "actionStepBackward").trigger()
    if window.state.section.trains:
        qtbot.waitUntil(lambda: bool(window.widgets.training_panel.runs()), timeout=30_000)
    qtbot.waitUntil(lambda: not window.jobs.running(), timeout=30_000)
    qtbot.wait(300)  # the plots' legends are laid out (and elided) once the docks have their sizes


@pytest.mark.parametrize("lesson, section, steps, forward, code", [
    ("l04", "first_derivative", 2, False, "fr"),
    ("l04", "exercise_1_logistic", 1, False, "es"),
    ("l05", "two_moons", 0, False, "fr"),
    ("l06", "forward_first", 1, True, "es"),
])
def test_a_window_switched_shows_what_a_window_built_in_that_language_shows(
        qtbot, make_window, tmp_path, lesson, section, steps, forward, code):
    """Every text (actions, menus, docks, labels, tables, tooltips, accessible names, the graph's
    and the plots' texts) of a window switched in place is the text a window built in the language
    shows, at the same place: nothing left in the language before."""
    switched = make_window(synchronous=True, size=(1280, 800))
    _walked(switched, qtbot, lesson, section, steps, forward)
    make_window.switch_language(switched, code)
    qtbot.waitUntil(lambda: not switched.jobs.running(), timeout=30_000)
    qtbot.wait(300)
    built = make_window(synchronous=True, size=(1280, 800), language=code, config_dir=tmp_path / "built")
    _walked(built, qtbot, lesson, section, steps, forward)

    shown, expected = shown_texts(switched), shown_texts(built)
    differing = {key: (shown.get(key), expected.get(key)) for key in set(shown) | set(expected)
                 if shown.get(key) != expected.get(key)}
    assert not differing, differing
    assert switched.state.position == built.state.position  # the walk kept its place


def test_switching_there_and_back_gives_the_same_texts(qtbot, make_window):
    window = make_window(synchronous=True, size=(1280, 800))
    _walked(window, qtbot, "l04", "first_derivative", 1, False)
    english = shown_texts(window)
    for code in ("fr", "es", "en"):
        make_window.switch_language(window, code)
    qtbot.waitUntil(lambda: not window.jobs.running(), timeout=30_000)
    back = shown_texts(window)
    assert {key: (back.get(key), text) for key, text in english.items() if back.get(key) != text} == {}
    assert set(back) == set(english)


def test_a_switch_keeps_the_undo_history_and_the_zoom(qtbot, window, make_window):
    editor = window.widgets.editor
    editor.replace_text(editor.text() + "\nz = x * 2", "an edit")
    qtbot.waitUntil(lambda: "z" in window.state.outcome.names, timeout=30_000)
    window.commands.zoom_in.trigger()
    scale = window.widgets.graph.transform().m11()
    make_window.switch_language(window, "fr")
    qtbot.waitUntil(lambda: not window.jobs.running(), timeout=30_000)
    assert window.widgets.graph.transform().m11() == pytest.approx(scale)
    undo = window.findChild(QAction, "actionUndo")
    assert undo.isEnabled() and undo.text().startswith("&Annuler")  # French, and it still undoes
    undo.trigger()
    assert "z = x * 2" not in editor.text()


def test_a_switch_keeps_the_findings_of_a_check(qtbot, window, make_window):
    assert window.open_section("l04", "exercise_1_logistic")
    window.findChild(QAction, "actionCheckAnswer").trigger()
    findings = window.widgets.exercise_panel.findings
    qtbot.waitUntil(lambda: findings.count() > 0, timeout=30_000)
    checked = [findings.item(row).text() for row in range(findings.count())]
    make_window.switch_language(window, "fr")
    assert findings.isVisibleTo(window) and [findings.item(row).text() for row in range(findings.count())] == checked


def test_a_second_switch_before_the_first_is_done_ends_in_the_second_language(qtbot, make_window, tmp_path):
    window = make_window(size=(1280, 800))  # its jobs on their threads: the switch takes turns
    assert window.open_section("l05", "two_moons")
    qtbot.waitUntil(lambda: bool(window.widgets.training_panel.runs()), timeout=30_000)
    with qtbot.waitSignal(window.languageSwitched, timeout=30_000):
        window.findChild(QAction, "actionLanguageFr").trigger()
        window.findChild(QAction, "actionLanguageEs").trigger()  # before the French parts ran
    qtbot.waitUntil(lambda: not window.jobs.running(), timeout=30_000)
    qtbot.wait(300)
    built = make_window(synchronous=True, size=(1280, 800), language="es", config_dir=tmp_path / "built")
    _walked(built, qtbot, "l05", "two_moons", 0, False)
    shown, expected = shown_texts(window), shown_texts(built)
    assert {key: (shown.get(key), expected.get(key)) for key in set(shown) | set(expected)
            if shown.get(key) != expected.get(key) and not key.startswith("statusBar")} == {}


def test_a_program_with_a_mistake_says_it_in_the_new_language(qtbot, window, make_window):
    window.widgets.editor.replace_text("y = exp(", "a mistake")
    qtbot.waitUntil(lambda: bool(window.widgets.editor.error_text()), timeout=30_000)
    english = window.widgets.editor.error_text()
    make_window.switch_language(window, "fr")
    qtbot.waitUntil(lambda: window.widgets.editor.error_text() != english, timeout=30_000)
    assert window.widgets.editor.error_text()
