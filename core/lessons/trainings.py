"""The trainings of a section, as the window runs them: one Training (core/training/training.py)
per `train` step, found without running a single descent.

A `train` step reads its inputs from names the steps before it made (`z` is computed by a `code`
step from the lesson's data), so the section's other steps run, in order, and each train step's
inputs are read as they leave the environment. The descents themselves are skipped: a train step
only binds its parameters' start values, under the names the lesson gives them, for the steps
after it. A later step that reads those names (a code step that uses the trained `ws`, say)
computes from start values, so what it makes is marked; should a later training read a marked
name, or a step fail once something is marked, the section is run again with its descents (as
`gradwalk run` runs it), which is exact.

    trainings = section_trainings(lesson.section("regression"), data_env)
    trainings[1].label, trainings[1].lr     # 'descent on raw pages, learning rate 1e-5', 1e-05

The window trains the program on screen: `SectionRuns(section, data_env).for_program(text)` gives
each run as Start trains it with `text` in the editor (a `SectionRun`). A run whose loss is the
one the section's code computes (the lesson's code, or for an exercise its `given` and `solution`)
follows the editor: it trains the editor's loss, from the editor's Vars, on the editor's data;
where the program computes its loss otherwise (a narrower network, say), it trains that program,
and is `renamed`: its `name` says what it is ("2-8-1 tanh network"). Any other run trains a loss
of the lesson's own
(what goes wrong in three networks, say, whose start values the editor holds): `note` says so, and
it still starts from the values and reads the data the editor's program gives under the names it
reads. `problem` says why a run cannot start with the program on screen.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.training.loss_part import LossPart, loss_part, network_activation, network_widths
from gradwalk.core.training.models import model_name_text
from gradwalk.core.training.training import LOSS, Training
from gradwalk.core.words import translate

from .model import LessonError, Section, Step
from .step_kinds import Code, Guard, Replay, Train
from .runner import SectionResult, run_section, run_step
from .train_steps import input_sources, input_values, start_values, training_of_step
from .workspace import section_code

__all__ = ["SectionRun", "SectionRuns", "Training", "section_trainings"]


def section_trainings(section: Section, data_env: dict[str, Tensor]) -> list[Training]:
    """One Training per `train` step of `section`, in order; [] for a section without one.

    `data_env` is the lesson's data, as `core.lessons.runner.load_data` gives it; it is not
    changed. Raises LessonError (a StepError) where a step of the section fails.
    """
    if not section.trains:
        return []
    found = _without_descents(section, data_env)
    return found if found is not None else _with_descents(section, data_env)


def _without_descents(section: Section, data_env: dict[str, Tensor]) -> list[Training] | None:
    """The trainings, every descent skipped; None when a training reads what one would make."""
    env, found = dict(data_env), []
    marked: set[str] = set()  # names made from skipped descents: start values, not trained ones
    result = SectionResult(section.id, section.id, [], [])
    for number, step in enumerate(section.steps, start=1):
        if isinstance(step.body, (Replay, Guard)):
            # figures that run whole descents, for their times: not run to find the trainings;
            # what they bind is marked, as a skipped descent's start values are
            for name in step.body.names_bound() if isinstance(step.body, Replay) else ():
                env[name] = Tensor(math.nan, dtype="f64", name=name)
                marked.add(name)
            continue
        if step.kind == Train.key:
            if input_sources(step) & marked:
                return None
            try:
                training = training_of_step(step, env)
                for name, start in training.params.items():
                    bound = training.bind.get(name, name)
                    env[bound] = Tensor(start, dtype=training.dtype, name=bound)
                    marked.add(bound)
            except (GradwalkError, TypeError, ValueError, AttributeError, KeyError):
                return None  # a step the run refuses: it says which, and why, in its own words
            found.append(training)
            continue
        before = dict(env)
        try:
            run_step(section, number, step, env, result)
        except LessonError:
            if marked:  # perhaps only because it met start values where trained ones belong
                return None
            raise
        made = {name for name, value in env.items() if before.get(name) is not value}
        if made and marked and _reads(step, marked, before):
            marked |= made
    return found


def _reads(step: Step, marked: set[str], env: dict) -> bool:
    """Whether `step` may read a marked name. A code step is known exactly (its program does not
    compile without the marked names); any other step is taken to read them."""
    if not isinstance(step.body, Code):
        return True
    text = step.body.text
    try:
        Program(text, known_names=[name for name in env if name not in marked])
    except ExpressionError:
        return True
    return False


def _with_descents(section: Section, data_env: dict[str, Tensor]) -> list[Training]:
    """The trainings as the whole section leaves them, descents included (seconds, not moments)."""
    found: list[Training] = []

    def on_train(step: Step, env: dict) -> None:
        try:
            found.append(training_of_step(step, env))
        except GradwalkError:
            pass  # the step itself fails next, with a StepError that says where

    run_section(section, dict(data_env), on_train=on_train)
    return found


# --- the runs of the program on screen -------------------------------------------------------------


@dataclass(frozen=True)
class SectionRun:
    """One of the section's runs as Start trains it with a program in the editor (see the module's
    docstring). `training` is what it trains (the lesson's own where `problem` is said); `follows`
    whether its loss is the editor's; `name` what it trains in words ("2-16-16-1 tanh network",
    "line"), and `renamed` whether the lesson's label no longer says it (the program differs);
    `note` what a run that does not follow trains instead, and `from_editor` the names it still
    takes from the editor's program; `problem` why it cannot start, in words, else ""."""
    training: Training
    follows: bool
    name: str = ""
    renamed: bool = False
    note: str = ""
    from_editor: tuple[str, ...] = ()
    problem: str = ""


