"""Engine benchmarks: Gradwalk against the same computation written by hand, in one run.

    .venv/bin/python tests/benchmarks/bench_engine.py [--quick]

Timings on a shared machine drift from run to run, so each benchmark prints ratios measured in
the same run (best of several repeats, the versions taking turns), next to the absolute figures.
PyTorch is measured too when it is installed. The last section counts what a descent on device
"cuda" brings back to the host per step: on the tests' strict stand-in for cupy where there is no
GPU (tests/device.py); real cupy does not count. Not part of the test run.
"""

import argparse
import contextlib
import csv
import math
import pathlib
import sys
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gradwalk.core import Tensor, Var, cuda_is_available, jacobian  # noqa: E402
from gradwalk.core.lessons.point_sets import point_set  # noqa: E402
from gradwalk.core.engine.trace import record_step  # noqa: E402
from gradwalk.core.training.descent import descend  # noqa: E402
from gradwalk.core.training.models import MODELS  # noqa: E402
from gradwalk.core.training.training import Training, prepare  # noqa: E402
from tests.device import cuda_device  # noqa: E402
from tests.paths import SHARED_DATA_DIR  # noqa: E402

try:
    import torch
except ImportError:
    torch = None


def best_times(versions, repeats):
    """The fastest of `repeats` runs of each version (name -> function), in seconds.

    The versions take turns, one run each per round, so a slow spell of a shared machine falls
    on all of them alike instead of on whichever happened to be measured then."""
    best = {name: float("inf") for name in versions}
    for _ in range(repeats):
        for name, fn in versions.items():
            start = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def load_pages_seconds():
    """The lesson's 52 builds when the course file is beside the checkout, else the demo data."""
    course = SHARED_DATA_DIR / "builds.csv"
    path = course if course.exists() else ROOT / "data" / "builds_demo.csv"
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))[:52]
    pages = np.array([float(r["pages"]) for r in rows])
    seconds = np.array([float(r["build_seconds"]) for r in rows])
    return pages, seconds, path.name


# --- 1. the lesson's descent ---------------------------------------------------------------------


def descent_engine(pages, seconds, steps, lr=1e-5):
    x, y = Tensor(pages, dtype="f64"), Tensor(seconds, dtype="f64")
    w, b = Var(0.0, dtype="f64"), Var(0.0, dtype="f64")
    for _ in range(steps):
        loss = x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()
        grads = loss.backward()
        w.set(w - grads.get(w) * lr)
        b.set(b - grads.get(b) * lr)
    return w.to_scalar(), b.to_scalar()


def descent_numpy(pages, seconds, steps, lr=1e-5):
    """The lesson's formulas by hand: dL/dw = 2·mean(err·x), dL/db = 2·mean(err)."""
    w, b = 0.0, 0.0
    for _ in range(steps):
        err = pages * w + b - seconds
        _loss = np.mean(err**2)
        dw = 2 * np.mean(err * pages)
        db = 2 * np.mean(err)
        w, b = w - lr * dw, b - lr * db
    return w, b


def descent_numpy_dot(pages, seconds, steps, lr=1e-5):
    """The same, with the sums as dot products: the fastest numpy loop we know."""
    w, b = 0.0, 0.0
    n = len(pages)
    for _ in range(steps):
        err = pages * w + b - seconds
        _loss = np.mean(err * err)
        dw = 2.0 / n * np.dot(err, pages)
        db = 2.0 / n * np.sum(err)
        w, b = w - lr * dw, b - lr * db
    return w, b


def descent_torch(pages, seconds, steps, lr=1e-5):
    x, y = torch.tensor(pages), torch.tensor(seconds)
    w = torch.zeros((), dtype=torch.float64, requires_grad=True)
    b = torch.zeros((), dtype=torch.float64, requires_grad=True)
    for _ in range(steps):
        loss = ((x * w + b - y) ** 2).mean()
        loss.backward()
        with torch.no_grad():
            w -= lr * w.grad
            b -= lr * b.grad
            w.grad = None
            b.grad = None
    return w.item(), b.item()


# --- 2. a chain of scalar operations -------------------------------------------------------------


def chain_engine(length):
    x = Var(0.5, dtype="f64")
    y = x
    for i in range(length):
        y = y.tanh() if i % 2 else y.affine(1.5, 0.1)
    return y.backward().get(x).to_scalar()


