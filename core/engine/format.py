"""A tensor's values as code writes them, one formatter per place they are shown.

Every number goes through `code_number` (six decimals, or e-notation when very large or small), so
a value reads the same in a node's box, on its edge, in the caption, the gradient table, the
transcript and the command line; `exact_number` writes every digit, for a tooltip, a CSV file or
a direction written back to the learner. Code never follows the reader's language: a dot, no
thousands separators (numbers in a sentence do: core/words.py's `prose_number`).

The places, each with its formatter:

- `code_number`: one number; `values_text`, a tensor's values flat, `shape_text`, its shape, and
  `tensor_text`, a tensor with its shape and dtype, as the transcript prints them;
- `line_text`: a value on one line of a sentence or a table, with how many values it leaves out;
- `box_lines`: a value in a node's box, a row of a matrix a line (the box says the shape);
- `badge_text`: the same on one line, for a badge or a running sum in the picture;
- `label_text`: the same for an edge's label, a small matrix a row a line;
- `tooltip_text`: every value at full precision.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from gradwalk.core.words import translate

__all__ = ["code_number", "exact_number", "values_text", "shape_text", "tensor_text", "value_rows",
           "line_text", "box_lines", "badge_text", "label_text", "tooltip_text", "clip", "as_operand",
           "WHOLE_UP_TO", "LABEL_ROWS", "TOOLTIP_VALUES"]

# A picture shows a tensor of up to this many values whole, a bigger one by its first few.
WHOLE_UP_TO, SUMMARY_HEAD = 8, 2
LABEL_ROWS = 3  # a matrix of up to this many rows is written a row a line in an edge's label
# A tooltip lists every value up to this many (25 lines of four at 17 digits: what a tooltip
# shows on a screen); beyond, numpy's summary (first and last rows). At 2,000, a network's walk
# spent half its evaluation writing tooltips of 200 lines, while its runs trained.
TOOLTIP_VALUES = 100


def code_number(value: Any, decimals: int = 6) -> str:
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


def exact_number(value: Any) -> str:
    """Every digit: the shortest text that reads back to the same number of its type (`0.1`,
    `0.30000000000000004`, `1e-300`, `1234567`; an f32 as f32 reads it, `0.33333334`), whole
    numbers without ".0"; `inf`, `-inf`, `nan`."""
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    # numpy writes its own floats with the digits their type holds; Python's float with 17 at most
    text = str(value) if isinstance(value, np.floating) else repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def values_text(array: Any, decimals: int = 6, limit: int = 12) -> str:
    """A whole tensor's values: a number for shape (), else a flat bracketed list."""
    array = np.asarray(array)
    if array.ndim == 0:
        return code_number(array.item(), decimals)
    flat = array.reshape(-1)
    shown = [code_number(v, decimals) for v in flat[:limit].tolist()]
    # "… (49 more)": words among the numbers, so in the reader's language
    more = ", … " + translate("Engine", "({0} more)").format(flat.size - limit) if flat.size > limit else ""
    return "[" + ", ".join(shown) + more + "]"


def shape_text(shape: Any) -> str:
    """A shape as the transcript writes it: `[2, 3]`."""
    return "[" + ", ".join(str(size) for size in shape) + "]"


def tensor_text(tensor: Any) -> str:
    """`7 (f64)` for a single number, `shape [3], f32, [32, -100, 216]` for a tensor: how the
    transcript and the command line show one."""
    if tuple(tensor.shape) == ():
        return f"{code_number(tensor.numpy().item())} ({tensor.dtype})"
    return f"shape {shape_text(tensor.shape)}, {tensor.dtype}, {values_text(tensor.numpy())}"


def value_rows(array: Any, number: Callable[[Any], str] = code_number, say_more: bool = True) -> list[str]:
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


def line_text(values: Any) -> str:
    """A tensor's values for a sentence or a table, on one line: a number; up to 8 values whole, a
    matrix as its rows (`[[1, 2], [3, 4]]`); else the first few and how many more."""
    return ",".join(value_rows(values))


def box_lines(values: Any) -> list[str]:
    """The values as a node's box shows them: one line for a number or a vector, one per row of a
    matrix; a long tensor by its first values only (`[4, 5, …]`), as the box says the shape."""
    return value_rows(values, say_more=False)


def badge_text(values: Any) -> str:
    """The box's text on one line, for a badge or a sum in the picture: `[[1, 2], [3, 4]]`."""
    return ",".join(box_lines(values))


def label_text(values: Any) -> str:
    """The box's text for an edge's label, a matrix a row a line as its box shows it: a narrow label
    wraps each row on its own, rather than running all of them together and losing the middle. A
    column (`[[1], [2], [3]]`) stays on one line: a line for each of its numbers would be taller
    than the walk has room for."""
    array = np.asarray(values)
    rows = box_lines(array)
    wide_rows = array.ndim >= 2 and array.shape[-1] > 1 and len(rows) <= LABEL_ROWS
    return ("\n" if wide_rows else ",").join(rows)


def tooltip_text(values: Any) -> str:
    """The values at full precision, for a tooltip: all of them up to TOOLTIP_VALUES."""
    array = np.asarray(values)
    if array.ndim == 0:
        return exact_number(array[()])
    return np.array2string(array, precision=17, threshold=TOOLTIP_VALUES, max_line_width=100)


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
