"""Language switch benchmark: View > Language; how long does the learner wait?

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_language.py [--repeats N]

In one process, alternately: switching the window's language (every text made again in the new
language, in place, at the same section and step, its graph drawn again) and, as the baseline,
opening another section in the same window (its text, code, evaluation and graph). Both run the
section's program on the GUI thread (synchronous mode), so the ratio is what the new words cost
beyond showing a section. Medians with the spread (lowest to highest) are printed; single runs
drift by up to 2x here.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BUDGET_S = 1.0  # a switch should feel like opening a dialog, not like a restart


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from gradwalk.app.window.main_window import MainWindow

    app = QApplication([])
    with tempfile.TemporaryDirectory() as config:
        window = MainWindow(config_dir=Path(config), synchronous=True, language="en")
        window.show()
        app.processEvents()
        switches, openings = [], []
        languages = ["fr", "es", "en"]
        sections = ["first_derivative", "which_tensors_get_a_gradient"]
        for i in range(args.repeats):
            start = time.perf_counter()
            window.open_section("l04", sections[i % 2])
            app.processEvents()
            openings.append(time.perf_counter() - start)

            start = time.perf_counter()
            window = window.switch_language(languages[i % 3])
            app.processEvents()
            switches.append(time.perf_counter() - start)
        window.close()

    def summary(values: list[float]) -> str:
        return f"{statistics.median(values) * 1000:.0f} ms (spread {min(values) * 1000:.0f} to " \
               f"{max(values) * 1000:.0f})"

    print(f"language switch against opening a section, {args.repeats} runs each, medians (spread):")
    print(f"  open a section     {summary(openings)}")
    print(f"  switch language    {summary(switches)}")
    switch = statistics.median(switches)
    print(f"  switch / open: {switch / statistics.median(openings):.2f}; "
          f"switch / the {BUDGET_S:g} s budget: {switch / BUDGET_S:.2f}")


if __name__ == "__main__":
    main()
