"""A network's layers, found in a recorded graph, and the graph drawn a layer a box.

A dense layer records three operations: a matrix product with a weight matrix, the bias added,
and an activation (`h = (x @ W).broadcast_add(b).tanh()`). Drawn one node each, a 2-16-16-1
network is a dozen columns; drawn a layer a box (`2 → 16, tanh`), it reads as the network it is.

`find_layers(snapshot)` finds them: a matmul by a variable matrix W of shape (n_in, n_out), then,
each optional but at least one of them, an add of a variable bias of n_out elements and one
activation (tanh, relu, sigmoid). Each inner result must be used by the next operation only: a
result used elsewhere too stays a node of its own, since hiding it would hide that edge.

After a network's last layer, the loss is a few more operations (the stable cross-entropy's
softplus, product, difference and mean): a third of the drawing, for one number. `find_loss_tail`
finds them, the operations that only the loss uses, back to the layers and the data, as a
`LossTail`, drawn as one box like a layer (`loss: mean_all(sub(softplus(z), mul(y, z)))`).

`grouped_snapshot(snapshot, layers)` is the same graph with each of `layers` one node: it keeps
the id, name and value of the layer's result (so the edges leaving the layer and the walk's
gradient on it stay the same), and has an edge from each of the layer's inputs (x at position 0,
W at 1, b at 2). Nothing is computed anew: the groups are a way of drawing what was recorded.
Given how much gradient the walk brought to each unit of the layers' results (`unit_flow` of each
result's gradient), each box carries it too.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import ArrayLike

from gradwalk.core.words import translate

from .snapshot import EdgeInfo, GraphSnapshot, NodeInfo

__all__ = ["ACTIVATIONS", "Box", "LAYER_OP", "Layer", "LossTail", "find_layers", "find_loss_tail",
           "grouped_snapshot", "layer_formula", "SATURATED_SLOPE", "SATURATED_SHARE", "saturated_units",
           "silent_units", "unit_flow", "unit_marks"]

ACTIVATIONS = ("tanh", "relu", "sigmoid")
BIAS_ADDS = ("add", "broadcast_add")
LAYER_OP = "layer"  # the operation a grouped layer's node says it is


@dataclass(frozen=True)
class Layer:
    """A dense layer of a recorded graph: its operations and the nodes that feed it."""
    output: int  # the node of the layer's result (its activation's, or its bias add's)
    name: str  # that node's label: the learner opens and closes the layer by it (`h1`)
    members: tuple[int, ...]  # its operations' nodes, the matmul first, the output last
    input: int  # the node fed in: the data, or the layer before's result
    weight: int
    bias: int | None
    sizes: tuple[int, int]  # (inputs, outputs): the weight matrix's shape
    activation: str | None
    bias_position: int = 1  # the bias's place among its add's inputs: b + t as well as t + b

    @property
    def title(self) -> str:
        """What the box says: `2 → 16, tanh`, or `16 → 1` without an activation."""
        sizes = f"{self.sizes[0]} → {self.sizes[1]}"
        return f"{sizes}, {self.activation}" if self.activation else sizes

    def inputs(self) -> tuple[int, ...]:
        """The nodes that feed the layer, in the grouped node's input positions."""
        return (self.input, self.weight) + ((self.bias,) if self.bias is not None else ())

    def input_edges(self) -> tuple[tuple[int, int, int], ...]:
        """Each input edge's place in the operations, (source, operation, position), in the
        grouped node's input positions: x and W into the product, b into the add (W @ W has two
        edges from one node, told apart by their positions)."""
        edges = ((self.input, self.members[0], 0), (self.weight, self.members[0], 1))
        if self.bias is not None:
            edges += ((self.bias, self.members[1], self.bias_position),)
        return edges


@dataclass(frozen=True)
class LossTail:
    """The operations after a network's last layer that make its loss, drawn as one box: the
    same places as a Layer's for the walk and the drawing (its output, name, members, inputs)."""
    output: int  # the loss's node, the graph's root
    name: str  # its label: the learner opens and closes the box by it (`loss`)
    members: tuple[int, ...]  # its operations' nodes, in the order they were recorded, the output last
    edges_in: tuple[tuple[int, int, int], ...]  # (source, operation, position) of each edge into it
    expression: str  # what it computes from its inputs: `mean_all(sub(softplus(z), mul(y, z)))`
    formulas: tuple[str, ...]  # each edge in's local derivative of the loss, the chain's product

    @property
    def title(self) -> str:
        return self.expression

    def inputs(self) -> tuple[int, ...]:
        return tuple(source for source, _, _ in self.edges_in)

    def input_edges(self) -> tuple[tuple[int, int, int], ...]:
        return self.edges_in


Box = Layer | LossTail  # operations drawn as one box, walked back in one step


