"""Training runs off the GUI thread: a descent per run, drawn as it goes, stoppable at any step.

A `TrainingWorker` runs one descent per request (core/training/descent.py's `descend`), in the
thread it lives in. It does not signal each step: a thousand steps take a few tens of
milliseconds, and a signal per step would cost the GUI more than the descent. It collects the
records and sends them in batches, a `TrainingBatch` about every 30 ms of wall time and one at the
end, then a `TrainingSummary` (`finished`), or one clear sentence (`failed`) when the run cannot
go on. Stopping sets a flag that the descent reads before each step: a stop takes effect within
the step being computed.

`TrainingRunner` is what the window holds: a thread and a worker per run, so that two runs (the
two raw learning rates, say) are drawn side by side; the worker's signals reach the window
queued, in the GUI thread. The engine is safe for this: its recording state is per context and
its ids come from one counter.

    runner = TrainingRunner(window)
    runner.batch.connect(curve.extend)            # TrainingBatch
    runner.finished.connect(show_summary)         # (run_id, TrainingSummary)
    runner.start(1, training)                     # a core.lessons.trainings.Training, or settings
    runner.stop(1)
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from core.engine import GradwalkError, Tensor, Var, cuda_is_available, cuda_unavailable_reason
from core.expr import Program
from core.lessons.runner import describe_divergence
from core.training.descent import DescentError, DescentResult, StepRecord, descend
from views.none_guard import keep_none_alive

__all__ = [
    "BATCH_SECONDS",
    "TrainingBatch",
    "TrainingRunner",
    "TrainingSettings",
    "TrainingSummary",
    "TrainingWorker",
    "descend_in_batches",
    "run_synchronously",
]

BATCH_SECONDS = 0.030  # wall time between two batches of records
LOSS_NAME = "loss"  # the name the loss program assigns
_QUIET = dict(over="ignore", invalid="ignore", divide="ignore", under="ignore")


@dataclass(frozen=True)
class TrainingSettings:
    """What one run needs: the loss program, its inputs (float64 values, converted to `dtype` on
    `device` when the run starts), each parameter's start value, and the descent's settings.
    A core.lessons.trainings.Training has these attributes: `of` copies them from one."""

    loss: str
    inputs: Mapping[str, np.ndarray]
    params: Mapping[str, float | list]
    lr: float
    steps: int
    dtype: str = "f64"
    device: str = "cpu"

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
        )


@dataclass(frozen=True)
class TrainingBatch:
    """The records of one run since its previous batch, as arrays.

    `steps[i]` is a step number (from 1, increasing), `losses[i]` the loss after that step,
    `params[name][i]` the parameter's value after it (for a vector parameter, a row per step).
    `first_non_finite` is the run's first step whose loss or parameters hold inf or nan, once it
    has happened (in this batch or an earlier one), else None.
    """

    run_id: int
    steps: np.ndarray  # int64
    losses: np.ndarray  # float64
    params: dict[str, np.ndarray] = field(default_factory=dict)  # float64
    first_non_finite: int | None = None


@dataclass(frozen=True)
class TrainingSummary:
    """How a run ended. `stopped`: a stop ended it before its last step. `diverged`: a number
    stopped being finite, or the final loss is above the start loss; `growth` says how, in the
    lesson's words ("the loss grew by 3 orders of magnitude"), "" when it did not diverge."""

    run_id: int
    steps_done: int
    final_loss: float
    final_params: dict[str, float | list]
    stopped: bool
    diverged: bool
    first_non_finite: int | None
    growth: str
    start_loss: float = math.nan


