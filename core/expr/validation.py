"""The validation walk: is a program inside the language?

`validate` walks the whole syntax tree once, before any tensor is made, and refuses the first
thing outside the language with an `ExpressionError` in plain words: which kind of syntax is not
part of it, which names exist, and for a misspelt name, what was probably meant.
"""

import ast
import math
import re
import unicodedata

from gradwalk.core.expr.source import Source
from gradwalk.core.expr.vocabulary import (
    CONSTRUCTOR_KEYWORDS,
    CONSTRUCTORS,
    RANDOM_KEYWORDS,
    OPERATION_METHODS,
    RESULT_NAME,
    SHAPE_TAKERS,
    TEXT_TAKERS,
)
from gradwalk.core.words import close_words, translate

__all__ = ["validate"]


# Roles: what an argument position accepts besides ordinary values (tensors and numbers).
_VALUE = "value"  # a tensor or a number
_DATA = "data"  # ... or a nested list of numbers: tensor data
_SHAPE = "shape"  # ... or a tuple of whole numbers
_TEXT = "text"  # only a string, like "f64"

_LARGEST_WHOLE_NUMBER = 2**63  # what an i64 holds; larger whole numbers must be written as floats
_NONZERO_MANTISSA = re.compile(r"^[0-9_]*[1-9]|^[0-9_]*\.[0-9_]*[1-9]")  # 1e-400, 0.5e-400: not zero
_NOT_NUMBERS = ("nan", "inf", "infinity")  # names a learner may try for float values


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

# Kinds of syntax that are refused outright, in plain words (each a function: the sentence is
# looked up in the reader's language when it is said, not when this module is imported), and the
# same words for every kind of node one sentence covers.
_REFUSALS = (
    ((ast.For, ast.AsyncFor, ast.While),
     lambda: translate("Expression", "loops are not part of the expression language")),
    ((ast.If,), lambda: translate("Expression", "if statements are not part of the expression language")),
    ((ast.FunctionDef, ast.AsyncFunctionDef),
     lambda: translate("Expression", "function definitions are not part of the expression language")),
    ((ast.ClassDef,),
     lambda: translate("Expression", "class definitions are not part of the expression language")),
    ((ast.Return,),
     lambda: translate("Expression", "return statements are not part of the expression language")),
    ((ast.Delete,),
     lambda: translate("Expression", "del statements are not part of the expression language")),
    ((ast.AugAssign,),
     lambda: translate("Expression", "augmented assignments (like x += 1; write x = x + 1) are "
                       "not part of the expression language")),
    ((ast.AnnAssign,),
     lambda: translate("Expression", "annotated assignments (like x: int = 1) are not part of the "
                       "expression language")),
    ((ast.With, ast.AsyncWith),
     lambda: translate("Expression", "with statements are not part of the expression language")),
    ((ast.Match,),
     lambda: translate("Expression", "match statements are not part of the expression language")),
    ((ast.Raise,),
     lambda: translate("Expression", "raise statements are not part of the expression language")),
    ((ast.Try, ast.TryStar),
     lambda: translate("Expression", "try statements are not part of the expression language")),
    ((ast.Assert,),
     lambda: translate("Expression", "assert statements are not part of the expression language")),
    ((ast.Import, ast.ImportFrom),
     lambda: translate("Expression", "imports are not part of the expression language")),
    ((ast.Global,),
     lambda: translate("Expression", "global declarations are not part of the expression language")),
    ((ast.Nonlocal,),
     lambda: translate("Expression", "nonlocal declarations are not part of the expression language")),
    ((ast.Pass,), lambda: translate("Expression", "pass statements are not part of the expression language")),
    ((ast.Break,),
     lambda: translate("Expression", "break statements are not part of the expression language")),
    ((ast.Continue,),
     lambda: translate("Expression", "continue statements are not part of the expression language")),
    ((ast.BoolOp,),
     lambda: translate("Expression", "boolean operators (and, or) are not part of the expression language")),
    ((ast.NamedExpr,),
     lambda: translate("Expression", "the walrus operator (:=) is not part of the expression language")),
    ((ast.Lambda,), lambda: translate("Expression", "lambdas are not part of the expression language")),
    ((ast.IfExp,),
     lambda: translate("Expression", "conditional expressions (a if c else b) are not part of the "
                       "expression language")),
    ((ast.Dict,), lambda: translate("Expression", "dictionaries are not part of the expression language")),
    ((ast.Set,), lambda: translate("Expression", "sets are not part of the expression language")),
    ((ast.ListComp, ast.SetComp, ast.DictComp),
     lambda: translate("Expression", "comprehensions are not part of the expression language")),
    ((ast.GeneratorExp,),
     lambda: translate("Expression", "generator expressions are not part of the expression language")),
    ((ast.Await,), lambda: translate("Expression", "await is not part of the expression language")),
    ((ast.Yield, ast.YieldFrom),
     lambda: translate("Expression", "yield is not part of the expression language")),
    ((ast.Compare,),
     lambda: translate("Expression", "comparisons (like <, ==) are not part of the expression language")),
    ((ast.JoinedStr, ast.FormattedValue),
     lambda: translate("Expression", "f-strings are not part of the expression language")),
    ((ast.Subscript,),
     lambda: translate("Expression", "indexing and slicing (like x[0]) are not part of the "
                       "expression language")),
    ((ast.Slice,), lambda: translate("Expression", "slices are not part of the expression language")),
    ((ast.Starred,),
     lambda: translate("Expression", "starred expressions (like *args) are not part of the "
                       "expression language")),
)
_REFUSED = {kind: words for kinds, words in _REFUSALS for kind in kinds}

