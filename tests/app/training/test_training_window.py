"""Training in the window, as a learner does it: open the regression, press Start, watch, stop,
switch the axis, export."""

import csv
import io
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from gradwalk.core.engine import cuda_is_available, cuda_unavailable_reason
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import run_lesson
from tests.app.training.train_in_window import WAIT_MS, action, open_trainings, run_all
from tests.device import CLOSE


def open_regression(qtbot, window) -> list[int]:
    return open_trainings(qtbot, window, "l04", "regression", 4)


def test_the_training_parts_are_named(window):
    for name in ("trainingPanel", "lossPlot", "landscapePlot"):
        widget = window.findChild(QWidget, name)
        assert widget is not None and widget.accessibleName(), name
    for name in ("actionStartTraining", "actionStopTraining", "actionLogScale", "actionExportPlot"):
        found = action(window, name)
        assert found is not None and found.toolTip() and not found.shortcut().isEmpty(), name


def test_a_section_without_training_hides_the_dock(window):
    assert window.state.section_id == "first_derivative"
    assert window.widgets.training_dock.isHidden()
    assert not action(window, "actionStartTraining").isEnabled()
    assert not action(window, "actionTrainLayout").isEnabled()


def test_stepping_the_walk_brings_back_the_walk_layout(window, qtbot):
    open_regression(qtbot, window)
    action(window, "actionTrainLayout").trigger()
    assert not window.widgets.training_dock.isHidden() and window.widgets.code_dock.isHidden()
    assert action(window, "actionTrainLayout").isChecked()
    action(window, "actionStepBackward").trigger()
    assert window.state.position == 1  # the step at once, the layout in the turns after it
    qtbot.waitUntil(lambda: not window.widgets.code_dock.isHidden(), timeout=WAIT_MS)
    assert window.widgets.training_dock.isHidden() and action(window, "actionWalkLayout").isChecked()


def test_the_regression_trains_to_the_lessons_figures(window, qtbot):
    raw_fast, raw_slow, standard_f64, _ = open_regression(qtbot, window)
    # the section opens in the Walk layout, its training a layout away
    assert window.widgets.training_dock.isHidden() and action(window, "actionTrainLayout").isEnabled()
    assert action(window, "actionStartTraining").isEnabled()
    ended = run_all(qtbot, window)
    assert not window.widgets.training_dock.isHidden()  # starting the training shows the Train layout
    # 3e-5 diverges: its curve is cut where it stops being drawable, and it says so
    assert ended[raw_fast].diverged
    assert "orders of magnitude" in window.widgets.training_panel.status_text(raw_fast)
    assert "from step" in window.widgets.loss_plot.stop_text(raw_fast)
    # 1e-5 settles exactly where `gradwalk run l04` says (same data: the lesson's or the demo's)
    lesson = load_lesson("l04")
    figures = run_lesson(lesson, section_ids=["regression"]).figures_json()["regression"]
    final = ended[raw_slow].final_params
    assert final["w"] == pytest.approx(figures["lr_1e-5"]["w"], rel=1e-12)
    assert final["b"] == pytest.approx(figures["lr_1e-5"]["b"], rel=1e-12)
    assert not ended[raw_slow].diverged and "done" in window.widgets.training_panel.status_text(raw_slow)
    # the standardised run converges in its 100 steps
    assert ended[standard_f64].steps_done == 100 and not ended[standard_f64].diverged
    # both raw runs share the raw data: their paths are on the landscape
    assert {raw_fast, raw_slow} <= set(window.widgets.landscape_plot.path_ids())
    assert window.widgets.landscape_plot.has_grid()
    assert action(window, "actionExportPlot").isEnabled()


