"""The graph and the backward walk in words: names for tensors, formulas for edges, steps as text.

The step records (core/engine/steps.py), the graph snapshot (core/engine/snapshot.py) and the
command line all describe the same things, so they all take their words from here.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from gradwalk.core.words import translate

from .format import format_values

__all__ = ["tensor_label", "unique_labels", "edge_formula", "describe_step", "recorded"]

# What an operation's formula calls its inputs: x for one input, a and b for two.
_PLACEHOLDERS = {1: ("x",), 2: ("a", "b")}

# What a tape records a tensor was made by: (operation, input tensors, parameters), by tensor id.
Records = Mapping[int, tuple]
_LEAF = (None, (), ())


def recorded(tensor: Any, records: Records | None = None) -> tuple:
    """(operation, inputs, parameters) that made `tensor`, as the tensor itself recorded them, or
    as `records` has them (a tape's view). A tape records operations on plain tensors too, which
    the tensors do not keep; and a tensor a tape does not list as made there is a leaf on it."""
    if records is None:
        return tensor._op, tensor._inputs, tensor._params
    return records.get(tensor._id, _LEAF)


def tensor_label(tensor: Any, labels: dict[int, str] | None = None,
                 records: Records | None = None) -> str:
    """A short name for a tensor: its own name, else its operation on its inputs' names
    (`sqr(x)`), else a numbered name (`tensor#7`). With `labels` (from `unique_labels`), the
    tensors it names are called that instead, so that no two share a name. With `records`, the
    operations are the ones a tape recorded (see `recorded`)."""
    if labels is not None and tensor._id in labels:
        return labels[tensor._id]
    if tensor.name:
        return tensor.name
    op, inputs, _ = recorded(tensor, records)
    if op is not None:
        names = ", ".join(_input_name(t, labels, records) for t in inputs)
        return f"{op.name}({names})"
    return f"{'var' if tensor._is_var else 'tensor'}#{tensor._id}"


def _input_name(tensor: Any, labels: dict[int, str] | None, records: Records | None) -> str:
    if labels is not None and tensor._id in labels:
        return labels[tensor._id]
    op = recorded(tensor, records)[0]
    return tensor.name or f"{op.name if op else 'tensor'}#{tensor._id}"


_PRIMES = ("", "′", "″", "‴")


def unique_labels(tensors: Iterable[Any], records: Records | None = None) -> dict[int, str]:
    """A label for each tensor (by id) that no other of them shares: `w = var(3.0); w = w.sqr()`
    names two tensors w, and they become w and w′, the older one first. Past three primes, a
    number: w#5. With `records`, as a tape recorded the tensors (see `recorded`)."""
    labels: dict[int, str] = {}
    seen: dict[str, int] = {}
    for tensor in sorted(tensors, key=lambda t: t._id):  # inputs before the nodes that use them
        base = tensor_label(tensor, labels, records)
        count = seen.get(base, 0)
        seen[base] = count + 1
        labels[tensor._id] = base + _PRIMES[count] if count < len(_PRIMES) else f"{base}#{count + 1}"
    return labels


def edge_formula(node: Any, position: int, labels: dict[int, str] | None = None,
                 records: Records | None = None) -> str:
    """The local derivative ∂node/∂input (input number `position` of the operation that made
    `node`) as short text, with the tensors' names where they have one: `2·x`, `1/b`. With
    `labels` (from `unique_labels`), a named tensor is called by its label (w′); with `records`,
    the operation is the one a tape recorded (see `recorded`)."""
    op, inputs, params = recorded(node, records)
    text = op.formula(position, [t.shape for t in inputs], params)

    def called(tensor: Any, letter: str) -> str:
        if not tensor.name:
            return letter
        return labels.get(tensor._id, tensor.name) if labels is not None else tensor.name

    names = {"y": called(node, "y")}
    for letter, tensor in zip(_PLACEHOLDERS.get(len(inputs), ()), inputs):
        names[letter] = called(tensor, letter)
    return text.format(**names)


def describe_step(step: Any, labels: dict[int, str] | None = None) -> str:
    """A BackwardStep in words, one line per edge: what a learner reads beside the graph.
    `labels` (from `unique_labels`) names the tensors when some share a name."""
    node = step.node
    lines = [translate("Engine", "{0} ({1}) receives {2}").format(
        tensor_label(node, labels), node._op.name, _values(step.grad))]
    for edge in step.edges:
        who = tensor_label(edge.input, labels)
        if not edge.receives_gradient:
            lines.append("  -> " + translate("Engine", "{0}: {1} carries no gradient").format(
                who, edge.input.dtype))
            continue
        local = edge.local
        formula = edge_formula(node, edge.position, labels)
        if local is not None:  # the formula, then its value
            formula = f"{formula} = {_values(local)}"
        lines.append("  -> " + translate(
            "Engine", "{0}: local derivative {1}, passes {2}, {0} now has {3}").format(
            who, formula, _values(edge.contribution), _values(edge.total)))
    return "\n".join(lines)


def _values(tensor: Any) -> str:
    return format_values(tensor.numpy())
