"""A tensor operation opened into the scalar operations behind each element of its result.

One tensor operation does many computations on numbers at once: tanh of a 4-vector is four tanh;
element [i, k] of a matrix product is the sum of the products a[i, j]·b[j, k]; a sum adds every
element up. `open_node(node, labels)` does them again, with the engine itself, one number at a
time: each element of an input is picked out of its tensor (`a.element(i, j)`), then the scalar
operations run on those, giving one 0-d tensor per element of `node`, equal to that element. The
program is not changed: the opened part is recorded beside the graph, from the same input tensors.

`element_steps(opened, grad)` walks it back. Each element starts with its own share of the
gradient that arrived at the node (its element of `grad`), and the scalar nodes are visited newest
first by `visit_node`, the very visit of backward(), down to the picks, which pass their gradient on
to the input tensors. What reaches an input so adds up to what the tensor operation's own rule
passes it: the chain rule is the same, taken one number at a time
(tests/core/engine/test_elements.py checks it on random programs).

`opened_snapshot(snapshot, tensors, opened)` draws it: the snapshot with each opened node's
recorded inputs replaced by its scalar part, and an edge from each element to the node. The
scalar part's own edges are quiet: a matrix product's has an edge for each factor of each
product, far more labels than a picture can hold at once, so each says its derivative only while
its step is the current one, and the boxes say the numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from gradwalk.core.words import translate

from .backward import visit_node
from .describe import edge_formula, graph_names
from .dtypes import FLOAT_DTYPES
from .errors import GradwalkError
from .gradmath import array_math
from .gradstore import GradStore
from .ops import BROADCAST, CAST, MATMUL, OPS, REDUCE, SHAPE
from .snapshot import EdgeInfo, GraphSnapshot, node_info
from .steps import BackwardStep
from .tensor import Tensor

__all__ = ["MAX_ELEMENTS", "MAX_SCALARS", "OPENED_OP", "CannotOpen", "OpenedNode", "cannot_open",
           "open_node", "element_steps", "opened_snapshot"]

MAX_ELEMENTS = 64  # a node of up to this many elements opens into its numbers
MAX_SCALARS = 1_500  # and when its scalar operations and picks are at most this many nodes
OPENED_OP = "elements"  # what an opened node's box says it is: its elements, gathered


class CannotOpen(GradwalkError, ValueError):
    """A node that does not open into its elements, with the sentence that says why."""


def cannot_open(label: str, op_name: str | None, shape: tuple, input_shapes: Sequence[tuple]) -> str | None:
    """Why the node `label`, made by `op_name` from inputs of `input_shapes`, does not open into its
    elements; None when it does. Shapes alone decide, so the window can say it before any work."""
    size = math.prod(shape)
    if op_name is None:
        return translate("Elements", "{0} is a leaf: no operation made it, so there is nothing to "
                         "open.").format(label)
    op = OPS.get(op_name)
    if op is None or op.kind == CAST or op_name in ("max_keepdim", "min_keepdim"):
        return translate("Elements", "{0} is made by {1}, which has no operation on single numbers to "
                         "open into.").format(label, op_name)
    if size > MAX_ELEMENTS:
        return translate("Elements", "{0} has {1} elements: a node opens into its numbers up to {2} "
                         "elements, to stay readable.").format(label, size, MAX_ELEMENTS)
    scalars = _scalar_count(op.kind, shape, input_shapes)
    if scalars > MAX_SCALARS:
        return translate("Elements", "{0} would open into {1} scalar nodes, more than the {2} a graph "
                         "can show readably.").format(label, scalars, MAX_SCALARS)
    return None


def _scalar_count(kind: str, shape: tuple, input_shapes: Sequence[tuple]) -> int:
    """How many nodes opening takes: the picks of the inputs' elements, and the operations."""
    size = math.prod(shape)
    picks = sum(math.prod(s) for s in input_shapes)
    if kind == MATMUL:
        inner = input_shapes[0][-1]
        return picks + size * (2 * inner - 1)
    if kind == REDUCE:
        return 2 * picks + size  # every element added once, a division for a mean
    return picks + size


@dataclass(frozen=True)
class OpenedNode:
    node: Tensor  # the tensor opened
    elements: tuple[Tensor, ...]  # one 0-d tensor per element of node, in row-major order
    scalars: tuple[Tensor, ...]  # every tensor the opening made, oldest first: picks, operations


def open_node(node: Tensor, labels: Mapping[int, str]) -> OpenedNode:
    """The scalar operations behind each element of `node` (see the module's docstring); the
    elements are named after `labels` (tensor id -> name, the graph's), `h[0,3]`. Raises
    CannotOpen with `cannot_open`'s sentence."""
    label = labels.get(node._id, node.name or "?")
    inputs = node._inputs
    why = cannot_open(label, node.op, node.shape, [t.shape for t in inputs])
    if why:
        raise CannotOpen(why)
    return _Opening(node, labels).run()


