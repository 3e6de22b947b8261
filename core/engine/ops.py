"""Every operation of the engine, each in one entry of one table.

An entry holds everything Gradwalk knows about an operation, side by side:

- `forward`: the result. A one-input operation computes it as `forward(xp, x, *params)` with the
  array library `xp` (numpy or cupy: `xp.exp(x)`); a two-input operation is plain arithmetic on
  two arrays, `forward(a, b)`, the same for both libraries (Python's `operator.add`, say);
- `vjps`: one backward rule per input, `vjp(F, g, y, *inputs, *params)`. Given `g`, the gradient
  arriving at the result `y`, it returns that input's share, g · ∂y/∂input (a vector-Jacobian
  product), in the input's shape or in the broadcast shape it was stretched to (any other shape
  is an error that names the operation). `F` is core/engine/gradmath.py's toolbox, so the same
  rule serves plain and `create_graph` backward passes. `vjps=None` means the operation has no
  gradient;
- `formulas`: the local derivative ∂y/∂input as a short text for the graph's edges, with `{x}`
  (or `{a}`, `{b}`) standing for the input and `{y}` for the result;
- `locals`: where the derivative is elementwise, its value, `local(xp, y, *inputs, *params)`;
- `jvps`: the forward rules, one per input, `jvp(xp, t, y, *inputs, *params)`: given `t`, a tangent
  of that input (in its shape), the change it makes in the result, ∂y/∂input · t (a
  Jacobian-vector product), in the result's shape. Where the derivative is elementwise the rule is
  `local · t` and need not be written; reductions, shape changes, the matrix product and the casts
  write theirs (core/engine/forward.py carries tangents with them);
- `tangent_texts`: where the forward rule is not `local · t`, the rule in words for a forward
  sweep's edge, one per input, with {0} for the tangent, {1} and {2} for the inputs
  (`{0} @ {2}` into a matrix product); core/engine/describe.py's `tangent_rule` writes them out;
- `summary`: what the operation computes, in a few words (`y = a + b`), for the palette and help.

Adding an operation takes two places: one `Op(...)` here, and the one-line method in
core/engine/tensor.py that calls it. Its texts are marked with QT_TRANSLATE_NOOP (core/words.py),
so the translation tools find them; they are translated where they are shown. The expression
language offers every such method by itself
(core/expr), and the tests walk this table: they ask for one test case per operation
(tests/core/engine/engine_cases.py) and check every backward rule against finite differences.
"""

from __future__ import annotations

import dataclasses
import math
import operator
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from gradwalk.core.words import QT_TRANSLATE_NOOP

from .format import code_number

__all__ = ["Op", "OPS", "sigmoid", "one_minus_square", "zero_where", "ELEMENTWISE", "BROADCAST", "REDUCE",
           "SHAPE", "MATMUL", "CAST", "NO_GRADIENT"]

ELEMENTWISE = "elementwise"
BROADCAST = "broadcast"
REDUCE = "reduce"
SHAPE = "shape"
MATMUL = "matmul"
CAST = "cast"
NO_GRADIENT = "no gradient"


@dataclass(frozen=True, slots=True)
class Op:
    name: str
    arity: int
    forward: Callable
    vjps: tuple | None
    formulas: tuple = ()
    locals: tuple = ()
    kind: str = ELEMENTWISE
    float_only: bool = False
    summary: str = ""
    jvps: tuple | None = None  # None: `local · t`, from `locals`
    tangent_texts: tuple = ()  # the forward rule in words, where it is not `local · t`

    def formula(self, position: int, input_shapes: list, params: tuple) -> str:
        """The local derivative of the result with respect to input `position`, as text."""
        if not self.formulas:
            return "no gradient"
        formula = self.formulas[position]
        return formula(input_shapes, *params) if callable(formula) else formula

    def tangent(self, position: int, xp: Any, t: Any, y: Any, inputs: list, params: tuple) -> Any:
        """The forward rule: what input `position`'s tangent `t` changes in the result (∂y/∂x · t)."""
        if self.jvps is not None:
            return self.jvps[position](xp, t, y, *inputs, *params)
        return self.local_value(position, xp, y, inputs, params) * t  # broadcast to y's shape

    def local_value(self, position: int, xp: Any, y: Any, inputs: list, params: tuple) -> Any:
        """The elementwise local derivative as an array, or None where it is not elementwise."""
        if not self.locals or self.locals[position] is None:
            return None
        return self.locals[position](xp, y, *inputs, *params)


