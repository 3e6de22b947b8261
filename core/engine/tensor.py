"""Tensors and variables: numbers with a shape, an element type, a device, and a memory of how
they were made.

Following Candle, the graph lives in the tensors themselves. A tensor made by an operation keeps
that operation, its inputs and its parameters, but only when an input is a variable or was itself
recorded: arithmetic on plain tensors alone leaves no trace. `backward()` (core/engine/backward.py)
walks these records, starting at a result and ending at the variables it came from.

Every operation method is one line that hands its inputs to `_apply` with an entry of the table in
core/engine/ops.py; the checks a learner may trip on (shapes, dtypes, dimensions) sit in the methods so
their error messages can name the method that was called.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping
from typing import Any

import numpy as np

from gradwalk.core.words import translate

from . import ops
from .backward import run_backward
from .forward import TangentStore, run_forward
from .budget import budgets_open, check_budgets
from .devices import Backend, backend
from .gradstore import GradStore
from .dtypes import FLOAT_DTYPES, check_dtype, is_float, numpy_dtype
from .errors import (ArgumentTypeError, BackwardError, DeviceError, DivisionByZeroError, DTypeError,
                     GradwalkError, ShapeError, SharedBufferError, TensorDataError)
from .inputs import (
    FLOAT_MAX,
    check_float_range,
    check_integer_data,
    float_in,
    integer_in,
    is_number,
    normalize_dim,
    normalize_dims,
    normalize_shape,
    to_host_array,
)
from .integers import UNSAFE_FOR_INTEGERS, exact_integer_forward
from .quiet import quiet_begin, quiet_end, quietly
from .recording import current_tapes, next_id, tapes_open
from .versions import new_version_box, stamp_update

__all__ = ["Tensor", "Var", "require_tensor", "check_seed"]

OPS = ops.OPS
_new_object = object.__new__


class Tensor:
    """An n-dimensional array of numbers that remembers the operation that made it.

    `Tensor(data, dtype="f32", device="cpu")` copies `data` (a number, nested lists, a numpy
    array or another tensor, whose dtype and device the copy keeps unless told otherwise). A
    plain Tensor is never tracked by itself; wrap a value in `Var` to differentiate with respect
    to it.
    """

    # `_version` is the version box of the variable whose buffer this tensor's data shares (the
    # variable itself, its detach(), a view such as its reshape), or None: see versions.py.
    __slots__ = ("_data", "_dtype", "_backend", "_id", "_op", "_inputs", "_params",
                 "_requires_grad", "_version", "name", "__weakref__")
    _is_var = False  # a class attribute: Var sets it to True

    def __init__(self, data: Any, dtype: str | None = None, device: str | None = None, *,
                 name: str | None = None) -> None:
        if isinstance(data, Tensor):  # a copy keeps the tensor's dtype and device unless asked
            if tapes_open[0]:
                _tell_tapes("read_back", data, "Tensor(...)")
            dtype = data._dtype if dtype is None else dtype
            device = data._backend.name if device is None else device
            data = data._backend.to_numpy(data._data)
        dtype = "f32" if dtype is None else check_dtype(dtype)
        be = backend("cpu" if device is None else device)
        host = to_host_array(data)
        if is_float(dtype):
            check_float_range(host, dtype)
        else:
            check_integer_data(host, dtype)
        self._data = be.asarray(host, numpy_dtype(dtype))
        self._dtype = dtype
        self._backend = be
        self._id = next_id()
        self._op = None
        self._inputs = ()
        self._params = ()
        self._requires_grad = False
        self._version = None
        self.name = name

    def _plain(self, value: Any) -> Tensor:
        """`value`, an array computed for this tensor (its gradient, say; numpy's 0-d scalars
        count), as a plain tensor of this tensor's dtype and device; a Tensor is handed back as
        it is."""
        if isinstance(value, Tensor):
            return value
        return _new_tensor(None, (), (), value, self._dtype, self._backend)

    @classmethod
    def _wrap(cls, data: Any, dtype: str, be: Backend) -> Tensor:
        """A plain, unrecorded tensor around an array the engine just made (no copy, no checks)."""
        return _new_tensor(None, (), (), data, dtype, be, cls)

    # --- making tensors ---------------------------------------------------------------------

    @classmethod
    def zeros(cls, shape: Any, dtype: str = "f32", device: str = "cpu") -> Tensor:
        return cls._filled(shape, 0, dtype, device)

    @classmethod
    def ones(cls, shape: Any, dtype: str = "f32", device: str = "cpu") -> Tensor:
        return cls._filled(shape, 1, dtype, device)

    @classmethod
    def randn(cls, shape: Any, seed: int = 0, dtype: str = "f32", device: str = "cpu") -> Tensor:
        """Numbers drawn from the standard normal distribution (mean 0, spread 1), the same for the
        same `seed` on every machine and device: drawn on the CPU by numpy's PCG64 in float64, then
        converted. What a network's weights start from, scaled (`randn((2, 16), seed=1) * 0.5`)."""
        shape = normalize_shape(shape, "randn")
        if (isinstance(seed, bool) or not isinstance(seed, (int, float)) or not math.isfinite(seed)
                or seed != int(seed) or seed < 0):
            raise TensorDataError(translate(
                "Engine", "randn: the seed must be a whole number of at least 0, not {0}").format(seed))
        if not is_float(check_dtype(dtype)):
            raise TensorDataError(translate(
                "Engine", "randn draws real numbers: give it a floating-point dtype (f16, f32 or f64), "
                "not {0}").format(dtype))
        try:
            numbers = np.random.default_rng(int(seed)).standard_normal(shape)
        except (ValueError, MemoryError) as exc:
            raise TensorDataError(translate(
                "Engine", "randn: no tensor of shape {0} can be made here ({1})").format(shape, exc)
            ) from None
        t = Tensor(numbers, dtype="f64").to_dtype(dtype).to_device(device)
        if cls is Var:
            t = Var._from_tensor(t)
        return t

    @classmethod
    def _filled(cls, shape: Any, value: int, dtype: str, device: str) -> Tensor:
        shape = normalize_shape(shape, "zeros/ones")
        be = backend(device)
        try:
            data = be.xp.full(shape, value, dtype=numpy_dtype(dtype))
        except (ValueError, MemoryError) as exc:  # more elements than memory, or than numpy counts
            raise TensorDataError(translate(
                "Engine", "zeros/ones: no tensor of shape {0} can be made here ({1})").format(shape, exc)
            ) from None
        t = Tensor._wrap(data, check_dtype(dtype), be)
        if cls is Var:
            t = Var._from_tensor(t)
        return t

    # --- what a tensor is -------------------------------------------------------------------

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self._data.shape)

    @property
    def dtype(self) -> str:
        return self._dtype

    @property
    def device(self) -> str:
        return self._backend.name

    @property
    def ndim(self) -> int:
        return self._data.ndim

    @property
    def numel(self) -> int:
        return int(self._data.size)

    @property
    def is_variable(self) -> bool:
        return self._is_var

    @property
    def requires_grad(self) -> bool:
        """True when a gradient can flow back through this tensor to a variable."""
        return self._requires_grad

    @property
    def op(self) -> str | None:
        """The name of the recorded operation that made this tensor, or None."""
        return self._op.name if self._op is not None else None

    @property
    def inputs(self) -> tuple[Tensor, ...]:
        """The recorded inputs of that operation (empty for a leaf)."""
        return self._inputs

    @property
    def params(self) -> tuple:
        return self._params

    @property
    def id(self) -> int:
        """A number unique to this tensor (its clones share it): the key of a GradStore."""
        return self._id

    def to_scalar(self) -> float | int:
        if self._data.ndim != 0:
            raise ShapeError(translate(
                "Engine", "to_scalar needs a tensor of shape (), this one has shape {0}; "
                "reduce it first (sum_all, mean_all) or squeeze it").format(self.shape))
        if tapes_open[0]:
            _tell_tapes("read_back", self, "to_scalar")
        return self._data.item()

    def numpy(self) -> np.ndarray:
        """A numpy copy of the values (changing it does not change the tensor)."""
        if tapes_open[0]:
            _tell_tapes("read_back", self, "numpy")
        return self._backend.to_numpy(self._data)

    def to_list(self) -> Any:
        return self.numpy().tolist()

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        array = self.numpy()
        return array if dtype is None else array.astype(dtype)

    # Let `Tensor * ndarray` and friends reach our operators instead of numpy's.
    __array_ufunc__ = None

    def __repr__(self) -> str:
        kind = "Var" if self._is_var else "Tensor"
        values = np.array2string(self.numpy(), precision=6, separator=", ", threshold=20)
        label = f", name={self.name!r}" if self.name else ""
        op = f", op={self._op.name}" if self._op is not None else ""
        device = f", device={self.device}" if self.device != "cpu" else ""
        return f"{kind}({values}, dtype={self._dtype}{device}{label}{op})"

    # --- identity and copies ----------------------------------------------------------------

    def clone(self) -> Tensor:
        """The same tensor under another Python name: shares the buffer, the graph and the id,
        as `clone` does in Candle. A later `Var.set` shows through it."""
        twin = object.__new__(type(self))
        for cls in type(self).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if slot != "__weakref__":
                    setattr(twin, slot, getattr(self, slot))
        if tapes_open[0]:
            _tell_tapes("cloned", twin)
        return twin

    def copy(self) -> Tensor:
        """An independent copy of the values (recorded, so gradients still flow through it)."""
        return _apply(OPS["copy"], (self,))

    def detach(self) -> Tensor:
        """The same numbers (the buffer is shared) cut off from the graph: a plain tensor. It
        shares the variable's version too, so a result made from it before a `Var.set` is
        refused like one made from the variable itself."""
        plain = Tensor._wrap(self._data, self._dtype, self._backend)
        plain._version = self._version
        return plain

    def to_dtype(self, dtype: str) -> Tensor:
        """The same numbers in another element type. Refused, rather than wrapped around or cut
        short: a value the new type cannot hold (-1 as u32, 1e300 as f32) or a fraction given to
        an integer type (round it first, with round, floor or ceil)."""
        check_dtype(dtype)
        if dtype == self._dtype:
            return self
        if not np.can_cast(self._data.dtype, numpy_dtype(dtype), "safe"):  # f64 to f32, say: look
            host = self.numpy()
            try:
                if is_float(dtype):
                    check_float_range(host, dtype)
                else:
                    check_integer_data(host, dtype)
            except TensorDataError as exc:
                message = translate("Engine", "to_dtype({0}): {1}").format(repr(dtype), exc)
                raise TensorDataError(message) from None
        return self._cast(dtype)

    def _cast(self, dtype: str) -> Tensor:
        """to_dtype without looking at the values, for the engine's own numbers: a float past the
        new type's largest becomes inf (a create_graph gradient cast back, core/engine/gradmath.py)."""
        data = self._data.astype(numpy_dtype(dtype))
        return _new_tensor(OPS["to_dtype"], (self,), (numpy_dtype(dtype),), data, dtype, self._backend)

    def to_device(self, device: str) -> Tensor:
        target = backend(device)
        if target is self._backend:
            return self
        data = target.asarray(self._backend.to_numpy(self._data), self._data.dtype)
        return _new_tensor(OPS["to_device"], (self,), (device,), data, self._dtype, target)

    # --- gradients --------------------------------------------------------------------------

    def backward(self, seed: Tensor | None = None, *, create_graph: bool = False,
                 strict: bool = False) -> GradStore:
        """Walk the graph from this tensor back to its variables; return a new GradStore.

        The result is seeded with ones (its own gradient), unless `seed` is given; `strict=True`
        refuses a non-scalar result without a seed, as PyTorch does. With `create_graph=True`
        the gradients stay attached to the graph, so they can be differentiated again.
        """
        if seed is not None:
            check_seed(self, seed)
        return run_backward(self, seed, create_graph=create_graph, strict=strict)

    def forward_tangents(self, seeds: Mapping[Tensor, Any]) -> TangentStore:
        """Forward mode: carry the tangents of `seeds` (variable -> a tangent of its shape, or one
        number for every element) through the graph recorded behind this tensor, in the order it
        was made. Returns a TangentStore: `.get(t)` is how fast t changes along those tangents,
        None where no seeded variable reaches it (core/engine/forward.py)."""
        return run_forward(self, seeds)

    # --- binary operations ------------------------------------------------------------------

    # A Tensor operand is the common case, so it is tested first (the number test is slower).

    def add(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):
            return _apply_binary(OPS["add"], self, other, "broadcast_add")
        return self.affine(1.0, _number_operand(other, "add"))

    def sub(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):
            return _apply_binary(OPS["sub"], self, other, "broadcast_sub")
        return self.affine(1.0, -_number_operand(other, "sub"))

    def mul(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):
            return _apply_binary(OPS["mul"], self, other, "broadcast_mul")
        return self.affine(_number_operand(other, "mul"), 0.0)

    def div(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):
            return _apply_binary(OPS["div"], self, other, "broadcast_div")
        if _number_operand(other, "div") == 0:
            raise DivisionByZeroError(translate(
                "Engine", "division of a tensor by the number zero; to see what numpy makes of it (inf or "
                "nan), divide by a tensor holding the zero"))
        # A true division, x / 5 rather than x · (1/5), which is off in the last digit (3 / 5 would
        # give 0.6000000000000001): the number becomes a constant tensor that the division stretches.
        self._require_float_for_number()
        if math.isfinite(other) and abs(other) > FLOAT_MAX[self._dtype]:
            # beyond what the dtype holds (x / 70000 in f16): 1/70000 is not, so multiply by it
            return self.affine(1.0 / other, 0.0)
        return _apply_binary(OPS["broadcast_div"], self, _tensor_operand(other, self, "div"))

    def broadcast_add(self, other: Tensor | float) -> Tensor:
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_add")
        return _apply_binary(OPS["broadcast_add"], self, other)

    def broadcast_sub(self, other: Tensor | float) -> Tensor:
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_sub")
        return _apply_binary(OPS["broadcast_sub"], self, other)

    def broadcast_mul(self, other: Tensor | float) -> Tensor:
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_mul")
        return _apply_binary(OPS["broadcast_mul"], self, other)

    def broadcast_div(self, other: Tensor | float) -> Tensor:
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_div")
        return _apply_binary(OPS["broadcast_div"], self, other)

    def matmul(self, other: Tensor | float) -> Tensor:
        other = _tensor_operand(other, self, "matmul", numbers_ok=False)
        a, b = self.shape, other.shape
        if len(a) < 2 or len(b) < 2:
            raise ShapeError(translate(
                "Engine", "matmul needs two tensors with at least 2 dimensions, got shapes {0} and {1}; "
                "use unsqueeze to turn a vector into a one-row or one-column matrix").format(a, b))
        if a[-1] != b[-2]:
            raise ShapeError(translate(
                "Engine", "matmul: {0} @ {1}: the inner sizes {2} and {3} must be equal").format(
                a, b, a[-1], b[-2]))
        if a[:-2] != b[:-2]:
            raise ShapeError(translate(
                "Engine", "matmul: {0} @ {1}: the leading (batch) sizes must be equal").format(a, b))
        return _apply_binary(OPS["matmul"], self, other)

    # --- unary operations -------------------------------------------------------------------

    def neg(self) -> Tensor:
        if self._dtype == "u32":
            raise DTypeError(translate(
                "Engine", "neg: u32 holds no negative numbers; convert first with to_dtype('i64') or a "
                "float type"))
        return _apply(OPS["neg"], (self,))

    def sqr(self) -> Tensor:
        return _apply(OPS["sqr"], (self,))

    def sqrt(self) -> Tensor:
        return _apply(OPS["sqrt"], (self,))

    def exp(self) -> Tensor:
        return _apply(OPS["exp"], (self,))

    def log(self) -> Tensor:
        return _apply(OPS["log"], (self,))

    def tanh(self) -> Tensor:
        return _apply(OPS["tanh"], (self,))

    def recip(self) -> Tensor:
        return _apply(OPS["recip"], (self,))

    def relu(self) -> Tensor:
        return _apply(OPS["relu"], (self,))

    def sigmoid(self) -> Tensor:
        return _apply(OPS["sigmoid"], (self,))

    def softplus(self) -> Tensor:
        """ln(1 + eˣ), without overflow: see core/engine/ops.py."""
        return _apply(OPS["softplus"], (self,))

    def abs(self) -> Tensor:
        return _apply(OPS["abs"], (self,))

    def affine(self, mul: float, add: float) -> Tensor:
        """mul · x + add, elementwise, with two numbers."""
        if not (is_number(mul) and is_number(add)):
            raise ArgumentTypeError(translate("Engine", "affine takes two numbers, got {0} and {1}").format(
                repr(mul), repr(add)))
        self._require_float_for_number()
        params = (float_in(mul, self._dtype, "affine"), float_in(add, self._dtype, "affine"))
        return _apply(OPS["affine"], (self,), params)

    def _require_float_for_number(self) -> None:
        if self._dtype not in FLOAT_DTYPES:
            # Every `tensor (+ - * /) number` lands here, so say it in those words.
            raise DTypeError(translate(
                "Engine", "arithmetic with a number (affine, m·x + c) needs a floating-point tensor, "
                "this one is {0}; convert it first with to_dtype('f32')").format(self._dtype))

    def powf(self, exponent: float) -> Tensor:
        if not is_number(exponent):
            raise ArgumentTypeError(translate("Engine", "powf takes a number as exponent, got {0}").format(
                type(exponent).__name__))
        return _apply(OPS["powf"], (self,), (float_in(exponent, self._dtype, "powf"),))

    def round(self) -> Tensor:
        return _apply(OPS["round"], (self,))

    def floor(self) -> Tensor:
        return _apply(OPS["floor"], (self,))

    def ceil(self) -> Tensor:
        return _apply(OPS["ceil"], (self,))

    def sign(self) -> Tensor:
        return _apply(OPS["sign"], (self,))

    # --- reductions -------------------------------------------------------------------------

    def sum_all(self) -> Tensor:
        return _apply(OPS["sum_all"], (self,))

    def mean_all(self) -> Tensor:
        return _apply(OPS["mean_all"], (self,))

    def sum_keepdim(self, dim: Any) -> Tensor:
        return _apply(OPS["sum_keepdim"], (self,), (normalize_dims(dim, self.ndim, "sum_keepdim"),))

    def mean_keepdim(self, dim: Any) -> Tensor:
        return _apply(OPS["mean_keepdim"], (self,), (normalize_dims(dim, self.ndim, "mean_keepdim"),))

    def max_keepdim(self, dim: Any) -> Tensor:
        return self._extreme("max_keepdim", dim)

    def min_keepdim(self, dim: Any) -> Tensor:
        return self._extreme("min_keepdim", dim)

    def _extreme(self, name: str, dim: Any) -> Tensor:
        dims = normalize_dims(dim, self.ndim, name)
        if any(self.shape[d] == 0 for d in dims):
            if name.startswith("max"):
                message = translate("Engine", "{0}: dimension {1} is empty, it has no maximum")
            else:
                message = translate("Engine", "{0}: dimension {1} is empty, it has no minimum")
            raise ShapeError(message.format(name, dims))
        return _apply(OPS[name], (self,), (dims,))

    # --- shape ------------------------------------------------------------------------------

    def reshape(self, shape: Any) -> Tensor:
        shape = normalize_shape(shape, "reshape")
        if math.prod(shape) != self.numel:
            raise ShapeError(translate(
                "Engine", "reshape: {0} elements of shape {1} do not fit shape {2} ({3} elements)"
            ).format(self.numel, self.shape, shape, math.prod(shape)))
        return _apply(OPS["reshape"], (self,), (shape,))

    def unsqueeze(self, dim: Any) -> Tensor:
        return _apply(OPS["unsqueeze"], (self,), (normalize_dim(dim, self.ndim + 1, "unsqueeze"),))

    def squeeze(self, dim: Any) -> Tensor:
        dim = normalize_dim(dim, self.ndim, "squeeze")
        if self.shape[dim] != 1:
            raise ShapeError(translate(
                "Engine", "squeeze: dimension {0} has size {1}; only a size-1 dimension can be removed"
            ).format(dim, self.shape[dim]))
        return _apply(OPS["squeeze"], (self,), (dim,))

    def transpose(self, dim0: int, dim1: int) -> Tensor:
        ndim = self.ndim
        return _apply(OPS["transpose"], (self,),
                      (normalize_dim(dim0, ndim, "transpose"), normalize_dim(dim1, ndim, "transpose")))

    def broadcast_as(self, shape: Any) -> Tensor:
        shape = normalize_shape(shape, "broadcast_as")
        try:
            np.broadcast_shapes(self.shape, shape)
        except ValueError:
            raise ShapeError(translate(
                "Engine", "broadcast_as: shape {0} cannot be stretched to {1}; only axes of "
                "size 1 (or missing leading axes) can be repeated").format(self.shape, shape)) from None
        if np.broadcast_shapes(self.shape, shape) != shape:
            raise ShapeError(translate(
                "Engine", "broadcast_as: shape {0} is larger than the target {1}").format(self.shape, shape))
        return _apply(OPS["broadcast_as"], (self,), (shape,))

    def element(self, *index: Any) -> Tensor:
        """One element, `x.element(1, 0)` = x[1, 0], as a tensor of shape (): whole-number
        indices, one per dimension, negative ones counted from the end."""
        if len(index) != self.ndim:
            raise ShapeError(translate(
                "Engine", "element: a tensor of shape {0} takes one index per dimension, {1} in all; "
                "got {2}").format(
                self.shape, self.ndim, len(index)))
        place = []
        for i, size in zip(index, self.shape):
            if not isinstance(i, numbers.Integral) and not (isinstance(i, float) and i.is_integer()):
                got = translate("Engine", "a tensor") if isinstance(i, Tensor) else repr(i)
                raise ShapeError(translate(
                    "Engine", "element: an index must be a whole number, got {0}").format(got))
            if isinstance(i, bool) or not -size <= int(i) < size:
                raise ShapeError(translate(
                    "Engine", "element: index {0} is out of range for a dimension of size {1}").format(
                    repr(i), size))
            place.append(int(i) % size)
        return _apply(OPS["element"], (self,), (tuple(place),))

    # --- Python operators map onto the methods ----------------------------------------------

    def __add__(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):  # the common case first, one call shorter
            return _apply_binary(OPS["add"], self, other, "broadcast_add")
        return self.add(_operand(other, "+"))

    def __radd__(self, other: Tensor | float) -> Tensor:
        return self.affine(1.0, _number_operand(other, "+"))

    def __sub__(self, other: Tensor | float) -> Tensor:
        if isinstance(other, Tensor):
            return _apply_binary(OPS["sub"], self, other, "broadcast_sub")
        return self.sub(_operand(other, "-"))

    def __rsub__(self, other: Tensor | float) -> Tensor:
        return self.affine(-1.0, _number_operand(other, "-"))

    def __mul__(self, other: Tensor | float) -> Tensor:
        if type(other) is float and self._dtype == "f64":  # fast path of the descent's `grad * lr`
            return _apply(OPS["affine"], (self,), (other, 0.0))  # (an f64 holds any Python float)
        return self.mul(_operand(other, "*"))

    def __rmul__(self, other: Tensor | float) -> Tensor:
        return self.affine(_number_operand(other, "*"), 0.0)

    def __truediv__(self, other: Tensor | float) -> Tensor:
        return self.div(_operand(other, "/"))

    def __rtruediv__(self, other: Tensor | float) -> Tensor:
        # n / x, divided truly (n · (1/x) rounds twice): the number as a constant tensor over x
        number = _number_operand(other, "/")
        self._require_float_for_number()
        return _apply_binary(OPS["broadcast_div"], _tensor_operand(number, self, "/"), self)

    def __matmul__(self, other: Tensor | float) -> Tensor:
        return self.matmul(_operand(other, "@"))

    def __pow__(self, exponent: float) -> Tensor:
        if not is_number(exponent):
            raise ArgumentTypeError(translate(
                "Engine", "the exponent of ** must be a number (powf); tensor exponents are not supported"))
        return self.powf(exponent)

    def __neg__(self) -> Tensor:
        return self.neg()

    def __pos__(self) -> Tensor:
        return self


