"""Whole Jacobians, built from sweeps of either mode, and a Hessian-vector product.

    J, sweeps = jacobian(y, [x, w], mode="forward")     # one forward sweep per input element
    J, sweeps = jacobian(y, [x, w], mode="reverse")     # one backward sweep per output element

`J` is an (outputs × inputs) float64 array: row i is output element i (y flattened), the columns
run over the elements of each variable of `wrt` in turn. A forward sweep seeds one input element
with 1 and fills a column; a backward sweep seeds one output element with 1 and fills a row. So
a function from many inputs to few outputs (a loss of many parameters) takes few backward sweeps
and many forward ones, and the other way round: that count is the whole argument for
backpropagation.

Both refuse, before the first sweep, a Jacobian past the limits (`jacobian_limit_problem`): one of
more than MOST_ELEMENTS elements, or one whose sweeps would take more than MOST_SWEEP_WORK, from
the shapes and the recorded graph alone. The lesson runner, the exercise checker and the window
ask the same question, so all three refuse the same Jacobians in the same words.

`hessian_vector_product(loss, wrt, vectors)` is H·v without the Hessian: the gradient of `loss`
recorded as a graph of its own (`backward(create_graph=True)`), then one forward sweep over that
graph with the vectors as the tangents of `wrt`.
"""

from __future__ import annotations

import math
from enum import StrEnum
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from gradwalk.core.words import prose_number, translate

from .backward import graph_nodes
from .describe import tensor_label
from .dtypes import FLOAT_DTYPES
from .errors import DTypeError, ShapeError

__all__ = ["JacobianMode", "MOST_ELEMENTS", "MOST_SWEEP_WORK", "graph_pass_work", "jacobian",
           "jacobian_limit_problem", "jacobian_shape", "jacobian_sweeps", "hessian_vector_product"]



class JacobianMode(StrEnum):
    """How a Jacobian is built: a forward sweep per column, or a backward sweep per row."""

    FORWARD = "forward"
    REVERSE = "reverse"

# The most elements a Jacobian may have (outputs × inputs): a 10,000-parameter loss's 1 × 10,000
# is a lesson's example; a 10,000 × 10,000 one would hold 800 MB and take minutes of sweeps.
MOST_ELEMENTS = 4_000_000
# The most work its sweeps may take, counted before the first: a sweep visits every tensor of the
# graph behind the result, a visit costing SWEEP_VISIT_WORK (about 3 µs of Python, measured) and
# each element one more (about 1 to 8 ns). Lesson 6's 10,000 forward sweeps over its 10,000-
# parameter loss (6 tensors, 30,003 elements) count 3.6e8 and take a third of a second; at 1e9,
# a build takes seconds at most, where a forward Jacobian of a million-element variable (1e12 and
# more) would take hours.
MOST_SWEEP_WORK = 1_000_000_000
SWEEP_VISIT_WORK = 1_000


def jacobian(y: Any, wrt: Sequence[Any], mode: str = JacobianMode.REVERSE) -> tuple[np.ndarray, int]:
    """(the Jacobian of `y` with respect to the variables `wrt`, how many sweeps it took)."""
    wrt = list(wrt)
    _check_mode(mode)
    _check_jacobian(y, wrt)  # before the shapes are read: each must be a tensor to have one
    _check_limits(y, wrt, mode)  # before the matrix is made
    result = np.zeros(jacobian_shape(y, wrt))
    sweeps = 0
    for sweeps, (index, line) in enumerate(jacobian_sweeps(y, wrt, mode), start=1):
        if mode == JacobianMode.FORWARD:
            result[:, index] = line
        else:
            result[index, :] = line
    return result, sweeps


def jacobian_shape(y: Any, wrt: Sequence[Any]) -> tuple[int, int]:
    """(outputs, inputs): the elements of `y`, and those of every variable of `wrt` together."""
    inputs = sum(math.prod(v.shape) for v in wrt)
    return math.prod(y.shape), inputs


def jacobian_sweeps(y: Any, wrt: Sequence[Any],
                    mode: str = JacobianMode.REVERSE) -> Iterator[tuple[int, np.ndarray]]:
    """The Jacobian one sweep at a time, as (index, line): in forward mode column `index` (one
    input element seeded with 1), in reverse mode row `index` (one output element seeded with 1),
    as float64 arrays. Each sweep runs when the next line is asked for, so a caller can time
    each one, show it, or stop."""
    _check_mode(mode)
    wrt = list(wrt)
    _check_jacobian(y, wrt)
    _check_limits(y, wrt, mode)
    sizes = [math.prod(v.shape) for v in wrt]
    outputs, inputs = math.prod(y.shape), sum(sizes)
    if mode == JacobianMode.FORWARD:
        column = 0
        for k, variable in enumerate(wrt):
            for element in range(sizes[k]):
                direction = np.zeros(sizes[k])
                direction[element] = 1.0
                moved = y.forward_tangents({variable: direction.reshape(variable.shape)}).get(y)
                line = np.zeros(outputs)
                if moved is not None:  # no path from this variable to y: a column of zeros
                    line[:] = moved.numpy().astype(np.float64).ravel()
                yield column, line
                column += 1
        return
    for row in range(outputs):
        seed = np.zeros(outputs)
        seed[row] = 1.0
        grads = y.backward(y._plain(y._backend.asarray(seed.reshape(y.shape), y._data.dtype)))
        line = np.zeros(inputs)
        start = 0
        for k, variable in enumerate(wrt):
            grad = grads.get(variable)
            if grad is not None:
                line[start:start + sizes[k]] = grad.numpy().astype(np.float64).ravel()
            start += sizes[k]
        yield row, line


