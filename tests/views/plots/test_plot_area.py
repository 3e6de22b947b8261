"""A plot's area painted a turn later: first its background alone, then the plot (a layout switch
paints the rest of the window first)."""

from gradwalk.views.plots.loss_plot import LossPlot
from tests.views.plots.shown import shown


def colours(image) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}


def test_a_held_paint_is_the_background_alone_and_the_plot_comes_when_released(qtbot):
    plot = shown(qtbot, LossPlot(), 300, 240)
    area = plot.plot_widget
    drawn = colours(area.grab().toImage())
    assert len(drawn) > 1  # axes and numbers over the background
    area.hold_paint()
    assert area.painted_blank()
    blank = colours(area.grab().toImage())
    assert blank == {area.backgroundBrush().color().rgba()} or len(blank) == 1  # the background only
    area.release_paint()  # its turn came
    qtbot.waitUntil(lambda: not area.painted_blank(), timeout=2000)
    assert len(colours(area.grab().toImage())) > 1  # the plot again


def test_a_held_paint_keeps_the_background_until_released(qtbot):
    # a window with several plots to paint anew releases them a turn each
    plot = shown(qtbot, LossPlot(), 300, 240)
    area = plot.plot_widget
    area.hold_paint()
    qtbot.wait(100)  # turns go by: still the background alone
    assert area.painted_blank() and len(colours(area.grab().toImage())) == 1
    area.release_paint()
    qtbot.waitUntil(lambda: not area.painted_blank(), timeout=2000)
    assert len(colours(area.grab().toImage())) > 1