def find_loss_tail(snapshot: GraphSnapshot, layers: tuple[Layer, ...]) -> LossTail | None:
    """The operations that make the loss after `layers` (see the module's docstring): from the
    root back, each operation that only they use, neither a layer's nor a matrix product (whose
    local derivative is no factor of a product); None where there are fewer than two."""
    nodes = {node.id: node for node in snapshot.nodes}
    root = nodes.get(snapshot.root)
    in_layers = {member for layer in layers for member in layer.members}
    if root is None or root.op is None or root.id in in_layers or root.op == "matmul":
        return None
    users: dict[int, set[int]] = defaultdict(set)
    for edge in snapshot.edges:
        users[edge.source].add(edge.target)
    members = {root.id}
    for node in reversed(snapshot.nodes):  # a node's users come after it: they are decided first
        operation = node.op is not None and node.op != "matmul" and node.id not in in_layers
        if operation and node.id not in members and users[node.id] and users[node.id] <= members:
            members.add(node.id)
    if len(members) < 2:
        return None
    inside = [edge for edge in snapshot.edges if edge.target in members and edge.source in members]
    if any("@" in edge.formula for edge in inside):
        return None
    ordered = tuple(node.id for node in snapshot.nodes if node.id in members)
    edges_in = [edge for edge in snapshot.edges if edge.target in members and edge.source not in members]
    chains = _chains_to(root.id, members, snapshot)
    if chains is None:
        return None  # too many ways through it to write: its operations stay as they are
    # an inner result is hidden in the box: a formula names it by what it computes (t2: sub(z, y))
    hidden = {nodes[member].label: _expression(member, members, snapshot)
              for member in members if member != root.id}
    formulas = tuple(_product_sum(edge.formula, chains[edge.target], hidden) for edge in edges_in)
    return LossTail(root.id, root.label, ordered, tuple((e.source, e.target, e.position) for e in edges_in),
                    _expression(root.id, members, snapshot), formulas)


# Paths from an operation to the loss, at most, for its box to be written out: each squaring
# doubles them (t·t, twelve times over, took 21 s and a formula of 37,000 characters)
MOST_PATHS = 16


def _chains_to(root: int, members: set[int], snapshot: GraphSnapshot) -> dict[int, list[list[str]]] | None:
    """For each member, the local derivatives along each path from it to `root`: the loss's
    derivative in the member is the sum over the paths of their products. None where a member
    has more than MOST_PATHS paths."""
    chains: dict[int, list[list[str]]] = {root: [[]]}
    for node in reversed(snapshot.nodes):
        if node.id not in members or node.id == root:
            continue
        users = [edge for edge in snapshot.edges if edge.source == node.id and edge.target in members]
        if sum(len(chains[edge.target]) for edge in users) > MOST_PATHS:
            return None
        chains[node.id] = [[*outer, edge.formula] for edge in users for outer in chains[edge.target]]
    return chains


NO_GRADIENT = "no gradient"  # an edge's formula where its operation has none (snapshot.py's words)


def _product_sum(first: str, chains: list[list[str]], hidden: dict[str, str]) -> str:
    """Σ over `chains` of the product of its factors and `first`, written as a learner would:
    the outermost factor first, 1s left out, hidden results named by what they compute
    (`_named_out`), a negative factor or a sum in brackets; a path through an operation without
    a derivative adds nothing."""
    terms = []
    for chain in chains:
        factors = [_named_out(factor, hidden) for factor in (*chain, first) if factor.strip() != "1"]
        if NO_GRADIENT in factors:
            continue
        factors = [f"({factor})" if factor.startswith(("−", "-")) or _spaced(factor) else factor
                   for factor in factors]
        terms.append("·".join(factors) or "1")
    # the same term by two paths (`(p − y)·(p − y)` takes p twice) is said once, counted
    counted = {term: terms.count(term) for term in terms}
    said = [term if count == 1 else f"{count}·{term}" for term, count in counted.items()]
    return " + ".join(said) or NO_GRADIENT


def _spaced(text: str) -> bool:
    """Whether `text` has a space outside brackets (`a + b`, not `sub(z, y)`)."""
    depth = 0
    for char in text:
        depth += char in "(["
        depth -= char in ")]"
        if char == " " and depth == 0:
            return True
    return False


def _named_out(formula: str, hidden: dict[str, str]) -> str:
    """`formula` with each hidden result's label written as what it computes."""
    for label, expression in hidden.items():
        if label != expression:
            formula = re.sub(rf"(?<![\w(]){re.escape(label)}(?![\w])", expression, formula)
    return formula


def _expression(node_id: int, members: set[int], snapshot: GraphSnapshot) -> str:
    """`op(inputs)` of a member, its inputs written the same way where they are members, by their
    labels where not."""
    inputs = sorted((edge for edge in snapshot.edges if edge.target == node_id),
                    key=lambda edge: edge.position)
    words = [_expression(edge.source, members, snapshot) if edge.source in members
             else snapshot.node(edge.source).label for edge in inputs]
    return f"{snapshot.node(node_id).op}({', '.join(words)})"


