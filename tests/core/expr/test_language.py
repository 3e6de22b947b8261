"""Tests of core.expr: the safe expression language a learner types and lessons hold.

Three parts: programs the language refuses (each with its message and position), programs it
evaluates (through the real engine), and the limits. Two hypothesis tests at the end check the one
promise every caller relies on: `evaluate` returns a dict or raises ExpressionError, nothing else.
"""

import ast
import inspect
import pickle
import string
import warnings
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core.expr.evaluation
import core.expr.validation
from core import OPS, Tensor, Var
from core.engine.errors import DTypeError, GradwalkError, ShapeError
from core.expr import OPERATION_METHODS, ExpressionError, Limits, evaluate
from core.expr.vocabulary import CONSTRUCTORS, SHAPE_TAKERS, TEXT_TAKERS

EXPR_SOURCES = sorted((Path(__file__).resolve().parents[3] / "core" / "expr").glob("*.py"))


def refusal(source, limits=Limits()):
    with pytest.raises(ExpressionError) as info:
        evaluate(source, limits=limits)
    return info.value


# --- refusals: (source, part of the message, line, column) ------------------------------------

REFUSALS = [
    # attributes and calls outside the whitelist
    ("x = var(1.0)\nx.shape", "reading attributes (like x.shape)", 2, 3),
    ("x = var(1.0)\nx.__class__", "'__class__' is not accessible", 2, 3),
    ("x = var(1.0)\nx.__class__()", "'__class__' is not accessible", 2, 3),
    ("x = var(1.0)\ny = x._data", "names starting with '_'", 2, 7),
    ("x = var(1.0)\nx.sqr", "sqr is an operation; call it", 2, 3),
    ("x = var(1.0)\nx.backward()", "unknown operation 'backward'", 2, 3),
    ("x = var(1.0)\ny = x.sqrr()", "unknown operation 'sqrr'; did you mean: sqr, sqrt?", 2, 7),
    ("print(1)", "'print' cannot be called", 1, 1),
    ("open('f')", "'open' cannot be called", 1, 1),
    ("__import__('os')", "'__import__' cannot be called", 1, 1),
    ("y = tensr([1])", "did you mean: tensor?", 1, 5),
    ("x = var(1.0)\ny = sqr(x)", "sqr is an operation; call it on a tensor", 2, 5),
    ("var(1.0).sqr()()", "only var, tensor, zeros, ones and operations", 1, 10),
    # statements
    ("import os", "imports are not part of the expression language", 1, 1),
    ("from os import path", "imports are not part", 1, 1),
    ("for i in 1: pass", "loops are not part of the expression language", 1, 1),
    ("while 1: pass", "loops are not part", 1, 1),
    ("x = 1\nif x: pass", "if statements are not part", 2, 1),
    ("def f(): pass", "function definitions are not part", 1, 1),
    ("class C: pass", "class definitions are not part", 1, 1),
    ("with a: pass", "with statements are not part", 1, 1),
    ("x = var(1.0)\ndel x", "del statements are not part", 2, 1),
    ("global x", "global declarations are not part", 1, 1),
    ("return 1", "return statements are not part", 1, 1),
    ("raise 1", "raise statements are not part", 1, 1),
    ("try:\n  pass\nexcept: pass", "try statements are not part", 1, 1),
    ("assert 1", "assert statements are not part", 1, 1),
    ("pass", "pass statements are not part", 1, 1),
    ("x = var(1.0)\nx += 1", "augmented assignments", 2, 1),
    ("x: int = 1", "annotated assignments", 1, 1),
    ("match 1:\n case 1: pass", "match statements are not part", 1, 1),
    # assignment targets
    ("a = b = var(1.0)", "chained assignments", 1, 5),
    ("a, b = var(1.0)", "several names at once", 1, 1),
    ("[a] = var(1.0)", "several names at once", 1, 1),
    ("x = var(1.0)\nx.name = var(2.0)", "only a plain name can be assigned", 2, 3),
    ("_x = var(1.0)", "names starting with '_' are reserved", 1, 1),
    ("__builtins__ = var(1.0)", "names starting with '_' are reserved", 1, 1),
    ("var = var(1.0)", "'var' is the name of a constructor", 1, 1),
    ("zeros = ones(2)", "'zeros' is the name of a constructor", 1, 1),
    # expressions
    ("y = lambda: 1", "lambdas are not part", 1, 5),
    ("y = [i for i in [1]]", "comprehensions are not part", 1, 5),
    ("y = {i: i for i in [1]}", "comprehensions are not part", 1, 5),
    ("y = (i for i in [1])", "generator expressions are not part", 1, 5),
    ('y = f"{1}"', "f-strings are not part", 1, 5),
    ("x = var([1.0])\ny = x[0]", "indexing and slicing", 2, 5),
    ("y = 1 < 2", "comparisons", 1, 5),
    ("y = 1 and 2", "boolean operators (and, or)", 1, 5),
    ("y = not 1", "boolean operators (not)", 1, 5),
    ("y = 1 if 2 else 3", "conditional expressions", 1, 5),
    ("y = {1: 2}", "dictionaries are not part", 1, 5),
    ("y = {1}", "sets are not part", 1, 5),
    ("(y := var(1.0))", "the walrus operator (:=)", 1, 2),
    ("await var(1.0)", "await is not part", 1, 1),
    ("yield var(1.0)", "yield is not part", 1, 1),
    ("x = var(1.0)\ny = x // 2", "the operator // is not part", 2, 7),
    ("x = var(1.0)\ny = (x) %  2", "the operator % is not part", 2, 9),
    ("x = var(1.0)\ny = x |\\\n  2", "the operator | is not part", 2, 7),
    ("y = ~1", "the operator ~ is not part", 1, 5),
    ("y = True", "True, False and None are not part", 1, 5),
    ("y = None", "True, False and None are not part", 1, 5),
    ("y = 2j", "complex numbers", 1, 5),
    ("y = b'1'", "bytes values are not part", 1, 5),
    ("y = ...", "ellipsis values are not part", 1, 5),
    ("y = 1e999", "too large to be a float", 1, 5),
    ("y = tensor(10000000000000000000)", "whole number is too large", 1, 12),
    # strings, lists and tuples outside their places
    ('"f64"', "text in quotes is only allowed as a dtype or device", 1, 1),
    ('y = var("abc")', "text in quotes is only allowed", 1, 9),
    ('x = var(1.0)\ny = x + "1"', "text in quotes is only allowed", 2, 9),
    ("x = var(1.0)\ny = x.to_dtype(f64)", "this must be a name in quotes", 2, 16),
    ('x = var(1.0, dtype=f64)', "this must be a name in quotes", 1, 20),
    ("y = [1, 2]", "lists are only allowed as tensor data", 1, 5),
    ("y = zeros([2, 3])", "write a shape as a tuple", 1, 11),
    ("x = var([1.0])\ny = x.reshape([1])", "write a shape as a tuple", 2, 15),
    ("y = (1, 2)", "tuples are only allowed as shapes", 1, 5),
    ("y = var((1, 2))", "tuples are only allowed as shapes", 1, 9),
    ("x = var([1.0])\ny = x.sum_keepdim((0,))", "tuples are only allowed as shapes", 2, 19),
    ("y = zeros(((1, 2),))", "tuples are only allowed as shapes", 1, 12),
    # arguments
    ("x = var([1.0])\ny = x.sqr(*[1])", "starred arguments", 2, 11),
    ("y = var(1.0, **{'dtype': 'f64'})", "unpacked keyword arguments", 1, 14),
    ("y = var(1.0, grad=1)", "only dtype= and device=", 1, 14),
    ("y = var(1.0, 'f64')", "takes one positional argument", 1, 14),
    ("y = var()", "takes one positional argument", 1, 5),
    ("x = var([1.0])\ny = x.affine(mul=2, add=0)", "by position", 2, 14),
    # names
    ("y = x", "unknown name 'x'; assign it first", 1, 5),
    ("value = var(1.0)\ny = valeu.sqr()", "unknown name 'valeu'; did you mean: value?", 2, 5),
    ("x = x + 1", "unknown name 'x'", 1, 5),
    ("y = x\nx = var(1.0)", "unknown name 'x'", 1, 5),
    ("y = var", "var is a constructor; call it", 1, 5),
    ("y = __builtins__", "names starting with '_' are reserved", 1, 5),
    # syntax
    ("y = (1 +", "not valid syntax: '(' was never closed", 1, 5),
    ("x = 1 +", "not valid syntax", 1, 8),
    ("é = (1 +", "'(' was never closed", 1, 5),
    ("y = 'é' +", "not valid syntax", 1, 10),
    ("\x00", "not valid syntax", 1, 1),
    ("y = 1if 2 else 3", "not valid syntax: invalid decimal literal", 1, 5),  # Python: only a warning
]


