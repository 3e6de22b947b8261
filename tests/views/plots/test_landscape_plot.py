"""The landscape: log10(loss) over (w, b), contours, and the runs' paths over it."""

import warnings

import numpy as np
import pytest
from PySide6.QtWidgets import QWidget

from gradwalk.views.plots.landscape_plot import CONTOURS, LandscapePlot, log10_losses
from gradwalk.views.plots.plot_colours import run_colour


@pytest.fixture
def plot(qtbot):
    widget = LandscapePlot()
    qtbot.addWidget(widget)
    widget.resize(600, 480)
    widget.show()
    return widget


def bowl():
    w, b = np.linspace(-2, 4, 61), np.linspace(-3, 3, 41)
    grid_w, grid_b = np.meshgrid(w, b)
    return w, b, 3 * (grid_w - 1) ** 2 + (grid_b + 0.5) ** 2 + 0.01


def test_says_why_there_is_no_landscape_until_a_grid_comes(plot, qtbot):
    assert "two parameters" in plot.message_text()
    plot.set_grid(*bowl())
    assert plot.message_text() == "" and plot.has_grid()
    plot.show_message("The landscape is drawn for models of two parameters")
    assert plot.message_text().startswith("The landscape")
    holder = QWidget()
    qtbot.addWidget(holder)
    assert holder.findChild(QWidget, "landscapePlot") is None
    assert LandscapePlot(holder).objectName() == "landscapePlot"


def test_the_grid_is_placed_in_w_b_coordinates(plot):
    w, b, losses = bowl()
    plot.set_grid(w, b, losses)
    rect = plot.image.mapRectToView(plot.image.boundingRect())
    assert rect.left() == pytest.approx(-2.05) and rect.right() == pytest.approx(4.05)
    assert rect.top() == pytest.approx(-3.075) and rect.bottom() == pytest.approx(3.075)
    low, high = plot.levels()
    assert low == pytest.approx(np.log10(losses.min())) and high == pytest.approx(np.log10(losses.max()))
    assert plot.contour_count() == CONTOURS
    assert plot.plot_item.getAxis("bottom").labelText == "w"
    assert plot.plot_item.getAxis("left").labelText == "b"
    with pytest.raises(ValueError):
        plot.set_grid(w, b, losses.T)  # (len(w), len(b)): the documented order is (len(b), len(w))


def test_zero_and_non_finite_losses_take_the_ends_of_the_scale_without_warnings():
    losses = np.array([[0.0, 1.0], [100.0, np.inf], [np.nan, -1.0]])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        z = log10_losses(losses)
    assert z.tolist() == [[0.0, 0.0], [2.0, 2.0], [0.0, 0.0]]


def test_paths_are_drawn_in_the_run_colours_and_extended(plot):
    plot.set_grid(*bowl())
    plot.set_path(0, "lr 0.1", np.array([-1.5, -1.0]), np.array([2.0, 1.5]))
    plot.extend_path(0, np.array([0.0, 0.5]), np.array([0.5, 0.0]))
    w, b = plot.path_data(0)
    assert w.tolist() == [-1.5, -1.0, 0.0, 0.5] and b.tolist() == [2.0, 1.5, 0.5, 0.0]
    path = plot._paths[0]
    assert path.line.opts["pen"].color() == run_colour(0, dark=False)
    assert path.end.data["x"].tolist() == [0.5]
    assert plot.path_ids() == [0]
    plot.remove_path(0)
    assert plot.path_ids() == []


def test_a_diverging_path_is_clipped_not_crashing(plot):
    w, b, losses = bowl()
    plot.set_grid(w, b, losses)
    view_before = plot.plot_item.getViewBox().viewRange()
    diverging = -1.5 * (-1.8) ** np.arange(40.0)
    diverging[-3:] = [1e207, np.inf, np.nan]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        plot.set_path(1, "lr 0.9", diverging, np.linspace(2, 1, 40))
        plot.plot_widget.grab()
    drawn_w, _ = plot.path_data(1)
    assert 3 <= drawn_w.size < 20 and np.all(np.isfinite(drawn_w))
    assert plot.plot_item.getViewBox().viewRange() == view_before  # the view stays on the grid
