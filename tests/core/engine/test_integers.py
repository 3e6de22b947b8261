"""Integer tensors give the exact answer or refuse: never a wrapped-around or cut-short number.

numpy computes integers in fixed width (a u32 holding 1 minus 2 is 4294967295 there), so every
integer operation is checked here against Python's integers, which never overflow, on values at
the edges of each dtype.
"""

import itertools

import numpy as np
import pytest

from gradwalk.core import OPS, DivisionByZeroError, DTypeError, ShapeError, Tensor, TensorDataError

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
    from gradwalk.core.engine.integers import UNSAFE_FOR_INTEGERS

    moves_or_picks = {"round", "floor", "ceil", "sign", "relu", "max_keepdim", "min_keepdim",
                      "reshape", "unsqueeze", "squeeze", "transpose", "broadcast_as", "copy", "element",
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


# --- the fast paths: numpy's i64 (or f64 for matmul) when a bound proves the result fits ---------------

import gradwalk.core.engine.integers as integers  # noqa: E402

MAGNITUDES = [3, 1000, 2**20, 2**31, 2**40, 2**62, 2**63 - 1]


def _python_reference(name, a, b=None, dims=None):
    """The exact result on Python's integers (object arrays), or None where division is not exact."""
    a = a.astype(object)
    b = None if b is None else b.astype(object)
    if name == "div":
        if (b == 0).any() or (a % b != 0).any():
            return None
        return a // b
    return {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "neg": lambda: -a,
            "sqr": lambda: a * a, "abs": lambda: abs(a), "sum_all": lambda: np.asarray(a.sum()),
            "sum_keepdim": lambda: a.sum(axis=dims, keepdims=True), "matmul": lambda: a @ b}[name]()


def _random_integers(rng, dtype, magnitude, shape):
    low, high = RANGE[dtype]
    low, high = max(low, -magnitude), min(high, magnitude)
    return np.array([int(v) for v in rng.integers(low, high, size=shape, endpoint=True, dtype=np.int64
                     if dtype == "i64" else np.uint64).ravel()], dtype=object).reshape(shape)


@pytest.mark.parametrize("dtype", ["u32", "i64"])
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div", "neg", "sqr", "abs", "sum_all",
                                  "sum_keepdim", "matmul"])
def test_integer_results_match_python_integers_at_every_magnitude(dtype, name):
    rng = np.random.default_rng(11)
    np_dtype = {"u32": np.uint32, "i64": np.int64}[dtype]
    for magnitude in MAGNITUDES:
        for _ in range(4):
            shape = (3, 4) if name != "matmul" else (3, 5)
            a = _random_integers(rng, dtype, magnitude, shape)
            b = _random_integers(rng, dtype, magnitude, (5, 2) if name == "matmul" else shape)
            if name == "div":  # whole quotients most of the time: a = q · b
                b[b == 0] = 1
                q = _random_integers(rng, dtype, 3, shape)
                a = np.where(np.abs((q * b).astype(object)) <= RANGE[dtype][1], q * b, a)
                a = np.array([max(RANGE[dtype][0], min(RANGE[dtype][1], v)) for v in a.ravel()],
                             dtype=object).reshape(shape)
            x, y = Tensor(a.astype(np_dtype), dtype=dtype), Tensor(b.astype(np_dtype), dtype=dtype)
            if name == "neg" and dtype == "u32":
                continue
            call = {"neg": lambda: x.neg(), "sqr": lambda: x.sqr(), "abs": lambda: x.abs(),
                    "sum_all": lambda: x.sum_all(), "sum_keepdim": lambda: x.sum_keepdim(1),
                    "matmul": lambda: x.matmul(y)}.get(name, lambda: getattr(x, name)(y))
            exact = _python_reference(name, a, b, dims=1)
            if exact is not None and all(_fits(int(v), dtype) for v in np.asarray(exact).ravel()):
                assert [int(v) for v in call().numpy().ravel()] == [int(v) for v in np.asarray(exact).ravel()]
            else:
                with pytest.raises(TensorDataError):
                    call()


def test_results_that_provably_fit_never_take_python_integers(monkeypatch):
    def refuse(*args):
        raise AssertionError("the slow path ran for a result that provably fits")

    monkeypatch.setattr(integers, "_python_exact", refuse)
    rng = np.random.default_rng(5)
    a = rng.integers(-1000, 1000, (200, 300))
    b = rng.integers(-1000, 1000, (300, 100))
    assert (Tensor(a, dtype="i64") @ Tensor(b, dtype="i64")).numpy().tolist() == (
        a.astype(object) @ b.astype(object)).tolist()
    big = rng.integers(-(2**28), 2**28, (40, 50))  # |products| up to 2**56: i64, not f64
    assert (Tensor(big, dtype="i64") @ Tensor(big.T.copy(), dtype="i64")).numpy().tolist() == (
        big.astype(object) @ big.T.astype(object)).tolist()
    u = rng.integers(0, 2**16, (50, 60))
    assert Tensor(u, dtype="u32").sum_all().to_scalar() == int(u.astype(object).sum())
    assert (Tensor(u, dtype="u32") * Tensor(u, dtype="u32")).to_list() == (u.astype(object) ** 2).tolist()
