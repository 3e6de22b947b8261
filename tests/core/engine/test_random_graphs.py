"""Random graphs, three ways: `backward()`, the step-by-step walk and the tape must agree.

Each example builds a small graph from variables, a plain tensor and a random sequence of
operations that reuse earlier results (shared subexpressions, clones, broadcasts), then checks
that the three ways of running the backward pass give the same gradients (the tape: for the
variables), as does `backward(create_graph=True)`, that `backward()`
visits the nodes in the order of the steps, and that the gradients match central differences.
"""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import gradwalk.core.engine.backward
from gradwalk import core
from gradwalk.core import Tape, backward_steps, finite_difference_check
from tests.core.engine.random_graphs import STEPS, build, inputs


@given(STEPS, st.integers(0, 2**16))
@settings(max_examples=150, deadline=None)
def test_backward_steps_and_tape_agree_on_random_graphs(steps, seed):
    a, b, c, row = inputs(seed)
    loss = build(steps, a, b, c, row)

    visited = []
    original = core.engine.backward.visit_node

    def recording(node, *args, **kwargs):
        visited.append(node.id)
        return original(node, *args, **kwargs)

    core.engine.backward.visit_node = recording
    try:
        grads = loss.backward()
    finally:
        core.engine.backward.visit_node = original
    walk = backward_steps(loss)
    step_ids = [step.node.id for step in walk]
    assert visited == step_ids

    with Tape() as tape:
        taped = build(steps, a, b, c, row)
    tape_grads = tape.backward(taped)
    attached = loss.backward(create_graph=True)  # the same numbers, kept as recorded tensors

    for t in (a, b, c, row):
        by_graph, by_steps, by_tape = grads.get(t), walk.grads.get(t), tape_grads.get(t)
        assert (by_graph is None) == (by_steps is None)
        if by_graph is None:
            continue  # the result does not depend on t
        np.testing.assert_allclose(by_steps.numpy(), by_graph.numpy(), rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(attached.get(t).numpy(), by_graph.numpy(), rtol=1e-12, atol=1e-12)
        if t.is_variable:
            # (For the plain c the two designs differ on purpose: the graph records nothing made
            # from plain tensors alone, so c's share through tanh(c) is not followed, while the
            # tape records every operation run on it.)
            np.testing.assert_allclose(by_tape.numpy(), by_graph.numpy(), rtol=1e-12, atol=1e-12)


@given(STEPS, st.integers(0, 2**16))
@settings(max_examples=60, deadline=None)
def test_random_graphs_match_central_differences(steps, seed):
    a, b, c, row = inputs(seed)
    report = finite_difference_check(lambda a, b, row: build(steps, a, b, c, row), [a, b, row])
    scale = max(1.0, max(float(np.max(np.abs(check.analytic))) for check in report.inputs))
    assert report.max_gap < 1e-6 * scale
