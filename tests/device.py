"""Device "cuda" in the tests and the benchmarks: a strict stand-in for cupy by default, a real GPU
when asked for one.

`cuda_device()` makes "cuda" usable for the length of a block and hands back its array module.
By default that is tests/device_stand_in/cupy.py, which computes with numpy inside but refuses
every implicit crossing between host and device that cupy refuses, and counts the explicit ones
(`crossings`): its folder goes first on sys.path, so the engine's `import cupy` finds it, and so
do the training's child processes, which start with the parent's sys.path. Tests marked `device`
run inside such a block (tests/conftest.py), so `python -m pytest -m device` runs every one of
them, none skipped for want of a GPU.

On a machine with an NVIDIA GPU and the CUDA extra installed (`pip install -e ".[cuda,test]"`),
the same tests run on the real cupy instead:

    GRADWALK_REAL_CUDA=1 .venv/bin/python -m pytest -m device

Asked for where cupy finds no GPU, they fail with the reason rather than skip. Real cupy does not
count crossings: the few tests that read the counts say so and skip there.
"""

import contextlib
import importlib.util
import os
import sys
from pathlib import Path

STAND_IN_DIR = Path(__file__).resolve().parent / "device_stand_in"
REAL_CUDA = os.environ.get("GRADWALK_REAL_CUDA", "") == "1"
NOT_COUNTED = "real cupy does not count host crossings"
# How close the device's numbers come to the CPU's: the stand-in's are numpy's own, bit for bit; a
# GPU's exp, tanh and sums may round differently in the last digits, a little more over many steps.
CLOSE = {"rtol": 1e-9, "atol": 1e-12} if REAL_CUDA else {"rtol": 0, "atol": 0}

_loaded = []  # the stand-in, loaded once: one ndarray class and one set of counters per process


def stand_in():
    """The stand-in module (loaded under the name "cupy", without importing it anywhere)."""
    if not _loaded:
        spec = importlib.util.spec_from_file_location("cupy", STAND_IN_DIR / "cupy.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _loaded.append(module)
    return _loaded[0]


@contextlib.contextmanager
def cuda_device():
    """Device "cuda" inside the block, here and in the child processes started in it: on the
    stand-in, its crossings counted from zero (or on the real cupy with GRADWALK_REAL_CUDA=1).
    Yields the array module."""
    from gradwalk.core.engine import devices

    saved_backend = devices._cuda_backend
    saved_module = sys.modules.get("cupy")
    path_entry = str(STAND_IN_DIR)
    if REAL_CUDA:
        reason = devices.cuda_unavailable_reason()
        if reason is not None:
            raise RuntimeError(f"GRADWALK_REAL_CUDA=1 asks for a real GPU, but: {reason}")
        import cupy as module
    else:
        module = stand_in()
        module.crossings.reset()
        sys.path.insert(0, path_entry)
        sys.modules["cupy"] = module
        devices._cuda_backend = None  # made again, around the stand-in
    try:
        yield module
    finally:
        devices._cuda_backend = saved_backend
        if not REAL_CUDA:
            sys.path.remove(path_entry)
            if saved_module is None:
                sys.modules.pop("cupy", None)
            else:
                sys.modules["cupy"] = saved_module
