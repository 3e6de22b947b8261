"""Command benchmark: how long the window stops answering after each command a learner gives.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_commands.py [--lessons l04,l05]
                                                                                [--sections two_moons]

The claim: every command a learner gives leaves the window's longest stall under 50 ms, and
stepping the walk and every redraw while runs train under 16 ms (one frame at 60 Hz).

A 5 ms timer ticks in the window's thread (`StallMeter`). A command is given between two ticks;
the longest gap between ticks from just before it until the window is quiet again (no job
running, nothing left to draw, and QUIET_S more) is its stall: the longest time a click or a key
would have waited for an answer. The window is a real MainWindow at 1280x800, offscreen, with its
jobs on their own threads and its trainings in child processes, as a learner has it.

Every built-in lesson's every section is opened (the first of a lesson with File > lessons, the
others with Next Section), and in each the commands that apply there are given in turn: the walk's
steps, Tape Mode and Forward Mode on and off, Build the Jacobian, Check Gradients, Check My Answer,
the two layouts, Start Training (its stall, and the longest stall while the runs train and their
plots redraw, for TRAINING_S), Pause, three descent steps and Resume (each one's stall, and how
soon the window shows the runs waiting at their step: "answered", against ANSWER_MS) and Stop,
the points bar, an export dialog opened and closed, and
once a language switch. Printed: per command, over the sections where it was given, the median
and the worst longest stall (and where), against its budget. Nothing is asserted; the meter itself
is tested in tests/benchmarks/test_bench_commands.py with a command that sleeps.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TICK_MS = 5  # the meter's timer: a stall shorter than this cannot be told from none
QUIET_S = 0.15  # how long the window must stay idle after a command for it to count as answered
SETTLE_LIMIT_S = 60.0  # a command that is still working after this is measured up to here
TRAINING_S = 2.0  # how long runs train while their redraws are measured, before Stop
FRAME_MS = 16.0
BUDGET_MS = 50.0
ANSWER_MS = 100.0  # how soon a paused run shows where it waits, and a descent step shows its step
ANSWERED = ": answered"  # a measure of how soon a command's answer is on screen, not of its stall
SIZE = (1280, 800)


class Stall(float):
    """A longest stall in milliseconds, with the CPU time the window's process (all its threads)
    spent during it, `cpu_ms`."""

    def __new__(cls, ms: float, cpu_ms: float = float("nan")) -> "Stall":
        made = super().__new__(cls, ms)
        made.cpu_ms = cpu_ms
        return made


class StallMeter:
    """The longest stall of the event loop around a command: see the module's docstring.

    `measure(command, busy)` gives `command`, then lets the event loop run until `busy()` has been
    False for QUIET_S (at most `limit_s`), and returns the longest gap between the timer's ticks, in
    milliseconds, from just before the command to the end."""

    def __init__(self, app) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.app = app
        self.ticks: list[tuple[float, float]] = []  # (wall time, the process's CPU time) at each tick
        self.timer = QTimer(timerType=Qt.TimerType.PreciseTimer, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def measure(self, command: Callable[[], object], busy: Callable[[], bool] = lambda: False,
                limit_s: float = SETTLE_LIMIT_S, at_least_s: float = 0.0,
                answered: Callable[[], bool] | None = None) -> Stall:
        from PySide6.QtCore import QEventLoop, QTimer

        self.app.processEvents()  # what came before is not this command's
        self._tick(restart=True)
        start = self.ticks[0][0]
        self.answered_ms = 0.0  # how long until answered() first held (default: busy() stopped)
        answered = answered if answered is not None else (lambda: not busy())
        command()
        loop = QEventLoop()
        quiet_since: list[float | None] = [None]

        def check() -> None:
            now = time.perf_counter()
            if not self.answered_ms and answered():
                self.answered_ms = 1000.0 * (now - start)
            if now - start > limit_s:
                loop.quit()
                return
            if busy() or now - start < at_least_s:
                quiet_since[0] = None
            elif quiet_since[0] is None:
                quiet_since[0] = now
            elif now - quiet_since[0] >= QUIET_S:
                loop.quit()

        poll = QTimer(interval=10)
        poll.timeout.connect(check)
        poll.start()
        loop.exec()
        poll.stop()
        self._tick()
        (wall_a, cpu_a), (wall_b, cpu_b) = max(zip(self.ticks, self.ticks[1:]),
                                               key=lambda pair: pair[1][0] - pair[0][0])
        return Stall(1000.0 * (wall_b - wall_a), 1000.0 * (cpu_b - cpu_a))

    def _tick(self, restart: bool = False) -> None:
        if restart:
            self.ticks = []
        self.ticks.append((time.perf_counter(), time.process_time()))

    def stop(self) -> None:
        self.timer.stop()


@dataclass
class Measures:
    """Every command's stalls, each with where it was measured."""
    stalls: dict[str, list[tuple[float, str]]] = field(default_factory=dict)

    def add(self, command: str, where: str, stall_ms: float) -> None:
        """A stall (a `Stall`, or a plain number of milliseconds: its CPU time unknown)."""
        self.stalls.setdefault(command, []).append((stall_ms, where))

    def table(self) -> list[str]:
        lines = [f"{'command':<28} {'given':>5} {'median':>9} {'worst':>9} {'its CPU':>8}  {'budget':>6}"
                 f"  met  worst at"]
        for command, found in self.stalls.items():
            values = [ms for ms, _ in found]
            worst, where = max(found, key=lambda pair: pair[0])
            cpu = getattr(worst, "cpu_ms", float("nan"))
            cpu_text = "" if command.endswith(ANSWERED) or cpu != cpu else f"{cpu:.1f}ms"
            budget = budget_of(command)
            met = "yes" if worst < budget else "NO"
            lines.append(f"{command:<28} {len(values):>5} {statistics.median(values):>7.1f}ms "
                         f"{worst:>7.1f}ms {cpu_text:>8}  {budget:>4.0f}ms  {met:<4} {where}")
        return lines


