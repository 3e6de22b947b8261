"""The graph and the backward walk in words: names for tensors, formulas for edges, steps as text.

The step records (core/engine/steps.py), the graph snapshot (core/engine/snapshot.py) and the
command line all describe the same things, so they all take their words from here.
"""

from __future__ import annotations

from typing import Any

from .format import format_values

__all__ = ["tensor_label", "edge_formula", "describe_step"]

# What an operation's formula calls its inputs: x for one input, a and b for two.
_PLACEHOLDERS = {1: ("x",), 2: ("a", "b")}


def tensor_label(tensor: Any) -> str:
    """A short name for a tensor: its own name, else its operation on its inputs' names
    (`sqr(x)`), else a numbered name (`tensor#7`)."""
    if tensor.name:
        return tensor.name
    if tensor._op is not None:
        inputs = ", ".join(t.name or f"{t._op.name if t._op else 'tensor'}#{t._id}" for t in tensor._inputs)
        return f"{tensor._op.name}({inputs})"
    return f"{'var' if tensor._is_var else 'tensor'}#{tensor._id}"


def edge_formula(node: Any, position: int) -> str:
    """The local derivative ∂node/∂input (input number `position` of the operation that made
    `node`) as short text, with the tensors' names where they have one: `2·x`, `1/b`."""
    op = node._op
    text = op.formula(position, [t.shape for t in node._inputs], node._params)
    names = {"y": node.name or "y"}
    for letter, tensor in zip(_PLACEHOLDERS.get(len(node._inputs), ()), node._inputs):
        names[letter] = tensor.name or letter
    return text.format(**names)


def describe_step(step: Any) -> str:
    """A BackwardStep in words, one line per edge: what a learner reads beside the graph."""
    node = step.node
    lines = [f"{tensor_label(node)} ({node._op.name}) receives {_values(step.grad)}"]
    for edge in step.edges:
        who = tensor_label(edge.input)
        if not edge.receives_gradient:
            lines.append(f"  -> {who}: {edge.input.dtype} carries no gradient")
            continue
        local = edge.local
        local_text = f" = {_values(local)}" if local is not None else ""
        lines.append(
            f"  -> {who}: local derivative {edge.formula}{local_text}, "
            f"passes {_values(edge.contribution)}, {who} now has {_values(edge.total)}"
        )
    return "\n".join(lines)


def _values(tensor: Any) -> str:
    return format_values(tensor.numpy())