OPS: dict[str, Op] = {}


def _register(op: Op) -> Op:
    OPS[op.name] = op
    return op


def _count(shape, dims):
    """How many elements a reduction over `dims` of `shape` takes together."""
    return math.prod([shape[d] for d in dims])


def _size(shape):
    return math.prod(shape)


# f16 holds numbers up to 65504: ten thousand 10s already add up past it, and a count of 70,000
# elements is inf. So f16 sums and means add up in f32 (as numpy's mean and PyTorch do) and round
# to f16 once, at the end; the other dtypes add up in their own type.
_F16, _F32 = np.dtype(np.float16), np.dtype(np.float32)


def _sum(x, axis=None, keepdims=False):
    if x.dtype == _F16:
        return x.sum(axis=axis, keepdims=keepdims, dtype=_F32).astype(_F16)
    return x.sum(axis=axis, keepdims=keepdims)


def _mean(x, count, axis=None, keepdims=False):
    if x.dtype == _F16:
        return (x.sum(axis=axis, keepdims=keepdims, dtype=_F32) / count).astype(_F16)
    return x.sum(axis=axis, keepdims=keepdims) / count


# --- binary, elementwise: same shapes, or broadcast_ forms that stretch size-1 axes ----------------
# One definition serves `add` and `broadcast_add`. A rule may return its gradient in the result's
# shape: the walk (core/engine/backward.py) folds it back to the input's shape, summing the shares of
# every copy a broadcast made of an element.

def _register_binary(name, summaries, forward, vjp_a, vjp_b, formula_a, formula_b, local_a, local_b,
                     tangents, float_only=False):
    """`name` and `broadcast_name`, with their summaries; `tangents`, each input's share of the
    tangent in words, is the stretching form's forward rule (elementwise, `local · t` says it)."""
    for op_name, kind, summary, texts in ((name, ELEMENTWISE, summaries[0], ()),
                                          ("broadcast_" + name, BROADCAST, summaries[1], tangents)):
        _register(Op(op_name, 2, forward, vjps=(vjp_a, vjp_b), formulas=(formula_a, formula_b),
                     locals=(local_a, local_b), kind=kind, float_only=float_only, summary=summary,
                     tangent_texts=texts))


def _sign(raw):
    return (raw > 0) * 1 - (raw < 0) * 1


def _ones(xp, y, *_):
    return xp.ones(xp.shape(y), dtype=y.dtype)


_register_binary("add", (QT_TRANSLATE_NOOP("Operations", "y = a + b"),
                         QT_TRANSLATE_NOOP("Operations", "y = a + b, stretching size-1 axes")),
        operator.add,
        lambda F, g, y, a, b: g,                          # ∂(a+b)/∂a = 1
        lambda F, g, y, a, b: g,                          # ∂(a+b)/∂b = 1
        "1", "1", _ones, _ones,
        ("{0}", "{0}"))
_register_binary("sub", (QT_TRANSLATE_NOOP("Operations", "y = a − b"),
                         QT_TRANSLATE_NOOP("Operations", "y = a − b, stretching size-1 axes")),
        operator.sub,
        lambda F, g, y, a, b: g,                          # ∂(a−b)/∂a = 1
        lambda F, g, y, a, b: F.neg(g),                   # ∂(a−b)/∂b = −1
        "1", "−1", _ones, lambda xp, y, a, b: -_ones(xp, y),
        ("{0}", "−{0}"))
_register_binary("mul", (QT_TRANSLATE_NOOP("Operations", "y = a · b"),
                         QT_TRANSLATE_NOOP("Operations", "y = a · b, stretching size-1 axes")),
        operator.mul,
        lambda F, g, y, a, b: F.mul(g, b),                # ∂(a·b)/∂a = b
        lambda F, g, y, a, b: F.mul(g, a),                # ∂(a·b)/∂b = a
        "{b}", "{a}",
        lambda xp, y, a, b: xp.broadcast_to(b, xp.shape(y)),
        lambda xp, y, a, b: xp.broadcast_to(a, xp.shape(y)),
        ("{0}·{2}", "{1}·{0}"))
