"""One test case per operation of core.engine.ops.OPS, shared by the engine's test files.

`CASES[name](rng)` returns a `Case`: the inputs (numpy f64 arrays, one per tensor input), the
extra arguments of the Tensor method, the method call itself, and numpy's value of the same
forward computation. The inputs keep away from every kink and edge of a domain by more than any
finite-difference step: log/sqrt/powf see positive numbers, relu/abs/recip/div/sign numbers
away from 0, max/min distinct numbers, round/floor/ceil numbers away from whole and half numbers.
Shapes are drawn by the rng (1 to 4 per dimension).

Import it as `from tests.core.engine.engine_cases import ...` (the suite runs from the repository root).
"""

import zlib
from typing import Callable, NamedTuple

import numpy as np


class Case(NamedTuple):
    inputs: list  # numpy float64 arrays, one per tensor input of the method
    params: tuple  # the method's other arguments, as a learner passes them
    call: Callable  # call(*tensors, *params) -> Tensor, through the Tensor method of the same name
    reference: Callable  # reference(*arrays, *params) -> numpy array: the forward value
    eps: float = 1e-6  # the finite-difference step that suits the case


def case_rng(name, seed=0):
    """A generator of its own for each op and seed: cases do not shift when another is added."""
    return np.random.default_rng([zlib.crc32(name.encode()), seed])


# --- inputs away from kinks and domain edges ---------------------------------------------------------


def shape(rng, low=1, high=3):
    return tuple(int(s) for s in rng.integers(1, 5, size=int(rng.integers(low, high + 1))))


def anywhere(rng, shape):
    return rng.uniform(-2.0, 2.0, shape)


def positive(rng, shape):
    return rng.uniform(0.5, 3.0, shape)


def away_from_zero(rng, shape):
    return rng.choice([-1.0, 1.0], shape) * rng.uniform(0.5, 2.0, shape)


def distinct(rng, shape):
    """Different numbers, at least 0.25 apart: a maximum has no tie, even after a small step."""
    n = int(np.prod(shape))
    return (rng.permutation(n) * 0.25 - n * 0.125 + rng.uniform(-0.05, 0.05)).reshape(shape)


def away_from_whole_and_half(rng, shape):
    """k + u with u in (0.1, 0.4) or (0.6, 0.9): round, floor and ceil are flat around it."""
    whole = rng.integers(-3, 4, shape).astype(np.float64)
    fraction = rng.uniform(0.1, 0.4, shape) + rng.choice([0.0, 0.5], shape)
    return whole + fraction


def broadcast_pair(rng):
    """Two shapes that broadcast, one of them stretched: ((r, c), (1, c)) and the like."""
    rows, cols = int(rng.integers(2, 5)), int(rng.integers(1, 5))
    full = (rows, cols)
    small = [(1, cols), (cols,), (), (rows, 1)][int(rng.integers(0, 4))]
    return (full, small) if rng.integers(0, 2) else (small, full)


# --- the cases -------------------------------------------------------------------------------------


def _binary(method, reference, second=anywhere, broadcast=False):
    def make(rng):
        if broadcast:
            shape_a, shape_b = broadcast_pair(rng)
        else:
            shape_a = shape_b = shape(rng)
        a, b = anywhere(rng, shape_a), second(rng, shape_b)
        return Case([a, b], (), lambda x, y: getattr(x, method)(y), reference)

    return make


def _unary(method, reference, draw=anywhere):
    def make(rng):
        return Case([draw(rng, shape(rng))], (), lambda x: getattr(x, method)(), reference)

    return make


def _affine(rng):
    return Case([anywhere(rng, shape(rng))], (float(rng.uniform(-3, 3)), float(rng.uniform(-3, 3))),
                lambda x, m, c: x.affine(m, c), lambda x, m, c: x * m + c)


def _powf(rng):
    exponent = float(rng.choice([-1.5, 0.5, 2.0, 2.5, 3.0]))
    return Case([positive(rng, shape(rng))], (exponent,), lambda x, e: x.powf(e), lambda x, e: x**e)


def _dims(rng, ndim):
    """A dimension as a learner may give it: an index (maybe negative) or a list of them."""
    if ndim > 1 and rng.integers(0, 2):
        picked = sorted(rng.choice(ndim, size=int(rng.integers(1, ndim + 1)), replace=False).tolist())
        return [int(d) for d in picked]
    return int(rng.integers(-ndim, ndim))


def _axis(dims):
    return tuple(dims) if isinstance(dims, list) else dims


def _keepdim(method, reduce, draw=anywhere):
    def make(rng):
        x = draw(rng, shape(rng, 2, 3))
        dims = _dims(rng, x.ndim)
        return Case([x], (dims,), lambda t, d: getattr(t, method)(d),
                    lambda a, d: reduce(a, axis=_axis(d), keepdims=True))

    return make


def _reshape(rng):
    x = anywhere(rng, shape(rng, 2, 3))
    target = x.shape[::-1] if rng.integers(0, 2) else (x.size,)
    return Case([x], (target,), lambda t, s: t.reshape(s), lambda a, s: a.reshape(s))


