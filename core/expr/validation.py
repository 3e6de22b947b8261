"""The validation walk: is a program inside the language?

`validate` walks the whole syntax tree once, before any tensor is made, and refuses the first
thing outside the language with an `ExpressionError` in plain words: which kind of syntax is not
part of it, which names exist, and for a misspelt name, what was probably meant.
"""

import ast
import difflib
import math

from core.expr.source import Source
from core.expr.vocabulary import (
    CONSTRUCTOR_KEYWORDS,
    CONSTRUCTORS,
    OPERATION_METHODS,
    RESULT_NAME,
    SHAPE_TAKERS,
    TEXT_TAKERS,
)

__all__ = ["validate"]

_LANGUAGE = "the expression language"
_CALLABLE_BY_NAME = "var, tensor, zeros and ones"

# Roles: what an argument position accepts besides ordinary values (tensors and numbers).
_VALUE = "value"  # a tensor or a number
_DATA = "data"  # ... or a nested list of numbers: tensor data
_SHAPE = "shape"  # ... or a tuple of whole numbers
_TEXT = "text"  # only a string, like "f64"

_LARGEST_WHOLE_NUMBER = 2**63  # what an i64 holds; larger whole numbers must be written as floats


def validate(
    tree: ast.Module, source: Source, known_names: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """Refuse the first thing in `tree` outside the language; else return the names it assigns.

    `known_names` are the names that exist before the first statement; the names returned are the
    others the program assigns, in the order of their first assignment.
    """
    validator = _Validator(source, known_names)
    validator.check(tree)
    return tuple(validator.names[len(known_names):])


# --- refusals in plain words ------------------------------------------------------------------

# Kinds of syntax that are refused outright, in plain words.
_REFUSED = {
    ast.For: "loops are",
    ast.AsyncFor: "loops are",
    ast.While: "loops are",
    ast.If: "if statements are",
    ast.FunctionDef: "function definitions are",
    ast.AsyncFunctionDef: "function definitions are",
    ast.ClassDef: "class definitions are",
    ast.Return: "return statements are",
    ast.Delete: "del statements are",
    ast.AugAssign: "augmented assignments (like x += 1; write x = x + 1) are",
    ast.AnnAssign: "annotated assignments (like x: int = 1) are",
    ast.With: "with statements are",
    ast.AsyncWith: "with statements are",
    ast.Match: "match statements are",
    ast.Raise: "raise statements are",
    ast.Try: "try statements are",
    ast.TryStar: "try statements are",
    ast.Assert: "assert statements are",
    ast.Import: "imports are",
    ast.ImportFrom: "imports are",
    ast.Global: "global declarations are",
    ast.Nonlocal: "nonlocal declarations are",
    ast.Pass: "pass statements are",
    ast.Break: "break statements are",
    ast.Continue: "continue statements are",
    ast.BoolOp: "boolean operators (and, or) are",
    ast.NamedExpr: "the walrus operator (:=) is",
    ast.Lambda: "lambdas are",
    ast.IfExp: "conditional expressions (a if c else b) are",
    ast.Dict: "dictionaries are",
    ast.Set: "sets are",
    ast.ListComp: "comprehensions are",
    ast.SetComp: "comprehensions are",
    ast.DictComp: "comprehensions are",
    ast.GeneratorExp: "generator expressions are",
    ast.Await: "await is",
    ast.Yield: "yield is",
    ast.YieldFrom: "yield is",
    ast.Compare: "comparisons (like <, ==) are",
    ast.JoinedStr: "f-strings are",
    ast.FormattedValue: "f-strings are",
    ast.Subscript: "indexing and slicing (like x[0]) are",
    ast.Slice: "slices are",
    ast.Starred: "starred expressions (like *args) are",
}

_REFUSED_BINARY_SYMBOLS = {
    ast.FloorDiv: "//", ast.Mod: "%", ast.LShift: "<<", ast.RShift: ">>",
    ast.BitOr: "|", ast.BitXor: "^", ast.BitAnd: "&",
}


def _not_in_language(subject):
    return f"{subject} not part of {_LANGUAGE}"


def _reserved(attribute):
    return f"'{attribute}' is not accessible: names starting with '_' are reserved"


def _suggest(word, candidates):
    """ "; did you mean: a, b?" for close spellings of `word`, or "" when nothing is close."""
    close = difflib.get_close_matches(word, candidates, n=3, cutoff=0.6)
    return f"; did you mean: {', '.join(close)}?" if close else ""


# --- the walk ----------------------------------------------------------------------------------


class _Validator:
    """Walks the whole tree once and refuses the first thing outside the language.

    It also follows which names are assigned, statement by statement; with no branches or loops,
    that tells exactly which names exist when each one is used.
    """

    def __init__(self, source: Source, known_names: tuple[str, ...] = ()) -> None:
        self.source = source
        self.names = list(known_names)  # known or assigned so far, in order

    def refuse(self, node, message):
        raise self.source.error(node, message)

    def check(self, tree: ast.Module) -> None:
        for statement in tree.body:
            self.statement(statement)

    # statements

    def statement(self, node):
        if isinstance(node, ast.Assign):
            name = self.target(node)
            self.expression(node.value)
            self.define(name)  # after the value: in `x = x + 1`, x must already exist
        elif isinstance(node, ast.Expr):
            self.expression(node.value)
            self.define(RESULT_NAME)
        else:
            self.refuse(node, self.kind_refusal(node))

    def target(self, node):
        """The one plain name an assignment may bind."""
        if len(node.targets) > 1:
            self.refuse(
                node.targets[1],
                _not_in_language("chained assignments (a = b = ...) are")
                + "; assign one name per statement",
            )
        target = node.targets[0]
        if isinstance(target, (ast.Tuple, ast.List)):
            self.refuse(target, _not_in_language("assignments to several names at once are"))
        if not isinstance(target, ast.Name):
            self.refuse(target, "only a plain name can be assigned to, like y = x.sqr()")
        if target.id.startswith("_"):
            self.refuse(target, "names starting with '_' are reserved; pick another name")
        if target.id in CONSTRUCTORS:
            self.refuse(target, f"'{target.id}' is the name of a constructor; pick another name")
        return target.id

    def define(self, name):
        if name not in self.names:
            self.names.append(name)

    # expressions

    def expression(self, node, role=_VALUE):
        """Check `node`, an expression in a position that accepts `role`."""
        if isinstance(node, ast.Constant):
            self.constant(node, role)
        elif role == _TEXT:
            self.refuse(node, 'this must be a name in quotes, like "f64" or "cpu"')
        elif isinstance(node, ast.Name):
            self.name(node)
        elif isinstance(node, ast.List):
            self.list_data(node, role)
        elif isinstance(node, ast.Tuple):
            self.shape_tuple(node, role)
        elif isinstance(node, ast.BinOp):
            self.binary(node)
        elif isinstance(node, ast.UnaryOp):
            self.unary(node)
        elif isinstance(node, ast.Call):
            self.call(node)
        elif isinstance(node, ast.Attribute):
            self.attribute(node)
        else:
            self.refuse(node, self.kind_refusal(node))

    def kind_refusal(self, node):
        subject = _REFUSED.get(type(node), f"'{type(node).__name__}' is")
        return _not_in_language(subject)

    def constant(self, node, role):
        value = node.value
        if isinstance(value, str):
            if role != _TEXT:
                self.refuse(
                    node,
                    "text in quotes is only allowed as a dtype or device, "
                    'like var(1.0, dtype="f64") or x.to_dtype("f64")',
                )
        elif role == _TEXT:
            self.refuse(node, 'this must be a name in quotes, like "f64" or "cpu"')
        elif isinstance(value, bool) or value is None:
            self.refuse(node, _not_in_language("True, False and None are"))
        elif isinstance(value, int):
            if abs(value) >= _LARGEST_WHOLE_NUMBER:
                self.refuse(node, "this whole number is too large; write it as a float, like 1e20")
        elif isinstance(value, float):
            if not math.isfinite(value):
                self.refuse(node, "this number is too large to be a float")
        elif isinstance(value, complex):
            self.refuse(node, _not_in_language("complex numbers (like 2j) are"))
        else:
            self.refuse(node, _not_in_language(f"{type(value).__name__} values are"))

    def name(self, node):
        name = node.id
        if name in CONSTRUCTORS:
            self.refuse(node, f"{name} is a constructor; call it, like {name}(...)")
        if name.startswith("_"):
            self.refuse(node, "names starting with '_' are reserved")
        if name not in self.names:
            hint = _suggest(name, self.names) or f"; assign it first, like {name} = var(1.0)"
            self.refuse(node, f"unknown name '{name}'{hint}")

    def list_data(self, node, role):
        if role != _DATA:
            hint = "; write a shape as a tuple, like zeros((2, 3))" if role == _SHAPE else ""
            self.refuse(node, f"lists are only allowed as tensor data, like var([1.0, 2.0]){hint}")
        for element in node.elts:
            self.expression(element, _DATA)  # a nested list is a row of data

    def shape_tuple(self, node, role):
        if role != _SHAPE:
            self.refuse(
                node, "tuples are only allowed as shapes, like zeros((2, 3)) or x.reshape((2, 3))"
            )
        for element in node.elts:
            self.expression(element)

    def binary(self, node):
        if type(node.op) in _REFUSED_BINARY_SYMBOLS:
            symbol = _REFUSED_BINARY_SYMBOLS[type(node.op)]
            self.refuse(node, _not_in_language(f"the operator {symbol} is"))
        self.expression(node.left)
        self.expression(node.right)

    def unary(self, node):
        if isinstance(node.op, ast.Not):
            self.refuse(node, _not_in_language("boolean operators (not) are"))
        if isinstance(node.op, ast.Invert):
            self.refuse(node, _not_in_language("the operator ~ is"))
        self.expression(node.operand)

    def attribute(self, node):
        if node.attr.startswith("_"):
            self.refuse(node, _reserved(node.attr))
        if node.attr in OPERATION_METHODS:
            self.refuse(node, f"{node.attr} is an operation; call it, like x.{node.attr}()")
        self.refuse(
            node,
            _not_in_language(f"reading attributes (like x.{node.attr}) is")
            + "; only operations can be called, like x.sqr()",
        )

    # calls

    def call(self, node):
        self.plain_arguments(node)
        func = node.func
        if isinstance(func, ast.Name) and func.id in CONSTRUCTORS:
            self.constructor_call(node, func.id)
        elif isinstance(func, ast.Attribute):
            self.method_call(node, func)
        elif isinstance(func, ast.Name):
            self.refuse(func, self.unknown_function(func.id))
        else:
            message = "only var, tensor, zeros, ones and operations like x.sqr() can be called"
            self.refuse(func, message)

    def plain_arguments(self, node):
        """Refuse `*args` and `**kwargs`, whatever is called."""
        for argument in node.args:
            if isinstance(argument, ast.Starred):
                self.refuse(argument, _not_in_language("starred arguments (like *args) are"))
        for keyword in node.keywords:
            if keyword.arg is None:
                message = _not_in_language("unpacked keyword arguments (like **kwargs) are")
                self.refuse(keyword, message)

    def unknown_function(self, name):
        if name in OPERATION_METHODS:
            return f"{name} is an operation; call it on a tensor, like x.{name}()"
        hint = _suggest(name, CONSTRUCTORS) or f"; only {_CALLABLE_BY_NAME} can be called by name"
        return f"'{name}' cannot be called{hint}"

    def constructor_call(self, node, name):
        usage = f'{name}(data, dtype="f32", device="cpu")'
        role = _DATA
        if name in SHAPE_TAKERS:
            usage = f'{name}((2, 3), dtype="f32", device="cpu")'
            role = _SHAPE
        if len(node.args) != 1:
            where = node.args[1] if len(node.args) > 1 else node
            self.refuse(where, f"{name} takes one positional argument: {usage}")
        self.expression(node.args[0], role)
        for keyword in node.keywords:
            if keyword.arg not in CONSTRUCTOR_KEYWORDS:
                self.refuse(keyword, f"{name} accepts only dtype= and device= as keywords: {usage}")
            self.expression(keyword.value, _TEXT)

    def method_call(self, node, func):
        name = func.attr
        if name.startswith("_"):
            self.refuse(func, _reserved(name))
        if name not in OPERATION_METHODS:
            self.refuse(func, f"unknown operation '{name}'{_suggest(name, OPERATION_METHODS)}")
        for keyword in node.keywords:
            self.refuse(
                keyword,
                "operations take their arguments by position, like x.affine(3, 0), "
                f"not {keyword.arg}=",
            )
        self.expression(func.value)
        role = _SHAPE if name in SHAPE_TAKERS else _TEXT if name in TEXT_TAKERS else _VALUE
        for argument in node.args:
            self.expression(argument, role)
