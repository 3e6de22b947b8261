"""Exports: a PNG that loads, an SVG whose text is the labels, a PDF with a page per step."""

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from tests.views.graph.graph_cases import FIRST, record
from gradwalk.views.graph.graph_export import scene_png_bytes, scene_svg_bytes, walk_pdf_bytes
from gradwalk.views.graph.graph_view import GraphView


@pytest.fixture
def shown(qtbot):
    view = GraphView()
    qtbot.addWidget(view)
    rec = record(FIRST, "y")
    view.set_graph(rec.snapshot, rec.frame(3))
    return view, rec


def test_png_loads_with_the_scenes_size(shown):
    view, _ = shown
    data = scene_png_bytes(view.scene(), scale=2.0)
    image = QImage.fromData(data, "PNG")
    assert not image.isNull() and image.width() > 0 and image.height() > 0
    assert image.width() == pytest.approx((view.scene().itemsBoundingRect().width() + 48) * 2, abs=2)


def test_png_of_a_zoomed_out_view_still_shows_labels(shown):
    view, _ = shown
    for _ in range(15):
        view.zoom_out()
    small = QImage.fromData(scene_png_bytes(view.scene(), scale=0.2), "PNG")
    assert not small.isNull()


def test_svg_parses_and_holds_the_labels(shown):
    view, _ = shown
    root = ET.fromstring(scene_svg_bytes(view.scene()))
    text = " ".join(t for element in root.iter() for t in (element.text or "",))
    for label in ("x", "sqr(x)", "3·x", "grad 3 + 4 = 7", "passes 4"):
        assert label in text


def test_pdf_has_a_page_per_frame_and_restores_the_view(shown):
    view, rec = shown
    before = view.state_dump()
    frames = [rec.frame(k) for k in range(len(rec) + 1)]
    data = walk_pdf_bytes(view, frames, [f"Step {k}" for k in range(len(frames))])
    assert data.startswith(b"%PDF")
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", data))
    assert pages == len(frames)
    assert view.state_dump() == before
    assert view.current_frame() is not None and view.current_frame().index == 3


def test_the_edges_are_in_the_svg(shown):
    # the edges are the scene's background, which QGraphicsScene.render draws too
    view, rec = shown
    with_edges = scene_svg_bytes(view.scene()).count(b"<path")
    scene = view.scene()
    edges, scene.edges = scene.edges, []
    try:
        without = scene_svg_bytes(scene).count(b"<path")
    finally:
        scene.edges = edges
    assert with_edges - without >= len(rec.snapshot.edges)


# --- slides ------------------------------------------------------------------------------------------

import shutil
import subprocess
import unicodedata

import numpy as np
from PySide6.QtCore import QSize

from tests.views.graph.graph_cases import big_record
from gradwalk.views.graph.graph_export import (DEFAULT_SLIDE_SIZE, MAX_SIDE, SlideOptions, slide_png_bytes, slide_size,
                                slide_svg_bytes)


def _pixels(image: QImage) -> np.ndarray:
    """The image as an (height, width, 4) array of bytes."""
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    return data.reshape(image.height(), image.bytesPerLine())[:, :image.width() * 4].reshape(
        image.height(), image.width(), 4).copy()


def _drawn_box(pixels: np.ndarray) -> tuple[int, int, int, int]:
    """(left, top, right, bottom) of every pixel that is not the background (the corner's colour)."""
    background = pixels[0, 0, :3].astype(int)
    ink = np.abs(pixels[:, :, :3].astype(int) - background).sum(axis=2) > 30
    rows, columns = np.nonzero(ink.any(axis=1))[0], np.nonzero(ink.any(axis=0))[0]
    return columns[0], rows[0], columns[-1] + 1, rows[-1] + 1


def _svg_text(data: bytes) -> str:
    return " ".join("".join(e.itertext()) for e in ET.fromstring(data).iter())


def test_a_slide_is_1600_by_900_by_default_and_any_size_asked_for(shown):
    view, _ = shown
    image = QImage.fromData(slide_png_bytes(view), "PNG")
    assert (image.width(), image.height()) == DEFAULT_SLIDE_SIZE == (1600, 900)
    image = QImage.fromData(slide_png_bytes(view, SlideOptions(size=(1024, 768))), "PNG")
    assert (image.width(), image.height()) == (1024, 768)


