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

The kinds of step are described for teachers in data/lessons/README.md; each is a class of
core/lessons/step_kinds.py, run by its function in core/lessons/runner.py.
Loading checks the whole file by the rules of core/lessons/validation.py (every step has exactly
one known kind, every text file exists, ...), the ones `gradwalk check-lesson` applies, so a
mistake in a lesson is reported when the lesson is opened, with its file and line.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

from gradwalk.core.project_files import project_folder
from gradwalk.core.words import translate

from .files import LessonFileError, read_lesson_toml
from .model import STEP_KINDS, DataSource, Lesson, LessonError, PointSpec, Section, Step, Texts
from .validation import is_plain_data_name, lesson_problems

__all__ = ["STEP_KINDS", "DataSource", "Lesson", "LessonError", "Section", "available_lessons",
           "is_plain_data_name", "lesson_from_table", "lessons_dir", "load_lesson", "load_lesson_folder"]


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
    """Read and check the lesson `lesson_id` (a folder name under `folder`): a LessonError with
    the first problem that keeps it from opening, at its file and line."""
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
    folder_now = _files_as_they_are(path.parent)
    loaded = _LOADED.get(path.parent)
    if folder_now is not None and loaded is not None and loaded[0] == folder_now:
        return loaded[1]
    try:
        text, raw = read_lesson_toml(path)
    except LessonFileError as exc:
        raise LessonError(str(exc)) from None
    fatal = [problem for problem in lesson_problems(path.parent, text, raw) if problem.fatal]
    if fatal:
        raise LessonError(str(fatal[0]))
    lesson = lesson_from_table(raw, path.parent)
    if folder_now is not None:
        _LOADED[path.parent] = (folder_now, lesson)
    return lesson


# Lessons loaded and found sound, by folder, with a digest of the folder's files then. Checking a
# lesson runs the reader over every program in it (a quarter of a second for the built-in ones),
# and a window built again in another language loads the same files: a folder whose files have
# not changed since gives the same Lesson (frozen, so it is shared safely). A lesson with a
# problem is not kept: it is checked again, and its message said, each time.
_LOADED: dict[Path, tuple[bytes, Lesson]] = {}


def _files_as_they_are(folder: Path) -> bytes | None:
    """A digest of every file under `folder`, its name and its bytes: a lesson edited since differs
    (a file's time of change is too coarse for two saves within a few milliseconds). A file that
    is not a regular one (a pipe would never end) or is big counts by its kind, size and time.
    None for a folder of more than _FILES_UP_TO files (not a lesson's own: not kept)."""
    digest = hashlib.blake2b(digest_size=16)
    count = 0
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        count += len(files)
        if count > _FILES_UP_TO:
            return None
        for name in sorted(files):
            where = os.path.join(root, name)
            digest.update(os.path.relpath(where, folder).encode() + b"\0")
            try:
                found = os.stat(where)
                if not stat.S_ISREG(found.st_mode) or found.st_size > _READ_UP_TO:
                    digest.update(f"{found.st_mode} {found.st_size} {found.st_mtime_ns}".encode())
                    continue
                with open(where, "rb") as file:
                    digest.update(file.read(_READ_UP_TO + 1))
            except OSError as exc:
                digest.update(f"unreadable {exc.errno}".encode())
    return digest.digest()


_READ_UP_TO = 1 << 20  # a lesson's texts and TOML are a few kilobytes each
_FILES_UP_TO = 2000  # a built-in lesson has about forty


def lesson_from_table(raw: dict, folder: Path) -> Lesson:
    """The lesson a lesson file's table describes (as tomllib read it), its texts in `folder`.
    The table is taken as it is: `load_lesson` has checked it first (core/lessons/validation.py)."""
    languages = tuple(raw.get("languages") or ("en",))
    data = tuple(_data_source(key, table) for key, table in raw.get("data", {}).items())
    sections = tuple(_section(table) for table in raw.get("sections", ()))
    return Lesson(raw["id"], folder, Texts.of(raw.get("title")), languages, data, sections)


def _data_source(key: str, table: dict) -> DataSource:
    points = table.get("points")
    return DataSource(key=key, file=table.get("file"), demo=table.get("demo"), rows=table.get("rows"),
                      points=PointSpec(**points) if points is not None else None,
                      columns=dict(table["columns"]), skip=table.get("skip", 0))


def _section(table: dict) -> Section:
    return Section(table["id"], Texts.of(table.get("title")), table.get("text"),
                   tuple(Step.of(step) for step in table.get("steps", ())), table.get("graph"),
                   table.get("exercise"))
