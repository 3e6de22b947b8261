"""The window starts whatever its configuration folder holds, and closing never loses what was
typed without asking: gone lesson folders, damaged settings and autosaves, a folder that cannot
be written, a full disk, two windows on one folder."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.paths import REPO_ROOT
from gradwalk.app.session import storage
from gradwalk.app.base.translations import system_language
from gradwalk.app.window.main_window import SAVE_PAUSE_MS, MainWindow
from gradwalk.core.lessons import load_lesson

EXAMPLE = REPO_ROOT / "data" / "example-lesson"
FIRST = load_lesson("l04").sections[0].id


@pytest.fixture
def start(make_window):
    """A factory: a synchronous window on a config folder that closes without asking (closed after
    the test; a test that wants the question deletes this answer)."""

    def factory(config_dir: Path) -> MainWindow:
        window = make_window(config_dir=config_dir, synchronous=True, shown=False, first_graph=False)
        window.ask_close_unsaved = lambda reason: True
        return window

    return factory


def write_ini(config_dir: Path, text: str) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "gradwalk.ini").write_text(text, encoding="utf-8")


def type_text(window: MainWindow, text: str) -> None:
    window.widgets.editor.set_text(text)
    window.widgets.editor.textEdited.emit(text)  # as the editor says after each keystroke


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_lesson_whose_folder_has_gone_is_dropped_and_the_start_goes_on(start, tmp_path):
    stick = tmp_path / "stick"
    folder = shutil.copytree(EXAMPLE, stick / "example-lesson")
    first = start(tmp_path / "config")
    assert first.open_lesson_folder(folder)
    first.close()  # the example lesson was the last section open
    shutil.rmtree(stick)  # unplugged: not even the folder above it is there
    again = start(tmp_path / "config")
    assert "example-lesson" not in again.state.lessons
    assert (again.state.lesson.id, again.state.section_id) == ("l04", FIRST)
    assert str(folder) in status(again) and "no longer listed" in status(again)
    assert again.settings.folders("lessons/opened") == []


def test_damaged_settings_give_their_defaults_with_one_status_line(start, tmp_path):
    config = tmp_path / "config"
    write_ini(config, "\n".join([
        "[lesson]", "id=l04, l05", r"section=@Variant(\0\0\0\x2\0\0\0\x5)",
        "[lessons]", r"opened=@Variant(\0\0\0\x2\0\0\0\x5)", "lastFolder=@Size(1 2)",
        "[view]", "language=en, fr", "look=@Size(3 4)",
        "[window]", r"geometry=@ByteArray(\xff\xfe garbage)", r"state=@ByteArray(\0\0\0\xffgarbage)", ""]))
    window = start(config)
    assert window.language == system_language()
    assert (window.state.lesson.id, window.state.section_id) == ("l04", FIRST)
    line = status(window)
    for key in ("lesson/id", "lesson/section", "lessons/opened", "view/language", "window/geometry",
                "window/state"):
        assert key in line
    assert "\n" not in line
    assert [p.name.startswith("gradwalk.ini.damaged-") for p in config.iterdir()].count(True) == 1


def test_an_unknown_section_opens_the_lessons_first_one_and_says_so(start, tmp_path):
    config = tmp_path / "config"
    write_ini(config, "[lesson]\nid=l04\nsection=no_such_section\n")
    window = start(config)
    assert (window.state.lesson.id, window.state.section_id) == ("l04", FIRST)
    assert "no_such_section" in status(window)


def test_an_unknown_look_is_the_systems(make_window, tmp_path):
    config = tmp_path / "config"
    write_ini(config, "[view]\nlook=@Size(3 4)\n")
    window = make_window(config_dir=config, synchronous=True, follow_look=True, shown=False,
                         first_graph=False)
    assert window.look == "system" and "view/look" in status(window)
    window.close()


def test_a_deeply_nested_autosave_is_kept_aside_and_the_window_starts(start, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "typed.json").write_text("{\"l04\":" * 50_000 + "1" + "}" * 50_000, encoding="utf-8")
    window = start(config)
    assert window.state.lesson.id == "l04" and "could not be read" in status(window)
    assert any(p.name.startswith("typed.json.unreadable-") for p in config.iterdir())


def test_a_typed_text_that_is_a_number_gives_the_lessons_code(start, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "typed.json").write_text(json.dumps({"l04": {FIRST: 5, "other": ["x"]}}), encoding="utf-8")
    window = start(config)
    code = window.state.lesson_code
    assert window.widgets.editor.text() == code and "not text" in status(window)


@pytest.fixture
def unwritable_config(tmp_path) -> Path:
    (tmp_path / "blocker").write_text("a file where a folder should be", encoding="utf-8")
    return tmp_path / "blocker" / "gradwalk"


def test_a_config_folder_that_cannot_be_made_still_starts_and_says_where(start, unwritable_config):
    window = start(unwritable_config)
    assert window.state.lesson.id == "l04"
    assert "cannot be saved" in status(window) and str(unwritable_config) in status(window)


def test_closing_asks_when_the_text_cannot_be_saved_and_no_keeps_the_window(start, unwritable_config,
                                                                           monkeypatch):
    window = start(unwritable_config)
    del window.ask_close_unsaved  # the window's own question, answered by the dialog below
    window.show()
    type_text(window, "x = var(2.0)\ny = x.exp()")
    asked = []

    def question(*args, **kwargs):
        asked.append(args)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not window.close()
    assert len(asked) == 1 and window.isVisible()
    assert window.texts.get("l04", FIRST) == "x = var(2.0)\ny = x.exp()"  # still in memory
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    assert window.close()


def test_a_full_disk_on_close_keeps_the_text_and_asks(start, tmp_path, monkeypatch):
    window = start(tmp_path / "config")
    window.show()
    type_text(window, "x = var(3.0)\ny = x.sqr()")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", disk_full)
    reasons = []
    window.ask_close_unsaved = lambda reason: reasons.append(reason) or False
    assert not window.close() and window.isVisible()
    assert "No space left" in reasons[0]
    monkeypatch.undo()  # room again: the next close saves it
    assert window.close()
    again = start(tmp_path / "config")
    assert again.widgets.editor.text() == "x = var(3.0)\ny = x.sqr()"


def test_two_windows_on_one_folder_keep_both_windows_texts(start, tmp_path):
    config = tmp_path / "config"
    first, second = start(config), start(config)
    other = load_lesson("l04").sections[1].id
    type_text(first, "x = var(1.0)\ny = x.exp()")
    assert second.open_section("l04", other)
    type_text(second, "x = var(2.0)\ny = x.sqr()")
    first.close()
    second.close()
    again = start(config)
    assert again.texts.get("l04", FIRST) == "x = var(1.0)\ny = x.exp()"
    assert again.texts.get("l04", other) == "x = var(2.0)\ny = x.sqr()"


def test_the_same_section_typed_in_two_windows_keeps_the_earlier_text_aside(start, tmp_path):
    config = tmp_path / "config"
    first, second = start(config), start(config)
    type_text(first, "x = var(1.0)\ny = x.exp()")
    type_text(second, "x = var(2.0)\ny = x.sqr()")
    first.close()
    second.close()
    assert "another window" in status(second)
    [kept] = [p for p in config.iterdir() if p.name.startswith("typed.json.conflict-")]
    assert json.loads(kept.read_text(encoding="utf-8")) == {"l04": {FIRST: "x = var(1.0)\ny = x.exp()"}}


def test_steady_typing_is_saved_within_the_pause_not_only_once_it_stops(start, tmp_path):
    window = start(tmp_path / "config")
    timer, starts = window.save_timer, []
    real_start = timer.start
    timer.start = lambda *args: (starts.append(args), real_start(*args))
    type_text(window, "x = var(1.0)")
    type_text(window, "x = var(1.5)")  # a keystroke does not put the save off again
    type_text(window, "x = var(1.75)")
    assert len(starts) == 1 and timer.isActive()
    assert timer.interval() == SAVE_PAUSE_MS  # so a crash loses at most that much typing


def test_a_first_start_says_nothing_is_wrong(start, tmp_path):
    window = start(tmp_path / "config")
    assert (window.state.lesson.id, window.state.section_id) == ("l04", FIRST)
    assert window._start_problems == []


def test_many_gone_lessons_are_said_in_one_short_line(start, tmp_path):
    config = tmp_path / "config"
    write_ini(config, "[lessons]\nopened=" + ", ".join(str(tmp_path / f"gone{i}") for i in range(500)) + "\n")
    window = start(config)
    line = status(window)
    assert "500" in line and len(line) < 400
    assert window.settings.folders("lessons/opened") == []


def test_the_start_notice_outlasts_the_first_graph_and_reads_whole_on_hover(qtbot, make_window, tmp_path):
    config = tmp_path / "config"
    write_ini(config, "[lesson]\nid=l04, l05\n")
    window = make_window(config_dir=config, first_graph=False)  # its evaluation thread draws it later
    with qtbot.waitSignal(window.outcomeShown, timeout=30_000):
        pass
    assert "lesson/id" in window.statusBar().currentMessage()  # not replaced by the graph's summary
    assert "lesson/id" in window.statusBar().toolTip()
    window.close()
