"""Looking inside a run, as a learner does it in the window: the runs paused, stepped one descent
step at a time with a learning rate changed while they wait, resumed, rewound as a new run beside
the first (app/training/pausing.py); the graph at a run's weights, and on one training point alone
(app/session/workspace.py)."""

import dataclasses

import numpy as np
from PySide6.QtCore import Qt

from gradwalk.core.words import prose_number
from tests.app.training.train_in_window import WAIT_MS, action, open_trainings


def line_step(w, b, x, y, lr):
    """One descent step of mean((w·x + b − y)²), in numpy."""
    error = w * x + b - y
    return w - lr * 2 * np.mean(error * x), b - lr * 2 * np.mean(error)


def one_long_run(qtbot, window):
    """The regression's standardised run, made long enough to be paused while it goes."""
    ids = open_trainings(qtbot, window, "l04", "regression", 4)
    standard = window.training.trainings[ids[2]]
    window.training.set_trainings([dataclasses.replace(standard, steps=1_000_000, lr=0.001,
                                                       label="long")])
    (run_id,) = window.widgets.training_panel.run_ids()
    return run_id, standard


def test_a_paused_run_waits_steps_at_a_new_rate_and_goes_on(window, qtbot):
    run_id, standard = one_long_run(qtbot, window)
    pause, step, resume = (action(window, name) for name in
                           ("actionPauseTraining", "actionStepTraining", "actionResumeTraining"))
    assert not (pause.isEnabled() or step.isEnabled() or resume.isEnabled())  # nothing runs yet
    action(window, "actionStartTraining").trigger()
    def history():
        return window.training.history.get(run_id, ())

    qtbot.waitUntil(lambda: len(history()) > 0, timeout=WAIT_MS)
    assert pause.isEnabled() and not step.isEnabled() and not resume.isEnabled()

    drawing_as_paused = []  # the paused runs' plots drawn a plot a turn, not all in one
    window.training.statusMessage.connect(lambda words: words.startswith("Paused at step")
                                          and drawing_as_paused.append(window.training.drawing()))
    pause.trigger()
    qtbot.waitUntil(step.isEnabled, timeout=WAIT_MS)
    assert resume.isEnabled() and not pause.isEnabled()
    assert drawing_as_paused[:1] == [True]
    qtbot.waitUntil(lambda: not window.training.drawing(), timeout=WAIT_MS)
    at = window.training.pausing.waiting_at(run_id)
    assert at >= 1 and history().steps[-1] == at  # every step up to the pause is drawn
    assert window.widgets.training_panel.status_text(run_id) == f"paused at step {prose_number(at)}"
    assert window.widgets.loss_plot.curve_data(run_id)[0][-1] == at
    qtbot.wait(300)
    assert history().steps[-1] == at  # it waits

    # one step at the rate it had
    x, y = (np.asarray(standard.inputs[name], dtype=float) for name in ("x", "y"))
    params = history().params()
    w, b = params["w"][-1], params["b"][-1]
    step.trigger()
    qtbot.waitUntil(lambda: window.training.pausing.waiting_at(run_id) == at + 1, timeout=WAIT_MS)
    params = history().params()
    assert (params["w"][-1], params["b"][-1]) == tuple(np.array(line_step(w, b, x, y, 0.001)))

    # a learning rate typed in the run's row while it waits is the next step's
    rate = window.widgets.training_panel.field(run_id, "lr")
    rate.selectAll()
    qtbot.keyClicks(rate, "0.25")
    qtbot.keyClick(rate, Qt.Key.Key_Return)
    w, b = params["w"][-1], params["b"][-1]
    step.trigger()
    qtbot.waitUntil(lambda: window.training.pausing.waiting_at(run_id) == at + 2, timeout=WAIT_MS)
    params = history().params()
    expected = line_step(w, b, x, y, 0.25)
    assert abs(params["w"][-1] - expected[0]) < 1e-12 and abs(params["b"][-1] - expected[1]) < 1e-12
    assert history().rate_changes == [(at + 1, 0.001, 0.25)]
    (mark,) = window.widgets.loss_plot.rate_marks(run_id)
    assert mark[0] == at + 1 and "0.001" in mark[2] and "0.25" in mark[2]
    assert mark[1] == window.widgets.loss_plot.curve_data(run_id)[1][at]  # on the curve, at that step

    # resumed, it goes on at the new rate; stopped, it says where
    resume.trigger()
    assert not step.isEnabled() and pause.isEnabled()
    qtbot.waitUntil(lambda: history().steps[-1] > at + 50, timeout=WAIT_MS)
    ended = []
    window.training.runEnded.connect(lambda rid, result: ended.append(result))
    action(window, "actionStopTraining").trigger()
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    assert ended[0].stopped and "stopped at step" in window.widgets.training_panel.status_text(run_id)
    assert not (pause.isEnabled() or step.isEnabled() or resume.isEnabled())
    assert len(window.widgets.loss_plot.rate_marks(run_id)) == 1  # the mark stays with the curve


