"""A descent in batches (app/session/training/batches.py): the module a training's child process
imports, and the only one of the app it imports."""

import subprocess
import sys

import numpy as np
import pytest

from gradwalk.app.session.training import batches
from gradwalk.core.training.descent import DescentResult, run_descent
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
