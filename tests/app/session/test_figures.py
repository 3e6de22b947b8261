"""The figures beside a section's text, without a window: the rows the panel draws, and the seed
forward mode starts from, so that the window's first sweep gives the text's first figure."""

from __future__ import annotations

import numpy as np
import pytest

from gradwalk.app.session.section_state import SectionState
from gradwalk.core.engine import WalkMode, line_text
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import run_section


def no_progress(done: int, total: int) -> None:
    pass


@pytest.fixture
def state():
    made = SectionState("fr")
    for lesson_id in ("l05", "l06"):
        made.lessons[lesson_id] = load_lesson(lesson_id)
    return made


def rows_of(state: SectionState, lesson_id: str, section_id: str, text: str | None = None):
    opened = state.open(lesson_id, section_id)
    return state.figures(opened.code if text is None else text)(no_progress)


def test_every_figure_has_its_label_in_the_readers_language_its_value_and_every_digit(state):
    figures = rows_of(state, "l05", "saturation")
    assert not figures.message
    by_label = {row.label: row for row in figures.rows}
    assert list(by_label) == ["pré-activation z", "sortie a = tanh(z)", "dérivée locale 1 − a²",
                              "da/dw, éteint", "1 − a² est sous le millionième"]
    local = by_label["dérivée locale 1 − a²"]
    assert local.value == "1.1158e-9 (f64)" and local.holds is None
    exact = first_value(state, "l05", "saturation", "slope")  # every digit, for the tooltip
    assert local.tip.splitlines()[1] == f"{exact!r} (f64)" and len(repr(exact)) > 12
    check = by_label["1 − a² est sous le millionième"]
    assert check.holds is True and check.value == "true"  # the catalogue of the language says it
    faded = by_label["da/dw, éteint"]
    assert faded.value == "[5.5789e-10, -1.6737e-9] (shape [2], f64)"


def test_a_figure_that_needs_a_run_says_so_and_names_the_run(state):
    figures = rows_of(state, "l05", "two_moons")
    (start, waiting) = figures.rows
    assert start.label == "perte avant l'entraînement" and start.value == "0.787988 (f64)"
    assert waiting.waiting and waiting.value == "after a run"  # the catalogue gives its French
    assert "réseau tanh 2-16-16-1" in waiting.tip


def test_an_exercise_shows_none_of_the_solutions_figures(state):
    figures = rows_of(state, "l06", "exercise_1_tangent_by_hand")
    assert figures.rows == () and "Check My Answer" in figures.message and not figures.problem


def test_a_program_that_breaks_a_step_is_said_as_a_problem(state):
    opened = state.open("l05", "activations")
    figures = state.figures(opened.code.replace("loss_tanh", "loss_t"))(no_progress)
    assert figures.problem and "loss_tanh" in figures.message
    assert [row.value for row in figures.rows] == ["—"] * 3


@pytest.mark.parametrize("section_id, seeded", [
    ("forward_first", "x"), ("one_direction", "u"), ("dual_numbers", "u"),
    ("hessian_vector", "w = 1, 0.5, -1"), ("jacobian_both_ways", None), ("cost_of_a_loss", None)])
def test_forward_mode_starts_from_the_seeds_of_the_sections_first_forward_step(state, section_id, seeded):
    state.open("l06", section_id)
    assert state.seeded == seeded


def first_value(state: SectionState, lesson_id: str, section_id: str, name: str) -> float:
    section = state.lessons[lesson_id].section(section_id)
    figures = run_section(section, dict(state.env)).figures
    return next(figure.value for figure in figures if figure.name == name).to_scalar()


def first_figure(state: SectionState, lesson_id: str, section_id: str) -> np.ndarray:
    section = state.lessons[lesson_id].section(section_id)
    return run_section(section, dict(state.env)).figures[0].value.numpy()


@pytest.mark.parametrize("section_id, gradient_of", [
    ("one_direction", None), ("dual_numbers", None), ("hessian_vector", "w")])
def test_the_first_sweep_in_the_window_ends_on_the_texts_first_figure(state, section_id, gradient_of):
    opened = state.open("l06", section_id)
    state.choose_gradient(gradient_of)  # H·v: the text asks for Graph of: dloss/dw
    _request, work = state.evaluation(opened.code, WalkMode.FORWARD)
    last = work(no_progress).walk.steps[-1]  # the root's tangent, once the sweep is done
    assert last.tangent == line_text(first_figure(state, "l06", section_id))
