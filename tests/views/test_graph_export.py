"""Exports: a PNG that loads, an SVG whose text is the labels, a PDF with a page per step."""

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from tests.views.graph_cases import FIRST, record
from views.graph_export import scene_png_bytes, scene_svg_bytes, walk_pdf_bytes
from views.graph_view import GraphView


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
    for label in ("x", "sqr(x)", "affine(x)", "grad 3 + 4 = 7", "passes 4"):
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
