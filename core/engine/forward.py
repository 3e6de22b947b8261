"""Forward mode: tangents carried from the inputs to the result, one sweep over the recorded graph.

Reverse mode (core/engine/backward.py) pulls one result's gradient back to every input.
Forward mode pushes a change of the inputs forward: seed some variables with a tangent (a
direction to move them in, of their shape), then visit the recorded nodes in the order they were
made, and give each node the sum, over its inputs, of the operation's forward rule applied to the
input's tangent (ops.py's `jvps`, `local · t` where the derivative is elementwise). A node's
tangent is how fast it changes when the seeded inputs move along their tangents: a
Jacobian-vector product, where backward gives a vector-Jacobian product.

    x = Var(2.0, dtype="f64")
    y = x.sqr() + 3 * x
    y.forward_tangents({x: 1.0}).get(y)       # 7.0, dy/dx: the same number backward gives

One forward sweep gives the derivative of every recorded tensor along one direction of the
inputs; one backward sweep gives the derivative of one result along every input. That is why a
loss of many parameters is differentiated backwards.

`TangentStore.get(t)` is a tensor's tangent, or None where no seeded variable reaches it. Nodes are
visited by increasing id, the order they were made in, so each is visited after its inputs; the
sweep is a loop, not a recursion, so a chain of any length works. Tangents are plain values (no
graph is recorded while they are computed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from gradwalk.core.words import translate

from .backward import graph_nodes
from .dtypes import FLOAT_DTYPES
from .errors import ShapeError
from .quiet import quiet_begin, quiet_end
from .versions import stale_error

__all__ = ["TangentStore", "run_forward"]


class TangentStore:
    """Each tensor's tangent after a forward sweep, read like a GradStore."""

    def __init__(self) -> None:
        self._entries: dict[int, tuple[Any, Any]] = {}  # tensor id -> (tensor, tangent array)

    def get(self, tensor: Any) -> Any:
        """The tangent of `tensor` as a plain tensor, or None where no seeded variable reaches it."""
        entry = self._entries.get(getattr(tensor, "_id", None))
        if entry is None:
            return None
        node, tangent = entry
        return node._plain(tangent)

    def __contains__(self, tensor: Any) -> bool:
        return getattr(tensor, "_id", None) in self._entries

    def __len__(self) -> int:
        return len(self._entries)


def run_forward(root: Any, seeds: Mapping[Any, Any],
                on_visit: Callable[[Any, Any, list], None] | None = None) -> TangentStore:
    """The forward sweep behind `Tensor.forward_tangents`: every tensor recorded behind `root`
    gets the tangent the seeds give it (see the module's docstring). `on_visit(node, tangent,
    parts)`, when given, hears of each node that gets one, with (position, contribution) per input
    that has a tangent: the step walk's records (core/engine/forward_steps.py), the same visits."""
    store = TangentStore()
    entries = store._entries
    nodes = graph_nodes(root, gradient_path_only=False)
    known = {node._id for node in nodes}
    for variable, tangent in seeds.items():
        array = _seed_array(variable, tangent)
        if getattr(variable, "_id", None) in known:
            entries[variable._id] = (variable, array)
    token = quiet_begin()  # inf and nan in tangents are results, not warnings
    try:
        for node in reversed(nodes):  # graph_nodes lists them newest first
            if node._op is None or node._id in entries:
                continue
            parts = [] if on_visit is not None else None
            tangent = _node_tangent(node, entries, parts)
            if tangent is not None:
                entries[node._id] = (node, tangent)
                if on_visit is not None:
                    on_visit(node, tangent, parts)
    finally:
        quiet_end(token)
    return store


def _node_tangent(node: Any, entries: dict, parts: list | None = None) -> Any:
    """The sum of what each input's tangent changes in `node`, or None when none has one; each
    input's share goes to `parts` too, when given."""
    op = node._op
    if op.vjps is None or node._dtype not in FLOAT_DTYPES:
        # round, floor, sign: flat wherever they are defined; and an integer moves in whole steps or
        # not at all, so nothing made from one moves (a cast back to floats included), as backward
        # passes it no gradient
        return None
    total = inputs = None
    node_inputs = node._inputs
    for position, inp in enumerate(node_inputs):
        entry = entries.get(inp._id)
        if entry is None:
            continue
        if inputs is None:  # the first input that carries a tangent: the rules read every input
            for other in node_inputs:  # was one updated (Var.set, sgd_step) since node was recorded?
                version = other._version
                if version is not None and version[1] > node._id:
                    raise stale_error(other, "forward mode")
            inputs = [other._data for other in node_inputs]
        tangent = entry[1]
        data = node._data
        if op.name == "to_device":  # the tangent moves with the value
            part = node._backend.asarray(inp._backend.to_numpy(tangent), data.dtype)
        else:
            part = op.tangent(position, node._backend.xp, tangent, data, inputs, node._params)
        if getattr(part, "shape", None) != data.shape or getattr(part, "dtype", None) != data.dtype:
            # a stretched input's share, or a number: in the result's shape and type (the common
            # case, already there, skips this: it is most of a scalar chain's cost)
            part = node._backend.xp.broadcast_to(part, data.shape).astype(data.dtype, copy=False)
        if parts is not None:
            parts.append((position, part))
        total = part if total is None else total + part
    return total


def _seed_array(variable: Any, tangent: Any) -> Any:
    """A seed's tangent as an array of the variable's shape, dtype and device."""
    floating = getattr(variable, "_dtype", None) in FLOAT_DTYPES
    leaf = getattr(variable, "_op", "not a tensor") is None  # a Var itself, not a result made from one
    if not floating or not leaf or not getattr(variable, "_requires_grad", False):
        raise ShapeError(translate("Engine", "forward_tangents seeds floating-point variables only; {0} "
                                   "is not one").format(getattr(variable, "name", None) or repr(variable)))
    data = getattr(tangent, "_data", None)
    xp = variable._backend.xp
    if data is not None:
        data = tangent._backend.to_numpy(data)
    elif xp is not np and isinstance(tangent, xp.ndarray):  # an array already on the device
        data = variable._backend.to_numpy(tangent)
    else:
        data = np.asarray(tangent, dtype=np.float64)
    shape = variable._data.shape
    if data.shape == () and shape != ():
        data = np.full(shape, float(data))  # one number: the same speed for every element
    if data.shape != shape:
        raise ShapeError(translate("Engine", "the tangent of {0} must have its shape {1}, not {2}").format(
            variable.name or "the variable", tuple(shape), tuple(data.shape)))
    return variable._backend.asarray(data, variable._data.dtype)
