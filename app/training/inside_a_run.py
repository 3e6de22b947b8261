"""What the graph runs with when it looks inside a run: a run's weights at a step, and one of its
training points alone. Plain functions of the runs' records and trainings, for the training
controller to answer the window with (Graph at the Run's Weights, Graph of One Point); the
program runs with them in app/session/workspace.py."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from gradwalk.core.training.training import Training

from gradwalk.app.session.workspace import OnePoint, RunWeights
from gradwalk.app.training.kept_runs import RunRecord

__all__ = ["in_choice_order", "one_point_of", "point_count_of", "run_weights_of"]


def in_choice_order(shown: list[int], selected: int) -> list[int]:
    """The runs shown, the selected one first: the one a command looks inside, else the next."""
    return ([selected] if selected in shown else []) + shown


def run_weights_of(order: list[int], records: Mapping[int, RunRecord],
                   weights: Mapping[int, tuple[int, dict]]) -> RunWeights | None:
    """The first run of `order` whose weights are known (where it waits or ended: step and values
    by parameter), by the names the section's program gives them (the training's `bind`)."""
    for run_id in order:
        record = records.get(run_id)
        if run_id not in weights or record is None or record.training is None:
            continue
        step, values = weights[run_id]
        bind = record.training.bind
        return RunWeights(record.history.label, step,
                          {bind.get(name, name): np.asarray(value, dtype=np.float64)
                           for name, value in values.items()}, record.training.dtype)
    return None


def _points_training(order: list[int], training_of: Callable[[int], Training | None]) -> Training | None:
    """The first training of `order` that trains a classifier on points."""
    for run_id in order:
        training = training_of(run_id)
        if training is not None and training.classify.get("points") in training.inputs:
            return training
    return None


def _count(training: Training | None) -> int:
    return len(training.inputs[training.classify["points"]]) if training is not None else 0


def point_count_of(order: list[int], training_of: Callable[[int], Training | None]) -> int:
    """How many training points the runs' points hold (0: they train on none)."""
    return _count(_points_training(order, training_of))


def one_point_of(order: list[int], training_of: Callable[[int], Training | None],
                 index: int) -> OnePoint | None:
    """Training point `index`: the row of each input that holds a row per point (the points,
    their labels); None where there is no such point."""
    training = _points_training(order, training_of)
    count = _count(training)
    if not 0 <= index < count:
        return None
    rows = {name: np.asarray(values)[index:index + 1] for name, values in training.inputs.items()
            if np.ndim(values) and len(values) == count}
    return OnePoint(index, count, rows)