def test_runs_that_end_before_their_curves_are_made_keep_their_paths(window, qtbot, monkeypatch):
    # Runs from a fork server may be drawn to their end before the turns after a Start's come
    # round: what those turns do must not clear the paths just drawn.
    raw_fast, raw_slow, _, _ = open_regression(qtbot, window)
    training, held = window.training, []
    make_curves = training._plotting.run

    def curves_now_the_rest_later(pieces):
        curves = [piece for piece in pieces if getattr(piece, "func", None) == training._make_curves]
        held.extend(piece for piece in pieces if piece not in curves)
        make_curves(curves)

    monkeypatch.setattr(training._plotting, "run", curves_now_the_rest_later)
    ended = run_all(qtbot, window)
    assert held and len(ended) == 4
    assert {raw_fast, raw_slow} <= set(window.widgets.landscape_plot.path_ids())
    for piece in held:  # the turns after the curves' come only once the runs' steps are drawn
        piece()
    qtbot.waitUntil(lambda: not window.training.drawing(), timeout=WAIT_MS)
    assert {raw_fast, raw_slow} <= set(window.widgets.landscape_plot.path_ids())


def only_run(window, run_id):
    """Leave run `run_id` alone in the panel; the panel."""
    panel = window.widgets.training_panel
    for other in panel.run_ids():
        if other != run_id:
            panel.remove_run(other)
    return panel


def test_a_long_run_stops_within_a_step(window, qtbot):
    run_id = open_regression(qtbot, window)[2]
    panel = only_run(window, run_id)
    steps = panel.field(run_id, "steps")
    steps.setText("100000")
    ended = {}
    window.training.runEnded.connect(lambda rid, summary: ended.__setitem__(rid, summary))
    action(window, "actionStartTraining").trigger()
    # the run's history, once it has started (in the next turn)
    qtbot.waitUntil(lambda: len(window.training.history.get(run_id, ())) > 0, timeout=WAIT_MS)
    assert action(window, "actionStopTraining").isEnabled()
    action(window, "actionStopTraining").trigger()
    qtbot.waitUntil(lambda: run_id in ended, timeout=WAIT_MS)
    summary = ended[run_id]
    assert summary.stopped and 0 < summary.steps_done < 100_000
    recorded = window.training.history[run_id].steps
    assert recorded[-1] == summary.steps_done  # every step done was drawn, none after the stop
    assert "stopped at step" in panel.status_text(run_id)
    assert not action(window, "actionStopTraining").isEnabled()


def test_start_lays_the_train_layout_out_first_and_starts_the_runs_in_a_later_turn(window, qtbot):
    # two short pauses of the window rather than one long one: the docks laid out and repainted,
    # then the runs' processes asked for and their rows said running
    runs = open_regression(qtbot, window)
    action(window, "actionWalkLayout").trigger()
    action(window, "actionStartTraining").trigger()
    assert action(window, "actionTrainLayout").isChecked()
    records = window.training.store.records
    assert window.training.runner.running() == [] and not any(run in records for run in runs)  # not yet
    qtbot.waitUntil(lambda: all(run in records for run in runs), timeout=WAIT_MS)  # started
    run_all(qtbot, window)


def test_a_runs_end_is_drawn_a_plot_a_turn_before_it_is_said(window, qtbot):
    # drawn in one turn, the plots' changes were painted one after another in it (18-29 ms as the
    # regression's runs ended)
    from PySide6.QtCore import QTimer

    run_id = open_regression(qtbot, window)[2]
    panel = only_run(window, run_id)
    turns = []  # a zero timer of the loop's own, counting its turns
    tick = QTimer(interval=0)
    tick.timeout.connect(lambda: turns.append(1))
    came, said = [], []
    window.training.runner.finished.connect(lambda *_: came.append(len(turns)))
    window.training.runEnded.connect(lambda *_: said.append(len(turns)))
    tick.start()
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: bool(said), timeout=WAIT_MS)
    tick.stop()
    assert said[0] - came[0] >= 4  # its boundary; its loss, accuracy and path; its readouts; said
    curve = window.widgets.loss_plot.curve_data(run_id)
    assert curve[0][-1] == 100  # every step drawn by the time the end is said
    assert "done" in panel.status_text(run_id)


