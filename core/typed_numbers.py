"""Numbers a person types, read by one of two rules: code's, or the interface's language.

Code's rule, for a number written as code (the program, a seed direction such as `x = 1, 0, -1`,
the build palette's numbers, which it writes into the program): a number as Python writes it, in
every language. A dot is the decimal mark, `_` may group digits (`1_000`), `1e-4` is e-notation,
and `−` (U+2212, the minus sign of printed text) is taken for `-`. `parse_code_number` reads one;
`code_text` gives the typed text back as the program takes it.

The interface's rule, for a number typed in a field of a form (a run's learning rate, steps and
start values, the point set's noise): the field follows the interface's language, as its
sentences do, and shows its numbers that way too (`field_number`): `0,15` in French and Spanish,
`0.15` in English. A dot is taken in every language as well: the program, the lessons and the
command line write numbers with one, and a number copied from them is not refused. So no field
takes a thousands separator, in any language: with the dot and the comma both decimal marks
somewhere, `1,000` and `1.000` would be a thousand to one reader and one to another, and a space
or `_` between digits is refused alike, for one simple rule. Every text a field takes then means
one number in every language. A whole-number field (a count of steps) takes no decimals, so a
mark between groups of three digits there (`1.000`) is refused as a thousands separator rather
than read as 1. `parse_field_number` reads one.

Both refuse, each with one sentence in the reader's language (a `NumberRefused`, whose `kind` is
one of REFUSALS): nothing written, what is not a number, inf and nan, a number too large for a
float (or, for a whole number, for an i64), a fraction where a whole number is asked for, a
comma where only a dot is a decimal mark, and thousands separators in a field.
"""

from __future__ import annotations

import re

from gradwalk.core.engine import clip, exact_number
from gradwalk.core.words import decimal_mark, translate

__all__ = ["NumberRefused", "REFUSALS", "parse_code_number", "code_text", "parse_field_number",
           "field_number", "LARGEST_WHOLE"]

REFUSALS = ("empty", "not a number", "not finite", "too large", "not whole", "decimal mark", "thousands")
LARGEST_WHOLE = 2**63 - 1  # what an i64 holds: a whole number beyond it is refused as too large

_MINUS = "\u2212"
_NOT_FINITE = re.compile(r"inf|infinity|nan", re.IGNORECASE)
# code: Python's literals, digits grouped by `_` (ASCII digits only: "١٢" is no number to type)
_DIGITS = r"[0-9](?:_?[0-9])*"
_CODE_WHOLE = re.compile(_DIGITS)
_CODE_NUMBER = re.compile(rf"(?:{_DIGITS}(?:\.(?:{_DIGITS})?)?|\.{_DIGITS})(?:[eE][+-]?{_DIGITS})?")
# a field: digits, one decimal mark, e-notation; and what looks like digits in groups of three
_FIELD_NUMBER = re.compile(r"(?P<whole>[0-9]*)(?:(?P<mark>[.,])(?P<fraction>[0-9]*))?(?:[eE][+-]?[0-9]+)?")
_GROUPED = re.compile(r"(?P<groups>[0-9]{1,3}(?:[ \u00a0\u202f\u2009_',.][0-9]{3})+)"
                      r"(?:(?P<mark>[.,])(?P<fraction>[0-9]*))?(?P<exponent>[eE][+-]?[0-9]+)?")
_SHOWN_CHARS = 24  # a refused text is quoted up to this many characters: a pasted page is not


class NumberRefused(ValueError):
    """A typed text that is not a number its rule takes; `str()` says why in one sentence, and
    `kind` (one of REFUSALS) says which rule it breaks."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def parse_code_number(text: str, *, whole: bool = False) -> float | int:
    """`text` read as code: `2.5`, `-1e-3`, `−4`, `1_000` (a float), or with `whole` an integer
    literal (`7`, `-12`: an int); a NumberRefused otherwise."""
    shown, sign, body = _split(text)
    if whole and _CODE_WHOLE.fullmatch(body):
        value = _whole(body.replace("_", ""), sign)
        if abs(value) > LARGEST_WHOLE:
            raise _refused("too large", shown)
        return value
    if _CODE_NUMBER.fullmatch(body):  # -0 stays -0.0: the sign goes on the float
        number = float(body.replace("_", ""))
        if number == float("inf"):
            raise _refused("too large", shown)
        if whole:
            raise _refused("not whole", shown)
        return -number if sign else number
    decimal = _FIELD_NUMBER.fullmatch(body)
    if decimal and decimal["mark"] == ",":  # 0,5: a decimal comma, which code writes as a dot
        raise _refused("decimal mark", shown, sign + body.replace(",", "."))
    raise _refused("not a number", shown)


def code_text(text: str, *, whole: bool = False) -> str:
    """The typed number as the program takes it (`−2.50` gives `-2.50`: the learner's own digits,
    a minus sign the program reads); a NumberRefused when code's rule does not take it."""
    parse_code_number(text, whole=whole)
    return text.strip().replace(_MINUS, "-")


