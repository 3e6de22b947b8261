"""Tensors and variables: numbers with a shape, an element type, a device, and a memory of how
they were made.

Following Candle, the graph lives in the tensors themselves. A tensor made by an operation keeps
that operation, its inputs and its parameters, but only when an input is a variable or was itself
recorded: arithmetic on plain tensors alone leaves no trace. `backward()` (core/backward.py) walks
these records, starting at a result and ending at the variables it came from.

Every operation method is one line that hands its inputs to `_apply` with an entry of the table in
core/ops.py; the checks a learner may trip on (shapes, dtypes, dimensions) sit in the methods so
their error messages can name the method that was called.
"""

import itertools
import math

import numpy as np

from . import ops
from .devices import backend
from .dtypes import FLOAT_DTYPES, check_dtype, is_float, numpy_dtype
from .errors import (
    DeviceError,
    DivisionByZeroError,
    DTypeError,
    ShapeError,
    SharedBufferError,
    TensorDataError,
)
from .inputs import (
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
from .tape import current_tapes, tapes_open

OPS = ops.OPS
_next_id = itertools.count(1).__next__  # 1, 2, 3, ...: ids grow in the order tensors are made
_new_object = object.__new__

# core/backward.py imports this module, so this one looks the backward pass up on first use and
# keeps it (an import statement inside `backward` would cost more than a small operation, every call).
_run_backward = None


def _import_run_backward():
    global _run_backward
    from .backward import run_backward

    _run_backward = run_backward
    return run_backward


class Tensor:
    """An n-dimensional array of numbers that remembers the operation that made it.

    `Tensor(data, dtype="f32", device="cpu")` copies `data` (a number, nested lists or a numpy
    array). A plain Tensor is never tracked by itself; wrap a value in `Var` to differentiate
    with respect to it.
    """

    __slots__ = ("_data", "_dtype", "_backend", "_id", "_op", "_inputs", "_params",
                 "_tracks_grad", "name", "__weakref__")
    _is_var = False  # a class attribute: Var sets it to True

    def __init__(self, data, dtype="f32", device="cpu", *, name=None):
        check_dtype(dtype)
        be = backend(device)
        if isinstance(data, Tensor):
            data = data._backend.to_numpy(data._data)
        host = to_host_array(data)
        if is_float(dtype):
            check_float_range(host, dtype)
        else:
            check_integer_data(host, dtype)
        self._data = be.asarray(host, numpy_dtype(dtype))
        self._dtype = dtype
        self._backend = be
        self._id = _next_id()
        self._op = None
        self._inputs = ()
        self._params = ()
        self._tracks_grad = False
        self.name = name

    @classmethod
    def _wrap_like(cls, value, like):
        """`value` (a Tensor, or a raw array or number) as a detached tensor of `like`'s dtype."""
        if isinstance(value, Tensor):
            return value
        if not hasattr(value, "dtype"):  # a Python number; numpy's 0-d scalars are kept as they are
            value = like._backend.xp.asarray(value, dtype=like._data.dtype)
        return _record(None, (), (), value, like._dtype, like._backend, cls)

    @classmethod
    def _wrap(cls, data, dtype, be):
        """A plain, unrecorded tensor around an array the engine just made (no copy, no checks)."""
        return _record(None, (), (), data, dtype, be, cls)

    # --- making tensors ---------------------------------------------------------------------

    @classmethod
    def zeros(cls, shape, dtype="f32", device="cpu"):
        return cls._filled(shape, 0, dtype, device)

    @classmethod
    def ones(cls, shape, dtype="f32", device="cpu"):
        return cls._filled(shape, 1, dtype, device)

    @classmethod
    def _filled(cls, shape, value, dtype, device):
        shape = normalize_shape(shape, "zeros/ones")
        be = backend(device)
        try:
            data = be.xp.full(shape, value, dtype=numpy_dtype(dtype))
        except (ValueError, MemoryError) as exc:  # more elements than memory, or than numpy counts
            raise TensorDataError(
                f"zeros/ones: no tensor of shape {shape} can be made here ({exc})"
            ) from None
        t = Tensor._wrap(data, check_dtype(dtype), be)
        if cls is Var:
            t = Var._from_tensor(t)
        return t

    # --- what a tensor is -------------------------------------------------------------------

    @property
    def shape(self):
        return tuple(self._data.shape)

    @property
    def dtype(self):
        return self._dtype

    @property
    def device(self):
        return self._backend.name

    @property
    def ndim(self):
        return self._data.ndim

    @property
    def numel(self):
        return int(self._data.size)

    @property
    def is_variable(self):
        return self._is_var

    @property
    def requires_grad(self):
        """True when a gradient can flow back through this tensor to a variable."""
        return self._tracks_grad

    @property
    def op(self):
        """The name of the recorded operation that made this tensor, or None."""
        return self._op.name if self._op is not None else None

    @property
    def inputs(self):
        """The recorded inputs of that operation (empty for a leaf)."""
        return self._inputs

    @property
    def params(self):
        return self._params

    @property
    def id(self):
        """A number unique to this tensor (its clones share it): the key of a GradStore."""
        return self._id

    def to_scalar(self):
        if self._data.ndim != 0:
            raise ShapeError(
                f"to_scalar needs a tensor of shape (), this one has shape {self.shape}; "
                "reduce it first (sum_all, mean_all) or squeeze it"
            )
        return self._data.item()

    def numpy(self):
        """A numpy copy of the values (changing it does not change the tensor)."""
        return self._backend.to_numpy(self._data)

    def to_list(self):
        return self.numpy().tolist()

    def __array__(self, dtype=None, copy=None):
        array = self.numpy()
        return array if dtype is None else array.astype(dtype)

    # Let `Tensor * ndarray` and friends reach our operators instead of numpy's.
    __array_ufunc__ = None

    def __repr__(self):
        kind = "Var" if self._is_var else "Tensor"
        values = np.array2string(self.numpy(), precision=6, separator=", ", threshold=20)
        label = f", name={self.name!r}" if self.name else ""
        op = f", op={self._op.name}" if self._op is not None else ""
        device = f", device={self.device}" if self.device != "cpu" else ""
        return f"{kind}({values}, dtype={self._dtype}{device}{label}{op})"

    # --- identity and copies ----------------------------------------------------------------

    def clone(self):
        """The same tensor under another Python name: shares the buffer, the graph and the id,
        as `clone` does in Candle. A later `Var.set` shows through it."""
        twin = object.__new__(type(self))
        for cls in type(self).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if slot != "__weakref__":
                    setattr(twin, slot, getattr(self, slot))
        return twin

    def copy(self):
        """An independent copy of the values (recorded, so gradients still flow through it)."""
        return _apply(OPS["copy"], (self,))

    def detach(self):
        """The same numbers (the buffer is shared) cut off from the graph: a plain tensor."""
        return Tensor._wrap(self._data, self._dtype, self._backend)

    def to_dtype(self, dtype):
        check_dtype(dtype)
        if dtype == self._dtype:
            return self
        data = self._data.astype(numpy_dtype(dtype))
        return _record(OPS["to_dtype"], (self,), (numpy_dtype(dtype),), data, dtype, self._backend)

    def to_device(self, device):
        target = backend(device)
        if target is self._backend:
            return self
        data = target.asarray(self._backend.to_numpy(self._data), self._data.dtype)
        return _record(OPS["to_device"], (self,), (device,), data, self._dtype, target)

    # --- gradients --------------------------------------------------------------------------

    def backward(self, seed=None, *, create_graph=False, strict=False):
        """Walk the graph from this tensor back to its variables; return a new GradStore.

        The result is seeded with ones (its own gradient), unless `seed` is given; `strict=True`
        refuses a non-scalar result without a seed, as PyTorch does. With `create_graph=True`
        the gradients stay attached to the graph, so they can be differentiated again.
        """
        run = _run_backward or _import_run_backward()
        return run(self, seed, create_graph=create_graph, strict=strict)

    # --- binary operations ------------------------------------------------------------------

    # A Tensor operand is the common case, so it is tested first (the number test is slower).

    def add(self, other):
        if isinstance(other, Tensor):
            return _binary(OPS["add"], self, other, "broadcast_add")
        return self.affine(1.0, _number_operand(other, "add"))

    def sub(self, other):
        if isinstance(other, Tensor):
            return _binary(OPS["sub"], self, other, "broadcast_sub")
        return self.affine(1.0, -_number_operand(other, "sub"))

    def mul(self, other):
        if isinstance(other, Tensor):
            return _binary(OPS["mul"], self, other, "broadcast_mul")
        return self.affine(_number_operand(other, "mul"), 0.0)

    def div(self, other):
        if isinstance(other, Tensor):
            return _binary(OPS["div"], self, other, "broadcast_div")
        if _number_operand(other, "div") == 0:
            raise DivisionByZeroError(
                "division of a tensor by the number zero; to see what numpy makes of it (inf or "
                "nan), divide by a tensor holding the zero"
            )
        return self.affine(1.0 / other, 0.0)

    def broadcast_add(self, other):
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_add")
        return _binary(OPS["broadcast_add"], self, other)

    def broadcast_sub(self, other):
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_sub")
        return _binary(OPS["broadcast_sub"], self, other)

    def broadcast_mul(self, other):
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_mul")
        return _binary(OPS["broadcast_mul"], self, other)

    def broadcast_div(self, other):
        if not isinstance(other, Tensor):
            other = _tensor_operand(other, self, "broadcast_div")
        return _binary(OPS["broadcast_div"], self, other)

    def matmul(self, other):
        other = _tensor_operand(other, self, "matmul", numbers_ok=False)
        a, b = self.shape, other.shape
        if len(a) < 2 or len(b) < 2:
            raise ShapeError(
                f"matmul needs two tensors with at least 2 dimensions, got shapes {a} and {b}; "
                "use unsqueeze to turn a vector into a one-row or one-column matrix"
            )
        if a[-1] != b[-2]:
            raise ShapeError(f"matmul: {a} @ {b}: the inner sizes {a[-1]} and {b[-2]} must be equal")
        if a[:-2] != b[:-2]:
            raise ShapeError(f"matmul: {a} @ {b}: the leading (batch) sizes must be equal")
        return _binary(OPS["matmul"], self, other)

    # --- unary operations -------------------------------------------------------------------

    def neg(self):
        if self._dtype == "u32":
            raise DTypeError(
                "neg: u32 holds no negative numbers; convert first with to_dtype('i64') or a float type"
            )
        return _apply(OPS["neg"], (self,))

    def sqr(self):
        return _apply(OPS["sqr"], (self,))

    def sqrt(self):
        return _apply(OPS["sqrt"], (self,))

    def exp(self):
        return _apply(OPS["exp"], (self,))

    def log(self):
        return _apply(OPS["log"], (self,))

    def tanh(self):
        return _apply(OPS["tanh"], (self,))

    def recip(self):
        return _apply(OPS["recip"], (self,))

    def relu(self):
        return _apply(OPS["relu"], (self,))

    def sigmoid(self):
        return _apply(OPS["sigmoid"], (self,))

    def abs(self):
        return _apply(OPS["abs"], (self,))

    def affine(self, mul, add):
        """mul · x + add, elementwise, with two numbers."""
        if not (is_number(mul) and is_number(add)):
            raise DTypeError(f"affine takes two numbers, got {mul!r} and {add!r}")
        if self._dtype not in FLOAT_DTYPES:
            # Every `tensor (+ - * /) number` lands here, so say it in those words.
            raise DTypeError(
                f"arithmetic with a number (affine, m·x + c) needs a floating-point tensor, this one is "
                f"{self._dtype}; convert it first with to_dtype('f32')"
            )
        params = (float_in(mul, self._dtype, "affine"), float_in(add, self._dtype, "affine"))
        return _apply(OPS["affine"], (self,), params)

    def powf(self, exponent):
        if not is_number(exponent):
            raise DTypeError(f"powf takes a number as exponent, got {type(exponent).__name__}")
        return _apply(OPS["powf"], (self,), (float_in(exponent, self._dtype, "powf"),))

    def round(self):
        return _apply(OPS["round"], (self,))

    def floor(self):
        return _apply(OPS["floor"], (self,))

    def ceil(self):
        return _apply(OPS["ceil"], (self,))

    def sign(self):
        return _apply(OPS["sign"], (self,))

    # --- reductions -------------------------------------------------------------------------

    def sum_all(self):
        return _apply(OPS["sum_all"], (self,))

    def mean_all(self):
        return _apply(OPS["mean_all"], (self,))

    def sum_keepdim(self, dim):
        return _apply(OPS["sum_keepdim"], (self,), (normalize_dims(dim, self.ndim, "sum_keepdim"),))

    def mean_keepdim(self, dim):
        return _apply(OPS["mean_keepdim"], (self,), (normalize_dims(dim, self.ndim, "mean_keepdim"),))

    def max_keepdim(self, dim):
        return self._extreme("max_keepdim", dim)

    def min_keepdim(self, dim):
        return self._extreme("min_keepdim", dim)

    def _extreme(self, name, dim):
        dims = normalize_dims(dim, self.ndim, name)
        if any(self.shape[d] == 0 for d in dims):
            raise ShapeError(f"{name}: dimension {dims} is empty, it has no {name[:3]}imum")
        return _apply(OPS[name], (self,), (dims,))

    # --- shape ------------------------------------------------------------------------------

    def reshape(self, shape):
        shape = normalize_shape(shape, "reshape")
        if math.prod(shape) != self.numel:
            raise ShapeError(
                f"reshape: {self.numel} elements of shape {self.shape} do not fit shape {shape} "
                f"({math.prod(shape)} elements)"
            )
        return _apply(OPS["reshape"], (self,), (shape,))

    def unsqueeze(self, dim):
        return _apply(OPS["unsqueeze"], (self,), (normalize_dim(dim, self.ndim + 1, "unsqueeze"),))

    def squeeze(self, dim):
        dim = normalize_dim(dim, self.ndim, "squeeze")
        if self.shape[dim] != 1:
            raise ShapeError(
                f"squeeze: dimension {dim} has size {self.shape[dim]}; only a size-1 dimension can be removed"
            )
        return _apply(OPS["squeeze"], (self,), (dim,))

    def transpose(self, dim0, dim1):
        ndim = self.ndim
        return _apply(OPS["transpose"], (self,),
                      (normalize_dim(dim0, ndim, "transpose"), normalize_dim(dim1, ndim, "transpose")))

    def broadcast_as(self, shape):
        shape = normalize_shape(shape, "broadcast_as")
        try:
            np.broadcast_shapes(self.shape, shape)
        except ValueError:
            raise ShapeError(
                f"broadcast_as: shape {self.shape} cannot be stretched to {shape}; only axes of "
                "size 1 (or missing leading axes) can be repeated"
            ) from None
        if np.broadcast_shapes(self.shape, shape) != shape:
            raise ShapeError(f"broadcast_as: shape {self.shape} is larger than the target {shape}")
        return _apply(OPS["broadcast_as"], (self,), (shape,))

    # --- Python operators map onto the methods ----------------------------------------------

    def __add__(self, other):
        if isinstance(other, Tensor):  # the common case first, one call shorter
            return _binary(OPS["add"], self, other, "broadcast_add")
        return self.add(_operand(other, "+"))

    def __radd__(self, other):
        return self.affine(1.0, _number_operand(other, "+"))

    def __sub__(self, other):
        if isinstance(other, Tensor):
            return _binary(OPS["sub"], self, other, "broadcast_sub")
        return self.sub(_operand(other, "-"))

    def __rsub__(self, other):
        return self.affine(-1.0, _number_operand(other, "-"))

    def __mul__(self, other):
        if type(other) is float and self._dtype == "f64":  # fast path of the descent's `grad * lr`
            return _apply(OPS["affine"], (self,), (other, 0.0))  # (an f64 holds any Python float)
        return self.mul(_operand(other, "*"))

    def __rmul__(self, other):
        return self.affine(_number_operand(other, "*"), 0.0)

    def __truediv__(self, other):
        return self.div(_operand(other, "/"))

    def __rtruediv__(self, other):
        return self.recip().affine(_number_operand(other, "/"), 0.0)

    def __matmul__(self, other):
        return self.matmul(_operand(other, "@"))

    def __pow__(self, exponent):
        if not is_number(exponent):
            raise DTypeError("the exponent of ** must be a number (powf); tensor exponents are not supported")
        return self.powf(exponent)

    def __neg__(self):
        return self.neg()

    def __pos__(self):
        return self


class Var(Tensor):
    """A tensor marked as a variable: operations that use it are recorded, and `backward`
    returns its gradient. `Var.set` and `Var.sgd_step` (a descent step in one call) are the only
    ways to change a tensor's values in place."""

    # How many times `set` or `sgd_step` has changed the buffer, in a box its clones share: a
    # gradient that is computed on demand can tell that the values it needs are gone.
    __slots__ = ("_version",)
    _is_var = True

    def __init__(self, data, dtype="f32", device="cpu", *, name=None):
        super().__init__(data, dtype, device, name=name)
        self._tracks_grad = is_float(dtype)
        self._version = [0]

    @classmethod
    def _from_tensor(cls, tensor):
        var = cls._wrap(tensor._data, tensor._dtype, tensor._backend)
        var._tracks_grad = is_float(tensor._dtype)
        var._version = [0]
        return var

    @property
    def version(self):
        """How many times `set` or `sgd_step` has changed this variable."""
        return self._version[0]

    @classmethod
    def zeros(cls, shape, dtype="f32", device="cpu"):
        return cls._filled(shape, 0, dtype, device)

    def as_tensor(self):
        """The variable itself, seen as a tensor (Candle's `Var::as_tensor`)."""
        return self

    def set(self, value):
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
            raise SharedBufferError(
                "Var.set refused: the new value uses this variable's own memory (a detach() of it, "
                "say); compute a fresh tensor instead, for example w - grad * lr"
            )
        self._check_fits(value, "set", "value")
        mine[...] = theirs
        self._version[0] += 1

    def sgd_step(self, grad, lr):
        """One step of gradient descent, in place: this variable becomes self − lr · grad.

        The same numbers as `self.set(self - grad * lr)`, the lesson's form, computed without
        that expression's two intermediate tensors and its copy into the buffer: for a large
        weight matrix, one pass over its memory instead of three. Clones see the new values and
        the version goes up, exactly as with `set`.
        """
        require_tensor(grad, "sgd_step")
        if not is_number(lr) or not math.isfinite(lr):
            raise DTypeError(f"sgd_step: the learning rate must be a finite number, got {lr!r}")
        if not self._tracks_grad:
            raise DTypeError(f"sgd_step: a {self._dtype} variable has no gradient to descend along")
        self._check_fits(grad, "sgd_step", "gradient")
        lr = float_in(lr, self._dtype, "sgd_step")
        step = grad._data * lr  # a fresh array: the update never reads what it writes
        self._backend.xp.subtract(self._data, step, out=self._data)
        self._version[0] += 1

    def _check_fits(self, value, method, what):
        """Refuse a tensor that cannot be written into this variable's buffer as it is."""
        if value._data.shape != self._data.shape:
            raise ShapeError(
                f"{method}: shape mismatch, the variable has shape {self.shape}, the {what} {value.shape}"
            )
        if value._dtype != self._dtype:
            raise DTypeError(
                f"{method}: dtype mismatch, the variable is {self._dtype}, the {what} {value._dtype}; "
                f"convert it with to_dtype({self._dtype!r})"
            )
        if value._backend is not self._backend:
            raise DeviceError(
                f"{method}: the variable is on {self.device}, the {what} on {value.device}; "
                "move it with to_device"
            )


# --- applying an operation --------------------------------------------------------------------------


def _apply(op, inputs, params=()):
    """Run the one-input operation `op` forward on `inputs` (a 1-tuple) and return the result,
    recorded when it must be. Two-input operations go through `_binary`.

    With `_binary` and `_record`, this is the engine's hot path: every line here runs for every
    operation, so it holds only what each operation needs."""
    x = inputs[0]
    if op.float_only and x._dtype not in FLOAT_DTYPES:
        raise DTypeError(
            f"{op.name} needs a floating-point tensor, this one is {x._dtype}; "
            "convert it first with to_dtype('f32')"
        )
    be = x._backend
    try:
        data = op.forward(be.xp, x._data, *params)
    except (ValueError, TypeError) as exc:
        raise _cannot_combine(op, inputs, exc) from None
    # For a 0-d result numpy hands back a scalar (numpy.float64, say) rather than a 0-d array. It
    # has the same shape, dtype and methods, and arithmetic on it is several times cheaper, so the
    # engine keeps it; a variable's own buffer is always an array, since Var.set writes into it.
    if x._dtype not in be.kept_dtypes and data.dtype != x._data.dtype:
        data = data.astype(x._data.dtype)  # numpy promotes some integer results (sums of u32)
    return _record(op, inputs, params, data, x._dtype, be)


def _cannot_combine(op, inputs, exc):
    shapes = " and ".join(str(t.shape) for t in inputs)
    return ShapeError(f"{op.name} cannot combine shapes {shapes}: {exc}")


def _record(op, inputs, params, data, dtype, be, cls=Tensor):
    """A new tensor around `data`, which `op` made from `inputs` (no copy, no checks): the one
    place the engine makes tensors. The operation is kept when an input is a variable or was
    itself recorded (Candle's rule); the result is put on the active tapes, if any."""
    out = _new_object(cls)
    out._data = data
    out._dtype = dtype
    out._backend = be
    out._id = _next_id()
    out.name = None
    for t in inputs:  # one or two inputs: a plain loop beats any() here
        if t._op is not None or t._is_var:
            out._op = op
            out._inputs = inputs
            out._params = params
            # a gradient flows back through it when one can flow through an input (the first
            # or the last: operations take one or two) and the operation has a backward rule
            out._tracks_grad = (
                (inputs[0]._tracks_grad or inputs[-1]._tracks_grad)
                and op.vjps is not None
                and dtype in FLOAT_DTYPES
            )
            break
    else:
        out._op = None
        out._inputs = out._params = ()
        out._tracks_grad = False
    if op is not None and tapes_open[0]:  # some tape records, somewhere: is it one of ours?
        for tape in current_tapes():  # nested tapes all record
            tape.record(out, op, inputs, params)
    return out


def _binary(op, a, b, broadcast_name=None):
    if b._dtype != a._dtype:
        raise DTypeError(
            f"{op.name}: the element types differ ({a._dtype} and {b._dtype}); "
            f"convert one with to_dtype({a._dtype!r})"
        )
    if b._backend is not a._backend:
        raise DeviceError(f"{op.name}: one tensor is on {a.device}, the other on {b.device}; use to_device")
    if broadcast_name is not None and a._data.shape != b._data.shape:
        raise ShapeError(
            f"{op.name} needs two tensors of the same shape, got {a.shape} and {b.shape}; "
            f"to stretch one over the other, use {broadcast_name}"
        )
    if op.float_only and a._dtype not in FLOAT_DTYPES:
        raise DTypeError(f"{op.name} needs floating-point tensors, these are {a._dtype}")
    try:
        data = op.forward(a._data, b._data)  # plain arithmetic on two arrays, no parameters
    except (ValueError, TypeError) as exc:
        raise _cannot_combine(op, (a, b), exc) from None
    if a._dtype not in a._backend.kept_dtypes and data.dtype != a._data.dtype:
        data = data.astype(a._data.dtype)  # integer division gives floats: keep the inputs' type
    return _record(op, (a, b), (), data, a._dtype, a._backend)


def require_tensor(value, method):
    """`value`, once sure it is a Tensor: what a function that takes one says when it gets
    something else."""
    if not isinstance(value, Tensor):
        raise DTypeError(f"{method} takes a Tensor, got {type(value).__name__}")
    return value


def _tensor_operand(other, like, method, numbers_ok=True):
    if isinstance(other, Tensor):
        return other
    if numbers_ok and is_number(other):
        dtype = like._dtype
        fits = float_in if dtype in FLOAT_DTYPES else integer_in
        number = fits(other, dtype, method)
        value = like._backend.xp.asarray(number, dtype=like._data.dtype)
        return Tensor._wrap(value, dtype, like._backend)
    return require_tensor(other, method)


def _operand(other, symbol):
    if isinstance(other, Tensor) or is_number(other):
        return other
    raise DTypeError(
        f"cannot use {symbol} between a Tensor and a {type(other).__name__}; use a number or a Tensor"
    )


def _number_operand(other, symbol):
    if is_number(other):
        return other
    raise DTypeError(
        f"cannot use {symbol} between a {type(other).__name__} and a Tensor; use a number or a Tensor"
    )
