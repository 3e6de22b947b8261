"""Launch benchmark: from starting Python to a usable window with lesson 4 open.

    .venv/bin/python tests/benchmarks/bench_launch.py [--repeats N]

Each run is a fresh process (a cold import of Qt, numpy and the engine, as a learner's launch
is), timed twice: by the parent from spawn to exit, and inside the child from its first line to
the moment the first section's graph is on screen. A bare Qt window launched the same way is the
baseline; the ratio shows what Gradwalk adds to Qt's own start. The budget is 2 s. Medians with
the spread (lowest to highest) are printed, since single runs drift by up to 2x here.
"""

import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUDGET_S = 2.0

GRADWALK = """
import time; start = time.perf_counter()
import sys; sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from gradwalk.app.base.appearance import apply_look
from gradwalk.app.window.main_window import MainWindow
app = QApplication([])
apply_look(app)
window = MainWindow(config_dir={config!r})
window.show()
while window.state.outcome is None:
    app.processEvents()
print(time.perf_counter() - start)
window.close()
"""

BARE_QT = """
import time; start = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
window = QMainWindow(); window.setCentralWidget(QLabel("hello")); window.show()
app.processEvents()
print(time.perf_counter() - start)
window.close()
"""


def launch(code: str) -> tuple[float, float]:
    """(seconds from spawn to exit, seconds the child measured to a usable window)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         check=True)
    return time.perf_counter() - start, float(out.stdout.strip().splitlines()[-1])


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} s (spread {min(values):.3f} to {max(values):.3f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as config:
        gradwalk = GRADWALK.format(root=str(ROOT), config=config)
        runs = {"bare Qt window": [], "Gradwalk, lesson 4 open": []}
        for _ in range(args.repeats):  # the two take turns, so a slow spell hits both
            runs["bare Qt window"].append(launch(BARE_QT))
            runs["Gradwalk, lesson 4 open"].append(launch(gradwalk))
    print(f"launch to a usable window, {args.repeats} runs each, medians (spread):")
    for name, values in runs.items():
        print(f"  {name:26} spawn to exit {summary([v[0] for v in values])};"
              f" in-process {summary([v[1] for v in values])}")
    ours = statistics.median(v[0] for v in runs["Gradwalk, lesson 4 open"])
    bare = statistics.median(v[0] for v in runs["bare Qt window"])
    print(f"  Gradwalk / bare Qt: {ours / bare:.2f}; Gradwalk / the 2 s budget: {ours / BUDGET_S:.2f}")


if __name__ == "__main__":
    main()
