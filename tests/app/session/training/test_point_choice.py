"""Which of a lesson's point sets a training learns from, and the same training on other points."""

import numpy as np
import pytest

from gradwalk.app.session.training.point_choice import source_of, with_points
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.model import PointSpec
from gradwalk.core.lessons.point_sets import point_parts
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings


@pytest.fixture(scope="module")
def moons():
    lesson = load_lesson("l05")
    env, _ = load_data(lesson)
    (training,) = section_trainings(lesson.section("two_moons"), env)
    return lesson, training


def test_the_two_moons_training_is_found_on_the_lessons_moons(moons):
    lesson, training = moons
    assert source_of(training, lesson) == PointSpec("moons", 400, 0.15, 5, 0.25)
    assert source_of(training, None) is None


def test_a_training_on_points_of_its_own_has_no_source(moons):
    lesson, training = moons
    elsewhere = with_points(training, PointSpec("moons", 400, 0.15, 6, 0.25))
    assert source_of(elsewhere, lesson) is None


def test_other_points_replace_the_points_and_labels_and_their_held_out_rows(moons):
    _, training = moons
    spec = PointSpec("spiral", 100, 0.05, 2, 0.25)
    moved = with_points(training, spec)
    parts = point_parts("spiral", size=100, noise=0.05, seed=2, held_out=0.25)
    np.testing.assert_array_equal(moved.inputs["X"], parts["points"])
    np.testing.assert_array_equal(moved.inputs["y"], parts["labels"])
    np.testing.assert_array_equal(moved.held_out["X"], parts["held_points"])
    np.testing.assert_array_equal(moved.held_out["y"], parts["held_labels"])
    assert moved.loss == training.loss and moved.params == training.params and moved.lr == training.lr
