"""The tape list: the recorded operations in order, for the tape design of the backward walk.

Rows come as (index, text) pairs; `set_position` marks the entry being visited (▶, bold) and
those already done (✓), so the state never rests on colour alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from gradwalk.views.look import mixed, monospace_font, subdued

__all__ = ["TapeList", "CURRENT_MARK", "DONE_MARK"]

CURRENT_MARK = "▶"
DONE_MARK = "✓"


class TapeList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tapeList")
        self.setFont(monospace_font())
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(True)  # one line each: Qt then lays out a long tape at once
        self._rows: list[tuple[int, str]] = []
        self._current: int | None = None
        self._done: set[int] = set()
        self._shown: dict[int, str] = {}  # row -> the state it is drawn in
        self.retranslate()

    def retranslate(self) -> None:
        """The tip, the name and each entry's state in the language installed now."""
        self.setToolTip(self.tr("The tape: every recorded operation in order; the backward walk "
                                "visits it from the end"))
        self.setAccessibleName(self.tr("Tape"))
        words = self._words()
        for row, (index, text) in enumerate(self._rows):  # each entry's state, in the new words
            if row in self._shown:
                self._say_state(self.item(row), index, text, self._shown[row], words)

    def set_entries(self, rows: Sequence[tuple[int, str]]) -> None:
        """The tape's entries as (index, text), like (3, "t3 = sqr(t1)")."""
        self._rows = list(rows)
        self._shown = {}
        self.clear()
        for index, text in self._rows:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.addItem(item)
        self.set_position(None, set())

    def set_position(self, current: int | None, done: Collection[int]) -> None:
        """Mark entry `current` (an index of the rows) as being visited and `done` as done.
        Only rows whose state changed are restyled: a step on a long tape touches two or three."""
        self._current, self._done = current, set(done)
        palette = self.palette()
        highlight = mixed(palette.color(QPalette.ColorRole.Base),
                          palette.color(QPalette.ColorRole.Highlight), 0.3)
        words = self._words()
        for row, (index, text) in enumerate(self._rows):
            mark = CURRENT_MARK if index == current else DONE_MARK if index in self._done else " "
            if self._shown.get(row) == mark:
                continue
            self._shown[row] = mark
            item = self.item(row)
            item.setText(f"{mark} {index:>3}  {text}")
            font = self.font()
            font.setBold(index == current)
            item.setFont(font)
            item.setBackground(QBrush(highlight) if index == current else QBrush())
            item.setForeground(QBrush(subdued(palette)) if mark == DONE_MARK else QBrush())
            self._say_state(item, index, text, mark, words)
            if index == current and not self.viewport().rect().contains(self.visualItemRect(item)):
                self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def _words(self) -> tuple[dict[str, str], str]:
        """Each mark's state in words and the entry's sentence, looked up once for many rows."""
        return ({CURRENT_MARK: self.tr("being visited"), DONE_MARK: self.tr("done"), " ": self.tr("waiting")},
                self.tr("Entry {0}, {1}: {2}"))

    @staticmethod
    def _say_state(item: QListWidgetItem, index: int, text: str, mark: str,
                   words: tuple[dict[str, str], str]) -> None:
        """The entry's state in words, for the tooltip and a screen reader."""
        states, entry = words
        said = entry.format(index, states[mark], text)
        item.setToolTip(said)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and self._rows:
            self._shown = {}  # every row's colours change
            self.set_position(self._current, self._done)