@pytest.mark.parametrize(("source", "message", "line", "col"), REFUSALS)
def test_refusal(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err


def test_a_refused_program_makes_no_tensor(monkeypatch):
    # Validation covers the whole program before the evaluator (and so the engine) is touched.
    evaluated = []
    monkeypatch.setattr(core.expr.evaluation._Evaluator, "run", lambda self, tree: evaluated.append(tree))
    err = refusal("x = var(1.0)\ny = x.sqr()\nimport os")
    assert (err.line, err.col) == (3, 1)
    assert evaluated == []


def test_error_format_and_types():
    err = refusal("y = x")
    assert str(err) == "line 1, column 5: unknown name 'x'; assign it first, like x = var(1.0)"
    assert isinstance(err, GradwalkError)
    assert isinstance(err, ValueError)
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.message, copy.line, copy.col) == (err.message, err.line, err.col)
    assert str(copy) == str(err)


def test_text_that_is_not_a_string_is_refused():
    err = refusal(b"x = var(1.0)")
    assert "must be text" in err.message


def test_columns_count_characters_not_bytes():
    # The parser counts UTF-8 bytes; a learner counts characters.
    err = refusal("é = var(1.0)\ny = é.shape")
    assert (err.line, err.col) == (2, 7)
    err = refusal("é = var(1.0); y = é.sqrr()")
    assert (err.line, err.col) == (1, 21)


