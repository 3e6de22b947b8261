"""The graph benchmark script runs end to end at a tiny size. No timing is asserted."""

import importlib.util
import pathlib

SCRIPT = pathlib.Path(__file__).parent / "bench_graph.py"


def test_bench_graph_runs_at_a_tiny_size(qtbot, capsys):
    spec = importlib.util.spec_from_file_location("bench_graph", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    results = module.run(terms=5, repeats=1, size=(400, 300))
    assert set(results) == {"layout", "draw", "step_fit", "step_full", "step_dirty"}
    assert all(seconds >= 0 for seconds in results.values())
    assert "× budget" in capsys.readouterr().out


def test_bench_graph_opens_every_node_of_one_points_network(qtbot, capsys):
    spec = importlib.util.spec_from_file_location("bench_graph", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    record = module.opened_point()
    assert len(record.snapshot.nodes) > 1000 and sum(step.within is not None for step in record.steps) > 900
    results = module.run(repeats=1, size=(400, 300), shape="opened-point")
    assert set(results) == {"layout", "draw", "step_fit", "step_full", "step_dirty"}
