"""Evaluation off the GUI thread: one worker thread runs every program, newest request first.

The window posts a `Request` each time the learner pauses typing. Requests queue up in the
thread's event loop; one that a newer request has overtaken by the time its turn comes is dropped
unanswered, so a fast typist never waits for the programs they have already typed past. Only this
thread runs the engine, so the engine never runs on two threads at once.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping

from PySide6.QtCore import QObject, QThread, Signal, Slot

from core.engine import GradwalkError, Tensor
from core.lessons.exercises import CheckResult, check_exercise
from core.lessons.trainings import section_trainings

from app.workspace import Outcome, Request, evaluate_request, finite_difference_rows

__all__ = ["EvaluationWorker", "EvaluationThread", "exercise_result"]


class EvaluationWorker(QObject):
    """Lives in the worker thread; its slots run there, its signals reach the window queued."""

    evaluated = Signal(object)  # Outcome
    checked = Signal(object, object, float, str)  # (serial, rows, tolerance, sentence)
    trainingsFound = Signal(int, object, str)  # (serial, [Training], problem: "" when none)
    exerciseProgress = Signal(int, int, int)  # (serial, done, total) while an answer is checked
    exerciseChecked = Signal(int, object)  # (serial, CheckResult)
    lessonChecked = Signal(str, object)  # (folder, ["file:line: problem", ...]) of a lesson to open

    def __init__(self) -> None:
        super().__init__()
        self._env: Mapping[str, Tensor] = {}
        self._latest = 0
        self._lock = threading.Lock()

    def note_request(self, serial: int) -> None:
        """Called on the GUI thread as a request is posted: older ones can then be skipped."""
        with self._lock:
            self._latest = max(self._latest, serial)

    def _overtaken(self, serial: int) -> bool:
        with self._lock:
            return serial < self._latest

    @Slot(object)
    def set_env(self, env: Mapping[str, Tensor]) -> None:
        self._env = dict(env)

    @Slot(object)
    def evaluate(self, request: Request) -> None:
        if self._overtaken(request.serial):
            return
        outcome: Outcome = evaluate_request(request, self._env)
        if not self._overtaken(request.serial):
            self.evaluated.emit(outcome)

    @Slot(int, object)
    def find_trainings(self, serial: int, section: object) -> None:
        """The section's trainings: running the section to find their inputs takes a moment."""
        try:
            found, problem = section_trainings(section, self._env), ""
        except GradwalkError as err:
            found, problem = [], str(err)
        self.trainingsFound.emit(serial, found, problem)

    @Slot(int, str, object)
    def check(self, serial: int, text: str, focus: object) -> None:
        rows, tolerance, sentence = finite_difference_rows(text, self._env, focus)
        self.checked.emit(serial, rows, tolerance, sentence)

    @Slot(int, object, str, str)
    @Slot(str)
    def check_lesson_folder(self, folder: str) -> None:
        """Check a lesson before it opens: it runs every step, which may take seconds."""
        from core.lessons.check import check_lesson

        self.lessonChecked.emit(folder, [str(problem) for problem in check_lesson(folder)])

    def check_exercise(self, serial: int, exercise: object, text: str, lang: str) -> None:
        """Compare the learner's program with the exercise's solution (a training, for some)."""
        self.exerciseChecked.emit(serial, exercise_result(exercise, text, self._env, lang,
                                                          lambda done, total: self.exerciseProgress.emit(
                                                              serial, done, total)))


def exercise_result(exercise, text: str, env: Mapping[str, Tensor], lang: str = "en",
                    progress=None) -> CheckResult:
    """`check_exercise`, with a mistake of the lesson's own turned into a problem to show."""
    try:
        return check_exercise(exercise, text, env, lang=lang, progress=progress)
    except GradwalkError as err:
        return CheckResult(problem=str(err))


class EvaluationThread(QObject):
    """Owns the worker and its thread; `post` and `check` hand work over through queued signals."""

    _post = Signal(object)
    _check = Signal(int, str, object)
    _trainings = Signal(int, object)
    _exercise = Signal(int, object, str, str)
    _env = Signal(object)
    _lesson = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread(self)
        self.thread.setObjectName("gradwalk-evaluation")
        self.worker = EvaluationWorker()
        self.worker.moveToThread(self.thread)
        self._post.connect(self.worker.evaluate)
        self._check.connect(self.worker.check)
        self._trainings.connect(self.worker.find_trainings)
        self._exercise.connect(self.worker.check_exercise)
        self._env.connect(self.worker.set_env)
        self._lesson.connect(self.worker.check_lesson_folder)
        self.thread.start()

    def set_env(self, env: Mapping[str, Tensor]) -> None:
        self._env.emit(env)

    def post(self, request: Request) -> None:
        self.worker.note_request(request.serial)
        self._post.emit(request)

    def check(self, serial: int, text: str, focus: str | None) -> None:
        self._check.emit(serial, text, focus)

    def find_trainings(self, serial: int, section: object) -> None:
        self._trainings.emit(serial, section)

    def check_exercise(self, serial: int, exercise: object, text: str, lang: str = "en") -> None:
        self._exercise.emit(serial, exercise, text, lang)

    def check_lesson(self, folder: str) -> None:
        self._lesson.emit(folder)

    def stop(self) -> None:
        """End the thread once the program it is running finishes (programs are bounded)."""
        self.thread.quit()
        self.thread.wait(10_000)
