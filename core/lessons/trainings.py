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
"""

from __future__ import annotations

from gradwalk.core.engine import GradwalkError, Tensor
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.training.training import Training

from .model import LessonError, Section, Step
from .step_kinds import Code, Train
from .runner import SectionResult, run_section, run_step
from .train_steps import input_sources, training_of_step

__all__ = ["Training", "section_trainings"]


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
