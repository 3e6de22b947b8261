"""Each hidden unit's output over the plane, as a small picture beside the decision boundary, the
way TensorFlow Playground shows a network's neurons: what shape each unit has learnt to see.

`set_layers(layers)` takes plain records, one per layer: (name, pictures, silent), where
`pictures[k]` is unit k's output over the boundary's grid (row 0 at the bottom) and `silent[k]`
says that no training point switches the unit on (a dead ReLU unit). Each picture is coloured
from its own largest value, negative towards class 0's colour and positive towards class 1's;
a silent unit is drawn grey with a cross, and its tooltip says why.
"""

from __future__ import annotations

import warnings

import numpy as np
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gradwalk.core.words import prose_number

from gradwalk.views.look import is_dark, mixed, subdued
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
        self._layers: list[tuple[str, np.ndarray, tuple[bool, ...]]] = []
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
        for index, ((name, pictures, _), title) in enumerate(zip(self._layers, self._titles)):
            title.setToolTip(self._layer_tip(name, np.shape(pictures)[0]))
            self._tell(index)

    def set_layers(self, layers: list[tuple[str, np.ndarray, tuple[bool, ...]]]) -> None:
        """The layers to draw (see the module's docstring); [] hides the widget."""
        if not self.same_shapes(layers):
            self._rebuild([(name, np.shape(pictures)[0]) for name, pictures, _ in layers])
        self._layers = [(name, np.asarray(pictures, dtype=np.float64), tuple(silent))
                        for name, pictures, silent in layers]
        self._paint()
        self.setVisible(bool(layers))

    def same_shapes(self, layers: list[tuple[str, np.ndarray, tuple[bool, ...]]]) -> bool:
        """Whether `layers` have the names and unit counts of the layers drawn."""
        return [(name, np.shape(pictures)[0]) for name, pictures, _ in layers] == [
            (name, np.shape(pictures)[0]) for name, pictures, _ in self._layers]

    def set_layer(self, index: int, pictures: np.ndarray, silent: tuple[bool, ...]) -> None:
        """The `index`-th layer drawn anew, with as many units as it has now (a redraw of one
        layer: the layers can be redrawn one at a time)."""
        name, shown, _ = self._layers[index]
        if np.shape(pictures)[0] != np.shape(shown)[0]:
            raise ValueError(f"{name} has {np.shape(shown)[0]} units drawn, not {np.shape(pictures)[0]}")
        self._layers[index] = (name, np.asarray(pictures, dtype=np.float64), tuple(silent))
        self._paint([index])

    def silent_units(self) -> dict[str, list[int]]:
        """Each layer's units drawn as silent, by number from 0 (for tests and the status)."""
        return {name: [k for k, quiet in enumerate(silent) if quiet] for name, _, silent in self._layers}

    def cell(self, layer: int, unit: int) -> QLabel:
        """The picture of `unit` in the `layer`-th layer drawn."""
        return self._cells_of(layer)[unit]

    def _cells_of(self, layer: int) -> list[QLabel]:
        """The cells of the `layer`-th layer drawn, one per unit."""
        offset = sum(np.shape(pictures)[0] for _, pictures, _ in self._layers[:layer])
        return self._cells[offset:offset + np.shape(self._layers[layer][1])[0]]

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
            _, pictures, silent = self._layers[index]
            pixmaps = _unit_pixmaps(pictures, ends, middle)
            for k, (pixmap, cell) in enumerate(zip(pixmaps, self._cells_of(index))):
                cell.setPixmap(_silent_pixmap(palette) if _is_silent(silent, k) else pixmap)
            self._tell(index)

    def _layer_tip(self, name: str, count: int) -> str:
        return self.tr("the layer {0}: {1} units").format(name, count)

    def _tell(self, index: int) -> None:
        """The tooltips of the `index`-th layer's cells: what each unit's picture shows."""
        name, pictures, silent = self._layers[index]
        if pictures.ndim != 3 or not pictures.size:
            return  # nothing drawn (see _unit_pixmaps)
        lows, highs = _ranges(pictures)
        for k, cell in enumerate(self._cells_of(index)):
            if _is_silent(silent, k):
                cell.setToolTip(self.tr("{0}, unit {1}: dead, no training point switches it on, so "
                                        "no gradient reaches its weights").format(name, k + 1))
            else:
                cell.setToolTip(self.tr("{0}, unit {1}: from {2} to {3} over the plane").format(
                    name, k + 1, prose_number(lows[k], 3), prose_number(highs[k], 3)))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._layers:
            self._paint()


def _is_silent(silent: tuple[bool, ...], k: int) -> bool:
    return silent[k] if k < len(silent) else False


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