def test_a_paused_run_is_stopped_where_it_waits(window, qtbot):
    run_id, _ = one_long_run(qtbot, window)
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: len(window.training.history.get(run_id, ())) > 0, timeout=WAIT_MS)
    action(window, "actionPauseTraining").trigger()
    qtbot.waitUntil(action(window, "actionStepTraining").isEnabled, timeout=WAIT_MS)
    at = window.training.pausing.waiting_at(run_id)
    ended = []
    window.training.runEnded.connect(lambda rid, result: ended.append(result))
    action(window, "actionStopTraining").trigger()
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    assert ended[0].stopped and ended[0].steps_done == at


def test_a_rate_that_does_not_read_keeps_the_run_waiting_and_says_why(window, qtbot):
    run_id, _ = one_long_run(qtbot, window)
    said = []
    window.training.statusMessage.connect(said.append)
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: len(window.training.history.get(run_id, ())) > 0, timeout=WAIT_MS)
    action(window, "actionPauseTraining").trigger()
    qtbot.waitUntil(action(window, "actionStepTraining").isEnabled, timeout=WAIT_MS)
    at = window.training.pausing.waiting_at(run_id)
    rate = window.widgets.training_panel.field(run_id, "lr")
    rate.selectAll()
    qtbot.keyClicks(rate, "fast")
    action(window, "actionStepTraining").trigger()
    assert said[-1] == window.widgets.training_panel.problems()[run_id]
    qtbot.wait(300)
    assert window.training.pausing.waiting_at(run_id) == at  # no step taken
    assert window.training.history[run_id].rate_changes == []
    action(window, "actionStopTraining").trigger()


def test_the_pause_commands_are_in_the_train_menu_with_their_keys(window):
    from PySide6.QtWidgets import QMenu

    train = next(menu for menu in window.menuBar().findChildren(QMenu)
                 if action(window, "actionStartTraining") in menu.actions())
    for name, key in (("actionPauseTraining", "F6"), ("actionStepTraining", "F7"),
                      ("actionResumeTraining", "F8")):
        command = action(window, name)
        assert command in train.actions()
        assert command.shortcut().toString() == key and key in command.toolTip()


