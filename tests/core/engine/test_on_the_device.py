"""The whole engine on device "cuda", held against the CPU: every operation forward, backward
(plain and recording) and in forward mode, both walks step by step, exact integers, Jacobians
both ways, the Hessian-vector product, the tape, the snapshots, and graphs that move between
the devices.

Every test here is marked `device`. It runs in every test run on the strict stand-in for cupy
(tests/device_stand_in/cupy.py), which refuses every implicit crossing between host and device
and counts the explicit ones, and on a real GPU instead with GRADWALK_REAL_CUDA=1 (tests/device.py):

    GRADWALK_REAL_CUDA=1 .venv/bin/python -m pytest -m device

The stand-in computes with numpy inside, so there the device's numbers are the CPU's bit for bit;
a GPU's may differ in the last digits. Real cupy counts no crossings, so the counts are checked
on the stand-in only.
"""

import numpy as np
import pytest

from gradwalk.core import (OPS, DivisionByZeroError, Tape, Tensor, TensorDataError, Var, backward_steps,
                           forward_steps, graph_snapshot, hessian_vector_product, jacobian,
                           tape_snapshot)
from gradwalk.core.engine.dtypes import numpy_dtype
from gradwalk.core.engine.integers import UNSAFE_FOR_INTEGERS
from tests.core.engine.engine_cases import UNCOVERED, case_rng, make_case
from tests.device import CLOSE, REAL_CUDA

pytestmark = pytest.mark.device

DEVICES = ("cpu", "cuda")
OPERATIONS = sorted(name for name in OPS if name not in UNCOVERED)
DIFFERENTIABLE = [name for name in OPERATIONS if OPS[name].vjps is not None]


def same(cpu, cuda):
    """The same computation's results, one per device (numpy arrays, or lists of them)."""
    assert len(cpu) == len(cuda)
    for a, b in zip(cpu, cuda):
        if a is None or b is None:
            assert a is b
        else:
            np.testing.assert_allclose(b, a, **CLOSE)


def counted(module, work):
    """work()'s result, and the crossings (to host, to device) it made: None on real cupy."""
    counts = None if REAL_CUDA else module.crossings
    if counts is not None:
        counts.reset()
    result = work()
    return result, None if counts is None else (counts.to_host, counts.to_device)


def numbers(tensors):
    return [None if t is None else t.numpy() for t in tensors]


# --- every operation --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", OPERATIONS)
def test_every_operation_computes_on_the_device_what_it_computes_on_the_cpu(name, device_cuda):
    case = make_case(name)
    values = {}
    for device in DEVICES:
        xs = [Var(a, dtype="f64", device=device) for a in case.inputs]
        y, crossed = counted(device_cuda, lambda: case.call(*xs, *case.params))
        assert y.device == device and y.dtype == "f64"
        values[device] = [y.numpy()]
    same(values["cpu"], values["cuda"])
    # nothing crosses to the host but the range check of a narrowing cast (f64 to f32)
    assert crossed in (None, ({"to_dtype": 1}.get(name, 0), 0))


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_every_backward_rule_gives_the_device_the_cpus_gradients(name, device_cuda):
    case = make_case(name)
    shape = case.call(*[Tensor(a, dtype="f64") for a in case.inputs], *case.params).shape
    cotangent = case_rng("cotangent").uniform(-1.0, 1.0, shape)
    found = {}
    for device in DEVICES:
        xs = [Var(a, dtype="f64", device=device) for a in case.inputs]
        y = case.call(*xs, *case.params)
        seed = Tensor(cotangent, dtype="f64", device=device)
        grads, crossed = counted(device_cuda, lambda: y.backward(seed))
        assert all(grads[x].device == device for x in xs)
        first = y.backward(seed, create_graph=True)  # recorded, then differentiated once more
        total = sum(first[x].sum_all() for x in xs)
        second = total.backward() if total.requires_grad else None
        found[device] = (numbers(grads[x] for x in xs) + numbers(first[x] for x in xs)
                         + numbers(second.get(x) if second else None for x in xs))
    same(found["cpu"], found["cuda"])
    assert crossed in (None, (0, 0))  # the whole backward pass stays on the device


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_every_forward_rule_gives_the_device_the_cpus_tangents(name, device_cuda):
    case = make_case(name)
    rng = case_rng("tangents")
    tangents = [rng.uniform(-1.0, 1.0, np.shape(a)) for a in case.inputs]
    found = {}
    for device in DEVICES:
        xs = [Var(a, dtype="f64", device=device) for a in case.inputs]
        y = case.call(*xs, *case.params)
        store, crossed = counted(device_cuda, lambda: y.forward_tangents(dict(zip(xs, tangents))))
        assert store.get(y).device == device
        found[device] = [store.get(y).numpy()]
    same(found["cpu"], found["cuda"])
    assert crossed in (None, (0, len(tangents)))  # each seed's tangent goes over once, nothing comes back