_register_binary("div", (QT_TRANSLATE_NOOP("Operations", "y = a / b"),
                         QT_TRANSLATE_NOOP("Operations", "y = a / b, stretching size-1 axes")),
        operator.truediv,
        lambda F, g, y, a, b: F.div(g, b),                # ∂(a/b)/∂a = 1/b
        lambda F, g, y, a, b: F.neg(F.div(F.mul(g, y), b)),  # ∂(a/b)/∂b = −a/b² = −y/b
        "1/{b}", "−{a}/{b}²",
        lambda xp, y, a, b: xp.broadcast_to(1 / b, xp.shape(y)),
        lambda xp, y, a, b: -y / b,
        ("{0} / {2}", "−{1}·{0} / {2}²"))


# --- unary, elementwise ------------------------------------------------------------------------

def _register_unary(name, forward, vjp, formula, local, summary, float_only=True):
    return _register(Op(name, 1, forward, vjps=(vjp,), formulas=(formula,), locals=(local,),
                        kind=ELEMENTWISE, float_only=float_only, summary=summary))


_register_unary("neg", lambda xp, x: -x,
       lambda F, g, y, x: F.neg(g),                              # d(−x)/dx = −1
       "−1", lambda xp, y, x: -_ones(xp, y), QT_TRANSLATE_NOOP("Operations", "y = −x"), float_only=False)
_register_unary("sqr", lambda xp, x: x * x,
       lambda F, g, y, x: _twice(F.add, F.mul(g, x)),            # d(x²)/dx = 2x: g·x + g·x (see _twice)
       "2·{x}", lambda xp, y, x: 2 * x, QT_TRANSLATE_NOOP("Operations", "y = x²"), float_only=False)
_register_unary("sqrt", lambda xp, x: xp.sqrt(x),
       lambda F, g, y, x: F.div(F.scale(g, 0.5), y),             # d√x/dx = 1/(2√x)
       "1/(2·√{x})", lambda xp, y, x: 0.5 / y, QT_TRANSLATE_NOOP("Operations", "y = √x"))
_register_unary("exp", lambda xp, x: xp.exp(x),
       lambda F, g, y, x: F.mul(g, y),                           # d(eˣ)/dx = eˣ
       "exp({x})", lambda xp, y, x: y, QT_TRANSLATE_NOOP("Operations", "y = eˣ"))
_register_unary("log", lambda xp, x: xp.log(x),
       lambda F, g, y, x: F.div(g, x),                           # d(ln x)/dx = 1/x
       "1/{x}", lambda xp, y, x: 1 / x, QT_TRANSLATE_NOOP("Operations", "y = ln x"))
_register_unary("tanh", lambda xp, x: xp.tanh(x),
       lambda F, g, y, x: F.mul(g, F.one_minus_square(y)),       # d tanh/dx = 1 − tanh²
       "1 − tanh²({x})", lambda xp, y, x: one_minus_square(xp, y),
       QT_TRANSLATE_NOOP("Operations", "y = tanh x"))
_register_unary("recip", lambda xp, x: 1 / x,
       lambda F, g, y, x: F.neg(F.mul(g, F.mul(y, y))),          # d(1/x)/dx = −1/x² = −y²
       "−1/{x}²", lambda xp, y, x: -(y * y), QT_TRANSLATE_NOOP("Operations", "y = 1/x"))
# relu passes g where x > 0 and 0 where x ≤ 0, selected rather than multiplied by a mask: an inf
# arriving where relu is flat gives 0, not 0 · inf = nan (PyTorch selects too). A nan x gives a nan
# y, which came from x, and takes the gradient, as a nan does in max_keepdim (and in PyTorch).
_register_unary("relu", lambda xp, x: xp.maximum(x, 0),
       lambda F, g, y, x: F.zero_where(F.data(x) <= 0, g),     # g where x > 0 (or nan), else 0
       "1 if {x} > 0, else 0", lambda xp, y, x: (~(x <= 0)).astype(y.dtype),
       QT_TRANSLATE_NOOP("Operations", "y = max(x, 0)"), float_only=False)


