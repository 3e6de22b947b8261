"""The graph drawn for a program, as the window names its parts: each element's name (`W[0,1]`),
the variables the graph starts from, and the graph `backward(create_graph=True)` records for a
gradient. Its nodes are named by the engine (core/engine/describe.py), as the command line names
them.
"""

from __future__ import annotations

from collections.abc import Mapping

from gradwalk.core.engine import GradwalkError, Tensor
from gradwalk.core.engine.describe import element_labels  # the engine's: one home for the names
from gradwalk.core.engine.snapshot import GraphSnapshot
from gradwalk.core.words import translate

__all__ = ["element_labels", "gradient_graph", "graph_variables"]


def gradient_graph(values: dict[str, Tensor], focus: str, wrt: str) -> tuple[Tensor, str]:
    """d focus / d wrt as a recorded tensor (backward with create_graph), to draw and walk."""
    if wrt not in values:
        raise GradwalkError(translate("Workspace", "there is no {0} in the program").format(wrt))
    grads = values[focus].backward(create_graph=True)
    grad = grads.get(values[wrt])
    label = f"d{focus}/d{wrt}"
    if grad is None:
        raise GradwalkError(translate("Workspace",
                                      "{0} does not depend on {1}: there is no gradient to draw").format(
            focus, wrt))
    grad.name = label
    return grad, label


def graph_variables(values: Mapping[str, Tensor], snapshot: GraphSnapshot) -> tuple[str, ...]:
    """The names of the floating-point variables the drawn graph starts from (the first name of
    each: `q = p.clone()` may give one tensor two names)."""
    ids = {node.id for node in snapshot.nodes}
    found: dict[int, str] = {}
    for name, tensor in values.items():
        if tensor.is_variable and tensor.dtype.startswith("f") and tensor.id in ids:
            found.setdefault(tensor.id, name)
    return tuple(found.values())
