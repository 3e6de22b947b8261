"""Lesson 4 run from its lesson file reproduces every figure of the lesson.

The expected figures are read from ../shared/figures/lesson4.json, each to the precision it is
printed with (half a unit in its last printed digit), as that file asks.
"""

import json
import math
from decimal import Decimal

import pytest

from gradwalk.core.lessons.runner import run_lesson, transcript
from gradwalk.core.lessons import load_lesson
from tests.paths import SHARED_FIGURES_DIR

FIGURES = SHARED_FIGURES_DIR / "lesson4.json"


def printed_tolerance(literal):
    """Half a unit in the last printed digit of a number as written: '4.957e2' -> 0.05."""
    exponent = Decimal(literal).as_tuple().exponent
    return 0.5 * 10.0 ** exponent


def compare(expected, actual, where):
    """Every number, bool, null and list of `expected` (parsed with literals kept) in `actual`."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), where
        for key, value in expected.items():
            assert key in actual, f"{where}.{key} is missing"
            compare(value, actual[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), where
        for i, (e, a) in enumerate(zip(expected, actual)):
            compare(e, a, f"{where}[{i}]")
    elif expected is None or isinstance(expected, bool):
        assert actual is expected, f"{where}: expected {expected}, got {actual}"
    else:  # a number, kept as its printed text
        tolerance = printed_tolerance(expected)
        assert abs(float(actual) - float(expected)) <= tolerance * (1 + 1e-9), (
            f"{where}: expected {expected} (±{tolerance:g}), got {actual!r}"
        )


@pytest.fixture(scope="module")
def lesson_figures():
    if not FIGURES.exists():
        pytest.skip("../shared/figures/lesson4.json not found beside the checkout")
    text = FIGURES.read_text()
    figures = json.loads(text, parse_float=str, parse_int=str)
    figures.pop("about")
    return figures


@pytest.fixture(scope="module")
def course_run(builds_csv_path):
    return run_lesson(load_lesson("l04"), data_path=builds_csv_path)


@pytest.fixture(scope="module")
def builds_csv_path(builds_csv):
    return builds_csv


def test_every_section_of_the_figures_file_is_a_section_of_the_lesson(lesson_figures):
    assert [s.id for s in load_lesson("l04").sections] == list(lesson_figures)


def test_lesson_4_reproduces_every_figure(lesson_figures, course_run):
    actual = course_run.figures_json()
    for section, figures in lesson_figures.items():
        compare(figures, actual[section], section)


# Figures the project adds to the course's: exercise 2's question answered on held-out builds.
BEYOND_THE_COURSE = {"exercise_2_quadratic": {"split_line", "split_curve"}}


def test_the_run_reports_no_figure_the_lesson_does_not_expect(lesson_figures, course_run):
    def keys(tree, prefix=""):
        out = set()
        for key, value in tree.items():
            out.add(prefix + key)
            if isinstance(value, dict) and key not in ("loss_after_step", "held_out_loss_after_step"):
                out |= keys(value, prefix + key + ".")
        return out

    actual = course_run.figures_json()
    for section in lesson_figures:
        added = BEYOND_THE_COURSE.get(section, set())
        assert added <= set(actual[section]), section
        reported = {key for key in keys(actual[section]) if key.split(".")[0] not in added}
        assert reported == keys(lesson_figures[section]), section


def test_the_split_runs_report_their_losses_on_both_sets(course_run):
    exercise = course_run.figures_json()["exercise_2_quadratic"]
    for run, params in (("split_line", {"w", "b"}), ("split_curve", {"a", "b", "c"})):
        figures = exercise[run]
        assert set(figures) == {"loss_after_step", "held_out_loss_after_step"} | params
        assert list(figures["loss_after_step"]) == list(figures["held_out_loss_after_step"]) == [
            "1", "100", "2000"]


def test_the_comparison_can_fail():
    with pytest.raises(AssertionError):
        compare({"a": "17.384611"}, {"a": 17.384615}, "x")
    with pytest.raises(AssertionError):
        compare({"a": None}, {"a": [0.0]}, "x")
    compare({"a": "4.957e2"}, {"a": 495.74}, "x")


def test_the_transcript_names_the_course_file(course_run):
    text = transcript(course_run)
    assert "builds.csv" in text and "made-up" not in text
    assert "== A first derivative" in text


def test_the_diverging_descent_says_how_far_its_loss_grew(lesson_figures, course_run):
    # The loss at w = b = 0 (before the first step) and after step 1000: both finite.
    regression = lesson_figures["regression"]
    start = float(regression["grad_at_zero_loss"])
    last = float(regression["lr_3e-5"]["loss_after_step"]["1000"])
    orders = round(math.log10(last) - math.log10(start))
    text = transcript(course_run)
    assert f"  lr 3e-05, 1000 steps, f64 on cpu; the loss grew by {orders} orders of magnitude\n" in text
    assert "finite number" not in text
