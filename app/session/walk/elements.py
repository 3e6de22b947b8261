"""The backward walk with nodes opened into their elements: core/engine/elements.py, walked.

`opened_walk(root, snapshot, names)` opens the nodes named (by their labels in `snapshot`) that
can open, and records the walk as `walk_record` does; but where the engine visits an opened node,
the record takes that node's scalar walk instead: a first step in which the node hands each of
its elements its own share of the gradient that arrived, then a step per scalar operation, newest
first, down to the picks (`W[1,0]`), which pass their shares on to the input tensors. Those
tensors' running totals go on from what they held before: each share adds to them, and after the
opened part the walk is the engine's own, unchanged.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import replace
from typing import Any

from gradwalk.core.engine import backward_steps
from gradwalk.core.engine.backward import graph_nodes
from gradwalk.core.engine.elements import (OPENED_OP, OpenedNode, cannot_open, element_steps, open_node,
                                           opened_snapshot)
from gradwalk.core.engine.snapshot import GraphSnapshot

from .records import WalkRecord, walk_record

__all__ = ["opened_walk", "why_closed"]


def why_closed(snapshot: GraphSnapshot, node_id: int) -> str | None:
    """Why node `node_id` of `snapshot` does not open into its elements (None: it opens), from the
    shapes the snapshot holds: the window says it before any work."""
    node = snapshot.node(node_id)
    inputs = sorted((edge for edge in snapshot.edges if edge.target == node_id), key=lambda e: e.position)
    shapes = [snapshot.node(edge.source).shape for edge in inputs]
    return cannot_open(node.label, node.op, node.shape, shapes)


def opened_walk(root: Any, snapshot: GraphSnapshot,
                names: Collection[str]) -> tuple[WalkRecord, dict[int, str]]:
    """The walk of `root` (drawn as `snapshot`) with the nodes labelled `names` opened, and what
    opened: the label of the opened node each node of an opened part belongs to, the node's own
    id included. A node that cannot open (a leaf, one of more than 64 elements, see
    `why_closed`) or is not in the graph stays as it is."""
    tensors = graph_nodes(root, gradient_path_only=False)
    by_id = {tensor.id: tensor for tensor in tensors}
    labels = {node.id: node.label for node in snapshot.nodes}
    parts: dict[int, OpenedNode] = {}
    for node in snapshot.nodes:
        tensor = by_id.get(node.id)
        if node.label in names and tensor is not None and why_closed(snapshot, node.id) is None:
            parts[node.id] = open_node(tensor, labels)
    if not parts:
        return walk_record(root, snapshot), {}
    drawn = opened_snapshot(snapshot, tensors, list(parts.values()))
    record = walk_record(root, drawn, visits=_visits(root, parts))
    inside = {t.id: node_id for node_id, part in parts.items() for t in part.scalars}
    record.steps = tuple(replace(step, within=inside[step.node]) if step.node in inside else step
                         for step in record.steps)
    opened = {node_id: labels[part_of] for node_id, part_of in inside.items()}
    opened.update({node_id: labels[node_id] for node_id in parts})
    return record, opened


def _visits(root: Any, parts: dict[int, OpenedNode]) -> Iterator[tuple]:
    """The engine's visits from `root`, an opened node's replaced by its scalar walk (see the
    module's docstring), as walk_record takes them."""
    totals: dict[int, Any] = {}  # tensor id -> its running gradient, as the walk last reported it
    for step in backward_steps(root):
        part = parts.get(step.node.id)
        if part is not None:
            grad = step.grad
            shares = grad.numpy().reshape(-1)
            yield step.node, OPENED_OP, grad, [_Share(element, k, shares[k])
                                               for k, element in enumerate(part.elements)
                                               if element.requires_grad]
            inputs = {tensor.id for tensor in step.node.inputs}
            for inner in element_steps(part, grad)[0]:
                yield inner.node, inner.node.op, inner.grad, [
                    _Continued(edge, totals.get(edge.input.id)) if edge.input.id in inputs else edge
                    for edge in inner.edges]
        else:
            yield step.node, step.node.op, step.grad, step.edges
        for edge in step.edges:  # the engine's totals, which the walk goes on from
            total = edge.total
            if total is not None:
                totals[edge.input.id] = total


class _Share:
    """An edge of an opened node's first step: element `position` takes its own element of the
    gradient that arrived, `value`."""

    local = None  # nothing is multiplied: the element's share is its place in the gradient

    def __init__(self, element: Any, position: int, value: Any) -> None:
        self.input, self.position = element, position
        self.formula = ""  # the snapshot's says it: "its element 0"
        self.contribution = self.total = element._plain(element._backend.xp.asarray(value))


class _Continued:
    """An edge of the opened part into one of the node's input tensors: what it passes, and the
    tensor's total going on from `before`, what the tensor held when the node was reached."""

    def __init__(self, edge: Any, before: Any) -> None:
        self.edge, self.before = edge, before
        self.input, self.position, self.formula = edge.input, edge.position, edge.formula

    @property
    def local(self) -> Any:
        return self.edge.local

    @property
    def contribution(self) -> Any:
        return self.edge.contribution

    @property
    def total(self) -> Any:
        total = self.edge.total
        if total is None or self.before is None:
            return total
        return self.input._plain(self.before._data + total._data)
