"""A graph's picture worked out before it is shown: its boxes and edges made and placed, and a
free spot found for each edge's label.

Laying out a network's graph and finding its labels' spots takes a few hundred milliseconds (a
layout is tried with each label width and spread out until every label finds a spot). The
window does it where the program is evaluated, off its own thread, and shows the result at once
(`GraphView.set_graph(..., plan=plan)`); an export or a test plans on the spot.

`plan_graph(snapshot, inputs, edge_texts, badge_texts)` reads nothing of the view but `inputs`
(`PlanInputs`, taken from the view on its own thread: the style, the spacing, the view's size),
and makes only items that are not Qt objects and belong to no scene yet (boxes, edges, texts), so
that it may run on any thread. The fonts it measures with are its own copies (`for_thread`): a
font's engine is per thread in Qt, and one font shared by two threads would be switched between
their engines under them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont

from gradwalk.core.engine import as_operand
from gradwalk.core.engine.snapshot import GraphSnapshot

from .edge_labels import BOX_MARGIN, EdgeShape, place_labels
from .graph_items import (LOD_EDGE, LOD_NAME, LOD_VALUE, Edge, Label, LevelsOfDetail, NodeItem, Style, clip,
                          edges_rect, font_metrics, text_width, _wrapped)
from .graph_layout import Spacing, layered_layout, layers_of, routed_layout

__all__ = ["GraphPlan", "PlanInputs", "plan_graph", "label_width", "fit_scale", "CAREFUL_UP_TO",
           "LABEL_CHARACTERS",
           "BADGE_LINES", "LODS", "MAX_FIT_SCALE"]

LODS = (LOD_NAME, LOD_EDGE, LOD_VALUE)  # the levels of detail a scene's labels have

# Up to this many nodes every label is given a spot of its own, over no box, label or curve; a
# bigger graph puts each label in the gap before its target (finding spots costs time per edge).
CAREFUL_UP_TO = 150
SPREAD_TRIES = 6  # layouts tried, each more spread out, until every label finds a free spot
LABEL_CHARACTERS = 13  # an edge label's width before it wraps, in average bold characters
NARROWER_LABELS = (LABEL_CHARACTERS, 10, 8)  # tried in turn while a small graph is too wide to read whole
ROW_CHARACTERS = 32  # the widest a matrix's row makes an edge's label, in average bold characters
BADGE_LINES = 3  # the lines a gradient badge under a box may take
MIN_GAP = 48.0  # between two columns of boxes: room for the arrows
MAX_FIT_SCALE = 1.25  # a fitted graph is never drawn larger than this


@dataclass(frozen=True)
class PlanInputs:
    """What a plan reads of the view, taken on the view's thread."""

    style: Style
    spacing: Spacing
    viewport: tuple[int, int]  # the view's size in pixels; (0, 0) before it is shown
    visible: bool  # a hidden view (an export, a test) has no size to fit: one label width only
    min_fit_scale: float
    formula: str  # the idle label, translated: "∂/∂{0} = {1}"
    label_choice: tuple = ()  # ((shape, characters),): the label width the graph drawn last took

    def for_thread(self) -> PlanInputs:
        """The same inputs with fonts of their own, for a plan made on another thread."""
        return replace(self, style=replace(self.style, font=_own_font(self.style.font),
                                           bold=_own_font(self.style.bold)))


def _own_font(font: QFont) -> QFont:
    """A copy of `font` that shares no private data with it (a plain copy would: Qt copies a font
    on its first change): a property changed and changed back."""
    copy = QFont(font)
    copy.setKerning(not font.kerning())
    copy.setKerning(font.kerning())
    return copy