class _Opening:
    """The work of open_node: picks made once per input element, then each element's operations."""

    def __init__(self, node: Tensor, labels: Mapping[int, str]) -> None:
        self.node, self.labels = node, labels
        self.made: list[Tensor] = []
        self.known = {t._id for t in node._inputs}  # tensors drawn already, or made here
        self.picks: dict[tuple[int, int], Tensor] = {}

    def name(self, tensor: Tensor, flat: int) -> str:
        """`W[1,0]`: the element `flat` of `tensor`, by the graph's name for it; `s[]` the one
        number of a tensor of shape (), which is not the tensor itself."""
        index = np.unravel_index(flat, tensor.shape) if tensor.shape else ()
        base = self.labels.get(tensor._id, tensor.name or "?")
        return f"{base}[{','.join(str(int(i)) for i in index)}]"

    def keep(self, tensor: Tensor, name: str | None = None) -> Tensor:
        """Keep a tensor the opening made, named `name`; with a constant it made on the way (the
        count a mean divides by), which the picture shows too."""
        for made in tensor._inputs:
            if made._op is None and made._id not in self.known and not made._is_var:
                self.known.add(made._id)
                self.made.append(made)
        if name is not None:
            tensor.name = name
        self.known.add(tensor._id)
        self.made.append(tensor)
        return tensor

    def element(self, tensor: Tensor, flat: int, name: str) -> Tensor:
        """A new pick of element `flat` of `tensor`, called `name`."""
        index = tuple(int(i) for i in np.unravel_index(flat, tensor.shape)) if tensor.shape else ()
        picked = tensor.element(*index)
        if picked._op is None and tensor._dtype in FLOAT_DTYPES:
            # an element of a plain tensor: recorded all the same, so that the walk shows the
            # share each element gets, as the tensor's own walk gives the tensor one
            picked._op, picked._inputs, picked._params = OPS["element"], (tensor,), (index,)
            picked._requires_grad = True
        return self.keep(picked, name)

    def pick(self, tensor: Tensor, flat: int) -> Tensor:
        """Element `flat` of an input, picked once however often it is used: `W[1,0]`."""
        key = (tensor._id, flat)
        if key not in self.picks:
            self.picks[key] = self.element(tensor, flat, self.name(tensor, flat))
        return self.picks[key]

    def run(self) -> OpenedNode:
        node = self.node
        names = [self.name(node, k) for k in range(node.numel)]
        kind, inputs = node._op.kind, node._inputs
        if kind == MATMUL:
            elements = self.products(names)
        elif kind == REDUCE:
            elements = self.sums(names)
        elif kind in (SHAPE, BROADCAST) and len(inputs) == 1:
            elements = self.moved(names)
        else:  # elementwise, one input or two (stretched by broadcasting)
            elements = self.elementwise(names)
        return OpenedNode(node, tuple(elements), tuple(self.made))

    def products(self, names: list[str]) -> list[Tensor]:
        """A matrix product's elements: each the sum of its products a[i, j]·b[j, k]."""
        node = self.node
        a, b = node._inputs
        batch = node.shape[:-2]
        a_flat = _stretched(a.shape, (*batch, *a.shape[-2:]))  # over the result's batch axes
        b_flat = _stretched(b.shape, (*batch, *b.shape[-2:]))
        elements = []
        for k, name in enumerate(names):
            pairs = _matmul_pairs(a_flat, b_flat, node.shape, k)
            terms = [self.keep(self.pick(a, i) * self.pick(b, j),
                               f"{self.name(a, i)}·{self.name(b, j)}" if len(pairs) > 1 else name)
                     for i, j in pairs]
            elements.append(self.sum(terms, name, name))
        return elements

    def sums(self, names: list[str]) -> list[Tensor]:
        """A sum's or mean's elements: the numbers each adds up (then divided by their count)."""
        (x,) = self.node._inputs
        owner = _stretched(self.node.shape, x.shape).ravel()  # the result's element each is added into
        mean = self.node._op.name.startswith("mean")
        elements = []
        for k, name in enumerate(names):
            members = [int(i) for i in np.flatnonzero(owner == k)]
            if len(members) == 1 and not mean:  # a sum of one number: that number
                elements.append(self.element(x, members[0], name))
                continue
            total = self.sum([self.pick(x, i) for i in members], f"Σ {name}" if mean else name, name)
            elements.append(self.keep(total / len(members), name) if mean else total)
        return elements

    def moved(self, names: list[str]) -> list[Tensor]:
        """A reshape's, transpose's or broadcast's elements: the same numbers moved, each a pick
        of its own (a broadcast reads one number several times)."""
        (x,) = self.node._inputs
        moved = self.node._op.forward(np, np.arange(x.numel).reshape(x.shape), *self.node._params)
        return [self.element(x, int(flat), name) for flat, name in zip(np.ravel(moved), names)]

    def elementwise(self, names: list[str]) -> list[Tensor]:
        """An elementwise operation's elements: the same operation on single numbers."""
        node = self.node
        scalar_op = node._op.name.removeprefix("broadcast_")
        sources = [_stretched(t.shape, node.shape).ravel() for t in node._inputs]  # the element each reads
        elements = []
        for k, name in enumerate(names):
            picked = [self.pick(t, int(s[k])) for t, s in zip(node._inputs, sources)]
            if len(picked) == 2:
                result = getattr(picked[0], scalar_op)(picked[1])
            else:
                result = getattr(picked[0], scalar_op)(*node._params)
            elements.append(self.keep(result, name))
        return elements

    def sum(self, terms: list[Tensor], name: str, element: str) -> Tensor:
        """terms[0] + terms[1] + …, added one at a time as a loop would: each partial sum is
        called `Σ2 y[0,1]` (the first two terms of `element`), the whole one `name`; one term is
        itself."""
        total = terms[0]
        for count, term in enumerate(terms[1:], start=2):
            total = self.keep(total + term, name if count == len(terms) else f"Σ{count} {element}")
        return total


