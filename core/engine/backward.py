"""The backward pass: the chain rule, applied one node at a time.

A result's graph is recorded in the tensors themselves (core/engine/tensor.py): each remembers
the operation that made it and its inputs. The walk starts at the result with its own gradient,
ones in its shape (the seed), and visits the recorded nodes newest first: the forward pass
replayed backwards, so a node is visited only after every node that uses it. At each node it
takes the gradient that has arrived, and for each input computes that input's share through the
operation's backward rule (its vjp, in core/engine/ops.py) and adds it to the input's running
total. That is `visit_node`, and it is the whole algorithm.

`run_backward` (what `Tensor.backward` returns) makes the visits without keeping records;
`backward_steps` (core/engine/steps.py) makes the very same visits and keeps a record of each, for
the app to show. So what the app shows step by step is exactly what `backward()` computes.

Following Candle, only nodes that lead to a variable through differentiable operations are
visited. Each visited node still passes a share to all of its inputs, plain tensors included,
which is why an unmarked tensor feeding a visited node straight ends up in the GradStore;
Gradwalk computes those (they lead nowhere further) only when somebody asks for them.

This module works on the tensors' recorded fields alone and imports no tensor class, so
core/engine/tensor.py can import it for `Tensor.backward`.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Any, NamedTuple

from gradwalk.core.words import translate

from .dtypes import FLOAT_DTYPES
from .errors import BackwardError
from .gradmath import TENSOR_MATH, array_math, fold_to
from .gradstore import Deferred, GradStore
from .quiet import quiet_begin, quiet_end
from .versions import stale_error

__all__ = ["EdgeData", "graph_nodes", "start_walk", "visit_node", "run_backward"]


class EdgeData(NamedTuple):
    """What one visit computed for one input of the node, as a step record keeps it."""

    position: int  # which input of the operation
    value: Any = None  # the contribution; for a deferred one, its index in `deferred`
    total: Any = None  # the input's running gradient after adding it (None when deferred)
    deferred: Deferred | None = None  # where a contribution computed on demand waits


def graph_nodes(root: Any, *, gradient_path_only: bool, limit: int | None = None) -> list:
    """The tensors of the graph recorded behind `root`, root included, newest first.

    With `gradient_path_only`, only recorded nodes a gradient flows through (the nodes the walk
    visits); otherwise every tensor reached through recorded inputs, leaves included, stopping
    once `limit` tensors are found.

    Every tensor gets its id when it is made, and an operation's inputs exist before its result,
    so an input's id is always smaller than its users' ids. Listing the tensors from the largest
    id down is therefore an order that visits each node after everything that uses it. The
    search is iterative, so a chain of any length works."""
    found = {root._id: root}
    stack = [root]
    while stack and (limit is None or len(found) < limit):
        for inp in stack.pop()._inputs:
            if inp._id in found:
                continue
            if gradient_path_only and (inp._op is None or not inp._requires_grad):
                continue
            found[inp._id] = inp
            stack.append(inp)
    return [found[i] for i in sorted(found, reverse=True)]


def start_walk(root: Any, seed: Any, create_graph: bool, strict: bool) -> tuple[GradStore, Any]:
    """What every walk starts from: a GradStore holding the result's own gradient (ones in its
    shape, or `seed`, a tensor already checked to fit), and the math `F` the visits compute with:
    raw arrays, or recorded tensors when `create_graph`."""
    F = TENSOR_MATH if create_graph else array_math(root._backend.xp)
    if seed is None:
        if strict and root.shape != ():
            raise BackwardError(translate(
                "Engine", "backward on a result of shape {0} needs a seed in strict mode: reduce it "
                "to a scalar first (sum_all, mean_all) or pass seed=<a tensor of the same shape>"
            ).format(root.shape))
        start = F.ones_like(root if create_graph else root._data)
    else:
        start = seed.detach() if create_graph else seed._data
    grads = GradStore()
    grads._entries[root._id] = [root, start]
    return grads, F


def run_backward(root: Any, seed: Any = None, *, create_graph: bool = False,
                 strict: bool = False) -> GradStore:
    """The backward pass from `root`, without step records: what `Tensor.backward` returns.

    Rather than sorting the nodes first, this keeps the nodes a gradient has reached in a heap
    and always visits the one with the largest id next (PyTorch's engine orders its work the
    same way, by sequence number). A node is reached only from its users, which all have larger
    ids, so each user is visited before it: the order of the steps."""
    grads, F = start_walk(root, seed, create_graph, strict)
    entries = grads._entries
    if root._op is None or not root._requires_grad:
        return grads
    reached = [(-root._id, root)]
    token = quiet_begin()  # inf and nan in gradients are results, not warnings (see quiet.py)
    try:
        while reached:
            visit_node(heappop(reached)[1], entries, F, reached)
    finally:
        quiet_end(token)
    return grads


def visit_node(node: Any, entries: dict, F: Any,
               reached: list | None) -> tuple[Any, list[EdgeData] | None] | None:
    """Pass the gradient that has arrived at `node` on to its inputs, through the operation's
    vjps (the chain rule), adding each share to the input's running total in `entries` (tensor
    id -> [tensor, gradient so far]). `F` is the math the rules compute with: TENSOR_MATH keeps
    the gradients recorded (create_graph), an ArrayMath computes on raw arrays.

    `reached` is run_backward's heap: a recorded input seen for the first time goes on it, to be
    visited later. The step walk, which knows its order beforehand, passes None and gets the
    edge data of its step record back instead. Returns (gradient, edge data, or None for
    run_backward); None when no gradient reached the node."""
    entry = entries.pop(node._id, None)  # a node's own gradient is dropped once passed on
    if entry is None:
        return None
    grad = entry[1]  # never deferred: only tensors that pass nothing on are
    inputs = node._inputs
    op = node._op
    vjps = op.vjps
    if F is not TENSOR_MATH and F.xp is not node._backend.xp:
        F = array_math(node._backend.xp)  # a graph that moved between devices: the node's own library
    if F is TENSOR_MATH:  # the rules see tensors, so what they compute is recorded too
        args = (grad, node, *inputs, *node._params)
    elif len(inputs) == 1:
        args = (grad, node._data, inputs[0]._data, *node._params)
    else:
        args = (grad, node._data, inputs[0]._data, inputs[1]._data)  # two-input ops take no parameters
    for inp in inputs:  # an input sharing a variable's buffer: was it updated since node was recorded?
        version = inp._version
        if version is not None and version[1] > node._id:
            raise stale_error(inp, "backward()")
    record = reached is None
    edges = [] if record else None
    for position, inp in enumerate(inputs):
        if inp._requires_grad:
            # needed further back, or a variable's own gradient: compute it now
            value = vjps[position](F, *args)
            shape = inp._data.shape
            if value.shape != shape:  # stretched by broadcasting, or a wrong rule: fold_to says
                value = fold_to(F, value, shape, op.name)
            entry = entries.get(inp._id)
            if entry is None:
                total = value
                entries[inp._id] = [inp, value]
                if inp._op is not None and reached is not None:
                    heappush(reached, (-inp._id, inp))  # run_backward visits it later
            else:
                total = entry[1] = F.add(entry[1], value)
            if record:
                edges.append(EdgeData(position, value, total))
        elif inp._dtype in FLOAT_DTYPES:
            # a plain input passes nothing further back: compute its share when asked
            entry = entries.get(inp._id)
            if entry is None:
                deferred = Deferred()
                entries[inp._id] = [inp, deferred]
            else:
                deferred = entry[1]
            deferred.append((node, position, F, args))
            if record:
                edges.append(EdgeData(position, len(deferred) - 1, None, deferred))
        elif record:
            edges.append(EdgeData(position))  # integers take no gradient
    return grad, edges
