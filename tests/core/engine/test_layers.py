"""A network's layers found in its recorded graph, and the graph drawn a layer a box
(core/engine/layers.py)."""

import numpy as np
import pytest

from gradwalk.core import Var, graph_snapshot
from gradwalk.core.engine import Tensor
from gradwalk.core.engine.layers import (LAYER_OP, LossTail, find_layers, find_loss_tail, grouped_snapshot,
                                         layer_formula, saturated_units, silent_units)

RNG = np.random.default_rng(0)


def dense(x, n_out: int, activation: str | None = "tanh", bias: bool = True, name: str = ""):
    """One dense layer, as the lessons write it: (x @ W).broadcast_add(b).tanh()."""
    weight = Var(RNG.normal(size=(x.shape[1], n_out)), dtype="f64", name=f"W{name}")
    out = x @ weight
    if bias:
        out = out.broadcast_add(Var(np.zeros((1, n_out)), dtype="f64", name=f"b{name}"))
    if activation is not None:
        out = getattr(out, activation)()
    return out


def data(rows: int = 5, columns: int = 2):
    return Tensor(RNG.normal(size=(rows, columns)), dtype="f64", name="X")


def test_a_2_16_16_1_network_has_three_layers_said_by_their_sizes_and_activation():
    h1 = dense(data(), 16, name="1")
    h2 = dense(h1, 16, name="2")
    z = dense(h2, 1, activation=None, name="3")
    loss = (z.softplus() - z).mean_all()
    snapshot = graph_snapshot(loss)
    layers = find_layers(snapshot)
    assert [layer.title for layer in layers] == ["2 → 16, tanh", "16 → 16, tanh", "16 → 1"]
    assert [layer.output for layer in layers] == [h1.id, h2.id, z.id]
    assert layers[1].input == h1.id and layers[2].input == h2.id
    assert all(len(layer.members) == 3 for layer in layers[:2]) and len(layers[2].members) == 2
    assert [snapshot.node(layer.weight).label for layer in layers] == ["W1", "W2", "W3"]
    assert [snapshot.node(layer.bias).label for layer in layers] == ["b1", "b2", "b3"]


@pytest.mark.parametrize("activation", ["tanh", "relu", "sigmoid"])
def test_each_activation_closes_a_layer(activation):
    out = dense(data(), 3, activation=activation)
    (layer,) = find_layers(graph_snapshot(out.sum_all()))
    assert layer.activation == activation and layer.output == out.id


def test_a_layer_without_a_bias_is_its_product_and_activation():
    out = dense(data(), 3, bias=False)
    (layer,) = find_layers(graph_snapshot(out.sum_all()))
    assert layer.bias is None and layer.inputs() == (layer.input, layer.weight) and layer.activation == "tanh"


def test_a_bare_product_and_a_product_by_data_are_no_layers():
    x = data()
    weight = Var(RNG.normal(size=(2, 3)), dtype="f64")
    assert find_layers(graph_snapshot((x @ weight).sum_all())) == ()  # nothing to group
    fixed = Tensor(RNG.normal(size=(2, 3)), dtype="f64")  # not a variable: not a layer's weights
    assert find_layers(graph_snapshot((x @ fixed).broadcast_add(Var(np.zeros((1, 3)), dtype="f64")).tanh().sum_all())) == ()


def test_an_inner_result_used_elsewhere_ends_the_layer_before_it():
    x = data()
    weight, bias = Var(RNG.normal(size=(2, 3)), dtype="f64"), Var(np.zeros((1, 3)), dtype="f64")
    before = (x @ weight).broadcast_add(bias)
    loss = before.tanh().sum_all() + before.sum_all()  # the sum before the activation is used twice
    (layer,) = find_layers(graph_snapshot(loss))
    assert layer.output == before.id and layer.activation is None  # the edge to the second use stays seen


def test_a_bias_of_the_wrong_width_is_no_bias():
    x = data()
    weight, other = Var(RNG.normal(size=(2, 3)), dtype="f64"), Var(np.zeros((1, 1)), dtype="f64")
    out = (x @ weight).broadcast_add(other).tanh()
    assert find_layers(graph_snapshot(out.sum_all())) == ()  # one number added is not a bias per unit