class Var(Tensor):
    """A tensor marked as a variable: operations that use it are recorded, and `backward`
    returns its gradient. `Var.set` and `Var.sgd_step` (a descent step in one call) are the only
    ways to change a tensor's values in place."""

    # `_version`: how many times `set` or `sgd_step` has changed the buffer, and when last, in a
    # box its clones, detach() and views share: a node recorded before the last update can tell
    # (see versions.py).
    __slots__ = ()
    _is_var = True

    def __init__(self, data: Any, dtype: str | None = None, device: str | None = None, *,
                 name: str | None = None) -> None:
        super().__init__(data, dtype, device, name=name)
        self._requires_grad = is_float(self._dtype)
        self._version = new_version_box()

    @classmethod
    def _from_tensor(cls, tensor: Tensor) -> Var:
        var = cls._wrap(tensor._data, tensor._dtype, tensor._backend)
        var._requires_grad = is_float(tensor._dtype)
        var._version = new_version_box()
        return var

    @property
    def version(self) -> int:
        """How many times `set` or `sgd_step` has changed this variable."""
        return self._version[0]

    def set(self, value: Tensor) -> None:
        """Copy `value` into this variable's buffer, in place.

        Refused, each with its own error: a value that shares this buffer (such as
        `self.detach()`), a value of another shape, a value of another dtype or device.
        """
        require_tensor(value, "Var.set")
        mine, theirs = self._data, value._data
        # Two arrays that each own their memory (no `.base`) overlap only if they are the same
        # array; views need numpy's real check. A fresh `w - grad * lr` skips it.
        if theirs is mine or (
            value._backend is self._backend
            and (theirs.base is not None or mine.base is not None)
            and self._backend.xp.may_share_memory(mine, theirs)
        ):
            raise SharedBufferError(translate(
                "Engine", "Var.set refused: the new value uses this variable's own memory (a detach() of "
                "it, say); compute a fresh tensor instead, for example w - grad * lr"))
        self._check_fits(value, "set", "value")
        mine[...] = theirs
        stamp_update(self)

    def sgd_step(self, grad: Tensor, lr: float) -> None:
        """One step of gradient descent, in place: this variable becomes self − lr · grad.

        The same numbers as `self.set(self - grad * lr)`, the lesson's form, computed without
        that expression's two intermediate tensors and its copy into the buffer: for a large
        weight matrix, one pass over its memory instead of three. Clones see the new values and
        the version goes up, exactly as with `set`.
        """
        require_tensor(grad, "sgd_step")
        if not is_number(lr):
            raise ArgumentTypeError(translate(
                "Engine", "sgd_step: the learning rate must be a number, got {0}").format(repr(lr)))
        if not isinstance(lr, int) and not math.isfinite(lr):  # an int beyond float: float_in says so
            raise TensorDataError(translate(
                "Engine", "sgd_step: the learning rate must be a finite number, got {0}").format(repr(lr)))
        if not self._requires_grad:
            raise DTypeError(translate(
                "Engine", "sgd_step: a {0} variable has no gradient to descend along").format(self._dtype))
        self._check_fits(grad, "sgd_step", "gradient")
        lr = float_in(lr, self._dtype, "sgd_step")
        with quietly():
            step = grad._data * lr  # a fresh array: the update never reads what it writes
            self._backend.xp.subtract(self._data, step, out=self._data)
        stamp_update(self)

    def _check_fits(self, value: Tensor, method: str, what: str) -> None:
        """Refuse a tensor that cannot be written into this variable's buffer as it is."""
        # `what` is "value" or "gradient": a whole sentence for each, for the translations.
        gradient = what == "gradient"
        if value._data.shape != self._data.shape:
            if gradient:
                message = translate("Engine", "{0}: shape mismatch, the variable has shape {1}, the "
                                    "gradient {2}")
            else:
                message = translate("Engine", "{0}: shape mismatch, the variable has shape {1}, the "
                                    "value {2}")
            raise ShapeError(message.format(method, self.shape, value.shape))
        if value._dtype != self._dtype:
            if gradient:
                message = translate("Engine", "{0}: dtype mismatch, the variable is {1}, the gradient {2}; "
                                    "convert it with to_dtype({3})")
            else:
                message = translate("Engine", "{0}: dtype mismatch, the variable is {1}, the value {2}; "
                                    "convert it with to_dtype({3})")
            raise DTypeError(message.format(method, self._dtype, value._dtype, repr(self._dtype)))
        if value._backend is not self._backend:
            if gradient:
                message = translate("Engine", "{0}: the variable is on {1}, the gradient on {2}; move it "
                                    "with to_device")
            else:
                message = translate("Engine", "{0}: the variable is on {1}, the value on {2}; move it with "
                                    "to_device")
            raise DeviceError(message.format(method, self.device, value.device))


