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
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gradwalk.core.words import prose_number

from gradwalk.views.look import is_dark, mixed, status_colour, subdued
from .plot_colours import CLASS_COLOURS

__all__ = ["UnitPictures", "PICTURE_PX"]

PICTURE_PX = 21  # a side: a layer's 16 units fit beside the runs and the curves at 1280x800


class UnitPictures(QWidget):
    """A row of small pictures per hidden layer, its name in front."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hiddenUnitPictures")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(4, 2, 4, 2)
        self._grid.setHorizontalSpacing(2)
        self._grid.setVerticalSpacing(2)
        self._layers: list[Layer] = []
        self._cells: list[QLabel] = []
        self._titles: list[QLabel] = []  # each layer's name, in front of its pictures
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the language installed now: the widget's own, and the tooltips of the
        layers and units drawn (from what they show; the pictures are not drawn again)."""
        self.setAccessibleName(self.tr("What each hidden unit computes"))
        self.setToolTip(self.tr("Each hidden unit's output over the same plane as the boundary: "
                                "orange where it is positive, blue where it is negative. A grey "
                                "square with a cross is a unit no training point switches on."))
        for index, ((name, pictures, *_), title) in enumerate(zip(self._layers, self._titles)):
            title.setToolTip(self._layer_tip(name, np.shape(pictures)[0]))
            self._tell(index)

    def set_layers(self, layers: list[tuple]) -> None:
        """The layers to draw (see the module's docstring); [] hides the widget."""
        if not self.same_shapes(layers):
            self._rebuild([(layer[0], np.shape(layer[1])[0]) for layer in layers])
        self._layers = [_record(layer) for layer in layers]
        self._paint()
        self.setVisible(bool(layers))

    def same_shapes(self, layers: list[tuple]) -> bool:
        """Whether `layers` have the names and unit counts of the layers drawn."""
        return [(layer[0], np.shape(layer[1])[0]) for layer in layers] == [
            (layer.name, np.shape(layer.pictures)[0]) for layer in self._layers]

    def set_layer(self, index: int, layer: tuple) -> None:
        """The `index`-th layer drawn anew from its record, with as many units as it has now (a
        redraw of one layer: the layers can be redrawn one at a time)."""
        shown, layer = self._layers[index], _record(layer)
        if np.shape(layer.pictures)[0] != np.shape(shown.pictures)[0]:
            raise ValueError(f"{shown.name} has {np.shape(shown.pictures)[0]} units drawn, not "
                             f"{np.shape(layer.pictures)[0]}")
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
        return _shares(self._layers[index].gradients, np.shape(self._layers[index].pictures)[0])

    def cell(self, layer: int, unit: int) -> QLabel:
        """The picture of `unit` in the `layer`-th layer drawn."""
        return self._cells_of(layer)[unit]

    def _cells_of(self, layer: int) -> list[QLabel]:
        """The cells of the `layer`-th layer drawn, one per unit."""
        offset = sum(np.shape(drawn.pictures)[0] for drawn in self._layers[:layer])
        return self._cells[offset:offset + np.shape(self._layers[layer].pictures)[0]]

    def _rebuild(self, shapes: list[tuple[str, int]]) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item.widget() is not None:  # gone at once: a deferred delete would linger on screen
                item.widget().hide()
                item.widget().deleteLater()
        self._cells, self._titles = [], []
        for row, (name, count) in enumerate(shapes):
            title = QLabel(name, self)
            title.setMinimumWidth(title.sizeHint().width())  # the name whole, beside its pictures
            title.setToolTip(self._layer_tip(name, count))
            self._titles.append(title)
            self._grid.addWidget(title, row, 0)
            for k in range(count):
                cell = QLabel(self)
                cell.setFixedSize(PICTURE_PX, PICTURE_PX)
                self._grid.addWidget(cell, row, k + 1)
                self._cells.append(cell)
        self._grid.setColumnStretch(max(count for _, count in shapes) + 1 if shapes else 1, 1)

    def _paint(self, indices: list[int] | None = None) -> None:
        """Colour the cells of the layers `indices` (all by default)."""
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
            for k, (pixmap, cell) in enumerate(zip(pixmaps, self._cells_of(index))):
                if _flag(layer.silent, k):
                    cell.setPixmap(_silent_pixmap(palette))
                else:
                    cell.setPixmap(_marked(pixmap, palette, shares[k], _flag(layer.saturated, k)))
            self._tell(index)

    def _layer_tip(self, name: str, count: int) -> str:
        return self.tr("the layer {0}: {1} units").format(name, count)

    def _tell(self, index: int) -> None:
        """The tooltips of the `index`-th layer's cells: what each unit's picture shows."""
        name, pictures, silent, gradients, saturated = self._layers[index]
        if pictures.ndim != 3 or not pictures.size:
            return  # nothing drawn (see _unit_pixmaps)
        lows, highs = _ranges(pictures)
        for k, cell in enumerate(self._cells_of(index)):
            if _flag(silent, k):
                cell.setToolTip(self.tr("{0}, unit {1}: dead, no training point switches it on, so "
                                        "no gradient reaches its weights").format(name, k + 1))
                continue
            tip = self.tr("{0}, unit {1}: from {2} to {3} over the plane").format(
                name, k + 1, prose_number(lows[k], 3), prose_number(highs[k], 3))
            if k < len(gradients):
                tip += "\n" + self.tr("gradient reaching it at this step: {0} (the mean size of "
                                       "∂loss/∂{1} over the training points; the bar under the "
                                       "picture, against the layer's largest)").format(
                    prose_number(gradients[k], 3), name)
            if _flag(saturated, k):
                tip += "\n" + self.tr("saturated: its activation is flat on nearly every training "
                                       "point, so little of that gradient passes on to its weights")
            cell.setToolTip(tip)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._layers:
            self._paint()


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
