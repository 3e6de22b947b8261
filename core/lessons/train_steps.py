"""A lesson's `train` step as a Training (core/training/training.py): built here, once, for the
transcript (core/lessons/runner.py) and for the window's runs (core/lessons/trainings.py) alike.

A `train` step names its inputs by the names of the section's environment (`x = "z"`), which the
steps before it made; the Training holds their values, in float64, as those steps left them. A
parameter starts from a number or a list written in the step, or from a tensor of the environment
named in quotes (`W1 = "W1_start"`, made by a code step from `randn`, say).

    [[sections.steps]]
    label.en = "descent on standardised pages"
    train = { model = "line", inputs = { x = "z", y = "seconds" }, params = { w = 0.0, b = 0.0 },
              lr = 0.1, steps = 100, bind = { w = "ws", b = "bs" } }
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from gradwalk.core.engine import Tensor
from gradwalk.core.training.models import MODELS
from gradwalk.core.training.training import Training
from gradwalk.core.words import prose_number, translate

from .exercise_table import MOST_TRAIN_STEPS
from .keys import unknown_key_text, unknown_keys
from .model import LessonError, Step
from .step_kinds import Train, read_kind

__all__ = ["training_of_step", "input_sources", "input_values", "start_values"]


def training_of_step(step: Step, env: Mapping[str, object]) -> Training:
    """The Training of a `train` step, its inputs read from `env`. Raises LessonError for an
    unknown model, an input that the steps before it do not define as a tensor, or more steps
    than a lesson's descent may take."""
    spec = _train(step)
    whole = isinstance(spec.steps, int) and not isinstance(spec.steps, bool)
    if whole and spec.steps > MOST_TRAIN_STEPS:  # the descent says what is wrong with other values
        raise LessonError(translate("Transcript", "a lesson's descent takes at most {0} steps, not {1}")
                          .format(prose_number(MOST_TRAIN_STEPS), prose_number(spec.steps)))
    unbound = unknown_keys(spec.bind, spec.params)
    if unbound:  # a misspelt parameter would leave its figure unnamed, and a later step without it
        raise LessonError(unknown_key_text("'bind'", unbound[0], tuple(spec.params)))
    labels = dict(step.label.by_language)
    model = spec.model
    if spec.loss is not None:
        loss = spec.loss
    elif model in MODELS:
        loss = MODELS[model].loss
    elif model is None:
        raise LessonError(translate("Transcript", "a train step needs a 'loss' program, or a 'model': one "
                                    "of {0}").format(", ".join(MODELS)))
    else:
        raise LessonError(translate("Transcript", "unknown model {0}; the models are: {1}").format(
            repr(model), ", ".join(MODELS)))
    return Training(
        loss=loss,
        inputs=_values(spec.inputs, env),
        params={name: _start(start, env) for name, start in spec.params.items()},
        lr=spec.lr,  # as written: the descent says what is wrong with a learning rate of "fast"
        steps=spec.steps,
        dtype=spec.dtype,
        device=spec.device,
        held_out=_values(spec.held_out, env),
        label=labels.get("en"),
        labels=labels,
        model=model,
        report=spec.report,
        bind=dict(spec.bind),
        classify={key: name for key, name in spec.classify.items() if key != "hidden"},
        hidden=tuple(spec.classify.get("hidden", ())),
    )


def input_sources(step: Step) -> set[str]:
    """The section names a `train` step reads: its inputs', its held-out inputs' and the start
    values' it names."""
    spec = _train(step)
    starts = {start for start in spec.params.values() if isinstance(start, str)}
    return {*spec.inputs.values(), *spec.held_out.values(), *starts}


def _train(step: Step) -> Train:
    """The step's Train, or why its keys do not read (KeyError, TypeError)."""
    return step.body if step.body is not None else read_kind("train", step.spec)


def input_values(value: Tensor) -> np.ndarray:
    """A tensor's values as a training reads them: float64."""
    return value.numpy().astype(np.float64)


def start_values(values: np.ndarray) -> float | list:
    """Values as a parameter starts from them: a float, or nested lists."""
    return float(values) if values.shape == () else values.tolist()


def _start(start: object, env: Mapping[str, object]) -> object:
    """A parameter's start value: a number as a float, a list as it is, a name as its tensor's
    values (a float, or nested lists)."""
    if isinstance(start, str):
        return start_values(_values({start: start}, env)[start])
    if isinstance(start, bool):  # true is not the number 1 here
        raise LessonError(translate("Transcript", "a parameter starts from a number, a list or a tensor's "
                                    "name, not {0}").format(repr(start)))
    return float(start) if isinstance(start, (int, float)) else start


def _values(names: Mapping[str, str], env: Mapping[str, object]) -> dict[str, np.ndarray]:
    """The values a training's inputs read (name in the loss program -> section name), in f64."""
    values = {}
    for name, source in names.items():
        value = env.get(source)
        if not isinstance(value, Tensor):
            raise LessonError(translate("Transcript", "the lesson uses {0} before defining it").format(
                repr(source)))
        values[name] = input_values(value)
    return values
