"""Lesson 6's exercises: a tangent carried by hand, and a function designed from its Jacobian.
Right answers other than the solution pass; slips fail with words that say what differs."""

import re
import sys

import pytest

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.exercise_table import exercise_from_table
from gradwalk.core.lessons.exercises import check_exercise
from gradwalk.core.expr import Program


@pytest.fixture(scope="module")
def lesson6():
    return load_lesson("l06")


def _check(lesson, section_id: str, answer: str):
    exercise = lesson.section(section_id).exercise
    return check_exercise(exercise, exercise.given + "\n" + answer, {})


def test_the_tangent_by_hand_is_the_forward_sweeps(lesson6):
    exercise = lesson6.section("exercise_1_tangent_by_hand").exercise
    values = Program(exercise.solution_program).run({})
    sweep = values["y"].forward_tangents({values["x"]: 1.0})
    assert values["dy"].to_scalar() == pytest.approx(sweep.get(values["y"]).to_scalar(), rel=1e-15)
    assert values["dl"].to_scalar() == pytest.approx(sweep.get(values["l"]).to_scalar(), rel=1e-15)


def test_a_tangent_that_forgets_a_term_of_the_product_fails(lesson6):
    slip = ("ds = 2 * x.detach() * dx\ndl = ds / s.detach()\n"
            "dy = dl * x.detach()")  # the term carried from x itself is missing
    result = _check(lesson6, "exercise_1_tangent_by_hand", slip)
    assert not result.passed
    words = " ".join(f.text for f in result.findings)
    assert "ds matches" in words and "dl matches" in words and "Your dy is" in words


def test_any_function_with_the_target_value_and_jacobian_passes(lesson6):
    for answer in ('y = target.matmul(x.reshape((3, 1))).reshape((2,)) + tensor([-1.0, -13.0], dtype="f64")',
                   'A = tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], dtype="f64")\n'
                   'B = tensor([[0.0, 0.0, 0.0], [0.0, 0.0, 6.0]], dtype="f64")\n'
                   'c = x.reshape((3, 1))\n'
                   'y = (A.matmul(c.sqr()) + B.matmul(c)).reshape((2,)) - tensor([0.0, 9.0], dtype="f64")'):
        result = _check(lesson6, "exercise_2_given_jacobian", answer)  # affine; [x0², x1² + 6·x2 − 9]
        assert result.passed, result


@pytest.mark.parametrize("answer, words", [
    ('y = x.sqr()', r"yours is 3 × 3, .* y should hold 2 numbers, yours holds 3"),
    ('A = tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 1.0]], dtype="f64")\n'
     'y = A.matmul(x.reshape((3, 1))).reshape((2,))',
     r"Your Jacobian of y is \[\[1, 0, 0\], \[0, 1, 1\]\], expected \[\[2, 0, 0\], \[0, 4, 6\]\]: "
     r"3 of 6 entries differ, the most at row y\[1\], column x\[2\], by 5"),
    ('z = x.sqr()', "assigns no y"),
])
def test_a_function_with_another_jacobian_fails_and_says_how(lesson6, answer, words):
    result = _check(lesson6, "exercise_2_given_jacobian", answer)
    assert not result.passed
    assert any(re.search(words, f.text) for f in result.findings), result


def test_a_jacobian_of_something_not_a_variable_is_refused():
    exercise = exercise_from_table({"given": 'x = tensor([1.0, 2.0], dtype="f64")', "solution": "y = x * 2",
                                    "expect": [{"jacobian": {"of": "y", "wrt": "x"}}]})
    result = check_exercise(exercise, exercise.solution_program, {})
    assert not result.passed and "floating-point var" in result.findings[0].text


@pytest.mark.parametrize("answer", ['x = var(zeros(200000), dtype="f64")\ny = x * 2',
                                    'x = var(zeros(200000), dtype="f64")\ny = x.sum_keepdim(0)'])
def test_a_jacobian_at_another_x_is_refused_before_it_is_built(lesson6, answer, monkeypatch):
    # a 200,000 × 200,000 matrix would be 298 GiB: the x the workspace gives is asked first
    engine = sys.modules["gradwalk.core.engine.jacobian"]
    monkeypatch.setattr(engine, "jacobian_sweeps", lambda *args: pytest.fail("a sweep was run"))
    result = _check(lesson6, "exercise_2_given_jacobian", answer)
    assert not result.passed and result.problem is None
    assert any(f.text.startswith("Jacobian of y: your x is [0, 0, …")
               and "Keep the x the workspace gives" in f.text for f in result.findings), result


def test_a_jacobian_of_another_size_is_compared_by_its_shape_before_it_is_built(lesson6, monkeypatch):
    engine = sys.modules["gradwalk.core.engine.jacobian"]
    monkeypatch.setattr(engine, "jacobian_sweeps", lambda *args: pytest.fail("a sweep was run"))
    result = _check(lesson6, "exercise_2_given_jacobian", "y = x.broadcast_as((1000, 3))")
    assert not result.passed
    assert any("yours is 3000 × 3" in f.text and "y should hold 2 numbers, yours holds 3000" in f.text
               for f in result.findings), result


def test_a_jacobian_past_the_engines_limit_is_a_finding_not_an_error(lesson6, monkeypatch):
    monkeypatch.setattr(sys.modules["gradwalk.core.engine.jacobian"], "MOST_ELEMENTS", 5)
    linear = 'y = target.matmul(x.reshape((3, 1))).reshape((2,)) + tensor([-1.0, -13.0], dtype="f64")'
    result = _check(lesson6, "exercise_2_given_jacobian", linear)
    assert not result.passed and result.problem is None
    assert "2 × 3 elements, more than 5" in result.findings[1].text
