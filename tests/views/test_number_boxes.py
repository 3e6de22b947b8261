"""Spin boxes read and show numbers by the interface's rule, as the form's other fields do."""

from PySide6.QtGui import QValidator

from gradwalk.core.words import use_language
from gradwalk.views.number_boxes import FieldNumberBox, FieldWholeBox

ACCEPTABLE, INTERMEDIATE, INVALID = (QValidator.State.Acceptable, QValidator.State.Intermediate,
                                     QValidator.State.Invalid)


def test_a_number_box_takes_the_languages_mark_and_the_dot(qtbot):
    box = FieldNumberBox()
    qtbot.addWidget(box)
    box.setRange(0.0, 1.0)
    box.setDecimals(2)
    box.setValue(0.15)
    assert box.text() == "0.15" and box.validate("0.3", 3)[0] == ACCEPTABLE
    assert box.validate("0,3", 3)[0] == INTERMEDIATE  # not a number in English: left as it was
    assert box.validate("2", 1)[0] == INTERMEDIATE  # out of range
    assert box.validate("x", 1)[0] == INVALID
    use_language("fr")
    try:
        assert box.textFromValue(0.2) == "0,20"
        assert box.validate("0,3", 3)[0] == ACCEPTABLE and box.validate("0.3", 3)[0] == ACCEPTABLE
        assert box.valueFromText("0,3") == 0.3
    finally:
        use_language("en")


def test_a_whole_box_takes_no_thousands_separators(qtbot):
    box = FieldWholeBox()
    qtbot.addWidget(box)
    box.setRange(0, 99_999)
    box.setValue(12_345)
    assert box.text() == "12345"
    assert box.validate("1 000", 5)[0] == INVALID and box.validate("1,000", 5)[0] == INTERMEDIATE
    assert box.validate("1000", 4)[0] == ACCEPTABLE and box.valueFromText("1e3") == 1000
