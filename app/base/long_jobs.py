"""The window's work off the GUI thread, each job under a time budget it can also be cancelled by.

This is the one seam between the window and the threads: the window asks for a job (its kind,
the work, what to do with the answer, what to do if it stops) and never checks whether an answer
is still wanted; a job cancelled or superseded before its answer is handled never calls `done`.

Jobs run in lanes, one job at a time in each, in the order asked:
- typing: the evaluation of what the learner typed, then the section's figures. Only the newest
  of each counts (LATEST_ONLY): asking for one supersedes those before it, so a slow program never
  delays the next one;
- checks: the finite-difference check, Check My Answer and the check of a lesson before it opens;
- preparation: finding a section's trainings, beside the checks, so a check asked for as an
  exercise opens does not wait for it.
So a long check never delays the graph of what is typed. With `synchronous=True` (the command
line, tests) every job runs at once where it is asked for, through the same code.

Each job runs inside `with Budget(seconds, what=...)` (core/engine/budget.py): the engine checks
the budget at every tensor it makes, so `cancel()` from the GUI thread, or the budget running
out, stops the job within moments. The budget is made on the GUI thread when the job is asked
for, so a job cancelled while it still waits its turn never starts.

A job's work may turn an error into a result of its own (a check lists the problem it met), so
whether it was stopped is read from its budget once it returns, never from its result: a job
that was cancelled or ran out of time always ends as stopped, with a sentence that says which.
"""

from __future__ import annotations

import atexit
import itertools
import sys
import time
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QObject, QThread, Signal, Slot

from gradwalk.core.engine.budget import Budget, BudgetExceeded, WorkStopped
from gradwalk.core.words import translate

from gradwalk.app.base.in_turns import InTurns
from gradwalk.app.base.window_first import window_first

__all__ = ["Job", "LongJobs", "EVALUATION", "FD_CHECK", "EXERCISE_CHECK", "LESSON_CHECK", "TRAININGS",
           "JACOBIAN", "FIGURES", "RECORDING", "JOB_SECONDS", "STOP_WAIT_MS", "USER", "SUPERSEDED", "CLOSING"]

# The kinds of job, and the time each may take before it is stopped with a message. Checks of a
# learner's program are bounded by what a learner would wait for; a lesson runs many steps (the
# check gives each step its own, smaller budget as well).
EVALUATION, FD_CHECK, EXERCISE_CHECK = "evaluation", "fd-check", "exercise-check"
LESSON_CHECK, TRAININGS, JACOBIAN = "lesson-check", "trainings", "jacobian"
FIGURES = "figures"  # the section's figures, beside its text
RECORDING = "recording"  # a run's step recorded, to list what its replays compute
JOB_SECONDS = {EVALUATION: 30.0, FD_CHECK: 60.0, EXERCISE_CHECK: 60.0, LESSON_CHECK: 180.0, TRAININGS: 30.0,
               JACOBIAN: 60.0, FIGURES: 60.0, RECORDING: 30.0}
TYPING, CHECKS, PREPARATION = "typing", "checks", "preparation"
# The figures go with the typing, after the evaluation: the times a section measures are not
# taken while the graph of the same program is computed on another thread.
LANES = {EVALUATION: TYPING, FIGURES: TYPING, TRAININGS: PREPARATION, RECORDING: PREPARATION}  # else CHECKS
LATEST_ONLY = {EVALUATION, TRAININGS, FIGURES, RECORDING}  # a new job of these kinds supersedes older ones
# Evaluations take milliseconds and say so beside the status bar: they are not shown with the
# progress bar, not counted as running, and Cancel leaves them (typing again replaces them). The
# figures show in their own panel.
QUIET = {EVALUATION, FIGURES, RECORDING}
STOP_WAIT_MS = 3000  # on closing, how long to wait for the threads to see their budgets cancelled
SWITCH_INTERVAL_S = 0.00005  # how soon a job's thread hands the interpreter to the window's
PROGRESS_EVERY_S = 0.1  # progress reaches the window at most this often

# Why a job was cancelled: the learner asked, newer work made it pointless, or the window closes.
USER, SUPERSEDED, CLOSING = "user", "superseded", "closing"

_job_ids = itertools.count(1).__next__


@dataclass(eq=False)
class Job:
    """One long job: its kind, its name on screen, its budget and what to do with its answer.

    `work(progress)` runs on the job thread and returns the result; `progress(done, total)` may be
    called from it. `done(result)` and `stopped(job)` are called on the GUI thread: `stopped` when
    the learner cancelled it or its budget ran out, neither when newer work superseded it or the
    window closes.
    """
    kind: str
    name: str  # shown beside the progress bar: "Finite-difference check"
    budget: Budget
    work: Callable[[Callable[[int, int], None]], object]
    done: Callable[[object], None]
    stopped: Callable[[Job], None]
    id: int = field(default_factory=_job_ids)
    reason: str | None = None  # USER, SUPERSEDED or CLOSING once cancelled
    message: str = ""  # once stopped: what stopped it, in words
    overran: bool = False  # once stopped: by its budget running out
    progress: tuple[int, int] = (0, 0)  # (done, total); total 0 while unknown
    started: bool = False  # its work has begun (set on the job's thread)

    @property
    def cancelled(self) -> bool:
        return self.reason is not None


