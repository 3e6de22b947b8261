"""The backward walk of a network a layer a step: the walk of core/engine/layers.py's grouped graph.

`grouped_walk(record, opened)` takes a graph walk (app/session/walk/records.py) and the labels of
the layers the learner opened, and gives the walk of the graph drawn a closed layer a box: the
steps the engine took through a closed layer's operations (its activation, its bias add, its
matrix product) become one step, which says what arrived at the layer's result and what it
passed to each of its inputs. The gradients are the engine's own, unchanged: only the steps
inside a box are taken together, so the last frame's store is the ungrouped walk's.

A network's loss after its layers (core/engine/layers.py's LossTail) is one box and one step too.
A box is grouped only where the engine visited its operations one after the other: a walk that
went elsewhere between two of them keeps it open, since one step could not say it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from gradwalk.core.engine import WalkMode
from gradwalk.core.engine.layers import Box, LossTail, find_layers, find_loss_tail, grouped_snapshot

from .records import WalkRecord, WalkStep

__all__ = ["NETWORK_LAYERS", "engine_steps", "grouped_walk", "position_after", "walk_layers"]


def walk_layers(record: WalkRecord) -> tuple[Box, ...]:
    """The layers of the record's graph that its walk can step a layer a step (see the module's
    docstring), and a network's loss tail after them; none for a tape's or a forward sweep's
    walk, which are drawn as they ran."""
    if record.mode != WalkMode.GRAPH:
        return ()
    at = {step.node: step.index for step in record.steps}
    kept: list[Box] = [layer for layer in find_layers(record.snapshot) if _walked_through(layer, at)]
    if len(kept) >= NETWORK_LAYERS:  # a network's loss after its layers: one box too
        tail = find_loss_tail(record.snapshot, tuple(kept))
        if tail is not None and _walked_through(tail, at):
            kept.append(tail)
    return tuple(kept)


def _walked_through(group: Box, at: dict[int, int]) -> bool:
    """Whether the engine visited each of the group's operations, its output first, one after the
    other (`at`: each node's visit); a gradient that walks only part of it leaves it open."""
    visits = [at.get(member) for member in group.members]
    if None in visits:
        return False
    first = at[group.output]
    return first == min(visits) and sorted(visits) == list(range(first, first + len(visits)))


NETWORK_LAYERS = 2  # fewer layers are drawn an operation a node: a lesson's one layer is its operations


def grouped_walk(record: WalkRecord, opened: Collection[str] = ()) -> tuple[WalkRecord, tuple[Box, ...]]:
    """The walk with every layer closed but those named in `opened` (by their result's label),
    and every layer it can close, the opened ones too; each box says how much gradient the walk
    brought to each of its units (the record's `unit_flows`). A graph of fewer than
    NETWORK_LAYERS layers is returned as it is, with none."""
    layers = walk_layers(record)
    if len(layers) < NETWORK_LAYERS:
        return record, ()
    closed = tuple(layer for layer in layers if layer.name not in opened)
    if not closed:
        return record, layers
    first_of = {layer.output: layer for layer in closed}
    snapshot = grouped_snapshot(record.snapshot, closed, record.unit_flows)
    formulas = {(edge.target, edge.position): edge.formula for edge in snapshot.edges}
    steps: list[WalkStep] = []
    taken: list[WalkStep] = []  # the steps of the layer being taken together
    layer: Box | None = None
    for step in record.steps:
        if layer is None and step.node in first_of:
            layer, taken = first_of[step.node], []
        if layer is None:
            steps.append(replace(step, index=len(steps)))
            continue
        taken.append(step)
        if len(taken) == len(layer.members):
            steps.append(_layer_step(len(steps), layer, taken, formulas))
            layer = None
    shown = {node.id for node in snapshot.nodes}
    unreached = {node: why for node, why in record.unreached.items() if node in shown}
    return WalkRecord(snapshot, tuple(steps), record.seed, record.start_store, unreached, record.mode,
                      unit_flows=record.unit_flows), layers


def _layer_step(index: int, layer: Box, taken: list[WalkStep], formulas: dict) -> WalkStep:
    """One step for the layer's steps `taken` (its result's first): the gradient that arrived at
    its result, each edge to an input of the layer with the grouped graph's formula (`formulas`,
    by target and position: no one local value says a layer), and the store once all of them were
    taken."""
    positions = {key: position for position, key in enumerate(layer.input_edges())}
    edges = tuple(replace(edge, target=layer.output, position=positions[edge.key],
                          formula=formulas[layer.output, positions[edge.key]], local=None, local_brief=None)
                  for step in taken for edge in step.edges if edge.key in positions)
    first = taken[0]
    return WalkStep(index, layer.output, first.label, layer.title, first.grad, first.grad_detail,
                    tuple(sorted(edges, key=lambda edge: edge.position)), taken[-1].store,
                    through=tuple(step.op for step in taken), of_loss=isinstance(layer, LossTail))


def engine_steps(record: WalkRecord, position: int) -> int:
    """How many of the engine's visits the first `position` steps of `record` took (a closed
    layer's step took one per operation; the steps inside an opened node, none: its first step
    is the engine's visit of it)."""
    return sum(_visits(step) for step in record.steps[:max(0, position)])


def _visits(step: WalkStep) -> int:
    return 0 if step.within is not None else max(1, len(step.through))


def position_after(record: WalkRecord, visits: int) -> int:
    """The first position of `record` whose steps took at least `visits` of the engine's visits:
    where the walk stands after a layer was opened or closed (inside a layer closed now, at the
    step through it)."""
    taken = 0
    for position, step in enumerate(record.steps):
        if taken >= visits:
            return position
        taken += _visits(step)
    return len(record.steps)
