"""A lesson's formula computed with dual numbers: `dual = { f = "x.sqr() + 3 * x", seeds = {...} }`.

The formula is written as the learner writes programs (`x.sqr() + 3 * x`, `(w * x).sum_all()`),
but it is computed on `core.engine.Dual` values, which carry their tangent along and record
nothing. Only what a Dual can do is allowed: names of the section's tensors, numbers, + - * /,
a power by a number, a leading minus, and the Dual's methods (`sqr`, `exp`, `tanh`, `affine`,
`sum_all`, …) with numbers as arguments. Anything else is refused with a sentence that says what.

    evaluate_dual("x.sqr() + 3 * x", {"x": Dual(2.0, 1.0)})   # Dual(10.0, 7.0)

Numbers are computed as the engine computes them, in numpy's float64, never in Python's floats:
`1 / 0` is inf and `10.0 ** 400` is inf, `(-8.0) ** 0.5` nan, as a Dual and the graph make them,
so the dual figure agrees with the graph's tangent of the same expression instead of stopping at
Python's ZeroDivisionError, OverflowError or complex numbers. A formula is read within the
expression language's limits (its length, how deep it nests, the elements of a result); a whole
number too large for a float, shapes that do not broadcast, or a method given the wrong count of
numbers are refused in a sentence.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable, Mapping

import numpy as np

from gradwalk.core.engine import Dual
from gradwalk.core.engine.dual import UNARY
from gradwalk.core.expr import Limits
from gradwalk.core.expr.source import parse_python
from gradwalk.core.words import prose_number, translate

from .model import LessonError

__all__ = ["evaluate_dual", "DUAL_METHODS"]

DUAL_METHODS = (*UNARY, "affine", "powf", "sum_all")
_ARGUMENTS = {**dict.fromkeys(DUAL_METHODS, 0), "affine": 2, "powf": 1}  # how many numbers each takes
_BINARY = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
_LIMITS = Limits()  # the expression language's: a formula is a program's expression


def evaluate_dual(text: str, values: Mapping[str, Dual]) -> Dual:
    """The formula `text` computed on `values` (each name a Dual); a LessonError for what a
    Dual cannot compute."""
    if len(text) > _LIMITS.max_text_length:
        raise LessonError(translate("Transcript", "the formula is {0} characters long; the limit is {1}")
                          .format(prose_number(len(text)), prose_number(_LIMITS.max_text_length)))
    try:
        tree = parse_python(text.strip(), mode="eval")
    except SyntaxError as err:
        raise LessonError(translate("Transcript", "the formula {0} cannot be read: {1}").format(
            _shown(text), err.msg)) from None
    except (RecursionError, MemoryError):  # the parser's own stack, before any depth is counted
        raise _too_deep() from None
    _check_depth(tree.body)
    with np.errstate(all="ignore"):  # inf and nan are results, as in the engine
        result = _value(tree.body, values)
    if not isinstance(result, Dual):
        raise LessonError(translate("Transcript", "the formula {0} uses no seeded or section name: "
                                    "it is a plain number").format(_shown(text)))
    return result


def _shown(text: str) -> str:
    """A formula, or a part of one, quoted in a sentence: its start when it is long."""
    return repr(text if len(text) <= 60 else text[:59] + "…")


def _too_deep() -> LessonError:
    return LessonError(translate("Transcript", "the formula nests more than {0} levels deep").format(
        _LIMITS.max_depth))


def _check_depth(root: ast.AST) -> None:
    """Refuse a formula nested deeper than a program may be, before it is computed (by recursion)."""
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > _LIMITS.max_depth:
            raise _too_deep()
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))


def _computed(operation: Callable, a: Dual | float, b: Dual | float) -> Dual | float:
    """`a operation b` as the engine computes it: two plain numbers in float64 (1 / 0 is inf), a
    Dual by its own rules, once the shapes are known to broadcast to a result of a size allowed."""
    if not isinstance(a, Dual) and not isinstance(b, Dual):
        return float(operation(np.float64(a), np.float64(b)))
    shapes = [np.shape(x.value) if isinstance(x, Dual) else () for x in (a, b)]
    try:
        shape = np.broadcast_shapes(*shapes)
    except ValueError:
        raise LessonError(translate("Transcript", "the formula combines values of shapes {0} and {1}, which "
                                    "do not broadcast to one shape").format(*map(list, shapes))) from None
    elements = math.prod(shape)
    if elements > _LIMITS.max_elements:
        raise LessonError(translate("Transcript", "the formula would make a value of shape {0}, {1} "
                                    "elements; the limit is {2}").format(
            list(shape), prose_number(elements), prose_number(_LIMITS.max_elements)))
    return operation(a, b)


def _number(node: ast.AST) -> float | None:
    """A number written in the formula (`3`, `-0.5`), or None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(
            node.value, bool):
        try:
            return float(node.value)
        except OverflowError:  # a whole number of hundreds of digits: 1e400 is the way to write inf
            raise LessonError(translate("Transcript", "a whole number in the formula is too large for a "
                                        "float; a float64 holds up to about 1.8e308")) from None
    return None


def _value(node: ast.AST, values: Mapping[str, Dual]) -> Dual | float:
    number = _number(node)
    if number is not None:
        return number
    if isinstance(node, ast.Name):
        if node.id not in values:
            raise LessonError(translate("Transcript", "the formula uses {0}, which the section has not "
                                        "made").format(node.id))
        return values[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _computed(_BINARY[type(node.op)], _value(node.left, values), _value(node.right, values))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        exponent = _number(node.right)
        if exponent is None:
            raise LessonError(translate("Transcript", "a power in a dual formula must be by a number"))
        return _computed(operator.pow, _value(node.left, values), exponent)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand, values)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords:
        method = node.func.attr
        if method not in DUAL_METHODS:
            raise LessonError(translate("Transcript", "a dual number has no {0}: it offers {1}").format(
                method, ", ".join(DUAL_METHODS)))
        args = [_number(arg) for arg in node.args]
        if any(arg is None for arg in args):
            raise LessonError(translate("Transcript", "{0}'s arguments in a dual formula must be "
                                        "numbers").format(method))
        if len(args) != _ARGUMENTS[method]:
            raise LessonError(translate("Transcript", "{0} takes {1} numbers in a dual formula, not {2}")
                              .format(method, _ARGUMENTS[method], len(args)))
        target = _value(node.func.value, values)
        if not isinstance(target, Dual):
            target = Dual(target)  # a number: a constant, which has no tangent
        return getattr(target, method)(*args)
    raise LessonError(translate("Transcript", "a dual formula holds names, numbers, + - * /, ** by a number "
                                "and a dual number's methods; {0} is none of them").format(
        _shown(ast.unparse(node))))
