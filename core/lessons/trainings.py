"""The trainings of a section, as the window runs them: one `Training` per `train` step.

A `train` step names its inputs by the names of the section's environment (`x = "z"`), and some of
those names are made by the steps before it (`z` is computed by a `code` step from the lesson's
data). So the section is run, in order, with the runner (core/lessons/runner.py), and each train
step's inputs are read as the steps before it left the environment. What the window needs of a
training is then plain data: the loss program's text, the inputs as float64 arrays, the start
values of the parameters and the settings of the descent.

    trainings = section_trainings(lesson.section("regression"), data_env)
    trainings[1].label, trainings[1].lr     # 'descent on raw pages, learning rate 1e-5', 1e-05
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gradwalk.core.engine import Tensor
from gradwalk.core.training.models import MODELS

from .model import LessonError, Section
from .runner import run_section

__all__ = ["Training", "section_trainings"]


@dataclass(frozen=True)
class Training:
    """One `train` step of a section, ready to run again: what the descent needs, in plain data.

    `label` is the step's label in English (None when it has none), `labels` every language's;
    `model` the model's name, or None when the step writes its own `loss`; `loss` the program
    text of the loss either way (it assigns the name `loss`). `inputs` holds the values of the
    step's inputs in float64, as the steps before it computed them (converting to `dtype` is the
    descent's business); `params` the start value of each parameter (a number, or a list for a
    vector). `report` lists the steps whose loss the lesson prints; `bind` the names the lesson
    gives the trained parameters afterwards. `held_out` holds the values of the step's
    `held_out` inputs (the same names as `inputs`, other rows: the loss is measured on them at
    every step, never descended along); empty for a training without one.
    """

    label: str | None
    labels: dict[str, str]
    model: str | None
    loss: str
    inputs: dict[str, np.ndarray]
    params: dict[str, float | list]
    lr: float
    steps: int
    dtype: str = "f64"
    device: str = "cpu"
    report: tuple[int, ...] = ()
    bind: dict[str, str] = field(default_factory=dict)
    held_out: dict[str, np.ndarray] = field(default_factory=dict)


def section_trainings(section: Section, data_env: dict[str, Tensor]) -> list[Training]:
    """One Training per `train` step of `section`, in order; [] for a section without one.

    `data_env` is the lesson's data, as `core.lessons.runner.load_data` gives it; it is not
    changed. The whole section runs (trainings included: a later step may use what one binds),
    so this takes as long as the section takes in `gradwalk run`.
    """
    if not any("train" in step for step in section.steps):
        return []
    trainings: list[Training] = []

    def on_train(step: dict, env: dict) -> None:
        trainings.append(_training(section, step, env))

    run_section(section, dict(data_env), on_train=on_train)
    return trainings


def _training(section: Section, step: dict, env: dict) -> Training:
    spec = step["train"]
    labels = step.get("label", {})
    if isinstance(labels, str):  # one label for every language
        labels = {"en": labels}
    model = spec.get("model")
    if "loss" in spec:
        loss = spec["loss"]
    elif model in MODELS:
        loss = MODELS[model].loss
    else:
        raise LessonError(f"section {section.id}: a train step names the unknown model {model!r}; "
                          f"the models are: {', '.join(MODELS)}")
    inputs = _inputs(section, spec.get("inputs", {}), env)
    held_out = _inputs(section, spec.get("held_out", {}), env)
    params = {name: float(start) if isinstance(start, (int, float)) else start
              for name, start in spec["params"].items()}
    return Training(
        label=labels.get("en"),
        labels=dict(labels),
        model=model,
        loss=loss,
        inputs=inputs,
        params=params,
        lr=float(spec["lr"]),
        steps=int(spec["steps"]),
        dtype=spec.get("dtype", "f64"),
        device=spec.get("device", "cpu"),
        report=tuple(spec.get("report", ())),
        bind=dict(spec.get("bind", {})),
        held_out=held_out,
    )


def _inputs(section: Section, names: dict, env: dict) -> dict[str, np.ndarray]:
    """The values a training's inputs read (name in the loss program -> section name), in f64."""
    inputs = {}
    for name, source in names.items():
        value = env.get(source)
        if not isinstance(value, Tensor):
            raise LessonError(f"section {section.id}: the training's input {name!r} reads {source!r}, "
                              "which the steps before it do not define as a tensor")
        inputs[name] = value.numpy().astype(np.float64)
    return inputs