def _unsqueeze(rng):
    x = anywhere(rng, shape(rng, 1, 3))
    dim = int(rng.integers(-(x.ndim + 1), x.ndim + 1))
    return Case([x], (dim,), lambda t, d: t.unsqueeze(d), lambda a, d: np.expand_dims(a, d))


def _squeeze(rng):
    base = list(shape(rng, 1, 2))
    where = int(rng.integers(0, len(base) + 1))
    x = anywhere(rng, tuple(base[:where] + [1] + base[where:]))
    dim = where - x.ndim if rng.integers(0, 2) else where  # negative or not
    return Case([x], (dim,), lambda t, d: t.squeeze(d), lambda a, d: np.squeeze(a, axis=d))


def _transpose(rng):
    x = anywhere(rng, shape(rng, 2, 3))
    d0, d1 = (int(d) for d in rng.choice(x.ndim, size=2, replace=False))
    return Case([x], (d0, d1), lambda t, a, b: t.transpose(a, b), lambda a, i, j: np.swapaxes(a, i, j))


def _broadcast_as(rng):
    cols = int(rng.integers(1, 5))
    x = anywhere(rng, [(1, cols), (cols,)][int(rng.integers(0, 2))])
    target = (int(rng.integers(1, 4)), int(rng.integers(2, 5)), cols)
    return Case([x], (target,), lambda t, s: t.broadcast_as(s), lambda a, s: np.broadcast_to(a, s))


def _matmul(rng):
    m, k, n = (int(s) for s in rng.integers(1, 5, size=3))
    batch = (int(rng.integers(1, 4)),) if rng.integers(0, 2) else ()
    a, b = anywhere(rng, batch + (m, k)), anywhere(rng, batch + (k, n))
    return Case([a, b], (), lambda x, y: x.matmul(y), np.matmul)


def _element(rng):
    x = anywhere(rng, shape(rng))
    index = tuple(int(rng.integers(0, size)) for size in x.shape)
    return Case([x], index, lambda t, *i: t.element(*i), lambda a, *i: np.asarray(a[i]))


def _to_dtype(rng):
    # f64 -> f32 -> f64: multiples of 1/8 below 4, stepped by 2⁻²⁰ (≈ 1e-6), stay exact in f32,
    # so the round trip is the identity and central differences of it are exact too.
    x = rng.integers(-32, 33, shape(rng)) / 8.0
    return Case([x], (), lambda t: t.to_dtype("f32").to_dtype("f64"), lambda a: a.copy(), eps=2.0**-20)


CASES = {
    "add": _binary("add", np.add),
    "broadcast_add": _binary("broadcast_add", np.add, broadcast=True),
    "sub": _binary("sub", np.subtract),
    "broadcast_sub": _binary("broadcast_sub", np.subtract, broadcast=True),
    "mul": _binary("mul", np.multiply),
    "broadcast_mul": _binary("broadcast_mul", np.multiply, broadcast=True),
    "div": _binary("div", np.divide, second=away_from_zero),
    "broadcast_div": _binary("broadcast_div", np.divide, second=away_from_zero, broadcast=True),
    "neg": _unary("neg", np.negative),
    "sqr": _unary("sqr", np.square),
    "sqrt": _unary("sqrt", np.sqrt, positive),
    "exp": _unary("exp", np.exp),
    "log": _unary("log", np.log, positive),
    "tanh": _unary("tanh", np.tanh),
    "recip": _unary("recip", np.reciprocal, away_from_zero),
    "relu": _unary("relu", lambda a: np.maximum(a, 0.0), away_from_zero),
    "sigmoid": _unary("sigmoid", lambda a: 1.0 / (1.0 + np.exp(-a))),
    "softplus": _unary("softplus", lambda a: np.maximum(a, 0.0) + np.log1p(np.exp(-np.abs(a)))),
    "abs": _unary("abs", np.abs, away_from_zero),
    "affine": _affine,
    "powf": _powf,
    "round": _unary("round", np.round, away_from_whole_and_half),
    "floor": _unary("floor", np.floor, away_from_whole_and_half),
    "ceil": _unary("ceil", np.ceil, away_from_whole_and_half),
    "sign": _unary("sign", np.sign, away_from_zero),
    "sum_all": _unary("sum_all", np.sum),
    "mean_all": _unary("mean_all", np.mean),
    "sum_keepdim": _keepdim("sum_keepdim", np.sum),
    "mean_keepdim": _keepdim("mean_keepdim", np.mean),
    "max_keepdim": _keepdim("max_keepdim", np.max, distinct),
    "min_keepdim": _keepdim("min_keepdim", np.min, distinct),
    "reshape": _reshape,
    "unsqueeze": _unsqueeze,
    "squeeze": _squeeze,
    "transpose": _transpose,
    "broadcast_as": _broadcast_as,
    "copy": _unary("copy", np.copy),
    "matmul": _matmul,
    "element": _element,
    "to_dtype": _to_dtype,
}

# Ops the table cannot cover on one device: moving between devices needs a second one.
UNCOVERED = {"to_device": "needs a second device; see tests/core/engine/test_devices.py"}


def make_case(name, seed=0):
    return CASES[name](case_rng(name, seed))
