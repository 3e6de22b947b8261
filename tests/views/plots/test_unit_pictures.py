"""Each hidden unit's picture beside the boundary, and the dead ones marked."""

import numpy as np
import pytest

from gradwalk.views.plots.unit_pictures import PICTURE_PX, UnitPictures


@pytest.fixture
def pictures(qtbot):
    widget = UnitPictures()
    qtbot.addWidget(widget)
    widget.resize(520, 80)
    widget.show()
    return widget


def ramp(count, size=8):
    xs = np.linspace(-1, 1, size)
    gx, gy = np.meshgrid(xs, xs)
    return np.stack([np.cos(k) * gx + np.sin(k) * gy for k in range(count)])


def test_one_picture_per_unit_in_rows_per_layer(pictures, qtbot):
    pictures.set_layers([("h1", ramp(5), (False,) * 5), ("h2", ramp(3), (False, True, False))])
    assert pictures.isVisible()
    rects = [pictures.unit_rect(0, k) for k in range(5)] + [pictures.unit_rect(1, k) for k in range(3)]
    assert all(pictures.picture(layer, k).width() == PICTURE_PX for layer, count in ((0, 5), (1, 3))
               for k in range(count))
    rows = {rect.top() for rect in rects}
    assert len(rows) == 2  # a row a layer
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])  # none over another
    lefts = [rect.left() for rect in rects[:5]]
    assert lefts == sorted(lefts)  # side by side, in order
    hint = pictures.sizeHint()  # every picture whole in the room the widget asks for
    assert all(hint.width() >= rect.right() and hint.height() >= rect.bottom() for rect in rects)
    assert pictures.unit_at(rects[6].center()) == (1, 1)
    image = pictures.grab().toImage()  # what is painted is the picture, where it is said to be
    centre = rects[0].center()
    assert image.pixelColor(centre) == pictures.picture(0, 0).pixelColor(centre - rects[0].topLeft())


