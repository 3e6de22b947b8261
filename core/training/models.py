"""The models of lesson 4 and its exercises, written as data.

A model is a `ModelSpec`: the names of its data and of its parameters, where the parameters start,
and its loss as a short program in the expression language (core/expr/language.py). The program is the
same text a learner can read, edit and run in the app; `build_loss_fn` compiles it once and turns
it into the `loss_fn` that core/training/descent.py calls at every step.

Beside the models sit the gradients worked out by hand, in plain numpy and float64, so that the
engine's answers can be checked against a formula, and `gradient_three_ways`, which computes the
line's gradient with the graph engine, by hand and with the tape engine, as the lesson does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple

import numpy as np
from numpy.typing import ArrayLike

from gradwalk.core.engine import GradwalkError, Tape, Tensor, Var
from gradwalk.core.expr import Program
from gradwalk.core.words import translate

__all__ = [
    "LOGISTIC_EXAMPLE",
    "MODELS",
    "Gradient",
    "ModelError",
    "ModelSpec",
    "ThreeWays",
    "build_loss_fn",
    "gradient_three_ways",
    "line_gradient_by_hand",
    "logistic_gradient_by_hand",
    "make_data",
    "make_params",
    "model_name_text",
    "quadratic_data",
]

LOSS_NAME = "loss"


class ModelError(GradwalkError, ValueError):
    """A model used with data or parameters that do not fit it."""


def _frozen(value):
    """Lists as tuples, all the way down, so that a spec's start values cannot be changed."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return float(value)


def _thawed(value):
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


@dataclass(frozen=True)
class ModelSpec:
    """One model: its loss as a program, and the names and start values it needs.

    `loss` uses the names in `data_names` and in `params` and assigns the final loss (a tensor of
    shape ()) to the name `loss`. `params` maps each parameter's name to its start value: a
    number for a scalar, a list for a vector.
    """

    name: str
    title: str
    loss: str
    data_names: tuple[str, ...]
    params: MappingProxyType = field(default_factory=dict)
    description: str = ""

    def __post_init__(self):
        object.__setattr__(self, "data_names", tuple(self.data_names))
        frozen = {name: _frozen(value) for name, value in dict(self.params).items()}
        object.__setattr__(self, "params", MappingProxyType(frozen))
        overlap = set(self.data_names) & set(frozen)
        if overlap:
            raise ModelError(translate("Training", "model {0}: {1} named both as data and as a parameter")
                             .format(repr(self.name), sorted(overlap)))

    @property
    def param_names(self) -> tuple[str, ...]:
        return tuple(self.params)

    def program(self) -> Program:
        """The loss program, checked: data and parameter names are known, `loss` is assigned."""
        program = Program(self.loss, known_names=self.data_names + self.param_names)
        if LOSS_NAME not in program.names:
            raise ModelError(translate("Training", "the loss program of model {0} never assigns the name {1}")
                             .format(repr(self.name), repr(LOSS_NAME)))
        return program


MODELS: dict[str, ModelSpec] = {
    spec.name: spec
    for spec in (
        ModelSpec(
            name="line",
            title="A straight line: y ≈ w·x + b",
            loss="loss = (x.broadcast_mul(w).broadcast_add(b) - y).sqr().mean_all()",
            data_names=("x", "y"),
            params={"w": 0.0, "b": 0.0},
            description=(
                "Linear regression with the mean squared error. w and b are scalars (shape ()), "
                "x and y vectors, so the scalars are stretched over the vector with broadcast_."
            ),
        ),
        ModelSpec(
            name="quadratic",
            title="A parabola: y ≈ a·z² + b·z + c",
            loss=(
                "curve = (zz.broadcast_mul(a) + z.broadcast_mul(b)).broadcast_add(c)\n"
                "loss = (curve - y).sqr().mean_all()"
            ),
            data_names=("z", "zz", "y"),
            params={"a": 0.0, "b": 0.0, "c": 0.0},
            description=(
                "A curve instead of a line, still linear in its parameters. z² is computed once, "
                "before the descent, and given as the data zz: it does not change from step to step."
            ),
        ),
        ModelSpec(
            name="logistic",
            title="Logistic regression: p = sigmoid(x·w + b)",
            loss=(
                "s = x.broadcast_mul(w).sum_keepdim(1).squeeze(1).broadcast_add(b)\n"
                "p = (1 + s.neg().exp()).recip()\n"
                "loss = -(y * p.log() + (1 - y) * (1 - p).log()).mean_all()"
            ),
            data_names=("x", "y"),
            params={"w": [0.3, -0.2], "b": 0.1},
            description=(
                "The log loss of a classifier. x is (n, 2) and w (2,): each row of x times w, "
                "summed along the row, is x·w for that example. sigmoid(s) = 1 / (1 + exp(−s)) "
                "is written with neg, exp, affine and recip, and backward goes through each."
            ),
        ),
    )
}

