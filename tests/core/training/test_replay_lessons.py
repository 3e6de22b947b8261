"""Every training of every built-in lesson replayed (core/engine/trace.py) gives the numbers of its
eager descent to the last bit, in f64 and in f32: losses, parameters, held-out losses, accuracies."""

import dataclasses

import pytest

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings
from gradwalk.core.training.descent import descend
from gradwalk.core.training.training import prepare

LESSONS = ("l04", "l05", "l06", "l07")
STEPS = 25
REFUSED = "l07.what_cannot_be_replayed."  # the one built-in training the tracer refuses, on purpose


def every_training(data_path):
    found = []
    for lesson_id in LESSONS:
        lesson = load_lesson(lesson_id)
        env, _ = load_data(lesson, data_path if lesson_id in ("l04", "l07") else None)  # the builds' lessons
        for section in lesson.sections:
            for k, training in enumerate(section_trainings(section, env)):
                found.append((f"{lesson_id}.{section.id}.{k}", training))
    return found


def descent_records(training, replay):
    descent = prepare(training)
    return list(descend(descent.loss_fn, descent.params, training.lr, training.steps,
                        held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                        held_out_accuracy_fn=descent.held_out_accuracy_fn, replay=replay))


def exact(records):
    return [repr((r.step, r.loss, r.params, r.finite, r.held_out_loss, r.accuracy, r.held_out_accuracy))
            for r in records]


@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_every_lesson_training_replays_bit_for_bit(builds_csv_or_none, dtype):
    trainings = every_training(builds_csv_or_none)
    assert len(trainings) >= 10  # lesson 4's regression and exercise, lesson 5's networks
    for where, training in trainings:
        training = dataclasses.replace(training, dtype=dtype, steps=min(training.steps, STEPS))
        eager, replayed = descent_records(training, False), descent_records(training, True)
        assert exact(eager) == exact(replayed), where
        if where.startswith(REFUSED):  # lesson 7's loss that reads w back: eager, and says why
            assert sum(r.replayed for r in replayed) == 0 and "to_scalar" in replayed[0].note, where
            continue
        assert sum(r.replayed for r in replayed) == training.steps - 1, (where, replayed[0].note)


def test_a_loss_program_that_reads_a_value_back_runs_eagerly_saying_why():
    import numpy as np

    from gradwalk.core.training.descent import run_descent
    from gradwalk.core.training.training import Training

    # w read back as a plain number: the recorded program would keep w's first value for good
    training = Training(loss="loss = (x.broadcast_mul(w) * w.to_scalar() - y).sqr().mean_all()",
                        inputs={"x": np.linspace(0, 1, 20), "y": np.linspace(0, 2, 20)},
                        params={"w": 0.5}, lr=0.1, steps=30)
    results = []
    for replay in (False, True):
        descent = prepare(training)
        results.append(run_descent(descent.loss_fn, descent.params, training.lr, training.steps, replay=replay))
    eager, replayed = results
    assert replayed.replayed_steps == 0
    assert "to_scalar" in replayed.note and "eagerly" in replayed.note
    assert repr((eager.final_loss, eager.final_params)) == repr((replayed.final_loss, replayed.final_params))


def test_lesson_7s_guards_refuse_40_builds_say_why_and_record_again(builds_csv_or_none):
    from gradwalk.core.lessons.runner import run_lesson

    run = run_lesson(load_lesson("l07"), section_ids=["a_guard_fails"], data_path=builds_csv_or_none)
    figures = {figure.name: figure for section in run.sections for figure in section.figures}
    refused, fits = figures["fewer_rows_refused"], figures["same_size_fits"]
    assert refused.value is True and fits.value is True
    assert refused.details[0].strip() == ("the shape of x was (52,) when the step was recorded and is (40,) "
                                          "now")
    assert refused.details[1].strip() == "recorded again on them: 12 lines at each step"
    assert "fit the recording" in fits.details[0]