@pytest.mark.parametrize("name", DIFFERENTIABLE)
def test_both_walks_show_on_the_device_what_they_show_on_the_cpu(name):
    case = make_case(name)
    found, formulas = {}, {}
    for device in DEVICES:
        xs = [Var(a, dtype="f64", device=device) for a in case.inputs]
        y = case.call(*xs, *case.params).sum_all()
        shown, said = [], []
        for step in backward_steps(y):
            shown.append(step.grad.numpy())
            for edge in step.edges:
                shown += numbers([edge.local, edge.contribution, edge.total])
                said.append(edge.formula)
        for step in forward_steps(y, {x: 1.0 for x in xs}):
            shown.append(step.tangent.numpy())
            for edge in step.edges:
                shown += numbers([edge.local, edge.contribution])
                said.append(edge.formula)
        found[device], formulas[device] = shown, said
    same(found["cpu"], found["cuda"])
    assert formulas["cpu"] == formulas["cuda"]


FLOAT_OPERATIONS = [name for name in OPERATIONS if name != "to_dtype"]


@pytest.mark.parametrize("name", FLOAT_OPERATIONS)
@pytest.mark.parametrize("dtype", ["f16", "f32"])
def test_every_operation_keeps_its_dtype_on_the_device(name, dtype):
    # cupy's results are checked one by one (the cuda backend keeps no dtype unlooked): the same
    # numbers and dtype as on the CPU, the gradients' too
    case = make_case(name)
    found = {}
    for device in DEVICES:
        xs = [Var(a, dtype=dtype, device=device) for a in case.inputs]
        y = case.call(*xs, *case.params)
        assert y.dtype == dtype and y.numpy().dtype == numpy_dtype(dtype)
        grads = y.sum_all().backward() if OPS[name].vjps is not None else None
        found[device] = [y.numpy()] + ([grads[x].numpy() for x in xs] if grads else [])
    same(found["cpu"], found["cuda"])


# --- exact integers -----------------------------------------------------------------------------------------

A, B = [[6, 8], [4, 2]], [[3, 2], [1, 2]]  # every quotient whole, every difference at least 0


def _integer_call(name, a, b):
    if name in ("neg", "sqr", "abs", "sum_all"):
        return getattr(a, name)()
    if name == "sum_keepdim":
        return a.sum_keepdim(0)
    return getattr(a, name)(b)


@pytest.mark.parametrize("dtype", ["i64", "u32"])
@pytest.mark.parametrize("name", sorted(UNSAFE_FOR_INTEGERS - {"neg"}))
def test_integer_arithmetic_is_exact_on_the_device(name, dtype):
    found = {}
    for device in DEVICES:
        y = _integer_call(name, Tensor(A, dtype=dtype, device=device), Tensor(B, dtype=dtype, device=device))
        assert y.dtype == dtype and y.device == device
        found[device] = y.to_list()
    assert found["cpu"] == found["cuda"]


@pytest.mark.parametrize("a, b, name, error", [
    ([2**62], [2**62], "add", TensorDataError),  # past i64: refused
    ([7], [2], "div", TensorDataError),  # not a whole number
    ([7], [0], "div", DivisionByZeroError),
], ids=["overflow", "fraction", "by zero"])
def test_integer_refusals_say_the_same_on_the_device(a, b, name, error):
    said = {}
    for device in DEVICES:
        with pytest.raises(error) as info:
            getattr(Tensor(a, dtype="i64", device=device), name)(Tensor(b, dtype="i64", device=device))
        said[device] = str(info.value)
    assert said["cpu"] == said["cuda"]


