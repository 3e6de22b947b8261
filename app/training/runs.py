"""Training runs off the GUI thread: a descent per run, drawn as it goes, stoppable at any step.

Each run's descent computes in a child process of its own (`descend_in_batches`, in
app/session/training/batches.py): Python runs one thread at a time in a process, so a descent in a thread
would take turns with the window's drawing, while in its own process it runs at full speed and the
window stays responsive. The child does not send each step: a thousand steps take a few tens of
milliseconds, and a message per step would cost the window more than the descent. It sends its
records in batches, a `TrainingBatch` about every 30 ms of wall time and one at the end, then
the run's `DescentResult` (core/training/descent.py), or one clear sentence when the run cannot go
on. The child's whole life is `descend_in_child`, in app/session/training/batches.py, which
imports neither the window's widgets nor the lessons. The children are forked by a fork server
started with the runner, not by the window's process (`_process_context`).

One thread, the pipe reader, starts the children and reads every run's pipe as its messages
come (`multiprocessing.connection.wait`), however many runs there are. Stopping a run sets an
event its child reads before each step: a stop takes effect within the step being computed.

`TrainingRunner` is what the window holds; its signals arrive in the GUI thread.

    runner = TrainingRunner(window)
    runner.batch.connect(curve.extend)            # TrainingBatch
    runner.finished.connect(show_end)             # (run_id, DescentResult)
    runner.start(1, training)                     # a core.training.training.Training
    runner.stop(1)
"""

from __future__ import annotations

import itertools
import multiprocessing
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from gradwalk.app.session.training.batches import (
    BATCH_SECONDS,
    CHILD_NICENESS,
    Pace,
    TrainingBatch,
    descend_in_batches,
    descend_in_child,
    give_way,
    lowered_priority,
    run_synchronously,
)
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.words import language, translate
from gradwalk.views.none_guard import keep_none_alive

__all__ = [
    "BATCH_SECONDS",
    "TrainingBatch",
    "TrainingRunner",
    "descend_in_batches",
    "run_synchronously",
]