def test_windows_and_old_mac_line_breaks_count_as_lines():
    assert refusal("x = var(1.0)\r\ny = z").line == 2
    assert refusal("x = var(1.0)\ry = z").line == 2


def test_the_method_list_has_no_repeated_or_private_names():
    assert len(set(OPERATION_METHODS)) == len(OPERATION_METHODS)
    assert not any(name.startswith("_") for name in OPERATION_METHODS)
    assert "backward" not in OPERATION_METHODS


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


def test_the_scan_for_running_text_covers_every_module():
    names = {path.name for path in EXPR_SOURCES}
    assert {"__init__.py", "source.py", "validation.py", "evaluation.py"} <= names


# --- evaluation --------------------------------------------------------------------------------


def test_the_lesson_example():
    values = evaluate('x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x')
    assert list(values) == ["x", "y"]
    x, y = values["x"], values["y"]
    assert y.to_scalar() == 10.0
    assert (x.name, y.name) == ("x", "y")
    assert x.is_variable and x.dtype == "f64"
    assert y.backward().get(x).to_scalar() == 7.0


def test_a_bare_expression_is_the_result():
    values = evaluate("x = var(3.0)\nx.sqr()")
    assert list(values) == ["x", "result"]
    assert values["result"].to_scalar() == 9.0
    assert values["result"].name == "result"


def test_a_reassigned_name_keeps_its_place_and_takes_the_new_value():
    values = evaluate("x = var(3.0)\ny = x + 1\nx = x.sqr()")
    assert list(values) == ["x", "y"]
    assert values["x"].to_scalar() == 9.0
    assert values["x"].name == "x"


