"""A descent in batches, without Qt: what a training run computes, wherever it runs.

`descend_in_batches` runs core/training/descent.py's `descend` and hands its records on in
batches (`TrainingBatch`, about every 30 ms) and its end as a `TrainingSummary`. The window runs
it in a child process (app/training/runs.py), `gradwalk export-plot` on its own thread
(`run_synchronously`). This module imports no Qt, so a child process starts quickly.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gradwalk.core.lessons.runner import describe_divergence
from gradwalk.core.training.boundary import Boundary
from gradwalk.core.training.descent import DescentFold, StepRecord, descend, start_loss
from gradwalk.core.training.training import Training, prepare

__all__ = ["BATCH_SECONDS", "BOUNDARY_SECONDS", "TrainingBatch", "TrainingSummary", "descend_in_batches",
           "run_synchronously"]

BATCH_SECONDS = 0.030  # wall time between two batches of records
BOUNDARY_SECONDS = 0.060  # between two pictures of a classifier's boundary: every third batch or so


@dataclass(frozen=True)
class TrainingBatch:
    """The records of one run since its previous batch, as arrays.

    `steps[i]` is a step number (from 1, increasing), `losses[i]` the loss after that step,
    `params[name][i]` each single-number parameter's value after it (what the panel, the
    landscape's path and the CSV show; a vector's or a matrix's history is not sent, its values
    at the end are in the TrainingSummary).
    `first_non_finite` is the run's first step whose loss or parameters hold inf or nan, once it
    has happened (in this batch or an earlier one), else None. `held_out_losses[i]` is the loss
    on the held-out inputs after that step, for a run that has them (else None). A classifier's
    run also has its `accuracies` (and `held_out_accuracies`) at each step, and, where its
    training names the points, the `boundary` at the batch's last step, at most about every
    BOUNDARY_SECONDS (None in the batches between).
    """

    run_id: int
    steps: np.ndarray  # int64
    losses: np.ndarray  # float64
    params: dict[str, np.ndarray] = field(default_factory=dict)  # float64
    first_non_finite: int | None = None
    held_out_losses: np.ndarray | None = None  # float64
    accuracies: np.ndarray | None = None  # float64
    held_out_accuracies: np.ndarray | None = None  # float64
    boundary: Boundary | None = None


@dataclass(frozen=True)
class TrainingSummary:
    """How a run ended. `stopped`: a stop ended it before its last step. `diverged`: a number
    stopped being finite, or the final loss is above the start loss; `growth` says how, in the
    lesson's words ("the loss grew by 3 orders of magnitude"), "" when it did not diverge.
    `final_held_out_loss`: the loss on the held-out inputs at the end (None without them); a
    classifier's `final_accuracy` and `final_held_out_accuracy` likewise, and its `boundary` at
    the end."""

    run_id: int
    steps_done: int
    final_loss: float
    final_params: dict[str, float | list]
    stopped: bool
    diverged: bool
    first_non_finite: int | None
    growth: str
    start_loss: float = math.nan
    final_held_out_loss: float | None = None
    final_accuracy: float | None = None
    final_held_out_accuracy: float | None = None
    boundary: Boundary | None = None


def descend_in_batches(run_id: int, training: Training, send: Callable[[TrainingBatch], Any],
                       *, should_stop: Callable[[], bool] | None = None,
                       batch_seconds: float = BATCH_SECONDS,
                       progress: dict[int, int] | None = None) -> TrainingSummary:
    """Run one descent on this thread: hand `send` a TrainingBatch every `batch_seconds` of wall
    time and one at the end, and return how the run ended. This is the worker's own loop (the
    worker passes its signal's `emit`); `should_stop` is asked before each step, `progress[run_id]`
    follows the step reached. Raises GradwalkError (DescentError) for a run that cannot go on."""
    stop = should_stop if should_stop is not None else (lambda: False)
    progress = progress if progress is not None else {}
    descent = prepare(training)
    records = descend(descent.loss_fn, descent.params, training.lr, training.steps, should_stop=stop,
                      held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                      held_out_accuracy_fn=descent.held_out_accuracy_fn)
    fold = DescentFold(start_loss(descent.loss_fn))
    scalars = [name for name, var in descent.params.items() if var.shape == ()]
    parts = _Parts(scalars, descent.held_out_fn is not None, descent.accuracy_fn is not None,
                   descent.held_out_accuracy_fn is not None)
    pending: list[StepRecord] = []
    clock = time.perf_counter
    last_sent = last_drawn = clock()
    boundary_fn = descent.boundary_fn
    for record in records:
        fold.add(record)
        progress[run_id] = record.step
        pending.append(record)
        now = clock()
        if now - last_sent >= batch_seconds:
            boundary = None
            if boundary_fn is not None and now - last_drawn >= BOUNDARY_SECONDS:
                boundary, last_drawn = boundary_fn(), now
            send(_batch(run_id, pending, parts, fold.first_non_finite, boundary))
            pending, last_sent = [], clock()
    boundary = boundary_fn() if boundary_fn is not None else None
    if pending:
        send(_batch(run_id, pending, parts, fold.first_non_finite, boundary))
    result = fold.result()
    final = result.final
    steps_done = final.step if final is not None else 0
    return TrainingSummary(
        run_id=run_id,
        steps_done=steps_done,
        final_loss=final.loss if final is not None else result.start_loss,
        final_params={name: var.to_scalar() if var.shape == () else var.to_list()
                      for name, var in descent.params.items()},
        stopped=bool(stop()) and steps_done < training.steps,
        diverged=result.diverged,
        first_non_finite=result.first_non_finite.step if result.first_non_finite is not None else None,
        growth=describe_divergence(result),
        start_loss=result.start_loss,
        final_held_out_loss=final.held_out_loss if final is not None else None,
        final_accuracy=final.accuracy if final is not None else None,
        final_held_out_accuracy=final.held_out_accuracy if final is not None else None,
        boundary=boundary,
    )


@dataclass(frozen=True)
class _Parts:
    """Which numbers a run's records carry besides the loss."""
    names: list[str]
    held_out: bool
    accuracy: bool
    held_out_accuracy: bool


