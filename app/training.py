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

import multiprocessing
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from gradwalk.app.descent_batches import (
    BATCH_SECONDS,
    TrainingBatch,
    TrainingSettings,
    TrainingSummary,
    descend_in_batches,
    run_synchronously,
)
from gradwalk.core.engine import GradwalkError
from gradwalk.views.none_guard import keep_none_alive

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

# A fresh interpreter for each run's process: forking a process that runs Qt threads is unsafe.
_PROCESSES = multiprocessing.get_context("spawn")


class _StepCounter:
    """The step a child has reached, in shared memory: the window reads it at any moment (a stop
    is checked against it), not only when a batch arrives. Written as `progress[run_id]`."""

    def __init__(self, shared: Any) -> None:
        self.shared = shared

    def __setitem__(self, run_id: int, step: int) -> None:
        self.shared.value = step


def _descend_in_child(connection: Any, stop: Any, step: Any, run_id: int,
                      settings: TrainingSettings, batch_seconds: float) -> None:
    """A child process's whole life: the descent, its batches and its end sent down the pipe."""
    try:
        summary = descend_in_batches(run_id, settings, lambda batch: connection.send(("batch", batch)),
                                     should_stop=stop.is_set, batch_seconds=batch_seconds,
                                     progress=_StepCounter(step))
    except GradwalkError as exc:
        connection.send(("failed", str(exc)))
    except Exception as exc:  # noqa: BLE001 - any error ends this run only, with a message
        connection.send(("failed", f"the training stopped on an unexpected error: "
                                   f"{type(exc).__name__}: {exc}"))
    else:
        connection.send(("done", summary))
    finally:
        connection.close()


class TrainingWorker(QObject):
    """Runs one descent per `start` request: in a child process, which the thread this worker
    lives in waits on. Python runs one thread at a time in a process, so a descent in a thread
    would take turns with the window's drawing (each waiting up to 5 ms at every turn): in its
    own process it runs at full speed and the window stays responsive. The worker's signals are
    emitted from its thread. `stop` and `stop_all` may be called from any thread."""

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
        self._child_stops: dict[int, Any] = {}  # run id -> the child process's stop event
        self._steps: dict[int, Any] = {}  # run id -> the child's shared step counter
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
            events = [self._stops.get(run_id), self._child_stops.get(run_id)]
        for event in events:
            if event is not None:
                event.set()

    def stop_all(self) -> None:
        with self._lock:
            events = list(self._stops.values()) + list(self._child_stops.values())
        for event in events:
            event.set()

    def steps_done(self, run_id: int) -> int:
        """The steps the run has finished so far (0 before its first, or for an unknown run)."""
        with self._lock:
            step = self._steps.get(run_id)
        return step.value if step is not None else self._progress.get(run_id, 0)

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
        """Start the child process, relay its batches, and return its summary (or raise)."""
        receiving, sending = _PROCESSES.Pipe(duplex=False)
        child_stop = _PROCESSES.Event()
        step = _PROCESSES.Value("q", 0, lock=False)  # one writer (the child), atomic 8-byte reads
        with self._lock:
            self._child_stops[run_id] = child_stop
            self._steps[run_id] = step
        if stop.is_set():
            child_stop.set()
        child = _PROCESSES.Process(target=_descend_in_child, name=f"gradwalk-run-{run_id}",
                                   args=(sending, child_stop, step, run_id, settings,
                                         self.batch_seconds),
                                   daemon=True)
        try:
            child.start()
            sending.close()  # the child holds its end: reading ends when the child does
            while True:
                try:
                    kind, payload = receiving.recv()
                except EOFError:
                    raise GradwalkError("the training process ended without a word (was it "
                                        "killed?)") from None
                if kind == "batch":
                    self.batch.emit(payload)
                elif kind == "failed":
                    raise GradwalkError(payload)
                else:
                    return payload
        finally:
            receiving.close()
            child.join(5)
            if child.is_alive():
                child.terminate()
            with self._lock:
                self._child_stops.pop(run_id, None)
                self._progress[run_id] = step.value
                self._steps.pop(run_id, None)


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
