"""Point sets the project makes (core/lessons/point_sets.py), and a lesson's data set made of one."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gradwalk.core.lessons import load_lesson_folder
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.lessons.point_sets import KINDS, PointSetError, point_set, split
from gradwalk.core.lessons.runner import load_data


@pytest.mark.parametrize("kind", KINDS)
def test_a_seed_gives_the_same_points_and_another_seed_others(kind):
    first = point_set(kind, size=101, noise=0.2, seed=4)
    again = point_set(kind, size=101, noise=0.2, seed=4)
    other = point_set(kind, size=101, noise=0.2, seed=5)
    np.testing.assert_array_equal(first[0], again[0])
    np.testing.assert_array_equal(first[1], again[1])
    assert not np.array_equal(first[0], other[0])


@pytest.mark.parametrize("kind", KINDS)
def test_shapes_labels_and_balance(kind):
    points, labels = point_set(kind, size=101, noise=0.1, seed=1)
    assert points.shape == (101, 2) and labels.shape == (101,)
    assert points.dtype == np.float64 and np.isfinite(points).all()
    assert set(np.unique(labels)) == {0.0, 1.0}
    assert labels.sum() == 50  # the odd point is class 0's
    assert 0 < labels[:20].sum() < 20  # mixed: the first rows hold both classes


def test_without_noise_each_set_has_its_shape():
    points, labels = point_set("circles", size=200, noise=0.0, seed=0)
    radius = np.hypot(points[:, 0], points[:, 1])
    np.testing.assert_allclose(radius[labels == 0], 1.0)
    np.testing.assert_allclose(radius[labels == 1], 0.5)
    points, labels = point_set("xor", size=200, noise=0.0, seed=0)
    differ = np.sign(points[:, 0]) != np.sign(points[:, 1])
    np.testing.assert_array_equal(differ, labels == 1)
    points, labels = point_set("moons", size=200, noise=0.0, seed=0)
    upper = points[labels == 0]
    np.testing.assert_allclose(np.hypot(upper[:, 0], upper[:, 1]), 1.0)
    assert (upper[:, 1] >= 0).all()
    points, labels = point_set("spiral", size=200, noise=0.0, seed=0)
    np.testing.assert_allclose(points[labels == 1].mean(0), -points[labels == 0].mean(0), atol=0.2)


def test_noise_spreads_the_points():
    calm = point_set("circles", size=400, noise=0.0, seed=3)[0]
    noisy = point_set("circles", size=400, noise=0.3, seed=3)[0]
    spread = lambda p: np.std(np.hypot(p[:, 0], p[:, 1]))  # noqa: E731
    assert spread(noisy) > spread(calm) + 0.1


def test_split_keeps_the_share_apart_and_both_sides_non_empty():
    points, labels = point_set("moons", size=100, seed=2)
    train_p, train_l, held_p, held_l = split(points, labels, 0.25)
    assert len(train_p) == len(train_l) == 75 and len(held_p) == len(held_l) == 25
    np.testing.assert_array_equal(np.concatenate([train_p, held_p]), points)
    tiny = split(*point_set("moons", size=2, seed=0), 0.01)
    assert len(tiny[0]) == 1 and len(tiny[2]) == 1


@pytest.mark.parametrize("kwargs, words", [
    (dict(kind="moon"), "no point set 'moon'"),
    (dict(kind="moons", size=1), "from 2 to"),
    (dict(kind="moons", size=10**9), "from 2 to"),
    (dict(kind="moons", size=2.5), "from 2 to"),
    (dict(kind="moons", noise=-0.1), "noise"),
    (dict(kind="moons", noise=float("nan")), "noise"),
    (dict(kind="moons", seed=-1), "seed"),
    (dict(kind="moons", seed=True), "seed"),
])
def test_a_bad_point_set_is_one_sentence(kwargs, words):
    with pytest.raises(PointSetError, match=words):
        point_set(**kwargs)


@pytest.mark.parametrize("share", [0, 1, 1.5, -0.2, True, "half"])
def test_a_bad_held_out_share_is_refused(share):
    with pytest.raises(PointSetError, match="held-out share"):
        split(*point_set("xor", size=10), share)


LESSON = '''\
id = "points"
title.en = "Points"
languages = ["en"]

[data.moons]
points = { kind = "moons", size = 40, noise = 0.1, seed = 2, held_out = 0.25 }
columns = { X = "points", y = "labels", X_held = "held_points", y_held = "held_labels" }

[[sections]]
id = "s"
title.en = "S"
text = "s.md"

[[sections.steps]]
code = "c = y.sum_all()"
'''


def write(tmp_path: Path, toml: str) -> Path:
    folder = tmp_path / "points"
    (folder / "en").mkdir(parents=True)
    (folder / "lesson.toml").write_text(toml, encoding="utf-8")
    (folder / "en" / "s.md").write_text("## S\n", encoding="utf-8")
    return folder


def test_a_lesson_data_set_of_points_gives_its_parts_as_tensors(tmp_path):
    lesson = load_lesson_folder(write(tmp_path, LESSON))
    env, notes = load_data(lesson)
    assert env["X"].shape == (30, 2) and env["y"].shape == (30, 1)
    assert env["X_held"].shape == (10, 2) and env["y_held"].shape == (10, 1)
    points, labels = point_set("moons", size=40, noise=0.1, seed=2)
    np.testing.assert_array_equal(env["X"].numpy(), points[:30])
    np.testing.assert_array_equal(env["y_held"].numpy()[:, 0], labels[30:])
    assert "40" in notes[0] and "30" in notes[0] and "10" in notes[0]
    assert check_lesson(lesson.folder) == []


@pytest.mark.parametrize("table, words", [
    ('points = { kind = "moon" }', "no point set 'moon'"),
    ('points = { size = 3 }', "needs a kind"),
    ('points = { kind = "moons", colour = 1 }', "'points' has no key 'colour'"),
    ('points = "moons"', "must be a table"),
    ('points = { kind = "moons", held_out = 1.0 }', "held-out share"),
    ('points = { kind = "moons" }\nfile = "x.csv"', "'file' reads a file"),
])
def test_a_bad_point_set_table_is_found_at_its_line(tmp_path, table, words):
    toml = LESSON.replace(LESSON.splitlines()[5], table)
    problems = check_lesson(write(tmp_path, toml))
    mine = [p for p in problems if words in p.message]
    assert mine, [p.message for p in problems]
    assert mine[0].line in (6, 7)


def test_a_column_that_names_no_part_is_refused(tmp_path):
    problems = check_lesson(write(tmp_path, LESSON.replace('X = "points"', 'X = "point"')))
    assert any("X must name a part of the point set" in p.message and p.line == 7 for p in problems)


def test_the_noise_is_scaled_to_the_set_so_a_spiral_keeps_its_arms_apart():
    from gradwalk.core.lessons.point_sets import NOISE_SCALE, point_parts

    # the same seed draws the same shape: what the noise adds is the jitter alone
    clean, _ = point_set("spiral", size=400, noise=0.0, seed=5)
    noisy, _ = point_set("spiral", size=400, noise=0.15, seed=5)
    assert np.std(noisy - clean) == pytest.approx(0.15 * NOISE_SCALE["spiral"], rel=0.15)
    moons_clean, _ = point_set("moons", size=400, noise=0.0, seed=5)
    moons, _ = point_set("moons", size=400, noise=0.15, seed=5)
    assert np.std(moons - moons_clean) == pytest.approx(0.15, rel=0.15)  # the lessons' moons as they were

    def nearest_neighbour_accuracy(kind):
        parts = point_parts(kind, size=400, noise=0.15, seed=5)
        gaps = np.linalg.norm(parts["held_points"][:, None, :] - parts["points"][None, :, :], axis=2)
        guessed = parts["labels"][np.argmin(gaps, axis=1)]
        return float(np.mean(guessed == parts["held_labels"]))

    # a spiral at the moons' noise is still two arms: the points near a point are its class's
    assert nearest_neighbour_accuracy("spiral") >= 0.9
    assert nearest_neighbour_accuracy("moons") >= 0.9