class _Scalar:
    """A minimal scalar engine in plain Python floats (micrograd's design): the baseline."""

    __slots__ = ("value", "grad", "parents", "locals")

    def __init__(self, value, parents=(), locals_=()):
        self.value, self.grad, self.parents, self.locals = value, 0.0, parents, locals_

    def affine(self, m, c):
        return _Scalar(self.value * m + c, (self,), (m,))

    def tanh(self):
        t = np.tanh(self.value)
        return _Scalar(t, (self,), (1 - t * t,))

    def backward(self):
        order, seen, stack = [], set(), [(self, False)]
        while stack:
            node, done = stack.pop()
            if done:
                order.append(node)
            elif id(node) not in seen:
                seen.add(id(node))
                stack.append((node, True))
                stack.extend((p, False) for p in node.parents)
        self.grad = 1.0
        for node in reversed(order):
            for parent, local in zip(node.parents, node.locals):
                parent.grad += local * node.grad


def chain_scalar(length):
    x = _Scalar(0.5)
    y = x
    for i in range(length):
        y = y.tanh() if i % 2 else y.affine(1.5, 0.1)
    y.backward()
    return x.grad


def chain_torch(length):
    x = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
    y = x
    for i in range(length):
        y = torch.tanh(y) if i % 2 else y * 1.5 + 0.1
    y.backward()
    return x.grad.item()


# --- 3. one training step of a 784-256-10 tanh MLP ---------------------------------------------------


def mlp_data(batch=256, seed=0):
    rng = np.random.default_rng(seed)
    f32 = np.float32
    return {
        "x": rng.standard_normal((batch, 784)).astype(f32),
        "y": rng.standard_normal((batch, 10)).astype(f32),
        "w1": (rng.standard_normal((784, 256)) * 0.03).astype(f32),
        "b1": np.zeros(256, f32),
        "w2": (rng.standard_normal((256, 10)) * 0.06).astype(f32),
        "b2": np.zeros(10, f32),
    }


def mlp_engine(data, steps, lr=0.01, in_place=True):
    """Updates by `Var.sgd_step` (core.training.descent's way), or by the lesson's `Var.set` form."""
    x, y = Tensor(data["x"]), Tensor(data["y"])
    params = [Var(data[k]) for k in ("w1", "b1", "w2", "b2")]
    w1, b1, w2, b2 = params
    for _ in range(steps):
        hidden = x.matmul(w1).broadcast_add(b1).tanh()
        out = hidden.matmul(w2).broadcast_add(b2)
        loss = out.sub(y).sqr().mean_all()
        grads = loss.backward()
        for p in params:
            if in_place:
                p.sgd_step(grads.get(p), lr)
            else:
                p.set(p - grads.get(p) * lr)
    return loss.to_scalar()


def mlp_numpy(data, steps, lr=0.01):
    x, y = data["x"], data["y"]
    w1, b1, w2, b2 = (data[k].copy() for k in ("w1", "b1", "w2", "b2"))
    for _ in range(steps):
        hidden = np.tanh(x @ w1 + b1)
        out = hidden @ w2 + b2
        err = out - y
        loss = np.mean(err * err)
        d_out = err * np.float32(2.0 / err.size)
        d_w2, d_b2 = hidden.T @ d_out, d_out.sum(axis=0)
        d_pre = (d_out @ w2.T) * (1 - hidden * hidden)
        d_w1, d_b1 = x.T @ d_pre, d_pre.sum(axis=0)
        w1, b1, w2, b2 = w1 - lr * d_w1, b1 - lr * d_b1, w2 - lr * d_w2, b2 - lr * d_b2
    return float(loss)


def mlp_torch(data, steps, lr=0.01):
    x, y = torch.from_numpy(data["x"]), torch.from_numpy(data["y"])
    params = [torch.tensor(data[k], requires_grad=True) for k in ("w1", "b1", "w2", "b2")]
    w1, b1, w2, b2 = params
    for _ in range(steps):
        loss = ((torch.tanh(x @ w1 + b1) @ w2 + b2 - y) ** 2).mean()
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= lr * p.grad
                p.grad = None
    return loss.item()


