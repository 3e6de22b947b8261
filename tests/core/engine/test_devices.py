"""Devices and dtypes: the lesson's small checks on every device (Candle generates each test for
CPU and GPU), what "cuda" says when it cannot run here, and dtypes kept through every op."""

import sys

import numpy as np
import pytest

from gradwalk import core
import gradwalk.core.engine.devices
from gradwalk import core
from gradwalk.core import DeviceError, GradwalkError, OPS, Tensor, Var, finite_difference_check
from gradwalk.core.engine.dtypes import numpy_dtype
from tests.core.engine.engine_cases import UNCOVERED, make_case

DEVICES = [
    "cpu",
    pytest.param("cuda", marks=pytest.mark.device),  # the stand-in for cupy, or a GPU: tests/device.py
]


# --- the same semantics on every device ---------------------------------------------------------------------


@pytest.mark.parametrize("device", DEVICES)
def test_first_derivative(device):
    # y = x² + 3x at 2: y = 10, dy/dx = 2x + 3 = 7
    x = Var(2.0, dtype="f64", device=device)
    y = x.sqr() + x.affine(3, 0)
    grads = y.backward()
    assert y.device == grads[x].device == device
    assert (y.to_scalar(), grads[x].to_scalar()) == (10.0, 7.0)


@pytest.mark.parametrize("device", DEVICES)
def test_variable_and_plain_input(device):
    # Σ (w·c)²: ∂/∂w = 2wc², ∂/∂c = 2w²c
    w, c = Var([1, -2, 3], device=device), Tensor([4, 5, 6], device=device)
    grads = w.mul(c).sqr().sum_all().backward()
    assert grads[w].to_list() == [32, -100, 216]
    assert grads[c].to_list() == [8, 40, 108]
    assert len(grads) == 2


@pytest.mark.parametrize("device", DEVICES)
def test_used_twice_max_and_stops(device):
    w = Var([1, -2, 3], device=device)
    h = w.affine(1, 1)
    assert h.mul(h).sum_all().backward()[w].to_list() == [4, -2, 8]  # 2(w + 1)
    assert w.max_keepdim(-1).sum_all().backward()[w].to_list() == [0, 0, 1]
    assert w.affine(0.5, 0).round().sum_all().backward().get(w) is None
    assert w.detach().sqr().sum_all().backward().get(w) is None


@pytest.mark.parametrize("device", DEVICES)
def test_second_derivative(device):
    # x³ at 2: 12, 12, 6
    x = Var(2.0, dtype="f64", device=device)
    first = x.powf(3).backward(create_graph=True)[x]
    second = first.backward(create_graph=True)[x]
    third = second.backward()[x]
    assert [g.to_scalar() for g in (first, second, third)] == pytest.approx([12.0, 12.0, 6.0])


@pytest.mark.parametrize("device", DEVICES)
def test_finite_differences(device):
    rng = np.random.default_rng(4)
    a = Var(rng.normal(size=(2, 3)), dtype="f64", device=device)
    b = Tensor(rng.normal(size=(3, 4)), dtype="f64", device=device)
    report = finite_difference_check(lambda a: a.matmul(b).tanh().sum_all(), [a])
    assert report.max_gap < 1e-8


@pytest.mark.parametrize("device", DEVICES)
def test_set(device):
    p = Var([1, 2], device=device)
    q = p.clone()
    p.set(Tensor([10, 20], device=device))
    assert p.to_list() == q.to_list() == [10, 20]
    with pytest.raises(core.SharedBufferError):
        p.set(p.detach())
    assert p.to_list() == [10, 20]


@pytest.mark.parametrize("device", DEVICES)
def test_sgd_step(device):
    w = Var([1.0, 2.0], dtype="f64", device=device)
    w.sgd_step(w.sqr().sum_all().backward()[w], 0.25)  # 2w · 0.25 = w / 2
    assert w.device == device and w.to_list() == [0.5, 1.0]


@pytest.mark.parametrize("device", DEVICES)
def test_tape(device):
    a = Tensor([1.0, -2.0], dtype="f64", device=device)
    with core.Tape() as tape:
        loss = a.sqr().sum_all()
    assert tape.backward(loss)[a].to_list() == [2.0, -4.0]


@pytest.mark.parametrize("device", DEVICES)
def test_zeros_and_ones(device):
    v = Var.zeros((2, 3), dtype="f64", device=device)
    assert v.is_variable and v.device == device and v.to_list() == [[0.0] * 3] * 2
    assert Tensor.ones(3, device=device).to_list() == [1.0, 1.0, 1.0]


@pytest.mark.device
def test_to_device_round_trip_gradient():
    # d(move x)/dx = 1: the gradient comes back to x's device
    x = Var([1.0, 2.0], dtype="f64")
    y = x.to_device("cuda").sqr().to_device("cpu").sum_all()
    g = y.backward()[x]
    assert g.device == "cpu" and g.to_list() == [2.0, 4.0]


# --- when "cuda" cannot be used -------------------------------------------------------------------------------


def test_cuda_without_a_gpu_says_why(monkeypatch):
    monkeypatch.setattr(core.engine.devices, "cuda_unavailable_reason", lambda: "no GPU in this test")
    monkeypatch.setattr(core.engine.devices, "_cuda_backend", None)
    assert not core.engine.devices.cuda_is_available()
    for make in (lambda: Tensor(1.0, device="cuda"), lambda: Var([1.0], device="cuda"),
                 lambda: Tensor.zeros(2, device="cuda"), lambda: Tensor(1.0).to_device("cuda")):
        with pytest.raises(DeviceError) as info:
            make()
        assert 'device "cuda" is not available' in str(info.value)
        assert "no GPU in this test" in str(info.value)
        assert isinstance(info.value, GradwalkError) and isinstance(info.value, RuntimeError)