def budget_of(command: str) -> float:
    if command.endswith(ANSWERED):
        return ANSWER_MS
    return FRAME_MS if command in ("step", "step back", "training redraws") else BUDGET_MS


def busy_window(window) -> Callable[[], bool]:
    """Whether the window is still working on what it was asked: a job of its own (the quiet
    ones too: an evaluation, the section's figures), a layout still painted in turns, or a run.
    (A command given meanwhile would be timed with the end of the last one's work.)"""
    return lambda: (bool(window.jobs.live()) or window.layout_painting.settling()
                    or bool(window.training.runner.running()))


def close_dialog_later(app, after_ms: int = 300) -> None:
    """Reject the modal dialog that a command is about to open, once it has been shown."""
    from PySide6.QtCore import QTimer

    def close() -> None:
        dialog = app.activeModalWidget()
        if dialog is not None:
            dialog.reject()
        else:
            QTimer.singleShot(50, close)

    QTimer.singleShot(after_ms, close)


def walk_section(app, window, meter: StallMeter, measures: Measures, where: str) -> None:
    """Every command that applies in the open section, each measured."""
    c = window.commands
    busy = busy_window(window)

    def give(name: str, action, **kwargs) -> None:
        if action.isEnabled():
            measures.add(name, where, meter.measure(action.trigger, busy, **kwargs))

    for _ in range(3):
        give("step", c.step_backward)
    give("step back", c.step_back)
    give("run to end", c.run_to_end)
    give("reset walk", c.reset_walk)
    for name, action in (("tape mode", c.tape_mode), ("forward mode", c.forward_mode)):
        give(name, action)  # on
        if action.isChecked():
            give("step", c.step_backward)
            give(name, action)  # and off again
    give("build the jacobian", c.build_jacobian)
    give("check gradients", c.finite_differences)
    if window.state.exercise is not None:
        give("check my answer", c.check_answer)
    give("train layout", c.train_layout)
    give("walk layout", c.walk_layout)
    if window.state.section is not None and window.state.section.trains and c.start_training.isEnabled():
        measures.add("start training", where, meter.measure(c.start_training.trigger, limit_s=0.5,
                                                            at_least_s=0.5))
        measures.add("training redraws", where, meter.measure(lambda: None, limit_s=TRAINING_S,
                                                              at_least_s=TRAINING_S))
        give("stop training", c.stop_training)
        if c.start_training.isEnabled():  # started again, to be paused while the runs surely go
            meter.measure(c.start_training.trigger, limit_s=0.2, at_least_s=0.2)
            pause_and_step(window, meter, measures, where)
            give("stop training", c.stop_training)
        choice = window.widgets.boundary_plot.choice
        if choice.isVisible() and choice.isEnabled():
            size = choice.size
            measures.add("points bar", where, meter.measure(lambda: size.setValue(size.value() + 50), busy))
            measures.add("points bar", where, meter.measure(lambda: size.setValue(size.value() - 50), busy))


