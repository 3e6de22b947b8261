"""A graph's picture planned before it is shown (views/graph/graph_plan.py): the same on any
thread, and planned again by the view when the view changed since."""

import threading

import pytest
from PySide6.QtGui import QColor, QPalette

from gradwalk.views.graph.graph_plan import plan_graph
from tests.views.graph.graph_cases import FIRST, record


@pytest.fixture
def snapshot():
    return record(FIRST, "y").snapshot


def _picture(plan):
    return ({node_id: item.pos().toTuple() for node_id, item in plan.nodes.items()},
            dict(plan.label_rects), plan.characters, plan.bounds.getRect())


def test_a_plan_made_on_another_thread_is_the_plan_made_here(view, snapshot):
    here = plan_graph(snapshot, view.plan_inputs())
    made = []
    worker = threading.Thread(target=lambda: made.append(plan_graph(snapshot, view.plan_inputs().for_thread())))
    worker.start()
    worker.join(60)
    assert made and _picture(made[0]) == _picture(here)
    assert here.label_rects  # a small graph: every label found its spot
    # the thread's fonts are its own objects, the same fonts
    assert made[0].inputs.style.bold is not view.plan_inputs().style.bold
    assert made[0].inputs.style.bold == view.plan_inputs().style.bold


def test_the_view_shows_a_plan_as_it_is_and_plans_again_when_it_changed_since(view, snapshot, monkeypatch):
    import gradwalk.views.graph.graph_view as graph_view

    plan = plan_graph(snapshot, view.plan_inputs().for_thread())
    planned_here = []
    real = graph_view.plan_graph
    monkeypatch.setattr(graph_view, "plan_graph", lambda *a, **k: planned_here.append(1) or real(*a, **k))
    view.set_graph(snapshot, plan=plan)
    assert not planned_here
    assert {node_id: view.node_item(node_id).pos().toTuple() for node_id in plan.nodes} == _picture(plan)[0]
    resized = plan_graph(snapshot, view.plan_inputs().for_thread())
    view.resize(500, 400)  # a view resized since: the plan is shown, as if resized after it
    view.set_graph(snapshot, plan=resized)
    assert not planned_here
    stale = plan_graph(snapshot, view.plan_inputs().for_thread())
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#f0f0f0"))
    view.setPalette(palette)  # the look changed after the plan was made: planned again, in it
    view.set_graph(snapshot, plan=stale)
    assert planned_here == [1]
    assert view.node_item(snapshot.nodes[0].id).scene() is view.scene()


def test_the_same_graph_planned_again_keeps_its_label_width_in_a_resized_view(view, snapshot, monkeypatch):
    # A graph drawn again (new values as a run it is drawn at trains, the view a little shorter as
    # a caption grows) keeps its boxes where they were, and is laid out once, not once per width.
    import gradwalk.views.graph.graph_plan as graph_plan

    view.min_fit_scale = view.readable_scale()  # as the window has it
    view.resize(260, 400)  # too narrow for the widest labels: narrower ones are tried
    first = plan_graph(snapshot, view.plan_inputs())
    view.set_graph(snapshot, plan=first)
    assert first.characters < graph_plan.LABEL_CHARACTERS
    layouts = []
    real = graph_plan._lay_out
    monkeypatch.setattr(graph_plan, "_lay_out", lambda *a: layouts.append(a[1]) or real(*a))
    view.resize(250, 380)
    again = plan_graph(snapshot, view.plan_inputs())
    assert layouts == [first.characters] and again.characters == first.characters
