"""The forward sweep as plain records for the views: the same pictures as the backward walk's
(app/session/walk/records.py), stepped from the inputs to the result.

`forward_walk_record(root, snapshot, seeds)` consumes `core.forward_steps(root, seeds)` (the very
visits `forward_tangents` makes) and keeps, for every step, the node's new tangent as the sum of
what its inputs carry to it (`4 + 3 = 7`), each edge's local derivative times the tangent it
carries, and the tangents known so far. `ForwardRecord.frame(k)` is the picture after k steps,
drawn by the same graph view as the backward walk: seeded variables start with their seed,
each step lights the edges into the node it visits, and a node no seed reaches stays grey.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from gradwalk.core.engine import (EdgeState, NodeState, WalkMode, badge_text, forward_steps, line_text,
                                  tooltip_text)
from gradwalk.core.engine.budget import check_budgets
from gradwalk.core.engine.describe import tangent_rule
from gradwalk.core.engine.snapshot import GraphSnapshot
from gradwalk.core.words import translate

from gradwalk.app.session.walk.records import (
    EdgeFrame, EdgeKey, EdgeRecord, NodeFrame, StoreEntry, WalkRecord, _kind, _local_text,
    _sum_text,
)

__all__ = ["ForwardRecord", "SweepStep", "forward_walk_record"]


@dataclass(frozen=True)
class SweepStep:
    """One node a forward sweep visited: its tangent, the sum of what each edge carried to it."""
    index: int  # 0-based
    node: int
    label: str
    op: str
    tangent: str  # summarised
    tangent_detail: str
    edges: tuple[EdgeRecord, ...]
    store: tuple[StoreEntry, ...]  # every tangent known once this step is done


class ForwardRecord(WalkRecord):
    """A WalkRecord whose steps (SweepSteps) run from the seeded inputs to the result. An edge's
    `passes` is what it carries to the visited node, its `sum_text` the node's tangent as the sum
    of them; the store after each step holds every tangent known so far."""

    def _start_picture(self) -> tuple[dict[int, NodeFrame], dict[EdgeKey, EdgeFrame]]:
        nodes: dict[int, NodeFrame] = {}
        start = {entry.node: entry for entry in self.start_store}
        for node in self.snapshot.nodes:
            reason = self.unreached.get(node.id)
            if node.id in start:
                entry = start[node.id]
                nodes[node.id] = NodeFrame(NodeState.RECEIVED, self._seed_badge(entry), entry.detail)
            elif reason:
                nodes[node.id] = NodeFrame(NodeState.UNREACHED, None, reason)
            else:
                nodes[node.id] = NodeFrame(NodeState.WAITING)
        rules = self._rules
        edges = {}
        for e in self.snapshot.edges:
            key = (e.source, e.target, e.position)
            rule = rules.get(key)
            if e.source in self.unreached:  # nothing moves along it
                edges[key] = EdgeFrame(EdgeState.BLOCKED, "⊘ " + rule if rule else None)
            else:  # its forward rule where the backward formula would speak of a gradient
                edges[key] = EdgeFrame(EdgeState.IDLE, rule)
        return nodes, edges

    @cached_property
    def _rules(self) -> dict[EdgeKey, str]:
        """Each edge's forward rule where it is not elementwise (core/engine/describe.py)."""
        nodes = {node.id: node for node in self.snapshot.nodes}
        inputs: dict[int, list] = {}
        for e in sorted(self.snapshot.edges, key=lambda e: e.position):
            inputs.setdefault(e.target, []).append(nodes[e.source].label)
        rules = {}
        for e in self.snapshot.edges:
            target = nodes[e.target]
            rule = tangent_rule(target.op, e.position, inputs.get(e.target, []),
                                nodes[e.source].shape == target.shape)
            if rule is not None:
                rules[(e.source, e.target, e.position)] = rule
        return rules

    @cached_property
    def _shapes(self) -> dict[int, tuple]:
        return {node.id: node.shape for node in self.snapshot.nodes}

    @cached_property
    def _tangent_briefs(self) -> dict[int, str]:
        """Every node's tangent as a label shows it: a seed's, or the sum a visited node ends in."""
        briefs = {entry.node: brief_text_of(entry) for entry in self.start_store}
        for step in self.steps:
            briefs[step.node] = _final(step)
        return briefs

    @staticmethod
    def _seed_badge(entry: StoreEntry) -> str:
        return translate("Walk", "tangent {0} (seed)").format(brief_text_of(entry))

    def _settle(self, step: SweepStep, nodes: dict, edges: dict) -> None:
        """Apply one step: its node has its tangent now, the edges into it are used."""
        for edge in step.edges:
            if edge.key in edges:
                edges[edge.key] = EdgeFrame(EdgeState.USED, self.used_label(edge))
        badge = translate("Walk", "tangent {0}").format(_sum_brief(step))
        nodes[step.node] = NodeFrame(NodeState.DONE, badge,
                                     step.tangent_detail)

    def edge_label(self, edge: EdgeRecord) -> str:
        """`∂/∂x = 2·x = 4` over `carries 4 × 1 = 4`: the local derivative times the tangent."""
        return self._local_label(edge) + "\n" + self._carried(edge, translate("Walk", "carries {0}"))

    def used_label(self, edge: EdgeRecord) -> str | None:
        return self._local_label(edge) + "\n" + translate("Walk", "carried {0}").format(
            edge.passes_brief or edge.passes)

    def _elementwise(self, edge: EdgeRecord) -> bool:
        """Whether the edge multiplies the tangent element by element: a local derivative of the
        input's shape, and a result of that shape too (a sum or a broadcast changes the shape)."""
        shapes = self._shapes
        return (edge.local is not None and shapes.get(edge.source) == shapes.get(edge.target)
                and edge.key not in self._rules)

    def _local_label(self, edge: EdgeRecord) -> str:
        rule = self._rules.get(edge.key)
        if rule is not None:  # sum, matmul, reshape, broadcast: the operation's own rule
            return rule
        if not self._elementwise(edge):
            op = self.snapshot.node(edge.target).op
            return translate("Walk", "{0}'s forward rule").format(op)
        return super()._local_label(edge)

    def _carried(self, edge: EdgeRecord, words: str) -> str:
        """"4 × 1 = 4" where the local derivative is elementwise, else what the edge carries."""
        moved = self._input_tangent(edge)
        local = edge.local_brief or edge.local
        if self._elementwise(edge) and moved is not None:
            return words.format(f"{local} × {moved} = {edge.passes_brief or edge.passes}")
        return words.format(edge.passes_brief or edge.passes)

    def _input_tangent(self, edge: EdgeRecord) -> str | None:
        """The tangent the edge's input had when the edge used it, as a label shows it."""
        return self._tangent_briefs.get(edge.source)

    def edge_texts(self) -> dict[EdgeKey, tuple[str, ...]]:
        """Every label the sweep gives each edge, its forward rule while idle among them."""
        texts = super().edge_texts()
        for key, rule in self._rules.items():
            texts[key] = (*texts.get(key, ()), rule, "⊘ " + rule)
        return texts

    def badge_texts(self) -> dict[int, tuple[str, ...]]:
        texts = {entry.node: (self._seed_badge(entry),) for entry in self.start_store}
        for step in self.steps:
            texts[step.node] = (translate("Walk", "tangent {0}").format(_sum_brief(step)),)
        return texts

    def caption(self, k: int) -> str:
        count = len(self.steps)
        root = self._label(self.snapshot.root)
        if self.seed is None:
            return self.unreached.get(self.snapshot.root, translate(
                "Walk", "No seeded variable reaches {0}: its tangent is zero.").format(root))
        if k == 0:
            if count == 0:
                return translate("Walk", "{0} is seeded itself: its tangent is its seed, {1}, and there is "
                                 "nothing to sweep.").format(root, self.seed)
            return translate("Walk", "Ready: the seeds are {0}. Step forward to carry them to {1}, one node "
                             "at a time, in the order the nodes were made ({2} steps).").format(
                self.seed, root, count)
        step = self.steps[k - 1]
        parts = []
        for edge in step.edges:
            source = self._label(edge.source)
            parts.append(translate("Walk", "{0} from {1}").format(
                self._carried(edge, "{0}").replace("\n", " "), source))
        text = translate("Walk", "Step {0} of {1}: {2} ({3}) takes the tangents its inputs carry: {4}. Its "
                         "tangent: {5}.").format(k, count, step.label, step.op, "; ".join(parts),
                                                  step.tangent)
        if k == count:
            text += " " + translate("Walk", "The sweep is complete: {0} moves at {1} as the seeded "
                                    "variables move along their seeds.").format(root, step.tangent)
        return text


