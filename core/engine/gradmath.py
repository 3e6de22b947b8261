"""The handful of operations a backward rule needs, in two flavours.

Each operation's vector-Jacobian product (its "vjp", in core/engine/ops.py) is written once,
against an object `F` that offers `F.mul`, `F.broadcast_to` and so on. Two objects implement it:

- `ArrayMath` works on raw numpy or cupy arrays. `backward()` uses it by default: gradients are
  plain numbers, detached from any graph, and cheap.
- `TENSOR_MATH` works on Tensors through their recorded operations. `backward(create_graph=True)`
  uses it, so every gradient is itself a recorded expression and can be differentiated again.

A rule may hand back its gradient in the broadcast shape an input was stretched to; `fold_to`
sums it back to the input's shape, and refuses any other shape, naming the operation.
"""

from __future__ import annotations

import functools
import operator
from typing import Any

import numpy as np

from .devices import CPU, backend
from .errors import BackwardError
from .ops import one_minus_square, sigmoid, zero_where

__all__ = ["ArrayMath", "TensorMath", "TENSOR_MATH", "array_math", "folded_axes", "fold_to"]

Shape = tuple[int, ...]
_F16, _F32 = np.dtype(np.float16), np.dtype(np.float32)


def folded_axes(shape: Shape, target: Shape) -> tuple[int, ...] | None:
    """The axes of a gradient of `shape` to sum so that it folds back to `target`, the shape that
    broadcasting stretched to `shape`: the leading axes it added, and the axes of size 1 it
    repeated. None when broadcasting `target` cannot give `shape`."""
    extra = len(shape) - len(target)
    if extra < 0:
        return None
    stretched = []
    for i, size in enumerate(target):
        if shape[extra + i] != size:
            if size != 1:
                return None
            stretched.append(extra + i)
    return tuple(range(extra)) + tuple(stretched)


def fold_to(F: Any, value: Any, shape: Shape, op_name: str) -> Any:
    """`value`, a gradient the backward rule of `op_name` computed for an input of `shape`,
    summed back to that shape where broadcasting stretched it: the copies' shares add up. Any
    other shape is a wrong backward rule, and an error that names it."""
    if value.shape == shape:
        return value
    if shape == ():  # everything folds into one number
        return F.sum_all(value)
    axes = folded_axes(value.shape, shape)
    if axes is None:
        raise BackwardError(
            f"the backward rule of {op_name} gave a gradient of shape {tuple(value.shape)} for an "
            f"input of shape {shape}; a gradient must have its input's shape"
        )
    return F.sum_axes(value, axes, shape)


class ArrayMath:
    """Backward-rule operations on raw arrays of one array library (numpy or cupy)."""

    def __init__(self, xp: Any) -> None:
        self.xp = xp
        # Bind the array library's functions directly: this is the hot path of every backward.
        # Adding is the arrays' own `+`: a to_device node adds to a total on its input's device.
        self.add = operator.add
        self.mul = xp.multiply
        self.div = xp.divide
        self.neg = xp.negative
        self.matmul = xp.matmul
        self.size = operator.attrgetter("size")  # how many elements
        self.scale = operator.mul  # a · factor
        self.one_minus = functools.partial(operator.sub, 1)  # 1 − a

    def sigmoid(self, a: Any) -> Any:
        return sigmoid(self.xp, a)  # the forward's own, which never overflows

    def one_minus_square(self, a: Any) -> Any:
        return one_minus_square(self.xp, a)  # 1 − a², in f32 for f16 (core/engine/ops.py)

    def zero_where(self, drop: Any, a: Any) -> Any:
        """`a` where the mask `drop` is false, 0 where it is true, in `drop`'s shape: selected, so a
        dropped inf gives 0, not 0 · inf = nan."""
        return zero_where(self.xp, drop, a)

    def sum_all(self, a: Any) -> Any:
        if a.dtype == _F16:  # adds up in f32, as the forward sums do (core/engine/ops.py)
            return a.sum(dtype=_F32).astype(_F16)
        return a.sum()

    def sum_axes(self, a: Any, axes: Any, shape: Any) -> Any:
        """`a` summed over `axes`, in `shape` (which keeps some of them as size 1)."""
        summed = a.sum(axis=axes, dtype=_F32).astype(_F16) if a.dtype == _F16 else a.sum(axis=axes)
        return summed if summed.shape == shape else summed.reshape(shape)

    def div_count(self, a: Any, count: int) -> Any:
        """a / count, for the whole number `count` (the elements a mean took): in f32 for an f16 `a`,
        since f16 cannot hold a count above 65504."""
        if a.dtype == _F16:
            return (a.astype(_F32) / count).astype(_F16)
        return a / count

    def zeros_like(self, a: Any) -> Any:
        return self.xp.zeros(a.shape, dtype=a.dtype)

    def powf(self, a: Any, exponent: Any) -> Any:
        return a**exponent

    def swap_last(self, a: Any) -> Any:
        return a.swapaxes(-1, -2)  # the array's own method: no Python wrapper on the way

    def transpose(self, a: Any, dim0: Any, dim1: Any) -> Any:
        return a.swapaxes(dim0, dim1)

    def reshape(self, a: Any, shape: Any) -> Any:
        return self.xp.reshape(a, shape)

    def broadcast_to(self, a: Any, shape: Any) -> Any:
        # A fresh array rather than numpy's read-only broadcast view: several times faster to
        # make for small tensors, and safe to hand out as a gradient.
        out = self.xp.empty(shape, dtype=a.dtype)
        out[...] = a
        return out

    def data(self, a: Any) -> Any:
        return a

    def constant(self, raw: Any, like: Any) -> Any:
        """A value the gradient depends on but does not differentiate (a mask, say)."""
        return self.xp.asarray(raw, dtype=like.dtype)

    def cast_like(self, a: Any, like: Any) -> Any:
        return a.astype(like.dtype, copy=False)

    def to_device_like(self, a: Any, like: Any) -> Any:
        if isinstance(like, (CPU.xp.ndarray, CPU.xp.generic)):  # an array or a 0-d result's scalar
            return a.get() if hasattr(a, "get") else a
        return backend("cuda").xp.asarray(a)  # the one device besides the CPU, where `like` is

    def ones_like(self, a: Any) -> Any:
        if a.shape == () and self.xp is np:  # a 0-d one as numpy's scalar, as 0-d results are
            return a.dtype.type(1)
        out = self.xp.empty(a.shape, dtype=a.dtype)
        out[...] = 1
        return out