def test_a_paused_run_is_walked_at_its_weights_and_its_own_values_come_back(window, qtbot):
    ids = open_trainings(qtbot, window, "l04", "regression", 4)
    raw = window.training.trainings[ids[1]]  # on the pages and seconds the program reads
    window.training.set_trainings([dataclasses.replace(raw, steps=1_000_000, label="long")])
    (run_id,) = window.widgets.training_panel.run_ids()
    weights = action(window, "actionRunWeights")
    assert not weights.isEnabled() and not weights.isChecked()  # no run has weights yet

    def loss_drawn():
        return float(next(node.value for node in window.state.outcome.snapshot.nodes if node.label == "loss"))

    own = loss_drawn()
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: len(window.training.history.get(run_id, ())) > 0, timeout=WAIT_MS)
    action(window, "actionPauseTraining").trigger()  # pausing turns the graph to the run's weights
    qtbot.waitUntil(lambda: window.widgets.weights_note.isVisible(), timeout=WAIT_MS)
    assert weights.isChecked() and weights.isEnabled()
    at = window.training.pausing.waiting_at(run_id)
    history = window.training.history[run_id]
    assert window.state.outcome.weights_bound == ("w", "b")
    assert abs(loss_drawn() - history.measure("loss")[-1]) <= 1e-9 * abs(loss_drawn())  # that step's loss
    assert f"step {prose_number(at)}" in window.widgets.weights_note.text()
    # a step later, the graph follows
    action(window, "actionStepTraining").trigger()
    qtbot.waitUntil(lambda: window.state.outcome.request.weights is not None
                    and window.state.outcome.request.weights.step == at + 1, timeout=WAIT_MS)
    assert abs(loss_drawn() - window.training.history[run_id].measure("loss")[-1]) <= 1e-9 * loss_drawn()
    # turned off, the program runs with its own values again
    weights.trigger()
    qtbot.waitUntil(lambda: window.state.outcome.request.weights is None, timeout=WAIT_MS)
    assert loss_drawn() == own and not window.widgets.weights_note.isVisible()
    action(window, "actionStopTraining").trigger()


def test_rewind_adds_a_run_from_the_same_start_that_trains_beside_the_first(window, qtbot):
    from tests.app.training.train_in_window import run_all

    ids = open_trainings(qtbot, window, "l05", "two_moons", 1)
    panel = window.widgets.training_panel
    rewind = action(window, "actionRewindTraining")
    panel.field(ids[0], "steps").setText("30")
    panel.field(ids[0], "steps").textEdited.emit("30")
    assert not rewind.isEnabled()  # nothing has run yet: there is no start to go back to
    first = run_all(qtbot, window)[ids[0]]
    panel.select_run(ids[0])
    assert rewind.isEnabled()
    rewind.trigger()
    original, copy = panel.run_ids()
    rate = panel.field(copy, "lr")
    assert rate.hasFocus() or rate.selectedText() == rate.text()  # ready for the change to try
    rate.setText("0.05")
    rate.textEdited.emit("0.05")
    ended = run_all(qtbot, window)
    # the same start: the same weights before the first step, the same points (the same first loss)
    assert ended[copy].start_params == ended[original].start_params == first.start_params
    assert ended[copy].start_loss == ended[original].start_loss
    assert ended[original].final_loss == first.final_loss  # the first run again, the same numbers
    assert ended[copy].final_loss != ended[original].final_loss  # the setting changed shows
    plot = window.widgets.loss_plot
    assert set(plot.run_ids()) >= {original, copy}
    # hovering one curve reads the other's value at the same step, and the gap
    steps, losses = plot.curve_data(original)
    curve = plot._runs[original]
    words = plot._hover_words(curve, float(steps[9]), float(losses[9]))
    other_steps, other_losses = plot.curve_data(copy)
    assert plot._runs[copy].label in words and prose_number(float(other_losses[9])) in words
    assert "from this one" in words.splitlines()[1]


