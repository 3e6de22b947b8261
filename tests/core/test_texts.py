"""One text in several languages, read by one rule (core/words.py's Texts)."""

from gradwalk.core.lessons import load_lesson
from gradwalk.core.words import Texts, duration_text


def test_the_language_asked_for_else_english_else_nothing():
    texts = Texts({"en": "Forever", "fr": "Toujours"})
    assert texts.get("fr") == "Toujours" and texts.get("es") == "Forever"
    assert Texts({"fr": "Toujours"}).get("es") is None
    assert Texts({"en": "Forever", "fr": ""}).get("fr") == "Forever"  # an empty text is none


def test_a_lesson_file_writes_one_text_or_a_table_of_them():
    assert Texts.of("Forever") == Texts({"en": "Forever"})
    assert Texts.of({"en": "a", "fr": 3}) == Texts({"en": "a"})  # a number is no text
    assert not Texts.of(None) and not Texts.of(3) and Texts.of("x")


def test_titles_and_labels_follow_the_rule():
    lesson = load_lesson("l04")
    section = lesson.sections[0]
    assert section.title("de") == section.titles.get("en") == section.title("en")
    labelled = next(step for s in lesson.sections for step in s.steps if step.label)
    assert labelled.label.get("xx") == labelled.label.by_language["en"]


def test_a_measured_time_reads_in_the_unit_that_suits_it():
    assert duration_text(0.000031) == "0.031 ms"
    assert duration_text(0.9991) == "999 ms"
    assert duration_text(0.99996) == "1 s"  # not "1000 ms"
    assert duration_text(1.5) == "1.5 s"
    assert duration_text(1234.6) == "1235 s"  # never in powers of ten
