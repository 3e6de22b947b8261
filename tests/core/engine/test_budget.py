"""Budgets stop long work at the engine's next operation, in the thread that opened them only."""

import threading
import time

import pytest

from gradwalk.core.engine import Var
from gradwalk.core.engine.budget import Budget, BudgetExceeded, WorkCancelled, budgets_open, check_budgets


def test_a_cancelled_budget_stops_the_next_operation():
    x = Var(2.0, dtype="f64")
    with Budget() as budget:
        y = x * 3  # runs while nothing asked it to stop
        budget.cancel()
        with pytest.raises(WorkCancelled):
            y * 2
    assert (y * 2).to_scalar() == 12.0  # outside the budget the engine runs again
    assert budgets_open[0] == 0


def test_a_spent_budget_names_the_work():
    x = Var(2.0, dtype="f64")
    with Budget(0.01, what="the check") as budget:
        time.sleep(0.02)
        with pytest.raises(BudgetExceeded, match="the check"):
            x * 3
    assert not budget.cancelled


def test_a_budget_stops_only_its_own_thread():
    started, results = threading.Event(), []

    def other_thread():
        started.wait()
        x = Var(1.0, dtype="f64")
        results.append((x * 2).to_scalar())  # a cancelled budget elsewhere must not stop this

    thread = threading.Thread(target=other_thread)
    thread.start()
    with Budget() as budget:
        budget.cancel()
        started.set()
        thread.join()
        with pytest.raises(WorkCancelled):
            check_budgets()
    assert results == [2.0]


def test_work_gives_way_at_each_check_and_the_pause_is_not_its_time():
    import time

    from gradwalk.core.engine.budget import work_clock

    pauses = []

    def give_way() -> float:  # what the window's jobs do while it draws: wait a moment
        time.sleep(0.03)
        pauses.append(0.03)
        return 0.03

    began_clock, began = work_clock(), time.perf_counter()
    with Budget(0.05, give_way=give_way):
        for _ in range(4):  # 0.12 s paused: past the budget of 0.05 s, which the pauses do not spend
            Var([1.0, 2.0]) * 2.0
    assert len(pauses) >= 4
    assert time.perf_counter() - began >= 0.12
    assert work_clock() - began_clock < time.perf_counter() - began - 0.1  # the pauses left out
