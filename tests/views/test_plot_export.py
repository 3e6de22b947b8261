"""Plot files: PNG, SVG (curves as paths, ticks as text) and the runs as CSV."""

import csv
import io
import math
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtGui import QImage

from views.landscape_plot import LandscapePlot
from views.loss_plot import LossPlot
from views.plot_export import plot_png_bytes, plot_svg_bytes, runs_csv_text

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def plot(qtbot):
    widget = LossPlot()
    qtbot.addWidget(widget)
    widget.resize(640, 420)
    widget.show()
    widget.add_run(0, "lr 0.1")
    widget.append(0, np.arange(100), np.linspace(3.0, 1.0, 100))
    widget.plot_widget.grab()
    return widget


def test_png_loads_at_the_width_asked(plot):
    image = QImage.fromData(plot_png_bytes(plot, width=1200))
    assert not image.isNull() and image.width() == 1200
    assert not QImage.fromData(plot_png_bytes(plot.plot_widget)).isNull()


def test_svg_has_the_curve_as_a_path_and_the_ticks_as_text(plot):
    root = ET.fromstring(plot_svg_bytes(plot))
    paths = [p.get("d") for p in root.iter(f"{SVG}path")]
    points = [[tuple(map(float, xy.split(","))) for xy in re.findall(r"-?[\d.e+-]+,-?[\d.e+-]+", d)]
              for d in paths]
    # the curve is written in data coordinates under its transform: find it by its points
    x, y = plot.curve_data(0)
    expected = list(zip(x.tolist(), y.tolist()))
    matching = [p for p in points if len(p) == len(expected)
                and all(math.isclose(a, c, abs_tol=1e-4) and math.isclose(b, d, rel_tol=1e-4)
                        for (a, b), (c, d) in zip(p, expected))]
    assert matching, f"no path of {len(expected)} points matching the curve"
    texts = {"".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")}
    assert {"0", "20", "40", "60", "80"} <= texts and "step" in texts and "lr 0.1" in texts


def test_landscape_exports(qtbot):
    plot = LandscapePlot()
    qtbot.addWidget(plot)
    plot.resize(500, 400)
    w, b = np.linspace(-1, 1, 11), np.linspace(-2, 2, 21)
    plot.set_grid(w, b, np.add.outer(b**2, w**2) + 0.1)
    assert not QImage.fromData(plot_png_bytes(plot)).isNull()
    assert ET.fromstring(plot_svg_bytes(plot)).tag == f"{SVG}svg"


def test_csv_has_a_row_per_step_and_round_trips_the_numbers():
    losses = np.array([0.1 + 0.2, np.inf, -np.inf, np.nan, 1e207])
    text = runs_csv_text([
        ("lr 0.1", np.arange(5), losses, {"w": np.linspace(0, 1, 5), "b": np.full(5, 1 / 3)}),
        ("lr 0.5", np.arange(3), np.array([2.0, 1.0, 0.5]), {"w": np.zeros(3), "b": np.ones(3)}),
    ])
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["step", "loss lr 0.1", "w lr 0.1", "b lr 0.1", "loss lr 0.5", "w lr 0.5",
                       "b lr 0.5"]
    assert [row[0] for row in rows[1:]] == ["0", "1", "2", "3", "4"]
    column = [float(row[1]) for row in rows[1:]]
    assert column[0] == 0.1 + 0.2 and column[1] == math.inf and column[2] == -math.inf
    assert math.isnan(column[3]) and column[4] == 1e207
    assert [row[2] for row in rows[1:]] == ["0", "0.25", "0.5", "0.75", "1"]
    assert float(rows[1][3]) == 1 / 3
    assert rows[4][4:] == ["", "", ""] and rows[3][4] == "0.5"
    assert [name for name in [r for r in csv.reader(io.StringIO(runs_csv_text([
        ("a", [0], [1.0], {}), ("a", [0], [2.0], {})])))][0]] == ["step", "loss a", "loss a (2)"]