def pause_and_step(window, meter: StallMeter, measures: Measures, where: str) -> None:
    """Pause the runs going, take three descent steps, resume: each one's stall, and how soon the
    runs wait where the window says (their step drawn, the graph at their weights evaluated)."""
    from PySide6.QtCore import QEventLoop, QTimer

    c = window.commands
    deadline = time.perf_counter() + SETTLE_LIMIT_S
    runs = window.training.runner.running
    while runs() and not all(len(window.training.history.get(run, ())) for run in runs()) \
            and time.perf_counter() < deadline:  # every run past its process's start: a step taken
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    if not c.pause_training.isEnabled():
        return  # the runs ended before this

    def drawn() -> bool:  # the runs wait, and their step is drawn
        return c.step_training.isEnabled() and not window.training.drawing()

    def busy() -> bool:  # the runs wait, their step drawn, and the graph at their weights too
        return not drawn() or bool(window.jobs.live()) or window.run_weights_pending()

    for name, action in [("pause training", c.pause_training)] + [("one descent step", c.step_training)] * 3:
        if not action.isEnabled():
            return
        # answered: the runs wait and their step is drawn (the graph follows, off the window's thread)
        measures.add(name, where, meter.measure(action.trigger, busy, limit_s=10.0,
                                                answered=drawn))
        measures.add(name + ANSWERED, where, meter.answered_ms)
    measures.add("resume training", where, meter.measure(c.resume_training.trigger, limit_s=0.5,
                                                         at_least_s=0.5))


def run(lessons: list[str] | None, sections: list[str] | None, keep_collector: bool = False) -> Measures:
    from PySide6.QtWidgets import QApplication

    from gradwalk.app.base.collector import set_aside_what_lasts
    from gradwalk.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    config = tempfile.mkdtemp(prefix="gradwalk-bench-")
    window = MainWindow(config_dir=pathlib.Path(config), language="en")
    window.resize(*SIZE)
    window.show()
    if not keep_collector:
        set_aside_what_lasts()  # as `gradwalk` does once its window is up
    meter = StallMeter(app)
    measures = Measures()
    busy = busy_window(window)
    meter.measure(lambda: None, busy, at_least_s=0.5)  # the launch's own work, not measured here
    chosen = [lesson for lesson in window.state.lessons.values() if not lessons or lesson.id in lessons]
    for lesson in chosen:
        first = True
        for section in lesson.sections:
            if sections and section.id not in sections:
                continue
            where = f"{lesson.id}.{section.id}"
            if first or sections:
                ms = meter.measure(lambda: window.open_section(lesson.id, section.id), busy)
                measures.add("open a section", where, ms)
            else:
                ms = meter.measure(window.commands.next_section.trigger, busy)
                measures.add("next section", where, ms)
                if window.state.section_id != section.id:  # Next went elsewhere: open it
                    window.open_section(lesson.id, section.id)
            first = False
            walk_section(app, window, meter, measures, where)
            print(f"  {where}: done", file=sys.stderr, flush=True)
        if window.commands.export_graph.isEnabled():
            close_dialog_later(app)
            measures.add("export dialog", lesson.id, meter.measure(window.commands.export_graph.trigger, busy))
    # a language switch: measured once, there and back
    for code in ("fr", "en"):
        found: list = []
        window.languageSwitched.connect(found.append)
        action = window.findChild(type(window.commands.step_backward), f"actionLanguage{code.title()}")
        measures.add("language switch", code, meter.measure(action.trigger, busy))
        if found:
            window = found[-1]
            busy = busy_window(window)
    meter.stop()
    window.close()
    return measures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", help="the lessons to walk, by id, comma-separated (default: all)")
    parser.add_argument("--sections", help="only these sections, by id, comma-separated")
    parser.add_argument("--keep-collector", action="store_true",
                        help="leave Python's garbage collector as it is (the window's start-up "
                             "objects are not set aside, as `gradwalk` sets them)")
    args = parser.parse_args()
    lessons = args.lessons.split(",") if args.lessons else None
    sections = args.sections.split(",") if args.sections else None
    started = time.perf_counter()
    measures = run(lessons, sections, args.keep_collector)
    print(f"the window's longest stall after each command, {SIZE[0]}x{SIZE[1]} offscreen, a {TICK_MS} ms "
          f"timer ({time.perf_counter() - started:.0f} s in all):")
    for line in measures.table():
        print("  " + line)


if __name__ == "__main__":
    main()