NETWORK_LOSS = """
h1 = (X @ W1).broadcast_add(b1).tanh()
h2 = (h1 @ W2).broadcast_add(b2).tanh()
z = (h2 @ W3).broadcast_add(b3)
loss = (z.softplus() - y * z).mean_all()
"""
NETWORK_PARAMS = ("W1", "b1", "W2", "b2", "W3", "b3")


def network_data(seed=0):
    """Lesson 5's two moons (400 points) and a 2-16-16-1 tanh network's starting weights."""
    points, labels = point_set("moons", size=400, noise=0.15, seed=5)
    rng = np.random.default_rng(seed)
    weights = [rng.standard_normal((2, 16)) * 0.7, np.zeros((1, 16)), rng.standard_normal((16, 16)) * 0.25,
               np.zeros((1, 16)), rng.standard_normal((16, 1)) * 0.25, np.zeros((1, 1))]
    return points, labels[:, None], weights


def network_numpy(data, steps, lr=0.5):
    """The step by hand: the forward pass, each layer's gradient, the update."""
    x, y, weights = data
    w1, b1, w2, b2, w3, b3 = (w.copy() for w in weights)
    n = len(x)
    for _ in range(steps):
        h1 = np.tanh(x @ w1 + b1)
        h2 = np.tanh(h1 @ w2 + b2)
        z = h2 @ w3 + b3
        loss = np.mean(np.logaddexp(0, z) - y * z)
        d_z = (1 / (1 + np.exp(-z)) - y) / n
        d_w3, d_b3 = h2.T @ d_z, d_z.sum(axis=0, keepdims=True)
        d_h2 = (d_z @ w3.T) * (1 - h2 * h2)
        d_w2, d_b2 = h1.T @ d_h2, d_h2.sum(axis=0, keepdims=True)
        d_h1 = (d_h2 @ w2.T) * (1 - h1 * h1)
        d_w1, d_b1 = x.T @ d_h1, d_h1.sum(axis=0, keepdims=True)
        for w, g in ((w1, d_w1), (b1, d_b1), (w2, d_w2), (b2, d_b2), (w3, d_w3), (b3, d_b3)):
            w -= lr * g
    return float(loss)


def network_engine(data, steps, lr=0.5):
    """The same step with the engine's operations and backward()."""
    x, y, weights = data
    tx, ty = Tensor(x, dtype="f64"), Tensor(y, dtype="f64")
    params = [Var(w, dtype="f64") for w in weights]
    w1, b1, w2, b2, w3, b3 = params
    for _ in range(steps):
        h1 = (tx @ w1).broadcast_add(b1).tanh()
        h2 = (h1 @ w2).broadcast_add(b2).tanh()
        z = (h2 @ w3).broadcast_add(b3)
        loss = (z.softplus() - ty * z).mean_all()
        grads = loss.backward()
        for p in params:
            p.sgd_step(grads.get(p), lr)
    return loss.to_scalar()


def network_lesson(data, steps, lr=0.5):
    """The lesson's own path: its loss program, run at every step, its accuracy measured too, each
    step's record kept (core/training/training.py and descent.py, as the window's runs do)."""
    x, y, weights = data
    training = Training(loss=NETWORK_LOSS, inputs={"X": x, "y": y},
                        params={name: w.tolist() for name, w in zip(NETWORK_PARAMS, weights)}, lr=lr,
                        steps=steps, classify={"logit": "z", "labels": "y"})
    descent = prepare(training)
    for record in descend(descent.loss_fn, descent.params, lr, steps, accuracy_fn=descent.accuracy_fn):
        pass
    return record.loss


def recorded_chain(length):
    """A chain of `length` scalar operations, recorded once: the sweeps below run over it."""
    x = Var(0.5, dtype="f64")
    y = x
    for k in range(length):
        y = y.tanh() if k % 2 else y.affine(1.1, 0.1)
    return x, y


def many_to_one(n=100):
    """f: 100 inputs -> 1 output, a loss of many parameters."""
    p = Var(np.linspace(-1, 1, n), dtype="f64")
    return p, (p.tanh() * p).sum_all()


def one_to_many(n=100):
    """f: 1 input -> 100 outputs."""
    x = Var(0.7, dtype="f64")
    return x, (Tensor(np.linspace(-1, 1, n), dtype="f64").broadcast_mul(x)).tanh()


# --- 8. what a descent on the device brings back to the host ------------------------------------------


