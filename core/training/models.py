"""The models of lesson 4 and its exercises, written as data.

A model is a `ModelSpec`: the names of its data and of its parameters, where the parameters start,
and its loss as a short program in the expression language (core/expr/language.py). The program is the
same text a learner can read, edit and run in the app. (The tests check the engine against the
same models' gradients worked out by hand: tests/core/training/model_helpers.py.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from gradwalk.core.engine import GradwalkError
from gradwalk.core.expr import Program
from gradwalk.core.words import translate

__all__ = [
    "LOGISTIC_EXAMPLE",
    "MODELS",
    "ModelError",
    "ModelSpec",
    "model_name_text",
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
