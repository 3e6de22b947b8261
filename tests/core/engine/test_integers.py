"""Integer tensors give the exact answer or refuse: never a wrapped-around or cut-short number.

numpy computes integers in fixed width (a u32 holding 1 minus 2 is 4294967295 there), so every
integer operation is checked here against Python's integers, which never overflow, on values at
the edges of each dtype.
"""

import itertools

import numpy as np
import pytest

from core import OPS, DivisionByZeroError, DTypeError, ShapeError, Tensor, TensorDataError

EDGES = {
    "u32": [0, 1, 2, 7, 65536, 2**31, 2**32 - 1],
    "i64": [-(2**63), -(2**62), -7, -1, 0, 1, 2, 7, 2**32, 2**62, 2**63 - 1],
}
RANGE = {"u32": (0, 2**32 - 1), "i64": (-(2**63), 2**63 - 1)}

BINARY = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
          "div": None}
UNARY = {"neg": lambda a: -a, "sqr": lambda a: a * a, "abs": abs}


def _fits(value, dtype):
    low, high = RANGE[dtype]
    return low <= value <= high


@pytest.mark.parametrize("dtype", ["u32", "i64"])
@pytest.mark.parametrize("name", list(BINARY))
@pytest.mark.parametrize("broadcast", [False, True], ids=["same_shape", "broadcast"])
def test_binary_integer_arithmetic_is_exact_or_refused(dtype, name, broadcast):
    method = ("broadcast_" if broadcast else "") + name
    for a, b in itertools.product(EDGES[dtype], repeat=2):
        x, y = Tensor([a], dtype=dtype), Tensor(b if broadcast else [b], dtype=dtype)
        if name == "div":
            if b == 0:
                with pytest.raises(DivisionByZeroError):
                    getattr(x, method)(y)
                continue
            exact = a // b if a % b == 0 else None
        else:
            exact = BINARY[name](a, b)
        if exact is not None and _fits(exact, dtype):
            assert getattr(x, method)(y).to_list() == [exact], (a, b)
        else:
            with pytest.raises(TensorDataError):
                getattr(x, method)(y)


@pytest.mark.parametrize("dtype", ["u32", "i64"])
@pytest.mark.parametrize("name", list(UNARY))
def test_unary_integer_arithmetic_is_exact_or_refused(dtype, name):
    for a in EDGES[dtype]:
        x = Tensor([a], dtype=dtype)
        if name == "neg" and dtype == "u32":
            with pytest.raises(DTypeError):  # refused outright: a u32 holds no negative number
                x.neg()
            continue
        exact = UNARY[name](a)
        if _fits(exact, dtype):
            assert getattr(x, name)().to_list() == [exact]
        else:
            with pytest.raises(TensorDataError, match=f"{name}: the exact result {exact}"):
                getattr(x, name)()


@pytest.mark.parametrize("dtype", ["u32", "i64"])
def test_sums_and_products_are_exact_or_refused(dtype):
    high = RANGE[dtype][1]
    with pytest.raises(TensorDataError, match="sum_all"):
        Tensor([high, 1], dtype=dtype).sum_all()
    with pytest.raises(TensorDataError, match="sum_keepdim"):
        Tensor([[high], [high]], dtype=dtype).sum_keepdim(0)
    with pytest.raises(TensorDataError, match="matmul"):
        Tensor([[high, 1]], dtype=dtype).matmul(Tensor([[1], [1]], dtype=dtype))
    assert Tensor([high - 1, 1], dtype=dtype).sum_all().to_scalar() == high
    m = Tensor([[1, 2], [3, 4]], dtype=dtype)
    assert m.matmul(m).to_list() == [[7, 10], [15, 22]]
    assert m.sum_keepdim(1).to_list() == [[3], [7]]


def test_integer_results_keep_their_dtype_and_shapes_still_checked():
    y = Tensor([[1, 2, 3]], dtype="u32").broadcast_add(Tensor([[1], [2]], dtype="u32"))
    assert y.dtype == "u32" and y.to_list() == [[2, 3, 4], [3, 4, 5]]
    with pytest.raises(ShapeError, match="broadcast_add"):
        Tensor([1, 2, 3], dtype="i64").broadcast_add(Tensor([1, 2], dtype="i64"))


def test_every_integer_op_is_covered():
    # An op that accepts integers and can leave them is listed as unsafe, or this test names it.
    from core.engine.integers import UNSAFE_FOR_INTEGERS

    moves_or_picks = {"round", "floor", "ceil", "sign", "relu", "max_keepdim", "min_keepdim",
                      "reshape", "unsqueeze", "squeeze", "transpose", "broadcast_as", "copy",
                      "to_dtype", "to_device"}
    integer_ops = {name for name, op in OPS.items() if not op.float_only}
    assert integer_ops == UNSAFE_FOR_INTEGERS | moves_or_picks


# --- conversions -----------------------------------------------------------------------------------


@pytest.mark.parametrize("values, source, target, words", [
    ([-1.5], "f64", "u32", ["to_dtype('u32')", "0 to 4294967295"]),
    ([-1.0], "f32", "u32", ["to_dtype('u32')"]),
    ([1.5], "f64", "i64", ["fractions", "1.5"]),
    ([float("nan")], "f32", "i64", ["inf or nan"]),
    ([1e300], "f64", "f32", ["f32 holds numbers up to"]),
    ([70000], "i64", "f16", ["f16", "'f32'"]),
    ([2**40], "i64", "u32", ["u32"]),
    ([-3], "i64", "u32", ["u32"]),
])
def test_a_conversion_that_would_change_a_value_is_refused(values, source, target, words):
    t = Tensor(values, dtype=source)
    with pytest.raises(TensorDataError) as info:
        t.to_dtype(target)
    for word in words:
        assert word in str(info.value)


@pytest.mark.parametrize("values, source, target", [
    ([3.0, -2.0], "f64", "i64"),
    ([3.0, 0.0], "f32", "u32"),
    ([4294967295], "i64", "u32"),
    ([65504.0], "f64", "f16"),
    ([1, 2], "u32", "f16"),
    ([float("inf"), float("nan")], "f64", "f32"),  # inf and nan are float values: kept as they are
])
def test_a_conversion_that_keeps_every_value_goes_through(values, source, target):
    out = Tensor(values, dtype=source).to_dtype(target)
    assert out.dtype == target
    np.testing.assert_array_equal(out.numpy().astype(np.float64), np.array(values, dtype=np.float64))
