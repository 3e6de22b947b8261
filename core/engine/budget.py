"""Work that can be stopped: a time budget and a cancel flag the engine looks at as it works.

Python cannot stop a thread from outside, so long work (a finite-difference check, an exercise
check that trains, a lesson check) stops itself: it runs inside `with Budget(...)`, and the engine
calls `check_budgets()` each time it makes a tensor (core/engine/tensor.py), as do loops that run
a program many times. Once the budget's time has run out, or its `cancel()` was called from
another thread, the next check raises: `WorkCancelled` or `BudgetExceeded`, both GradwalkErrors,
so they end the work the way any other error would, with a message for the learner.

Budgets nest and belong to the thread (the context) that opened them: cancelling one thread's
work never stops another's. While no budget is open anywhere, a check costs one list lookup.
"""

from __future__ import annotations

import threading
import time
from contextvars import ContextVar

from gradwalk.core.words import prose_number, translate

from .errors import GradwalkError

__all__ = ["Budget", "WorkStopped", "WorkCancelled", "BudgetExceeded", "check_budgets"]


class WorkStopped(GradwalkError, RuntimeError):
    """Work that was stopped before it finished: cancelled, or past its time budget."""


class WorkCancelled(WorkStopped):
    """The work was cancelled (a newer edit, a Cancel button, the window closing)."""


class BudgetExceeded(WorkStopped):
    """The work ran past its time budget."""


_open_budgets: ContextVar[tuple] = ContextVar("gradwalk_open_budgets", default=())
budgets_open = [0]  # in any thread; while 0, check_budgets returns at once
_count_lock = threading.Lock()


class Budget:
    """A time budget (`seconds`, None for none) that can also be cancelled from any thread.

    `what` names the work in the message of BudgetExceeded ("the finite-difference check").
    """

    def __init__(self, seconds: float | None = None, what: str = "") -> None:
        self.seconds = seconds
        self.what = what
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
