"""graph_snapshot (core/engine/snapshot.py): the plain record of a graph that the view draws."""

import re

import networkx as nx

from gradwalk.core import Var, graph_snapshot
from tests.core.engine.small_graphs import quadratic


# --- graph_snapshot ------------------------------------------------------------------------------------------


def test_snapshot_of_x_squared_plus_three_x():
    x, y = quadratic()
    snap = graph_snapshot(y)
    assert snap.root == y.id
    assert len(snap.nodes) == 4 and len(snap.edges) == 4
    leaves = [n for n in snap.nodes if n.is_leaf]
    assert [n.id for n in leaves] == [x.id]
    assert sorted(n.op for n in snap.nodes if not n.is_leaf) == ["add", "affine", "sqr"]
    assert snap.node(x.id).is_variable and snap.node(x.id).name == "x"
    assert not any(n.is_variable for n in snap.nodes if n.id != x.id)
    assert snap.node(x.id).value == 2.0 and snap.node(y.id).value == 10.0
    order = [n.id for n in snap.nodes]
    for edge in snap.edges:
        assert order.index(edge.source) < order.index(edge.target)  # inputs first
        assert edge.carries_gradient
    into_sqr = [e for e in snap.edges if snap.node(e.target).op == "sqr"]
    assert [e.formula for e in into_sqr] == ["2·x"]

    graph = snap.to_networkx()
    assert nx.is_directed_acyclic_graph(graph)
    assert graph.number_of_nodes() == 4 and graph.number_of_edges() == 4
    assert graph.nodes[x.id]["is_variable"]
    assert set(graph.successors(x.id)) == {n.id for n in snap.nodes if n.op in ("sqr", "affine")}


def test_snapshot_of_a_product_with_itself():
    # x·x: two edges between x and the product, at positions 0 and 1
    x = Var(3.0, dtype="f64", name="x")
    z = x * x
    snap = graph_snapshot(z)
    assert len(snap.nodes) == 2 and len(snap.edges) == 2
    assert sorted(e.position for e in snap.edges) == [0, 1]
    assert all((e.source, e.target) == (x.id, z.id) for e in snap.edges)
    graph = snap.to_networkx()
    assert graph.number_of_edges() == 1
    assert graph.edges[x.id, z.id]["positions"] == [0, 1]
    assert z.backward()[x].to_scalar() == 6.0  # both sides count: 2x


def test_snapshot_marks_edges_without_gradient():
    x = Var([0.7, 1.2], dtype="f64")
    r = x.round()
    snap = graph_snapshot(r.sum_all())
    (into_round,) = [e for e in snap.edges if snap.node(e.target).op == "round"]
    assert into_round.formula == "no gradient" and not into_round.carries_gradient


def test_an_edge_formula_calls_an_unnamed_input_as_its_box_does_not_by_a_letter():
    # the program has w and c, and no x: ∂/∂mul(w, c) of its square is 2·mul(w, c), not 2·x
    w = Var([1.0, -2.0, 3.0], dtype="f64", name="w")
    c = Var([4.0, 5.0, 6.0], dtype="f64", name="c")
    loss = (w * c).sqr().sum_all()
    snap = graph_snapshot(loss)
    labels = {node.id: node.label for node in snap.nodes}
    (into_sqr,) = [e for e in snap.edges if snap.node(e.target).op == "sqr"]
    assert labels[into_sqr.source] == "mul(w, c)" and into_sqr.formula == "2·mul(w, c)"
    (into_tanh,) = [e for e in graph_snapshot((w * c).tanh()).edges if e.formula.startswith("1 −")]
    assert into_tanh.formula == "1 − tanh²(mul(w, c))"
    for edge in snap.edges:  # no formula names a tensor by a placeholder the program does not have
        assert not {"x", "a", "b", "y"} & set(re.findall(r"[^\W\d]\w*", edge.formula)), edge.formula