# --- applying an operation --------------------------------------------------------------------------


def _apply(op: ops.Op, inputs: tuple, params: tuple = ()) -> Tensor:
    """Run the one-input operation `op` forward on `inputs` (a 1-tuple) and return the result,
    recorded when it must be. Two-input operations go through `_apply_binary`.

    With `_apply_binary` and `_new_tensor`, this is the engine's hot path: every line here runs for every
    operation, so it holds only what each operation needs."""
    x = inputs[0]
    be = x._backend
    if x._dtype not in FLOAT_DTYPES:
        if op.float_only:
            raise DTypeError(translate(
                "Engine", "{0} needs a floating-point tensor, this one is {1}; convert it first with "
                "to_dtype('f32')").format(op.name, x._dtype))
        if op.name in UNSAFE_FOR_INTEGERS:
            data = _exact_integers(op, inputs, params)
            return _new_tensor(op, inputs, params, data, x._dtype, be)
    # inf and nan are results here, not warnings. A warning from a ufunc the engine calls points
    # into the engine and its own filter hides it (core/engine/__init__.py); reductions run
    # through numpy's Python code, whose warnings point there, so they compute quietly (quiet.py).
    token = quiet_begin() if op.kind is _REDUCE else None
    try:
        data = op.forward(be.xp, x._data, *params)
    except (ValueError, TypeError) as exc:
        raise _cannot_combine(op, inputs, exc) from None
    finally:
        if token is not None:
            quiet_end(token)
    if x._version is not None and op.kind in _VIEW_KINDS and be.xp.may_share_memory(data, x._data):
        # a view of a variable's buffer (its reshape, say) sees every later update of it
        out = _new_tensor(op, inputs, params, data, x._dtype, be)
        out._version = x._version
        return out
    # For a 0-d result numpy hands back a scalar (numpy.float64, say) rather than a 0-d array. It
    # has the same shape, dtype and methods, and arithmetic on it is several times cheaper, so the
    # engine keeps it; a variable's own buffer is always an array, since Var.set writes into it.
    if x._dtype not in be.kept_dtypes and data.dtype != x._data.dtype:
        data = data.astype(x._data.dtype)  # numpy promotes some integer results (sums of u32)
    return _new_tensor(op, inputs, params, data, x._dtype, be)


