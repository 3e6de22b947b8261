"""The walk a layer a step (app/session/walk/layers.py): the engine's own steps taken together
through each closed layer, its gradients unchanged."""

import numpy as np
import pytest

from gradwalk.core import Var, graph_snapshot
from gradwalk.core.engine import Tensor, WalkMode, tooltip_text
from gradwalk.core.engine.layers import LAYER_OP
from gradwalk.app.session.section_state import SectionState
from gradwalk.app.session.walk.layers import NETWORK_LAYERS, engine_steps, grouped_walk, position_after
from gradwalk.app.session.walk.records import walk_record
from gradwalk.core.lessons import load_lesson


def network(seed: int, widths: list[int], activations: list[str | None], biases: list[bool], rows: int = 6):
    """A network of dense layers (the last one's activation may be None) and its mean loss."""
    rng = np.random.default_rng(seed)
    x = Tensor(rng.normal(size=(rows, widths[0])), dtype="f64", name="X")
    params, out = [], x
    for index, (n_out, activation, bias) in enumerate(zip(widths[1:], activations, biases), start=1):
        weight = Var(rng.normal(size=(out.shape[1], n_out)) * 0.5, dtype="f64", name=f"W{index}")
        params.append(weight)
        out = out @ weight
        if bias:
            b = Var(rng.normal(size=(1, n_out)) * 0.1, dtype="f64", name=f"b{index}")
            params.append(b)
            out = out.broadcast_add(b)
        if activation is not None:
            out = getattr(out, activation)()
        out.name = f"h{index}"
    loss = (out * out).mean_all()
    loss.name = "loss"
    return loss, params


def walks(loss, opened=()):
    full = walk_record(loss, graph_snapshot(loss))
    grouped, layers = grouped_walk(full, opened)
    return full, grouped, layers


def test_two_moons_network_walks_a_layer_a_step_to_the_same_gradients():
    loss, params = network(1, [2, 16, 16, 1], ["tanh", "tanh", None], [True, True, True])
    full, grouped, layers = walks(loss)
    assert [layer.name for layer in layers] == ["h1", "h2", "h3", "loss"]
    # the loss's two operations in one step, then one step per layer instead of eight operations
    assert len(full) == 10 and len(grouped) == 4
    assert [step.op for step in grouped.steps] == ["mean_all(mul(h3, h3))", "16 → 1", "16 → 16, tanh",
                                                   "2 → 16, tanh"]
    assert grouped.steps[0].through == ("mean_all", "mul") and grouped.steps[0].of_loss
    assert grouped.steps[2].through == ("tanh", "broadcast_add", "matmul") and not grouped.steps[2].of_loss
    # every picture of the grouped walk is the engine's at the same place of its own walk
    for k in range(len(grouped) + 1):
        assert grouped.store_after(k) == full.store_after(engine_steps(grouped, k))
    gradients = loss.backward()
    last = {entry.label: entry.detail for entry in grouped.store_after(len(grouped))}
    for param in params:  # backward's own gradients, at full precision
        assert last[param.name] == tooltip_text(gradients.get(param).numpy())


def test_a_layers_step_passes_to_each_input_what_the_engine_passed():
    loss, _ = network(2, [3, 4, 2], ["relu", "sigmoid"], [True, False])
    full, grouped, layers = walks(loss)
    by_source = {(edge.source, edge.position): edge.passes for step in full.steps for edge in step.edges}
    for step in grouped.steps:
        if not step.through or step.of_loss:
            continue
        layer = next(layer for layer in layers if layer.output == step.node)
        assert [edge.position for edge in step.edges] == list(range(len(layer.inputs())))
        for edge in step.edges:
            assert edge.target == layer.output and edge.source == layer.inputs()[edge.position]
            member_position = 0 if edge.position == 0 else 1  # x @ W, then (x @ W) + b
            assert edge.passes == by_source[(edge.source, member_position)]
        caption = grouped.caption(step.index + 1)
        assert f"the layer {layer.title}" in caption and "back through" in caption


