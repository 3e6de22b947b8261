"""Lesson 4's exercises, checked as a learner's answers are: against the solution, computed now."""

import numpy as np
import pytest

from gradwalk.core.lessons import LessonError, load_lesson
from gradwalk.core.lessons.exercise_table import ExerciseError, exercise_from_table
from gradwalk.core.lessons.exercises import check_exercise, exercise_text, forbidden_uses
from gradwalk.core.lessons.runner import load_data, run_section


@pytest.fixture(scope="module")
def lesson():
    return load_lesson("l04")


@pytest.fixture(scope="module")
def env(lesson):
    data, _ = load_data(lesson)
    return data


@pytest.fixture(scope="module")
def logistic(lesson):
    return lesson.section("exercise_1_logistic").exercise


@pytest.fixture(scope="module")
def quadratic(lesson):
    return lesson.section("exercise_2_quadratic").exercise


def texts(result):
    return [finding.text for finding in result.findings]


def test_only_the_exercises_are_exercises(lesson):
    found = [s.id for s in lesson.sections if s.exercise is not None]
    assert found == ["exercise_1_logistic", "exercise_2_quadratic"]


def test_each_exercise_has_its_texts_in_every_language(lesson):
    for section in lesson.sections:
        exercise = section.exercise
        if exercise is None:
            continue
        for lang in lesson.languages:
            solution = exercise_text(lesson, exercise, "solution_text", lang)
            assert solution and solution.lstrip().startswith("## "), (section.id, lang)
            statement = lesson.text(section, lang)
            assert solution.strip() not in statement, "the statement must not give the solution away"


def test_the_solution_passes_its_own_check(logistic, env):
    result = check_exercise(logistic, logistic.solution_program, env)
    assert result.passed and result.problem is None
    assert len(result.findings) == 3 and all("matches" in t for t in texts(result))


def test_exercise_1s_figures_are_the_lessons_own(lesson, logistic, env):
    # The exercise's solution and the section's steps (what `gradwalk run` prints) agree.
    figures = {f.name: f.value for f in run_section(lesson.section("exercise_1_logistic"), dict(env)).figures}
    result = check_exercise(logistic, logistic.solution_program, env)
    loss, dw, db = texts(result)
    assert f"{figures['loss'].to_scalar():.6f}"[:6] in loss
    assert np.allclose(figures["dw"].numpy(), figures["by_hand_dw"].numpy(), atol=1e-12)
    assert "dloss/dw" in dw and "dloss/db" in db


def test_a_sign_error_says_which_figures_differ_and_by_how_much(logistic, env):
    wrong = logistic.solution_program.replace("s.neg().exp()", "s.exp()")
    assert wrong != logistic.solution_program
    result = check_exercise(logistic, wrong, env)
    assert not result.passed
    failed = [f.text for f in result.findings if not f.passed]
    assert any(t.startswith("Your loss is ") and "expected" in t and ": off by " in t
               and "(tolerance 1e-09)" in t for t in failed)
    # a vector says how many of its elements differ and which differs most
    assert any(t.startswith("Your dloss/dw is [") and " of 2 elements differ, the most at dloss/dw[" in t
               for t in failed)
    assert result.verdict == "2 of 3 figures differ from the solution's."  # dloss/db still matches


def test_a_gap_smaller_than_the_tolerance_passes_and_a_larger_one_does_not(logistic, env):
    # The same loss, nudged by a constant: within 1e-9 it matches, 1e-6 away it does not.
    close = logistic.solution_program + "loss = loss + 1e-12\n"
    far = logistic.solution_program + "loss = loss + 1e-6\n"
    assert check_exercise(logistic, close, env).passed
    result = check_exercise(logistic, far, env)
    assert [f.passed for f in result.findings] == [False, True, True]


def test_the_forbidden_operation_is_refused(logistic, env):
    text = logistic.given + ("p = x.broadcast_mul(w).sum_keepdim(1).squeeze(1).broadcast_add(b).sigmoid()\n"
                             "loss = -(y * p.log() + (1 - y) * (1 - p).log()).mean_all()\n")
    result = check_exercise(logistic, text, env)
    assert not result.passed
    # a rule broken, not a figure that differs ("1 of 1 figures differ" said nothing of the rule)
    assert result.findings == () and "sigmoid" in result.problem and "rules out" in result.problem


def test_a_forbidden_name_in_a_comment_is_no_use_of_it():
    assert forbidden_uses("# no sigmoid here\ny = x.neg()", ("sigmoid",)) == []
    assert forbidden_uses("y = x.sigmoid().exp().sigmoid()", ("sigmoid", "exp")) == ["sigmoid", "exp"]


def test_a_missing_loss_is_said_once(logistic, env):
    result = check_exercise(logistic, logistic.given, env)
    assert texts(result) == ["Your program assigns no loss."]
    assert not result.passed


