"""The plots as files: a PNG, an SVG, and the runs' numbers as CSV.

The PNG and SVG render the plot's graphics scene (its plot item's rectangle, on the plot's
background) with Qt's own painters: pyqtgraph's SVG exporter is broken on PySide6 >= 6.11
(pyqtgraph issue 3495). Each function takes a LossPlot or LandscapePlot (anything with a
`plot_widget`), a pyqtgraph PlotWidget, or a QGraphicsScene, and returns what the window writes.

A plot is exported at a size of its own (DEFAULT_SIZE, 1600x900 pixels, unless asked otherwise),
not at its size on screen: for the time of the export its plot item is laid out at that size
(in logical pixels of at most about 960 across, scaled up, so text stays readable), with the
title asked for, its curves cut at the edges of the view, then put back as it was. Cutting the
curves matters for SVG: Qt's SVG writer keeps no clip, so a curve that climbs off the chart would
be written to coordinates far outside the picture (which librsvg refuses) or drawn over the axes.
Its cosmetic strokes are then written unscaled (views.svg_strokes), which librsvg needs.
The PNG and the SVG of one plot are drawn from the same layout and match.
"""

from __future__ import annotations

import contextlib

import csv
import io
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from gradwalk.core.engine import exact_number

from gradwalk.views.none_guard import keep_none_alive
from gradwalk.views.picture_bytes import png_bytes, svg_bytes
from .plot_clip import clip_polyline
from gradwalk.views.svg_strokes import bake_non_scaling_strokes

__all__ = ["plot_png_bytes", "plot_svg_bytes", "runs_csv_text", "DEFAULT_SIZE",
           "export_layout_size"]

DEFAULT_SIZE = (1600, 900)
LAYOUT_WIDTH, LAYOUT_HEIGHT = 960.0, 540.0  # the logical size an export is laid out at, at most
SVG_DPI = 96  # the resolution browsers, librsvg and Inkscape read an SVG's sizes at


def export_layout_size(size: tuple[int, int]) -> tuple[float, float, float]:
    """(width, height, scale): the logical size a picture of `size` pixels is laid out at, and the
    scale from it to pixels (1 for pictures up to LAYOUT_WIDTH x LAYOUT_HEIGHT)."""
    width, height = size
    scale = max(1.0, min(width / LAYOUT_WIDTH, height / LAYOUT_HEIGHT))
    return width / scale, height / scale, scale


def _plot_item(target: Any) -> pg.PlotItem | None:
    view = getattr(target, "plot_widget", target)
    return view.getPlotItem() if hasattr(view, "getPlotItem") else None


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


def _curves(view: pg.ViewBox) -> Iterator[pg.PlotDataItem | pg.PlotCurveItem]:
    """The view's visible curves: a PlotDataItem itself (it sets its curve's data anew from its
    own whenever it updates, so that is the data to cut), or a bare PlotCurveItem."""
    for item in view.addedItems:
        if isinstance(item, pg.PlotDataItem):
            if item.curve.isVisible() and item.xData is not None:
                yield item
        elif isinstance(item, pg.PlotCurveItem) and item.isVisible() and item.xData is not None:
            yield item


@contextmanager
def _curves_cut_to_view(view: pg.ViewBox) -> Iterator[None]:
    """Every curve cut at the view's edges (a little past them, under the frame), then restored.
    An SVG keeps no clip of the view: a curve that leaves the chart would be drawn across the
    page (a diverging run's, up to 1e100)."""
    (x0, x1), (y0, y1) = view.viewRange()
    mx, my = (x1 - x0) * 0.01, (y1 - y0) * 0.01
    kept = []
    try:
        for curve in _curves(view):
            options = curve.opts if isinstance(curve, pg.PlotCurveItem) else curve.curve.opts
            x, y, connect = curve.xData, curve.yData, options["connect"]
            cut_x, cut_y = clip_polyline(x, y, (x0 - mx, x1 + mx, y0 - my, y1 + my))
            kept.append((curve, x, y, connect))
            curve.setData(cut_x, cut_y, connect="finite")
        yield
    finally:
        for curve, x, y, connect in kept:
            curve.setData(x, y, connect=connect)


