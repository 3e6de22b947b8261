"""Evaluation of what the learner types, off the GUI thread: one worker thread, newest first.

The window posts a `Request` each time the learner pauses typing. Requests queue up in the
thread's event loop; one that a newer request has overtaken by the time its turn comes is dropped
unanswered, and the one running when a newer request arrives is cancelled (its `Budget`), so a
slow program never delays the next one. Each program also runs under a time budget
(EVALUATION_SECONDS): one that runs past it ends with a message, as a mistake would.

This thread only evaluates typing; long jobs (checks, a lesson's check, a section's trainings)
run on a thread of their own (app/long_jobs.py). The engine keeps its tapes and budgets per
thread, so the two never disturb each other.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Mapping

from PySide6.QtCore import QObject, QThread, Signal, Slot

from gradwalk.core.engine import GradwalkError, Tensor
from gradwalk.core.engine.budget import Budget
from gradwalk.core.lessons.exercises import CheckResult, check_exercise
from gradwalk.core.words import translate

from gradwalk.app.long_jobs import STOP_WAIT_MS, finish_thread, stop_at_exit
from gradwalk.app.workspace import Outcome, Request, evaluate_request


__all__ = ["EvaluationWorker", "EvaluationThread", "exercise_result", "EVALUATION_SECONDS"]

EVALUATION_SECONDS = 30.0  # a typed program running longer is stopped, with a message


class EvaluationWorker(QObject):
    """Lives in the worker thread; its slots run there, its signals reach the window queued."""

    evaluated = Signal(object)  # Outcome

    def __init__(self) -> None:
        super().__init__()
        self._env: Mapping[str, Tensor] = {}
        self._latest = 0
        self._running: tuple[int, Budget] | None = None  # (serial, budget) of the program running
        self._lock = threading.Lock()

    def note_request(self, serial: int) -> None:
        """Called on the GUI thread as a request is posted: older ones are skipped or cancelled."""
        with self._lock:
            self._latest = max(self._latest, serial)
            if self._running is not None and self._running[0] < serial:
                self._running[1].cancel()

    def stop_all(self) -> None:
        """Cancel the program running and answer none from now on (the window is closing)."""
        self.note_request(sys.maxsize)

    def _overtaken(self, serial: int) -> bool:
        with self._lock:
            return serial < self._latest

    @Slot(object)
    def set_env(self, env: Mapping[str, Tensor]) -> None:
        self._env = dict(env)

    @Slot(object)
    def evaluate(self, request: Request) -> None:
        budget = Budget(EVALUATION_SECONDS, what=translate("Evaluation", "the program"))
        with self._lock:
            if request.serial < self._latest:
                return
            self._running = (request.serial, budget)
        try:
            with budget:
                outcome: Outcome = evaluate_request(request, self._env)
        finally:
            with self._lock:
                self._running = None
        if not self._overtaken(request.serial):
            self.evaluated.emit(outcome)


def exercise_result(exercise, text: str, env: Mapping[str, Tensor], lang: str = "en",
                    progress=None) -> CheckResult:
    """`check_exercise`, with a mistake of the lesson's own turned into a problem to show."""
    try:
        return check_exercise(exercise, text, env, lang=lang, progress=progress)
    except GradwalkError as err:
        return CheckResult(problem=str(err))


class EvaluationThread(QObject):
    """Owns the worker and its thread; `post` hands requests over through a queued signal."""

    _post = Signal(object)
    _env = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread(self)
        self.thread.setObjectName("gradwalk-evaluation")
        self.worker = EvaluationWorker()
        self.worker.moveToThread(self.thread)
        self._post.connect(self.worker.evaluate)
        self._env.connect(self.worker.set_env)
        self.thread.start()
        stop_at_exit(self)

    def set_env(self, env: Mapping[str, Tensor]) -> None:
        self._env.emit(env)

    def post(self, request: Request) -> None:
        self.worker.note_request(request.serial)
        self._post.emit(request)

    def stop(self, wait_ms: int = STOP_WAIT_MS) -> bool:
        """Cancel the program running and end the thread; False if it outlived `wait_ms`."""
        self.worker.stop_all()
        return finish_thread(self.thread, self.worker, wait_ms)
