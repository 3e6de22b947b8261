"""Lessons as data: reading and checking a lesson file.

A lesson is a folder under `data/lessons/` holding `lesson.toml` and one folder of Markdown texts
per language. The TOML file says what the lesson is made of:

    id = "l04"
    title = { en = "Automatic differentiation" }
    languages = ["en"]

    [data.builds]                         # a data set, found on the data search path
    file = "builds.csv"                   # the file the lesson's figures were made with
    demo = "builds_demo.csv"              # the project's own stand-in, used when it is absent
    rows = 52                             # the first rows, in file order
    # skip = 52                           # optional: rows passed over first (a held-out set)
    columns = { pages = "pages", seconds = "build_seconds" }   # name in the lesson = column

    [[sections]]
    id = "first_derivative"
    title = { en = "A first derivative" }
    text = "first_derivative.md"          # read from <lesson>/<language>/

    [[sections.steps]]                    # steps run in order; each may add names
    code = "x = var(2.0, dtype=\"f64\")"  # a program in the expression language (core/expr/language.py)

    [[sections.steps]]
    figure = "dy_dx"                      # a figure: a name the lesson expects a value for
    grad = { of = "y", wrt = "x" }

The kinds of step are documented with the functions that run them, in core/lessons/runner.py.
Loading checks the whole file (every step has exactly one known kind, every text file exists),
so a mistake in a lesson is reported when the lesson is opened, with the section it is in.
"""

from __future__ import annotations

import os
from pathlib import Path

from gradwalk.core.project_files import project_folder
from gradwalk.core.words import translate

from .exercises import ExerciseError, exercise_from_table
from .files import LessonFileError, inside_folder, printable, read_lesson_text, read_lesson_toml
from .model import DataSource, Lesson, LessonError, Section

__all__ = ["STEP_KINDS", "DataSource", "Lesson", "LessonError", "Section", "available_lessons",
           "lesson_from_table", "lessons_dir", "load_lesson", "load_lesson_folder"]

# Each step is a table with exactly one of these keys, saying what it does.
STEP_KINDS = ("code", "note", "grads", "set", "refuse_set", "tape", "fd_check", "train", "value",
              "grad", "grad_count", "has_grad", "agree", "below")

# The texts an exercise names besides the section's own (read from each language's folder).
EXERCISE_TEXTS = ("solution_text", "answer_text")


def lessons_dir() -> Path:
    """The project's own lessons."""
    return project_folder("data", "lessons")


def available_lessons(folder: str | os.PathLike[str] | None = None) -> list[str]:
    """The ids of the lessons in `folder` (the project's data/lessons by default)."""
    folder = Path(folder) if folder else lessons_dir()
    return sorted(p.name for p in folder.iterdir() if (p / "lesson.toml").is_file())


def load_lesson_folder(folder: str | os.PathLike[str]) -> Lesson:
    """Read and check the lesson in `folder` (a folder holding lesson.toml), wherever it is."""
    folder = Path(folder).resolve()
    return load_lesson(folder.name, folder.parent)


def load_lesson(lesson_id: str, folder: str | os.PathLike[str] | None = None) -> Lesson:
    """Read and check the lesson `lesson_id` (a folder name under `folder`)."""
    folder = Path(folder) if folder else lessons_dir()
    path = folder / lesson_id / "lesson.toml"
    # A lesson is named by its folder: "l04", never a path ("../x", "/etc") that leads elsewhere.
    plain = bool(lesson_id) and Path(lesson_id).name == lesson_id and lesson_id not in (".", "..")
    if not plain or not path.exists():
        try:
            known = ", ".join(available_lessons(folder)) or translate("Lesson", "none")
        except OSError:  # no such folder, or one that cannot be listed
            known = translate("Lesson", "none")
        raise LessonError(translate("Lesson", "no lesson {0} in {1} (lessons there: {2})").format(
            repr(lesson_id), folder, known))
    try:
        _, raw = read_lesson_toml(path)
    except LessonFileError as exc:
        raise LessonError(str(exc)) from None
    return lesson_from_table(raw, path.parent)


def lesson_from_table(raw: dict, folder: Path) -> Lesson:
    """The lesson a lesson file's table describes (as tomllib read it), its texts in `folder`;
    a LessonError at the first problem."""
    where = str(folder / "lesson.toml")
    lesson_id = _require(raw, "id", str, where)
    languages = tuple(_list_of(raw, "languages", str, where, default=["en"]))
    if not languages:
        raise LessonError(translate("Lesson", "{0}: 'languages' names no language; leave it out for "
                                    "English only").format(where))
    data_tables = _optional(raw, "data", dict, where, default={})
    data = tuple(_data_source(key, _require(data_tables, key, dict, f"{where}, [data]"), where)
                 for key in data_tables)
    section_tables = _list_of(raw, "sections", dict, where, default=[])
    sections = tuple(_section(table, i, where) for i, table in enumerate(section_tables))
    if not sections:
        raise LessonError(translate("Lesson", "{0}: a lesson needs at least one [[sections]] table")
                          .format(where))
    ids = [s.id for s in sections]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise LessonError(translate("Lesson", "{0}: section ids must be unique, repeated: {1}").format(
            where, ", ".join(duplicates)))
    for section in sections:
        names = [(section.text_file, None)] + [((section.exercise or {}).get(key), key)
                                               for key in EXERCISE_TEXTS]
        for lang in languages:
            for name, key in names:
                if name is None:
                    continue
                path = folder / lang / name
                if not path.exists() and not path.is_symlink():
                    missing = translate("Lesson", "{0}: section {1}: no text {2}").format(
                        where, section.id, printable(f"{lang}/{name}"))
                    raise LessonError(f"{missing} ({key})" if key else missing)
                try:  # every text is read once now: a lesson that opens can show them all
                    read_lesson_text(inside_folder(folder, f"{lang}/{name}"))
                except LessonFileError as exc:
                    raise LessonError(translate("Lesson", "{0}: section {1}: {2}").format(
                        where, section.id, exc)) from None
    return Lesson(lesson_id, folder, _titles(raw, where), languages, data, sections)


