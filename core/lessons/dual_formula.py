"""A lesson's formula computed with dual numbers: `dual = { f = "x.sqr() + 3 * x", seeds = {...} }`.

The formula is written as the learner writes programs (`x.sqr() + 3 * x`, `(w * x).sum_all()`),
but it is computed on `core.engine.Dual` values, which carry their tangent along and record
nothing. Only what a Dual can do is allowed: names of the section's tensors, numbers, + - * /,
a power by a number, a leading minus, and the Dual's methods (`sqr`, `exp`, `tanh`, `affine`,
`sum_all`, …) with numbers as arguments. Anything else is refused with a sentence that says what.

    evaluate_dual("x.sqr() + 3 * x", {"x": Dual(2.0, 1.0)})   # Dual(10.0, 7.0)
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Mapping

from gradwalk.core.engine import Dual
from gradwalk.core.engine.dual import UNARY
from gradwalk.core.words import translate

from .model import LessonError

__all__ = ["evaluate_dual", "DUAL_METHODS"]

DUAL_METHODS = (*UNARY, "affine", "powf", "sum_all")
_BINARY = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate_dual(text: str, values: Mapping[str, Dual]) -> Dual:
    """The formula `text` computed on `values` (each name a Dual); a LessonError for what a
    Dual cannot compute."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as err:
        raise LessonError(translate("Transcript", "the formula {0} cannot be read: {1}").format(
            repr(text), err.msg)) from None
    result = _value(tree.body, values)
    if not isinstance(result, Dual):
        raise LessonError(translate("Transcript", "the formula {0} uses no seeded or section name: "
                                    "it is a plain number").format(repr(text)))
    return result


def _number(node: ast.AST) -> float | None:
    """A number written in the formula (`3`, `-0.5`), or None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(
            node.value, bool):
        return float(node.value)
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
        return _BINARY[type(node.op)](_value(node.left, values), _value(node.right, values))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        exponent = _number(node.right)
        if exponent is None:
            raise LessonError(translate("Transcript", "a power in a dual formula must be by a number"))
        base = _value(node.left, values)
        return base ** exponent
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
        target = _value(node.func.value, values)
        if not isinstance(target, Dual):
            target = Dual(target)  # a number: a constant, which has no tangent
        return getattr(target, method)(*args)
    raise LessonError(translate("Transcript", "a dual formula holds names, numbers, + - * /, ** by a number "
                                "and a dual number's methods; {0} is none of them").format(
        repr(ast.unparse(node))))
