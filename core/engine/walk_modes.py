"""The walks a recorded graph can be stepped through, and the states its nodes and edges go through.

Three designs step the same graph: the backward walk over the recorded tensors (steps.py), the
backward walk over a tape (tape.py), and the forward sweep from seeded variables to the result
(forward_steps.py). A picture of a walk after k steps gives every node and every edge one state.
These are plain names: the app's records say them and the views draw them, so both read them here.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["WalkMode", "NodeState", "EdgeState"]


class WalkMode(StrEnum):
    """How a program's graph is walked."""

    GRAPH = "graph"  # backward, over the tensors the graph recorded
    TAPE = "tape"  # backward, over a tape (a Wengert list), from its last entry to its first
    FORWARD = "forward"  # forward, from the seeded variables to the result

    @property
    def backward(self) -> bool:
        """Whether the walk carries gradients back (the graph's and the tape's), not tangents."""
        return self is not WalkMode.FORWARD

    @property
    def walks_gradient_graphs(self) -> bool:
        """Whether the graph `backward(create_graph=True)` records for a gradient can be walked this
        way: the tensors record it, a tape only what ran while it recorded."""
        return self is not WalkMode.TAPE


class NodeState(StrEnum):
    """A node's state in a walk, in the order a node goes through them."""

    WAITING = "waiting"  # nothing has reached it yet
    RECEIVED = "received"  # a gradient (or a tangent) has reached it, and is still being summed
    CURRENT = "current"  # the step just taken visited it
    DONE = "done"  # visited: what it holds is final
    UNREACHED = "unreached"  # nothing will reach it (behind round or detach, an integer, not seeded)


class EdgeState(StrEnum):
    """An edge's state in a walk."""

    IDLE = "idle"  # not used yet
    ACTIVE = "active"  # used by the current step
    USED = "used"  # used by an earlier step
    BLOCKED = "blocked"  # carries nothing: into an integer, or from what nothing reaches
