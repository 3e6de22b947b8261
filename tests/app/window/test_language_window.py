"""The window in French and Spanish: chosen from the menu, without a restart, and remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu


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
