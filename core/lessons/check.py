"""Checking a lesson folder, as a teacher writes it: every problem, each with its file and line.

`check_lesson(folder)` reads `lesson.toml` and the texts beside it and returns one `Problem` per
thing that is wrong, so that a teacher can fix them all in one pass:

- the TOML syntax (tomllib's own message, at its line);
- the rules of the file, the texts, the languages and the programs: core/lessons/validation.py,
  the same rules the loader applies (it stops at the first that keeps a lesson from opening);
- the run: each section runs, step by step, on the lesson's data (or its demo data when the
  real file is not found); a step that fails is reported, and the next section is checked all
  the same.

A problem's line is found by reading lesson.toml's text (`TomlLines`): the n-th `[[sections]]`,
the k-th `[[sections.steps]]` after it, the line of a key inside it, and for a program, the
line inside the program where its error is.
"""

from __future__ import annotations

import math
import os
from dataclasses import replace
from pathlib import Path

from gradwalk.core.engine import GradwalkError
from gradwalk.core.engine.budget import Budget, WorkStopped
from gradwalk.core.expr import ExpressionError
from gradwalk.core.words import translate

from .files import LessonFileError, read_lesson_toml
from .loader import lesson_from_table
from .model import Lesson, LessonError, Step
from .runner import StepError, load_data, run_section
from .step_kinds import KINDS
from .validation import LESSON_FILE, Problem, Validation, validate

__all__ = ["DEFAULT_STEP_SECONDS", "Problem", "check_lesson"]

# The time each step of the run may take: a lesson's step takes well under a second, so ten is
# room for a slow machine, and a step that never ends (a training of 10**12 steps) ends here.
DEFAULT_STEP_SECONDS = 10.0


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


class _Checker:
    def __init__(self, folder: Path, step_seconds: float = DEFAULT_STEP_SECONDS) -> None:
        self.folder = folder
        self.step_seconds = step_seconds
        self.toml = folder / LESSON_FILE
        self.validation: Validation | None = None
        self.extra: list[Problem] = []  # when there is no table to validate, and the run's

    def add(self, line: int | None, message: str, file: Path | None = None) -> None:
        self.extra.append(Problem(file or self.toml, line, message))

    def run(self) -> list[Problem]:
        if not self.toml.exists() and not self.toml.is_symlink():
            return [Problem(self.toml, None,
                            translate("CheckLesson", "there is no lesson.toml in this folder"))]
        try:
            text, raw = read_lesson_toml(self.toml)
        except LessonFileError as exc:
            return [Problem(self.toml, exc.line, exc.message)]
        self.validation = validate(self.folder, text, raw)
        self.lines = self.validation.lines
        self._run_sections()
        self.validation.problems.extend(self.extra)
        return self.validation.sorted_problems()

    def _run_sections(self) -> None:
        """The sections whose steps are well formed run, whatever is wrong elsewhere (a missing
        text, a title): each under its place in the file as id, since two may share one."""
        found = self.validation
        if not found.runnable:
            return
        runnable = {"id": found.lesson_id or self.folder.name, "data": found.data,
                    "sections": [{"id": str(i), "steps": table.get("steps", [])}
                                 for table, i, _ in found.runnable]}
        try:
            lesson = lesson_from_table(runnable, self.folder)
        except LessonError as exc:
            self.add(None, translate("CheckLesson", "the lesson cannot be loaded: {0}").format(exc))
            return
        self._run(lesson, [(i, name) for _, i, name in found.runnable], found.languages[0])

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
                if (i, k) in self.validation.refused:
                    break  # its program was refused already; the steps after it need what it makes
                try:
                    with self._budget(translate("CheckLesson", "the step")):
                        run_section(replace(section, steps=(step,)), env, lang)
                except Exception as exc:  # noqa: BLE001 - any failure is the lesson's to report
                    self._step_failed(section.id, name, i, k, step, exc)
                    break  # the next steps need what this one did not make

    def _budget(self, what: str) -> Budget:
        return Budget(self.step_seconds, what=what)

    def _step_failed(self, run_id: str, name: str, i: int, k: int, step: Step, exc: Exception) -> None:
        context = ("step", i, k)
        kind = step.kind
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
        program = KINDS[kind].program_path() if kind in KINDS else None  # where the program is
        if expression is not None and program is not None:
            line = self.lines.program_line(context, (kind, *program), expression.line)
            if message == str(expression):  # its line is the problem's; its column is said here
                message = translate("CheckLesson", "column {0}: {1}").format(expression.col,
                                                                              expression.message)
        self.add(line, translate("CheckLesson", "section {0}, step {1} fails: {2}").format(
            name, k + 1, message))



def _cause(exc: BaseException | None, kind: type) -> BaseException | None:
    seen = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, kind):
            return exc
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__
    return None
