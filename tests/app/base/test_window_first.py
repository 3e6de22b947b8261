"""The window's thread first: a job's thread waits at its checks while the window holds, never
longer than GIVE_WAY_AT_MOST_S, and the window's own thread never waits."""

import threading
import time

from gradwalk.app.base.window_first import GIVE_WAY_AT_MOST_S, WindowFirst


def waited_on_a_thread(first: WindowFirst, release_after_s: float | None) -> float:
    waited = []
    job = threading.Thread(target=lambda: waited.append(first.give_way()))
    first.hold()
    job.start()
    if release_after_s is not None:
        time.sleep(release_after_s)
        first.release()
    job.join()
    return waited[0]


def test_a_job_waits_while_the_window_holds_and_goes_on_when_it_releases():
    first = WindowFirst()
    assert first.give_way() == 0.0  # nothing held: at once
    waited = waited_on_a_thread(first, release_after_s=0.03)
    assert 0.02 <= waited < GIVE_WAY_AT_MOST_S
    assert not first.held()


def test_a_hold_too_long_stops_holding_the_jobs_back():
    first = WindowFirst()
    waited = waited_on_a_thread(first, release_after_s=None)  # never released
    assert GIVE_WAY_AT_MOST_S * 0.8 <= waited <= GIVE_WAY_AT_MOST_S * 3
    assert first.held()
    later: list[float] = []  # the same hold, held for long: a job goes on at once
    job = threading.Thread(target=lambda: later.append(first.give_way()))
    job.start()
    job.join()
    assert later == [0.0]


def test_the_windows_own_thread_never_waits_and_holds_nest():
    first = WindowFirst()
    first.hold()
    first.hold()
    assert first.give_way() == 0.0  # the thread that holds
    first.release()
    assert first.held()
    first.release()
    assert not first.held()


def test_a_hold_never_released_does_not_keep_later_holds_from_holding(monkeypatch):
    import gradwalk.app.base.window_first as module

    first = WindowFirst()
    first.hold()  # its release never comes (its turn's object deleted with the event)
    clock = [time.monotonic() + 2 * GIVE_WAY_AT_MOST_S]
    monkeypatch.setattr(module.time, "monotonic", lambda: clock[0])
    first.hold()  # a new turn: it holds the jobs back again, from now
    assert first._held_since == clock[0]
    first.release()
    assert not first.held()
