"""Fixtures of the window tests."""

import pytest

from gradwalk.app.window.main_window import MainWindow

FIRST_GRAPH_MS = 30_000  # a loaded CI machine can take seconds for the first evaluation


@pytest.fixture
def window(qtbot, tmp_path):
    """The window with its evaluation thread, shown, its first section's graph on screen.

    Test files that need another window (synchronous, or in another language) define their own.
    """
    made = MainWindow(config_dir=tmp_path / "config")
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    qtbot.waitUntil(lambda: made.state.outcome is not None, timeout=FIRST_GRAPH_MS)
    yield made
    made.close()
