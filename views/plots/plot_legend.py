"""A plot's legend below its data area, never over the curves.

pyqtgraph's own legend floats inside the view box, where it covers whatever is drawn under it: a
third of a small plot with four runs. `legend_below(plot_item)` puts one in the plot item's layout,
under the bottom axis, as wide as the data area; its entries flow into as many columns as fit that
width (one more row each time they do not), recomputed whenever the data area's size or the
entries change. Where that many rows would take more than MAX_SHARE of the plot's height (a small
dock), the entries are put in more columns and their labels shortened with "…" to fit (the full
labels stay in `label.text` and in the legend's tooltip). A label is shortened in its middle: its
start (the run) and its end (what it measures, "(held-out)", or the learning rate) stay, where
labels differ. The plot item adds named items to it as
to its own legend.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtGui import QColor
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QSizePolicy

__all__ = ["BelowLegend", "legend_below", "LEGEND_ROW"]

LEGEND_ROW = 4  # the rows of a PlotItem: title, top axis, view box, bottom axis; then this one
ENTRY_GAP = 14.0  # pixels between two entries on a row
MAX_SHARE = 0.3  # of the plot item's height, at most, for the legend (when labels can shorten)
MIN_LABEL = 60.0  # pixels: labels are not shortened below this
FLIP_S = 0.5  # seconds: a change of columns undone sooner is not made (BelowLegend._flips_back)


def _text_size() -> str:
    """The application font's size, as CSS: the legend's labels read like the axes' text."""
    font = QFont()
    if font.pointSizeF() > 0:
        return f"{font.pointSizeF():g}pt"
    return f"{max(font.pixelSize(), 8)}px"