@pytest.mark.parametrize("size", [(1600, 900), (1024, 768), (900, 1600)])
def test_the_graph_fills_the_slide_keeping_its_shape_and_centred(shown, size):
    view, _ = shown
    bare = SlideOptions(size=size, legend=False, caption=False)
    pixels = _pixels(QImage.fromData(slide_png_bytes(view, bare), "PNG"))
    left, top, right, bottom = _drawn_box(pixels)
    width, height = size
    assert right - left >= 0.75 * width or bottom - top >= 0.75 * height
    content = view.scene().content_rect()  # the graph's own shape, from the scene
    drawn = (right - left) / (bottom - top)
    assert drawn == pytest.approx(content.width() / content.height(), rel=0.08)
    assert (left + right) / 2 == pytest.approx(width / 2, abs=0.03 * width)
    assert (top + bottom) / 2 == pytest.approx(height / 2, abs=0.03 * height)


def test_the_legend_and_the_caption_are_on_the_slide_and_can_be_left_out(shown):
    view, rec = shown
    marks = [row[2] for row in view.legend.rows()]
    caption = rec.frame(3).caption
    assert caption and view.current_frame().caption == caption
    full = _svg_text(slide_svg_bytes(view))
    assert all(mark in full for mark in marks)
    words = caption.split()
    assert words[0] in full and words[-1] in full  # wrapped: first and last words, at least
    bare = _svg_text(slide_svg_bytes(view, SlideOptions(legend=False, caption=False)))
    graph_texts = " ".join(view.text_items())  # "variable" is a node's text too
    only_legend = [mark for mark in marks if mark not in graph_texts]
    assert only_legend and not any(mark in bare for mark in only_legend)
    assert words[-1] not in bare
    assert "sqr(x)" in bare  # the graph stays


def test_the_legend_and_caption_are_painted_under_the_graph_in_the_png(shown):
    view, _ = shown
    with_all = _pixels(QImage.fromData(slide_png_bytes(view), "PNG"))
    only_graph = _pixels(QImage.fromData(slide_png_bytes(view, SlideOptions(legend=False, caption=False)),
                                         "PNG"))
    _, _, _, graph_bottom = _drawn_box(only_graph)
    _, _, _, bottom = _drawn_box(with_all)
    assert bottom > graph_bottom  # something is drawn below where the bare graph ends
    # the graph made room for them: it is shorter with them than without
    background = with_all[0, 0, :3].astype(int)
    ink_rows = (np.abs(with_all[:, :, :3].astype(int) - background).sum(axis=2) > 30).any(axis=1)
    assert ink_rows[int(0.8 * len(ink_rows)):].sum() > 40  # the bottom fifth holds lines of text


def test_a_big_graph_gets_a_bigger_slide_of_the_same_shape_so_its_text_stays_readable(qtbot):
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication
    from gradwalk.views.graph.graph_export import READABLE_TEXT_PX, _source

    view = GraphView()
    qtbot.addWidget(view)
    rec = big_record(10)  # a chain too long to read at 1600x900
    view.set_graph(rec.snapshot, rec.frame(2))
    size = slide_size(view)
    assert size.width() > 1600 and size.width() <= MAX_SIDE
    assert size.width() / size.height() == pytest.approx(16 / 9, rel=0.01)
    # the graph is drawn at least at the readable scale: its width on the slide over its width in the scene
    pixels = _pixels(QImage.fromData(slide_png_bytes(view, SlideOptions(legend=False, caption=False)), "PNG"))
    left, _, right, _ = _drawn_box(pixels)
    line = QFontMetricsF(QApplication.font()).height()
    assert (right - left) / _source(view.scene()).width() >= READABLE_TEXT_PX / line * 0.97
    small = GraphView()
    qtbot.addWidget(small)
    first = record(FIRST, "y")
    small.set_graph(first.snapshot, first.frame(1))
    assert slide_size(small) == QSize(*DEFAULT_SLIDE_SIZE)  # a small graph keeps the size asked for


def test_a_huge_graph_is_not_made_a_slide_past_the_largest_side(qtbot):
    view = GraphView()
    qtbot.addWidget(view)
    rec = big_record(200)
    view.set_graph(rec.snapshot, None)
    size = slide_size(view, SlideOptions(size=(1600, 900)))
    assert max(size.width(), size.height()) <= MAX_SIDE


