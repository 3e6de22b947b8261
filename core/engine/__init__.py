"""Gradwalk's engine: reverse-mode automatic differentiation on the model of Candle.

    from core import Var
    x = Var(2.0, dtype="f64")
    y = x.sqr() + 3 * x      # y = x² + 3x
    grads = y.backward()              # a new GradStore
    grads.get(x).to_scalar()          # 7.0, since dy/dx = 2x + 3

This package never imports Qt: it is a library a learner can read on its own.
"""

from .backward import BackwardStep, EdgeStep, backward_steps, sorted_nodes
from .devices import cuda_is_available, cuda_unavailable_reason
from .errors import (
    BackwardError,
    DeviceError,
    DivisionByZeroError,
    DTypeError,
    GradwalkError,
    MissingGradientError,
    ShapeError,
    SharedBufferError,
    StaleGradientError,
    TensorDataError,
)
from .fdcheck import FiniteDifferenceReport, finite_difference_check
from .gradstore import GradStore
from .ops import OPS
from .snapshot import GraphSnapshot, graph_snapshot
from .tape import Tape
from .tensor import Tensor, Var

__all__ = [
    "Tensor", "Var", "GradStore", "Tape", "backward_steps", "graph_snapshot",
    "finite_difference_check", "FiniteDifferenceReport", "BackwardStep", "EdgeStep",
    "GraphSnapshot", "sorted_nodes", "OPS", "cuda_is_available", "cuda_unavailable_reason",
    "GradwalkError", "ShapeError", "DTypeError", "DeviceError", "TensorDataError", "DivisionByZeroError",
    "SharedBufferError", "BackwardError", "MissingGradientError", "StaleGradientError",
]