@dataclass
class GraphPlan:
    """A snapshot's items placed, for the view to show (see the module's docstring)."""

    snapshot: GraphSnapshot
    inputs: PlanInputs
    levels: LevelsOfDetail
    edge_texts: Mapping[tuple, Sequence[str]] | None = None  # what the walk will say: room left for it
    badge_texts: Mapping[int, Sequence[str]] | None = None
    nodes: dict[int, NodeItem] = field(default_factory=dict)
    edges: dict[tuple, Edge] = field(default_factory=dict)
    idle_texts: dict[tuple, str] = field(default_factory=dict)  # each edge's formula
    curves: dict[tuple, tuple] = field(default_factory=dict)  # each edge's cubic, its label's default x
    anchors: dict[tuple, QPointF] = field(default_factory=dict)  # where each placed label is centred
    label_rects: dict[tuple, tuple] = field(default_factory=dict)  # each placed label's room
    badge_lines: dict[int, int] = field(default_factory=dict)  # node id -> the lines its badges take
    label_width: float = 0.0  # where an edge's label wraps
    row_width: float = 0.0  # how wide a matrix's row may make a label
    characters: int = LABEL_CHARACTERS  # the label width chosen, in characters
    shape: tuple = ()  # what the graph is, for the next plan's label width
    bounds: QRectF = field(default_factory=QRectF)  # what the picture covers, with a margin
    failed: list = field(default_factory=list)  # the edges whose labels found no free spot

    def badge_room(self, node_id: int) -> int:
        """The lines kept free under a box for its badge: as many as its badges take, when known."""
        return self.badge_lines.get(node_id, BADGE_LINES if not self.badge_lines else 1)


def label_width(style: Style, characters: int = LABEL_CHARACTERS) -> float:
    """Where an edge's label wraps, `characters` average bold characters wide."""
    return font_metrics(style.bold).averageCharWidth() * characters


def plan_graph(snapshot: GraphSnapshot, inputs: PlanInputs,
               edge_texts: Mapping[tuple, Sequence[str]] | None = None,
               badge_texts: Mapping[int, Sequence[str]] | None = None) -> GraphPlan:
    """Make and place `snapshot`'s items (see the module's docstring).

    A small graph too wide for the view at a readable scale is laid out again with narrower
    (taller) labels: a chain has height to spare and no width. The layout kept is the first whose
    every label has a free spot and that fits, else the largest of those with free spots. The same
    graph drawn again (new values as the learner types, or as the run it is drawn at trains) takes
    last time's width, without trying the others: each try lays the graph out anew, and a width
    that changed with the values would move the boxes as the learner watches."""
    style = inputs.style
    # Labels are hidden before they enter the scene when the zoom they will be seen at hides them:
    # hiding thousands of items already in the scene costs more than making them.
    plan = GraphPlan(snapshot, inputs, LevelsOfDetail(LODS, True), edge_texts, badge_texts)
    shapes: dict = {}  # one path per kind and size, shared by the boxes
    for node in snapshot.nodes:
        plan.nodes[node.id] = NodeItem(node, style, plan.levels, shapes)
    plan.badge_lines = {node_id: _lines_of(texts, style, plan.nodes[node_id].badge_width)
                        for node_id, texts in (badge_texts or {}).items() if node_id in plan.nodes}
    # not the view's size: a graph drawn keeps its plan as the view is resized (as a dock opens, or
    # the caption under it grows), and the same graph drawn again keeps its boxes
    plan.shape = (tuple(node.label for node in snapshot.nodes), len(snapshot.edges))
    choices = (NARROWER_LABELS if len(snapshot.nodes) <= CAREFUL_UP_TO and inputs.visible
               else (LABEL_CHARACTERS,))
    known = dict(inputs.label_choice).get(plan.shape)
    if known in choices:  # the width the same graph took: its boxes stay where they were
        choices = (known,)
    tried = []
    for characters in choices:
        _lay_out(plan, characters, edge_texts or {})
        scale = fit_scale(plan.bounds, inputs.viewport)
        tried.append((not plan.failed, scale >= inputs.min_fit_scale, scale, -len(tried), characters))
        if not plan.failed and (scale >= inputs.min_fit_scale or characters == known):
            break
    best = max(tried)[-1]
    if best != plan.characters:
        _lay_out(plan, best, edge_texts or {})
    return plan


