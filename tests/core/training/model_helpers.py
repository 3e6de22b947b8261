"""The lesson's models run by hand, for the tests: their parameters and data as tensors, their loss
as a function, and their gradients worked out by the calculus in plain numpy and float64, so that
the engine's answers are checked against a formula; `gradient_three_ways` computes the line's
gradient with the graph engine, by hand and with the tape engine, as the lesson does."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
from numpy.typing import ArrayLike

from gradwalk.core.engine import Tape, Tensor, Var
from gradwalk.core.training.models import LOSS_NAME, MODELS, ModelError, ModelSpec


def make_params(
    spec: ModelSpec, dtype: str = "f64", device: str = "cpu", start: dict[str, object] | None = None
) -> dict[str, Var]:
    """A fresh Var per parameter of `spec`, at its start value or at `start[name]` when given."""
    start = dict(start or {})
    unknown = sorted(set(start) - set(spec.params))
    if unknown:
        raise ModelError("model {0} has no parameter {1}; its parameters are {2}".format(
            repr(spec.name), ", ".join(map(repr, unknown)), ", ".join(spec.params)))
    params = {}
    for name, value in spec.params.items():
        value = start.get(name, np.asarray(value, dtype=np.float64).tolist())
        params[name] = Var(value, dtype=dtype, device=device, name=name)
    return params


def make_data(spec: ModelSpec, arrays: dict, dtype: str = "f64", device: str = "cpu") -> dict[str, Tensor]:
    """Plain tensors (not Vars) for the data names of `spec`, converted to `dtype`.

    Give the values in float64: converting to f32 at the end rounds each number once.
    """
    missing = [name for name in spec.data_names if name not in arrays]
    if missing:
        raise ModelError("model {0} needs the data {1}".format(
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
        raise ModelError("model {0} needs {1}".format(
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
