"""A training: one descent, in plain data, and the one place its loss is built.

A `Training` is what every path that trains holds: the lesson's transcript (core/lessons/runner.py),
the window's runs (app/training/runs.py) and the child process that computes them
(app/session/training/batches.py), the command line's plots. It is plain data (numbers and float64
arrays), so it crosses into a child process as it is. The training panel edits its settings
(app/training/run_settings.py).

    training = Training(loss=MODELS["line"].loss, inputs={"x": pages, "y": seconds},
                        params={"w": 0.0, "b": 0.0}, lr=0.1, steps=100)
    descent = prepare(training)          # the inputs as tensors, the params as Vars, the loss
    result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps)

`prepare` converts the inputs to the training's dtype on its device, makes a Var of each start
value and checks the loss program once; `loss_fn()` then runs it with them bound, at every step.

A classifier's training names, in `classify`, the program's `logit` (the model's output before the
sigmoid, one per row) and the input holding the `labels` (0 or 1, one per row): its accuracy, the
share of rows where the logit's sign agrees with the label, is then measured at every step from
the same forward pass as the loss, on the training rows and on the held-out ones. Where it names
its `points` too, its decision boundary can be drawn (core/training/boundary.py), and with it the
output of each unit of the `hidden` layers it names, and which of them no training row switches on.

A parameter whose start is None is one the loss program makes itself (an exercise's learner
writes `w = var(0.0, dtype="f64")`): its first run's Var is the one descended, with its own dtype,
and every later run binds that Var where the program assigns it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from dataclasses import replace as replace_fields

import numpy as np

from gradwalk.core.engine import Tensor, Var, backward_steps, cuda_is_available, cuda_unavailable_reason
from gradwalk.core.engine.layers import saturated_units, silent_units
from gradwalk.core.expr import Program
from gradwalk.core.words import Texts, translate

from .boundary import MAX_UNITS, Boundary, BoundaryGrid, LayerUnits
from .descent import DescentError

__all__ = ["LOSS", "Training", "PreparedDescent", "prepare"]

LOSS = "loss"  # the name a loss program assigns its loss to

# Overflow and 0/0 while converting huge inputs to f32 are numbers the run reports, not warnings.
_QUIET = dict(over="ignore", invalid="ignore", divide="ignore", under="ignore")


@dataclass(frozen=True)
class Training:
    """One descent. `loss` is the program text that assigns `loss` from the `inputs` and `params`;
    `inputs` holds float64 values, converted to `dtype` on `device` when the descent starts;
    `params` each parameter's start value (a number, or a list for a vector; None for a Var the
    loss program makes itself, see the module's docstring); `held_out`, when
    not empty, the same inputs on other rows: the loss there is measured after each step, never
    descended along.

    `replay` False runs every step eagerly: the same numbers, without the recorded program.

    What the lesson says of it: `label` in English (None when it has none) and `labels` in each
    language; `model` the model's name (None for a loss of the step's own); `report` the steps
    whose loss the lesson prints; `bind` the names the lesson gives the trained parameters.
    """

    loss: str
    inputs: Mapping[str, np.ndarray]
    params: Mapping[str, float | list | None]
    lr: float
    steps: int
    dtype: str = "f64"
    device: str = "cpu"
    held_out: Mapping[str, np.ndarray] = field(default_factory=dict)
    label: str | None = None
    labels: Mapping[str, str] = field(default_factory=dict)
    model: str | None = None
    report: tuple[int, ...] = ()
    bind: Mapping[str, str] = field(default_factory=dict)
    classify: Mapping[str, str] = field(default_factory=dict)  # {"logit": name, "labels": input}
    replay: bool = True  # its step recorded once and replayed (core/engine/trace.py); False: eagerly
    hidden: tuple[str, ...] = ()  # a classifier's hidden layers, drawn unit by unit with its boundary

    def label_in(self, language: str) -> str | None:
        """The label in `language`, else in English, else None."""
        return Texts(self.labels).get(language) or self.label


@dataclass(frozen=True)
class PreparedDescent:
    """A training ready to descend: its params as Vars and its loss as a function of them; for a
    classifier, its accuracy after the last call of `loss_fn` (and of `held_out_fn`)."""
    params: dict[str, Var]
    loss_fn: Callable[[], Tensor]
    held_out_fn: Callable[[], Tensor] | None
    accuracy_fn: Callable[[], float] | None = None
    held_out_accuracy_fn: Callable[[], float] | None = None
    boundary_fn: Callable[[], Boundary] | None = None  # a classifier's that names its points


def prepare(training: Training) -> PreparedDescent:
    """The training's tensors and loss (see the module's docstring). Raises DescentError for a
    run that cannot start: a device that is missing, held-out inputs under other names, a loss
    program that assigns no `loss`; ExpressionError for a loss program that does not parse."""
    dtype, device = training.dtype, training.device
    if str(device).startswith("cuda") and not cuda_is_available():
        raise DescentError(translate("Training", "this run needs a GPU (device {0}): {1}").format(
            repr(device), cuda_unavailable_reason()))
    with np.errstate(**_QUIET):
        inputs = _tensors(training.inputs, dtype, device)
        held = _tensors(training.held_out, dtype, device)
        given = {name: Var(start, dtype=dtype, device=device, name=name)
                 for name, start in training.params.items() if start is not None}
    if held and set(held) != set(inputs):
        raise DescentError(translate("Transcript", "held_out must give the inputs' names ({0}), it "
                                     "gives: {1}").format(", ".join(inputs), ", ".join(held)))
    program = Program(training.loss, known_names=tuple(inputs) + tuple(given))
    if LOSS not in program.names:
        raise DescentError(translate("Training", "the loss program never assigns the name {0}").format(
            repr(LOSS)))
    made = program.run({**inputs, **given}) if len(given) < len(training.params) else {}
    params = {name: given[name] if name in given else _own_var(made, name) for name in training.params}
    # A Var the program assigns is bound in place of that assignment; the others are free names.
    replace = {name: var for name, var in params.items() if name in program.names} or None
    free = {name: var for name, var in params.items() if name not in (replace or {})}
    bound, held_bound = {**inputs, **free}, {**held, **free}
    if not training.classify:
        held_out_fn = (lambda: program.run(held_bound, replace=replace)[LOSS]) if held else None
        return PreparedDescent(params, lambda: program.run(bound, replace=replace)[LOSS], held_out_fn)
    logit, labels = _classifier_names(training, program, inputs)
    train = _ClassifierRun(program, bound, replace, logit, inputs[labels])
    held_run = _ClassifierRun(program, held_bound, replace, logit, held[labels]) if held else None
    boundary_fn = None
    points = training.classify.get("points")
    if points is not None:
        if points not in inputs:
            raise DescentError(translate("Training", "classify: the points {0} are not one of the inputs "
                                         "({1})").format(repr(points), ", ".join(inputs)))
        boundary_fn = _boundary_fn(program, bound, replace, logit, points, labels, inputs[points],
                                   training.hidden, train)
    return PreparedDescent(params, train.loss, held_run.loss if held_run else None, train.accuracy,
                           held_run.accuracy if held_run else None, boundary_fn)


def _boundary_fn(program: Program, bound: dict, replace: dict | None, logit: str, points: str,
                 labels: str, data: Tensor, hidden: tuple[str, ...],
                 train: _ClassifierRun) -> Callable[[], Boundary]:
    """The model's probability of class 1 over a grid around the training points: the loss program
    run with the grid as its points (and labels of 0, which the logit does not read); with each
    hidden layer's units over the same grid, and the units no training row switches on."""
    grid = BoundaryGrid.around(data.numpy())
    where = grid.points()
    grid_inputs = {**bound, points: Tensor(where, dtype="f64", name=points).to_dtype(data.dtype)
                   .to_device(data.device),
                   labels: Tensor(np.zeros((len(where), 1)), dtype="f64", name=labels).to_dtype(data.dtype)
                   .to_device(data.device)}

    def boundary() -> Boundary:
        with np.errstate(**_QUIET):
            values = program.run(grid_inputs, replace=replace)
            z = values[logit].detach().numpy().astype(np.float64)
            units = tuple(layer for name in hidden
                          if (layer := _layer_units(name, values.get(name), train.values.get(name), grid))
                          is not None)
            if units:  # the gradient reaching each unit at this step: the training rows walked back
                flow = unit_flow(program.run(bound, replace=replace), [layer.name for layer in units])
                units = tuple(replace_fields(layer, gradients=flow[layer.name][0],
                                             saturated=flow[layer.name][1])
                              if layer.name in flow else layer for layer in units)
            return grid.picture(0.5 * (1 + np.tanh(0.5 * z)), units)  # σ(z), for any z
    return boundary


