"""core/lessons/toml_lines.py: the line of each table and key of a lesson file, as check-lesson
reports them."""

import tomllib

import pytest

from gradwalk.core.lessons.toml_lines import TomlLines

LESSON = '''\
id = "l99"   # a comment with = and [brackets]
title = { en = "A test", fr = "Un essai" }
languages = ["en",
             "fr"]

[data.builds]
file = "builds.csv"
columns = { pages = "pages", seconds = "build_seconds" }

[[sections]]
id = "first"
title.en = "First"

[[sections.steps]]
code = """
x = var(2.0)
y = x.sqr()"""

[[sections.steps]]
"grad" = { of = "y", wrt = "x" }

[[sections]]
id = 'second'

[sections.exercise]
given = \'\'\'a = 1
b = 2\'\'\'

[[sections.steps]]
note = "a \\"quoted\\" note"
tape = { code = "z = x * x" }
'''


@pytest.fixture(scope="module")
def lines():
    tomllib.loads(LESSON)  # a text tomllib accepts, as the reader assumes
    return TomlLines(LESSON)


def test_each_section_and_step_header_has_its_line(lines):
    assert lines.section_line(0) == 10 and lines.section_line(1) == 22
    assert lines.step_line(0, 0) == 14 and lines.step_line(0, 1) == 19 and lines.step_line(1, 0) == 29
    assert lines.section_line(5) is None
    assert lines.step_line(0, 7) == 10  # no such step: its section's header


def test_keys_are_found_in_their_table_even_dotted_quoted_or_inline(lines):
    assert lines.key_line(("root",), "id") == 1
    assert lines.key_line(("root",), "title", "fr") == 2
    assert lines.key_line(("root",), "languages") == 3
    assert lines.key_line(("data", "builds"), "columns", "seconds") == 8
    assert lines.key_line(("section", 0), "title", "en") == 12
    assert lines.key_line(("step", 0, 1), "grad", "wrt") == 20
    assert lines.key_line(("section", 1), "exercise", "given") == 26
    assert lines.key_line(("step", 1, 0), "note") == 30
    assert lines.key_line(("step", 1, 0), "tape", "code") == 31


def test_a_missing_key_falls_back_to_the_closest_around_it_then_the_header(lines):
    assert lines.key_line(("step", 0, 1), "grad", "nothing") == 20
    assert lines.key_line(("step", 0, 0), "figure") == 14
    assert lines.key_line(("data", "builds"), "rows") == 6
    assert lines.key_line(("data", "other"), "rows") is None


def test_a_line_inside_a_program_is_counted_from_where_its_text_starts(lines):
    # the line break right after opening quotes is not part of the string
    assert lines.program_line(("step", 0, 0), ("code",), 1) == 16
    assert lines.program_line(("step", 0, 0), ("code",), 2) == 17
    assert lines.program_line(("section", 1), ("exercise", "given"), 2) == 27


def test_a_text_the_reader_cannot_follow_gives_fewer_lines_not_an_error():
    found = TomlLines('[[sections]]\nid = "broken')  # not TOML: an unclosed string
    assert found.section_line(0) == 1
    assert found.key_line(("section", 0), "id") == 1  # the header, at least
