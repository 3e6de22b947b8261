"""Where each node of a graph snapshot sits: inputs on the left, the result on the right.

A layered (Sugiyama-style) layout, cheap enough for thousands of nodes and the same every time:
1. layers: networkx's topological generations of the snapshot's graph, then every node moved as
   far right as its users allow, so a node sits just before the first node that uses it (a
   constant used at the end is drawn next to its user, not far away in the first column);
2. order inside a layer: a few barycenter sweeps (each node moves towards the mean row of its
   neighbours), which removes most edge crossings;
3. positions: one column per layer, rows centred on y = 0;
4. an edge that skips columns and would cross a box on its way is given a free row in each column
   it crosses (a waypoint, Sugiyama's dummy node), and the layout is made again with them.
No force layout: stepping the walk never moves a node, and the same snapshot gives the same picture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import networkx as nx

from gradwalk.core.engine.snapshot import GraphSnapshot

__all__ = ["Spacing", "Layout", "layered_layout", "routed_layout", "layers_of"]


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


def _order_layers(order: list[int], links: list[tuple[int, int]], layer: Mapping[int, int],
                  sweeps: int) -> list[list[int]]:
    """The nodes of each layer, top to bottom, after `sweeps` barycenter sweeps. `order` is every
    node (a deterministic start), `links` the (input, user) pairs."""
    columns: list[list[int]] = [[] for _ in range(max(layer.values(), default=-1) + 1)]
    for node in order:
        columns[layer[node]].append(node)
    inputs: dict[int, list[int]] = {node: [] for node in layer}
    users: dict[int, list[int]] = {node: [] for node in layer}
    for source, target in links:
        inputs[target].append(source)
        users[source].append(target)
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
                   heights: Mapping[int, float] | None = None,
                   below: Mapping[int, float] | None = None) -> dict[int, tuple[float, float]]:
    """node id -> the scene position of the centre of its box.

    With `widths` (node id -> its box's width), each column is as wide as its widest box, and
    `gaps` (layer -> the room before it) sets each gap between columns, so a picture is as narrow as
    its texts allow; without them every box is `spacing.node_width` and every gap `column_gap`.
    Rows keep one pitch across columns, so a chain runs straight. With `heights` (node id -> its
    box's height) the pitch is what the tallest pair of neighbours in a column needs with
    `row_gap` between them, not the tallest box twice: one tall box does not spread every row.
    `below` (node id -> room) is what a node needs under it besides `row_gap` (a tall badge): it
    counts where another box of its column is under it, as a node alone in its column has room.
    """
    return _place(snapshot, spacing or Spacing(), sweeps, widths, gaps,
                  layer if layer is not None else layers_of(snapshot), heights, {}, below)[0]


@dataclass(frozen=True)
class Layout:
    """Where the boxes go, and the waypoints of the edges that skip columns around boxes."""

    positions: dict[int, tuple[float, float]]  # node id -> the centre of its box
    routes: dict[tuple, list[tuple[float, float, float]]]  # edge key -> (x, y, half width) per column
    # it crosses: the edge runs level through the column at y, from x - half width to x + half width


WAYPOINT_HEIGHT = 24.0  # the row a waypoint takes in its column (an edge, and room around it)
MOST_WAYPOINTS = 300  # beyond, long edges are drawn straight: a big graph would grow tall


def routed_layout(snapshot: GraphSnapshot, spacing: Spacing, widths: Mapping[int, float],
                  heights: Mapping[int, float], gaps: Mapping[int, float] | None = None,
                  layer: Mapping[int, int] | None = None, sweeps: int = 4, rounds: int = 3,
                  below: Mapping[int, float] | None = None) -> Layout:
    """`layered_layout`, then every edge that skips columns and would pass through a box gets a
    waypoint in each column it crosses, and the layout is made again (a few rounds, as the new rows
    move other edges)."""
    layer = layer if layer is not None else layers_of(snapshot)
    routed: dict[tuple, list[int]] = {}
    positions, slots = _place(snapshot, spacing, sweeps, widths, gaps, layer, heights, routed, below)
    total = 0
    for _ in range(rounds):
        added = False
        for key in _crossing_edges(snapshot, layer, positions, widths, heights):
            span = layer[key[1]] - layer[key[0]] - 1
            if key in routed or total + span > MOST_WAYPOINTS:
                continue
            routed[key] = list(range(layer[key[0]] + 1, layer[key[1]]))
            total += span
            added = True
        if not added:
            break
        positions, slots = _place(snapshot, spacing, sweeps, widths, gaps, layer, heights, routed, below)
    routes = {key: [slots[(key, column)] for column in columns] for key, columns in routed.items()}
    return Layout(positions, routes)


def _place(snapshot: GraphSnapshot, spacing: Spacing, sweeps: int, widths: Mapping[int, float] | None,
           gaps: Mapping[int, float] | None, layer: Mapping[int, int], heights: Mapping[int, float] | None,
           routed: Mapping[tuple, list[int]], below: Mapping[int, float] | None = None) -> tuple[dict, dict]:
    """The boxes' centres, and each waypoint's (x, y, half column width) by (edge key, column)."""
    order = [node.id for node in snapshot.nodes]
    links = []
    layer = dict(layer)
    sizes = dict(heights) if heights is not None else {}
    waypoint_of: dict[int, tuple] = {}
    next_id = -1
    for edge in snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        before = edge.source
        for column in routed.get(key, ()):
            waypoint_of[next_id] = (key, column)
            layer[next_id] = column
            sizes[next_id] = WAYPOINT_HEIGHT
            order.append(next_id)
            links.append((before, next_id))
            before, next_id = next_id, next_id - 1
        links.append((before, edge.target))
    columns = _order_layers(order, links, layer, sweeps)
    pitch = spacing.row_pitch
    if heights is not None:
        below = below or {}
        pairs = [(sizes[a] + sizes[b]) / 2 + below.get(a, 0.0)
                 for column in columns for a, b in zip(column, column[1:])]
        pitch = max(pairs, default=spacing.node_height) + spacing.row_gap
    positions: dict[int, tuple[float, float]] = {}
    slots: dict[tuple, tuple[float, float, float]] = {}
    x = 0.0
    half_before = 0.0
    for index, column in enumerate(columns):
        real = [node for node in column if node >= 0]
        half = (max(widths[node] for node in real) if widths is not None and real
                else spacing.node_width) / 2
        if index:
            gap = gaps.get(index, spacing.column_gap) if gaps is not None else spacing.column_gap
            x += half_before + gap + half
        half_before = half
        for place, node in enumerate(column):
            y = (place - (len(column) - 1) / 2) * pitch
            if node < 0:
                slots[waypoint_of[node]] = (x, y, half)
            else:
                positions[node] = (x, y)
    return positions, slots


def _crossing_edges(snapshot: GraphSnapshot, layer: Mapping[int, int], positions: Mapping,
                    widths: Mapping[int, float], heights: Mapping[int, float]) -> list[tuple]:
    """The keys of the edges that skip columns and whose plain curve (the view's: level at both
    ends) would pass through a box of a column in between."""
    by_column: dict[int, list[int]] = {}
    for node, index in layer.items():
        if node in positions:
            by_column.setdefault(index, []).append(node)
    found = []
    for edge in snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        first, last = layer[edge.source], layer[edge.target]
        if last - first < 2:
            continue
        (sx, sy), (tx, ty) = positions[edge.source], positions[edge.target]
        x0, x3 = sx + widths[edge.source] / 2, tx - widths[edge.target] / 2
        reach = max(20.0, (x3 - x0) * 0.45)
        for column in range(first + 1, last):
            for node in by_column.get(column, ()):
                nx_, ny = positions[node]
                half_w, half_h = widths[node] / 2 + 8, heights[node] / 2 + 8  # the ring, and the pen
                if _cubic_meets_box((x0, sy, x0 + reach, sy, x3 - reach, ty, x3, ty),
                                    (nx_ - half_w, ny - half_h, nx_ + half_w, ny + half_h)):
                    found.append(key)
                    break
            else:
                continue
            break
    return found


def _cubic_meets_box(points: tuple[float, ...], box: tuple[float, float, float, float]) -> bool:
    """Whether the cubic (x0, y0, … x3, y3) passes through the box (left, top, right, bottom):
    sampled finely enough for boxes some ten pixels high."""
    x0, y0, x1, y1, x2, y2, x3, y3 = points
    left, top, right, bottom = box
    samples = 48
    for i in range(samples + 1):
        t = i / samples
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        x = a * x0 + b * x1 + c * x2 + d * x3
        y = a * y0 + b * y1 + c * y2 + d * y3
        if left <= x <= right and top <= y <= bottom:
            return True
    return False