class _ClassifierRun:
    """The loss program run on one set of rows, keeping its logit to measure the accuracy."""

    def __init__(self, program: Program, bound: dict, replace: dict | None, logit: str,
                 labels: Tensor) -> None:
        self.program, self.bound, self.replace, self.logit = program, bound, replace, logit
        self.labels = labels.numpy() > 0.5
        self.values: dict[str, Tensor] = {}

    def loss(self) -> Tensor:
        self.values = self.program.run(self.bound, replace=self.replace)
        return self.values[LOSS]

    def accuracy(self) -> float:
        """The share of rows classified right by the last forward pass."""
        logit = self.values[self.logit].numpy()
        if logit.shape != self.labels.shape:
            raise DescentError(translate("Training", "the logit {0} has shape {1} and the labels {2}; "
                                         "a classifier gives one logit per label").format(
                self.logit, list(logit.shape), list(self.labels.shape)))
        if not logit.size or np.isnan(logit).any():
            return float("nan")  # a nan logit classifies nothing: never counted as class 0, or right
        return float(np.mean((logit > 0) == self.labels))


def _classifier_names(training: Training, program: Program, inputs: dict) -> tuple[str, str]:
    logit, labels = training.classify.get("logit"), training.classify.get("labels")
    if logit not in program.names:
        raise DescentError(translate("Training", "classify: the loss program never assigns the logit "
                                     "{0}").format(repr(logit)))
    if labels not in inputs:
        raise DescentError(translate("Training", "classify: the labels {0} are not one of the inputs "
                                     "({1})").format(repr(labels), ", ".join(inputs)))
    return logit, labels


