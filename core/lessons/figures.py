"""A section's figures as the window shows them beside its text, computed as the learner works.

`section_figures` runs the section's steps in order, as the transcript's `run_section` runs them
(core/lessons/runner.py), with two differences:

- the program in the editor takes the place of the code the editor was given: its first `code`
  step runs the editor's text, the others it holds are left out (an `fd_check` keeps its own
  function);
- a `train` step's descent is never run here. The window trains in its own processes; the run it
  made of a step (a WindowRun: its Training, how it ended, its row's label) gives that step's
  figures and binds its final parameters, as the transcript's descent would. A step without a
  run shows `Missing`, and so does every later step that reads a name it binds, and the names
  those make, in turn.

    found = section_figures(lesson.section("activations"), dict(data_env), "fr")
    [line.label for line in found.lines if isinstance(line, Figure)]

A step that fails stops the steps (its StepError is `problem`); the figures after it are listed as
`Missing` too, so the learner still sees what the section computes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from functools import partial

from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.words import translate

from .model import Section, Step
from .runner import Env, Figure, SectionResult, StepError, run_step, trained_figures
from .train_steps import input_sources
from .step_kinds import Code, DualOf, Guard, Note, Replay, SetVar, Shows, Train
from .workspace import section_code

__all__ = ["Heading", "LiveFigures", "Missing", "Runs", "WindowRun", "section_figures"]


@dataclass(frozen=True)
class Missing:
    """A figure the window cannot show yet: it needs the window's run of the `train` step
    `train_step` (from 1), whose label is `training`, or, with None, a step before it failed."""
    label: str
    train_step: int | None
    training: str = ""


@dataclass(frozen=True)
class Heading:
    """The label of a training whose figures follow (the transcript's "label:" line)."""
    label: str


@dataclass
class LiveFigures:
    """What `section_figures` found, in order: figures, headings, the transcript's lines (notes,
    details) and what is missing; `problem`, the failure that stopped the steps."""
    lines: list[Figure | Heading | Missing | str] = field(default_factory=list)
    problem: str | None = None


@dataclass(frozen=True)
class WindowRun:
    """The window's run of a `train` step: the training it ran (the row's settings, the program on
    screen), how it ended, and its row's label where it says what was trained ("" for the step's)."""
    training: Training
    result: DescentResult
    label: str = ""


Runs = Mapping[int, WindowRun]  # by train step (from 1)


def section_figures(section: Section, env: Env, lang: str = "en", *, code: str | None = None,
                    runs: Runs | None = None) -> LiveFigures:
    """The figures of `section` on `env` (the lesson's data; changed as the steps run), labelled in
    `lang`, with `code` (the editor's text) in place of the section's own and `runs` (the window's
    runs, by train step) in place of its descents: see the module's docstring."""
    runs = runs or {}
    steps = _steps_with(section, env, code)
    found = LiveFigures()
    marked: dict[str, int] = {}  # names a missing training binds (or made from them): its step
    trainings = {number: step.label.get(lang) or translate("Transcript", "training run")
                 for number, step in steps if step.kind == Train.key}
    for number, step in steps:
        label = step.label.get(lang) or step.figure or ""
        if found.problem is not None:
            _missing(found, step, label, None, trainings)
            continue
        waits = _waits_for(step, marked)
        if step.kind == Train.key and number not in runs and waits is None:
            waits = number
        if waits is not None:
            marked.update(dict.fromkeys(_names_made(step), waits))
            _missing(found, step, label, waits, trainings)
            continue
        instead = None
        if step.kind == Train.key:
            run = runs[number]
            instead = partial(_trained, training=run.training, ended=run.result)
            label = run.label or label
        result = SectionResult(section.id, section.id, [], [])
        try:
            run_step(section, number, step, env, result, lang, instead)
        except StepError as err:
            found.problem = str(err)
            _missing(found, step, label, None, trainings)
            continue
        _take(found, step, label, result)
    return found


def _trained(spec: Train, env: Env, *, training: Training, ended: DescentResult) -> object:
    return trained_figures(spec, training, ended, env)


def _steps_with(section: Section, env: Env, code: str | None) -> list[tuple[int, Step]]:
    """The section's steps, numbered from 1, with `code` in place of the code the editor holds
    (when it differs from it)."""
    numbered = list(enumerate(section.steps, start=1))
    if code is None or section.exercise is not None:
        return numbered
    own = section_code(section, env)
    if code.strip() == own.code.strip():
        return numbered
    replaced = [i for i in own.steps if isinstance(section.steps[i].body, Code)]
    if not replaced:  # the lesson's code is all in other kinds: the editor's runs first
        return [(0, Step(Code.key, None, body=Code(code)))] + numbered
    first = replaced[0]
    typed = Step(Code.key, None, body=Code(code))
    return [(number, typed if number - 1 == first else step) for number, step in numbered
            if number - 1 == first or number - 1 not in replaced]


def _take(found: LiveFigures, step: Step, label: str, result: SectionResult) -> None:
    """What the step added to the transcript, as the window shows it: a training's figures under
    its label, their labels without the transcript's indent."""
    if step.body is not None and step.body.shows is Shows.FIGURES:
        found.lines.append(Heading(label or translate("Transcript", "training run")))
        lines = result.lines[1:]  # the first is the transcript's "label:"
        for line in lines:
            if isinstance(line, Figure):
                line = Figure(line.name, line.label.strip(), line.value, line.details)
            found.lines.append(line)
        return
    found.lines.extend(result.lines)


def _missing(found: LiveFigures, step: Step, label: str, train_step: int | None,
             trainings: Mapping[int, str]) -> None:
    """A step that shows something and cannot run now."""
    body = step.body
    if body is None or not (step.figure is not None or body.shows is not Shows.FIGURE):
        return
    if isinstance(body, Note) and not label:
        return  # a note has no label: nothing to name in its place
    training = "" if train_step is None else trainings.get(train_step, "")
    found.lines.append(Missing(label, train_step, training))


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ASSIGNED = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)", re.MULTILINE)


