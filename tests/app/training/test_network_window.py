"""Lesson 5's network in the window, as a learner meets it: open the two moons, press Start,
watch the boundary form and the accuracy rise, export the boundary; the other sections' runs."""

import csv
import io

import numpy as np
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QWidget

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.point_sets import point_set
from gradwalk.core.lessons.runner import run_lesson
from tests.app.training.train_in_window import WAIT_MS, action, open_trainings, run_all


def open_section(qtbot, window, section: str, runs: int) -> list[int]:
    return open_trainings(qtbot, window, "l05", section, runs)


def test_the_two_moons_train_with_their_boundary_and_accuracy_in_view(window, qtbot):
    (run,) = open_section(qtbot, window, "two_moons", 1)
    boundary = window.findChild(QWidget, "decisionBoundaryPlot")
    accuracy = window.findChild(QWidget, "accuracyPlot")
    assert boundary is window.widgets.boundary_plot and accuracy is window.widgets.accuracy_plot
    assert not boundary.isHidden() and window.widgets.landscape_plot.isHidden()  # the boundary in its place
    assert not action(window, "actionExportBoundary").isEnabled()  # nothing drawn yet
    # the points are on it before the run starts: the lesson's moons, training and held out
    points, labels = point_set("moons", size=400, noise=0.15, seed=5)
    drawn = np.concatenate([s.getData()[0] for s in boundary.scatters])
    assert len(drawn) == 300 and set(np.round(drawn, 9)) <= set(np.round(points[:, 0], 9))
    summary = run_all(qtbot, window)[run]
    assert summary.final_accuracy is not None and summary.final_held_out_accuracy is not None
    # the run ends where `gradwalk run l05` says it does
    figures = run_lesson(load_lesson("l05"), section_ids=["two_moons"]).figures_json()["two_moons"]
    assert summary.final_loss == pytest.approx(figures["network_loss_after_step"]["2000"], rel=1e-9)
    assert summary.final_accuracy == figures["network_accuracy_after_step"]["2000"]
    # the boundary: a grid of probabilities, classing the training points as the run does
    grid = boundary.probabilities()
    assert grid is not None and grid.shape[0] == grid.shape[1] >= 40
    assert grid.min() < 0.05 and grid.max() > 0.95
    # the caption names the run whose boundary it is, then its step and accuracies
    label = window.widgets.training_panel.runs()[0].label
    assert boundary.caption().startswith(f"{label} — step 2") and "accuracy" in boundary.caption()
    status = window.widgets.training_panel.status_text(run)
    assert "accuracy" in status and "held-out accuracy" in status
    # the accuracy's curves: every step, between 0 and 1, the held-out one beside it
    steps, values = accuracy.curve_data(run)
    assert len(steps) == 2000 and 0 <= values.min() and values.max() <= 1
    assert accuracy.has_held_out(run)
    assert action(window, "actionExportBoundary").isEnabled()


def test_the_boundary_follows_the_run_as_it_goes(window, qtbot):
    open_section(qtbot, window, "two_moons", 1)
    captions, pictures = [], set()

    def look():  # what a learner watching the plot would see, 20 times a second
        if window.widgets.boundary_plot.has_boundary():
            captions.append(window.widgets.boundary_plot.caption())
            pictures.add(float(window.widgets.boundary_plot.probabilities().sum()))

    timer = QTimer(window, interval=50)
    timer.timeout.connect(look)
    timer.start()
    run_all(qtbot, window)
    timer.stop()
    # drawn while training, not only at the end: several different pictures along the way
    assert len(pictures) >= 3, captions


def test_export_the_boundary_and_the_csv_with_accuracy(window, qtbot, tmp_path):
    (run,) = open_section(qtbot, window, "two_moons", 1)
    run_all(qtbot, window)
    png = window.training.export_to(tmp_path / "boundary.png", "boundary", (1200, 800))
    image = QImage(str(png))
    assert image.width() == 1200 and image.height() == 800
    svg = window.training.export_to(tmp_path / "boundary.svg", "boundary", (1200, 800))
    assert "<svg" in svg.read_text(encoding="utf-8")[:500]
    table = list(csv.reader(io.StringIO(window.training.plot_bytes("csv").decode("utf-8"))))
    header = table[0]
    assert any(name.startswith("accuracy ") for name in header)
    assert any(name.startswith("held-out accuracy ") for name in header)
    column = next(i for i, name in enumerate(header) if name.startswith("accuracy "))
    assert 0 <= float(table[-1][column]) <= 1 and len(table) == 2001


def test_a_section_of_several_classifier_runs_shows_the_one_selected(window, qtbot):
    runs = open_section(qtbot, window, "what_goes_wrong", 4)
    ended = run_all(qtbot, window)
    assert ended[runs[0]].diverged  # learning rate 20
    first = window.widgets.boundary_plot.probabilities()
    units = window.widgets.boundary_plot.units
    randomly = [units.picture(0, unit) for unit in range(16)]
    assert any(picture != randomly[0] for picture in randomly[1:])  # a random start: units differ
    window.widgets.training_panel.select_run(runs[1])  # every weight of a layer started equal
    equal = window.widgets.boundary_plot.probabilities()
    assert not np.array_equal(first, equal)
    # its units never differ: every hidden unit's picture is the same, in each layer
    for layer in range(2):
        pictures = [units.picture(layer, unit) for unit in range(16)]
        assert all(picture == pictures[0] for picture in pictures[1:]), f"layer {layer}"


