"""Plot files: PNG, SVG (curves as paths, ticks as text) and the runs as CSV."""

import csv
import io
import math
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtGui import QImage

from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.plots.plot_export import DEFAULT_SIZE, plot_png_bytes, plot_svg_bytes, runs_csv_text
from tests.views.plots.picture_reading import SVG, grey_levels, rsvg, svg_points, view_box



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
    # the curve is written in the picture's coordinates (its strokes unscaled for librsvg): find
    # it as the path whose points are the curve's, each axis mapped by a scale and a shift
    x, y = plot.curve_data(0)

    def is_the_curve(p):
        if len(p) != len(x):
            return False
        px, py = np.array(p).T
        fit_x, fit_y = np.polyfit(x, px, 1), np.polyfit(y, py, 1)
        return (np.allclose(np.polyval(fit_x, x), px, atol=0.02)
                and np.allclose(np.polyval(fit_y, y), py, atol=0.02) and fit_y[0] < 0)  # y down

    assert any(is_the_curve(p) for p in points), f"no path of {len(x)} points matching the curve"
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


# --- size, cut curves, and SVGs other programs read --------------------------------------------

@pytest.fixture
def diverging_plot(qtbot):
    widget = LossPlot()
    qtbot.addWidget(widget)
    widget.resize(437, 169)  # the size the loss dock had when exports were made from it
    widget.show()
    widget.add_run(0, "raw pages, learning rate 3e-5")
    widget.add_run(1, "raw pages, learning rate 1e-5")
    with np.errstate(over="ignore"):
        widget.append(0, np.arange(1000), 300.0 * 1.54 ** np.arange(1000.0))
    widget.append(1, np.arange(1000), np.linspace(50, 30, 1000))
    widget.plot_widget.grab()
    return widget


def test_a_png_is_1600x900_by_default_and_any_size_asked(diverging_plot):
    image = QImage.fromData(plot_png_bytes(diverging_plot))
    assert (image.width(), image.height()) == DEFAULT_SIZE == (1600, 900)
    image = QImage.fromData(plot_png_bytes(diverging_plot, size=(900, 1200)))
    assert (image.width(), image.height()) == (900, 1200)
    # and the plot on screen is as it was
    assert diverging_plot.plot_item.sceneBoundingRect().width() == pytest.approx(437, abs=1)


def test_the_svg_stays_inside_its_view_box_with_the_title_and_the_legend_under_the_data(diverging_plot):
    root = ET.fromstring(plot_svg_bytes(diverging_plot, title="Loss of each run", size=(1600, 900)))
    left, top, width, height = view_box(root)
    assert width / height == pytest.approx(1600 / 900, rel=1e-3)
    assert root.get("width").endswith("mm") and float(root.get("width")[:-2]) == pytest.approx(
        1600 * 25.4 / 96, rel=1e-3)  # 1600 px at the 96 dpi browsers and librsvg read it at
    points = svg_points(root)
    assert points
    outside = [(tag, x, y) for tag, x, y in points
               if not (left - 1 <= x <= left + width + 1 and top - 1 <= y <= top + height + 1)]
    assert not outside, outside[:5]
    texts = {"".join(t.itertext()).strip(): t for t in root.iter(f"{SVG}text")}
    assert "Loss of each run" in texts
    assert any(text.startswith("leaves the chart at step") for text in texts)


@pytest.mark.parametrize("kind", ["loss", "landscape"])
def test_librsvg_draws_the_svg_as_the_png_shows_it(kind, diverging_plot, qtbot, tmp_path):
    import subprocess

    if kind == "loss":
        target = diverging_plot
    else:
        target = LandscapePlot()
        qtbot.addWidget(target)
        target.resize(300, 200)
        target.show()
        w, b = np.linspace(-1, 1, 41), np.linspace(-2, 2, 31)
        target.set_grid(w, b, np.add.outer((b - 0.5) ** 2, 4 * w**2) + 0.1)
        target.set_optimum(0.0, 0.5)
        target.set_path(0, "lr 0.9", 0.9 * (-1.6) ** np.arange(12.0), np.linspace(-1.5, 0.4, 12))
    svg = tmp_path / "plot.svg"
    svg.write_bytes(plot_svg_bytes(target, size=(1600, 900)))
    drawn = tmp_path / "plot-from-svg.png"
    subprocess.run([rsvg(), str(svg), "-o", str(drawn)], check=True, capture_output=True, timeout=60)
    from_svg = QImage(str(drawn))
    assert (from_svg.width(), from_svg.height()) == (1600, 900)
    png = QImage.fromData(plot_png_bytes(target, size=(1600, 900)))
    difference = np.abs(grey_levels(from_svg) - grey_levels(png))
    # the same picture: registered alike (a shifted axis or a stretched curve differs by far more)
    assert difference.mean() < 6 and np.percentile(difference, 99) < 90, difference.mean()
