"""A classifier's points, chosen again in the window: which of the lesson's point sets a training
learns from, and the same training on another set (another kind, size, noise or seed).

Plain logic, without Qt: the training controller asks `source_of` once per section and
`with_points` each time the learner changes the choice in the boundary plot's bar.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from gradwalk.core.lessons.model import Lesson, PointSpec
from gradwalk.core.lessons.point_sets import point_parts
from gradwalk.core.training.training import Training

__all__ = ["source_of", "with_points"]


def _parts(spec: PointSpec) -> dict[str, np.ndarray]:
    return point_parts(spec.kind, size=spec.size, noise=spec.noise, seed=spec.seed, held_out=spec.held_out)


def source_of(training: Training, lesson: Lesson | None) -> PointSpec | None:
    """The lesson's point set whose training points the training learns from, or None (a training
    that is no classifier of points, or one whose points come from elsewhere)."""
    points = training.classify.get("points")
    if lesson is None or points is None or points not in training.inputs:
        return None
    for source in lesson.data:
        if source.points is not None and np.array_equal(training.inputs[points],
                                                        _parts(source.points)["points"]):
            return source.points
    return None


def with_points(training: Training, spec: PointSpec) -> Training:
    """The same training on the point set `spec`: its points and labels, and their held-out
    counterparts where it measures them."""
    parts = _parts(spec)
    points, labels = training.classify["points"], training.classify["labels"]
    inputs = {**training.inputs, points: parts["points"], labels: parts["labels"]}
    held = dict(training.held_out)
    if points in held:
        held[points] = parts["held_points"]
    if labels in held:
        held[labels] = parts["held_labels"]
    return replace(training, inputs=inputs, held_out=held)
