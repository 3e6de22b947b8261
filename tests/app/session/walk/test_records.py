"""app/session/walk/records.py: the records and frames of the graph walk and of the tape's walk."""

from gradwalk.app.session.walk.records import tape_walk_record, walk_record
from gradwalk.core.engine import NodeState
from gradwalk.core import Tape, graph_snapshot, tape_snapshot
from gradwalk.core.expr import evaluate

QUADRATIC = 'x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x'


def _tape_record(text, result="y"):
    with Tape() as tape:
        named = evaluate(text)
    loss = named[result]
    return tape_walk_record(tape, loss, tape_snapshot(tape, loss)), named


def _store(record, k):
    return {entry.label: entry.sum_text for entry in record.store_after(k)}


def test_tape_walk_gives_x_the_gradient_the_graph_walk_gives():
    record, named = _tape_record(QUADRATIC)
    y = named["y"]
    graph = walk_record(y, graph_snapshot(y))
    assert record.mode == "tape" and graph.mode == "graph"
    # both take 3 from 3·x first (the newer node), then 4 from x²
    assert _store(record, len(record))["x"] == "3 + 4 = 7"
    assert _store(graph, len(graph)) == {"x": "3 + 4 = 7"}
    # the tape keeps every gradient it computed; the graph walk drops each node once visited
    assert _store(record, len(record)) == {"y": "1", "sqr(x)": "1", "3·x": "1", "x": "3 + 4 = 7"}
    assert [step.label for step in record.steps] == ["y", "3·x", "sqr(x)"]
    assert [step.label for step in graph.steps] == ["y", "3·x", "sqr(x)"]
    assert record.unreached == {}


def test_tape_rows_and_position():
    record, named = _tape_record(QUADRATIC)
    x, y = named["x"], named["y"]
    sqr, affine = record.snapshot.nodes[1].id, record.snapshot.nodes[2].id
    assert record.tape_rows == (
        (0, "x = leaf (variable)", x.id),
        (1, "sqr(x)", sqr),
        (2, "3·x = affine(x)", affine),
        (3, "y = add(sqr(x), 3·x)", y.id),
    )
    assert [record.tape_position(k) for k in range(5)] == [
        (None, set()), (3, set()), (2, {3}), (1, {2, 3}), (1, {2, 3})]


def test_tape_frames_show_the_steps():
    record, named = _tape_record(QUADRATIC)
    x, y = named["x"], named["y"]
    first = record.frame(1)
    assert first.current == y.id and first.nodes[y.id].state == NodeState.CURRENT
    last = record.frame(len(record))
    assert last.nodes[x.id].state == NodeState.RECEIVED and last.nodes[x.id].badge == "grad 3 + 4 = 7"
    assert last.nodes[y.id].state == NodeState.DONE
    assert "3·x (affine)" in record.caption(2)


def test_tape_walk_of_plain_tensors_has_steps_where_the_graph_has_none():
    text = 'c = tensor([1.0, 2.0]); y = (c * c).sum_all()'
    record, named = _tape_record(text)
    y = named["y"]
    graph = walk_record(y, graph_snapshot(y))
    assert len(graph) == 0 and graph.seed is None
    assert [step.op for step in record.steps] == ["sum_all", "mul"]
    assert _store(record, len(record))["c"] == "[1, 2] + [1, 2] = [2, 4]"
    assert record.tape_rows[0][1] == "c = leaf (plain tensor)"
    assert record.tape_rows[1][1] == "mul(c, c)"


def test_tape_walk_says_why_no_gradient_reaches_a_node():
    record, named = _tape_record('x = var(1.3, dtype="f64"); r = x.round(); y = r.sqr()')
    x = named["x"]
    assert "round has no derivative" in record.unreached[x.id]
    assert record.frame(len(record)).nodes[x.id].state == NodeState.UNREACHED


def test_tape_walk_of_an_integer_result_has_no_steps():
    record, named = _tape_record('n = tensor([1, 2], dtype="u32"); y = n.sum_all()')
    assert len(record) == 0 and record.seed is None
    assert "only floating-point tensors carry gradients" in record.unreached[named["y"].id]