def _process_context() -> Any:
    """How the runs' processes are made. Forking the window's process is unsafe (it runs Qt's
    threads), so a run never starts as a copy of it. Where the system has one, a fork server does
    it: a small process started once, with the modules a run needs already imported, forks a
    child per run. Elsewhere (Windows) each run is a fresh interpreter (spawn).

    Both keep the window's thread out of the start: a fresh interpreter for each run took the
    window's thread 12-16 ms for four runs (the fork of a large process), and each child's
    imports (about 0.4 s of Python, numpy and Qt's core) took cores the window wanted."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__, "gradwalk.app.base.translations"])
    return context


_PROCESSES = _process_context()
CHILD_END_S = 5.0  # how long a child that has sent its end gets to exit before it is terminated


def warm_up() -> None:
    """Start the fork server now, on a thread of its own, so that the first Start does not wait
    for it (an interpreter and the runs' imports, about a second). Nothing where runs spawn."""
    if _PROCESSES.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        threading.Thread(target=forkserver.ensure_running, name="gradwalk-fork-server", daemon=True).start()


def _child(language: str, *args: Any) -> None:
    """A run's child process: speaks the window's language (a fresh interpreter speaks English),
    then descends (`descend_in_child`)."""
    if language != "en":
        from gradwalk.app.base.translations import install_language
        install_language(language)
    descend_in_child(*args)


@dataclass(eq=False)
class _RunProcess:
    """One run's child process: what it trains, how to stop it, how far it got, the child once
    started and the pipe it reads.
    `token` tells this run's messages from those of a run it replaced under the same id."""
    run_id: int
    token: int
    training: Training
    batch_seconds: float
    stop: Any  # a multiprocessing Event, set from any thread or process
    step: Any  # a shared 8-byte counter: one writer (the child), atomic reads
    niceness: int = 0  # how much lower than the window's the child's priority is
    pace: Pace | None = None  # how the window pauses the child and lets it go
    language: str = "en"  # the window's: the child's own sentences (a failure, why it runs eagerly)
    child: Any = None
    pipe: Any = None  # the reading end


class _PipeReader(QThread):
    """The one thread that starts the runs' children and reads their pipes. Its signals are
    emitted from this thread and reach the runner queued, in the GUI thread."""

    batch = Signal(int, object)  # (token, TrainingBatch)
    finished = Signal(int, int, object)  # (token, run_id, DescentResult)
    failed = Signal(int, int, str)  # (token, run_id, message)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gradwalk-training")
        self._lock = threading.Lock()
        self._waiting: list[_RunProcess] = []  # asked for, child not started yet
        self._open: dict[Any, _RunProcess] = {}  # pipe -> run, for the children started and not reaped
        self._closing = False
        self._wake_up, self._wake = _PROCESSES.Pipe(duplex=False)

    def add(self, run: _RunProcess) -> None:
        with self._lock:
            self._waiting.append(run)
        self._wake.send_bytes(b".")

    def close(self) -> None:
        """Stop every run and end the thread (it terminates children that do not end)."""
        with self._lock:
            self._closing = True
            runs = self._waiting + list(self._open.values())
        for run in runs:
            run.stop.set()
        self._wake.send_bytes(b".")

    def open_runs(self) -> int:
        """Runs asked for whose child has not been reaped yet."""
        with self._lock:
            return len(self._waiting) + len(self._open)

    def stop_all(self) -> None:
        with self._lock:
            runs = self._waiting + list(self._open.values())
        for run in runs:
            run.stop.set()

    def run(self) -> None:  # the thread's body
        keep_none_alive()
        while True:
            with self._lock:
                starting, self._waiting = self._waiting, []
                closing = self._closing
            if closing:
                break
            for run in starting:
                self._start(run)
            for ready in wait([self._wake_up, *self._open]):
                if ready is self._wake_up:
                    ready.recv_bytes()
                else:
                    self._read(ready)
        with self._lock:
            ending = list(self._open.values())
        for run in ending:
            self._reap(run, drain=True)

    def _start(self, run: _RunProcess) -> None:
        receiving, sending = _PROCESSES.Pipe(duplex=False)
        priority = lowered_priority(run.niceness)
        child = _PROCESSES.Process(target=_child, name=f"gradwalk-run-{run.run_id}",
                                   args=(run.language, sending, run.stop, run.step, run.run_id, run.training,
                                         run.batch_seconds, priority, run.pace), daemon=True)
        try:
            child.start()
            give_way(child.pid, priority)  # from its first instruction, its imports too
        except (OSError, RuntimeError) as exc:  # no process could be made (out of memory, say)
            receiving.close()
            self.failed.emit(run.token, run.run_id, translate(
                "Training", "the training could not start: {0}").format(exc))
            return
        finally:
            sending.close()  # the child holds its end: reading ends when the child does
        run.child, run.pipe = child, receiving
        with self._lock:
            self._open[receiving] = run

    def _read(self, pipe: Any) -> None:
        run = self._open[pipe]
        try:
            kind, payload = pipe.recv()
        except (EOFError, OSError):
            self._reap(run)
            self.failed.emit(run.token, run.run_id, translate(
                "Training", "the training process ended without a word (was it killed?)"))
            return
        if kind == "batch":
            self.batch.emit(run.token, payload)
            return
        self._reap(run)
        if kind == "failed":
            self.failed.emit(run.token, run.run_id, payload)
        else:
            self.finished.emit(run.token, run.run_id, payload)

    def _reap(self, run: _RunProcess, drain: bool = False) -> None:
        """Close the run's pipe once its child has ended; `drain`: read what it still sends
        meanwhile (a child stopped while a batch is on its way would wait on a full pipe)."""
        deadline = time.monotonic() + CHILD_END_S
        while drain and run.child.is_alive() and time.monotonic() < deadline:
            try:
                if run.pipe.poll(0.05):
                    run.pipe.recv()
            except (EOFError, OSError):
                break
        run.pipe.close()
        run.child.join(max(0.0, deadline - time.monotonic()))
        if run.child.is_alive():
            run.child.terminate()
            run.child.join(CHILD_END_S)
        with self._lock:
            self._open.pop(run.pipe, None)


class TrainingRunner(QObject):
    """The window's side of training: starts, stops and follows the runs (see the module's
    docstring). Starting a run_id that is still running stops that run: only the new one's
    signals come through."""

    batch = Signal(object)  # TrainingBatch
    finished = Signal(int, object)  # (run_id, DescentResult)
    failed = Signal(int, str)  # (run_id, message)

    def __init__(self, parent: QObject | None = None, batch_seconds: float = BATCH_SECONDS) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.batch_seconds = batch_seconds
        self._runs: dict[int, _RunProcess] = {}  # the current run of each id still running
        self._tokens = itertools.count(1)
        self._reader: _PipeReader | None = None  # started with the first run
        warm_up()

    def start(self, run_id: int, training: Training) -> None:
        """Start a run (its child process starts in the reader's thread), giving way to the
        window (CHILD_NICENESS)."""
        if run_id in self._runs:
            self.stop(run_id)
        run = _RunProcess(run_id, next(self._tokens), training, self.batch_seconds, _PROCESSES.Event(),
                          _PROCESSES.Value("q", 0, lock=False), CHILD_NICENESS, Pace(training.lr, _PROCESSES),
                          language())
        self._runs[run_id] = run
        self._started_reader().add(run)

    def stop(self, run_id: int) -> None:
        """Stop the run: it ends before its next step (a run not yet started never steps)."""
        run = self._runs.get(run_id)
        if run is not None:
            run.stop.set()

    def stop_all(self) -> None:
        if self._reader is not None:
            self._reader.stop_all()

    def pace(self, run_id: int) -> Pace | None:
        """How the run goes (pause it, step it, let it go, change its learning rate), while it
        runs; None for a run that does not."""
        run = self._runs.get(run_id)
        return run.pace if run is not None else None

    def is_running(self, run_id: int) -> bool:
        """True from `start` until the run's `finished` or `failed` has been emitted here."""
        return run_id in self._runs

    def running(self) -> list[int]:
        return list(self._runs)

    def steps_done(self, run_id: int) -> int:
        """The steps the run has finished so far (0 when it is not running)."""
        run = self._runs.get(run_id)
        return run.step.value if run is not None else 0

    def open_runs(self) -> int:
        """Runs whose child process has not been reaped yet (replaced ones included)."""
        return self._reader.open_runs() if self._reader is not None else 0

    def shutdown(self, timeout_ms: int = 10_000) -> None:
        """Stop every run and wait for the reader to end (for the window's close)."""
        if self._reader is not None:
            self._reader.close()
            self._reader.wait(timeout_ms)
        self._runs.clear()

    def _started_reader(self) -> _PipeReader:
        if self._reader is None:
            self._reader = _PipeReader(self)
            self._reader.batch.connect(self._on_batch)
            self._reader.finished.connect(self._on_finished)
            self._reader.failed.connect(self._on_failed)
            self._reader.start()
        return self._reader

    # --- the reader's signals, in the GUI thread ----------------------------------------------------

    def _current(self, run_id: int, token: int) -> bool:
        """Whether a message comes from the run's current start (not from one it replaced)."""
        run = self._runs.get(run_id)
        return run is not None and run.token == token

    @Slot(int, object)
    def _on_batch(self, token: int, batch: TrainingBatch) -> None:
        if self._current(batch.run_id, token):
            self.batch.emit(batch)

    @Slot(int, int, object)
    def _on_finished(self, token: int, run_id: int, result: DescentResult) -> None:
        if self._current(run_id, token):
            self._runs.pop(run_id, None)
            self.finished.emit(run_id, result)

    @Slot(int, int, str)
    def _on_failed(self, token: int, run_id: int, message: str) -> None:
        if self._current(run_id, token):
            self._runs.pop(run_id, None)
            self.failed.emit(run_id, message)