def test_the_grouped_graph_keeps_the_layers_results_and_their_inputs_edges():
    x = data()
    h1 = dense(x, 4, name="1")
    z = dense(h1, 1, activation=None, name="2")
    loss = z.mean_all()
    snapshot = graph_snapshot(loss)
    layers = find_layers(snapshot)
    grouped = grouped_snapshot(snapshot, layers)
    ops = {node.id: node.op for node in grouped.nodes}
    assert ops[h1.id] == LAYER_OP and ops[z.id] == LAYER_OP and ops[loss.id] == "mean_all"
    assert len(grouped.nodes) == len(snapshot.nodes) - 3  # h1's product and sum, z's product
    assert grouped.node(h1.id).summary == "layer 2 → 4, tanh"
    assert np.array_equal(grouped.node(h1.id).value, snapshot.node(h1.id).value)
    into = sorted((edge.position, grouped.node(edge.source).label) for edge in grouped.edges
                  if edge.target == h1.id)
    assert into == [(0, "X"), (1, "W1"), (2, "b1")]
    assert [(e.source, e.target) for e in grouped.edges if e.target == loss.id] == [(z.id, loss.id)]
    kept = {node.id for node in grouped.nodes}
    assert all(edge.source in kept and edge.target in kept for edge in grouped.edges)
    order = [node.id for node in grouped.nodes]
    assert all(order.index(edge.source) < order.index(edge.target) for edge in grouped.edges)


def test_a_layers_edges_say_backpropagations_rule():
    h = dense(data(), 4, name="1")
    h.name = "h"  # as a program's `h = ...` names it
    snapshot = graph_snapshot(h.sum_all())
    (layer,) = find_layers(snapshot)
    grouped = grouped_snapshot(snapshot, (layer,))
    formulas = {edge.position: edge.formula for edge in grouped.edges if edge.target == h.id}
    # the product's shapes are the boxes' to say: the label of a network's edge stays short
    assert formulas[0] == "(g·(1 − h²)) @ W1ᵀ"
    assert formulas[1] == "Xᵀ @ (g·(1 − h²))"
    assert formulas[2] == "1ᵀ @ (g·(1 − h²))"  # the bias's rows summed: a weight whose input is 1
    plain = layer_formula(layer.__class__(**{**layer.__dict__, "activation": None}), 1, "Xᵀ @ g", "z", (5, 4))
    assert plain == "Xᵀ @ g"


def test_a_square_weight_times_itself_keeps_its_two_edges_apart_and_a_bias_written_first():
    weight = Var(RNG.normal(size=(3, 3)), dtype="f64", name="W")
    bias = Var(np.zeros((1, 3)), dtype="f64", name="b")
    h = bias.broadcast_add(weight @ weight).tanh()  # the bias first; W both the input and the weights
    h.name = "h"
    snapshot = graph_snapshot(h.sum_all())
    (layer,) = find_layers(snapshot)
    assert layer.input == layer.weight == weight.id and layer.bias_position == 0
    grouped = grouped_snapshot(snapshot, (layer,))
    into = sorted((edge.position, edge.formula.split(",")[0]) for edge in grouped.edges if edge.target == h.id)
    assert into == [(0, "(g·(1 − h²)) @ Wᵀ"), (1, "Wᵀ @ (g·(1 − h²))"), (2, "1ᵀ @ (g·(1 − h²))")]


def test_a_layer_box_marks_its_saturated_and_silent_units_in_words():
    X = data(rows=20)
    W = Var(np.array([[40.0, 0.01, -40.0], [0.0, 0.02, 0.0]]), dtype="f64", name="W")  # units 0, 2 flat
    h = (X @ W).broadcast_add(Var(np.zeros((1, 3)), dtype="f64", name="b")).tanh()
    V = Var(np.array([[1.0, -1.0], [1.0, -1.0], [1.0, -1.0]]), dtype="f64", name="V")
    r = (h @ V).broadcast_add(Var(np.array([[-10.0, 0.5]]), dtype="f64", name="c")).relu()  # unit 0 silent
    snapshot = graph_snapshot(r.sum_all())
    grouped = grouped_snapshot(snapshot, find_layers(snapshot))
    marks = {node.label: node.marks for node in grouped.nodes if node.op == LAYER_OP}
    first, second = (marks[snapshot.node(i).label] for i in (h.id, r.id))
    saturated = int(saturated_units("tanh", h.numpy()).sum())
    assert saturated >= 2 and first[0][0] == f"{saturated} of 3 saturated" and "tanh is flat" in first[0][1]
    assert ("1 of 2 dead" in [short for short, _ in second]) and silent_units(r.numpy()).tolist()[0]
    calm = dense(data(), 4, name="4")  # small weights: every unit passes gradient on
    plain = graph_snapshot(dense(calm, 2, name="5").sum_all())
    assert all(not node.marks for node in grouped_snapshot(plain, find_layers(plain)).nodes)


