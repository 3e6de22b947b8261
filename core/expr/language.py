"""The expression language: what a learner types in the app, and what lesson files hold.

A program is a few statements, one per line or separated by `;`:

    x = var(2.0, dtype="f64")
    y = x.sqr() + 3 * x
    y.sum_all()

Each statement assigns a tensor to a plain name (`y = ...`) or is a bare expression, whose value is
kept under the name `result`. Expressions are built from:

- numbers (`2`, `0.5`), and names assigned earlier;
- the operators `+ - * / @ **` and unary `-` / `+`; a plain number may stand on either side
  (`3 * x`, `x ** 2`), but the exponent of `**` must be a number;
- the constructors `var(data)`, `tensor(data)`, `zeros(shape)` and `ones(shape)`, each with optional
  `dtype="f64"` and `device="cpu"`; data is a number or a (nested) list of numbers, a shape is a
  whole number or a tuple of them, like `zeros((2, 3))`;
- the engine's operation methods, called on a tensor: `x.sqr()`, `w.sum_keepdim(0)`,
  `x.reshape((2, 3))`, `x.to_dtype("f64")` (see `OPERATION_METHODS`).

Nothing else is part of the language: no other names or attributes, no imports, loops,
conditions, comparisons or indexing. Arithmetic on plain numbers gives a float (`2 ** 10` is
`1024.0`), so no number can grow without bound.

The text is never run as Python. `ast.parse` turns it into a tree; a validation pass walks the
whole tree and refuses anything outside the language before any tensor is made, and an evaluation
pass then walks it again, calling the engine itself. Every problem, a refusal or an error while
computing, comes out as one `ExpressionError` that says where (line and column) and what.
"""

import ast
import difflib
import inspect
import math
import operator
import re
import warnings
from dataclasses import dataclass

import numpy as np

from core.engine import GradwalkError, Tensor, Var

CONSTRUCTORS = ("var", "tensor", "zeros", "ones")
CONSTRUCTOR_KEYWORDS = ("dtype", "device")

# The Tensor methods a program may call. One tuple, so the validator, the evaluator and the
# "did you mean" suggestions all agree on what exists.
OPERATION_METHODS = (
    "add", "sub", "mul", "div",
    "broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
    "neg", "sqr", "sqrt", "exp", "log", "tanh", "recip", "relu", "sigmoid", "abs",
    "affine", "powf", "matmul",
    "sum_all", "mean_all", "sum_keepdim", "mean_keepdim", "max_keepdim", "min_keepdim",
    "unsqueeze", "squeeze", "reshape", "transpose", "broadcast_as",
    "round", "floor", "ceil", "sign",
    "detach", "clone", "copy", "to_dtype", "to_device",
)
SHAPE_TAKERS = ("zeros", "ones", "reshape", "broadcast_as")  # their argument may be a tuple
TEXT_TAKERS = ("to_dtype", "to_device")  # their argument is a name in quotes

_CALLABLE_BY_NAME = "var, tensor, zeros and ones"
RESULT_NAME = "result"
LANGUAGE = "the expression language"

# Roles: what an argument position accepts besides ordinary values (tensors and numbers).
_VALUE = "value"  # a tensor or a number
_DATA = "data"  # ... or a nested list of numbers: tensor data
_SHAPE = "shape"  # ... or a tuple of whole numbers
_TEXT = "text"  # only a string, like "f64"

_LARGEST_WHOLE_NUMBER = 2**63  # what an i64 holds; larger whole numbers must be written as floats


@dataclass(frozen=True)
class Limits:
    """How much one evaluation may ask for, so a typo cannot freeze the app or fill its memory."""

    max_text_length: int = 10_000  # characters
    max_elements: int = 1_000_000  # per tensor, checked before making one and after every operation
    max_total_elements: int = 50_000_000  # all tensors made, together: a graph keeps them alive
    max_operations: int = 10_000  # operators, constructors and method calls, all counted
    max_depth: int = 100  # how deeply the syntax tree may nest


class ExpressionError(GradwalkError, ValueError):
    """A program that is not part of the language, or that failed while computing.

    `line` and `col` are 1-based and count characters, as an editor shows them; `message` is the
    explanation alone, and `str(error)` is "line L, column C: message".
    """

    def __init__(self, message, line=1, col=1):
        super().__init__(f"line {line}, column {col}: {message}")
        self.message = message
        self.line = line
        self.col = col

    def __reduce__(self):  # keep all three fields when the error crosses a process boundary
        return type(self), (self.message, self.line, self.col)


