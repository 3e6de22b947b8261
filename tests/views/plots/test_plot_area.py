"""A plot's area painted a turn later: first its background alone, then the plot (a layout switch
paints the rest of the window first)."""

import numpy as np

from gradwalk.views.plots.loss_plot import LossPlot
from tests.views.plots.plot_paints import PlotPaints
from tests.views.plots.shown import shown


def colours(image) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}


def test_a_held_paint_is_the_background_alone_and_the_plot_comes_when_released(qtbot):
    plot = shown(qtbot, LossPlot(), 300, 240)
    area = plot.plot_widget
    drawn = colours(area.grab().toImage())
    assert len(drawn) > 1  # axes and numbers over the background
    area.hold_paint()
    assert area.painted_blank()
    blank = colours(area.grab().toImage())
    assert blank == {area.backgroundBrush().color().rgba()} or len(blank) == 1  # the background only
    area.release_paint()  # its turn came
    qtbot.waitUntil(lambda: not area.painted_blank(), timeout=2000)
    assert len(colours(area.grab().toImage())) > 1  # the plot again


def test_a_held_paint_keeps_the_background_until_released(qtbot):
    # a window with several plots to paint anew releases them a turn each
    plot = shown(qtbot, LossPlot(), 300, 240)
    area = plot.plot_widget
    area.hold_paint()
    qtbot.wait(100)  # turns go by: still the background alone
    assert area.painted_blank() and len(colours(area.grab().toImage())) == 1
    area.release_paint()
    qtbot.waitUntil(lambda: not area.painted_blank(), timeout=2000)
    assert len(colours(area.grab().toImage())) > 1


def test_a_plot_whose_runs_and_size_changed_while_held_is_painted_once_when_released(qtbot):
    # its range follows its data at the first paint, and its marks and legend with the range: done
    # in that paint, they asked for a second paint in the same turn
    plot = shown(qtbot, LossPlot(), 300, 240)
    area = plot.plot_widget
    qtbot.wait(50)
    area.hold_paint()
    for run_id in range(3):
        plot.add_run(run_id, f"run {run_id}")
        plot.append(run_id, np.arange(1, 200), np.linspace(10.0 * (run_id + 1), 0.1, 199))
    plot.resize(420, 300)  # and its size, as a layout switch changes it
    qtbot.wait(50)
    paints = PlotPaints([area])
    area.release_paint()
    qtbot.waitUntil(lambda: len(paints.painted) >= 1, timeout=2000)
    qtbot.wait(100)
    assert len(paints.painted) == 1


def test_a_plot_whose_step_axis_is_let_go_is_painted_once(qtbot):
    # the curves drawn for good once the runs end: the range followed them in the paint, and the
    # axes laid out again asked for a second paint in the same turn
    plot = shown(qtbot, LossPlot(), 300, 240)
    plot.plan_steps(1000)
    for run_id in range(2):
        plot.add_run(run_id, f"run {run_id}")
        plot.append(run_id, np.arange(1, 300), np.linspace(5.0 * (run_id + 1), 0.1, 299))
    qtbot.wait(100)
    paints = PlotPaints([plot.plot_widget])
    plot.plan_steps(None)
    qtbot.waitUntil(lambda: len(paints.painted) >= 1, timeout=2000)
    qtbot.wait(100)
    assert len(paints.painted) == 1
