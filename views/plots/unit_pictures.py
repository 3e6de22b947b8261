"""Each hidden unit's output over the plane, as a small picture beside the decision boundary, the
way TensorFlow Playground shows a network's neurons: what shape each unit has learnt to see.

`set_layers(layers)` takes plain records, one per layer: (name, pictures, silent[, gradients[,
saturated]]), where `pictures[k]` is unit k's output over the boundary's grid (row 0 at the
bottom), `silent[k]` says that no training point switches the unit on (a dead ReLU unit),
`gradients[k]` how much gradient reaches the unit at the step drawn (the mean size of
∂loss/∂unit over the training points) and `saturated[k]` that its activation is flat on nearly
every point. Each picture is coloured from its own largest value, negative towards class 0's
colour and positive towards class 1's; a bar along its foot is as long as its gradient against
the layer's largest, so a layer whose gradient fades shows it; a saturated unit is framed, a
silent one drawn grey with a cross; their tooltips say why.
"""

from __future__ import annotations

import warnings
from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from gradwalk.core.words import prose_number

from gradwalk.views.look import is_dark, mixed, status_colour, subdued
from .plot_colours import CLASS_COLOURS

__all__ = ["UnitPictures", "PICTURE_PX"]

PICTURE_PX = 21  # a side: a layer's 16 units fit beside the runs and the curves at 1280x800


