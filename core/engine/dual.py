"""Forward mode's other design: dual numbers, which carry their tangent along as they compute and
record nothing.

    x = Dual(2.0, 1.0)             # the value 2, moving at speed 1
    y = x.sqr() + 3 * x            # Dual(10.0, 7.0): y and dy/dx, in one pass
    y.value, y.tangent

A `Dual` is a value and its tangent (numbers, or numpy arrays of one shape). Every operation
computes its result and, beside it, the result's tangent from the operands' tangents, with the
same forward rules as the graph's forward sweep (core/engine/ops.py's `tangent`). Nothing is kept:
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

    __slots__ = ("value", "tangent")

    def __init__(self, value: Any, tangent: Any = 0.0) -> None:
        self.value = np.asarray(value, dtype=np.float64)
        self.tangent = np.broadcast_to(np.asarray(tangent, dtype=np.float64), self.value.shape).copy()

    def __repr__(self) -> str:
        return f"Dual({self.value!r}, {self.tangent!r})"

    # --- one operand -----------------------------------------------------------------------------

    def _unary(self, name: str, *params: Any) -> Dual:
        op = OPS[name]
        with np.errstate(all="ignore"):  # inf and nan are results here, as in the engine
            value = op.forward(np, self.value, *params)
            tangent = op.tangent(0, np, self.tangent, value, [self.value], params)
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
            tangent = (op.tangent(0, np, a.tangent, value, inputs, ())
                       + op.tangent(1, np, b.tangent, value, inputs, ()))
        return Dual(value, tangent)

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
