"""The decision boundary plot: the probability over the plane, the line at 1/2, the points."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from gradwalk.views.plots.boundary_plot import BoundaryPlot
from gradwalk.views.plots.plot_colours import CLASS_COLOURS
from tests.views.plots.shown import shown


@pytest.fixture
def plot(qtbot):
    return shown(qtbot, BoundaryPlot(), 640, 560)


POINTS = np.array([[-1.0, -1.0], [1.0, 1.0], [1.0, -1.0], [-1.0, 1.0], [0.2, 0.3]])
LABELS = np.array([0, 1, 1, 0, 1])


def diagonal(size=30):
    """σ(4·(x + y)) over [-2, 2]²: class 1 above the line y = −x."""
    xs = np.linspace(-2, 2, size)
    gx, gy = np.meshgrid(xs, xs)
    return 1 / (1 + np.exp(-4 * (gx + gy)))


def test_says_what_it_is_for_until_it_has_points(plot):
    assert "classifier" in plot.message_text() and not plot.has_boundary()
    plot.set_points(POINTS, LABELS)
    assert plot.message_text() == ""
    assert plot.objectName() == "decisionBoundaryPlot" and plot.accessibleName()


def test_points_are_split_by_class_and_held_out_ones_drawn_hollow(plot):
    plot.set_points(POINTS, LABELS.reshape(-1, 1), POINTS[:2] + 0.5, np.array([[1.0], [0.0]]))
    xs0, ys0 = plot.scatters[0].getData()
    xs1, _ = plot.scatters[1].getData()
    assert sorted(xs0) == [-1.0, -1.0] and sorted(ys0) == [-1.0, 1.0] and len(xs1) == 3
    held0, _ = plot.held_scatters[0].getData()
    assert list(held0) == [1.5]
    assert plot.held_scatters[0].opts["brush"].style() == Qt.BrushStyle.NoBrush  # hollow: no fill
    assert plot.scatters[0].opts["symbol"] != plot.scatters[1].opts["symbol"]  # told apart without colour
    names = [label.text for _, label in plot.legend.items]
    assert len(names) == 3 and any("hollow" in name for name in names)


def test_every_point_is_in_view(plot, qtbot):
    plot.set_points(POINTS * 3, LABELS)
    (x0, x1), (y0, y1) = plot.plot_item.getViewBox().viewRange()
    assert x0 <= -3 and x1 >= 3 and y0 <= -3 and y1 >= 3


def test_the_boundary_is_the_grid_placed_over_its_extent_with_a_line_at_one_half(plot):
    plot.set_points(POINTS, LABELS)
    grid = diagonal()
    plot.set_boundary(-2.0, 2.0, -2.0, 2.0, grid)
    assert plot.has_boundary()
    np.testing.assert_allclose(plot.probabilities(), grid)
    rect = plot.image.mapRectToParent(plot.image.boundingRect())
    step = 4 / 29
    assert rect.left() == pytest.approx(-2 - step / 2) and rect.right() == pytest.approx(2 + step / 2)
    # the line at 1/2 runs along y = −x: its points, in the image's pixels, lie on the diagonal
    path = plot.contour.path()
    assert path is not None and not path.isEmpty()
    for k in range(path.elementCount()):  # in pixels, each value at its pixel's centre: c + r = 29
        point = path.elementAt(k)
        assert point.x + point.y == pytest.approx(30, abs=0.5)  # (half a pixel more at the edges)
    names = [label.text for _, label in plot.legend.items]
    assert any("1/2" in name for name in names)


def test_values_that_are_not_probabilities_are_drawn_as_undecided_or_clipped(plot):
    grid = diagonal(10)
    grid[0, 0], grid[1, 1], grid[2, 2] = np.nan, 1.7, -0.2
    plot.set_boundary(0, 1, 0, 1, grid)
    shown = plot.probabilities()
    assert shown[0, 0] == 0.5 and shown[1, 1] == 1.0 and shown[2, 2] == 0.0
    with pytest.raises(ValueError):
        plot.set_boundary(0, 1, 0, 1, np.zeros(5))


def test_the_caption_goes_under_the_title_and_clear_forgets_everything(plot):
    plot.set_points(POINTS, LABELS)
    plot.set_boundary(-2, 2, -2, 2, diagonal())
    plot.set_caption("step 10: accuracy 0.8")
    assert "step 10" in plot.plot_item.titleLabel.text and plot.caption() == "step 10: accuracy 0.8"
    plot.clear()
    assert not plot.has_boundary() and plot.caption() == ""
    assert len(plot.scatters[0].getData()[0]) == 0


def test_a_caption_wider_than_the_plot_is_shortened_in_its_middle_and_keeps_its_accuracy(plot, qtbot):
    # whole, it held the plot wider than its place, and the window cut the accuracy at its edge
    long = "the same network, learning rate 20, started from the lesson's weights — step 300: accuracy 0.52"
    plot.set_points(POINTS, LABELS)
    plot.set_boundary(-2, 2, -2, 2, diagonal())
    plot.set_caption(long)
    assert "the lesson's weights" in plot.plot_item.titleLabel.text  # room for all of it
    plot.resize(360, 560)
    qtbot.waitUntil(lambda: plot.plot_widget.width() <= 360, timeout=2000)
    title = plot.plot_item.titleLabel.text
    assert "accuracy 0.52" in title and "…" in title and plot.caption() == long
    plot.plot_item.layout.activate()
    assert plot.plot_item.geometry().width() <= plot.plot_widget.width() + 1  # nothing past the edge
    plot.resize(640, 560)
    qtbot.waitUntil(lambda: "the lesson's weights" in plot.plot_item.titleLabel.text, timeout=2000)


@pytest.mark.parametrize("dark", [False, True])
def test_class_colours_follow_the_look_and_the_plane_is_paler_than_the_points(plot, dark):
    palette = QPalette()
    if dark:
        palette.setColor(QPalette.ColorRole.Base, QColor(30, 30, 30))
        palette.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
        palette.setColor(QPalette.ColorRole.Window, QColor(40, 40, 40))
    plot.setPalette(palette)
    plot.set_points(POINTS, LABELS)
    plot.set_boundary(-2, 2, -2, 2, diagonal())
    brush = plot.scatters[0].opts["brush"].color()
    assert brush.name().lower() == CLASS_COLOURS[0][1 if dark else 0].lower()
    lut = plot.image.getColorMap().getLookupTable(nPts=3, mode="byte")
    base = np.array(palette.color(QPalette.ColorRole.Base).getRgb()[:3])
    point = np.array(brush.getRgb()[:3])
    # the plane's class-0 end lies between the background and the points' colour
    assert np.abs(lut[0][:3] - base).sum() < np.abs(point - base).sum()
    np.testing.assert_array_equal(lut[1][:3], base)  # undecided: the background itself


def test_a_point_clicked_is_chosen_by_its_index_among_all_the_points_and_ringed(plot, qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtTest import QTest

    plot.set_points(POINTS, LABELS)
    view = plot.plot_item.getViewBox()
    # a click on the last point, (0.2, 0.3): class 1's third point, the fifth of all
    at = plot.plot_widget.mapFromScene(view.mapViewToScene(QPointF(0.2, 0.3)))
    with qtbot.waitSignal(plot.pointChosen, timeout=2000) as chosen:
        QTest.mouseClick(plot.plot_widget.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert chosen.args == [4]
    plot.mark_point(4)
    assert plot.marked_point() == (0.2, 0.3)
    plot.mark_point(None)
    assert plot.marked_point() is None
    plot.mark_point(2)
    plot.clear()  # a new section: no point ringed
    assert plot.marked_point() is None


def test_a_point_marked_again_is_left_as_it_is(plot):
    # each evaluation at a run's weights marks One Point's point again: redrawn each time, the
    # boundary was repainted with the evaluation's answer, past a frame while the runs trained
    plot.set_points(POINTS, LABELS)
    changed = []
    plot.chosen.sigPlotChanged.connect(lambda *_: changed.append(1))
    plot.mark_point(4)
    plot.mark_point(4)
    assert len(changed) == 1 and plot.marked_point() == (0.2, 0.3)
    plot.mark_point(1)
    plot.mark_point(None)
    plot.mark_point(None)
    assert len(changed) == 3 and plot.marked_point() is None


def test_the_legend_is_laid_out_again_only_when_its_entries_change(plot):
    def entries():
        return [(getattr(sample, "item", sample), label.text, id(label)) for sample, label in plot.legend.items]

    plot.set_points(POINTS, LABELS)
    first = entries()
    assert [name for _, name, _ in first] == ["class 0", "class 1"]
    plot.clear()
    assert entries() == []  # nothing drawn: no entries
    plot.set_points(POINTS, LABELS)
    again = entries()
    plot.set_points(POINTS * 2, LABELS)  # other points of the same kinds: the same entries, kept
    assert entries() == again
    plot.set_points(POINTS, LABELS, POINTS[:2] + 0.5, np.array([1.0, 0.0]))  # held-out points: one more
    assert [name for _, name, _ in entries()] == ["class 0", "class 1", "held out (hollow)"]


def test_a_caption_shortened_on_screen_is_whole_in_a_picture_for_slides(plot, qtbot):
    from gradwalk.views.plots.plot_export import plot_svg_bytes

    long = "the same network, learning rate 20, started from the lesson's weights — step 300: accuracy 0.52"
    plot.set_points(POINTS, LABELS)
    plot.set_boundary(-2, 2, -2, 2, diagonal())
    plot.set_caption(long)
    plot.resize(360, 560)
    qtbot.waitUntil(lambda: "…" in plot.plot_item.titleLabel.text, timeout=2000)
    svg = plot_svg_bytes(plot, title="", size=(1600, 900)).decode("utf-8")
    assert "weights" in svg and "accuracy 0.52" in svg and "…" not in svg
    assert "…" in plot.plot_item.titleLabel.text  # the screen's again


def fill(plot, points, caption):
    """What the window does when the learner draws other points: the plot cleared, then the
    points, the last boundary and its caption given again."""
    plot.clear()
    plot.set_points(points, LABELS)
    plot.set_boundary(-2, 2, -2, 2, diagonal())
    plot.set_caption(caption)


def test_a_plot_cleared_and_filled_again_inside_changes_keeps_its_legend_and_is_painted_once(plot, qtbot):
    # the points bar cleared and refilled the plot: its legend and title were made twice, and the
    # plot was painted twice in one turn (the range it took from the points, set during the paint)
    from tests.views.plots.plot_paints import PlotPaints

    fill(plot, POINTS, "step 10: accuracy 0.5")
    qtbot.wait(100)
    labels = [label for _, label in plot.legend.items]
    titles = []
    original = plot.plot_item.setTitle
    plot.plot_item.setTitle = lambda *args, **kwargs: (titles.append(args), original(*args, **kwargs))
    paints = PlotPaints([plot.plot_widget])
    with plot.changes():
        fill(plot, POINTS * 1.5, "step 20: accuracy 0.75")
    assert len(titles) == 1 and "step 20" in plot.plot_item.titleLabel.text
    assert [label for _, label in plot.legend.items] == labels  # the same entries, not made again
    qtbot.waitUntil(lambda: len(paints.painted) >= 1, timeout=2000)
    qtbot.wait(100)
    assert len(paints.painted) == 1
    x_range, _ = plot.plot_item.getViewBox().viewRange()
    assert x_range[0] <= -1.5 and x_range[1] >= 1.5  # framed on the new points