def _twice(add, p):
    # p + p is exact. Computing 2·x first, as g·(x + x), overflows for x past half the dtype's
    # largest number, where g·x + g·x need not (−0.5 · 2 · 1e308 is −1e308, not −inf; a g of 0
    # would give 0 · inf = nan): PyTorch's x*x adds the same two products.
    return add(p, p)


def one_minus_square(xp: Any, y: Any) -> Any:
    """1 − y², tanh's derivative from its result. In f16 it is computed in f32 and rounded once, as
    PyTorch does: y² rounded to f16 before the subtraction loses bits of 1 − y² where |y| is near 1
    (at x = −2, 0.07080 for 0.07096: three f16 ulps off). Other dtypes lose an ulp or two at most,
    and keep the two passes of `1 − y·y`."""
    if y.dtype == _F16:
        wide = y.astype(_F32)
        return (1 - wide * wide).astype(_F16)
    return 1 - y * y


_SAME_SIZE_INTS = {2: np.int16, 4: np.int32, 8: np.int64}


def zero_where(xp: Any, drop: Any, a: Any) -> Any:
    """`a`, with +0 where the mask `drop` is true: a selection, so an inf or nan in `a` that is dropped
    gives 0 (multiplying by a 0/1 mask would give 0 · inf = nan there). Broadcasts `a` to `drop`'s shape."""
    if xp is not np:
        return xp.where(drop, a.dtype.type(0), a)
    # numpy's where takes several times as long as the multiplication by a mask it replaces;
    # clearing the bits of the dropped elements takes as long: drop − 1 is 0 (dropped) or −1, all
    # bits set, and a & 0 is +0.0
    ints = _SAME_SIZE_INTS[a.dtype.itemsize]
    return np.bitwise_and(a.view(ints), np.subtract(drop, 1, dtype=ints)).view(a.dtype)


def sigmoid(xp: Any, x: Any) -> Any:
    """σ(x) = 1/(1 + e⁻ˣ), computed so that nothing overflows: e^−|x| is at most 1, and for x < 0
    σ(x) = eˣ/(1 + eˣ). Written 1/(1 + e⁻ˣ), e⁻ˣ is inf for x below about −709 in f64 and −11
    in f16, and σ would read 0 where it holds eˣ (σ(−12) is 6.1e-6, which f16 holds)."""
    small = xp.exp(-xp.abs(x))
    return xp.where(x >= 0, 1 / (1 + small), small / (1 + small))


_register_unary("sigmoid", sigmoid,
       lambda F, g, y, x: F.mul(g, F.mul(y, F.one_minus(y))),    # σ' = σ·(1 − σ)
       "σ({x})·(1 − σ({x}))", lambda xp, y, x: y * (1 - y),
       QT_TRANSLATE_NOOP("Operations", "y = 1/(1 + e⁻ˣ)"))
# softplus(x) = ln(1 + eˣ), written as numpy's logaddexp(0, x): 1 + eˣ would overflow to inf for x
# above about 709 (and round to 1 below about −37), where softplus is x (or eˣ) to the last bit.
# A loss for two classes from a logit z and a label y is softplus(z) − y·z: the cross-entropy,
# never the log of a sigmoid that has rounded to 0 or 1.
_register_unary("softplus", lambda xp, x: xp.logaddexp(0, x),
       lambda F, g, y, x: F.mul(g, F.sigmoid(x)),                # d ln(1 + eˣ)/dx = σ(x)
       "σ({x})", lambda xp, y, x: sigmoid(xp, x), QT_TRANSLATE_NOOP("Operations", "y = ln(1 + eˣ)"))
_register_unary("abs", lambda xp, x: xp.abs(x),
       lambda F, g, y, x: F.mul(g, F.constant(_sign(F.data(x)), x)),  # d|x|/dx = sign(x)
       "sign({x})", lambda xp, y, x: _sign(x).astype(y.dtype),
       QT_TRANSLATE_NOOP("Operations", "y = |x|"), float_only=False)


def _affine(xp, x, mul, add):
    # Skip a pass over the data when one half is a no-op (x · 1 or + 0): Python-side arithmetic on
    # the two numbers is free, a pass over a large array is not.
    if add == 0:
        return x * mul
    if mul == 1:
        return x + add
    return x * mul + add


