"""The palette's list of operations, read from the engine: every operation method of the language;
the language's words, for the editor and the palette (`language_words`); and the reference of the
whole language that Help > Expression Language shows (`language_reference`).

`operation_specs()` walks `core.expr.OPERATION_METHODS` and the signature of each
`core.engine.Tensor` method, and turns every parameter into a field the palette can show: an int,
a number, a shape, a dtype, a device, or another tensor of the program. A new operation in the
engine's table shows up in the palette by itself; one with a parameter this module cannot place
raises, so the tests notice it.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass

from gradwalk.core.engine import OPS, Tensor, Var
from gradwalk.core.engine.dtypes import NUMPY_DTYPES
from gradwalk.core.expr import OPERATION_METHODS
from gradwalk.core.expr.vocabulary import (CONSTRUCTOR_EXAMPLES, CONSTRUCTOR_KEYWORDS, CONSTRUCTOR_SUMMARIES,
                                          CONSTRUCTORS, KEYWORD_SUMMARIES, METHOD_SUMMARIES, OPERATORS,
                                          RANDOM_KEYWORDS, READ_BACKS, TEXT_TAKERS)
from gradwalk.core.words import translate_marked
from gradwalk.views.editor.language_words import LanguageWords
from gradwalk.views.editor.palette import OperationSpec, ParamSpec

__all__ = ["LanguageReference", "ReferenceRow", "language_reference", "language_words", "operation_specs",
           "param_spec"]

# Parameter name -> (kind, default). Defaults suit a float vector of 3 (`x = var([1.0, 2.0, 3.0])`)
# where the operation applies to one; transpose and squeeze need a matrix of the right shape.
_BY_NAME = {
    "other": ("tensor", ""),
    "dim": ("int", "0"),
    "dim0": ("int", "0"),
    "dim1": ("int", "1"),
    "index": ("int", "0"),  # element's, one per dimension: a vector's element 0
    "mul": ("float", "2.0"),
    "add": ("float", "1.0"),
    "exponent": ("float", "2.0"),
    "shape": ("shape", "(3,)"),
    "dtype": ("dtype", "f64"),
    "device": ("device", "cpu"),
}
_BY_ANNOTATION = {"int": ("int", "0"), "float": ("float", "1.0")}

def language_words() -> LanguageWords:
    """The expression language's constructors and keywords, for the editor and the palette."""
    return LanguageWords(CONSTRUCTORS, CONSTRUCTOR_KEYWORDS + RANDOM_KEYWORDS)


def param_spec(parameter: inspect.Parameter) -> ParamSpec:
    """The palette field for one parameter of a Tensor method."""
    if parameter.name in _BY_NAME:
        kind, default = _BY_NAME[parameter.name]
    else:
        annotation = parameter.annotation
        name = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
        if name not in _BY_ANNOTATION:
            raise ValueError(f"no palette field for parameter {parameter.name!r} ({name or '?'})")
        kind, default = _BY_ANNOTATION[name]
    return ParamSpec(parameter.name, kind, default)


def _doc(name: str) -> str:
    """What the operation computes, in a few words (translated where a translation exists)."""
    op = OPS.get(name)
    if op is not None and op.summary:
        text = op.summary
    elif name in METHOD_SUMMARIES:
        text = METHOD_SUMMARIES[name]
    else:
        doc = inspect.getdoc(getattr(Tensor, name)) or ""
        text = doc.split("\n\n")[0].replace("\n", " ") or name
    return translate_marked("Operations", text)


def operation_specs(read_backs: bool = False) -> list[OperationSpec]:
    """One spec per operation method of the language, in the language's order; the methods that
    give a plain number (READ_BACKS) only with `read_backs`: the palette writes whole lines."""
    specs = []
    for name in OPERATION_METHODS:
        if name in READ_BACKS and not read_backs:
            continue
        signature = inspect.signature(getattr(Tensor, name))
        params = tuple(param_spec(p) for p in signature.parameters.values() if p.name != "self")
        specs.append(OperationSpec(name, params, _doc(name)))
    return specs


# --- the reference: Help > Expression Language --------------------------------------------------

@dataclass(frozen=True)
class ReferenceRow:
    """One word of the language: how it is written, what it does (in the reader's language) and a
    line that uses it."""
    name: str  # "sqr", "+", "randn", "dtype"
    usage: str  # "x.sqr()", "a + b", 'randn(shape, seed=0, dtype="f32", device="cpu")'
    summary: str
    example: str  # "y = x.sqr()"


@dataclass(frozen=True)
class LanguageReference:
    constructors: tuple[ReferenceRow, ...]
    keywords: tuple[ReferenceRow, ...]
    operators: tuple[ReferenceRow, ...]
    operations: tuple[ReferenceRow, ...]


