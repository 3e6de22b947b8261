"""A two-class classifier's decision boundary over the plane, with the points it learns from.

`set_points(points, labels, held_points, held_labels)` takes the data: (n, 2) coordinates and
labels of 0 or 1 (one per row, any shape that flattens to n). Class 0 is drawn as blue circles,
class 1 as orange triangles (Okabe and Ito's colours, told apart without colour by their shape);
held-out points are hollow.

`set_boundary(x_min, x_max, y_min, y_max, probabilities)` takes the model's probability of class
1 over a grid (`probabilities[i, j]` at the i-th y from the bottom and the j-th x): the plane is
tinted towards each class's colour as the model grows sure of it, white (or the dark background)
where it hesitates, and the line where the probability is one half is drawn over it.
`set_caption(text)` puts a line under the title (the step and the accuracies, say);
`set_units(layers)` draws each hidden unit's output under the plot (views/plots/unit_pictures.py).
The bar above the plot (`choice`, views/plots/point_set_choice.py) lets the learner draw other
points; it shows only
where the controller gives it the lesson's set.

Where there is nothing to draw (a section whose training is not a classifier of points in the
plane) `show_message(text)` says so in place of the plot. The legend lies under the plot; the
right-click menu holds the window's commands (`set_context_actions`).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Iterator

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPalette
from PySide6.QtWidgets import QLabel, QStackedLayout, QVBoxLayout, QWidget

from gradwalk.views.look import FollowsLook, is_dark, mixed
from gradwalk.views.none_guard import keep_none_alive
from .contour_lines import ContourLines
from .plot_area import PlotArea
from .plot_axes import cache_axes, number_axes, style_plot
from .plot_colours import CLASS_COLOURS
from .plot_legend import legend_below
from .plot_menu import use_context_actions
from .point_set_choice import PointSetChoice
from .unit_pictures import UnitPictures

__all__ = ["BoundaryPlot"]

SYMBOLS = ("o", "t")  # a circle for class 0, a triangle for class 1
POINT_SIZE = 9
CAPTION_MARGIN_PX = 12  # between the caption and the plot's right edge


class BoundaryPlot(FollowsLook, QWidget):
    """The probability of class 1 as colour, the line where it is 1/2, and the points."""

    pointChosen = Signal(int)  # a training point clicked: its index among the points set

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.setObjectName("decisionBoundaryPlot")
        self.plot_widget = PlotArea(self)
        self.plot_widget.setObjectName("decisionBoundaryPlotArea")
        self.plot_item: pg.PlotItem = self.plot_widget.getPlotItem()
        self._title = ""  # made in retranslate
        self._caption = ""
        self.plot_item.setAspectLocked(True)  # a circle in the data looks like one
        number_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        cache_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        self.legend = legend_below(self.plot_item)
        use_context_actions(self.plot_widget, [])
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setZValue(-10)
        self.plot_item.addItem(self.image)
        self.contour = ContourLines(0.5, self.image)  # the line of probability 1/2
        self.half_line = pg.PlotDataItem()  # only the legend's sample of the contour's pen
        # Symbols drawn from a cache of pixmaps on screen: hundreds of points redrawn with every
        # boundary cost 7 ms a paint drawn one by one. An export draws them as shapes (`exporting`).
        self.scatters = [pg.ScatterPlotItem(size=POINT_SIZE, symbol=SYMBOLS[k], useCache=True)
                         for k in (0, 1)]
        self.held_scatters = [pg.ScatterPlotItem(size=POINT_SIZE, symbol=SYMBOLS[k], useCache=True)
                              for k in (0, 1)]
        for item in (*self.scatters, *self.held_scatters):
            item.setZValue(5)
            self.plot_item.addItem(item)
        for k, scatter in enumerate(self.scatters):  # a training point clicked is chosen
            scatter.sigClicked.connect(lambda _item, spots, _event, k=k: self._clicked(k, spots))
        self._indices: list[np.ndarray] = [np.zeros(0, dtype=int), np.zeros(0, dtype=int)]
        self.chosen = pg.ScatterPlotItem(size=2 * POINT_SIZE, symbol="o")  # the point chosen, ringed
        self.chosen.setZValue(6)
        self.plot_item.addItem(self.chosen)
        self._points = np.zeros((0, 2))
        self.message = QLabel(self)
        self.message.setObjectName("decisionBoundaryMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.choice = PointSetChoice(self)  # the points' bar, shown for a lesson's point set
        self.choice.hide()
        self._stack = QStackedLayout()
        self._stack.setContentsMargins(0, 0, 0, 0)
        self._stack.addWidget(self.plot_widget)
        self._stack.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.units = UnitPictures(self)  # the hidden layers' units, where the training names them
        self.units.hide()
        layout.addWidget(self.choice)
        layout.addLayout(self._stack, 1)
        layout.addWidget(self.units)
        self._probabilities: np.ndarray | None = None
        self._rect: QRectF | None = None
        self._counts = (0, 0)  # training points, held-out points
        self._own_message = True  # the plot's own message, not a caller's: it follows the language
        self._changing = 0  # `changes` entered and not left
        self._stale: set[str] = set()  # what `changes` writes at its end: "legend", "title"
        self.retranslate()
        self._apply_look()
        self._stack.setCurrentWidget(self.message)

    def retranslate(self) -> None:
        """Every text of the plot in the language installed now: its names, tooltip, title, axes
        and legend, and its own message (a caption or a message set from outside is the caller's
        to make anew; the point set's bar and the units translate themselves)."""
        self.setAccessibleName(self.tr("Decision boundary"))
        self.plot_widget.setAccessibleName(self.tr("The model's probability of class 1 over the plane, "
                                                   "with the points"))
        self.plot_widget.setToolTip(self.tr(
            "The colour says which class the model expects at each place of the plane, and how "
            "sure it is: pale where it hesitates. The line is where it is exactly undecided (a "
            "probability of 1/2). Hollow points are held out: the training never sees them. "
            "Right-click for the plot's commands."))
        self._title = self.tr("Decision boundary")
        self._show_title()
        # the labels keep the colour the look gave them (no style given here)
        self.plot_item.setLabel("bottom", self.tr("x₁"))
        self.plot_item.setLabel("left", self.tr("x₂"))
        with self.legend.changes():  # renamed in place, laid out once
            for item, name in self._legend_entries():
                self.legend.rename(item, name)
        if self._own_message:  # shown or not: the words change, not what the plot shows
            self.message.setText(self._own_words())

    def set_context_actions(self, actions) -> None:
        use_context_actions(self.plot_widget, actions)

    @contextlib.contextmanager
    def exporting(self) -> Iterator[None]:
        """While a picture is made (views/plots/plot_export.py): the points as shapes, sharp in SVG too."""
        items = (*self.scatters, *self.held_scatters)
        for item in items:
            item.opts["useCache"] = False
        try:
            yield
        finally:
            for item in items:
                item.opts["useCache"] = True

    @contextlib.contextmanager
    def changes(self) -> Iterator[None]:
        """Changes inside (the plot cleared, other points, a boundary, a caption) written to the
        legend and the title once, at the end, and the plot brought up to date for one paint: the
        points bar cleared and refilled the plot, and its legend and title were each made twice,
        then the plot painted twice (6-8 ms, then 2 ms)."""
        self._changing += 1
        try:
            yield
        finally:
            self._changing -= 1
            if not self._changing:
                stale, self._stale = self._stale, set()
                if "legend" in stale:
                    self._update_legend()
                if "title" in stale:
                    self._show_title()
                if stale:
                    self.plot_widget.settle()

    # --- what is drawn ---------------------------------------------------------------------------

    def set_points(self, points: np.ndarray, labels: np.ndarray, held_points: np.ndarray | None = None,
                   held_labels: np.ndarray | None = None) -> None:
        """The data, as the module's docstring says; the view frames them and shows the plot."""
        keep_none_alive()
        points, labels = _points_and_labels(points, labels)
        held = (_points_and_labels(held_points, held_labels) if held_points is not None
                else (np.zeros((0, 2)), np.zeros(0)))
        self._points = points
        for k in (0, 1):
            self._indices[k] = np.flatnonzero(labels == k)
            mine = points[labels == k]
            self.scatters[k].setData(mine[:, 0], mine[:, 1])
            theirs = held[0][held[1] == k]
            self.held_scatters[k].setData(theirs[:, 0], theirs[:, 1])
        self._counts = (len(points), len(held[0]))
        self._update_legend()
        both = np.concatenate([points, held[0]])
        finite = both[np.isfinite(both).all(axis=1)]
        if len(finite) and self._rect is None:
            low, high = finite.min(axis=0), finite.max(axis=0)
            self.plot_item.getViewBox().setRange(xRange=(low[0], high[0]), yRange=(low[1], high[1]),
                                                 padding=0.08)
        self._stack.setCurrentWidget(self.plot_widget)

    def mark_point(self, index: int | None) -> None:
        """Ring training point `index` (as set_points numbered them), or none."""
        wanted = None
        if index is not None and 0 <= index < len(self._points):
            wanted = (float(self._points[index][0]), float(self._points[index][1]))
        if wanted == self.marked_point():
            return  # as it is: each evaluation at a run's weights marks it again, a repaint each time
        if wanted is None:
            self.chosen.setData([], [])
        else:
            self.chosen.setData([wanted[0]], [wanted[1]])

    def marked_point(self) -> tuple[float, float] | None:
        data = self.chosen.data
        return (float(data["x"][0]), float(data["y"][0])) if len(data) else None

    def _clicked(self, k: int, spots) -> None:
        if len(spots):
            self.pointChosen.emit(int(self._indices[k][spots[0].index()]))

    def set_boundary(self, x_min: float, x_max: float, y_min: float, y_max: float,
                     probabilities: np.ndarray) -> None:
        """The model's probability of class 1 over the grid, as the module's docstring says."""
        keep_none_alive()
        values = np.asarray(probabilities, dtype=np.float64)
        if values.ndim != 2 or min(values.shape) < 2:
            raise ValueError(f"probabilities must be a grid of 2 × 2 or more, got shape {values.shape}")
        values = np.where(np.isfinite(values), np.clip(values, 0.0, 1.0), 0.5)  # nan: undecided
        rows, columns = values.shape
        dx, dy = (x_max - x_min) / (columns - 1), (y_max - y_min) / (rows - 1)
        rect = QRectF(x_min - dx / 2, y_min - dy / 2, dx * columns, dy * rows)
        first = self._probabilities is None
        self._probabilities, self._rect = values, rect
        self.image.setImage(values, levels=(0.0, 1.0))
        self.image.setRect(rect)
        self.contour.set_data(values)
        if first:  # the legend gains the line; later pictures only replace the colours
            self._update_legend()
            self.plot_item.getViewBox().setRange(rect=rect, padding=0.0)
        self._stack.setCurrentWidget(self.plot_widget)

    def set_caption(self, text: str) -> None:
        """A line under the title (the step, the accuracies); "" for none."""
        self._caption = text
        self._show_title()

    def set_units(self, layers: list) -> None:
        """The hidden layers' units beside the boundary: (name, pictures, silent) records, see
        views/plots/unit_pictures.py; [] for none."""
        self.units.set_layers(layers)

    def clear(self) -> None:
        """No boundary, no points, no units (a new section)."""
        self.units.set_layers([])
        self._probabilities, self._rect = None, None
        self.image.clear()
        self.contour.set_data(None)
        for item in (*self.scatters, *self.held_scatters, self.chosen):
            item.clear()
        self._points = np.zeros((0, 2))
        self._counts = (0, 0)
        self.set_caption("")
        self._update_legend()

    def show_message(self, text: str | None = None) -> None:
        """`text` in place of the plot; None: the plot's own (what it draws, and for what)."""
        self._own_message = text is None
        self.message.setText(text if text is not None else self._own_words())
        self._stack.setCurrentWidget(self.message)

    def _own_words(self) -> str:
        return self.tr("The decision boundary is drawn for a classifier of points in the plane.")

    def message_text(self) -> str:
        return self.message.text() if self._stack.currentWidget() is self.message else ""

    def has_boundary(self) -> bool:
        return self._probabilities is not None

    def probabilities(self) -> np.ndarray | None:
        """The grid last drawn (clipped to [0, 1]), for tests and exports."""
        return None if self._probabilities is None else self._probabilities.copy()

    def caption(self) -> str:
        return self._caption

    # --- the look --------------------------------------------------------------------------------

    def prepare_export(self) -> None:
        """The caption fitted to the plot's width for a picture (views/plots/plot_export.py), and
        to the screen's again after it: a slide has room for all of it."""
        self._show_title(self.plot_item.geometry().width())

    def _show_title(self, width: float | None = None) -> None:
        """The title, and the caption under it shortened in its middle where the plot (`width`
        wide; the view's width when None) is narrower than it, its end (the step and the
        accuracies) whole. A caption wider than the plot held the plot wider than its place, and
        the window cut the accuracy at its edge."""
        on_screen = width is None
        if on_screen and self._changing:
            self._stale.add("title")
            return
        text = self.palette().color(QPalette.ColorRole.Text)
        width = self.plot_widget.width() if on_screen else width
        room = width - self.plot_item.getAxis("left").width() - CAPTION_MARGIN_PX
        caption = self._caption
        for _ in range(3):  # the caption's size is known once it is drawn: measured, then fitted
            shown = html.escape(caption, quote=False)
            self.plot_item.setTitle(f"{self._title}<br><small>{shown}</small>" if caption else self._title,
                                    color=text)
            drawn = self.plot_item.titleLabel.item.boundingRect().width()
            if not caption or room <= 0 or drawn <= room or (on_screen and not self.plot_widget.isVisible()):
                break
            metrics = QFontMetricsF(self.plot_item.titleLabel.item.font())
            caption = metrics.elidedText(self._caption, Qt.TextElideMode.ElideMiddle,
                                         metrics.horizontalAdvance(caption) * room / drawn)
        if on_screen:  # the plot back in its view's width: held wider by a longer caption, it is
            # not narrowed again by the view until the view's next resize
            self.plot_widget.centralWidget.setGeometry(self.plot_widget.range)
        else:
            self.plot_item.layout.activate()  # the picture is made now, at this title's height

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._caption and event.size().width() != event.oldSize().width():
            self._show_title()  # fitted to the new width

    def _legend_entries(self) -> list[tuple[pg.GraphicsObject, str]]:
        """The legend's items and their names, in order, for what is drawn now."""
        entries = []
        if self._counts[0]:
            entries += [(self.scatters[0], self.tr("class 0")), (self.scatters[1], self.tr("class 1"))]
        if self._counts[1]:
            entries.append((self.held_scatters[0], self.tr("held out (hollow)")))
        if self._probabilities is not None:
            entries.append((self.half_line, self.tr("probability 1/2")))
        return entries

    def _update_legend(self) -> None:
        """The legend's entries for what is drawn now; as they are, when they are the same (a
        section of the same points: laying the legend out again cost its opening 15 ms)."""
        if self._changing:
            self._stale.add("legend")
            return
        shown = [(getattr(sample, "item", sample), label.text) for sample, label in self.legend.items]
        wanted = self._legend_entries()
        if shown == wanted:
            return
        kept = len(shown) if shown == wanted[:len(shown)] else 0  # a first boundary adds its line
        with self.legend.changes():  # laid out once, with every entry
            if not kept:
                self.legend.clear()
            for item, name in wanted[kept:]:
                self.legend.addItem(item, name)
            self.legend.restyle(self.palette().color(QPalette.ColorRole.Text))

    def _apply_look(self) -> None:
        palette = self.palette()
        dark = is_dark(palette)
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        style_plot(self.plot_widget, palette)
        self._show_title()
        colours = [QColor(pair[1] if dark else pair[0]) for pair in CLASS_COLOURS]
        # The plane: each class's colour, faded well towards the background, so the points stay
        # the strongest marks; the background itself where the model hesitates.
        ends = [mixed(base, colour, 0.35) for colour in colours]
        stops = np.array([0.0, 0.5, 1.0])
        self.image.setColorMap(pg.ColorMap(stops, [ends[0], base, ends[1]]))
        for k, colour in enumerate(colours):
            self.scatters[k].setBrush(pg.mkBrush(colour))
            self.scatters[k].setPen(pg.mkPen(base, width=0.8))
            self.held_scatters[k].setBrush(pg.mkBrush(None))
            self.held_scatters[k].setPen(pg.mkPen(colour, width=1.6))
        line = pg.mkPen(text, width=2)
        self.contour.setPen(line)
        self.half_line.setPen(line)
        self.chosen.setPen(pg.mkPen(text, width=2.5))
        self.chosen.setBrush(pg.mkBrush(None))
        self.legend.restyle(text)



def _points_and_labels(points: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    points = np.asarray(points, dtype=np.float64).reshape(-1, 2)
    labels = np.asarray(labels, dtype=np.float64).ravel()
    if len(labels) != len(points):
        raise ValueError(f"{len(points)} points and {len(labels)} labels")
    return points, np.where(labels > 0.5, 1, 0)
