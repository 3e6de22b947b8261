"""The graph and the backward walk in words: names for tensors, formulas for edges, steps as text.

The step records (core/engine/steps.py), the graph snapshot (core/engine/snapshot.py), and with
them the window and the command line, all describe the same things, so they all take their words
from here: a tensor is called the same in a box of the window and in `gradwalk eval --steps`.

A graph's tensors are named by `graph_names`: a named tensor by its name (w, then w′ for an older
tensor also called w); an unnamed result by what it computes while that is short, as the learner
wrote it (`3·x` for the affine operation `3 * x` records, `sqr(x)`), else t1, t2, … in the order
they were made, with what each stands for (`t3 = sub(t2, seconds)`); an unnamed leaf const1,
const2, …, with its value when it is one number.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from gradwalk.core.words import translate, translate_marked

from .format import as_operand, clip, code_number, values_text
from .ops import BROADCAST, OPS

__all__ = ["GraphNames", "LONGEST_LABEL", "graph_names", "tensor_label", "unique_labels", "edge_formula",
           "tangent_rule", "describe_step", "recorded", "element_labels"]

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
    """The label of each tensor (by id), as `graph_names` gives it."""
    return graph_names(tensors, records).labels


LONGEST_LABEL = 18  # characters; an unnamed result with a longer label is called t1, t2, …


@dataclass(frozen=True)
class GraphNames:
    labels: dict[int, str]  # tensor id -> the name it is shown with, shared by no other tensor
    made_from: dict[int, str]  # tensor id -> what a short name stands for: "sub(t2, seconds)", "2"


def graph_names(tensors: Iterable[Any], records: Records | None = None) -> GraphNames:
    """A name for each of `tensors` that no other of them shares (see the module's docstring):
    `w = var(3.0); w = w.sqr()` names two tensors w, and they become w (the older) and w′; past
    three primes, a number: w#5. With `records`, as a tape recorded the tensors (see `recorded`)."""
    ordered = sorted(tensors, key=lambda t: t._id)  # inputs before the nodes that use them
    labels: dict[int, str] = {}
    made: dict[int, str] = {}
    seen: dict[str, int] = {}
    for tensor in ordered:
        if tensor.name:
            count = seen.get(tensor.name, 0)
            seen[tensor.name] = count + 1
            labels[tensor._id] = (tensor.name + _PRIMES[count] if count < len(_PRIMES)
                                  else f"{tensor.name}#{count + 1}")
    taken = set(labels.values())
    count = constants = 0
    for tensor in ordered:
        if tensor.name:
            continue
        op, inputs, params = recorded(tensor, records)
        if op is None:  # computed from plain tensors, nothing recorded how
            constants += 1
            label = f"const{constants}"
            if tensor._data.size == 1:
                made[tensor._id] = code_number(tensor.numpy().reshape(()).item())
        else:
            names = [labels.get(t._id) or tensor_label(t, labels, records) for t in inputs]
            label = _computed(op.name, params, names)
            if len(label) > LONGEST_LABEL or label in taken:
                made[tensor._id] = f"{op.name}({', '.join(names)})"
            while len(label) > LONGEST_LABEL or label in taken:
                count += 1
                label = f"t{count}"
        taken.add(label)
        labels[tensor._id] = label
    return GraphNames(labels, made)


def _computed(op: str, params: tuple, names: list[str]) -> str:
    """What an unnamed result computes, as the learner wrote it where that is known: the affine
    operation `m·x + c` that `3 * x`, `x + 1` and `x.affine(m, c)` record reads `3·x`, `x + 1`."""
    if op == "affine" and len(params) == 2 and len(names) == 1:
        mul, add = params
        term = names[0] if " " not in names[0] else f"({names[0]})"
        text = term if mul == 1 else f"-{term}" if mul == -1 else f"{code_number(mul)}·{term}"
        if add:
            text += f" + {code_number(add)}" if add > 0 else f" − {code_number(-add)}"
        return text
    return f"{op}({', '.join(names)})"


def edge_formula(node: Any, position: int, labels: dict[int, str] | None = None,
                 records: Records | None = None) -> str:
    """The local derivative ∂node/∂input (input number `position` of the operation that made
    `node`) as short text, with the tensors' names where they have one: `2·x`, `1/b`. With
    `labels` (from `unique_labels`), every tensor is called by its label, as the graph's box names
    it: a named one w′, an unnamed one `2·mul(w, c)` rather than by a letter the program does not
    have; with `records`, the operation is the one a tape recorded (see `recorded`)."""
    op, inputs, params = recorded(node, records)
    text = op.formula(position, [t.shape for t in inputs], params)

    def called(tensor: Any, letter: str) -> str:
        if labels is not None and tensor._id in labels:
            return labels[tensor._id] if tensor.name else as_operand(clip(labels[tensor._id], 24))
        return tensor.name or letter

    names = {"y": called(node, "y")}
    for letter, tensor in zip(_PLACEHOLDERS.get(len(inputs), ()), inputs):
        names[letter] = called(tensor, letter)
    return text.format(**names)


def tangent_rule(op_name: str | None, position: int, inputs: list[str], same_shape: bool) -> str | None:
    """How a forward sweep carries input `position`'s tangent through the operation `op_name` (its
    inputs' labels given), in words for an edge: `forward: tangent @ W` into a matrix product,
    `forward: sum(tangent)` into a sum. None where the operation is elementwise there, where the
    local derivative (the backward walk's formula) multiplies the tangent: a broadcast_ operation
    is elementwise when its input has the result's shape (`same_shape`)."""
    op = OPS.get(op_name or "")
    if op is None or not op.tangent_texts or (op.kind == BROADCAST and op.arity == 2 and same_shape):
        return None
    names = [as_operand(clip(name, 16)) for name in inputs] + ["a", "b"][len(inputs):]
    tangent = translate("Walk", "tangent")
    rule = translate_marked("Walk", op.tangent_texts[position]).format(tangent, *names[:2])
    if op.kind == BROADCAST and op.arity == 2:
        rule = translate("Walk", "{0}, stretched").format(rule)
    return translate("Walk", "forward: {0}").format(rule)


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
    return values_text(tensor.numpy())


def element_labels(name: str, shape: tuple) -> list[str]:
    """`y` for a number, `y[0]`, `y[1]` for a vector, `W[0,1]` for a matrix: one per element, as
    the Jacobian panel names its rows and columns and an exercise's check the element it speaks of."""
    if shape == ():
        return [name]
    return [f"{name}[{','.join(map(str, index))}]" for index in itertools.product(*map(range, shape))]
