"""Spin boxes that read and write numbers by the interface's rule, like every field of a form.

Qt's own spin boxes follow the window's QLocale, by rules of their own: a French one refuses
`0.3` and takes `1 000`. These read what is typed with core/typed_numbers.py's
`parse_field_number` (the interface's language, a dot taken too, no thousands separators) and
show their value with the language's decimal mark, as the training panel's fields do: `0,15` in
French. A number box keeps its decimals (`0,20`, `1,00`), as Qt's own does: its width is measured
on the texts of its least and greatest values.

While the learner types, a text that does not read yet (`-`, `1e`, a value out of range) is
let through, and the box goes back to its last value if it is left that way; a character no
number has (a letter, a space between digits) is refused at once.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

from gradwalk.core.typed_numbers import NumberRefused, field_number, parse_field_number
from gradwalk.core.words import decimal_mark

__all__ = ["FieldNumberBox", "FieldWholeBox"]

# what a number may hold on its way to being typed: digits, a decimal mark, e-notation, signs
_TYPING = re.compile("[0-9.,eE+\\-\u2212]*")


def _state(text: str, whole: bool, low: float, high: float) -> QValidator.State:
    """Acceptable: a number of the rule within the box's range; Intermediate: not yet; Invalid:
    never, whatever is typed next."""
    if not _TYPING.fullmatch(text):
        return QValidator.State.Invalid
    try:
        value = parse_field_number(text, whole=whole)
    except NumberRefused:
        return QValidator.State.Intermediate
    return QValidator.State.Acceptable if low <= value <= high else QValidator.State.Intermediate


class FieldNumberBox(QDoubleSpinBox):
    """A QDoubleSpinBox whose text is a field's number, to its decimals: `0,15`, `1,00`."""

    def validate(self, text: str, position: int) -> object:  # noqa: N802 (Qt's name)
        return _state(text, False, self.minimum(), self.maximum()), text, position

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt's name)
        try:
            return float(parse_field_number(text))
        except NumberRefused:
            return self.value()

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt's name)
        return f"{value:.{self.decimals()}f}".replace(".", decimal_mark())


class FieldWholeBox(QSpinBox):
    """A QSpinBox whose text is a field's whole number, never grouped: `5000`."""

    def validate(self, text: str, position: int) -> object:  # noqa: N802 (Qt's name)
        return _state(text, True, self.minimum(), self.maximum()), text, position

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt's name)
        try:
            return int(parse_field_number(text, whole=True))
        except NumberRefused:
            return self.value()

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return field_number(value)