def test_a_name_already_given_is_kept():
    values = evaluate("x = var(1.0)\ny = x")
    assert values["y"] is values["x"]
    assert values["y"].name == "x"


def test_empty_programs_and_comments():
    assert evaluate("") == {}
    assert evaluate("# nothing yet\n\n") == {}


def test_constructors():
    values = evaluate(
        'a = tensor([[1, 2], [3, 4]], dtype="i64")\n'
        'b = var([1.5, -2.5], device="cpu")\n'
        'c = zeros((2, 3), dtype="f64")\n'
        "d = ones(4)\n"
        "e = var(a.to_dtype(\"f32\"))\n"
    )
    a, b, c, d, e = values.values()
    assert (a.shape, a.dtype, a.is_variable) == ((2, 2), "i64", False)
    assert (b.to_list(), b.is_variable) == ([1.5, -2.5], True)
    assert (c.shape, c.dtype, c.to_list()) == ((2, 3), "f64", [[0.0] * 3] * 2)
    assert (d.shape, d.to_list()) == ((4,), [1.0] * 4)
    assert (e.to_list(), e.is_variable) == ([[1.0, 2.0], [3.0, 4.0]], True)


def test_numbers_combine_with_tensors_through_the_operators():
    values = evaluate(
        'x = var([1.0, 2.0], dtype="f64")\n'
        "a = 3 * x; b = x + 1; c = x ** 2; d = 2 - x; e = 1 / x\n"
        "f = -x; g = +x; h = x * x / x - x\n"
        "i = x.reshape((2, 1)) @ x.reshape((1, 2))"
    )
    got = {name: t.to_list() for name, t in values.items()}
    assert got["a"] == [3.0, 6.0]
    assert got["b"] == [2.0, 3.0]
    assert got["c"] == [1.0, 4.0]
    assert got["d"] == [1.0, 0.0]
    assert got["e"] == [1.0, 0.5]
    assert got["f"] == [-1.0, -2.0]
    assert values["g"] is values["x"]
    assert got["h"] == [0.0, 0.0]
    assert got["i"] == [[1.0, 2.0], [2.0, 4.0]]


def test_number_arithmetic_gives_floats():
    assert evaluate("y = tensor(2 ** 10)")["y"].to_scalar() == 1024.0
    assert evaluate("y = tensor(-(3 - 5) * 0.5)")["y"].to_scalar() == 1.0
    assert "the number 1.0," in refusal("y = 3 - 2").message


def test_operation_methods_with_arguments():
    values = evaluate(
        'w = var([[1.0, 2.0], [3.0, 4.0]], dtype="f64")\n'
        "s = w.sum_keepdim(0); m = w.max_keepdim(-1); t = w.transpose(0, 1)\n"
        "u = w.unsqueeze(0).squeeze(0); p = w.powf(2); b = w.broadcast_as((3, 2, 2))\n"
        'f = w.to_dtype("f32").to_device("cpu")'
    )
    assert values["s"].to_list() == [[4.0, 6.0]]
    assert values["m"].to_list() == [[2.0], [4.0]]
    assert values["t"].to_list() == [[1.0, 3.0], [2.0, 4.0]]
    assert values["u"].shape == (2, 2)
    assert values["p"].to_list() == [[1.0, 4.0], [9.0, 16.0]]
    assert values["b"].shape == (3, 2, 2)
    assert values["f"].dtype == "f32"


def test_every_operation_method_is_a_method_of_the_engine():
    for name in OPERATION_METHODS:
        assert callable(getattr(Tensor, name, None)), name


def test_every_operation_of_the_engine_can_be_called():
    # A new operation in the engine's table is part of the language without further edits.
    assert [name for name in OPS if name not in OPERATION_METHODS] == []


