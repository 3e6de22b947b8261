"""Runs that record their step once and replay it, in the window: the Replay box of each run, the
same figures to the last digit either way, and a run that cannot replay saying why."""

import dataclasses

from PySide6.QtCore import Qt

from tests.app.training.train_in_window import open_trainings, run_all


def test_a_run_with_replay_unchecked_trains_eagerly_to_the_same_last_digit(window, qtbot):
    panel = window.widgets.training_panel
    first = open_trainings(qtbot, window, "l04", "regression", 4)[2]  # standardised, learning rate 0.1
    panel.select_run(first)
    copy = panel.add_run()  # the same settings
    box = panel.field(copy, "replay")
    assert box.isChecked() and panel.field(first, "replay").isChecked()  # replayed unless asked
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # as a learner unticks it
    assert not box.isChecked() and not panel.runs()[-1].replay
    ended = run_all(qtbot, window)
    replayed, eager = ended[first], ended[copy]
    steps = replayed.steps_done
    assert (replayed.replayed_steps, eager.replayed_steps) == (steps - 1, 0)
    assert repr((replayed.losses, replayed.final_loss, replayed.final_params)) == \
        repr((eager.losses, eager.final_loss, eager.final_params))
    assert window.training.store.records[first].how == "replayed"  # said while it ran
    assert window.training.store.records[copy].how == ""
    assert panel.status_text(first) == panel.status_text(copy)  # the same figures, said alike


def test_a_run_that_cannot_replay_says_why_in_its_status(window, qtbot):
    open_trainings(qtbot, window, "l04", "regression", 4)
    good = window.training.trainings[window.widgets.training_panel.run_ids()[2]]
    loss = 'loss = (x.broadcast_mul(w).broadcast_add(b).to_dtype("f32").to_dtype("f64") - y).sqr().mean_all()'
    converting = dataclasses.replace(good, label="converting", loss=loss)  # a round trip through f32
    window.training.set_trainings([converting])
    (run_id,) = window.widgets.training_panel.run_ids()
    ended = run_all(qtbot, window)
    assert ended[run_id] is not None, window.widgets.training_panel.status_text(run_id)
    assert ended[run_id].replayed_steps == 0 and not ended[run_id].diverged
    status = window.widgets.training_panel.status_text(run_id)
    assert status.startswith("done: loss ")
    assert "to_dtype" in status and "eagerly" in status


def test_view_recorded_step_lists_the_selected_runs_program_beside_the_graph(window, qtbot):
    panel, steps = window.widgets.training_panel, window.recorded_steps
    runs = open_trainings(qtbot, window, "l04", "regression", 4)
    listing, dock = window.widgets.program_list, window.widgets.program_dock
    assert dock.isHidden()  # nothing recorded until asked for
    window.commands.show_recorded_step.trigger()
    qtbot.waitUntil(lambda: steps.shown is not None, timeout=30_000)
    assert dock.isVisible() and listing.isVisible()
    lines = listing.lines()
    assert "w -= lr · d_w" in lines and "b -= lr · d_b" in lines
    assert lines.index("w -= lr · d_w") < lines.index("loss = mean_all(t4)")  # updates, then forward
    assert listing.message().startswith(f"Run {panel.runs()[0].label}: {steps.shown.replayed} lines")
    shown_before = steps.shown
    panel.select_run(runs[3])  # another run: its own step, recorded again
    qtbot.waitUntil(lambda: steps.shown is not shown_before and steps.shown is not None, timeout=30_000)
    assert listing.message().startswith(f"Run {panel.runs()[3].label}:")
    shown_before = steps.shown
    panel.field(runs[3], "replay").setChecked(False)  # unticked: the run goes eagerly, and the list says so
    qtbot.waitUntil(lambda: steps.shown is not shown_before and steps.shown is not None, timeout=30_000)
    assert "runs every step eagerly: its Replay box is unticked" in listing.message()
    window.commands.show_recorded_step.trigger()
    assert dock.isHidden()
    window.commands.show_recorded_step.trigger()
    dock.close()  # its own close button: the command unchecked
    assert not window.commands.show_recorded_step.isChecked()


def test_the_recorded_step_says_why_a_section_has_none(window, qtbot):
    window.commands.show_recorded_step.trigger()
    with qtbot.waitSignal(window.outcomeShown, timeout=30_000):
        window.open_section("l06", "forward_first")
    qtbot.waitUntil(lambda: "trains nothing" in window.widgets.program_list.message(), timeout=30_000)
    assert window.widgets.program_list.lines() == []


def test_a_run_says_why_it_runs_eagerly_in_the_windows_language(make_window, qtbot):
    window = make_window(language="fr")
    open_trainings(qtbot, window, "l07", "what_cannot_be_replayed", 1)
    (run_id,) = window.widgets.training_panel.run_ids()
    ended = run_all(qtbot, window)
    assert ended[run_id].replayed_steps == 0
    status = window.widgets.training_panel.status_text(run_id)  # said in the child, in French
    assert status.startswith("terminé") and "relit en Python les valeurs de w (to_scalar)" in status, status
    assert "mode immédiat" in status