@dataclass(frozen=True)
class _LessonRun:
    """A train step, its training as the lesson gives it, and the part of the section's code
    that computes its loss (None: the code computes another loss, or none)."""
    step: Step
    spec: Train
    training: Training
    reference: LossPart | None

    @property
    def name(self) -> str:
        """What the lesson's training trains, in words of the language spoken now (not kept: the
        learner may switch language between two programs)."""
        return _lesson_name(self.training)


class SectionRuns:
    """The runs of one section: the lesson's trainings, found once (`lesson_runs`, which runs the
    section's steps), and each program's runs (`for_program`, which runs the program once)."""

    def __init__(self, section: Section, data_env: Mapping[str, Tensor]) -> None:
        self.section, self.data_env = section, dict(data_env)
        self._found: list[_LessonRun] | None = None
        self._shapes: dict[str, tuple[int, ...]] = {}  # the reference code's Vars' shapes
        self._assigned: frozenset[str] = frozenset()  # every name the reference code assigns

    def lesson_runs(self) -> list[Training]:
        """The lesson's trainings (section_trainings); raises LessonError as it does."""
        return [run.training for run in self._lesson()]

    def _lesson(self) -> list[_LessonRun]:
        if self._found is None:
            trainings = section_trainings(self.section, self.data_env)
            reference = self._reference_code()
            try:
                values = Program(reference, known_names=tuple(self.data_env)).run(self.data_env)
            except (ExpressionError, GradwalkError):
                values = {}
            self._assigned = frozenset(values)
            self._shapes = {name: tuple(value.shape) for name, value in values.items()}
            found = []
            for step, training in zip(self.section.train_steps, trainings):
                spec = step.body
                reference_part = None
                if isinstance(spec, Train) and LOSS in values:
                    reference_part = _same_loss(reference, spec, training, values)
                found.append(_LessonRun(step, spec, training, reference_part))
            self._found = found
        return self._found

    def _reference_code(self) -> str:
        """The code whose loss the runs that follow the editor compute: the section's own code
        in the editor, and for an exercise the statement's `given` with the `solution`."""
        exercise = self.section.exercise
        if exercise is not None:
            return exercise.solution_program
        return section_code(self.section, self.data_env).code

    def for_program(self, text: str) -> list[SectionRun]:
        """Each run as Start trains it with `text` in the editor (see the module's docstring).
        Raises LessonError where the section's own trainings cannot be found."""
        lesson = self._lesson()
        try:
            values = Program(text, known_names=tuple(self.data_env)).run(self.data_env)
            broken = ""
        except (ExpressionError, GradwalkError) as err:
            values = {}
            broken = translate("Trainings", "the program in the editor does not run: {0}").format(err)
        return [self._follow(run, text, values, broken) if run.reference is not None
                else self._fixed(run, values, broken) for run in lesson]

    def _follow(self, run: _LessonRun, text: str, values: dict[str, Tensor], broken: str) -> SectionRun:
        """A run whose loss is the editor's: the lesson's training where the program is the
        lesson's (its start values and data as the editor's program makes them), else the
        program's own."""
        lesson = run.training
        if broken:
            return SectionRun(lesson, True, run.name, problem=broken)
        if LOSS not in values:
            return SectionRun(lesson, True, run.name, problem=translate(
                "Trainings", "the program in the editor assigns no {0} yet: write the loss to train it"
            ).format(LOSS))
        inputs = tuple(run.spec.inputs.values())
        part = loss_part(text, _targets(lesson), inputs)
        shapes = {name: tuple(values[name].shape) for name in part.params}
        reference = run.reference
        if part.form() == reference.form() and shapes == {p: self._shapes.get(p) for p in reference.params}:
            return SectionRun(_overlaid(run, values, own_numbers=True), True, run.name)
        trained = [name for name in part.params if _trainable(values[name])]
        if not trained:
            return SectionRun(lesson, True, run.name, problem=translate(
                "Trainings", "the loss in the editor depends on no Var: make the weights with var(...), "
                "like var(randn((2, 8), seed=1, dtype=\"f64\"))"))
        name = _what(part, shapes) or translate("Trainings", "the program in the editor")
        return SectionRun(self._program_training(run, part, values, trained), True, name, renamed=True)

    def _program_training(self, run: _LessonRun, part: LossPart, values: dict[str, Tensor],
                          trained: list[str]) -> Training:
        """The program's own training: its loss part, descended from its Vars' values, on what it
        reads (the lesson's held-out rows where it reads the inputs the lesson measures them on)."""
        lesson, spec = run.training, run.spec
        constants = [name for name in part.params if name not in trained]  # var(...) of whole numbers
        inputs = {name: input_values(values[name] if name in values else self.data_env[name])
                  for name in (*part.reads, *constants)}
        section_name = {loss_name: source for loss_name, source in spec.inputs.items()}
        held_source = {section_name[name]: (name, source) for name, source in spec.held_out.items()
                       if name in section_name}
        held = {}
        if any(name in held_source for name in inputs):
            for name, value in inputs.items():
                if name not in held_source:
                    held[name] = value  # a value the lesson has no held-out rows of: the same
                else:
                    loss_name, source = held_source[name]
                    held[name] = (input_values(values[source]) if source in values
                                  else lesson.held_out[loss_name])
        classify: dict[str, str] = {}
        logit, labels = lesson.classify.get("logit"), section_name.get(lesson.classify.get("labels", ""))
        if logit in part.assigns and labels in inputs:
            classify = {"logit": logit, "labels": labels}
            points = section_name.get(lesson.classify.get("points", ""))
            if points in inputs:
                classify["points"] = points
        hidden = tuple(name for name in lesson.hidden if name in part.assigns) if classify else ()
        return replace(lesson, loss=part.text, inputs=inputs, held_out=held,
                       params={name: start_values(input_values(values[name])) for name in trained},
                       label=None, labels={}, model=None, report=(), bind={}, classify=classify,
                       hidden=hidden)

    def _fixed(self, run: _LessonRun, values: dict[str, Tensor], broken: str) -> SectionRun:
        """A run of the lesson's own loss, from what the editor's program gives under its names."""
        sources = sorted(input_sources(run.step))
        taken = tuple(name for name in sources if name in values)
        note = translate("Trainings", "trains a loss of the lesson's own, not the program in the editor")
        lost = [name for name in sources if name in self._assigned and name not in values]
        problem = broken if broken and lost else ""
        if lost and not problem:
            problem = translate("Trainings", "the program in the editor no longer assigns {0}, which this "
                                "run reads").format(", ".join(lost))
        training = run.training if problem else _overlaid(run, values, own_numbers=False)
        name = _lesson_name(training)  # the editor's start values may make it another network
        return SectionRun(training, False, name, name != run.name, note=note, from_editor=taken,
                          problem=problem)


