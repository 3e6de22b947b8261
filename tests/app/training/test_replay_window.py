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