def _data_source(key: str, table: dict, where: str) -> DataSource:
    here = f"{where}, [data.{key}]"
    rows = _optional(table, "rows", int, here, default=None)
    if rows is not None and rows < 1:
        raise LessonError(translate("Lesson", "{0}: 'rows' must be at least 1, got {1}").format(here, rows))
    skip = _optional(table, "skip", int, here, default=0)
    if skip < 0:
        raise LessonError(translate("Lesson", "{0}: 'skip' must be 0 or more, got {1}").format(here, skip))
    columns = _require(table, "columns", dict, here)
    for name, column in columns.items():
        if not isinstance(column, str):
            raise LessonError(translate("Lesson", "{0}: column {1} must name a column of the file, got "
                                        "{2}").format(here, repr(name), repr(column)))
    file = _require(table, "file", str, here)
    demo = _optional(table, "demo", str, here, default=None)
    for name in (file, demo):
        if name is not None and not is_plain_data_name(name):
            raise LessonError(translate("Lesson", "{0}: {1} must be a file's name, found on the data "
                                        "search path: no folder, no '..'").format(here, repr(name)))
    return DataSource(key=key, file=file, demo=demo, rows=rows, columns=dict(columns), skip=skip)


def is_plain_data_name(name: str) -> bool:
    """A data file's name as a lesson gives it: a name looked for in each folder of the data search
    path, never a path that leads elsewhere ("/etc/passwd", "../x")."""
    return (bool(name) and "\x00" not in name and "/" not in name and "\\" not in name
            and name not in (".", ".."))


def _section(table: dict, index: int, where: str) -> Section:
    section_id = _require(table, "id", str, translate("Lesson", "{0}, section {1}").format(where, index + 1))
    here = translate("Lesson", "{0}, section {1}").format(where, section_id)
    text_file = _optional(table, "text", str, here, default=None)
    if text_file is not None and (Path(text_file).is_absolute() or ".." in Path(text_file).parts):
        raise LessonError(translate("Lesson", "{0}: 'text' must name a file inside the language folder, "
                                    "got {1}").format(here, repr(text_file)))
    steps = tuple(_list_of(table, "steps", dict, here, default=[]))
    for number, step in enumerate(steps, start=1):
        kinds = [k for k in STEP_KINDS if k in step]
        if len(kinds) != 1:
            found = ", ".join(sorted(step)) or translate("Lesson", "nothing")
            raise LessonError(translate("Lesson", "{0}, step {1}: a step needs exactly one of {2} "
                                        "(found: {3})").format(here, number, ", ".join(STEP_KINDS), found))
    graph = _optional(table, "graph", str, here, default=None)
    exercise = _optional(table, "exercise", dict, here, default=None)
    for key in EXERCISE_TEXTS:
        name = _optional(exercise or {}, key, str, f"{here}, [sections.exercise]", default=None)
        if name is not None and (Path(name).is_absolute() or ".." in Path(name).parts):
            raise LessonError(translate("Lesson", "{0}: {1} must name a file inside the language folder, "
                                        "got {2}").format(here, repr(key), repr(name)))
    try:
        exercise_from_table(exercise)  # a mistake in it is reported now, with where it is
    except ExerciseError as exc:
        raise LessonError(f"{here}: {exc}") from None
    return Section(section_id, _titles(table, here), text_file, steps, graph, exercise)


def _titles(table: dict, where: str) -> dict[str, str]:
    title = table.get("title", {})
    if isinstance(title, str):
        return {"en": title}
    if not isinstance(title, dict) or not all(isinstance(text, str) for text in title.values()):
        raise LessonError(translate("Lesson", "{0}: title must be text or a table of languages and texts")
                          .format(where))
    return dict(title)


def _require(table, key, kind, where):
    if key not in table:
        raise LessonError(translate("Lesson", "{0}: missing {1}").format(where, repr(key)))
    return _optional(table, key, kind, where, default=None)


def _optional(table, key, kind, where, default):
    """`table[key]` when it is there, checked to be a `kind`; else `default`."""
    if key not in table:
        return default
    value = table[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):  # True is an int
        raise LessonError(translate("Lesson", "{0}: {1} must be {2}, got {3}").format(
            where, repr(key), _kind_words(kind), type(value).__name__))
    return value


def _list_of(table, key, kind, where, default):
    """`table[key]`, a list whose items are all `kind`s (or `default` when the key is absent)."""
    values = _optional(table, key, list, where, default)
    for number, value in enumerate(values, start=1):
        if not isinstance(value, kind):
            raise LessonError(translate("Lesson", "{0}: item {1} of {2} must be {3}, got {4}").format(
                where, number, repr(key), _kind_words(kind), type(value).__name__))
    return values


def _kind_words(kind: type) -> str:
    return {str: translate("Lesson", "text"), int: translate("Lesson", "a whole number"),
            dict: translate("Lesson", "a table"), list: translate("Lesson", "a list")}[kind]
