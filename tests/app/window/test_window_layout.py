"""The window's layout holds, through what a learner does: a language switch keeps every dock where
it was; no combination of panels pushes the window past the screen or a widget out of view; the
first window fits the screen; nothing under the graph changes size as the walk goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QDockWidget,
                               QSizePolicy, QWidget)

from gradwalk.app.base.perspectives import TRAIN, WALK
from tests.app.training.train_in_window import WAIT_MS, run_all
from tests.app.window_factory import WALK_SIZE


def docks(window) -> dict:
    """Every dock by name: shown or not, its area, floating or not, and where it is when it is
    shown in front (a tab behind another has no place of its own)."""
    return {dock.objectName(): (dock.isVisible(), window.dockWidgetArea(dock), dock.isFloating(),
                                dock.geometry().getRect() if in_front(window, dock.objectName()) else None)
            for dock in window.findChildren(QDockWidget)}


def open_trainings(qtbot, window, lesson_id: str, section_id: str) -> None:
    """Open a section that trains and wait for its runs and its graph."""
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS) as blocker:
        window.open_section(lesson_id, section_id)
    assert blocker.args[0] >= 1
    qtbot.waitUntil(lambda: window.state.outcome is not None, timeout=WAIT_MS)


def in_front(window, name: str) -> bool:
    dock = window.findChild(QDockWidget, name)
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


# --- a language switch ----------------------------------------------------------------------------

def test_a_language_switch_keeps_every_dock_where_it_was(qtbot, make_window):
    window = make_window(synchronous=True, language="en", size=WALK_SIZE)
    open_trainings(qtbot, window, "l05", "two_moons")
    window.findChild(QAction, "actionBuildJacobian").trigger()
    qtbot.waitUntil(lambda: in_front(window, "jacobianDock"))
    window.resizeDocks([window.widgets.lesson_dock], [330], Qt.Orientation.Horizontal)  # arranged by hand
    QApplication.processEvents()
    walking = docks(window)
    back = make_window.switch_language(make_window.switch_language(window, "fr"), "en")
    assert docks(back) == walking and back.layout_choice.current == WALK
    assert in_front(back, "jacobianDock")
    # in the Train layout too: the training dock stays, the code does not move into the left column
    back.findChild(QAction, "actionTrainLayout").trigger()
    QApplication.processEvents()
    training = docks(back)
    assert training["trainingDock"][0] and not training["codeDock"][0]
    again = make_window.switch_language(make_window.switch_language(back, "es"), "en")
    assert docks(again) == training and again.layout_choice.current == TRAIN
    assert again.findChild(QAction, "actionTrainLayout").isChecked()
    # and back to walking: the code, the gradients and the Jacobian (in front) as they were
    again.findChild(QAction, "actionWalkLayout").trigger()
    QApplication.processEvents()
    shown = docks(again)
    assert all(shown[name][:3] == walking[name][:3] for name in walking)
    assert shown["codeDock"][1] == Qt.DockWidgetArea.BottomDockWidgetArea and in_front(again, "jacobianDock")


# --- combinations of panels at 1280x800 -----------------------------------------------------------

def cut_widgets(window) -> list[str]:
    """Every widget shown in a dock that is smaller than its minimum size, or that reaches past the
    window's edge. A scroll area, a list or a table counts as a whole: what it holds scrolls."""
    inside = window.rect()
    found = []
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible() or dock.isFloating() or dock.visibleRegion().isEmpty():
            continue  # closed, or a tab behind another
        stack: list[QWidget] = [dock.widget()]
        while stack:
            widget = stack.pop()
            if not widget.isVisible():
                continue
            least = widget.minimumSizeHint().expandedTo(widget.minimumSize())
            policy = widget.sizePolicy()
            small = ((widget.width() < least.width() and policy.horizontalPolicy() != QSizePolicy.Policy.Ignored)
                     or (widget.height() < least.height()
                         and policy.verticalPolicy() != QSizePolicy.Policy.Ignored))
            place = widget.rect().translated(widget.mapTo(window, widget.rect().topLeft()))
            if small or not inside.contains(place):
                found.append(f"{dock.objectName()}: {type(widget).__name__} {widget.objectName()!r} "
                             f"{widget.size().toTuple()} (needs {least.toTuple()}) at {place.getRect()}")
            if not isinstance(widget, (QAbstractScrollArea, QAbstractSpinBox, QComboBox)):
                stack.extend(child for child in widget.children()
                             if isinstance(child, QWidget) and not child.isWindow())
    return found


