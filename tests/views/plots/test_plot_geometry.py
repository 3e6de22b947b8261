"""Where the plots put things: legends outside the data, marks where curves leave the chart, the
landscape's optimum and paths, the right-click menus, and the same colours on screen and in files."""

import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QImage

from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.plots.plot_colours import run_colour
from gradwalk.views.plots.plot_export import plot_png_bytes
from tests.views.plots.shown import shown

LONG_LABELS = ["raw pages, learning rate 3e-5", "raw pages, learning rate 1e-5",
               "standardised pages, f64, learning rate 0.1", "standardised pages, f32, learning rate 0.1"]


def diverging(n=1000, start=300.0):
    """A loss that grows by a constant factor a step, then overflows (as the raw-pages run does)."""
    with np.errstate(over="ignore"):
        losses = start * 1.54 ** np.arange(float(n))
    return losses


def four_runs(plot: LossPlot) -> None:
    for run_id, label in enumerate(LONG_LABELS):
        plot.add_run(run_id, label)
    steps = np.arange(1000)
    plot.append(0, steps, diverging())
    plot.append(1, steps, np.linspace(50, 30, 1000))
    plot.append(2, steps[:100], 180 * np.exp(-steps[:100] / 5) + 8)
    plot.append(3, steps[:100], 170 * np.exp(-steps[:100] / 5) + 8)


@pytest.fixture(params=[(440, 200), (700, 450), (1280, 300)], ids=["dock", "window", "wide"])
def loss_plot(qtbot, request):
    widget = LossPlot()
    qtbot.addWidget(widget)
    widget.resize(*request.param)
    widget.show()
    qtbot.waitExposed(widget)
    four_runs(widget)
    widget.plot_widget.grab()
    return widget


def scene_points(plot_item, x, y):
    view = plot_item.getViewBox()
    return [view.mapViewToScene(QPointF(float(a), float(b))) for a, b in zip(x, y)]


def test_the_legend_is_outside_the_data_area_and_covers_no_curve_point(loss_plot):
    legend = loss_plot.legend.sceneBoundingRect()
    data = loss_plot.plot_item.getViewBox().sceneBoundingRect()
    assert len(loss_plot.legend.items) == 4 and legend.height() > 0
    assert legend.top() >= data.bottom() - 0.5, (legend, data)  # below the data area
    assert legend.right() <= loss_plot.plot_item.sceneBoundingRect().right() + 0.5  # no wider
    (x0, x1), (y0, y1) = loss_plot.plot_item.getViewBox().viewRange()
    for run_id in loss_plot.run_ids():
        x, y = loss_plot.curve_data(run_id)
        inside = (x >= x0) & (x <= x1) & (y >= y0) & (y <= y1)
        for point in scene_points(loss_plot.plot_item, x[inside], y[inside]):
            assert not legend.contains(point)


def test_a_run_that_leaves_the_chart_is_marked_at_the_step_it_leaves(loss_plot):
    (x0, x1), (y0, y1) = loss_plot.plot_item.getViewBox().viewRange()
    losses = diverging()
    # computed here from the losses and the view: the first step past the top of the chart
    leaves = int(np.flatnonzero(losses > y1)[0])
    stops = int(np.flatnonzero(~(np.isfinite(losses) & (np.abs(losses) <= 1e100)))[0])
    assert 0 < leaves < stops
    run = loss_plot._runs[0]
    assert run.stop_line.isVisible() and run.stop_line.value() == leaves
    text = loss_plot.stop_text(0)
    first, second = text.split("\n")
    assert first == f"leaves the chart at step {leaves}: loss {losses[leaves]:.3g}"
    kind = "too large to draw" if np.isfinite(losses[stops]) else "not finite"
    assert second == f"{kind} from step {stops}"
    # the words are inside the data area, whole
    label = loss_plot.stop_label(0).sceneBoundingRect()
    data = loss_plot.plot_item.getViewBox().sceneBoundingRect()
    assert data.contains(label), (label, data)
    for run_id in (1, 2, 3):  # the runs that stay in view have no mark
        assert loss_plot.stop_text(run_id) == ""


def test_on_the_log_axis_the_mark_is_where_the_run_stops_being_drawable(loss_plot, qtbot):
    loss_plot.set_log_scale(True)
    loss_plot.plot_widget.grab()
    losses = diverging()
    stops = int(np.flatnonzero(~(np.isfinite(losses) & (np.abs(losses) <= 1e100)))[0])
    kind = "too large to draw" if np.isfinite(losses[stops]) else "not finite"
    assert loss_plot.stop_text(0) == f"{kind} from step {stops}"
    assert loss_plot._runs[0].stop_line.value() == stops
    data = loss_plot.plot_item.getViewBox().sceneBoundingRect()
    assert data.contains(loss_plot.stop_label(0).sceneBoundingRect())


def test_a_not_finite_loss_inside_the_chart_says_so(qtbot):
    plot = LossPlot()
    qtbot.addWidget(plot)
    plot.resize(600, 400)
    plot.show()
    plot.add_run(0, "nan")
    plot.append(0, np.arange(10), np.r_[np.linspace(2, 1, 6), np.nan, 1.0, 1.0, 1.0])
    plot.plot_widget.grab()
    assert plot.stop_text(0) == "not finite from step 6"
    assert plot._runs[0].stop_line.value() == 6


def test_the_plots_menus_hold_the_window_commands_not_pyqtgraphs(qtbot):
    loss, landscape = LossPlot(), LandscapePlot()
    for plot in (loss, landscape):
        qtbot.addWidget(plot)
        actions = [QAction("Export this plot", plot), QAction("Log scale", plot)]
        plot.set_context_actions(actions)
        widget = plot.plot_widget
        assert not widget.getPlotItem().getViewBox().menuEnabled()
        assert not widget.getPlotItem().menuEnabled()
        assert widget.scene().contextMenu == []  # no "Export..." of pyqtgraph's
        for holder in (widget, widget.viewport()):
            assert holder.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
            assert holder.actions() == actions


