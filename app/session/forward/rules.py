"""How a forward sweep carries a tangent through an operation that is not elementwise, in words
for an edge's label: `tangent @ W` into a matrix product, `sum(tangent)` into a sum.

An elementwise operation multiplies the tangent by its local derivative, the same number its
edge shows in the backward walk (`∂/∂x = 2·x`). The others (a matrix product, a sum, a reshape, a
broadcast) have a rule of their own, and their backward formulas speak of the gradient arriving
from the result (`Wᵀ @ g`), which a forward sweep does not have. `forward_rule(op, position,
inputs, same_shape)` says the forward rule instead, or None where the local derivative says it.
"""

from __future__ import annotations

from collections.abc import Sequence

from gradwalk.core.engine.format import as_operand, clip
from gradwalk.core.words import translate

__all__ = ["forward_rule"]

RESHAPING = ("reshape", "squeeze", "unsqueeze")
BROADCASTING = ("broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div")


def forward_rule(op: str | None, position: int, inputs: Sequence[str], same_shape: bool) -> str | None:
    """The rule that carries input `position`'s tangent through `op` (the inputs' labels given),
    as a label's first line; None where the edge is elementwise (its local derivative says it)."""
    t = translate("Walk", "tangent")
    names = [as_operand(clip(name, 16)) for name in inputs]
    other = names[1 - position] if len(names) == 2 else ""
    if op == "matmul":
        rule = f"{t} @ {other}" if position == 0 else f"{other} @ {t}"
    elif op in ("sum_all", "mean_all"):
        rule = f"{op.split('_')[0]}({t})"
    elif op == "sum_keepdim":
        rule = translate("Walk", "{0} summed along the axis").format(t)
    elif op == "mean_keepdim":
        rule = translate("Walk", "{0} averaged along the axis").format(t)
    elif op in ("max_keepdim", "min_keepdim"):
        rule = (translate("Walk", "{0} where the maximum is") if op == "max_keepdim"
                else translate("Walk", "{0} where the minimum is")).format(t)
    elif op in RESHAPING:
        rule = translate("Walk", "{0} reshaped").format(t)
    elif op == "transpose":
        rule = translate("Walk", "{0} transposed").format(t)
    elif op == "broadcast_as":
        rule = translate("Walk", "{0} stretched to the result's shape").format(t)
    elif op == "to_device":
        rule = translate("Walk", "{0} moved to the result's device").format(t)
    elif op in BROADCASTING and not same_shape:
        a, b = names if len(names) == 2 else ("a", "b")
        term = {("broadcast_add", 0): t, ("broadcast_add", 1): t,
                ("broadcast_sub", 0): t, ("broadcast_sub", 1): f"−{t}",
                ("broadcast_mul", 0): f"{t}·{b}", ("broadcast_mul", 1): f"{a}·{t}",
                ("broadcast_div", 0): f"{t} / {b}", ("broadcast_div", 1): f"−{a}·{t} / {b}²"}[(op, position)]
        rule = translate("Walk", "{0}, stretched").format(term)
    else:
        return None
    return translate("Walk", "forward: {0}").format(rule)
