"""Every operation of the table (core/engine/ops.py) at the special values of each float dtype,
compared with PyTorch: the value, the backward gradient (plain and create_graph), the forward
tangent, the Dual tangent and, for one-input operations, the second derivative.

The special values are 0, -0, ±1, 0.5, -2, a tiny normal number (±1e-30; f16's smallest normal,
which 1e-30 would round to 0), the smallest subnormal, ±the largest finite number, ±inf and nan.
Each operation and dtype runs once, on one tensor that holds all of them (every pair of them, for
two inputs), so the whole table takes a few seconds.

Two numbers agree when both are nan, when they are equal (inf included), or when both are finite
and within a few units in the last place (ulps) of the dtype. -0 equals 0 in gradients and
tangents, not in values, whose sign a later 1/x turns into ±inf. Where Gradwalk gives no gradient
or no tangent at all (None: round, floor, ceil and sign are flat, or nothing depends on the input),
PyTorch's zeros agree with it. relu'(0) is 0 in both. The differences that come from Gradwalk's
design, or from PyTorch's own roundings, are in EXPECTED, each with its reason; anything else
fails and is listed, element by element. Integer dtypes are left out: they carry no gradient.
"""

from __future__ import annotations

import importlib.util
import operator
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pytest

from gradwalk.core import OPS, Dual, Tensor, Var

HAVE_TORCH = importlib.util.find_spec("torch") is not None
if HAVE_TORCH:
    import torch
    from torch.func import jvp

pytestmark = [
    pytest.mark.skipif(not HAVE_TORCH, reason="PyTorch is not installed: pip install torch to compare the "
                       "engine's numbers with PyTorch's"),
    pytest.mark.filterwarnings("ignore:`torch.jit.script` is deprecated:DeprecationWarning"),  # torch.func's
]

NUMPY = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
DTYPES = tuple(NUMPY)

# A few ulps: numpy and PyTorch compute exp, log, tanh... with different (SIMD) approximations, each
# within an ulp or two. For f16 both compute a function in f32 and round once, but a backward rule
# is several f16 operations in a row (g · 0.5 / y), each rounded, where PyTorch rounds once
# after computing it all in f32: a couple of f16 ulps apart, and no more.
ULPS = {"f16": 2, "f32": 4, "f64": 4}

SEEDS = (1.0, -0.5, 0.0, np.inf, "huge")  # upstream gradients, each filling the whole result
TANGENTS = (1.0, 0.5, 0.0, np.inf)


def specials(dtype: str) -> np.ndarray:
    info = np.finfo(NUMPY[dtype])
    tiny = float(info.tiny) if dtype == "f16" else 1e-30
    values = [0.0, -0.0, 1.0, -1.0, 0.5, -2.0, tiny, -tiny, float(info.smallest_subnormal),
              float(info.max), -float(info.max), np.inf, -np.inf, np.nan]
    return np.array(values, dtype=NUMPY[dtype])


