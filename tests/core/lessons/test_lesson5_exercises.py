"""Lesson 5's exercises, and every lesson's: the solution passes its own check, and wrong answers
are told apart from right ones."""

import numpy as np
import pytest

from gradwalk.core.lessons import available_lessons, load_lesson
from gradwalk.core.lessons.exercise_table import ExerciseError, exercise_from_table
from gradwalk.core.lessons.exercises import check_exercise
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.expr import Program


def _exercises():
    return [(lesson_id, section.id) for lesson_id in available_lessons()
            for section in load_lesson(lesson_id).sections if section.exercise is not None]


@pytest.fixture(scope="module")
def lesson5():
    lesson = load_lesson("l05")
    env, _ = load_data(lesson)
    return lesson, env


@pytest.mark.parametrize(("lesson_id", "section_id"), _exercises())
def test_every_solution_passes_its_own_check(lesson_id, section_id, builds_csv_or_none):
    lesson = load_lesson(lesson_id)
    env, _ = load_data(lesson, builds_csv_or_none if lesson_id == "l04" else None)
    exercise = lesson.section(section_id).exercise
    result = check_exercise(exercise, exercise.solution_program, env)
    assert result.passed, result


def test_the_neuron_gradient_by_hand_is_the_engines(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_1_neuron_gradient").exercise
    values = Program(exercise.solution_program, known_names=tuple(env)).run(env)
    grads = values["loss"].backward()
    np.testing.assert_allclose(values["dw"].numpy(), grads.get(values["w"]).numpy(), rtol=1e-14)
    np.testing.assert_allclose(values["db"].numpy(), grads.get(values["b"]).numpy(), rtol=1e-14)


def test_a_sign_slip_in_the_neuron_gradient_fails(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_1_neuron_gradient").exercise
    slipped = exercise.given + "s = z.detach().sigmoid()\ndw = x.broadcast_mul(y - s)\ndb = s - y\n"
    result = check_exercise(exercise, slipped, env)
    assert not result.passed
    # dw differs, db matches, and both were worked out by hand
    assert [f.passed for f in result.findings] == [False, True, True]


def test_the_single_neuron_the_xor_workspace_starts_with_does_not_pass(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_2_xor_network").exercise
    result = check_exercise(exercise, exercise.given, env)
    assert not result.passed and "at least 0.9" in result.findings[0].text
    shown = dict(result.comparison)
    assert shown["your held-out accuracy"] < 0.7  # one line cannot split XOR


def test_a_network_with_a_weight_left_over_from_an_earlier_try_is_still_judged(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_2_xor_network").exercise
    result = check_exercise(exercise, exercise.solution_program + 'spare = var(zeros((2, 2), dtype="f64"))\n',
                            env)
    assert result.passed, result


def test_a_network_without_its_logit_or_its_vars_is_told_so(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_2_xor_network").exercise
    no_logit = check_exercise(exercise, "loss = X_xor.sum_all()", env)
    assert not no_logit.passed and "assigns no z" in no_logit.findings[0].text
    no_vars = check_exercise(exercise, "z = X_xor.sum_keepdim(1)\nloss = z.sum_all()", env)
    assert not no_vars.passed and "no floating-point Var" in no_vars.findings[0].text
    broken = check_exercise(exercise, "z = X_xor @ \n", env)
    assert broken.problem is not None and broken.line == 1


@pytest.mark.parametrize("judge, words", [
    ({"accuracy_at_least": 1.5, "logit": "z", "labels": "y", "held_out": {"y": "y_h"}, "lr": 0.1, "steps": 1},
     "share of the points"),
    ({"accuracy_at_least": 0.9, "logit": "z", "labels": "y", "held_out": {"X": "X_h"}, "lr": 0.1, "steps": 1},
     "must be one of held_out's names"),
    ({"accuracy_at_least": 0.9, "logit": "z", "labels": "y", "held_out": {"y": "y_h"}, "lr": 0.1, "steps": 1,
      "epochs": 3}, "'judge' has no key 'epochs'"),
    ({"logit": "z", "labels": "y", "held_out": {"y": "y_h"}, "lr": 0.1, "steps": 1}, "accuracy_at_least"),
])
def test_a_wrong_judge_table_is_refused(judge, words):
    with pytest.raises(ExerciseError, match=words):
        exercise_from_table({"solution": "z = 1", "judge": judge})


# --- "use detach": held from the graph the program records, not from its text -------------------

def test_by_hand_values_are_read_from_the_graph_not_the_text(lesson5):
    lesson, env = lesson5
    exercise = lesson.section("exercise_1_neuron_gradient").exercise
    # detach written, but not where it matters: the gradients still come from the tracked z
    written = exercise.given + ("unused = z.detach()\ns = z.sigmoid()\n"
                                "dw = x.broadcast_mul(s - y)\ndb = s - y\n")
    result = check_exercise(exercise, written, env)
    assert not result.passed
    assert [f.text for f in result.findings if not f.passed] == [
        f"Your {name} is recorded into the graph: it is computed from s, which the graph tracks. Use "
        "s.detach() there, as the statement asks, so that your arithmetic stays out of the graph it checks."
        for name in ("dw", "db")]
    # no detach written, and nothing recorded: the logit's value typed as a plain number
    typed = exercise.given + ('s = tensor(0.1, dtype="f64").sigmoid()\n'
                              'dw = x.broadcast_mul(s - y)\ndb = s - y\n')
    assert check_exercise(exercise, typed, env).passed


def test_a_detached_name_the_solution_does_not_assign_is_the_lessons_mistake():
    exercise = exercise_from_table({"given": 'x = var(2.0, dtype="f64")', "solution": "y = x.detach() * 2",
                                    "expect": [{"value": "y"}], "detached": ["y", "dy"]})
    with pytest.raises(ExerciseError, match="'detached' names dy, which the solution does not assign"):
        check_exercise(exercise, exercise.solution_program, {})
    with pytest.raises(ExerciseError, match="'detached' must be a list"):
        exercise_from_table({"solution": "y = 1", "expect": [{"value": "y"}], "detached": "y"})
