"""randn: normal numbers from a seed, the same everywhere, refused with one sentence when asked wrong."""

import numpy as np
import pytest

from gradwalk.core import Tensor, Var
from gradwalk.core.expr import ExpressionError, evaluate


def test_the_same_seed_gives_the_same_numbers_and_another_seed_others():
    first = evaluate("a = randn((3, 4), seed=7, dtype=\"f64\")")["a"].numpy()
    again = evaluate("a = randn((3, 4), seed=7, dtype=\"f64\")")["a"].numpy()
    other = evaluate("a = randn((3, 4), seed=8, dtype=\"f64\")")["a"].numpy()
    np.testing.assert_array_equal(first, again)
    assert not np.array_equal(first, other)
    np.testing.assert_array_equal(first, np.random.default_rng(7).standard_normal((3, 4)))


def test_a_large_draw_has_mean_zero_and_spread_one():
    numbers = Tensor.randn(100_000, seed=3, dtype="f64").numpy()
    assert abs(numbers.mean()) < 0.02 and abs(numbers.std() - 1) < 0.02


def test_a_var_made_from_scaled_normals_is_trained_like_any_var():
    values = evaluate('w = var(randn((2, 3), seed=1, dtype="f64") * 0.5)\nloss = w.sqr().sum_all()')
    w = values["w"]
    assert isinstance(w, Var) and w.shape == (2, 3) and w.dtype == "f64"
    grad = values["loss"].backward().get(w).numpy()
    np.testing.assert_allclose(grad, 2 * w.numpy())


def test_the_dtype_converts_the_same_draw():
    f32 = Tensor.randn((5,), seed=2).numpy()
    f64 = Tensor.randn((5,), seed=2, dtype="f64").numpy()
    assert f32.dtype == np.float32
    np.testing.assert_array_equal(f32, f64.astype(np.float32))


@pytest.mark.parametrize("text, words", [
    ("randn((2, 2), seed=-1)", "seed must be a whole number"),
    ("randn((2, 2), seed=1.5)", "seed must be a whole number"),
    ("randn((2, 2), sed=1)", "accepts only seed="),
    ("zeros((2, 2), seed=1)", "accepts only dtype="),
    ('randn((2, 2), dtype="u32")', "floating-point dtype"),
    ("randn(-3)", "negative"),
    ("randn((2, 2), (3, 3))", "one positional argument"),
    ("randn(10 ** 9)", "limit"),
])
def test_a_bad_draw_is_one_clear_sentence(text, words):
    with pytest.raises(ExpressionError, match=words):
        evaluate(text)
