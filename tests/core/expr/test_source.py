"""Tests of core/expr/source.py: a program's text read into a tree, and places in it.

Syntax errors, the limits on the text's length and depth, the form of an ExpressionError, and the
line and column a learner sees (counted in characters, across any kind of line break).
"""

import pickle

import pytest

from core.engine import GradwalkError
from core.expr import Limits, evaluate
from tests.core.expr.expr_cases import refusal


# --- syntax: (source, part of the message, line, column) ---------------------------------------

SYNTAX_ERRORS = [
    ("y = (1 +", "not valid syntax: '(' was never closed", 1, 5),
    ("x = 1 +", "not valid syntax", 1, 8),
    ("é = (1 +", "'(' was never closed", 1, 5),
    ("y = 'é' +", "not valid syntax", 1, 10),
    ("\x00", "not valid syntax", 1, 1),
    ("y = 1if 2 else 3", "not valid syntax: invalid decimal literal", 1, 5),  # Python: only a warning
]


@pytest.mark.parametrize(("source", "message", "line", "col"), SYNTAX_ERRORS)
def test_syntax_error(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err


# --- errors and their positions ----------------------------------------------------------------


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


def test_the_operator_is_found_across_lines_and_comments():
    err = refusal("x = var([1.0])\ny = var([1.0, 2.0])\nz = (x  # first\n     + y)")
    assert (err.line, err.col) == (4, 6)


# --- limits on the text ------------------------------------------------------------------------


def test_text_length_limit_points_at_the_first_character_too_many():
    err = refusal("x = var(1.0)\n" + " " * 20, Limits(max_text_length=20))
    assert "the limit is 20 characters" in err.message
    assert (err.line, err.col) == (2, 8)
    assert evaluate("", limits=Limits(max_text_length=0)) == {}


def test_default_text_length_limit():
    assert "limit is 10,000 characters" in refusal("#" * 10_001).message
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