def find_layers(snapshot: GraphSnapshot) -> tuple[Layer, ...]:
    """The dense layers of `snapshot`, in the graph's order (see the module's docstring)."""
    nodes = {node.id: node for node in snapshot.nodes}
    inputs: dict[int, dict[int, int]] = defaultdict(dict)  # node -> position -> input node
    users: dict[int, set[int]] = defaultdict(set)  # node -> the nodes that use it
    for edge in snapshot.edges:
        inputs[edge.target][edge.position] = edge.source
        users[edge.source].add(edge.target)

    def only_user(node_id: int) -> NodeInfo | None:
        """The one node that uses `node_id`, where exactly one does."""
        return nodes[next(iter(users[node_id]))] if len(users[node_id]) == 1 else None

    layers = []
    for product in snapshot.nodes:
        if product.op != "matmul" or set(inputs[product.id]) != {0, 1}:
            continue
        source, weight = nodes[inputs[product.id][0]], nodes[inputs[product.id][1]]
        if not (weight.is_variable and len(weight.shape) == 2):
            continue
        members, bias, activation, bias_position = [product.id], None, None, 1
        after = only_user(product.id)
        if after is not None and after.op in BIAS_ADDS and _adds_a_bias(after, product.id, inputs, nodes,
                                                                       weight.shape[1]):
            bias_position = 1 if inputs[after.id][0] == product.id else 0
            bias = inputs[after.id][bias_position]
            members.append(after.id)
            after = only_user(after.id)
        if after is not None and after.op in ACTIVATIONS:
            activation = after.op
            members.append(after.id)
        if len(members) < 2:
            continue  # a bare matrix product is its own node already
        layers.append(Layer(members[-1], nodes[members[-1]].label, tuple(members), source.id, weight.id, bias,
                            (int(weight.shape[0]), int(weight.shape[1])), activation, bias_position))
    return tuple(layers)


def _adds_a_bias(add: NodeInfo, product: int, inputs: dict, nodes: dict, width: int) -> bool:
    """Whether `add` adds a variable of `width` elements (one per output) to `product`."""
    found = inputs[add.id]
    if set(found) != {0, 1} or product not in found.values() or found[0] == found[1]:
        return False
    bias = nodes[found[1] if found[0] == product else found[0]]
    return bias.is_variable and math.prod(bias.shape) == width


def grouped_snapshot(snapshot: GraphSnapshot, layers: tuple[Box, ...],
                     flows: Mapping[int, tuple[float, ...]] | None = None) -> GraphSnapshot:
    """`snapshot` with each of `layers` (and a loss's tail) drawn as one node (see the module's
    docstring); `flows`, by node id, how much gradient reached each unit of a result
    (`unit_flow`), where it was walked."""
    if not layers:
        return snapshot
    inner = {member: layer for layer in layers for member in layer.members}
    by_output = {layer.output: layer for layer in layers}
    recorded = {(edge.source, edge.target, edge.position): edge for edge in snapshot.edges}
    nodes_by_id = {node.id: node for node in snapshot.nodes}
    nodes, edges = [], []
    for node in snapshot.nodes:
        layer = inner.get(node.id)
        if layer is None:
            nodes.append(node)
        elif isinstance(layer, LossTail):
            if node.id == layer.output:
                nodes.append(replace(node, op=LAYER_OP, params=(), summary=_tail_summary(layer),
                                     made_from=layer.expression))
        elif node.id == layer.output:
            nodes.append(replace(node, op=LAYER_OP, params=(), summary=_layer_summary(layer),
                                 made_from="", marks=unit_marks(layer, node.value),
                                 unit_flow=(flows or {}).get(node.id, ())))
    for edge in snapshot.edges:
        if edge.target in inner:
            continue  # into a layer: made below, from the layer's inputs
        edges.append(edge)
    labels = {node.id: node.label for node in snapshot.nodes}
    for layer in by_output.values():
        for position, key in enumerate(layer.input_edges()):
            edge = recorded[key]
            if isinstance(layer, LossTail):
                formula = layer.formulas[position]
            else:
                formula = (layer_formula(layer, position, edge.formula, labels[layer.output],
                                         nodes_by_id[layer.output].shape)
                           if edge.formula != NO_GRADIENT else edge.formula)
            edges.append(EdgeInfo(edge.source, layer.output, position, formula, edge.carries_gradient))
    order = {node.id: index for index, node in enumerate(nodes)}
    edges.sort(key=lambda edge: (order[edge.target], edge.position))
    return GraphSnapshot(snapshot.root, tuple(nodes), tuple(edges))


