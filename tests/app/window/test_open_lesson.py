"""File > Open Lesson…: a teacher's lesson folder opens beside the built-in lessons; a broken one
lists its problems and leaves the window as it was."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.paths import REPO_ROOT

EXAMPLE = REPO_ROOT / "data" / "example-lesson"


@pytest.fixture
def window(make_window):
    return make_window(synchronous=True, shown=False)


def open_from_menu(window, monkeypatch, folder: Path) -> None:
    """Trigger File > Open Lesson… and answer the folder dialog with `folder`."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(folder))
    window.findChild(QAction, "actionOpenLesson").trigger()


def tree_lessons(window) -> list[str]:
    tree = window.widgets.lesson_tree
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def test_a_sound_lesson_opens_beside_the_built_in_ones(window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    open_from_menu(window, monkeypatch, folder)
    assert window.state.lesson.folder == folder.resolve()
    assert window.state.section_id == window.state.lesson.sections[0].id
    titles = tree_lessons(window)
    assert window.state.lesson.title("en") in titles and len(titles) >= 2  # l04 is still listed
    assert window.state.outcome is not None and window.state.outcome.ok  # its first program ran


def test_an_opened_lesson_is_listed_again_at_the_next_start(window, make_window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    open_from_menu(window, monkeypatch, folder)
    title = window.state.lesson.title("en")
    window.close()
    again = make_window(synchronous=True, shown=False)
    assert title in tree_lessons(again)
    again.close()


def test_a_broken_lesson_shows_its_problems_and_changes_nothing(window, monkeypatch, tmp_path):
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    toml = folder / "lesson.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace("languages = [", "languages = [\"de\", ", 1),
                    encoding="utf-8")
    editor = window.widgets.editor
    before = (window.state.lesson.id, window.state.section_id, editor.text(), tree_lessons(window))

    open_from_menu(window, monkeypatch, folder)

    problems = window.library.problems_shown
    assert problems and all("lesson.toml:" in p or ".md" in p for p in problems)
    assert any("de" in p for p in problems)
    assert (window.state.lesson.id, window.state.section_id, editor.text(), tree_lessons(window)) == before


def test_a_folder_without_a_lesson_says_so(window, monkeypatch, tmp_path):
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    section = window.state.section_id
    open_from_menu(window, monkeypatch, empty)
    assert window.library.problems_shown and "lesson.toml" in window.library.problems_shown[0]
    assert window.state.section_id == section


def test_the_check_runs_off_the_gui_thread_and_the_lesson_opens_after_it(qtbot, make_window, monkeypatch,
                                                                         tmp_path):
    window = make_window(shown=False, first_graph=False)  # with its evaluation thread
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    with qtbot.waitSignal(window.jobEnded, timeout=10_000,
                          check_params_cb=lambda kind: kind == "lesson-check"):
        open_from_menu(window, monkeypatch, folder)
        assert not window.commands.open_lesson.isEnabled()  # one check at a time
    qtbot.waitUntil(lambda: window.state.lesson is not None and window.state.lesson.folder == folder.resolve(),
                    timeout=10_000)
    assert window.commands.open_lesson.isEnabled()


def test_a_lesson_whose_data_has_gone_says_so_and_keeps_the_section_open(window, monkeypatch, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "points.csv").write_text("x,y\n1,2\n2,4\n3,6\n")
    monkeypatch.setenv("GRADWALK_DATA", str(data))
    folder = shutil.copytree(EXAMPLE, tmp_path / "example-lesson")
    toml = folder / "lesson.toml"
    first_section = toml.read_text().index("[[sections]]")
    text = toml.read_text()
    toml.write_text(text[:first_section] + '[data.points]\nfile = "points.csv"\ncolumns = { px = "x", py = "y" }'
                    "\n\n" + text[first_section:])
    open_from_menu(window, monkeypatch, folder)
    assert window.state.lesson.id == "example-lesson"
    window.open_section("l04", window.state.lessons["l04"].sections[0].id)
    (data / "points.csv").unlink()  # the teacher's data file is moved away while the app runs
    first = window.state.lessons["example-lesson"].sections[0].id
    assert not window.open_section("example-lesson", first)
    box = window.findChild(QMessageBox, "lessonDataBox")
    assert box is not None and box.isVisible() and "points.csv" in box.text()
    assert window.state.lesson.id == "l04" and window.state.outcome is not None
    assert "points.csv" in window.statusBar().currentMessage()
