"""Tests of core/engine/elements.py: a tensor operation opened into its scalar operations gives the
tensor's values, and its scalar walk passes each input what the tensor operation's rule passes it."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gradwalk.core.engine import ShapeError, Tensor, Var
from gradwalk.core.engine.backward import graph_nodes, visit_node
from gradwalk.core.engine.elements import (MAX_ELEMENTS, OPENED_OP, CannotOpen, cannot_open, element_steps,
                                           open_node, opened_snapshot)
from gradwalk.core.engine.gradmath import array_math
from gradwalk.core.engine.gradstore import Deferred
from gradwalk.core.engine.snapshot import graph_snapshot
from tests.core.engine.element_programs import PROGRAMS, build

def openable(root):
    """The nodes of `root`'s graph that open into their elements."""
    labels = {node.id: node.label for node in graph_snapshot(root).nodes}
    tensors = graph_nodes(root, gradient_path_only=False)
    return [(t, labels) for t in tensors
            if cannot_open(labels[t.id], t.op, t.shape, [i.shape for i in t.inputs]) is None]


def tensor_rule_shares(node, grad):
    """What visiting `node` with gradient `grad` passes each input, by the tensor operation's rule."""
    entries = {node.id: [node, grad._data]}
    visit_node(node, entries, array_math(np), None)
    return {tid: entry[1].total() if isinstance(entry[1], Deferred) else entry[1]
            for tid, entry in entries.items()}


@settings(max_examples=60, deadline=None)
@given(PROGRAMS, st.integers(0, 10_000))
def test_an_opened_node_computes_its_values_and_passes_what_the_tensor_rule_passes(program, seed):
    root = build(program, seed)[-1].sum_all()
    rng = np.random.default_rng(seed)
    for node, labels in openable(root):
        opened = open_node(node, labels)
        values = np.array([e.numpy() for e in opened.elements]).reshape(node.shape)
        np.testing.assert_allclose(values, node.numpy(), rtol=1e-12, atol=1e-12)
        if not node.requires_grad:
            continue
        grad = Tensor(rng.normal(size=node.shape), dtype="f64")
        steps, grads = element_steps(opened, grad)
        expected = tensor_rule_shares(node, grad)
        for inp in node.inputs:
            if not inp.requires_grad:
                continue
            np.testing.assert_allclose(grads._entries[inp.id][1], expected[inp.id], rtol=1e-9, atol=1e-12,
                                       err_msg=f"{node.op} → {labels[inp.id]}")
        # each pick's own gradient is its element of what its tensor receives
        for tensor in opened.scalars:
            if tensor.op == "element" and tensor.inputs[0].requires_grad and tensor.id in grads._entries:
                whole = expected[tensor.inputs[0].id]
                share = np.asarray(grads._entries[tensor.id][1])
                used = sum(1 for t in opened.scalars if t.op == "element" and t.inputs[0] is tensor.inputs[0]
                           and t.params == tensor.params)
                if used == 1:  # a shape operation's repeated pick shares its element's gradient
                    assert np.isclose(share, whole[tensor.params[0]], rtol=1e-9, atol=1e-12)


def _layer():
    rng = np.random.default_rng(3)
    x = Var(rng.normal(size=(1, 2)), dtype="f64", name="x")
    W = Var(rng.normal(size=(2, 3)), dtype="f64", name="W")
    h = x @ W
    h.name = "h"
    return x, W, h


def test_a_matrix_product_opens_into_sums_of_products_named_by_their_elements():
    x, W, h = _layer()
    opened = open_node(h, {x.id: "x", W.id: "W", h.id: "h"})
    names = [t.name for t in opened.scalars]
    assert [e.name for e in opened.elements] == ["h[0,0]", "h[0,1]", "h[0,2]"]
    assert "x[0,1]·W[1,2]" in names and names.count("x[0,0]") == 1  # a pick made once, used thrice
    assert sum(t.op == "mul" for t in opened.scalars) == 6 and sum(t.op == "add" for t in opened.scalars) == 3


def test_a_sum_of_many_terms_names_its_partial_sums():
    x = Var(np.arange(4.0), dtype="f64", name="x")
    total = x.sum_all()
    opened = open_node(total, {x.id: "x", total.id: "s"})
    # a tensor of shape () is one number, `s[]`: not `s` itself, which gathers it
    assert [t.name for t in opened.scalars if t.op == "add"] == ["Σ2 s[]", "Σ3 s[]", "s[]"]


def test_nodes_that_do_not_open_say_why_in_a_sentence():
    x, W, h = _layer()
    with pytest.raises(CannotOpen, match="leaf"):
        open_node(W, {W.id: "W"})
    big = Var(np.zeros((9, 9)), dtype="f64")
    with pytest.raises(CannotOpen, match=f"81 elements.*{MAX_ELEMENTS}"):
        open_node(big.tanh(), {})
    assert "largest" not in (cannot_open("m", "max_keepdim", (2, 1), [(2, 3)]) or "")
    assert cannot_open("m", "max_keepdim", (2, 1), [(2, 3)]) is not None
    assert cannot_open("c", "to_dtype", (2,), [(2,)]) is not None
    many = cannot_open("p", "matmul", (1, 64), [(1, 64), (64, 64)])
    assert many is not None and "scalar nodes" in many
    assert cannot_open("h", "matmul", (1, 3), [(1, 2), (2, 3)]) is None


def test_the_opened_snapshot_replaces_the_nodes_inputs_with_its_scalar_part():
    x, W, h = _layer()
    root = h.tanh().sum_all()
    snapshot = graph_snapshot(root)
    labels = {node.id: node.label for node in snapshot.nodes}
    opened = open_node(h, labels)
    drawn = opened_snapshot(snapshot, graph_nodes(root, gradient_path_only=False), [opened])
    assert drawn.node(h.id).op == OPENED_OP
    into_h = sorted((e for e in drawn.edges if e.target == h.id), key=lambda e: e.position)
    assert [e.source for e in into_h] == [e.id for e in opened.elements]
    assert not any(e.source in (x.id, W.id) and e.target == h.id for e in drawn.edges)
    order = [node.id for node in drawn.nodes]
    assert all(order.index(e.source) < order.index(e.target) for e in drawn.edges)  # still topological
    old = {node.id: node.label for node in snapshot.nodes}
    assert all(drawn.node(i).label == label for i, label in old.items())


def test_an_element_of_a_plain_tensor_passes_its_share_on_as_the_tensor_walk_does():
    x, W, h = _layer()
    X = Tensor(np.array([[0.5, -1.0]]), dtype="f64", name="X")
    m = X @ W
    opened = open_node(m, {X.id: "X", W.id: "W", m.id: "m"})
    grad = Tensor(np.ones((1, 3)), dtype="f64")
    steps, grads = element_steps(opened, grad)
    expected = tensor_rule_shares(m, grad)
    np.testing.assert_allclose(grads[X].numpy(), expected[X.id], rtol=1e-12)


@pytest.mark.parametrize("index, says", [((3,), "index 3 is out of range"), ((0.5,), "whole number, got 0.5"),
                                         ((0, 1), "one index per dimension, 1 in all; got 2"),
                                         ((Tensor(1.0),), "whole number, got a tensor")])
def test_element_refuses_an_index_it_cannot_take_in_one_sentence(index, says):
    x = Var([1.0, 2.0, 3.0], dtype="f64")
    with pytest.raises(ShapeError, match=says):
        x.element(*index)
    assert x.element(-1).to_scalar() == 3.0 and x.element(2.0).to_scalar() == 3.0