def test_methods_taking_a_shape_or_a_name_in_quotes_are_known_as_such():
    # The validator lets a tuple through only to SHAPE_TAKERS, and text only to TEXT_TAKERS.
    def parameters(name):
        return set(inspect.signature(getattr(Tensor, name)).parameters)

    takes_shape = {name for name in OPERATION_METHODS if "shape" in parameters(name)}
    takes_text = {name for name in OPERATION_METHODS if parameters(name) & {"dtype", "device"}}
    assert takes_shape == set(SHAPE_TAKERS) - set(CONSTRUCTORS)
    assert takes_text == set(TEXT_TAKERS)


def test_engine_errors_keep_their_message_and_point_at_the_operator():
    with pytest.raises(ShapeError) as engine:
        Var([1.0, 2.0]) + Var([1.0, 2.0, 3.0])
    err = refusal("x = var([1.0, 2.0])\ny = var([1.0, 2.0, 3.0])\nz = x.sqr() + y")
    assert err.message == str(engine.value)
    assert (err.line, err.col) == (3, 13)
    assert isinstance(err.__cause__, ShapeError)


def test_engine_errors_in_a_method_point_at_the_method_name():
    with pytest.raises(DTypeError) as engine:
        Tensor([4], dtype="u32").sqrt()
    err = refusal('a = var(1.0)\nb = tensor([4], dtype="u32")\nc = a + b.sqrt()')
    assert err.message == str(engine.value)
    assert (err.line, err.col) == (3, 11)


def test_the_operator_is_found_across_lines_and_comments():
    err = refusal("x = var([1.0])\ny = var([1.0, 2.0])\nz = (x  # first\n     + y)")
    assert (err.line, err.col) == (4, 6)


def test_engine_refusals_of_data_dtype_and_device():
    assert "unknown dtype 'f65'" in refusal('x = var(1.0, dtype="f65")').message
    assert "unknown device 'gpu'" in refusal('x = var(1.0, device="gpu")').message
    assert "rectangular" in refusal("x = var([1.0, [2.0]])").message
    err = refusal("x = var([1.0])\ny = var([x])")
    assert "tensor data must be numbers" in err.message
    assert (err.line, err.col) == (2, 9)


TYPE_REFUSALS = [
    ("x = var(2.0)\ny = x ** x", "exponent of ** must be a number", 2, 7),
    ("x = var(2.0)\ny = 2 ** x", "exponent of ** must be a number", 2, 7),
    ("x = var([[2.0]])\ny = 2 @ x", "needs a tensor on both sides", 2, 7),
    ("x = var([[2.0]])\ny = x @ 2", "needs a tensor on both sides", 2, 7),
    ("y = tensor(2 @ 2)", "needs a tensor on both sides", 1, 14),
    ("y = 2 + 3", "this is the number 5.0, not a tensor; to keep it, write y = tensor(5.0)", 1, 5),
    ("x = var(2.0)\n-2", "to keep it, write tensor(-2)", 2, 1),
    ("y = (2).sqr()", "sqr is an operation on tensors, and this is a number", 1, 9),
    ("x = var(2.0)\ny = x.affine(1)", "is called as x.affine(mul, add); it was given 1", 2, 7),
    ("x = var(2.0)\ny = x.sqr(1)", "sqr is called as x.sqr(); it was given 1", 2, 7),
    ("x = zeros((2, 3))\ny = x.reshape(3, 2)", "reshape is called as x.reshape(shape)", 2, 7),
    ("y = zeros((2.5, 3))", "a shape holds whole numbers, like (2, 3); 2.5 is not one", 1, 11),
    ("x = var([1.0])\ny = x.reshape((0.5,))", "0.5 is not one", 2, 15),
    ("x = var([1.0])\ny = x.squeeze(1 - 2)", "a dimension must be a whole number, got -1.0", 2, 7),
]