@pytest.mark.parametrize("seed", range(12))
def test_random_networks_walk_grouped_to_the_engines_every_gradient(seed):
    rng = np.random.default_rng(100 + seed)
    depth = int(rng.integers(2, 5))
    widths = [int(w) for w in rng.integers(1, 6, size=depth + 1)]
    activations = [rng.choice(["tanh", "relu", "sigmoid", None]) for _ in range(depth)]
    biases = [bool(b) for b in rng.integers(0, 2, size=depth)]
    loss, params = network(seed, widths, activations, biases)
    full, grouped, layers = walks(loss)
    found = sum(1 for a, b in zip(activations, biases) if a is not None or b)  # a bare product is none
    boxes = found + 1 if found >= NETWORK_LAYERS else 0  # the loss's mean of squares too
    assert len(layers) == boxes and (not layers or layers[-1].name == "loss")
    assert engine_steps(grouped, len(grouped)) == len(full)
    for k in range(len(grouped) + 1):
        assert grouped.store_after(k) == full.store_after(engine_steps(grouped, k))
    # a layer opened again walks its operations one by one, the others stay closed
    if layers:
        opened = layers[0].name
        again, same_layers = grouped_walk(full, {opened})
        assert same_layers == layers
        assert len(again) == len(grouped) + len(layers[0].members) - 1
        assert any(node.op == LAYER_OP for node in again.snapshot.nodes) == (len(layers) > 1)
        assert not any(node.id == layers[0].output and node.op == LAYER_OP for node in again.snapshot.nodes)


def test_one_layer_is_drawn_as_its_operations():
    loss, _ = network(3, [2, 3], ["tanh"], [True])
    full, grouped, layers = walks(loss)
    assert grouped is full and layers == ()  # a lesson's one layer is the operations it teaches


def test_the_walk_keeps_its_place_when_a_layer_opens_or_closes():
    loss, _ = network(4, [2, 3, 3, 1], ["tanh", "tanh", None], [True, True, True])
    full, grouped, layers = walks(loss)
    opened, _ = grouped_walk(full, {"h2"})
    for k in range(len(grouped) + 1):
        visits = engine_steps(grouped, k)
        there = position_after(opened, visits)
        assert engine_steps(opened, there) == visits  # the same step of the engine's walk
    # inside an opened layer, closing it lands on the layer's step
    inside = [k for k, step in enumerate(opened.steps, start=1) if step.node in layers[1].members][1]
    back = position_after(grouped, engine_steps(opened, inside))
    assert grouped.steps[back - 1].node == layers[1].output


def test_the_window_state_groups_lesson_fives_network_and_opens_a_layer():
    state = SectionState("en")
    state.lessons["l05"] = load_lesson("l05")
    state.open("l05", "two_moons")
    request, work = state.evaluation(state.lesson_code, WalkMode.GRAPH)
    outcome = work(lambda done, total: None)
    state.show(outcome)
    # the loss's four operations, then each layer: a step each
    assert len(outcome.walk) == 4 and [layer.name for layer in outcome.layers] == ["h1", "h2", "z", "loss"]
    state.walk_to(3)  # through h2's box: the engine's ninth visit
    assert engine_steps(outcome.walk, 3) == 9
    state.toggle_layer(state.layer_at(outcome.layers[1].output))
    request, work = state.evaluation(state.lesson_code, WalkMode.GRAPH)
    opened = work(lambda done, total: None)
    state.show(opened)
    assert len(opened.walk) == 6 and state.position == 5  # still after h2's matmul, h2 open
    assert engine_steps(opened.walk, state.position) == engine_steps(outcome.walk, 3)
    assert state.layer_at(opened.layers[1].members[0]) == opened.layers[1]  # an opened layer's operation
    state.draw_layers_as_boxes(False)
    request, work = state.evaluation(state.lesson_code, WalkMode.GRAPH)
    assert request.opened_layers is None and len(work(lambda done, total: None).walk) == 12
    tape_request, tape = state.evaluation(state.lesson_code, WalkMode.TAPE)
    assert tape(lambda done, total: None).layers == ()  # the tape is walked as it ran