def fit_scale(bounds: QRectF, viewport: tuple[int, int]) -> float:
    """The scale at which `bounds` fills a view of `viewport` pixels (as the view fits it), before
    any limit."""
    width, height = viewport
    if bounds.isEmpty() or width <= 0 or height <= 0:
        return MAX_FIT_SCALE
    return min(width / bounds.width(), height / bounds.height()) * 0.98


def _lay_out(plan: GraphPlan, characters: int, edge_texts: Mapping[tuple, Sequence[str]]) -> None:
    """Place the boxes, make the edges and find their labels' spots with labels `characters`
    wide; a small graph whose labels do not all find a free spot is spread out and tried again.
    Sets `plan.failed` to the keys of the labels that found none in the end."""
    inputs, style, snapshot, nodes = plan.inputs, plan.inputs.style, plan.snapshot, plan.nodes
    plan.characters = characters
    plan.label_width = label_width(style, characters)
    plan.row_width = max(plan.label_width, label_width(style, ROW_CHARACTERS))
    plan.anchors = {}
    spacing = inputs.spacing
    careful = len(snapshot.nodes) <= CAREFUL_UP_TO
    height = max((item.rect.height() for item in nodes.values()), default=spacing.node_height)
    spacing = replace(spacing, node_height=height)
    widths = {node_id: item.rect.width() for node_id, item in nodes.items()}
    heights = {node_id: item.rect.height() for node_id, item in nodes.items()}
    layer = layers_of(snapshot)
    texts = _edge_texts(plan, edge_texts)
    sizes = {key: _text_size(options, style, plan.label_width, plan.row_width)
             for key, options in texts.items()} if careful else {}
    gaps: dict[int, float] = {}
    for edge in snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        need = sizes[key][0] if key in sizes else spacing.column_gap
        # the label, clear of the boxes on both sides
        gaps[layer[edge.target]] = max(gaps.get(layer[edge.target], MIN_GAP), need + 2 * BOX_MARGIN + 4)
    for index, fan in _fans(snapshot, layer).items():
        # many edges from one box into a column (a tensor's elements picked), or into one box from
        # a column (the elements gathered) meet at that box: their labels need a gap wider than a
        # label, where the curves have moved apart
        gaps[index] = gaps.get(index, MIN_GAP) * min(FAN_WIDENING_MOST, 1 + (fan - FAN_FROM + 1) / 4)
    if not careful:
        gaps = {index: spacing.column_gap for index in gaps}
    below: dict[int, float] = {}
    if plan.badge_lines:  # rows a badge's line apart, and more under a box whose badges take more
        line = font_metrics(style.bold).lineSpacing()
        spacing = replace(spacing, row_gap=line + 22)
        below = {node: (lines - 1) * line for node, lines in plan.badge_lines.items() if lines > 1}
    plan.failed = []
    for _ in range(SPREAD_TRIES):
        if careful:  # edges that skip columns go round the boxes between
            found = routed_layout(snapshot, spacing, widths, heights, gaps=gaps, layer=layer, below=below)
            positions, routes = found.positions, found.routes
        else:
            positions = layered_layout(snapshot, spacing, widths=widths, gaps=gaps, layer=layer,
                                       heights=heights, below=below)
            routes = {}
        for node_id, item in nodes.items():
            item.setPos(*positions[node_id])
        _add_edges(plan, positions, spacing, routes)
        if not careful:
            plan.label_rects = {}
            break
        plan.failed = _place_labels(plan, sizes, layer, positions, gaps)
        if not plan.failed:
            break
        # room to find: a little more between rows, and more in the gaps where labels found none
        spacing = replace(spacing, row_gap=spacing.row_gap + spacing.row_pitch * 0.15)
        crowded = {layer[key[1]] for key in plan.failed}
        gaps = {index: gap * 1.2 if index in crowded else gap for index, gap in gaps.items()}
    plan.bounds = _picture_bounds(plan)


FAN_FROM = 4  # edges from one box, or into one: a fan that widens its gap
FAN_WIDENING_MOST = 3.0  # a gap crossed by a fan of edges is at most this many times as wide


