"""The gradient table: what the GradStore holds at the current step of the walk.

One row per tensor with a gradient: its name, the gradient (summarised; full precision on hover),
the contributions that built it ("3 + 4 = 7") and its kind. The rows come as plain records (the
app's StoreEntry: node, label, kind, value, detail, sum_text); the table reads their fields and
imports nothing from the app or the engine. No title is ever narrower than its words; a value too
long for its cell is elided (a name in the middle) and read whole in the tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

__all__ = ["GradientTable", "PLAIN_MARKER"]

PLAIN_MARKER = "◇"  # beside the name of a plain tensor that got a gradient anyway

NAME_COLUMN, VALUE_COLUMN, SUM_COLUMN, KIND_COLUMN = range(4)
SIDE_SHARE = 0.3  # of the width, the most the name or the kind takes before it is elided


class MiddleElided(QStyledItemDelegate):
    """Draws a cell that does not fit with "…" in the middle of its text, not at its end."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt's name)
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class GradientTable(QTableWidget):
    """Columns: Tensor, Gradient, Built from, Kind. `show_store(entries)` replaces the rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setObjectName("gradientTable")
        self.setToolTip(self.tr("The gradients the walk has stored so far; hover a value for "
                                "full precision"))
        self.setAccessibleName(self.tr("Gradients"))
        self.show_tangents(False)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        # a name cut short keeps its operation and its last input ("sub(t…seconds)"); a value
        # keeps its first elements; every cell's tooltip has the whole of it
        self.middle_elided = MiddleElided(self)
        for column in (NAME_COLUMN, KIND_COLUMN):
            self.setItemDelegateForColumn(column, self.middle_elided)
        header = self.horizontalHeader()
        # the widths are shared out by _fit_columns, which keeps every title whole
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.empty_label = QLabel(self.tr("No gradient yet — step the walk"), self.viewport())
        self.empty_label.setObjectName("gradientTableEmpty")
        self.empty_label.setAccessibleName(self.tr("No gradient yet"))
        self.empty_label.setToolTip(self.tr("Step the backward walk to fill the table"))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._shown: list[Any] = []
        self.show_store(())

    def show_tangents(self, on: bool) -> None:
        """Name the values tangents (a forward sweep's store) or gradients (the GradStore)."""
        self.setHorizontalHeaderLabels([self.tr("Tensor"), self.tr("Tangent") if on else self.tr("Gradient"),
                                        self.tr("Built from"), self.tr("Kind")])

    def plain_tensor_note(self) -> str:
        return self.tr(
            "A plain tensor, not a variable, and still it has a gradient: the walk hands a share "
            "to every direct input of a recorded operation, tracked or not (Candle does the "
            "same). The share is correct; it is computed only when someone asks for it, so it "
            "costs nothing otherwise.")

    def kind_text(self, kind: str) -> str:
        return {"variable": self.tr("variable"), "plain tensor": self.tr("plain tensor"),
                "intermediate": self.tr("intermediate")}.get(kind, kind)

    def show_store(self, entries: Sequence[Any]) -> None:
        """One row per entry (StoreEntry-like: label, kind, value, detail, sum_text). Rows that
        show the same entry already are left alone: a step changes two or three."""
        entries = list(entries)
        shown = self._shown
        self.setRowCount(len(entries))
        self._shown = entries
        for row, entry in enumerate(entries):
            if row < len(shown) and shown[row] == entry:
                continue
            plain = entry.kind == "plain tensor"
            name = QTableWidgetItem(f"{entry.label} {PLAIN_MARKER}" if plain else entry.label)
            value = QTableWidgetItem(entry.value)
            value.setToolTip(entry.detail)
            value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            built = QTableWidgetItem(entry.sum_text)
            built.setToolTip(self.tr("How the gradient of {0} was summed: {1}").format(
                entry.label, entry.sum_text))
            kind = QTableWidgetItem(self.kind_text(entry.kind))
            if plain:
                # the name first: a long one is elided in its cell
                note = self.tr("{0}: {1}").format(entry.label, self.plain_tensor_note())
                for item in (name, kind):
                    item.setToolTip(note)
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
            else:
                name.setToolTip(self.tr("{0}: {1}").format(entry.label, self.kind_text(entry.kind)))
                kind.setToolTip(name.toolTip())
            for column, item in enumerate((name, value, built, kind)):
                item.setData(Qt.ItemDataRole.UserRole, entry.node)
                self.setItem(row, column, item)
        self.empty_label.setVisible(not entries)
        self._place_empty_label()
        self._fit_columns()

    def set_empty_text(self, text: str) -> None:
        """What the table says while it holds no gradient (the window knows why)."""
        self.empty_label.setText(text)
        self.empty_label.setToolTip(text)

    def is_empty(self) -> bool:
        return self.rowCount() == 0

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._place_empty_label()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Share the width out: no column narrower than its title ("Formado por", "Formé de"), the
        name and the kind as wide as their words up to a share each, the rest to the gradient and
        its sum. Where even the titles do not fit, the table scrolls rather than cut one."""
        header = self.horizontalHeader()
        titles = [header.sectionSizeHint(column) for column in range(self.columnCount())]
        contents = [max(titles[column], self.sizeHintForColumn(column))
                    for column in range(self.columnCount())]
        available = self.viewport().width()
        widths = list(titles)
        for column in (NAME_COLUMN, KIND_COLUMN):
            widths[column] = max(titles[column], min(contents[column], int(available * SIDE_SHARE)))
        spare = available - sum(widths)
        if spare > 0:
            wanted = [contents[column] - titles[column] for column in (VALUE_COLUMN, SUM_COLUMN)]
            total = sum(wanted)
            value_part = spare // 2 if total <= 0 else spare * wanted[0] // total
            widths[VALUE_COLUMN] += value_part
            widths[SUM_COLUMN] += spare - value_part
        for column, width in enumerate(widths):
            if self.columnWidth(column) != width:
                self.setColumnWidth(column, width)

    def _place_empty_label(self) -> None:
        self.empty_label.setGeometry(self.viewport().rect().adjusted(8, 8, -8, -8))
