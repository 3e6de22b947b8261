"""The lesson file format (core/lessons/loader.py): what a lesson.toml holds, and what it says
when it is wrong. Each test writes a small lesson folder (lesson.toml + en/*.md) in tmp_path.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gradwalk.core.lessons.datasets import project_data_dir
from gradwalk.core.engine.errors import GradwalkError
from gradwalk.core.lessons.runner import run_section
from gradwalk.core.lessons import DataSource, LessonError, available_lessons, lessons_dir, load_lesson
from tests.core.lessons.lesson_helpers import make_lesson

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


SIMPLE = """
    id = "t1"
    title = { en = "A test lesson", fr = "Une leçon" }
    languages = ["en"]

    [[sections]]
    id = "one"
    title = { en = "Section one" }
    text = "one.md"

    [[sections.steps]]
    code = "x = var(3.0, dtype='f64')\\ny = x.sqr()"

    [[sections.steps]]
    figure = "dy_dx"
    label = { en = "dy/dx" }
    grad = { of = "y", wrt = "x" }

    [[sections]]
    id = "two"
    title = "Section two"
"""


# --- loading: the lesson file and its errors ---------------------------------------------------------


def test_load_a_simple_lesson(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One\nHello."})
    lesson = load_lesson("t1", folder)
    assert lesson.id == "t1"
    assert lesson.folder == folder / "t1"
    assert lesson.languages == ("en",)
    assert lesson.data == ()
    assert [s.id for s in lesson.sections] == ["one", "two"]
    assert lesson.title("en") == "A test lesson"
    assert lesson.title("fr") == "Une leçon"
    assert lesson.title("de") == "A test lesson"  # falls back to English
    one, two = lesson.sections
    assert one.text_file == "one.md" and two.text_file is None
    assert one.title("de") == "Section one"
    assert two.title("en") == "Section two"  # a plain string is the English title
    assert len(one.steps) == 2 and (one.steps[1].kind, one.steps[1].spec) == ("grad", {"of": "y", "wrt": "x"})
    assert lesson.section("two") is two


def test_a_lesson_loaded_again_unchanged_is_the_one_loaded_and_an_edit_is_read_at_once(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One\nHello."})
    first = load_lesson("t1", folder)
    assert load_lesson("t1", folder) is first  # a window built again reads nothing twice
    toml = folder / "t1" / "lesson.toml"
    toml.write_text(toml.read_text().replace("A test lesson", "A tess lesson"))  # same size, at once
    assert load_lesson("t1", folder).title("en") == "A tess lesson"
    (folder / "t1" / "en" / "one.md").unlink()  # a text file gone: the lesson is checked again
    with pytest.raises(LessonError, match="one.md"):
        load_lesson("t1", folder)
    with pytest.raises(LessonError, match="one.md"):  # and again: a problem is never kept
        load_lesson("t1", folder)


def test_titles_fall_back_to_the_id(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "only"
    """)
    lesson = load_lesson("t1", folder)
    assert lesson.title("en") == "t1"
    assert lesson.sections[0].title("en") == "only"
    assert lesson.languages == ("en",)  # the default


