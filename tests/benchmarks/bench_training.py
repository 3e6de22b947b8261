"""Training benchmark: a long descent streaming its curve into the window.

    .venv/bin/python tests/benchmarks/bench_training.py [--steps N] [--repeats N] [--network]

The claim: while a 100,000-step descent streams its curve into the window, the longest stall of
the event loop stays under 50 ms, and the descent runs at no less than 80 % of the speed of the
same descent without a window.

The descent is lesson 4's standardised line (the regression section's f64 run, learning rate 0.1)
with its step count raised to --steps. Measured side by side in one process, taking turns so a
slow spell hits both:

- headless: `run_descent` of that training, as the lesson's runner calls it, no Qt involved;
- window: a MainWindow at the regression section with that one run preloaded, started through
  its training controller (the real TrainingRunner: a child process per run, the curve and the
  landscape fed as it goes). A 1 ms QTimer in the GUI thread records the gaps between its ticks: the
  longest gap is the longest stall of the event loop. Timed from `start` to the run's end.

With --network, the descent is lesson 5's 2-16-16-1 tanh network on two moons (20,000 steps
unless --steps says otherwise), its accuracy measured at every step, and the window draws its
decision boundary as it goes: how many times a second the boundary was redrawn is printed too
(the claim: at least 10).

Also printed, for the split of the cost: the same descent through `app.training.run_synchronously`,
the worker's own loop (records gathered into batches) without a window or a thread.
Medians with the spread (lowest to highest) are printed; no single figure is asserted.
"""

import argparse
import dataclasses
import os
import pathlib
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SPEED_TARGET = 0.80  # headless time / window time
STALL_BUDGET_S = 0.050
LINE = ("l04", "regression")
NETWORK = ("l05", "two_moons")


def section_training(section: tuple[str, str], steps: int):
    """The section's run (the regression's f64 run on standardised pages; the network's one run),
    with `steps` steps."""
    from gradwalk.core.lessons import load_lesson
    from gradwalk.core.lessons.runner import load_data
    from gradwalk.core.lessons.trainings import section_trainings

    lesson = load_lesson(section[0])
    env, _ = load_data(lesson)
    trainings = section_trainings(lesson.section(section[1]), env)
    training = next(t for t in trainings if t.dtype == "f64" and (
        section != LINE or "standardised" in (t.label or "")))
    return dataclasses.replace(training, steps=steps)


def headless(training) -> tuple[float, float]:
    """(seconds, final loss) of run_descent on the training, as the lesson's runner runs it."""
    from gradwalk.core.training.descent import run_descent
    from gradwalk.core.training.training import prepare

    descent = prepare(training)
    start = time.perf_counter()
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps,
                         held_out_fn=descent.held_out_fn, accuracy_fn=descent.accuracy_fn,
                         held_out_accuracy_fn=descent.held_out_accuracy_fn)
    return time.perf_counter() - start, result.final.loss


def worker_loop(training) -> tuple[float, float]:
    """(seconds, final loss) of the worker's loop on this thread, without a window."""
    from gradwalk.app.training.runs import run_synchronously

    start = time.perf_counter()
    _, summary = run_synchronously(1, training)
    return time.perf_counter() - start, summary.final_loss