def jacobian_limit_problem(y: Any, wrt: Sequence[Any], mode: str, label: str | None = None) -> str | None:
    """Why the Jacobian of the result `y` with respect to the variables `wrt`, by sweeps of `mode`,
    is past the limits, in a sentence with the sizes that calls `y` `label` (its tensor label when
    None); None when it is within them. Nothing is swept: the shapes and the graph recorded
    behind `y` are enough."""
    label = tensor_label(y) if label is None else label
    outputs, inputs = jacobian_shape(y, wrt)
    if outputs * inputs > MOST_ELEMENTS:
        return translate("Engine", "the Jacobian of {0} would have {1} × {2} elements, more than {3}: make "
                         "the result or the variables smaller").format(
            label, prose_number(outputs), prose_number(inputs), prose_number(MOST_ELEMENTS))
    sweeps = inputs if mode == JacobianMode.FORWARD else outputs
    nodes, elements, work_per_sweep = graph_pass_work(y)
    work = sweeps * work_per_sweep
    if work <= MOST_SWEEP_WORK:
        return None
    if mode == JacobianMode.FORWARD:
        words = translate("Engine", "the Jacobian of {0} would take {1} forward sweeps (one per input "
                          "element), each over a graph of {2} tensors and {3} elements: {4} units of "
                          "work, more than the {5} allowed; build it in reverse mode, or make the "
                          "variables smaller")
    else:
        words = translate("Engine", "the Jacobian of {0} would take {1} backward sweeps (one per output "
                          "element), each over a graph of {2} tensors and {3} elements: {4} units of "
                          "work, more than the {5} allowed; build it in forward mode, or make the result "
                          "smaller")
    return words.format(label, prose_number(sweeps), prose_number(nodes),
                        prose_number(elements), prose_number(work), prose_number(MOST_SWEEP_WORK))


def graph_pass_work(y: Any) -> tuple[int, int, int]:
    """(tensors, elements, work) of one pass over the graph recorded behind `y`: a sweep of either
    mode, or an evaluation that makes the graph again (a finite-difference check's), as
    MOST_SWEEP_WORK counts it."""
    nodes = graph_nodes(y, gradient_path_only=False)
    elements = sum(math.prod(node.shape) for node in nodes)
    return len(nodes), elements, elements + SWEEP_VISIT_WORK * len(nodes)


def _check_mode(mode: object) -> None:
    if mode not in tuple(JacobianMode):
        raise ValueError(translate("Engine", "mode must be 'forward' or 'reverse', not {0}").format(
            repr(mode)))


def _check_limits(y: Any, wrt: list, mode: str) -> None:
    problem = jacobian_limit_problem(y, wrt, mode)
    if problem is not None:
        raise ShapeError(problem)


def _check_jacobian(y: Any, wrt: list, hessian: bool = False) -> None:
    """Both modes take the same Jacobians: of a floating-point result, with respect to
    floating-point variables (a forward sweep can seed nothing else, and a backward one keeps no
    gradient for the intermediates it passes). A Hessian-vector product takes the same, since it
    is the Jacobian of a gradient times a vector."""
    if getattr(y, "_dtype", None) not in FLOAT_DTYPES:
        raise DTypeError(translate("Engine", "only a floating-point result has a Jacobian; {0} is "
                                   "{1}").format(tensor_label(y) if hasattr(y, "_id") else f"{y!r:.40}",
                                                 getattr(y, "dtype", type(y).__name__)))
    for variable in wrt:
        floating = getattr(variable, "_dtype", None) in FLOAT_DTYPES
        leaf = getattr(variable, "_op", "not a tensor") is None  # a Var itself, not a result made from one
        if floating and leaf and getattr(variable, "_requires_grad", False):
            continue
        name = tensor_label(variable) if hasattr(variable, "_id") else f"{variable!r:.40}"
        if hessian:
            raise ShapeError(translate("Engine", "a Hessian-vector product is taken with respect to "
                                       "floating-point variables only; {0} is not one").format(name))
        raise ShapeError(translate("Engine", "a Jacobian is taken with respect to floating-point "
                                   "variables only; {0} is not one").format(name))


def hessian_vector_product(loss: Any, wrt: Sequence[Any], vectors: Sequence[Any]) -> list[Any]:
    """H·v for the loss's Hessian with respect to `wrt`, v one vector per variable (its shape);
    returns one plain tensor per variable (zeros where the gradient does not depend on them)."""
    wrt, vectors = list(wrt), list(vectors)
    _check_jacobian(loss, wrt, hessian=True)
    if len(wrt) != len(vectors):
        raise ShapeError(translate("Engine", "hessian_vector_product needs one vector per variable: {0} "
                                   "variables, {1} vectors").format(len(wrt), len(vectors)))
    if loss.shape != ():
        raise ShapeError(translate("Engine", "a Hessian is of a single number: the loss has shape {0}; "
                                   "reduce it first (sum_all, mean_all)").format(loss.shape))
    grads = loss.backward(create_graph=True)
    seeds = dict(zip(wrt, vectors))
    products = []
    for variable in wrt:
        gradient = grads.get(variable)
        moved = gradient.forward_tangents(seeds).get(gradient) if gradient is not None else None
        # the gradient does not move with the seeds (a loss linear in `variable`): exactly zeros,
        # never 0 · the values, which is nan at an inf or a nan
        products.append(moved if moved is not None else variable._plain(
            variable._backend.xp.zeros_like(variable._data)))
    return products
