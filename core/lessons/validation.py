"""The rules of a lesson file, in one place: what the loader refuses and what check-lesson reports.

`lesson_problems(folder, text, table)` reads a lesson file's table (as tomllib read it from
`text`) and the texts beside it, and returns one `Problem` per thing that is wrong, each with its
file and its line (found in the text by `TomlLines`), in the interface's language:

- the format: the keys each table needs, their types, no key a table does not read (a misspelt
  key is said with the one probably meant: core/lessons/keys.py), exactly one kind of step per
  step, section ids that are unique, the data sets' rules, a valid `[sections.exercise]`;
- the texts: each section's text file (and an exercise's texts), in every language, inside the
  lesson's folder, readable, holding some text;
- the languages: the lesson's title, each section's title and each step's label (when it is a
  table) in each of `languages`;
- the programs: each one a step holds (the field its kind's class names as its `program`, in
  core/lessons/step_kinds.py: `code`, `tape.code`, ...) and an exercise's `solution` and `given`,
  read and checked against the expression language without running.

A problem is `fatal` when the lesson cannot be shown with it: the loader (core/lessons/loader.py)
raises the first fatal one, so a lesson that opens has sound tables and every text. The others (a
title missing in one language, which falls back to English; a program refused, which the section
then says when it runs) only check-lesson lists, with the problems of the run.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.expr.source import parse_python
from gradwalk.core.expr.vocabulary import CONSTRUCTORS
from gradwalk.core.words import translate

from .exercise_table import ExerciseError, exercise_from_table
from .point_sets import KINDS as POINT_SET_KINDS, PARTS, PointSetError, check_point_set
from .files import LessonFileError, inside_folder, printable, read_lesson_text
from .keys import UnknownKey, unknown_key_text, unknown_keys
from .notes import note_problem
from .step_kinds import KINDS, Note
from .toml_lines import TomlLines

# The keys each table of a lesson file may hold: any other is a problem, never a key left unread.
_LESSON_KEYS = ("id", "title", "languages", "data", "sections")
_DATA_KEYS = ("file", "demo", "rows", "skip", "columns", "points")
_POINT_KEYS = ("kind", "size", "noise", "seed", "held_out")  # a point set's table (core/lessons/model.py)
_SECTION_KEYS = ("id", "title", "text", "graph", "steps", "exercise")
_STEP_KEYS = ("figure", "figures", "label")  # beside exactly one kind: what names its figure

__all__ = ["LESSON_FILE", "Problem", "Validation", "is_plain_data_name",
           "lesson_problems", "validate"]

LESSON_FILE = "lesson.toml"

_EXERCISE_PROGRAMS = ("solution", "given")


@dataclass(frozen=True)
class Problem:
    file: Path  # lesson.toml or a text file
    line: int | None  # 1-based; None when the problem has no single line (a missing key)
    message: str
    fatal: bool = True  # the lesson cannot be loaded with it

    def __str__(self) -> str:
        if self.line is None:
            return f"{self.file}: {self.message}"
        return f"{self.file}:{self.line}: {self.message}"


def is_plain_data_name(name: str) -> bool:
    """A data file's name as a lesson gives it: a name looked for in each folder of the data search
    path, never a path that leads elsewhere ("/etc/passwd", "../x")."""
    return (bool(name) and "\x00" not in name and "/" not in name and "\\" not in name
            and name not in (".", ".."))


def lesson_problems(folder: Path, text: str, raw: dict) -> list[Problem]:
    """Every problem of the lesson file's table `raw` (read from `text`, in `folder`), in the
    order of the file: lesson.toml's first, by line, then the texts'."""
    return validate(folder, text, raw).sorted_problems()


def validate(folder: Path, text: str, raw: dict) -> Validation:
    """The problems of the lesson file's table, and what check-lesson runs of it."""
    validation = Validation(Path(folder), TomlLines(text))
    validation.check(raw)
    return validation


