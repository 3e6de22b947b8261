"""The forward rule an edge says where its operation is not elementwise, never the backward formula."""

import pytest

from gradwalk.app.session.forward.rules import forward_rule


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
    assert forward_rule(op, position, ["X", "W"], same_shape) == words


@pytest.mark.parametrize("op, same_shape", [("mul", True), ("tanh", True), ("broadcast_add", True), (None, True)])
def test_an_elementwise_edge_has_no_rule_of_its_own(op, same_shape):
    # its local derivative times the tangent says it: ∂/∂x = 2·x, carries 4 × 1 = 4
    assert forward_rule(op, 0, ["X", "W"], same_shape) is None
