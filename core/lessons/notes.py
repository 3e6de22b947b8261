"""A note's text with `{name}` replaced by that value of the section, and nothing more.

A note is formatted by this small reader, not by `str.format` driven by the lesson file:
`{w.__class__}` and `{w[0]}` would reach into Python's objects, `{0}` and `{}` into arguments there
are none of, and `{w:>999999999}` would build a gigabyte of spaces before anything is said. Here a
field is a name of the section, shown as the transcript shows it (a text), with at most a format
for text of widths and precisions up to MOST_WIDTH: `{loss:>12}`, `{name:.20}`. A doubled brace
stands for itself: `{{kept}}`.

    note_problem("w is {w:>999999999}")   # "... asks for a width or a precision above 100, ..."
    format_note("w is {w}", lambda name: "2.5")   # "w is 2.5"
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable

from gradwalk.core.words import prose_number, translate

from .model import LessonError

__all__ = ["MOST_WIDTH", "format_note", "note_problem"]

MOST_WIDTH = 100  # characters: a width or precision of a note's field; a line of a transcript is ~100
_LONGEST_SHOWN = 40  # characters of a field quoted in a sentence


def note_problem(text: str) -> str | None:
    """Why the note `text` cannot be formatted, in a sentence; None when it can."""
    try:
        parts = list(string.Formatter().parse(text))
    except ValueError:  # "{w" or "}" alone
        return translate("Lesson", "a note's braces must pair up, like {0}; write {1} and {2} for a "
                         "brace itself").format("{w}", "{{", "}}")
    for _literal, field, spec, conversion in parts:
        if field is None:
            continue
        shown = "{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
        shown = repr(shown if len(shown) <= _LONGEST_SHOWN else shown[:_LONGEST_SHOWN - 2] + "…}")
        if not field.isidentifier():
            return translate("Lesson", "a note's {0} must hold a name of the section, like {1}").format(
                shown, "{w}")
        if conversion is not None:
            return translate("Lesson", "a note's {0} takes no conversion (!r, !s, !a): it shows the value as "
                             "the transcript does").format(shown)
        if "{" in spec or "}" in spec:
            return translate("Lesson", "the format of {0} cannot hold another field").format(shown)
        for digits in re.findall(r"[0-9]+", spec):
            if len(digits.lstrip("0")) > len(str(MOST_WIDTH)) or int(digits) > MOST_WIDTH:
                return translate("Lesson", "the format of {0} asks for a width or a precision above {1}, "
                                 "the most a note's field takes").format(shown, prose_number(MOST_WIDTH))
        try:
            format("", spec)
        except ValueError:
            return translate("Lesson", "the format of {0} is not one for text: a note shows each value as "
                             "text, aligned and cut as {1} or {2} say").format(
                shown, "`{w:>12}`", "`{w:.20}`")
    return None


def format_note(text: str, value_of: Callable[[str], str]) -> str:
    """`text` with each field replaced by `value_of(name)`, formatted as the field says; a
    LessonError when `note_problem` finds something wrong."""
    problem = note_problem(text)
    if problem is not None:
        raise LessonError(problem)
    pieces = []
    for literal, field, spec, _conversion in string.Formatter().parse(text):
        pieces.append(literal)
        if field is not None:
            pieces.append(format(value_of(field), spec))
    return "".join(pieces)