_register(Op("affine", 1, _affine,
             vjps=(lambda F, g, y, x, mul, add: F.scale(g, mul),),  # d(m·x + c)/dx = m
             formulas=(lambda shapes, mul, add: code_number(mul),),  # the digits its label shows
             locals=(lambda xp, y, x, mul, add: xp.full(xp.shape(y), mul, dtype=y.dtype),),
             float_only=True, summary=QT_TRANSLATE_NOOP("Operations", "y = m·x + c")))
def _powf_vjp(F, g, y, x, e):
    if e == 0:  # x⁰ = 1 is flat everywhere, 0 included, where e·x^(e−1) would read 0 · inf (PyTorch: 0)
        return F.zeros_like(x)
    return F.mul(g, F.scale(F.powf(x, e - 1), e))  # e·x^(e−1)


def _powf_local(xp, y, x, e):
    return xp.zeros_like(x) if e == 0 else e * x ** (e - 1)


_register(Op("powf", 1, lambda xp, x, e: x**e,
             vjps=(_powf_vjp,),
             formulas=(lambda shapes, e: f"{code_number(e)}·{{x}}^{code_number(e - 1)}" if e != 0 else "0",),
             locals=(_powf_local,),
             float_only=True, summary=QT_TRANSLATE_NOOP("Operations", "y = xᵉ")))


# --- without a gradient: flat almost everywhere, so the walk stops here (Candle does the same) ----

for _name, _fn, _summary in (
        ("round", lambda xp, x: xp.round(x), QT_TRANSLATE_NOOP("Operations", "nearest whole number")),
        ("floor", lambda xp, x: xp.floor(x), QT_TRANSLATE_NOOP("Operations", "round down")),
        ("ceil", lambda xp, x: xp.ceil(x), QT_TRANSLATE_NOOP("Operations", "round up")),
        ("sign", lambda xp, x: xp.sign(x), QT_TRANSLATE_NOOP("Operations", "−1, 0 or 1"))):
    _register(Op(_name, 1, _fn, vjps=None, kind=NO_GRADIENT, summary=_summary))


# --- reductions ----------------------------------------------------------------------------------

_register(Op("sum_all", 1, lambda xp, x: _sum(x),
             vjps=(lambda F, g, y, x: F.broadcast_to(g, x.shape),),  # each element counts once
             formulas=("1",), locals=(lambda xp, y, x: xp.ones(xp.shape(x), dtype=x.dtype),),
             kind=REDUCE, summary=QT_TRANSLATE_NOOP("Operations", "y = Σ x")))
_register(Op("mean_all", 1, lambda xp, x: _mean(x, x.size),  # what numpy's mean does, faster
             # each element's share, g / n, divided truly (g · (1/n) rounds twice)
             vjps=(lambda F, g, y, x: F.broadcast_to(F.div_count(g, max(F.size(x), 1)), x.shape),),
             formulas=(lambda shapes: f"1/{_size(shapes[0])}",),
             locals=(lambda xp, y, x: xp.full(xp.shape(x), 1.0 / max(_size(x.shape), 1), dtype=x.dtype),),
             kind=REDUCE, float_only=True, summary=QT_TRANSLATE_NOOP("Operations", "y = mean of x")))
_register(Op("sum_keepdim", 1, lambda xp, x, dims: _sum(x, dims, keepdims=True),
             vjps=(lambda F, g, y, x, dims: F.broadcast_to(g, x.shape),),
             formulas=("1",), locals=(lambda xp, y, x, dims: xp.ones(xp.shape(x), dtype=x.dtype),),
             kind=REDUCE, summary=QT_TRANSLATE_NOOP("Operations", "y = Σ x along dims")))
_register(Op("mean_keepdim", 1, lambda xp, x, dims: _mean(x, _count(x.shape, dims), dims, keepdims=True),
             vjps=(lambda F, g, y, x, dims:
                   F.broadcast_to(F.div_count(g, max(_count(x.shape, dims), 1)), x.shape),),
             formulas=(lambda shapes, dims: f"1/{_count(shapes[0], dims)}",),
             locals=(lambda xp, y, x, dims:
                     xp.full(xp.shape(x), 1.0 / max(_count(x.shape, dims), 1), dtype=x.dtype),),
             kind=REDUCE, float_only=True,
             summary=QT_TRANSLATE_NOOP("Operations", "y = mean of x along dims")))


