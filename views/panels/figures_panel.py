"""The section's figures, under its text: every number the lesson computes, labelled as the lesson
labels it, each on a row of its own.

It draws plain records, any objects with these fields: `label`, `value` (text; "" for a line of
words), `tip` (the whole value), `holds` (a check's verdict, None for a value), `details` (lines
under the value), `heading` (a training's label over its figures) and `waiting` (a figure that
cannot be shown yet). A check that holds and one that does not differ in mark (✓ / ✗) and words
(true / false) as well as colour. The rows wrap at the panel's width; the arrows move between
them, Ctrl+C copies the row's label and whole value, and a screen reader reads both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from gradwalk.views.look import FollowsLook, monospace_font, status_colour, subdued

__all__ = ["FiguresPanel", "FigureRecord"]

PAD = 4  # around a row's text, in pixels
INDENT = 12  # a value and its details sit this far right of their label
MARK_GAP = 4  # between a check's mark and its label
RECORD = Qt.ItemDataRole.UserRole  # where an item keeps its record
MEASURED_AT_MOST = 1000  # rows' pieces kept measured (each record at each width the list had)


class FigureRecord(Protocol):
    label: str
    value: str
    tip: str
    holds: bool | None
    details: tuple[str, ...]
    heading: bool
    waiting: bool


def _mark(record: FigureRecord) -> str:
    return "" if record.holds is None else "✓" if record.holds else "✗"


class _RowDelegate(QStyledItemDelegate):
    """Paints a record: the mark, the label, then the value in the code's font and the details,
    each wrapped at the list's width."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        # a record's pieces at a width, measured once: a repaint and every layout of the list ask
        # for them again, and a step shows the same records anew (forgotten when the font changes)
        self._measured: dict[tuple[FigureRecord, int], list[tuple[QRect, str, QFont, str]]] = {}

    def forget(self) -> None:
        self._measured.clear()

    def _fonts(self) -> tuple[QFont, QFont]:
        """The label's font (the list's) and the value's (the code's, no bigger than the label's)."""
        label = QFont(self.view.font())
        value = monospace_font()
        if label.pointSizeF() > 0:
            value.setPointSizeF(label.pointSizeF())
        return label, value

    def _blocks(self, record: FigureRecord, width: int) -> list[tuple[QRect, str, QFont, str]]:
        """Each piece of text with its place (from the row's top left), font and role:
        "mark", "label", "value" or "detail"."""
        key = (record, width)
        try:
            return self._measured[key]
        except KeyError:
            pass
        except TypeError:  # a record that cannot be a key is measured each time
            return self._measure(record, width)
        if len(self._measured) > MEASURED_AT_MOST:
            self._measured.clear()
        blocks = self._measured[key] = self._measure(record, width)
        return blocks

    def _measure(self, record: FigureRecord, width: int) -> list[tuple[QRect, str, QFont, str]]:
        label_font, value_font = self._fonts()
        detail_font = QFont(label_font)
        if record.heading:
            label_font.setBold(True)
        if record.waiting:
            value_font = QFont(label_font)
            value_font.setItalic(True)
        flags = int(Qt.TextFlag.TextWordWrap)
        blocks, y = [], PAD
        left = PAD
        mark = _mark(record)
        if mark:
            mark_width = QFontMetrics(label_font).horizontalAdvance(mark)
            blocks.append((QRect(left, y, mark_width, QFontMetrics(label_font).height()), mark, label_font,
                           "mark"))
            left += mark_width + MARK_GAP
        text_width = max(40, width - left - PAD)
        shown = QFontMetrics(label_font).boundingRect(QRect(0, 0, text_width, 0), flags, record.label)
        blocks.append((QRect(left, y, text_width, shown.height()), record.label, label_font, "label"))
        y += shown.height()
        lines = [(record.value, value_font, "value")] if record.value else []
        lines += [(detail, detail_font, "detail") for detail in record.details]
        inner = max(40, width - left - INDENT - PAD)
        for text, font, role in lines:
            shown = QFontMetrics(font).boundingRect(QRect(0, 0, inner, 0), flags, text)
            blocks.append((QRect(left + INDENT, y, inner, shown.height()), text, font, role))
            y += shown.height()
        return blocks

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802 (Qt's name)
        record = index.data(RECORD)
        if record is None:
            return super().sizeHint(option, index)
        width = self.view.viewport().width() - 2 * self.view.spacing()
        blocks = self._blocks(record, width)
        return QSize(width, max(rect.bottom() for rect, *_ in blocks) + PAD + 1)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        record = index.data(RECORD)
        if record is None:
            super().paint(painter, option, index)
            return
        style_option = QStyleOptionViewItem(option)
        self.initStyleOption(style_option, index)
        style_option.text = ""  # the background, the selection and the focus frame; the text below
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, style_option, painter, self.view)
        palette = option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text_colour = palette.color(QPalette.ColorRole.HighlightedText if selected
                                    else QPalette.ColorRole.Text)
        painter.save()
        for rect, text, font, role in self._blocks(record, option.rect.width()):
            colour = text_colour
            if not selected and (role == "detail" or (role == "value" and record.waiting)):
                colour = subdued(palette)
            elif not selected and record.holds is not None and role in ("mark", "value"):
                colour = status_colour(palette, "good" if record.holds else "bad")
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(rect.translated(option.rect.topLeft()), int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()


class _FigureList(QListWidget):
    """The rows: wrapped at the list's width, laid out again when it changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figureList")
        self.rows_delegate = _RowDelegate(self)
        self.setItemDelegate(self.rows_delegate)
        self.setWordWrap(True)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.scheduleDelayedItemsLayout()  # each row's height follows the width it wraps at

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FontChange:
            self.rows_delegate.forget()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        item = self.currentItem()
        if event.matches(QKeySequence.StandardKey.Copy) and item is not None:
            QGuiApplication.clipboard().setText(item.data(Qt.ItemDataRole.AccessibleTextRole))
            return
        super().keyPressEvent(event)


class FiguresPanel(FollowsLook, QWidget):
    """The title, a line that says why there are no figures (or what stopped them), and the rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figuresPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 4, 2, 0)
        layout.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("figuresTitle")
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.message = QLabel()
        self.message.setObjectName("figuresMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message.hide()
        self.rows = _FigureList()
        self.title.setBuddy(self.rows)
        layout.addWidget(self.title)
        layout.addWidget(self.message)
        layout.addWidget(self.rows, 1)
        self._records: list[FigureRecord] = []
        self._problem = False
        self.retranslate()

    def retranslate(self) -> None:
        """The title, the tips and what a screen reader says of each row in the language installed
        now (the records and the message are the window's)."""
        self.title.setText(self.tr("Figures of this section"))
        self.rows.setAccessibleName(self.tr("Figures of this section"))
        self.rows.setToolTip(self.tr("What the section computes, live: hover a row for its whole value"))
        for row in range(self.rows.count()):
            item = self.rows.item(row)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self._spoken(item.data(RECORD)))

    def show_figures(self, records: Sequence[FigureRecord], message: str = "", problem: bool = False) -> None:
        """Show `records` (see the module's docstring), and `message` above them (in the colour of a
        problem with `problem`); the row chosen and the scroll stay where they were, but for the
        figures that waited for a run and have come: the first of them is brought into view."""
        row, scroll = self.rows.currentRow(), self.rows.verticalScrollBar().value()
        waited = {record.label for record in self._records if record.waiting}
        self._records, self._problem = list(records), problem
        self.rows.clear()
        for record in self._records:
            item = QListWidgetItem(record.label)
            item.setData(RECORD, record)
            item.setToolTip(record.tip or record.label)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self._spoken(record))
            if not (record.value or record.details):  # a line of words alone: nothing more to read
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.rows.addItem(item)
        self.message.setText(message)
        self.message.setVisible(bool(message))
        # a sentence alone (an exercise, a section without figures) takes the room of the empty list
        self.rows.setVisible(bool(self._records) or not message)
        self.layout().setStretchFactor(self.message, 0 if self.rows.isVisibleTo(self) else 1)
        self._fit_message()
        self._apply_look()
        if 0 <= row < self.rows.count():
            self.rows.setCurrentRow(row)
        self.rows.verticalScrollBar().setValue(scroll)
        # figures that waited for a run and have come: the first of them in view
        arrived = next((index for index, record in enumerate(self._records)
                        if record.label in waited and not record.waiting), None)
        if arrived is not None:
            self.rows.scrollToItem(self.rows.item(arrived), QAbstractItemView.ScrollHint.PositionAtTop)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_message()

    def _fit_message(self) -> None:
        """The sentence whole at the panel's width: a splitter asks a wrapped label for no more than
        one line, and would cut the rest."""
        if not self.message.isHidden() and self.message.width() > 0:
            self.message.setMinimumHeight(self.message.heightForWidth(self.message.width()))
        else:
            self.message.setMinimumHeight(0)

    def _spoken(self, record: FigureRecord) -> str:
        """The row as a screen reader says it and Ctrl+C copies it: the label, the whole value."""
        if record.holds is not None:
            verdict = self.tr("holds") if record.holds else self.tr("does not hold")
            return " ".join((self.tr("{0}: {1}").format(record.label, verdict), *record.details))
        if not record.value:
            return " ".join((record.label, *record.details))
        whole = record.tip.split("\n", 1)[1] if "\n" in record.tip and not record.waiting else record.value
        return self.tr("{0}: {1}").format(record.label, whole)

    def records(self) -> list[FigureRecord]:
        return list(self._records)

    def _apply_look(self) -> None:
        colour = status_colour(self.palette(), "bad") if self._problem else subdued(self.palette())
        self.message.setStyleSheet(f"color: {colour.name()};")
        self.rows.viewport().update()