def test_a_silent_unit_is_marked_and_its_tooltip_says_why(pictures):
    pictures.set_layers([("r1", ramp(3), (False, True, False))])
    assert pictures.silent_units() == {"r1": [1]}
    assert "dead" in pictures.unit_tip(0, 1) and "dead" not in pictures.unit_tip(0, 0)
    dead = pictures.picture(0, 1)
    live = pictures.picture(0, 0)
    # the dead one is grey (r = g = b), the live one coloured
    centre = dead.pixelColor(PICTURE_PX // 2 + 6, 3)
    assert centre.red() == centre.green() == centre.blue()
    corner = live.pixelColor(1, 1)
    assert len({corner.red(), corner.green(), corner.blue()}) > 1


def test_the_sign_of_a_units_output_is_its_colour_and_the_bottom_row_is_the_planes_bottom(pictures):
    size = 8
    unit = np.zeros((1, size, size))
    unit[0, 0, :] = -1.0  # the bottom row of the plane: negative
    unit[0, -1, :] = 1.0  # the top row: positive
    pictures.set_layers([("h", unit, (False,))])
    image = pictures.picture(0, 0)
    top, bottom = image.pixelColor(PICTURE_PX // 2, 0), image.pixelColor(PICTURE_PX // 2, PICTURE_PX - 1)
    assert top.red() > top.blue()  # positive: towards orange
    assert bottom.blue() > bottom.red()  # negative: towards blue


def test_no_layers_hide_it_and_new_layers_replace_the_old_ones_at_once(pictures, qtbot):
    pictures.set_layers([("h1", ramp(4), (False,) * 4)])
    wide = pictures.sizeHint().width()
    pictures.set_layers([("r1", ramp(2), (True, True))])
    assert pictures.silent_units() == {"r1": [0, 1]}
    assert pictures.sizeHint().width() < wide  # two pictures now: the old row is gone at once
    assert pictures.unit_at(pictures.unit_rect(0, 2).center()) is None
    pictures.set_layers([])
    assert not pictures.isVisible()


def test_one_layer_redrawn_alone_is_drawn_as_all_layers_would_be_and_leaves_the_others(pictures, qtbot):
    pictures.set_layers([("h1", ramp(3), (False,) * 3), ("h2", ramp(2), (False, False))])
    first = [pictures.picture(0, k) for k in range(3)]
    later = -ramp(2)
    pictures.set_layer(1, ("h2", later, (True, False)))
    assert [pictures.picture(0, k) for k in range(3)] == first
    assert pictures.silent_units() == {"h1": [], "h2": [0]}
    alone = [pictures.picture(1, k) for k in range(2)]
    pictures.set_layers([("h1", ramp(3), (False,) * 3), ("h2", later, (True, False))])
    assert [pictures.picture(1, k) for k in range(2)] == alone
    assert "dead" in pictures.unit_tip(1, 0) and "dead" not in pictures.unit_tip(1, 1)
    with pytest.raises(ValueError):  # a layer of another size needs every layer laid out again
        pictures.set_layer(0, ("h1", ramp(4), (False,) * 4))
    assert pictures.same_shapes([("h1", ramp(3), ()), ("h2", ramp(2), ())])
    assert not pictures.same_shapes([("h1", ramp(4), ())])


def test_each_units_gradient_is_a_bar_against_the_layers_largest_and_a_saturated_unit_is_framed(pictures):
    plain = [("h1", ramp(3), (False,) * 3)]
    pictures.set_layers(plain)
    bare = [pictures.picture(0, k) for k in range(3)]
    pictures.set_layers([("h1", ramp(3), (False,) * 3, (0.02, 0.01, 0.0), (False, True, False))])
    assert pictures.gradient_bars(0) == [1.0, 0.5, 0.0]
    assert pictures.saturated_units() == {"h1": [1]}
    drawn = [pictures.picture(0, k) for k in range(3)]
    assert drawn[0] != bare[0] and drawn[1] != bare[1] and drawn[2] == bare[2]  # no gradient: no bar
    foot = drawn[0].pixelColor(2, drawn[0].height() - 2)  # the bar runs along the picture's foot
    assert foot == pictures.palette().color(pictures.palette().ColorRole.Text)
    tips = [pictures.unit_tip(0, k) for k in range(3)]
    assert "0.02" in tips[0] and "∂loss/∂h1" in tips[0] and "saturated" in tips[1] and "saturated" not in tips[0]
    pictures.set_layers([("h1", ramp(3), (False,) * 3, (0.0, 0.0, 0.0), ())])
    assert pictures.gradient_bars(0) == [0.0, 0.0, 0.0]  # a layer no gradient reaches: no bars


def test_the_tooltip_under_the_pointer_is_the_units_there(pictures, qtbot):
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    pictures.set_layers([("r1", ramp(3), (False, True, False))])
    for unit, word in ((1, "dead"), (2, "unit 3: from")):
        at = pictures.unit_rect(0, unit).center()
        QApplication.sendEvent(pictures, QHelpEvent(QEvent.Type.ToolTip, at, pictures.mapToGlobal(at)))
        qtbot.waitUntil(QToolTip.isVisible)
        assert word in QToolTip.text() and QToolTip.text() == pictures.unit_tip(0, unit)
        QToolTip.hideText()
    between = QPoint(pictures.sizeHint().width() + 5, 1)  # no picture there: the widget's own words
    QApplication.sendEvent(pictures, QHelpEvent(QEvent.Type.ToolTip, between, pictures.mapToGlobal(between)))
    assert QToolTip.text() == pictures.toolTip()


def test_rows_reserved_keep_the_height_the_layers_will_take(pictures):
    pictures.set_layers([])
    assert not pictures.isVisible()
    pictures.reserve(2)  # a network's two hidden layers, before its run's first pictures
    assert pictures.isVisible()
    reserved = pictures.sizeHint().height()
    pictures.set_layers([("h1", ramp(3), (False,) * 3), ("h2", ramp(3), (False,) * 3)])
    assert pictures.sizeHint().height() == reserved
    pictures.set_layers([])  # nothing to draw: hidden, the reservation gone
    assert not pictures.isVisible()
    pictures.set_layers([("h1", ramp(3), (False,) * 3)])
    assert pictures.sizeHint().height() < reserved


def test_the_least_width_does_not_grow_as_a_runs_first_pictures_come(pictures):
    # a least width that grew with the pictures laid the boundary and the curves out again in the
    # middle of a run's first redraws; the room the widget asks for still holds every picture
    pictures.reserve(2)
    least = pictures.minimumSizeHint().width()
    pictures.set_layers([("h1", ramp(16), (False,) * 16), ("h2", ramp(16), (False,) * 16)])
    assert abs(pictures.minimumSizeHint().width() - least) <= 2 * pictures.fontMetrics().horizontalAdvance("h")
    assert pictures.sizeHint().width() >= pictures.unit_rect(1, 15).right()


def test_the_least_width_holds_a_layer_of_sixteen_pictures_before_they_come(pictures):
    # room for eight: a run table in French at 1280x800 left the boundary 10 px short of lesson
    # 5's sixteen units, and the window cut the last picture
    pictures.reserve(2)
    least = pictures.minimumSizeHint().width()
    pictures.set_layers([("h1", ramp(16), (False,) * 16), ("h2", ramp(16), (False,) * 16)])
    assert least >= pictures.unit_rect(1, 15).right() + 1
