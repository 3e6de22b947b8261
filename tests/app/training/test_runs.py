"""Training runs off the GUI thread (app/training/runs.py): the same numbers as run_descent, in batches,
stopped within a step, failures as one sentence."""

import dataclasses
import math
import time
import warnings

import numpy as np
import pytest

from gradwalk.app.session.training.batches import CHILD_NICENESS
from gradwalk.app.training.runs import TrainingBatch, TrainingRunner
from gradwalk.core.engine import cuda_is_available, cuda_unavailable_reason
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings
from gradwalk.core.training.descent import DescentResult, descend, run_descent
from tests.app.training.training_reference import lesson_descent
from tests.device import CLOSE

WAIT_MS = 20_000


@pytest.fixture(scope="module")
def trainings(builds_csv_or_none):
    """The regression section's four trainings, on the course's data when it is there."""
    lesson = load_lesson("l04")
    env, _ = load_data(lesson, builds_csv_or_none)
    return section_trainings(lesson.section("regression"), env)


@pytest.fixture
def runner(qtbot):
    runner = TrainingRunner()
    yield runner
    runner.shutdown()


def reference(training, steps=None):
    """run_descent as the lesson's runner calls it (with the lesson's report steps, which the
    figures beside the text read), and every record of the same descent."""
    steps = training.steps if steps is None else steps
    loss_fn, params = lesson_descent(training)
    result = run_descent(loss_fn, params, training.lr, steps, training.report)
    loss_fn, params = lesson_descent(training)
    records = list(descend(loss_fn, params, training.lr, steps))
    return result, records


def run(qtbot, runner, run_id, settings):
    """Start a run and wait for its end: (batches, summary or failure message)."""
    batches, ends = [], []
    runner.batch.connect(lambda b: batches.append(b) if b.run_id == run_id else None)
    runner.finished.connect(lambda i, s: ends.append(s) if i == run_id else None)
    runner.failed.connect(lambda i, m: ends.append(m) if i == run_id else None)
    runner.start(run_id, settings)
    assert runner.is_running(run_id)
    qtbot.waitUntil(lambda: bool(ends), timeout=WAIT_MS)
    assert not runner.is_running(run_id)
    return batches, ends[0]


def joined(batches):
    return (np.concatenate([b.steps for b in batches]), np.concatenate([b.losses for b in batches]),
            {name: np.concatenate([b.params[name] for b in batches]) for name in batches[0].params})


def test_the_children_start_on_the_module_without_qt_or_the_lessons():
    from gradwalk.app.session.training import batches
    from gradwalk.app.training import runs

    # tests/app/session/training/test_batches.py imports that module in a fresh process
    assert runs.descend_in_child is batches.descend_in_child


def test_a_run_gives_run_descents_numbers_bit_for_bit(qtbot, runner, trainings):
    raw = trainings[1]  # raw pages, learning rate 1e-5
    batches, summary = run(qtbot, runner, 7, raw)
    result, records = reference(raw)
    assert isinstance(summary, DescentResult) and summary == result  # == on floats: bit for bit
    assert summary.steps_done == 1000 and not summary.stopped and not summary.diverged
    assert summary.final_params == result.final.params
    assert summary.final_loss == result.final.loss
    assert summary.start_loss == result.start_loss and summary.how_it_diverged() == ""
    assert all(isinstance(b, TrainingBatch) and b.run_id == 7 for b in batches)
    steps, losses, params = joined(batches)
    assert steps.dtype == np.int64 and losses.dtype == np.float64
    np.testing.assert_array_equal(steps, np.arange(1, 1001))
    np.testing.assert_array_equal(losses, [r.loss for r in records])
    np.testing.assert_array_equal(params["w"], [r.params["w"] for r in records])
    np.testing.assert_array_equal(params["b"], [r.params["b"] for r in records])


def test_an_f32_run_stays_f32(qtbot, runner, trainings):
    f32 = trainings[3]
    _, summary = run(qtbot, runner, 1, f32)
    result, _ = reference(f32)
    assert f32.dtype == "f32" and summary.final_params == result.final.params


def test_batches_come_every_few_tens_of_milliseconds(qtbot, runner, trainings):
    long = dataclasses.replace(trainings[1], steps=20_000)
    batches, summary = run(qtbot, runner, 2, long)
    steps, _, _ = joined(batches)
    np.testing.assert_array_equal(steps, np.arange(1, 20_001))
    assert all(b.steps[0] == a.steps[-1] + 1 for a, b in zip(batches, batches[1:]))
    assert 2 <= len(batches) <= 20_000 / 50  # far fewer batches than steps
    assert summary.steps_done == 20_000


