"""The computation graph, drawn, and the backward walk stepped over it.

`GraphView.set_graph(snapshot)` lays the graph out once (views.graph_layout) and builds the scene;
`show_frame(frame)` then only restyles the nodes and edges whose state changed since the last
frame, so a step redraws fast on thousands of nodes, nothing moves, and the learner's zoom stays.
Frames are the plain records of app/session/walk/records.py (read by attribute; this module does not
import the app): `frame.nodes[id]` has `state`, `badge`, `detail`; `frame.edges[key]` has `state`,
`label`.
The frame's caption is emitted (`captionChanged`) for the window to show under the graph.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from itertools import compress
from operator import is_not
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (QAction, QColor, QFont, QFontMetricsF, QKeySequence, QPainter,
                           QPen, QPixmap)
from PySide6.QtWidgets import (QApplication, QGraphicsScene, QGraphicsView, QMenu, QSizePolicy, QToolTip,
                               QWidget)

from gradwalk.core.engine import EdgeState, NodeState
from gradwalk.core.engine.snapshot import GraphSnapshot

from .graph_items import (LOD_EDGE, MARKERS, OPERATION, PLAIN, VARIABLE, Edge,
                          EdgeOverlay,
                          EdgeScene, Label, LevelsOfDetail, NodeItem, Style, edge_pen, font_metrics,
                          paint_node_shape)
from .graph_layout import Spacing
from .graph_plan import (BADGE_LINES, CAREFUL_UP_TO, LABEL_CHARACTERS, LODS, MAX_FIT_SCALE, GraphPlan,
                         PlanInputs, fit_scale, label_width, plan_graph)
from gradwalk.views.none_guard import keep_none_alive

__all__ = ["GraphView", "GraphLegend", "paint_legend_sample", "legend_size", "paint_legend", "CAREFUL_UP_TO"]

ZOOM_STEP = 1.25
MIN_SCALE, MAX_SCALE = 0.02, 6.0
# Up to this many nodes every edge shows its formula (`∂/∂x = 2·x`) while idle; a bigger graph labels
# only the edges the walk uses (and the blocked ones): the formula is in every edge's tooltip.
IDLE_LABELS_UP_TO = 300
# Up to this many nodes a used edge is drawn over the background too, as the trail of the walk
# (medium, subdued). A bigger graph draws only the step's edges over it: hundreds of used curves
# crossing the view would be drawn again at every step; a used edge's label says what it passed.
USED_TRAIL_UP_TO = 300
READABLE_TEXT_PX = 8.1  # a line of the scene's text is at least this high on screen when fitted


class GraphView(QGraphicsView):
    """The graph of a snapshot, one walk frame at a time."""

    nodeSelected = Signal(int)  # node id; -1 when the selection is cleared
    nodeActivated = Signal(int)  # node id: a node was double-clicked (a layer's box opens)
    captionChanged = Signal(str)  # the shown frame's sentence, for the label under the graph

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("graphView")
        self.setScene(EdgeScene(self))
        # A BSP index: at 100 % a repaint finds the ~200 items it shows among ~11,000 (a linear scan
        # cost 4 ms). The long curves that made re-filing costly are not items any more.
        self.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        # The edges are the scene's background (EdgeScene), drawn once into this cache: a step
        # repaints the few small items it changed over it, not every long curve crossing them.
        # Qt redraws the cache on a zoom, a resize, or what a scroll uncovers; the view resets it
        # when the graph or the colours change.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # Every item sets its own pen, brush and font: saving and restoring the painter around each
        # of thousands of boxes took a third of a fitted repaint.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._style = self._make_style()
        self._snapshot: GraphSnapshot | None = None
        self._nodes: dict[int, NodeItem] = {}
        self._edges: dict[tuple, Edge] = {}
        self._overlays: dict[tuple, EdgeOverlay] = {}  # the edges drawn over the background (active)
        self._spare_overlays: list[EdgeOverlay] = []  # hidden, for the next step's active edges
        self._edge_labels: dict[tuple, Label] = {}  # made when an edge first shows a label
        self._idle_texts: dict[tuple, str] = {}  # the formula: the idle label, or only the tooltip
        self._anchors: dict[tuple, QPointF] = {}  # where each edge's label is centred
        self._label_rects: dict[tuple, tuple] = {}  # each placed label's room (small graphs)
        self._curves: dict[tuple, tuple] = {}  # each edge's cubic and the x of its label's default spot
        self._badge_lines: dict[int, int] = {}  # node id -> the lines its badges will take
        self._idle_labels = True  # whether idle edges show their formula (small graphs)
        self._used_trail = True  # whether used edges are drawn over the background (small graphs)
        self._label_width = 0.0  # where an edge's label wraps
        self._row_width = 0.0  # how wide a matrix's row may make an edge's label (on a line of its own)
        self._applied: dict[Any, Any] = {}  # node id or edge key -> the state last applied
        self._active: set[tuple] = set()  # the keys of the edges shown active
        # edge key -> (label, state, the target's x and y) of the labels not made yet, and the
        # part of the scene last looked at for them
        self._pending: dict[tuple, tuple[str, str, float, float]] = {}
        self._scanned: QRectF | None = None
        self._lazy_labels = False  # a big graph makes its edges' labels as they come into view
        self._frame: Any = None
        self._selected = -1
        self._fit_pending = False  # fit again on resize until the user zooms
        self._zoomed_by_user = False  # a zoom of the learner's own, kept when the program changes
        self._label_choice: dict[tuple, int] = {}  # the graph last drawn -> the label width it took
        self._drawn_hidden: tuple | None = None  # what set_graph drew before the view was shown
        self._context_actions: list[QAction] = []
        self._carries: dict[tuple, bool] = {}
        self._levels = LevelsOfDetail(LODS)  # the labels of each level, and each level's visibility
        self.legend = GraphLegend(self)
        self.min_fit_scale = 0.0  # the window sets one, so that a fitted graph stays readable
        self.scene().setBackgroundBrush(self._style.base)
        self.retranslate()

    def retranslate(self) -> None:
        """The view's name and tip in the language installed now. The scene's texts come with the
        graph, which the window draws again in the new language."""
        self.setAccessibleName(self.tr("Computation graph"))
        self.setToolTip(self.tr("The computation graph: inputs on the left, the result on the right. "
                                "Ctrl+wheel zooms, dragging pans."))
        if self.legend.isVisible():
            self._place_legend()  # the legend's words take another room

    # --- building ----------------------------------------------------------------------------------

    def _make_style(self) -> Style:
        font = QApplication.font()  # never smaller than the application's font
        return Style.from_palette(self.palette(), font)

    def spacing(self) -> Spacing:
        """Box and gap sizes for the current font: three lines in a box, a badge under it."""
        metrics = QFontMetricsF(self._style.bold)
        line = metrics.lineSpacing()
        width = max(150.0, metrics.averageCharWidth() * 19)
        return Spacing(node_width=width, node_height=max(60.0, 3 * line + 12),
                       column_gap=max(170.0, metrics.averageCharWidth() * 22),
                       row_gap=BADGE_LINES * line + 22)

    def readable_scale(self) -> float:
        """The smallest zoom at which the scene's text is still `READABLE_TEXT_PX` high on screen."""
        return READABLE_TEXT_PX / font_metrics(self._style.font).height()

    def label_width(self, characters: int = LABEL_CHARACTERS) -> float:
        """Where an edge's label wraps."""
        return label_width(self._style, characters)

    def plan_inputs(self) -> PlanInputs:
        """What a plan of a graph for this view reads of it, as it is now (views/graph/graph_plan.py)."""
        return PlanInputs(self._style, self.spacing(), self.viewport().size().toTuple(), self.isVisible(),
                          self.min_fit_scale, self.tr("∂/∂{0} = {1}"), tuple(self._label_choice.items()))

    def can_show(self, plan: GraphPlan) -> bool:
        """Whether `plan` is what `set_graph` would make here now, so that it is shown as it is
        (a hidden view may show any plan: it is planned again once shown)."""
        return not self.isVisible() or _same_inputs(plan.inputs, self.plan_inputs())

    def set_graph(self, snapshot: GraphSnapshot, frame: Any = None, fit: bool = True,
                  edge_texts: Mapping[tuple, Sequence[str]] | None = None,
                  badge_texts: Mapping[int, Sequence[str]] | None = None,
                  plan: GraphPlan | None = None) -> None:
        """Lay out and draw `snapshot` (replacing what was shown), then show `frame` if given.

        `edge_texts` (edge key -> the labels the walk will give it) and `badge_texts` (node id ->
        the badges it will show) let a small graph leave room for the longest of them, so that no
        text moves or covers another as the walk goes on. `plan`, one made off the window's thread
        with `plan_graph(snapshot, view.plan_inputs().for_thread(), ...)`, is shown as it is
        where the view has not changed since; else the graph is planned here."""
        keep_none_alive()
        if plan is not None:  # the texts it left room for
            edge_texts, badge_texts = plan.edge_texts, plan.badge_texts
        inputs = self.plan_inputs()
        if plan is None or plan.snapshot is not snapshot or not _same_inputs(plan.inputs, inputs):
            plan = plan_graph(snapshot, inputs, edge_texts, badge_texts)
        scene = self.scene()
        scene.clear()
        self._nodes, self._edges, self._edge_labels = plan.nodes, plan.edges, {}
        self._idle_texts, self._curves, self._anchors = plan.idle_texts, plan.curves, plan.anchors
        self._label_rects, self._badge_lines = plan.label_rects, plan.badge_lines
        self._label_width, self._row_width = plan.label_width, plan.row_width
        self._overlays, self._spare_overlays = {}, []
        self._applied, self._frame, self._selected = {}, None, -1
        self._active = set()
        self._pending = {}
        self._scanned = None
        self._lazy_labels = len(snapshot.nodes) > CAREFUL_UP_TO
        self._snapshot = snapshot
        self._idle_labels = len(snapshot.nodes) <= IDLE_LABELS_UP_TO
        self._used_trail = len(snapshot.nodes) <= USED_TRAIL_UP_TO
        self._carries = {(e.source, e.target, e.position): e.carries_gradient for e in snapshot.edges}
        self._label_choice = {plan.shape: plan.characters}
        # (a hidden view, as an export or a test makes, has no size yet: planned again once shown)
        self._drawn_hidden = ((snapshot, fit, edge_texts, badge_texts)
                              if len(snapshot.nodes) <= CAREFUL_UP_TO and not self.isVisible() else None)
        scene.set_edges(list(self._edges.values()), self._style)
        bounds = plan.bounds
        scale = self._expected_scale(bounds) if fit else self.scale_factor()
        levels = self._levels = plan.levels
        for lod in LODS:
            if scale < lod:
                levels.shown[lod] = False
                for label in levels.labels[lod]:
                    label.setVisible(False)
        self.resetCachedContent()
        for item in self._nodes.values():
            scene.addItem(item)
        # what a box and an edge look like before any frame: the next frame restyles only the others
        for node_id in self._nodes:
            self._applied[node_id] = (NodeState.WAITING, None, None)
        if not self._idle_labels:
            for key, carries in self._carries.items():
                if carries:
                    self._applied[key] = (EdgeState.IDLE, None)
        if self._idle_labels:
            for key in self._edges:
                self._label_of(key)
        scene.setSceneRect(bounds.united(scene.itemsBoundingRect()))
        self.show_frame(frame)
        if fit:
            self.fit_all(self.min_fit_scale)
            self._fit_pending = True
        self._apply_lod()

    def _expected_scale(self, bounds: QRectF) -> float:
        """The scale `fit_all` will choose, near enough to pick which labels start hidden."""
        if bounds.isEmpty():
            return self.scale_factor()
        fitted = fit_scale(bounds, self.viewport().size().toTuple())
        return max(min(fitted, MAX_FIT_SCALE), self.min_fit_scale)

    def _apply_lod(self) -> None:
        """Show or hide each level's labels when the scale has crossed its threshold since last time:
        one pass over that level's labels per crossing, nothing while the scale stays on one side."""
        self._levels.apply(self.scale_factor())

    def _label_of(self, key: tuple) -> Label:
        """The edge's label, made (empty) and added to the scene the first time it is asked for."""
        label = self._edge_labels.get(key)
        if label is None:
            label = Label("", None, LOD_EDGE, self._style.font, self._label_width, centred=True,
                          row_width=self._row_width)
            anchor = self._anchors.get(key)
            if anchor is None:  # not placed (a big graph): in the gap just before the target, so
                # that a long edge's label is not lost among far boxes
                anchor = self._anchors[key] = _bezier_at_x(*self._curves[key])
            label.anchor = anchor
            label.setZValue(3)
            self._levels.add(label)
            self.scene().addItem(label)
            self._edge_labels[key] = label
        return label

    # --- stepping ----------------------------------------------------------------------------------

    def show_frame(self, frame: Any) -> None:
        """Show a walk frame (None: the plain graph); only what changed since the last one is redrawn."""
        keep_none_alive()
        previous, self._frame = self._frame, frame
        snapshot = self._snapshot
        if snapshot is None:
            return
        if frame is not None and previous is not None:
            # a step changes a few states among thousands: find them without restyling the rest
            node_ids = _changed(frame.nodes, previous.nodes)
            edge_keys = _changed(frame.edges, previous.edges)
        else:
            node_ids, edge_keys = self._nodes, self._edges
        applied = self._applied
        for node_id in node_ids:
            item = self._nodes.get(node_id)
            if item is None:
                continue
            state = frame.nodes.get(node_id) if frame is not None else None
            look = ((state.state, state.badge, state.detail) if state is not None
                    else (NodeState.WAITING, None, None))
            if applied.get(node_id) != look:
                applied[node_id] = look
                item.set_state(*look)
        active = self._active
        for key in edge_keys:
            item = self._edges.get(key)
            if item is None:
                continue
            state = frame.edges.get(key) if frame is not None else None
            if state is not None:
                look = (state.state, state.label)
            else:
                look = (EdgeState.IDLE if self._carries[key] else EdgeState.BLOCKED, None)
            if look[0] == EdgeState.ACTIVE:
                active.add(key)
            else:
                active.discard(key)
            if applied.get(key) != look:
                applied[key] = look
                self._set_edge_state(item, look[0])
                if look[0] in (EdgeState.IDLE, EdgeState.BLOCKED):
                    # an idle edge the frame labels (a forward sweep's rule) says it on hover
                    item.setToolTip(look[1] or self._idle_texts.get(key, ""))
                idle_text = self._idle_labels or look[0] == EdgeState.BLOCKED
                text = look[1] or (self._idle_texts[key] if idle_text else "")
                if key not in self._edge_labels and self._lazy_labels and look[0] != EdgeState.ACTIVE:
                    # a big graph: made when it comes into view (`_make_labels_in_view`)
                    if text:
                        target = self._nodes[key[1]].pos()
                        self._pending[key] = (text, look[0], target.x(), target.y())
                        self._scanned = None
                    else:
                        self._pending.pop(key, None)
                elif text or key in self._edge_labels:
                    self._pending.pop(key, None)
                    self._make_label(key, text, look[0])
        if frame is not None:
            self.captionChanged.emit(frame.caption)
            current = self._nodes.get(frame.current) if frame.current is not None else None
            if current is not None:
                self._fit_pending = False  # from the first step on, the view follows the walk
                self._keep_in_view(current, sorted(active))

    def _make_label(self, key: tuple, text: str, state: str) -> None:
        label = self._label_of(key)
        label.set_text(text)
        _style_edge_label(label, state, self._style)

    def _make_labels_in_view(self) -> None:
        """A big graph's edge labels are made when they come into view at a scale that shows them:
        a thousand labels the learner never zooms to would cost a tenth of a second to make."""
        if not self._pending or not self._levels.shown.get(LOD_EDGE, True):
            return
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        if shown == self._scanned:  # nothing new, and nothing moved into view
            return
        self._scanned = shown
        # the target's centre a view's width or height around what shows: made before it scrolls in
        left, right = shown.left() - shown.width(), shown.right() + shown.width()
        top, bottom = shown.top() - shown.height(), shown.bottom() + shown.height()
        near = [key for key, (_, _, x, y) in self._pending.items()
                if left <= x <= right and top <= y <= bottom]
        for key in near:
            text, state, _, _ = self._pending.pop(key)
            self._make_label(key, text, state)

    def make_every_label(self) -> None:
        """Make the labels still waiting to come into view (an export shows the whole scene)."""
        for key, (text, state, _, _) in list(self._pending.items()):
            self._make_label(key, text, state)
        self._pending.clear()

    def _keep_in_view(self, current: NodeItem, active: list) -> None:
        """Scroll, only if needed, so that the visited node, its edges' labels and the boxes at
        their other ends (what the step passes a gradient to, with its badge) show; where they do
        not fit together, the node and its labels, else the node alone."""
        node = current.sceneBoundingRect()
        labels = QRectF(node)
        for key in active:
            label = self._edge_labels.get(key)
            if label is not None and label.isVisible():
                labels = labels.united(label.sceneBoundingRect())
        ends = QRectF(labels)
        for key in active:
            other = self._nodes.get(key[0] if key[1] == self._frame.current else key[1])
            if other is not None:
                ends = ends.united(_with_badge(other))
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        fitting = [a for a in (ends, labels) if a.width() <= shown.width() and a.height() <= shown.height()]
        area = fitting[0] if fitting else self._nearest_labels(node, active, shown)
        scene = self.scene()
        if scene is not None and not scene.sceneRect().contains(area):
            # a label grown by the walk ("passed [...]") may reach past the picture's edge: the
            # view can scroll to it only once the scene takes it in
            scene.setSceneRect(scene.sceneRect().united(area.adjusted(-40, -40, 40, 40)))
        # Margins of up to 40 px, but never more than the room left: with too wide a margin Qt
        # honours the bottom (right) one last and cuts the top (left) of what had to show.
        scale = self.scale_factor()
        room = self.viewport().rect()
        x_margin = int(max(0.0, min(40.0, (room.width() - area.width() * scale) / 2)))
        y_margin = int(max(0.0, min(40.0, (room.height() - area.height() * scale) / 2)))
        self.ensureVisible(area, x_margin, y_margin)

    def _nearest_labels(self, node: QRectF, active: list, shown: QRectF) -> QRectF:
        """The node with as many of its edges' labels as fit in the view with it, the nearest
        first (a layer's three inputs may sit further apart than the view is tall)."""
        area = QRectF(node)
        rects = [label.sceneBoundingRect() for key in active
                 if (label := self._edge_labels.get(key)) is not None and label.isVisible()]
        for rect in sorted(rects, key=lambda r: abs(r.center().y() - node.center().y())):
            grown = area.united(rect)
            if grown.width() <= shown.width() and grown.height() <= shown.height():
                area = grown
        return area

    def _set_edge_state(self, edge: Edge, state: str) -> None:
        """The edge's state; an active edge is drawn again over the background, thick and in the
        walk's colour, and so is a used one in a small graph (`USED_TRAIL_UP_TO`). Idle and blocked
        edges keep the background's look."""
        edge.state = state
        overlay = self._overlays.get(edge.key)
        if state == EdgeState.ACTIVE or (state == EdgeState.USED and self._used_trail):
            if overlay is not None and overlay.state != state:
                overlay.show_edge(edge, state, self._style)
            elif overlay is None:
                if self._spare_overlays:
                    overlay = self._spare_overlays.pop()
                else:
                    overlay = EdgeOverlay()
                    self.scene().addItem(overlay)
                self._overlays[edge.key] = overlay
                overlay.show_edge(edge, state, self._style)
        elif overlay is not None:
            del self._overlays[edge.key]
            overlay.setVisible(False)
            self._spare_overlays.append(overlay)

    def current_frame(self) -> Any:
        return self._frame

    # --- zoom and pan ------------------------------------------------------------------------------

    def zoom_in(self) -> None:
        self._zoom(ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom(1 / ZOOM_STEP)

    def reset_zoom(self) -> None:
        self._fit_pending = False
        self._zoomed_by_user = True
        self.resetTransform()
        self._apply_lod()

    def fit_all(self, min_scale: float = 0.0) -> None:
        """The whole graph in view, but never magnified past a comfortable size. With
        `min_scale`, never shrunk below it either: a graph too wide to read whole is shown at
        that scale from its left edge, its inputs, and the learner scrolls (or steps)."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        self._zoomed_by_user = False
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.scale(0.98, 0.98)  # a hair smaller: an exact fit can still show scroll bars
        if self.scale_factor() > MAX_FIT_SCALE:
            self.resetTransform()
            self.scale(MAX_FIT_SCALE, MAX_FIT_SCALE)
            self.centerOn(rect.center())
        elif self.scale_factor() < min_scale:
            self.resetTransform()
            self.scale(min_scale, min_scale)
            # from its inputs, as its code reads: the variables the learner made in view (the
            # walk's first step scrolls to the result, where a backward walk starts)
            self.centerOn(rect.center())
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())
        self._apply_lod()

    def zoomed_by_user(self) -> bool:
        """Whether the learner has zoomed (in, out, or to 100 %) since the graph was last fitted."""
        return self._zoomed_by_user

    def show_result(self) -> None:
        """Scroll to the graph's result, where the walk starts, keeping the zoom."""
        root = self._nodes.get(self._snapshot.root) if self._snapshot is not None else None
        if root is not None:
            self.centerOn(root)

    def scale_factor(self) -> float:
        return self.transform().m11()

    def _zoom(self, factor: float) -> None:
        self._fit_pending = False
        self._zoomed_by_user = True
        target = min(MAX_SCALE, max(MIN_SCALE, self.scale_factor() * factor))
        factor = target / self.scale_factor()
        self.scale(factor, factor)
        self._apply_lod()

    def paintEvent(self, event: Any) -> None:
        keep_none_alive()  # Qt calls into Python here: under PySide6 6.12 on 3.11 each costs None
        self._apply_lod()  # a scale set by other means than this class's zoom (cheap when unchanged)
        self._make_labels_in_view()
        super().paintEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """An edge's formula as a tooltip near its curve (edges are not items: the scene's background
        draws them); a box's tooltip first, as Qt's items show theirs."""
        if event.type() == QEvent.Type.ToolTip:
            keep_none_alive()
            pos = event.pos()
            if not any(item.toolTip() for item in self.items(pos)):
                edge = self.edge_at(self.mapToScene(pos))
                if edge is not None and edge.toolTip():
                    QToolTip.showText(event.globalPos(), edge.toolTip(), self.viewport())
                    return True
        return super().viewportEvent(event)

    def edge_at(self, point: QPointF) -> Edge | None:
        """The edge whose curve passes within a few pixels of `point` (scene coordinates), the last
        drawn first; None for none."""
        for edge in reversed(self.scene().edges):
            if edge.hit(point):
                return edge
        return None

    def wheelEvent(self, event: Any) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._zoom(ZOOM_STEP ** (event.angleDelta().y() / 120))
            event.accept()
        else:
            super().wheelEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._drawn_hidden is not None and self.isVisible():
            # drawn before the window showed (at start-up): laid out again now that the view has
            # its size, so that a graph too wide for it gets its narrower labels
            snapshot, fit, edge_texts, badge_texts = self._drawn_hidden
            self.set_graph(snapshot, self._frame, fit=fit and self._fit_pending,
                           edge_texts=edge_texts, badge_texts=badge_texts)
        if self._fit_pending:
            self.fit_all(self.min_fit_scale)
        elif self._frame is not None and self._frame.current in self._nodes:
            # the view grew shorter or narrower (a longer sentence under it): the step stays in view
            self._keep_in_view(self._nodes[self._frame.current], sorted(self._active))
        self._place_legend()

    def keyPressEvent(self, event: Any) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and self._selected in self._nodes:
            QApplication.clipboard().setText(self._nodes[self._selected].toolTip())
            return
        super().keyPressEvent(event)

    # --- selection, menu, palette ------------------------------------------------------------------

    def mousePressEvent(self, event: Any) -> None:
        super().mousePressEvent(event)
        # the right button selects too: the context menu's commands act on the node under it
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.select_node(self._node_at(event))

    def mouseDoubleClickEvent(self, event: Any) -> None:
        super().mouseDoubleClickEvent(event)
        node_id = self._node_at(event)
        if event.button() == Qt.MouseButton.LeftButton and node_id >= 0:
            self.select_node(node_id)
            self.nodeActivated.emit(node_id)

    def _node_at(self, event: Any) -> int:
        """The id of the node under the mouse, -1 for none."""
        item = self.itemAt(event.position().toPoint())
        while item is not None and not isinstance(item, NodeItem):
            item = item.parentItem()
        return item.node_id if item is not None else -1

    def selected_node(self) -> int:
        """The selected node's id, -1 for none."""
        return self._selected

    def select_node(self, node_id: int) -> None:
        """Select a node (-1: none) and say so, as a click does."""
        self.scene().clearSelection()
        if node_id in self._nodes:
            self._nodes[node_id].setSelected(True)
        else:
            node_id = -1
        if node_id != self._selected:
            self._selected = node_id
            self.nodeSelected.emit(node_id)

    def set_context_actions(self, actions: Sequence[QAction]) -> None:
        """The actions offered on right-click (the window's Export graph, Fit, …)."""
        self._context_actions = list(actions)

    def context_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.addActions(self._context_actions)
        return menu

    def contextMenuEvent(self, event: Any) -> None:
        if self._context_actions:
            self.context_menu().exec(event.globalPos())
            event.accept()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.recolour()

    def recolour(self) -> None:
        """Take the colours from the palette again (a light or dark look was chosen)."""
        self._style = self._make_style()
        for item in self._nodes.values():
            item.style = self._style
            item.recolour()
        for key, item in self._edges.items():
            label = self._edge_labels.get(key)
            if label is not None:
                _style_edge_label(label, item.state, self._style)
        for overlay in self._overlays.values():
            overlay.recolour(self._style)
        scene = self.scene()
        scene.set_edges(scene.edges, self._style)
        scene.setBackgroundBrush(self._style.base)
        self.resetCachedContent()
        self.legend.update()

    def _place_legend(self) -> None:
        size = self.legend.sizeHint()
        self.legend.resize(size)
        view = self.viewport().geometry()
        self.legend.move(view.left() + 8, view.bottom() - size.height() - 8)

    # --- what tests and the window read ------------------------------------------------------------

    def text_items(self) -> list[str]:
        """Every non-empty text shown in the scene."""
        self.make_every_label()
        return [text for item in self.scene().items() if isinstance(item, Label) for text in item.texts()]

    def labels(self) -> list[Label]:
        self.make_every_label()
        return [item for item in self.scene().items() if isinstance(item, Label)]

    def visible_texts(self, scale: float | None = None) -> list[str]:
        """The texts shown at a scale (when None: the texts shown now): fewer when zoomed out."""
        if scale is None:
            return [text for label in self.labels() if label.isVisible() for text in label.texts()]
        return [text for label in self.labels() if label.label_visible_at(scale) for text in label.texts()]

    def node_item(self, node_id: int) -> NodeItem:
        return self._nodes[node_id]

    def edge_item(self, key: tuple) -> Edge:
        return self._edges[key]

    def node_state(self, node_id: int) -> str:
        return self._nodes[node_id].state

    def edge_state(self, key: tuple) -> str:
        return self._edges[key].state

    def edge_label(self, key: tuple) -> str | None:
        """The text beside an edge: the step's label while it is active or used, else its formula (in a
        small graph; "" in a big one); None for no such edge."""
        label = self._edge_labels.get(key)
        if label is not None:
            return label.plain_text()
        if key in self._pending:
            return self._pending[key][0]
        return "" if key in self._edges else None

    def edge_label_rect(self, key: tuple) -> QRectF | None:
        """Where the edge's label is shown (scene coordinates); None when it shows none."""
        label = self._edge_labels.get(key)
        if label is None or not label.isVisible() or not label.plain_text():
            return None
        return label.sceneBoundingRect()

    def state_dump(self) -> dict:
        """Everything a frame decides, as plain data: compare two pictures exactly."""
        nodes = {i: (n.state, n.marker_text(), n.badge_text(), n.toolTip()) for i, n in self._nodes.items()}
        edges = {k: (e.state, self.edge_label(k)) for k, e in self._edges.items()}
        return {"nodes": nodes, "edges": edges}


def _changed(now: Mapping, before: Mapping) -> list:
    """The keys whose value differs between two frames' states. Most values are the same objects
    (frames are copies of kept pictures): those are passed over in C (`compress`), and only the few
    others compared."""
    maybe = compress(now.keys(), map(is_not, now.values(), map(before.get, now.keys())))
    return [key for key in maybe if before.get(key) != now[key]] + list(before.keys() - now.keys())


def _style_edge_label(label: Label, state: str, style: Style) -> None:
    """Active: on the walk's colour, bold; used and idle: subdued; blocked: grey."""
    active = state == EdgeState.ACTIVE
    label.setFont(style.bold if active else style.font)
    label.background = style.walk if active else QColor(style.base.red(), style.base.green(),
                                                        style.base.blue(), 215)
    colour = {EdgeState.ACTIVE: style.walk_text, EdgeState.USED: style.subdued,
              EdgeState.BLOCKED: style.grey}.get(state, style.subdued)
    label.set_colour(colour)
    label.setZValue(4 if active else 3)
    label.place()


def _bezier_at_x(points: tuple[float, ...], x: float) -> QPointF:
    """The point of a cubic curve (x0, y0, … x3, y3; x rising along it) whose x is `x`, by bisection."""
    x0, y0, x1, y1, x2, y2, x3, y3 = points
    low, high = 0.0, 1.0
    for _ in range(24):
        t = (low + high) / 2
        u = 1 - t
        if u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3 < x:
            low = t
        else:
            high = t
    t = (low + high) / 2
    u = 1 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return QPointF(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)


class GraphLegend(QWidget):
    """What the shapes and marks mean: the kinds of node, the walk's states, the edges."""

    def __init__(self, parent: QWidget | None = None, columns: int = 2) -> None:
        super().__init__(parent)
        self.columns = columns  # 2: a block for a corner; 4: a strip under the graph
        self.setObjectName("graphLegend")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._picture: QPixmap | None = None
        self._picture_key: tuple = ()
        self.forward = False  # the marks of a forward sweep: tangents, not gradients
        self.retranslate()

    def retranslate(self) -> None:
        """The legend's name in the language installed now. Its rows are worded when drawn (see
        `rows`), in the words of now: only the room they take changes."""
        self.setAccessibleName(self.tr("Graph legend"))
        if self.isVisible() and not isinstance(self.parent(), QGraphicsView):
            self.fit_columns(self.width())  # a strip under the graph: as many columns as fit now
        self.updateGeometry()
        self.update()

    def show_forward(self, on: bool) -> None:
        """Say what the marks mean in a forward sweep (True) or a backward walk (False)."""
        if on != self.forward:
            self.forward = on
            self.updateGeometry()
            self.update()

    def rows(self) -> list[tuple[str, str, str]]:
        """(what is drawn, its argument, the text): every mark the graph can show."""
        received = self.tr("has a tangent") if self.forward else self.tr("received a gradient")
        unreached = self.tr("no tangent") if self.forward else self.tr("no gradient")
        return [("node", VARIABLE, self.tr("variable")), ("node", PLAIN, self.tr("plain tensor")),
                ("node", OPERATION, self.tr("operation")),
                ("state", NodeState.RECEIVED, received),
                ("state", NodeState.CURRENT, self.tr("current")), ("state", NodeState.DONE, self.tr("done")),
                ("state", NodeState.UNREACHED, unreached),
                ("edge", EdgeState.ACTIVE, self.tr("edge of this step")),
                ("edge", EdgeState.USED, self.tr("edge walked")),
                ("edge", EdgeState.BLOCKED, self.tr("carries none"))]

    def explained_rows(self) -> list[tuple[str, str, str, str]]:
        """The legend's rows, each with a sentence that explains it (Help > What the Marks Mean):
        (what is drawn, its argument, text, explanation)."""
        explained = {  # one for each of rows()
            VARIABLE: self.tr("A Var: a tensor the engine tracks. Its gradient is what the walk is for."),
            PLAIN: self.tr("A tensor that is not tracked (a number, data, the result of detach): the "
                           "walk passes it a gradient only as a direct input of an operation."),
            OPERATION: self.tr("The result of an operation; its name and inputs are written inside."),
            EdgeState.ACTIVE: self.tr("The edges the last step passed a gradient along, with their local "
                            "derivative and what they passed."),
            NodeState.CURRENT: self.tr("The node the walk is visiting now: its gradient goes to its inputs."),
            NodeState.DONE: self.tr("A node the walk has visited: its gradient is complete and passed on."),
            NodeState.UNREACHED: self.tr("A node no gradient reaches (after round, from an integer tensor, "
                                         "behind detach); hover it for the reason."),
            EdgeState.BLOCKED: self.tr("An edge that carries no gradient, drawn dashed and grey."),
            EdgeState.USED: self.tr("An edge an earlier step walked: it keeps its local derivative and what "
                                    "it passed."),
            NodeState.RECEIVED: self.tr("A node that has received a gradient and waits to be visited; a node "
                              "reached twice shows its sum being built."),
        }
        return [(what, arg, text, explained[arg]) for what, arg, text in self.rows()]

    def _metrics(self) -> tuple[float, float, float]:
        return _legend_metrics(self.rows(), self.font())

    def sizeHint(self) -> Any:
        return legend_size(self.rows(), self.font(), self.columns).toSize()

    def fit_columns(self, width: int) -> None:
        """As many columns as fit in `width` (a strip under the graph: one row when there is room)."""
        _line, column, _ = self._metrics()
        count = len(self.rows())
        columns = max(1, min(count, int((width - 8) // column)))
        rows = -(-count // columns)
        columns = -(-count // rows)  # the rows as even as they can be
        if columns != self.columns:
            self.columns = columns
            self.updateGeometry()
            self.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.parent() is not None and not isinstance(self.parent(), QGraphicsView):
            self.fit_columns(self.width())

    def minimumSizeHint(self) -> Any:  # noqa: N802 (Qt's name): it may fold into more rows
        line, column, _ = self._metrics()
        return QSize(int(column) + 8, int(line) + 8)

    def paintEvent(self, event: Any) -> None:
        """The legend from a picture of it made once per size, colours, font and language: it lies
        over the graph, and is painted again with every step's repaint under it."""
        keep_none_alive()
        ratio = self.devicePixelRatioF()
        key = (self.size().width(), self.size().height(), ratio, self.palette().cacheKey(), self.font().key(),
               self.columns, tuple(row[2] for row in self.rows()))
        if self._picture is None or self._picture_key != key:
            size = QSize(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            picture = QPixmap(size)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            style = Style.from_palette(self.palette(), self.font())
            paint_legend(painter, QRectF(self.rect()), self.rows(), style, self.font(), self.columns)
            painter.end()
            self._picture, self._picture_key = picture, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()




def _with_badge(item: NodeItem) -> QRectF:
    """A box with the gradient badge under it, in the scene."""
    rect = item.sceneBoundingRect()
    for label in item.labels():
        if label.isVisible() and label.plain_text():
            rect = rect.united(label.sceneBoundingRect())
    return rect


def paint_legend_sample(painter: QPainter, rect: QRectF, what: str, arg: str, style: Style) -> None:
    """One legend row's sample (a node kind, a walk state or an edge) in `rect`, as the legend strip
    draws it: for Help > What the Marks Mean."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if what == "node":
        paint_node_shape(painter, rect, arg, NodeState.WAITING, style)
    elif what == "state":
        kind = PLAIN if arg == NodeState.UNREACHED else OPERATION
        paint_node_shape(painter, rect.adjusted(4, 2, -4, -2), kind, arg, style)
        painter.setPen(style.walk if arg == NodeState.CURRENT else style.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, MARKERS[arg])
    else:
        painter.setPen(edge_pen(arg, style))
        painter.drawLine(QPointF(rect.left(), rect.center().y()), QPointF(rect.right(), rect.center().y()))


# The legend's drawing, apart from the widget: the window's strip paints it, and so do the exports
# (views/graph/graph_export.py), on any painter, from GraphLegend.rows().

def _legend_metrics(rows: Sequence[tuple[str, str, str]], font: QFont) -> tuple[float, float, float]:
    """A row's height, a column's width and the font's ascent, for `rows` in `font`."""
    metrics = QFontMetricsF(font)
    line = metrics.lineSpacing() + 6
    text = max((metrics.horizontalAdvance(row[2]) for row in rows), default=0.0)
    return line, 34 + 6 + text + 14, metrics.ascent()


def legend_size(rows: Sequence[tuple[str, str, str]], font: QFont, columns: int) -> QSizeF:
    """The size the legend of `rows` takes in `font`, in `columns` columns (rounded up to pixels)."""
    line, column, _ = _legend_metrics(rows, font)
    count = -(-len(rows) // max(1, columns))
    return QSizeF(QRectF(0, 0, columns * column + 8, count * line + 8).toAlignedRect().size())


def paint_legend(painter: QPainter, rect: QRectF, rows: Sequence[tuple[str, str, str]], style: Style,
                 font: QFont, columns: int) -> None:
    """The legend of `rows` (GraphLegend.rows()) in `rect`, at `font`'s size: a rounded panel, each
    row a sample of the mark and its text, filled column by column."""
    line, column, ascent = _legend_metrics(rows, font)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(font)
    back = QColor(style.base)
    back.setAlpha(235)
    painter.setPen(QPen(style.subdued, 1))
    painter.setBrush(back)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
    per_column = max(1, -(-len(rows) // max(1, columns)))
    for i, (what, arg, text) in enumerate(rows):
        x = rect.left() + 6 + (i // per_column) * column
        y = rect.top() + 4 + (i % per_column) * line
        paint_legend_sample(painter, QRectF(x, y + 3, 34, line - 6), what, arg, style)
        painter.setPen(style.text)
        painter.drawText(QPointF(x + 40, y + (line - 6) / 2 + ascent / 2 + 3), text)
    painter.restore()


def _same_inputs(planned: PlanInputs, now: PlanInputs) -> bool:
    """Whether a plan made from `planned` may be shown as it is: the same view, its fonts compared
    by what they are (a plan made off the window's thread has copies). A view shown then and now
    may have changed its size meanwhile (a dock that opened as the section did): the plan is what
    it would be had the learner resized the view after it was drawn, as any graph may be."""
    if planned.visible and now.visible:
        planned = replace(planned, viewport=now.viewport)
    return planned == now  # (fonts and colours compare by value)
