"""What is typed is what trains, in the window, as a learner does it: the program in the editor,
a learning rate typed in a row, a run of the lesson's own loss said so before it starts; the runs
kept when the learner leaves a section and when the language changes; one step shown everywhere
while a classifier trains, its digits readable; plots whose lines and legend texts differ."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gradwalk.app.session.training.batches import TrainingBatch
from gradwalk.core.expr import Program
from gradwalk.core.words import translate

from tests.app.training.train_in_window import WAIT_MS, action, open_trainings, run_all, type_program
from tests.core.lessons.test_program_runs import NARROW


@pytest.fixture
def moons(window, qtbot):
    (run,) = open_trainings(qtbot, window, "l05", "two_moons", 1)
    return window, run


def row(window, run_id):
    return next(row for row in window.widgets.training_panel.runs() if row.run_id == run_id)


def test_a_narrower_network_typed_in_the_editor_is_what_start_trains(moons, qtbot):
    window, run = moons
    panel = window.widgets.training_panel
    assert row(window, run).label == "2-16-16-1 tanh network, learning rate 0.5"  # the lesson's
    type_program(qtbot, window, NARROW)
    # said before it starts: the row names the network typed, by the widths of its matrices
    assert row(window, run).label == "2-8-1 tanh network, learning rate 0.5"
    assert row(window, run).model == "editor" and panel.blocked() == {}
    result = run_all(qtbot, window)[run]
    trained = window.training.store.records[run].training
    assert {name: np.shape(value) for name, value in trained.params.items()} == {
        "W1": (2, 8), "b1": (1, 8), "W3": (8, 1), "b3": (1, 1)}
    env = window.state.env
    typed = Program(NARROW, known_names=tuple(env)).run(env)
    assert result.start_loss == pytest.approx(typed["loss"].to_scalar(), rel=1e-12)
    assert window.training.history[run].label == "2-8-1 tanh network, learning rate 0.5"
    assert "2-8-1 tanh network, learning rate 0.5 (training)" in window.widgets.loss_plot.legend_labels()
    assert window.widgets.boundary_plot.caption().startswith("2-8-1 tanh network")
    assert set(window.widgets.boundary_plot.units.silent_units()) == {"h1"}  # its one hidden layer


def test_a_learning_rate_typed_in_the_row_is_trained_and_names_the_run(moons, qtbot):
    window, run = moons
    field = window.widgets.training_panel.field(run, "lr")
    field.selectAll()
    qtbot.keyClicks(field, "0.1")
    assert row(window, run).lr == 0.1
    assert row(window, run).label == "2-16-16-1 tanh network, learning rate 0.1"
    run_all(qtbot, window)
    assert window.training.store.records[run].training.lr == 0.1
    # a label the learner typed is theirs: the window leaves it
    label = window.widgets.training_panel.field(run, "label")
    label.selectAll()
    qtbot.keyClicks(label, "mine")
    field.selectAll()
    qtbot.keyClicks(field, "0.2")
    assert row(window, run).label == "mine"


def test_a_broken_program_stops_its_runs_from_starting_and_says_why(moons, qtbot):
    window, run = moons
    type_program(qtbot, window, "loss = (")
    panel = window.widgets.training_panel
    assert run in panel.blocked() and "does not run" in panel.status_text(run)
    assert not action(window, "actionStartTraining").isEnabled()
    type_program(qtbot, window, window.state.lesson_code)
    assert panel.blocked() == {} and action(window, "actionStartTraining").isEnabled()


def test_runs_of_a_loss_of_the_lessons_own_say_so_before_they_start(window, qtbot):
    runs = open_trainings(qtbot, window, "l05", "what_goes_wrong", 4)
    panel = window.widgets.training_panel
    for run_id in runs:
        assert "not the program in the editor" in panel.status_text(run_id)
        assert row(window, run_id).model == "lesson"
    assert row(window, runs[3]).label == "the previous section's network, learning rate 0.5"
    # their start values are the editor's: a first layer started alive leaves no ReLU unit dead
    alive = window.state.lesson_code.replace('zeros((1, 16), dtype="f64") - 1.0', 'zeros((1, 16), dtype="f64") + 1.0')
    type_program(qtbot, window, alive)
    assert window.training.training_of(runs[2]).params["low"] == [[1.0] * 16]


def test_runs_are_kept_when_the_learner_leaves_the_section_and_when_the_language_changes(
        make_window, qtbot):
    window = make_window()
    (run,) = open_trainings(qtbot, window, "l05", "two_moons", 1)
    type_program(qtbot, window, NARROW)
    run_all(qtbot, window)
    panel = window.widgets.training_panel
    status = panel.status_text(run)
    steps, losses = window.widgets.loss_plot.curve_data(run)
    assert status.startswith("done") and len(steps) == 2000
    open_trainings(qtbot, window, "l05", "what_goes_wrong", 4)
    assert run not in panel.run_ids() and run not in window.widgets.loss_plot.run_ids()
    assert open_trainings(qtbot, window, "l05", "two_moons", 1) == [run]
    assert panel.status_text(run) == status
    np.testing.assert_array_equal(window.widgets.loss_plot.curve_data(run)[1], losses)
    assert window.widgets.boundary_plot.has_boundary()
    assert row(window, run).label == "2-8-1 tanh network, learning rate 0.5"
    # another language: the run in the new language's words once the section's runs are found in it
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        french = make_window.switch_language(window, "fr")
    assert french.widgets.training_panel.run_ids() == [run]
    shown = french.widgets.training_panel
    assert shown.status_text(run).startswith("terminé")
    assert "," in shown.status_text(run)  # its numbers the French way
    np.testing.assert_array_equal(french.widgets.loss_plot.curve_data(run)[1], losses)
    assert french.widgets.boundary_plot.has_boundary()
    # the label the window gave, made again in French (as the catalogue words it)
    network = translate("Trainings", "{0} {1} network").format("2-8-1", "tanh")
    assert row(french, run).label == translate("TrainingController", "{0}, learning rate {1}").format(
        network, "0,5")


def test_a_classifier_shows_one_step_everywhere_while_it_trains_and_its_digits_read(moons, qtbot):
    window, run = moons
    panel = window.widgets.training_panel
    bar = panel.field(run, "progress")
    ended = []
    window.training.runEnded.connect(lambda run_id, result: ended.append(run_id))
    action(window, "actionStartTraining").trigger()
    seen = {0}  # a bar still at 0 is not a moment of the run (and waiting on it would spin)
    while not ended:
        qtbot.waitUntil(lambda: bar.value() not in seen or bool(ended), timeout=WAIT_MS)
        # drawn a plot a turn: read once the window is not amid a redraw
        qtbot.waitUntil(lambda: not window.training.drawing() or bool(ended), timeout=WAIT_MS)
        step = bar.value()
        if step not in seen and not ended:
            seen.add(step)
            # the progress, the curve and the boundary at the same step, at any such moment
            assert window.widgets.loss_plot._runs[run].curve.xData[-1] == step  # as drawn, not as recorded
            assert f"step {step}:" in window.widgets.boundary_plot.caption()
    assert len(seen) >= 3  # seen at several moments of the run
    # the digits on the bar: one line, in the cell, over the filled part as over the empty one
    assert not bar.isTextVisible() and bar.text() == "2000 / 2000"
    assert bar.fontMetrics().horizontalAdvance(bar.text()) + 6 <= bar.width()


class FirstPieceNow:
    """A redraw whose first piece (the curves) is drawn and whose others (the progress, the
    boundary) have not had their turn yet when the run's end arrives: a busy window's order."""

    def __init__(self):
        self.rest = []

    def run(self, pieces):
        first, *self.rest = pieces
        first()

    def pending(self):
        return False  # new batches are recorded and redrawn as they come

    def cancel(self):
        self.rest = []

    def finish(self):
        for piece in self.take():
            piece()

    def take(self):
        rest, self.rest = self.rest, []
        return rest


def test_a_run_that_ends_between_the_pieces_of_a_redraw_shows_its_last_step(moons, qtbot):
    window, run = moons
    window.training._redraw = FirstPieceNow()
    run_all(qtbot, window)
    assert window.widgets.training_panel.field(run, "progress").text() == "2000 / 2000"
    assert window.widgets.loss_plot._runs[run].curve.xData[-1] == 2000
    assert "step 2000:" in window.widgets.boundary_plot.caption()


class RedrawUnderWay:
    """A redraw that stays under way until the test says it is done."""

    def __init__(self):
        self.under_way = True

    def run(self, pieces):
        pass

    def pending(self):
        return self.under_way

    def cancel(self):
        pass

    def finish(self):
        pass

    def take(self):
        return []


def test_batches_are_recorded_in_the_order_they_came_though_a_redraw_held_the_first(moons, qtbot):
    window, run = moons
    run_all(qtbot, window)
    controller = window.training
    history = controller.store.records[run].history
    last = int(history.steps[-1])

    def batch(first):  # two more steps, as the run's process would send them
        steps = np.array([first, first + 1])
        return TrainingBatch(run, steps, np.ones(2), held_out_losses=np.ones(2), accuracies=np.ones(2),
                             held_out_accuracies=np.ones(2))

    controller._redraw = redraw = RedrawUnderWay()
    controller.runner.batch.emit(batch(last + 1))  # waits for the redraw under way
    redraw.under_way = False
    controller.runner.batch.emit(batch(last + 3))  # comes after it, so waits behind it
    controller.flush_curves()
    assert history.steps[-4:].tolist() == [last + 1, last + 2, last + 3, last + 4]


def test_a_runs_training_and_held_out_lines_and_legend_texts_differ_on_screen_and_in_exports(moons, qtbot):
    window, run = moons
    run_all(qtbot, window)
    plot = window.widgets.loss_plot
    training_pen = plot._runs[run].curve.opts["pen"]
    assert training_pen.style() == Qt.PenStyle.SolidLine
    assert plot.held_out_pen(run).style() not in (Qt.PenStyle.SolidLine, Qt.PenStyle.NoPen)
    shown = [label.item.toPlainText() for _, label in plot.legend.items]
    assert len(shown) == 2 and shown[0] != shown[1]
    # a legend narrower than its labels shortens them in the middle: their ends say which is which
    assert shown[0].endswith("training)") and shown[1].endswith("held-out)")
    full = [label.text for _, label in plot.legend.items]
    assert full[0].endswith("(training)") and full[1].endswith("(held-out)")
    svg = window.training.plot_bytes("svg").decode("utf-8")
    assert "(training)" in svg and "(held-out)" in svg
    # the accuracy plot says which line is which measure
    assert [label.text for _, label in window.widgets.accuracy_plot.legend.items] == ["training", "held-out"]


def test_curves_drawn_as_drafts_while_the_run_goes_are_drawn_for_good_once_it_ends(moons, qtbot):
    window, run = moons
    plots = (window.widgets.loss_plot, window.widgets.accuracy_plot)
    ended = []
    window.training.runEnded.connect(lambda run_id, result: ended.append(run_id))
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: len(window.training.history.get(run, ())) > 0, timeout=WAIT_MS)
    # each plot drawn in a turn of its own: both have their curves, as drafts
    qtbot.waitUntil(lambda: all(plot._runs[run].curve.xData is not None for plot in plots), timeout=WAIT_MS)
    assert ended or all(plot._runs[run].draft for plot in plots)
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not any(plot._runs[run].draft for plot in plots), timeout=WAIT_MS)
    assert all(plot._runs[run].curve.curve.opts["antialias"] for plot in plots)


def test_leaving_a_section_stops_its_runs_at_once_and_start_waits_for_the_next_sections(moons, qtbot):
    window, run = moons
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: window.training.runner.running() == [run], timeout=WAIT_MS)
    assert window.open_section("l05", "what_goes_wrong")
    # the plots are cleared a turn later, with this section's runs; the runs left are told to stop now
    assert window.training.store.records[run].left_running
    assert not action(window, "actionStartTraining").isEnabled()
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS) as shown:
        pass
    qtbot.waitUntil(lambda: not window.training.runner.running(), timeout=WAIT_MS)
    assert shown.args == [4] and run not in window.widgets.loss_plot.run_ids()
    assert action(window, "actionStartTraining").isEnabled()


def test_between_two_classifiers_sections_the_boundary_keeps_its_place(moons, qtbot):
    window, _ = moons
    boundary, landscape = window.widgets.boundary_plot, window.widgets.landscape_plot
    assert window.open_section("l05", "what_goes_wrong")
    # emptied in place: showing the landscape there meanwhile, and the boundary again, laid the dock out twice
    qtbot.waitUntil(lambda: not boundary.has_boundary() and window.widgets.training_panel.runs() == [],
                    timeout=WAIT_MS)
    assert not boundary.isHidden() and landscape.isHidden()
    assert window.widgets.loss_plot.run_ids() == []
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        pass
    assert not boundary.isHidden() and len(window.widgets.training_panel.runs()) == 4


def test_a_trained_sections_views_are_emptied_a_view_a_turn(moons, qtbot):
    window, run = moons
    run_all(qtbot, window)
    panel, loss, boundary = (window.widgets.training_panel, window.widgets.loss_plot,
                             window.widgets.boundary_plot)
    seen = []  # what was still shown when the loss plot was emptied
    clear_runs = loss.clear_runs
    loss.clear_runs = lambda: (seen.append((len(panel.runs()), boundary.has_boundary())), clear_runs())
    window.training.leave()  # as opening another section does, a turn before it awaits its runs
    window.training.await_runs()
    # nothing is emptied in the turn that asked (clearing every plot at once was one long repaint)
    assert run in loss.run_ids() and len(panel.runs()) == 1 and boundary.has_boundary()
    qtbot.waitUntil(lambda: not boundary.has_boundary(), timeout=WAIT_MS)
    # the panel went a turn before the loss plot, the boundary turns after it
    assert seen == [(0, True)] and loss.run_ids() == []


def test_runs_shown_before_the_views_are_emptied_stay(moons, qtbot):
    window, run = moons
    run_all(qtbot, window)
    found = list(window.training.found.values())
    window.training.leave()  # as opening another section does, a turn before it awaits its runs
    window.training.await_runs()
    window.training.set_trainings(found, window.state.lesson, "two_moons")  # before the emptying's turns
    # the runs shown again as the learner left them, trained curves and all
    assert window.widgets.training_panel.run_ids() == [run] and run in window.widgets.loss_plot.run_ids()
    qtbot.wait(200)  # every turn the emptying would have taken
    assert window.widgets.training_panel.run_ids() == [run] and run in window.widgets.loss_plot.run_ids()
    assert window.widgets.boundary_plot.has_boundary()
