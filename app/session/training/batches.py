"""A descent in batches, without Qt: what a training run computes, wherever it runs.

`descend_in_batches` runs core/training/descent.py's `descend` and hands its records on in
batches (`TrainingBatch`, about every 30 ms); it ends with the descent's `DescentResult`, the
record of how the run ended that the lesson's transcript reads too. The window runs it in a child
process of its own (`descend_in_child`, started by app/training/runs.py), `gradwalk export-plot`
on its own thread (`run_synchronously`). This module imports neither Qt nor the lessons: the child
process imports it, and nothing else of the app, so it starts quickly.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from gradwalk.core.engine import GradwalkError
from gradwalk.core.training.boundary import Boundary
from gradwalk.core.training.descent import (DescentFold, DescentResult, DescentStep, descend, param_values,
                                            start_loss)
from gradwalk.core.training.training import Training, prepare
from gradwalk.core.words import translate

__all__ = ["BATCH_SECONDS", "BOUNDARY_SECONDS", "Pace", "TrainingBatch", "descend_in_batches",
           "descend_in_child", "run_synchronously"]

BATCH_SECONDS = 0.030  # wall time between two batches of records
BOUNDARY_SECONDS = 0.060  # between two batches of a run that draws a classifier's boundary


@dataclass(frozen=True)
class TrainingBatch:
    """The records of one run since its previous batch, as arrays.

    `steps[i]` is a step number (from 1, increasing), `losses[i]` the loss after that step,
    `params[name][i]` each single-number parameter's value after it (what the panel, the
    landscape's path and the CSV show; a vector's or a matrix's history is not sent, its values
    at the end are in the run's DescentResult).
    `first_non_finite` is the run's first step whose loss or parameters hold inf or nan, once it
    has happened (in this batch or an earlier one), else None. `held_out_losses[i]` is the loss
    on the held-out inputs after that step, for a run that has them (else None). A classifier's
    run also has its `accuracies` (and `held_out_accuracies`) at each step, and, where its
    training names the points, the `boundary` at the batch's last step: such a run sends a batch
    about every BOUNDARY_SECONDS, each with its boundary, so that the boundary drawn is at the step
    the curves and the progress reach. `paused` says the run sent it as it paused (see `Pace`):
    it waits at its last step, or before its first where the batch holds no step. `replayed` says
    whether its last step ran as the recorded program (core/engine/trace.py), and `note` why the
    run runs eagerly or recorded its step again, where a step of the batch said so ("").
    `weights` are
    every parameter's values (a float, or nested lists) at the batch's last step, for the window
    to run the program with: sent with each batch sent as the run goes (not with the one after its
    last step: the run's result holds them).
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
    paused: bool = False
    weights: dict[str, float | list] | None = None
    replayed: bool = False
    note: str = ""


GOING = -1  # a Pace's steps allowed: any number, the run goes on its own
PAUSE_POLL_SECONDS = 0.002  # how often a paused run looks whether it may go on (a cheap read)


class Pace:
    """How a run goes, set by the window while the run computes in its own process: freely, or
    paused and let go a step at a time; and the learning rate of its next steps, which the
    learner may change while it is paused.

    `pause` holds the run: it finishes the step it is computing, sends what it has (a batch marked
    `paused`) and waits. `step` lets a paused run take one step more, `resume` lets it go. The
    run calls `took_step` after each step and `wait` when that says so. Made with the window's
    process context, its numbers are shared with the child that receives it when it starts.

    Each shared number has one writer and no lock: the window writes whether the run goes and how
    many steps it may have taken (`_going`, `_granted`), the run how many it has (`_taken`). A lock
    shared with the run let the window wait on a run that held it while it gave way to the window
    (a process at the lowest priority, CHILD_NICENESS): Resume stalled the window 50 ms."""

    def __init__(self, lr: float, context: Any = multiprocessing) -> None:
        self._going = context.Value("b", 1, lock=False)  # 1: the run goes on its own
        self._granted = context.Value("q", 0, lock=False)  # while held: the steps it may have taken
        self._taken = context.Value("q", 0, lock=False)  # the steps it has taken
        self._lr = context.Value("d", float(lr), lock=False)

    # the window's side

    def pause(self) -> None:
        self._going.value = 0
        self._granted.value = self._taken.value  # a step under way still ends, then it waits

    def step(self) -> None:
        """One step more for a paused run (a run that goes goes on)."""
        if not self._going.value:
            self._granted.value = max(self._granted.value, self._taken.value) + 1

    def resume(self) -> None:
        self._going.value = 1

    def set_lr(self, lr: float) -> None:
        """The learning rate of the steps from the next one on."""
        self._lr.value = float(lr)

    # the run's side

    def lr(self) -> float:
        return self._lr.value

    def held(self) -> bool:
        """Whether the run must wait before its next step."""
        return not self._going.value and self._taken.value >= self._granted.value

    def took_step(self) -> bool:
        """Count a step taken; True when the run must now wait (paused, or its steps let go
        are taken)."""
        self._taken.value += 1
        return self.held()

    def wait(self, stopped: Callable[[], bool]) -> None:
        """Wait while the run is held, until it is let go or `stopped()`."""
        while self.held() and not stopped():
            time.sleep(PAUSE_POLL_SECONDS)


def descend_in_batches(run_id: int, training: Training, send: Callable[[TrainingBatch], Any],
                       *, should_stop: Callable[[], bool] | None = None,
                       batch_seconds: float = BATCH_SECONDS,
                       progress: dict[int, int] | None = None, pace: Pace | None = None) -> DescentResult:
    """Run one descent on this thread: hand `send` a TrainingBatch every `batch_seconds` of wall
    time and one at the end, and return how the run ended (with a classifier's boundary at the
    end, where its training names its points). This is the child's own loop (it passes its pipe's
    `send`); `should_stop` is asked before each step, `progress[run_id]` follows the step
    reached; `pace`, where given, pauses the run and lets it go (see `Pace`). Raises
    GradwalkError (DescentError) for a run that cannot go on."""
    stop = should_stop if should_stop is not None else (lambda: False)
    progress = progress if progress is not None else {}
    descent = prepare(training)
    records = descend(descent.loss_fn, descent.params, training.lr, training.steps, should_stop=stop,
                      held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                      held_out_accuracy_fn=descent.held_out_accuracy_fn,
                      lr_now=pace.lr if pace is not None else None, replay=training.replay)
    # the lesson's report steps too: the figures beside the section's text read them from the end
    fold = DescentFold(start_loss(descent.loss_fn), training.report, steps=training.steps,
                       start_params=param_values(descent.params))
    scalars = [name for name, var in descent.params.items() if var.shape == ()]
    parts = _Parts(scalars, descent.held_out_fn is not None, descent.accuracy_fn is not None,
                   descent.held_out_accuracy_fn is not None)
    pending: list[DescentStep] = []
    clock = time.perf_counter
    last_sent = clock()
    boundary_fn = descent.boundary_fn
    if boundary_fn is not None:  # a picture costs more than a batch: fewer batches, each with one
        batch_seconds = max(batch_seconds, BOUNDARY_SECONDS)
    if pace is not None and pace.held():  # paused before its first step
        send(replace(_batch(run_id, [], parts, None, boundary_fn() if boundary_fn is not None else None,
                            paused=True), weights=param_values(descent.params)))
        pace.wait(stop)
    for record in records:
        fold.add(record)
        progress[run_id] = record.step
        pending.append(record)
        if pace is not None and pace.took_step() and record.step < training.steps:
            # paused here: everything up to this step is shown, the boundary at this step
            send(replace(_batch(run_id, pending, parts, fold.first_non_finite,
                                boundary_fn() if boundary_fn is not None else None, paused=True),
                         weights=param_values(descent.params)))
            pending, last_sent = [], clock()
            pace.wait(stop)
        elif clock() - last_sent >= batch_seconds:
            boundary = boundary_fn() if boundary_fn is not None else None
            send(replace(_batch(run_id, pending, parts, fold.first_non_finite, boundary),
                         weights=param_values(descent.params)))
            pending, last_sent = [], clock()
    boundary = boundary_fn() if boundary_fn is not None else None
    if pending:
        send(_batch(run_id, pending, parts, fold.first_non_finite, boundary))
    return fold.result(boundary)


class _StepCounter:
    """The step a child has reached, in shared memory: the window reads it at any moment (a stop
    is checked against it), not only when a batch arrives. Written as `progress[run_id]`."""

    def __init__(self, shared: Any) -> None:
        self.shared = shared

    def __setitem__(self, run_id: int, step: int) -> None:
        self.shared.value = step


# How much a run's process gives way to the window's: all the way, however many runs go. At 10, a
# 5 ms redraw beside four busy runs took 9 ms, and the window's redraws while What goes wrong
# trained stalled it 53-57 ms in the median; at 19, 5 ms and 32-41 ms. Runs fewer than the cores
# gave way too: kept at the window's priority, a network's first redraws stalled it 42-56 ms at
# worst on two cores, and 20-26 ms lowered. The runs lose nothing by it: the window takes the
# same time from them either way, only sooner. On Linux a run is also scheduled as idle work
# (SCHED_IDLE): at nice 19 a thread of the window's that woke still waited for a run's slice to
# end, and Qt paints large areas with threads of its own that the painting waits for; a loss
# plot's first paint after Start took 15-33 ms with 3-4 ms of work, as idle work 2-7 ms.
CHILD_NICENESS = 19


def lowered_priority(niceness: int) -> int | None:
    """The priority (nice value) a run's process takes to give way to the window by `niceness`:
    this process's own plus `niceness`, at most 19. None where it keeps the window's (a
    `niceness` of 0), and on a system without process priorities."""
    if niceness <= 0 or not hasattr(os, "getpriority"):
        return None
    try:
        return min(os.getpriority(os.PRIO_PROCESS, 0) + niceness, 19)
    except OSError:
        return None


def give_way(pid: int, priority: int | None) -> None:
    """Run process `pid` (0: this one) at `priority` (from `lowered_priority`): where the runs
    take every core, the window's thread still gets one whenever it has drawing to do, and the
    runs take what is left. The window lowers a child as soon as it starts, so that its start-up
    (an interpreter, numpy) gives way too; the child sets the same value again, in case it ran
    first. A system that refuses leaves the child at the window's priority."""
    if priority is None:
        return
    try:
        os.setpriority(os.PRIO_PROCESS, pid, priority)
    except (AttributeError, OSError):
        pass
    try:  # Linux: on a core only where nothing else wants it (see CHILD_NICENESS)
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        pass


def descend_in_child(connection: Any, stop: Any, step: Any, run_id: int, training: Training,
                     batch_seconds: float, priority: int | None = None, pace: Pace | None = None) -> None:
    """A child process's whole life: the descent, its batches and its end sent down the pipe
    (`("batch", TrainingBatch)`, then `("done", DescentResult)` or `("failed", sentence)`).
    `stop` is the event it reads before each step, `step` the shared counter of the step reached;
    `priority`, the lowered priority it runs at (`lowered_priority`), or None; `pace`, how the
    window pauses it and lets it go."""
    give_way(0, priority)
    try:
        result = descend_in_batches(run_id, training, lambda batch: connection.send(("batch", batch)),
                                    should_stop=stop.is_set, batch_seconds=batch_seconds,
                                    progress=_StepCounter(step), pace=pace)
    except GradwalkError as exc:
        connection.send(("failed", str(exc)))
    except Exception as exc:  # noqa: BLE001 - any error ends this run only, with a message
        connection.send(("failed", translate("Training", "the training stopped on an unexpected error: "
                                             "{0}: {1}").format(type(exc).__name__, exc)))
    else:
        connection.send(("done", result))
    finally:
        connection.close()


@dataclass(frozen=True)
class _Parts:
    """Which numbers a run's records carry besides the loss."""
    names: list[str]
    held_out: bool
    accuracy: bool
    held_out_accuracy: bool


def _batch(run_id: int, records: list[DescentStep], parts: _Parts, first_bad: DescentStep | None,
           boundary: Boundary | None, paused: bool = False) -> TrainingBatch:
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
        paused=paused,
        replayed=bool(records) and records[-1].replayed,
        note=next((r.note for r in reversed(records) if r.note), ""),
    )


def run_synchronously(run_id: int, training: Training, *,
                      should_stop: Callable[[], bool] | None = None,
                      batch_seconds: float = BATCH_SECONDS) -> tuple[list[TrainingBatch], DescentResult]:
    """One run on this thread, without Qt's event loop: the batches a run's child process would send
    and the result it would finish with (for the command line and the benchmark). Raises
    GradwalkError (DescentError) where the child would send `failed`."""
    batches: list[TrainingBatch] = []
    result = descend_in_batches(run_id, training, batches.append, should_stop=should_stop,
                                batch_seconds=batch_seconds)
    return batches, result