# Exercise 1 of the lesson: four points in the plane with their labels (the lesson's own numbers).
LOGISTIC_EXAMPLE = MappingProxyType({
    "x": ((1.0, 2.0), (2.0, -1.0), (-1.0, -3.0), (0.5, 0.5)),
    "y": (1.0, 0.0, 0.0, 1.0),
})


# --- tensors for a model ---------------------------------------------------------------------------


def model_name_text(name: str) -> str:
    """A model's name in the reader's language ("line" is "droite" in French); a name that is not
    one of MODELS (a loss of the learner's own) is shown as it is."""
    words = {
        "line": translate("Models", "line"),
        "quadratic": translate("Models", "quadratic"),
        "logistic": translate("Models", "logistic"),
    }
    return words.get(name, name)


def make_params(
    spec: ModelSpec, dtype: str = "f64", device: str = "cpu", start: dict[str, object] | None = None
) -> dict[str, Var]:
    """A fresh Var per parameter of `spec`, at its start value or at `start[name]` when given."""
    start = dict(start or {})
    unknown = sorted(set(start) - set(spec.params))
    if unknown:
        raise ModelError(translate(
            "Training", "model {0} has no parameter {1}; its parameters are {2}").format(
            repr(spec.name), ", ".join(map(repr, unknown)), ", ".join(spec.params)))
    params = {}
    for name, value in spec.params.items():
        value = start.get(name, _thawed(value))
        params[name] = Var(value, dtype=dtype, device=device, name=name)
    return params


def make_data(spec: ModelSpec, arrays: dict, dtype: str = "f64", device: str = "cpu") -> dict[str, Tensor]:
    """Plain tensors (not Vars) for the data names of `spec`, converted to `dtype`.

    Give the values in float64: converting to f32 at the end rounds each number once.
    """
    missing = [name for name in spec.data_names if name not in arrays]
    if missing:
        raise ModelError(translate("Training", "model {0} needs the data {1}").format(
            repr(spec.name), ", ".join(missing)))
    return {name: Tensor(arrays[name], dtype=dtype, device=device, name=name) for name in spec.data_names}


def quadratic_data(z: ArrayLike, y: ArrayLike) -> dict[str, np.ndarray]:
    """The data of the quadratic model, in float64: z, z² and y."""
    z = np.asarray(z, dtype=np.float64)
    return {"z": z, "zz": z * z, "y": np.asarray(y, dtype=np.float64)}


def build_loss_fn(
    spec: ModelSpec, data: dict[str, Tensor], params: dict[str, Var]
) -> Callable[[], Tensor]:
    """A function of no arguments that returns the model's loss for the current params.

    The program is checked once, here; each call only evaluates it.
    """
    missing = [n for n in spec.data_names if n not in data]
    missing += [n for n in spec.params if n not in params]
    if missing:
        raise ModelError(translate("Training", "model {0} needs {1}").format(
            repr(spec.name), ", ".join(missing)))
    program = spec.program()
    env = {name: data[name] for name in spec.data_names}
    env.update({name: params[name] for name in spec.params})

    def loss_fn() -> Tensor:
        return program.run(env)[LOSS_NAME]

    return loss_fn