def _fans(snapshot: GraphSnapshot, layer: Mapping[int, int]) -> dict[int, int]:
    """For each column that fans of edges enter, the most edges one box sends into it or one of
    its boxes takes from the column before (fans of FAN_FROM edges or more)."""
    sent: dict[tuple[int, int], int] = {}
    taken: dict[int, int] = {}
    for edge in snapshot.edges:
        column = layer[edge.target]
        sent[edge.source, column] = sent.get((edge.source, column), 0) + 1
        taken[edge.target] = taken.get(edge.target, 0) + 1
    fans: dict[int, int] = {}
    for (source, column), count in sent.items():
        fans[column] = max(fans.get(column, 1), count)
    for target, count in taken.items():
        fans[layer[target]] = max(fans.get(layer[target], 1), count)
    return {column: fan for column, fan in fans.items() if fan >= FAN_FROM}


def _lines_of(texts: Sequence[str], style: Style, width: float) -> int:
    """The most lines any of the texts takes, wrapped at `width` in the bold font."""
    return max((_wrapped(text, style.bold, width).count("\n") + 1 for text in texts if text), default=1)


def _edge_texts(plan: GraphPlan, extra: Mapping[tuple, Sequence[str]]) -> dict:
    """Each edge's labels: its formula (idle), and what the walk will say on it."""
    labels = {node.id: node.label for node in plan.snapshot.nodes}
    texts = {}
    formula = plan.inputs.formula
    for edge in plan.snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        idle = formula.format(as_operand(clip(labels.get(edge.source, "?"), 30)), clip(edge.formula, 40))
        if not edge.carries_gradient:
            idle = "⊘ " + idle
        if edge.quiet:  # said only while its step is current (EdgeInfo.quiet)
            idle = ""
        plan.idle_texts[key] = idle
        texts[key] = [text for text in (idle, *extra.get(key, ())) if text]
    return texts


def _text_size(texts: Sequence[str], style: Style, width_limit: float,
               row_width: float) -> tuple[float, float]:
    """The largest box any of the texts takes as a label, wrapped, in either font: bold while its
    edge is active, regular once used (the narrower font may put more on a line)."""
    width = height = 0.0
    for font in (style.bold, style.font):
        metrics = font_metrics(font)
        for text in texts:
            if not text:
                continue
            lines = _wrapped(text, font, width_limit, row_width).split("\n")
            width = max(width, max(text_width(font, line) for line in lines))
            height = max(height, len(lines) * metrics.lineSpacing())
    return width + 2 * Label.PAD + 2, height + 4


def _add_edges(plan: GraphPlan, positions: dict, spacing: Spacing, routes: Mapping[tuple, Sequence]) -> None:
    """The edges (drawn by the scene's background), each from its own spot on the input's right
    side to its own spot on the user's left side, in the order of the other ends (fewer crossings
    near the boxes); and where their labels go when nothing else places them."""
    nodes, snapshot = plan.nodes, plan.snapshot
    ins: dict[int, list] = defaultdict(list)
    outs: dict[int, list] = defaultdict(list)
    for edge in snapshot.edges:
        ins[edge.target].append(edge)
        outs[edge.source].append(edge)

    def spots(node_id: int, edges: list, other) -> dict:
        if len(edges) == 1:  # most boxes: one edge, at the middle of the side
            e = edges[0]
            return {(e.source, e.target, e.position): 0.0}
        item = nodes[node_id]
        edges = sorted(edges, key=lambda e: (positions[other(e)][1], e.position))
        room = max(0.0, item.rect.height() - 24)
        step = min(14.0, room / max(1, len(edges) - 1))
        return {(e.source, e.target, e.position): (i - (len(edges) - 1) / 2) * step
                for i, e in enumerate(edges)}

    ends: dict = {}
    starts: dict = {}
    for node_id, edges in ins.items():
        ends.update(spots(node_id, edges, lambda e: e.source))
    for node_id, edges in outs.items():
        starts.update(spots(node_id, edges, lambda e: e.target))
    plan.edges, plan.curves = {}, {}
    for edge in snapshot.edges:
        key = (edge.source, edge.target, edge.position)
        source, target = nodes[edge.source], nodes[edge.target]
        sx, sy = positions[edge.source]
        tx, ty = positions[edge.target]
        start = (sx + source.rect.right(), sy + starts[key])
        end = (tx + target.rect.left(), ty + ends[key])
        item = Edge(key, start, end, blocked=not edge.carries_gradient, through=routes.get(key, ()))
        plan.edges[key] = item
        item.setToolTip(plan.idle_texts.get(key, ""))
        plan.curves[key] = (item.last, end[0] - spacing.column_gap / 2)