def holds(window, what: str) -> None:
    QApplication.processEvents()
    assert window.size().toTuple() == WALK_SIZE, f"{what}: the window grew to {window.size().toTuple()}"
    least = window.minimumSizeHint()
    assert least.width() <= WALK_SIZE[0] and least.height() <= WALK_SIZE[1], f"{what}: needs {least}"
    assert cut_widgets(window) == [], what


@pytest.mark.parametrize("section", ["regression", "what_goes_wrong"])
def test_no_combination_of_panels_grows_the_window_or_cuts_a_widget(qtbot, make_window, section):
    """Lesson 4's regression (its landscape) and lesson 5's "What goes wrong" (its boundary and
    the hidden units' pictures), at 1280x800: the Walk layout, the Jacobian open, Start (which
    brings the Train layout, with the Jacobian open), the Jacobian forced beside the training,
    back to walking, the tape and forward modes."""
    window = make_window(synchronous=True, language="en", size=WALK_SIZE)
    lesson = "l04" if section == "regression" else "l05"
    open_trainings(qtbot, window, lesson, section)
    holds(window, "walk")
    window.findChild(QAction, "actionBuildJacobian").trigger()
    qtbot.waitUntil(lambda: in_front(window, "jacobianDock"))
    holds(window, "walk, the Jacobian open")
    run_all(qtbot, window)
    assert window.layout_choice.current == TRAIN
    if section == "what_goes_wrong":
        units = window.widgets.boundary_plot.units
        assert units.isVisible()
    else:
        assert window.widgets.landscape_plot.isVisible()
    holds(window, "trained, the Train layout")
    jacobian = window.widgets.jacobian_dock
    jacobian.toggleViewAction().trigger()  # View > Jacobian: beside the training
    assert jacobian.isVisible()
    holds(window, "the Train layout with the Jacobian beside it")
    jacobian.toggleViewAction().trigger()
    window.findChild(QAction, "actionWalkLayout").trigger()
    assert in_front(window, "jacobianDock")
    holds(window, "back to walking")
    for mode in ("actionTapeMode", "actionForwardMode"):
        window.findChild(QAction, mode).trigger()
        holds(window, mode)


# --- the first window -----------------------------------------------------------------------------

def test_the_first_window_fits_the_screen_with_its_status_bar(qtbot, make_window):
    window = make_window(shown=False, first_graph=False)
    window.show_on_screen()  # as `gradwalk` shows it
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()
    assert room.contains(window.frameGeometry()), (room, window.frameGeometry())
    bar = window.statusBar()
    assert bar.isVisible() and room.contains(bar.mapToGlobal(bar.rect().bottomRight()))
    # at the next start, the place and size it was left at
    window.resize(701, 533)
    window.close()
    again = make_window(shown=False, first_graph=False)
    again.show_on_screen()
    qtbot.waitExposed(again)
    assert again.size().toTuple() == (701, 533)


# --- sizes that hold as the walk goes -------------------------------------------------------------

def test_nothing_under_the_graph_changes_size_as_the_walk_goes(make_window):
    """The step's sentence runs from one line to three on the two moons; the GradStore's values
    change width: the graph, the caption and the table's columns keep their sizes at every step."""
    window = make_window(synchronous=True, language="en", size=WALK_SIZE)
    window.open_section("l05", "two_moons")
    QApplication.processEvents()
    w = window.widgets
    sizes = set()
    for position in [*range(len(window.state.walk) + 1), 3, 0]:
        window.show_position(position)
        QApplication.processEvents()
        sizes.add((w.graph.size().toTuple(), w.caption.height(),
                   tuple(w.gradient_table.columnWidth(column) for column in range(4))))
    assert len(sizes) == 1, sizes
    # the longest sentence is whole in the caption's height
    longest = max((window.state.walk.caption(k) for k in range(len(window.state.walk) + 1)), key=len)
    assert w.caption.needed_height(longest, w.caption.width()) <= w.caption.height()


def test_the_train_layouts_plots_are_painted_a_turn_after_the_rest_of_the_window(make_window, qtbot):
    # the first paint of each plot at its new size lays its axes out again in Python: painted with
    # the rest of the window, a Train layout took the window past its budget
    window = make_window(language="en", size=WALK_SIZE)
    open_trainings(qtbot, window, "l05", "two_moons")
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.boundary_plot.plot_widget]
    window.findChild(QAction, "actionTrainLayout").trigger()
    assert window.layout_choice.current == TRAIN
    assert all(area.painted_blank() for area in areas)  # the background first
    qtbot.waitUntil(lambda: not any(area.painted_blank() for area in areas), timeout=WAIT_MS)
    assert all(area.isVisible() for area in areas)
