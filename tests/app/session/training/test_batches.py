"""A descent in batches (app/session/training/batches.py): the module a training's child process
imports, and the only one of the app it imports."""

import subprocess
import sys
import time

import numpy as np
import pytest

from gradwalk.app.session.training import batches
from gradwalk.core.training.descent import DescentResult, descend, run_descent
from gradwalk.core.training.models import MODELS
from gradwalk.core.training.training import Training, prepare

LINE = Training(loss=MODELS["line"].loss,
                inputs={"x": np.array([1.0, 2.0, 3.0]), "y": np.array([2.0, 4.0, 7.0])},
                params={"w": 0.0, "b": 0.0}, lr=0.05, steps=200)


def test_the_child_process_imports_neither_qt_nor_the_lessons():
    # the runner starts its children on this function (tests/app/training/test_runs.py): unpickling
    # it imports its module, and through it whatever that module imports
    target = batches.descend_in_child
    probe = ("import sys, importlib; importlib.import_module(sys.argv[1]); "
             "print(sorted(m for m in sys.modules if m.startswith(('gradwalk.core.lessons', 'PySide6', "
             "'pyqtgraph', 'gradwalk.views', 'gradwalk.app.training'))))")
    done = subprocess.run([sys.executable, "-c", probe, target.__module__], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_batches_end_with_the_descents_own_result():
    batches_sent, result = batches.run_synchronously(3, LINE, batch_seconds=0.0)
    descent = prepare(LINE)
    reference = run_descent(descent.loss_fn, descent.params, LINE.lr, LINE.steps)
    assert isinstance(result, DescentResult) and result == reference  # bit for bit
    assert len(batches_sent) == LINE.steps and all(b.run_id == 3 for b in batches_sent)
    assert not result.stopped and result.final_params == reference.final.params


def test_a_batch_sent_as_the_run_goes_holds_the_weights_at_its_last_step():
    batches_sent, result = batches.run_synchronously(3, LINE, batch_seconds=0.0)
    # the parameters after each step, as the batches record the single-number ones
    for batch in batches_sent:
        assert batch.weights == {name: values[-1] for name, values in batch.params.items()}
        assert not batch.paused
    assert batches_sent[-1].weights == result.final_params


def test_a_run_stopped_before_its_first_step_ends_at_its_start():
    _, result = batches.run_synchronously(1, LINE, should_stop=lambda: True)
    assert result.stopped and result.final is None and result.steps_done == 0
    assert result.final_params == {"w": 0.0, "b": 0.0} and result.final_loss == result.start_loss


def test_a_childs_descent_gives_way_to_the_window_when_asked():
    # where the runs take every core, a run's process runs at a lower priority than the window's
    # (the runner asks it to: tests/app/training/test_runs.py), and the window still gets a core
    import multiprocessing
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("this system has no process priorities to read")
    spawn = multiprocessing.get_context("spawn")
    receiving, sending = spawn.Pipe(duplex=False)
    stop, step = spawn.Event(), spawn.Value("q", 0)
    long = Training(loss=LINE.loss, inputs=LINE.inputs, params=LINE.params, lr=0.01, steps=100_000)
    child = spawn.Process(target=batches.descend_in_child,
                          args=(sending, stop, step, 1, long, 0.03,
                                batches.lowered_priority(batches.CHILD_NICENESS)))
    child.start()
    sending.close()
    try:
        assert receiving.poll(60), "the child sent nothing"
        assert receiving.recv()[0] == "batch"  # it is descending now
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, child.pid) == min(mine + batches.CHILD_NICENESS, 19)
    finally:
        stop.set()
        while receiving.poll(5):
            try:
                receiving.recv()
            except EOFError:
                break
        child.join(30)


def test_a_paced_run_pauses_steps_one_at_a_time_with_a_new_rate_and_goes_on():
    # the window's side on this thread, the run's on another, as with a child process
    import threading

    pace = batches.Pace(LINE.lr)
    pace.pause()  # before the run's first step
    sent: list = []
    ended: list = []
    run = threading.Thread(target=lambda: ended.append(batches.descend_in_batches(
        2, LINE, sent.append, batch_seconds=60.0, pace=pace)))
    run.start()

    def paused_batches(count):
        deadline = time.monotonic() + 20
        while sum(batch.paused for batch in sent) < count and time.monotonic() < deadline:
            time.sleep(0.005)
        return [batch for batch in sent if batch.paused]

    first = paused_batches(1)[0]
    assert len(first.steps) == 0  # it waits before its first step, and says so
    time.sleep(0.05)
    assert len(sent) == 1  # and takes none while paused
    pace.step()
    assert list(paused_batches(2)[1].steps) == [1]  # one step, then waiting again
    pace.set_lr(0.01)
    pace.step()
    assert list(paused_batches(3)[2].steps) == [2]
    pace.resume()
    run.join(20)
    (result,) = ended
    assert not result.stopped and result.steps_done == LINE.steps
    # the same numbers as a descent whose rate changes after its first step
    descent = prepare(LINE)
    rates = iter([LINE.lr] + [0.01] * LINE.steps)
    reference = run_descent(descent.loss_fn, descent.params, LINE.lr, LINE.steps)
    descent = prepare(LINE)
    records = list(descend(descent.loss_fn, descent.params, LINE.lr, LINE.steps, lr_now=lambda: next(rates)))
    assert result.final_params == records[-1].params != reference.final.params
    steps = np.concatenate([batch.steps for batch in sent])
    assert list(steps) == list(range(1, LINE.steps + 1))  # every step sent once, in order


def test_a_paused_run_that_is_stopped_ends_where_it_waited():
    import threading

    pace = batches.Pace(LINE.lr)
    stop = threading.Event()
    sent: list = []
    ended: list = []
    run = threading.Thread(target=lambda: ended.append(batches.descend_in_batches(
        2, LINE, sent.append, should_stop=stop.is_set, batch_seconds=60.0, pace=pace)))
    pace.pause()
    pace.step()
    pace.step()  # two steps let go, then it waits
    run.start()
    deadline = time.monotonic() + 20
    while not any(batch.paused for batch in sent) and time.monotonic() < deadline:
        time.sleep(0.005)
    stop.set()
    run.join(20)
    (result,) = ended
    assert result.stopped and result.steps_done == 2


def test_the_window_never_waits_on_a_lock_a_paced_run_holds():
    # a lock shared with a run at the lowest priority made the window wait while the run, holding
    # it, gave way to the window: every shared number has one writer and no lock
    pace = batches.Pace(LINE.lr)
    shared = [value for value in vars(pace).values() if hasattr(value, "value")]
    assert len(shared) == 4 and not any(hasattr(value, "get_lock") for value in shared)
    # a step under way when the window pauses still ends, then the run waits
    assert not pace.took_step()  # it goes
    pace.pause()
    assert pace.held()
    pace.step()
    assert not pace.held() and pace.took_step()  # the step let go, taken: it waits again
    pace.step()
    pace.step()  # two more let go while it waited
    assert not pace.took_step() and pace.took_step()
    pace.resume()
    assert not pace.held() and not pace.took_step()