class TrainingWorker(QObject):
    """Runs one descent per `start` request, in the thread it lives in; its signals are emitted
    from there. `stop` and `stop_all` may be called from any thread."""

    batch = Signal(object)  # TrainingBatch
    finished = Signal(int, object)  # (run_id, TrainingSummary)
    failed = Signal(int, str)  # (run_id, message)
    _requested = Signal(int, object)

    def __init__(self, batch_seconds: float = BATCH_SECONDS) -> None:
        super().__init__()
        keep_none_alive()  # each emit costs True a reference under PySide6 6.12: views/none_guard.py
        self.batch_seconds = batch_seconds
        self._lock = threading.Lock()
        self._stops: dict[int, threading.Event] = {}
        self._progress: dict[int, int] = {}
        self._requested.connect(self._run)  # queued once the worker lives in another thread

    def start(self, run_id: int, settings: Any) -> None:
        """Ask for a run; it starts in the worker's thread once the runs before it are done."""
        settings = TrainingSettings.of(settings)
        with self._lock:
            self._stops[run_id] = threading.Event()
            self._progress[run_id] = 0
        self._requested.emit(run_id, settings)

    def stop(self, run_id: int) -> None:
        """Stop the run: it ends before its next step (a run not yet started never starts)."""
        with self._lock:
            event = self._stops.get(run_id)
        if event is not None:
            event.set()

    def stop_all(self) -> None:
        with self._lock:
            events = list(self._stops.values())
        for event in events:
            event.set()

    def steps_done(self, run_id: int) -> int:
        """The steps the run has finished so far (0 before its first, or for an unknown run)."""
        return self._progress.get(run_id, 0)

    @Slot(int, object)
    def _run(self, run_id: int, settings: TrainingSettings) -> None:
        with self._lock:
            stop = self._stops.setdefault(run_id, threading.Event())
        try:
            summary = self._descend(run_id, settings, stop)
        except GradwalkError as exc:
            self.failed.emit(run_id, str(exc))
        except Exception as exc:  # noqa: BLE001 - any error ends this run only, with a message
            self.failed.emit(run_id, f"the training stopped on an unexpected error: "
                                     f"{type(exc).__name__}: {exc}")
        else:
            self.finished.emit(run_id, summary)
        finally:
            with self._lock:
                self._stops.pop(run_id, None)
                self._progress.pop(run_id, None)

    def _descend(self, run_id: int, settings: TrainingSettings, stop: threading.Event) -> TrainingSummary:
        return descend_in_batches(run_id, settings, self.batch.emit, should_stop=stop.is_set,
                                  batch_seconds=self.batch_seconds, progress=self._progress)


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
    program = Program(settings.loss, known_names=tuple(inputs) + tuple(params))
    if LOSS_NAME not in program.names:
        raise DescentError(f"the loss program never assigns the name {LOSS_NAME!r}")
    bound = {**inputs, **params}

    def loss_fn() -> Tensor:
        return program.run(bound)[LOSS_NAME]

    records = descend(loss_fn, params, settings.lr, settings.steps, should_stop=stop)
    with np.errstate(**_QUIET):  # the loss before the first step, to tell a divergence
        first = loss_fn()
    start = float(first.to_scalar()) if isinstance(first, Tensor) and first.shape == () else math.nan

    names = list(params)
    steps: list[int] = []
    losses: list[float] = []
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
        for name in names:
            values[name].append(record.params[name])
        if first_bad is None:
            if record.finite:
                last_finite_loss = record.loss
            else:
                first_bad = record
        now = clock()
        if now - last_sent >= batch_seconds:
            send(_batch(run_id, steps, losses, values, first_bad))
            steps, losses = [], []
            values = {name: [] for name in names}
            last_sent = now
    if steps:
        send(_batch(run_id, steps, losses, values, first_bad))

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
    )


