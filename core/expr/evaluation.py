"""The evaluation walk, and the two ways in: `Program` (checked once, run often) and `evaluate`.

A program is read (core/expr/source.py) and validated (core/expr/validation.py) when a `Program`
is made; each `run` then walks the validated tree, calling the engine for every operator,
constructor and method, while counting operations and the sizes of the tensors made against the
`Limits`. Whatever goes wrong, the caller gets an `ExpressionError` and nothing else.
"""

import ast
import functools
import inspect
import math
import operator
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor, Var, planned_size
from gradwalk.core.expr.source import ExpressionError, Limits, Source, parse_program
from gradwalk.core.expr.validation import validate
from gradwalk.core.expr.vocabulary import RESULT_NAME, SHAPE_TAKERS
from gradwalk.core.words import prose_number, translate

__all__ = ["Program", "VariableCall", "evaluate"]


@dataclass(frozen=True)
class VariableCall:
    """A `var(...)` call in a program's text: each one makes a variable every time the program
    runs, whatever name (if any) the variable ends up under. `line` and `col` are where the call
    starts, as ExpressionError counts them; `text` is the call as written."""

    line: int
    col: int
    text: str


def evaluate(
    text: str, *, env: Mapping[str, Tensor] | None = None, limits: Limits = Limits()
) -> dict[str, Tensor]:
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

    def __init__(
        self, text: str, *, known_names: Iterable[str] = (), limits: Limits = Limits()
    ) -> None:
        self.text = text
        self.known_names = tuple(known_names)
        self.limits = limits
        try:
            self._source, self._tree = parse_program(text, limits)
            self.names = validate(self._tree, self._source, self.known_names)  # assigned, in order
            self._variable_calls = _variable_calls(self._tree, self._source)
        except ExpressionError:
            raise
        except Exception as err:  # a gap in the checks; still answer in the promised form
            raise ExpressionError(translate("Expression", "the expression could not be evaluated ({0})")
                                  .format(_describe(err))) from err

    @property
    def variable_calls(self) -> tuple["VariableCall", ...]:
        """The program's `var(...)` calls, in the order of the text."""
        return tuple(self._variable_calls.values())

    def run(self, env: Mapping[str, Tensor] | None = None, *,
            replace: Mapping[str | VariableCall, Tensor] | None = None,
            made: MutableMapping[VariableCall, Tensor] | None = None) -> dict[str, Tensor]:
        """Evaluate the program with the tensors of `env` bound; return what it assigned.

        `replace` maps names to tensors that the first assignment of each name binds instead of
        what its right-hand side computes: `x = var(2.0)` then makes x the tensor given. It may
        also map a `VariableCall` (one of `variable_calls`) to the tensor that call gives instead
        of a new variable: that reaches a variable whose name was assigned again later, or one
        that never had a name (`var(2.0) * var(3.0)`). A finite-difference check runs a program
        this way at nudged values of its variables. `made`, when given, receives the tensor each
        `var(...)` call gave, by its VariableCall.
        """
        env = dict(env or {})
        missing = [name for name in self.known_names if name not in env]
        if missing:
            raise ExpressionError(translate("Expression", "no value was given for {0}").format(
                ", ".join(missing)))
        try:
            # inf and nan are results a learner should see, not warnings on the console
            with np.errstate(all="ignore"):
                return _Evaluator(self._source, self.limits, env, replace,
                                  self._variable_calls, made).run(self._tree)
        except ExpressionError:
            raise
        except Exception as err:
            raise ExpressionError(translate("Expression", "the expression could not be evaluated ({0})")
                                  .format(_describe(err))) from err


def _variable_calls(tree, source):
    """Each `var(...)` call node of the tree, with its VariableCall, in the order of the text."""
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Name) and node.func.id == "var"]
    calls.sort(key=lambda node: (node.lineno, node.col_offset))
    return {node: VariableCall(*source.start(node), ast.get_source_segment(source.text, node) or "var(...)")
            for node in calls}


def _describe(err):
    """An exception in words: the engine's own message, else the kind of failure."""
    if isinstance(err, GradwalkError):
        return str(err)
    if isinstance(err, ZeroDivisionError):
        return translate("Expression", "division by zero")
    if isinstance(err, OverflowError):
        return translate("Expression", "a number became too large")
    if isinstance(err, RecursionError):
        return translate("Expression", "the expression is nested too deeply")
    if isinstance(err, MemoryError):
        return translate("Expression", "there is not enough memory for this")
    return f"{type(err).__name__}: {err}" if str(err) else type(err).__name__


# --- the walk ----------------------------------------------------------------------------------

_TENSOR_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.MatMult: operator.matmul,
    ast.Pow: operator.pow,
}