def test_one_point_through_the_network_chosen_by_number_or_by_a_click(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    ids = open_trainings(qtbot, window, "l05", "two_moons", 1)
    training = window.training.trainings[ids[0]]
    points = training.inputs[training.classify["points"]]
    one_point = action(window, "actionOnePoint")
    assert one_point.isEnabled() and not one_point.isChecked()
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (17, True))
    one_point.trigger()  # asked which point: 17
    qtbot.waitUntil(lambda: window.state.outcome.point_bound != (), timeout=WAIT_MS)
    assert one_point.isChecked()
    x = next(node for node in window.state.outcome.snapshot.nodes if node.label == "X")
    assert x.shape == (1, 2) and np.array_equal(x.value, points[17:18])
    assert window.widgets.boundary_plot.marked_point() == tuple(points[17])
    assert "point 17 of" in window.widgets.weights_note.text()
    table = window.widgets.gradient_table  # the point's gradients, the batch's beside them
    assert not table.isColumnHidden(4) and table.batch_text("W1").startswith("[")
    assert table.horizontalHeader().visualIndex(4) == 2  # right after the point's own
    # a click in the decision boundary chooses another
    window.widgets.boundary_plot.pointChosen.emit(3)
    qtbot.waitUntil(lambda: window.state.outcome.request.point.index == 3, timeout=WAIT_MS)
    assert window.widgets.boundary_plot.marked_point() == tuple(points[3])
    # turned off, every point again
    one_point.trigger()
    qtbot.waitUntil(lambda: window.state.outcome.point_bound == (), timeout=WAIT_MS)
    x = next(node for node in window.state.outcome.snapshot.nodes if node.label == "X")
    assert x.shape == points.shape and window.widgets.boundary_plot.marked_point() is None
    assert table.isColumnHidden(4) and table.batch_text("W1") == ""
    assert not window.widgets.weights_note.isVisible()
    # a dialog cancelled changes nothing
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (0, False))
    one_point.trigger()
    assert not one_point.isChecked() and window.state.point is None


def test_another_section_drops_the_point_and_its_ring(window, qtbot):
    open_trainings(qtbot, window, "l05", "one_point", 1)
    window.show_one_point(4)
    qtbot.waitUntil(lambda: window.state.outcome.point_bound != (), timeout=WAIT_MS)
    assert window.widgets.boundary_plot.marked_point() is not None
    open_trainings(qtbot, window, "l05", "two_moons", 1)
    assert window.state.point is None and not action(window, "actionOnePoint").isChecked()
    assert window.state.outcome.point_bound == () and not window.widgets.weights_note.isVisible()
    assert window.widgets.boundary_plot.marked_point() is None


def test_the_graph_at_a_runs_weights_follows_the_run_as_it_goes(window, qtbot):
    ids = open_trainings(qtbot, window, "l04", "regression", 4)
    raw = window.training.trainings[ids[1]]
    window.training.set_trainings([dataclasses.replace(raw, steps=1_000_000, label="long")])
    (run_id,) = window.widgets.training_panel.run_ids()
    weights = action(window, "actionRunWeights")
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(weights.isEnabled, timeout=WAIT_MS)  # the run's first weights came
    weights.trigger()
    drawn = []  # the steps the graph was drawn at, with its loss there and the run's

    def follow():
        request = window.state.outcome.request
        if request.weights is None or (drawn and drawn[-1][0] == request.weights.step):
            return False
        history = window.training.history[run_id]
        at = int(np.searchsorted(history.steps, request.weights.step))
        if at >= len(history.steps) or history.steps[at] != request.weights.step:
            return False  # the batch of that step is drawn at the next redraw: its record then
        loss = float(next(node.value for node in window.state.outcome.snapshot.nodes if node.label == "loss"))
        drawn.append((request.weights.step, loss, history.measure("loss")[at], window.widgets.weights_note.text()))
        return len(drawn) >= 3

    qtbot.waitUntil(follow, timeout=WAIT_MS)
    assert window.training.going()  # it followed the run while it went, not only once it waited
    steps = [step for step, *_ in drawn]
    assert steps == sorted(steps) and len(set(steps)) == 3
    for step, loss, recorded, note in drawn:
        assert abs(loss - recorded) <= 1e-9 * abs(recorded), f"step {step}"
        assert f"At step {prose_number(step)} of “{window.widgets.training_panel.runs()[0].label}”" in note
    action(window, "actionStopTraining").trigger()