def device_crossings(pages, seconds, steps):
    """The lesson's descent on device "cuda", its records kept as the window's runs keep them:
    (crossings to the host, to the device) per step, or None where the array module does not count
    them (real cupy). The stand-in for cupy (tests/device_stand_in/cupy.py) counts each."""
    training = Training(loss=MODELS["line"].loss, inputs={"x": pages, "y": seconds},
                        params={"w": 0.0, "b": 0.0}, lr=1e-5, steps=steps + 1, device="cuda")
    descent = prepare(training)
    records = descend(descent.loss_fn, descent.params, training.lr, training.steps)
    next(records)  # the first step also checks that every parameter has a gradient
    counts = getattr(sys.modules["cupy"], "crossings", None)
    if counts is not None:
        counts.reset()
    for _ in records:
        pass
    return None if counts is None else (counts.to_host / steps, counts.to_device / steps)


def device_crossings_report(pages, seconds, steps):
    """Section 8's lines, on the device as it is here (the stand-in, or a GPU)."""
    per_step = device_crossings(pages, seconds, steps)
    counted = getattr(sys.modules["cupy"], "crossings", None) is not None
    where = "the stand-in for cupy" if counted else "the GPU"
    lines = [f'9. host crossings per step of the lesson\'s descent on device "cuda", {steps} steps, '
             f"on {where}"]
    if per_step is None:
        return "\n".join(lines + ["  not counted on real cupy"])
    to_host, to_device = per_step
    met = to_host <= 3 and to_device == 0
    return "\n".join(lines + [
        f"  {to_host:.2f} to the host, {to_device:.2f} to the device",
        f"  target: only the step's record comes back (its loss, w and b: 3), nothing goes over: "
        f"{'met' if met else 'NOT met'} in this run ({to_host + to_device:.2f})"])


# --- running and printing ------------------------------------------------------------------------


# --- 8. record once, replay (core/engine/trace.py) ---------------------------------------------------


def line_step(pages, seconds):
    """The lesson's line as a step to record: the loss function and its parameters."""
    x, y = Tensor(pages, dtype="f64", name="x"), Tensor(seconds, dtype="f64", name="y")
    w, b = Var(0.0, dtype="f64", name="w"), Var(0.0, dtype="f64", name="b")
    return (lambda: x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()), [w, b]


def network_step(data):
    """Lesson 5's network as a step to record, as network_engine computes it."""
    x, y, weights = data
    tx, ty = Tensor(x, dtype="f64"), Tensor(y, dtype="f64")
    params = [Var(w, dtype="f64", name=name) for w, name in zip(weights, NETWORK_PARAMS)]
    w1, b1, w2, b2, w3, b3 = params

    def loss_fn():
        h1 = (tx @ w1).broadcast_add(b1).tanh()
        h2 = (h1 @ w2).broadcast_add(b2).tanh()
        z = (h2 @ w3).broadcast_add(b3)
        return (z.softplus() - ty * z).mean_all()
    return loss_fn, params


def eager_steps(make, steps, lr):
    """`steps` eager steps: forward, backward(), sgd_step, as network_engine takes them."""
    loss_fn, params = make()
    for _ in range(steps):
        grads = loss_fn().backward()
        for p in params:
            p.sgd_step(grads.get(p), lr)
    return params


def recorded(make, lr):
    """A step taken eagerly, then the next one's forward pass recorded: as a descent records."""
    loss_fn, params = make()
    grads = loss_fn().backward()
    for p in params:
        p.sgd_step(grads.get(p), lr)
    return record_step(lambda: [loss_fn()], params)


def replayed_steps(make, steps, lr):
    """The same `steps` steps, the first eager and recorded, the others replayed."""
    trace = recorded(make, lr)
    for _ in range(steps - 1):
        trace.replay(lr)
    return trace


