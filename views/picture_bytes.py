"""The one renderer of exports: a painting function turned into PNG or SVG bytes.

The graph's slides (views/graph/graph_export.py) and the training's plots (views/plots/plot_export.py) each
say what to paint, on a QPainter, in a box of their own; this module makes the picture of it:
an image of the size asked, or an SVG whose shapes and text stay shapes and text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

__all__ = ["Paint", "png_bytes", "svg_bytes", "written_bytes"]

Paint = Callable[[QPainter], None]  # paints the picture on the painter it is handed


def written_bytes(write: Callable[[QBuffer], None]) -> bytes:
    """What `write` writes into a buffer (an image's save, a PDF writer's pages), as bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    write(buffer)
    buffer.close()
    return bytes(data.data())


def _painted(device: object, paint: Paint) -> None:
    painter = QPainter(device)
    try:
        paint(painter)
    finally:
        painter.end()


def png_bytes(size: QSize, background: QColor, paint: Paint, dpi: float | None = None) -> bytes:
    """A `size` image on `background`, painted by `paint`, as PNG. `dpi`: the resolution text
    sized in points is laid out at (the screen's, where a layout was made), Qt's 72 when None."""
    image = QImage(size, QImage.Format.Format_ARGB32)
    if dpi is not None:
        image.setDotsPerMeterX(round(dpi / 0.0254))
        image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(background)
    _painted(image, paint)
    return written_bytes(lambda buffer: image.save(buffer, "PNG"))


def svg_bytes(size: QSize, view_box: QRectF, paint: Paint, *, resolution: int, title: str = "") -> bytes:
    """An SVG of `size` showing `view_box` (the coordinates `paint` paints in). `resolution` is
    the dots per inch QSvgGenerator writes font sizes and the picture's size at."""
    def write(buffer: QBuffer) -> None:
        generator = QSvgGenerator()  # alive while painted
        generator.setOutputDevice(buffer)
        generator.setResolution(resolution)
        generator.setSize(QSize(max(1, size.width()), max(1, size.height())))
        generator.setViewBox(view_box)
        if title:
            generator.setTitle(title)
        _painted(generator, paint)
    return written_bytes(write)