def test_a_stop_ends_the_run_within_a_step(qtbot, runner, trainings):
    endless = dataclasses.replace(trainings[1], steps=100_000)
    batches, ends = [], []
    runner.batch.connect(batches.append)
    runner.finished.connect(lambda i, s: ends.append(s))
    runner.start(3, endless)
    qtbot.waitUntil(lambda: bool(batches), timeout=WAIT_MS)
    runner.stop(3)
    at_stop = runner.steps_done(3)  # read after the flag is set: at most the step in progress follows
    qtbot.waitUntil(lambda: bool(ends), timeout=WAIT_MS)
    summary = ends[0]
    assert summary.stopped and 0 < summary.steps_done < 100_000
    assert at_stop <= summary.steps_done <= at_stop + 1
    assert batches[-1].steps[-1] == summary.steps_done
    assert summary.final_params == {name: float(batches[-1].params[name][-1]) for name in ("w", "b")}


def test_a_diverging_run_says_so_without_warnings(qtbot, runner, trainings):
    too_fast = trainings[0]  # raw pages, learning rate 3e-5
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _, summary = run(qtbot, runner, 4, too_fast)
        # long enough to overflow: the first step that is not finite is reported
        batches, overflowing = run(qtbot, runner, 5, dataclasses.replace(too_fast, steps=3000))
    assert not [w for w in caught if issubclass(w.category, RuntimeWarning)]
    assert summary.diverged and "grew by" in summary.how_it_diverged()
    result, _ = reference(too_fast)
    assert summary.final_params == result.final.params
    assert overflowing.diverged and overflowing.first_non_finite is not None
    assert "stopped being a finite number at step" in overflowing.how_it_diverged()
    first = overflowing.first_non_finite.step
    steps, losses, _ = joined(batches)
    assert np.isfinite(losses[: first - 1]).all()
    # from the batch holding it on, every batch names the first step that was not finite
    assert all(b.first_non_finite == first for b in batches if b.steps[-1] >= first)
    assert all(b.first_non_finite is None for b in batches if b.steps[-1] < first)


@pytest.mark.skipif(cuda_is_available(), reason="a GPU is available here")
def test_a_cuda_run_without_a_gpu_fails_with_the_reason(qtbot, runner, trainings):
    _, message = run(qtbot, runner, 6, dataclasses.replace(trainings[2], device="cuda"))
    assert isinstance(message, str) and cuda_unavailable_reason() in message


@pytest.mark.device
def test_a_cuda_run_in_its_child_process_gives_the_cpus_numbers(qtbot, runner, trainings):
    # the child starts with this process's sys.path, so it computes on the same stand-in for cupy
    raw = trainings[1]
    batches, summary = run(qtbot, runner, 9, dataclasses.replace(raw, device="cuda"))
    assert isinstance(summary, DescentResult), summary  # a failure's message says why
    assert summary.steps_done == raw.steps and not summary.diverged
    result, records = reference(raw)
    steps, losses, params = joined(batches)
    np.testing.assert_array_equal(steps, np.arange(1, raw.steps + 1))
    np.testing.assert_allclose(losses, [r.loss for r in records], **CLOSE)
    for name in ("w", "b"):
        np.testing.assert_allclose(params[name], [r.params[name] for r in records], **CLOSE)
        np.testing.assert_allclose(summary.final_params[name], result.final.params[name], **CLOSE)


@pytest.mark.parametrize("lr", [-0.1, 0.0, math.nan, math.inf])
def test_an_invalid_learning_rate_fails_cleanly(qtbot, runner, trainings, lr):
    batches, message = run(qtbot, runner, 8, dataclasses.replace(trainings[1], lr=lr))
    assert message.startswith("the learning rate must be a positive number")
    assert batches == []


def test_a_broken_program_fails_with_one_sentence(qtbot, runner, trainings):
    _, message = run(qtbot, runner, 9, dataclasses.replace(trainings[1], loss="loss = (x +"))
    assert isinstance(message, str) and message
    _, message = run(qtbot, runner, 10, dataclasses.replace(trainings[1], loss="l = x.sum_all()"))
    assert "never assigns the name 'loss'" in message


def test_the_reader_keeps_reading_after_a_failure(qtbot, runner, trainings):
    ends = []
    runner.failed.connect(lambda i, m: ends.append((i, m)))
    runner.finished.connect(lambda i, s: ends.append((i, s)))
    runner.start(1, dataclasses.replace(trainings[1], lr=-1.0))
    runner.start(2, trainings[1])
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=WAIT_MS)
    ended = dict(ends)
    assert isinstance(ended[1], str) and "learning rate" in ended[1]
    assert ended[2].steps_done == 1000


def test_one_thread_reads_every_run(qtbot, runner, trainings):
    from PySide6.QtCore import QThread

    ends = []
    runner.finished.connect(lambda i, s: ends.append(i))
    for run_id in range(20, 26):
        runner.start(run_id, dataclasses.replace(trainings[1], steps=30))
    qtbot.waitUntil(lambda: len(ends) == 6, timeout=WAIT_MS)
    assert sorted(ends) == list(range(20, 26))
    assert len(runner.findChildren(QThread)) == 1  # the pipe reader, for all six runs
    qtbot.waitUntil(lambda: runner.open_runs() == 0, timeout=WAIT_MS)  # every child reaped


