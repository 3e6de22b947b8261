"""Forward mode step by step: the visits of `Tensor.forward_tangents`, one record per node, for
the app to show (as core/engine/steps.py records the backward walk).

    walk = forward_steps(y, {x: 1.0})
    for step in walk:                    # the nodes in the order they were made
        step.node, step.tangent          # how fast the node moves along the seeds' tangents
        for edge in step.edges:          # each input that carries a tangent
            edge.formula, edge.contribution   # ∂node/∂input, and that input's tangent through it
    walk.tangents                        # the TangentStore forward_tangents returns

The walk is the same sweep (core/engine/forward.py's `run_forward`, asked to report each visit),
so what the app steps through is exactly what forward_tangents computes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .describe import edge_formula, tensor_label
from .forward import TangentStore, run_forward
from .steps import local_derivative

__all__ = ["ForwardEdge", "ForwardStep", "ForwardWalk", "forward_steps"]


class ForwardEdge:
    """One input of a visited node whose tangent reaches it, and what it adds to the node's."""

    __slots__ = ("node", "input", "position", "_part")

    def __init__(self, node: Any, position: int, part: Any) -> None:
        self.node, self.position, self._part = node, position, part
        self.input = node._inputs[position]

    @property
    def formula(self) -> str:
        """∂node/∂input as short text, as the backward walk's edges say it."""
        return edge_formula(self.node, self.position)

    @property
    def local(self) -> Any:
        """The local derivative's value where it is elementwise, else None (a Tensor), as the
        backward walk's edges give it: the same number multiplies the tangent here."""
        node = self.node
        return local_derivative(node, (node._op, node._inputs, node._params), self.position)

    @property
    def contribution(self) -> Any:
        """The input's tangent carried through this edge: ∂node/∂input · tangent (a Tensor)."""
        return self.node._plain(self._part)


class ForwardStep:
    """One visited node: its tangent, the sum of its edges' contributions."""

    __slots__ = ("index", "node", "_tangent", "edges")

    def __init__(self, index: int, node: Any, tangent: Any, edges: list[ForwardEdge]) -> None:
        self.index, self.node, self._tangent, self.edges = index, node, tangent, edges

    @property
    def tangent(self) -> Any:
        return self.node._plain(self._tangent)

    def __repr__(self) -> str:
        return f"ForwardStep({self.index}, {tensor_label(self.node)})"


class ForwardWalk:
    """The ForwardSteps of one sweep, in order, and the TangentStore it filled."""

    def __init__(self, steps: list[ForwardStep], tangents: TangentStore) -> None:
        self.steps, self.tangents = steps, tangents

    def __iter__(self) -> Iterator[ForwardStep]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, index: int) -> ForwardStep:
        return self.steps[index]


def forward_steps(root: Any, seeds: Mapping[Any, Any]) -> ForwardWalk:
    """The forward sweep from the seeded variables to `root`, a record per node it reaches."""
    steps: list[ForwardStep] = []

    def visit(node: Any, tangent: Any, parts: list) -> None:
        edges = [ForwardEdge(node, position, part) for position, part in parts]
        steps.append(ForwardStep(len(steps) + 1, node, tangent, edges))

    tangents = run_forward(root, seeds, on_visit=visit)
    return ForwardWalk(steps, tangents)