@contextmanager
def _export_layout(target: Any, size: tuple[int, int] | None, title: str) -> Iterator[QRectF]:
    """The plot laid out for an export of `size` pixels (None: as it is), titled `title`;
    yields the scene rectangle to render. Everything is put back afterwards."""
    item = _plot_item(target)
    if item is None or size is None:
        yield _scene_and_rect(target)[1]
        return
    old_geometry = item.geometry()
    old_title = (item.titleLabel.isVisible(), item.titleLabel.text)
    width, height, _ = export_layout_size(size)
    view = item.getViewBox()
    prepare = getattr(target, "prepare_export", None)
    try:
        if title:
            item.setTitle(title)
            recolour = getattr(target, "_apply_look", None)
            if recolour is not None:
                recolour()  # the title in the palette's text colour
        item.setGeometry(QRectF(old_geometry.x(), old_geometry.y(), width, height))
        item.layout.activate()
        view.updateMatrix()
        if prepare is not None:
            prepare()
        # what a paint would update first (ranges, transforms, and with them each curve's data):
        # done now, so that it does not put back the curves cut below
        item.scene().prepareForPaint()
        exporting = getattr(target, "exporting", None)  # a view's own changes for the page
        with exporting() if exporting is not None else contextlib.nullcontext():
            _painted_once(item.scene(), item.sceneBoundingRect())
            with _curves_cut_to_view(view):
                yield item.sceneBoundingRect()
    finally:
        if title:
            item.setTitle(old_title[1] if old_title[0] else None)
        item.setGeometry(old_geometry)
        item.layout.activate()
        view.updateMatrix()
        if prepare is not None:
            prepare()


@contextmanager
def _uncached(scene: QGraphicsScene) -> Iterator[None]:
    """The scene's items painted as drawings, not from the pictures cached for the screen (the
    axes', views/plots/plot_axes.py): an SVG's numbers stay text, a PNG's are drawn at its scale."""
    cached = [(item, item.cacheMode()) for item in scene.items()
              if item.cacheMode() != QGraphicsItem.CacheMode.NoCache]
    for item, _ in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        yield
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)