def _extreme_hits(x, y):
    """Where x is the extreme y: the element(s) equal to it, or, where y is nan (a nan among the
    elements is the extreme: max and min pass it on), the nan element(s). Compared as
    `a != a`, which only nan is, so numpy and cupy arrays need no array library here."""
    return (x == y) | ((x != x) & (y != y))


def _extreme_vjp(F, g, y, x, dims):
    # The whole gradient goes to the element(s) that are the extreme; the others get 0, even where g
    # is inf (selected, not multiplied by a mask: PyTorch's max gives them 0 too).
    return F.zero_where(~_extreme_hits(F.data(x), F.data(y)), g)


for _name, _fn, _word, _summary, _tangent in (
        ("max_keepdim", lambda xp, x, dims: x.max(axis=dims, keepdims=True), "largest",
         QT_TRANSLATE_NOOP("Operations", "y = the largest x along dims"),
         QT_TRANSLATE_NOOP("Walk", "{0} where the maximum is")),
        ("min_keepdim", lambda xp, x, dims: x.min(axis=dims, keepdims=True), "smallest",
         QT_TRANSLATE_NOOP("Operations", "y = the smallest x along dims"),
         QT_TRANSLATE_NOOP("Walk", "{0} where the minimum is"))):
    _register(Op(_name, 1, _fn, vjps=(_extreme_vjp,),
                 # Candle's rule for ties: every element equal to the extreme gets the whole
                 # gradient (PyTorch's amax shares it out evenly instead); a nan is the extreme,
                 # and takes the gradient, as PyTorch's max along a dimension gives it
                 formulas=(f"1 where {{x}} is the {_word} (each tie gets 1), else 0",),
                 locals=(lambda xp, y, x, dims: _extreme_hits(x, y).astype(x.dtype),),
                 kind=REDUCE, summary=_summary, tangent_texts=(_tangent,)))


# --- shape: the numbers move, none change, so the gradient moves back the same way ------------------

_register(Op("reshape", 1, lambda xp, x, shape: xp.reshape(x, shape),
             vjps=(lambda F, g, y, x, shape: F.reshape(g, x.shape),),
             formulas=("reshape back",), kind=SHAPE,
             summary=QT_TRANSLATE_NOOP("Operations", "same numbers, new shape")))
_register(Op("unsqueeze", 1, lambda xp, x, dim: xp.expand_dims(x, dim),
             vjps=(lambda F, g, y, x, dim: F.reshape(g, x.shape),),
             formulas=("reshape back",), kind=SHAPE,
             summary=QT_TRANSLATE_NOOP("Operations", "insert an axis of size 1")))
_register(Op("squeeze", 1, lambda xp, x, dim: xp.squeeze(x, axis=dim),
             vjps=(lambda F, g, y, x, dim: F.reshape(g, x.shape),),
             formulas=("reshape back",), kind=SHAPE,
             summary=QT_TRANSLATE_NOOP("Operations", "remove an axis of size 1")))
_register(Op("transpose", 1, lambda xp, x, dim0, dim1: xp.swapaxes(x, dim0, dim1),
             vjps=(lambda F, g, y, x, dim0, dim1: F.transpose(g, dim0, dim1),),
             formulas=("transpose back",), kind=SHAPE,
             summary=QT_TRANSLATE_NOOP("Operations", "swap two axes")))
_register(Op("broadcast_as", 1, lambda xp, x, shape: xp.broadcast_to(x, shape),
             vjps=(lambda F, g, y, x, shape: g,),  # the walk folds the copies' shares back
             formulas=("1 (copies add up)",), kind=BROADCAST,
             summary=QT_TRANSLATE_NOOP("Operations", "repeat along size-1 axes")))
_register(Op("copy", 1, lambda xp, x: xp.array(x, copy=True),
             vjps=(lambda F, g, y, x: g,), formulas=("1",), locals=(_ones,),
             kind=SHAPE, summary=QT_TRANSLATE_NOOP("Operations", "an independent copy")))