def parse_field_number(text: str, *, whole: bool = False, lang: str | None = None) -> float | int:
    """`text` typed in a field of the interface in `lang` (the interface's language by default):
    a float, or an int with `whole`; a NumberRefused otherwise. See the module's text for the rule."""
    shown, sign, body = _split(text)
    marks = {".", decimal_mark(lang)}
    grouped = _GROUPED.fullmatch(body)
    found = _FIELD_NUMBER.fullmatch(body)
    if found and not (found["whole"] or found["fraction"]):
        found = None  # a mark alone, or an exponent with no digits before it
    if found and found["mark"]:
        mark, fraction = found["mark"], found["fraction"]
        looks_grouped = grouped is not None and len(fraction) == 3 and found["whole"]
        if looks_grouped and (whole or mark not in marks):  # 1.000 steps; 1,000 in English
            raise _refused("thousands", shown, _without_groups(sign, grouped, lang))
        if mark not in marks:  # 0,15 in English
            raise _refused("decimal mark", shown, sign + body.replace(mark, decimal_mark(lang)))
    elif found is None:
        if grouped is not None:  # 10 000, 1_000, 1,000,000, 1.000,5
            raise _refused("thousands", shown, _without_groups(sign, grouped, lang))
        raise _refused("not a number", shown)
    number = float(body.replace(",", "."))
    if number == float("inf"):
        raise _refused("too large", shown)
    number = -number if sign else number
    if not whole:
        return number
    if not number.is_integer():
        raise _refused("not whole", shown)
    if found["mark"] is None and "e" not in body.lower():  # digits alone: every one of them counts
        number = _whole(body, sign)
    if abs(number) > LARGEST_WHOLE:
        raise _refused("too large", shown)
    return int(number)


def field_number(value: float | int, lang: str | None = None) -> str:
    """A number as a field of the interface shows it: every digit (it reads back to the same
    number), the language's decimal mark, no thousands separators: `0,15`, `3e-05`, `10000`."""
    return exact_number(value).replace(".", decimal_mark(lang))


# --- the parts both rules share ------------------------------------------------------------------

def _split(text: str) -> tuple[str, str, str]:
    """(the text as a message quotes it, "-" or "", the rest), once nothing written, inf and nan
    are refused: a sign is `+`, `-` or `−`, and the exponent's may be `−` too."""
    stripped = text.strip()
    shown = clip(stripped, _SHOWN_CHARS)
    if not stripped:
        raise _refused("empty", shown)
    body = stripped.replace(_MINUS, "-")
    sign = ""
    if body[0] in "+-":
        sign, body = ("-" if body[0] == "-" else ""), body[1:]
    if _NOT_FINITE.fullmatch(body):
        raise _refused("not finite", shown)
    return shown, sign, body


def _whole(digits: str, sign: str) -> int:
    """The digits as an int, exactly; one past LARGEST_WHOLE when there are more digits than an
    i64 has (int() refuses a text of more than 4,300 digits)."""
    digits = digits.lstrip("0") or "0"
    value = int(digits) if len(digits) <= 19 else LARGEST_WHOLE + 1
    return -value if sign else value


def _without_groups(sign: str, grouped: re.Match, lang: str | None) -> str:
    """The number a grouped text meant, written without its groups: 10 000,5 is 10000,5."""
    digits = re.sub(r"[^0-9]", "", grouped["groups"])
    fraction = decimal_mark(lang) + grouped["fraction"] if grouped["mark"] else ""
    return sign + digits + fraction + (grouped["exponent"] or "")


def _refused(kind: str, shown: str, better: str = "") -> NumberRefused:
    """The refusal of `kind`, in one sentence that quotes what was typed."""
    messages = {
        "empty": translate("Numbers", "a number is missing"),
        "not a number": translate("Numbers", "{0} is not a number"),
        "not finite": translate("Numbers", "{0} is not a finite number"),
        "too large": translate("Numbers", "{0} is too large"),
        "not whole": translate("Numbers", "{0} is not a whole number"),
        "decimal mark": translate("Numbers", "{0} has a comma for its decimal mark; write {1}"),
        "thousands": translate("Numbers", "{0} has thousands separators; write {1}"),
    }
    return NumberRefused(kind, messages[kind].format(shown, clip(better, _SHOWN_CHARS)))
