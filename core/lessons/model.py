"""What a lesson is once read: its sections, its data sets, its texts in each language.

Plain records, made by the loader (core/lessons/loader.py) from a lesson's file and read by
everything else: the runner, the exercises, the window. A module of its own, so that those who
read a lesson need not import the code that reads one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from gradwalk.core.engine import GradwalkError
from gradwalk.core.words import Texts, translate

from .exercise_table import Exercise, exercise_from_table
from .files import LessonFileError, inside_folder, read_lesson_text
from .step_kinds import KINDS, StepKind, Train, read_kind

__all__ = ["STEP_KINDS", "DataSource", "Lesson", "LessonError", "PointSpec", "Section", "Step", "Texts"]

# Each step is a table with exactly one of these keys, saying what it does: the keys of the kinds
# of step core/lessons/step_kinds.py defines (its registry, KINDS), in its order.
STEP_KINDS = tuple(KINDS)


class LessonError(GradwalkError, ValueError):
    """A lesson that cannot be found, read or run, with where the problem is."""


@dataclass(frozen=True)
class DataSource:
    """A data set of the lesson: rows of a CSV file, or (`points`) a point set the project makes
    (core/lessons/point_sets.py), then `file` is None and `columns` maps names in the lesson to the
    parts of the set: "points", "labels", "held_points", "held_labels"."""
    key: str  # the data set's name in the lesson
    file: str | None
    demo: str | None
    rows: int | None  # the first rows of the file, in file order; None: every row
    columns: dict[str, str]  # name in the lesson -> column of the file
    skip: int = 0  # rows of the file passed over before the `rows` kept (a held-out set)
    points: PointSpec | None = None


@dataclass(frozen=True)
class PointSpec:
    """`points = { kind = "moons", size = 400, noise = 0.15, seed = 5, held_out = 0.25 }`."""
    kind: str
    size: int = 200
    noise: float = 0.1
    seed: int = 0
    held_out: float = 0.25


@dataclass(frozen=True)
class Step:
    """One step of a section, read once: its kind (a key of KINDS), what the kind's key holds
    as the file writes it (`spec`) and as its kind's class reads it (`body`: core/lessons/
    step_kinds.py), its label, and the figure or the figures it names. `body` is None for a step
    whose keys do not read (a section made in code; the loader refuses such a lesson): running it
    says why."""
    kind: str
    spec: object
    label: Texts = field(default_factory=Texts)
    figure: str | None = None
    figures: str | None = None
    body: StepKind | None = None

    def __post_init__(self) -> None:
        if self.body is None:
            try:
                object.__setattr__(self, "body", read_kind(self.kind, self.spec))
            except (KeyError, TypeError, ValueError):
                pass  # said when the step runs, at its place

    @classmethod
    def of(cls, table: Mapping) -> Step:
        """The step a `[[sections.steps]]` table describes (it has one kind: the loader checked)."""
        kind = next(k for k in KINDS if k in table)
        figure, figures = table.get("figure"), table.get("figures")
        return cls(kind, table[kind], Texts.of(table.get("label")),
                   figure if isinstance(figure, str) else None, figures if isinstance(figures, str) else None)


@dataclass(frozen=True)
class Section:
    """A section: its title, its text's file name, its steps, its exercise if it is one. `steps`,
    `titles` and `exercise` may be given as the lesson file writes them (tables, a table of
    languages): they are read into Steps, Texts and an Exercise (a table that does not read as an
    exercise raises ExerciseError; the loader checks the file first)."""
    id: str
    titles: Texts
    text_file: str | None
    steps: tuple[Step, ...]
    graph: str | None = None  # the result the window draws; None: see core/lessons/workspace.py
    exercise: Exercise | None = None  # [sections.exercise]; checked by core/lessons/exercises.py

    def __post_init__(self) -> None:
        if not isinstance(self.titles, Texts):
            object.__setattr__(self, "titles", Texts.of(self.titles))
        steps = tuple(step if isinstance(step, Step) else Step.of(step) for step in self.steps)
        object.__setattr__(self, "steps", steps)
        if isinstance(self.exercise, Mapping):
            object.__setattr__(self, "exercise", exercise_from_table(dict(self.exercise)))

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.id

    @property
    def train_steps(self) -> tuple[Step, ...]:
        """The section's `train` steps, in order."""
        return tuple(step for step in self.steps if step.kind == Train.key)

    @property
    def trains(self) -> bool:
        """Whether a step of the section trains (the window's Train layout, `gradwalk export-plot`)."""
        return bool(self.train_steps)


@dataclass(frozen=True)
class Lesson:
    id: str
    folder: Path
    titles: Texts
    languages: tuple[str, ...]
    data: tuple[DataSource, ...]
    sections: tuple[Section, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.titles, Texts):
            object.__setattr__(self, "titles", Texts.of(self.titles))

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.id

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
