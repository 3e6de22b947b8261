"""The forward rule an edge says where its operation is not elementwise, never the backward formula:
written from the op table's tangent_texts by core/engine/describe.py's tangent_rule."""

import pytest

from gradwalk.core.engine import OPS
from gradwalk.core.engine.describe import tangent_rule


@pytest.mark.parametrize("op, position, same_shape, words", [
    ("matmul", 0, False, "forward: tangent @ W"),
    ("matmul", 1, False, "forward: X @ tangent"),
    ("sum_all", 0, False, "forward: sum(tangent)"),
    ("mean_all", 0, False, "forward: mean(tangent)"),
    ("transpose", 0, False, "forward: tangent transposed"),
    ("unsqueeze", 0, False, "forward: tangent reshaped"),
    ("broadcast_mul", 1, False, "forward: X·tangent, stretched"),
    ("broadcast_sub", 1, False, "forward: −tangent, stretched"),
    ("broadcast_div", 1, False, "forward: −X·tangent / W², stretched"),
])
def test_a_structural_edge_says_how_the_tangent_goes_through(op, position, same_shape, words):
    assert tangent_rule(op, position, ["X", "W"], same_shape) == words


@pytest.mark.parametrize("op, same_shape", [("mul", True), ("tanh", True), ("broadcast_add", True), (None, True)])
def test_an_elementwise_edge_has_no_rule_of_its_own(op, same_shape):
    # its local derivative times the tangent says it: ∂/∂x = 2·x, carries 4 × 1 = 4
    assert tangent_rule(op, 0, ["X", "W"], same_shape) is None


def test_every_operation_that_is_not_elementwise_says_its_forward_rule_for_each_input():
    # a new operation with a jvps rule of its own must say it in words too (the casts move the
    # tangent as it is, and the elementwise ops multiply it by their local derivative)
    for name, op in OPS.items():
        if op.jvps is not None and op.kind not in ("elementwise", "cast") and name not in ("copy", "to_dtype"):
            assert len(op.tangent_texts) == op.arity, name
