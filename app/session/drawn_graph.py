"""The graph drawn for a program, named for the learner: each node's label as the window, the
command line and the exports show it (`3·x`, `t1`, `const1`), each element's name (`W[0,1]`), the
variables it starts from, and the graph `backward(create_graph=True)` records for a gradient.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor
from gradwalk.core.engine.format import format_number
from gradwalk.core.engine.snapshot import GraphSnapshot
from gradwalk.core.words import translate

__all__ = ["element_labels", "gradient_graph", "graph_variables", "readable_labels", "LONGEST_LABEL"]


def element_labels(name: str, shape: tuple) -> list[str]:
    """`y` for a number, `y[0]`, `y[1]` for a vector, `W[0,1]` for a matrix: one per element."""
    if shape == ():
        return [name]
    return [f"{name}[{','.join(map(str, index))}]" for index in np.ndindex(*shape)]


LONGEST_LABEL = 18  # characters; an unnamed result with a longer label is called t1, t2, …


def readable_labels(snapshot: GraphSnapshot) -> GraphSnapshot:
    """The snapshot with labels a node can show, each mapping back to the learner's code.

    A named tensor keeps its name. An unnamed result is called by what it computes while that is
    short: `3·x` and `x + 1` for the affine operation that `3 * x` and `x + 1` record, `sqr(x)` for
    an operation on its inputs; once that would nest it is t1, t2, … (in the order they were
    computed, as on a tape), and the box says what it stands for (`t3 = sub(t2, seconds)`). An
    unnamed plain tensor (`1 - y` of plain tensors: nothing recorded how) is const1, const2, …, its
    value beside it when it is one number."""
    inputs: dict[int, list[tuple[int, int]]] = {}
    for edge in snapshot.edges:
        inputs.setdefault(edge.target, []).append((edge.position, edge.source))
    taken = {node.label for node in snapshot.nodes if node.name}
    labels: dict[int, str] = {}
    made: dict[int, str] = {}
    count = constants = 0
    for node in snapshot.nodes:  # inputs before the nodes that use them
        label = node.label
        if node.op is None and not node.name:  # computed from plain tensors, nothing recorded
            constants += 1
            label = f"const{constants}"
            if node.value is not None and np.asarray(node.value).size == 1:
                made[node.id] = format_number(np.asarray(node.value).reshape(()).item())
        elif node.op is not None and not node.name:
            names = [labels.get(source, "?") for _, source in sorted(inputs.get(node.id, []))]
            label = _computed(node.op, node.params, names)
            if len(label) > LONGEST_LABEL or label in taken:
                made[node.id] = f"{node.op}({', '.join(names)})"
            while len(label) > LONGEST_LABEL or label in taken:
                count += 1
                label = f"t{count}"
        taken.add(label)
        labels[node.id] = label
    nodes = tuple(replace(node, label=labels[node.id], made_from=made.get(node.id, ""))
                  for node in snapshot.nodes)
    return replace(snapshot, nodes=nodes)


def _computed(op: str, params: tuple, names: list[str]) -> str:
    """What an unnamed result computes, as the learner wrote it where that is known: the affine
    operation `m·x + c` that `3 * x`, `x + 1` and `x.affine(m, c)` record reads `3·x`, `x + 1`."""
    if op == "affine" and len(params) == 2 and len(names) == 1:
        mul, add = params
        term = names[0] if " " not in names[0] else f"({names[0]})"
        text = term if mul == 1 else f"-{term}" if mul == -1 else f"{format_number(mul)}·{term}"
        if add:
            text += f" + {format_number(add)}" if add > 0 else f" − {format_number(-add)}"
        return text
    return f"{op}({', '.join(names)})"


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
