"""Gradwalk's engine: reverse-mode automatic differentiation on the model of Candle.

    from gradwalk.core.engine import Var
    x = Var(2.0, dtype="f64")
    y = x.sqr() + 3 * x      # y = x² + 3x
    grads = y.backward()              # a new GradStore
    grads.get(x).to_scalar()          # 7.0, since dy/dx = 2x + 3

A reading order, each module using only the ones before it:

- errors.py, dtypes.py, devices.py, inputs.py, format.py: the ground (exceptions, element types,
  numpy or cupy, checks on what a learner hands in, numbers as text);
- ops.py: every operation in one table, its forward beside its backward rule; sizes.py: an
  operation's result size and work from the shapes alone, for limits checked beforehand;
- recording.py, versions.py: tensor ids and recording tapes; the version checks of `Var.set`;
- quiet.py: computing without numpy's warnings about inf and nan, which are results here;
- budget.py: time budgets and cancelling, which the engine checks as it makes tensors;
- gradmath.py, gradstore.py: the math backward rules compute with; the store of gradients;
- backward.py: the backward pass itself, one node at a time; forward.py: forward mode, tangents
  carried from the inputs to the result in one sweep (`Tensor.forward_tangents`), and
  forward_steps.py the same sweep as records;
- tensor.py: `Tensor` and `Var`, which record the graph as operations run;
- describe.py, steps.py: the walk in words, and as records the app steps through; walk_modes.py:
  the three walks (graph, tape, forward) and the states a picture of one gives nodes and edges;
- tape.py: the other design, a tape (Wengert list) walked in reverse, also step by step;
- trace.py: a descent step recorded once as a flat program over arrays and replayed, with the
  guards that say when it no longer fits and the refusals of what it cannot replay;
- snapshot.py, fdcheck.py: the graph (as the tensors or a tape recorded it) as plain data for
  drawing; finite-difference checks; layers.py: a network's layers found in that graph, and the
  graph drawn a layer a box; elements.py: a tensor operation opened into the operations on single
  numbers behind each element of its result, and walked back one number at a time;
- jacobian.py, dual.py: whole Jacobians from sweeps of either mode and a Hessian-vector product;
  forward mode's other design, dual numbers.

This package never imports Qt, nor the other layers of core.
"""

import warnings

from .budget import Budget, BudgetExceeded, WorkCancelled, WorkStopped, check_budgets
from .devices import cuda_is_available, cuda_unavailable_reason
from .errors import (
    ArgumentTypeError,
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
from .dual import Dual
from .forward import TangentStore
from .forward_steps import ForwardEdge, ForwardStep, ForwardWalk, forward_steps
from .jacobian import JacobianMode, hessian_vector_product, jacobian, jacobian_sweeps
from .format import (as_operand, badge_text, box_lines, clip, code_number, exact_number, label_text,
                     line_text, shape_text, tensor_text, tooltip_text, value_rows, values_text)
from .gradstore import GradStore
from .inputs import is_number
from .ops import OPS
from .sizes import Plan, planned_size
from .snapshot import EdgeInfo, GraphSnapshot, NodeInfo, graph_snapshot, tape_snapshot
from .layers import LAYER_OP, Layer, find_layers, grouped_snapshot
from .elements import OPENED_OP
from .steps import BackwardStep, BackwardWalk, EdgeStep, backward_steps, sorted_nodes
from .tape import Tape, TapeEdge, TapeEntry, TapeStep, TapeWalk
from .walk_modes import EdgeState, NodeState, WalkMode
from .tensor import Tensor, Var

# inf and nan are results a learner should see, in the values: numpy's RuntimeWarnings about them
# ("divide by zero encountered in log"), pointing into the engine's own files, would only hide
# them under noise. Warnings raised from any other module are left as they are.
warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"gradwalk\.core\.engine\.")

__all__ = [
    "Tensor", "Var", "GradStore", "TangentStore", "Dual", "jacobian", "jacobian_sweeps", "JacobianMode",
    "hessian_vector_product",
    "forward_steps", "ForwardWalk", "ForwardStep", "ForwardEdge",
    "Tape", "TapeEntry", "TapeWalk", "TapeStep", "TapeEdge", "WalkMode", "NodeState", "EdgeState",
    "backward_steps", "BackwardWalk", "BackwardStep", "EdgeStep", "sorted_nodes", "graph_snapshot",
    "tape_snapshot", "GraphSnapshot", "NodeInfo", "Plan", "planned_size",
    "LAYER_OP", "Layer", "find_layers", "grouped_snapshot", "OPENED_OP",
    "EdgeInfo", "finite_difference_check", "FiniteDifferenceReport", "OPS", "is_number",
    "cuda_is_available", "cuda_unavailable_reason",
    "GradwalkError", "ShapeError", "DTypeError", "ArgumentTypeError", "DeviceError", "TensorDataError",
    "DivisionByZeroError", "SharedBufferError", "BackwardError", "MissingGradientError",
    "StaleGradientError", "Budget", "WorkStopped", "WorkCancelled", "BudgetExceeded", "check_budgets",
    "clip", "as_operand",
    "code_number", "exact_number", "values_text", "shape_text", "tensor_text", "value_rows", "line_text",
    "box_lines", "badge_text", "label_text", "tooltip_text",
]
