"""A descent in batches, without Qt: what a training run computes, wherever it runs.

`descend_in_batches` runs core/training/descent.py's `descend` and hands its records on in
batches (`TrainingBatch`, about every 30 ms) and its end as a `TrainingSummary`. The window runs
it in a child process (app/training.py), `gradwalk export-plot` on its own thread
(`run_synchronously`). This module imports no Qt, so a child process starts quickly.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gradwalk.core.engine import Tensor, Var, cuda_is_available, cuda_unavailable_reason
from gradwalk.core.expr import Program
from gradwalk.core.lessons.runner import describe_divergence
from gradwalk.core.training.descent import DescentError, DescentResult, StepRecord, descend

__all__ = ["BATCH_SECONDS", "TrainingBatch", "TrainingSettings", "TrainingSummary",
           "descend_in_batches", "run_synchronously"]

BATCH_SECONDS = 0.030  # wall time between two batches of records
LOSS_NAME = "loss"  # the name the loss program assigns
_QUIET = dict(over="ignore", invalid="ignore", divide="ignore", under="ignore")


@dataclass(frozen=True)
class TrainingSettings:
    """What one run needs: the loss program, its inputs (float64 values, converted to `dtype` on
    `device` when the run starts), each parameter's start value, and the descent's settings.
    `held_out`, when not empty, gives the same inputs on other rows: the loss there is measured
    after each step (never descended along) and sent with the batches.
    A core.lessons.trainings.Training has these attributes: `of` copies them from one."""

    loss: str
    inputs: Mapping[str, np.ndarray]
    params: Mapping[str, float | list]
    lr: float
    steps: int
    dtype: str = "f64"
    device: str = "cpu"
    held_out: Mapping[str, np.ndarray] = field(default_factory=dict)

    @classmethod
    def of(cls, settings: Any) -> TrainingSettings:
        """Settings from any object with the attributes above (a Training, say), inputs copied."""
        if isinstance(settings, TrainingSettings):
            return settings
        return cls(
            loss=settings.loss,
            inputs={name: np.array(v, dtype=np.float64) for name, v in dict(settings.inputs).items()},
            params=dict(settings.params),
            lr=settings.lr,
            steps=settings.steps,
            dtype=getattr(settings, "dtype", "f64"),
            device=getattr(settings, "device", "cpu"),
            held_out={name: np.array(v, dtype=np.float64)
                      for name, v in dict(getattr(settings, "held_out", {}) or {}).items()},
        )


@dataclass(frozen=True)
class TrainingBatch:
    """The records of one run since its previous batch, as arrays.

    `steps[i]` is a step number (from 1, increasing), `losses[i]` the loss after that step,
    `params[name][i]` the parameter's value after it (for a vector parameter, a row per step).
    `first_non_finite` is the run's first step whose loss or parameters hold inf or nan, once it
    has happened (in this batch or an earlier one), else None. `held_out_losses[i]` is the loss
    on the held-out inputs after that step, for a run that has them (else None).
    """

    run_id: int
    steps: np.ndarray  # int64
    losses: np.ndarray  # float64
    params: dict[str, np.ndarray] = field(default_factory=dict)  # float64
    first_non_finite: int | None = None
    held_out_losses: np.ndarray | None = None  # float64


@dataclass(frozen=True)
class TrainingSummary:
    """How a run ended. `stopped`: a stop ended it before its last step. `diverged`: a number
    stopped being finite, or the final loss is above the start loss; `growth` says how, in the
    lesson's words ("the loss grew by 3 orders of magnitude"), "" when it did not diverge.
    `final_held_out_loss`: the loss on the held-out inputs at the end (None without them)."""

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


def descend_in_batches(run_id: int, settings: TrainingSettings, send: Callable[[TrainingBatch], Any],
                       *, should_stop: Callable[[], bool] | None = None,
                       batch_seconds: float = BATCH_SECONDS,
                       progress: dict[int, int] | None = None) -> TrainingSummary:
    """Run one descent on this thread: hand `send` a TrainingBatch every `batch_seconds` of wall
    time and one at the end, and return how the run ended. This is the worker's own loop (the
    worker passes its signal's `emit`); `should_stop` is asked before each step, `progress[run_id]`
    follows the step reached. Raises GradwalkError (DescentError) for a run that cannot go on."""
    stop = should_stop if should_stop is not None else (lambda: False)
    progress = progress if progress is not None else {}
    dtype, device = settings.dtype, settings.device
    if str(device).startswith("cuda") and not cuda_is_available():
        raise DescentError(f"this run needs a GPU (device {device!r}): {cuda_unavailable_reason()}")
    with np.errstate(**_QUIET):
        inputs = {name: Tensor(np.asarray(values, dtype=np.float64), dtype="f64", name=name)
                  .to_dtype(dtype).to_device(device) for name, values in settings.inputs.items()}
        params = {name: Var(start, dtype=dtype, device=device, name=name)
                  for name, start in settings.params.items()}
        held_inputs = {name: Tensor(np.asarray(values, dtype=np.float64), dtype="f64", name=name)
                       .to_dtype(dtype).to_device(device)
                       for name, values in dict(settings.held_out).items()}
    if held_inputs and set(held_inputs) != set(inputs):
        raise DescentError(f"the held-out inputs must have the inputs' names ({', '.join(inputs)}), "
                           f"not: {', '.join(held_inputs)}")
    program = Program(settings.loss, known_names=tuple(inputs) + tuple(params))
    if LOSS_NAME not in program.names:
        raise DescentError(f"the loss program never assigns the name {LOSS_NAME!r}")
    bound = {**inputs, **params}
    held_bound = {**held_inputs, **params}

    def loss_fn() -> Tensor:
        return program.run(bound)[LOSS_NAME]

    def held_out_fn() -> Tensor:
        return program.run(held_bound)[LOSS_NAME]

    records = descend(loss_fn, params, settings.lr, settings.steps, should_stop=stop,
                      held_out_fn=held_out_fn if held_inputs else None)
    with np.errstate(**_QUIET):  # the loss before the first step, to tell a divergence
        first = loss_fn()
    start = float(first.to_scalar()) if isinstance(first, Tensor) and first.shape == () else math.nan

    names = list(params)
    steps: list[int] = []
    losses: list[float] = []
    held: list[float] | None = [] if held_inputs else None
    values: dict[str, list] = {name: [] for name in names}
    final: StepRecord | None = None
    first_bad: StepRecord | None = None
    last_finite_loss = start
    clock = time.perf_counter
    last_sent = clock()
    for record in records:
        final = record
        progress[run_id] = record.step
        steps.append(record.step)
        losses.append(record.loss)
        if held is not None:
            held.append(record.held_out_loss)
        for name in names:
            values[name].append(record.params[name])
        if first_bad is None:
            if record.finite:
                last_finite_loss = record.loss
            else:
                first_bad = record
        now = clock()
        if now - last_sent >= batch_seconds:
            send(_batch(run_id, steps, losses, values, first_bad, held))
            steps, losses = [], []
            held = [] if held is not None else None
            values = {name: [] for name in names}
            last_sent = now
    if steps:
        send(_batch(run_id, steps, losses, values, first_bad, held))

    never_finite = not math.isfinite(start) or first_bad is not None
    diverged = never_finite or (final is not None and final.loss > start)
    result = DescentResult({}, final, diverged, start, first_bad, last_finite_loss)
    steps_done = final.step if final is not None else 0
    return TrainingSummary(
        run_id=run_id,
        steps_done=steps_done,
        final_loss=final.loss if final is not None else start,
        final_params={name: var.to_scalar() if var.shape == () else var.to_list()
                      for name, var in params.items()},
        stopped=bool(stop()) and steps_done < settings.steps,
        diverged=diverged,
        first_non_finite=first_bad.step if first_bad is not None else None,
        growth=describe_divergence(result),
        start_loss=start,
        final_held_out_loss=final.held_out_loss if final is not None else None,
    )


def _batch(run_id: int, steps: list, losses: list, values: dict,
           first_bad: StepRecord | None, held: list | None = None) -> TrainingBatch:
    return TrainingBatch(
        run_id=run_id,
        steps=np.asarray(steps, dtype=np.int64),
        losses=np.asarray(losses, dtype=np.float64),
        params={name: np.asarray(v, dtype=np.float64) for name, v in values.items()},
        first_non_finite=first_bad.step if first_bad is not None else None,
        held_out_losses=np.asarray(held, dtype=np.float64) if held is not None else None,
    )


def run_synchronously(run_id: int, settings: Any, *,
                      should_stop: Callable[[], bool] | None = None,
                      batch_seconds: float = BATCH_SECONDS) -> tuple[list[TrainingBatch], TrainingSummary]:
    """One run on this thread, without Qt's event loop: the batches a TrainingWorker would send
    and the summary it would finish with (for the command line and the benchmark). Raises
    GradwalkError (DescentError) where the worker would send `failed`."""
    batches: list[TrainingBatch] = []
    summary = descend_in_batches(run_id, TrainingSettings.of(settings), batches.append,
                                 should_stop=should_stop, batch_seconds=batch_seconds)
    return batches, summary
