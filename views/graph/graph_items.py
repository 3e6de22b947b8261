"""The items of the graph scene: node boxes, edge arrows and their text labels, and how they look.

Every look comes from a `Style` built from the widget's palette, so a light and a dark palette are
both readable, and every state differs in more than colour: a marker (▶ ✓ ⊘), a line width, a line
style or a hatch. Items keep their state and paint from it; the view only sets states.
"""

from __future__ import annotations

import math
import threading
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker,
                           QPalette, QPen, QPolygonF)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from gradwalk.core.engine import LAYER_OP, OPENED_OP, EdgeState, NodeState, box_lines, clip, tooltip_text
from gradwalk.core.engine.snapshot import NodeInfo
from gradwalk.core.words import translate, translate_marked
from gradwalk.views.look import mixed

__all__ = [
    "VARIABLE", "PLAIN", "OPERATION", "LAYER", "Style", "Label", "NodeItem", "Edge", "EdgeOverlay",
    "EdgeScene",
    "paint_edges", "node_kind", "kind_name",
    "value_lines", "value_tip", "clip", "shape_text", "paint_node_shape", "edge_pen", "MARKERS",
    "node_pen", "node_fill", "kind_path", "font_metrics", "LevelsOfDetail", "edges_rect",
]

VARIABLE, PLAIN, OPERATION = "variable", "plain tensor", "operation"
LAYER = "layer"  # a network's layer drawn as one box (core/engine/layers.py)

# The non-colour sign of each node state, in the box's corner.
MARKERS = {NodeState.WAITING: "", NodeState.RECEIVED: "●", NodeState.CURRENT: "▶", NodeState.DONE: "✓",
           NodeState.UNREACHED: "⊘"}

# Below these zoom levels a label is hidden: values go first, edge labels next, names last.
LOD_VALUE, LOD_EDGE, LOD_NAME = 0.55, 0.42, 0.25


@dataclass(frozen=True)
class Style:
    """The colours and fonts of the scene, taken from a palette and a font."""

    text: QColor
    subdued: QColor  # done nodes, used edges, secondary text
    grey: QColor  # unreached nodes, blocked edges
    base: QColor  # box fill
    done_fill: QColor
    current_fill: QColor
    walk: QColor  # the walk's colour: current node, active edges
    walk_text: QColor  # text drawn on the walk's colour
    font: QFont
    bold: QFont

    @classmethod
    def from_palette(cls, palette: QPalette, font: QFont) -> Style:
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        walk = palette.color(QPalette.ColorRole.Highlight)
        bold = QFont(font)
        bold.setBold(True)
        return cls(text=text, subdued=mixed(text, base, 0.35), grey=mixed(text, base, 0.5), base=base,
                   done_fill=mixed(base, text, 0.06), current_fill=mixed(base, walk, 0.18), walk=walk,
                   walk_text=palette.color(QPalette.ColorRole.HighlightedText), font=QFont(font), bold=bold)


def node_kind(node: NodeInfo) -> str:
    if node.op == LAYER_OP:
        return LAYER
    if node.op is not None:
        return OPERATION
    return VARIABLE if node.is_variable else PLAIN


def kind_name(kind: str) -> str:
    """The kind as the legend and the boxes name it."""
    return {VARIABLE: translate("GraphView", "variable"), PLAIN: translate("GraphView", "plain tensor"),
            OPERATION: translate("GraphView", "operation"), LAYER: translate("GraphView", "layer")}[kind]


def shape_text(shape: tuple) -> str:
    """`()`, `(3)`, `(2×3)`: a shape as a learner reads it."""
    return "(" + "×".join(str(n) for n in shape) + ")"


FLOW_BARS = "▁▂▃▄▅▆▇█"  # a unit's share of the layer's largest gradient, an eighth a step
FLOW_UNITS_AT_MOST = 32  # a wider layer's box goes without its units' bars (its line would be too long)


def flow_bars(sizes: tuple[float, ...]) -> str:
    """One bar per unit, as tall as the gradient that reaches it against the layer's largest;
    `·` where none reaches it (a dead unit)."""
    finite = [size for size in sizes if math.isfinite(size)]
    top = max(finite, default=0.0)
    bars = []
    for size in sizes:
        if not math.isfinite(size):
            bars.append("!")
        elif size <= 0 or top <= 0:
            bars.append("·")
        else:
            bars.append(FLOW_BARS[min(len(FLOW_BARS) - 1, int(size / top * len(FLOW_BARS)))])
    return "".join(bars)


def value_lines(value: object) -> list[str]:
    """The value as lines for a box (core's box_lines: the digits its edges and badges show), or
    why the picture has none."""
    if value is None:
        return [translate("GraphView", "(too large to show)")]
    return box_lines(value)


def value_tip(value: object) -> str:
    """Every value at full precision, for a tooltip, or why the picture has none."""
    if value is None:
        return translate("GraphView", "(too large to keep in the picture)")
    return tooltip_text(value)


