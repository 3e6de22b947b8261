"""The benchmark script compares like with like: each engine version computes what its
hand-written baseline computes. Checked here at small sizes; no timing is asserted."""

import importlib.util
import pathlib

import numpy as np
import pytest

from tests.device import REAL_CUDA

SCRIPT = pathlib.Path(__file__).parent / "bench_engine.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_engine", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_descent_versions_land_on_the_same_line(bench):
    pages, seconds, _ = bench.load_pages_seconds()
    engine = bench.descent_engine(pages, seconds, 20)
    np.testing.assert_allclose(engine, bench.descent_numpy(pages, seconds, 20), rtol=1e-9)
    np.testing.assert_allclose(engine, bench.descent_numpy_dot(pages, seconds, 20), rtol=1e-9)


def test_scalar_chains_agree(bench):
    assert bench.chain_engine(30) == pytest.approx(bench.chain_scalar(30), rel=1e-12)


@pytest.mark.parametrize("in_place", [True, False], ids=["sgd_step", "set"])
def test_mlp_steps_agree(bench, in_place):
    data = bench.mlp_data(batch=8)
    by_hand = bench.mlp_numpy(data, 2)
    assert bench.mlp_engine(data, 2, in_place=in_place) == pytest.approx(by_hand, rel=1e-4)


def test_the_network_step_is_the_same_by_hand_with_backward_and_through_the_lesson(bench):
    data = bench.network_data()
    by_hand = bench.network_numpy(data, 5)
    assert bench.network_engine(data, 5) == pytest.approx(by_hand, rel=1e-12)
    # descend reports the loss after each step's update: by hand, that is the loss a step later
    assert bench.network_lesson(data, 5) == pytest.approx(bench.network_numpy(data, 6), rel=1e-12)


def test_the_sweeps_compared_compute_the_same_derivatives(bench):
    x, y = bench.recorded_chain(50)
    assert y.forward_tangents({x: 1.0}).get(y).to_scalar() == pytest.approx(
        y.backward().get(x).to_scalar(), rel=1e-12)
    for variable, result in (bench.many_to_one(10), bench.one_to_many(10)):
        forward, _ = bench.jacobian(result, [variable], mode="forward")
        reverse, _ = bench.jacobian(result, [variable], mode="reverse")
        np.testing.assert_allclose(forward, reverse, rtol=1e-12)


@pytest.mark.device
def test_the_device_section_counts_what_a_descent_step_brings_back(bench):
    pages, seconds, _ = bench.load_pages_seconds()
    report = bench.device_crossings_report(pages, seconds, 10)
    assert report.startswith('9. host crossings per step of the lesson\'s descent on device "cuda"')
    if REAL_CUDA:
        assert bench.device_crossings(pages, seconds, 10) is None and "not counted on real cupy" in report
    else:  # each step's record: its loss, w and b; nothing goes over
        assert bench.device_crossings(pages, seconds, 10) == (3.0, 0.0)
        assert "3.00 to the host, 0.00 to the device" in report and ": met in this run" in report


def test_the_replay_section_times_the_line_numpy_finds(bench):
    """Section 8's replayed steps land on numpy's line, and its eager steps on the same numbers."""
    pages, seconds, _ = bench.load_pages_seconds()
    trace = bench.replayed_steps(lambda: bench.line_step(pages, seconds), 30, 1e-5)
    eager = bench.eager_steps(lambda: bench.line_step(pages, seconds), 30, 1e-5)
    assert [p.to_scalar() for p in trace.params] == [p.to_scalar() for p in eager]
    assert np.allclose([p.to_scalar() for p in trace.params], bench.descent_numpy(pages, seconds, 30), rtol=1e-9)


def test_the_launch_benchmark_runs():
    import subprocess
    import sys

    script = pathlib.Path(__file__).parent / "bench_launch.py"
    done = subprocess.run([sys.executable, str(script), "--repeats", "1"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    assert "Gradwalk / bare Qt:" in done.stdout and "Gradwalk, lesson 4 open" in done.stdout


def test_the_training_benchmark_runs():
    import subprocess
    import sys

    script = pathlib.Path(__file__).parent / "bench_training.py"
    done = subprocess.run([sys.executable, str(script), "--steps", "300", "--repeats", "1"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    for figure in ("headless, run_descent:", "in the window, child process:", "(300 points on the curve)",
                   "speed in the window / headless:", "longest event-loop stall:"):
        assert figure in done.stdout


def test_the_language_benchmark_runs():
    import subprocess
    import sys

    script = pathlib.Path(__file__).parent / "bench_language.py"
    done = subprocess.run([sys.executable, str(script), "--repeats", "2"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    assert "switch / open:" in done.stdout and "switch language" in done.stdout