class UnitPictures(QWidget):
    """A row of small pictures per hidden layer, its name in front: one widget that paints them
    all (a label per unit, 32 for lesson 5's network, cost the window 20 ms to lay out when a run
    started, and their tooltips, written at every redraw, 6 ms more). A tooltip is written when it
    is asked for, from the unit under the pointer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hiddenUnitPictures")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._layers: list[Layer] = []
        self._pixmaps: list[list[QPixmap]] = []  # each layer's units, as drawn
        self._reserved = 0  # rows kept for layers to come (`reserve`)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the language installed now (a unit's tooltip is written when asked)."""
        self.setAccessibleName(self.tr("What each hidden unit computes"))
        self.setToolTip(self.tr("Each hidden unit's output over the same plane as the boundary: "
                                "orange where it is positive, blue where it is negative. A grey "
                                "square with a cross is a unit no training point switches on."))

    def set_layers(self, layers: list[tuple]) -> None:
        """The layers to draw (see the module's docstring), in place of any rows reserved; []
        hides the widget."""
        reshaped = not self.same_shapes(layers) or self._reserved > len(layers)
        self._layers = [_record(layer) for layer in layers]
        self._pixmaps = [[] for _ in self._layers]
        self._reserved = 0
        self._paint()
        if reshaped:
            self.updateGeometry()
        self.setVisible(bool(layers))

    def reserve(self, rows: int) -> None:
        """Keep the height of `rows` layers, empty until their pictures come: the plot above is
        laid out once, not again when a run's first pictures arrive (a relayout of the boundary
        and its axes in the middle of a run's first redraws)."""
        self._reserved = max(0, rows)
        self.updateGeometry()
        self.setVisible(bool(self._layers) or self._reserved > 0)

    def same_shapes(self, layers: list[tuple]) -> bool:
        """Whether `layers` have the names and unit counts of the layers drawn."""
        return [(layer[0], np.shape(layer[1])[0]) for layer in layers] == [
            (layer.name, _count(layer)) for layer in self._layers]

    def set_layer(self, index: int, layer: tuple) -> None:
        """The `index`-th layer drawn anew from its record, with as many units as it has now (a
        redraw of one layer: the layers can be redrawn one at a time)."""
        shown, layer = self._layers[index], _record(layer)
        if _count(layer) != _count(shown):
            raise ValueError(f"{shown.name} has {_count(shown)} units drawn, not {_count(layer)}")
        self._layers[index] = layer._replace(name=shown.name)
        self._paint([index])

    def silent_units(self) -> dict[str, list[int]]:
        """Each layer's units drawn as silent, by number from 0 (for tests and the status)."""
        return {layer.name: [k for k, quiet in enumerate(layer.silent) if quiet] for layer in self._layers}

    def saturated_units(self) -> dict[str, list[int]]:
        """Each layer's units drawn as saturated, by number from 0."""
        return {layer.name: [k for k, flat in enumerate(layer.saturated) if flat] for layer in self._layers}

    def gradient_bars(self, index: int) -> list[float]:
        """The `index`-th layer's bars, each as a share of the picture's width (for tests)."""
        return _shares(self._layers[index].gradients, _count(self._layers[index]))

    def picture(self, layer: int, unit: int) -> QImage:
        """What is drawn for `unit` of the `layer`-th layer."""
        return self._pixmaps[layer][unit].toImage()

    def unit_rect(self, layer: int, unit: int) -> QRect:
        """Where `unit` of the `layer`-th layer is drawn, in the widget."""
        left = MARGIN + self._title_width() + GAP
        return QRect(left + unit * (PICTURE_PX + GAP), self._row_top(layer), PICTURE_PX, PICTURE_PX)

    def unit_tip(self, layer: int, unit: int) -> str:
        """The tooltip of `unit` of the `layer`-th layer: what its picture shows."""
        name, pictures, silent, gradients, saturated = self._layers[layer]
        if _flag(silent, unit):
            return self.tr("{0}, unit {1}: dead, no training point switches it on, so no gradient "
                           "reaches its weights").format(name, unit + 1)
        lows, highs = _ranges(pictures[unit:unit + 1])
        tip = self.tr("{0}, unit {1}: from {2} to {3} over the plane").format(
            name, unit + 1, prose_number(lows[0], 3), prose_number(highs[0], 3))
        if unit < len(gradients):
            tip += "\n" + self.tr("gradient reaching it at this step: {0} (the mean size of "
                                   "∂loss/∂{1} over the training points; the bar under the "
                                   "picture, against the layer's largest)").format(
                prose_number(gradients[unit], 3), name)
        if _flag(saturated, unit):
            tip += "\n" + self.tr("saturated: its activation is flat on nearly every training "
                                   "point, so little of that gradient passes on to its weights")
        return tip

    def unit_at(self, point: QPoint) -> tuple[int, int] | None:
        """(layer, unit) of the picture under `point`, if any."""
        for layer in range(len(self._layers)):
            for unit in range(_count(self._layers[layer])):
                if self.unit_rect(layer, unit).contains(point):
                    return layer, unit
        return None

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        widest = max((_count(layer) for layer in self._layers), default=0)
        width = 2 * MARGIN + self._title_width() + GAP + widest * (PICTURE_PX + GAP)
        rows = max(len(self._layers), self._reserved)
        return QSize(width, self._row_top(rows) - GAP + MARGIN_Y)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Room for FEWEST_WHOLE pictures a layer and a short layer name, whatever the layers
        drawn: a width that grew with the first pictures of a run laid the boundary and the
        curves beside it out again in the middle of the run's first redraws. Room for fewer, a
        run table in French at 1280x800 left the boundary 10 px short of a layer of 16, and the
        window cut the last picture."""
        title = max(self._title_width(), self.fontMetrics().horizontalAdvance(SHORT_NAME))
        width = 2 * MARGIN + title + GAP + FEWEST_WHOLE * (PICTURE_PX + GAP)
        return QSize(width, self.sizeHint().height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            found = self.unit_at(event.pos())
            title = self._title_at(event.pos())
            if found is not None:
                QToolTip.showText(event.globalPos(), self.unit_tip(*found), self)
            elif title is not None:
                layer = self._layers[title]
                QToolTip.showText(event.globalPos(), self._layer_tip(layer.name, _count(layer)), self)
            else:
                QToolTip.showText(event.globalPos(), self.toolTip(), self)
            return True
        return super().event(event)

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        for index, (layer, pixmaps) in enumerate(zip(self._layers, self._pixmaps)):
            top = self._row_top(index)
            painter.drawText(QRect(MARGIN, top, self._title_width(), PICTURE_PX),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, layer.name)
            for unit, pixmap in enumerate(pixmaps):
                painter.drawPixmap(self.unit_rect(index, unit).topLeft(), pixmap)
        painter.end()

    def _title_width(self) -> int:
        metrics = self.fontMetrics()
        return max((metrics.horizontalAdvance(layer.name) for layer in self._layers), default=0)

    def _row_top(self, layer: int) -> int:
        return MARGIN_Y + layer * (self._row_height() + GAP)

    def _row_height(self) -> int:
        return max(PICTURE_PX, self.fontMetrics().height())

    def _title_at(self, point: QPoint) -> int | None:
        for layer in range(len(self._layers)):
            if QRect(MARGIN, self._row_top(layer), self._title_width(), PICTURE_PX).contains(point):
                return layer
        return None

    def _paint(self, indices: list[int] | None = None) -> None:
        """Make the pictures of the layers `indices` (all by default), and repaint."""
        palette = self.palette()
        dark = is_dark(palette)
        base = palette.color(QPalette.ColorRole.Base)
        ends = [np.array(mixed(base, QColor(pair[1] if dark else pair[0]), 0.85).getRgb()[:3], float)
                for pair in CLASS_COLOURS]
        middle = np.array(base.getRgb()[:3], float)
        for index in range(len(self._layers)) if indices is None else indices:
            layer = self._layers[index]
            pixmaps = _unit_pixmaps(layer.pictures, ends, middle)
            shares = _shares(layer.gradients, len(pixmaps))
            self._pixmaps[index] = [
                _silent_pixmap(palette) if _flag(layer.silent, k)
                else _marked(pixmap, palette, shares[k], _flag(layer.saturated, k))
                for k, pixmap in enumerate(pixmaps)]
        self.update()

    def _layer_tip(self, name: str, count: int) -> str:
        return self.tr("the layer {0}: {1} units").format(name, count)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._layers:
            self._paint()
        elif event.type() == QEvent.Type.FontChange:
            self.updateGeometry()


MARGIN, MARGIN_Y, GAP = 4, 2, 2  # pixels: around the rows, above and below, between pictures
FEWEST_WHOLE = 16  # pictures a layer that the widget's least width holds (lesson 5's networks)
SHORT_NAME = "h8"  # a layer's name as wide as the built-in lessons' ("h1", "r2")


def _count(layer: "Layer") -> int:
    """How many units the layer has."""
    return np.shape(layer.pictures)[0]


class Layer(NamedTuple):
    """A layer's record as drawn (see the module's docstring)."""
    name: str
    pictures: np.ndarray
    silent: tuple[bool, ...]
    gradients: tuple[float, ...] = ()
    saturated: tuple[bool, ...] = ()


def _record(layer: tuple) -> Layer:
    """A record of three to five fields, as a Layer: the gradients and saturation may be missing."""
    name, pictures, silent, *flow = layer
    return Layer(name, np.asarray(pictures, dtype=np.float64), tuple(silent),
                 *(tuple(part) for part in flow))


def _flag(flags: tuple[bool, ...], k: int) -> bool:
    """Unit k's flag (silent, saturated); False where the record has none for it."""
    return flags[k] if k < len(flags) else False