# --- one element: y = x[i, j], a number picked out of a tensor ---------------------------------------
# The gradient goes back to that element alone: zeros, with g at [i, j]. core/engine/elements.py
# opens a tensor operation into the scalar operations behind each element with it.

def _to_element(F, g, y, x, index):
    # a mask made where x lives (no copy from the host); selected, not multiplied, as max's rule:
    # an inf gradient gives 0 to the other elements, not 0 · inf = nan
    if index == ():
        return g  # x is one number: the element is all of it
    drop = F.data(x).astype(bool)
    drop[...] = True
    drop[index] = False
    return F.zero_where(drop, g)


def _index_text(index) -> str:
    return "[" + ",".join(str(i) for i in index) + "]"


_register(Op("element", 1, lambda xp, x, index: x[index], vjps=(_to_element,),
             formulas=(lambda shapes, index: f"1 at {_index_text(index)}",),
             kind=SHAPE, summary=QT_TRANSLATE_NOOP("Operations", "y = x[i, j]: one element of x")))


# --- matrix product: y = a @ b, so ∂L/∂a = g @ bᵀ and ∂L/∂b = aᵀ @ g ---------------------------

# The matrix product's local derivatives with the shapes they multiply: the shapes are why a
# gradient comes out in its tensor's own shape (g is the result's shape).
def _dims(shape) -> str:
    return "(" + "×".join(str(n) for n in shape) + ")"


def _swapped(shape) -> tuple:
    return (*shape[:-2], shape[-1], shape[-2])


def _out(shapes) -> tuple:
    a, b = shapes
    return (*np.broadcast_shapes(tuple(a[:-2]), tuple(b[:-2])), a[-2], b[-1])


_register(Op("matmul", 2, operator.matmul,
             vjps=(lambda F, g, y, a, b: F.matmul(g, F.swap_last(b)),
                   lambda F, g, y, a, b: F.matmul(F.swap_last(a), g)),
             formulas=(lambda shapes: f"g @ {{b}}ᵀ, {_dims(_out(shapes))}·{_dims(_swapped(shapes[1]))}",
                       lambda shapes: f"{{a}}ᵀ @ g, {_dims(_swapped(shapes[0]))}·{_dims(_out(shapes))}"),
             kind=MATMUL, summary=QT_TRANSLATE_NOOP("Operations", "y = a @ b")))


# --- element type and device: the gradient goes back converted ---------------------------------------

# Tensor.to_dtype and Tensor.to_device compute their results themselves (the result's dtype or
# device is not the input's, which `_apply` assumes), so these entries need no forward.
_register(Op("to_dtype", 1, None,
             vjps=(lambda F, g, y, x, np_dtype: F.cast_like(g, x),),
             formulas=("1",), locals=(_ones,), kind=CAST,
             summary=QT_TRANSLATE_NOOP("Operations", "convert the element type")))
_register(Op("to_device", 1, None,
             vjps=(lambda F, g, y, x, device: F.to_device_like(g, x),),
             formulas=("1",), kind=CAST, summary=QT_TRANSLATE_NOOP("Operations", "move to another device")))


# --- forward rules that are not `local · t` -------------------------------------------------------
# Each is the Jacobian-vector product matching the operation's backward rule above: for any
# cotangent c of the result, the sum of jvp(t)·c equals the sum of t·vjp(c)
# (tests/core/engine/test_forward.py checks both against finite differences).

def _with_jvps(name: str, *rules: Callable) -> None:
    OPS[name] = dataclasses.replace(OPS[name], jvps=rules)


def _extreme_jvp(xp, t, y, x, dims):
    # every element equal to the extreme moves it, as its backward rule gives each tie the gradient;
    # the others' tangents are dropped, an inf one included (not 0 · inf = nan)
    return _sum(zero_where(xp, ~_extreme_hits(x, y), t), dims, keepdims=True)


def _powf_jvp(xp, t, y, x, e):
    if e == 0:  # flat: no tangent passes, an inf one included, as the backward rule gives zeros
        return xp.zeros_like(y)
    return _powf_local(xp, y, x, e) * t


