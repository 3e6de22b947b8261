"""What a lesson is once read: its sections, its data sets, its texts in each language.

Plain records, made by the loader (core/lessons/loader.py) from a lesson's file and read by
everything else: the runner, the exercises, the window. A module of its own, so that those who
read a lesson need not import the code that reads one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from gradwalk.core.engine import GradwalkError
from gradwalk.core.words import translate

from .files import LessonFileError, inside_folder, read_lesson_text

__all__ = ["DataSource", "Lesson", "LessonError", "Section"]


class LessonError(GradwalkError, ValueError):
    """A lesson that cannot be found, read or run, with where the problem is."""


@dataclass(frozen=True)
class DataSource:
    key: str  # the data set's name in the lesson
    file: str
    demo: str | None
    rows: int | None  # the first rows of the file, in file order; None: every row
    columns: dict[str, str]  # name in the lesson -> column of the file
    skip: int = 0  # rows of the file passed over before the `rows` kept (a held-out set)


@dataclass(frozen=True)
class Section:
    id: str
    titles: dict[str, str]  # language -> title
    text_file: str | None
    steps: tuple[dict, ...]  # as written in the file
    graph: str | None = None  # the result the window draws; None: see core/lessons/workspace.py
    exercise: dict | None = None  # [sections.exercise], as written; read by core/lessons/exercises.py

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id


@dataclass(frozen=True)
class Lesson:
    id: str
    folder: Path
    titles: dict[str, str]
    languages: tuple[str, ...]
    data: tuple[DataSource, ...]
    sections: tuple[Section, ...]

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        known = ", ".join(s.id for s in self.sections)
        raise LessonError(translate("Lesson", "lesson {0} has no section {1}; its sections are: {2}")
                          .format(self.id, repr(section_id), known))

    def sections_named(self, section_ids: Iterable[str]) -> list[Section]:
        """The sections `section_ids` names, each once and in the lesson's order, however often
        and in whatever order they were asked for (an unknown one is a LessonError)."""
        wanted = {self.section(section_id).id for section_id in section_ids}
        return [section for section in self.sections if section.id in wanted]

    def text(self, section: Section, lang: str) -> str | None:
        """The section's Markdown in `lang`, or None when it has no (readable) text in that language.

        Loading checked every text already; one changed since then is simply not shown.
        """
        if section.text_file is None:
            return None
        try:
            return read_lesson_text(inside_folder(self.folder, f"{lang}/{section.text_file}"))
        except LessonFileError:
            return None
