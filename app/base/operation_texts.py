"""The palette's descriptions of the operations, written out for the translation tools.

The palette reads each description from the engine (app/base/operations.py) and translates it in the
context "Operations"; pyside6-lupdate only finds texts written at a call, so they are listed here.
tests/app/base/test_translations.py fails when this list and the engine's descriptions differ.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["OPERATION_TEXTS"]

OPERATION_TEXTS = (
    QT_TRANSLATE_NOOP("Operations", "y = a + b"),
    QT_TRANSLATE_NOOP("Operations", "y = a + b, stretching size-1 axes"),
    QT_TRANSLATE_NOOP("Operations", "y = a − b"),
    QT_TRANSLATE_NOOP("Operations", "y = a − b, stretching size-1 axes"),
    QT_TRANSLATE_NOOP("Operations", "y = a · b"),
    QT_TRANSLATE_NOOP("Operations", "y = a · b, stretching size-1 axes"),
    QT_TRANSLATE_NOOP("Operations", "y = a / b"),
    QT_TRANSLATE_NOOP("Operations", "y = a / b, stretching size-1 axes"),
    QT_TRANSLATE_NOOP("Operations", "y = −x"),
    QT_TRANSLATE_NOOP("Operations", "y = x²"),
    QT_TRANSLATE_NOOP("Operations", "y = √x"),
    QT_TRANSLATE_NOOP("Operations", "y = eˣ"),
    QT_TRANSLATE_NOOP("Operations", "y = ln x"),
    QT_TRANSLATE_NOOP("Operations", "y = tanh x"),
    QT_TRANSLATE_NOOP("Operations", "y = 1/x"),
    QT_TRANSLATE_NOOP("Operations", "y = max(x, 0)"),
    QT_TRANSLATE_NOOP("Operations", "y = 1/(1 + e⁻ˣ)"),
    QT_TRANSLATE_NOOP("Operations", "y = ln(1 + eˣ)"),
    QT_TRANSLATE_NOOP("Operations", "y = |x|"),
    QT_TRANSLATE_NOOP("Operations", "y = m·x + c"),
    QT_TRANSLATE_NOOP("Operations", "y = xᵉ"),
    QT_TRANSLATE_NOOP("Operations", "nearest whole number"),
    QT_TRANSLATE_NOOP("Operations", "round down"),
    QT_TRANSLATE_NOOP("Operations", "round up"),
    QT_TRANSLATE_NOOP("Operations", "−1, 0 or 1"),
    QT_TRANSLATE_NOOP("Operations", "y = Σ x"),
    QT_TRANSLATE_NOOP("Operations", "y = mean of x"),
    QT_TRANSLATE_NOOP("Operations", "y = Σ x along dims"),
    QT_TRANSLATE_NOOP("Operations", "y = mean of x along dims"),
    QT_TRANSLATE_NOOP("Operations", "y = the largest x along dims"),
    QT_TRANSLATE_NOOP("Operations", "y = the smallest x along dims"),
    QT_TRANSLATE_NOOP("Operations", "same numbers, new shape"),
    QT_TRANSLATE_NOOP("Operations", "insert an axis of size 1"),
    QT_TRANSLATE_NOOP("Operations", "remove an axis of size 1"),
    QT_TRANSLATE_NOOP("Operations", "swap two axes"),
    QT_TRANSLATE_NOOP("Operations", "repeat along size-1 axes"),
    QT_TRANSLATE_NOOP("Operations", "an independent copy"),
    QT_TRANSLATE_NOOP("Operations", "y = a @ b"),
    QT_TRANSLATE_NOOP("Operations", "convert the element type"),
    QT_TRANSLATE_NOOP("Operations", "move to another device"),
    QT_TRANSLATE_NOOP("Operations", "the same numbers, cut off from the graph: a plain tensor"),
    QT_TRANSLATE_NOOP("Operations", "the same tensor under another name"),
)
