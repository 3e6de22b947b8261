"""The recorded step: the program a run's step is written down as and replayed, a line per
instruction, under a heading for each part (computed once, the backward pass, the updates, the
forward pass), or a message where there is none to show (no training, a step refused, still
being recorded).

It takes plain records, (part, text) pairs as core/training/recorded_step.py gives them; the parts
are named by the keys of core/engine/trace.py ("once", "backward", "update", "forward").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from gradwalk.views.look import monospace_font

__all__ = ["ProgramList"]

PARTS = ("once", "backward", "update", "forward")  # the order a replay runs them, ONCE at the recording


class ProgramList(QListWidget):
    """The lines of a recorded step, each part under its heading (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("programList")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(False)  # headings and lines differ in font
        self.setWordWrap(True)  # a message wraps; a line of the program is short
        self._lines: list[tuple[str, str]] = []
        self._message = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("The step a run records once and replays: the arrays it computes, in "
                                "order, once the graph is gone"))
        self.setAccessibleName(self.tr("Recorded step"))
        self._fill()

    def _headings(self) -> dict[str, str]:
        return {"once": self.tr("Computed once, from the data alone"),
                "backward": self.tr("Backward pass: each node's rule, newest first"),
                "update": self.tr("Updates, in place"),
                "forward": self.tr("Forward pass, at the new values")}

    def set_step(self, lines: Sequence[tuple[str, str]], message: str = "") -> None:
        """Show `lines`, (part, text) in the order a replay runs them; `message` instead where
        there are none (or above them, where there are)."""
        unknown = {part for part, _ in lines} - set(PARTS)
        if unknown:
            raise ValueError(f"unknown parts of a recorded step: {sorted(unknown)}; the parts are {PARTS}")
        self._lines, self._message = list(lines), message
        self._fill()

    def lines(self) -> list[str]:
        """The program's lines as shown, without the headings."""
        return [text for _, text in self._lines]

    def message(self) -> str:
        return self._message

    def _fill(self) -> None:
        self.clear()
        if self._message:
            item = QListWidgetItem(self._message)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addItem(item)
        headings, part = self._headings(), None
        heading_font = QFont(self.font())
        heading_font.setBold(True)
        for line_part, text in self._lines:
            if line_part != part:
                part = line_part
                heading = QListWidgetItem(headings[part])
                heading.setFont(heading_font)
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading is not a line to select
                self.addItem(heading)
            item = QListWidgetItem("  " + text)
            item.setFont(monospace_font())
            item.setData(Qt.ItemDataRole.UserRole, line_part)
            self.addItem(item)
