"""The figures a section computes, as plain records for the figures panel beside its text.

`figure_rows` runs the section's steps (core/lessons/figures.py: the lesson runner's steps, with
the editor's program in place of the section's code and the window's training runs in place of
its descents) and turns what they give into rows: a figure's label in the reader's language; its
value as the transcript writes it (core/lessons/runner.py `format_value`), a tensor of more than a
few values by its first ones, as a line of a table shows it; every digit of it for the tooltip;
and, for a true/false figure, whether the check holds. A figure that waits for a training run says
"after a run". The window runs it as a job (app/lessons/figures_controller.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor, exact_number, line_text, shape_text, tooltip_text
from gradwalk.core.lessons import Section
from gradwalk.core.lessons.figures import Heading, Missing, Runs, section_figures
from gradwalk.core.lessons.runner import Figure, format_value
from gradwalk.core.words import translate

__all__ = ["FigureRow", "SectionFigures", "figure_rows"]


@dataclass(frozen=True)
class FigureRow:
    """A row of the panel: a figure (label and value), a true/false check (`holds`), a training's
    label over its figures (`heading`), a line of words (a note: no value), or a figure that
    cannot be shown yet (`waiting`)."""
    label: str  # in the reader's language; a note's words
    value: str = ""  # as the transcript writes it: a tensor's first values, "after a run"
    tip: str = ""  # the whole value, every digit, and the lines that go with it
    holds: bool | None = None  # a check's verdict; None for a value
    details: tuple[str, ...] = ()  # what the transcript prints under it: sweeps, times
    heading: bool = False
    waiting: bool = False


@dataclass(frozen=True)
class SectionFigures:
    """What the panel shows for a section: its rows, and a sentence (why there are none, or the
    problem that stopped the steps)."""
    rows: tuple[FigureRow, ...] = ()
    message: str = ""
    problem: bool = False


def figure_rows(section: Section, env: Mapping[str, Tensor], lang: str, text: str | None,
                runs: Runs | None = None) -> SectionFigures:
    """The figures of `section` on the lesson's data `env` (not changed), labelled in `lang`, with
    the editor's `text` in place of its code and the window's `runs` (by train step) for its
    descents."""
    if section.exercise is not None:  # its figures are the solution's: Check My Answer shows the learner's
        return SectionFigures(message=translate(
            "Figures", "An exercise: Check My Answer compares the figures of your program with the "
                       "solution's."))
    try:
        found = section_figures(section, dict(env), lang, code=text, runs=runs)
    except GradwalkError as err:  # a step file that does not read, say
        return SectionFigures(message=str(err), problem=True)
    rows: list[FigureRow] = []
    for line in found.lines:
        if isinstance(line, str) and rows and rows[-1].heading:  # a training's settings, under its label
            rows[-1] = replace(rows[-1], details=(*rows[-1].details, line.strip()))
        else:
            rows.append(_row(line))
    if found.problem is not None:
        return SectionFigures(tuple(rows), found.problem, problem=True)
    if not rows:
        return SectionFigures(message=translate("Figures", "This section computes no figures."))
    return SectionFigures(tuple(rows))


def _row(line: Figure | Heading | Missing | str) -> FigureRow:
    if isinstance(line, Heading):
        return FigureRow(line.label, heading=True)
    if isinstance(line, Missing):
        if line.train_step is None:
            return FigureRow(line.label, "—", translate(
                "Figures", "Not computed: a step before it failed (the problem is said above the figures)."),
                waiting=True)
        return FigureRow(line.label, translate("Figures", "after a run"), translate(
            "Figures", "Shown once the run of “{0}” ends: Train > Start Training.").format(line.training),
            waiting=True)
    if isinstance(line, str):
        return FigureRow(line.strip())
    details = tuple(detail.strip() for detail in line.details)
    value = _shown(line.value)
    whole = _whole(line.value)
    tip = "\n".join((f"{line.label}:", whole, *details))
    holds = line.value if isinstance(line.value, bool) else None
    return FigureRow(line.label, value, tip, holds, details)


def _shown(value: object) -> str:
    """A figure's value on a row: as the transcript writes it, a tensor of more than a few values
    by its first ones (every one is in the tooltip), as a line of a table shows it."""
    if isinstance(value, Tensor) and value.shape != ():
        return translate("Figures", "{0} (shape {1}, {2})").format(
            line_text(value.numpy()), shape_text(value.shape), value.dtype)
    return format_value(value)


def _whole(value: object) -> str:
    """A figure's value with every digit, for its tooltip."""
    if isinstance(value, Tensor) and value.shape == ():
        return f"{exact_number(value.to_scalar())} ({value.dtype})"
    if isinstance(value, Tensor):
        return f"shape {shape_text(value.shape)}, {value.dtype}\n{tooltip_text(value.numpy())}"
    if isinstance(value, dict):  # a training's measures, by step
        step = translate("Transcript", "step {0} {1}")
        return "\n".join(step.format(k, exact_number(v)) for k, v in value.items())
    if isinstance(value, (float, np.floating)):
        return exact_number(value)
    return format_value(value)