def two_moons_loss():
    """Lesson 5's network and its stable cross-entropy: mean(softplus(z) − y·z)."""
    h1 = dense(data(6), 4, name="1")
    z = dense(dense(h1, 4, name="2"), 1, activation=None, name="3")
    z.name = "z"
    y = Tensor(RNG.integers(0, 2, size=(6, 1)).astype(float), dtype="f64", name="y")
    loss = (z.softplus() - y * z).mean_all()
    loss.name = "loss"
    return loss, z, y


def test_the_loss_after_a_networks_layers_is_one_box_of_its_own_operations():
    loss, z, y = two_moons_loss()
    snapshot = graph_snapshot(loss)
    layers = find_layers(snapshot)
    tail = find_loss_tail(snapshot, layers)
    assert isinstance(tail, LossTail) and tail.output == loss.id and tail.name == "loss"
    assert [snapshot.node(member).op for member in tail.members] == ["softplus", "mul", "sub", "mean_all"]
    assert tail.expression == "mean_all(sub(softplus(z), mul(y, z)))"
    # what feeds it: z into softplus, y and z into the product; each edge's derivative of the loss
    # is the product of the local derivatives on its way to the loss (6 rows: the mean's 1/6)
    assert [snapshot.node(source).label for source in tail.inputs()] == ["z", "y", "z"]
    assert tail.formulas == ("1/6·σ(z)", "1/6·(−1)·z", "1/6·(−1)·y")
    grouped = grouped_snapshot(snapshot, (*layers, tail))
    box = grouped.node(loss.id)
    assert box.op == LAYER_OP and box.made_from == tail.expression and "4" in box.summary
    into = sorted((edge.position, grouped.node(edge.source).label, edge.formula)
                  for edge in grouped.edges if edge.target == loss.id)
    assert into == [(0, "z", "1/6·σ(z)"), (1, "y", "1/6·(−1)·z"), (2, "z", "1/6·(−1)·y")]
    assert not {member for member in tail.members if member != loss.id} & {node.id for node in grouped.nodes}


def test_a_loss_of_one_operation_is_no_box_and_a_product_stays_out_of_one():
    h = dense(dense(data(), 3, name="1"), 2, name="2")
    one = graph_snapshot(h.mean_all())
    assert find_loss_tail(one, find_layers(one)) is None  # the mean alone: a node already
    weights = Tensor(RNG.normal(size=(2, 1)), dtype="f64", name="v")
    product = h @ weights
    snapshot = graph_snapshot(product.exp().sum_all())
    tail = find_loss_tail(snapshot, find_layers(snapshot))
    # a matrix product's derivative is no factor of a product: it stays a node before the box
    assert [snapshot.node(member).op for member in tail.members] == ["exp", "sum_all"]
    assert tail.inputs() == (product.id,) and tail.formulas == ("exp(t4)",)


def test_a_loss_boxs_formulas_name_its_hidden_results_by_what_they_compute():
    h = dense(dense(data(6), 3, name="1"), 1, activation=None, name="2")
    h.name = "z"
    y = Tensor(RNG.normal(size=(6, 1)), dtype="f64", name="y")
    loss = ((h - y) * (h - y)).mean_all()  # two differences: each the other's derivative
    snapshot = graph_snapshot(loss)
    tail = find_loss_tail(snapshot, find_layers(snapshot))
    assert tail.expression == "mean_all(mul(sub(z, y), sub(z, y)))"
    assert tail.formulas == ("1/6·sub(z, y)", "1/6·sub(z, y)·(−1)") * 2  # no t2: it is inside the box
    error = h - y  # one difference, squared: its two paths to the loss are one term, twice
    snapshot = graph_snapshot((error * error).mean_all())
    tail = find_loss_tail(snapshot, find_layers(snapshot))
    assert tail.formulas == ("2·1/6·sub(z, y)", "2·1/6·sub(z, y)·(−1)")


def test_a_loss_of_too_many_paths_stays_its_operations_at_once():
    # each squaring doubles the ways from z to the loss: written out, thirty of them never end
    z = dense(dense(data(6), 3, name="1"), 1, activation=None, name="2")
    squared = z
    for _ in range(30):
        squared = squared * squared
    snapshot = graph_snapshot(squared.mean_all())
    assert find_loss_tail(snapshot, find_layers(snapshot)) is None
    few = z * z * z  # a product of three: a few paths, written
    snapshot = graph_snapshot(few.mean_all())
    assert find_loss_tail(snapshot, find_layers(snapshot)) is not None
