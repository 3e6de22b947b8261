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
