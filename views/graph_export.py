"""The graph as files: a PNG, an SVG, and a PDF of the walk with one page per step.

Each function returns bytes; the window decides where they go. Only the items' bounding rectangle
(plus a margin) is drawn, on the scene's background or white, and every label is painted whatever
the scale (a file is read zoomed in, not at the view's zoom).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene

from .graph_items import Label
from .none_guard import keep_none_alive

__all__ = ["scene_png_bytes", "scene_svg_bytes", "walk_pdf_bytes"]

MARGIN = 24.0
MAX_SIDE = 12_000  # pixels: a PNG of a huge graph is scaled down to this, not refused


@contextmanager
def _every_label_painted(scene: QGraphicsScene) -> Iterator[None]:
    """Show the labels a zoomed-out view hides while the body renders, then hide them again."""
    keep_none_alive()
    hidden = [item for item in scene.items() if isinstance(item, Label) and not item.isVisible()]
    for label in hidden:
        label.setVisible(True)
    try:
        yield
    finally:
        for label in hidden:
            label.setVisible(False)


def _source(scene: QGraphicsScene) -> QRectF:
    # a GraphView's scene draws its edges as its background (EdgeScene): count them in
    content = getattr(scene, "content_rect", scene.itemsBoundingRect)()
    return content.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)


def _background(scene: QGraphicsScene) -> QColor:
    brush = scene.backgroundBrush()
    if brush.style() == Qt.BrushStyle.SolidPattern:
        return brush.color()
    views = scene.views()
    return views[0].backgroundBrush().color() if views else QColor(Qt.GlobalColor.white)


def _buffer() -> tuple[QByteArray, QBuffer]:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return data, buffer


def scene_png_bytes(scene: QGraphicsScene, scale: float = 2.0) -> bytes:
    """The scene as a PNG, `scale` pixels per scene unit (less for a graph too big for that)."""
    source = _source(scene)
    scale = min(scale, MAX_SIDE / max(source.width(), source.height(), 1.0))
    image = QImage(QSize(max(1, round(source.width() * scale)), max(1, round(source.height() * scale))),
                   QImage.Format.Format_ARGB32)
    image.fill(_background(scene))
    with _every_label_painted(scene):
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(image.rect()), source)
        painter.end()
    data, buffer = _buffer()
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def scene_svg_bytes(scene: QGraphicsScene, title: str = "Gradwalk graph") -> bytes:
    """The scene as an SVG: vector shapes and text that stays text."""
    source = _source(scene)
    data, buffer = _buffer()
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(source.size().toSize())
    generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
    generator.setTitle(title)
    with _every_label_painted(scene):
        painter = QPainter(generator)
        painter.fillRect(QRectF(0, 0, source.width(), source.height()), _background(scene))
        scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
        painter.end()
    buffer.close()
    return bytes(data.data())


def walk_pdf_bytes(view: Any, frames: Sequence[Any], titles: Sequence[str]) -> bytes:
    """One landscape page per frame: its title, the graph in that frame's state, its caption.

    `view` is a GraphView showing the walk's graph; its own frame is shown again at the end.
    """
    previous = view.current_frame()
    data, buffer = _buffer()
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(view.tr("Gradwalk: the backward walk"))
    scene = view.scene()
    painter = QPainter()
    try:
        with _every_label_painted(scene):
            for number, frame in enumerate(frames):
                if number == 0:
                    painter.begin(writer)
                    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                                           | QPainter.RenderHint.TextAntialiasing)
                else:
                    writer.newPage()
                view.show_frame(frame)
                title = titles[number] if number < len(titles) else ""
                _pdf_page(painter, scene, writer, title, frame.caption)
    finally:
        if painter.isActive():
            painter.end()
        view.show_frame(previous)
        buffer.close()
    return bytes(data.data())


def _pdf_page(painter: QPainter, scene: QGraphicsScene, writer: QPdfWriter, title: str,
              caption: str) -> None:
    page = QRectF(painter.viewport())  # device pixels at the writer's resolution
    dpi = writer.resolution()
    font = QFont(painter.font())
    font.setPointSizeF(14)
    font.setBold(True)
    painter.setFont(font)
    line = dpi * 14 / 72 * 1.5
    painter.setPen(QColor(Qt.GlobalColor.black))
    painter.drawText(QRectF(page.left(), page.top(), page.width(), line), Qt.AlignmentFlag.AlignLeft, title)
    caption_height = dpi * 1.0  # an inch for the sentence under the graph
    target = QRectF(page.left(), page.top() + line, page.width(), page.height() - line - caption_height)
    source = _source(scene)
    fitted = QSizeF(source.size()).scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
    target = QRectF(target.left() + (target.width() - fitted.width()) / 2, target.top(), fitted.width(),
                    fitted.height())
    painter.fillRect(target, _background(scene))
    scene.render(painter, target, source)
    font.setPointSizeF(11)
    font.setBold(False)
    painter.setFont(font)
    painter.setPen(QColor(Qt.GlobalColor.black))
    below = QRectF(page.left(), target.bottom() + dpi * 0.15, page.width(), caption_height)
    painter.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, caption)
