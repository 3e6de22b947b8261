"""Work that can be stopped: a time budget and a cancel flag the engine looks at as it works.

Python cannot stop a thread from outside, so long work (a finite-difference check, an exercise
check that trains, a lesson check) stops itself: it runs inside `with Budget(...)`, and the engine
calls `check_budgets()` each time it makes a tensor (core/engine/tensor.py), as do loops that run
a program many times. Once the budget's time has run out, or its `cancel()` was called from
another thread, the next check raises: `WorkCancelled` or `BudgetExceeded`, both GradwalkErrors,
so they end the work the way any other error would, with a message for the learner.

Budgets nest and belong to the thread (the context) that opened them: cancelling one thread's
work never stops another's. While no budget is open anywhere, a check costs one list lookup.

A budget can also make its work give way at each check (`give_way`): the window pauses its jobs
there while its own thread draws, since two threads of one Python share one interpreter and a
job computing beside the window doubled the time the window took to answer. The pauses are not
the work's: they do not count against its budget, and `work_clock()` leaves them out of the
times a lesson measures.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from contextvars import ContextVar

from gradwalk.core.words import prose_number, translate

from .errors import GradwalkError

__all__ = ["Budget", "WorkStopped", "WorkCancelled", "BudgetExceeded", "check_budgets", "work_clock"]


class WorkStopped(GradwalkError, RuntimeError):
    """Work that was stopped before it finished: cancelled, or past its time budget."""


class WorkCancelled(WorkStopped):
    """The work was cancelled (a newer edit, a Cancel button, the window closing)."""


class BudgetExceeded(WorkStopped):
    """The work ran past its time budget."""


_open_budgets: ContextVar[tuple] = ContextVar("gradwalk_open_budgets", default=())
budgets_open = [0]  # in any thread; while 0, check_budgets returns at once
_count_lock = threading.Lock()
_paused = threading.local()  # .seconds: how long this thread's work has given way, in all


class Budget:
    """A time budget (`seconds`, None for none) that can also be cancelled from any thread.

    `what` names the work in the message of BudgetExceeded ("the finite-difference check").
    `give_way`, called at each check, may pause the work a moment and returns the seconds it did
    (see the module's docstring).
    """

    def __init__(self, seconds: float | None = None, what: str = "",
                 give_way: Callable[[], float] | None = None) -> None:
        self.seconds = seconds
        self.what = what
        self.give_way = give_way
        self._cancelled = threading.Event()
        self._deadline: float | None = None
        self._token = None

    def cancel(self) -> None:
        """Ask the work to stop at its next check (safe from any thread)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def check(self) -> None:
        """Raise WorkCancelled or BudgetExceeded when the work must stop now."""
        if self._cancelled.is_set():
            raise WorkCancelled(translate("Engine", "stopped: the work was cancelled"))
        if self.give_way is not None:
            paused = self.give_way()
            if paused:
                _paused.seconds = getattr(_paused, "seconds", 0.0) + paused
                if self._deadline is not None:
                    self._deadline += paused  # the pause is not the work's time
        if self._deadline is not None and time.monotonic() > self._deadline:
            raise self.exceeded()

    def exceeded(self) -> BudgetExceeded:
        seconds = prose_number(self.seconds)
        if self.what:
            return BudgetExceeded(translate(
                "Engine", "{0} was stopped after {1} s, its time budget").format(self.what, seconds))
        return BudgetExceeded(translate(
            "Engine", "stopped after {0} s, the time budget of this work").format(seconds))

    def __enter__(self) -> Budget:
        if self.seconds is not None:
            self._deadline = time.monotonic() + self.seconds
        self._token = _open_budgets.set(_open_budgets.get() + (self,))
        with _count_lock:
            budgets_open[0] += 1
        return self

    def __exit__(self, *exc) -> None:
        _open_budgets.reset(self._token)
        with _count_lock:
            budgets_open[0] -= 1


def check_budgets() -> None:
    """Raise when any budget open in this thread is cancelled or spent (cheap while none is)."""
    if budgets_open[0]:
        for budget in _open_budgets.get():
            budget.check()


def work_clock() -> float:
    """Seconds, as time.perf_counter() counts them, less the pauses this thread's work gave way
    for: what a lesson times (a step, a build) is the work's own time."""
    return time.perf_counter() - getattr(_paused, "seconds", 0.0)
