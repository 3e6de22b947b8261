"""Contour lines from contourpy are where pyqtgraph's IsocurveItem drew them."""

import numpy as np
import pyqtgraph as pg
import pytest

from gradwalk.views.plots.contour_lines import ContourLines, contour_path


def points(path) -> np.ndarray:
    return np.array([(path.elementAt(k).x, path.elementAt(k).y) for k in range(path.elementCount())])


def valley(size=60) -> np.ndarray:
    w, b = np.meshgrid(np.linspace(-1, 3, size), np.linspace(-2, 2, size))
    return np.log10((w - 1) ** 2 * 50 + (b + 0.3) ** 2 + 0.1 + 0.3 * np.sin(3 * w))


@pytest.mark.parametrize("level", [-0.4, 0.3, 1.1, 1.9])
def test_the_lines_are_isocurve_items_lines(qapp, level):
    values = valley()
    old = pg.IsocurveItem(data=values, level=level, axisOrder="row-major")
    old.generatePath()
    before, after = points(old.path), points(contour_path(values, level))
    assert len(after) > 4
    apart = np.sqrt(((before[:, None, :] - after[None, :, :]) ** 2).sum(-1))
    assert apart.min(axis=1).max() < 1e-9 and apart.min(axis=0).max() < 1e-9


def test_a_line_reaches_the_pictures_edges_and_none_is_drawn_where_nothing_crosses(qapp):
    values = np.tile(np.linspace(0.0, 1.0, 10), (6, 1))  # rising left to right: a vertical line
    found = points(contour_path(values, 0.5))
    assert found[:, 0] == pytest.approx(np.full(len(found), 5.0))
    assert found[:, 1].min() == 0.0 and found[:, 1].max() == 6.0
    lines = ContourLines(2.0)
    lines.set_data(values)
    assert lines.path().isEmpty()
    lines.set_data(values, level=0.25)
    assert not lines.path().isEmpty()
    lines.set_data(None)
    assert lines.path().isEmpty()