@pytest.mark.parametrize("a, b", [
    ([[2**25] * 4], [[2**25]] * 4),  # a bound past 2**52: the matmul is bounded again, on the device
    ([[2**61, 1]], [[1], [1]]),  # past what the bounds can clear: Python's integers decide
], ids=["bounded again", "python integers"])
def test_large_integer_products_are_exact_on_the_device(a, b):
    found = {}
    for device in DEVICES:
        found[device] = Tensor(a, dtype="i64", device=device).matmul(Tensor(b, dtype="i64", device=device))
    assert found["cuda"].device == "cuda"
    assert found["cpu"].to_list() == found["cuda"].to_list() == (np.array(a, dtype=object)
                                                                 @ np.array(b, dtype=object)).tolist()


# --- Jacobians, the Hessian-vector product ------------------------------------------------------------------


def small_network(device):
    rng = np.random.default_rng(3)
    x = Var(rng.normal(size=(1, 3)), dtype="f64", device=device, name="x")
    w = Var(rng.normal(size=(3, 2)), dtype="f64", device=device, name="w")
    return x, w, (x @ w).tanh()


@pytest.mark.parametrize("mode", ["forward", "reverse"])
def test_jacobians_on_the_device_are_the_cpus(mode, device_cuda):
    found = {}
    for device in DEVICES:
        x, w, y = small_network(device)
        (matrix, sweeps), crossed = counted(device_cuda, lambda: jacobian(y, [x, w], mode=mode))
        found[device] = [matrix]
    same(found["cpu"], found["cuda"])
    assert sweeps == {"forward": 9, "reverse": 2}[mode]
    # per sweep, one seed over and its line back: a column forward, a gradient per variable backward
    assert crossed in (None, {"forward": (9, 9), "reverse": (2 * 2, 2)}[mode])


def test_the_hessian_vector_product_on_the_device_is_the_cpus():
    rng = np.random.default_rng(5)
    vectors = [rng.normal(size=(1, 3)), rng.normal(size=(3, 2))]
    found = {}
    for device in DEVICES:
        x, w, y = small_network(device)
        products = hessian_vector_product(y.sqr().sum_all(), [x, w], vectors)
        assert all(p.device == device for p in products)
        found[device] = numbers(products)
    same(found["cpu"], found["cuda"])


# --- the tape and the snapshots ----------------------------------------------------------------------------


def _line(device):
    x = Tensor([1.0, 2.0, 4.0], dtype="f64", device=device, name="x")
    y = Tensor([2.5, 5.0, 8.5], dtype="f64", device=device, name="y")
    w, b = Var(0.3, dtype="f64", device=device, name="w"), Var(-0.5, dtype="f64", device=device, name="b")
    with Tape() as tape:
        loss = x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()
    return tape, loss, (w, b)


def test_the_tape_walks_the_device_as_it_walks_the_cpu():
    found, formulas = {}, {}
    for device in DEVICES:
        tape, loss, params = _line(device)
        grads = tape.backward(loss)
        shown = numbers(grads[t] for t in (entry.tensor for entry in tape.entries))
        said = []
        for step in tape.backward_steps(loss):
            shown.append(step.grad.numpy())
            for edge in step.edges:
                shown += numbers([edge.local, edge.contribution, edge.total])
                said.append(edge.formula)
        assert all(grads[p].device == device for p in params)
        found[device], formulas[device] = shown, said
    same(found["cpu"], found["cuda"])
    assert formulas["cpu"] == formulas["cuda"]


@pytest.mark.parametrize("snapshot", [lambda tape, loss: graph_snapshot(loss), tape_snapshot],
                         ids=["graph", "tape"])
def test_a_snapshot_of_the_device_holds_numpy_values(snapshot):
    found = {}
    for device in DEVICES:
        tape, loss, _ = _line(device)
        nodes = snapshot(tape, loss).nodes
        assert {node.device for node in nodes} == {device}
        assert all(type(node.value) is np.ndarray for node in nodes)  # plain data for drawing
        found[device] = [node.value for node in nodes]
    same(found["cpu"], found["cuda"])


def test_randn_draws_the_same_numbers_on_the_device():
    cpu, cuda = (Tensor.randn((3, 2), seed=4, dtype="f32", device=device) for device in DEVICES)
    assert cuda.device == "cuda" and cpu.to_list() == cuda.to_list()


# --- a graph that moves between the devices ----------------------------------------------------------------


def _moving(home, away):
    """f(x) = Σ tanh(x)·x, computed on `away`, plus Σ x² on x's own device `home`: x's gradient
    gets a share from each device. With home == away nothing moves: the reference."""
    x = Var([0.5, -1.0, 2.0], dtype="f64", device=home, name="x")
    there = x.to_device(away)
    y = (there.tanh() * there).sum_all().to_device(home) + x.sqr().sum_all()
    return x, y