def _sum_brief(step: SweepStep) -> str:
    """A visited node's tangent as its badge shows it: the sum of what its edges carried."""
    return (step.edges[-1].sum_brief if step.edges else None) or step.tangent


def _final(step: SweepStep) -> str:
    """The tangent a sum ends in: "7" of "4 + 3 = 7"."""
    return _sum_brief(step).rsplit(" = ", 1)[-1]


def brief_text_of(entry: StoreEntry) -> str:
    """A store entry's value as a label shows it."""
    return entry.brief or entry.value


def forward_walk_record(root: Any, snapshot: GraphSnapshot, seeds: Mapping[Any, Any],
                        seed_text: str) -> ForwardRecord:
    """Step `core.forward_steps(root, seeds)` to the end and keep every step as plain records.
    `seeds` maps variables to their tangents; `seed_text` says them in the caption ("x ← 1")."""
    labels = {node.id: node.label for node in snapshot.nodes}
    kinds = {node.id: _kind(node) for node in snapshot.nodes}
    formulas = {(e.target, e.position): e.formula for e in snapshot.edges}
    walk = forward_steps(root, seeds)
    store: dict[int, StoreEntry] = {}
    for variable in seeds:
        tangent = walk.tangents.get(variable)
        if tangent is not None and variable.id in labels:
            store[variable.id] = _entry(variable.id, labels, kinds, tangent.numpy(), [])
    start_store = tuple(store.values())
    steps = []
    for step in walk:
        check_budgets()  # texts for big tensors take time: a newer edit may stop this sweep
        node_id = step.node.id
        tangent = step.tangent.numpy()
        terms, briefs, edges = [], [], []
        for edge in step.edges:
            part = edge.contribution.numpy()
            terms.append(line_text(part))
            briefs.append(badge_text(part))
            edges.append(EdgeRecord(edge.input.id, node_id, edge.position,
                                    formulas.get((node_id, edge.position)) or edge.formula,
                                    _local_text(edge), terms[-1], line_text(tangent),
                                    _sum_text(terms, line_text(tangent)), tooltip_text(tangent), briefs[-1],
                                    _sum_text(briefs, badge_text(tangent)), _local_text(edge, badge_text)))
        store[node_id] = _entry(node_id, labels, kinds, tangent, terms)
        steps.append(SweepStep(len(steps), node_id, labels.get(node_id, step.node.name or "?"),
                               step.node.op or "", line_text(tangent), tooltip_text(tangent), tuple(edges),
                               tuple(store.values())))
    reached = set(store)
    return ForwardRecord(snapshot, tuple(steps), seed_text if start_store else None, start_store,
                         _unreached(snapshot, reached, {v.id for v in seeds}), WalkMode.FORWARD)