def test_cupy_missing_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "cupy", None)  # `import cupy` now raises ImportError
    monkeypatch.setattr(core.engine.devices, "_cuda_backend", None)
    reason = core.cuda_unavailable_reason()
    assert "cupy is not installed" in reason
    assert 'pip install -e ".[cuda]"' in reason
    assert not core.cuda_is_available()
    with pytest.raises(DeviceError) as info:
        Tensor(1.0, device="cuda")
    assert "cupy is not installed" in str(info.value)


@pytest.mark.parametrize("make", [lambda: Tensor(1.0, device="tpu"), lambda: Var([1.0], device="tpu"),
                                  lambda: Tensor.ones(2, device="tpu"), lambda: Tensor(1.0).to_device("tpu")],
                         ids=["Tensor", "Var", "ones", "to_device"])
def test_unknown_device(make):
    with pytest.raises(DeviceError) as info:
        make()
    message = str(info.value)
    assert "'tpu'" in message and '"cpu"' in message and '"cuda"' in message


def test_cpu_is_always_there():
    assert core.engine.devices.backend("cpu").name == "cpu"
    assert Tensor(1.0).device == "cpu"


# --- dtypes are kept ---------------------------------------------------------------------------------------------

FLOAT_OPS = sorted(name for name, op in OPS.items() if name not in UNCOVERED and name != "to_dtype")


@pytest.mark.parametrize("name", FLOAT_OPS)
@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
def test_float_ops_keep_the_dtype(name, dtype):
    case = make_case(name)
    xs = [Var(a, dtype=dtype) for a in case.inputs]
    out = case.call(*xs, *case.params)
    assert out.dtype == dtype and out.numpy().dtype == numpy_dtype(dtype)
    tolerance = {"f16": 1e-2, "f32": 1e-5, "f64": 1e-12}[dtype]
    expected = case.reference(*[x.numpy().astype(np.float64) for x in xs], *case.params)
    np.testing.assert_allclose(out.numpy().astype(np.float64), expected, rtol=tolerance, atol=tolerance)
    if OPS[name].vjps is not None:
        # the gradients have the dtype of their tensors, too
        grads = out.sum_all().backward()
        for x in xs:
            assert grads[x].dtype == dtype and grads[x].numpy().dtype == numpy_dtype(dtype)


@pytest.mark.parametrize("source", ["f16", "f32", "f64"])
@pytest.mark.parametrize("target", ["f16", "f32", "f64"])
def test_to_dtype_converts_value_and_gradient(source, target):
    # d(cast x)/dx = 1, returned in x's own dtype
    x = Var([0.5, -1.25, 2.0], dtype=source)
    y = x.to_dtype(target)
    assert y.dtype == target and y.numpy().dtype == numpy_dtype(target)
    assert y.to_list() == [0.5, -1.25, 2.0]
    g = y.sqr().sum_all().backward()[x]  # 2x
    assert g.dtype == source and g.numpy().dtype == numpy_dtype(source)
    assert g.to_list() == [1.0, -2.5, 4.0]


@pytest.mark.parametrize("dtype, values", [("u32", [1, 2, 4_000_000_000]), ("i64", [-3, 2, 2**40])])
def test_integer_sum_keeps_the_dtype(dtype, values):
    t = Tensor(values, dtype=dtype)
    total = t.sum_all()
    assert total.dtype == dtype and total.numpy().dtype == numpy_dtype(dtype)
    assert total.to_scalar() == int(np.sum(np.array(values, dtype=numpy_dtype(dtype))))
    kept = t.reshape((3, 1)).sum_keepdim(0)
    assert kept.dtype == dtype and kept.numpy().dtype == numpy_dtype(dtype) and kept.shape == (1, 1)


@pytest.mark.parametrize("dtype", ["u32", "i64"])
def test_integer_ops_without_float_refuse(dtype):
    t = Tensor([1, 2], dtype=dtype)
    for method in ("exp", "log", "sqrt", "tanh", "mean_all"):
        with pytest.raises(core.DTypeError):
            getattr(t, method)()
    assert t.sqr().dtype == dtype and t.sqr().to_list() == [1, 4]


def test_unsigned_negation_does_not_wrap_around():
    with pytest.raises(GradwalkError):
        Tensor([1, 2], dtype="u32").neg()


# --- two devices, pretended: a second backend over numpy stands in for "cuda" ---------------------------------


@pytest.mark.parametrize("update", [lambda w, t: w.set(t), lambda w, t: w.sgd_step(t, 0.1)],
                         ids=["set", "sgd_step"])
def test_an_update_from_another_device_is_refused(monkeypatch, update):
    monkeypatch.setattr(core.engine.devices, "_cuda_backend", core.engine.devices.Backend("cuda", np))
    w = Var([1.0, 2.0], device="cpu")
    with pytest.raises(DeviceError) as info:
        update(w, Tensor([0.5, 0.5], device="cuda"))
    assert "on cpu" in str(info.value) and "on cuda" in str(info.value) and "to_device" in str(info.value)
    assert w.to_list() == [1.0, 2.0] and w.version == 0