def in_window(app, window, training) -> tuple[float, float, float, int]:
    """(seconds from start to the run's end, longest event-loop stall in seconds, when it began
    in seconds after start, final loss, the curve's points) of the run started in the window
    while a 1 ms timer ticks."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    controller = window.training
    controller.set_trainings([training])
    app.processEvents()
    drawn: list[float] = []  # when the boundary was redrawn (a classifier's runs)
    plot = window.widgets.boundary_plot
    draw = plot.set_boundary
    plot.set_boundary = lambda *args: (drawn.append(time.perf_counter()), draw(*args))
    ticks: list[float] = []
    timer = QTimer(timerType=Qt.TimerType.PreciseTimer, interval=1)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    loop = QEventLoop()
    ended: list = []

    def on_end(run_id, summary):
        ended.append((time.perf_counter(), summary))
        loop.quit()

    controller.runEnded.connect(on_end)
    timer.start()
    app.processEvents()
    ticks.append(time.perf_counter())
    start = time.perf_counter()
    controller.start()
    if not ended:
        loop.exec()
    end, summary = ended[0]
    app.processEvents()  # the repaint after the end counts as well
    ticks.append(time.perf_counter())
    timer.stop()
    controller.runEnded.disconnect(on_end)
    del plot.set_boundary  # the class's own again
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    longest = max(range(len(gaps)), key=gaps.__getitem__)
    if summary is None:
        raise RuntimeError("the run failed in the window")
    run_id = controller.panel.runs()[0].run_id
    points = len(controller.loss_plot.curve_data(run_id)[0])
    redraws = len([t for t in drawn if start <= t <= end]) / (end - start)
    return end - start, gaps[longest], ticks[longest] - start, summary.final_loss, points, redraws


def summary(values: list[float], unit: str = "s", scale: float = 1.0) -> str:
    v = [x * scale for x in values]
    return f"{statistics.median(v):.3f} {unit} (spread {min(v):.3f} to {max(v):.3f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=None,
                        help="steps of the descent (100,000 for the line, 20,000 for the network)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each kind, taking turns")
    parser.add_argument("--network", action="store_true", help="lesson 5's network instead of the line")
    args = parser.parse_args()
    section = NETWORK if args.network else LINE
    steps = args.steps or (20_000 if args.network else 100_000)

    from PySide6.QtWidgets import QApplication

    from gradwalk.app.base.appearance import apply_look
    from gradwalk.app.window.main_window import MainWindow

    training = section_training(section, steps)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_look(app)
    with tempfile.TemporaryDirectory() as config:
        window = MainWindow(config_dir=pathlib.Path(config))
        window.resize(1280, 800)
        window.show()
        window.open_section(*section)
        deadline = time.perf_counter() + 30
        while not window.training.panel.runs() and time.perf_counter() < deadline:
            app.processEvents()  # the section's trainings are found off the window's thread
        runs = {"headless": [], "worker loop": [], "window": []}
        stalls: list[float] = []
        stall_starts: list[float] = []
        losses = set()
        points = 0
        redraws: list[float] = []
        for _ in range(args.repeats):
            seconds, loss = headless(training)
            runs["headless"].append(seconds)
            losses.add(loss)
            seconds, loss = worker_loop(training)
            runs["worker loop"].append(seconds)
            losses.add(loss)
            seconds, stall, stall_start, loss, points, per_second = in_window(app, window, training)
            redraws.append(per_second)
            runs["window"].append(seconds)
            stalls.append(stall)
            stall_starts.append(stall_start)
            losses.add(loss)
        window.close()
    if len(losses) != 1:
        raise SystemExit(f"the descents disagree: final losses {sorted(losses)}")
    what = "lesson 5's 2-16-16-1 network on two moons" if args.network else "lesson 4's standardised line"
    print(f"a {steps:,}-step descent of {what}, {args.repeats} runs each, medians (spread):")
    print(f"  headless, run_descent:          {summary(runs['headless'])}")
    print(f"  worker loop, no window:         {summary(runs['worker loop'])}")
    print(f"  in the window, child process:   {summary(runs['window'])}  "
          f"({points:,} points on the curve)")
    ratios = [h / w for h, w in zip(runs["headless"], runs["window"])]
    ratio = statistics.median(runs["headless"]) / statistics.median(runs["window"])
    print(f"  speed in the window / headless: {ratio:.2f} (per pair {min(ratios):.2f} to "
          f"{max(ratios):.2f}); target at least {SPEED_TARGET:.2f}: "
          f"{'met' if ratio >= SPEED_TARGET else 'missed'}")
    print(f"  longest event-loop stall:       {summary(stalls, 'ms', 1000)}; budget "
          f"{STALL_BUDGET_S * 1000:.0f} ms: "
          f"{'met' if max(stalls) < STALL_BUDGET_S else 'missed'} (worst run); it began "
          + ", ".join(f"{t:.2f} s" for t in stall_starts) + " after start")
    if args.network:
        print(f"  boundary redrawn:               {summary(redraws, 'a second')}; target at least 10: "
              f"{'met' if min(redraws) >= 10 else 'missed'} (slowest run)")


if __name__ == "__main__":
    main()