# The names the examples use, as the summaries name them ("y = a + b", "y = x²"): x, a and b rows of
# three numbers (1 × 3), w a column of three (3 × 1). An operation's example takes the palette's
# default arguments, except where they do not suit a row of three.
EXAMPLE_NAMES = {"x": 'var([[1.0, 2.0, 3.0]], dtype="f64")', "a": 'var([[0.5, -1.0, 2.0]], dtype="f64")',
                 "b": 'var([[2.0, 4.0, 1.0]], dtype="f64")', "w": 'var([[0.1], [0.2], [0.3]], dtype="f64")'}
_EXAMPLE_ARGUMENTS = {"matmul": ("w",), "reshape": ("(3, 1)",), "broadcast_as": ("(2, 3)",),
                      "element": ("0", "2")}
# what each constructor's keywords default to when the engine leaves them to the tensor (None)
_CONSTRUCTOR_FUNCTIONS = {"var": Var.__init__, "tensor": Tensor.__init__, "zeros": Tensor.zeros,
                          "ones": Tensor.ones, "randn": Tensor.randn}


def _code(value: object) -> str:
    return f'"{value}"' if isinstance(value, str) else str(value)


def _constructor_usage(name: str) -> str:
    """`randn(shape, seed=0, dtype="f32", device="cpu")`: the engine function's own parameters, the
    keywords the language takes, with their defaults (a tensor's, for a copy that leaves them None)."""
    parameters = inspect.signature(_CONSTRUCTOR_FUNCTIONS[name]).parameters
    defaults = inspect.signature(Tensor.zeros).parameters  # what a new tensor is made as
    first = next(p.name for p in parameters.values() if p.name not in ("self", "cls"))
    keywords = [*(RANDOM_KEYWORDS if name == "randn" else ()), *CONSTRUCTOR_KEYWORDS]
    shown = []
    for keyword in keywords:
        default = parameters[keyword].default
        if default is None or default is inspect.Parameter.empty:
            default = defaults[keyword].default
        shown.append(f"{keyword}={_code(default)}")
    return f"{name}({', '.join([first, *shown])})"


def _operation_row(spec) -> ReferenceRow:
    binary = any(p.kind == "tensor" for p in spec.params)
    receiver = "a" if binary else "x"
    arguments = _EXAMPLE_ARGUMENTS.get(spec.name) or tuple(
        "b" if p.kind == "tensor" else f'"{p.default}"' if spec.name in TEXT_TAKERS else p.default
        for p in spec.params)
    names = ("b" if p.kind == "tensor" else p.name for p in spec.params)
    example = READ_BACKS.get(spec.name) or f"y = {receiver}.{spec.name}({', '.join(arguments)})"
    return ReferenceRow(spec.name, f"{receiver}.{spec.name}({', '.join(names)})", spec.doc, example)


def _operator_row(symbol: str, method: str) -> ReferenceRow:
    summary = translate_marked("Operations", OPS[method].summary)
    if symbol == "**":  # its exponent is a number, as powf's
        return ReferenceRow(symbol, "x ** e", f"{summary} (x.{method}(e))", "y = x ** 2")
    example = "y = a @ w" if symbol == "@" else f"y = a {symbol} b"
    return ReferenceRow(symbol, f"a {symbol} b", f"{summary} (a.{method}(b))", example)


def language_reference() -> LanguageReference:
    """The whole expression language, read from its own tables: the constructors
    (core/expr/vocabulary.py) with their engine functions' parameters, their keywords, the
    operators, and every operation method with the summary of the engine's op table and the
    parameters of its Tensor method. In the reader's language, as of the call."""
    constructors = tuple(ReferenceRow(name, _constructor_usage(name),
                                      translate_marked("Operations", CONSTRUCTOR_SUMMARIES[name]),
                                      CONSTRUCTOR_EXAMPLES[name]) for name in CONSTRUCTORS)
    keywords = []
    for keyword in (*CONSTRUCTOR_KEYWORDS, *RANDOM_KEYWORDS):
        summary = translate_marked("Operations", KEYWORD_SUMMARIES[keyword])
        if "{0}" in summary:
            summary = summary.format(", ".join(f'"{dtype}"' for dtype in NUMPY_DTYPES))
        example = next((e for e in CONSTRUCTOR_EXAMPLES.values() if f"{keyword}=" in e), "")
        keywords.append(ReferenceRow(keyword, f"{keyword}=", summary, example))
    operators = tuple(_operator_row(symbol, method) for symbol, method in OPERATORS.items())
    operations = tuple(_operation_row(spec) for spec in operation_specs(read_backs=True))
    return LanguageReference(constructors, tuple(keywords), operators, operations)