# --- gradients by hand (numpy, float64) ------------------------------------------------------------


def line_gradient_by_hand(x: ArrayLike, y: ArrayLike, w: float, b: float) -> tuple[float, float, float]:
    """The line's loss mean((w·x + b − y)²) and its gradient, by the calculus:
    ∂/∂w = 2·mean(err·x), ∂/∂b = 2·mean(err), where err = w·x + b − y."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    err = w * x + b - y
    return float(np.mean(err * err)), float(2 * np.mean(err * x)), float(2 * np.mean(err))


def logistic_gradient_by_hand(
    x: ArrayLike, y: ArrayLike, w: ArrayLike, b: float
) -> tuple[float, np.ndarray, float]:
    """The log loss of p = sigmoid(x·w + b) and its gradient. Through a sigmoid, the log loss's
    derivative simplifies to p − y, so ∂/∂w = xᵀ(p − y)/n and ∂/∂b = mean(p − y)."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    w = np.asarray(w, dtype=np.float64)
    p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
    loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    err = p - y
    return float(loss), x.T @ err / len(y), float(np.mean(err))


# --- the line's gradient, three ways ---------------------------------------------------------------


class Gradient(NamedTuple):
    """∂loss/∂w and ∂loss/∂b of the line (a plain tuple too: `dw, db = g`)."""

    dw: float
    db: float


@dataclass(frozen=True)
class ThreeWays:
    """The line's loss gradient at one point, by the graph engine, by hand and by the tape.

    `graph_gradstore_size` counts the tensors the graph's GradStore holds: w and b, and also x
    and y, plain tensors that are direct inputs of recorded operations. `tape_size` counts the
    entries of the tape (its leaves and operations), `tape_gradients` the tensors the tape's
    backward gave a gradient: every node on the path from the inputs to the loss.
    """

    loss: float
    graph: Gradient
    by_hand: Gradient
    tape: Gradient
    graph_gradstore_size: int
    tape_size: int
    tape_gradients: int

    def agree(self, tol: float) -> bool:
        """Whether the graph and the tape give the same gradient, each part within `tol`."""
        (graph_dw, graph_db), (tape_dw, tape_db) = self.graph, self.tape
        return abs(graph_dw - tape_dw) <= tol and abs(graph_db - tape_db) <= tol


def gradient_three_ways(x: ArrayLike, y: ArrayLike, w0: float = 0.0, b0: float = 0.0) -> ThreeWays:
    """The gradient of the line's mean squared error at (w0, b0), three ways, in float64."""
    spec = MODELS["line"]
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    data = make_data(spec, {"x": x, "y": y})

    # 1. The graph engine: w and b are Vars, the graph lives in the tensors.
    params = make_params(spec, start={"w": w0, "b": b0})
    loss = build_loss_fn(spec, data, params)()
    grads = loss.backward()
    graph = Gradient(grads[params["w"]].to_scalar(), grads[params["b"]].to_scalar())

    # 2. By hand.
    _, dw, db = line_gradient_by_hand(x, y, w0, b0)

    # 3. The tape engine: the same program on plain tensors; the tape records every operation.
    plain = {"w": Tensor(w0, dtype="f64", name="w"), "b": Tensor(b0, dtype="f64", name="b")}
    program = spec.program()
    with Tape() as tape:
        tape_loss = program.run({**data, **plain})[LOSS_NAME]
    tape_grads = tape.backward(tape_loss)
    on_tape = Gradient(tape_grads[plain["w"]].to_scalar(), tape_grads[plain["b"]].to_scalar())

    return ThreeWays(
        loss=loss.to_scalar(),
        graph=graph,
        by_hand=Gradient(dw, db),
        tape=on_tape,
        graph_gradstore_size=len(grads),
        tape_size=len(tape),
        tape_gradients=len(tape_grads),
    )
