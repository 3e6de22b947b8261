"""The stand-in for cupy that device "cuda" computes on in the tests (tests/device_stand_in/cupy.py)
is strict: what cupy refuses at the border between host and device, it refuses, and it counts
every crossing it allows. Without that, the device tests would pass on code that fails on a GPU.

Marked `device`: with GRADWALK_REAL_CUDA=1 on a machine with a GPU (tests/device.py), the
refusals cupy shares are checked on cupy itself; the counts, and what only the stand-in refuses,
are the stand-in's own and skip there.
"""

import sys

import numpy as np
import pytest

from gradwalk.core import Tensor, Var
from tests.device import NOT_COUNTED, REAL_CUDA, STAND_IN_DIR

pytestmark = pytest.mark.device


@pytest.fixture
def stand_in(device_cuda):
    if REAL_CUDA:
        pytest.skip(NOT_COUNTED)
    return device_cuda


def test_device_cuda_computes_on_the_array_module_the_tests_installed(device_cuda):
    data = Tensor([1.0, 2.0], device="cuda")._data
    assert type(data) is device_cuda.ndarray and sys.modules["cupy"] is device_cuda
    if not REAL_CUDA:  # found first on sys.path, by this process and the children it starts
        assert device_cuda.__file__ == str(STAND_IN_DIR / "cupy.py") and sys.path[0] == str(STAND_IN_DIR)


def test_numpy_cannot_read_a_device_tensors_data(device_cuda):
    data = Var([1.0, 2.0], dtype="f64", device="cuda").sqr()._data
    for implicit in (np.asarray, np.array, lambda a: np.float64(1.0) + np.ones(2) + a):
        with pytest.raises(TypeError):
            implicit(data)
    assert data.get().tolist() == [1.0, 4.0]  # the explicit way


def test_a_numpy_array_does_not_mix_into_a_device_operation(device_cuda):
    xp, data, host = device_cuda, Tensor([1.0, 2.0], dtype="f64", device="cuda")._data, np.ones(2)
    for mixed in (lambda: data + host, lambda: host + data, lambda: data * host, lambda: data @ host,
                  lambda: xp.exp(host), lambda: xp.add(data, host), lambda: xp.maximum(host, 0)):
        with pytest.raises(TypeError):
            mixed()
    # numbers and numpy scalars mix in, as in cupy, and the result stays on the device
    for number in (2, 2.0, np.float64(2.0), np.float32(2.0)):
        for result in (data * number, number * data, xp.multiply(data, number)):
            assert type(result) is xp.ndarray and result.tolist() == [2.0, 4.0]


def test_the_stand_in_refuses_what_cupy_would_hand_on_or_never_takes(stand_in):
    xp, data = stand_in, Tensor([1.0, -2.0], dtype="f64", device="cuda")._data
    for refused in (lambda: np.exp(data), lambda: np.sum(data), lambda: np.isfinite(data),
                    lambda: data.__setitem__(..., np.zeros(2)), lambda: xp.reshape(np.ones(2), (2, 1)),
                    lambda: xp.broadcast_to(2.0, (2,)), lambda: data.max(initial=0.0)):
        with pytest.raises(TypeError):
            refused()
    with pytest.raises(NotImplementedError):  # not modelled: never answered as cupy might not
        data[np.array([0])]


def test_every_crossing_is_counted_and_nothing_else(stand_in):
    xp, counts = stand_in, stand_in.crossings
    counts.reset()
    a, b = xp.asarray(np.arange(3.0)), xp.array([1.0, 2.0, 3.0])  # host data, over
    made = [xp.asarray(a), xp.array(a), xp.zeros(3), xp.full((3,), 2.0), a.sum(), a[1], a + b, xp.exp(a)]
    assert all(type(m) is xp.ndarray for m in made)  # 0-d results too: never numpy scalars
    assert (counts.to_host, counts.to_device) == (0, 2)
    a.get(), xp.asnumpy(b), a.tolist(), a.sum().item(), float(a[0]), int(a[1]), bool(a[2] > 1)
    assert (counts.to_host, counts.to_device) == (7, 2) and counts.total == 9
    counts.reset()
    assert counts.total == 0


def test_a_tensor_crosses_where_the_engine_says_it_does(stand_in):
    counts = stand_in.crossings
    counts.reset()
    t = Tensor([1.0, 2.0], dtype="f64", device="cuda")  # the data goes over once
    total = (t * 3.0).sqr().sum_all()
    assert (counts.to_host, counts.to_device) == (0, 1)
    assert t.numpy().tolist() == [1.0, 2.0] and total.to_scalar() == 45.0 and t.to_list() == [1.0, 2.0]
    assert (counts.to_host, counts.to_device) == (3, 1)
    assert t.to_device("cpu").to_device("cuda").device == "cuda"  # back and over again
    assert (counts.to_host, counts.to_device) == (4, 2)
    # a raw device array, known by its __cuda_array_interface__, is copied like any other data
    assert Tensor(total._data, dtype="f64").to_scalar() == 45.0
    assert (counts.to_host, counts.to_device) == (5, 2)