def _entry(node_id: int, labels: dict, kinds: dict, tangent: np.ndarray, terms: list[str]) -> StoreEntry:
    total = line_text(tangent)
    flat = np.asarray(tangent).reshape(-1)
    # a seed of ones is "1" on its badge: the box beside it gives the shape
    brief = badge_text(flat[0]) if flat.size > 1 and np.all(flat == flat[0]) else badge_text(tangent)
    return StoreEntry(node_id, labels.get(node_id, f"#{node_id}"), kinds.get(node_id, "intermediate"),
                      total, tooltip_text(tangent), _sum_text(terms, total) if terms else total, brief)


def _unreached(snapshot: GraphSnapshot, reached: set[int], seeded: set[int]) -> dict[int, str]:
    """Why no tangent reaches each node the sweep never visits."""
    reasons = {}
    for node in snapshot.nodes:
        if node.id in reached:
            continue
        if not node.dtype.startswith("f"):
            why = translate("Walk", "{0} is {1}: only floating-point tensors carry tangents.").format(
                node.label, node.dtype)
        elif node.op is None and node.is_variable:
            why = translate("Walk", "{0} is not seeded: it stays where it is, so its tangent is "
                            "zero.").format(node.label)
        elif node.op is None:
            why = translate("Walk", "{0} is a plain tensor: it never moves, so its tangent is zero.").format(
                node.label)
        else:
            why = translate("Walk", "No seeded variable reaches {0}: its tangent is zero.").format(node.label)
        reasons[node.id] = why
    return reasons