def test_two_runs_at_once(qtbot, runner, trainings):
    ends = {}
    runner.finished.connect(lambda i, s: ends.__setitem__(i, s))
    runner.start(11, trainings[0])
    runner.start(12, trainings[1])
    assert runner.is_running(11) and runner.is_running(12)
    assert sorted(runner.running()) == [11, 12]
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=WAIT_MS)
    assert ends[11].diverged and not ends[12].diverged
    assert ends[12].final_params == reference(trainings[1])[0].final.params
    qtbot.waitUntil(lambda: runner.open_runs() == 0, timeout=WAIT_MS)  # each child reaped


def test_starting_a_running_id_again_replaces_the_run(qtbot, runner, trainings):
    ends, batches = [], []
    runner.finished.connect(lambda i, s: ends.append(s))
    runner.batch.connect(batches.append)
    runner.start(13, dataclasses.replace(trainings[1], steps=100_000))
    runner.start(13, dataclasses.replace(trainings[1], steps=50))
    qtbot.waitUntil(lambda: bool(ends), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: runner.open_runs() == 0, timeout=WAIT_MS)
    assert [s.steps_done for s in ends] == [50]  # the first run's signals never come through
    assert np.concatenate([b.steps for b in batches]).tolist() == list(range(1, 51))


def test_shutdown_stops_everything_and_waits(qtbot, trainings):
    runner = TrainingRunner()
    for run_id in (1, 2):
        runner.start(run_id, dataclasses.replace(trainings[1], steps=1_000_000))
    qtbot.wait(50)
    start = time.perf_counter()
    runner.shutdown()
    assert time.perf_counter() - start < 2
    assert runner.running() == [] and runner.open_runs() == 0


def test_thousands_of_batches_do_not_wear_out_true(qtbot, trainings):
    # PySide6 6.12 on Python 3.11 takes a reference from True at each emit (views/none_guard.py):
    # a batch per step, twice emitted (worker, runner), would abort the process without the guard.
    runner = TrainingRunner(batch_seconds=0.0)
    try:
        batches, summary = run(qtbot, runner, 1, dataclasses.replace(trainings[1], steps=3000))
    finally:
        runner.shutdown()
    assert len(batches) == 3000 and summary.steps_done == 3000


def test_every_run_gives_way_to_the_window_a_run_alone_too(qtbot, runner, trainings):
    # a run alone beside a free core still took the window's core at times: a network's first
    # redraws stalled the window twice as long
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("this system has no process priorities to read")
    endless = dataclasses.replace(trainings[1], steps=100_000)
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    seen = set()
    runner.batch.connect(lambda b: seen.add(b.run_id))
    runner.start(11, endless)
    qtbot.waitUntil(lambda: 11 in seen, timeout=WAIT_MS)  # descending
    pid = runner._runs[11].child.pid
    alone = os.getpriority(os.PRIO_PROCESS, pid)
    policy = os.sched_getscheduler(pid) if hasattr(os, "sched_getscheduler") else None
    runner.stop_all()
    assert alone == min(mine + CHILD_NICENESS, 19)
    if policy is not None:  # Linux: on a core only where the window's threads want none (Qt's own
        # painting threads among them: at nice 19 they waited their turn behind the runs)
        assert policy == os.SCHED_IDLE


def test_a_run_gives_way_from_its_start(qtbot, runner, trainings):
    # the reader lowers a child as soon as it exists, before the child lowers itself: a child
    # that starts as a fresh interpreter (spawn, where there is no fork server) spends its first
    # half second importing Python and numpy, and on a full machine that took the window's core
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("this system has no process priorities to read")
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    runner.start(21, trainings[1])
    qtbot.waitUntil(lambda: runner._runs[21].child is not None, timeout=WAIT_MS)
    starting = os.getpriority(os.PRIO_PROCESS, runner._runs[21].child.pid)  # `child` is set once lowered
    assert starting == min(mine + CHILD_NICENESS, 19)


def test_the_window_s_process_never_forks_for_a_run_where_a_fork_server_can(qtbot, runner, trainings):
    # a run's process used to be a fresh interpreter started from the window's process: the
    # fork of that large process, four times at a Start, held the window's thread 12-16 ms,
    # and each child's own imports took cores the window wanted
    import multiprocessing
    import os

    if "forkserver" not in multiprocessing.get_all_start_methods() or not os.path.exists("/proc/self/stat"):
        pytest.skip("this system has no fork server (Windows) or no /proc to read a parent from")
    endless = dataclasses.replace(trainings[1], steps=100_000)
    seen = set()
    runner.batch.connect(lambda b: seen.add(b.run_id))
    runner.start(31, endless)
    qtbot.waitUntil(lambda: 31 in seen, timeout=WAIT_MS)  # descending
    pid = runner._runs[31].child.pid
    with open(f"/proc/{pid}/stat") as stat:
        parent = int(stat.read().rsplit(")", 1)[1].split()[1])
    runner.stop_all()
    assert parent != os.getpid()  # the fork server's child, not the window's