def pairs(dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """Every pair (a, b) of special values, as two flat arrays."""
    a, b = np.meshgrid(specials(dtype), specials(dtype), indexing="ij")
    return a.ravel(), b.ravel()


def rows_of_pairs(dtype: str) -> np.ndarray:
    """Every pair of special values as a row of a (n, 2) array: reductions along axis 1."""
    return np.stack(pairs(dtype), axis=1)


# --- the table: each operation, its PyTorch equivalent, and the inputs it meets -----------------------

@dataclass(frozen=True)
class Trial:
    label: str  # the operation as called: "powf(0.5)", "broadcast_mul, a stretched"
    op: str  # its entry in OPS
    inputs: Callable  # inputs(dtype) -> numpy arrays in that dtype, one per tensor input
    gradwalk: Callable  # gradwalk(*tensors) -> Tensor
    torch: Callable  # torch(*tensors) -> torch.Tensor: the same computation
    dual: Callable | None = None  # dual(*duals) -> Dual, where Dual offers the operation
    second: bool = False  # compare the second derivative (one elementwise input)
    dtypes: tuple = DTYPES


def _one(dtype):
    return [specials(dtype)]


def _unary(name, torch_fn, label=None, gradwalk=None, dual=True, second=True):
    gradwalk = gradwalk or (lambda x: getattr(x, name)())  # a Dual has the same methods
    return Trial(label or name, name, _one, gradwalk, torch_fn, gradwalk if dual else None, second)


def _logaddexp0(x):
    return torch.logaddexp(torch.zeros_like(x), x)


UNARY = [
    _unary("neg", lambda x: -x),
    _unary("sqr", lambda x: x * x),
    _unary("sqrt", lambda x: torch.sqrt(x)),
    _unary("exp", lambda x: torch.exp(x)),
    _unary("log", lambda x: torch.log(x)),
    _unary("tanh", lambda x: torch.tanh(x)),
    _unary("recip", lambda x: torch.reciprocal(x)),
    _unary("relu", lambda x: torch.relu(x)),
    _unary("sigmoid", lambda x: torch.sigmoid(x)),
    # logaddexp(0, x), not F.softplus, which switches to x above a threshold (20)
    _unary("softplus", _logaddexp0),
    _unary("abs", lambda x: torch.abs(x)),
    *[_unary("affine", lambda x, m=m, c=c: x * m + c, f"affine({m:g}, {c:g})",
             lambda x, m=m, c=c: x.affine(m, c))
      for m, c in ((2.0, 1.0), (-1.0, 0.5), (0.5, 0.0), (1.0, 3.0), (0.0, 2.0), (-3.0, -1.0))],
    *[_unary("powf", lambda x, e=e: x**e, f"powf({e:g})", lambda x, e=e: x.powf(e))
      for e in (0.0, 1.0, 2.0, 0.5, -1.0, 3.0, -0.5, 1.5, -2.0)],
    *[_unary(name, lambda x, name=name: getattr(torch, name)(x), dual=False, second=False)
      for name in ("round", "floor", "ceil", "sign")],
    _unary("copy", lambda x: x.clone(), dual=False),
]

SHAPES = [
    Trial("reshape", "reshape", _one, lambda x: x.reshape((2, 7)), lambda x: x.reshape(2, 7)),
    Trial("unsqueeze", "unsqueeze", _one, lambda x: x.unsqueeze(0), lambda x: x.unsqueeze(0)),
    Trial("squeeze", "squeeze", lambda d: [specials(d)[:, None]], lambda x: x.squeeze(1),
          lambda x: x.squeeze(1)),
    Trial("transpose", "transpose", lambda d: [specials(d).reshape(2, 7)], lambda x: x.transpose(0, 1),
          lambda x: x.transpose(0, 1)),
    # each element copied twice: its gradient is the sum of two equal shares, in any order
    Trial("broadcast_as", "broadcast_as", lambda d: [specials(d)[:, None]],
          lambda x: x.broadcast_as((14, 2)), lambda x: x.expand(14, 2)),
]


def _sum_rows(dtype):
    """Whole tensors for sum_all and mean_all: all the special values, the small finite ones
    (whose sum no order of adding changes), and pairs that overflow or cancel."""
    s = specials(dtype)
    big = s[9]
    return [s, s[:9], np.array([big, big]), np.array([big, -big]), np.array([np.inf, np.inf], s.dtype)]


_ROW_NAMES = ("all special values", "the small finite ones", "[max, max]", "[max, -max]", "[inf, inf]")

REDUCTIONS = [
    *[Trial(f"{name} over {what}", name, lambda d, k=k: [_sum_rows(d)[k]],
            lambda x, name=name: getattr(x, name)(), torch_fn, dual)
      for name, torch_fn, dual in (("sum_all", lambda x: x.sum(), lambda d: d.sum_all()),
                                   ("mean_all", lambda x: x.mean(), None))
      for k, what in enumerate(_ROW_NAMES)],
    # many elements: f16 sums and means (and their tangents) add up in f32, as PyTorch's do
    *[Trial(f"{name}(0) over shape {shape}", name, lambda d, shape=shape: [np.full(shape, 0.5, NUMPY[d])],
            lambda x, name=name: getattr(x, name)(0), torch_fn)
      for name, torch_fn, shape in (("sum_keepdim", lambda x: x.sum(dim=0, keepdim=True), (4096, 2)),
                                    ("mean_keepdim", lambda x: x.mean(dim=0, keepdim=True), (4096, 2)),
                                    ("mean_keepdim", lambda x: x.mean(dim=0, keepdim=True), (70_000, 1)))],
    *[Trial(f"{name} over 70,000 elements", name, lambda d: [np.full(70_000, 0.5, NUMPY[d])],
            lambda x, name=name: getattr(x, name)(), torch_fn)
      for name, torch_fn in (("sum_all", lambda x: x.sum()), ("mean_all", lambda x: x.mean()))],
    Trial("sum_keepdim(1)", "sum_keepdim", lambda d: [rows_of_pairs(d)], lambda x: x.sum_keepdim(1),
          lambda x: x.sum(dim=1, keepdim=True)),
    Trial("mean_keepdim(1)", "mean_keepdim", lambda d: [rows_of_pairs(d)], lambda x: x.mean_keepdim(1),
          lambda x: x.mean(dim=1, keepdim=True)),
    Trial("max_keepdim(1)", "max_keepdim", lambda d: [rows_of_pairs(d)], lambda x: x.max_keepdim(1),
          lambda x: torch.max(x, dim=1, keepdim=True).values),
    Trial("min_keepdim(1)", "min_keepdim", lambda d: [rows_of_pairs(d)], lambda x: x.min_keepdim(1),
          lambda x: torch.min(x, dim=1, keepdim=True).values),
]


def _binary_trials(name, arithmetic):
    """`name` and its broadcast_ form; `arithmetic` (operator.add...) serves PyTorch and Dual."""
    wide = f"broadcast_{name}"

    def stretched(first):
        # one operand of shape (n, 1) against (n, 2) holding the same pair twice: the folded
        # gradient adds two equal shares, which no order of adding changes
        def inputs(dtype):
            a, b = pairs(dtype)
            if first:
                return [a[:, None], np.repeat(b[:, None], 2, 1)]
            return [np.repeat(a[:, None], 2, 1), b[:, None]]
        return inputs

    return [
        Trial(name, name, lambda d: list(pairs(d)), lambda a, b: getattr(a, name)(b), arithmetic, arithmetic),
        Trial(f"{wide}, a stretched", wide, stretched(True), lambda a, b: getattr(a, wide)(b), arithmetic),
        Trial(f"{wide}, b stretched", wide, stretched(False), lambda a, b: getattr(a, wide)(b), arithmetic),
    ]


def _matmul_inputs(dtype):
    # per pair (p, q): [p, q] @ [[q, 1], [p, 1]] = [2pq, p + q], every sum two terms long
    p, q = pairs(dtype)
    one = np.ones_like(p)
    return [np.stack([p, q], -1)[:, None, :], np.stack([np.stack([q, one], -1), np.stack([p, one], -1)], 1)]


BINARY = [
    *_binary_trials("add", operator.add),
    *_binary_trials("sub", operator.sub),
    *_binary_trials("mul", operator.mul),
    *_binary_trials("div", operator.truediv),
    Trial("matmul", "matmul", _matmul_inputs, lambda a, b: a.matmul(b), lambda a, b: a @ b),
]


def _fits(values: np.ndarray, dtype: str) -> np.ndarray:
    """The values that `dtype` holds: to_dtype refuses a finite number beyond its largest."""
    wide = values.astype(np.float64)
    return values[~np.isfinite(wide) | (np.abs(wide) <= np.finfo(NUMPY[dtype]).max)]


TORCH_DTYPES = {"f16": "float16", "f32": "float32", "f64": "float64"}
CASTS = [Trial(f"to_dtype({target}) from {source}", "to_dtype",
               lambda d, t=target: [_fits(specials(d), t)], lambda x, t=target: x.to_dtype(t),
               lambda x, t=target: x.to(getattr(torch, TORCH_DTYPES[t])), dtypes=(source,))
         for source in DTYPES for target in DTYPES if target != source]

TRIALS = UNARY + SHAPES + REDUCTIONS + BINARY + CASTS

# Operations this file cannot compare, and why.
NOT_COMPARED = {
    "to_device": "moves between devices; this machine has one (tests/core/engine/test_devices.py)",
}


# --- where Gradwalk and PyTorch differ, and why ------------------------------------------------------
# Each entry: an operation (its OPS name, or a trial's label), the checks it concerns (a part of the
# check's description: "value", "gradient", "create_graph gradient", "tangent of input(s) (0,)",
# "second derivative"...), the elements concerned, and the reason.

@dataclass(frozen=True)
class Expected:
    op: str
    checks: tuple
    where: Callable  # where(inputs) -> a mask that broadcasts against the compared array
    why: str


def _ties(inputs):
    """The rows of a (n, 2) reduction whose two elements tie (equal, -0 and 0 included, or both nan)."""
    x = inputs[0].astype(np.float64)
    both_nan = np.isnan(x[:, 0]) & np.isnan(x[:, 1])
    return ((x[:, 0] == x[:, 1]) | both_nan)[:, None]


def _not_the_extreme(kind):
    def where(inputs):
        x = inputs[0].astype(np.float64)
        extreme = x.max(axis=1, keepdims=True) if kind == "max" else x.min(axis=1, keepdims=True)
        return ~((x == extreme) | (np.isnan(x) & np.isnan(extreme)))
    return where


def _minus_zero_or_minus_inf(inputs):
    x = inputs[0]
    return ((x == 0) & np.signbit(x)) | (x == -np.inf)


def _product_is_zero(m):
    def where(inputs):
        with np.errstate(all="ignore"):
            return inputs[0] * m == 0
    return where


def _relu_flat(inputs):
    return inputs[0] <= 0


def _quotient_over_divisor_leaves_the_range(inputs):
    """Where PyTorch's (a/b)/b overflows or underflows to 0 while a/b is a finite, nonzero number."""
    a, b = inputs
    with np.errstate(all="ignore"):
        y = a / b
        q = y / b
        return np.isfinite(y) & (y != 0) & (~np.isfinite(q) | (q == 0))


def _share_past_the_range(inputs):
    """Where one input's share of the quotient's tangent, t/b or t·(a/b)/b for t up to 1, is
    beyond the dtype: b is 0, or so small that 1/b overflows, or a/b is inf."""
    a, b = inputs
    with np.errstate(all="ignore"):
        return ~np.isfinite(1 / b) | ~np.isfinite(a / b) | ~np.isfinite((a / b) / b)


def _matmul_moving_a(inputs):
    # PyTorch adds a @ 0 for the constant b: nan across a row of a that holds an inf or nan
    return ~np.isfinite(inputs[0]).all(axis=-1, keepdims=True)


def _matmul_moving_b(inputs):
    # and 0 @ b for a constant a: nan down a column of b that holds an inf or nan
    return ~np.isfinite(inputs[1]).all(axis=-2, keepdims=True)


def _matmul_products_past_max(inputs):
    # the huge seed times an element of b's first column beyond 1 in size overflows inside a sum
    return (np.abs(inputs[1][:, :, 0]) > 1)[:, None, :]


def _below_exp_range(inputs):
    return inputs[0] < -700


MASKED_CREATE_GRAPH = ("a create_graph gradient is a recorded expression, and a recorded graph has no "
                       "selection: it multiplies by the mask, so an inf arriving where the mask is 0 "
                       "gives 0 · inf = nan (the plain backward selects, and gives 0 like PyTorch)")
POW_AT_MINUS = ("Gradwalk's powf is numpy's **: the power function, whose rules at −0 and −inf "
                "(C99 and IEEE 754 pow) give (−0)^−0.5 = +inf and (−inf)^−0.5 = 0, and √x for x**0.5 "
                "(−0 at −0, nan at −inf); PyTorch computes x^−0.5 as 1/√x (−inf at −0, nan at −inf) "
                "and, in f16 only, x^0.5 as pow (+0 at −0, +inf at −inf). The rule e·x^(e−1) inherits "
                "numpy's values, so powf(0.5)'s gradient at −inf reads 0 beside a nan value: telling "
                "them apart would cost a pass over the data in every backward of powf")

EXPECTED = [
    Expected("max_keepdim", ("gradient", "tangent"), _ties,
             "Candle's rule for ties: every element equal to the largest gets the whole gradient, and "
             "moves it (forward); PyTorch's max along a dimension picks one index"),
    Expected("min_keepdim", ("gradient", "tangent"), _ties, "the same rule for the smallest"),
    Expected("max_keepdim", ("create_graph gradient of input 0 (seed inf)",), _not_the_extreme("max"),
             MASKED_CREATE_GRAPH),
    Expected("min_keepdim", ("create_graph gradient of input 0 (seed inf)",), _not_the_extreme("min"),
             MASKED_CREATE_GRAPH),
    Expected("relu", ("create_graph gradient of input 0 (seed inf)",), _relu_flat, MASKED_CREATE_GRAPH),
    Expected("max_keepdim", ("value",), _ties,
             "a tie of 0 and −0: either is the largest (IEEE 754 leaves it open), and numpy and "
             "PyTorch pick differently"),
    Expected("min_keepdim", ("value",), _ties, "the same for the smallest"),
    Expected("relu", ("value",), lambda inputs: inputs[0] == 0,
             "relu(−0) is numpy's maximum(−0, 0) = +0, never below 0; PyTorch keeps the −0"),
    Expected("affine(0.5, 0)", ("value",), _product_is_zero(0.5),
             "affine(m, 0) is x·m, with the + 0 skipped (core/engine/ops.py's _affine): x * 0.5 keeps "
             "the −0 of (−0)·0.5, where PyTorch's x*m + 0 makes it +0 (−0 + 0 = +0)"),
    Expected("sign", ("value",), lambda inputs: np.isnan(inputs[0]),
             "PyTorch's sign makes nan 0; Gradwalk keeps numpy's nan: a nan has no sign, and the nan "
             "carried on shows where the trouble came from"),
    Expected("softplus", ("second derivative",), _below_exp_range,
             "PyTorch differentiates logaddexp's backward, g/(1 + e⁻ˣ), into e⁻ˣ/(1 + e⁻ˣ)² = inf/inf "
             "= nan once e⁻ˣ overflows; the second derivative σ(x)(1 − σ(x)) is 0 there, as Gradwalk "
             "gives (its backward is σ(x), differentiated as σ)"),
    *[Expected(label, ("value", "gradient", "tangent", "second derivative"), _minus_zero_or_minus_inf,
               POW_AT_MINUS) for label in ("powf(0.5)", "powf(-0.5)", "powf(1.5)")],
    *[Expected(name, ("gradient of input 1",), _quotient_over_divisor_leaves_the_range,
               "∂(a/b)/∂b: Gradwalk computes −(g·y)/b, PyTorch −g·((a/b)/b), whose (a/b)/b overflows or "
               "underflows to 0 where the whole product is a number (g = 0 gives nan, 1/max² gives 0): "
               "Gradwalk's is the correctly rounded answer, PyTorch's is not")
      for name in ("div", "broadcast_div")],
    *[Expected(name, ("tangent of input(s) (0, 1)",), _share_past_the_range,
               "both inputs moving: the forward sweep adds each input's share, t/b and −t·y/b (its step "
               "records show them), where PyTorch divides once, (ta − tb·y)/b: where a share is beyond "
               "the dtype (b = 0, or 1/b past the largest number) their sum is inf − inf = nan")
      for name in ("div", "broadcast_div")],
    Expected("matmul", ("tangent of input(s) (0,)",), _matmul_moving_a,
             "one input moving: PyTorch's forward rule adds a @ 0 for the constant b, and 0 · inf or "
             "0 · nan in it gives nan; a constant adds nothing to the tangent (Gradwalk's rule, and the "
             "mathematics), as in Dual"),
    Expected("matmul", ("tangent of input(s) (1,)",), _matmul_moving_b, "the same, with 0 @ b"),
    Expected("matmul", ("(seed huge)",), _matmul_products_past_max,
             "a product past the largest number inside a sum (max·(−2) + max·1): numpy's matrix product "
             "may fuse the multiply and add (BLAS), giving the exact −max where two roundings give "
             "−inf; which one depends on the machine, and both round correctly in their own way"),
]


# --- comparing ---------------------------------------------------------------------------------------

def _disagree(got: np.ndarray, want: np.ndarray, dtype: str) -> np.ndarray:
    """Where two arrays of one dtype disagree: see the module's docstring."""
    with np.errstate(all="ignore"):
        g, w = got.astype(np.float64), want.astype(np.float64)
        both_nan = np.isnan(g) & np.isnan(w)
        scale = np.spacing(np.maximum(np.abs(got), np.abs(want))).astype(np.float64)
        close = np.isfinite(g) & np.isfinite(w) & (np.abs(g - w) <= ULPS[dtype] * scale)
        return ~(both_nan | (g == w) | close)


def _as_array(value) -> np.ndarray | None:
    """A Gradwalk, Dual or PyTorch result as a numpy array."""
    if value is None or isinstance(value, np.ndarray):
        return value
    if isinstance(value, Tensor):
        return value.numpy()
    if isinstance(value, torch.Tensor):
        return value.detach().numpy(force=True)  # force: PyTorch's zeros of double backward
    return np.asarray(value)


def _fitted(mask: np.ndarray, shape: tuple) -> np.ndarray:
    """`mask` in `shape`: broadcast, or folded like a gradient where an input of size 1 was stretched
    (an element of the fold is concerned when one of its copies is)."""
    mask = np.asarray(mask)
    if mask.ndim == len(shape):
        stretched = tuple(i for i, (m, n) in enumerate(zip(mask.shape, shape)) if n == 1 != m)
        mask = mask.any(axis=stretched, keepdims=True)
    return np.broadcast_to(mask, shape)


class Report:
    """The disagreements of one trial in one dtype, element by element, less the expected ones."""

    def __init__(self, trial: Trial, dtype: str, inputs: list):
        self.trial, self.dtype, self.inputs = trial, dtype, inputs
        self.lines: list[str] = []

    def compare(self, check: str, what: str, got, want, dtype: str | None = None) -> None:
        dtype = dtype or self.dtype
        got, want = _as_array(got), _as_array(want)
        if got is None or want is None:  # no gradient, or no tangent: zeros agree with it
            if got is None and want is None:
                return
            got, want = [np.zeros_like(other) if v is None else v for v, other in ((got, want), (want, got))]
        got, want = np.atleast_1d(got), np.atleast_1d(want)  # a sum's 0-d result: one element
        if got.shape != want.shape:
            self.lines.append(f"{self.trial.label} [{dtype}] {what}: shape {got.shape}, PyTorch {want.shape}")
            return
        bad = _disagree(got, want, dtype)
        if check == "value":  # a value's zero has a sign that a later 1/x sees: -0 is not 0 here
            bad |= (got == 0) & (want == 0) & (np.signbit(got) != np.signbit(want))
        for expected in EXPECTED:
            if expected.op in (self.trial.op, self.trial.label) and any(c in what for c in expected.checks):
                bad &= ~_fitted(expected.where(self.inputs), bad.shape)
        for index in zip(*np.nonzero(bad)):
            self.lines.append(f"{self.trial.label} [{dtype}] {what} at {self._at(index)}: "
                              f"Gradwalk {got[index]!r}, PyTorch {want[index]!r}")

    def _at(self, index) -> str:
        # every input's first axis runs along the special values (or their pairs), as the results' do
        row = index[0] if index else 0
        parts = [repr(x[row].tolist()) for x in self.inputs if x.ndim and len(x) > row]
        return ", ".join(parts) + f" (index {tuple(int(i) for i in index)})"


# --- the checks --------------------------------------------------------------------------------------

def _torch_inputs(inputs, requires_grad=True):
    return [torch.from_numpy(np.array(x)).requires_grad_(requires_grad) for x in inputs]


def _fill(value, shape, np_dtype):
    if value == "huge":
        value = float(np.finfo(np_dtype).max)
    return np.full(shape, value, dtype=np_dtype)


def _moving_sets(arity):
    return [(0,)] if arity == 1 else [(0,), (1,), (0, 1)]


def _torch_jvp(fn, inputs, moving, tangent):
    primals = _torch_inputs(inputs, requires_grad=False)

    def along(*moved):
        args = list(primals)
        for k, value in zip(moving, moved):
            args[k] = value
        return fn(*args)

    tangents = tuple(torch.full_like(primals[k], tangent) for k in moving)
    return jvp(along, tuple(primals[k] for k in moving), tangents)[1]


def _gradients(trial, inputs, dtype, report, create_graph):
    xs = [Var(x, dtype=dtype) for x in inputs]
    y = trial.gradwalk(*xs)
    ts = _torch_inputs(inputs)
    ty = trial.torch(*ts)
    out_dtype = y.dtype
    if not create_graph:
        report.compare("value", "value", y, ty, out_dtype)
    kind = "create_graph gradient" if create_graph else "gradient"
    for seed in SEEDS:
        seed_array = _fill(seed, y.shape, NUMPY[out_dtype])
        grads = y.backward(Tensor(seed_array, dtype=out_dtype), create_graph=create_graph)
        theirs = torch.autograd.grad(ty, ts, torch.from_numpy(seed_array), retain_graph=True,
                                     allow_unused=True) if ty.requires_grad else [None] * len(ts)
        for k, x in enumerate(xs):
            report.compare("gradient", f"{kind} of input {k} (seed {seed})", grads.get(x), theirs[k])


def _tangents(trial, inputs, dtype, report):
    xs = [Var(x, dtype=dtype) for x in inputs]
    y = trial.gradwalk(*xs)
    for moving in _moving_sets(len(inputs)):
        for t in TANGENTS:
            mine = y.forward_tangents({xs[k]: t for k in moving}).get(y)
            theirs = _torch_jvp(trial.torch, inputs, moving, t)
            report.compare("tangent", f"tangent of input(s) {moving} = {t}", mine, theirs, y.dtype)


def _duals(trial, inputs, report):
    # the operands not moving are constants, Dual(c): they add nothing to the tangent
    for moving in _moving_sets(len(inputs)):
        for t in TANGENTS:
            duals = [Dual(x, t) if k in moving else Dual(x) for k, x in enumerate(inputs)]
            result = trial.dual(*duals)
            theirs = _torch_jvp(trial.torch, inputs, moving, t)
            report.compare("tangent", f"Dual tangent of input(s) {moving} = {t}", result.tangent, theirs)
    report.compare("value", "Dual value", result.value, trial.torch(*_torch_inputs(inputs, False)))
    constant = trial.dual(*[Dual(x) for x in inputs])
    assert constant.is_constant, f"{trial.label}: a result of constants has a tangent"


def _second(trial, inputs, report):
    x = Var(inputs[0], dtype="f64")
    first = trial.gradwalk(x).backward(create_graph=True).get(x)
    mine = first.backward().get(x) if first is not None and first.requires_grad else None
    tx = _torch_inputs(inputs)[0]
    (grad,) = torch.autograd.grad(trial.torch(tx), tx, torch.ones_like(tx), create_graph=True)
    theirs = (torch.autograd.grad(grad, tx, torch.ones_like(tx), allow_unused=True)[0]
              if grad.requires_grad else None)
    report.compare("second", "second derivative", mine, theirs)


CASES = [(trial, dtype) for trial in TRIALS for dtype in trial.dtypes]


def run(trial: Trial, dtype: str) -> list[str]:
    """Every disagreement of `trial` in `dtype` that EXPECTED does not explain."""
    inputs = trial.inputs(dtype)
    report = Report(trial, dtype, inputs)
    _gradients(trial, inputs, dtype, report, create_graph=False)
    _gradients(trial, inputs, dtype, report, create_graph=True)
    _tangents(trial, inputs, dtype, report)
    if dtype == "f64" and trial.dual is not None:
        _duals(trial, inputs, report)
    if dtype == "f64" and trial.second:
        _second(trial, inputs, report)
    return report.lines


@pytest.mark.parametrize("trial, dtype", CASES, ids=[f"{t.label}-{d}" for t, d in CASES])
def test_the_numbers_agree_with_torch(trial, dtype):
    lines = run(trial, dtype)
    assert not lines, f"{len(lines)} disagreements:\n" + "\n".join(lines[:60])


def test_every_operation_is_compared():
    compared = {trial.op for trial in TRIALS}
    assert compared | set(NOT_COMPARED) == set(OPS), sorted(set(OPS) - compared - set(NOT_COMPARED))
