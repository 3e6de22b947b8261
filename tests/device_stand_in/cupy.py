"""A strict stand-in for cupy, so that device "cuda" runs in every test run, GPU or not.

It is a module named `cupy`: tests/device.py puts its folder first on sys.path, so the engine's
own `import cupy` finds it, in the test process and in the training's child processes alike. Its
arrays keep a numpy array inside, so their numbers are numpy's, bit for bit; what it models is
the border between host and device, as cupy documents it:

- `cupy.ndarray` and `numpy.ndarray` are not implicitly convertible to each other ("Conversion
  to/from NumPy arrays", https://docs.cupy.dev/en/stable/reference/ndarray.html):
  `numpy.asarray(device_array)` raises TypeError (`__array__` refuses, with cupy's own words),
  and so does a numpy array mixed into a device operation (`device_a + host_b`,
  `cupy.exp(host_array)`, `device_a[...] = host_b`). Python numbers and numpy scalars
  (`numpy.float64(2.0)`) mix in as they do in cupy.
- Data crosses only through the documented doors, and `crossings` counts each: to the host by
  `a.get()`, `cupy.asnumpy(a)`, `a.tolist()`, `a.item()`, `float(a)`, `int(a)`, `bool(a)` (one
  element only) and `repr(a)`; to the device by `cupy.asarray`/`cupy.array` of host data (numbers,
  lists, numpy arrays).
- Reductions and indexing give 0-d device arrays, never numpy scalars; `max` and `min` take no
  `initial` ("cupy.amax", https://docs.cupy.dev/en/stable/reference/generated/cupy.amax.html);
  functions that take arrays (`reshape`, `broadcast_to`, ...) take device arrays only.

One thing is stricter than cupy on purpose: numpy's own functions refuse a device array. cupy
hands `numpy.exp(a)` or `numpy.sum(a)` on to itself (NEP 13 and 18, "Interoperability",
https://docs.cupy.dev/en/stable/user_guide/interoperability.html) and gives back a device array
where the code expected numpy's; the engine computes with its backend's `xp`, so numpy meeting
device data is a mistake to show. Only an operator with a numpy scalar on its left
(`numpy.float64(2) * a`), which reaches the array through numpy, computes as in cupy.

What the project does not use is left out: an attribute that is not here raises AttributeError,
an index of host arrays NotImplementedError, never a result cupy would not give.
"""

import numpy

class Crossings:
    """How many times data crossed between host and device since the last `reset()`."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.to_host = 0
        self.to_device = 0

    @property
    def total(self):
        return self.to_host + self.to_device

    def __repr__(self):
        return f"Crossings(to_host={self.to_host}, to_device={self.to_device})"


crossings = Crossings()

# cupy's dtypes are numpy's own
bool_, float16, float32, float64 = numpy.bool_, numpy.float16, numpy.float32, numpy.float64
int8, int16, int32, int64 = numpy.int8, numpy.int16, numpy.int32, numpy.int64
uint8, uint16, uint32, uint64 = numpy.uint8, numpy.uint16, numpy.uint32, numpy.uint64
dtype = numpy.dtype


def is_available():
    return True


def _refuse_host(kind):
    return TypeError(f"Unsupported type {kind}: a numpy array does not mix with cupy arrays; copy it to "
                     "the device first with cupy.asarray")


def _operand(value):
    """What an operation computes with: a device array's inside, or a number. A host array is
    refused, as cupy refuses it; anything else is None (the caller decides)."""
    if type(value) is ndarray:
        return value._array
    if isinstance(value, numpy.ndarray):
        raise _refuse_host(type(value))
    if isinstance(value, (int, float, complex, numpy.generic)):
        return value
    return None


def _argument(value):
    """`_operand` for a function of this module: a list or an object is refused too."""
    inside = _operand(value)
    if inside is None:
        raise TypeError(f"Unsupported type {type(value)}")
    return inside


def _device(value, name):
    """The inside of a device array, for a function that takes arrays only."""
    if type(value) is ndarray:
        return value._array
    raise TypeError(f"cupy.{name} takes a cupy.ndarray, got {type(value).__name__}")


def _wrap(inside):
    """A device array around numpy's result (a 0-d array where numpy gives a scalar)."""
    out = object.__new__(ndarray)
    out._array = inside if type(inside) is numpy.ndarray else numpy.asarray(inside)
    return out