_REDUCE = ops.REDUCE

# The operations whose result may be a view of their input's buffer rather than fresh memory.
_VIEW_KINDS = frozenset({ops.SHAPE, ops.BROADCAST})


def _exact_integers(op: ops.Op, inputs: tuple, params: tuple) -> Any:
    """An integer operation's result, exact or refused (see integers.py)."""
    try:
        return exact_integer_forward(op, inputs[0]._backend, tuple(t._data for t in inputs), params,
                                     inputs[0]._dtype)
    except GradwalkError:
        raise
    except (ValueError, TypeError) as exc:
        raise _cannot_combine(op, inputs, exc) from None


def _cannot_combine(op: ops.Op, inputs: tuple, exc: Exception) -> ShapeError:
    shapes = " and ".join(str(t.shape) for t in inputs)
    return ShapeError(translate("Engine", "{0} cannot combine shapes {1}: {2}").format(op.name, shapes, exc))


def _new_tensor(op: ops.Op | None, inputs: tuple, params: tuple, data: Any, dtype: str, be: Backend,
                cls: type = Tensor) -> Tensor:
    """A new tensor around `data`, which `op` made from `inputs` (no copy, no checks): the one
    place the engine makes tensors. The operation is kept when an input is a variable or was
    itself recorded (Candle's rule); the result is put on the active tapes, if any."""
    if budgets_open[0]:  # long work runs under a budget: stop here once it is spent or cancelled
        check_budgets()
    out = _new_object(cls)
    out._data = data
    out._dtype = dtype
    out._backend = be
    out._id = next_id()
    out._version = None
    out.name = None
    for t in inputs:  # one or two inputs: a plain loop beats any() here
        if t._op is not None or t._is_var:
            out._op = op
            out._inputs = inputs
            out._params = params
            # a gradient flows back through it when one can flow through an input (the first
            # or the last: operations take one or two) and the operation has a backward rule
            out._requires_grad = (
                (inputs[0]._requires_grad or inputs[-1]._requires_grad)
                and op.vjps is not None
                and dtype in FLOAT_DTYPES
            )
            break
    else:
        out._op = None
        out._inputs = out._params = ()
        out._requires_grad = False
    if op is not None and tapes_open[0]:  # some tape records, somewhere: is it one of ours?
        for tape in current_tapes():  # nested tapes all record
            tape.record(out, op, inputs, params)
    return out