class Validation:
    """The checks of one lesson file; once `check` has run, what it found: `problems`, the
    lesson's `lesson_id` and `languages`, its well-formed data sets (`data`) and sections
    (`runnable`: table, index in the file, name), the steps whose program was refused."""

    def __init__(self, folder: Path, lines: TomlLines) -> None:
        self.folder = folder
        self.toml = folder / LESSON_FILE
        self.lines = lines
        self.problems: list[Problem] = []
        self.lesson_id: str | None = None
        self.languages: list[str] = ["en"]
        self.data: dict[str, dict] = {}
        self.runnable: list[tuple[dict, int, str]] = []
        self.refused: set[tuple[int, int]] = set()  # (section, step) whose program was refused

    def sorted_problems(self) -> list[Problem]:
        first_toml = {True: 0, False: 1}
        return sorted(self.problems,
                      key=lambda p: (first_toml[p.file == self.toml], str(p.file), p.line or 0))

    def add(self, line: int | None, message: str, file: Path | None = None, fatal: bool = True) -> None:
        self.problems.append(Problem(file or self.toml, line, message, fatal))

    def _check_keys(self, table: dict, known: tuple[str, ...], context: tuple, path: tuple[str, ...],
                    what: str, where: str = "") -> bool:
        """A problem at each key of `table` (at `path` in `context`) that is not among `known`,
        naming the key probably meant; whether every key is known. `what` names the table."""
        unknown = unknown_keys(table, known)
        for key in unknown:
            text = unknown_key_text(what, key, known)
            self.add(self.lines.key_line(context, *path, key),
                     translate("CheckLesson", "{0}: {1}").format(where, text) if where else text)
        return not unknown

    def check(self, raw: dict) -> None:
        root = ("root",)
        self._check_keys(raw, _LESSON_KEYS, root, (), translate("CheckLesson", "the lesson"))
        lesson_id = self._typed(raw, "id", str, root, required=True)
        self.lesson_id = lesson_id
        if lesson_id is not None and lesson_id != self.folder.resolve().name:
            self.add(self.lines.key_line(root, "id"),
                     translate("CheckLesson", "the lesson's id {0} is not the name of its folder, {1}")
                     .format(lesson_id, self.folder.resolve().name), fatal=False)
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
        self.languages = [lang for lang in languages if isinstance(lang, str)] or ["en"]
        self._check_titles(raw, root, self.languages, translate("CheckLesson", "the lesson"))
        self.data = self._check_data(raw)
        self.runnable = self._check_sections(raw, self.languages)

    def _typed(self, table: dict, key: str, kind: type, context: tuple, *, required: bool = False,
               where: str = "", fatal: bool = True) -> object:
        """`table[key]` when it is a `kind`; else None, with a problem when it is missing or wrong."""
        prefix = where + ": " if where else ""
        if key not in table:
            if required:
                self.add(self.lines.header_line(context),
                         prefix + translate("CheckLesson", "'{0}' is missing").format(key), fatal=fatal)
            return None
        value = table[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            self.add(self.lines.key_line(context, key),
                     prefix + translate("CheckLesson", "'{0}' must be {1}, not {2}").format(
                         key, _kind_words(kind), _kind_words(type(value))), fatal=fatal)
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
                         translate("CheckLesson", "{0} has no {1} in {2}").format(what, key, lang),
                         fatal=False)
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
                         translate("CheckLesson", "{0} has no {1} in {2}").format(what, key, lang),
                         fatal=False)

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
            self._check_keys(table, _DATA_KEYS, context, (), where)
            if "points" in table:
                self._check_point_set(table, context, where)
                if len(self.problems) == before:
                    sources[name] = table
                continue
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

    def _check_point_set(self, table: dict, context: tuple, where: str) -> None:
        """A data set the project makes: `points = { kind = ..., ... }` and `columns` naming its parts."""
        spec = self._typed(table, "points", dict, context, where=where)
        for key in ("file", "demo", "rows", "skip"):
            if key in table:
                self.add(self.lines.key_line(context, key), translate(
                    "CheckLesson", "{0}: '{1}' reads a file, and this data set is made from 'points': "
                    "keep one of the two").format(where, key))
        known_keys = spec is not None and self._check_keys(spec, _POINT_KEYS, context, ("points",),
                                                           "'points'", where)
        if known_keys:
            if "kind" not in spec:
                self.add(self.lines.key_line(context, "points"), translate(
                    "CheckLesson", "{0}: 'points' needs a kind, one of: {1}").format(
                    where, ", ".join(POINT_SET_KINDS)))
            else:
                try:
                    check_point_set(**spec)
                except PointSetError as exc:
                    self.add(self.lines.key_line(context, "points"),
                             translate("CheckLesson", "{0}: {1}").format(where, exc))
        columns = self._typed(table, "columns", dict, context, required=True, where=where) or {}
        for column_name, part in columns.items():
            if part not in PARTS:
                self.add(self.lines.key_line(context, "columns", column_name), translate(
                    "CheckLesson", "{0}: {1} must name a part of the point set, one of: {2}").format(
                    where, column_name, ", ".join(PARTS)))

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
            known_keys = self._check_keys(table, _SECTION_KEYS, context, (), where)
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
            exercise = self._typed(table, "exercise", dict, context, where=where)
            self._check_exercise(exercise, context, ("exercise",), where)
            if exercise is not None:
                try:
                    exercise_from_table(exercise)
                except ExerciseError as exc:  # at the key at fault, when it says which
                    self.add(self.lines.key_line(context, "exercise", *exc.path),
                             translate("CheckLesson", "{0}: {1}").format(where, exc))
            for key in ("solution_text", "answer_text"):  # an exercise's texts, in every language too
                if isinstance(exercise, dict) and key in exercise:
                    self._check_text(exercise, context, languages, where, ("exercise", key))
            if (section_id is not None and known_keys and (steps is not None or "steps" not in table)
                    and all(well_formed)):
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
                         file=path, fatal=False)

    def _check_step(self, step: object, i: int, k: int, languages: list[str], section: str) -> bool:
        """Check one step; return whether it can run (a table with exactly one kind)."""
        context = ("step", i, k)
        where = translate("CheckLesson", "section {0}, step {1}").format(section, k + 1)
        if not isinstance(step, dict):
            self.add(self.lines.step_line(i, k),
                     translate("CheckLesson", "{0} must be a table, like [[sections.steps]]").format(where))
            return False
        kinds = [kind for kind in KINDS if kind in step]
        known_keys = self._check_keys(step, (*KINDS, *_STEP_KEYS), context, (), where)
        if not known_keys:
            self.refused.add((i, k))  # a misspelt key: the run stops before the step
        if len(kinds) > 1 or (not kinds and known_keys):  # a misspelt kind is said at its key
            found = ", ".join(sorted(step)) or translate("CheckLesson", "nothing")
            self.add(self.lines.step_line(i, k),
                     translate("CheckLesson", "{0}: a step needs exactly one of {1} (found: {2})").format(
                         where, ", ".join(KINDS), found))
        for key in ("figure", "figures"):  # the run would drop a figure named otherwise
            self._typed(step, key, str, context, where=where)
        if step.get("figure") == "":
            self.add(self.lines.key_line(context, "figure"),
                     translate("CheckLesson", "{0}: 'figure' must name the figure, not be empty").format(
                         where))
        if "label" in step:
            if isinstance(step["label"], dict):
                self._check_titles(step, context, languages, where, key="label")
            elif not isinstance(step["label"], str):
                self.add(self.lines.key_line(context, "label"),
                         translate("CheckLesson", "{0}: 'label' must be a text or a table of languages "
                                   "and texts").format(where))
        for kind in kinds:
            keys = KINDS[kind].program_path()  # to the program, from the kind's key
            path = (kind, *keys) if keys is not None else None
            program = _lookup(step, path) if path is not None else None
            # a program that is not text is said by the kind's reading, once
            if isinstance(program, str) and not self._check_program(program, context, path, where,
                                                                     KINDS[kind].assigns):
                self.refused.add((i, k))  # the run stops before it, rather than say it again
        if len(kinds) == 1:
            self._check_kind(step, kinds[0], context, where, (i, k))
        return len(kinds) == 1

    def _check_kind(self, step: dict, kind: str, context: tuple, where: str, place: tuple[int, int]) -> None:
        """The keys of the step's kind, as its class reads them (core/lessons/step_kinds.py)."""
        keys = KINDS[kind].keys()
        if keys is not None and isinstance(step[kind], dict) and not self._check_keys(
                step[kind], keys, context, (kind,), repr(kind), where):
            self.refused.add(place)  # every misspelt key is said; the missing ones they stand for are not
            return
        try:
            body = KINDS[kind].read(step[kind])
        except UnknownKey as exc:  # inside a table of the kind's: `classify`
            self.add(self.lines.key_line(context, kind, *exc.path),
                     translate("CheckLesson", "{0}: {1}").format(where, exc))
        except KeyError as exc:
            self.add(self.lines.key_line(context, kind) or self.lines.step_line(*place),
                     where + ": " + translate("CheckLesson", "'{0}' is missing").format(exc.args[0]))
        except (TypeError, ValueError) as exc:  # WrongType says which key
            key = getattr(exc, "key", "")
            line = self.lines.key_line(context, kind, key) if key else None
            self.add(line or self.lines.key_line(context, kind) or self.lines.step_line(*place),
                     translate("CheckLesson", "{0}: {1}").format(where, exc))
        else:
            if isinstance(body, Note):
                self._check_note(body, context, where, place)
            return
        self.refused.add(place)  # the run stops before it, rather than say it again

    def _check_note(self, note: Note, context: tuple, where: str, place: tuple[int, int]) -> None:
        """Each language's note can be formatted (core/lessons/notes.py); the run shows only one."""
        for lang, text in note.texts.by_language.items():
            problem = note_problem(text)
            if problem is not None:
                # not fatal, as a refused program: the run says it there
                self.add(self.lines.key_line(context, Note.key, lang),
                         translate("CheckLesson", "{0}: {1}").format(where, problem), fatal=False)
                self.refused.add(place)

    def _check_exercise(self, table: object, context: tuple, path: tuple[str, ...], where: str) -> None:
        if not isinstance(table, dict):
            return
        for key in _EXERCISE_PROGRAMS:
            value = table.get(key)
            texts = value if isinstance(value, list) else [value]
            for text in texts:
                if isinstance(text, str):
                    self._check_program(text, context, (*path, key), where)

    def _check_program(self, text: object, context: tuple, path: tuple[str, ...], where: str,
                       assigns: str | None = None) -> bool:
        """Read the program without running it: syntax and the language, names left to the run;
        with `assigns`, the name it must assign (an fd_check's `out`).

        Return whether it was accepted (a missing key is left to the run, which names it).
        """
        if text is None:
            return True
        name = ".".join(path)
        if not isinstance(text, str):
            self.add(self.lines.key_line(context, *path),
                     translate("CheckLesson", "{0}: '{1}' must be a program, as text").format(where, name),
                     fatal=False)
            return False
        try:
            Program(text, known_names=_names_read(text))
        except ExpressionError as exc:
            self.add(self.lines.program_line(context, path, exc.line),
                     translate("CheckLesson", "{0}: the program in '{1}' is refused, column {2}: {3}")
                     .format(where, name, exc.col, exc.message), fatal=False)
            return False
        if assigns is not None and assigns not in _names_assigned(text):
            self.add(self.lines.key_line(context, *path),
                     translate("CheckLesson", "{0}: the program in '{1}' must assign {2}").format(
                         where, name, assigns), fatal=False)
            return False
        return True


def _lookup(table: dict, path: tuple[str, ...]) -> object:
    for key in path:
        if not isinstance(table, dict):
            return None
        table = table.get(key)
    return table


def _names_read(text: str) -> tuple[str, ...]:
    """Every plain name the program reads: taken as known, so that only the run judges names."""
    try:
        tree = parse_python(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)
             and isinstance(node.ctx, ast.Load)}
    return tuple(sorted(n for n in names if n not in CONSTRUCTORS and not n.startswith("_")))


def _names_assigned(text: str) -> set[str]:
    tree = parse_python(text)
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