def _key(key):
    """An index, with its device arrays unwrapped; numpy arrays and lists are not modelled."""
    if isinstance(key, tuple):
        return tuple(_key(k) for k in key)
    if type(key) is ndarray:
        return key._array
    if isinstance(key, (numpy.ndarray, list)):
        raise NotImplementedError("the cupy stand-in does not index with host arrays or lists")
    return key


class ndarray:
    """An array on the device: a numpy array inside, reached only through cupy's interface."""

    __slots__ = ("_array",)  # the numbers, a numpy array
    __hash__ = None

    def __init__(self, shape, dtype=float):
        self._array = numpy.empty(shape, dtype)

    # --- what it is ---------------------------------------------------------------------------

    shape = property(lambda self: self._array.shape)
    dtype = property(lambda self: self._array.dtype)
    ndim = property(lambda self: self._array.ndim)
    size = property(lambda self: self._array.size)
    nbytes = property(lambda self: self._array.nbytes)
    itemsize = property(lambda self: self._array.itemsize)
    strides = property(lambda self: self._array.strides)
    T = property(lambda self: _wrap(self._array.T))

    @property
    def base(self):
        """The array this one is a view of, or None, as in cupy."""
        base = self._array.base
        return None if base is None else _wrap(numpy.asarray(base))

    @property
    def __cuda_array_interface__(self):
        # cupy's version 3 interface; the pointer here is host memory, for recognising only
        return {"shape": self._array.shape, "typestr": self._array.dtype.str, "version": 3,
                "data": (self._array.__array_interface__["data"][0], False),
                "strides": None if self._array.flags.c_contiguous else self._array.strides}

    def __len__(self):
        return len(self._array)

    # --- the doors to the host, each counted --------------------------------------------------

    def get(self, stream=None, order="C", out=None):
        crossings.to_host += 1
        return numpy.array(self._array, order=order, copy=True)

    def tolist(self):
        crossings.to_host += 1
        return self._array.tolist()

    def item(self):
        crossings.to_host += 1
        return self._array.item()

    def __bool__(self):
        crossings.to_host += 1
        return bool(self._array)

    def __float__(self):
        crossings.to_host += 1
        return float(self._array)

    def __int__(self):
        crossings.to_host += 1
        return int(self._array)

    def __complex__(self):
        crossings.to_host += 1
        return complex(self._array)

    def __repr__(self):
        crossings.to_host += 1
        return repr(self._array)

    __str__ = __repr__

    # --- no implicit crossing: numpy refuses a device array -----------------------------------

    def __array__(self, dtype=None, copy=None):
        raise TypeError("Implicit conversion to a NumPy array is not allowed. Please use `.get()` to "
                        "construct a NumPy array explicitly.")

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        # `numpy.float64(2) * a` arrives here: computed as cupy would, unless a host array is in it
        if method == "__call__" and not kwargs and any(isinstance(i, numpy.generic) for i in inputs):
            return _wrap(ufunc(*[_argument(i) for i in inputs]))
        raise TypeError(f"numpy.{ufunc.__name__} was given a cupy array: compute on the device with "
                        "cupy's own functions (the backend's xp), or copy it to the host with .get()")

    def __array_function__(self, func, types, args, kwargs):
        raise TypeError(f"numpy.{func.__name__} was given a cupy array: compute on the device with "
                        "cupy's own functions (the backend's xp), or copy it to the host with .get()")

    # --- indexing ------------------------------------------------------------------------------

    def __getitem__(self, key):
        return _wrap(self._array[_key(key)])

    def __setitem__(self, key, value):
        self._array[_key(key)] = _argument(value)

    def __iter__(self):
        if self._array.ndim == 0:
            raise TypeError("iteration over a 0-d array")
        return (_wrap(self._array[i]) for i in range(len(self._array)))

    # --- methods -------------------------------------------------------------------------------

    def astype(self, dtype, order="K", casting=None, subok=None, copy=True):
        return _wrap(self._array.astype(dtype, order=order, copy=copy))

    def copy(self, order="C"):
        return _wrap(self._array.copy(order=order))

    def view(self):
        return _wrap(self._array.view())

    def reshape(self, *shape, order="C"):
        return _wrap(self._array.reshape(*shape, order=order))

    def ravel(self, order="C"):
        return _wrap(self._array.ravel(order=order))

    def flatten(self):
        return _wrap(self._array.flatten())

    def squeeze(self, axis=None):
        return _wrap(self._array.squeeze(axis=axis))

    def swapaxes(self, axis1, axis2):
        return _wrap(self._array.swapaxes(axis1, axis2))

    def transpose(self, *axes):
        return _wrap(self._array.transpose(*axes))

    def fill(self, value):
        self._array.fill(_argument(value))

    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reduced(self._array.sum, axis, out, keepdims, dtype=dtype)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reduced(self._array.mean, axis, out, keepdims, dtype=dtype)

    def max(self, axis=None, out=None, keepdims=False):
        return _reduced(self._array.max, axis, out, keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        return _reduced(self._array.min, axis, out, keepdims)

    def any(self, axis=None, out=None, keepdims=False):
        return _reduced(self._array.any, axis, out, keepdims)

    def all(self, axis=None, out=None, keepdims=False):
        return _reduced(self._array.all, axis, out, keepdims)

    def round(self, decimals=0):
        return _wrap(self._array.round(decimals))

    def __neg__(self):
        return _wrap(numpy.negative(self._array))

    def __pos__(self):
        return _wrap(numpy.positive(self._array))

    def __abs__(self):
        return _wrap(numpy.absolute(self._array))

    def __invert__(self):
        return _wrap(numpy.invert(self._array))


# --- operators: with device arrays and numbers; a host array is refused ------------------------------


def _binary(fn):
    def operator(self, other):
        inside = _operand(other)
        return NotImplemented if inside is None else _wrap(fn(self._array, inside))
    return operator


def _reflected(fn):
    def operator(self, other):
        inside = _operand(other)
        return NotImplemented if inside is None else _wrap(fn(inside, self._array))
    return operator


def _in_place(fn):
    def operator(self, other):
        fn(self._array, _argument(other), out=self._array)
        return self
    return operator


for _name, _fn in (("add", numpy.add), ("sub", numpy.subtract), ("mul", numpy.multiply),
                   ("truediv", numpy.true_divide), ("floordiv", numpy.floor_divide),
                   ("mod", numpy.remainder), ("pow", numpy.power), ("matmul", numpy.matmul)):
    setattr(ndarray, f"__{_name}__", _binary(_fn))
    setattr(ndarray, f"__r{_name}__", _reflected(_fn))
    if _name in ("add", "sub", "mul", "truediv"):
        setattr(ndarray, f"__i{_name}__", _in_place(_fn))
for _name, _fn in (("eq", numpy.equal), ("ne", numpy.not_equal), ("lt", numpy.less),
                   ("le", numpy.less_equal), ("gt", numpy.greater), ("ge", numpy.greater_equal),
                   ("and", numpy.bitwise_and), ("or", numpy.bitwise_or), ("xor", numpy.bitwise_xor)):
    setattr(ndarray, f"__{_name}__", _binary(_fn))


def _reduced(method, axis, out, keepdims, **options):
    if out is not None:
        raise NotImplementedError("the cupy stand-in does not reduce into `out`")
    return _wrap(method(axis=axis, keepdims=keepdims, **options))


# --- moving data: the doors to the device and back, each counted ----------------------------------


def array(obj, dtype=None, copy=True, order="K", subok=False, ndmin=0):
    """A device array of `obj`: a copy on the device of a device array, else host data copied over."""
    if type(obj) is ndarray:
        return _wrap(numpy.array(obj._array, dtype=dtype, copy=copy, order=order, ndmin=ndmin))
    crossings.to_device += 1
    return _wrap(numpy.array(obj, dtype=dtype, copy=True, order=order, ndmin=ndmin))


def asarray(a, dtype=None, order=None):
    if type(a) is ndarray:
        return a if dtype is None or a.dtype == numpy.dtype(dtype) else a.astype(dtype)
    crossings.to_device += 1
    return _wrap(numpy.array(a, dtype=dtype, order=order, copy=True))


def asnumpy(a, stream=None, order="C", out=None):
    if type(a) is ndarray:
        return a.get(order=order)
    return numpy.asarray(a, order=order)  # host data stays where it is


# --- making arrays on the device (no data crosses) ---------------------------------------------------


def empty(shape, dtype=float):
    return _wrap(numpy.empty(shape, dtype))


def zeros(shape, dtype=float):
    return _wrap(numpy.zeros(shape, dtype))


def ones(shape, dtype=float):
    return _wrap(numpy.ones(shape, dtype))


def full(shape, fill_value, dtype=None):
    return _wrap(numpy.full(shape, _argument(fill_value), dtype))


def zeros_like(a, dtype=None):
    return _wrap(numpy.zeros_like(_device(a, "zeros_like"), dtype))


def ones_like(a, dtype=None):
    return _wrap(numpy.ones_like(_device(a, "ones_like"), dtype))


def empty_like(a, dtype=None):
    return _wrap(numpy.empty_like(_device(a, "empty_like"), dtype))


# --- elementwise (ufuncs): device arrays and numbers, never host arrays --------------------------------


def _ufunc(numpy_ufunc):
    def ufunc(*args, out=None, **options):
        inputs = [_argument(a) for a in args]
        if out is None:
            return _wrap(numpy_ufunc(*inputs, **options))
        numpy_ufunc(*inputs, out=_device(out, numpy_ufunc.__name__), **options)
        return out

    ufunc.__name__ = ufunc.__qualname__ = numpy_ufunc.__name__
    return ufunc


add, subtract, multiply = _ufunc(numpy.add), _ufunc(numpy.subtract), _ufunc(numpy.multiply)
divide = true_divide = _ufunc(numpy.true_divide)
floor_divide, remainder, power = _ufunc(numpy.floor_divide), _ufunc(numpy.remainder), _ufunc(numpy.power)
negative, matmul = _ufunc(numpy.negative), _ufunc(numpy.matmul)
exp, log, sqrt, tanh = _ufunc(numpy.exp), _ufunc(numpy.log), _ufunc(numpy.sqrt), _ufunc(numpy.tanh)
abs = absolute = _ufunc(numpy.absolute)
sign, rint, floor, ceil = _ufunc(numpy.sign), _ufunc(numpy.rint), _ufunc(numpy.floor), _ufunc(numpy.ceil)
maximum, minimum, logaddexp = _ufunc(numpy.maximum), _ufunc(numpy.minimum), _ufunc(numpy.logaddexp)
isnan, isfinite, isinf = _ufunc(numpy.isnan), _ufunc(numpy.isfinite), _ufunc(numpy.isinf)
equal, not_equal, greater, less = (_ufunc(numpy.equal), _ufunc(numpy.not_equal), _ufunc(numpy.greater),
                                   _ufunc(numpy.less))


# --- functions of whole arrays: device arrays only ----------------------------------------------------


def shape(a):
    return a.shape if type(a) is ndarray else numpy.shape(_argument(a))


def reshape(a, newshape, order="C"):
    return _wrap(numpy.reshape(_device(a, "reshape"), newshape, order=order))


def expand_dims(a, axis):
    return _wrap(numpy.expand_dims(_device(a, "expand_dims"), axis))


def squeeze(a, axis=None):
    return _wrap(numpy.squeeze(_device(a, "squeeze"), axis=axis))


def swapaxes(a, axis1, axis2):
    return _wrap(numpy.swapaxes(_device(a, "swapaxes"), axis1, axis2))


def transpose(a, axes=None):
    return _wrap(numpy.transpose(_device(a, "transpose"), axes))


def broadcast_to(array, shape):
    return _wrap(numpy.broadcast_to(_device(array, "broadcast_to"), shape))


def broadcast_arrays(*args):
    return [_wrap(a) for a in numpy.broadcast_arrays(*[_device(a, "broadcast_arrays") for a in args])]


def round(a, decimals=0):  # noqa: A001 - cupy's name
    return _wrap(numpy.round(_device(a, "round"), decimals))


def where(condition, x, y):
    return _wrap(numpy.where(_device(condition, "where"), _argument(x), _argument(y)))


def argwhere(a):
    return _wrap(numpy.argwhere(_device(a, "argwhere")))


def may_share_memory(a, b, max_work=None):
    return numpy.may_share_memory(_device(a, "may_share_memory"), _device(b, "may_share_memory"))


def sum(a, axis=None, dtype=None, out=None, keepdims=False):  # noqa: A001 - cupy's name
    _device(a, "sum")
    return a.sum(axis, dtype, out, keepdims)
