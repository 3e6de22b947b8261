"""Checking a lesson folder, as a teacher writes it: every problem, each with its file and line.

`check_lesson(folder)` reads `lesson.toml` and the texts beside it and returns one `Problem` per
thing that is wrong, so that a teacher can fix them all in one pass:

- the TOML syntax (tomllib's own message, at its line);
- the format: the keys each table needs, their types, exactly one kind of step per step (the
  loader's rules, core/lessons/loader.py), section ids that are unique;
- the languages: for each one in `languages`, the lesson's title, each section's title, each
  step's label (when it is a table) and each section's text file, which must exist and hold
  some text;
- the programs: each one (`code`, `tape.code`, `fd_check.f`, `train.loss`, an exercise's
  `solution` and `given`) is read and checked against the expression language without running;
- the run: each section runs, step by step, on the lesson's data (or its demo data when the
  real file is not found); a step that fails is reported, and the next section is checked all
  the same.

A problem's line is found by reading lesson.toml's text (`TomlLines`): the n-th `[[sections]]`,
the k-th `[[sections.steps]]` after it, the line of a key inside it, and for a program, the
line inside the program where its error is.
"""

from __future__ import annotations

import ast
import math
import os
from dataclasses import dataclass, replace
from pathlib import Path

from gradwalk.core.engine import GradwalkError
from gradwalk.core.engine.budget import Budget, WorkStopped
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.expr.vocabulary import CONSTRUCTORS
from gradwalk.core.words import translate

from .files import LessonFileError, inside_folder, printable, read_lesson_text, read_lesson_toml
from .loader import STEP_KINDS, is_plain_data_name, lesson_from_table
from .model import Lesson, LessonError
from .runner import StepError, load_data, run_section
from .toml_lines import TomlLines

__all__ = ["DEFAULT_STEP_SECONDS", "Problem", "check_lesson"]

LESSON_FILE = "lesson.toml"

# The time each step of the run may take: a lesson's step takes well under a second, so ten is
# room for a slow machine, and a step that never ends (a training of 10**12 steps) ends here.
DEFAULT_STEP_SECONDS = 10.0


@dataclass(frozen=True)
class Problem:
    file: Path  # lesson.toml or a text file
    line: int | None  # 1-based; None when the problem has no single line (a missing key)
    message: str

    def __str__(self) -> str:
        if self.line is None:
            return f"{self.file}: {self.message}"
        return f"{self.file}:{self.line}: {self.message}"


def check_lesson(folder: str | os.PathLike[str], *,
                 step_seconds: float = DEFAULT_STEP_SECONDS) -> list[Problem]:
    """Every problem of the lesson in `folder` (which holds lesson.toml); [] for a sound lesson.

    Each step of the run (and the loading of each data set) may take `step_seconds`; one that
    takes longer is stopped and reported as a problem of its own.
    """
    if isinstance(step_seconds, bool) or not isinstance(step_seconds, (int, float)) \
            or not math.isfinite(step_seconds) or step_seconds <= 0:
        raise ValueError(f"step_seconds must be a finite number above 0, got {step_seconds!r}")
    return _Checker(Path(folder), step_seconds).run()


# --- the checks -----------------------------------------------------------------------------------

# The programs a step may hold: its kind, then the keys leading to the text.
_PROGRAMS = {"code": (), "tape": ("code",), "fd_check": ("f",), "train": ("loss",)}
_EXERCISE_PROGRAMS = ("solution", "given")


