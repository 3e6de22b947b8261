"""Tests of app/session/walk/elements.py: the backward walk with nodes opened into their elements
ends with the same gradients as the walk of the tensors, and every frame of it can be drawn."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gradwalk.app.session.walk.elements import opened_walk, why_closed
from gradwalk.app.session.walk.layers import engine_steps, position_after
from gradwalk.app.session.walk.records import walk_record
from gradwalk.core.engine import Var
from gradwalk.core.engine.elements import OPENED_OP
from gradwalk.core.engine.snapshot import graph_snapshot
from tests.core.engine.element_programs import PROGRAMS, build


def numbers(text: str) -> np.ndarray:
    """The numbers of a tooltip's full-precision text (`[[1.5, 2], [3, 4]]`, `-0.25`)."""
    cleaned = text.replace("[", " ").replace("]", " ").replace(",", " ")
    return np.array([float(part) for part in cleaned.split() if part not in ("…",)])


def stores(record) -> dict[str, np.ndarray]:
    return {entry.label: numbers(entry.detail) for entry in record.store_after(len(record))}


@settings(max_examples=40, deadline=None)
@given(PROGRAMS, st.integers(0, 10_000), st.data())
def test_the_opened_walk_ends_with_the_gradients_of_the_tensor_walk(program, seed, data):
    root = build(program, seed)[-1].sum_all()
    snapshot = graph_snapshot(root)
    openable = [node.label for node in snapshot.nodes if why_closed(snapshot, node.id) is None]
    names = data.draw(st.sets(st.sampled_from(openable), min_size=1, max_size=3)) if openable else set()
    plain = walk_record(root, snapshot)
    record, opened = opened_walk(root, snapshot, names)
    assert set(opened.values()) == names
    # every gradient the tensor walk ends with, the opened walk ends with too (sums in another order)
    before, after = stores(plain), stores(record)
    for label, values in before.items():
        assert label in after, label
        np.testing.assert_allclose(after[label], values, rtol=1e-9, atol=1e-12, err_msg=label)
    # the engine's visits are the same ones: an opened node's steps are taken inside its visit
    assert engine_steps(record, len(record)) == len(plain)
    for k in range(len(record) + 1):
        frame = record.frame(k)
        assert set(frame.nodes) == {node.id for node in record.snapshot.nodes}
        assert frame.caption


def network():
    rng = np.random.default_rng(5)
    x = Var(rng.normal(size=(1, 2)), dtype="f64", name="x")
    W = Var(rng.normal(size=(2, 3)), dtype="f64", name="W")
    b = Var(rng.normal(size=(1, 3)), dtype="f64", name="b")
    h = (x @ W).broadcast_add(b).tanh()
    h.name = "h"
    loss = h.sum_all()
    loss.name = "loss"
    return loss, h


def test_an_opened_node_hands_each_element_its_share_then_walks_them_number_by_number():
    loss, h = network()
    snapshot = graph_snapshot(loss)
    record, opened = opened_walk(loss, snapshot, {"h"})
    steps = record.steps
    hand_out = next(step for step in steps if step.op == OPENED_OP)
    assert hand_out.node == h.id and [edge.source for edge in hand_out.edges] == [
        node.id for node in record.snapshot.nodes if node.label in ("h[0,0]", "h[0,1]", "h[0,2]")]
    grad = 1 - h.numpy() ** 2  # what tanh's elements pass their inputs, each for itself
    inside = [step for step in steps if step.within == h.id]
    assert [step.label for step in inside[:1]] == ["h[0,2]"]  # the newest element first
    tanh_steps = {step.label: step for step in inside if step.op == "tanh"}
    for k in range(3):
        edge = tanh_steps[f"h[0,{k}]"].edges[0]
        assert np.isclose(float(edge.passes), grad[0, k], rtol=1e-5)
    caption = record.caption(hand_out.index + 1)
    assert "opened into its elements" in caption and "to h[0,1]" in caption
    assert all(label == "h" for label in opened.values())


def test_opening_a_node_keeps_the_walk_where_it_was():
    loss, h = network()
    snapshot = graph_snapshot(loss)
    plain = walk_record(loss, snapshot)
    record, _ = opened_walk(loss, snapshot, {"h"})
    for taken in range(len(plain) + 1):
        position = position_after(record, taken)
        assert engine_steps(record, position) == taken
    assert len(record) > len(plain)


def test_an_element_passes_back_one_number_in_its_place():
    loss, h = network()
    record, _ = opened_walk(loss, graph_snapshot(loss), {"h"})
    pick = next(step for step in record.steps if step.label == "t1[0,1]")  # an element of tanh's input
    edge = pick.edges[0]
    assert edge.passes_brief.endswith(" at [0,1]") and "\n" not in edge.passes_brief
    label = record.edge_label(edge).splitlines()
    assert label[0] == "∂/∂t1 = 1 at [0,1]" and label[-1].startswith("passes ") and label[-1].endswith(" at [0,1]")


def test_nodes_that_cannot_open_are_left_closed():
    loss, h = network()
    snapshot = graph_snapshot(loss)
    record, opened = opened_walk(loss, snapshot, {"W", "nothing"})
    assert opened == {} and len(record) == len(walk_record(loss, snapshot))
    w = next(node.id for node in snapshot.nodes if node.label == "W")
    assert "leaf" in why_closed(snapshot, w)


def test_a_node_of_many_elements_names_the_first_and_last_shares_and_counts_the_others():
    x = Var(np.arange(12.0).reshape(3, 4) / 10, dtype="f64", name="x")
    z = x.tanh()
    z.name = "z"
    loss = z.sum_all()
    record, _ = opened_walk(loss, graph_snapshot(loss), {"z"})
    hand_out = next(step for step in record.steps if step.op == OPENED_OP)
    caption = record.caption(hand_out.index + 1)
    assert "1 to z[0,0]; 1 to z[0,1]" in caption and "… 5 more; 1 to z[2,2]; 1 to z[2,3]." in caption
    assert "z[1,1]" not in caption  # among the five not named