# The activation's derivative in its result y: the backward rule of each, as the layer's edges say it
DERIVATIVES = {"tanh": "1 − {0}²", "sigmoid": "{0}·(1 − {0})", "relu": "[{0} > 0]"}


def layer_formula(layer: Layer, position: int, product_formula: str, output: str, shape: tuple) -> str:
    """The local derivative on a grouped layer's edge, as backpropagation writes it: the gradient
    g that reaches the layer's result is multiplied by the activation's derivative (g·(1 − h1²)
    for tanh), then passed on by the matrix product's rule with that in place of g
    (`(g·(1 − h1²)) @ W1ᵀ`, `Xᵀ @ (g·(1 − h1²))`); the bias takes it summed over the rows its one
    row was added to, `1ᵀ @ (g·(1 − h1²))`: the bias is a weight whose input is always 1.
    `product_formula` is the matmul edge's own formula, in g."""
    if layer.activation in DERIVATIVES:
        delta = f"g·({DERIVATIVES[layer.activation].format(output)})"
        grouped = f"({delta})"
    else:
        delta = grouped = "g"
    if position < 2:
        # without the product's shapes, which the boxes at both ends say: the label stays short
        return re.sub(r"\bg\b", grouped, re.sub(r", \([^()]*\)·\([^()]*\)$", "", product_formula))
    rows = shape[0] if len(shape) == 2 else 1
    return f"1ᵀ @ {grouped}" if rows > 1 else delta  # summed over the rows: a product with ones


# --- units that pass little gradient back -------------------------------------------------------------

SATURATED_SLOPE = 0.05  # an activation's slope under this passes back less than a twentieth
SATURATED_SHARE = 0.9  # of the rows: a unit flat on so many is saturated
SLOPES = {"tanh": lambda h: 1 - h * h, "sigmoid": lambda h: h * (1 - h)}  # in the unit's output


def saturated_units(activation: str | None, outputs: ArrayLike) -> np.ndarray:
    """For a layer's `outputs` (rows × units, after the activation): which units are saturated,
    their activation (tanh or sigmoid) flat on nearly every row, so that little of the gradient
    that reaches them passes on to their weights."""
    out = np.asarray(outputs, dtype=np.float64)
    slope = SLOPES.get(activation)
    if slope is None or out.ndim != 2:
        return np.zeros(out.shape[-1] if out.ndim else 0, dtype=bool)
    return np.mean(np.abs(slope(out)) < SATURATED_SLOPE, axis=0) >= SATURATED_SHARE


def silent_units(outputs: ArrayLike) -> np.ndarray:
    """Which units of a layer's `outputs` (rows × units) are 0 on every row (a dead ReLU unit: no
    row switches it on, so no gradient passes through it)."""
    out = np.asarray(outputs, dtype=np.float64)
    if out.ndim != 2 or not out.shape[0]:
        return np.zeros(out.shape[-1] if out.ndim else 0, dtype=bool)
    return np.abs(out).max(axis=0) == 0


def unit_flow(gradient: ArrayLike | None) -> tuple[float, ...]:
    """How much gradient reaches each unit of a layer: the mean size, over the rows, of the
    gradient of the layer's result (rows × units); () where there is none, or it is no matrix."""
    if gradient is None:
        return ()
    grad = np.asarray(gradient, dtype=np.float64)
    if grad.ndim != 2 or not grad.shape[0]:
        return ()
    return tuple(float(size) for size in np.abs(grad).mean(axis=0))


def unit_marks(layer: Layer, outputs: ArrayLike | None) -> tuple[tuple[str, str], ...]:
    """What a layer's box marks of its units at the values recorded (`outputs`, the layer's result),
    as (a few words, the sentence that explains them): how many are saturated, how many silent;
    nothing when every unit passes gradient on."""
    if outputs is None:
        return ()
    marks = []
    units = layer.sizes[1]
    saturated = int(saturated_units(layer.activation, outputs).sum())
    if saturated:
        marks.append((translate("Layers", "{0} of {1} saturated").format(saturated, units),
                      translate("Layers", "{0} of {1} units are saturated: their {2} is flat on nearly "
                                "every row, so little gradient passes back through them").format(
                          saturated, units, layer.activation)))
    silent = int(silent_units(outputs).sum())
    if silent:
        marks.append((translate("Layers", "{0} of {1} dead").format(silent, units),
                      translate("Layers", "{0} of {1} units are dead: 0 on every row, so no gradient "
                                "passes back through them").format(silent, units)))
    return tuple(marks)


def _tail_summary(tail: LossTail) -> str:
    # the box's second line: what it makes, of how many operations (the tooltip says which)
    return translate("Layers", "loss of {0} operations").format(len(tail.members))


def _layer_summary(layer: Layer) -> str:
    # the box's second line: what the layer is, and what it is made of
    return translate("Layers", "layer {0}").format(layer.title)