def test_a_run_not_trained_yet_shows_its_points_not_another_runs_boundary(window, qtbot):
    runs = open_section(qtbot, window, "what_goes_wrong", 4)
    labels = [row.label for row in window.widgets.training_panel.runs()]
    assert window.training.run_here([runs[0]]) == []  # the first run only, on this thread
    window.widgets.training_panel.select_run(runs[0])
    assert window.widgets.boundary_plot.has_boundary()
    assert window.widgets.boundary_plot.caption().startswith(f"{labels[0]} — step 300")
    window.widgets.training_panel.select_run(runs[2])  # not trained: the first run's boundary is not its own
    assert not window.widgets.boundary_plot.has_boundary()
    assert window.widgets.boundary_plot.caption() == f"{labels[2]} — starts when the run starts"
    assert not action(window, "actionExportBoundary").isEnabled()


def test_the_hidden_units_are_drawn_and_the_dead_relu_ones_counted_and_marked(window, qtbot):
    runs = open_section(qtbot, window, "what_goes_wrong", 4)
    run_all(qtbot, window)
    window.widgets.training_panel.select_run(runs[2])  # the ReLU network started with bias −1
    units = window.findChild(QWidget, "hiddenUnitPictures")
    assert units is window.widgets.boundary_plot.units
    dead = units.silent_units()
    assert set(dead) == {"r1", "r2"}
    # the lesson's figures count each layer's dead units after training: the same ones are marked,
    # and the caption counts them layer by layer, as the figures do
    figures = run_lesson(load_lesson("l05"), section_ids=["what_goes_wrong"]).figures_json()["what_goes_wrong"]
    assert len(dead["r1"]) == figures["dead_relu_units_after_training"]
    assert len(dead["r2"]) == figures["dead_relu_units_after_training_second_layer"]
    assert (f"dead units: {len(dead['r1'])} of 16 in r1, {len(dead['r2'])} of 16 in r2"
            in window.widgets.boundary_plot.caption())
    assert "dead" in units.unit_tip(0, dead["r1"][0])
    window.widgets.training_panel.select_run(runs[0])  # tanh units never die: none marked
    assert units.silent_units() == {"h1": [], "h2": []}
    assert "dead" not in window.widgets.boundary_plot.caption()


def test_the_line_still_has_its_landscape_and_no_boundary(window, qtbot):
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l04", "regression")
    assert window.widgets.boundary_plot.isHidden() and not window.widgets.landscape_plot.isHidden()
    assert window.widgets.accuracy_plot.isHidden()
    assert not action(window, "actionExportBoundary").isEnabled()
    with pytest.raises(Exception, match="no decision boundary"):
        window.training.plot_bytes("png", "boundary")


def test_choosing_other_points_trains_on_them_and_the_lessons_come_back(window, qtbot):
    (run,) = open_section(qtbot, window, "two_moons", 1)
    choice = window.findChild(QWidget, "pointSetChoice")
    assert choice is window.widgets.boundary_plot.choice and not choice.isHidden()
    assert choice.choice() == ("moons", 400, 0.15, 5) and not choice.reset.isEnabled()
    choice.kind.setCurrentIndex(choice.kind.findData("circles"))  # as a learner picks it
    choice.size.setValue(200)
    points, labels = point_set("circles", size=200, noise=0.15, seed=5)
    shown = np.concatenate([s.getData()[0] for s in window.widgets.boundary_plot.scatters])
    assert len(shown) == 150 and set(np.round(shown, 9)) <= set(np.round(points[:, 0], 9))
    assert choice.reset.isEnabled()
    summary = run_all(qtbot, window)[run]
    assert summary.final_accuracy is not None  # trained on the circles: 150 points
    training = window.training.training_of(run)
    assert training.inputs["X"].shape == (150, 2) and training.held_out["X"].shape == (50, 2)
    qtbot.mouseClick(choice.reset, Qt.MouseButton.LeftButton)
    assert choice.choice() == ("moons", 400, 0.15, 5)
    assert window.training.training_of(run).inputs["X"].shape == (300, 2)


def test_the_points_cannot_change_while_a_run_goes(window, qtbot):
    open_section(qtbot, window, "two_moons", 1)
    action(window, "actionStartTraining").trigger()
    assert not window.widgets.boundary_plot.choice.isEnabled()
    action(window, "actionStopTraining").trigger()
    qtbot.waitUntil(lambda: not window.training.runner.running(), timeout=WAIT_MS)
    assert window.widgets.boundary_plot.choice.isEnabled()


def test_a_section_of_no_point_set_has_no_points_bar(window, qtbot):
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l04", "regression")
    assert window.widgets.boundary_plot.choice.isHidden()


