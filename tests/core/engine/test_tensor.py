"""Tensor (core/engine/tensor.py): Python's operators, and 0-d results kept as tensors of their
dtype."""

import numpy as np
import pytest

from gradwalk import core
from gradwalk.core import GradwalkError, Tensor, Var


# --- Python's operators ------------------------------------------------------------------------------------------


@pytest.fixture
def xy():
    return Var([1.0, 2.0, 4.0], dtype="f64"), Var([0.5, -1.0, 2.0], dtype="f64")


OPERATORS = [
    # (id, expression, op name of the result, value, ∂Σ/∂x)
    ("x+y", lambda x, y: x + y, "add", lambda x, y: x + y, lambda x, y: np.ones_like(x)),
    ("x+1", lambda x, y: x + 1, "affine", lambda x, y: x + 1, lambda x, y: np.ones_like(x)),
    ("1+x", lambda x, y: 1 + x, "affine", lambda x, y: 1 + x, lambda x, y: np.ones_like(x)),
    ("x-y", lambda x, y: x - y, "sub", lambda x, y: x - y, lambda x, y: np.ones_like(x)),
    ("x-1", lambda x, y: x - 1, "affine", lambda x, y: x - 1, lambda x, y: np.ones_like(x)),
    ("3-x", lambda x, y: 3 - x, "affine", lambda x, y: 3 - x, lambda x, y: -np.ones_like(x)),  # d(3−x) = −1
    ("x*y", lambda x, y: x * y, "mul", lambda x, y: x * y, lambda x, y: y),  # d(xy)/dx = y
    ("x*2", lambda x, y: x * 2, "affine", lambda x, y: 2 * x, lambda x, y: np.full_like(x, 2)),
    ("2.5*x", lambda x, y: 2.5 * x, "affine", lambda x, y: 2.5 * x, lambda x, y: np.full_like(x, 2.5)),
    ("x/y", lambda x, y: x / y, "div", lambda x, y: x / y, lambda x, y: 1 / y),  # d(x/y)/dx = 1/y
    ("x/2", lambda x, y: x / 2, "broadcast_div", lambda x, y: x / 2, lambda x, y: np.full_like(x, 0.5)),
    ("2/x", lambda x, y: 2 / x, "broadcast_div", lambda x, y: 2 / x, lambda x, y: -2 / x**2),  # d(2/x) = −2/x²
    ("x**2", lambda x, y: x**2, "powf", lambda x, y: x**2, lambda x, y: 2 * x),  # d(x²) = 2x
    ("x**0.5", lambda x, y: x**0.5, "powf", lambda x, y: x**0.5, lambda x, y: 0.5 / np.sqrt(x)),
    ("-x", lambda x, y: -x, "neg", lambda x, y: -x, lambda x, y: -np.ones_like(x)),
    ("np2*x", lambda x, y: np.float64(2.0) * x, "affine", lambda x, y: 2 * x, lambda x, y: np.full_like(x, 2)),
]


@pytest.mark.parametrize("expression, op, value, dx", [o[1:] for o in OPERATORS], ids=[o[0] for o in OPERATORS])
def test_operator(xy, expression, op, value, dx):
    x, y = xy
    out = expression(x, y)
    assert out.op == op
    np.testing.assert_allclose(out.numpy(), value(x.numpy(), y.numpy()), rtol=1e-15)
    np.testing.assert_allclose(out.sum_all().backward()[x].numpy(), dx(x.numpy(), y.numpy()), rtol=1e-15)


def test_reversed_subtraction_is_an_affine_map(xy):
    x, _ = xy
    out = 3 - x
    assert out.op == "affine" and out.params == (-1.0, 3.0)


# --- dividing by a number, or a number by a tensor, is a true division ------------------------------


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
def test_division_with_a_number_matches_true_division(dtype):
    np_dtype = np.dtype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[dtype])
    numbers = [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 0.1, 0.3, 2.5, -7]
    values = np.array([1.0, 2.0, 3.0, 5.0, 7.0, 0.1, 0.7, -3.0, 0.05, 123.0], dtype=np_dtype)
    for n in numbers:
        x = Var(values, dtype=dtype)
        n_cast = np_dtype.type(n)  # the number as the tensor's type holds it
        quotient = x / n
        assert quotient.numpy().tobytes() == (values / n_cast).tobytes(), n
        assert quotient.sum_all().backward()[x].numpy().tobytes() == (
            np.ones_like(values) / n_cast).tobytes(), n  # ∂(x/n)/∂x = 1/n, as one division
        assert (n / x).numpy().tobytes() == (n_cast / values).tobytes(), n
        np.testing.assert_allclose((n / x).sum_all().backward()[x].numpy().astype(np.float64),
                                   -float(n_cast) / values.astype(np.float64) ** 2, rtol=3e-3)


