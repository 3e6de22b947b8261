"""Lesson 5's figures that make its points: a symmetric start keeps every hidden unit the same."""

import numpy as np
import pytest

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data, run_section


@pytest.fixture(scope="module")
def what_goes_wrong():
    lesson = load_lesson("l05")
    env, _ = load_data(lesson)
    result = run_section(lesson.section("what_goes_wrong"), env)
    return {figure.name: figure.value for figure in result.figures}, env


def test_a_start_where_every_weight_is_the_same_gives_every_unit_the_same_nonzero_gradient(what_goes_wrong):
    figures, env = what_goes_wrong
    gradient = figures["zero_start_dW1"].numpy()  # (2 inputs, 16 units)
    assert np.all(gradient == gradient[:, :1]), "one column per hidden unit, all the same"
    assert np.all(gradient != 0), "the same, but not nothing: the units do move"


def test_the_units_never_come_apart_and_the_network_learns_what_one_unit_can(what_goes_wrong):
    figures, env = what_goes_wrong
    assert figures["zero_start_unit_spread"].to_scalar() == 0.0
    accuracy = figures["zero_start_accuracy_after_step"]
    final = float(accuracy[max(accuracy)] if isinstance(accuracy, dict) else accuracy)
    assert 0.7 < final < 0.95  # a line across the moons, not the curve sixteen different units draw