def test_the_run_table_keeps_still_while_its_runs_train(window, qtbot):
    """A status that wraps must not bring the table's scroll bar, narrow the status, unwrap it and
    take the bar away again: while runs trained, the table resized itself on every batch (a
    relayout of all its fields, each time)."""
    from PySide6.QtCore import QEvent, QObject

    window.resize(1280, 800)
    runs = open_section(qtbot, window, "what_goes_wrong", 4)
    action(window, "actionTrainLayout").trigger()
    qtbot.wait(300)
    widths = []

    class Watch(QObject):
        def eventFilter(self, _watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Resize:
                widths.append(event.size().width())
            return False

    watch = Watch()
    table = window.widgets.training_panel.table
    table.viewport().installEventFilter(watch)
    ended = run_all(qtbot, window)
    assert len(ended) == len(runs)
    assert len(widths) <= 2, f"the run table resized itself {len(widths)} times while its runs trained"


def test_the_plots_keep_their_layout_while_their_runs_train(window, qtbot):
    """A legend laid out in the data area's width took a column away when the axis's labels
    narrowed the area, which made the area taller, the axis's labels fewer and the area wider:
    the plots were laid out anew, their axes drawn again, hundreds of times a second."""
    window.resize(1280, 800)
    runs = open_section(qtbot, window, "what_goes_wrong", 4)
    action(window, "actionTrainLayout").trigger()
    qtbot.wait(300)
    resized = []
    for plot in (window.widgets.loss_plot, window.widgets.accuracy_plot, window.widgets.boundary_plot):
        plot.plot_item.getViewBox().sigResized.connect(lambda *_: resized.append(1))
    ended = run_all(qtbot, window)
    assert len(ended) == len(runs)
    assert len(resized) <= 12, f"the plots were laid out {len(resized)} times while their runs trained"


def test_rows_for_the_lessons_busiest_section_are_made_ahead_and_its_runs_shown_in_them(window, qtbot):
    # making a row's widgets as a section opened took the window 8 ms a row; they are made in the
    # quiet turns after a section is shown, as many as the lesson's section with the most runs
    panel = window.widgets.training_panel
    open_section(qtbot, window, "two_moons", 1)
    busiest = max(len(section.train_steps) for section in load_lesson("l05").sections)
    assert busiest == 4  # What goes wrong's runs
    qtbot.waitUntil(lambda: panel.made_rows() == busiest, timeout=WAIT_MS)
    made = set(panel.findChildren(QWidget))
    open_section(qtbot, window, "what_goes_wrong", 4)
    assert panel.made_rows() == busiest
    assert {panel.findChild(QWidget, f"runLabel{row.run_id}") for row in panel.runs()} <= made  # none new
    assert [row.steps for row in panel.runs()] == [300, 500, 1000, 300]  # each shows its own run


def test_the_boundary_keeps_its_height_when_a_runs_first_unit_pictures_come(window, qtbot):
    # the room of the hidden layers' pictures is kept from the section's opening: the plot is not
    # laid out again in the middle of the run's first redraws
    open_section(qtbot, window, "two_moons", 1)
    area = window.widgets.boundary_plot.plot_widget
    units = window.widgets.boundary_plot.units
    window.findChild(QAction, "actionTrainLayout").trigger()
    qtbot.waitUntil(lambda: units.isVisible(), timeout=WAIT_MS)
    qtbot.wait(300)  # the layout settled
    before = area.height()
    run_all(qtbot, window)
    assert units.silent_units()  # the pictures came
    assert area.height() == before


def test_the_loss_and_the_accuracy_curves_get_the_same_height_whatever_the_legend(make_window, qtbot):
    # the loss plot's legend names every run on rows of its own: at half the column, What goes
    # wrong's four runs left the loss curves about 40 px at 1280x800, under 110 px of accuracy
    from tests.app.window_factory import WALK_SIZE

    window = make_window(language="en", size=WALK_SIZE)
    open_section(qtbot, window, "what_goes_wrong", 4)
    run_all(qtbot, window)
    qtbot.waitUntil(lambda: not window.training.drawing(), timeout=WAIT_MS)
    loss = window.widgets.loss_plot.plot_item.getViewBox().height()
    accuracy = window.widgets.accuracy_plot.plot_item.getViewBox().height()
    assert window.widgets.loss_plot.legend.maximumHeight() > 60  # four runs' rows
    assert abs(loss - accuracy) < 0.2 * accuracy, (loss, accuracy)


def test_runs_trained_for_a_screenshot_share_the_column_as_a_start_does(make_window, qtbot):
    # `gradwalk screenshot --train` and `export-plot` train on the window's thread (run_here)
    from tests.app.window_factory import WALK_SIZE

    window = make_window(language="en", size=WALK_SIZE)
    open_section(qtbot, window, "what_goes_wrong", 4)
    action(window, "actionTrainLayout").trigger()
    qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
    assert window.training.run_here() == []
    qtbot.wait(50)
    loss = window.widgets.loss_plot.plot_item.getViewBox().height()
    accuracy = window.widgets.accuracy_plot.plot_item.getViewBox().height()
    assert abs(loss - accuracy) < 0.2 * accuracy, (loss, accuracy)