def test_a_redraw_under_way_as_a_run_ends_goes_on_a_plot_a_turn(qtbot, make_window):
    # the end finished the redraw under way at once: the loss, accuracy and boundary plots painted
    # in one turn with the end's own changes (20-25 ms as a network's runs ended)
    from tests.views.plots.plot_paints import PlotPaints
    from tests.app.window.test_window_layout import open_trainings

    window = make_window(language="en")
    open_trainings(qtbot, window, "l05", "two_moons")
    run_id = window.widgets.training_panel.run_ids()[0]
    only_run(window, run_id)
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.accuracy_plot.plot_widget,
             window.widgets.boundary_plot.plot_widget]
    paints = PlotPaints(areas)
    said = []
    def ended(*_) -> None:  # a redraw falls due as the run ends: under way when its end is drawn
        paints.painted.clear()
        window.training._redraw_in_turns()

    window.training.runner.finished.connect(ended)
    window.training.runEnded.connect(lambda *_: said.append(1))
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: bool(said), timeout=WAIT_MS)
    assert paints.most_in_one_turn() == 1, paints.painted
    steps = window.training.history[run_id].steps
    assert window.widgets.loss_plot.curve_data(run_id)[0][-1] == steps[-1]  # every step drawn by the end


def test_a_bad_learning_rate_disables_start_with_a_message(window, qtbot):
    run_id = open_regression(qtbot, window)[0]
    field = window.widgets.training_panel.field(run_id, "lr")
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "-1")
    assert not action(window, "actionStartTraining").isEnabled()
    assert "learning rate" in window.widgets.training_panel.status_text(run_id).lower()
    field.selectAll()
    qtbot.keyClicks(field, "1e-5")
    assert action(window, "actionStartTraining").isEnabled()


def test_log_scale_switches_the_loss_axis(window, qtbot):
    open_regression(qtbot, window)
    run_all(qtbot, window)
    action(window, "actionLogScale").trigger()
    assert window.widgets.loss_plot.log_scale()
    assert window.widgets.loss_plot.plot_item.getAxis("left").logMode
    action(window, "actionLogScale").trigger()
    assert not window.widgets.loss_plot.log_scale()


@pytest.mark.skipif(cuda_is_available(), reason="this machine has a GPU: cuda is offered")
def test_cuda_is_offered_only_with_a_gpu(window, qtbot):
    run_id = open_regression(qtbot, window)[0]
    combo = window.widgets.training_panel.field(run_id, "device")
    item = combo.model().item(combo.findData("cuda"))
    assert not item.isEnabled()
    assert cuda_unavailable_reason() in combo.toolTip()


@pytest.mark.device
def test_cuda_is_offered_where_it_can_run(window, qtbot):
    run_id = open_regression(qtbot, window)[0]
    combo = window.widgets.training_panel.field(run_id, "device")
    index = combo.findData("cuda")
    assert combo.model().item(index).isEnabled()
    assert combo.itemData(index, Qt.ItemDataRole.ToolTipRole) == "Compute on the graphics card"
    combo.setCurrentIndex(index)
    assert not window.widgets.training_panel.problems() and action(window, "actionStartTraining").isEnabled()


def _exported_numbers(window, path):
    """The plot's CSV export: its header, and its rows as numbers."""
    assert window.training.export_to(path) == path
    header, *rows = csv.reader(io.StringIO(path.read_text(encoding="utf-8")))
    return header, np.array(rows, dtype=np.float64)


@pytest.mark.device
def test_a_run_on_cuda_trains_and_exports_the_cpus_numbers(window, qtbot, tmp_path):
    ids = open_regression(qtbot, window)
    run_id = ids[2]  # standardised pages, f64, 100 steps
    panel = window.widgets.training_panel
    for other in ids:
        if other != run_id:
            panel.remove_run(other)
    combo = panel.field(run_id, "device")
    exported = {}
    for device in ("cpu", "cuda"):
        combo.setCurrentIndex(combo.findData(device))
        ended = run_all(qtbot, window)  # in the run's child process
        assert ended[run_id] is not None and ended[run_id].steps_done == 100, panel.status_text(run_id)
        exported[device] = _exported_numbers(window, tmp_path / f"{device}.csv")
    # and on this thread, as `gradwalk export-plot` trains
    assert window.training.run_here() == []
    exported["cuda, here"] = _exported_numbers(window, tmp_path / "here.csv")
    header, cpu = exported["cpu"]
    assert cpu.shape == (100, len(header)) and header[0] == "step"
    for other in ("cuda", "cuda, here"):
        assert exported[other][0] == header
        np.testing.assert_allclose(exported[other][1], cpu, **CLOSE)