def test_a_loss_of_the_wrong_shape_is_said(logistic, env):
    unreduced = logistic.solution_program.replace(".mean_all()", "")
    result = check_exercise(logistic, unreduced, env)
    assert not result.passed
    assert "yours has shape [4], expected shape []" in texts(result)[0]
    assert "must be a single number" in texts(result)[1]


def test_a_program_that_does_not_run_is_one_problem_with_its_place(logistic, env):
    result = check_exercise(logistic, logistic.given + "loss = w.sum_all(\n", env)
    assert result.problem is not None and result.problem.startswith("Your program does not run")
    assert result.line == 5 and not result.findings and not result.passed
    result = check_exercise(logistic, logistic.given + "loss = w.matmul(b)\n", env)
    assert result.problem is not None and not result.passed


def test_exercise_2_trains_the_learners_loss_like_the_lesson(lesson, quadratic, env):
    done = []
    result = check_exercise(quadratic, quadratic.solution_program, env,
                            progress=lambda d, total: done.append((d, total)))
    assert result.passed, texts(result)
    assert len(result.findings) == 6  # three losses, three parameters
    # the lesson's own training of the section, as `gradwalk run` prints it
    figures = {f.name: f.value for f in run_section(lesson.section("exercise_2_quadratic"), dict(env)).figures}
    final = figures["loss_after_step"]["2000"]
    (mine, yours), (line_label, line_loss) = result.comparison
    assert yours == pytest.approx(final, rel=1e-9)
    assert "line" in line_label
    # the closed-form line on the same builds, by numpy
    x, y = env["pages"].numpy(), env["seconds"].numpy()
    w, b = np.polyfit(x, y, 1)
    assert line_loss == pytest.approx(float(np.mean((w * x + b - y) ** 2)), rel=1e-9)
    assert done and all(0 <= d <= total for d, total in done) and done[-1][0] > done[0][0]


def test_exercise_2_with_another_curve_differs(quadratic, env):
    text = quadratic.solution_program.replace("zz.broadcast_mul(a)", "z.sqr().sqr().broadcast_mul(a)")
    result = check_exercise(quadratic, text, env)
    assert not result.passed
    assert any(t.startswith("Your loss after step 1 is") for t in texts(result))


def test_exercise_2_accepts_z_squared_in_the_loop(quadratic, env):
    text = quadratic.solution_program.replace("zz.broadcast_mul(a)", "z.sqr().broadcast_mul(a)")
    assert check_exercise(quadratic, text, env).passed


def test_exercise_2_needs_vars_and_a_loss(quadratic, env):
    plain = quadratic.solution_program.replace('a = var(0.0, dtype="f64")', 'a = tensor(0.0, dtype="f64")')
    result = check_exercise(quadratic, plain, env)
    assert not result.passed and "a is not a floating-point Var" in texts(result)[0]
    result = check_exercise(quadratic, quadratic.given, env)
    assert texts(result)[:1] == ["Your program assigns no a."]
    unused = quadratic.solution_program.replace("zz.broadcast_mul(a) + ", "")
    result = check_exercise(quadratic, unused, env)
    assert result.problem is not None and "does not depend on the parameter 'a'" in result.problem


@pytest.mark.parametrize("table, message", [
    ({"solution": "y = 1", "expect": [{"value": "y"}], "hint": "x"}, "has no key 'hint'"),
    ({"expect": [{"value": "y"}]}, "missing 'solution'"),
    ({"solution": "y = 1"}, "needs 'expect', 'train' or 'judge'"),
    ({"solution": "y = 1", "expect": [{"value": "y"}], "tol": -1}, "'tol' must be a number"),
])
def test_a_wrong_exercise_table_is_refused(table, message):
    with pytest.raises(ExerciseError, match=message):
        exercise_from_table(table)


def test_the_loader_reports_a_wrong_exercise_with_its_section(tmp_path):
    folder = tmp_path / "t1"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "s.md").write_text("S", encoding="utf-8")
    (folder / "lesson.toml").write_text(
        'id = "t1"\n[[sections]]\nid = "s"\ntext = "s.md"\n'
        '[sections.exercise]\nsolution = "y = 1"\nsolution_text = "absent.md"\nexpect = [{ value = "y" }]\n'
        '[[sections.steps]]\ncode = "y = var(1.0)"\n', encoding="utf-8")
    with pytest.raises(LessonError, match=r"lesson\.toml:7: section s: there is no text en/absent\.md"):
        load_lesson("t1", tmp_path)
    (folder / "en" / "absent.md").write_text("A", encoding="utf-8")
    section = load_lesson("t1", tmp_path).section("s")
    assert [(step.kind, step.spec) for step in section.steps] == [("code", "y = var(1.0)")]  # the table sits before the steps
    assert section.exercise.solution == "y = 1"
