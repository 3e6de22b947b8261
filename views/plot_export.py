"""The plots as files: a PNG, an SVG, and the runs' numbers as CSV.

The PNG and SVG render the plot's graphics scene (its plot item's rectangle, on the plot's
background) with Qt's own painters: pyqtgraph's SVG exporter is broken on PySide6 >= 6.11
(pyqtgraph issue 3495). Each function takes a LossPlot or LandscapePlot (anything with a
`plot_widget`), a pyqtgraph PlotWidget, or a QGraphicsScene, and returns what the window writes.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from .none_guard import keep_none_alive

__all__ = ["plot_png_bytes", "plot_svg_bytes", "runs_csv_text", "csv_number"]


def _scene_and_rect(target: Any) -> tuple[QGraphicsScene, QRectF, QColor]:
    view = getattr(target, "plot_widget", target)
    if isinstance(view, QGraphicsView):
        scene = view.scene()
        item = view.getPlotItem() if hasattr(view, "getPlotItem") else None
        rect = item.sceneBoundingRect() if item is not None else scene.itemsBoundingRect()
        background = view.backgroundBrush().color()
    elif isinstance(view, QGraphicsScene):
        scene, rect = view, view.itemsBoundingRect()
        background = scene.backgroundBrush().color()
    else:
        raise TypeError(f"cannot export {type(target).__name__}: no plot scene")
    if background.alpha() == 0 or scene.backgroundBrush().style() == Qt.BrushStyle.NoBrush and \
            not isinstance(view, QGraphicsView):
        background = QColor(Qt.GlobalColor.white)
    return scene, rect, background


def _render(scene: QGraphicsScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


def plot_png_bytes(target: Any, width: int | None = None) -> bytes:
    """The plot as PNG bytes, `width` pixels wide (its size on screen by default)."""
    keep_none_alive()
    scene, rect, background = _scene_and_rect(target)
    scale = (width / rect.width()) if width and rect.width() > 0 else 1.0
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(background)
    painter = QPainter(image)
    try:
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), rect)
    finally:
        painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def plot_svg_bytes(target: Any, title: str = "") -> bytes:
    """The plot as SVG bytes: curves as paths, tick labels as text, in the plot's coordinates."""
    keep_none_alive()
    scene, rect, background = _scene_and_rect(target)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    size = QSize(max(1, round(rect.width())), max(1, round(rect.height())))
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    if title:
        generator.setTitle(title)
    painter = QPainter(generator)
    try:
        painter.fillRect(QRectF(0, 0, size.width(), size.height()), background)
        _render(scene, painter, QRectF(0, 0, size.width(), size.height()), rect)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def csv_number(value: float) -> str:
    """A number as the CSV writes it: the shortest text that reads back the same float; "inf",
    "-inf", "nan" for those; whole steps without ".0"."""
    value = float(value)
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def runs_csv_text(runs: Sequence[tuple]) -> str:
    """CSV text of runs given as (label, steps, losses, parameters by name, each per step), and
    optionally a fifth item: the losses on held-out data at the same steps (or None).

    One row per step (the steps of all runs, in order); a column "step", then for each run
    "loss <label>", "held-out loss <label>" for a run with held-out losses, and "<name> <label>"
    for each of its parameters. A run without a value at a step leaves its cells empty. Labels
    that repeat get " (2)", " (3)" so columns stay apart.
    """
    seen: dict[str, int] = {}
    columns: list[str] = ["step"]
    prepared = []
    for label, steps, losses, params, *held_out in runs:
        seen[label] = seen.get(label, 0) + 1
        name = label if seen[label] == 1 else f"{label} ({seen[label]})"
        steps = np.asarray(steps, dtype=np.float64).ravel()
        series = {f"loss {name}": np.asarray(losses, dtype=np.float64).ravel()}
        if held_out and held_out[0] is not None:
            series[f"held-out loss {name}"] = np.asarray(held_out[0], dtype=np.float64).ravel()
        for param, values in params.items():
            series[f"{param} {name}"] = np.asarray(values, dtype=np.float64).ravel()
        for column, values in series.items():
            if values.size != steps.size:
                raise ValueError(f"{column}: {values.size} values for {steps.size} steps")
        columns += list(series)
        prepared.append((steps, series))
    all_steps = np.unique(np.concatenate([steps for steps, _ in prepared])) if prepared else np.empty(0)
    table = [[""] * len(columns) for _ in range(all_steps.size)]
    for row, step in zip(table, all_steps):
        row[0] = csv_number(step)
    column = 1
    for steps, series in prepared:
        order = np.argsort(steps, kind="stable")
        rows = np.searchsorted(all_steps, steps[order])
        for values in series.values():
            for r, value in zip(rows.tolist(), values[order].tolist()):
                table[r][column] = csv_number(value)
            column += 1
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(table)
    return out.getvalue()
