"""Tests of core/expr/source.py: a program's text read into a tree, and places in it.

Syntax errors, the limits on the text's length and depth, the form of an ExpressionError, and the
line and column a learner sees (counted in characters, across any kind of line break).
"""

import pickle
import re

import pytest

from gradwalk.core.engine import GradwalkError
from gradwalk.core.expr import Limits, evaluate
from tests.core.expr.expr_cases import refusal


# --- syntax: (source, part of the message, line, column) ---------------------------------------

SYNTAX_ERRORS = [
    ("y = (1 +", "not valid syntax: '(' is never closed", 1, 5),
    ("x = 1 +", "not valid syntax", 1, 8),
    ("é = (1 +", "'(' is never closed", 1, 5),
    ("y = [1 2]", "not valid syntax: is a comma missing?", 1, 6),
    ("y = 1)", "not valid syntax: ')' closes nothing that was opened", 1, 6),
    ("  y = 1", "not valid syntax: a line starts with spaces", 1, 2),
    ("y = 'é' +", "not valid syntax", 1, 10),
    ("\x00", "a NUL character (U+0000) is here", 1, 1),
    ("y = 1if 2 else 3", "not valid syntax: invalid decimal literal", 1, 5),  # Python: only a warning
]


def test_a_plain_syntax_error_does_not_say_it_twice():
    # Python's own "invalid syntax" after "this is not valid syntax" said the same thing again
    assert refusal("x = = 1").message == "this is not valid syntax"


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


# --- text that is not plain ASCII: one clear message where the character is, or a right result ----

UNUSUAL_TEXT = [
    # (source, part of the message, line, column as an editor counts characters)
    ("x = var(2.0)\ny = x\x00", "a NUL character (U+0000) is here", 2, 6),  # Python says line 1
    ("x = var(2.0)  # a comment\x00", "a NUL character", 1, 26),
    ("x = var(2.0)\ny = x\ud800", "a broken character (U+D800", 2, 6),  # Python: its utf-8 encoder
    ('x = var(2.0, dtype="\udfff")', "a broken character (U+DFFF", 1, 21),
    ("x\u00a0= var(2.0)", "U+00A0 NO-BREAK SPACE", 1, 2),
    ("x = var(2.0)\u200b", "U+200B ZERO WIDTH SPACE", 1, 13),
    ("x = var(2.0)\ny = \u200fx", "U+200F RIGHT-TO-LEFT MARK", 2, 5),
    ("\ufeffx = var(2.0)", "U+FEFF ZERO WIDTH NO-BREAK SPACE", 1, 1),
    ("x = var(2.0)\n\u3000y = x", "U+3000 IDEOGRAPHIC SPACE", 2, 1),
    ("x = var(２.0)", "invalid character '２' (U+FF12)", 1, 9),
    ("😀 = var(2.0)", "invalid character '😀'", 1, 1),
    ("y = '😀' ; z = x.sqrr()", "text in quotes is only allowed", 1, 5),
    ("ｘ = var(1.0)", "'ｘ' is read as 'x'", 1, 1),  # Python would silently make it x
    ("x = var(1.0)\ny = 𝑥 * 2", "'𝑥' is read as 'x'", 2, 5),
    ("ﬁle = var(1.0)", "'ﬁle' is read as 'file'", 1, 1),
    ("𠀀 = var(2.0); y = 𠀀.sqrr()", "unknown operation 'sqrr'", 1, 21),  # 𠀀: one character
    ("x = var(2.0)\r\ny =\tx.sqrr()", "unknown operation", 2, 7),
    ("x = var(2.0)\ry = x.sqrr()", "unknown operation", 2, 7),
    ("x = var(2.0)\ny = x" + " " * 9000 + ".sqrr()  # é" + "😀" * 900,
     "unknown operation", 2, 5 + 9000 + 2),  # a very long line
]


@pytest.mark.parametrize(("source", "message", "line", "col"), UNUSUAL_TEXT)
def test_unusual_characters_get_one_message_where_they_are(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err
    text_line = re.split(r"\r\n|\r|\n", source)[line - 1]
    assert col <= len(text_line) + 1


@pytest.mark.parametrize(("source", "name", "value"), [
    ("café = var(2.0)\ny = café.sqr()", "y", 4.0),
    ("α = var(2.0)\nβ = α * 3", "β", 6.0),
    ("e\u0301 = var(2.0)\ny = \u00e9 * 2", "y", 4.0),  # an accent typed as its own mark: the same é
    ("x = var(2.0)  # 😀 ‏ ​ \u00a0 a comment may hold anything\ny = x * 2", "y", 4.0),
    ("x = var(2.0)\r\ny = x * 2\r\n", "y", 4.0),
    ("x =\tvar(2.0)\ny = x\t* 2", "y", 4.0),
])
def test_non_ascii_names_comments_and_line_ends_give_the_right_result(source, name, value):
    assert evaluate(source)[name].to_scalar() == value