def _waits_for(step: Step, marked: Mapping[str, int]) -> int | None:
    """The train step whose run `step` needs: the first marked name it may read (every name
    its fields write, its program's and its note's included), or None."""
    if not marked or step.body is None:
        return None
    for name in _reads(step):
        if name in marked:
            return marked[name]
    return None


def _reads(step: Step) -> list[str]:
    """The names `step` may read. A training's loss names its own parameters, which it makes:
    it reads only its sources (and a guard the data it feeds)."""
    body = step.body
    if isinstance(body, Train):
        fed = list(body.feed.values()) if isinstance(body, Guard) else []
        return sorted(input_sources(step)) + fed
    return [name for text in _texts(body) for name in _NAME.findall(text)]


def _names_made(step: Step) -> set[str]:
    """The names a step binds or changes, read from what the file writes: a program's assignments,
    the names of `bind`, `count`, `time`, `sweeps`, a dual's `value`, a set's variable, a training's
    parameters (under the names it binds them to)."""
    body = step.body
    made: set[str] = set()
    if body is None:
        return made
    if isinstance(body, Guard):
        return made  # a check of the recording's guards: it binds nothing
    if isinstance(body, Replay):
        return set(body.names_bound())
    if isinstance(body, Train):
        return {body.bind.get(name, name) for name in body.params}
    program = body.program_text()
    if program and body.program is not None and body.assigns is None:
        made.update(_ASSIGNED.findall(program))
    for key in ("bind", "count", "time", "sweeps"):
        value = getattr(body, key, None)
        if isinstance(value, str):
            made.add(value)
        elif isinstance(value, Mapping):
            made.update(v for v in value.values() if isinstance(v, str))
    if isinstance(body, DualOf) and body.value is not None:
        made.add(body.value)
    if isinstance(body, SetVar):
        made.add(body.var)
    return made


def _texts(value: object) -> list[str]:
    """Every text in a step's fields, nested tables and lists included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [text for item in value.values() for text in _texts(item)]
    if isinstance(value, (list, tuple)):
        return [text for item in value for text in _texts(item)]
    if is_dataclass(value):  # a step's kind, or the texts of a note
        return [text for f in fields(value) for text in _texts(getattr(value, f.name))]
    return []
