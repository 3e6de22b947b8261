"""The main window's frame: its title and icon, the Quit command and its keys, no key bound twice."""

import pytest
from PySide6.QtGui import QKeySequence


@pytest.fixture
def window(make_window):
    return make_window(first_graph=False)  # these tests ask nothing of the graph


def test_window_opens_with_title(window):
    assert window.isVisible()
    assert window.windowTitle().endswith("Gradwalk")


def test_window_has_icon(window):
    assert not window.windowIcon().isNull()


def test_quit_action_uses_standard_shortcut(window):
    file_menu = window.menuBar().actions()[0].menu()
    quit_actions = [a for a in file_menu.actions() if a.text().replace("&", "") == "Quit"]
    assert len(quit_actions) == 1
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    # the platform's own Quit key where it has one, and Ctrl+Q everywhere
    assert quit_actions[0].shortcuts()[: len(standard[:1])] == standard[:1]
    assert QKeySequence("Ctrl+Q") in quit_actions[0].shortcuts()


def test_no_key_is_bound_twice(window):
    """Qt ignores a shortcut it finds twice ("ambiguous"), even twice on one action: a platform's
    standard key is often the very text given beside it (Ctrl+O, Ctrl++; Ctrl+Q on desktops)."""
    from PySide6.QtGui import QAction

    keys = [key.toString() for action in window.findChildren(QAction) for key in action.shortcuts()]
    assert keys and sorted(k for k in set(keys) if keys.count(k) > 1) == []


def test_quit_action_closes_window(window, qtbot):
    window.commands.quit.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
