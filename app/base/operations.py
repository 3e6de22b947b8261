"""The palette's list of operations, read from the engine: every operation method of the language;
and the language's words, for the editor and the palette (`language_words`).

`operation_specs()` walks `core.expr.OPERATION_METHODS` and the signature of each
`core.engine.Tensor` method, and turns every parameter into a field the palette can show: an int,
a number, a shape, a dtype, a device, or another tensor of the program. A new operation in the
engine's table shows up in the palette by itself; one with a parameter this module cannot place
raises, so the tests notice it.
"""

from __future__ import annotations

import inspect

from gradwalk.core.engine import OPS, Tensor
from gradwalk.core.expr import OPERATION_METHODS
from gradwalk.core.expr.vocabulary import (CONSTRUCTOR_KEYWORDS, CONSTRUCTORS, METHOD_SUMMARIES,
                                          RANDOM_KEYWORDS)
from gradwalk.core.words import translate_marked
from gradwalk.views.editor.language_words import LanguageWords
from gradwalk.views.editor.palette import OperationSpec, ParamSpec

__all__ = ["language_words", "operation_specs", "param_spec"]

# Parameter name -> (kind, default). Defaults suit a float vector of 3 (`x = var([1.0, 2.0, 3.0])`)
# where the operation applies to one; transpose and squeeze need a matrix of the right shape.
_BY_NAME = {
    "other": ("tensor", ""),
    "dim": ("int", "0"),
    "dim0": ("int", "0"),
    "dim1": ("int", "1"),
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


def operation_specs() -> list[OperationSpec]:
    """One spec per operation method of the language, in the language's order."""
    specs = []
    for name in OPERATION_METHODS:
        signature = inspect.signature(getattr(Tensor, name))
        params = tuple(param_spec(p) for p in signature.parameters.values() if p.name != "self")
        specs.append(OperationSpec(name, params, _doc(name)))
    return specs
