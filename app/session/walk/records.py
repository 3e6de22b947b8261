"""The backward walk as plain records for the views: what each step did, and each step's picture.

`walk_record(root, snapshot)` consumes `core.backward_steps(root)` (the very visits `backward()`
makes) and keeps, for every step, the gradient that arrived, each edge's local derivative and
what it passed, and the running totals as sums (`3 + 4 = 7`). `WalkRecord.frame(k)` is then the
whole picture after k steps: a state and a badge for every node, a state and a label for every
edge, and a sentence saying what the last step did. The views draw frames; they never see a tensor.

A frame depends only on k, so stepping back shows exactly the picture stepping forward showed.

`tape_walk_record(tape, loss, snapshot)` does the same for the tape (`tape.backward_steps(loss)`,
the very walk of `tape.backward`) on a `tape_snapshot`, and adds the tape itself as a list of rows
(`tape_rows`, `tape_position(k)`). One difference shows in the store: the graph walk drops a
node's gradient once it has passed it on, the tape keeps every gradient it computed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gradwalk.core.engine import (EdgeState, NodeState, Tape, WalkMode, as_operand, backward_steps,
                                  badge_text, clip, label_text, line_text, tooltip_text)
from gradwalk.core.engine.budget import check_budgets
from gradwalk.core.engine.elements import OPENED_OP
from gradwalk.core.engine.layers import LAYER_OP, unit_flow
from gradwalk.core.engine.snapshot import GraphSnapshot
from gradwalk.core.words import translate

__all__ = [
    "NodeFrame", "EdgeFrame", "Frame", "EdgeRecord", "WalkStep", "StoreEntry", "WalkRecord",
    "walk_record", "tape_walk_record", "EdgeKey", "TapeRow",
]

FLOW_UNITS = 64  # a matrix gradient of at most this many columns is kept per column (unit_flows)


EdgeKey = tuple[int, int, int]  # (source id, target id, input position): x * x has two edges
TapeRow = tuple[int, str, int]  # (tape index, "#1  s = sqr(x)", node id)


@dataclass(frozen=True)
class NodeFrame:
    state: NodeState
    badge: str | None = None  # the gradient so far, as the node shows it: "grad 3 + 4 = 7"
    detail: str | None = None  # for a tooltip: the gradient at full precision, or why none comes


@dataclass(frozen=True)
class EdgeFrame:
    state: str  # EdgeState.IDLE, EdgeState.ACTIVE, EdgeState.USED or EdgeState.BLOCKED
    label: str | None = None  # "∂s/∂x = 2·x = 4 · passes 4" while active


@dataclass(frozen=True)
class Frame:
    index: int  # steps taken: 0 before the first, count after the last
    count: int
    current: int | None  # the node the last step visited
    nodes: Mapping[int, NodeFrame]  # every node of the snapshot
    edges: Mapping[EdgeKey, EdgeFrame]  # every edge of the snapshot
    caption: str  # the step in words, under the graph


@dataclass(frozen=True)
class EdgeRecord:
    source: int
    target: int
    position: int
    formula: str  # ∂target/∂source as text: "2·x"
    local: str | None  # its value where it is elementwise: "4"
    passes: str | None  # what the edge adds to the source's gradient; None for an integer input
    total: str | None  # the source's running total after it
    sum_text: str | None  # how that total was built: "4", then "3 + 4 = 7"
    total_detail: str | None  # the total at full precision
    # the same for the picture, where the boxes give the shapes: a long tensor by its first values
    passes_brief: str | None = None
    sum_brief: str | None = None
    local_brief: str | None = None

    @property
    def key(self) -> EdgeKey:
        return (self.source, self.target, self.position)


@dataclass(frozen=True)
class StoreEntry:
    node: int
    label: str
    kind: str  # "variable", "plain tensor" or "intermediate"
    value: str  # summarised
    detail: str  # full precision
    sum_text: str  # the contributions that built it: "3 + 4 = 7"
    brief: str = ""  # the value as a badge shows it, where it differs from `value`: "1" for all ones


@dataclass(frozen=True)
class WalkStep:
    """One node a backward walk visited: the gradient that arrived, and what each edge passed on."""
    index: int  # 0-based
    node: int
    label: str
    op: str
    grad: str  # the gradient that arrived, summarised
    grad_detail: str
    edges: tuple[EdgeRecord, ...]
    store: tuple[StoreEntry, ...]  # what the GradStore holds once this step is done
    through: tuple[str, ...] = ()  # a closed layer's step: the operations it walked back through
    of_loss: bool = False  # that step is the loss's own operations' (a LossTail's), not a layer's
    within: int | None = None  # a step of an opened node's scalar walk: that node's id (elements.py)


@dataclass
class WalkRecord:
    snapshot: GraphSnapshot
    steps: tuple[WalkStep, ...]
    seed: str | None  # the root's starting gradient; None when no gradient flows from the root
    start_store: tuple[StoreEntry, ...]
    unreached: dict[int, str]  # node id -> why no gradient reaches it
    mode: WalkMode = WalkMode.GRAPH  # which design computed the steps
    tape_rows: tuple[TapeRow, ...] = ()  # the tape's entries in the snapshot, in tape order
    # node id -> how much gradient reached each column of a matrix node the walk visited (a
    # layer's units: core/engine/layers.py's unit_flow), for a layer's box to show
    unit_flows: dict[int, tuple[float, ...]] = field(default_factory=dict)
    _labels: dict[int, str] = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return len(self.steps)

    def tape_position(self, k: int) -> tuple[int | None, set[int]]:
        """For the tape's list after k steps: the tape index of the entry the last step visited
        (None before the first step, and for a graph walk), and the indices the steps before it
        visited."""
        index_of = {node: index for index, _, node in self.tape_rows}
        visited = [index_of[step.node] for step in self.steps[: max(0, k)] if step.node in index_of]
        if not visited:
            return None, set()
        return visited[-1], set(visited[:-1])

    def store_after(self, k: int) -> tuple[StoreEntry, ...]:
        """What the GradStore holds after k steps."""
        return self.start_store if k == 0 else self.steps[k - 1].store

    def frame(self, k: int) -> Frame:
        """The picture after k steps (k is clamped to 0..len): the steps before k drawn as done,
        step k itself as current, with its edges active."""
        k = max(0, min(k, len(self.steps)))
        nodes, edges = self._settled(k)
        current = None
        if k > 0:
            step = self.steps[k - 1]
            current = step.node
            before = nodes[step.node]
            nodes[step.node] = NodeFrame(NodeState.CURRENT, before.badge, before.detail)
            for edge in step.edges:
                if edge.key in edges:
                    edges[edge.key] = EdgeFrame(EdgeState.ACTIVE, self.edge_label(edge))
        return Frame(k, len(self.steps), current, nodes, edges, self.caption(k))

    # Every CHECKPOINT steps the settled picture is kept, so that any frame is a copy of a kept
    # one and at most CHECKPOINT - 1 steps applied to it: stepping a 2,000-step walk costs the
    # same at its end as at its start, in either direction.
    CHECKPOINT = 32

    def _settled(self, k: int) -> tuple[dict[int, NodeFrame], dict[EdgeKey, EdgeFrame]]:
        """Fresh dicts of the picture after k steps, every visited node done (none current)."""
        kept = self.__dict__.get("_checkpoints")
        if kept is None:
            kept = self.__dict__["_checkpoints"] = [self._start_picture()]
        while len(kept) <= k // self.CHECKPOINT:
            nodes, edges = dict(kept[-1][0]), dict(kept[-1][1])
            start = (len(kept) - 1) * self.CHECKPOINT
            for step in self.steps[start:start + self.CHECKPOINT]:
                self._settle(step, nodes, edges)
            kept.append((nodes, edges))
        base_nodes, base_edges = kept[k // self.CHECKPOINT]
        nodes, edges = dict(base_nodes), dict(base_edges)
        for step in self.steps[k // self.CHECKPOINT * self.CHECKPOINT:k]:
            self._settle(step, nodes, edges)
        return nodes, edges

    def _start_picture(self) -> tuple[dict[int, NodeFrame], dict[EdgeKey, EdgeFrame]]:
        snapshot = self.snapshot
        nodes: dict[int, NodeFrame] = {}
        for node in snapshot.nodes:
            reason = self.unreached.get(node.id)
            nodes[node.id] = (NodeFrame(NodeState.UNREACHED, None, reason) if reason
                              else NodeFrame(NodeState.WAITING))
        edges: dict[EdgeKey, EdgeFrame] = {
            (e.source, e.target, e.position):
                EdgeFrame(EdgeState.IDLE if e.carries_gradient else EdgeState.BLOCKED)
            for e in snapshot.edges
        }
        if self.seed is not None:
            badge = translate("Walk", "grad {0} (seed)").format(self.seed)
            why = translate("Walk", "The walk starts here with a gradient of ones.")
            nodes[snapshot.root] = NodeFrame(NodeState.RECEIVED, badge, why)
        return nodes, edges

    def _settle(self, step: WalkStep, nodes: dict, edges: dict) -> None:
        """Apply one step to a picture: its node done, its edges used, their sources reached."""
        before = nodes[step.node]
        nodes[step.node] = NodeFrame(NodeState.DONE, before.badge, before.detail)
        for edge in step.edges:
            if edge.key in edges:
                edges[edge.key] = EdgeFrame(EdgeState.USED, self.used_label(edge))
            if edge.sum_text is not None and edge.source in nodes:
                nodes[edge.source] = NodeFrame(
                    NodeState.RECEIVED, translate("Walk", "grad {0}").format(edge.sum_brief or edge.sum_text),
                    edge.total_detail)

    def edge_label(self, edge: EdgeRecord) -> str:
        """`∂/∂x = 2·x = 4` over `passes 4`: the label of an edge the current step uses. It sits
        beside the edge into its target, so the target is not named again. An edge into a box of
        several operations (a layer) says its formula alone: what it passes is its source's
        badge, and the step's caption (a network's labels short enough for it to be seen whole)."""
        if edge.target in self._boxes():
            return self._local_label(edge)
        if edge.passes is None:
            return self._local_label(edge) + "\n" + translate(
                "Walk", "no gradient ({0} is not a float)").format(self._label(edge.source))
        return self._local_label(edge) + "\n" + translate("Walk", "passes {0}").format(
            edge.passes_brief or edge.passes)

    def used_label(self, edge: EdgeRecord) -> str | None:
        """The label an edge keeps once its step is done: its local derivative, and what it passed;
        none for a quiet edge (inside a node opened into its numbers: see EdgeInfo.quiet)."""
        if edge.passes is None or edge.key in self._quiet_edges() or edge.target in self._boxes():
            return None
        return self._local_label(edge) + "\n" + translate("Walk", "passed {0}").format(
            edge.passes_brief or edge.passes)

    def _local_label(self, edge: EdgeRecord) -> str:
        text = f"∂/∂{as_operand(clip(self._label(edge.source), 24))} = {edge.formula}"
        # the value, unless the formula says it already ("−1" is the formula's minus sign)
        local = edge.local_brief or edge.local
        if local is not None and local != edge.formula.replace("\u2212", "-"):
            # a matrix's rows on lines of their own, under the formula
            text += f"\n= {local}" if "\n" in local else f" = {local}"
        return text

    def badge_texts(self) -> dict[int, tuple[str, ...]]:
        """Every badge the walk gives each node (its gradient as it is summed), for a picture that
        leaves room for them all."""
        texts: dict[int, list[str]] = {}
        if self.seed is not None:
            texts[self.snapshot.root] = [translate("Walk", "grad {0} (seed)").format(self.seed)]
        for step in self.steps:
            for edge in step.edges:
                if edge.sum_text is not None:
                    badge = translate("Walk", "grad {0}").format(edge.sum_brief or edge.sum_text)
                    texts.setdefault(edge.source, []).append(badge)
        return {node: tuple(found) for node, found in texts.items()}

    def edge_texts(self) -> dict[EdgeKey, tuple[str, ...]]:
        """Every label the walk gives each edge, for a picture that leaves room for them all."""
        texts: dict[EdgeKey, tuple[str, ...]] = {}
        for step in self.steps:
            for edge in step.edges:
                texts[edge.key] = tuple(t for t in (self.edge_label(edge), self.used_label(edge)) if t)
        return texts

    def caption(self, k: int) -> str:
        """The step in words, for readers who do not read the picture yet."""
        count = len(self.steps)
        root = self._label(self.snapshot.root)
        if self.seed is None:
            nothing = translate("Walk", "No gradient flows from {0}.").format(root)
            return self.unreached.get(self.snapshot.root, nothing)
        if k == 0:
            if count == 0:
                return translate("Walk",
                                 "{0} is a leaf: its gradient is the seed, {1}, and there is nothing to "
                           "walk.").format(root, self.seed)
            if self.mode == WalkMode.TAPE:
                return translate("Walk",
                                 "Ready: {0} starts with gradient {1}. The tape is walked from its last "
                           "entry back to its first ({2} steps).").format(root, self.seed, count)
            return translate("Walk",
                             "Ready: {0} starts with gradient {1}. Step to pass it back, one node at a "
                       "time ({2} steps).").format(root, self.seed, count)
        step = self.steps[k - 1]
        parts = []
        for edge in step.edges:
            source = self._label(edge.source)
            if edge.passes is None:
                parts.append(translate("Walk", "nothing to {0} (an integer tensor)").format(source))
            elif step.through or step.op == OPENED_OP:  # no one local derivative: what each input received
                parts.append(translate("Walk", "{0} to {1}").format(edge.passes, source))
            else:
                parts.append(translate("Walk", "{0} × {1} = {2} to {3}").format(
                    step.grad, edge.local if edge.local is not None else edge.formula, edge.passes,
                    source))
        if step.op == OPENED_OP:  # a node opened into its elements (app/session/walk/elements.py)
            text = translate("Walk", "Step {0} of {1}: gradient {2} arrived at {3}, opened into its "
                             "elements; each element takes its own share: ").format(k, count, step.grad,
                                                                                     step.label)
            if len(parts) > SHARES_SAID:  # 64 elements would fill the caption: the first and last few
                more = translate("Walk", "… {0} more").format(len(parts) - SHARES_SAID + 1)
                parts = [*parts[:SHARES_SAID - 3], more, *parts[-2:]]
        elif step.through and step.of_loss:  # the loss's operations after a network, in one step
            text = translate("Walk", "Step {0} of {1}: gradient {2} arrived at {3}, made of {4}; back "
                             "through {5} it passes ").format(k, count, step.grad, step.label, step.op,
                                                              ", ".join(step.through))
        elif step.through:  # a closed layer (app/session/walk/layers.py): its operations in one step
            text = translate("Walk", "Step {0} of {1}: gradient {2} arrived at {3}, the layer {4}; back "
                             "through {5} it passes ").format(k, count, step.grad, step.label, step.op,
                                                              ", ".join(step.through))
        else:
            text = translate("Walk", "Step {0} of {1}: gradient {2} arrived at {3} ({4}); it passes ").format(
                k, count, step.grad, step.label, step.op)
        if self.mode == WalkMode.TAPE:
            index, _done = self.tape_position(k)
            text = translate("Walk", "Tape entry {0}. ").format(index) + text
        text += "; ".join(parts) + "."
        if k == count:
            text += " " + (translate("Walk",
                                     "The tape's walk is complete: it kept the gradient of every entry, "
                               "intermediates too.") if self.mode == WalkMode.TAPE
                           else translate("Walk", "The walk is complete."))
        return text

    def _boxes(self) -> frozenset[int]:
        """The nodes drawn as a box of several operations (a network's layers, its loss)."""
        boxes = self.__dict__.get("_box_nodes")
        if boxes is None:
            boxes = self.__dict__["_box_nodes"] = frozenset(
                node.id for node in self.snapshot.nodes if node.op == LAYER_OP)
        return boxes

    def _quiet_edges(self) -> frozenset[EdgeKey]:
        quiet = self.__dict__.get("_quiet")
        if quiet is None:
            quiet = self.__dict__["_quiet"] = frozenset(
                (e.source, e.target, e.position) for e in self.snapshot.edges if e.quiet)
        return quiet

    def _label(self, node_id: int) -> str:
        if not self._labels:
            self._labels.update({node.id: node.label for node in self.snapshot.nodes})
        return self._labels.get(node_id, f"#{node_id}")


def walk_record(root: Any, snapshot: GraphSnapshot, *, seed: Any = None,
                visits: Iterable | None = None) -> WalkRecord:
    """Step `core.backward_steps(root)` to the end and keep every step as plain records. `visits`,
    where given, are the steps to keep instead, as (node, operation's name, arriving gradient,
    edges): the walk with nodes opened into their elements (app/session/walk/elements.py)."""
    reached_root = root.dtype.startswith("f") and (root.requires_grad or root.is_variable)
    if visits is None:
        visits = ((step.node, step.node.op, step.grad, step.edges) for step in backward_steps(root, seed))
    # visit_node drops a node's gradient from the store once it has passed it on
    return _record_walk(snapshot, root, seed, reached_root, visits, keep_visited=False, mode=WalkMode.GRAPH)


def tape_walk_record(tape: Tape, loss: Any, snapshot: GraphSnapshot, *, seed: Any = None) -> WalkRecord:
    """Step `tape.backward_steps(loss)` to the end and keep every step as plain records, with the
    tape's entries as rows. `snapshot` is `tape_snapshot(tape, loss)`."""
    reached_root = loss.dtype.startswith("f")
    # An integer loss has no walk (tape.backward refuses it); the record then says why.
    steps = tape.backward_steps(loss, seed) if reached_root else ()
    visits = ((step.entry.tensor, step.entry.op_name, step.grad, step.edges) for step in steps)
    # the tape keeps every gradient it computes, the visited nodes' included
    return _record_walk(snapshot, loss, seed, reached_root, visits, keep_visited=True, mode=WalkMode.TAPE,
                        tape_rows=_tape_rows(tape, snapshot))


def _record_walk(snapshot: GraphSnapshot, root: Any, seed: Any, reached_root: bool, visits: Iterable,
                 *, keep_visited: bool, mode: WalkMode, tape_rows: tuple = ()) -> WalkRecord:
    """Take the walk's visits, (node, op name, arriving gradient, edges) with the edges of either
    engine (an input, a position, contribution, total, local, formula), and keep them as texts."""
    labels = {node.id: node.label for node in snapshot.nodes}
    kinds = {node.id: _kind(node) for node in snapshot.nodes}
    formulas = {(e.target, e.position): e.formula for e in snapshot.edges}
    seed_values = (np.ones(root.shape) if seed is None else seed.numpy()) if reached_root else None
    # The store as the engine keeps it: the root's seed, then what the edges pass (and, for the
    # graph walk, without each node once visited). Kept here as labels and texts, one tuple per step.
    store: dict[int, StoreEntry] = {}
    terms: dict[int, list[str]] = {}
    brief_terms: dict[int, list[str]] = {}
    if seed_values is not None:
        seed_line = line_text(seed_values)
        store[root.id] = _store_entry(root.id, labels, kinds, seed_line, tooltip_text(seed_values),
                                      [seed_line])
    start_store = tuple(store.values())
    steps = []
    flows: dict[int, tuple[float, ...]] = {}
    for node, op_name, grad, step_edges in visits:
        check_budgets()  # texts for big tensors take time: a newer edit may stop this walk
        node_id = node.id
        grad = grad.numpy()
        if grad.ndim == 2 and grad.shape[1] <= FLOW_UNITS:
            flows[node_id] = unit_flow(grad)
        edges = []
        for edge in step_edges:
            source = edge.input.id
            formula = formulas.get((node_id, edge.position)) or edge.formula
            contribution = edge.contribution
            if contribution is None:
                edges.append(EdgeRecord(source, node_id, edge.position, formula,
                                        _local_text(edge), None, None, None, None,
                                        local_brief=_local_text(edge, label_text)))
                continue
            total = edge.total.numpy()
            passes, brief = line_text(contribution.numpy()), label_text(contribution.numpy())
            term = badge_text(contribution.numpy())
            if op_name == "element":  # one number back into its place: said so, not as a tensor of zeros
                passes = brief = term = _in_place(grad, node.params[0])
            terms.setdefault(source, []).append(passes)
            brief_terms.setdefault(source, []).append(term)
            # each text of the total made once: a big tensor's take time (a 16 × 16 weight's
            # total, written whole for its tooltip, once per element an opened product picks)
            total_line, total_detail = line_text(total), tooltip_text(total)
            sum_text = _sum_text(terms[source], total_line)
            edges.append(EdgeRecord(source, node_id, edge.position, formula,
                                    _local_text(edge), passes, total_line, sum_text,
                                    total_detail, brief,
                                    _sum_text(brief_terms[source], badge_text(total)),
                                    _local_text(edge, label_text)))
            store[source] = _store_entry(source, labels, kinds, total_line, total_detail, terms[source])
        if not keep_visited:
            store.pop(node_id, None)
        steps.append(WalkStep(len(steps), node_id, labels.get(node_id, node.name or "?"), op_name,
                                line_text(grad), tooltip_text(grad), tuple(edges), tuple(store.values())))
    return WalkRecord(snapshot, tuple(steps), line_text(seed_values) if seed_values is not None else None,
                      start_store, unreached_reasons(snapshot, steps, reached_root), mode, tape_rows, flows)


def _tape_rows(tape: Tape, snapshot: GraphSnapshot) -> tuple[TapeRow, ...]:
    """One row per node of the snapshot, in tape order: (3, "y = add(s, t)", id), (0, "x = leaf
    (variable)", id); an unnamed result is its own formula: "sqr(x)". The list shows the index."""
    index_of = {entry.tensor.id: entry.index for entry in tape.entries}
    labels = {node.id: node.label for node in snapshot.nodes}
    inputs: dict[int, list[str]] = {}
    for edge in sorted(snapshot.edges, key=lambda e: e.position):
        inputs.setdefault(edge.target, []).append(labels[edge.source])
    rows = []
    for node in snapshot.nodes:
        index = index_of[node.id]
        if node.op is None:
            kind = translate("Walk", "variable") if node.is_variable else translate("Walk", "plain tensor")
            text = translate("Walk", "{0} = leaf ({1})").format(node.label, kind)
        else:
            made = f"{node.op}({', '.join(inputs.get(node.id, ()))})"
            text = made if made == node.label else f"{node.label} = {made}"
        rows.append((index, text, node.id))
    return tuple(rows)


def _kind(node: Any) -> str:
    if node.is_variable:
        return "variable"
    return "plain tensor" if node.op is None else "intermediate"


def _store_entry(node_id: int, labels: dict, kinds: dict, line: str, detail: str,
                 terms: list[str]) -> StoreEntry:
    """What the store holds for a node: its total as a line (`line`) and whole (`detail`), and the
    sum that built it."""
    return StoreEntry(node_id, labels.get(node_id, f"#{node_id}"), kinds.get(node_id, "intermediate"),
                      line, detail, _sum_text(terms, line))


def _in_place(value: Any, index: tuple) -> str:
    """`0.9 at [1,2]`: what an element passes back to its tensor, the rest of which gets zeros."""
    return translate("Walk", "{0} at {1}").format(badge_text(value), "[" + ",".join(map(str, index)) + "]")


SUM_TERMS_SHOWN = 6  # a sum of more terms shows its first three, how many more, and its last two
SHARES_SAID = 8  # an opened node's first step names each element's share up to this many, else 5 and 2


def _sum_text(terms: list[str], total: str) -> str:
    """How a running total was built: "3 + 4 = 7"; a long sum is shortened in the middle."""
    if len(terms) == 1:
        return total
    if len(terms) > SUM_TERMS_SHOWN:
        more = translate("Walk", "… {0} more").format(len(terms) - 5)
        terms = [*terms[:3], more, *terms[-2:]]
    return " + ".join(terms) + " = " + total


def _local_text(edge: Any, text: Callable[[Any], str] = line_text) -> str | None:
    """The local derivative's value (`text`: line_text for a sentence, label_text for a label);
    one number when every element is the same (`1`, not `[1, 1, … (50 more)]`: the edge
    multiplies each element by it)."""
    local = edge.local
    if local is None:
        return None
    values = local.numpy()
    flat = np.asarray(values).reshape(-1)
    if flat.size > 1 and np.all(flat == flat[0]):
        return text(flat[0])
    return text(values)


def unreached_reasons(snapshot: GraphSnapshot, steps: Iterable[WalkStep],
                      root_reached: bool) -> dict[int, str]:
    """Why no gradient reaches each node the walk never passes anything to."""
    by_id = {node.id: node for node in snapshot.nodes}
    reached = {snapshot.root} if root_reached else set()
    for step in steps:
        reached.add(step.node)
        reached.update(edge.source for edge in step.edges if edge.passes is not None)
    users: dict[int, list] = {}
    for edge in snapshot.edges:
        users.setdefault(edge.source, []).append(edge)
    reasons: dict[int, str] = {}
    for node in reversed(snapshot.nodes):  # the root first, then each node after its users
        if node.id in reached:
            continue
        if not node.dtype.startswith("f"):
            reasons[node.id] = translate("Walk",
                                         "{0} is {1}: only floating-point tensors carry gradients.").format(
                node.label, node.dtype)
            continue
        if node.id == snapshot.root:
            if node.op is None and not node.is_variable:
                reasons[node.id] = translate("Walk",
                    "{0} is a plain tensor with nothing recorded behind it: none of the tensors it "
                    "was made from needed a gradient (a detach() makes such a copy).").format(node.label)
            else:
                reasons[node.id] = translate("Walk",
                    "{0} does not depend on a variable through operations that have a "
                    "derivative, so no gradient flows from it.").format(node.label)
            continue
        reason = None
        for edge in users.get(node.id, ()):
            user = by_id[edge.target]
            if edge.formula == "no gradient":
                reason = translate("Walk", "{0} has no derivative, so no gradient passes back through it to "
                             "{1}.").format(user.op, node.label)
                break
            reason = reason or reasons.get(user.id)
        reasons[node.id] = reason or translate("Walk",
                                               "No gradient from the result reaches {0}.").format(node.label)
    return reasons