def unit_flow(values: Mapping[str, Tensor], names: list[str]) -> dict[str, tuple[tuple[float, ...],
                                                                                  tuple[bool, ...]]]:
    """For each hidden layer named (a result of `values`, the loss program run on the training
    rows): how much gradient reaches each unit, the mean size of ∂loss/∂unit over the rows, found
    by walking the loss back as backward does; and which units are saturated, their activation
    (tanh or sigmoid) flat on nearly every row, so that little of that gradient passes on to
    their weights. A layer the walk does not reach is left out."""
    layers = {values[name].id: name for name in names if isinstance(values.get(name), Tensor)}
    found: dict[str, tuple[tuple[float, ...], tuple[bool, ...]]] = {}
    for step in backward_steps(values[LOSS]):
        name = layers.get(step.node.id)
        if name is None:
            continue
        grad = np.abs(np.asarray(step.grad.numpy(), dtype=np.float64))
        out = np.asarray(values[name].numpy(), dtype=np.float64)
        if grad.ndim != 2 or grad.shape != out.shape:
            continue
        saturated = saturated_units(values[name].op, out)
        found[name] = (tuple(float(g) for g in grad.mean(axis=0)), tuple(bool(s) for s in saturated))
    return found


def _layer_units(name: str, on_grid: Tensor | None, trained: Tensor | None,
                 grid: BoundaryGrid) -> LayerUnits | None:
    """A hidden layer's units over the grid, and which are 0 on every training row; None for a
    name that is no layer of the grid's rows, or a layer of too many units to draw one by one."""
    rows = grid.size * grid.size
    if on_grid is None or len(on_grid.shape) != 2 or on_grid.shape[0] != rows or on_grid.shape[1] > MAX_UNITS:
        return None
    count = on_grid.shape[1]
    silent = np.zeros(count, dtype=bool)
    if trained is not None and len(trained.shape) == 2 and trained.shape[1] == count:
        silent = silent_units(trained.detach().numpy())
    pictures = grid.unit_pictures(on_grid.detach().numpy().astype(np.float64))
    return LayerUnits(name, pictures, tuple(bool(x) for x in silent))


def _own_var(values: Mapping[str, Tensor], name: str) -> Var:
    var = values.get(name)
    if var is None or not (var.is_variable and var.requires_grad):
        raise DescentError(translate("Training", "the loss program's {0} is not a floating-point Var "
                                     "that descent can update").format(name))
    return var


def _tensors(values: Mapping[str, np.ndarray], dtype: str, device: str) -> dict[str, Tensor]:
    return {name: Tensor(np.asarray(array, dtype=np.float64), dtype="f64", name=name)
            .to_dtype(dtype).to_device(device) for name, array in values.items()}
