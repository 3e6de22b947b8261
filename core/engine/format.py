"""Numbers as the lesson prints them: six decimals, or e-notation when very large or small."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from gradwalk.core.words import translate

__all__ = ["format_number", "format_values", "format_tensor", "value_rows", "clip", "as_operand",
           "WHOLE_UP_TO"]

# A picture shows a tensor of up to this many values whole, a bigger one by its first few.
WHOLE_UP_TO, SUMMARY_HEAD = 8, 2


def format_number(value: Any, decimals: int = 6) -> str:
    """One number: `7`, `-6724.461538`, `4.538e207`, `1.2e-09`, `nan`."""
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    value = float(value)
    if math.isnan(value) or math.isinf(value):
        return str(value)
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    magnitude = abs(value)
    if magnitude >= 1e9 or magnitude < 10.0 ** -(decimals - 2):
        mantissa, exponent = f"{value:.4e}".split("e")
        mantissa = mantissa.rstrip("0").rstrip(".")
        return f"{mantissa}e{int(exponent)}"  # 4.538e207, 1.2e-9: as the lesson prints them
    return f"{value:.{decimals}f}".rstrip("0").rstrip(".")


def format_values(array: Any, decimals: int = 6, limit: int = 12) -> str:
    """A whole tensor's values: a number for shape (), else a flat bracketed list."""
    array = np.asarray(array)
    if array.ndim == 0:
        return format_number(array.item(), decimals)
    flat = array.reshape(-1)
    shown = [format_number(v, decimals) for v in flat[:limit].tolist()]
    # "… (49 more)": words among the numbers, so in the reader's language
    more = ", … " + translate("Engine", "({0} more)").format(flat.size - limit) if flat.size > limit else ""
    return "[" + ", ".join(shown) + more + "]"


def value_rows(array: Any, number: Callable[[Any], str] = format_number, say_more: bool = True) -> list[str]:
    """A tensor as a picture shows it, one line a row: a number; up to `WHOLE_UP_TO` values whole,
    a matrix as its rows (`[[1, 2],` over ` [3, 4]]`); else its first values and "…", with how many
    more when `say_more`."""
    array = np.asarray(array)
    if array.ndim == 0:
        return [number(array.item())]
    flat = array.reshape(-1)
    if flat.size == 0:  # a tensor with no elements (zeros((0,)), zeros((2, 0)))
        return ["[]"]
    if flat.size > WHOLE_UP_TO:
        head = ", ".join(number(v) for v in flat[:SUMMARY_HEAD].tolist())
        more = " " + translate("Engine", "({0} more)").format(flat.size - SUMMARY_HEAD) if say_more else ""
        return ["[" + head + ", …" + more + "]"]
    rows = ["[" + ", ".join(number(v) for v in row.tolist()) + "]"
            for row in array.reshape(-1, array.shape[-1])]
    if array.ndim == 1:
        return rows
    rows[-1] += "]"
    return ["[" + rows[0]] + [" " + row for row in rows[1:]]


def clip(text: str, limit: int = 60) -> str:
    """At most `limit` characters: an unnamed chain's label nests every step (`add(add(add(…`)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def as_operand(name: str) -> str:
    """A name as it reads after ∂/∂: in brackets when it is an expression with an operator outside
    brackets (`∂/∂(-p + 1)`, `∂/∂(3·x)`), as it is otherwise (`∂/∂x`, `∂/∂log(p)`)."""
    depth = 0
    for char in name:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif depth == 0 and char in "+-\u2212·*/@ ":
            return f"({name})"
    return name


def format_tensor(tensor: Any, decimals: int = 6) -> str:
    """`shape [3], f32, [32, -100, 216]`: how the lesson shows a tensor."""
    shape = "[" + ", ".join(str(s) for s in tensor.shape) + "]"
    return f"shape {shape}, {tensor.dtype}, {format_values(tensor.numpy(), decimals)}"
