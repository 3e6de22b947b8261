"""check_lesson: every problem of a lesson folder, each with its file and line.

Each test writes a lesson into tmp_path with one kind of mistake (or several), checks it and
compares the problems' files and lines with where the mistake was written, found in the text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.check import Problem, check_lesson
from gradwalk.core.lessons.loader import lessons_dir
from gradwalk.core.lessons.runner import run_lesson
from tests.paths import REPO_ROOT

REPO = REPO_ROOT

SOUND = '''\
id = "lesson"
title = { en = "A lesson", fr = "Une leçon" }
languages = ["en", "fr"]

[[sections]]
id = "first"
title = { en = "First", fr = "Premier" }
text = "first.md"

[[sections.steps]]
code = \'\'\'
x = var(2.0, dtype="f64")
y = x.sqr() + 3 * x
\'\'\'

[[sections.steps]]
figure = "dy_dx"
label = { en = "dy/dx", fr = "dy/dx" }
grad = { of = "y", wrt = "x" }

[[sections]]
id = "second"
title = { en = "Second", fr = "Second" }
text = "second.md"

[[sections.steps]]
code = "w = var([1.0, -2.0], dtype=\\"f64\\")"

[[sections.steps]]
figure = "fd"
label = "central differences"
fd_check = { f = "out = w.sqr().sum_all()", wrt = ["w"], below = 1e-6 }
'''

TEXTS = {"en/first.md": "First.\n", "fr/first.md": "Premier.\n",
         "en/second.md": "Second.\n", "fr/second.md": "Second.\n"}


def write_lesson(tmp_path: Path, toml: str, texts: dict[str, str] | None = None,
                 name: str = "lesson") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "lesson.toml").write_text(toml, encoding="utf-8")
    for relative, text in (TEXTS if texts is None else texts).items():
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / relative).write_text(text, encoding="utf-8")
    return folder


def line_of(text: str, snippet: str, start: int = 1) -> int:
    """The number of the first line at or after `start` that contains `snippet`."""
    for number, line in enumerate(text.splitlines(), start=1):
        if number >= start and snippet in line:
            return number
    raise AssertionError(f"{snippet!r} is not in the text")


def where(problems: list[Problem]) -> list[tuple[str, int | None]]:
    return [(p.file.name, p.line) for p in problems]


def test_the_sound_lesson_has_no_problem(tmp_path):
    assert check_lesson(write_lesson(tmp_path, SOUND)) == []


def test_lesson_4_and_the_example_lesson_are_sound():
    assert check_lesson(lessons_dir() / "l04") == []
    assert check_lesson(REPO / "data" / "example-lesson") == []


def test_the_example_lesson_runs_in_each_of_its_languages():
    lesson = load_lesson("example-lesson", REPO / "data")
    assert lesson.languages == ("en", "fr", "es")
    for lang in lesson.languages:
        run = run_lesson(lesson, lang=lang)
        assert all(section.figures for section in run.sections)
        checks = [f.value for s in run.sections for f in s.figures if isinstance(f.value, bool)]
        assert checks and all(checks)


def test_a_problem_prints_as_file_line_message(tmp_path):
    assert str(Problem(tmp_path / "lesson.toml", 7, "wrong")) == f"{tmp_path / 'lesson.toml'}:7: wrong"
    assert str(Problem(tmp_path / "a.md", None, "empty")) == f"{tmp_path / 'a.md'}: empty"


def test_a_toml_syntax_error_is_reported_at_its_line(tmp_path):
    toml = SOUND.replace('text = "second.md"', 'text = = "second.md"')
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, "text = = "))]
    assert "not valid TOML" in problems[0].message
    assert "(at line" not in problems[0].message  # the line is the problem's, not repeated


def test_a_missing_folder_file_is_one_problem(tmp_path):
    problems = check_lesson(tmp_path)
    assert where(problems) == [("lesson.toml", None)]


def test_a_text_missing_in_one_language_is_reported_at_the_text_key(tmp_path):
    texts = {k: v for k, v in TEXTS.items() if k != "fr/second.md"}
    problems = check_lesson(write_lesson(tmp_path, SOUND, texts))
    assert where(problems) == [("lesson.toml", line_of(SOUND, 'text = "second.md"'))]
    assert "fr/second.md" in problems[0].message and "second" in problems[0].message


def test_an_empty_text_is_reported_on_the_text_file(tmp_path):
    texts = {**TEXTS, "fr/first.md": "  \n\n"}
    folder = write_lesson(tmp_path, SOUND, texts)
    problems = check_lesson(folder)
    assert [(p.file, p.line) for p in problems] == [(folder / "fr" / "first.md", None)]
    assert "empty" in problems[0].message


def test_a_label_or_title_missing_a_language_is_reported_at_its_key(tmp_path):
    toml = (SOUND.replace('label = { en = "dy/dx", fr = "dy/dx" }', 'label = { en = "dy/dx" }')
            .replace('title = { en = "Second", fr = "Second" }', 'title = { en = "Second" }')
            .replace('title = { en = "A lesson", fr = "Une leçon" }', 'title = "A lesson"'))
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [
        ("lesson.toml", line_of(toml, 'title = "A lesson"')),
        ("lesson.toml", line_of(toml, 'label = { en = "dy/dx" }')),
        ("lesson.toml", line_of(toml, 'title = { en = "Second" }')),
    ]
    assert all(p.message.endswith(" in fr") for p in problems)
    assert "step 2" in problems[1].message and "label" in problems[1].message


def test_a_plain_text_label_serves_every_language(tmp_path):
    # The second section's fd_check has `label = "central differences"`: no problem (see SOUND).
    assert 'label = "central differences"' in SOUND
    assert check_lesson(write_lesson(tmp_path, SOUND)) == []


def test_a_program_error_is_reported_at_its_line_inside_a_multi_line_code(tmp_path):
    toml = SOUND.replace("y = x.sqr() + 3 * x", "y = x.sqr() + 3 * x\nz = y.sqr(( + 1\nt = z")
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, "z = y.sqr(( + 1"))]
    assert "section first, step 1" in problems[0].message
    assert "'code'" in problems[0].message and "column" in problems[0].message


def test_a_program_outside_the_language_is_refused_without_running(tmp_path):
    toml = SOUND.replace('f = "out = w.sqr().sum_all()"', 'f = "import os"')
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, 'f = "import os"'))]
    assert "fd_check.f" in problems[0].message and "section second, step 2" in problems[0].message


def test_programs_in_tape_train_and_exercise_tables_are_read(tmp_path):
    toml = SOUND + '''
[[sections]]
id = "third"
title = { en = "Third", fr = "Troisième" }

[sections.exercise]
given = "a = var(1.0)"
expect = [{ value = "b" }]
solution = \'\'\'
b = a.exp()
c = b.sqr(
\'\'\'

[[sections.steps]]
tape = { code = "p = tensor(1.0) q = p", loss = "q" }

[[sections.steps]]
train = { loss = """
nothing = w.sqr()
""", params = { w = 1.0 }, lr = 0.1, steps = 2 }
'''
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [
        ("lesson.toml", line_of(toml, "c = b.sqr(")),
        ("lesson.toml", line_of(toml, "tape = { code")),
        ("lesson.toml", line_of(toml, "train = { loss")),
    ]
    assert "exercise.solution" in problems[0].message
    assert "tape.code" in problems[1].message
    assert "train.loss" in problems[2].message and "loss" in problems[2].message


def test_a_step_failing_at_run_time_is_reported_and_the_other_sections_still_run(tmp_path):
    toml = (SOUND.replace('grad = { of = "y", wrt = "x" }', 'grad = { of = "y", wrt = "nobody" }')
            .replace("out = w.sqr().sum_all()", "out = w.sqr().sum_all() + missing"))
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [
        ("lesson.toml", line_of(toml, 'grad = { of = "y", wrt = "nobody" }')),
        ("lesson.toml", line_of(toml, "fd_check = ")),
    ]
    assert "section first, step 2" in problems[0].message and "nobody" in problems[0].message
    assert "section second, step 2" in problems[1].message and "missing" in problems[1].message


def test_a_run_time_error_in_a_program_points_at_its_line(tmp_path):
    toml = SOUND.replace("y = x.sqr() + 3 * x", "y = x.sqr() + 3 * x\nz = y + unknown_name")
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, "z = y + unknown_name"))]
    assert "unknown_name" in problems[0].message and "step 1 fails" in problems[0].message


def test_a_step_without_a_key_its_kind_needs_is_reported(tmp_path):
    toml = SOUND.replace('grad = { of = "y", wrt = "x" }', 'grad = { of = "y" }')
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, 'grad = { of = "y" }'))]
    assert "'wrt'" in problems[0].message


def test_a_duplicate_section_id_is_reported_at_the_second_one(tmp_path):
    toml = SOUND.replace('id = "second"', 'id = "first"')
    problems = check_lesson(write_lesson(tmp_path, toml))
    second_header = line_of(toml, "[[sections]]", line_of(toml, "[[sections]]") + 1)
    assert where(problems) == [("lesson.toml", line_of(toml, 'id = "first"', second_header))]
    assert "first" in problems[0].message and "twice" in problems[0].message


def test_a_step_with_two_kinds_and_a_wrong_type_are_both_reported(tmp_path):
    toml = (SOUND.replace('figure = "fd"', 'figure = "fd"\nvalue = "w"')
            .replace('languages = ["en", "fr"]', 'languages = ["en", "fr"]\n[data]\nbad = 3'))
    problems = check_lesson(write_lesson(tmp_path, toml))
    steps = [n for n, line in enumerate(toml.splitlines(), start=1) if line == "[[sections.steps]]"]
    assert ("lesson.toml", steps[-1]) in where(problems)
    assert any("exactly one of" in p.message and "fd_check, figure, label, value" in p.message
               for p in problems)
    assert any("data set bad" in p.message for p in problems)
    assert len(problems) == 2


def test_every_problem_is_collected_not_only_the_first(tmp_path):
    toml = (SOUND.replace('label = { en = "dy/dx", fr = "dy/dx" }', 'label = { en = "dy/dx" }')
            .replace("y = x.sqr() + 3 * x", "y = x.sqr() +")
            .replace("out = w.sqr().sum_all()", "out = w.sqr().sum_all() + missing"))
    texts = {k: v for k, v in TEXTS.items() if k != "fr/first.md"}
    problems = check_lesson(write_lesson(tmp_path, toml, texts))
    assert where(problems) == [
        ("lesson.toml", line_of(toml, 'text = "first.md"')),
        ("lesson.toml", line_of(toml, "y = x.sqr() +")),
        ("lesson.toml", line_of(toml, 'label = { en = "dy/dx" }')),
        ("lesson.toml", line_of(toml, "fd_check = ")),
    ]


def test_the_id_must_name_the_folder(tmp_path):
    problems = check_lesson(write_lesson(tmp_path, SOUND, name="elsewhere"))
    assert where(problems) == [("lesson.toml", 1)]
    assert "elsewhere" in problems[0].message


@pytest.mark.parametrize("broken, snippet", [
    ('rows = 0', "rows = 0"),
    ('columns = { a = 3 }', "columns = { a = 3 }"),
])
def test_a_data_set_with_a_bad_key_is_reported_at_it(tmp_path, broken, snippet):
    toml = SOUND.replace('languages = ["en", "fr"]\n',
                         f'languages = ["en", "fr"]\n\n[data.points]\nfile = "p.csv"\n{broken}\n'
                         + ('columns = { a = "a" }\n' if "columns" not in broken else ""))
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, snippet))]


def test_a_data_set_that_cannot_be_found_is_reported_at_its_table(tmp_path, monkeypatch):
    monkeypatch.setenv("GRADWALK_DATA", str(tmp_path / "nothing_here"))
    toml = SOUND.replace('languages = ["en", "fr"]\n', 'languages = ["en", "fr"]\n\n[data.points]\n'
                         'file = "no_such_file_anywhere.csv"\ncolumns = { a = "a" }\n')
    problems = check_lesson(write_lesson(tmp_path, toml))
    assert where(problems) == [("lesson.toml", line_of(toml, "[data.points]"))]
    assert "no_such_file_anywhere.csv" in problems[0].message


def test_a_lesson_on_its_demo_data_is_checked_by_running_it(tmp_path, monkeypatch):
    monkeypatch.setenv("GRADWALK_DATA", str(tmp_path / "nothing_here"))
    toml = SOUND.replace('languages = ["en", "fr"]\n', 'languages = ["en", "fr"]\n\n[data.builds]\n'
                         'file = "not_builds.csv"\ndemo = "builds_demo.csv"\n'
                         'columns = { pages = "pages" }\n')
    toml += '\n[[sections.steps]]\ncode = "m = pages.mean_all() + no_such_column"\n'
    (tmp_path / "broken").mkdir()
    problems = check_lesson(write_lesson(tmp_path / "broken", toml))
    assert where(problems) == [("lesson.toml", line_of(toml, "no_such_column"))]
    (tmp_path / "fixed").mkdir()
    assert check_lesson(write_lesson(tmp_path / "fixed", toml.replace(" + no_such_column", ""))) == []


def test_the_lesson_format_guide_quotes_the_example_lesson_as_it_is():
    guide = (REPO / "data" / "lessons" / "README.md").read_text(encoding="utf-8")
    example = REPO / "data" / "example-lesson"
    assert f"```toml\n{(example / 'lesson.toml').read_text(encoding='utf-8')}```" in guide
    text = (example / "en" / "one_function_inside_another.md").read_text(encoding="utf-8")
    assert f"```markdown\n{text}```" in guide
    assert "## Exercises" in guide and "gradwalk check-lesson" in guide


def test_an_exercise_text_missing_in_one_language_is_reported_at_its_key(tmp_path):
    folder = tmp_path / "l04"
    import shutil

    shutil.copytree(lessons_dir() / "l04", folder)
    (folder / "es" / "exercise_1_logistic_solution.md").unlink()
    (folder / "fr" / "exercise_2_quadratic_answer.md").write_text("  \n", encoding="utf-8")
    toml = (folder / "lesson.toml").read_text(encoding="utf-8")
    problems = check_lesson(folder)
    assert [(p.file.name, p.line) for p in problems] == [
        ("lesson.toml", line_of(toml, 'solution_text = "exercise_1_logistic_solution.md"')),
        ("exercise_2_quadratic_answer.md", None),
    ]
    assert "es/exercise_1_logistic_solution.md" in problems[0].message


def test_lesson_4_is_written_in_english_french_and_spanish():
    # check_lesson (above) then holds every section, title, label and text to all three
    assert load_lesson("l04").languages == ("en", "fr", "es")
