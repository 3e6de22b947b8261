"""The plots' axes, numbered in the reader's language, and the plots' colours from the palette.

pyqtgraph picks where the ticks go and how many digits they need; `number_axes` makes every
axis of a plot write them with the language's decimal mark (core/words.py), as the marks, the
hover and the parameter table of the same plots do: 0,5 in French and Spanish. An axis is
otherwise pyqtgraph's own: its SI prefixes are turned off ("loss (x1e+18)" over log ticks reads
as nonsense).
"""

from __future__ import annotations

from collections.abc import Iterable

import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGraphicsItem

from gradwalk.core.words import decimal_mark
from gradwalk.views.look import subdued

__all__ = ["cache_axes", "number_axes", "style_plot"]


def number_axes(axes: Iterable[pg.AxisItem]) -> None:
    """Each axis writes its ticks' numbers in the reader's language, asked at each redraw (a
    language chosen later is followed), and without SI prefixes."""
    for axis in axes:
        axis.enableAutoSIPrefix(False)
        picked = axis.tickStrings  # pyqtgraph's, which always writes a dot

        def in_language(values: list, scale: float, spacing: float, picked=picked) -> list[str]:
            mark = decimal_mark()
            return [text.replace(".", mark) for text in picked(values, scale, spacing)]

        axis.tickStrings = in_language


def cache_axes(axes: Iterable[pg.AxisItem]) -> None:
    """Each axis kept as a picture in the screen's pixels (Qt's device-coordinate cache) and
    painted again only when its ticks or its size change. Otherwise pyqtgraph replays the axis's
    recorded drawing, its numbers' text laid out anew, at every paint of the plot: 1-2 ms an axis,
    half of a loss plot's paint while runs train and only its curves change. Exports paint without
    the cache (views/plots/plot_export.py): their numbers stay text."""
    for axis in axes:
        axis.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def style_plot(plot_widget: pg.PlotWidget, palette: QPalette) -> None:
    """The plot in the palette's colours: its background the palette's base, its title in the
    text's colour, its left and bottom axes' lines subdued and their numbers and labels in the
    text's colour."""
    text = palette.color(QPalette.ColorRole.Text)
    plot_widget.setBackground(palette.color(QPalette.ColorRole.Base))
    plot_item = plot_widget.getPlotItem()
    plot_item.titleLabel.setText(plot_item.titleLabel.text, color=text)
    for name in ("left", "bottom"):
        axis = plot_item.getAxis(name)
        axis.setPen(pg.mkPen(subdued(palette)))
        axis.setTextPen(pg.mkPen(text))
        axis.label.setDefaultTextColor(text)