def replay_report(title, make, by_hand, steps, lr, repeats):
    """The replayed step against numpy by hand and the eager step; then what the recording costs
    over an eager step, and after how many steps replay has paid for it."""
    versions = {
        "numpy by hand": lambda: by_hand(steps),
        "gradwalk, eager": lambda: eager_steps(make, steps, lr),
        "gradwalk, replayed": lambda: replayed_steps(make, steps, lr),
    }
    timings = best_times(versions, repeats)
    ratio = timings["gradwalk, replayed"] / timings["numpy by hand"]
    report(title, "per step", steps, "numpy by hand", timings, "replayed at most 1.2x numpy by hand", ratio, 1.2)
    cost = best_times({"one eager step": lambda: eager_steps(make, 1, lr),
                       "one eager step, then the next recorded": lambda: recorded(make, lr)},
                      repeats * 10)
    recording = cost["one eager step, then the next recorded"] - cost["one eager step"]
    eager_step, replay_step = timings["gradwalk, eager"] / steps, timings["gradwalk, replayed"] / steps
    print(f"  recording a step: {recording * 1e6:.0f} µs, {recording / eager_step:.1f} eager steps; "
          f"replay saves {(eager_step - replay_step) * 1e6:.1f} µs a step, so it has paid for its "
          f"recording after {math.ceil(recording / max(eager_step - replay_step, 1e-12))} steps")


