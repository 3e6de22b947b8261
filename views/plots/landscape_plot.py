"""The loss over the plane of a two-parameter model's (w, b), and each run's path across it.

`set_grid(w_values, b_values, losses)` takes the loss at every point of a grid:
`losses[i, j]` is the loss at `w = w_values[j]`, `b = b_values[i]`, so `losses` has the shape
`(len(b_values), len(w_values))` (what `np.meshgrid(w_values, b_values)` gives). The values along
each axis are increasing and evenly spaced. The plane is coloured by log10 of the loss (viridis,
light to dark alike) with a colour bar and a few contour lines; zero and non-finite losses get the
colour of the nearest end of the scale.

`set_optimum(w, b)` marks the lowest point (the caller computes it from the data: for a line, the
least-squares fit) with a star and a legend entry that gives its values.

`set_path(run_id, label, w, b)` draws a run's path (a thin line, and a dot at its current end) in
the run's colour (views.plot_colours), `extend_path` adds the steps since. The view stays on the
grid, and so do the paths: one that leaves the grid, diverging, is drawn to the point where it
crosses the grid's edge and no further, so its later steps (back and forth across the picture)
never cover the valley; values past the first that is not finite or too large to draw are not
drawn. A model of more or fewer than two parameters has no landscape: `show_message(text)` says
so in place of the plot.

The legend lies under the plot (views.plot_legend); the right-click menu holds the window's
commands (`set_context_actions`).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget

from gradwalk.core.words import prose_number

from gradwalk.views.look import FollowsLook, is_dark, subdued
from gradwalk.views.none_guard import keep_none_alive
from .contour_lines import ContourLines
from .plot_area import PlotArea
from .plot_axes import cache_axes, number_axes, style_plot
from .plot_colours import run_colour, run_dash
from .plot_legend import legend_below
from .plot_menu import use_context_actions
from .plot_series import Series

__all__ = ["LandscapePlot", "CONTOURS"]

CONTOURS = 7  # contour lines, evenly spaced in log10(loss) between the grid's extremes
OPTIMUM_SIZE = 16  # pixels across the optimum's star


class _Path:
    def __init__(self, run_id: int, label: str) -> None:
        self.run_id = run_id
        self.label = label
        self.series = Series(256)
        self.halo = pg.PlotCurveItem()
        self.line = pg.PlotCurveItem(antialias=True)
        self.end = pg.ScatterPlotItem(size=11, useCache=False)  # cached symbols export badly


class LandscapePlot(FollowsLook, QWidget):
    """log10(loss) over (w, b) as colours and contours, with the paths the runs take."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.setObjectName("landscapePlot")
        self.plot_widget = PlotArea(self)
        self.plot_widget.setObjectName("landscapePlotArea")
        self.plot_item: pg.PlotItem = self.plot_widget.getPlotItem()
        number_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        cache_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        self.legend = legend_below(self.plot_item)
        use_context_actions(self.plot_widget, [])
        self.optimum = pg.ScatterPlotItem(symbol="star", size=OPTIMUM_SIZE, useCache=False)
        self.optimum.setZValue(8)  # over the paths: the runs head for it
        self.plot_item.addItem(self.optimum, ignoreBounds=True)
        self.optimum.hide()
        self._optimum: tuple[float, float] | None = None
        self.colour_map = pg.colormap.get("viridis")
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(self.colour_map)
        self.image.setZValue(-10)
        self.plot_item.addItem(self.image)
        self.colour_bar: pg.ColorBarItem | None = None
        self._contours: list[ContourLines] = []
        self.message = QLabel(self)
        self.message.setObjectName("landscapeMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self._stack = QStackedLayout(self)
        self._stack.setContentsMargins(0, 0, 0, 0)
        self._stack.addWidget(self.plot_widget)
        self._stack.addWidget(self.message)
        self._paths: dict[int, _Path] = {}
        self._grid: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._levels: tuple[float, float] = (0.0, 1.0)
        self._own_message = True  # the plot's own message, not a caller's: it follows the language
        self.retranslate()
        self._apply_look()
        self._stack.setCurrentWidget(self.message)

    def retranslate(self) -> None:
        """Every text of the plot in the language installed now: its names, tooltips, title, axes,
        the colour bar's label, the lowest loss's legend entry and its own message (the paths'
        entries and a message set from outside are the caller's to make anew)."""
        self.setAccessibleName(self.tr("Loss landscape"))
        self.plot_widget.setAccessibleName(self.tr("Loss over w and b, with the path of each run"))
        self.plot_widget.setToolTip(self.tr(
            "The loss for every pair of w and b: dark is low, bright is high (log scale), lines "
            "join equal losses. The star is the lowest loss; each run's path ends in a dot where "
            "it is now. Right-click for the plot's commands."))
        # the title and the labels keep the colour the look gave them (no style given here)
        self.plot_item.setTitle(self.tr("Loss over (w, b)"))
        self.plot_item.setLabel("bottom", self.tr("w"))
        self.plot_item.setLabel("left", self.tr("b"))
        if self.colour_bar is not None:
            self.colour_bar.axis.setLabel(self._colour_bar_label())
        if self._optimum is not None:
            self.legend.rename(self.optimum, self._optimum_words())
        self.message.setAccessibleName(self.tr("Why no landscape is drawn"))
        self.message.setToolTip(self.tr("The landscape needs a model of two parameters, w and b"))
        if self._own_message:
            self.message.setText(self.tr("The landscape is drawn for models of two parameters"))

    def set_context_actions(self, actions) -> None:
        """Make the window's commands (export the landscape, ...) the plot's right-click menu."""
        use_context_actions(self.plot_widget, actions)

    # --- the grid --------------------------------------------------------------------------------

    def set_grid(self, w_values: np.ndarray, b_values: np.ndarray, losses: np.ndarray) -> None:
        """Colour the plane by log10(`losses`), shape (len(b_values), len(w_values)); see above."""
        keep_none_alive()
        w = np.asarray(w_values, dtype=np.float64).ravel()
        b = np.asarray(b_values, dtype=np.float64).ravel()
        losses = np.asarray(losses, dtype=np.float64)
        if losses.shape != (b.size, w.size):
            raise ValueError(f"losses has shape {losses.shape}; (len(b), len(w)) = {(b.size, w.size)}")
        if w.size < 2 or b.size < 2 or not (np.all(np.isfinite(w)) and np.all(np.isfinite(b))):
            raise ValueError("w and b need two finite values each at least")
        z = log10_losses(losses)
        low, high = float(z.min()), float(z.max())
        if high <= low:
            high = low + 1.0
        self._grid, self._levels = (w, b, z), (low, high)
        self.image.setImage(z, levels=(low, high))
        dw, db = (w[-1] - w[0]) / (w.size - 1), (b[-1] - b[0]) / (b.size - 1)
        # pixel centres on the grid's points: the picture reaches half a cell past the outer ones
        rect = QRectF(w[0] - dw / 2, b[0] - db / 2, dw * w.size, db * b.size)
        self.image.setRect(rect)
        for contour in self._contours:
            contour.setParentItem(None)
            if contour.scene() is not None:
                contour.scene().removeItem(contour)
        self._contours = []
        for level in contour_levels(low, high, CONTOURS):
            contour = ContourLines(level, self.image)  # in the image's pixel coordinates, like the data
            contour.set_data(z)
            self._contours.append(contour)
        if self.colour_bar is None:
            # labelled in _apply_look, on the bar's axis, in the palette's text colour
            self.colour_bar = pg.ColorBarItem(values=(low, high), colorMap=self.colour_map,
                                              interactive=False, width=14)
            self.colour_bar.setImageItem(self.image, insert_in=self.plot_item)
            number_axes([self.colour_bar.axis])
        else:
            self.colour_bar.setLevels((low, high))
        self._apply_look()
        for path in self._paths.values():
            self._redraw(path)
        self.plot_item.getViewBox().setRange(rect=rect, padding=0.02)
        self._stack.setCurrentWidget(self.plot_widget)

    def has_grid(self) -> bool:
        return self._grid is not None

    def show_message(self, text: str) -> None:
        """Show `text` in place of the plot (the model has no landscape); set_grid shows it again."""
        self._own_message = False
        self.message.setText(text)
        self._stack.setCurrentWidget(self.message)

    def message_text(self) -> str:
        """The message shown in place of the plot, or "" while the plot shows."""
        return self.message.text() if self._stack.currentWidget() is self.message else ""

    def levels(self) -> tuple[float, float]:
        """The log10(loss) of the colour scale's ends."""
        return self._levels

    def contour_count(self) -> int:
        return len(self._contours)

    def set_optimum(self, w: float | None, b: float | None = None) -> None:
        """Mark the lowest loss at (w, b) with a star and a legend entry; None (or a value that is
        not finite) takes the mark away."""
        self.legend.removeItem(self.optimum)
        if w is None or b is None or not (np.isfinite(w) and np.isfinite(b)):
            self._optimum = None
            self.optimum.hide()
            return
        self._optimum = (float(w), float(b))
        self.optimum.setData([w], [b])
        self.optimum.show()
        self.legend.addItem(self.optimum, self._optimum_words())
        self._apply_look()

    def _optimum_words(self) -> str:
        """The lowest loss's legend entry (there is one)."""
        w, b = self._optimum
        return self.tr("lowest loss: w {0}, b {1}").format(prose_number(w, 4), prose_number(b, 4))

    def optimum_point(self) -> tuple[float, float] | None:
        """The (w, b) the star marks, or None."""
        return self._optimum

    # --- paths -----------------------------------------------------------------------------------

    def set_path(self, run_id: int, label: str, w: np.ndarray, b: np.ndarray) -> None:
        """Draw run `run_id`'s path through (w[k], b[k]), replacing the one it had (its items and
        legend entry kept where its label is the same: a path is redrawn as its run goes)."""
        path = self._paths.get(run_id)
        if path is not None and path.label == label:
            path.series = Series(256)
            self.extend_path(run_id, w, b)
            return
        self.remove_path(run_id)
        path = _Path(run_id, label)
        self._paths[run_id] = path
        for item, z in ((path.halo, 5), (path.line, 6), (path.end, 7)):
            item.setZValue(z)
            self.plot_item.addItem(item, ignoreBounds=True)  # the view stays on the grid
        self.legend.addItem(path.line, label)
        self._style_path(path)
        self.extend_path(run_id, w, b)

    def rename_path(self, run_id: int, label: str) -> None:
        """Name run `run_id`'s path anew in the legend (a language switch), in place."""
        path = self._paths.get(run_id)
        if path is not None:
            path.label = label
            self.legend.rename(path.line, label)

    def extend_path(self, run_id: int, w: np.ndarray, b: np.ndarray) -> None:
        """Add the steps (w[k], b[k]) to run `run_id`'s path (made with set_path)."""
        path = self._paths[run_id]
        path.series.append(w, b)
        self._redraw(path)

    def _redraw(self, path: _Path) -> None:
        x, y = self.path_data(path.run_id)
        for item in (path.halo, path.line):
            item.setData(x, y, skipFiniteCheck=True)
        path.end.setData(x[-1:], y[-1:])

    def remove_path(self, run_id: int) -> None:
        path = self._paths.pop(run_id, None)
        if path is not None:
            self.legend.removeItem(path.line)
            for item in (path.halo, path.line, path.end):
                self.plot_item.removeItem(item)

    def clear_paths(self) -> None:
        for run_id in list(self._paths):
            self.remove_path(run_id)

    def path_ids(self) -> list[int]:
        return list(self._paths)

    def path_data(self, run_id: int) -> tuple[np.ndarray, np.ndarray]:
        """The (w, b) the path draws: its values up to the first that is not drawable, and, over a
        grid, up to the point where it first leaves the grid (that point moved onto the edge)."""
        x, y = self._paths[run_id].series.drawn()
        if self._grid is None or not x.size:
            return x, y
        left, right, bottom, top = self.grid_bounds()
        out = np.flatnonzero((x < left) | (x > right) | (y < bottom) | (y > top))
        if not out.size:
            return x, y
        k = int(out[0])
        if k == 0:
            return x[:0], y[:0]  # starts outside: nothing of it is on the picture
        # the segment from the last point inside to the first outside, cut at the edge it crosses
        x0, y0, dx, dy = x[k - 1], y[k - 1], x[k] - x[k - 1], y[k] - y[k - 1]
        t = 1.0
        for delta, start, low, high in ((dx, x0, left, right), (dy, y0, bottom, top)):
            if delta > 0:
                t = min(t, (high - start) / delta)
            elif delta < 0:
                t = min(t, (low - start) / delta)
        return np.r_[x[:k], x0 + t * dx], np.r_[y[:k], y0 + t * dy]

    def grid_bounds(self) -> tuple[float, float, float, float]:
        """(w left, w right, b bottom, b top) of the coloured picture (half a cell past the grid)."""
        rect = self.image.mapRectToView(self.image.boundingRect())
        return rect.left(), rect.right(), rect.top(), rect.bottom()

    # --- look ------------------------------------------------------------------------------------

    def _style_path(self, path: _Path) -> None:
        palette = self.palette()
        colour = run_colour(path.run_id, is_dark(palette))
        # thin, over a faint halo: the colours and contours under a path stay readable
        pen = QPen(colour, 2.0)
        pen.setStyle(run_dash(path.run_id))
        pen.setCosmetic(True)
        path.line.setPen(pen)
        halo = QColor(palette.color(QPalette.ColorRole.Base))
        halo.setAlpha(110)
        halo_pen = QPen(halo, 4.0)
        halo_pen.setCosmetic(True)
        path.halo.setPen(halo_pen)
        path.end.setBrush(pg.mkBrush(colour))
        path.end.setPen(pg.mkPen(halo, width=2))

    def _apply_look(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        style_plot(self.plot_widget, palette)
        if self.colour_bar is not None:
            self.colour_bar.axis.setPen(pg.mkPen(subdued(palette)))
            self.colour_bar.axis.setTextPen(pg.mkPen(text))
            self.colour_bar.axis.setLabel(self._colour_bar_label(), color=text.name())
        # the star: white-filled with a dark rim reads on viridis' dark and bright ends alike
        self.optimum.setBrush(pg.mkBrush(QColor(255, 255, 255)))
        self.optimum.setPen(pg.mkPen(QColor(0, 0, 0), width=1.5))
        # contours over viridis: white reads on its dark half and, thin, on its bright half
        contour_pen = pg.mkPen(QColor(255, 255, 255, 150), width=1)
        for contour in self._contours:
            contour.setPen(contour_pen)
        for path in self._paths.values():
            self._style_path(path)
        self.legend.restyle(text)

    def _colour_bar_label(self) -> str:
        return self.tr("log10 loss")

    def _looks_ready(self) -> bool:
        return hasattr(self, "legend")  # a palette change during __init__ comes before it


def log10_losses(losses: np.ndarray) -> np.ndarray:
    """log10 of `losses`, where zero, negative and non-finite values take the nearest end of the
    finite positive ones' range (a grid of no such value gives zeros). Warns about nothing."""
    good = np.isfinite(losses) & (losses > 0)
    z = np.zeros(losses.shape, dtype=np.float64)
    if not good.any():
        return z
    np.log10(losses, out=z, where=good)
    low, high = float(z[good].min()), float(z[good].max())
    z[~good & ~(losses > 0)] = low  # zero, negative, nan: the bottom of the scale
    z[~good & (losses > 0)] = high  # +inf: the top
    return z


def contour_levels(low: float, high: float, count: int) -> np.ndarray:
    """`count` levels evenly spaced strictly between `low` and `high`."""
    return np.linspace(low, high, count + 2)[1:-1]
