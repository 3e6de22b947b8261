"""The graph as files a teacher can put on a slide: PNG and SVG slides, a PDF of the walk.

A slide (`slide_png_bytes`, `slide_svg_bytes`) is the graph scaled to fill it, keeping its aspect
ratio and centred, with the legend (GraphLegend.rows(), painted by views.graph_view.paint_legend)
and the shown frame's caption, wrapped, under it; `SlideOptions` leaves either out. Its size is
1600x900 unless asked otherwise. The PDF has one landscape page per step of the walk, laid out the
same way on the page's printable area.

Sizes on a slide are in proportion to it (a 3200x1800 slide is a 1600x900 one at twice the
resolution), except for one rule that keeps the graph readable:

- the graph's own text is never drawn below READABLE_TEXT_PX pixels high in a PNG or SVG: when a
  big graph would have to shrink more to fit, the slide grows instead (its aspect ratio kept, up to
  MAX_SIDE pixels a side, past which the graph does shrink: a graph of thousands of nodes cannot
  be read whole on one slide in any case). The legend and caption grow with the slide.
- a small graph is not blown up past MAX_TEXT_FRACTION: its text is at most 1/25 of the slide's
  height, so that one node does not fill a slide with a giant box.
- a PDF page keeps its size: a big graph is drawn smaller there (it stays vector, to zoom into).

Every label is painted whatever the view's zoom (a file is read zoomed in, not at the view's
zoom), and the scene is rendered as the view built it: nothing here depends on where its items lie.
`scene_png_bytes` and `scene_svg_bytes` are the bare picture of the scene, without a slide.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QBuffer, QMarginsF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QGuiApplication, QPageLayout, QPageSize, QPainter,
                           QPdfWriter)
from PySide6.QtWidgets import QApplication, QGraphicsScene

from .graph_items import Label, Style
from .graph_view import legend_size, paint_legend
from gradwalk.views.none_guard import keep_none_alive
from gradwalk.views.picture_bytes import png_bytes, svg_bytes, written_bytes

__all__ = ["SlideOptions", "DEFAULT_SLIDE_SIZE", "slide_png_bytes", "slide_svg_bytes", "slide_size",
           "walk_pdf_bytes", "scene_png_bytes", "scene_svg_bytes"]

MARGIN = 24.0  # scene units around the graph's items
MAX_SIDE = 8_000  # pixels: a slide grows to this at most (an image of 144 MB), then the graph shrinks
DEFAULT_SLIDE_SIZE = (1600, 900)
READABLE_TEXT_PX = 12.0  # the least height of a line of the graph's text on a slide, in pixels
MAX_TEXT_FRACTION = 1 / 25  # the most height of a line of the graph's text, of the slide's height
# The slide's own text, in pixels of a 1600x900 slide (scaled with the slide)
REFERENCE = QSizeF(1600, 900)
CAPTION_PX, LEGEND_LINE_PX, SLIDE_MARGIN_PX, GAP_PX = 26.0, 34.0, 32.0, 14.0
CAPTION_SHARE = 0.25  # of the slide's height, the most its caption takes: a longer one is set smaller,
# down to READABLE_TEXT_PX + 2, and only past that cut with an ellipsis
LEGEND_FONT_PX = 12  # the legend is painted at this size, then scaled to LEGEND_LINE_PX
TITLE_PX = 24.0  # a PDF page's heading


@dataclass(frozen=True)
class SlideOptions:
    """What a slide holds and how big it is (pixels; the PDF's page is A4 landscape)."""

    size: tuple[int, int] = DEFAULT_SLIDE_SIZE
    legend: bool = True
    caption: bool = True


@contextmanager
def _every_label_painted(scene: QGraphicsScene) -> Iterator[None]:
    """Show the labels a zoomed-out view hides while the body renders, then hide them again."""
    keep_none_alive()
    for view in scene.views():  # a big graph makes its labels as they come into view: all, here
        getattr(view, "make_every_label", lambda: None)()
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


def _layout_dpi() -> float:
    """The resolution the scene's text was laid out at (Qt measures text for the screen)."""
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInchY() if screen is not None else 96.0


def _svg_resolution() -> int:
    # QSvgGenerator writes a font's size in points at this resolution: the screen's, where the
    # labels were measured and wrapped (its default, 72, made every text a quarter too small)
    return round(_layout_dpi())


# --- the slide's parts -----------------------------------------------------------------------------

class _Slide:
    """Where the graph, the legend and the caption go on a slide of `size` (pixels, or a PDF
    page's logical units), and how much the graph is scaled."""

    def __init__(self, view: Any, size: QSizeF, options: SlideOptions, caption: str, title: str = "",
                 least_text_px: float = 0.0) -> None:
        self.view, self.options, self.title = view, options, title
        self.caption = caption if options.caption else ""
        self.size = QSizeF(size)
        unit = min(size.width() / REFERENCE.width(), size.height() / REFERENCE.height())
        self.unit = unit
        margin = SLIDE_MARGIN_PX * unit
        inner = QRectF(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin)
        top = inner.top()
        self.title_rect = QRectF()
        if title:
            self.title_rect = QRectF(inner.left(), top, inner.width(), self.title_font().pixelSize() * 1.4)
            top = self.title_rect.bottom() + GAP_PX * unit
        bottom = inner.bottom()
        self.caption_rect = QRectF()
        self._caption_px = max(CAPTION_PX * unit, READABLE_TEXT_PX + 2)  # a small slide's too
        if self.caption:
            height = self._caption_height(inner.width(), CAPTION_SHARE * size.height())
            self.caption_rect = QRectF(inner.left(), bottom - height, inner.width(), height)
            bottom = self.caption_rect.top() - GAP_PX * unit
        self.legend_rect, self.legend_columns, self.legend_scale = QRectF(), 0, 1.0
        if options.legend and self.rows():
            self._place_legend(inner, bottom)
            bottom = self.legend_rect.top() - GAP_PX * unit
        self.graph_area = QRectF(inner.left(), top, inner.width(), max(1.0, bottom - top))
        self.source = _source(view.scene())
        fit = min(self.graph_area.width() / max(1.0, self.source.width()),
                  self.graph_area.height() / max(1.0, self.source.height()))
        line = QFontMetricsF(QApplication.font()).height()
        self.most_scale = MAX_TEXT_FRACTION * size.height() / line
        self.least_scale = least_text_px / line
        self.fit = fit
        self.scale = min(fit, self.most_scale)
        fitted = self.source.size() * self.scale
        self.graph_rect = QRectF(self.graph_area.center().x() - fitted.width() / 2,
                                 self.graph_area.center().y() - fitted.height() / 2,
                                 fitted.width(), fitted.height())

    def rows(self) -> list[tuple[str, str, str]]:
        return self.view.legend.rows()

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(QApplication.font())
        font.setPixelSize(max(1, round(pixels)))  # pixels: the same size on an image, an SVG, a page
        font.setBold(bold)
        return font

    def caption_font(self) -> QFont:
        return self._font(self._caption_px)

    def title_font(self) -> QFont:
        return self._font(TITLE_PX * self.unit, bold=True)

    def _caption_height(self, width: float, room: float) -> float:
        """The caption's height at `width`, at most `room`: a caption that needs more is set in a
        smaller font (the step's whole sentence is what the slide is for), down to the least."""
        flags = int(Qt.TextFlag.TextWordWrap)
        least = READABLE_TEXT_PX + 2
        while True:
            metrics = QFontMetricsF(self.caption_font())
            needed = metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, self.caption).height()
            if needed <= room or self._caption_px <= least:
                return min(needed, max(room, metrics.lineSpacing()))
            self._caption_px = max(least, self._caption_px * 0.9)

    def _place_legend(self, inner: QRectF, bottom: float) -> None:
        """A strip of as many columns as fit the slide's width: one row of all the marks if it can."""
        rows, font = self.rows(), self._legend_font()
        natural_line = QFontMetricsF(font).lineSpacing() + 6
        scale = max(LEGEND_LINE_PX * self.unit, natural_line) / natural_line  # never below its own size
        for columns in (len(rows), -(-len(rows) // 2), -(-len(rows) // 4), 1):
            natural = legend_size(rows, font, columns)
            if natural.width() * scale <= inner.width() or columns == 1:
                break
        scale = min(scale, inner.width() / natural.width())  # a narrow slide: a smaller legend
        width, height = natural.width() * scale, natural.height() * scale
        self.legend_rect = QRectF(inner.center().x() - width / 2, bottom - height, width, height)
        self.legend_columns, self.legend_scale = columns, scale

    def _legend_font(self) -> QFont:
        font = QFont(self.view.legend.font())
        font.setPixelSize(LEGEND_FONT_PX)
        return font

    def paint(self, painter: QPainter, background: bool = True) -> None:
        scene = self.view.scene()
        style = Style.from_palette(self.view.palette(), QApplication.font())
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        if background:
            painter.fillRect(QRectF(QPointF(0, 0), self.size), _background(scene))
        with _every_label_painted(scene):
            scene.render(painter, self.graph_rect, self.source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.setPen(style.text)
        if self.title:
            painter.setFont(self.title_font())
            painter.drawText(self.title_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             self.title)
        if not self.legend_rect.isEmpty():
            painter.save()
            painter.translate(self.legend_rect.topLeft())
            painter.scale(self.legend_scale, self.legend_scale)
            natural = QRectF(0, 0, self.legend_rect.width() / self.legend_scale,
                             self.legend_rect.height() / self.legend_scale)
            paint_legend(painter, natural, self.rows(), style, self._legend_font(), self.legend_columns)
            painter.restore()
        if self.caption:
            painter.setFont(self.caption_font())
            painter.setPen(style.text)
            painter.drawText(self.caption_rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
                             self._caption_shown())

    def _caption_shown(self) -> str:
        """The caption, cut with an ellipsis where even its least font cannot fit it (see CAPTION_SHARE)."""
        metrics = QFontMetricsF(self.caption_font())
        flags = int(Qt.TextFlag.TextWordWrap)
        width = self.caption_rect.width()
        text = self.caption
        room = self.caption_rect.height() + 1
        if metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, text).height() <= room:
            return text
        words = text.split(" ")
        while len(words) > 1:
            words.pop()
            shorter = " ".join(words) + " …"
            if metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, shorter).height() \
                    <= self.caption_rect.height() + 1:
                return shorter
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def slide_size(view: Any, options: SlideOptions = SlideOptions(), caption: str | None = None) -> QSize:
    """The slide's size in pixels: the one asked for, or bigger (the same shape) where the graph
    would otherwise be drawn with its text below READABLE_TEXT_PX."""
    width, height = options.size
    slide = _Slide(view, QSizeF(width, height), options, _caption(view, caption),
                   least_text_px=READABLE_TEXT_PX)
    if slide.fit >= slide.least_scale or slide.fit <= 0:
        return QSize(width, height)
    growth = min(slide.least_scale / slide.fit, MAX_SIDE / max(width, height))
    return QSize(max(width, round(width * growth)), max(height, round(height * growth)))


def _caption(view: Any, caption: str | None) -> str:
    if caption is not None:
        return caption
    frame = view.current_frame() if hasattr(view, "current_frame") else None
    return getattr(frame, "caption", "") or ""


def slide_png_bytes(view: Any, options: SlideOptions = SlideOptions(), caption: str | None = None) -> bytes:
    """The shown frame as a slide (a PNG): the graph filling it, its legend and its caption.
    `caption` defaults to the shown frame's."""
    caption = _caption(view, caption)
    size = slide_size(view, options, caption)
    slide = _Slide(view, QSizeF(size), options, caption)
    return png_bytes(size, _background(view.scene()), slide.paint)


def slide_svg_bytes(view: Any, options: SlideOptions = SlideOptions(), caption: str | None = None,
                    title: str = "Gradwalk graph") -> bytes:
    """The same slide as `slide_png_bytes`, as an SVG: vector shapes, and text that stays text."""
    caption = _caption(view, caption)
    size = slide_size(view, options, caption)
    slide = _Slide(view, QSizeF(size), options, caption)
    svg = svg_bytes(size, QRectF(0, 0, size.width(), size.height()), slide.paint,
                    resolution=_svg_resolution(), title=title)
    return _size_in_pixels(svg, size.width(), size.height())


def _size_in_pixels(svg: bytes, width: int, height: int) -> bytes:
    """The SVG's size in pixels, as the PNG's: QSvgGenerator writes millimetres, which a reader
    (librsvg) rounds to a pixel more or less."""
    return re.sub(rb'<svg width="[^"]*" height="[^"]*"', f'<svg width="{width}" height="{height}"'.encode(),
                  svg, count=1)


def walk_pdf_bytes(view: Any, frames: Sequence[Any], titles: Sequence[str],
                   options: SlideOptions = SlideOptions()) -> bytes:
    """One landscape A4 page per frame: its title, the graph in that frame's state filling the
    page's printable area, the legend and the frame's caption (as `options` say).

    `view` is a GraphView showing the walk's graph; its own frame is shown again at the end.
    """
    previous = view.current_frame()
    return written_bytes(lambda buffer: _write_walk(buffer, view, frames, titles, options, previous))


def _write_walk(buffer: QBuffer, view: Any, frames: Sequence[Any], titles: Sequence[str],
                options: SlideOptions, previous: Any) -> None:
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(view.tr("Gradwalk: the forward sweep") if view.legend.forward
                    else view.tr("Gradwalk: the backward walk"))
    painter = QPainter()
    try:
        for number, frame in enumerate(frames):
            if number == 0:
                painter.begin(writer)
            else:
                writer.newPage()
            view.show_frame(frame)
            page = QRectF(painter.viewport())  # device pixels of the printable area
            # a page is laid out as a slide as high as the reference one: the same proportions
            units = page.height() / REFERENCE.height()
            size = QSizeF(page.width() / units, REFERENCE.height())
            title = titles[number] if number < len(titles) else ""
            slide = _Slide(view, size, options, frame.caption, title)
            painter.save()
            painter.translate(page.topLeft())
            painter.scale(units, units)
            slide.paint(painter)
            painter.restore()
    finally:
        if painter.isActive():
            painter.end()
        view.show_frame(previous)


# --- the bare scene --------------------------------------------------------------------------------

def scene_png_bytes(scene: QGraphicsScene, scale: float = 2.0) -> bytes:
    """The scene alone as a PNG, `scale` pixels per scene unit (less for a graph too big for that)."""
    source = _source(scene)
    scale = min(scale, MAX_SIDE / max(source.width(), source.height(), 1.0))
    size = QSize(max(1, round(source.width() * scale)), max(1, round(source.height() * scale)))

    def paint(painter: QPainter) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(0, 0, size.width(), size.height()), source)

    with _every_label_painted(scene):
        return png_bytes(size, _background(scene), paint)


def scene_svg_bytes(scene: QGraphicsScene, title: str = "Gradwalk graph") -> bytes:
    """The scene alone as an SVG: vector shapes and text that stays text."""
    source = _source(scene)
    box = QRectF(0, 0, source.width(), source.height())

    def paint(painter: QPainter) -> None:
        painter.fillRect(box, _background(scene))
        scene.render(painter, box, source)

    with _every_label_painted(scene):
        return svg_bytes(QSize(max(1, round(source.width())), max(1, round(source.height()))), box, paint,
                         resolution=_svg_resolution(), title=title)