@pytest.mark.parametrize("suffix", ["png", "svg", "csv"])
def test_the_plot_exports_each_format(window, qtbot, tmp_path, suffix):
    ids = open_regression(qtbot, window)
    run_all(qtbot, window)
    path = tmp_path / f"loss.{suffix}"
    assert window.training.export_to(path) == path
    data = path.read_bytes()
    if suffix == "png":
        assert not QImage(str(path)).isNull()
    elif suffix == "svg":
        root = ET.fromstring(data)
        assert any(e.tag.endswith("path") for e in root.iter())
        assert "loss" in " ".join("".join(e.itertext()) for e in root.iter())
    else:
        rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
        header = rows[0]
        assert header[0] == "step" and sum(h.startswith("loss ") for h in header) == len(ids)
        assert len(rows) - 1 == 1000  # the longest run's steps


def test_selecting_a_run_shows_the_landscape_of_its_data(window, qtbot):
    raw_fast, raw_slow, standard_f64, standard_f32 = open_regression(qtbot, window)
    run_all(qtbot, window)
    raw_levels = window.widgets.landscape_plot.levels()
    window.widgets.training_panel.select_run(standard_f64)
    qtbot.waitUntil(lambda: set(window.widgets.landscape_plot.path_ids()) == {standard_f64, standard_f32},
                    timeout=WAIT_MS)
    assert window.widgets.landscape_plot.has_grid() and window.widgets.landscape_plot.levels() != raw_levels
    w, b = window.widgets.landscape_plot.path_data(standard_f64)
    assert len(w) == 101 and abs(b[-1] - window.training.history[standard_f64].params()["b"][-1]) < 1e-12


def test_an_error_inside_a_run_is_shown_and_the_window_keeps_working(window, qtbot):
    import dataclasses

    open_regression(qtbot, window)
    good = window.training.trainings[window.widgets.training_panel.run_ids()[1]]
    broken = dataclasses.replace(good, label="broken", loss="loss = (w * x + b - y).sqr().nosuch()")
    window.training.set_trainings([broken, good])
    broken_id, good_id = window.widgets.training_panel.run_ids()
    said = []
    window.training.statusMessage.connect(said.append)  # what the status bar is told
    ended = run_all(qtbot, window)
    assert ended[broken_id] is None  # failed, with its message in its row and the status bar
    assert "nosuch" in window.widgets.training_panel.status_text(broken_id)
    assert any(text.startswith("A run failed") and "nosuch" in text for text in said)
    assert ended[good_id] is not None and not ended[good_id].diverged  # the other run went on


def test_the_landscape_marks_the_least_squares_fit_of_the_selected_runs_data(window, qtbot):
    import numpy as np

    raw_fast, *_ = open_regression(qtbot, window)
    training = window.training.trainings[raw_fast]
    x, y = (np.asarray(training.inputs[name], dtype=float).ravel() for name in ("x", "y"))
    slope, intercept = np.polyfit(x, y, 1)  # least squares, independently of the app
    w, b = window.widgets.landscape_plot.optimum_point()
    assert w == pytest.approx(slope, rel=1e-9) and b == pytest.approx(intercept, rel=1e-9)
    assert action(window, "actionExportLandscape").isEnabled()
    landscape = window.widgets.landscape_plot.plot_widget
    for holder in (landscape, landscape.viewport()):
        assert action(window, "actionExportLandscape") in holder.actions()
    for holder in (window.widgets.loss_plot.plot_widget, window.widgets.loss_plot.plot_widget.viewport()):
        assert holder.actions() == [action(window, "actionLogScale"), action(window, "actionExportPlot")]