def run_job(job: Job, progress: Callable[[int, int], None]) -> tuple[bool, object]:
    """Run the job's work under its budget: (True, result), or (False, why it stopped)."""
    if job.budget.cancelled:
        return False, _stop_message(job, None)
    job.started = True
    try:
        with job.budget:
            result = job.work(progress)
            job.budget.check()  # the work may have turned a stop into a result of its own
    except WorkStopped as err:
        return False, _stop_message(job, err)
    except Exception as err:  # noqa: BLE001 - a mistake of ours: the job must still end, and say so
        traceback.print_exc()
        return False, translate("LongJobs", "{0} failed: {1}").format(job.name, err)
    return True, result


def _stop_message(job: Job, err: WorkStopped | None) -> str:
    if job.budget.cancelled:
        return translate("LongJobs", "Cancelled: {0}.").format(job.budget.what)
    job.overran = isinstance(err, BudgetExceeded)  # this job's budget, or one the work opened
    return str(err)


class JobWorker(QObject):
    """Lives in the job thread: runs each job it is handed, in turn."""

    progressed = Signal(int, int, int)  # (job id, done, total)
    finished = Signal(int, bool, object)  # (job id, ran to its end, result or stop message)

    @Slot(object)
    def run(self, job: Job) -> None:
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_EVERY_S or done >= total:
                last[0] = now
                self.progressed.emit(job.id, int(done), int(total))

        ok, answer = run_job(job, progress)
        self.finished.emit(job.id, ok, answer)