def _batch(run_id: int, records: list[StepRecord], parts: _Parts, first_bad: StepRecord | None,
           boundary: Boundary | None) -> TrainingBatch:
    def column(values, wanted: bool) -> np.ndarray | None:
        return np.fromiter(values, dtype=np.float64, count=len(records)) if wanted else None

    return TrainingBatch(
        run_id=run_id,
        steps=np.fromiter((r.step for r in records), dtype=np.int64, count=len(records)),
        losses=np.fromiter((r.loss for r in records), dtype=np.float64, count=len(records)),
        params={name: np.asarray([r.params[name] for r in records], dtype=np.float64)
                for name in parts.names},
        first_non_finite=first_bad.step if first_bad is not None else None,
        held_out_losses=column((r.held_out_loss for r in records), parts.held_out),
        accuracies=column((r.accuracy for r in records), parts.accuracy),
        held_out_accuracies=column((r.held_out_accuracy for r in records), parts.held_out_accuracy),
        boundary=boundary,
    )


def run_synchronously(run_id: int, training: Training, *,
                      should_stop: Callable[[], bool] | None = None,
                      batch_seconds: float = BATCH_SECONDS) -> tuple[list[TrainingBatch], TrainingSummary]:
    """One run on this thread, without Qt's event loop: the batches a run's child process would send
    and the summary it would finish with (for the command line and the benchmark). Raises
    GradwalkError (DescentError) where the worker would send `failed`."""
    batches: list[TrainingBatch] = []
    summary = descend_in_batches(run_id, training, batches.append, should_stop=should_stop,
                                 batch_seconds=batch_seconds)
    return batches, summary
