"""Errors (core/engine/errors.py): every engine error says what is wrong, and each class derives
from the builtin exception it refines."""

import numpy as np
import pytest

from gradwalk.core import (
    ArgumentTypeError,
    BackwardError,
    DeviceError,
    DTypeError,
    GradwalkError,
    ShapeError,
    Tape,
    Tensor,
    TensorDataError,
    Var,
    backward_steps,
    finite_difference_check,
    graph_snapshot,
    sorted_nodes,
)


# --- errors ----------------------------------------------------------------------------------------------------


ERRORS = [
    ("add_shapes", lambda: Var([1.0, 2.0, 3.0]).add(Tensor(1.0)), ShapeError, ["broadcast_add", "(3,)", "()"]),
    ("plus_shapes", lambda: Var([1.0, 2.0, 3.0]) + Tensor([1.0, 2.0]), ShapeError, ["broadcast_add"]),
    ("mul_shapes", lambda: Tensor([[1.0, 2.0]]).mul(Tensor([1.0, 2.0])), ShapeError, ["broadcast_mul"]),
    ("broadcast_shapes", lambda: Tensor([1.0, 2.0]).broadcast_add(Tensor([1.0, 2.0, 3.0])), ShapeError,
     ["broadcast_add"]),
    ("dtype_mismatch", lambda: Tensor([1.0]).add(Tensor([1.0], dtype="f64")), DTypeError, ["f32", "f64"]),
    ("exp_u32", lambda: Tensor([1, 2], dtype="u32").exp(), DTypeError, ["exp", "u32", "to_dtype"]),
    ("matmul_inner", lambda: Tensor(np.ones((2, 3))).matmul(Tensor(np.ones((2, 3)))), ShapeError,
     ["matmul", "inner", "3", "2"]),
    ("matmul_vector", lambda: Tensor([1.0, 2.0]).matmul(Tensor(np.ones((2, 1)))), ShapeError,
     ["matmul", "unsqueeze"]),
    ("matmul_batch", lambda: Tensor(np.ones((2, 1, 3))).matmul(Tensor(np.ones((3, 3, 1)))), ShapeError,
     ["batch"]),
    ("reshape_size", lambda: Tensor(np.ones((2, 3))).reshape((4,)), ShapeError, ["reshape", "6", "(4,)"]),
    ("reshape_negative", lambda: Tensor(np.ones(4)).reshape((-1, 4)), ShapeError, ["negative"]),
    ("reshape_text", lambda: Tensor(np.ones(4)).reshape("four"), ShapeError, ["whole numbers"]),
    ("dim_range", lambda: Tensor(np.ones((2, 3))).sum_keepdim(2), ShapeError, ["sum_keepdim", "out of range"]),
    ("squeeze_size", lambda: Tensor(np.ones((2, 3))).squeeze(0), ShapeError, ["squeeze", "size 2"]),
    ("broadcast_as", lambda: Tensor(np.ones((2, 3))).broadcast_as((3, 3)), ShapeError, ["broadcast_as"]),
    ("dtype_name", lambda: Tensor(1.0, dtype="f8"), DTypeError, ["'f8'", "f32"]),
    ("text", lambda: Tensor("abc"), TensorDataError, ["numbers", "str"]),
    ("text_list", lambda: Tensor(["a", "b"]), TensorDataError, ["numbers"]),
    ("ragged", lambda: Tensor([[1.0, 2.0], [3.0]]), TensorDataError, ["rectangular"]),
    ("u32_negative", lambda: Tensor(-1, dtype="u32"), TensorDataError, ["u32", "0", "-1"]),
    ("u32_fraction", lambda: Tensor(1.5, dtype="u32"), TensorDataError, ["whole numbers"]),
    ("f16_too_large", lambda: Tensor(1e6, dtype="f16"), TensorDataError, ["f16", "±65,504; got 1,000,000", "'f32'"]),
    ("f16_far_too_large", lambda: Tensor(1e300, dtype="f16"), TensorDataError, ["f16", "1e+300", "'f64'"]),
    ("f32_too_large", lambda: Tensor([1.0, -1e40]), TensorDataError, ["f32", "1e+40", "'f64'"]),
    ("f16_plus_large_number", lambda: Tensor([1.0], dtype="f16") + 1e6, TensorDataError,
     ["affine", "1,000,000", "f16", "65,504", "'f32'"]),
    ("f16_broadcast_large_number", lambda: Tensor([1.0], dtype="f16").broadcast_add(1e6), TensorDataError,
     ["broadcast_add", "1,000,000", "f16"]),
    ("f32_times_large_number", lambda: Tensor([1.0]) * 1e39, TensorDataError, ["1e+39", "f32", "'f64'"]),
    ("f64_plus_huge_int", lambda: Tensor([1.0], dtype="f64") + 10**400, TensorDataError, ["401 digits", "f64"]),
    ("f16_powf_large", lambda: Tensor([2.0], dtype="f16").powf(1e6), TensorDataError, ["powf", "f16"]),
    ("u32_broadcast_negative", lambda: Tensor([1, 2], dtype="u32").broadcast_add(-1), TensorDataError,
     ["broadcast_add", "u32", "4294967295", "-1"]),
    ("i64_broadcast_fraction", lambda: Tensor([1, 2], dtype="i64").broadcast_add(1.5), TensorDataError,
     ["whole numbers", "1.5"]),
    ("i64_broadcast_f32_fraction", lambda: Tensor([1, 2], dtype="i64").broadcast_mul(np.float32(0.5)),
     TensorDataError, ["whole numbers", "0.5"]),
    ("u32_broadcast_inf", lambda: Tensor([1, 2], dtype="u32").broadcast_add(np.inf), TensorDataError,
     ["whole numbers", "inf"]),
    ("powf_integer", lambda: Tensor([1, 2], dtype="i64").powf(1.5), DTypeError, ["powf", "i64", "floating"]),
    ("dtype_not_a_name", lambda: Tensor([1.0]).to_dtype(["f64"]), DTypeError, ["unknown dtype", "['f64']"]),
    ("device_not_a_name", lambda: Tensor([1.0]).to_device(np.array([1, 2])), DeviceError, ["cpu", "ndarray"]),
    ("zeros_fraction", lambda: Tensor.zeros((2.5,)), ShapeError, ["whole numbers"]),
    ("zeros_complex", lambda: Tensor.zeros(np.array([1 + 1j])), ShapeError, ["whole numbers"]),
    ("zeros_too_large", lambda: Var.zeros((10**20,)), TensorDataError, ["zeros/ones", "shape"]),
    ("steps_of_a_number", lambda: backward_steps(3.0), ArgumentTypeError, ["backward_steps", "Tensor", "float"]),
    ("snapshot_of_a_list", lambda: graph_snapshot([1.0]), ArgumentTypeError, ["graph_snapshot", "list"]),
    ("sorted_nodes_of_none", lambda: sorted_nodes(None), ArgumentTypeError, ["sorted_nodes", "NoneType"]),
    ("grads_by_name", lambda: Var([1.0]).sqr().sum_all().backward().get("w"), ArgumentTypeError,
     ["GradStore", "Tensor", "str"]),
    ("tape_backward_number", lambda: Tape().backward(1.0), ArgumentTypeError, ["tape.backward", "float"]),
    ("fd_not_a_function", lambda: finite_difference_check("w * w", [Var([1.0])]), ArgumentTypeError, ["function"]),
    ("fd_one_tensor", lambda: finite_difference_check(lambda w: w.sum_all(), Var([1.0])), ArgumentTypeError,
     ["list of tensors"]),
    ("fd_numbers", lambda: finite_difference_check(lambda w: w, [1.0]), ArgumentTypeError,
     ["finite_difference_check", "float"]),
    ("fd_eps", lambda: finite_difference_check(lambda w: w.sum_all(), [Var([1.0])], eps=-1), TensorDataError,
     ["eps", "-1"]),
    ("integer_times_number", lambda: Tensor([1, 2], dtype="u32") * 2, DTypeError,
     ["arithmetic with a number", "u32", "to_dtype"]),
    ("number_minus_integer", lambda: 1 - Tensor([1, 2], dtype="i64"), DTypeError, ["number", "i64"]),
    ("to_scalar", lambda: Tensor([1.0, 2.0]).to_scalar(), ShapeError, ["to_scalar", "(2,)", "sum_all"]),
    ("affine_tensor", lambda: Tensor([1.0]).affine(Tensor(2.0), 0.0), ArgumentTypeError, ["affine"]),
    ("operator_text", lambda: Tensor([1.0]) + "a", ArgumentTypeError, ["+", "str"]),
    ("pow_tensor", lambda: Tensor([1.0]) ** Tensor([2.0]), ArgumentTypeError, ["exponent"]),
]


@pytest.mark.parametrize("call, error, words", [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_errors_say_what_is_wrong(call, error, words):
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, GradwalkError)
    message = str(info.value)
    for word in words:
        assert word in message, message


def test_error_classes_derive_from_builtins():
    assert issubclass(ShapeError, ValueError) and issubclass(DTypeError, TypeError)
    assert issubclass(TensorDataError, ValueError) and issubclass(BackwardError, ValueError)
