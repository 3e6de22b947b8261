"""The command benchmark's meter sees a stall: a command that sleeps is measured at least as long
as it slept and over the budget, and work the command leaves to the event loop counts too; its
table gives each command's verdict. Only lower bounds are asserted (a loaded machine only makes
stalls longer); no timing of the window is asserted here."""

import importlib.util
import pathlib
import sys
import time

import pytest

SCRIPT = pathlib.Path(__file__).parent / "bench_commands.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_commands", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_commands"] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("bench_commands", None)


@pytest.fixture
def meter(bench, qapp):
    made = bench.StallMeter(qapp)
    yield made
    made.stop()


def test_a_command_that_sleeps_is_a_stall_over_the_budget(bench, meter):
    stall = meter.measure(lambda: time.sleep(0.08))
    assert stall >= 80
    measures = bench.Measures()
    measures.add("open a section", "l00.sleeping", stall)
    (row,) = measures.table()[1:]
    assert " NO " in row and "l00.sleeping" in row


def test_the_table_gives_each_command_its_median_worst_and_verdict(bench):
    measures = bench.Measures()
    for ms, where in ((4.0, "l00.a"), (9.0, "l00.b"), (30.0, "l00.c")):
        measures.add("step", where, ms)
    measures.add("run to end", "l00.a", 30.0)
    step, run = measures.table()[1:]
    assert step.split()[1:4] == ["3", "9.0ms", "30.0ms"] and " NO " in step and step.endswith("l00.c")
    assert " yes " in run  # 30 ms is within 50 ms, not within a frame


def test_work_left_to_the_event_loop_is_measured_until_the_window_is_quiet(bench, meter):
    from PySide6.QtCore import QTimer

    done = []

    def later() -> None:
        time.sleep(0.06)  # a redraw the command scheduled, run by the event loop
        done.append(True)

    stall = meter.measure(lambda: QTimer.singleShot(30, later), busy=lambda: not done)
    assert done and stall >= 60


def test_stepping_and_redraws_have_a_frames_budget_the_others_fifty_ms(bench):
    assert bench.budget_of("step") == bench.budget_of("training redraws") == bench.FRAME_MS == 16
    assert bench.budget_of("open a section") == bench.budget_of("start training") == bench.BUDGET_MS == 50


def test_a_commands_answer_is_timed_until_it_shows_and_has_its_own_budget(bench, meter):
    from PySide6.QtCore import QTimer

    shown = []
    meter.measure(lambda: QTimer.singleShot(120, lambda: shown.append(True)), busy=lambda: not shown,
                  answered=lambda: bool(shown))
    assert shown and meter.answered_ms >= 120
    assert bench.budget_of("pause training" + bench.ANSWERED) == bench.ANSWER_MS == 100
    assert bench.budget_of("pause training") == bench.BUDGET_MS


def test_a_stall_knows_how_much_of_it_the_window_worked_and_how_much_it_waited(bench, meter):
    slept = meter.measure(lambda: time.sleep(0.06))  # the window's process waits: no CPU
    assert slept >= 60 and slept.cpu_ms < slept / 2

    def spin() -> None:
        end = time.perf_counter() + 0.06
        while time.perf_counter() < end:
            pass

    worked = meter.measure(spin)
    assert worked >= 60 and worked.cpu_ms > slept.cpu_ms
    measures = bench.Measures()
    measures.add("step", "l00.slept", slept)
    (row,) = measures.table()[1:]
    assert f"{slept.cpu_ms:.1f}ms" in row
