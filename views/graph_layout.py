"""Where each node of a graph snapshot sits: inputs on the left, the result on the right.

A layered (Sugiyama-style) layout, cheap enough for thousands of nodes and the same every time:
1. layers: networkx's topological generations of the snapshot's graph, then every node moved as
   far right as its users allow, so a node sits just before the first node that uses it (a
   constant used at the end is drawn next to its user, not far away in the first column);
2. order inside a layer: a few barycenter sweeps (each node moves towards the mean row of its
   neighbours), which removes most edge crossings;
3. positions: one column per layer, rows centred on y = 0.
No force layout: stepping the walk never moves a node, and the same snapshot gives the same picture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import networkx as nx

from core.engine.snapshot import GraphSnapshot

__all__ = ["Spacing", "layered_layout", "layers_of"]


@dataclass(frozen=True)
class Spacing:
    """Sizes the layout leaves room for: node boxes, and the gap between columns for edge labels."""

    node_width: float = 150.0
    node_height: float = 60.0
    column_gap: float = 230.0  # between boxes of neighbouring layers: edge labels sit here
    row_gap: float = 50.0  # between boxes of one layer: the node's gradient badge sits here

    @property
    def column_pitch(self) -> float:
        return self.node_width + self.column_gap

    @property
    def row_pitch(self) -> float:
        return self.node_height + self.row_gap


def _graph(snapshot: GraphSnapshot) -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_nodes_from(node.id for node in snapshot.nodes)
    graph.add_edges_from((edge.source, edge.target) for edge in snapshot.edges)
    return graph


def layers_of(snapshot: GraphSnapshot) -> dict[int, int]:
    """node id -> layer (column) index: every input in a lower layer than each node that uses it."""
    graph = _graph(snapshot)
    layer: dict[int, int] = {}
    for index, generation in enumerate(nx.topological_generations(graph)):
        for node in generation:
            layer[node] = index
    # Pull each node right, up to the column before its nearest user: users are settled first.
    for generation in reversed(list(nx.topological_generations(graph))):
        for node in generation:
            users = [layer[user] for user in graph.successors(node)]
            if users:
                layer[node] = min(users) - 1
    low = min(layer.values(), default=0)
    return {node: index - low for node, index in layer.items()}


def _order_layers(snapshot: GraphSnapshot, layer: dict[int, int], sweeps: int) -> list[list[int]]:
    """The nodes of each layer, top to bottom, after `sweeps` barycenter sweeps."""
    columns: list[list[int]] = [[] for _ in range(max(layer.values(), default=-1) + 1)]
    for node in snapshot.nodes:  # the snapshot's topological order: a deterministic start
        columns[layer[node.id]].append(node.id)
    inputs: dict[int, list[int]] = {node: [] for node in layer}
    users: dict[int, list[int]] = {node: [] for node in layer}
    for edge in snapshot.edges:
        inputs[edge.target].append(edge.source)
        users[edge.source].append(edge.target)
    row = {node: i - (len(col) - 1) / 2 for col in columns for i, node in enumerate(col)}

    def sweep(order: range, neighbours: dict[int, list[int]]) -> None:
        for index in order:
            column = columns[index]
            keys = {}
            for place, node in enumerate(column):
                near = neighbours[node]
                # no neighbours on this side: keep the current row, so the node does not drift
                centre = sum(row[n] for n in near) / len(near) if near else row[node]
                keys[node] = (centre, place)
            column.sort(key=keys.__getitem__)
            for i, node in enumerate(column):
                row[node] = i - (len(column) - 1) / 2

    for _ in range(sweeps):
        sweep(range(1, len(columns)), inputs)  # left to right: follow the inputs
        sweep(range(len(columns) - 2, -1, -1), users)  # right to left: follow the users
    return columns


def layered_layout(snapshot: GraphSnapshot, spacing: Spacing | None = None, sweeps: int = 4,
                   widths: Mapping[int, float] | None = None,
                   gaps: Mapping[int, float] | None = None,
                   layer: Mapping[int, int] | None = None,
                   heights: Mapping[int, float] | None = None) -> dict[int, tuple[float, float]]:
    """node id -> the scene position of the centre of its box.

    With `widths` (node id -> its box's width), each column is as wide as its widest box, and
    `gaps` (layer -> the room before it) sets each gap between columns, so a picture is as narrow as
    its texts allow; without them every box is `spacing.node_width` and every gap `column_gap`.
    Rows keep one pitch across columns, so a chain runs straight. With `heights` (node id -> its
    box's height) the pitch is what the tallest pair of neighbours in a column needs with
    `row_gap` between them, not the tallest box twice: one tall box does not spread every row.
    """
    spacing = spacing or Spacing()
    layer = layer if layer is not None else layers_of(snapshot)  # (`layers_of`, when known)
    columns = _order_layers(snapshot, layer, sweeps)
    pitch = spacing.row_pitch
    if heights is not None:
        pairs = [(heights[a] + heights[b]) / 2 for column in columns for a, b in zip(column, column[1:])]
        pitch = max(pairs, default=spacing.node_height) + spacing.row_gap
    positions: dict[int, tuple[float, float]] = {}
    x = 0.0
    half_before = 0.0
    for index, column in enumerate(columns):
        half = (max(widths[node] for node in column) if widths is not None and column
                else spacing.node_width) / 2
        if index:
            gap = gaps.get(index, spacing.column_gap) if gaps is not None else spacing.column_gap
            x += half_before + gap + half
        half_before = half
        for place, node in enumerate(column):
            positions[node] = (x, (place - (len(column) - 1) / 2) * pitch)
    return positions
