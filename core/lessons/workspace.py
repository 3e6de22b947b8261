"""What a section puts in the window's editor, and which of its results the window draws.

A section's steps mix code with figures, trainings and checks. The editor gets the code a learner
can run on its own: the programs of the section's steps whose kind goes `in_editor`
(core/lessons/step_kinds.py: a `code` step's, an `fd_check`'s function, whose result is called
`out`), in order, as long as each uses only the lesson's data and names assigned before it.
The first one that needs a name another kind of step makes (the parameters a training binds, say)
ends the editor's code: that part of the section runs in `gradwalk run`, not in the editor.

An exercise (a section with `[sections.exercise]`, core/lessons/exercise_table.py) puts its `given`
code there instead: the statement's data, without the solution. Its result to draw is the first
figure it expects, or `loss` for one that trains.

The result drawn is the section's `graph` key when it has one, else the first a step is about
that the code assigns: the result a step `differentiates` (`grad`, `tangent`, ...), or the name
an editor program `assigns` (`out` of an `fd_check`); else the last name the code assigns.

Forward mode starts from the seeds of the section's first forward step (`section_seeds`): a
`tangent`'s or a `dual`'s seeds, or an `hvp`'s vector for its variable. The window's first sweep
then gives that step's figure, the case the text tells first.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.training.training import LOSS

from .model import Section
from .step_kinds import DualOf, HvpOf, StepKind, TangentOf

__all__ = ["SectionCode", "section_code", "section_seeds"]


@dataclass(frozen=True)
class SectionCode:
    code: str  # the editor's text, ending with a newline
    focus: str | None  # the result to draw; None when the code assigns nothing
    steps: tuple[int, ...] = ()  # the steps (from 0) whose programs the editor holds, in order


def section_code(section: Section, data_names: Iterable[str]) -> SectionCode:
    """The editor's code for `section` and the result it is about (see the module's docstring)."""
    exercise = section.exercise
    if exercise is not None:
        focus = section.graph or (exercise.expect[0].of if exercise.expect else LOSS)
        return SectionCode(exercise.given.strip("\n") + "\n" if exercise.given.strip() else "", focus)
    known = list(data_names)
    pieces: list[str] = []
    assigned: list[str] = []
    in_editor: list[int] = []
    for index, step in enumerate(section.steps):
        text = _editor_program(step.body)
        if text is None:
            continue
        try:
            names = Program(text, known_names=known + assigned).names
        except ExpressionError:
            break  # needs a name another kind of step makes
        pieces.append(text.strip("\n"))
        in_editor.append(index)
        assigned.extend(n for n in names if n not in assigned)
    code = "\n".join(pieces) + "\n" if pieces else ""
    return SectionCode(code, _focus(section, assigned), tuple(in_editor))


def _editor_program(body: StepKind | None) -> str | None:
    """The program a step puts in the editor, or None (a kind that puts none, a step that does not
    read)."""
    return body.program_text() if body is not None and body.in_editor else None


def _focus(section: Section, assigned: list[str]) -> str | None:
    if section.graph is not None:
        return section.graph
    for step in section.steps:
        body = step.body
        if body is None:
            continue
        about = body.of if body.differentiates else body.assigns if body.in_editor else None
        if about is not None and about in assigned:
            return about
    return assigned[-1] if assigned else None


def section_seeds(section: Section) -> dict[str, object] | None:
    """The seeds of the section's first forward step as the file writes them, by variable: a
    number for every element, a list of the variable's shape, or the name of a tensor; None for a
    section without such a step."""
    for step in section.steps:
        body = step.body
        if isinstance(body, (TangentOf, DualOf)):
            return dict(body.seeds)
        if isinstance(body, HvpOf):
            return {body.wrt: body.vector}
    return None