def test_small_quotients_agree_with_python_division():
    for a in range(-12, 13):
        for b in list(range(-12, 0)) + list(range(1, 13)):
            assert (Tensor(float(a), dtype="f64") / b).to_scalar() == a / b, (a, b)
            if a:
                assert (b / Tensor(float(a), dtype="f64")).to_scalar() == b / a, (a, b)
    assert (Tensor(3.0, dtype="f64") / 5).to_scalar() == 0.6


def test_division_of_an_integer_tensor_by_a_number_is_still_refused():
    with pytest.raises(core.DTypeError, match="floating-point"):
        Tensor([4, 6], dtype="i64") / 2
    with pytest.raises(core.DTypeError, match="floating-point"):
        2 / Tensor([4, 6], dtype="i64")


def test_matmul_operator():
    # d Σ(a @ b)/da = 1 @ bᵀ
    a = Var([[1.0, 2.0], [3.0, 4.0]], dtype="f64")
    b = Tensor([[1.0, -1.0], [2.0, 0.5]], dtype="f64")
    out = a @ b
    assert out.op == "matmul"
    np.testing.assert_array_equal(out.numpy(), a.numpy() @ b.numpy())
    np.testing.assert_array_equal(out.sum_all().backward()[a].numpy(), np.ones((2, 2)) @ b.numpy().T)


def test_division_by_the_number_zero():
    for divide in (lambda t: t / 0, lambda t: t.div(0.0)):
        with pytest.raises(ZeroDivisionError) as info:
            divide(Var([1.0]))
        assert isinstance(info.value, GradwalkError) and "number zero" in str(info.value)


# --- 0-d results: numpy hands back scalars, the engine keeps them --------------------------------------------


@pytest.mark.parametrize("dtype", ["f16", "f32", "f64"])
def test_scalar_results_keep_their_dtype_and_update_a_variable(dtype):
    w = Var(1.5, dtype=dtype)
    v = Tensor([1.0, 2.0, 4.0], dtype=dtype)
    loss = v.broadcast_mul(w).sum_all()  # a 0-d result
    step = (loss * 0.5 + 1.0) / 4.0 - w
    assert step.dtype == loss.dtype == dtype
    assert step.numpy().dtype == np.dtype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[dtype])
    assert isinstance(step.numpy(), np.ndarray) and step.numpy().shape == ()
    grad = loss.backward().get(w)
    assert grad.to_scalar() == 7.0 and grad.dtype == dtype
    w.set(w - grad * 0.25)  # a 0-d result copied into the variable's buffer
    assert w.to_scalar() == pytest.approx(-0.25) and w.dtype == dtype
    assert isinstance(w.numpy(), np.ndarray)


def test_integer_sums_keep_their_dtype():
    total = Tensor([1, 2, 3], dtype="u32").sum_all()
    assert total.dtype == "u32" and total.numpy().dtype == np.uint32 and total.to_scalar() == 6


# --- a tensor made from a tensor keeps its dtype and device -------------------------------------


@pytest.mark.parametrize("make", [Tensor, Var], ids=["Tensor", "Var"])
@pytest.mark.parametrize("dtype", ["f16", "f32", "f64", "u32", "i64"])
def test_a_copy_of_a_tensor_keeps_its_dtype(make, dtype):
    source = Tensor([1, 2], dtype=dtype)
    copy = make(source)
    assert copy.dtype == dtype and copy.device == source.device
    assert copy.to_list() == [1, 2]


def test_a_variable_made_from_an_f64_tensor_keeps_its_precision():
    # 0.1 is not 0.1 in f32: an f32 copy would change the value a learner typed.
    x = Var(Tensor(0.1, dtype="f64"))
    assert x.dtype == "f64" and x.to_scalar() == 0.1


def test_a_copy_may_still_ask_for_another_dtype():
    assert Var(Tensor([1.5], dtype="f64"), dtype="f32").dtype == "f32"
    with pytest.raises(core.TensorDataError, match="whole numbers"):
        Tensor(Tensor([1.5], dtype="f64"), dtype="i64")


def test_the_expression_language_keeps_the_dtype_too():
    from gradwalk.core.expr import evaluate

    values = evaluate('x = var(tensor(0.1, dtype="f64"))')
    assert values["x"].dtype == "f64" and values["x"].to_scalar() == 0.1


def test_dividing_an_f16_tensor_by_a_number_beyond_f16_still_works():
    # 70000 is no f16 number, but its reciprocal is: the quotient is what f32 gives, rounded to f16
    x = Tensor([1.0, 3.0, 60000.0], dtype="f16")
    expected = (np.array([1.0, 3.0, 60000.0], dtype=np.float32) / 70000).astype(np.float16)
    np.testing.assert_allclose((x / 70000).numpy().astype(np.float64), expected.astype(np.float64), rtol=1e-2)
