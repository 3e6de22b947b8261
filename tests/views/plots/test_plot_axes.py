"""The plots' axes, marks and hover write their numbers in the reader's language, alike."""

import numpy as np
import pytest
from PySide6.QtCore import QPointF

from gradwalk.core.words import use_language
from gradwalk.views.plots.boundary_plot import BoundaryPlot
from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.plots.loss_plot import LossPlot
from tests.views.plots.shown import shown


@pytest.fixture
def french():
    use_language("fr")
    yield
    use_language("en")


@pytest.mark.parametrize("kind", [LossPlot, LandscapePlot, BoundaryPlot])
def test_every_axis_writes_the_languages_decimal_mark(qtbot, kind):
    plot = kind()
    qtbot.addWidget(plot)
    for name in ("left", "bottom"):
        axis = plot.plot_item.getAxis(name)
        assert axis.tickStrings([0.5, 1.0, 1.5], 1.0, 0.5) == ["0.5", "1.0", "1.5"]
        use_language("fr")
        try:  # asked at each redraw: a language chosen after the plot is made is followed
            assert axis.tickStrings([0.5, 1.0, 1.5], 1.0, 0.5) == ["0,5", "1,0", "1,5"]
        finally:
            use_language("en")


def test_the_hover_writes_its_numbers_as_the_axes_do(qtbot, french):
    plot = LossPlot()
    qtbot.addWidget(plot)
    plot.resize(700, 450)
    plot.show()
    qtbot.waitExposed(plot)
    plot.add_run(0, "run")
    plot.append(0, np.arange(100), np.linspace(5.0, 1.0, 100))
    view = plot.plot_item.getViewBox()
    view.autoRange(padding=0.05)
    plot.plot_widget.grab()
    scene_pos = view.mapViewToScene(QPointF(40, 5.0 - 4.0 * 40 / 99))
    qtbot.mouseMove(plot.plot_widget.viewport(), plot.plot_widget.mapFromScene(scene_pos))
    qtbot.waitUntil(lambda: plot.hover_text() != "", timeout=2000)
    text = plot.hover_text()  # "run, step 40: loss 3,38384", a pixel's rounding either way
    assert text.startswith("run, step ") and ": loss 3," in text and "." not in text


def test_an_axis_is_painted_again_when_it_changes_not_when_the_curves_do(qtbot):
    # pyqtgraph replayed each axis's numbers at every paint of the plot: half a loss plot's paint
    # while runs train. Cached, an axis is painted when its range or its words change.
    plot = shown(qtbot, LossPlot(), 600, 400)
    plot.plan_steps(100)  # the step axis runs to the last step, as while runs train
    plot.add_run(0, "run")
    plot.append(0, np.arange(1, 50), np.linspace(5.0, 1.0, 49))
    qtbot.wait(50)
    plot.append(0, [50], [1.0])  # the step axis's margin follows the view's width, laid out now
    qtbot.wait(50)
    plot.plot_widget.grab()
    view = plot.plot_item.getViewBox()
    framed = view.viewRange()
    axis = plot.plot_item.getAxis("left")
    painted = []
    original = type(axis).paint
    axis.paint = lambda *args: (painted.append(1), original(axis, *args))
    plot.append(0, np.arange(51, 60), np.linspace(1.0, 0.9, 9))  # the curve grows inside the range
    qtbot.wait(50)
    plot.plot_widget.grab()
    assert view.viewRange() == framed and painted == []
    use_language("fr")
    try:
        plot.retranslate()
        plot.plot_widget.grab()
    finally:
        use_language("en")
    assert painted  # its label in the new language, its numbers with the new mark
    axis, painted = plot.plot_item.getAxis("bottom"), []
    original = type(axis).paint
    axis.paint = lambda *args: (painted.append(1), original(axis, *args))
    plot.plan_steps(200)  # the runs asked to go further: the step axis changes
    qtbot.wait(50)
    plot.plot_widget.grab()
    assert painted