def evaluate(text, *, env=None, limits=Limits()):
    """Run the program `text`; return its named tensors, in the order they were first assigned.

    `env` maps names to tensors the program may use without assigning them (a lesson's data, say);
    they are not part of the result unless the program assigns them again. A name assigned twice
    keeps its first place in the dict and holds its last value. A tensor without a name gets the
    one it was assigned to, as its label in the graph. The only exception this raises is
    `ExpressionError`, and a refused program has made no tensor at all.
    """
    return Program(text, known_names=tuple(env or ()), limits=limits).run(env)


class Program:
    """A program checked once and run as often as needed (a loss, at every step of a descent).

    `known_names` are the names `run(env)` will provide; any other name must be assigned before
    it is used.
    """

    def __init__(self, text, *, known_names=(), limits=Limits()):
        self.text = text
        self.known_names = tuple(known_names)
        self.limits = limits
        try:
            if not isinstance(text, str):
                raise ExpressionError(f"the expression must be text, not {type(text).__name__}")
            self._source = _Source(text)
            _check_length(self._source, limits)
            self._tree = _parse(text)
            _check_depth(self._tree, self._source, limits)
            validator = _Validator(self._source, self.known_names)
            validator.check(self._tree)
            self.names = tuple(validator.names[len(self.known_names):])  # assigned, in order
        except ExpressionError:
            raise
        except Exception as err:  # a gap in the checks; still answer in the promised form
            raise ExpressionError(f"the expression could not be evaluated ({_describe(err)})") from err

    def run(self, env=None):
        """Evaluate the program with the tensors of `env` bound; return what it assigned."""
        env = dict(env or {})
        missing = [name for name in self.known_names if name not in env]
        if missing:
            raise ExpressionError(f"no value was given for {', '.join(missing)}")
        try:
            # inf and nan are results a learner should see, not warnings on the console
            with np.errstate(all="ignore"):
                return _Evaluator(self._source, self.limits, env).run(self._tree)
        except ExpressionError:
            raise
        except Exception as err:
            raise ExpressionError(f"the expression could not be evaluated ({_describe(err)})") from err


# --- positions -------------------------------------------------------------------------------


class _Source:
    """The program's text, to turn the parser's positions into the ones a learner sees.

    The parser counts columns in UTF-8 bytes from 0; an editor counts characters from 1.
    """

    def __init__(self, text):
        self.text = text
        self.lines = re.split(r"\r\n|\r|\n", text)  # the line breaks Python's tokenizer knows

    def column(self, line, byte_col):
        text = self.lines[line - 1] if 1 <= line <= len(self.lines) else ""
        return len(text.encode("utf-8")[:byte_col].decode("utf-8", "ignore")) + 1

    def error(self, node, message):
        return ExpressionError(message, *self.position(node))

    def position(self, node):
        """Where to point for `node`: its operator or method name where it has one."""
        if isinstance(node, ast.BinOp):
            return self._operator_position(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            return self._attribute_position(node.func)
        if isinstance(node, ast.Attribute):
            return self._attribute_position(node)
        return self.start(node)

    def start(self, node):
        return node.lineno, self.column(node.lineno, node.col_offset)

    def _operator_position(self, node):
        # The tree does not record where `+` is; it is the first thing after the left operand
        # that is not a space, a closing parenthesis, a line continuation or a comment.
        line = node.left.end_lineno
        index = self.column(line, node.left.end_col_offset) - 1
        while line <= len(self.lines):
            text = self.lines[line - 1]
            while index < len(text) and text[index] in " \t\f)\\":
                index += 1
            if index < len(text) and text[index] != "#":
                return line, index + 1
            line, index = line + 1, 0
        return self.start(node)

    def _attribute_position(self, node):
        # `node.attr` is the last thing in an attribute: it ends where the node ends.
        end = self.column(node.end_lineno, node.end_col_offset)
        return node.end_lineno, max(1, end - len(node.attr))


def _check_length(source, limits):
    if len(source.text) > limits.max_text_length:
        before = source.text[: limits.max_text_length]
        line = len(re.findall(r"\r\n|\r|\n", before)) + 1
        col = len(re.split(r"\r\n|\r|\n", before)[-1]) + 1
        raise ExpressionError(
            f"the text is {len(source.text)} characters long; "
            f"the limit is {limits.max_text_length} characters",
            line,
            col,
        )


def _parse(text):
    try:
        with warnings.catch_warnings():
            # Python accepts `1if x else y` with a warning on the console; here it is an error
            # the learner sees beside the text, like any other syntax problem.
            warnings.simplefilter("error", SyntaxWarning)
            return ast.parse(text, mode="exec")
    except SyntaxError as err:
        line = err.lineno or 1
        col = max(1, err.offset or 1)  # SyntaxError already counts characters, from 1
        raise ExpressionError(f"this is not valid syntax: {err.msg}", line, col) from None
    except (RecursionError, MemoryError):  # the parser itself gives up on very deep nesting
        raise ExpressionError("the expression is nested too deeply to read") from None
    except ValueError as err:  # older Pythons report a NUL character this way
        raise ExpressionError(f"this is not valid syntax: {err}") from None


def _check_depth(tree, source, limits):
    """Refuse a tree nested deeper than the limit, before anything walks it recursively.

    This walk keeps its own stack, so even a tree too deep for Python's recursion is measured.
    """
    stack = [(statement, 1, statement) for statement in tree.body]
    while stack:
        node, depth, located = stack.pop()
        if depth > limits.max_depth:
            raise source.error(
                located, f"the expression is nested more than {limits.max_depth} levels deep"
            )
        for child in ast.iter_child_nodes(node):
            # Operator and context nodes carry no position; point at their nearest ancestor.
            stack.append((child, depth + 1, child if hasattr(child, "lineno") else located))


# --- validation: is this program inside the language? -----------------------------------------

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
    return f"{subject} not part of {LANGUAGE}"


def _reserved(attribute):
    return f"'{attribute}' is not accessible: names starting with '_' are reserved"


def _suggest(word, candidates):
    """ "; did you mean: a, b?" for close spellings of `word`, or "" when nothing is close."""
    close = difflib.get_close_matches(word, candidates, n=3, cutoff=0.6)
    return f"; did you mean: {', '.join(close)}?" if close else ""


class _Validator:
    """Walks the whole tree once and refuses the first thing outside the language.

    It also follows which names are assigned, statement by statement; with no branches or loops,
    that tells exactly which names exist when each one is used.
    """

    def __init__(self, source, known_names=()):
        self.source = source
        self.names = list(known_names)  # known or assigned so far, in order

    def refuse(self, node, message):
        raise self.source.error(node, message)

    def check(self, tree):
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


# --- evaluation: compute what a valid program says ---------------------------------------------

_TENSOR_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.MatMult: operator.matmul,
    ast.Pow: operator.pow,
}


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _describe(err):
    """An exception in words: the engine's own message, else the kind of failure."""
    if isinstance(err, GradwalkError):
        return str(err)
    if isinstance(err, ZeroDivisionError):
        return "division by zero"
    if isinstance(err, OverflowError):
        return "a number became too large"
    if isinstance(err, RecursionError):
        return "the expression is nested too deeply"
    if isinstance(err, MemoryError):
        return "there is not enough memory for this"
    return f"{type(err).__name__}: {err}" if str(err) else type(err).__name__


