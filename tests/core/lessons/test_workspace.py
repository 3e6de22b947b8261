"""What a section puts in the editor, and which result the window draws."""

import pytest

from gradwalk.core.expr import evaluate
from gradwalk.core.lessons import Section, load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.workspace import section_code


@pytest.fixture(scope="module")
def lesson_and_data():
    lesson = load_lesson("l04")
    env, _ = load_data(lesson)
    return lesson, env


def section(steps, graph=None):
    return Section("s", {"en": "S"}, None, tuple(steps), graph)


def test_code_steps_join_until_one_needs_a_name_another_step_makes():
    code = section_code(section([
        {"code": "w = var(1.0)"},
        {"value": "w", "figure": "w"},
        {"code": "loss = (w * data).sum_all()"},
        {"train": {"bind": {"w": "ws"}}},
        {"code": "again = ws * 2"},  # ws comes from the training: not the editor's
        {"code": "later = w * 3"},
    ]), ["data"])
    assert code.code == "w = var(1.0)\nloss = (w * data).sum_all()\n"


def test_focus_is_the_graph_key_then_the_first_differentiated_result_then_the_last_name():
    steps = [{"code": "a = var(1.0)\nb = a * 2\nc = b.sqr()"}, {"grad": {"of": "b", "wrt": "a"}}]
    assert section_code(section(steps), []).focus == "b"
    assert section_code(section(steps, graph="c"), []).focus == "c"
    assert section_code(section(steps[:1]), []).focus == "c"
    assert section_code(section([{"code": "a = var(1.0)"}, {"grad_count": "a"}]), []).focus == "a"
    assert section_code(section([]), []).focus is None


def test_an_fd_check_brings_its_function_and_out(lesson_and_data):
    lesson, env = lesson_and_data
    code = section_code(lesson.section("finite_differences"), env)
    assert code.focus == "out"
    assert "out = a.matmul(b).tanh().sum_all()" in code.code


def test_every_section_of_lesson_4_has_code_that_runs_and_a_result_to_draw(lesson_and_data):
    lesson, env = lesson_and_data
    for sec in lesson.sections:
        code = section_code(sec, env)
        values = evaluate(code.code, env=env)
        exercise = sec.exercise
        if exercise is not None:  # the result to draw is the learner's to write: the solution has it
            assert values and code.focus not in values, sec.id
            values = evaluate(exercise.solution_program, env=env)
        assert code.focus in values, sec.id


def test_an_exercise_starts_from_what_it_gives_not_from_its_solution(lesson_and_data):
    lesson, env = lesson_and_data
    for sec in lesson.sections:
        exercise = sec.exercise
        if exercise is None:
            continue
        code = section_code(sec, env)
        assert code.code.strip() == exercise.given.strip(), sec.id
        assert exercise.solution.strip() not in code.code, sec.id
        assert "loss" not in evaluate(code.code, env=env), sec.id


def test_the_regression_editor_stops_before_the_trained_parameters(lesson_and_data):
    lesson, env = lesson_and_data
    code = section_code(lesson.section("regression"), env)
    assert "loss = " in code.code and "ws" not in code.code
    assert code.focus == "loss"