class BelowLegend(pg.LegendItem):
    """A legend laid out under a plot item's view box, which cannot be dragged over the data."""

    def __init__(self, plot_item: pg.PlotItem) -> None:
        super().__init__(offset=None, horSpacing=6, verSpacing=-4, 
                         labelTextSize=_text_size())
        self._plot_item = plot_item
        # pyqtgraph's legend ignores the view's scale (it floats at a pixel offset): this one is
        # part of the layout, and an export scales it with the rest of the picture
        self.setFlag(self.GraphicsItemFlag.ItemIgnoresTransformations, False)
        # its entries' width must never widen the plot: refit() makes them fit the width given
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(0)
        self._held = 0  # inside `changes`: the entries are laid out once, at its end
        self._changed = False  # a refit was asked for inside `changes`
        self._last_change: tuple[int, int, float] | None = None  # columns before, after, when

    def mouseDragEvent(self, ev) -> None:  # noqa: N802 (Qt's name)
        ev.ignore()

    def addItem(self, item, name) -> None:  # noqa: N802 (pyqtgraph's name)
        super().addItem(item, name)
        self.refit()

    def removeItem(self, item) -> None:  # noqa: N802 (pyqtgraph's name)
        super().removeItem(item)
        self.refit()

    def clear(self) -> None:
        super().clear()
        self.refit()

    def rename(self, item, name: str) -> None:
        """Name `item`'s entry `name` in place (a language switch): its place among the entries,
        its sample and its label's colour stay; nothing when it has no entry."""
        for sample, label in self.items:
            if getattr(sample, "item", sample) is item:
                if label.text != name:
                    label.setText(name)  # in the label's own colour and size
                    self.refit()
                return

    @contextmanager
    def changes(self) -> Iterator[None]:
        """Entries added and removed inside are laid out once, at the end (not at all when none
        came or went): laying the plot out anew for each of a Start's eight entries kept the
        window from answering."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._changed:
                self._changed = False
                self.refit()

    def _label_width(self, label) -> float:
        return QFontMetricsF(label.item.font()).horizontalAdvance(label.text) + 8.0

    def entry_width(self) -> float:
        """The widest entry's sample and full label, with the gap to the next entry."""
        widths = [sample.boundingRect().width() + self._label_width(label)
                  for sample, label in self.items]
        return max(widths, default=0.0) + ENTRY_GAP + 24.0  # spacing and margins

    def restyle(self, text: QColor) -> None:
        """Its labels in `text`, on the plot's background without a frame (after a look changes)."""
        self.setLabelTextColor(text)
        self.setBrush(pg.mkBrush(None))
        self.setPen(pg.mkPen(None))
        for _, label in self.items:
            label.setText(label.text, color=text)
        self.refit()

    def refit(self) -> None:
        """Lay the entries out in as many columns as fit the data area's width (one at least),
        more with shortened labels where the rows would take too much of the plot's height.
        Inside `changes`, done once at its end."""
        if self._held:
            self._changed = True
            return
        if not self.items:
            self.updateSize()
            return
        width = self._plot_item.getViewBox().width() or self._plot_item.width()
        count = len(self.items)
        columns = max(1, min(count, int(width // max(self.entry_width(), 1.0))))
        row_height = max(label.item.boundingRect().height() for _, label in self.items) - 4.0
        room = MAX_SHARE * self._plot_item.height()
        sample_width = max(sample.boundingRect().width() for sample, _ in self.items)
        label_room = None  # no shortening
        while -(-count // columns) * row_height > room and columns < count:
            wider = columns + 1
            fits = width / wider - sample_width - ENTRY_GAP - 24.0  # spacing and margins
            if fits < MIN_LABEL:
                break
            columns, label_room = wider, fits
        if self._flips_back(columns):
            columns, label_room = self.columnCount, None  # the plot keeps its layout (see _flips_back)
        if label_room is None:  # one column, or as many as fit: a label wider than it is shortened
            fits = width / columns - sample_width - ENTRY_GAP - 24.0
            if any(self._label_width(label) > fits for _, label in self.items):
                label_room = max(fits, MIN_LABEL)
        for _, label in self.items:
            full = label.text
            metrics = QFontMetricsF(label.item.font())
            shown = full if label_room is None else metrics.elidedText(
                full, Qt.TextElideMode.ElideMiddle, label_room - 8.0)
            if label.item.toPlainText() != shown:
                label.setText(shown)  # in the label's own colour and size
                label.text = full  # what the legend says, whatever it shows
        self.setToolTip("\n".join(label.text for _, label in self.items) if label_room else "")
        if columns != self.columnCount:
            self.setColumnCount(columns)
        self.updateSize()

    def _flips_back(self, columns: int) -> bool:
        """Whether laying the entries out in `columns` would undo the change of columns made just
        before (within FLIP_S). The columns change the legend's height, the height the left
        axis's numbers, their width the data area's width, and the width the columns: where a
        column more fits only while there is one less, the plot was laid out anew, its axes drawn
        again, hundreds of times a second while runs trained. Then the columns stay as they are."""
        now = time.monotonic()
        last = self._last_change
        if columns == self.columnCount:
            return False
        if last is not None and last[0] == columns and last[1] == self.columnCount and now - last[2] < FLIP_S:
            return True
        self._last_change = (self.columnCount, columns, now)
        return False

    def updateSize(self) -> None:  # noqa: N802 (pyqtgraph's name)
        # pyqtgraph's sets the legend's geometry itself, which moves it out of the plot's layout;
        # here the entries' size becomes the size the layout gives it (no height without them)
        if getattr(self, "_held", 0):  # (pyqtgraph's __init__ calls this before ours has run)
            return  # laid out at the end of `changes`
        self.layout.invalidate()
        height = self.layout.effectiveSizeHint(Qt.SizeHint.PreferredSize).height() if self.items else 0.0
        self.setMinimumHeight(height)
        self.setMaximumHeight(height)
        self.updateGeometry()
        # laid out now, not at the next turn of the event loop: the data area's place is known
        # to whoever maps points to pixels next (hovering, marks, exports)
        self._plot_item.layout.activate()


def legend_below(plot_item: pg.PlotItem) -> BelowLegend:
    """A legend under `plot_item`'s bottom axis, which becomes the plot item's legend."""
    legend = BelowLegend(plot_item)
    plot_item.layout.addItem(legend, LEGEND_ROW, 1)
    plot_item.legend = legend
    plot_item.getViewBox().sigResized.connect(lambda *_: legend.refit())
    return legend