def _same_loss(reference: str, spec: Train, training: Training, values: dict[str, Tensor]) -> LossPart | None:
    """The part of the reference code that computes the training's loss, when it computes it the
    same way from the same inputs and Vars; else None."""
    rename = {name: source for name, source in spec.inputs.items()}
    rename.update({name: start for name, start in spec.params.items() if isinstance(start, str)})
    mine = loss_part(training.loss, _targets(training), tuple(spec.inputs))
    theirs = loss_part(reference, _targets(training), tuple(spec.inputs.values()))
    same = (mine.form(rename) == theirs.form() and mine.statements
            and {rename.get(name, name) for name in training.params} == set(theirs.params)
            and all(_trainable(values[name]) for name in theirs.params))
    return theirs if same else None


def _targets(training: Training) -> tuple[str, ...]:
    """What a training's loss program computes that the descent reads: the loss, a classifier's
    logit and hidden layers."""
    logit = training.classify.get("logit")
    return (LOSS, *((logit,) if logit else ()), *training.hidden)


def _overlaid(run: _LessonRun, values: dict[str, Tensor], own_numbers: bool) -> Training:
    """The lesson's training with the editor's values under the names it reads: its inputs, its
    held-out inputs, the start values it names (and, with `own_numbers`, those it writes as
    numbers, which the editor's program makes as Vars of the same name)."""
    lesson, spec = run.training, run.spec

    def read(names: Mapping[str, str], given: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        return {name: input_values(values[source]) if source in values else given[name]
                for name, source in names.items()}

    params = {}
    for name, start in spec.params.items():
        source = start if isinstance(start, str) else name if own_numbers else None
        params[name] = start_values(input_values(values[source])) if source in values else lesson.params[name]
    return replace(lesson, inputs=read(spec.inputs, lesson.inputs),
                   held_out=read(spec.held_out, lesson.held_out), params=params)


def _lesson_name(training: Training) -> str:
    """What a lesson's training trains, in words: its network, its model, or its loss."""
    shapes = {name: np.shape(start) for name, start in training.params.items() if start is not None}
    network = _what(loss_part(training.loss, _targets(training), tuple(training.inputs)), shapes)
    if network:
        return network
    if training.model:
        return model_name_text(training.model)
    return translate("Trainings", "the lesson's loss")


def _what(part: LossPart, shapes: Mapping[str, tuple[int, ...]]) -> str:
    """A network's widths and activation in words ("2-8-1 tanh network"); "" for another loss."""
    widths = network_widths(part, shapes)
    if widths is None:
        return ""
    shape = "-".join(str(width) for width in widths)
    activation = network_activation(part)
    if activation is None:
        return translate("Trainings", "{0} network").format(shape)
    return translate("Trainings", "{0} {1} network").format(shape, activation)


def _trainable(value: Tensor) -> bool:
    return bool(value.is_variable and value.requires_grad)

