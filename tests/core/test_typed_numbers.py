"""Typed numbers: code's rule (a dot, − for minus, in every language) and a field's rule (the
interface's language, a dot taken too, no thousands separators), each refusal in one sentence."""

import pytest

from gradwalk.core.typed_numbers import (NumberRefused, code_text, field_number, parse_code_number,
                                         parse_field_number)
from gradwalk.core.words import use_language


def refusal(read, text, **options) -> NumberRefused:
    with pytest.raises(NumberRefused) as caught:
        read(text, **options)
    return caught.value


# --- a field, in each language --------------------------------------------------------------------

@pytest.mark.parametrize("lang, text, value", [
    ("en", "0.15", 0.15), ("fr", "0,15", 0.15), ("es", "0,15", 0.15),
    ("fr", "0.15", 0.15), ("es", "0.15", 0.15),  # the dot of the program and the lessons, taken too
    ("en", " -2.5 ", -2.5), ("fr", "−2,5", -2.5), ("fr", "+1,5e−3", 0.0015), ("en", "3e-05", 3e-05),
    ("en", ".5", 0.5), ("fr", "5,", 5.0), ("fr", "1,000", 1.0), ("es", "1.000", 1.0),  # one mark: a decimal
    ("en", "1" * 30, 1.111111111111111e29),
])
def test_a_field_reads_its_languages_numbers(lang, text, value):
    assert parse_field_number(text, lang=lang) == value


@pytest.mark.parametrize("lang, text, value", [
    ("en", "1000", 1000), ("fr", "1e4", 10_000), ("es", "2,0", 2), ("en", "0" * 30 + "5", 5),
    ("fr", "−3", -3),
])
def test_a_whole_field_reads_whole_numbers(lang, text, value):
    found = parse_field_number(text, whole=True, lang=lang)
    assert found == value and isinstance(found, int)


@pytest.mark.parametrize("lang, text, whole, kind, message", [
    ("en", "", False, "empty", "a number is missing"),
    ("fr", "   ", True, "empty", "a number is missing"),
    ("en", "abc", False, "not a number", "abc is not a number"),
    ("fr", "12 34", True, "not a number", "12 34 is not a number"),
    ("en", "١٢", True, "not a number", "١٢ is not a number"),  # ASCII digits only
    ("en", "nan", False, "not finite", "nan is not a finite number"),
    ("fr", "-inf", False, "not finite", "-inf is not a finite number"),
    ("es", "Infinity", False, "not finite", "Infinity is not a finite number"),
    ("en", "1e400", False, "too large", "1e400 is too large"),
    ("en", "1" + "0" * 5000, False, "too large", "10000000000000000000000… is too large"),
    ("en", "1" * 30, True, "too large", "11111111111111111111111… is too large"),
    ("en", "2.5", True, "not whole", "2.5 is not a whole number"),
    ("en", "0,15", False, "decimal mark", "0,15 has a comma for its decimal mark; write 0.15"),
    ("en", "1,000", False, "thousands", "1,000 has thousands separators; write 1000"),
    ("en", "1,000.5", False, "thousands", "1,000.5 has thousands separators; write 1000.5"),
    ("fr", "10 000", True, "thousands", "10 000 has thousands separators; write 10000"),
    ("fr", "10\u202f000", False, "thousands", "10\u202f000 has thousands separators; write 10000"),
    ("fr", "1,000", True, "thousands", "1,000 has thousands separators; write 1000"),  # no fraction in steps
    ("es", "1.000", True, "thousands", "1.000 has thousands separators; write 1000"),
    ("es", "1.000,5", False, "thousands", "1.000,5 has thousands separators; write 1000,5"),
    ("en", "1_000", True, "thousands", "1_000 has thousands separators; write 1000"),
])
def test_a_field_refuses_with_one_sentence_each(lang, text, whole, kind, message):
    refused = refusal(parse_field_number, text, whole=whole, lang=lang)
    assert refused.kind == kind and str(refused) == message


def test_a_field_follows_the_interfaces_language_unless_told_another():
    use_language("fr")
    try:
        assert parse_field_number("0,25") == 0.25 and field_number(0.25) == "0,25"
        assert refusal(parse_field_number, "0,25", lang="en").kind == "decimal mark"
    finally:
        use_language("en")
    assert refusal(parse_field_number, "0,25").kind == "decimal mark"


@pytest.mark.parametrize("value", [0.15, 3e-05, 0.1 + 0.2, 1e-300, 10_000_000, -2.5, 1234567.0])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_what_a_field_shows_reads_back_to_the_same_number(value, lang):
    shown = field_number(value, lang)
    assert parse_field_number(shown, lang=lang) == value
    assert ("," in shown) == (lang != "en" and not float(value).is_integer() and "e" not in shown)
    assert " " not in shown and "\u202f" not in shown  # no thousands separators: "10000000"


# --- code -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, whole, value", [
    ("2.5", False, 2.5), ("−4", True, -4), ("−4", False, -4.0), ("1e−3", False, 0.001),
    ("1_000", True, 1000),
    ("+.5", False, 0.5), ("2.", False, 2.0), ("7", False, 7.0), ("1" * 30, False, 1.111111111111111e29),
])
def test_code_reads_pythons_numbers_and_the_printed_minus(text, whole, value):
    found = parse_code_number(text, whole=whole)
    assert found == value and isinstance(found, int if whole else float)


def test_code_keeps_the_sign_of_zero():
    assert str(parse_code_number("-0")) == "-0.0" and str(parse_code_number("−0.0")) == "-0.0"


@pytest.mark.parametrize("text, whole, kind, message", [
    ("", False, "empty", "a number is missing"),
    ("two", False, "not a number", "two is not a number"),
    ("1 000", True, "not a number", "1 000 is not a number"),
    ("inf", False, "not finite", "inf is not a finite number"),
    ("1e999", False, "too large", "1e999 is too large"),
    ("9" * 5000, True, "too large", "99999999999999999999999… is too large"),
    ("1.5", True, "not whole", "1.5 is not a whole number"),
    ("0,5", False, "decimal mark", "0,5 has a comma for its decimal mark; write 0.5"),
])
def test_code_refuses_with_one_sentence_each(text, whole, kind, message):
    refused = refusal(parse_code_number, text, whole=whole)
    assert refused.kind == kind and str(refused) == message


def test_code_is_code_in_every_language():
    use_language("fr")
    try:
        assert parse_code_number("0.5") == 0.5
        assert refusal(parse_code_number, "0,5").kind == "decimal mark"
    finally:
        use_language("en")


def test_code_text_is_what_was_typed_as_the_program_reads_it():
    assert code_text(" −2.50 ") == "-2.50" and code_text("1e3") == "1e3"
    assert refusal(code_text, "1e3", whole=True).kind == "not whole"