def test_a_weight_times_itself_passes_both_of_its_gradients_in_the_layers_step():
    rng = np.random.default_rng(5)
    weight = Var(rng.normal(size=(3, 3)), dtype="f64", name="W")
    bias, second = Var(np.zeros((1, 3)), dtype="f64", name="b"), Var(rng.normal(size=(3, 1)), dtype="f64", name="V")
    h1 = bias.broadcast_add(weight @ weight).tanh()
    h1.name = "h1"
    h2 = (h1 @ second).sigmoid()
    h2.name = "h2"
    loss = h2.mean_all()
    full, grouped, layers = walks(loss)
    step = next(step for step in grouped.steps if step.node == h1.id)
    assert [edge.position for edge in step.edges] == [0, 1, 2]  # two edges from W, told apart
    product = next(s for s in full.steps if s.node == layers[0].members[0])
    assert [e.passes for e in step.edges[:2]] == [e.passes for e in sorted(product.edges, key=lambda e: e.position)]
    assert grouped.store_after(len(grouped)) == full.store_after(len(full))


def test_each_layer_box_carries_how_much_gradient_reached_each_of_its_units():
    loss, params = network(3, [2, 5, 4, 1], ["tanh", "relu", None], [True, True, True])
    _, grouped, layers = walks(loss)
    boxes = {node.label: node for node in grouped.snapshot.nodes if node.op == LAYER_OP}
    # the same loss from h1 on, with h1 a variable: backward's gradient of h1, by other means
    h1 = next(node for node in graph_snapshot(loss).nodes if node.label == "h1")
    start = Var(h1.value, dtype="f64", name="h1")
    w2, b2, w3, b3 = params[2:]
    rest = start @ Tensor(w2.numpy(), dtype="f64")
    rest = rest.broadcast_add(Tensor(b2.numpy(), dtype="f64")).relu() @ Tensor(w3.numpy(), dtype="f64")
    rest = rest.broadcast_add(Tensor(b3.numpy(), dtype="f64"))
    expected = np.abs((rest * rest).mean_all().backward()[start].numpy()).mean(axis=0)
    np.testing.assert_allclose(boxes["h1"].unit_flow, expected, rtol=1e-12)
    assert len(boxes["h2"].unit_flow) == 4 and len(boxes["h3"].unit_flow) == 1
    # a graph whose layers are walked one operation a node has no boxes, and nothing to carry
    assert all(node.unit_flow == () for node in graph_snapshot(loss).nodes)


def test_an_edge_into_a_box_says_its_formula_and_the_caption_what_it_passed():
    loss, _ = network(5, [2, 4, 4, 1], ["tanh", "tanh", None], [True, True, True])
    full, grouped, layers = walks(loss, opened={"h2"})
    boxes = {layer.output for layer in layers if layer.name != "h2"}
    texts = grouped.edge_texts()
    into_boxes = [key for key in texts if key[1] in boxes]
    assert into_boxes and all(len(texts[key]) == 1 and "passes" not in texts[key][0] for key in into_boxes)
    assert all(texts[key][0].startswith("∂/∂") for key in into_boxes)
    # an opened layer's operations say what each edge passes, as any graph's do
    assert any("passes" in text for key, options in texts.items() if key[1] not in boxes for text in options)
    # what a box's edges passed is in the step's words (and in each input's badge)
    step = next(step for step in grouped.steps if step.node == layers[0].output)
    caption = grouped.caption(step.index + 1)
    assert all(edge.passes in caption for edge in step.edges)
