"""A training's descent built as the lesson's runner builds it: what the window's runs must match."""

from gradwalk.core.engine import Tensor, Var
from gradwalk.core.expr import Program


def lesson_descent(training):
    """(loss function, params) of `training`, as core.lessons.runner.step_train makes them."""
    inputs = {name: Tensor(values, dtype="f64").to_dtype(training.dtype)
              for name, values in training.inputs.items()}
    params = {name: Var(start, dtype=training.dtype, name=name)
              for name, start in training.params.items()}
    program = Program(training.loss, known_names=tuple(inputs) + tuple(params))
    bound = {**inputs, **params}
    return (lambda: program.run(bound)["loss"]), params
