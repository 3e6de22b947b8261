"""The walk's keys stay the walk's: a disabled Step or Run to End does not hand its key on.

Qt gives a key to its action's shortcut while the action is enabled. Once the walk is at its end
and Run to End is disabled, End goes to whatever control has the focus instead: the Draw box
jumped to its last entry. This filter swallows the walk's keys while their action is disabled,
unless the focus is somewhere that types or edits text, where Home, End and the arrows move the
cursor as they always do.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

__all__ = ["WalkKeyGuard"]

_TEXT_WIDGETS = (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox)


class WalkKeyGuard(QObject):
    """Watches the keys of `window`'s controls that take the focus and do not edit text (made by
    then: call it once the window is built); `actions` are the walk's commands.

    It watches those controls, not the whole application: a filter on the application would be
    called for every event of every window, paint and timer events too."""

    def __init__(self, window: QWidget, actions: list[QAction]) -> None:
        super().__init__(window)
        self._actions = actions
        for widget in window.findChildren(QWidget):
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and not isinstance(widget, _TEXT_WIDGETS):
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress:
            return False
        pressed = QKeySequence(event.keyCombination())
        return any(not action.isEnabled() and pressed in action.shortcuts() for action in self._actions)