def test_pdf_pages_show_each_steps_caption_and_the_legend(shown, tmp_path):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    view, rec = shown
    frames = [rec.frame(k) for k in range(len(rec) + 1)]
    path = tmp_path / "walk.pdf"
    path.write_bytes(walk_pdf_bytes(view, frames, [f"Step {k}" for k in range(len(frames))]))
    for number, frame in enumerate(frames, start=1):
        page = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), str(path), "-"],
                              capture_output=True, text=True, check=True).stdout
        flat = " ".join(unicodedata.normalize("NFKC", page).split())  # "ﬃ" is "ffi"
        assert " ".join(frame.caption.split()[-3:]) in flat and "edge of this step" in flat


def test_pdf_pages_are_landscape_and_the_graph_fills_them(shown, tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    view, rec = shown
    frames = [rec.frame(k) for k in range(len(rec) + 1)]
    path = tmp_path / "walk.pdf"
    path.write_bytes(walk_pdf_bytes(view, frames, [], SlideOptions(legend=False, caption=False)))
    subprocess.run(["pdftoppm", "-png", "-r", "40", str(path), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == len(frames)
    image = QImage(str(pages[-1]))
    assert image.width() > image.height()
    left, top, right, bottom = _drawn_box(_pixels(image))
    assert right - left >= 0.75 * image.width() or bottom - top >= 0.75 * image.height()


@pytest.mark.parametrize("look", ["light", "dark"])
def test_the_svg_opens_in_librsvg_and_matches_the_png(qtbot, tmp_path, look):
    if shutil.which("rsvg-convert") is None:
        pytest.skip("rsvg-convert (librsvg2-bin) is not installed")
    from gradwalk.app.base.appearance import dark_palette, light_palette

    view = GraphView()
    qtbot.addWidget(view)
    view.setPalette(dark_palette() if look == "dark" else light_palette())
    rec = record(FIRST, "y")
    view.set_graph(rec.snapshot, rec.frame(3))
    svg, png = tmp_path / "g.svg", tmp_path / "g.png"
    svg.write_bytes(slide_svg_bytes(view))
    subprocess.run(["rsvg-convert", str(svg), "-o", str(png)], check=True)
    drawn = _pixels(QImage(str(png)))
    painted = _pixels(QImage.fromData(slide_png_bytes(view), "PNG"))
    assert painted[0, 0, :3].mean() < 100 if look == "dark" else painted[0, 0, :3].mean() > 200
    assert drawn.shape == painted.shape
    difference = np.abs(drawn[:, :, :3].astype(int) - painted[:, :, :3].astype(int)).max(axis=2)
    assert (difference > 60).mean() < 0.01  # the same picture, but for antialiasing
    assert _drawn_box(drawn) == pytest.approx(_drawn_box(painted), abs=4)


def test_an_export_of_a_big_graph_holds_the_labels_not_yet_in_view(qapp):
    # a big graph makes its edges' labels as they come into view; the whole scene's export makes
    # every one, also those the learner never scrolled to
    view = GraphView()
    view.resize(800, 600)
    view.show()
    qapp.processEvents()
    rec = big_record(200)
    view.set_graph(rec.snapshot, rec.frame(0))
    view.reset_zoom()
    end = rec.frame(len(rec))
    view.show_frame(end)
    used = [key for key, state in end.edges.items() if state.state == "used" and state.label]
    svg = scene_svg_bytes(view.scene()).decode("utf-8")
    assert svg.count("passed") >= len(used) > 100
    view.close()


def test_a_slides_caption_is_written_whole_however_long_the_step_sentence(shown):
    """The last step of a network's walk says what it passed to each input, a sentence of five
    lines or more: the slide writes all of it (a smaller font where it must), never "… to …"."""
    from PySide6.QtCore import QSizeF

    from gradwalk.views.graph.graph_export import READABLE_TEXT_PX, SlideOptions, _Slide

    view, _ = shown
    passes = ("[4.7316e-5, 0.000599, … (4798 más)] × g @ W1ᵀ, (300×16)·(16×2) = "
              "[0.000639, 0.002965, … (598 más)]")
    caption = ("Paso 12 de 12: el gradiente [4.7316e-5, 0.000599, … (4798 más)] llegó a matmul(X, W1) "
               f"(matmul); pasa {passes} a X; {passes} a W1; {passes} a b1. El recorrido ha terminado.")
    for size in ((1600, 900), (800, 450)):
        slide = _Slide(view, QSizeF(*size), SlideOptions(size=size), caption)
        assert slide._caption_shown() == caption, size
        assert slide.caption_font().pixelSize() >= READABLE_TEXT_PX
        assert slide.caption_rect.bottom() <= size[1] and slide.graph_area.height() > size[1] / 2
