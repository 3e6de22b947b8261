"""Forward mode's other design: dual numbers, which carry their tangent along as they compute and
record nothing.

    x = Dual(2.0, 1.0)             # the value 2, moving at speed 1
    y = x.sqr() + 3 * x            # Dual(10.0, 7.0): y and dy/dx, in one pass
    y.value, y.tangent

A `Dual` is a value and its tangent (numbers, or numpy arrays of one shape). Every operation
computes its result and, beside it, the result's tangent from the operands' tangents, with the
same forward rules as the graph's forward sweep (core/engine/ops.py's `tangent`). A constant
(`Dual(2.0)`, or a plain number in `x * 2`) has no tangent at all, not a tangent of zero: it adds
nothing to a result's tangent, as a tensor no seed reaches adds nothing in the graph's sweep. So
`Dual(inf, 1) * 2` moves at 2, where a zero tangent would have made 0 · inf = nan of it. Nothing is kept:
the tangent of each intermediate exists only while the computation passes it, so there is no
graph to step through, and no backward pass possible. Lesson 4 compares reverse mode's two
designs, the graph and the tape; forward mode's are the sweep over a recorded graph
(core/engine/forward.py) and this.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .ops import OPS

__all__ = ["Dual", "UNARY"]

# The operations a Dual offers as methods, by the op table's names.
UNARY = ("neg", "sqr", "sqrt", "exp", "log", "tanh", "recip", "relu", "sigmoid", "softplus", "abs")


class Dual:
    """A value and its tangent, moving through the operations together."""

    __slots__ = ("value", "_tangent")

    def __init__(self, value: Any, tangent: Any = None) -> None:
        """`tangent` None: a constant, which does not move. A tangent of another shape than the
        value's is a ValueError (a number is the same speed for every element)."""
        self.value = np.asarray(value, dtype=np.float64)
        self._tangent = None if tangent is None else np.broadcast_to(
            np.asarray(tangent, dtype=np.float64), self.value.shape).copy()

    @property
    def tangent(self) -> np.ndarray:
        """How fast the value moves: zeros for a constant."""
        return np.zeros_like(self.value) if self._tangent is None else self._tangent

    @property
    def is_constant(self) -> bool:
        return self._tangent is None

    def __repr__(self) -> str:
        if self._tangent is None:
            return f"Dual({self.value!r})"
        return f"Dual({self.value!r}, {self._tangent!r})"

    # --- one operand -----------------------------------------------------------------------------

    def _unary(self, name: str, *params: Any) -> Dual:
        op = OPS[name]
        with np.errstate(all="ignore"):  # inf and nan are results here, as in the engine
            value = op.forward(np, self.value, *params)
            if self._tangent is None:
                return Dual(value)
            tangent = op.tangent(0, np, self._tangent, value, [self.value], params)
        return Dual(value, tangent)

    def affine(self, mul: float, add: float) -> Dual:
        return self._unary("affine", float(mul), float(add))

    def powf(self, exponent: float) -> Dual:
        return self._unary("powf", float(exponent))

    def sum_all(self) -> Dual:
        return self._unary("sum_all")

    # --- two operands ----------------------------------------------------------------------------

    def _binary(self, name: str, other: Any, swap: bool = False) -> Dual:
        other = other if isinstance(other, Dual) else Dual(other)
        a, b = (other, self) if swap else (self, other)
        op = OPS[name]
        with np.errstate(all="ignore"):
            value = np.asarray(op.forward(a.value, b.value))
            inputs = [a.value, b.value]
            # only the operands that move add to the tangent: a constant's share is none, not 0 · ∂
            parts = [op.tangent(position, np, operand._tangent, value, inputs, ())
                     for position, operand in enumerate((a, b)) if operand._tangent is not None]
        if not parts:
            return Dual(value)
        return Dual(value, parts[0] if len(parts) == 1 else parts[0] + parts[1])

    def __add__(self, other: Any) -> Dual:
        return self._binary("broadcast_add", other)

    def __radd__(self, other: Any) -> Dual:
        return self._binary("broadcast_add", other, swap=True)

    def __sub__(self, other: Any) -> Dual:
        return self._binary("broadcast_sub", other)

    def __rsub__(self, other: Any) -> Dual:
        return self._binary("broadcast_sub", other, swap=True)

    def __mul__(self, other: Any) -> Dual:
        return self._binary("broadcast_mul", other)

    def __rmul__(self, other: Any) -> Dual:
        return self._binary("broadcast_mul", other, swap=True)

    def __truediv__(self, other: Any) -> Dual:
        return self._binary("broadcast_div", other)

    def __rtruediv__(self, other: Any) -> Dual:
        return self._binary("broadcast_div", other, swap=True)

    def __neg__(self) -> Dual:
        return self._unary("neg")

    def __pow__(self, exponent: float) -> Dual:
        return self.powf(exponent)


def _method(name: str):
    def method(self: Dual) -> Dual:
        return self._unary(name)
    method.__name__ = name
    method.__doc__ = f"{OPS[name].summary}, and its tangent"
    return method


for _name in UNARY:
    setattr(Dual, _name, _method(_name))