# Tangents add up as the values do, in f32 for f16 (see _sum): added in f16, 4096 tangents of 1
# along an axis stop at 2048, and a mean over 70,000 elements divides by a count f16 reads as inf.
_with_jvps("sum_all", lambda xp, t, y, x: _sum(t))
_with_jvps("mean_all", lambda xp, t, y, x: _mean(t, max(t.size, 1)))
_with_jvps("sum_keepdim", lambda xp, t, y, x, dims: _sum(t, dims, keepdims=True))
_with_jvps("mean_keepdim",
           lambda xp, t, y, x, dims: _mean(t, max(_count(x.shape, dims), 1), dims, keepdims=True))
_with_jvps("max_keepdim", _extreme_jvp)
_with_jvps("min_keepdim", _extreme_jvp)
_with_jvps("reshape", lambda xp, t, y, x, shape: xp.reshape(t, y.shape))
_with_jvps("unsqueeze", lambda xp, t, y, x, dim: xp.reshape(t, y.shape))
_with_jvps("squeeze", lambda xp, t, y, x, dim: xp.reshape(t, y.shape))
_with_jvps("transpose", lambda xp, t, y, x, dim0, dim1: xp.swapaxes(t, dim0, dim1))
_with_jvps("broadcast_as", lambda xp, t, y, x, shape: xp.broadcast_to(t, y.shape))
_with_jvps("copy", lambda xp, t, y, x: xp.array(t, copy=True))
_with_jvps("element", lambda xp, t, y, x, index: t[index])
_with_jvps("matmul", lambda xp, t, y, a, b: t @ b, lambda xp, t, y, a, b: a @ t)  # d(a·b) = da·b + a·db
_with_jvps("to_dtype", lambda xp, t, y, x, np_dtype: t.astype(np_dtype))
_with_jvps("affine", lambda xp, t, y, x, mul, add: t * mul)  # its local is an array of mul: skipped
_with_jvps("powf", _powf_jvp)
_with_jvps("sqr", lambda xp, t, y, x: _twice(operator.add, t * x))  # not 2x · t (see _twice)
_with_jvps("relu", lambda xp, t, y, x: zero_where(xp, x <= 0, t))  # as its backward rule selects
# Divided, not multiplied by the local derivatives 1/x, 1/b and −y/b: those overflow or round to 0
# where the tangent's own quotient does not (a tangent 0 at the smallest subnormal b would read
# 0 · inf = nan), and a division rounds once. The same forms as the backward rules, and PyTorch's.
_with_jvps("log", lambda xp, t, y, x: t / x)
for _name in ("div", "broadcast_div"):
    _with_jvps(_name, lambda xp, t, y, a, b: t / b, lambda xp, t, y, a, b: -(t * y) / b)
# to_device: the tangent moves with the value, between array libraries (core/engine/forward.py)


# --- forward rules in words, where they are not `local · t` (core/engine/describe.py's tangent_rule) --
# {0} is the tangent, {1} and {2} the inputs' names; the broadcast_ forms have theirs above.

def _with_tangent_texts(names: tuple[str, ...], *texts: str) -> None:
    for name in names:
        OPS[name] = dataclasses.replace(OPS[name], tangent_texts=texts)


_with_tangent_texts(("matmul",), "{0} @ {2}", "{1} @ {0}")
_with_tangent_texts(("sum_all",), "sum({0})")
_with_tangent_texts(("mean_all",), "mean({0})")
_with_tangent_texts(("sum_keepdim",), QT_TRANSLATE_NOOP("Walk", "{0} summed along the axis"))
_with_tangent_texts(("mean_keepdim",), QT_TRANSLATE_NOOP("Walk", "{0} averaged along the axis"))
_with_tangent_texts(("reshape", "squeeze", "unsqueeze"), QT_TRANSLATE_NOOP("Walk", "{0} reshaped"))
_with_tangent_texts(("transpose",), QT_TRANSLATE_NOOP("Walk", "{0} transposed"))
_with_tangent_texts(("element",), QT_TRANSLATE_NOOP("Walk", "that element of {0}"))
_with_tangent_texts(("broadcast_as",), QT_TRANSLATE_NOOP("Walk", "{0} stretched to the result's shape"))
_with_tangent_texts(("to_device",), QT_TRANSLATE_NOOP("Walk", "{0} moved to the result's device"))
