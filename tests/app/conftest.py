"""Fixtures of the app's tests. One factory makes every main window they drive:
`make_window(...)` a window for one test, `make_module_window(...)` the same for a module's tests to
share; `window` is the usual one: its evaluation thread, shown, its first graph on screen.
`isolated` empties the data search path of the command line's tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from gradwalk.app.window.main_window import MainWindow
from tests.app.window_factory import WindowFactory


@pytest.fixture
def make_window(qtbot, tmp_path) -> Iterator[WindowFactory]:
    """Windows for one test, on the test's own config folder unless told; closed after it."""
    factory = WindowFactory(qtbot, tmp_path)
    yield factory
    factory.close_all()


@pytest.fixture(scope="module")
def make_module_window(request, qapp, tmp_path_factory) -> Iterator[WindowFactory]:
    """The factory for windows a module's tests share: one window walked through every section
    is quicker than a window per section."""
    factory = WindowFactory(QtBot(request), tmp_path_factory.mktemp("windows"))
    yield factory
    factory.close_all()


@pytest.fixture
def window(make_window) -> MainWindow:
    """The window with its evaluation thread, shown, its first section's graph on screen."""
    return make_window()


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """Point every folder of the data search path but the project's own at empty tmp folders."""
    folders = SimpleNamespace(
        env=tmp_path / "gradwalk_data", xdg=tmp_path / "xdg", home=tmp_path / "home"
    )
    for folder in vars(folders).values():
        folder.mkdir()
    monkeypatch.setenv("GRADWALK_DATA", str(folders.env))
    monkeypatch.setenv("XDG_DATA_HOME", str(folders.xdg))
    monkeypatch.setenv("HOME", str(folders.home))
    monkeypatch.setenv("APPDATA", str(folders.home / "AppData"))
    return folders