class TensorMath:
    """Backward-rule operations on Tensors: each one is recorded, so gradients stay attached."""

    def size(self, a: Any) -> Any:
        return a.numel

    def add(self, a: Any, b: Any) -> Any:
        return a.broadcast_add(b)

    def mul(self, a: Any, b: Any) -> Any:
        return a.broadcast_mul(b)

    def div(self, a: Any, b: Any) -> Any:
        return a.broadcast_div(b)

    def neg(self, a: Any) -> Any:
        return a.neg()

    def matmul(self, a: Any, b: Any) -> Any:
        return a.matmul(b)

    def scale(self, a: Any, factor: Any) -> Any:
        return a.affine(float(factor), 0.0)

    def div_count(self, a: Any, count: int) -> Any:
        if a.dtype == "f16":  # f16 cannot hold a count above 65504: divide in f32
            return a.to_dtype("f32").div(count).to_dtype("f16")
        return a.div(count)

    def zeros_like(self, a: Any) -> Any:
        return a._plain(a._backend.xp.zeros(a.shape, dtype=a._data.dtype))

    def one_minus(self, a: Any) -> Any:
        return a.affine(-1.0, 1.0)

    def one_minus_square(self, a: Any) -> Any:
        if a.dtype == "f16":  # computed in f32, as ArrayMath does (core/engine/ops.py)
            wide = a.to_dtype("f32")
            return self.one_minus(self.mul(wide, wide)).to_dtype("f16")
        return self.one_minus(self.mul(a, a))

    def zero_where(self, drop: Any, a: Any) -> Any:
        # A recorded graph has no selection: it multiplies by the mask, so a dropped inf gives
        # 0 · inf = nan here, where ArrayMath gives 0; every finite gradient is the same.
        return self.mul(self.broadcast_to(a, drop.shape), self.constant(~drop, a))

    def sigmoid(self, a: Any) -> Any:
        return a.sigmoid()

    def powf(self, a: Any, exponent: Any) -> Any:
        return a.powf(exponent)

    def swap_last(self, a: Any) -> Any:
        return a.transpose(-2, -1)

    def transpose(self, a: Any, dim0: Any, dim1: Any) -> Any:
        return a.transpose(dim0, dim1)

    def reshape(self, a: Any, shape: Any) -> Any:
        return a.reshape(shape)

    def broadcast_to(self, a: Any, shape: Any) -> Any:
        return a if a.shape == tuple(shape) else a.broadcast_as(shape)

    def sum_all(self, a: Any) -> Any:
        return a.sum_all()

    def sum_axes(self, a: Any, axes: Any, shape: Any) -> Any:
        return a.sum_keepdim(axes).reshape(shape)

    def data(self, a: Any) -> Any:
        return a._data

    def constant(self, raw: Any, like: Any) -> Any:
        return like._plain(like._backend.xp.asarray(raw, dtype=like._data.dtype))

    def cast_like(self, a: Any, like: Any) -> Any:
        # unchecked: a gradient past a narrower type's largest number becomes inf, as in a plain
        # backward pass; to_dtype refuses such a number from a learner, not from the chain rule
        return a._cast(like.dtype)

    def to_device_like(self, a: Any, like: Any) -> Any:
        return a.to_device(like.device)

    def ones_like(self, a: Any) -> Any:
        return a._plain(a._backend.xp.ones(a.shape, dtype=a._data.dtype))


TENSOR_MATH = TensorMath()
_array_math_by_module = {}


def array_math(xp: Any) -> ArrayMath:
    """The ArrayMath for one array library, made once and reused."""
    math = _array_math_by_module.get(xp)
    if math is None:
        math = _array_math_by_module[xp] = ArrayMath(xp)
    return math