@pytest.mark.parametrize(("source", "message", "line", "col"), TYPE_REFUSALS)
def test_refusal_while_evaluating(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err


def test_evaluate_is_pure():
    program = "x = var([1.0, 2.0])\ny = x.sqr()"
    first, second = evaluate(program), evaluate(program)
    assert first["x"] is not second["x"]
    first["y"].name = "changed"
    assert evaluate(program)["y"].name == "y"


@pytest.mark.parametrize(
    ("failure", "message"),
    [
        (MemoryError(), "not enough memory"),
        (RecursionError(), "nested too deeply"),
        (ZeroDivisionError(), "division by zero"),
        (OverflowError(), "too large"),
        (RuntimeError("boom"), "RuntimeError: boom"),
        (KeyError("k"), "KeyError"),
    ],
)
def test_any_failure_inside_the_engine_becomes_an_expression_error(monkeypatch, failure, message):
    def fail(self):
        raise failure

    monkeypatch.setattr(Tensor, "exp", fail)
    err = refusal("x = var(1.0)\ny = x.exp()")
    assert message in err.message
    assert (err.line, err.col) == (2, 7)


def test_a_bug_in_the_checks_still_gives_an_expression_error(monkeypatch):
    def broken(self, tree):
        raise KeyError("oops")

    monkeypatch.setattr(core.expr.validation._Validator, "check", broken)
    err = refusal("x = var(1.0)")
    assert "could not be evaluated" in err.message


# --- limits ------------------------------------------------------------------------------------


def test_text_length_limit_points_at_the_first_character_too_many():
    err = refusal("x = var(1.0)\n" + " " * 20, Limits(max_text_length=20))
    assert "the limit is 20 characters" in err.message
    assert (err.line, err.col) == (2, 8)
    assert evaluate("", limits=Limits(max_text_length=0)) == {}


def test_default_text_length_limit():
    assert "limit is 10000" in refusal("#" * 10_001).message
    assert evaluate("#" * 10_000) == {}


def test_depth_limit():
    err = refusal("y = " + "-" * 50 + "1", Limits(max_depth=20))
    assert "nested more than 20 levels" in err.message
    assert err.line == 1


def test_default_depth_limit_and_nesting_python_cannot_parse():
    assert "nested more than 100 levels" in refusal("y = " + "-" * 150 + "1").message
    assert "nested more than 100" in refusal("y = " + " + ".join(["1"] * 200)).message
    # Deep enough that Python's own parser gives up before we see a tree.
    assert "nested too deeply" in refusal("-" * 9_000 + "1").message
    assert "not valid syntax" in refusal("(" * 300 + ")" * 300).message


def test_default_limits():
    assert Limits() == Limits(
        max_text_length=10_000,
        max_elements=1_000_000,
        max_total_elements=50_000_000,
        max_operations=10_000,
        max_depth=100,
    )
    with pytest.raises(AttributeError):
        Limits().max_depth = 5  # frozen: a shared default cannot be changed by one caller


@pytest.fixture
def made(monkeypatch):
    """The data and shapes the engine is asked to make tensors from, in order."""
    calls = []
    real_var, real_zeros = Var, Tensor.zeros

    def var(data, **keywords):
        calls.append(data)
        return real_var(data, **keywords)

    def zeros(shape, **keywords):
        calls.append(shape)
        return real_zeros(shape, **keywords)

    monkeypatch.setattr(core.expr.evaluation, "Var", var)
    monkeypatch.setattr(Tensor, "zeros", zeros)
    return calls


def test_element_limit_is_checked_before_making_a_tensor_from_data(made):
    limits = Limits(max_elements=3)
    assert list(evaluate("x = var([[1, 2, 3]])", limits=limits)) == ["x"]
    err = refusal("x = var([1])\ny = var([[1, 2], [3, 4]])", limits)
    assert err.message == "this tensor would have 4 elements; the limit is 3"
    assert (err.line, err.col) == (2, 5)
    assert made == [[[1, 2, 3]], [1]]


def test_element_limit_is_checked_before_making_zeros(made):
    err = refusal("x = zeros((1000, 1001))")
    assert err.message == "this tensor would have 1001000 elements; the limit is 1000000"
    assert (err.line, err.col) == (1, 11)
    assert made == []
    assert evaluate("x = zeros((1000, 1000))")["x"].shape == (1000, 1000)
    assert "would have 6 elements" in refusal("x = ones((2, 3))", Limits(max_elements=5)).message


def test_element_limit_is_checked_before_broadcasting():
    err = refusal("x = var([1.0])\ny = x.broadcast_as((2, 3))", Limits(max_elements=5))
    assert err.message == "this tensor would have 6 elements; the limit is 5"
    assert (err.line, err.col) == (2, 20)


def test_element_limit_is_checked_after_each_operation():
    program = "x = var([1.0, 2.0, 3.0])\ny = x.reshape((3, 1)) @ x.reshape((1, 3))"
    assert evaluate(program, limits=Limits(max_elements=9))["y"].shape == (3, 3)
    err = refusal(program, Limits(max_elements=8))
    assert err.message == "this tensor would have 9 elements; the limit is 8"
    assert (err.line, err.col) == (2, 23)


def test_total_element_limit():
    program = "x = var([1.0, 2.0])\ny = x.exp()\nz = y.exp()"
    assert list(evaluate(program, limits=Limits(max_total_elements=6))) == ["x", "y", "z"]
    err = refusal(program, Limits(max_total_elements=5))
    assert "more than 5 numbers in all" in err.message
    assert (err.line, err.col) == (3, 7)


def test_operation_limit():
    program = "x = var(1.0)\ny = x.sqr().sqr() + 1"  # var, sqr, sqr, +: four operations
    assert list(evaluate(program, limits=Limits(max_operations=4))) == ["x", "y"]
    err = refusal(program, Limits(max_operations=3))
    assert "more than 3 operations" in err.message
    assert (err.line, err.col) == (2, 19)
    err = refusal(program, Limits(max_operations=2))
    assert (err.line, err.col) == (2, 13)


def test_number_arithmetic_is_in_floats_and_cannot_blow_up():
    # 10 ** 10 ** 10 as a Python int would take forever; as a float it is refused at once.
    err = refusal("y = tensor(10 ** 10 ** 10)")
    assert "too large" in err.message
    assert (err.line, err.col) == (1, 15)
    assert "too large" in refusal("y = tensor(1e300 * 1e300)").message
    assert "division by zero" in refusal("y = tensor(1 / 0)").message
    assert "has no real value" in refusal("y = tensor((-8) ** 0.5)").message


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


# --- pre-bound names and programs run many times ------------------------------------------------


def test_env_names_are_usable_and_not_returned():
    from core import OPS, Tensor, Var

    x, w = Tensor([1.0, 2.0, 3.0]), Var(2.0)
    values = evaluate("y = x.broadcast_mul(w).sum_all()", env={"x": x, "w": w})
    assert list(values) == ["y"]
    assert values["y"].to_scalar() == 12.0
    assert values["y"].backward().get(w).to_scalar() == 6.0


def test_a_program_runs_again_on_new_values():
    from core import Var
    from core.expr import Program

    program = Program("y = x.sqr()", known_names=("x",))
    assert program.names == ("y",)
    assert program.run({"x": Var(3.0)})["y"].to_scalar() == 9.0
    assert program.run({"x": Var(4.0)})["y"].to_scalar() == 16.0
    with pytest.raises(ExpressionError, match="no value was given for x"):
        program.run({})


def test_a_bool_from_an_env_is_not_a_number_of_the_language():
    # The language has no True or False; one handed in by a caller is not taken for 1 or 0.
    with pytest.raises(ExpressionError, match="a shape holds whole numbers"):
        evaluate("y = zeros(n)", env={"n": True})


def test_an_unknown_name_is_refused_even_with_an_env():
    from core import Var

    with pytest.raises(ExpressionError, match="unknown name 'z'"):
        evaluate("y = z.sqr()", env={"x": Var(1.0)})
