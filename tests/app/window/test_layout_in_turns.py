"""A step from the Train layout brings the Walk layout back in turns, each within a frame: the step,
the Train layout's docks put away, the Walk layout's brought, then the window painted once at its
settled sizes. The old picture stays until then, and the new one reaches the screen."""

from __future__ import annotations


from PySide6.QtGui import QAction, QImage

from gradwalk.app.base.perspectives import TRAIN, WALK
from gradwalk.views.curtain import Curtain
from tests.app.training.train_in_window import WAIT_MS
from tests.app.window.test_window_layout import open_trainings
from tests.app.window_factory import WALK_SIZE
from tests.views.plots.plot_paints import PlotPaints


def on_screen(window) -> QImage:
    """What the screen shows where the window is (the platform's own copy, not a fresh render)."""
    place = window.geometry()
    shot = window.screen().grabWindow(0, place.x(), place.y(), place.width(), place.height())
    return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)


def drawn(window) -> QImage:
    """What the window draws now."""
    return window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def settled_in_train_layout(qtbot, make_window):
    window = make_window(language="en", size=WALK_SIZE)
    open_trainings(qtbot, window, "l05", "two_moons")
    window.findChild(QAction, "actionTrainLayout").trigger()
    qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
    assert window.layout_choice.current == TRAIN
    return window


def test_a_step_brings_the_walk_layout_a_turn_later_and_paints_it_once_settled(qtbot, make_window):
    window = settled_in_train_layout(qtbot, make_window)
    window.findChild(QAction, "actionStepBackward").trigger()
    assert window.state.position == 1  # the step itself, in its own turn
    assert not window.updatesEnabled()  # the old picture stays
    assert not window.widgets.code_dock.isVisible()  # the Walk layout's docks come a turn later
    qtbot.waitUntil(lambda: window.updatesEnabled(), timeout=WAIT_MS)
    assert window.layout_choice.current == WALK
    assert window.widgets.code_dock.isVisible() and not window.widgets.training_dock.isVisible()
    assert window.findChild(QAction, "actionWalkLayout").isChecked()
    qtbot.wait(50)
    assert on_screen(window) == drawn(window)


def test_the_walk_layout_reaches_the_screen_when_its_turns_come_slowly(qtbot, make_window):
    # on a busy machine the turns are far apart, and the window is asked to repaint meanwhile: an
    # update posted while the window did not paint was not posted again, and the screen kept the
    # Train layout until something else repainted the window
    window = settled_in_train_layout(qtbot, make_window)
    window.layout_painting.turns._next.setInterval(300)  # turns as a slow machine has them
    window.findChild(QAction, "actionStepBackward").trigger()
    qtbot.waitUntil(lambda: window.updatesEnabled(), timeout=WAIT_MS)
    qtbot.wait(50)
    assert window.layout_choice.current == WALK
    assert on_screen(window) == drawn(window)


def test_a_second_step_while_the_layout_comes_does_not_start_it_again(qtbot, make_window):
    window = settled_in_train_layout(qtbot, make_window)
    step = window.findChild(QAction, "actionStepBackward")
    step.trigger()
    step.trigger()  # a key held down
    assert window.state.position == 2
    qtbot.waitUntil(lambda: window.updatesEnabled(), timeout=WAIT_MS)
    assert window.layout_choice.current == WALK and window.widgets.code_dock.isVisible()


def test_the_train_layout_asked_for_while_the_walk_layout_comes_wins(qtbot, make_window):
    window = settled_in_train_layout(qtbot, make_window)
    # the plots' turns as a slow machine has them: the layout is settled only once they are
    # painted (settled before, the screen was compared while a plot's repaint was on its way)
    window.layout_painting.plot_turns._next.setInterval(100)
    window.findChild(QAction, "actionStepBackward").trigger()
    window.findChild(QAction, "actionTrainLayout").trigger()  # before the Walk layout's turns came
    qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
    plots = [window.widgets.loss_plot.plot_widget, window.widgets.boundary_plot.plot_widget]
    assert not any(area.painted_blank() for area in plots)
    assert window.layout_choice.current == TRAIN
    assert window.widgets.training_dock.isVisible() and not window.widgets.code_dock.isVisible()
    qtbot.wait(50)
    assert on_screen(window) == drawn(window)


def test_a_sections_runs_shown_in_the_train_layout_paint_its_plots_a_turn_later(qtbot, make_window):
    # opening What goes wrong from two moons painted the three plots in the turn that showed the
    # section's runs, past the window's budget
    window = settled_in_train_layout(qtbot, make_window)
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.boundary_plot.plot_widget]
    blank_as_shown = []
    window.trainingsShown.connect(lambda _count: blank_as_shown.append([a.painted_blank() for a in areas]))
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l05", "what_goes_wrong")
    assert window.layout_choice.current == TRAIN
    assert blank_as_shown == [[True, True]]  # as the runs were shown, their plots' paint waited
    qtbot.waitUntil(lambda: not any(area.painted_blank() for area in areas), timeout=WAIT_MS)