def _is_plain_number(value):
    """A number as the language writes it: a Python int or float, never a bool.

    Not the engine's `is_number`, which takes every real number a caller may hand the engine (a
    bool, numpy's integers, a Fraction). A program's own numbers are ints and floats only; the two
    differ only on a non-tensor value in `env`, and a bool there is no number: the language has
    no True or False.
    """
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class _Evaluator:
    """Walks a validated tree and calls the engine; counts operations and checks sizes."""

    def __init__(
        self, source: Source, limits: Limits, env: Mapping[str, Tensor] | None = None,
        replace: Mapping[str | VariableCall, Tensor] | None = None,
        variable_calls: Mapping[ast.Call, VariableCall] | None = None,
        made: MutableMapping[VariableCall, Tensor] | None = None,
    ) -> None:
        self.source = source
        self.limits = limits
        self.env = dict(env or {})
        replace = dict(replace or {})
        self.replace = {key: value for key, value in replace.items() if isinstance(key, str)}
        self.replace_calls = {key: value for key, value in replace.items() if isinstance(key, VariableCall)}
        self.variable_calls = variable_calls or {}
        self.made = made
        self.values = {}
        self.operations = 0
        self.elements_made = 0

    def run(self, tree: ast.Module) -> dict[str, Tensor]:
        for statement in tree.body:
            self.statement(statement)
        return self.values

    def statement(self, node):
        name = node.targets[0].id if isinstance(node, ast.Assign) else RESULT_NAME
        if name in self.replace:  # popped: only the first assignment of the name is replaced
            self.values[name] = self.replace.pop(name)
            return
        value = self.expression(node.value)
        if not isinstance(value, Tensor):
            keep = f"tensor({value})"
            if isinstance(node, ast.Assign):
                keep = f"{name} = {keep}"
            message = translate("Expression", "this is the number {0}, not a tensor; to keep it, write {1}"
                                ).format(value, keep)
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
        # validation prevents this
        raise self.source.error(node, translate("Expression", "this cannot be evaluated"))

    def count_operation(self, node):
        self.operations += 1
        if self.operations > self.limits.max_operations:
            raise self.source.error(
                node,
                translate("Expression", "this program needs more than {0} operations, the limit").format(
                    prose_number(self.limits.max_operations)),
            )

    def check_size(self, node, count):
        if count > self.limits.max_elements:
            raise self.source.error(
                node,
                translate("Expression", "this tensor would have {0} elements; the limit is {1}").format(
                    prose_number(count), prose_number(self.limits.max_elements)),
            )

    def check_plan(self, node, method, receiver, arguments):
        """Refuse `receiver.method(*arguments)` from the shapes alone, before any number is
        computed, when its result would break a size limit or its work the work limit."""
        plan = planned_size(method, receiver, arguments)
        if plan is None:
            return  # not known beforehand, or refused by the engine in its own words
        self.check_size(node, plan.elements)
        self.check_total(node, self.elements_made + plan.elements)
        work_limit = self.limits.max_work
        if plan.work > work_limit:
            raise self.source.error(
                node,
                translate("Expression", "this operation would take {0} multiply-adds; the limit is {1}; "
                          "use smaller tensors").format(prose_number(plan.work), prose_number(work_limit)),
            )

    def check_total(self, node, total):
        if total > self.limits.max_total_elements:
            raise self.source.error(
                node,
                translate("Expression", "this program makes more than {0} numbers in all, the limit; "
                          "use smaller tensors").format(prose_number(self.limits.max_total_elements)),
            )

    def checked_result(self, node, value):
        """`value`, once its size and the size of everything made so far are within the limits.

        The tensor exists by now; the check keeps the next operation from building on it.
        """
        if isinstance(value, Tensor):
            count = math.prod(value.shape)
            self.check_size(node, count)
            self.elements_made += count
            self.check_total(node, self.elements_made)
        return value

    # operators

    def binary(self, node):
        left = self.expression(node.left)
        right = self.expression(node.right)
        self.count_operation(node)
        if isinstance(node.op, ast.MatMult) and (_is_plain_number(left) or _is_plain_number(right)):
            raise self.source.error(
                node, translate("Expression", "@ multiplies matrices; it needs a tensor on both sides"))
        if _is_plain_number(left) and _is_plain_number(right):
            return self.number_arithmetic(node, left, right)
        if isinstance(node.op, ast.Pow) and not _is_plain_number(right):
            raise self.source.error(
                node, translate("Expression",
                                "the exponent of ** must be a number (x ** 2 is x.powf(2)), not a tensor")
            )
        if isinstance(node.op, ast.MatMult):  # the only operator whose result can outgrow its inputs
            self.check_plan(node, "matmul", left, [right])
        return self.checked_result(node, _TENSOR_OPERATORS[type(node.op)](left, right))

    def number_arithmetic(self, node, left, right):
        # Always in floats: an int ** int could take forever and fill memory (10**10**10).
        result = _TENSOR_OPERATORS[type(node.op)](float(left), float(right))
        if isinstance(result, complex):
            message = translate("Expression", "a negative number to a fractional power has no real value")
            raise self.source.error(node, message)
        if not math.isfinite(result):
            raise self.source.error(node, translate("Expression", "this number is too large to be a float"))
        return result

    def unary(self, node):
        value = self.expression(node.operand)
        self.count_operation(node)
        if isinstance(node.op, ast.UAdd):
            return value
        if _is_plain_number(value):
            return -value  # stays an int where it was one: squeeze(-1) needs a whole number
        return self.checked_result(node, -value)

    # calls

    def call(self, node):
        if isinstance(node.func, ast.Name):
            return self.constructor(node, node.func.id)
        return self.method(node, node.func.attr)

    def constructor(self, node, name):
        call = self.variable_calls.get(node)
        if call is not None and call in self.replace_calls:
            self.count_operation(node)
            return self.record(call, self.checked_result(node, self.replace_calls[call]))
        value = self.make(node, name)
        return self.record(call, value) if call is not None else value

    def record(self, call, value):
        if self.made is not None:
            self.made[call] = value
        return value

    def make(self, node, name):
        argument = self.expression(node.args[0])
        keywords = {keyword.arg: self.expression(keyword.value) for keyword in node.keywords}
        self.count_operation(node)
        if name in SHAPE_TAKERS:
            shape = self.shape(node.args[0], argument)
            make = {"zeros": Tensor.zeros, "ones": Tensor.ones, "randn": Tensor.randn}[name]
            return self.checked_result(node, make(shape, **keywords))
        if isinstance(argument, Tensor):  # var(t.detach()): a copy of a tensor's numbers
            self.check_size(node, math.prod(argument.shape))
        else:
            self.check_size(node, self.count_data(node.args[0], argument))
        make = Var if name == "var" else Tensor
        return self.checked_result(node, make(argument, **keywords))

    def count_data(self, node, data):
        """How many numbers `data` holds, counted before the engine copies them."""
        if _is_plain_number(data):
            return 1
        if isinstance(data, list):
            return sum(self.count_data(node, element) for element in data)
        raise self.source.error(
            node, translate("Expression", "tensor data must be numbers or lists of numbers"))

    def shape(self, node, value):
        """A shape as a tuple of whole numbers, its size checked against the limit."""
        entries = value if isinstance(value, tuple) else (value,)
        shape = tuple(self.whole_number(node, entry) for entry in entries)
        if all(n >= 0 for n in shape):  # the engine explains negative sizes itself
            self.check_size(node, math.prod(shape))
        return shape

    def whole_number(self, node, value):
        if _is_plain_number(value) and float(value).is_integer():
            return int(value)
        if _is_plain_number(value):
            message = translate("Expression", "a shape holds whole numbers, like (2, 3); {0} is not one")
        else:
            message = translate("Expression", "a shape holds whole numbers, like (2, 3); a tensor is not one")
        raise self.source.error(node, message.format(repr(value)))

    def method(self, node, name):
        receiver = self.expression(node.func.value)
        arguments = [self.expression(argument) for argument in node.args]
        self.count_operation(node)
        if not isinstance(receiver, Tensor):
            raise self.source.error(
                node,
                translate("Expression", "{0} is an operation on tensors, and this is a number; "
                          "try tensor(...).{0}()").format(name),
            )
        if name in SHAPE_TAKERS:
            arguments = [self.shape(arg, value) for arg, value in zip(node.args, arguments)]
        bound = getattr(receiver, name)  # safe: `name` is one of OPERATION_METHODS
        self.check_arguments(node, name, bound, arguments)
        self.check_plan(node, name, receiver, arguments)  # before computing: a broadcast can be huge
        return self.checked_result(node, bound(*arguments))

    def check_arguments(self, node, name, bound, arguments):
        """Say how an operation is called when it is given the wrong number of arguments."""
        accepted = _method_arity(type(bound.__self__), name)
        if accepted is None or accepted[0] <= len(arguments) <= accepted[1]:
            return  # nothing to compare with (the call itself will complain), or a fitting count
        signature = _method_signature(type(bound.__self__), name)
        usage = f"x.{name}({', '.join(list(signature.parameters)[1:])})"
        if len(arguments) == 1:
            message = translate("Expression", "{0} is called as {1}; it was given 1 argument")
        else:
            message = translate("Expression", "{0} is called as {1}; it was given {2} arguments")
        raise self.source.error(node, message.format(name, usage, len(arguments)))


@functools.lru_cache(maxsize=None)
def _method_arity(cls: type, name: str) -> tuple[float, float] | None:
    """How few and how many arguments (besides `self`) the method `name` of `cls` takes."""
    signature = _method_signature(cls, name)
    if signature is None:
        return None
    low, high = 0, 0.0
    for parameter in list(signature.parameters.values())[1:]:
        if parameter.kind is parameter.VAR_POSITIONAL:
            return low, math.inf
        if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            high += 1
            low += parameter.default is parameter.empty
    return low, high


@functools.lru_cache(maxsize=None)
def _method_signature(cls: type, name: str) -> inspect.Signature | None:
    """The signature of the method `name` of `cls`, `self` first; read once per method, as a
    program runs at every step of a descent and inspect.signature costs more than the operation."""
    try:
        return inspect.signature(getattr(cls, name))
    except (TypeError, ValueError):
        return None