def line_data():
    rng = np.random.default_rng(4)
    x = rng.uniform(5, 400, 52)
    return x, 0.07 * x + 4 + rng.normal(0, 1.5, 52)


@pytest.fixture
def landscape(qtbot):
    widget = LandscapePlot()
    qtbot.addWidget(widget)
    widget.resize(600, 420)
    widget.show()
    qtbot.waitExposed(widget)
    x, y = line_data()
    w, b = np.linspace(-0.5, 0.6, 60), np.linspace(-3, 12, 50)
    losses = ((np.multiply.outer(x, w)[:, None, :] + b[None, :, None] - y[:, None, None]) ** 2).mean(0)
    widget.set_grid(w, b, losses)
    return widget


def test_the_landscape_marks_its_optimum_and_keeps_its_legend_outside(landscape):
    x, y = line_data()
    slope, intercept = np.polyfit(x, y, 1)  # least squares, independently of the app
    landscape.set_optimum(slope, intercept)
    landscape.set_path(2, LONG_LABELS[0], np.array([0.0, 0.3, -0.2]), np.array([0.0, 0.1, 0.2]))
    landscape.plot_widget.grab()
    star = landscape.optimum.data
    assert star["x"][0] == pytest.approx(slope) and star["y"][0] == pytest.approx(intercept)
    labels = [label.text for _, label in landscape.legend.items]
    assert f"lowest loss: w {slope:.4g}, b {intercept:.4g}" in labels and LONG_LABELS[0] in labels
    legend = landscape.legend.sceneBoundingRect()
    data = landscape.plot_item.getViewBox().sceneBoundingRect()
    assert legend.top() >= data.bottom() - 0.5
    assert legend.right() <= landscape.plot_item.sceneBoundingRect().right() + 0.5
    landscape.set_optimum(math.nan, math.nan)
    assert landscape.optimum_point() is None and not landscape.optimum.isVisible()
    assert not any(label.startswith("lowest loss") for label in
                   (label.text for _, label in landscape.legend.items))


def test_a_diverging_path_stops_at_the_grid_edge_and_leaves_the_valley_readable(landscape):
    x, y = line_data()
    # gradient descent on the raw data with too large a step: it leaves the grid at once
    w, b, ws, bs = 0.0, 0.0, [], []
    for _ in range(60):
        ws.append(w)
        bs.append(b)
        err = w * x + b - y
        w, b = w - 3e-5 * 2 * (err * x).mean(), b - 3e-5 * 2 * err.mean()
    landscape.set_path(0, "diverges", np.array(ws), np.array(bs))
    left, right, bottom, top = landscape.grid_bounds()
    drawn_w, drawn_b = landscape.path_data(0)
    assert np.all((drawn_w >= left - 1e-9) & (drawn_w <= right + 1e-9))
    assert np.all((drawn_b >= bottom - 1e-9) & (drawn_b <= top + 1e-9))
    first_out = next(k for k, (a, c) in enumerate(zip(ws, bs))
                     if not (left <= a <= right and bottom <= c <= top))
    assert drawn_w.size == first_out + 1  # the points inside, then the crossing of the edge
    assert math.isclose(drawn_w[-1], right) or math.isclose(drawn_w[-1], left) or \
        math.isclose(drawn_b[-1], top) or math.isclose(drawn_b[-1], bottom)
    # drawn thin, over a halo that lets the colours through
    path = landscape._paths[0]
    assert path.line.opts["pen"].widthF() <= 2.0
    assert path.halo.opts["pen"].color().alpha() <= 128


def colour_pixels(image: QImage, colour, tolerance=24) -> int:
    found = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            if (abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
                    + abs(pixel.blue() - colour.blue())) <= tolerance:
                found += 1
    return found


def test_a_run_has_one_colour_in_both_plots_on_screen_and_in_files(qtbot, landscape):
    loss = LossPlot()
    qtbot.addWidget(loss)
    loss.resize(500, 300)
    loss.show()
    loss.add_run(3, "a run")
    loss.append(3, np.arange(50), np.linspace(5, 1, 50))
    landscape.set_path(3, "a run", np.linspace(0.0, 0.07, 20), np.linspace(0.0, 4.0, 20))
    colour = run_colour(3, dark=False)
    assert loss._runs[3].curve.opts["pen"].color() == colour
    assert landscape._paths[3].line.opts["pen"].color() == colour
    sample = loss.legend.items[0][0]
    assert sample.item is loss._runs[3].curve  # the legend draws the curve's own pen
    for plot in (loss, landscape):
        shown = plot.plot_widget.grab().toImage()
        written = QImage.fromData(plot_png_bytes(plot, size=(800, 450)))
        assert colour_pixels(shown, colour) > 5 and colour_pixels(written, colour) > 5


def test_a_marks_words_wider_than_a_narrow_plot_are_wrapped_inside_it(qtbot):
    # a long language in a narrow plot: the words went past the plot's right edge
    plot = shown(qtbot, LossPlot(), 200, 260)
    four_runs(plot)
    plot.plot_widget.grab()
    label = plot.stop_label(0)
    data = plot.plot_item.getViewBox().sceneBoundingRect()
    assert label.isVisible()
    assert data.contains(label.sceneBoundingRect()), (label.sceneBoundingRect(), data)
    plot.resize(1000, 260)  # room again: the words on their own lines, as written
    plot.plot_widget.grab()
    assert plot.stop_label(0).textItem.textWidth() < 0
