"""What Start trains with a program in the editor (core/lessons/trainings.py, SectionRuns): the
program on screen where a run's loss is the section's code's, the lesson's own loss otherwise, said
so, from the start values and data the editor's program gives."""

import numpy as np
import pytest

from gradwalk.app.session.training.batches import run_synchronously
from gradwalk.core.expr import Program
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import SectionRuns
from gradwalk.core.lessons.workspace import section_code

NARROW = '''W1 = var(randn((2, 8), seed=1, dtype="f64") * 0.7)
b1 = var(zeros((1, 8), dtype="f64"))
W3 = var(randn((8, 1), seed=3, dtype="f64") * 0.25)
b3 = var(zeros((1, 1), dtype="f64"))
h1 = (X @ W1).broadcast_add(b1).tanh()
z = (h1 @ W3).broadcast_add(b3)
loss = (z.softplus() - y * z).mean_all()
'''


@pytest.fixture(scope="module")
def l05():
    lesson = load_lesson("l05")
    env, _ = load_data(lesson)
    return lesson, env


def runs_of(lesson, env, section_id):
    section = lesson.section(section_id)
    return SectionRuns(section, env), section_code(section, env).code


def first_loss(training) -> float:
    """The loss the run starts from: one step of 0 learning rate leaves it where it starts."""
    from dataclasses import replace
    _, result = run_synchronously(1, replace(training, lr=1e-300, steps=1))
    return result.final_loss


def test_the_lessons_own_program_trains_the_lessons_network(l05):
    runs, code = runs_of(*l05, "two_moons")
    (run,) = runs.for_program(code)
    lesson = runs.lesson_runs()[0]
    assert run.follows and not run.renamed and not run.problem and run.name == "2-16-16-1 tanh network"
    assert run.training.loss == lesson.loss and run.training.classify == lesson.classify
    for name, start in lesson.params.items():
        np.testing.assert_array_equal(run.training.params[name], start)


def test_a_narrower_network_typed_is_the_network_trained_and_named(l05):
    lesson, env = l05
    runs, _ = runs_of(lesson, env, "two_moons")
    (run,) = runs.for_program(NARROW)
    training = run.training
    assert run.follows and run.renamed and run.name == "2-8-1 tanh network" and not run.problem
    assert {name: np.shape(start) for name, start in training.params.items()} == {
        "W1": (2, 8), "b1": (1, 8), "W3": (8, 1), "b3": (1, 1)}
    typed = Program(NARROW, known_names=tuple(env)).run(env)
    np.testing.assert_array_equal(training.params["W1"], typed["W1"].numpy())
    assert first_loss(training) == pytest.approx(typed["loss"].to_scalar(), rel=1e-12)
    # still a classifier of the moons: accuracy, held-out rows, boundary, its one hidden layer
    assert training.classify == {"logit": "z", "labels": "y", "points": "X"} and training.hidden == ("h1",)
    assert set(training.held_out) == {"X", "y"}
    _, result = run_synchronously(1, training)
    assert result.final_accuracy > 0.9 and result.boundary is not None


def test_typed_data_and_typed_start_values_are_what_the_run_reads(l05):
    lesson, env = l05
    runs, code = runs_of(lesson, env, "two_moons")
    halved = code.replace("h1 = ", "X = X * 0.5\nh1 = ", 1)
    (run,) = runs.for_program(halved)
    np.testing.assert_array_equal(run.training.inputs["X"], env["X"].numpy() * 0.5)
    np.testing.assert_array_equal(run.training.held_out["X"], env["X_held"].numpy())  # not typed: the lesson's
    reseeded = code.replace("seed=1", "seed=7")
    (run,) = runs.for_program(reseeded)
    assert not run.renamed  # the same network, from other weights
    typed = Program(reseeded, known_names=tuple(env)).run(env)
    np.testing.assert_array_equal(run.training.params["W1"], typed["W1"].numpy())
    assert first_loss(run.training) == pytest.approx(typed["loss"].to_scalar(), rel=1e-12)


def test_runs_of_a_loss_of_the_lessons_own_say_so_and_start_from_the_editors_values(l05):
    lesson, env = l05
    runs, code = runs_of(lesson, env, "what_goes_wrong")
    found = runs.for_program(code)
    assert [run.follows for run in found] == [False] * 4
    assert all("not the program in the editor" in run.note for run in found)
    relu = found[2]
    assert "low" in relu.from_editor and relu.name == "2-16-16-1 relu network"
    alive = code.replace("zeros((1, 16), dtype=\"f64\") - 1.0", "zeros((1, 16), dtype=\"f64\") + 0.5")
    assert alive != code
    relu_alive = runs.for_program(alive)[2]
    assert relu_alive.training.params["low"] == [[0.5] * 16]
    # a name the run reads that the program no longer assigns: it cannot start, and says why
    gone = runs.for_program(code.replace("low", "lower"))[2]
    assert "no longer assigns low" in gone.problem


def test_a_program_that_does_not_run_or_has_no_loss_cannot_start(l05):
    lesson, env = l05
    runs, _ = runs_of(lesson, env, "two_moons")
    (broken,) = runs.for_program("loss = (")
    assert "does not run" in broken.problem
    (no_loss,) = runs.for_program("x = X.sum_all()")
    assert "assigns no loss" in no_loss.problem
    (no_var,) = runs.for_program("loss = X.sum_all()")
    assert "no Var" in no_var.problem


def test_the_line_follows_the_editor_and_the_standardised_runs_do_not(builds_csv_or_none):
    lesson = load_lesson("l04")
    env, _ = load_data(lesson, builds_csv_or_none)
    runs, code = runs_of(lesson, env, "regression")
    found = runs.for_program(code)
    assert [run.follows for run in found] == [True, True, False, False]
    assert [run.name for run in found] == ["line"] * 4
    started = runs.for_program(code.replace('w = var(0.0, dtype="f64")', 'w = var(0.25, dtype="f64")'))
    assert [run.training.params["w"] for run in started] == [0.25, 0.25, 0.0, 0.0]
    assert started[0].training.model == "line"  # the lesson's model still: its landscape is drawn


def test_an_exercise_trains_the_learners_loss_once_written(builds_csv_or_none):
    lesson = load_lesson("l04")
    env, _ = load_data(lesson, builds_csv_or_none)
    section = lesson.section("exercise_2_quadratic")
    runs = SectionRuns(section, env)
    given = runs.for_program(section.exercise.given)
    assert [bool(run.problem) for run in given] == [True, False, True]
    assert "assigns no loss" in given[0].problem
    solved = runs.for_program(section.exercise.solution_program)
    assert [run.problem for run in solved] == ["", "", ""] and solved[0].training.model == "quadratic"


def test_a_language_switched_between_two_programs_renames_no_run(builds_csv_or_none):
    """The runs found once in one language and asked again in another are still the lesson's
    own (a run's name is made in the language spoken when asked, never compared with one kept)."""
    from gradwalk.core import words
    lesson = load_lesson("l04")
    env, _ = load_data(lesson, builds_csv_or_none)
    runs, code = runs_of(lesson, env, "regression")
    assert not any(run.renamed for run in runs.for_program(code))
    words.use_translator(lambda context, text: f"«{text}»")  # another language: every word differs
    try:
        found = runs.for_program(code)
    finally:
        words.use_translator(None)
    assert not any(run.renamed for run in found)
    assert all(run.name.startswith("«") for run in found)  # named in the language spoken now
