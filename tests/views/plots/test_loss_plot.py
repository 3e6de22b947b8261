"""The loss plot: curves made once and fed batches, divergence marked, values on hover."""

import time
import warnings

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QWidget

from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.plots.plot_series import (ACCURACY, DRAWABLE_LIMIT, HELD_OUT_ACCURACY, HELD_OUT_LOSS,
                                               LOSS, RunHistory)
from tests.views.plots.shown import shown


@pytest.fixture
def plot(qtbot):
    return shown(qtbot, LossPlot(), 700, 450)


def test_found_by_its_object_name_with_labelled_axes(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    plot = LossPlot(holder)
    assert holder.findChild(QWidget, "lossPlot") is plot
    assert plot.plot_item.getAxis("bottom").labelText == "step"
    assert plot.plot_item.getAxis("left").labelText == "loss"
    assert plot.log_check.toolTip() and plot.plot_widget.toolTip()


def test_batches_make_one_curve_per_run_and_grow_it(plot):
    plot.add_run(0, "lr 0.1")
    plot.add_run(1, "lr 0.5")
    curve = plot._runs[0].curve
    for start in range(0, 3000, 1000):
        steps = np.arange(start, start + 1000)
        plot.append(0, steps, 1.0 / (1 + steps))
    assert plot._runs[0].curve is curve
    x, y = plot.curve_data(0)
    assert np.array_equal(x, np.arange(3000)) and np.allclose(y, 1.0 / (1 + x))
    assert plot.run_ids() == [0, 1]
    assert [label.text for _, label in plot.legend.items] == ["lr 0.1", "lr 0.5"]
    plot.remove_run(0)
    assert plot.run_ids() == [1] and len(plot.legend.items) == 1
    plot.clear_runs()
    assert plot.run_ids() == []


def test_a_sections_runs_are_cleared_with_the_legend_laid_out_once(qtbot):
    plot = LossPlot(accuracy=True)
    qtbot.addWidget(plot)
    for run_id in range(4):
        plot.add_run(run_id, f"run {run_id}")
        plot.add_held_out(run_id, f"run {run_id} (held-out)")
    assert len(plot.legend.items) == 2  # the style key: a solid and a dashed line
    layouts = []
    refit = plot.legend.refit
    plot.legend.refit = lambda: (layouts.append(plot.legend._held), refit())
    plot.clear_runs()
    assert plot.run_ids() == [] and plot.legend.items == []
    # once at the end (and once more as the view box takes the room the legend gave back), not for
    # each curve taken away: that was 20 layouts here, and stalled a section's opening
    assert layouts.count(0) <= 2


def test_runs_differ_by_colour_and_a_line_says_what_it_measures(plot):
    for run_id in range(4):
        plot.add_run(run_id, f"run {run_id}")
        plot.add_held_out(run_id, f"run {run_id} (held-out)")
    pens = [plot._runs[run_id].curve.opts["pen"] for run_id in range(4)]
    assert len({pen.color().name() for pen in pens}) == 4
    # every training curve solid, every held-out one dashed in the same colour: told apart at a glance
    assert {pen.style() for pen in pens} == {Qt.PenStyle.SolidLine}
    held = [plot.held_out_pen(run_id) for run_id in range(4)]
    assert {pen.style() for pen in held} == {Qt.PenStyle.CustomDashLine}
    assert [pen.color().name() for pen in held] == [pen.color().name() for pen in pens]


def test_a_long_run_in_batches_is_cheap(plot, qtbot):
    plot.add_run(0, "long")
    started = time.perf_counter()
    for start in range(0, 100_000, 1000):
        steps = np.arange(start, start + 1000)
        plot.append(0, steps, 1.0 / (1 + steps))
    appended = time.perf_counter() - started
    started = time.perf_counter()
    plot.plot_widget.grab()  # one full repaint of 100,000 points
    painted = time.perf_counter() - started
    print(f"100 batches appended in {appended:.3f} s, one repaint in {painted:.3f} s")
    assert plot.curve_data(0)[0].size == 100_000
    drawn = plot._runs[0].curve.curve.xData.size  # after downsampling
    assert drawn < 20_000
    assert appended < 5.0  # measured ~0.06 s; a loose bound against a quadratic regression


@pytest.mark.parametrize("bad", [np.inf, np.nan, 1e207])
def test_a_diverging_run_draws_its_finite_part_and_marks_the_step(plot, bad):
    plot.add_run(0, "steady")
    plot.add_run(1, "diverges")
    plot.append(0, np.arange(50), np.linspace(2.0, 0.5, 50))
    losses = np.r_[np.geomspace(1.0, 1e30, 30), bad, np.inf, np.nan, np.full(7, bad)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        plot.append(1, np.arange(30), losses[:30])
        plot.append(1, np.arange(30, 40), losses[30:])
        plot.append(1, np.arange(40, 45), np.full(5, np.nan))
        plot.plot_widget.grab()
        plot.set_log_scale(True)
        plot.plot_widget.grab()
    x, y = plot.curve_data(1)
    assert np.array_equal(x, np.arange(30)) and np.all(np.isfinite(y))
    text = plot.stop_text(1)
    assert text.endswith("from step 30")
    assert ("too large" in text) == bool(np.isfinite(bad))
    marker_x, marker_y = plot._runs[1].marker.getData()
    assert marker_x.tolist() == [29.0] and marker_y[0] == pytest.approx(30.0)  # log10(1e30): log scale
    assert plot.stop_text(0) == ""
    assert plot._runs[1].stop_line.value() == 30


def test_the_linear_range_follows_the_drawn_values(plot, qtbot):
    plot.add_run(0, "steady")
    plot.add_run(1, "diverges")
    plot.append(0, np.arange(50), np.linspace(2.0, 0.5, 50))
    plot.append(1, np.arange(10), np.r_[np.linspace(2.0, 3.0, 5), np.inf, 1e207, np.nan, np.nan, np.nan])
    plot.plot_item.getViewBox().autoRange()
    _, (low, high) = plot.plot_item.getViewBox().viewRange()
    assert high < 10 and low > -10
    assert DRAWABLE_LIMIT < 1e207


def test_log_scale_toggle_changes_the_axis_and_leaves_out_non_positive(plot, qtbot):
    plot.add_run(0, "run")
    plot.append(0, np.arange(5), np.array([10.0, 1.0, 0.0, -1.0, 0.1]))
    qtbot.mouseClick(plot.log_check, Qt.MouseButton.LeftButton)
    assert plot.log_scale() and plot.plot_item.getAxis("left").logMode
    x, y = plot.curve_data(0)
    assert x.tolist() == [0, 1, 4] and y.tolist() == [10.0, 1.0, 0.1]
    plot.plot_widget.grab()
    _, (low, high) = plot.plot_item.getViewBox().viewRange()
    assert low < -0.9 and high > 0.9  # log10 units: 0.1 .. 10
    plot.set_log_scale(False)
    assert not plot.log_check.isChecked() and not plot.plot_item.getAxis("left").logMode
    assert plot.curve_data(0)[0].size == 5


def _hover(plot, qtbot, step, loss):
    view = plot.plot_item.getViewBox()
    scene_pos = view.mapViewToScene(QPointF(step, loss))
    widget_pos = plot.plot_widget.mapFromScene(scene_pos)
    qtbot.mouseMove(plot.plot_widget.viewport(), widget_pos)


def test_hovering_a_curve_shows_its_run_step_and_loss(plot, qtbot):
    plot.add_run(0, "lr 0.1")
    plot.append(0, np.arange(100), np.linspace(5.0, 1.0, 100))
    plot.plot_item.getViewBox().autoRange(padding=0.05)
    plot.plot_widget.grab()
    _hover(plot, qtbot, 40, 5.0 - 4.0 * 40 / 99)
    qtbot.waitUntil(lambda: plot.hover_text() != "", timeout=2000)
    # the nearest point to the mouse, a pixel's rounding away from step 40
    assert plot.hover_text() in ("lr 0.1, step 40: loss 3.38384", "lr 0.1, step 41: loss 3.34343",
                                 "lr 0.1, step 39: loss 3.42424")
    # Away from every point, the text goes. The scene's own signal carries the move: the real
    # mouse reached it above, and a second synthetic move is now and then lost by the offscreen
    # platform when the whole suite runs (it then fails without saying anything about the plot).
    view = plot.plot_item.getViewBox()
    plot.plot_widget.scene().sigMouseMoved.emit(view.sceneBoundingRect().bottomLeft() + QPointF(3, -3))
    assert plot.hover_text() == ""
    plot.plot_widget.scene().sigMouseMoved.emit(view.sceneBoundingRect().topRight() + QPointF(50, 0))
    assert plot.hover_text() == ""  # outside the view altogether


def test_palette_change_recolours_the_runs(plot):
    from PySide6.QtGui import QColor, QPalette

    plot.add_run(0, "run")
    light = plot._runs[0].curve.opts["pen"].color().name()
    palette = QPalette(plot.palette())
    palette.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    plot.setPalette(palette)
    assert plot._runs[0].curve.opts["pen"].color().name() != light


def test_a_diverging_run_climbs_off_the_linear_chart_and_the_others_stay_readable(qtbot):
    plot = LossPlot()
    qtbot.addWidget(plot)
    plot.add_run(1, "lr 3e-5")
    plot.add_run(2, "lr 1e-5")
    steps = np.arange(1, 101)
    plot.append(1, steps, 300.0 * 10.0 ** (steps / 10.0))  # grows to 1e12
    plot.append(2, steps, 300.0 / steps + 30.0)  # settles near 30
    low, high = plot.plot_item.getViewBox().viewRange()[1]
    assert low == 0.0 and 330.0 < high < 1000.0  # the settling curve fills the height
    plot.set_log_scale(True)
    low, high = plot.plot_item.getViewBox().viewRange()[1]
    assert high > 11.0  # log10: the diverging run is in view on the log axis


def test_the_loss_and_the_accuracy_plot_draw_one_history_of_the_run(qtbot):
    history = RunHistory("run")
    loss, accuracy = LossPlot(), LossPlot(accuracy=True)
    for widget in (loss, accuracy):
        qtbot.addWidget(widget)
        widget.add_run(0, "run", history)
        widget.add_held_out(0, "run (held-out)")
    history.append(np.arange(1, 4), {LOSS: [3.0, 2.0, np.inf], HELD_OUT_LOSS: [4.0, 3.0, 2.0],
                                     ACCURACY: [0.5, 0.6, 0.7], HELD_OUT_ACCURACY: [0.4, 0.5, 0.6]},
                   {"w": [1.0, 2.0, 3.0]})
    for widget in (loss, accuracy):
        widget.refresh(0)
    assert loss.curve_data(0)[1].tolist() == [3.0, 2.0]  # drawn up to the first value not finite
    assert loss.held_out_data(0)[1].tolist() == [4.0, 3.0, 2.0]
    assert accuracy.curve_data(0)[1].tolist() == [0.5, 0.6, 0.7]
    assert accuracy.held_out_data(0)[1].tolist() == [0.4, 0.5, 0.6]
    assert loss.stop_text(0) == "not finite from step 3"
    assert history.params()["w"].tolist() == [1.0, 2.0, 3.0] and len(history) == 3
    with pytest.raises(ValueError):  # a run measures the same things at every step
        history.append(np.array([4]), {LOSS: [1.0]}, {"w": [4.0]})


@pytest.mark.parametrize("steps", [[3, 4], [2, 1], [5, 5]])
def test_a_history_takes_its_steps_in_order_only(steps):
    history = RunHistory("run")
    history.append(np.arange(1, 4), {LOSS: [3.0, 2.0, 1.0]})
    with pytest.raises(ValueError):  # a batch recorded before the one sent ahead of it
        history.append(np.array(steps), {LOSS: [1.0, 1.0]})
    assert history.steps.tolist() == [1, 2, 3]  # the history stays as it was


def test_while_runs_go_the_step_axis_holds_their_last_step_then_follows_the_curves(plot, qtbot):
    view = plot.plot_item.getViewBox()
    plot.add_run(0, "run")
    plot.plan_steps(2000)
    for start in (0, 100, 200):
        plot.append(0, np.arange(start, start + 100), np.ones(100))
        low, high = view.viewRange()[0]
        assert low <= 0 < 2000 <= high < 2300  # the whole run's frame, from the first batch on
    plot.plan_steps(None)  # the run stopped at step 299: the axis fits what was drawn
    qtbot.waitUntil(lambda: view.viewRange()[0][1] < 400, timeout=2000)
    assert view.viewRange()[0][0] <= 0


def test_while_runs_go_the_curves_are_drafts_and_are_drawn_for_good_when_they_end(plot, qtbot):
    plot.add_run(0, "run")
    plot.resize(500, 330)
    plot.plan_steps(3000)
    steps = np.arange(1, 3001)
    plot.append(0, steps, np.exp(-steps / 700) + 0.01 * np.sin(steps))
    qtbot.waitUntil(lambda: plot.isVisible())
    curve = plot._runs[0].curve
    width = curve.getViewBox().width()

    def shown():  # the points pyqtgraph strokes, after downsampling, and whether smoothly
        return curve.getData()[0].size, curve.curve.opts["antialias"]

    drafted, smooth = shown()
    assert drafted <= 2 * width and not smooth  # about a point a pixel, not antialiased
    plot.prepare_export()  # a picture exported while the runs go is drawn for good
    assert shown()[0] > 2 * drafted and shown()[1]
    plot.refresh(0)
    assert shown() == (drafted, False)  # and drafts again at the next redraw
    plot.plan_steps(None)  # the runs ended
    assert shown()[0] > 2 * drafted and shown()[1]
    assert plot.curve_data(0)[0].size == 3000  # the data is whole throughout


def test_held_out_dashes_are_one_pixel_on_screen_and_two_on_a_page(plot):
    # Qt strokes dashes wider than a pixel through its path stroker: a held-out accuracy that
    # zig-zags at every step made a repaint 30-80 ms; a page still gets them two pixels wide
    plot.add_run(0, "run 0")
    plot.add_held_out(0, "run 0 (held-out)")
    assert plot.held_out_pen(0).widthF() == 1.0 and plot.held_out_pen(0).isCosmetic()
    with plot.exporting():
        assert plot.held_out_pen(0).widthF() == 2.0
        assert plot.held_out_pen(0).style() == Qt.PenStyle.CustomDashLine
    assert plot.held_out_pen(0).widthF() == 1.0
    dashes = [plot.held_out_pen(0).widthF() * length for length in plot.held_out_pen(0).dashPattern()]
    assert dashes == [6.0, 5.0]  # 6 px dashes and 5 px gaps at either width


def test_a_runs_curve_taken_away_is_hidden_and_drawn_again_for_the_next_run(plot, qtbot):
    # a section shown again made its eight curves anew in the turn that showed its runs: the
    # curves of runs taken away are kept, hidden, for the next ones
    plot.add_run(0, "first")
    plot.append(0, np.arange(1, 101), np.linspace(100.0, 50.0, 100))
    curve = plot._runs[0].curve
    plot.set_log_scale(True)
    plot.clear_runs()
    assert not curve.isVisible() and curve not in [sample for sample, _ in plot.legend.items]
    plot.set_log_scale(False)
    plot.add_run(7, "second")
    plot.append(7, np.arange(1, 11), np.linspace(2.0, 1.0, 10))
    assert plot._runs[7].curve is curve and curve.isVisible()
    assert not curve.opts["logMode"][1]  # the plot's scale now, not the one it was put away in
    x, y = plot.curve_data(7)
    assert x.tolist() == list(range(1, 11)) and np.allclose(y, np.linspace(2.0, 1.0, 10))
    assert [label.text for _, label in plot.legend.items] == ["second"]
    qtbot.wait(50)
    plot.plot_widget.grab()
    _, (low, high) = plot.plot_item.getViewBox().viewRange()
    assert high < 10  # framed on the new run's losses, not the first one's
