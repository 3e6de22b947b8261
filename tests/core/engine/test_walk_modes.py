"""The walks and their states are named once, in core/engine/walk_modes.py: the app's records and
the views read the same enums."""

from gradwalk.core.engine import WalkMode


def test_only_the_tape_cannot_walk_a_gradients_graph():
    assert [mode for mode in WalkMode if not mode.walks_gradient_graphs] == [WalkMode.TAPE]
    assert [mode for mode in WalkMode if not mode.backward] == [WalkMode.FORWARD]