def test_frames_from_checkpoints_match_frames_replayed_from_the_start():
    from gradwalk.core.engine import Var
    from gradwalk.core.engine.snapshot import graph_snapshot

    from gradwalk.app.session.walk.records import WalkRecord, walk_record

    x = Var(1.5, dtype="f64")
    total = x.sqr()
    for _ in range(100):
        total = (total + x.sqr()) * 0.5
    record = walk_record(total, graph_snapshot(total))
    assert len(record) > 3 * WalkRecord.CHECKPOINT
    replayed = walk_record(total, graph_snapshot(total))
    replayed.CHECKPOINT = 10 ** 6  # one checkpoint: every frame replays every step before it
    for k in (len(record), 0, 37, 5, 200, 64, 63, 65, len(record) - 1):  # any order, both ways
        assert record.frame(k) == replayed.frame(k), k


def test_a_long_sum_is_shortened_in_the_middle():
    from gradwalk.core.engine import Var
    from gradwalk.core.engine.snapshot import graph_snapshot

    from gradwalk.app.session.walk.records import walk_record

    x = Var(1.0, dtype="f64")
    total = x * 1.0
    for k in range(2, 11):
        total = total + x * float(k)  # x receives 1, 2, …, 10 (newest first: 10 first)
    record = walk_record(total, graph_snapshot(total))
    final = record.store_after(len(record))
    assert [entry.sum_text for entry in final] == ["10 + 9 + 8 + … 5 more + 2 + 1 = 55"]


def test_a_cancelled_walk_stops():
    import pytest

    from gradwalk.core.engine.budget import Budget, WorkCancelled

    named = evaluate('x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x')
    with Budget() as budget:
        budget.cancel()
        with pytest.raises(WorkCancelled):
            walk_record(named["y"], graph_snapshot(named["y"]))


def test_a_constant_local_derivative_reads_as_one_number_and_labels_give_long_tensors_briefly():
    source = ('x = var([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], dtype="f64")\n'
              'y = (x - 1).sum_all()')
    result = evaluate(source)
    walk = walk_record(result["y"], graph_snapshot(result["y"]))
    frame = walk.frame(len(walk))
    labels = [state.label for state in frame.edges.values() if state.label]
    # the sum's local derivative is a tensor of ones: "= 1", not "= 1 = [1, 1, … (8 more)]"
    assert any(label.split("\n")[0].endswith(" = 1") for label in labels), labels
    assert all("more)" not in label for label in labels)  # the box says the shape
    caption = walk.caption(1)
    assert "(8 more)" in caption  # the sentence keeps the count
    badges = [state.badge for state in frame.nodes.values() if state.badge]
    assert badges and all("more)" not in badge for badge in badges)


def test_a_small_matrix_in_an_edges_label_is_written_a_row_a_line_and_whole():
    # a narrow label wraps each row on its own: no value of a 2 × 3 matrix is left out
    y = evaluate('a = var([[0.3, -1.2, 0.8], [1.5, 0.1, -0.7]], dtype="f64")\n'
                 'b = tensor([[0.5, -0.4, 1.1, 0.2], [0.9, 0.3, -0.6, 1.4], [-0.2, 0.8, 0.5, -1.0]], dtype="f64")\n'
                 'out = a.matmul(b).tanh().sum_all()')["out"]
    record = walk_record(y, graph_snapshot(y))
    label = record.frame(2).edges[next(key for key, state in record.frame(2).edges.items()
                                       if state.state == "active")].label
    lines = label.split("\n")
    assert lines[1].startswith("= [[") and lines[3].startswith("passes [[") and len(lines) == 5


def test_a_tensor_with_no_elements_is_walked_and_shown_as_empty():
    # zeros((0,)) is a tensor a learner may type: its walk is drawn, its values written []
    for text in ('x = var(zeros((0,), dtype="f64"))\ny = x.sum_all()', 'x = var(zeros((2, 0), dtype="f64"))\ny = x * 2'):
        y = evaluate(text)["y"]
        record = walk_record(y, graph_snapshot(y))
        assert len(record) == 1 and "[] to x" in record.caption(1)


def test_a_record_says_its_mode_and_its_states_with_the_engines_enums():
    from gradwalk.core.engine import Var, WalkMode, graph_snapshot

    x = Var(2.0, dtype="f64")
    y = x.sqr()
    record = walk_record(y, graph_snapshot(y))
    assert record.mode is WalkMode.GRAPH
    assert all(isinstance(node.state, NodeState) for node in record.frame(1).nodes.values())