def report(title, unit, per, baseline_name, timings, target, measured, limit):
    """Print each timing with its ratio to the baseline, then the target and whether this run met
    it (`measured` is the figure the target is about, `limit` its bound)."""
    print(f"\n{title}")
    base = timings[baseline_name]
    for name, seconds in timings.items():
        print(f"  {name:<28} {seconds / per * 1e6:10.2f} µs {unit}   ratio {seconds / base:5.2f}")
    print(f"  target: {target}: {'met' if measured <= limit else 'NOT met'} in this run ({measured:.2f})")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats, for a smoke run")
    args = parser.parse_args(argv)
    repeats = 2 if args.quick else 15

    pages, seconds, source = load_pages_seconds()
    steps = 1000
    # The engine and the hand-written loop must land on the same line.
    engine_wb, numpy_wb = descent_engine(pages, seconds, 100), descent_numpy(pages, seconds, 100)
    assert np.allclose(engine_wb, numpy_wb, rtol=1e-9), (engine_wb, numpy_wb)
    versions = {
        "numpy by hand": lambda: descent_numpy(pages, seconds, steps),
        "numpy by hand, dot products": lambda: descent_numpy_dot(pages, seconds, steps),
        "gradwalk backward + Var.set": lambda: descent_engine(pages, seconds, steps),
    }
    timings = best_times(versions, repeats)
    if torch is not None:  # on its own: PyTorch's worker threads would slow the others' turns
        timings.update(best_times({"pytorch eager": lambda: descent_torch(pages, seconds, steps)}, repeats))
    ratio = timings["gradwalk backward + Var.set"] / timings["numpy by hand"]
    report(f"1. lesson descent, {steps} steps, f64, 52 rows of {source}", "per step", steps,
           "numpy by hand", timings, "gradwalk at most 3x numpy by hand", ratio, 3.0)

    length = 1000
    assert np.isclose(chain_engine(50), chain_scalar(50), rtol=1e-9)
    versions = {
        "plain-Python scalar engine": lambda: chain_scalar(length),
        "gradwalk": lambda: chain_engine(length),
    }
    timings = best_times(versions, repeats)
    if torch is not None:  # on its own: PyTorch's worker threads would slow the others' turns
        timings.update(best_times({"pytorch eager": lambda: chain_torch(length)}, repeats))
    per_op_us = timings["gradwalk"] / length * 1e6
    report(f"2. chain of {length} scalar operations, forward and backward, f64", "per op", length,
           "plain-Python scalar engine", timings, "gradwalk at most 6 µs per operation", per_op_us, 6.0)

    data = mlp_data()
    mlp_steps = 5 if args.quick else 20
    for in_place in (True, False):
        assert np.isclose(mlp_engine(data, 3, in_place=in_place), mlp_numpy(data, 3), rtol=1e-4)
    versions = {
        "numpy by hand": lambda: mlp_numpy(data, mlp_steps),
        "gradwalk, Var.sgd_step": lambda: mlp_engine(data, mlp_steps),
        "gradwalk, Var.set": lambda: mlp_engine(data, mlp_steps, in_place=False),
    }
    timings = best_times(versions, repeats)
    if torch is not None:  # on its own: PyTorch's worker threads would slow the others' turns
        timings.update(best_times({"pytorch eager": lambda: mlp_torch(data, mlp_steps)}, repeats))
    ratio = timings["gradwalk, Var.sgd_step"] / timings["numpy by hand"]
    report("3. 784-256-10 tanh MLP, one training step, f32, batch 256", "per step", mlp_steps,
           "numpy by hand", timings, "gradwalk (Var.sgd_step) at most 1.15x numpy by hand", ratio, 1.15)

    # Exact integers: numpy's i64 matmul wraps around silently; gradwalk's is exact or refused
    rng = np.random.default_rng(0)
    a, b = rng.integers(-1000, 1000, (500, 500)), rng.integers(-1000, 1000, (500, 500))
    ta, tb = Tensor(a, dtype="i64"), Tensor(b, dtype="i64")
    assert ((ta @ tb).numpy() == a @ b).all()
    versions = {
        "numpy i64 matmul (may wrap)": lambda: a @ b,
        "gradwalk i64 matmul (exact)": lambda: ta @ tb,
    }
    timings = best_times(versions, max(2, repeats // 5))
    ratio = timings["gradwalk i64 matmul (exact)"] / timings["numpy i64 matmul (may wrap)"]
    report("4. 500 x 500 i64 matmul, exact", "per matmul", 1, "numpy i64 matmul (may wrap)", timings,
           "gradwalk at most 1.5x numpy's own i64 matmul", ratio, 1.5)

    data = network_data()
    network_steps = 20 if args.quick else 200
    assert np.isclose(network_engine(data, 3), network_numpy(data, 3), rtol=1e-12)
    versions = {
        "numpy by hand": lambda: network_numpy(data, network_steps),
        "gradwalk, backward": lambda: network_engine(data, network_steps),
        "gradwalk, the lesson's program": lambda: network_lesson(data, network_steps),
    }
    timings = best_times(versions, repeats)
    ratio = timings["gradwalk, backward"] / timings["numpy by hand"]
    report("5. 2-16-16-1 tanh network, one full-batch training step, f64, 400 points (lesson 5)",
           "per step", network_steps, "numpy by hand", timings, "gradwalk at most 2x numpy by hand",
           ratio, 2.0)
    x, y = recorded_chain(1000)
    assert math.isclose(y.forward_tangents({x: 1.0}).get(y).to_scalar(), y.backward().get(x).to_scalar(),
                        rel_tol=1e-12)
    versions = {
        "backward()": lambda: y.backward(),
        "forward_tangents({x: 1})": lambda: y.forward_tangents({x: 1.0}),
    }
    timings = best_times(versions, repeats)
    ratio = timings["forward_tangents({x: 1})"] / timings["backward()"]
    report("6. chain of 1000 scalar operations, recorded once: one sweep each way, f64", "per op", 1000,
           "backward()", timings, "forward_tangents at most 1.5x backward()", ratio, 1.5)

    print("\n7. Jacobians, built by sweeps of each mode")
    for title, (variable, result) in (("100 inputs -> 1 output", many_to_one()),
                                      ("1 input -> 100 outputs", one_to_many())):
        times = best_times({mode: (lambda m=mode: jacobian(result, [variable], mode=m))
                            for mode in ("forward", "reverse")}, max(2, repeats // 3))
        sweeps = {mode: jacobian(result, [variable], mode=mode)[1] for mode in ("forward", "reverse")}
        slow, fast = sorted(times, key=times.get, reverse=True)
        print(f"  {title}: forward {sweeps['forward']} sweeps, {times['forward'] * 1e3:.2f} ms; "
              f"reverse {sweeps['reverse']} sweeps, {times['reverse'] * 1e3:.2f} ms; "
              f"{slow} takes {times[slow] / times[fast]:.0f}x as long as {fast}")

    steps = 1000
    trace = replayed_steps(lambda: line_step(pages, seconds), 100, 1e-5)  # the line numpy finds
    assert np.allclose([p.to_scalar() for p in trace.params], descent_numpy(pages, seconds, 100), rtol=1e-9)
    replay_report(f"8. record once, replay: the lesson's descent, {steps} steps, f64",
                  lambda: line_step(pages, seconds), lambda n: descent_numpy(pages, seconds, n), steps, 1e-5,
                  repeats)
    data = network_data()
    replay_report(f"   record once, replay: lesson 5's network step, {network_steps} steps, f64",
                  lambda: network_step(data), lambda n: network_numpy(data, n), network_steps, 0.5, repeats)

    # on a GPU when there is one, else on the stand-in the tests use
    with contextlib.nullcontext() if cuda_is_available() else cuda_device():
        print("\n" + device_crossings_report(pages, seconds, 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())
