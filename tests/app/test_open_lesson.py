"""File > Open Lesson…: a teacher's lesson folder opens beside the built-in lessons; a broken one
lists its problems and leaves the window as it was."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from gradwalk.app.window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "example-lesson"


@pytest.fixture
def window(qtbot, tmp_path):
    made = MainWindow(config_dir=tmp_path / "config", synchronous=True)
    qtbot.addWidget(made)
    return made


def open_from_menu(window, monkeypatch, folder: Path) -> None:
    """Trigger File > Open Lesson… and answer the folder dialog with `folder`."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(folder))
    window.findChild(QAction, "actionOpenLesson").trigger()


def tree_lessons(window) -> list[str]:
    tree = window.lesson_tree
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def test_a_sound_lesson_opens_beside_the_built_in_ones(window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    open_from_menu(window, monkeypatch, folder)
    assert window.lesson.folder == folder.resolve()
    assert window.section_id == window.lesson.sections[0].id
    titles = tree_lessons(window)
    assert window.lesson.title("en") in titles and len(titles) >= 2  # l04 is still listed
    assert window.outcome is not None and window.outcome.ok  # its first program ran


def test_an_opened_lesson_is_listed_again_at_the_next_start(window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    open_from_menu(window, monkeypatch, folder)
    title = window.lesson.title("en")
    window.close()
    again = MainWindow(config_dir=tmp_path / "config", synchronous=True)
    assert title in tree_lessons(again)
    again.close()


def test_a_broken_lesson_shows_its_problems_and_changes_nothing(window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    toml = folder / "lesson.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace("languages = [", "languages = [\"de\", ", 1),
                    encoding="utf-8")
    before = (window.lesson.id, window.section_id, window.editor.text(), tree_lessons(window))

    open_from_menu(window, monkeypatch, folder)

    problems = window.lesson_problems_shown
    assert problems and all("lesson.toml:" in p or ".md" in p for p in problems)
    assert any("de" in p for p in problems)
    assert (window.lesson.id, window.section_id, window.editor.text(), tree_lessons(window)) == before


def test_a_folder_without_a_lesson_says_so(window, monkeypatch, tmp_path):
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    section = window.section_id
    open_from_menu(window, monkeypatch, empty)
    assert window.lesson_problems_shown and "lesson.toml" in window.lesson_problems_shown[0]
    assert window.section_id == section


def test_the_check_runs_off_the_gui_thread_and_the_lesson_opens_after_it(qtbot, monkeypatch, tmp_path):
    window = MainWindow(config_dir=tmp_path / "config")  # with its evaluation thread
    qtbot.addWidget(window)
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    with qtbot.waitSignal(window.jobEnded, timeout=10_000,
                          check_params_cb=lambda kind: kind == "lesson-check"):
        open_from_menu(window, monkeypatch, folder)
        assert not window.actions.open_lesson.isEnabled()  # one check at a time
    qtbot.waitUntil(lambda: window.lesson is not None and window.lesson.folder == folder.resolve(),
                    timeout=10_000)
    assert window.actions.open_lesson.isEnabled()
