"""Tests of core/expr/validation.py: programs the language refuses, each with its message and
position, before any tensor is made."""

import math

import pytest

import gradwalk.core.expr.evaluation
from gradwalk import core
import gradwalk.core.expr.validation
from gradwalk import core
from gradwalk.core.expr import ExpressionError, evaluate
from tests.core.expr.expr_cases import refusal


# --- refusals: (source, part of the message, line, column) -------------------------------------

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
    ("var(1.0).sqr()()", "only var, tensor, zeros, ones, randn and operations", 1, 10),
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
    # numbers that would silently be another number, and names taken for numbers
    ("x = var(1e-400)", "too small to be a float: it would be 0", 1, 9),
    ("x = var(-.5e-400)", "too small to be a float", 1, 10),
    ("x = var([1.0, 1_0e-4_00])", "too small to be a float", 1, 15),
    ("x = var(nan)", "nan is not a name the language knows", 1, 9),
    ("x = var(2.0) * inf", "inf is not a name the language knows", 1, 16),
    ("x = var(Infinity)", "Infinity is not a name", 1, 9),
    # a keyword given twice: underlined at the second one, in every call form
    ('x = var(1.0, dtype="f64", dtype="f32")', "dtype= is given twice in this call", 1, 27),
    ('x = tensor([1.0], device="cpu", dtype="f64", device="cpu")', "device= is given twice", 1, 46),
    ('x = zeros((2,), dtype="f64",\n          dtype="f64")', "dtype= is given twice", 2, 11),
    ('x = ones(2, dtype="f64", dtype="f64")', "dtype= is given twice", 1, 26),
    ('x = var(1.0)\ny = x.to_dtype(dtype="f64", dtype="f32")', "dtype= is given twice", 2, 29),
    ('y = print(end="", end="")', "end= is given twice", 1, 19),
    ('x = var(1.0)\ny = x.sqr()(a=1, a=2)', "a= is given twice", 2, 18),
    ('é = var(1.0, dtype="f64", dtype="f32")', "dtype= is given twice", 1, 27),
]


@pytest.mark.parametrize(("source", "message", "line", "col"), REFUSALS)
def test_refusal(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err


# --- refused as a whole ------------------------------------------------------------------------


def test_a_refused_program_makes_no_tensor(monkeypatch):
    # Validation covers the whole program before the evaluator (and so the engine) is touched.
    evaluated = []
    monkeypatch.setattr(core.expr.evaluation._Evaluator, "run", lambda self, tree: evaluated.append(tree))
    err = refusal("x = var(1.0)\ny = x.sqr()\nimport os")
    assert (err.line, err.col) == (3, 1)
    assert evaluated == []


def test_a_bug_in_the_checks_still_gives_an_expression_error(monkeypatch):
    def broken(self, tree):
        raise KeyError("oops")

    monkeypatch.setattr(core.expr.validation._Validator, "check", broken)
    err = refusal("x = var(1.0)")
    assert "could not be evaluated" in err.message


def test_an_unknown_name_is_refused_even_with_an_env():
    from gradwalk.core import Var

    with pytest.raises(ExpressionError, match="unknown name 'z'"):
        evaluate("y = z.sqr()", env={"x": Var(1.0)})


@pytest.mark.parametrize(("source", "expected"), [
    ("x = var(0x10, dtype=\"f64\")", 16.0),
    ("x = var(0o17, dtype=\"f64\")", 15.0),
    ("x = var(1_000, dtype=\"f64\")", 1000.0),
    ("x = var(0.0e-400, dtype=\"f64\")", 0.0),  # a zero written small is still zero
    ("x = var(5e-324, dtype=\"f64\")", float.fromhex("0x0.0000000000001p-1022")),  # the smallest f64
    ("x = var(1.7976931348623157e308, dtype=\"f64\")", float.fromhex("0x1.fffffffffffffp+1023")),
    ("x = var(2 ** 70, dtype=\"f64\")", 2.0**70),
])
def test_numbers_written_unusually_keep_their_value(source, expected):
    assert evaluate(source)["x"].to_scalar() == expected


def test_minus_zero_keeps_its_sign():
    x = evaluate("x = var(-0.0, dtype=\"f64\")")["x"].to_scalar()
    assert x == 0.0 and math.copysign(1.0, x) == -1.0


def test_nan_is_an_ordinary_name_once_assigned():
    assert evaluate("nan = var(2.0)\ny = nan * 2")["y"].to_scalar() == 4.0