def _apply_binary(op: ops.Op, a: Tensor, b: Tensor, broadcast_name: str | None = None) -> Tensor:
    if b._dtype != a._dtype:
        raise DTypeError(translate(
            "Engine", "{0}: the element types differ ({1} and {2}); convert one with to_dtype({3})"
        ).format(op.name, a._dtype, b._dtype, repr(a._dtype)))
    if b._backend is not a._backend:
        raise DeviceError(translate(
            "Engine", "{0}: one tensor is on {1}, the other on {2}; use to_device").format(
            op.name, a.device, b.device))
    if broadcast_name is not None and a._data.shape != b._data.shape:
        raise ShapeError(translate(
            "Engine", "{0} needs two tensors of the same shape, got {1} and {2}; to stretch one over "
            "the other, use {3}").format(op.name, a.shape, b.shape, broadcast_name))
    if a._dtype not in FLOAT_DTYPES:
        if op.float_only:
            raise DTypeError(translate(
                "Engine", "{0} needs floating-point tensors, these are {1}").format(op.name, a._dtype))
        if op.name in UNSAFE_FOR_INTEGERS:
            data = _exact_integers(op, (a, b), ())
            return _new_tensor(op, (a, b), (), data, a._dtype, a._backend)
    try:  # a warning from this arithmetic points here, and the engine's filter hides it
        data = op.forward(a._data, b._data)  # plain arithmetic on two arrays, no parameters
    except (ValueError, TypeError) as exc:
        raise _cannot_combine(op, (a, b), exc) from None
    if a._dtype not in a._backend.kept_dtypes and data.dtype != a._data.dtype:
        data = data.astype(a._data.dtype)  # integer division gives floats: keep the inputs' type
    return _new_tensor(op, (a, b), (), data, a._dtype, a._backend)


