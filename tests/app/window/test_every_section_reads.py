"""Every section of every built-in lesson, opened at 1280x800 and walked: is the picture readable?

Measured from the scene, as a learner would see it without zooming or panning: every node in view,
text at least 8 px high, no two texts over each other, no text over a box not its own, no edge
through a label, small values whole (in the boxes, and on the edges and badges: a matrix's middle
never cut), and the graph given at least a third of the window. A new
lesson is held to the same measure.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF

from gradwalk.core.lessons import available_lessons, load_lesson
from gradwalk.views.graph.edge_labels import segments_meet_rect
from gradwalk.views.graph.graph_items import Label, NodeItem, font_metrics, value_lines
from tests.app.window_factory import WALK_SIZE

SMALLEST_TEXT_PX = 8.0
WHOLE_IN_VIEW_UP_TO = 40  # nodes


def _sections() -> list[tuple[str, str]]:
    return [(lesson_id, section.id) for lesson_id in available_lessons()
            for section in load_lesson(lesson_id).sections]


@pytest.fixture(scope="module")
def window(make_module_window):
    return make_module_window(synchronous=True, size=WALK_SIZE)


def _open(window, qapp, lesson_id: str, section_id: str) -> None:
    assert window.open_section(lesson_id, section_id)
    for _ in range(5):  # the layout's sizes and the fit settle after the events they post
        qapp.processEvents()
    assert window.state.outcome is not None, f"{section_id}: no graph"


def _shown_labels(view) -> list[Label]:
    return [label for label in view.labels() if label.isVisible() and label.plain_text()]


def _inner(rect: QRectF) -> QRectF:
    return rect.adjusted(1, 1, -1, -1)  # touching is not overlapping


def _problems(window, where: str) -> list[str]:
    view = window.widgets.graph
    problems = []
    scale = view.scale_factor()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    nodes = [item for item in view.scene().items() if isinstance(item, NodeItem)]
    if len(nodes) <= WHOLE_IN_VIEW_UP_TO:
        for node in nodes:
            if not shown.contains(node.sceneBoundingRect()):
                problems.append(f"{where}: node {node.name.plain_text()!r} is not wholly in view")
    labels = _shown_labels(view)
    for label in labels:
        # a value the label holds whole is drawn whole: wrapping never leaves out its middle
        if "…" in label.text() and "…" not in label.plain_text() and " + " not in label.plain_text():
            problems.append(f"{where}: {label.plain_text()!r} is drawn cut, as {label.text()!r}")
        high = font_metrics(label.font()).height() * scale
        if high < SMALLEST_TEXT_PX:
            problems.append(f"{where}: {label.plain_text()!r} is {high:.1f} px high")
            break
    rects = [(label, _inner(label.sceneBoundingRect())) for label in labels]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if ra.intersects(rb):
                problems.append(f"{where}: {a.plain_text()!r} overlaps {b.plain_text()!r}")
        owner = a.parentItem()
        for node in nodes:
            if node is not owner and ra.intersects(node.sceneBoundingRect()):
                problems.append(f"{where}: {a.plain_text()!r} lies over box {node.name.plain_text()!r}")
    edges = view.scene().edges
    # A quiet edge's label (inside a node opened into its numbers) shows on the walk's opaque
    # colour only while its step is current: it may cover the thin edges of the other numbers of
    # that part for that step, never its own edges nor an edge outside the part.
    quiet = {(e.source, e.target, e.position) for e in window.state.outcome.snapshot.edges if e.quiet}
    quiet_rects = [rect for key in quiet if (rect := view.edge_label_rect(key)) is not None]
    for edge in edges:
        curve = edge.curve
        points = np.array([(p.x(), p.y()) for p in (curve.pointAtPercent(t / 48) for t in range(49))])
        segments = np.hstack([points[:-1], points[1:]])
        for label, rect in rects:
            whole = label.sceneBoundingRect()
            own = view.edge_label_rect(edge.key) == whole
            if edge.key in quiet and whole in quiet_rects and not own:
                continue
            if segments_meet_rect(segments, (rect.left(), rect.top(), rect.right(), rect.bottom())).any():
                problems.append(f"{where}: an edge runs through {label.plain_text()!r}")
    return problems


def _values_whole(window, where: str) -> list[str]:
    problems = []
    for node in window.state.outcome.snapshot.nodes:
        if node.value is None or np.asarray(node.value).size > 8:
            continue
        detail = window.widgets.graph.node_item(node.id).detail.plain_text()
        for line in value_lines(node.value):
            if line.strip() not in detail:
                problems.append(f"{where}: {node.label}'s value {line.strip()} is not shown whole")
    return problems


def _walk_problems(window, qapp, section_id: str) -> list[str]:
    """The measure at the start, the middle and the end of the walk (or, for a graph too wide to
    read whole, at every step the view follows), and every small value whole."""
    view = window.widgets.graph
    count = window.state.walk_length
    problems = []
    if _too_wide_to_read_whole(view):
        # A network's graph (a dozen columns of matrices) is wider than the window at readable
        # text: it is shown at the readable scale, and the view follows the walk instead.
        problems += _followed_at_every_step(window, qapp, section_id)
    else:
        for position in sorted({0, count // 2, count}):
            window.show_position(position)
            qapp.processEvents()
            problems += _problems(window, f"{section_id} {window.state.walk_mode} step {position}")
    return problems + _values_whole(window, section_id)


@pytest.mark.parametrize(("lesson_id", "section_id"), _sections())
def test_the_walk_reads_at_1280x800(window, qapp, lesson_id, section_id):
    _open(window, qapp, lesson_id, section_id)
    view = window.widgets.graph
    graph_area = view.viewport().width() * view.viewport().height()
    assert graph_area >= WALK_SIZE[0] * WALK_SIZE[1] / 3, f"the graph has {graph_area} px²"
    problems = _walk_problems(window, qapp, section_id)
    # every used edge keeps its local derivative beside what it passed
    frame = view.current_frame()
    for key, state in frame.edges.items():
        if state.state == "used" and state.label:
            assert "∂/∂" in view.edge_label(key) and "passed" in view.edge_label(key)
    assert not problems, "\n".join(problems[:12])


@pytest.fixture()
def forward_window(window, qapp):
    window.commands.forward_mode.setChecked(True)
    qapp.processEvents()
    yield window
    window.commands.forward_mode.setChecked(False)
    qapp.processEvents()


@pytest.mark.parametrize(("lesson_id", "section_id"), _sections())
def test_the_forward_sweep_reads_at_1280x800(forward_window, qapp, lesson_id, section_id):
    # Forward Mode draws the same graph with other labels (local derivative times the tangent
    # carried) and badges (each node's tangent as a sum): held to the same measure
    window = forward_window
    _open(window, qapp, lesson_id, section_id)
    assert window.state.outcome.walk.mode == "forward"
    problems = _walk_problems(window, qapp, section_id)
    view = window.widgets.graph
    frame = view.current_frame()
    for key, state in frame.edges.items():  # every used edge keeps its local derivative and what it carried
        if state.state == "used" and state.label:
            assert "carried" in view.edge_label(key), view.edge_label(key)
    assert not problems, "\n".join(problems[:12])


def _exercise_sections() -> list[tuple[str, str]]:
    return [(lesson_id, section.id) for lesson_id in available_lessons()
            for section in load_lesson(lesson_id).sections if section.exercise is not None]


@pytest.mark.parametrize(("lesson_id", "section_id"), _exercise_sections())
def test_a_solution_too_big_to_show_whole_is_followed_by_the_view(window, qapp, lesson_id, section_id):
    # An exercise's full solution is the biggest graph a learner draws (up to 15 columns): where it
    # does not fit at 1280x800 with readable text, every step keeps the visited node and the labels
    # of its edges in view, and the picture keeps the rest of the measure.
    _open(window, qapp, lesson_id, section_id)
    window.exercises.show_solution()
    window.exercises.use_solution()
    window.evaluate()
    qapp.processEvents()
    view = window.widgets.graph
    assert window.state.outcome.request.text == window.state.exercise.solution_program, "the solution is drawn"
    problems = _followed_at_every_step(window, qapp, section_id)
    assert not problems, "\n".join(problems[:12])


def _too_wide_to_read_whole(view) -> bool:
    """Whether the graph, fitted to the view, would need text smaller than the readable scale."""
    scene = view.scene().itemsBoundingRect()
    room = view.viewport().rect()
    return min(room.width() / scene.width(), room.height() / scene.height()) < view.readable_scale()


def _followed_at_every_step(window, qapp, section_id: str) -> list[str]:
    """At every step of the walk: the visited node and the labels of its edges in view, the text
    readable, and the rest of the measure (overlaps, sizes) kept."""
    view = window.widgets.graph
    problems = []
    for position in range(1, window.state.walk_length + 1):
        window.show_position(position)
        qapp.processEvents()
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        frame = view.current_frame()
        current = view.node_item(frame.current)
        if not shown.contains(current.sceneBoundingRect()):
            problems.append(f"{section_id} step {position}: the visited node is not in view")
        rects = {key: rect for key, state in frame.edges.items()
                 if state.state == "active" and (rect := view.edge_label_rect(key)) is not None}
        seen = current.sceneBoundingRect()
        for rect in rects.values():
            if shown.contains(rect):
                seen = seen.united(rect)
        for key, rect in rects.items():
            # a label may be out of view only where it could not be shown with the node and the
            # labels in view (a layer's three inputs may sit further apart than the view is tall)
            grown = seen.united(rect)
            if not shown.contains(rect) and grown.width() <= shown.width() and grown.height() <= shown.height():
                problems.append(f"{section_id} step {position}: the label of {key} is out of view")
        problems += [p for p in _problems(window, f"{section_id} step {position}") if "wholly in view" not in p]
    if view.scale_factor() < view.readable_scale() * 0.99:
        problems.append(f"{section_id}: the text is drawn below the readable scale")
    return problems


def _typed_program(seed: int) -> str:
    """A program a learner might type: a few variables, intermediates used again further on (edges
    that skip columns), scalars and vectors."""
    import random
    rng = random.Random(seed)
    lines, names = [], []
    values = rng.choice([["2.0", "-0.5", "0.3"], ["[1.0, 2.0, 3.0]", "[-1.0, 0.5, 2.0]", "[0.1, 0.2, 0.3]"]])
    for i in range(rng.randint(1, 3)):
        lines.append(f'v{i} = var({values[i]}, dtype="f64")')
        names.append(f"v{i}")
    forms = ["{a} * {b}", "{a} + {b}", "{a}.sqr()", "{a}.exp()", "({a} - {b})", "3 * {a}", "{a}.tanh()",
             "{a} * 0.5 + 1"]
    for j in range(rng.randint(3, 9)):
        lines.append(f"t{j} = " + rng.choice(forms).format(a=rng.choice(names), b=rng.choice(names)))
        names.append(f"t{j}")
    lines.append(f"y = ({names[-1]} + {rng.choice(names)}).sum_all()")
    return "\n".join(lines)


@pytest.mark.parametrize("seed", range(8))
def test_a_typed_program_reads_at_1280x800(window, qapp, seed):
    # beyond the lessons' own programs: texts never cover each other or a box, no edge runs through
    # a label (edges that skip columns go round boxes), and a graph that can be read whole is
    # shown whole; one too big keeps the visited node in view
    _open(window, qapp, "l04", "first_derivative")
    program = _typed_program(seed)
    window.widgets.editor.replace_text(program, "typed")
    window.evaluate()
    qapp.processEvents()
    assert window.state.outcome.request.text == program, "the typed program is drawn"
    view = window.widgets.graph
    count = window.state.walk_length
    fitted = view.scale_factor() > view.readable_scale() * 1.001  # not held at the readable limit
    problems = []
    for position in sorted({0, count // 2, count}):
        window.show_position(position)
        qapp.processEvents()
        found = _problems(window, f"seed {seed} step {position}")
        problems += found if fitted else [p for p in found if "wholly in view" not in p]
        frame = view.current_frame()
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        if frame.current is not None and not shown.contains(view.node_item(frame.current).sceneBoundingRect()):
            problems.append(f"seed {seed} step {position}: the visited node is not in view")
    assert not problems, program + "\n" + "\n".join(problems[:12])


OPENED = [("l05", "a_layer", "H"), ("l05", "a_layer", "matmul(X, W)"), ("l04", "first_derivative", "y"),
          ("l05", "one_neuron", None)]


@pytest.mark.parametrize(("lesson_id", "section_id", "label"), OPENED)
def test_a_node_opened_into_its_elements_reads_at_1280x800(window, qapp, lesson_id, section_id, label):
    # a node opened into its numbers (View > Open into Elements) is held to the same measure: where
    # the opened graph is too big to read whole, every step keeps the visited node in view
    _open(window, qapp, lesson_id, section_id)
    snapshot = window.state.outcome.snapshot
    node = next(n for n in reversed(snapshot.nodes)
                if (n.label == label if label else window.state.why_not_open(n.id) is None))
    assert window.state.toggle_elements(node.id) is None, f"{node.label} opens"
    window.evaluate()
    for _ in range(5):
        qapp.processEvents()
    assert window.state.outcome.opened, "the node is drawn opened"
    view = window.widgets.graph
    if _too_wide_to_read_whole(view):
        problems = _followed_at_every_step(window, qapp, f"{section_id} {node.label} opened")
    else:
        problems = []
        for position in sorted({0, window.state.walk_length // 2, window.state.walk_length}):
            window.show_position(position)
            qapp.processEvents()
            problems += _problems(window, f"{section_id} {node.label} opened, step {position}")
    window.state.opened_nodes = frozenset()
    assert not problems, "\n".join(problems[:12])
