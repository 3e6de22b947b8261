"""The handful of operations a backward rule needs, in two flavours.

Each operation's vector-Jacobian product (its "vjp", in core/ops.py) is written once, against an
object `F` that offers `F.mul`, `F.sum_to` and so on. Two objects implement it:

- `ArrayMath` works on raw numpy or cupy arrays. `backward()` uses it by default: gradients are
  plain numbers, detached from any graph, and cheap.
- `TENSOR_MATH` works on Tensors through their recorded operations. `backward(create_graph=True)`
  uses it, so every gradient is itself a recorded expression and can be differentiated again.
"""

import functools
import operator

import numpy as np


def sum_to_shape(xp, array, shape):
    """Sum a broadcast gradient back down to `shape` (the inverse of broadcasting)."""
    if array.shape == shape:
        return array
    if shape == ():
        return array.sum()
    extra = array.ndim - len(shape)
    stretched = tuple(
        extra + i for i, size in enumerate(shape) if size == 1 and array.shape[extra + i] != 1
    )
    if not stretched:  # only leading axes were added (a bias over a batch, say): sum them away
        return array.sum(axis=tuple(range(extra)))
    summed = array.sum(axis=tuple(range(extra)) + stretched, keepdims=True)
    return summed.reshape(shape)


def fold_to(math, value, shape):
    """`value` summed back to `shape` when broadcasting stretched it (a no-op otherwise)."""
    return value if value.shape == shape else math.sum_to(value, shape)


class ArrayMath:
    """Backward-rule operations on raw arrays of one array library (numpy or cupy)."""

    def __init__(self, xp):
        self.xp = xp
        # Bind the array library's functions directly: this is the hot path of every backward.
        self.add = xp.add
        self.mul = xp.multiply
        self.div = xp.divide
        self.neg = xp.negative
        self.matmul = xp.matmul
        self.size = operator.attrgetter("size")  # how many elements
        self.scale = operator.mul  # a · factor
        self.one_minus = functools.partial(operator.sub, 1)  # 1 − a
        self.sum_to = functools.partial(sum_to_shape, xp)

    def powf(self, a, exponent):
        return a**exponent

    def swap_last(self, a):
        return a.swapaxes(-1, -2)  # the array's own method: no Python wrapper on the way

    def transpose(self, a, dim0, dim1):
        return a.swapaxes(dim0, dim1)

    def reshape(self, a, shape):
        return self.xp.reshape(a, shape)

    def broadcast_to(self, a, shape):
        # A fresh array rather than numpy's read-only broadcast view: several times faster to
        # make for small tensors, and safe to hand out as a gradient.
        out = self.xp.empty(shape, dtype=a.dtype)
        out[...] = a
        return out

    def data(self, a):
        return a

    def constant(self, raw, like):
        """A value the gradient depends on but does not differentiate (a mask, say)."""
        return self.xp.asarray(raw, dtype=like.dtype)

    def cast_like(self, a, like):
        return a.astype(like.dtype, copy=False)

    def to_device_like(self, a, like):
        from .devices import CPU

        if isinstance(like, (CPU.xp.ndarray, CPU.xp.generic)):  # an array or a 0-d result's scalar
            return a.get() if hasattr(a, "get") else a
        return self.xp.asarray(a)

    def ones_like(self, a):
        if a.shape == () and self.xp is np:  # a 0-d one as numpy's scalar, as 0-d results are
            return a.dtype.type(1)
        out = self.xp.empty(a.shape, dtype=a.dtype)
        out[...] = 1
        return out


class TensorMath:
    """Backward-rule operations on Tensors: each one is recorded, so gradients stay attached."""

    def size(self, a):
        return a.numel

    def add(self, a, b):
        return a.broadcast_add(b)

    def mul(self, a, b):
        return a.broadcast_mul(b)

    def div(self, a, b):
        return a.broadcast_div(b)

    def neg(self, a):
        return a.neg()

    def matmul(self, a, b):
        return a.matmul(b)

    def scale(self, a, factor):
        return a.affine(float(factor), 0.0)

    def one_minus(self, a):
        return a.affine(-1.0, 1.0)

    def powf(self, a, exponent):
        return a.powf(exponent)

    def swap_last(self, a):
        return a.transpose(-2, -1)

    def transpose(self, a, dim0, dim1):
        return a.transpose(dim0, dim1)

    def reshape(self, a, shape):
        return a.reshape(shape)

    def broadcast_to(self, a, shape):
        return a if a.shape == tuple(shape) else a.broadcast_as(shape)

    def sum_to(self, a, shape):
        shape = tuple(shape)
        if a.shape == shape:
            return a
        extra = len(a.shape) - len(shape)
        axes = tuple(range(extra)) + tuple(
            extra + i for i, size in enumerate(shape) if size == 1 and a.shape[extra + i] != 1
        )
        summed = a.sum_keepdim(axes) if axes else a
        return summed.reshape(shape)

    def data(self, a):
        return a._data

    def constant(self, raw, like):
        from .tensor import Tensor

        return Tensor._wrap(like._backend.xp.asarray(raw, dtype=like._data.dtype), like._dtype, like._backend)

    def cast_like(self, a, like):
        return a.to_dtype(like.dtype)

    def to_device_like(self, a, like):
        return a.to_device(like.device)

    def ones_like(self, a):
        from .tensor import Tensor

        return Tensor.ones(a.shape, dtype=a.dtype, device=a.device)


TENSOR_MATH = TensorMath()
_array_math_by_module = {}


def array_math(xp):
    """The ArrayMath for one array library, made once and reused."""
    math = _array_math_by_module.get(xp)
    if math is None:
        math = _array_math_by_module[xp] = ArrayMath(xp)
    return math