def _tell_tapes(event: str, *args: Any) -> None:
    """Tell the recording tapes that wish to know (a tracer, core/engine/trace.py) of `event`:
    "read_back" (a tensor's values read into Python, and how), "cloned" (a clone made)."""
    for tape in current_tapes():
        told = getattr(tape, event, None)
        if told is not None:
            told(*args)


def require_tensor(value: Any, method: str) -> Tensor:
    """`value`, once sure it is a Tensor: what a function that takes one says when it gets
    something else."""
    if not isinstance(value, Tensor):
        raise ArgumentTypeError(translate("Engine", "{0} takes a Tensor, got {1}").format(
            method, type(value).__name__))
    return value


def _tensor_operand(other: Any, like: Tensor, method: str, numbers_ok: bool = True) -> Tensor:
    if isinstance(other, Tensor):
        return other
    if numbers_ok and is_number(other):
        dtype = like._dtype
        fits = float_in if dtype in FLOAT_DTYPES else integer_in
        number = fits(other, dtype, method)
        value = like._backend.xp.asarray(number, dtype=like._data.dtype)
        return Tensor._wrap(value, dtype, like._backend)
    return require_tensor(other, method)


def _operand(other: Any, symbol: str) -> Any:
    if isinstance(other, Tensor) or is_number(other):
        return other
    raise ArgumentTypeError(translate(
        "Engine", "cannot use {0} between a Tensor and a {1}; use a number or a Tensor").format(
        symbol, type(other).__name__))


def _number_operand(other: Any, symbol: str) -> float:
    if is_number(other):
        return other
    raise ArgumentTypeError(translate(
        "Engine", "cannot use {0} between a {1} and a Tensor; use a number or a Tensor").format(
        symbol, type(other).__name__))


def check_seed(root: Tensor, seed: Any) -> Tensor:
    """`seed`, once sure it can seed the backward pass from `root`: a Tensor of the same shape
    and dtype (the backward walks and the tape all check it here)."""
    if not isinstance(seed, Tensor):
        raise BackwardError(translate("Engine", "the seed must be a Tensor, got {0}").format(
            type(seed).__name__))
    if seed.shape != root.shape:
        raise BackwardError(translate(
            "Engine", "the seed has shape {0}, the result {1}; they must match").format(
            seed.shape, root.shape))
    if seed.dtype != root.dtype:
        raise DTypeError(translate(
            "Engine", "the seed is {0}, the result {1}; they must match").format(seed.dtype, root.dtype))
    return seed
