"""What core.expr promises as a whole: no module runs text as Python, the package uses only the
engine's public API, and any text, or any program built from the language's grammar, gives a dict
of tensors or an ExpressionError, nothing else (two hypothesis tests)."""

import ast
import string
import warnings
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradwalk.core.engine
from gradwalk import core
from gradwalk.core.engine import Tensor
from gradwalk.core.expr import OPERATION_METHODS, ExpressionError, evaluate


# --- what the modules hold ---------------------------------------------------------------------

EXPR_SOURCES = sorted((Path(__file__).resolve().parents[3] / "core" / "expr").glob("*.py"))


@pytest.mark.parametrize("path", EXPR_SOURCES, ids=lambda path: path.name)
def test_the_module_never_runs_text_as_python(path):
    # The whole point of the package: it walks the tree itself.
    tree = ast.parse(path.read_text(encoding="utf-8"))
    called = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not called & {"eval", "exec", "compile", "__import__"}


def test_the_package_uses_only_the_engine_s_public_api():
    # Names from core.engine's __all__, never one of its modules (core.engine.tensor, say).
    reached = []
    for path in EXPR_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "gradwalk.core.engine":
                reached += [alias.name for alias in node.names if alias.name not in core.engine.__all__]
            elif isinstance(node, ast.ImportFrom):
                reached += [node.module] if (node.module or "").startswith("gradwalk.core.engine.") else []
            elif isinstance(node, ast.Import):
                reached += [alias.name for alias in node.names if alias.name.startswith("gradwalk.core.engine")]
    assert reached == []


def test_the_scan_for_running_text_covers_every_module():
    names = {path.name for path in EXPR_SOURCES}
    assert {"__init__.py", "vocabulary.py", "source.py", "validation.py", "evaluation.py"} <= names


# --- any input ---------------------------------------------------------------------------------


@given(st.text(alphabet=string.printable, max_size=200))
@settings(max_examples=300, deadline=None)
def test_any_text_gives_a_dict_or_an_expression_error(text):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # nothing on the console either: a warning fails here
            result = evaluate(text)
    except ExpressionError as err:
        assert err.line >= 1 and err.col >= 1
        assert str(err).startswith(f"line {err.line}, column {err.col}: ")
    else:
        assert isinstance(result, dict)


# Random programs built from the language's own grammar (plus a few pieces from outside it), so
# that most of them pass validation and reach the evaluator and the engine with odd values.
LEAVES = st.sampled_from(
    ["x", "y", "z", "w", "1", "2.5", "-1", "0", "1e308", "(2, 2)", "[1.0, 2.0]", '"f64"', "x.shape"]
)
OPERATORS = st.sampled_from([" + ", " - ", " * ", " / ", " @ ", " ** ", " // "])
METHODS = st.sampled_from(OPERATION_METHODS + ("sqrr", "__class__"))
CONSTRUCTOR_CALLS = st.sampled_from(["var", "tensor", "zeros", "ones", "print"])
KEYWORDS = st.sampled_from(["", ', dtype="f64"', ', dtype="i64"', ', dtype="u32"', ', device="a"'])


def _compound(inner):
    return st.one_of(
        st.tuples(inner, OPERATORS, inner).map(lambda t: f"({''.join(t)})"),
        inner.map(lambda e: f"-{e}"),
        st.tuples(inner, METHODS, st.lists(inner, max_size=2)).map(
            lambda t: f"({t[0]}).{t[1]}({', '.join(t[2])})"
        ),
        st.tuples(CONSTRUCTOR_CALLS, inner, KEYWORDS).map(lambda t: f"{t[0]}({t[1]}{t[2]})"),
    )


STATEMENTS = st.tuples(
    st.sampled_from(["x = ", "y = ", "w = ", ""]), st.recursive(LEAVES, _compound, max_leaves=8)
).map("".join)
PRELUDE = "x = var([[1.0, 2.0], [3.0, 4.0]])\ny = tensor([1.0, -2.0])\nz = zeros((2, 2))\n"


@given(st.lists(STATEMENTS, min_size=1, max_size=4).map("\n".join))
@settings(max_examples=300, deadline=None)
def test_any_program_in_the_language_s_grammar_gives_a_dict_or_an_expression_error(body):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # nothing on the console either: a warning fails here
            result = evaluate(PRELUDE + body)
    except ExpressionError as err:
        assert err.line >= 1 and err.col >= 1
    else:
        assert list(result)[:3] == ["x", "y", "z"]
        assert all(isinstance(value, Tensor) for value in result.values())