def _stretched(shape: tuple, onto: tuple) -> np.ndarray:
    """The flat index of each element of an array of `shape`, stretched by broadcasting to `onto`:
    for an input read by a result of shape `onto`, which element each of the result's reads; for
    a result of `shape` that an input of shape `onto` was summed into, where each input goes."""
    return np.broadcast_to(np.arange(math.prod(shape)).reshape(shape), onto)


def _matmul_pairs(a: np.ndarray, b: np.ndarray, out: tuple, k: int) -> list[tuple[int, int]]:
    """The flat indices of the products that element `k` of a @ b adds up; `a` and `b` hold the
    inputs' flat indices, stretched over the result's batch axes (`_stretched`)."""
    *batch, i, j = np.unravel_index(k, out)
    return [(int(a[(*batch, i, m)]), int(b[(*batch, m, j)])) for m in range(a.shape[-1])]


def element_steps(opened: OpenedNode, grad: Tensor) -> tuple[list[BackwardStep], GradStore]:
    """The backward walk of the opened part (see the module's docstring), from `grad`, the
    gradient that arrived at the opened node: the steps, newest node first, and the GradStore
    they filled (the inputs' shares from this node, and the picks')."""
    node = opened.node
    F = array_math(node._backend.xp)
    grads = GradStore()
    entries = grads._entries
    shares = grad._data.reshape(-1) if grad.shape else grad._data.reshape(1)
    for k, element in enumerate(opened.elements):
        if element._requires_grad:
            entries[element._id] = [element, shares[k]]
    steps = []
    visited = sorted((t for t in opened.scalars if t._op is not None and t._requires_grad),
                     key=lambda t: t._id, reverse=True)
    for tensor in visited:
        done = visit_node(tensor, entries, F, None)
        if done is not None:
            steps.append(BackwardStep(len(steps), tensor, *done))
    return steps, grads


def opened_snapshot(snapshot: GraphSnapshot, tensors: Sequence[Tensor],
                    opened: Sequence[OpenedNode]) -> GraphSnapshot:
    """`snapshot` (of `tensors`, the graph's) with each of `opened` drawn open: its recorded input
    edges replaced by its scalar part, and an edge from each element into it, at the element's
    position. Every other node and edge, and every label, stays as it was."""
    if not opened:
        return snapshot
    made = [t for part in opened for t in part.scalars]
    names = graph_names([*tensors, *made])
    names.labels.update({node.id: node.label for node in snapshot.nodes})
    parts = {part.node._id: part for part in opened}
    drawn = {node.id for node in snapshot.nodes} | {t._id for t in made}
    nodes, edges = [], [edge for edge in snapshot.edges if edge.target not in parts]
    for info in snapshot.nodes:
        part = parts.get(info.id)
        if part is None:
            nodes.append(info)
            continue
        # the scalar part just before its node: inputs still come before the nodes that use them
        for tensor in part.scalars:
            nodes.append(node_info(tensor, names, tensor._op, tensor._params, tensor._requires_grad, 1))
            for position, source_tensor in enumerate(tensor._inputs):
                if source_tensor._id in drawn:
                    edges.append(EdgeInfo(source_tensor._id, tensor._id, position,
                                          edge_formula(tensor, position, names.labels),
                                          carries_gradient=tensor._requires_grad
                                          and source_tensor._dtype in FLOAT_DTYPES, quiet=True))
        for position, element in enumerate(part.elements):
            edges.append(EdgeInfo(element._id, info.id, position,
                                  translate("Elements", "its element {0}").format(position),
                                  carries_gradient=element._requires_grad))
        summary = translate("Elements", "{0}, opened: its {1} elements, each computed on its own").format(
            info.op, len(part.elements))
        nodes.append(replace(info, op=OPENED_OP, params=(), summary=summary, made_from=""))
    order = {info.id: index for index, info in enumerate(nodes)}
    edges.sort(key=lambda edge: (order[edge.target], edge.position))
    return GraphSnapshot(snapshot.root, tuple(nodes), tuple(edges))
