"""The gradient table: what the GradStore holds at the current step of the walk.

One row per tensor with a gradient: its name, the gradient (summarised; full precision on hover),
the contributions that built it ("3 + 4 = 7") and its kind. The rows come as plain records (the
app's StoreEntry: node, label, kind, value, detail, sum_text); the table reads their fields and
imports nothing from the app or the engine. No title is ever narrower than its words; a value too
long for its cell is elided (a name in the middle) and read whole in the tooltip.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gradwalk.core.words import translate

__all__ = ["GradientTable", "PLAIN_MARKER"]

PLAIN_MARKER = "◇"  # beside the name of a plain tensor that got a gradient anyway

NAME_COLUMN, VALUE_COLUMN, SUM_COLUMN, KIND_COLUMN, BATCH_COLUMN = range(5)  # the batch's: see set_batch
SIDE_SHARE = 0.3  # of the width, the most the name or the kind takes before it is elided


class MiddleElided(QStyledItemDelegate):
    """Draws a cell that does not fit with "…" in the middle of its text, not at its end."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt's name)
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class ValuesFirst(QStyledItemDelegate):
    """Draws a value too wide for its cell without how many values it leaves out (`[4, 4, …]`
    for `[4, 4, … (254 more)]`): its first values whole before the count, which the tooltip says."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt's name)
        super().initStyleOption(option, index)
        room = option.rect.width() - 2 * CELL_MARGIN
        if option.fontMetrics.horizontalAdvance(option.text) > room:
            option.text = without_count(option.text)


CELL_MARGIN = 4  # the style's room on either side of a cell's text


def without_count(value: str) -> str:
    """`[4, 4, … (254 more)]` as `[4, 4, …]`: the count core's summaries add, in the reader's language."""
    more = re.escape(translate("Engine", "({0} more)")).replace(re.escape("{0}"), r"\d+")
    return re.sub(r"…\s*" + more, "…", value)


class GradientTable(QTableWidget):
    """Columns: Tensor, Gradient, Built from, Kind, and on one point's graph All points beside the
    gradient. `show_store(entries)` replaces the rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("gradientTable")
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        # the bar always there: rows that come to need it would narrow every column at once
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # a name cut short keeps its operation and its last input ("sub(t…seconds)"); a value
        # keeps its first elements; every cell's tooltip has the whole of it
        self.middle_elided = MiddleElided(self)
        for column in (NAME_COLUMN, KIND_COLUMN):
            self.setItemDelegateForColumn(column, self.middle_elided)
        self.values_first = ValuesFirst(self)
        self.setItemDelegateForColumn(VALUE_COLUMN, self.values_first)
        self.setItemDelegateForColumn(BATCH_COLUMN, self.values_first)
        header = self.horizontalHeader()
        header.moveSection(BATCH_COLUMN, SUM_COLUMN)  # beside the gradient it compares with
        self.setColumnHidden(BATCH_COLUMN, True)  # shown on one point's graph only (set_batch)
        self._batch: dict[str, tuple[str, str]] = {}
        # the widths are shared out by _fit_columns, which keeps every title whole
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.empty_label = QLabel(self.viewport())
        self.empty_label.setObjectName("gradientTableEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._shown: list[Any] = []
        # a text's width in the table's font: measured once, as the table is resized many times
        # over while a layout settles (dropped when the font changes)
        self._text_widths: dict[str, int] = {}
        self._expected: list[set[str]] = [set() for _ in range(5)]  # the walk's texts, by column
        self._tangents = False
        # whether the empty table's words are the table's own, or the window's (set_empty_text)
        self._own_empty_text = self._own_empty_tip = True
        self.retranslate()
        self.show_store(())

    def retranslate(self) -> None:
        """The titles, tips and rows in the language installed now; the window's note for an empty
        table is left to the window."""
        self.setAccessibleName(self.tr("Gradients"))
        self.empty_label.setAccessibleName(self.tr("No gradient yet"))
        if self._own_empty_text:
            self.empty_label.setText(self.tr("No gradient yet — step the walk"))
        self._show_titles()
        for row, entry in enumerate(self._shown):  # show_store leaves a row alone when its entry is the same
            self._show_row(row, entry)
        self._fit_columns()

    def show_tangents(self, on: bool) -> None:
        """Name the values tangents (a forward sweep's store) or gradients (the GradStore)."""
        self._tangents, self._own_empty_tip = on, True
        self._show_titles()

    def _show_titles(self) -> None:
        on = self._tangents
        self.setHorizontalHeaderLabels([self.tr("Tensor"), self.tr("Tangent") if on else self.tr("Gradient"),
                                        self.tr("Built from"), self.tr("Kind"), self.tr("All points")])
        self.horizontalHeaderItem(BATCH_COLUMN).setToolTip(self.tr(
            "The gradient of the same loss over every training point, at the same weights: the "
            "batch's, of which this one point's gradient is a part"))
        if on:
            self.setToolTip(self.tr("The tangents the sweep has carried so far; hover a value for full "
                                    "precision"))
        else:
            self.setToolTip(self.tr("The gradients the walk has stored so far; hover a value for "
                                    "full precision"))
        if not self._own_empty_tip:  # the window's note is its own tip (set_empty_text)
            return
        if on:
            self.empty_label.setToolTip(self.tr("Step the forward sweep to fill the table"))
        else:
            self.empty_label.setToolTip(self.tr("Step the backward walk to fill the table"))

    def plain_tensor_note(self) -> str:
        return self.tr(
            "A plain tensor, not a variable, and still it has a gradient: the walk hands a share "
            "to every direct input of a recorded operation, tracked or not (Candle does the "
            "same). The share is correct; it is computed only when someone asks for it, so it "
            "costs nothing otherwise.")

    def kind_text(self, kind: str) -> str:
        return {"variable": self.tr("variable"), "plain tensor": self.tr("plain tensor"),
                "intermediate": self.tr("intermediate")}.get(kind, kind)

    def cell_texts(self, entry: Any) -> tuple[str, str, str, str]:
        """The texts of an entry's row: its name, its value, its sum (empty for one contribution,
        the value itself) and its kind."""
        plain = entry.kind == "plain tensor"
        return (f"{entry.label} {PLAIN_MARKER}" if plain else entry.label, entry.value,
                "" if entry.sum_text == entry.value else entry.sum_text, self.kind_text(entry.kind))

    def set_batch(self, gradients: dict[str, tuple[str, str]] | None) -> None:
        """Beside each variable's gradient, its gradient over every point (label -> (line, whole
        text)), where the graph drawn is one point's; None or empty: no such column."""
        self._batch = dict(gradients or {})
        self.setColumnHidden(BATCH_COLUMN, not self._batch)
        for row, entry in enumerate(self._shown):
            self._show_row(row, entry)
        self._fit_columns()

    def batch_text(self, label: str) -> str:
        """What the All points column shows beside `label` ("" where nothing)."""
        return self._batch.get(label, ("", ""))[0]

    def expect(self, stores: Iterable[Sequence[Any]]) -> None:
        """Every store the walk will show, step by step: the columns are shared out for the widest
        of them all, so that they keep their widths as the walk goes (and do not jump under the
        pointer at each step)."""
        self._expected = [set() for _ in range(self.columnCount())]
        for store in stores:
            for entry in store:
                for column, text in enumerate(self.cell_texts(entry)):
                    self._expected[column].add(text)
        self._fit_columns()

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
            self._show_row(row, entry)
        self.empty_label.setVisible(not entries)
        self._place_empty_label()
        self._fit_columns()

    def _show_row(self, row: int, entry: Any) -> None:
        plain = entry.kind == "plain tensor"
        texts = self.cell_texts(entry)
        name = QTableWidgetItem(texts[NAME_COLUMN])
        value = QTableWidgetItem(texts[VALUE_COLUMN])
        value.setToolTip(entry.detail)
        value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # one contribution is the value itself: the cell stays empty and the value gets its room
        single = not texts[SUM_COLUMN]
        built = QTableWidgetItem(texts[SUM_COLUMN])
        built.setToolTip((self.tr("{0} has one contribution so far: {1}") if single
                          else self.tr("How the gradient of {0} was summed: {1}")).format(
            entry.label, entry.sum_text))
        kind = QTableWidgetItem(texts[KIND_COLUMN])
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
        batch_line, batch_whole = self._batch.get(entry.label, ("", ""))
        batch = QTableWidgetItem(batch_line)
        batch.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if batch_line:
            batch.setToolTip(self.tr("{0} over every point: {1}").format(entry.label, batch_whole))
        for column, item in enumerate((name, value, built, kind, batch)):
            item.setData(Qt.ItemDataRole.UserRole, entry.node)
            self.setItem(row, column, item)

    def set_empty_text(self, text: str) -> None:
        """What the table says while it holds no gradient (the window knows why)."""
        self._own_empty_text = self._own_empty_tip = False
        self.empty_label.setText(text)
        self.empty_label.setToolTip(text)

    def is_empty(self) -> bool:
        return self.rowCount() == 0

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._place_empty_label()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Share the width out: no column narrower than its title ("Formado por", "Formé de"); then
        the gradient as wide as its first values (`[4, 4, …]`), the name and the kind as wide as
        their words up to a share each, the gradient with its count, the sum; the rest to the
        gradient. The widths hold for the whole walk (see `expect`). Where even the titles do not
        fit, the table scrolls rather than cut one."""
        header = self.horizontalHeader()
        titles = [0 if self.isColumnHidden(column) else header.sectionSizeHint(column)
                  for column in range(self.columnCount())]
        shown = [{self.item(row, column).text() for row in range(self.rowCount()) if self.item(row, column)}
                 for column in range(self.columnCount())]
        texts = [self._expected[column] | shown[column] for column in range(self.columnCount())]
        texts[BATCH_COLUMN] = {line for line, _ in self._batch.values()}
        contents = [max(titles[column], self._widest(texts[column])) for column in range(self.columnCount())]
        brief = self._widest({without_count(text) for text in texts[VALUE_COLUMN]})
        if self._batch:  # the two gradients share the room: each as wide as its first values
            brief = max(brief, self._widest({without_count(text) for text in texts[BATCH_COLUMN]}))
        available = self.viewport().width()
        widths = list(titles)
        spare = available - sum(widths)
        side = int(available * SIDE_SHARE)
        if self._batch:
            grown = max(0, min(spare, brief - widths[BATCH_COLUMN]))
            widths[BATCH_COLUMN] += grown
            spare -= grown
        for column, most in ((VALUE_COLUMN, brief), (NAME_COLUMN, min(contents[NAME_COLUMN], side)),
                             (KIND_COLUMN, min(contents[KIND_COLUMN], side)),
                             (VALUE_COLUMN, contents[VALUE_COLUMN]), (SUM_COLUMN, contents[SUM_COLUMN])):
            grown = max(0, min(spare, most - widths[column]))
            widths[column] += grown
            spare -= grown
        if spare > 0:  # room past every column's words: the gradient's
            widths[VALUE_COLUMN] += spare
        if self._batch:  # the point's gradient and the batch's side by side, as wide as each other
            pair = widths[VALUE_COLUMN] + widths[BATCH_COLUMN]
            half = max(pair // 2, titles[VALUE_COLUMN], titles[BATCH_COLUMN])
            widths[VALUE_COLUMN], widths[BATCH_COLUMN] = half, max(pair - half, titles[BATCH_COLUMN])
        for column, width in enumerate(widths):
            if self.columnWidth(column) != width and not self.isColumnHidden(column):
                self.setColumnWidth(column, width)

    def _widest(self, texts: Iterable[str]) -> int:
        """The width a cell needs for the widest of `texts` (italic for a plain tensor's name)."""
        known = self._text_widths
        unknown = [text for text in texts if text not in known]
        if unknown:
            metrics = QFontMetrics(self.font())
            italic = QFont(self.font())
            italic.setItalic(True)
            slanted = QFontMetrics(italic)
            for text in unknown:
                known[text] = (max(metrics.horizontalAdvance(text), slanted.horizontalAdvance(text))
                               + 2 * CELL_MARGIN + 4)
        return max((known[text] for text in texts), default=0)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FontChange:
            self._text_widths.clear()
            self._fit_columns()
        super().changeEvent(event)

    def _place_empty_label(self) -> None:
        self.empty_label.setGeometry(self.viewport().rect().adjusted(8, 8, -8, -8))