def test_a_language_switch_paints_the_plots_a_turn_each_after_the_window(qtbot, make_window):
    # every text changes at a switch: the loss plot's axes, laid out again in the window's first
    # repaint after a run, took that turn to 20-30 ms
    window = settled_in_train_layout(qtbot, make_window)
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.boundary_plot.plot_widget]
    qtbot.waitUntil(lambda: not any(area.painted_blank() for area in areas), timeout=WAIT_MS)
    window.switch_language("fr")
    assert all(area.painted_blank() for area in areas)  # held as the switch begins
    with qtbot.waitSignal(window.languageSwitched, timeout=WAIT_MS):
        pass
    qtbot.waitUntil(lambda: not any(area.painted_blank() for area in areas), timeout=WAIT_MS)
    assert window.language == "fr"


def curtains(window) -> list[Curtain]:
    return window.findChildren(Curtain)


def test_the_lesson_is_painted_a_turn_after_the_graph_and_the_docks_below_after_it(qtbot, make_window):
    # the whole window painted in one turn, the lesson's text with it, took a step back into the
    # Walk layout past one frame
    window = settled_in_train_layout(qtbot, make_window)
    window.layout_painting.turns._next.setInterval(200)  # time to look between the turns
    window.findChild(QAction, "actionWalkLayout").trigger()
    qtbot.waitUntil(lambda: window.updatesEnabled(), timeout=WAIT_MS)  # the graph's turn
    lesson = window.widgets.lesson_dock.widget()
    over_lesson = [c for c in curtains(window) if c.covered is lesson]
    assert len(over_lesson) == 1 and over_lesson[0].isVisible()
    code = [c for c in curtains(window) if c.covered is window.widgets.code_dock.widget()]
    qtbot.waitUntil(lambda: not over_lesson[0].isVisible(), timeout=WAIT_MS)  # the lesson's turn
    assert code and code[0].isVisible()  # the docks below still wait for theirs
    qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
    assert not any(c.isVisible() for c in curtains(window))


def test_switching_layouts_again_and_again_makes_no_more_curtains(qtbot, make_window):
    window = settled_in_train_layout(qtbot, make_window)
    made = []
    for name in ("actionWalkLayout", "actionTrainLayout") * 3:
        window.findChild(QAction, name).trigger()
        qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
        made.append(len(curtains(window)))
    assert made[-1] == made[1] and made[1] >= 3  # one a dock, kept from one switch to the next
    assert not any(c.isVisible() for c in curtains(window))


def test_a_language_switch_paints_its_plots_a_turn_each_once_its_words_are_all_made(qtbot, make_window):
    # released as the switch began, the plots were painted again at later parts' turns (the run
    # table's new words resize them), all three in one turn: 40-60 ms
    window = settled_in_train_layout(qtbot, make_window)
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.accuracy_plot.plot_widget,
             window.widgets.boundary_plot.plot_widget]
    qtbot.waitUntil(lambda: not window.layout_painting.settling(), timeout=WAIT_MS)
    paints = PlotPaints(areas)
    painted_as_switched = []
    window.languageSwitched.connect(lambda _window: painted_as_switched.append(list(paints.painted)))
    with qtbot.waitSignal(window.languageSwitched, timeout=WAIT_MS):
        window.findChild(QAction, "actionLanguageFr").trigger()
    assert painted_as_switched == [[]]  # not one plot painted while the window's words changed
    qtbot.waitUntil(lambda: not window.layout_painting.settling() and not window.jobs.live(), timeout=WAIT_MS)
    qtbot.wait(100)
    assert {index for _, index in paints.painted} == {0, 1, 2}  # each plot is painted in the end
    assert paints.most_in_one_turn() == 1, paints.painted


def test_a_sections_boundary_is_drawn_in_a_turn_of_its_own_before_its_plots_are_painted(qtbot, make_window):
    # opening What goes wrong after two moons: its runs in the panel, the curves and the boundary's
    # points and picture were made in one turn of 35-60 ms. The boundary comes a turn later, and
    # still before the plots are painted: drawn after, its pictures' room resized every plot, all
    # three painted again in its turn.
    window = settled_in_train_layout(qtbot, make_window)
    areas = [window.widgets.loss_plot.plot_widget, window.widgets.accuracy_plot.plot_widget,
             window.widgets.boundary_plot.plot_widget]
    boundary = window.widgets.boundary_plot
    paints = PlotPaints(areas)
    as_shown = []
    window.trainingsShown.connect(lambda _count: as_shown.append(
        (sum(len(s.getData()[0]) for s in boundary.scatters), [a.painted_blank() for a in areas])))
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l05", "what_goes_wrong")
    assert as_shown == [(0, [True, True, True])]  # its runs shown; the points to come, the plots held
    qtbot.waitUntil(lambda: not window.layout_painting.settling() and not window.jobs.live(), timeout=WAIT_MS)
    qtbot.wait(100)
    assert sum(len(s.getData()[0]) for s in boundary.scatters) > 0
    assert {index for _, index in paints.painted} == {0, 1, 2}
    assert paints.most_in_one_turn() == 1, paints.painted