_REFUSED_BINARY_SYMBOLS = {
    ast.FloorDiv: "//", ast.Mod: "%", ast.LShift: "<<", ast.RShift: ">>",
    ast.BitOr: "|", ast.BitXor: "^", ast.BitAnd: "&",
}


def _reserved(attribute):
    return translate("Expression", "'{0}' is not accessible: names starting with '_' are reserved").format(
        attribute)


def _suggest(word, candidates):
    """ "a, b": the close spellings of `word`, or "" when nothing is close."""
    return ", ".join(close_words(word, candidates))


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
            self.refuse(node.targets[1], translate(
                "Expression", "chained assignments (a = b = ...) are not part of the expression "
                "language; assign one name per statement"))
        target = node.targets[0]
        if isinstance(target, (ast.Tuple, ast.List)):
            self.refuse(target, translate(
                "Expression", "assignments to several names at once are not part of the expression language"))
        if not isinstance(target, ast.Name):
            self.refuse(target, translate(
                "Expression", "only a plain name can be assigned to, like y = x.sqr()"))
        self.plain_spelling(target)
        if target.id.startswith("_"):
            self.refuse(target, translate(
                "Expression", "names starting with '_' are reserved; pick another name"))
        if target.id in CONSTRUCTORS:
            self.refuse(target, translate(
                "Expression", "'{0}' is the name of a constructor; pick another name").format(target.id))
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
            self.refuse(node, translate("Expression", 'this must be a name in quotes, like "f64" or "cpu"'))
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
        refusal = _REFUSED.get(type(node))
        if refusal is not None:
            return refusal()
        return translate("Expression", "'{0}' is not part of the expression language").format(
            type(node).__name__)

    def constant(self, node, role):
        value = node.value
        if isinstance(value, str):
            if role != _TEXT:
                self.refuse(node, translate(
                    "Expression", "text in quotes is only allowed as a dtype or device, "
                    'like var(1.0, dtype="f64") or x.to_dtype("f64")'))
        elif role == _TEXT:
            self.refuse(node, translate("Expression", 'this must be a name in quotes, like "f64" or "cpu"'))
        elif isinstance(value, bool) or value is None:
            self.refuse(node, translate("Expression",
                                        "True, False and None are not part of the expression language"))
        elif isinstance(value, int):
            if abs(value) >= _LARGEST_WHOLE_NUMBER:
                self.refuse(node, translate(
                    "Expression", "this whole number is too large; write it as a float, like 1e20"))
        elif isinstance(value, float):
            if not math.isfinite(value):
                self.refuse(node, translate("Expression", "this number is too large to be a float"))
            if value == 0.0 and _NONZERO_MANTISSA.match(self.written(node) or "0"):
                self.refuse(node, translate(
                    "Expression", "this number is too small to be a float: it would be 0; write 0, "
                    "or a larger number"))
        elif isinstance(value, complex):
            self.refuse(node, translate(
                "Expression", "complex numbers (like 2j) are not part of the expression language"))
        else:
            self.refuse(node, translate("Expression", "{0} values are not part of the expression language")
                        .format(type(value).__name__))

    def written(self, node):
        """The text of `node` as the learner wrote it."""
        return ast.get_source_segment(self.source.text, node)

    def plain_spelling(self, node):
        """Refuse a name Python reads as another: it folds look-alike letters (full-width ｘ,
        mathematical 𝑥, the ligature ﬁ) into plain ones, so `ｘ` and `x` would silently be one
        name. An accent typed as a separate mark (e + ́) is the same letter and stays allowed."""
        written = self.written(node)
        if written is not None and unicodedata.normalize("NFC", written) != node.id:
            self.refuse(node, translate(
                "Expression", "'{0}' is read as '{1}': look-alike letters count as the plain ones; "
                "write '{1}'").format(written, node.id))

    def name(self, node):
        name = node.id
        self.plain_spelling(node)
        if name.lower() in _NOT_NUMBERS and name not in self.names:
            self.refuse(node, translate(
                "Expression", "{0} is not a name the language knows; numbers are written with digits, "
                "like 1e30").format(name))
        if name in CONSTRUCTORS:
            self.refuse(node, translate(
                "Expression", "{0} is a constructor; call it, like {0}(...)").format(name))
        if name.startswith("_"):
            self.refuse(node, translate("Expression", "names starting with '_' are reserved"))
        if name not in self.names:
            close = _suggest(name, self.names)
            if close:
                message = translate("Expression", "unknown name '{0}'; did you mean: {1}?")
            else:
                message = translate("Expression", "unknown name '{0}'; assign it first, like {0} = var(1.0)")
            self.refuse(node, message.format(name, close))

    def list_data(self, node, role):
        if role != _DATA:
            if role == _SHAPE:
                message = translate("Expression", "lists are only allowed as tensor data, like "
                                    "var([1.0, 2.0]); write a shape as a tuple, like zeros((2, 3))")
            else:
                message = translate(
                    "Expression", "lists are only allowed as tensor data, like var([1.0, 2.0])")
            self.refuse(node, message)
        for element in node.elts:
            self.expression(element, _DATA)  # a nested list is a row of data

    def shape_tuple(self, node, role):
        if role != _SHAPE:
            self.refuse(node, translate(
                "Expression", "tuples are only allowed as shapes, like zeros((2, 3)) or x.reshape((2, 3))"))
        for element in node.elts:
            self.expression(element)

    def binary(self, node):
        if type(node.op) in _REFUSED_BINARY_SYMBOLS:
            symbol = _REFUSED_BINARY_SYMBOLS[type(node.op)]
            self.refuse(node, translate(
                "Expression", "the operator {0} is not part of the expression language").format(symbol))
        self.expression(node.left)
        self.expression(node.right)

    def unary(self, node):
        if isinstance(node.op, ast.Not):
            self.refuse(node, translate(
                "Expression", "boolean operators (not) are not part of the expression language"))
        if isinstance(node.op, ast.Invert):
            self.refuse(node, translate(
                "Expression", "the operator {0} is not part of the expression language").format("~"))
        self.expression(node.operand)

    def attribute(self, node):
        if node.attr.startswith("_"):
            self.refuse(node, _reserved(node.attr))
        if node.attr in OPERATION_METHODS:
            self.refuse(node, translate("Expression", "{0} is an operation; call it, like x.{0}()")
                        .format(node.attr))
        self.refuse(node, translate(
            "Expression", "reading attributes (like x.{0}) is not part of the expression language; "
            "only operations can be called, like x.sqr()").format(node.attr))

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
            message = translate("Expression",
                                "only var, tensor, zeros, ones, randn and operations like x.sqr() can "
                                "be called")
            self.refuse(func, message)

    def plain_arguments(self, node):
        """Refuse `*args`, `**kwargs` and a keyword given twice, whatever is called.

        Python's parser reads `var(1.0, dtype="f64", dtype="f32")` without complaint (its compiler
        is what refuses it), and the evaluation would keep the last one silently."""
        for argument in node.args:
            if isinstance(argument, ast.Starred):
                self.refuse(argument, translate(
                    "Expression", "starred arguments (like *args) are not part of the expression language"))
        given = set()
        for keyword in node.keywords:
            if keyword.arg is None:
                message = translate("Expression", "unpacked keyword arguments (like **kwargs) are not part "
                                    "of the expression language")
                self.refuse(keyword, message)
            if keyword.arg in given:
                self.refuse(keyword, translate(
                    "Expression", "{0}= is given twice in this call; keep one of them").format(keyword.arg))
            given.add(keyword.arg)

    def unknown_function(self, name):
        if name in OPERATION_METHODS:
            return translate(
                "Expression", "{0} is an operation; call it on a tensor, like x.{0}()").format(name)
        close = _suggest(name, CONSTRUCTORS)
        if close:
            return translate("Expression", "'{0}' cannot be called; did you mean: {1}?").format(name, close)
        return translate("Expression", "'{0}' cannot be called; only var, tensor, zeros, ones and randn "
                         "can be called by name").format(name)

    def constructor_call(self, node, name):
        usage = f'{name}(data, dtype="f32", device="cpu")'
        role = _DATA
        if name in SHAPE_TAKERS:
            usage = f'{name}((2, 3), dtype="f32", device="cpu")'
            role = _SHAPE
        random = name == "randn"
        if random:
            usage = f'{name}((2, 3), seed=0, dtype="f32", device="cpu")'
        if len(node.args) != 1:
            where = node.args[1] if len(node.args) > 1 else node
            self.refuse(where, translate("Expression", "{0} takes one positional argument: {1}").format(
                name, usage))
        self.expression(node.args[0], role)
        for keyword in node.keywords:
            if random and keyword.arg in RANDOM_KEYWORDS:
                self.expression(keyword.value, _VALUE)
                continue
            if keyword.arg not in CONSTRUCTOR_KEYWORDS:
                if random:
                    message = translate("Expression", "{0} accepts only seed=, dtype= and device= as "
                                        "keywords: {1}")
                else:
                    message = translate("Expression", "{0} accepts only dtype= and device= as keywords: {1}")
                self.refuse(keyword, message.format(name, usage))
            self.expression(keyword.value, _TEXT)

    def method_call(self, node, func):
        name = func.attr
        if name.startswith("_"):
            self.refuse(func, _reserved(name))
        if name not in OPERATION_METHODS:
            close = _suggest(name, OPERATION_METHODS)
            if close:
                message = translate("Expression", "unknown operation '{0}'; did you mean: {1}?")
            else:
                message = translate("Expression", "unknown operation '{0}'")
            self.refuse(func, message.format(name, close))
        for keyword in node.keywords:
            self.refuse(keyword, translate(
                "Expression", "operations take their arguments by position, like x.affine(3, 0), "
                "not {0}=").format(keyword.arg))
        self.expression(func.value)
        role = _SHAPE if name in SHAPE_TAKERS else _TEXT if name in TEXT_TAKERS else _VALUE
        for argument in node.args:
            self.expression(argument, role)
