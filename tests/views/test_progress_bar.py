"""A progress bar painted with the rest of the window (views/progress_bar.py)."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QProgressBar, QVBoxLayout, QWidget

from gradwalk.views.progress_bar import ProgressBar


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_show_value_paints_the_bar_in_a_later_turn_where_set_value_paints_at_once(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    bar = ProgressBar()
    QVBoxLayout(holder).addWidget(bar)
    bar.setRange(0, 100)
    holder.resize(300, 60)
    holder.show()
    qtbot.waitExposed(holder)
    counter = PaintCounter()
    bar.installEventFilter(counter)
    qtbot.wait(50)

    counter.paints = 0
    QProgressBar.setValue(bar, 30)  # Qt's own: a repaint on the spot
    assert counter.paints >= 1

    counter.paints = 0
    bar.show_value(60)
    assert bar.value() == 60 and counter.paints == 0  # nothing painted yet
    qtbot.waitUntil(lambda: counter.paints >= 1, timeout=2000)  # painted with the next paint
    assert bar.updatesEnabled()