class _Checker:
    def __init__(self, folder: Path, step_seconds: float = DEFAULT_STEP_SECONDS) -> None:
        self.folder = folder
        self.step_seconds = step_seconds
        self.toml = folder / LESSON_FILE
        self.problems: list[Problem] = []
        self.lines = TomlLines("")
        self.refused: set[tuple[int, int]] = set()  # (section, step) whose program was refused

    def add(self, line: int | None, message: str, file: Path | None = None) -> None:
        self.problems.append(Problem(file or self.toml, line, message))

    def run(self) -> list[Problem]:
        raw = self._read()
        if raw is not None:
            self._check(raw)
        first_toml = {True: 0, False: 1}
        return sorted(self.problems,
                      key=lambda p: (first_toml[p.file == self.toml], str(p.file), p.line or 0))

    def _read(self) -> dict | None:
        if not self.toml.exists() and not self.toml.is_symlink():
            self.add(None, translate("CheckLesson", "there is no lesson.toml in this folder"))
            return None
        try:
            text, raw = read_lesson_toml(self.toml)
        except LessonFileError as exc:
            self.add(exc.line, exc.message)
            return None
        self.lines = TomlLines(text)
        return raw

    # the format

    def _check(self, raw: dict) -> None:
        root = ("root",)
        lesson_id = self._typed(raw, "id", str, root, required=True)
        if lesson_id is not None and lesson_id != self.folder.resolve().name:
            self.add(self.lines.key_line(root, "id"),
                     translate("CheckLesson", "the lesson's id {0} is not the name of its folder, {1}")
                     .format(lesson_id, self.folder.resolve().name))
        languages = self._typed(raw, "languages", list, root) or ["en"]
        if "languages" in raw and isinstance(raw["languages"], list):
            if not raw["languages"]:
                self.add(self.lines.key_line(root, "languages"),
                         translate("CheckLesson", "'languages' names no language; leave it out for "
                                   "English only"))
            if not all(isinstance(lang, str) for lang in raw["languages"]):
                self.add(self.lines.key_line(root, "languages"),
                         translate("CheckLesson", "'languages' must be a list of texts, like "
                                   "[\"en\", \"fr\"]"))
        languages = [lang for lang in languages if isinstance(lang, str)] or ["en"]
        self._check_titles(raw, root, languages, translate("CheckLesson", "the lesson"))

        data = self._check_data(raw)
        sections = self._check_sections(raw, languages)

        if not self.problems:
            # Anything the loader refuses that the checks above let through: the loader decides.
            try:
                lesson_from_table(raw, self.folder)
            except LessonError as exc:
                self.add(None, translate("CheckLesson", "the lesson cannot be loaded: {0}").format(exc))
                return
        if not sections:
            return
        # The sections whose steps are well formed run, whatever is wrong elsewhere (a missing
        # text, a title): each under its place in the file as id, since two may share one.
        runnable = {"id": lesson_id or self.folder.name, "data": data,
                    "sections": [{"id": str(i), "steps": table.get("steps", [])}
                                 for table, i, _ in sections]}
        try:
            lesson = lesson_from_table(runnable, self.folder)
        except LessonError as exc:
            self.add(None, translate("CheckLesson", "the lesson cannot be loaded: {0}").format(exc))
            return
        self._run(lesson, [(i, name) for _, i, name in sections], languages[0])

    def _typed(self, table: dict, key: str, kind: type, context: tuple, *, required: bool = False,
               where: str = "") -> object:
        """`table[key]` when it is a `kind`; else None, with a problem when it is missing or wrong."""
        prefix = where + ": " if where else ""
        if key not in table:
            if required:
                self.add(self.lines.header_line(context),
                         prefix + translate("CheckLesson", "'{0}' is missing").format(key))
            return None
        value = table[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            self.add(self.lines.key_line(context, key),
                     prefix + translate("CheckLesson", "'{0}' must be {1}, not {2}").format(
                         key, _kind_words(kind), _kind_words(type(value))))
            return None
        return value

    def _check_titles(self, table: dict, context: tuple, languages: list[str], what: str,
                      key: str = "title") -> None:
        """The title (or label) in `table[key]` has each language: one text, or a table of them."""
        line = self.lines.key_line(context, key)
        title = table.get(key)
        if title is None:
            for lang in languages:
                self.add(self.lines.header_line(context) if context[0] != "root" else None,
                         translate("CheckLesson", "{0} has no {1} in {2}").format(what, key, lang))
            return
        if isinstance(title, str):
            # One text stands for English only (the loader's rule), so other languages are missing.
            title = {"en": title}
        if not isinstance(title, dict) or not all(isinstance(t, str) for t in title.values()):
            self.add(line, translate("CheckLesson", "{0}: '{1}' must be a text or a table of "
                                     "languages and texts").format(what, key))
            return
        for lang in languages:
            if not title.get(lang, "").strip():
                self.add(self.lines.key_line(context, key, lang) if lang in title else line,
                         translate("CheckLesson", "{0} has no {1} in {2}").format(what, key, lang))

    def _check_data(self, raw: dict) -> dict[str, dict]:
        """Check every data set; return the tables of the well-formed ones."""
        tables = self._typed(raw, "data", dict, ("root",)) or {}
        sources = {}
        for name, table in tables.items():
            context = ("data", name)
            where = translate("CheckLesson", "data set {0}").format(name)
            if not isinstance(table, dict):
                self.add(self.lines.key_line(("other",), name) or self.lines.key_line(("root",), "data"),
                         translate("CheckLesson", "{0} must be a table, like [data.{1}]").format(
                             where, name))
                continue
            before = len(self.problems)
            self._typed(table, "file", str, context, required=True, where=where)
            self._typed(table, "demo", str, context, where=where)
            rows = self._typed(table, "rows", int, context, where=where)
            if rows is not None and rows < 1:
                self.add(self.lines.key_line(context, "rows"),
                         translate("CheckLesson", "{0}: 'rows' must be at least 1, not {1}").format(
                             where, rows))
            skip = self._typed(table, "skip", int, context, where=where)
            if skip is not None and skip < 0:
                self.add(self.lines.key_line(context, "skip"),
                         translate("CheckLesson", "{0}: 'skip' must be 0 or more, not {1}").format(
                             where, skip))
            for key in ("file", "demo"):
                file_name = table.get(key)
                if isinstance(file_name, str) and not is_plain_data_name(file_name):
                    self.add(self.lines.key_line(context, key),
                             translate("CheckLesson", "{0}: '{1}' must be a file's name, found on the "
                                       "data search path: no folder, no '..'").format(where, key))
            columns = self._typed(table, "columns", dict, context, required=True, where=where) or {}
            for column_name, column in columns.items():
                if not isinstance(column, str):
                    self.add(self.lines.key_line(context, "columns", column_name),
                             translate("CheckLesson", "{0}: column {1} must name a column of the "
                                       "file").format(where, column_name))
            if len(self.problems) == before:
                sources[name] = table
        return sources

    def _check_sections(self, raw: dict, languages: list[str]) -> list[tuple[dict, int, str]]:
        """Check every section; return the well-formed ones: table, index and name."""
        tables = self._typed(raw, "sections", list, ("root",))
        if tables is None:
            if "sections" not in raw:
                self.add(None, translate("CheckLesson", "a lesson needs at least one [[sections]] "
                                         "table"))
            return []
        if not tables:
            self.add(self.lines.key_line(("root",), "sections"),
                     translate("CheckLesson", "a lesson needs at least one [[sections]] table"))
        seen: dict[str, int] = {}
        runnable = []
        for i, table in enumerate(tables):
            context = ("section", i)
            if not isinstance(table, dict):
                self.add(self.lines.key_line(("root",), "sections"),
                         translate("CheckLesson", "section {0} must be a table, like "
                                   "[[sections]]").format(i + 1))
                continue
            section_id = self._typed(table, "id", str, context, required=True,
                                     where=translate("CheckLesson", "section {0}").format(i + 1))
            name = section_id or str(i + 1)
            where = translate("CheckLesson", "section {0}").format(name)
            if section_id is not None:
                if section_id in seen:
                    self.add(self.lines.key_line(context, "id"),
                             translate("CheckLesson", "section id {0} is used twice: section {1} has "
                                       "it too").format(section_id, seen[section_id] + 1))
                seen.setdefault(section_id, i)
            self._check_titles(table, context, languages, where)
            self._check_text(table, context, languages, where)
            self._typed(table, "graph", str, context, where=where)
            steps = self._typed(table, "steps", list, context, where=where)
            well_formed = [self._check_step(step, i, k, languages, name)
                           for k, step in enumerate(steps or [])]
            self._check_exercise(table.get("exercise"), context, ("exercise",), where)
            exercise = table.get("exercise")
            for key in ("solution_text", "answer_text"):  # an exercise's texts, in every language too
                if isinstance(exercise, dict) and key in exercise:
                    self._check_text(exercise, context, languages, where, ("exercise", key))
            if section_id is not None and (steps is not None or "steps" not in table) and all(well_formed):
                runnable.append((table, i, name))
        return runnable

    def _check_text(self, table: dict, context: tuple, languages: list[str], where: str,
                    path: tuple[str, ...] = ("text",)) -> None:
        """The Markdown file `table[path[-1]]` names exists, in every language, and holds text.

        `path` leads from the section to the key: ("text",), or ("exercise", "solution_text").
        """
        text = self._typed(table, path[-1], str, context, where=where)
        if text is None:
            return
        line = self.lines.key_line(context, *path)
        if Path(text).is_absolute() or ".." in Path(text).parts or "\x00" in text:
            self.add(line, translate("CheckLesson", "{0}: 'text' must name a file inside the language "
                                     "folder, not {1}").format(where, printable(text)))
            return
        for lang in languages:
            path = self.folder / lang / text
            if not path.exists() and not path.is_symlink():
                self.add(line, translate("CheckLesson", "{0}: there is no text {1}").format(
                    where, printable(f"{lang}/{text}")))
                continue
            try:
                inside_folder(self.folder, f"{lang}/{text}")
            except LessonFileError as exc:  # a link that leads out: said at the name, in lesson.toml
                self.add(line, translate("CheckLesson", "{0}: {1}").format(where, exc.message))
                continue
            try:
                content = read_lesson_text(path)
            except LessonFileError as exc:  # the text's own problem: said at the text
                self.add(exc.line, exc.message, file=path)
                continue
            if not content.strip():
                self.add(None, translate("CheckLesson", "{0}: the text is empty").format(where),
                         file=path)

    def _check_step(self, step: object, i: int, k: int, languages: list[str], section: str) -> bool:
        """Check one step; return whether it can run (a table with exactly one kind)."""
        context = ("step", i, k)
        where = translate("CheckLesson", "section {0}, step {1}").format(section, k + 1)
        if not isinstance(step, dict):
            self.add(self.lines.step_line(i, k),
                     translate("CheckLesson", "{0} must be a table, like [[sections.steps]]").format(where))
            return False
        kinds = [kind for kind in STEP_KINDS if kind in step]
        if len(kinds) != 1:
            found = ", ".join(sorted(step)) or translate("CheckLesson", "nothing")
            self.add(self.lines.step_line(i, k),
                     translate("CheckLesson", "{0}: a step needs exactly one of {1} (found: {2})").format(
                         where, ", ".join(STEP_KINDS), found))
        for key in ("figure", "figures"):
            self._typed(step, key, str, context, where=where)
        if "label" in step:
            if isinstance(step["label"], dict):
                self._check_titles(step, context, languages, where, key="label")
            elif not isinstance(step["label"], str):
                self.add(self.lines.key_line(context, "label"),
                         translate("CheckLesson", "{0}: 'label' must be a text or a table of languages "
                                   "and texts").format(where))
        for kind in kinds:
            path = (kind, *_PROGRAMS[kind]) if kind in _PROGRAMS else None
            if path is not None and not self._check_program(_lookup(step, path), context, path, where):
                self.refused.add((i, k))  # the run stops before it, rather than say it again
        self._check_exercise(step.get("exercise"), context, ("exercise",), where)
        return len(kinds) == 1

    def _check_exercise(self, table: object, context: tuple, path: tuple[str, ...], where: str) -> None:
        if not isinstance(table, dict):
            return
        for key in _EXERCISE_PROGRAMS:
            value = table.get(key)
            texts = value if isinstance(value, list) else [value]
            for text in texts:
                if isinstance(text, str):
                    self._check_program(text, context, (*path, key), where)

    def _check_program(self, text: object, context: tuple, path: tuple[str, ...], where: str) -> bool:
        """Read the program without running it: syntax and the language, names left to the run.

        Return whether it was accepted (a missing key is left to the run, which names it).
        """
        if text is None:
            return True
        name = ".".join(path)
        if not isinstance(text, str):
            self.add(self.lines.key_line(context, *path),
                     translate("CheckLesson", "{0}: '{1}' must be a program, as text").format(where, name))
            return False
        try:
            Program(text, known_names=_names_read(text))
        except ExpressionError as exc:
            self.add(self.lines.program_line(context, path, exc.line),
                     translate("CheckLesson", "{0}: the program in '{1}' is refused, column {2}: {3}")
                     .format(where, name, exc.col, exc.message))
            return False
        needs = {"fd_check": "out", "train": "loss"}.get(path[0]) if len(path) == 2 else None
        if needs and needs not in _names_assigned(text):
            self.add(self.lines.key_line(context, *path),
                     translate("CheckLesson", "{0}: the program in '{1}' must assign {2}").format(
                         where, name, needs))
            return False
        return True

    # the run

    def _run(self, lesson: Lesson, places: list[tuple[int, str]], lang: str) -> None:
        """Run each section step by step; `places` gives each one's index in the file and id."""
        data_env = {}
        for source in lesson.data:
            try:
                with self._budget(translate("CheckLesson", "loading data set {0}").format(source.key)):
                    env, _ = load_data(replace(lesson, data=(source,)))
            except (GradwalkError, OSError, MemoryError) as exc:
                self.add(self.lines.data.get(source.key),
                         translate("CheckLesson", "data set {0} cannot be loaded: {1}").format(
                             source.key, exc))
                continue
            data_env.update(env)
        for section, (i, name) in zip(lesson.sections, places):
            env = dict(data_env)
            for k, step in enumerate(section.steps):
                if (i, k) in self.refused:
                    break  # its program was refused already; the steps after it need what it makes
                try:
                    with self._budget(translate("CheckLesson", "the step")):
                        run_section(replace(section, steps=(step,)), env, lang)
                except Exception as exc:  # noqa: BLE001 - any failure is the lesson's to report
                    self._step_failed(section.id, name, i, k, step, exc)
                    break  # the next steps need what this one did not make

    def _budget(self, what: str) -> Budget:
        return Budget(self.step_seconds, what=what)

    def _step_failed(self, run_id: str, name: str, i: int, k: int, step: dict, exc: Exception) -> None:
        context = ("step", i, k)
        kind = next(kind for kind in STEP_KINDS if kind in step)
        if isinstance(exc, StepError):  # the runner's "section 3, step 1: ..." without its prefix
            message = exc.reason
        elif isinstance(exc, GradwalkError):
            message = str(exc)
        else:  # Python's own words, in English: said to be such
            message = translate("CheckLesson", "an unexpected error in the program that runs "
                                "lessons ({0})").format(f"{type(exc).__name__}: {exc}" if str(exc)
                                                        else type(exc).__name__)
        line = self.lines.key_line(context, kind)
        stopped = _cause(exc, WorkStopped)
        if stopped is not None:  # past its time budget: no column of a program to point at
            message = str(stopped)
        expression = None if stopped is not None else _cause(exc, ExpressionError)
        if expression is not None and kind in _PROGRAMS:
            line = self.lines.program_line(context, (kind, *_PROGRAMS[kind]), expression.line)
            if message == str(expression):  # its line is the problem's; its column is said here
                message = translate("CheckLesson", "column {0}: {1}").format(expression.col,
                                                                              expression.message)
        self.add(line, translate("CheckLesson", "section {0}, step {1} fails: {2}").format(
            name, k + 1, message))


def _lookup(table: dict, path: tuple[str, ...]) -> object:
    for key in path:
        if not isinstance(table, dict):
            return None
        table = table.get(key)
    return table


def _cause(exc: BaseException | None, kind: type) -> BaseException | None:
    seen = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, kind):
            return exc
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__
    return None


def _names_read(text: str) -> tuple[str, ...]:
    """Every plain name the program reads: taken as known, so that only the run judges names."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)
             and isinstance(node.ctx, ast.Load)}
    return tuple(sorted(n for n in names if n not in CONSTRUCTORS and not n.startswith("_")))


def _names_assigned(text: str) -> set[str]:
    tree = ast.parse(text)
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)
            and isinstance(node.ctx, ast.Store)}


def _kind_words(kind: type) -> str:
    words = {
        str: translate("CheckLesson", "text"),
        int: translate("CheckLesson", "a whole number"),
        float: translate("CheckLesson", "a number"),
        bool: translate("CheckLesson", "true or false"),
        dict: translate("CheckLesson", "a table"),
        list: translate("CheckLesson", "a list"),
    }
    return words.get(kind, kind.__name__)
