"""Graph view benchmark: lay out and draw a big graph, then step the walk over it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_graph.py [--terms N] [--repeats R]

Two graphs of about 2 * terms nodes. "fan-out": one variable squared and summed many times
(t = sqr(x) + sqr(x) + …), the worst case for drawing: a thousand edges leave x and cross the whole
picture. "tree": many variables, each squared, summed pairwise, as a loss over parameters is;
every edge is short. And "opened-point": one point's loss through a 2-16-16-1 network with every
node of up to 64 elements opened into its elements (app/session/walk/elements.py), about 1,100
nodes, most of them numbers; `--terms` does not change it. Each is laid out and drawn (`set_graph` and one forced repaint), then one step k -> k+1 is shown (`show_frame`) and
repainted, at the fitted zoom and at 100 %. Medians and spread over the repeats are printed with
the ratio to the budget: 1 s for layout and drawing, 16 ms (one frame at 60 Hz) for a step.
Timings on a shared machine drift, so look at the spread too. Not part of the test run.
"""

import argparse
import os
import pathlib
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from gradwalk.app.session.walk.elements import opened_walk, why_closed  # noqa: E402
from gradwalk.app.session.walk.records import walk_record  # noqa: E402
from gradwalk.core.engine import Tensor, Var  # noqa: E402
from gradwalk.core.engine.snapshot import graph_snapshot  # noqa: E402
from gradwalk.views.graph.graph_layout import layered_layout  # noqa: E402
from gradwalk.views.graph.graph_view import GraphView  # noqa: E402

DRAW_BUDGET, STEP_BUDGET = 1.0, 0.016


def opened_point():
    """One point through a 2-16-16-1 tanh network, every node that opens opened."""
    import numpy as np

    rng = np.random.default_rng(0)
    h = Tensor(rng.normal(size=(1, 2)), dtype="f64", name="x")
    for index, (n_in, n_out) in enumerate(((2, 16), (16, 16), (16, 1)), start=1):
        weight = Var(rng.normal(size=(n_in, n_out)) * 0.5, dtype="f64", name=f"W{index}")
        h = (h @ weight).broadcast_add(Var(np.zeros((1, n_out)), dtype="f64", name=f"b{index}"))
        h = h.tanh() if n_out > 1 else h
    loss = h.softplus().mean_all()
    snapshot = graph_snapshot(loss)
    names = {node.label for node in snapshot.nodes if why_closed(snapshot, node.id) is None}
    return opened_walk(loss, snapshot, names)[0]


def big_record(terms, shape="fan-out"):
    if shape == "opened-point":
        return opened_point()
    if shape == "tree":
        level = [Var(float(i % 7), dtype="f64").sqr() for i in range(terms // 2 + 1)]
        while len(level) > 1:  # pairwise sums, a balanced tree
            level = [a + b for a, b in zip(level[::2], level[1::2])] + level[len(level) // 2 * 2:]
        total = level[0]
    else:
        x = Var(2.0, dtype="f64")
        total = x.sqr()
        for _ in range(terms):
            total = total + x.sqr()
    return walk_record(total, graph_snapshot(total))


def timed(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def summary(name, times, budget=None):
    """One line: median, spread (min to max), and the median's share of the budget."""
    median = statistics.median(times)
    line = f"{name:<34} median {median * 1000:8.1f} ms   min {min(times) * 1000:8.1f}   max {max(times) * 1000:8.1f}"
    if budget:
        line += f"   {median / budget:5.2f} × budget ({budget * 1000:.0f} ms)"
    print(line)
    return median


def run(terms=1000, repeats=5, size=(1200, 800), shape="fan-out"):
    """Time the phases; returns {phase: median seconds}."""
    app = QApplication.instance() or QApplication(sys.argv)
    rec = big_record(terms, shape)
    snapshot = rec.snapshot
    k = len(rec) // 2
    frames = rec.frame(k), rec.frame(k + 1)
    print(f"{shape}: {len(snapshot.nodes)} nodes, {len(snapshot.edges)} edges, {len(rec)} steps; "
          f"{repeats} repeats")
    view = GraphView()
    view.resize(*size)
    view.show()
    app.processEvents()
    layout, draw, step_fit, step_full, step_dirty = [], [], [], [], []

    def set_graph_and_paint():
        view.set_graph(snapshot, frames[0])
        view.viewport().repaint()

    for _ in range(repeats):
        layout.append(timed(lambda: layered_layout(snapshot, view.spacing())))
        draw.append(timed(set_graph_and_paint))
        for frame in (frames[1], frames[0]):  # k -> k+1, then back: each time a real change
            step_fit.append(timed(lambda: (view.show_frame(frame), view.viewport().repaint())))
    view.reset_zoom()
    view.centerOn(view.node_item(frames[1].current))
    app.processEvents()
    for _ in range(repeats):  # each timing changes the frame: k -> k+1 or k+1 -> k
        for frames_now, times in ((frames[::-1], step_full), (frames, step_dirty)):
            view.show_frame(frames_now[0])
            app.processEvents()
            if times is step_full:
                times.append(timed(lambda: (view.show_frame(frames_now[1]), view.viewport().repaint())))
            else:
                times.append(timed(lambda: (view.show_frame(frames_now[1]), app.processEvents())))
    results = {
        "layout": summary("layout (layered_layout)", layout),
        "draw": summary("layout + set_graph + repaint", draw, DRAW_BUDGET),
        "step_fit": summary("step + full repaint, fitted zoom", step_fit, STEP_BUDGET),
        "step_full": summary("step + full repaint, 100 % zoom", step_full, STEP_BUDGET),
        "step_dirty": summary("step + changed regions, 100 %", step_dirty, STEP_BUDGET),
    }
    view.close()
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--terms", type=int, default=1000, help="summed squares (nodes ≈ 2 × terms)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--shape", choices=("fan-out", "tree", "opened-point", "all"), default="all")
    args = parser.parse_args()
    for shape in ("fan-out", "tree", "opened-point") if args.shape == "all" else (args.shape,):
        run(args.terms, args.repeats, shape=shape)
        print()


if __name__ == "__main__":
    main()
