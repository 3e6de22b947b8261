"""Lesson folders written to break the reader: each gives `file:line: message` problems (from
check_lesson) and a LessonError (from the loader), never a traceback, a hang or a file read from
outside the lesson's folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gradwalk.core.lessons import LessonError, load_lesson_folder
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.lessons.files import MAX_FILE_BYTES, MAX_NESTING
from gradwalk.core.lessons.runner import StepError, run_section
from gradwalk.core.words import translate

LESSON = '''\
id = "{name}"
title = "A lesson"
{extra}
[[sections]]
id = "only"
title = "Only"
text = "{text}"

[[sections.steps]]
code = "x = var(2.0, dtype='f64')"
{steps}'''


def write(tmp_path: Path, extra: str = "", *, text: str = "only.md", steps: str = "",
          md: str | None = "Only.\n", name: str = "lesson") -> Path:
    folder = tmp_path / name
    (folder / "en").mkdir(parents=True)
    (folder / "lesson.toml").write_text(LESSON.format(name=name, extra=extra, text=text, steps=steps),
                                        encoding="utf-8")
    if md is not None:
        (folder / "en" / "only.md").write_text(md, encoding="utf-8")
    return folder


def line_of(folder: Path, snippet: str) -> int:
    lines = (folder / "lesson.toml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


def only_problem(folder: Path):
    problems = check_lesson(folder)
    assert len(problems) == 1, problems
    return problems[0]


DEEP = 500  # far past what Python's TOML reader can recurse into

NESTINGS = {
    "arrays": "deep = " + "[" * DEEP + "]" * DEEP,
    "inline tables": "deep = " + "{ a = " * DEEP + "1" + " }" * DEEP,
    "arrays of tables": "deep = [" + "{ a = [" * DEEP + "]}" * DEEP + "]",
    "dotted keys": "deep" + ".a" * DEEP + " = 1",
    "a table header": "[" + ".".join(["t"] * DEEP) + "]\nk = 1",
}


@pytest.mark.parametrize("kind", list(NESTINGS))
def test_values_nested_hundreds_deep_are_a_problem_at_their_line(tmp_path, kind):
    folder = write(tmp_path, NESTINGS[kind])
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, "deep" if kind != "a table header" else "[t."))
    assert str(MAX_NESTING) in problem.message
    with pytest.raises(LessonError, match=rf"lesson.toml:{problem.line}: "):
        load_lesson_folder(folder)


def test_a_nesting_a_lesson_needs_is_accepted(tmp_path):
    folder = write(tmp_path, "shallow = " + "[" * 5 + "]" * 5 + '\nother = { a = { b = "[[[[[[[[" } }')
    assert check_lesson(folder) == []


def test_a_huge_lesson_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    folder = write(tmp_path)
    with (folder / "lesson.toml").open("a", encoding="utf-8") as file:
        file.write("# " + "x" * MAX_FILE_BYTES + "\n")
    opened = []
    real_open = Path.open
    monkeypatch.setattr(Path, "open", lambda self, *a, **k: opened.append(self) or real_open(self, *a, **k))
    problem = only_problem(folder)
    assert problem.line is None and f"{MAX_FILE_BYTES:,}" in problem.message
    assert folder / "lesson.toml" not in opened  # refused on its size, never opened
    with pytest.raises(LessonError, match="more than"):
        load_lesson_folder(folder)


def test_a_binary_lesson_file_is_a_problem_at_its_nul_byte(tmp_path):
    folder = write(tmp_path)
    (folder / "lesson.toml").write_bytes(b'id = "lesson"\n\n\x00\x01\xff')
    problem = only_problem(folder)
    assert problem.line == 3 and "NUL" in problem.message


def test_a_lesson_file_in_latin_1_is_a_problem_at_the_line_of_its_first_such_byte(tmp_path):
    folder = write(tmp_path)
    text = (folder / "lesson.toml").read_text(encoding="utf-8").replace("Only", "Caf\xe9")
    (folder / "lesson.toml").write_bytes(text.encode("latin-1"))
    problem = only_problem(folder)
    assert problem.line == text.splitlines().index(next(l for l in text.splitlines() if "Caf" in l)) + 1
    assert "UTF-8" in problem.message and "0xe9" in problem.message


@pytest.mark.parametrize("make", ["folder", "pipe"])
def test_a_lesson_toml_that_is_not_a_regular_file(tmp_path, make):
    folder = tmp_path / "lesson"
    folder.mkdir()
    if make == "folder":
        (folder / "lesson.toml").mkdir()
    else:
        os.mkfifo(folder / "lesson.toml")  # reading it would wait for ever
    problem = only_problem(folder)
    assert problem.file == folder / "lesson.toml" and problem.line is None
    with pytest.raises(LessonError):
        load_lesson_folder(folder)


# --- the texts a lesson names ---------------------------------------------------------------------


def test_a_text_that_links_out_of_the_lesson_folder_is_refused(tmp_path):
    secret = tmp_path / "secret.md"
    secret.write_text("a file of the learner's own\n", encoding="utf-8")
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").symlink_to(secret)
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, 'text = "only.md"'))
    assert "link" in problem.message
    with pytest.raises(LessonError, match="leads out"):
        load_lesson_folder(folder)


def test_a_text_that_links_inside_the_lesson_folder_is_read(tmp_path):
    folder = write(tmp_path, md=None)
    (folder / "shared.md").write_text("Shared by the languages.\n", encoding="utf-8")
    (folder / "en" / "only.md").symlink_to(Path("..") / "shared.md")
    assert check_lesson(folder) == []
    lesson = load_lesson_folder(folder)
    assert lesson.text(lesson.sections[0], "en") == "Shared by the languages.\n"


@pytest.mark.parametrize("name", ["../../outside.md", "/etc/passwd"])
def test_a_text_named_by_a_path_out_of_the_folder_is_refused(tmp_path, name):
    folder = write(tmp_path, text=name)
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, "text = "))


def test_a_text_whose_name_holds_odd_characters_is_shown_escaped(tmp_path):
    folder = write(tmp_path, text="on\\u202ely\\t.md")  # a right-to-left override and a tab
    problem = only_problem(folder)
    assert "\u202e" not in problem.message and "\t" not in problem.message
    assert "\\u202e" in problem.message


@pytest.mark.parametrize("content, line", [(b"# Only\n\nsome \x00 bytes", 3), (b"\n\ncaf\xe9\n", 3)])
def test_a_text_that_is_not_utf8_text_is_a_problem_at_its_line(tmp_path, content, line):
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").write_bytes(content)
    problem = only_problem(folder)
    assert (problem.file, problem.line) == (folder / "en" / "only.md", line)


def test_a_text_that_is_a_folder_or_huge_is_a_problem(tmp_path):
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").mkdir()
    assert "folder" in only_problem(folder).message
    (folder / "en" / "only.md").rmdir()
    (folder / "en" / "only.md").write_text("x" * (MAX_FILE_BYTES + 1), encoding="utf-8")
    assert f"{MAX_FILE_BYTES:,}" in only_problem(folder).message


# --- data sets ------------------------------------------------------------------------------------


@pytest.mark.parametrize("key, name", [("file", "/etc/passwd"), ("file", "../../x.csv"),
                                       ("demo", "../../../etc/passwd")])
def test_a_data_file_named_by_a_path_is_refused(tmp_path, key, name):
    table = {"file": "builds.csv", "demo": "builds_demo.csv", key: name}
    folder = write(tmp_path, f'[data.points]\nfile = "{table["file"]}"\ndemo = "{table["demo"]}"\n'
                             'columns = { x = "pages" }\n')
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, f'{key} = "{name}"'))
    with pytest.raises(LessonError, match="no folder"):
        load_lesson_folder(folder)


def test_a_negative_skip_is_a_problem_at_its_line_in_the_readers_language(tmp_path):
    from gradwalk.app.translations import install_language

    folder = write(tmp_path, '[data.held_out]\nfile = "builds.csv"\ndemo = "builds_demo.csv"\n'
                             'skip = -3\ncolumns = { x = "pages" }\n')
    install_language("fr")
    problem = only_problem(folder)
    assert problem.line == line_of(folder, "skip = -3")
    assert problem.message == translate("CheckLesson", "{0}: 'skip' must be 0 or more, not {1}").format(
        translate("CheckLesson", "data set {0}").format("held_out"), -3)


# --- the run: a time budget per step, and the reason without the runner's prefix ---------------------


NEVER_ENDS = '''
[[sections.steps]]
label = "a descent that never ends"
train = { loss = "loss = (w - 1.0).sqr()", params = { w = 0.0 }, lr = 0.1, steps = 1000000000000 }
'''


def test_a_step_that_never_ends_is_stopped_at_its_budget_and_named(tmp_path):
    folder = write(tmp_path, steps=NEVER_ENDS)
    problems = check_lesson(folder, step_seconds=0.3)
    assert len(problems) == 1, problems
    problem = problems[0]
    assert problem.line == line_of(folder, "train = ")
    assert problem.message.startswith("section only, step 2 fails: ")
    assert "0.3 s" in problem.message and "column" not in problem.message


@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), "10", True])
def test_the_step_budget_must_be_a_positive_number(tmp_path, seconds):
    with pytest.raises(ValueError):
        check_lesson(write(tmp_path), step_seconds=seconds)


def test_a_failing_step_says_its_reason_once_in_the_readers_language(tmp_path):
    from gradwalk.app.translations import install_language

    folder = write(tmp_path, steps='[[sections.steps]]\nfigure = "g"\ngrad = { of = "nobody", wrt = "x" }\n')
    install_language("fr")
    problem = only_problem(folder)
    reason = translate("Transcript", "the lesson uses {0} before defining it").format("'nobody'")
    assert problem.message == translate("CheckLesson", "section {0}, step {1} fails: {2}").format(
        "only", 2, reason)
    runner_prefix = translate("Transcript", "section {0}, step {1}: {2}").format("0", 1, "")
    assert runner_prefix not in problem.message and "section 0" not in problem.message


def test_a_step_error_keeps_its_reason_apart():
    from gradwalk.core.lessons.loader import Section

    section = Section("s", {}, None, ({"value": "nobody", "figure": "v"},))
    with pytest.raises(StepError) as info:
        run_section(section, {})
    assert (info.value.section_id, info.value.number) == ("s", 1)
    assert str(info.value).endswith(info.value.reason) and "nobody" in info.value.reason
