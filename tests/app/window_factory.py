"""The one way the tests make a main window (tests/app/conftest.py gives it as fixtures)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from pytestqt.qtbot import QtBot

from PySide6.QtGui import QAction

from gradwalk.app.window.main_window import MainWindow

SWITCH_MS = 10_000  # a language switch evaluates the section's program again
FIRST_GRAPH_MS = 30_000  # a loaded CI machine can take seconds for the first evaluation
WALK_SIZE = (1280, 800)  # the size the lessons are written for


class WindowFactory:
    """Makes main windows as a test asks, and closes those still open at the end of its scope.

    The windows are not given to qtbot.addWidget: a window the test closed itself would be closed
    again once the test is over.
    """

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self._qtbot = qtbot
        self.config_dir = folder / "config"  # the scope's own: a second window there is a restart
        self._made: list[MainWindow] = []

    def __call__(self, *, config_dir: Path | None = None, synchronous: bool = False,
                 language: str | None = None, follow_look: bool = False,
                 size: tuple[int, int] | None = None, shown: bool = True,
                 first_graph: bool = True) -> MainWindow:
        """A window on `config_dir` (the test's own folder when None).

        synchronous: evaluate on the GUI thread, so each change is drawn before the call returns.
        size: resized to it before it is shown. shown: shown and exposed on the screen.
        first_graph: wait until the first section's graph is there (at once when synchronous).
        """
        window = MainWindow(config_dir=config_dir or self.config_dir, synchronous=synchronous,
                            follow_look=follow_look, language=language)
        self._made.append(window)
        if size is not None:
            window.resize(*size)
        if shown:
            window.show()
            self._qtbot.waitExposed(window)
        if first_graph:
            self._qtbot.waitUntil(lambda: window.state.outcome is not None, timeout=FIRST_GRAPH_MS)
        return window

    def switch_language(self, window: MainWindow, code: str) -> MainWindow:
        """View > Language > `code`, as a learner picks it: the window, in the new language (the
        same window: it switches in place)."""
        chosen = window.findChild(QAction, f"actionLanguage{code.title()}")
        with self._qtbot.waitSignal(window.languageSwitched, timeout=SWITCH_MS) as blocker:
            chosen.trigger()
        switched = blocker.args[0]
        assert switched is window, "the window switches language in place"
        return switched

    def close_all(self) -> None:
        for window in self._made:
            if shiboken6.isValid(window):  # not deleted by the test
                window.close()
                window.deleteLater()
        self._made.clear()