def _painted_once(scene: QGraphicsScene, rect: QRectF) -> None:
    """Paint the scene once on a throwaway picture. pyqtgraph's TextItem replaces the painter's
    transform the first time it paints in a scene (a mark's words made just before an export, by
    the command line, say): here, so that the export's own painter keeps its scale and the words'
    box is drawn around the words."""
    image = QImage(QSize(8, 8), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        scene.render(painter, QRectF(0, 0, 8, 8), rect)
    finally:
        painter.end()


def _screen_dpi(target: Any) -> float:
    view = getattr(target, "plot_widget", target)
    return float(view.logicalDpiX()) if isinstance(view, QGraphicsView) else float(SVG_DPI)


def _render(scene: QGraphicsScene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


def _wanted_size(target: Any, width: int | None, size: tuple[int, int] | None):
    """The picture's size: `size`; or `width` wide at the plot's shape on screen; or DEFAULT_SIZE.
    None for a bare scene (drawn as it is)."""
    if size is not None:
        return int(size[0]), int(size[1])
    if _plot_item(target) is None:
        return None
    if width:
        rect = _scene_and_rect(target)[1]
        return int(width), max(1, round(width * rect.height() / max(rect.width(), 1.0)))
    return DEFAULT_SIZE


@contextmanager
def _laid_out(target: Any, width: int | None, size: tuple[int, int] | None,
              title: str) -> Iterator[tuple[QGraphicsScene, QColor, QRectF, tuple[int, int]]]:
    """The plot laid out for an export (see _export_layout): (scene, background, the rectangle to
    render, the picture's size in pixels), for the PNG and the SVG alike."""
    keep_none_alive()
    wanted = _wanted_size(target, width, size)
    scene, _, background = _scene_and_rect(target)
    with _uncached(scene), _export_layout(target, wanted, title) as rect:
        if wanted is None:
            wanted = (max(1, round(rect.width())), max(1, round(rect.height())))
        yield scene, background, rect, wanted


def plot_png_bytes(target: Any, width: int | None = None, size: tuple[int, int] | None = None,
                   title: str = "") -> bytes:
    """The plot as PNG bytes, `size` (width, height) pixels, DEFAULT_SIZE by default (or `width`
    wide at its shape on screen), titled `title` (a plot with a title of its own keeps it)."""
    with _laid_out(target, width, size, title) as (scene, background, rect, wanted):
        target_rect = QRectF(0, 0, wanted[0], wanted[1])
        # text sized in points (the legend's) is laid out at the image's resolution: the screen's,
        # as the layout was made for, not QImage's default 72 dpi, which would shrink it
        return png_bytes(QSize(*wanted), background,
                         lambda painter: _render(scene, painter, target_rect, rect), dpi=_screen_dpi(target))


def plot_svg_bytes(target: Any, title: str = "", size: tuple[int, int] | None = None) -> bytes:
    """The plot as SVG bytes, laid out as plot_png_bytes lays it out for `size`: curves as paths
    cut at the view's edges, tick labels as text, in a view box of the layout's size, shown at
    `size` pixels."""
    with _laid_out(target, None, size, title) as (scene, background, rect, wanted):
        # drawn at the layout's own size, the SVG's view box, and scaled by the viewer to `size`:
        # Qt's SVG writer loses a painter's scale on some items (axes cached as pictures)
        box = QRectF(0, 0, rect.width(), rect.height())

        def paint(painter: QPainter) -> None:
            painter.fillRect(box, background)
            _render(scene, painter, box, rect)

        # its width and height are `size` pixels at 96 dpi
        svg = svg_bytes(QSize(*wanted), box, paint, resolution=SVG_DPI, title=title)
    return bake_non_scaling_strokes(svg)


def runs_csv_text(runs: Sequence[tuple]) -> str:
    """CSV text of runs given as (label, steps, losses, parameters by name, each per step), and
    optionally a fifth item: the losses on held-out data at the same steps (or None), and a
    sixth: more measures at the same steps by name, like {"accuracy": ..., "held-out accuracy": ...}.

    One row per step (the steps of all runs, in order); a column "step", then for each run
    "loss <label>", "held-out loss <label>" for a run with held-out losses, "<measure> <label>"
    for each further measure, and "<name> <label>" for each of its parameters. A run without a value
    at a step leaves its cells empty. Labels
    that repeat get " (2)", " (3)" so columns stay apart. Every number has all its digits, written as
    code writes them in any language (core's exact_number: "0.1", "1e-300", "inf", whole steps
    without ".0"), so a spreadsheet reads back the very floats the run computed.
    """
    seen: dict[str, int] = {}
    columns: list[str] = ["step"]
    prepared = []
    for label, steps, losses, params, *more in runs:
        held_out, measures = more[:1], (more[1] if len(more) > 1 else None) or {}
        seen[label] = seen.get(label, 0) + 1
        name = label if seen[label] == 1 else f"{label} ({seen[label]})"
        steps = np.asarray(steps, dtype=np.float64).ravel()
        series = {f"loss {name}": np.asarray(losses, dtype=np.float64).ravel()}
        if held_out and held_out[0] is not None:
            series[f"held-out loss {name}"] = np.asarray(held_out[0], dtype=np.float64).ravel()
        for measure, values in measures.items():
            series[f"{measure} {name}"] = np.asarray(values, dtype=np.float64).ravel()
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
        row[0] = exact_number(step)
    column = 1
    for steps, series in prepared:
        order = np.argsort(steps, kind="stable")
        rows = np.searchsorted(all_steps, steps[order])
        for values in series.values():
            for r, value in zip(rows.tolist(), values[order].tolist()):
                table[r][column] = exact_number(value)
            column += 1
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(table)
    return out.getvalue()