class Label(QGraphicsSimpleTextItem):
    """A text of the scene that thins out when zoomed out.

    A simple text item, not a QGraphicsTextItem: a text document per label made a graph of 2,000
    nodes take seconds to build. Qt paints it (no Python `paint`): the view hides the labels whose
    level of detail `lod` is above its scale when a zoom crosses a threshold, and an export shows
    them all while it renders. Long labels wrap at spaces to `max_width`; `plain_text()` is the text
    unwrapped, as tests and the clipboard want it. A `background` is a rounded box behind the text,
    a child item that Qt paints too.
    """

    PAD = 3.0

    def __init__(self, text: str, parent: QGraphicsItem | None, lod: float, font: QFont,
                 max_width: float = 0.0, centred: bool = False, row_width: float = 0.0) -> None:
        super().__init__(parent)
        self.lod = lod
        self.max_width = max_width
        self.row_width = row_width  # a matrix's row may take a line this wide (see _wrap)
        self.centred = centred
        self.hanging = False  # centred across, its top at the anchor (a badge under its box)
        self.lines = False  # True: each line of the text is a text of its own (a node's details)
        self.anchor = QPointF()
        self._backdrop: QGraphicsPathItem | None = None
        self._background: QColor | None = None
        self._text = ""
        self._font = font
        super().setFont(font)
        if text:
            self.set_text(text)

    def plain_text(self) -> str:
        return self._text or ""

    def texts(self) -> list[str]:
        """The texts a reader sees in this label: one, or one per line of a block of lines."""
        if not self._text:
            return []
        return self._text.split("\n") if self.lines else [self._text]

    def set_text(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        if self._backdrop is not None:
            self._backdrop.setVisible(bool(text) and self._background is not None)
        if self.max_width and text:
            text = _wrapped(text, self._font, self.max_width, self.row_width)
        self.setText(text)
        self.place()

    def setFont(self, font: QFont) -> None:  # noqa: N802 (Qt's name): rewrap for the new width
        if font is self._font or font == self._font:
            return
        self._font = font
        super().setFont(font)
        if self._text and self.max_width:
            self.setText(_wrapped(self._text, font, self.max_width, self.row_width))

    def set_colour(self, colour: QColor) -> None:
        self.setBrush(colour)

    @property
    def background(self) -> QColor | None:
        """The colour of a box behind the text, so it reads over lines; None: no box."""
        return self._background

    @background.setter
    def background(self, colour: QColor | None) -> None:
        self._background = colour
        if colour is None:
            if self._backdrop is not None:
                self._backdrop.setVisible(False)
            return
        if self._backdrop is None:
            self._backdrop = QGraphicsPathItem(self)
            self._backdrop.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            self._backdrop.setPen(Qt.PenStyle.NoPen)
            self._shape_backdrop()
        self._backdrop.setBrush(colour)
        self._backdrop.setVisible(bool(self._text))

    def _shape_backdrop(self) -> None:
        pad = self.PAD
        path = QPainterPath()
        path.addRoundedRect(super().boundingRect().adjusted(-pad, -1, pad, 1), 4, 4)
        self._backdrop.setPath(path)

    def place_at(self, anchor: QPointF) -> None:
        self.anchor = QPointF(anchor)
        self.place()

    def place(self) -> None:
        """Centred labels sit centred on their anchor; the others hang from it (top left)."""
        if self.centred:
            rect = self.boundingRect()
            top = self.anchor.y() if self.hanging else self.anchor.y() - rect.height() / 2
            self.setPos(self.anchor.x() - rect.width() / 2, top)
        else:
            self.setPos(self.anchor)
        if self._backdrop is not None:
            self._shape_backdrop()

    def label_visible_at(self, scale: float) -> bool:
        """Whether the label shows at a view scale (1 = 100 %): the view hides it below its `lod`."""
        return bool(self._text) and scale >= self.lod


class LevelsOfDetail:
    """The labels of a scene by level of detail, and whether each level shows at the view's scale.

    Labels made later (a badge the walk gives a node, an edge's label when the walk uses it) are
    added here and start hidden when their level is hidden.
    """

    def __init__(self, levels: tuple[float, ...], shown: bool | dict[float, bool] = True) -> None:
        self.labels: dict[float, list[Label]] = {lod: [] for lod in levels}
        self.shown: dict[float, bool] = (dict(shown) if isinstance(shown, dict)
                                         else {lod: shown for lod in levels})

    def add(self, label: Label) -> Label:
        self.labels[label.lod].append(label)
        if not self.shown[label.lod]:
            label.setVisible(False)
        return label

    def apply(self, scale: float) -> None:
        """Show or hide each level's labels when the scale has crossed its threshold since last time."""
        for lod, shown in self.shown.items():
            if (scale >= lod) != shown:
                self.shown[lod] = not shown
                for label in self.labels[lod]:
                    label.setVisible(not shown)


_KEYS: dict[int, tuple[QFont, str]] = {}  # id -> (the font, kept alive so its id stays its own; key)


def _font_key(font: QFont) -> str:
    """`font.key()`, asked of Qt once per font object: thousands of labels share a few fonts."""
    known = _KEYS.get(id(font))
    if known is None or known[0] is not font:
        if len(_KEYS) > 256:
            _KEYS.clear()
        known = _KEYS[id(font)] = (font, font.key())
    return known[1]


_METRICS = threading.local()  # each thread's own: a font's engine in Qt is its thread's


def font_metrics(font: QFont) -> QFontMetricsF:
    """One QFontMetricsF per distinct font (and thread): making one per item cost a noticeable
    share of a build."""
    key = _font_key(font)
    known: dict[str, QFontMetricsF] | None = getattr(_METRICS, "known", None)
    if known is None:
        known = _METRICS.known = {}
    metrics = known.get(key)
    if metrics is None:
        metrics = known[key] = QFontMetricsF(font)
    return metrics


_MEASURED: dict[tuple, object] = {}


def text_width(font: QFont, text: str) -> float:
    """`horizontalAdvance`, asked once per font and text: thousands of boxes share a few texts."""
    key = (_font_key(font), text)
    found = _MEASURED.get(key)
    if found is None:
        if len(_MEASURED) > 50_000:
            _MEASURED.clear()
        found = _MEASURED[key] = font_metrics(font).horizontalAdvance(text)
    return found


def elided(font: QFont, text: str, width: float) -> str:
    """The text cut with "…" to `width`, once per font, text and width."""
    key = (_font_key(font), text, round(width, 1))
    found = _MEASURED.get(key)
    if found is None:
        if len(_MEASURED) > 50_000:
            _MEASURED.clear()
        found = _MEASURED[key] = font_metrics(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
    return found


_WRAPPED: dict[tuple[str, str, float, float], str] = {}


def _wrapped(text: str, font: QFont, width: float, row_width: float = 0.0) -> str:
    """`_wrap` once per distinct text, font and widths (many edges share a formula)."""
    key = (text, _font_key(font), width, row_width)
    found = _WRAPPED.get(key)
    if found is None:
        if len(_WRAPPED) > 50_000:
            _WRAPPED.clear()
        found = _WRAPPED[key] = _wrap(text, font_metrics(font), width, row_width)
    return found


def _words(text: str) -> list[str]:
    """The text split at its spaces, but not inside brackets: `[4, 5, 6]` is broken only when it is
    too long for a line of its own."""
    words, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char == " " and depth == 0:
            words.append(text[start:i])
            start = i + 1
    words.append(text[start:])
    return words


WRAP_LINES = 6  # lines a paragraph of a label that sums terms may take before its middle is left out
# lines a paragraph of one value may take: the picture shows up to 8 numbers whole (a 4×2 matrix
# whose rows are wider than the label takes a number a line, after its first word)
VALUE_LINES = 10


def _rows(word: str) -> list[str]:
    """A bracketed value split between its outer rows: `[[1, 2], [3, 4]]` gives `[[1, 2],` and
    `[3, 4]]`; a vector, a number or a word comes back whole."""
    rows, depth, start = [], 0, 0
    for i, char in enumerate(word):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char == " " and depth == 1 and word[i - 1] == "," and word[i - 2] in ")]":
            rows.append(word[start:i])
            start = i + 1
    rows.append(word[start:])
    return rows


def _packed(parts: list[str], fits: Callable[[str], bool]) -> list[str]:
    """`parts` joined by spaces into as few pieces as `fits` allows, in order."""
    pieces: list[str] = []
    for part in parts:
        if pieces and fits(f"{pieces[-1]} {part}"):
            pieces[-1] = f"{pieces[-1]} {part}"
        else:
            pieces.append(part)
    return pieces


def _wrap(text: str, metrics: QFontMetricsF, width: float, row_width: float = 0.0) -> str:
    """`text` in lines no wider than `width`, broken at spaces (a matrix too wide for a line
    between its rows first, a row up to `row_width` on a line of its own), each of its paragraphs
    (its own lines) in at most `WRAP_LINES` when it sums terms, `VALUE_LINES` otherwise.

    A longer paragraph keeps its start and its end, with "…" between: a gradient summed from a
    thousand terms reads `grad 4 + 4 + …` over `… + 4 = 4000`, and measuring stays cheap (the full
    text is in the tooltip). A value the picture shows whole keeps its middle.
    """
    def fits(part: str) -> bool:  # a long text is not measured: measuring costs its length
        return len(part) <= 200 and metrics.horizontalAdvance(part) <= width

    def fits_as_row(row: str) -> bool:  # a matrix's rows on lines of their own read as rows
        return len(row) <= 200 and metrics.horizontalAdvance(row) <= row_width

    if "\n" in text:
        return "\n".join(_wrap(part, metrics, width, row_width) for part in text.split("\n"))
    if fits(text):
        return text
    words: list[str] = []
    of_rows: set[int] = set()  # the words that are a matrix's rows (or parts of one)
    for word in _words(text):
        rows = _rows(word) if not fits(word) else [word]
        if len(rows) == 1:
            words += [word] if fits(word) else word.split(" ")
            continue
        for row in rows:
            pieces = [row] if fits(row) or fits_as_row(row) else _packed(row.split(" "), fits_as_row)
            of_rows.update(range(len(words), len(words) + len(pieces)))
            words += pieces
    most = WRAP_LINES if " + " in text else VALUE_LINES
    lines: list[str] = []
    rest = 0
    while rest < len(words) and len(lines) < most - 1:
        line, rest, rows_only = words[rest], rest + 1, rest in of_rows
        while rest < len(words) and (fits(f"{line} {words[rest]}") or (
                rows_only and rest in of_rows and fits_as_row(f"{line} {words[rest]}"))):
            line, rest, rows_only = f"{line} {words[rest]}", rest + 1, rows_only and rest in of_rows
        lines.append(line)
    tail = " ".join(words[rest:])
    if not tail or fits(tail):
        return "\n".join(lines + ([tail] if tail else []))
    last, end = "… " + words[-1], len(words) - 1
    while end > rest and fits(f"… {words[end - 1]} {last[2:]}"):
        end -= 1
        last = f"… {words[end]} {last[2:]}"
    return "\n".join(lines + [last.replace("… … ", "… ")])


def node_pen(kind: str, state: str, style: Style) -> QPen:
    """The border of a box: the kind in its width and dash, the state in its colour."""
    colour = {NodeState.CURRENT: style.walk, NodeState.DONE: style.subdued,
              NodeState.UNREACHED: style.grey}.get(state, style.text)
    width = {VARIABLE: 3.0, PLAIN: 1.5, OPERATION: 1.5, LAYER: 2.0}[kind]
    pen = QPen(colour, width + (1 if state == NodeState.CURRENT else 0))
    if kind == PLAIN:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


LAYER_CUT = 9.0  # pixels cut off a layer box's corners


def _round_ends(kind: str, height: float) -> float:
    """How much narrower a box's shape leaves its text than its rectangle, at each end."""
    return height * 0.22 if kind == OPERATION else LAYER_CUT / 2 if kind == LAYER else 0.0


def node_fill(state: str, style: Style) -> QColor:
    return {NodeState.CURRENT: style.current_fill, NodeState.DONE: style.done_fill}.get(state, style.base)


def ring_pen(style: Style) -> QPen:
    """The ring around the current node: the walk is here."""
    return QPen(style.walk, 3)


def hatch_brush(style: Style) -> QBrush:
    """Over an unreached box: no gradient comes here."""
    return QBrush(mixed(style.base, style.grey, 0.12), Qt.BrushStyle.BDiagPattern)


def paint_node_shape(painter: QPainter, rect: QRectF, kind: str, state: str, style: Style) -> None:
    """A node's box (as the legend draws it): the kind in its shape and border, the state in its
    fill, ring and hatch. NodeItem shows the same with Qt's path items."""
    if state == NodeState.CURRENT:
        painter.setPen(ring_pen(style))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(kind_path(rect.adjusted(-5, -5, 5, 5), kind))
    painter.setPen(node_pen(kind, state, style))
    painter.setBrush(node_fill(state, style))
    painter.drawPath(kind_path(rect, kind))
    if state == NodeState.UNREACHED:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(hatch_brush(style))
        painter.drawPath(kind_path(rect, kind))


def kind_path(rect: QRectF, kind: str) -> QPainterPath:
    """A plain tensor is a rectangle, a variable a rounded one, an operation a pill, a layer a
    rectangle with its corners cut (an operation of operations: told apart at a glance)."""
    path = QPainterPath()
    if kind == PLAIN:
        path.addRect(rect)
    elif kind == LAYER:
        cut = min(LAYER_CUT, rect.height() / 3)
        left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
        path.addPolygon(QPolygonF([QPointF(left + cut, top), QPointF(right - cut, top),
                                   QPointF(right, top + cut), QPointF(right, bottom - cut),
                                   QPointF(right - cut, bottom), QPointF(left + cut, bottom),
                                   QPointF(left, bottom - cut), QPointF(left, top + cut)]))
        path.closeSubpath()
    else:
        radius = rect.height() / 2 if kind == OPERATION else 10
        path.addRoundedRect(rect, radius, radius)
    return path


class NodeItem(QGraphicsPathItem):
    """A node's box with its texts: name; operation, shape and dtype, and value; its badge below.

    A path item with a pen and brush per state, not a Python `paint`: Qt draws thousands of boxes
    without calling back into Python. Few items per node, as a graph of 2,000 nodes repaints every
    item: the name (shown longest when zooming out) and one block of details (operation, shape and
    value, hidden first). The state's marker, the badge (and its background), the ring of the
    current node and the hatch of an unreached one are child items made the first time a frame
    needs them.
    """

    PAD = 6.0
    # a box's width, in average characters of the bold font: at its widest, a row of four numbers
    # at six decimals (a 2 × 4 matrix's, `[0.753066, -0.785664, 0.864275, 0.814414]]`) whole
    NARROWEST, WIDEST = 10, 50

    def __init__(self, node: NodeInfo, style: Style, levels: LevelsOfDetail | None = None,
                 shapes: dict | None = None) -> None:
        kind = node_kind(node)
        metrics, plain = font_metrics(style.bold), font_metrics(style.font)
        # a layer says what it is (`layer 2 → 16, tanh`), an operation its name, a leaf its kind
        op = node.summary if kind == LAYER else node.op if node.op is not None else kind_name(kind)
        if node.op == OPENED_OP:  # the tooltip says what it was: `tanh, opened: its 12 elements…`
            op = translate("GraphView", "opened into its elements")
        name = clip(node.label)
        lines = value_lines(node.value)
        info = f"{op} · {shape_text(node.shape)} {node.dtype}"
        if node.made_from and node.op is not None:  # the line above names the operation already
            info = f"{shape_text(node.shape)} {node.dtype}"
        if len(lines) == 1:
            details = [info, translate("GraphView", "value {0}").format(lines[0])]
        else:  # a matrix: its rows under the word, one a line
            details = [info, translate("GraphView", "value"), *lines]
        details += [f"⚠ {short}" for short, _ in node.marks]  # a layer's flat units, say
        # a layer's units' gradients: their bars once the walk has brought the gradient here
        flow = (translate("GraphView", "grad by unit {0}").format(flow_bars(node.unit_flow))
                if node.unit_flow and len(node.unit_flow) <= FLOW_UNITS_AT_MOST else None)
        if flow is not None:
            details.append(flow)
        # the box fits its texts, between a narrowest and a widest size; a longer text is elided
        # (the tooltip has it whole)
        line = metrics.lineSpacing()
        corner = text_width(style.bold, "▶ ")
        pad = self.PAD
        made = ["=\u00a0" + clip(node.made_from, 60)] if node.made_from else []  # "=" never alone
        height = max(3, 1 + len(details) + 2 * len(made)) * line + 12
        round_ends = _round_ends(kind, height)  # a pill's ends, a layer's cut corners, leave less room
        widest = metrics.averageCharWidth() * self.WIDEST
        needed = max([text_width(style.bold, name) + corner]
                     + [text_width(style.font, text) for text in details]) + 2 * (pad + round_ends) + 2
        if made:  # wide enough for its longest piece: `= broadcast_mul(zz,` stays whole
            pieces = made[0].split(" ")
            needed = max(needed, max(text_width(style.font, p) for p in pieces) + 2 * (pad + round_ends) + 2)
        width = min(widest, max(metrics.averageCharWidth() * self.NARROWEST, needed))
        if made:  # what a short name (t1, const1) stands for, under it, wrapped to the box
            made = _wrap(made[0], plain, width - 2 * (pad + round_ends)).split("\n")
            details = made + details
            height = max(3, 1 + len(details)) * line + 12
            round_ends = _round_ends(kind, height)
        rect = QRectF(-width / 2, -height / 2, width, height)
        key = (kind, round(width, 1), round(height, 1))
        path = shapes.get(key) if shapes is not None else None
        if path is None:
            path = kind_path(rect, kind)
            if shapes is not None:
                shapes[key] = path
        super().__init__(path)
        self.node_id = node.id
        self.kind = kind
        self.rect = rect
        self.style = style
        self.state = NodeState.WAITING
        self.levels = levels if levels is not None else LevelsOfDetail((LOD_NAME, LOD_EDGE, LOD_VALUE))
        self.badge_width = max(width, metrics.averageCharWidth() * 18)
        self._ring: QGraphicsPathItem | None = None
        self._hatch: QGraphicsPathItem | None = None
        self._marker: Label | None = None
        self._badge: Label | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setZValue(1)
        opens = ([translate("GraphView", "Its operations, {0}, in one box: double-click it to see them "
                            "and walk them one by one.").format(clip(node.made_from, 200))]
                 if kind == LAYER and node.made_from else  # a network's loss (core/engine/layers.py)
                 [translate("GraphView", "Its matrix product, bias and activation in one box: "
                                         "double-click it to see them and walk them one by one.")]
                 if kind == LAYER else
                 [translate("GraphView", "Opened into its elements: double-click it, or one of its "
                                         "numbers, to draw it as one tensor again.")]
                 if node.op == OPENED_OP else [])
        self.base_tip = "\n".join([clip(node.label, 400), translate_marked("Operations", node.summary),
                                   f"{shape_text(node.shape)} {node.dtype}",
                                   translate("GraphView", "value: {0}").format(value_tip(node.value)),
                                   *(f"⚠ {sentence}." for _, sentence in node.marks),
                                   *([translate("GraphView", "How much gradient reaches each unit (its "
                                                "mean size over the rows), against the layer's "
                                                "largest █; · none: {0}").format(flow_bars(node.unit_flow))]
                                     if node.unit_flow else []), *opens])
        pad += round_ends
        self._pad = pad
        self._line = line
        self._top = top = rect.top() + (rect.height() - (1 + len(details)) * line) / 2 - 2
        inner = rect.width() - 2 * pad
        self.name = self._text(elided(style.bold, name, inner - corner), LOD_NAME, style.bold,
                               QPointF(rect.left() + pad - 2, top))
        walked = "\n".join(elided(style.font, text, inner) for text in details)
        # before the gradient arrives, the flow's line waits without its bars (the box keeps its size)
        waiting = details[:-1] + [translate("GraphView", "grad by unit")] if flow is not None else details
        self._details = {True: walked, False: "\n".join(elided(style.font, text, inner) for text in waiting)}
        self.detail = self._text(self._details[False], LOD_VALUE, style.font,
                                 QPointF(rect.left() + pad - 2, top + line))
        self.detail.lines = True
        self.setToolTip(self.base_tip)
        self.recolour()

    def badge_rect(self, lines: int = 2) -> QRectF:
        """The room under the box that its gradient badge may take (scene coordinates)."""
        top = self.rect.bottom() + 3
        half = self.badge_width / 2 + Label.PAD
        return QRectF(self.pos().x() - half, self.pos().y() + top, 2 * half, lines * self._line + 4)

    def shape(self) -> QPainterPath:
        """The box and the room its widest border takes, without stroking the outline."""
        outline = QPainterPath()
        outline.addRect(self.rect.adjusted(-3, -3, 3, 3))
        return outline

    def _text(self, text: str, lod: float, font: QFont, at: QPointF, **options) -> Label:
        label = Label(text, self, lod, font, **options)
        label.place_at(at)
        return self.levels.add(label)

    def labels(self) -> list[Label]:
        return [label for label in (self.name, self.detail, self._marker, self._badge) if label is not None]

    def marker_text(self) -> str:
        """The state's sign in the box's corner (▶ ✓ ⊘ ●), "" for none."""
        return self._marker.plain_text() if self._marker is not None else ""

    def badge_text(self) -> str:
        """The gradient under the box ("grad 3 + 4 = 7"), unwrapped; "" for none."""
        return self._badge.plain_text() if self._badge is not None else ""

    def set_state(self, state: str, badge: str | None, detail: str | None) -> None:
        self.state = state
        details = self._details[state in (NodeState.RECEIVED, NodeState.CURRENT, NodeState.DONE)]
        if details != self.detail.plain_text():
            self.detail.set_text(details)
        marker = MARKERS.get(state, "")
        if self._marker is not None:
            self._marker.set_text(marker)
        elif marker:
            rect, pad = self.rect, self._pad
            self._marker = self._text(marker, LOD_EDGE, self.style.bold,
                                      QPointF(rect.right() - pad - self._line, self._top))
        if self._badge is not None:
            self._badge.set_text(badge or "")
        elif badge:
            self._badge = Label("", self, LOD_EDGE, self.style.bold, self.badge_width, centred=True)
            self._badge.hanging = True
            self._badge.anchor = QPointF(0, self.rect.bottom() + 5)
            self._badge.set_text(badge)
            self.levels.add(self._badge)
        tip = self.base_tip
        if state == NodeState.UNREACHED:
            tip += "\n" + translate("GraphView", "No gradient: {0}").format(detail or "")
        elif detail:
            tip += "\n" + translate("GraphView", "gradient: {0}").format(detail)
        self.setToolTip(tip)
        self.recolour()

    def recolour(self) -> None:
        style, state = self.style, self.state
        self.setPen(node_pen(self.kind, state, style))
        self.setBrush(node_fill(state, style))
        if state == NodeState.CURRENT or self._ring is not None:
            if self._ring is None:
                self._ring = QGraphicsPathItem(kind_path(self.rect.adjusted(-5, -5, 5, 5), self.kind), self)
                self._ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            self._ring.setPen(ring_pen(style))
            self._ring.setVisible(state == NodeState.CURRENT)
        if state == NodeState.UNREACHED or self._hatch is not None:
            if self._hatch is None:
                self._hatch = QGraphicsPathItem(self.path(), self)
                self._hatch.setZValue(-1)  # over the box, under its texts
                self._hatch.setPen(Qt.PenStyle.NoPen)
            self._hatch.setBrush(hatch_brush(style))
            self._hatch.setVisible(state == NodeState.UNREACHED)
        grey = state == NodeState.UNREACHED
        subdued = state == NodeState.DONE
        # greyed, yet readable over the hatch: the subdued colour, not the grey of the border
        self.name.set_colour(style.subdued if grey else style.text)
        self.detail.set_colour(style.subdued if grey or subdued else style.text)
        if self._marker is not None:
            self._marker.set_colour({NodeState.CURRENT: style.walk,
                                     NodeState.UNREACHED: style.grey}.get(state, style.subdued))
        if self._badge is not None:
            current = state == NodeState.CURRENT
            self._badge.background = style.walk if current else None
            self._badge.set_colour(style.walk_text if current else style.subdued if subdued else style.text)


def edge_pen(state: str, style: Style) -> QPen:
    """Active: thick, in the walk's colour; used: medium; idle: thin; blocked: dashed grey."""
    if state == EdgeState.ACTIVE:
        return QPen(style.walk, 3.5)
    if state == EdgeState.USED:
        return QPen(style.subdued, 2.2)
    if state == EdgeState.BLOCKED:
        return QPen(style.grey, 1.4, Qt.PenStyle.DashLine)
    # 1 wide: a line no wider than a pixel at 100 % takes Qt's fast stroker (2.5 times faster than
    # 1.2, and a step that scrolls draws every edge it uncovers)
    return QPen(mixed(style.text, style.base, 0.2), 1.0)


class Edge:
    """An arrow from an input to the node that uses it, kept in Python, not as a scene item.

    Every edge is drawn in its base look (idle; dashed grey when it carries no gradient) by the
    scene's background (`EdgeScene`), which the view caches: a step repaints small items over a
    cached picture instead of every long curve that crosses what it changed. The edges of the
    current step are drawn again on top by an overlay item (`EdgeOverlay`, thick, in the walk's
    colour) while they are active. `state` is the walk's state of the edge, whatever is drawn; its
    label is the view's (made when shown); its tooltip (the formula) is found by `hit`.
    """

    HEAD = 11.0
    HIT = 8.0  # the width around the curve that shows the edge's tooltip

    __slots__ = ("key", "curve", "head", "state", "blocked", "bounds", "tip", "overlay", "_hit", "points",
                 "last", "segments", "_samples")
    SAMPLES = 64  # points along a long curve, to find the part of it a rectangle shows

    def __init__(self, key: tuple[int, int, int], start: tuple[float, float], end: tuple[float, float],
                 blocked: bool = False, through: Sequence[tuple[float, float, float]] = ()) -> None:
        """An edge from `start` (the input's right side) to `end` (the user's left side), level at
        both ends; `through`: (x, y, half width) of the columns it crosses on a row of its own."""
        self.key = key
        segments = edge_segments(start, end, through)
        # one cubic (most edges): kept, to draw only the part of a long one that shows
        self.points: tuple[float, ...] | None = segments[0] if len(segments) == 1 else None
        self.segments = segments
        self.last = segments[-1]  # the cubic into the target, where the label goes
        self.curve = QPainterPath(QPointF(*segments[0][:2]))
        for x0, y0, x1, y1, x2, y2, x3, y3 in segments:
            self.curve.cubicTo(x1, y1, x2, y2, x3, y3)
        self.blocked = blocked  # carries no gradient: the base look is dashed grey
        self.state = EdgeState.BLOCKED if blocked else EdgeState.IDLE
        self.tip = ""
        self.overlay: EdgeOverlay | None = None
        self._hit: QPainterPath | None = None
        # the head points along the curve's end: its last control point to its end (plain floats:
        # a graph has thousands of edges, and each Qt call costs)
        x0, y0, x1, y1, x2, y2, x3, y3 = self.last
        dx, dy = x3 - x2, y3 - y2
        if dx == 0 and dy == 0:
            dx, dy = x3 - x0, y3 - y0
        length = math.hypot(dx, dy) or 1.0
        bx, by = -dx / length * (self.HEAD + 1), -dy / length * (self.HEAD + 1)
        sx, sy = -by * 0.45, bx * 0.45
        tx, ty = x3 - bx / (self.HEAD + 1) * 0.5, y3 - by / (self.HEAD + 1) * 0.5  # half the old
        # head's 1-wide border beyond the end; turning as the stroke's outline turns: with
        # opposite windings, where they overlap would be a hole
        corners = ((tx, ty), (tx + bx - sx, ty + by - sy), (tx + bx + sx, ty + by + sy))
        self.head = QPolygonF([QPointF(x, y) for x, y in corners])
        xs = [v for segment in segments for v in segment[0::2]] + [c[0] for c in corners]
        ys = [v for segment in segments for v in segment[1::2]] + [c[1] for c in corners]
        margin = self.HIT
        self.bounds = QRectF(min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 2 * margin,
                             max(ys) - min(ys) + 2 * margin)
        self._samples: tuple[list[float], list[float]] | None = None

    def part_in(self, rect: QRectF) -> QPainterPath:
        """The curve, or only the part of it that can show in `rect` when that is much less.

        Qt flattens and strokes a curve whole even where the clip hides it: a curve across the
        whole graph (21,000 px at 100 %) costs ~0.15 ms though a few pixels show. When x and y
        both run one way along the curve (no bow), the points of `rect` are one stretch of it,
        found among samples and cut out exactly (de Casteljau): the same pixels, drawn for less.
        """
        points = self.points
        bounds = self.bounds
        if points is None or (bounds.width() < 3 * rect.width() and bounds.height() < 3 * rect.height()):
            return self.curve  # not much longer than what shows: cutting would cost more than it saves
        x0, y0, x1, y1, x2, y2, x3, y3 = points
        if not (x0 <= x1 <= x2 <= x3 and (y0 <= y1 <= y2 <= y3 or y0 >= y1 >= y2 >= y3)):
            return self.curve  # a bowed curve may turn back: drawn whole
        if self._samples is None:
            n = self.SAMPLES
            xs, ys = [], []
            for i in range(n + 1):
                t = i / n
                u = 1 - t
                a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
                xs.append(a * x0 + b * x1 + c * x2 + d * x3)
                y = a * y0 + b * y1 + c * y2 + d * y3
                ys.append(y if y3 >= y0 else -y)
            self._samples = (xs, ys)
        xs, ys = self._samples
        n = len(xs) - 1
        low_y, high_y = (rect.top(), rect.bottom()) if y3 >= y0 else (-rect.bottom(), -rect.top())
        # the first sample before the rectangle, and the first after it, on each axis
        first = max(bisect_left(xs, rect.left()) - 1, bisect_left(ys, low_y) - 1, 0)
        last = min(bisect_right(xs, rect.right()), bisect_right(ys, high_y), n)
        if first >= last:
            return QPainterPath()  # only the bounds meet the rectangle
        if first == 0 and last == n:
            return self.curve
        return _cubic_part(points, first / n, last / n)

    def path(self) -> QPainterPath:
        """The curve, from the input's box to the user's."""
        return self.curve

    def polyline(self, points: int = 32) -> np.ndarray:
        """Points along the curve, (n, 2), `points` per cubic (plain numpy: the label placement
        reads every edge of a small graph several times)."""
        t = np.linspace(0.0, 1.0, points + 1)[:, None]
        u = 1 - t
        weights = np.hstack([u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t])  # (points + 1, 4)
        parts = [weights @ np.array(segment, dtype=float).reshape(4, 2) for segment in self.segments]
        return np.vstack([parts[0]] + [part[1:] for part in parts[1:]])

    def toolTip(self) -> str:  # noqa: N802 (as an item names it)
        return self.tip

    def setToolTip(self, text: str) -> None:  # noqa: N802
        self.tip = text

    def hit(self, point: QPointF) -> bool:
        """Whether `point` (scene coordinates) is within `HIT` / 2 of the curve or on its head."""
        if not self.bounds.contains(point):
            return False
        if self._hit is None:
            stroker = QPainterPathStroker()
            stroker.setWidth(self.HIT)
            self._hit = stroker.createStroke(self.curve)
            self._hit.addPolygon(self.head)
            self._hit.closeSubpath()
            self._hit.setFillRule(Qt.FillRule.WindingFill)
        return self._hit.contains(point)

    def outline(self, state: str, style: Style) -> QPainterPath:
        """What is filled in a state: the stroke of the curve with that state's pen, and the head."""
        stroker = QPainterPathStroker(edge_pen(state, style))
        found = stroker.createStroke(self.curve)
        found.addPolygon(self.head)
        found.closeSubpath()
        found.setFillRule(Qt.FillRule.WindingFill)
        return found


def edge_segments(start: tuple[float, float], end: tuple[float, float],
                  through: Sequence[tuple[float, float, float]] = ()) -> list[tuple[float, ...]]:
    """An edge's path as cubics (x0, y0, x1, y1, x2, y2, x3, y3), level where it leaves and enters
    a box: one S-curve from `start` to `end`, or, through columns in between, an S-curve to each
    column's row and a level line across the column (`through`: x, y and half width)."""
    points = [start]
    for x, y, half in through:
        points += [(x - half, y), (x + half, y)]
    points.append(end)
    segments = []
    for i, ((ax, ay), (bx, by)) in enumerate(zip(points, points[1:])):
        if i % 2:  # across a column: straight
            segments.append((ax, ay, ax + (bx - ax) / 3, ay, bx - (bx - ax) / 3, by, bx, by))
            continue
        reach = max(20.0, (bx - ax) * 0.45)
        segments.append((ax, ay, ax + reach, ay, bx - reach, by, bx, by))
    return segments


def _cubic_part(points: tuple[float, ...], t0: float, t1: float) -> QPainterPath:
    """The stretch of a cubic from t0 to t1, as a cubic of its own (de Casteljau, twice)."""
    def split(p: list[tuple[float, float]], t: float) -> tuple[list, list]:
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = p
        abx, aby = ax + (bx - ax) * t, ay + (by - ay) * t
        bcx, bcy = bx + (cx - bx) * t, by + (cy - by) * t
        cdx, cdy = cx + (dx - cx) * t, cy + (dy - cy) * t
        abcx, abcy = abx + (bcx - abx) * t, aby + (bcy - aby) * t
        bcdx, bcdy = bcx + (cdx - bcx) * t, bcy + (cdy - bcy) * t
        mx, my = abcx + (bcdx - abcx) * t, abcy + (bcdy - abcy) * t
        return [(ax, ay), (abx, aby), (abcx, abcy), (mx, my)], [(mx, my), (bcdx, bcdy), (cdx, cdy), (dx, dy)]

    curve = [(points[0], points[1]), (points[2], points[3]), (points[4], points[5]), (points[6], points[7])]
    if t1 < 1.0:
        curve = split(curve, t1)[0]
    if t0 > 0.0:
        curve = split(curve, t0 / t1)[1]
    path = QPainterPath(QPointF(*curve[0]))
    path.cubicTo(QPointF(*curve[1]), QPointF(*curve[2]), QPointF(*curve[3]))
    return path


class EdgeOverlay(QGraphicsPathItem):
    """An edge drawn over the background in a walk state (the current step's edges): the outline of
    its stroke and its head, filled; a path item, so Qt paints it without calling Python."""

    def __init__(self) -> None:
        super().__init__()
        self.edge: Edge | None = None
        self.state = EdgeState.ACTIVE
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(0.5)  # over the background's edges, under the boxes

    def show_edge(self, edge: Edge, state: str, style: Style) -> None:
        """Draw `edge` in `state` (the view reuses a few overlays: removing an item from the scene
        would reorder the others)."""
        self.edge, self.state = edge, state
        self.setZValue(0.5 if state == EdgeState.ACTIVE else 0.25)  # the step's edges over the used ones
        self.recolour(style)
        self.setVisible(True)

    def recolour(self, style: Style) -> None:
        if self.edge is not None:
            self.setPath(self.edge.outline(self.state, style))
            self.setBrush(edge_pen(self.state, style).color())


def paint_edges(painter: QPainter, edges: list[Edge], style: Style, rect: QRectF | None = None) -> None:
    """Every edge in its base look whose bounds meet `rect` (None: all): a thin line in the text's
    colour, dashed grey when no gradient goes through it; its head filled. Curves first, then heads,
    one pen per look."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shown = edges if rect is None else [edge for edge in edges if edge.bounds.intersects(rect)]
    # a long curve is cut to what shows: the rectangle, widened by a few pixels for the pen
    scale = max(abs(painter.transform().m11()), 1e-6)
    margin = 6 / scale + 4
    room = rect.adjusted(-margin, -margin, margin, margin) if rect is not None else None
    for blocked in (False, True):
        looks = [edge for edge in shown if edge.blocked == blocked]
        if not looks:
            continue
        pen = edge_pen(EdgeState.BLOCKED if blocked else EdgeState.IDLE, style)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for edge in looks:
            # a dashed curve is drawn whole: cut, its dashes would start elsewhere
            painter.drawPath(edge.curve if room is None or blocked else edge.part_in(room))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pen.color())
        for edge in looks:
            painter.drawPolygon(edge.head)
    painter.restore()


def edges_rect(edges: Sequence[Edge]) -> QRectF:
    """What `edges` cover, their heads included."""
    rect = QRectF()
    for edge in edges:
        rect = rect.united(edge.curve.boundingRect()).united(edge.head.boundingRect())
    return rect


class EdgeScene(QGraphicsScene):
    """A scene whose background is the edges in their base look (`paint_edges`).

    The view caches its background, so the edges are drawn once per zoom, scroll or resize, not at
    every step; `QGraphicsScene.render` (the exports) draws them too. Tell the view to reset its
    cache (`resetCachedContent`) when the edges or the style change.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.edges: list[Edge] = []
        self.style: Style | None = None

    def set_edges(self, edges: list[Edge], style: Style) -> None:
        self.edges = edges
        self.style = style

    def edges_rect(self) -> QRectF:
        """What the edges cover, their heads included."""
        return edges_rect(self.edges)

    def content_rect(self) -> QRectF:
        """The items' bounding rectangle and the edges'."""
        return self.itemsBoundingRect().united(self.edges_rect())

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt's name)
        super().drawBackground(painter, rect)
        if self.edges and self.style is not None:
            # After a long scroll `rect` spans the old view and the new: draw only what the device
            # can show (the view's cached background is the size of its viewport).
            device = painter.device()
            inverse, invertible = painter.transform().inverted()
            if device is not None and invertible:
                rect = rect.intersected(inverse.mapRect(QRectF(0, 0, device.width(), device.height())))
            paint_edges(painter, self.edges, self.style, rect)