@pytest.mark.parametrize("home, away", [("cpu", "cuda"), ("cuda", "cpu")])
def test_a_graph_that_moves_between_devices_differentiates_as_one_that_stays(home, away):
    found = {}
    for where in (home, away):  # the reference first: nothing moves
        x, y = _moving(home, where)
        first = y.backward(create_graph=True)[x]
        second = first.sum_all().backward()[x]
        walk = backward_steps(y)
        for _ in walk:
            pass
        results = [y.backward()[x], first, second, y.forward_tangents({x: 1.0}).get(y), walk.grads[x]]
        assert all(r.device == home for r in results)
        found[where] = numbers(results)
    same(found[home], found[away])


@pytest.mark.parametrize("home, away", [("cpu", "cuda"), ("cuda", "cpu")])
def test_a_tape_that_moves_between_devices_gives_the_gradients_of_one_that_stays(home, away):
    found = {}
    for where in (home, away):
        with Tape() as tape:
            x, y = _moving(home, where)
        grad = tape.backward(y)[x]
        assert grad.device == home
        found[where] = [grad.numpy()]
    same(found[home], found[away])


# --- the expression language's constructors -----------------------------------------------------------------


def test_a_program_makes_its_tensors_on_the_device_it_names():
    from gradwalk.core.expr import Program

    text = ('a = var([1.0, -2.0], dtype="f64", device="{0}")\n'
            'b = tensor([3.0, 4.0], dtype="f64", device="{0}")\n'
            'z = zeros((2,), dtype="f64", device="{0}")\no = ones((2,), dtype="f64", device="{0}")\n'
            'r = randn((2,), seed=3, dtype="f64", device="{0}")\n'
            'y = ((a * b + o) / (r.exp() + 1.0) - z).tanh().sum_all()\nback = y.to_device("cpu")')
    found = {}
    for device in DEVICES:
        values = Program(text.format(device)).run({})
        assert {t.device for name, t in values.items() if name != "back"} == {device}
        grads = values["back"].backward()
        found[device] = [t.numpy() for t in values.values()] + [grads[values["a"]].numpy()]
    same(found["cpu"], found["cuda"])


def test_a_seed_may_be_an_array_already_on_the_device(device_cuda):
    x = Var([1.0, 2.0, 3.0], dtype="f64", device="cuda")
    y = (x * x).sum_all()
    moved = y.forward_tangents({x: device_cuda.asarray(np.array([1.0, 0.0, -1.0]))}).get(y)
    assert moved.device == "cuda" and float(moved.to_scalar()) == 2 * 1.0 - 2 * 3.0


# --- record once, replay ----------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_a_replayed_descent_on_the_device_is_its_eager_one_and_brings_only_its_record_back(device_cuda, dtype):
    """The recorded program runs on the device's arrays (core/engine/trace.py): the eager
    descent's numbers (bit for bit on the stand-in), and per step only the record's three
    numbers come to the host, as eagerly."""
    from gradwalk.core.training.descent import descend

    rng = np.random.default_rng(3)
    pages, seconds = rng.uniform(0, 3, 52), rng.uniform(0, 9, 52)

    def run(replay):
        x, y = (Tensor(values, dtype=dtype, device="cuda") for values in (pages, seconds))
        w, b = Var(0.0, dtype=dtype, device="cuda", name="w"), Var(0.0, dtype=dtype, device="cuda", name="b")
        loss_fn = lambda: x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()  # noqa: E731
        records = descend(loss_fn, {"w": w, "b": b}, 0.05, 30, replay=replay)
        first = [next(records), next(records)]  # the eager step, the recording, a first replay
        rest, counts = counted(device_cuda, lambda: list(records))
        return first + rest, counts

    (eager, eager_counts), (replayed, replay_counts) = run(False), run(True)
    assert sum(r.replayed for r in replayed) == 29
    if REAL_CUDA:
        same([[r.loss, r.params["w"], r.params["b"]] for r in eager],
             [[r.loss, r.params["w"], r.params["b"]] for r in replayed])
        return
    assert [repr((r.loss, r.params)) for r in eager] == [repr((r.loss, r.params)) for r in replayed]
    assert replay_counts == eager_counts == (3 * 28, 0)  # the record's loss, w and b; nothing goes over