def test_export_landscape_asks_for_a_file_and_a_size(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

    open_regression(qtbot, window)
    run_all(qtbot, window)
    out = tmp_path / "landscape.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    answers = iter([("big", True), ("1280 x 720", True)])  # a size it cannot read, then one
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: next(answers))
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    action(window, "actionExportLandscape").trigger()
    qtbot.waitUntil(out.exists, timeout=WAIT_MS)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    assert len(warned) == 1 and "WIDTHxHEIGHT" in warned[0]
    # cancelling the size writes nothing
    other = tmp_path / "loss.svg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("", False))
    assert window.training.export_interactively("loss") is None and not other.exists()


def test_a_language_switch_lays_each_legend_out_once_for_all_its_runs(window, qtbot):
    # the runs' curves are named anew a run after another; each name laid the legend out again
    # (five times for the regression's four runs, in the one turn that shows the runs again)
    open_regression(qtbot, window)
    run_all(qtbot, window)
    qtbot.waitUntil(lambda: not window.training.drawing(), timeout=WAIT_MS)
    legend = window.widgets.loss_plot.legend
    english = window.widgets.loss_plot.legend_labels()
    laid_out = []
    real_refit = type(legend).refit
    legend.refit = lambda: laid_out.append(not legend._held) or real_refit(legend)
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.switch_language("fr")
    assert laid_out.count(True) <= 2  # the runs' new names, and the plot's own words
    french = window.widgets.loss_plot.legend_labels()
    assert len(french) == len(english) == 4 and not set(french) & set(english)  # every run renamed


def test_a_start_waiting_for_its_turn_keeps_the_language_as_a_run_does(window, qtbot):
    # the runs would be shown anew while they were about to start
    open_regression(qtbot, window)
    action(window, "actionStartTraining").trigger()
    assert not action(window, "actionLanguageFr").isEnabled()
    assert window.switch_language("fr") is window and window.language == "en"
    assert "Stop the training" in window.statusBar().currentMessage()
    action(window, "actionStopTraining").trigger()  # drops the start waiting
    qtbot.wait(100)
    assert not window.training.going() and action(window, "actionLanguageFr").isEnabled()
    assert window.training.store.records == {}  # nothing started
    run_all(qtbot, window)  # and once the runs have ended, the language may change again
    assert action(window, "actionLanguageFr").isEnabled()


def test_a_run_that_ends_beyond_the_landscape_has_it_framed_anew_on_its_path(window, qtbot):
    import dataclasses

    ids = open_regression(qtbot, window)
    standard = window.training.trainings[ids[2]]
    # 0.95 on standardised pages overshoots by 0.9 of the way at each step: after three it ends
    # far past the optimum, outside the grid framed on the start and the optimum
    window.training.set_trainings([dataclasses.replace(standard, lr=0.95, steps=3, label="overshoots")])
    (run_id,) = window.widgets.training_panel.run_ids()
    qtbot.waitUntil(lambda: not window.training._reframing.pending(), timeout=WAIT_MS)  # drawn in turns
    left, right, bottom, top = window.widgets.landscape_plot.grid_bounds()
    run_all(qtbot, window)
    params = window.training.history[run_id].params()
    w, b = params["w"][-1], params["b"][-1]
    assert not (left <= w <= right and bottom <= b <= top)  # the case this test is about
    qtbot.waitUntil(lambda: window.widgets.landscape_plot.grid_bounds() != (left, right, bottom, top),
                    timeout=WAIT_MS)
    left, right, bottom, top = window.widgets.landscape_plot.grid_bounds()
    assert left <= w <= right and bottom <= b <= top
    assert window.widgets.landscape_plot.optimum_point() is not None
    drawn_w, drawn_b = window.widgets.landscape_plot.path_data(run_id)
    assert (drawn_w[-1], drawn_b[-1]) == pytest.approx((w, b))  # the whole path, to its end