class _Evaluator:
    """Walks a validated tree and calls the engine; counts operations and checks sizes."""

    def __init__(self, source, limits, env=None):
        self.source = source
        self.limits = limits
        self.env = dict(env or {})
        self.values = {}
        self.operations = 0
        self.elements_made = 0

    def run(self, tree):
        for statement in tree.body:
            self.statement(statement)
        return self.values

    def statement(self, node):
        name = node.targets[0].id if isinstance(node, ast.Assign) else RESULT_NAME
        value = self.expression(node.value)
        if not isinstance(value, Tensor):
            keep = f"tensor({value})"
            if isinstance(node, ast.Assign):
                keep = f"{name} = {keep}"
            message = f"this is the number {value}, not a tensor; to keep it, write {keep}"
            raise ExpressionError(message, *self.source.start(node.value))
        if value.name is None:
            value.name = name  # the graph labels the node with the name the learner gave it
        self.values[name] = value

    def expression(self, node):
        """The value of `node`; any failure becomes an ExpressionError pointing at `node`.

        Children are evaluated through this method too, so the error names the innermost node
        that failed: in `a + b.sqrt()`, a failing sqrt points at `sqrt`, not at `+`.
        """
        try:
            return self.dispatch(node)
        except ExpressionError:
            raise
        except Exception as err:
            raise self.source.error(node, _describe(err)) from err

    def dispatch(self, node):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self.values[node.id] if node.id in self.values else self.env[node.id]
        if isinstance(node, ast.List):
            return [self.expression(element) for element in node.elts]
        if isinstance(node, ast.Tuple):
            return tuple(self.expression(element) for element in node.elts)
        if isinstance(node, ast.BinOp):
            return self.binary(node)
        if isinstance(node, ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise self.source.error(node, "this cannot be evaluated")  # validation prevents this

    def count_operation(self, node):
        self.operations += 1
        if self.operations > self.limits.max_operations:
            raise self.source.error(
                node,
                f"this program needs more than {self.limits.max_operations} operations, the limit",
            )

    def check_size(self, node, count):
        if count > self.limits.max_elements:
            raise self.source.error(
                node,
                f"this tensor would have {count} elements; the limit is {self.limits.max_elements}",
            )

    def checked_result(self, node, value):
        """`value`, once its size and the size of everything made so far are within the limits.

        The tensor exists by now; the check keeps the next operation from building on it.
        """
        if isinstance(value, Tensor):
            count = math.prod(value.shape)
            self.check_size(node, count)
            self.elements_made += count
            if self.elements_made > self.limits.max_total_elements:
                raise self.source.error(
                    node,
                    f"this program makes more than {self.limits.max_total_elements} numbers "
                    "in all, the limit; use smaller tensors",
                )
        return value

    # operators

    def binary(self, node):
        left = self.expression(node.left)
        right = self.expression(node.right)
        self.count_operation(node)
        if isinstance(node.op, ast.MatMult) and (_is_number(left) or _is_number(right)):
            raise self.source.error(node, "@ multiplies matrices; it needs a tensor on both sides")
        if _is_number(left) and _is_number(right):
            return self.number_arithmetic(node, left, right)
        if isinstance(node.op, ast.Pow) and not _is_number(right):
            raise self.source.error(
                node, "the exponent of ** must be a number (x ** 2 is x.powf(2)), not a tensor"
            )
        return self.checked_result(node, _TENSOR_OPERATORS[type(node.op)](left, right))

    def number_arithmetic(self, node, left, right):
        # Always in floats: an int ** int could take forever and fill memory (10**10**10).
        result = _TENSOR_OPERATORS[type(node.op)](float(left), float(right))
        if isinstance(result, complex):
            message = "a negative number to a fractional power has no real value"
            raise self.source.error(node, message)
        if not math.isfinite(result):
            raise self.source.error(node, "this number is too large to be a float")
        return result

    def unary(self, node):
        value = self.expression(node.operand)
        self.count_operation(node)
        if isinstance(node.op, ast.UAdd):
            return value
        if _is_number(value):
            return -value  # stays an int where it was one: squeeze(-1) needs a whole number
        return self.checked_result(node, -value)

    # calls

    def call(self, node):
        if isinstance(node.func, ast.Name):
            return self.constructor(node, node.func.id)
        return self.method(node, node.func.attr)

    def constructor(self, node, name):
        argument = self.expression(node.args[0])
        keywords = {keyword.arg: self.expression(keyword.value) for keyword in node.keywords}
        self.count_operation(node)
        if name in SHAPE_TAKERS:
            shape = self.shape(node.args[0], argument)
            make = Tensor.zeros if name == "zeros" else Tensor.ones
            return self.checked_result(node, make(shape, **keywords))
        if isinstance(argument, Tensor):  # var(t.detach()): a copy of a tensor's numbers
            self.check_size(node, math.prod(argument.shape))
        else:
            self.check_size(node, self.count_data(node.args[0], argument))
        make = Var if name == "var" else Tensor
        return self.checked_result(node, make(argument, **keywords))

    def count_data(self, node, data):
        """How many numbers `data` holds, counted before the engine copies them."""
        if _is_number(data):
            return 1
        if isinstance(data, list):
            return sum(self.count_data(node, element) for element in data)
        raise self.source.error(node, "tensor data must be numbers or lists of numbers")

    def shape(self, node, value):
        """A shape as a tuple of whole numbers, its size checked against the limit."""
        entries = value if isinstance(value, tuple) else (value,)
        shape = tuple(self.whole_number(node, entry) for entry in entries)
        if all(n >= 0 for n in shape):  # the engine explains negative sizes itself
            self.check_size(node, math.prod(shape))
        return shape

    def whole_number(self, node, value):
        if _is_number(value) and float(value).is_integer():
            return int(value)
        what = repr(value) if _is_number(value) else "a tensor"
        message = f"a shape holds whole numbers, like (2, 3); {what} is not one"
        raise self.source.error(node, message)

    def method(self, node, name):
        receiver = self.expression(node.func.value)
        arguments = [self.expression(argument) for argument in node.args]
        self.count_operation(node)
        if not isinstance(receiver, Tensor):
            raise self.source.error(
                node,
                f"{name} is an operation on tensors, and this is a number; "
                f"try tensor(...).{name}()",
            )
        if name in SHAPE_TAKERS:
            arguments = [self.shape(arg, value) for arg, value in zip(node.args, arguments)]
        bound = getattr(receiver, name)  # safe: `name` is one of OPERATION_METHODS
        self.check_arguments(node, name, bound, arguments)
        return self.checked_result(node, bound(*arguments))

    def check_arguments(self, node, name, bound, arguments):
        """Say how an operation is called when it is given the wrong number of arguments."""
        try:
            signature = inspect.signature(bound)
        except (TypeError, ValueError):
            return  # nothing to compare with; the call itself will complain
        try:
            signature.bind(*arguments)
        except TypeError:
            usage = f"x.{name}({', '.join(signature.parameters)})"
            message = f"{name} is called as {usage}; it was given {len(arguments)} argument(s)"
            raise self.source.error(node, message) from None
