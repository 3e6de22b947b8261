"""A network's graph is laid out where its program is evaluated, off the window's thread: the
window only shows the picture (app/walk/controller.py, views/graph/graph_plan.py)."""

import threading

import gradwalk.app.walk.controller as walk_controller
import gradwalk.views.graph.graph_view as graph_view

WAIT_MS = 60_000


def plans_made(monkeypatch) -> list:
    """(made on the window's thread, snapshot) of every plan made from now on."""
    planned = []
    for module in (walk_controller, graph_view):
        real = module.plan_graph

        def spy(snapshot, *args, real=real, **kwargs):
            planned.append((threading.current_thread() is threading.main_thread(), snapshot))
            return real(snapshot, *args, **kwargs)

        monkeypatch.setattr(module, "plan_graph", spy)
    return planned


def test_opening_a_network_lays_its_graph_out_on_the_jobs_thread(make_window, qtbot, monkeypatch):
    window = make_window(size=(1280, 800))
    planned = plans_made(monkeypatch)
    shown = []
    window.outcomeShown.connect(shown.append)
    window.open_section("l05", "two_moons")
    qtbot.waitUntil(lambda: any(o.ok and len(o.snapshot.nodes) > 10 for o in shown),
                    timeout=WAIT_MS)
    snapshot = window.state.outcome.snapshot
    on_window_thread = [here for here, planned_for in planned if planned_for is snapshot]
    assert on_window_thread == [False]  # planned once, by the job, and shown as it was planned
    assert window.widgets.graph.node_item(snapshot.nodes[-1].id).scene() is window.widgets.graph.scene()


def test_a_language_switch_lays_its_network_out_again_off_the_window_thread(make_window, qtbot, monkeypatch):
    # the graph's words change with the language: the switch evaluates the program again, and its
    # plan is made on the job's thread, never on the window's
    window = make_window(size=(1280, 800))
    window.open_section("l05", "two_moons")
    qtbot.waitUntil(lambda: window.state.outcome is not None and len(window.state.outcome.snapshot.nodes) > 10,
                    timeout=WAIT_MS)
    planned = plans_made(monkeypatch)
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        french = make_window.switch_language(window, "fr")
    snapshot = french.state.outcome.snapshot
    on_window_thread = [here for here, planned_for in planned if planned_for is snapshot]
    assert on_window_thread and not any(on_window_thread)
    view = french.widgets.graph
    assert view.node_item(snapshot.nodes[-1].id).scene() is view.scene()