def _batch(run_id: int, steps: list, losses: list, values: dict,
           first_bad: StepRecord | None) -> TrainingBatch:
    return TrainingBatch(
        run_id=run_id,
        steps=np.asarray(steps, dtype=np.int64),
        losses=np.asarray(losses, dtype=np.float64),
        params={name: np.asarray(v, dtype=np.float64) for name, v in values.items()},
        first_non_finite=first_bad.step if first_bad is not None else None,
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


class TrainingRunner(QObject):
    """The window's side of training: a QThread and a TrainingWorker per run, each cleaned up once
    its run ends. Signals are re-emitted in the runner's (the GUI) thread. Starting a run_id that is
    still running stops that run: only the new one's signals come through."""

    batch = Signal(object)  # TrainingBatch
    finished = Signal(int, object)  # (run_id, TrainingSummary)
    failed = Signal(int, str)  # (run_id, message)

    def __init__(self, parent: QObject | None = None, batch_seconds: float = BATCH_SECONDS) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.batch_seconds = batch_seconds
        self._runs: dict[int, TrainingWorker] = {}  # the current worker of each running run
        self._threads: dict[TrainingWorker, QThread] = {}  # every thread not yet cleaned up

    def start(self, run_id: int, settings: Any) -> None:
        """Start a run in a thread of its own (settings: TrainingSettings, or a Training)."""
        settings = TrainingSettings.of(settings)
        if run_id in self._runs:
            self.stop(run_id)
        thread = QThread(self)
        thread.setObjectName(f"gradwalk-training-{run_id}")
        worker = TrainingWorker(self.batch_seconds)
        worker.moveToThread(thread)
        queued = Qt.ConnectionType.QueuedConnection
        worker.batch.connect(self._on_batch, queued)
        worker.finished.connect(self._on_finished, queued)
        worker.failed.connect(self._on_failed, queued)
        # A worker runs one request here, so its thread ends with it (QThread.quit is thread-safe).
        direct = Qt.ConnectionType.DirectConnection
        worker.finished.connect(thread.quit, direct)
        worker.failed.connect(thread.quit, direct)
        thread.finished.connect(self._on_thread_finished, queued)
        self._runs[run_id] = worker
        self._threads[worker] = thread
        thread.start()
        worker.start(run_id, settings)

    def stop(self, run_id: int) -> None:
        worker = self._runs.get(run_id)
        if worker is not None:
            worker.stop(run_id)

    def stop_all(self) -> None:
        for worker in list(self._threads):
            worker.stop_all()

    def is_running(self, run_id: int) -> bool:
        """True from `start` until the run's `finished` or `failed` has been emitted here."""
        return run_id in self._runs

    def running(self) -> list[int]:
        return list(self._runs)

    def steps_done(self, run_id: int) -> int:
        """The steps the run has finished so far, read from its worker (0 when not running)."""
        worker = self._runs.get(run_id)
        return worker.steps_done(run_id) if worker is not None else 0

    def shutdown(self, timeout_ms: int = 10_000) -> None:
        """Stop every run and wait for its thread to end (for the window's close)."""
        self.stop_all()
        for worker, thread in list(self._threads.items()):
            thread.quit()
            thread.wait(timeout_ms)
            self._forget(worker)
        self._runs.clear()

    # --- the workers' signals, in the GUI thread ------------------------------------------------------

    def _current(self, run_id: int) -> bool:
        """Whether a signal comes from the run's current worker (not from one it replaced, nor
        one that reports after a shutdown, when the sender may be gone: sender() is None)."""
        worker = self._runs.get(run_id)
        return worker is not None and worker is self.sender()

    @Slot(object)
    def _on_batch(self, batch: TrainingBatch) -> None:
        if self._current(batch.run_id):
            self.batch.emit(batch)

    @Slot(int, object)
    def _on_finished(self, run_id: int, summary: TrainingSummary) -> None:
        if self._current(run_id):
            self._runs.pop(run_id, None)
            self.finished.emit(run_id, summary)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        if self._current(run_id):
            self._runs.pop(run_id, None)
            self.failed.emit(run_id, message)

    @Slot()
    def _on_thread_finished(self) -> None:
        thread = self.sender()
        for worker, owned in list(self._threads.items()):
            if owned is thread:
                thread.wait()
                self._forget(worker)

    def _forget(self, worker: TrainingWorker) -> None:
        thread = self._threads.pop(worker, None)
        if thread is not None:
            thread.deleteLater()