def _shares(gradients: tuple[float, ...], count: int) -> list[float]:
    """Each unit's gradient against the layer's largest (0 to 1); none where none are known."""
    values = np.nan_to_num(np.asarray(gradients, dtype=np.float64)[:count], nan=0.0, posinf=0.0)
    top = values.max() if values.size else 0.0
    shares = (values / top).tolist() if top > 0 else [0.0] * len(values)
    return shares + [0.0] * (count - len(shares))


BAR_PX = 3  # the gradient bar's height, along a picture's foot


def _marked(pixmap: QPixmap, palette: QPalette, share: float, saturated: bool) -> QPixmap:
    """The unit's picture with its gradient bar (`share` of its width) and, saturated, a frame."""
    marked = QPixmap(pixmap)
    painter = QPainter(marked)
    inset = 0
    if saturated:
        painter.setPen(QPen(status_colour(palette, "bad"), 2))
        painter.drawRect(1, 1, PICTURE_PX - 2, PICTURE_PX - 2)
        inset = 2  # the bar inside the frame
    if share > 0:
        room = PICTURE_PX - 2 * inset
        painter.fillRect(inset, PICTURE_PX - inset - BAR_PX, max(1, round(share * room)), BAR_PX,
                         palette.color(QPalette.ColorRole.Text))
    painter.end()
    return marked


LEVELS = 4096  # shades between the two colours: steps of a tenth of a grey level


def _unit_pixmaps(pictures: np.ndarray, ends: list[np.ndarray], middle: np.ndarray) -> list[QPixmap]:
    """Each unit's output, scaled by its own largest size: −1 class 0's colour, +1 class 1's, 0
    the background. The colours come from a table of LEVELS shades, looked up for all the layer's
    pixels at once (colouring each unit's pixels with their own array operations cost the window
    a frame at every redraw)."""
    values = np.nan_to_num(np.asarray(pictures, dtype=np.float64))
    if values.ndim != 3 or not values.size:
        return []
    scale = np.abs(values).max(axis=(1, 2), keepdims=True)
    t = (values / np.where(scale > 0, scale, 1.0))[:, ::-1]  # row 0 is the bottom of the plane
    shades = np.linspace(-1.0, 1.0, LEVELS)[:, None]
    table = middle + np.abs(shades) * (np.where(shades < 0, ends[0], ends[1]) - middle)
    table = np.clip(table, 0, 255).astype(np.uint8)
    pixels = np.ascontiguousarray(table[np.rint((t + 1.0) * (LEVELS - 1) / 2).astype(np.intp)])
    height, width = pixels.shape[1:3]
    return [QPixmap.fromImage(
        QImage(unit.data, width, height, 3 * width, QImage.Format.Format_RGB888).scaled(
            PICTURE_PX, PICTURE_PX, Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation))
        for unit in pixels]


def _ranges(pictures: np.ndarray) -> tuple[list[float], list[float]]:
    """Each unit's lowest and highest output over the plane (nan left out)."""
    values = np.asarray(pictures, dtype=np.float64).reshape(len(pictures), -1)
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # an all-nan unit: nan, as before
        return np.nanmin(values, axis=1).tolist(), np.nanmax(values, axis=1).tolist()


def _silent_pixmap(palette: QPalette) -> QPixmap:
    pixmap = QPixmap(PICTURE_PX, PICTURE_PX)
    pixmap.fill(mixed(palette.color(QPalette.ColorRole.Base), subdued(palette), 0.35))
    painter = QPainter(pixmap)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 1.5))
    painter.drawLine(4, 4, PICTURE_PX - 5, PICTURE_PX - 5)
    painter.drawLine(PICTURE_PX - 5, 4, 4, PICTURE_PX - 5)
    painter.end()
    return pixmap