class LongJobs(QObject):
    """The window's jobs: starts them, cancels them, and tells the window how they go.

    With `synchronous=True` (tests, commands) a job runs at once on the calling thread.
    """

    changed = Signal()  # a job shown started, progressed or ended: the window redraws its progress
    ended = Signal(str, bool)  # (kind, ran to its end) once a shown job's answer has been handled

    _run_typing = Signal(object)
    _run_check = Signal(object)
    _run_preparation = Signal(object)

    def __init__(self, parent: QObject | None = None, *, synchronous: bool = False) -> None:
        super().__init__(parent)
        self._jobs: list[Job] = []  # asked for and not ended, oldest first (the first one runs)
        self.threads: dict[str, tuple[QThread, JobWorker]] = {}  # by lane; none when synchronous
        self._lane_signals = {TYPING: self._run_typing, CHECKS: self._run_check,
                              PREPARATION: self._run_preparation}
        # Each answer is handled in a turn of its own, after the repaint the last thing the window
        # did asked for: a command, its repaint and the answers of the jobs it started (which come
        # within milliseconds) had run as one long stall.
        self._answers = InTurns(self)
        self._synchronous = synchronous
        if not synchronous:
            # A job computes in Python on its thread (a network's layout takes a few hundred ms);
            # the window's thread needs the interpreter back at each event it handles in Python.
            # Python hands it over after the switch interval, and a handler that crosses into Qt
            # and back fifty times waits fifty times: at 1 ms, Next Section into a section whose
            # figures time 6,000 descent steps stalled 254 ms; at 0.2 ms, 59 ms. At 0.05 ms,
            # Next Section into What goes wrong, its runs found while its figures are painted,
            # stalled 30-35 ms at worst where it stalled 48-54 ms at 0.2 ms (20 µs did no better).
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
            for lane, signal in self._lane_signals.items():
                thread = QThread(self)
                thread.setObjectName(f"gradwalk-{lane}")
                worker = JobWorker()
                worker.moveToThread(thread)
                signal.connect(worker.run)
                worker.progressed.connect(self._on_progress)
                worker.finished.connect(self._on_arrived)
                thread.start()
                self.threads[lane] = (thread, worker)
            stop_at_exit(self)

    # asking and cancelling

    def start(self, kind: str, name: str, what: str, work, done, stopped=lambda job: None) -> Job:
        """Queue a job of `kind` (its budget: JOB_SECONDS[kind]); `what` names it in the budget's
        message ("the finite-difference check")."""
        if kind in LATEST_ONLY:
            self.cancel(kind, SUPERSEDED)
        give_way = None if self._synchronous else window_first.give_way  # app/base/window_first.py
        job = Job(kind, name, Budget(JOB_SECONDS[kind], what=what, give_way=give_way), work, done, stopped)
        self._jobs.append(job)
        self._changed(job)
        if not self.threads:
            ok, answer = run_job(job, lambda done_, total: None)
            self._on_finished(job.id, ok, answer)
        else:
            self._lane_signals[LANES.get(kind, CHECKS)].emit(job)
        return job

    def cancel(self, kind: str | None = None, reason: str = USER) -> None:
        """Cancel every job of `kind`, running or waiting; with no kind, every job shown (and the
        quiet ones too when the window closes)."""
        everything = kind is not None or reason == CLOSING
        hit = [job for job in self.live(kind) if everything or job.kind not in QUIET]
        for job in hit:
            job.reason = reason
            job.budget.cancel()
        if any(job.kind not in QUIET for job in hit):
            self.changed.emit()

    def live(self, kind: str | None = None) -> list[Job]:
        """The jobs of `kind` (of every kind when None) asked for and not cancelled, oldest first."""
        return [job for job in self._jobs if not job.cancelled and (kind is None or job.kind == kind)]

    def running(self, kind: str | None = None) -> bool:
        """Whether a job of `kind` (a job shown, when None) is asked for and not cancelled."""
        return any(kind is not None or job.kind not in QUIET for job in self.live(kind))

    def current(self) -> Job | None:
        """The job to show: the oldest check not cancelled (running, or next to run), else the
        oldest preparation."""
        live = [job for job in self.live() if job.kind not in QUIET]
        return next((job for job in live if LANES.get(job.kind, CHECKS) == CHECKS), live[0] if live else None)

    def waiting(self) -> int:
        """How many jobs shown wait behind the current one."""
        return max(0, sum(job.kind not in QUIET for job in self.live()) - 1)

    def stop(self, wait_ms: int = STOP_WAIT_MS) -> bool:
        """Cancel every job and end the thread; False when it did not end within `wait_ms`.

        A thread that is still inside one long numpy call is left to finish it on its own (see
        `finish_thread`): destroying a running QThread would abort the whole process.
        """
        self.cancel(reason=CLOSING)
        return all([finish_thread(thread, worker, wait_ms) for thread, worker in self.threads.values()])

    # answers, on the GUI thread

    def _job(self, job_id: int) -> Job | None:
        return next((job for job in self._jobs if job.id == job_id), None)

    @Slot(int, int, int)
    def _on_progress(self, job_id: int, done: int, total: int) -> None:
        job = self._job(job_id)
        if job is not None and not job.cancelled:
            job.progress = (done, total)
            self._changed(job)

    @Slot(int, bool, object)
    def _on_arrived(self, job_id: int, ok: bool, answer: object) -> None:
        self._answers.add([partial(self._on_finished, job_id, ok, answer)])

    def _on_finished(self, job_id: int, ok: bool, answer: object) -> None:
        job = self._job(job_id)
        if job is None:
            return
        self._jobs.remove(job)
        self._changed(job)  # the next job is shown before the answer (which may open a dialog)
        try:
            if ok and not job.cancelled:
                job.done(answer)
            elif job.reason not in (SUPERSEDED, CLOSING):  # else nobody waits for its answer any more
                job.message = str(answer)
                job.stopped(job)
        finally:
            if job.kind not in QUIET:
                self.ended.emit(job.kind, ok and not job.cancelled)

    def _changed(self, job: Job) -> None:
        if job.kind not in QUIET:
            self.changed.emit()


_UNFINISHED: list[tuple[QThread, QObject]] = []  # threads that outlived their window, and workers


def finish_thread(thread: QThread, worker: QObject, wait_ms: int) -> bool:
    """Quit `thread` and wait up to `wait_ms` for it; never let a running QThread be destroyed.

    A thread still running past the wait (one numpy call that takes long, which no budget can
    interrupt) is taken from its owner and kept here, with its worker, until it finishes; the
    process waits for it at exit rather than abort ("QThread: Destroyed while thread is still
    running").
    """
    thread.quit()
    if thread.wait(wait_ms):
        return True
    thread.setParent(None)
    kept = (thread, worker)
    _UNFINISHED.append(kept)
    thread.finished.connect(lambda: _UNFINISHED.remove(kept) if kept in _UNFINISHED else None)
    return False


# Owners of running threads (the window's LongJobs), stopped at exit in
# case their window never closed: a program that fails before its event loop starts would otherwise
# end in an abort instead of its own error message.
_OWNERS: weakref.WeakSet = weakref.WeakSet()


def stop_at_exit(owner: QObject) -> None:
    """Have `owner.stop()` called when the process exits, if it is still alive then."""
    _OWNERS.add(owner)


@atexit.register
def _wait_for_unfinished() -> None:
    for owner in list(_OWNERS):
        try:
            owner.stop()
        except RuntimeError:  # its Qt object is gone already, and its threads with it
            pass
    for thread, _worker in list(_UNFINISHED):
        thread.wait()