def _place_labels(plan: GraphPlan, sizes: dict, layer: dict, positions: dict, gaps: dict) -> list:
    """Find every edge label's spot; the keys of those that found none free."""
    nodes = plan.nodes
    obstacles = []
    for node_id, item in nodes.items():
        m = BOX_MARGIN  # the box, and the ring the walk draws around it (5 px)
        obstacles.append(_rect_tuple(item.rect.translated(item.pos()).adjusted(-m, -m, m, m)))
        obstacles.append(_rect_tuple(item.badge_rect(plan.badge_room(node_id))))
    shapes, quiet = [], []
    order = sorted(plan.edges, key=lambda k: (layer[k[1]], positions[k[1]][1], positions[k[0]][1]))
    quiet_keys = {(e.source, e.target, e.position) for e in plan.snapshot.edges if e.quiet}
    for key in order:
        target = nodes[key[1]]
        right = target.pos().x() + target.rect.left()
        shape = EdgeShape(key, plan.edges[key].polyline(), sizes[key],
                          (right - gaps.get(layer[key[1]], MIN_GAP), right))
        (quiet if key in quiet_keys else shapes).append(shape)
    placed, failed = place_labels(shapes, obstacles, curves=shapes + quiet)
    for _ in range(2):  # a label that found no spot may find one if it chooses before the others
        if not failed:
            break
        first = set(failed)
        shapes.sort(key=lambda shape: shape.key not in first)
        retried, still = place_labels(shapes, obstacles, curves=shapes + quiet)
        if len(still) >= len(failed):
            break
        placed, failed = retried, still
    # A quiet edge's label shows only while its step is current, with the other inputs of its
    # node, on the walk's opaque colour: each node's quiet labels keep clear of each other, of
    # their own curves and of everything always shown or labelled, not of the other numbers'
    # thin edges (a matrix product's opened part crosses them everywhere) nor of their labels.
    shown = [*obstacles, *placed.values()]
    by_target: dict[int, list[EdgeShape]] = {}
    for shape in quiet:
        by_target.setdefault(shape.key[1], []).append(shape)
    for group in by_target.values():
        found, missed = place_labels(group, shown, curves=shapes + group)
        placed.update(found)
        failed += missed
    plan.label_rects = placed
    for key, (left, top, right, bottom) in placed.items():
        plan.anchors[key] = QPointF((left + right) / 2, (top + bottom) / 2)
    return failed


def _picture_bounds(plan: GraphPlan) -> QRectF:
    """What the picture covers: the edges, the boxes with their rings and badges, the labels; with
    a margin."""
    edges = edges_rect(list(plan.edges.values()))
    # in plain numbers (a QRectF per box costs a Python call each)
    rects = [_rect_tuple(edges)] if not edges.isEmpty() else []
    for node_id, item in plan.nodes.items():
        x, y = item.pos().x(), item.pos().y()
        box = item.rect
        rects.append((x + box.left() - 6, y + box.top() - 6, x + box.right() + 6, y + box.bottom() + 6))
        rects.append(_rect_tuple(item.badge_rect(plan.badge_room(node_id))))
    rects.extend(plan.label_rects.values())
    if not rects:
        return QRectF()
    left, top = min(r[0] for r in rects), min(r[1] for r in rects)
    right, bottom = max(r[2] for r in rects), max(r[3] for r in rects)
    return QRectF(left - 12, top - 12, right - left + 24, bottom - top + 24)


def _rect_tuple(rect: QRectF) -> tuple[float, float, float, float]:
    return rect.left(), rect.top(), rect.right(), rect.bottom()
