"""Exercise 2's split: the line and the curve train on the first 52 builds and are measured on the
last 13 at every step; the batches carry those losses, and the window draws and exports them."""

import csv
import io

import dataclasses

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gradwalk.app.session.training.batches import run_synchronously
from gradwalk.app.training.runs import TrainingRunner
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings
from tests.app.training.train_in_window import type_program

WAIT_MS = 30_000
SECTION = "exercise_2_quadratic"


@pytest.fixture(scope="module")
def trainings(builds_csv_or_none):
    """Exercise 2's trainings: the curve on 52 builds, then the line and the curve split."""
    lesson = load_lesson("l04")
    env, _ = load_data(lesson, builds_csv_or_none)
    return section_trainings(lesson.section(SECTION), env)


def loss_at(training, params, inputs) -> float:
    """The model's mean squared error at `params` on `inputs`, in plain numpy."""
    if training.model == "line":
        prediction = params["w"] * inputs["x"] + params["b"]
    else:
        prediction = params["a"] * inputs["zz"] + params["b"] * inputs["z"] + params["c"]
    return float(np.mean((prediction - inputs["y"]) ** 2))


def test_the_batches_carry_the_held_out_loss_of_every_step(trainings):
    _, line, curve = trainings
    for training in (line, curve):
        batches, summary = run_synchronously(1, training, batch_seconds=0.0)
        steps = np.concatenate([b.steps for b in batches])
        held = np.concatenate([b.held_out_losses for b in batches])
        assert steps.tolist() == list(range(1, training.steps + 1)) and held.shape == steps.shape
        final = summary.final_params
        assert summary.final_held_out_loss == held[-1]
        assert held[-1] == pytest.approx(loss_at(training, final, training.held_out), rel=1e-12)
        assert summary.final_loss == pytest.approx(loss_at(training, final, training.inputs), rel=1e-12)
        # a measurement only: the descent is the same as without the held-out rows
        plain = dataclasses.replace(training, held_out={})
        _, plain_summary = run_synchronously(1, plain)
        assert plain_summary.final_params == final and plain_summary.final_held_out_loss is None


def test_a_run_without_held_out_data_sends_none(trainings):
    batches, summary = run_synchronously(1, trainings[0])
    assert all(b.held_out_losses is None for b in batches) and summary.final_held_out_loss is None


def test_held_out_inputs_under_other_names_are_refused(trainings):
    line = trainings[1]
    wrong = dataclasses.replace(line, steps=5, held_out={"x": line.held_out["x"]})
    with pytest.raises(ValueError, match="held_out must give the inputs' names"):
        run_synchronously(1, wrong)


def test_the_child_process_sends_the_held_out_losses(qtbot, trainings):
    runner = TrainingRunner()
    batches, ends = [], []
    runner.batch.connect(batches.append)
    runner.finished.connect(lambda run_id, summary: ends.append(summary))
    try:
        line = dataclasses.replace(trainings[1], steps=40)
        runner.start(7, line)
        qtbot.waitUntil(lambda: bool(ends), timeout=WAIT_MS)
    finally:
        runner.shutdown()
    held = np.concatenate([b.held_out_losses for b in batches])
    assert held.shape == (40,)
    assert held[-1] == pytest.approx(loss_at(trainings[1], ends[0].final_params, line.held_out), rel=1e-12)


# --- in the window ------------------------------------------------------------------------------------


def test_the_split_runs_draw_and_export_their_held_out_losses(window, qtbot):
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l04", SECTION)
    curve_only, line_id, curve_id = window.widgets.training_panel.run_ids()
    # the curves train the learner's program: none until it assigns a loss
    panel = window.widgets.training_panel
    assert set(panel.blocked()) == {curve_only, curve_id} and "no loss" in panel.status_text(curve_id)
    type_program(qtbot, window, window.state.exercise.solution_program)
    assert panel.blocked() == {}
    assert window.training.run_here() == []
    plot = window.widgets.loss_plot
    assert not plot.has_held_out(curve_only)
    labels = plot.legend_labels()
    for run_id in (line_id, curve_id):
        training = window.training.trainings[run_id]  # the window's data: the course's or the demo
        assert plot.has_held_out(run_id) and training.held_out
        steps, held = plot.held_out_data(run_id)
        assert steps.tolist() == list(range(1, 2001))
        final = window.training.history[run_id].params()
        params = {name: values[-1] for name, values in final.items()}
        assert held[-1] == pytest.approx(loss_at(training, params, training.held_out), rel=1e-12)
        # the run's colour, dashed, and its own legend entry after the run's
        pen = plot.held_out_pen(run_id)
        assert pen.style() != Qt.PenStyle.SolidLine and pen.style() != Qt.PenStyle.NoPen
        assert pen.color() == plot._runs[run_id].curve.opts["pen"].color()
        label = window.training.history[run_id].label
        assert labels.index(f"{label} (held-out)") == labels.index(f"{label} (training)") + 1
        assert "held-out" in window.widgets.training_panel.status_text(run_id)
    assert len(labels) == 5
    rows = list(csv.reader(io.StringIO(window.training.plot_bytes("csv").decode("utf-8"))))
    header = rows[0]
    held_columns = [name for name in header if name.startswith("held-out loss ")]
    assert held_columns == [f"held-out loss {window.training.history[i].label}" for i in (line_id, curve_id)]
    column = header.index(held_columns[1])
    _, held = plot.held_out_data(curve_id)
    assert [float(row[column]) for row in rows[1:]] == held.tolist()