def test_lesson_text(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One\nHello."})
    lesson = load_lesson("t1", folder)
    one, two = lesson.sections
    assert lesson.text(one, "en") == "# One\nHello."
    assert lesson.text(one, "fr") is None  # no text in that language
    assert lesson.text(two, "en") is None  # a section without a text file


def test_missing_lesson_lists_the_available_ones(tmp_path):
    make_lesson(tmp_path, "b2", SIMPLE.replace('"t1"', '"b2"'), {"en/one.md": "."})
    make_lesson(tmp_path, "a1", SIMPLE.replace('"t1"', '"a1"'), {"en/one.md": "."})
    (tmp_path / "not_a_lesson").mkdir()
    with pytest.raises(LessonError, match=r"no lesson 'zz'.*lessons there: a1, b2\)") as info:
        load_lesson("zz", tmp_path)
    assert str(tmp_path) in str(info.value)
    assert isinstance(info.value, GradwalkError) and isinstance(info.value, ValueError)


def test_missing_lesson_in_an_empty_folder(tmp_path):
    with pytest.raises(LessonError, match=r"lessons there: none"):
        load_lesson("l04", tmp_path)


def test_available_lessons(tmp_path):
    make_lesson(tmp_path, "zeta", "id = 'zeta'")
    make_lesson(tmp_path, "alpha", "id = 'alpha'")
    (tmp_path / "empty_folder").mkdir()
    assert available_lessons(tmp_path) == ["alpha", "zeta"]
    assert "l04" in available_lessons()
    assert lessons_dir() == project_data_dir() / "lessons"


def test_a_lesson_file_that_cannot_be_read(tmp_path, monkeypatch):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One"})
    locked = folder / "t1" / "lesson.toml"

    def refused(self, *args, **kwargs):
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return open_file(self, *args, **kwargs)

    open_file = Path.open
    monkeypatch.setattr(Path, "open", refused)
    with pytest.raises(LessonError, match=r"lesson.toml: the file cannot be read: Permission denied$"):
        load_lesson("t1", folder)


@pytest.mark.parametrize("name", ["../lessons/t1", "./t1", "t1/", "ABSOLUTE", "", "."])
def test_a_lesson_is_named_by_its_folder_not_by_a_path(tmp_path, name):
    folder = make_lesson(tmp_path / "lessons", "t1", SIMPLE, {"en/one.md": "# One"})
    assert load_lesson("t1", folder).id == "t1"
    name = str(folder / "t1") if name == "ABSOLUTE" else name
    with pytest.raises(LessonError, match=r"no lesson .* \(lessons there: t1\)"):
        load_lesson(name, folder)  # each leads to t1's folder, but not by its name


def test_invalid_toml(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n[[sections]\n')
    with pytest.raises(LessonError, match="lesson.toml:2: not valid TOML") as info:
        load_lesson("t1", folder)
    assert str(folder / "t1" / "lesson.toml") in str(info.value)


def test_missing_id(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE.replace('id = "t1"', 'number = 1'),
                         {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson\.toml: 'id' is missing"):
        load_lesson("t1", folder)


def test_id_of_the_wrong_type(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE.replace('id = "t1"', "id = 4"), {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson\.toml:2: 'id' must be text, not a whole number"):
        load_lesson("t1", folder)


def test_section_without_id_is_named_by_its_number(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "first"
        [[sections]]
        title = "no id"
    """)
    with pytest.raises(LessonError, match=r"lesson\.toml:5: section 2: 'id' is missing"):
        load_lesson("t1", folder)


def test_a_lesson_needs_sections(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n')
    with pytest.raises(LessonError, match=r"at least one \[\[sections\]\]"):
        load_lesson("t1", folder)


def test_step_without_a_kind_names_section_and_step(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "alpha"
        [[sections.steps]]
        code = "x = var(1.0)"
        [[sections.steps]]
        figure = "x"
        label = { en = "x" }
    """)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    message = str(info.value)
    assert "section alpha, step 2" in message
    assert "exactly one of" in message and "found: figure, label" in message


def test_empty_step_says_it_found_nothing(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "alpha"
        [[sections.steps]]
    """)
    with pytest.raises(LessonError, match=r"section alpha, step 1: .*\(found: nothing\)"):
        load_lesson("t1", folder)


def test_step_with_two_kinds_names_section_and_step(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "first"
        [[sections]]
        id = "beta"
        [[sections.steps]]
        code = "x = var(1.0)"
        [[sections.steps]]
        code = "y = x.sqr()"
        [[sections.steps]]
        figure = "y"
        value = "y"
        grad = { of = "y", wrt = "x" }
    """)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    message = str(info.value)
    assert "section beta, step 3" in message
    assert "found: figure, grad, value" in message


def test_duplicate_section_ids(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "same"
        [[sections]]
        id = "other"
        [[sections]]
        id = "same"
    """)
    with pytest.raises(LessonError, match=r"lesson\.toml:8: section id same is used twice: section 1 has it too$"):
        load_lesson("t1", folder)


def test_missing_text_file(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE)  # no en/one.md
    with pytest.raises(LessonError, match=r"lesson\.toml:\d+: section one: there is no text en/one\.md"):
        load_lesson("t1", folder)


def test_missing_text_file_in_a_second_language(tmp_path):
    toml = SIMPLE.replace('languages = ["en"]', 'languages = ["en", "fr"]')
    folder = make_lesson(tmp_path, "t1", toml, {"en/one.md": "One"})
    with pytest.raises(LessonError, match=r"lesson\.toml:\d+: section one: there is no text fr/one\.md"):
        load_lesson("t1", folder)
    (folder / "t1" / "fr").mkdir()
    (folder / "t1" / "fr" / "one.md").write_text("Un", encoding="utf-8")
    lesson = load_lesson("t1", folder)
    assert lesson.languages == ("en", "fr")
    assert lesson.text(lesson.sections[0], "fr") == "Un"


def test_bad_title(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\ntitle = 3\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match="'title' must be a text or a table of languages"):
        load_lesson("t1", folder)


def test_data_source_is_read(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [data.runs]
        file = "runs.csv"
        demo = "builds_demo.csv"
        rows = 10
        columns = { n = "pages" }
        [data.other]
        file = "other.csv"
        columns = {}
        [[sections]]
        id = "a"
    """)
    runs, other = load_lesson("t1", folder).data
    assert runs == DataSource("runs", "runs.csv", "builds_demo.csv", 10, {"n": "pages"})
    assert other == DataSource("other", "other.csv", None, None, {})


def test_data_source_without_file_or_columns(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n[data.runs]\ncolumns = {}\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match=r"data set runs: 'file' is missing"):
        load_lesson("t1", folder)
    folder = make_lesson(tmp_path / "2", "t1", 'id = "t1"\n[data.runs]\nfile = "r.csv"\ncolumns = "pages"\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match=r"data set runs: 'columns' must be a table"):
        load_lesson("t1", folder)


MALFORMED = [
    ("data_not_a_table", 'data = 3\n[[sections]]\nid = "a"\n', "'data' must be a table, not a whole number"),
    ("data_entry_not_a_table", '[data]\nbuilds = 3\n[[sections]]\nid = "a"\n', "data set builds must be a table, like [data.builds]"),
    ("rows_not_a_number", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nrows = "many"\n'
     '[[sections]]\nid = "a"\n', "data set b: 'rows' must be a whole number, not text"),
    ("rows_zero", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nrows = 0\n[[sections]]\nid = "a"\n',
     "'rows' must be at least 1"),
    ("skip_not_a_number", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nskip = 1.5\n'
     '[[sections]]\nid = "a"\n', "data set b: 'skip' must be a whole number, not a number"),
    ("skip_negative", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nskip = -1\n'
     '[[sections]]\nid = "a"\n', "'skip' must be 0 or more"),
    ("column_not_a_name", '[data.b]\nfile = "b.csv"\ncolumns = {x = 3}\n[[sections]]\nid = "a"\n',
     "data set b: column x must name a column of the file"),
    ("sections_text", 'sections = "abc"\n', "'sections' must be a list, not text"),
    ("sections_numbers", "sections = [1, 2]\n", "section 1 must be a table, like [[sections]]"),
    ("languages_text", 'languages = "en"\n[[sections]]\nid = "a"\n', "'languages' must be a list, not text"),
    ("languages_numbers", 'languages = [1]\n[[sections]]\nid = "a"\n', "'languages' must be a list of texts"),
    ("languages_none", 'languages = []\n[[sections]]\nid = "a"\n', "'languages' names no language"),
    ("steps_text", '[[sections]]\nid = "a"\nsteps = "x"\n', "section a: 'steps' must be a list, not text"),
    ("steps_numbers", '[[sections]]\nid = "a"\nsteps = [1]\n', "section a, step 1 must be a table, like [[sections.steps]]"),
    ("text_not_text", '[[sections]]\nid = "a"\ntext = 3\n', "section a: 'text' must be text, not a whole number"),
    ("text_outside", '[[sections]]\nid = "a"\ntext = "../../secret.md"\n',
     "'text' must name a file inside the language folder"),
    ("title_numbers", 'title = { en = 3 }\n[[sections]]\nid = "a"\n', "'title' must be a text or a table of languages and texts"),
]


@pytest.mark.parametrize("body, message", [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_a_malformed_lesson_file_says_where_and_what(tmp_path, body, message):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n' + body)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    assert message in str(info.value)
    assert re.match(re.escape(str(folder / "t1" / "lesson.toml")) + r":\d+: ", str(info.value))  # its line


def test_unknown_section(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson t1 has no section 'three'; its sections are: one, two"):
        load_lesson("t1", folder).section("three")


def test_a_step_missing_a_key_names_the_section_and_step(tmp_path):
    toml = """
id = "t9"
title = { en = "t" }
[[sections]]
id = "s"
title = { en = "s" }
[[sections.steps]]
code = "x = var(2.0)"
[[sections.steps]]
figure = "g"
grad = { of = "x" }
"""
    folder = make_lesson(tmp_path, "t9", toml)
    # the loader reads every step's keys: the lesson does not open, and says where
    with pytest.raises(LessonError, match=r"lesson\.toml:11: section s, step 2: 'wrt' is missing$"):
        load_lesson("t9", folder)
    # a section made in code says it when the step runs
    from gradwalk.core.lessons import Section
    made = Section("s", {"en": "s"}, None, ({"code": "x = var(2.0)"}, {"figure": "g", "grad": {"of": "x"}}))
    with pytest.raises(LessonError, match=r"section s, step 2: the step needs a 'wrt' key"):
        run_section(made, {})
