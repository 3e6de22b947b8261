"""Counting a plot's paints in a test: which plots draw themselves (not their held background),
and in which turn of the event loop."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject, QTimer


class PlotPaints(QObject):
    """Which plots draw themselves (not their held background) in each turn of the event loop: a
    timer due at once ticks between the turns."""

    def __init__(self, areas) -> None:
        super().__init__()
        self.areas, self.turn, self.painted = list(areas), 0, []  # (turn, the area's index)
        self._ticks = QTimer(self, interval=0)
        self._ticks.timeout.connect(self._tick)
        self._ticks.start()
        for area in self.areas:
            area.viewport().installEventFilter(self)

    def _tick(self) -> None:
        self.turn += 1

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            index = next(i for i, area in enumerate(self.areas) if area.viewport() is watched)
            if not self.areas[index].painted_blank():
                self.painted.append((self.turn, index))
        return False

    def most_in_one_turn(self) -> int:
        return max(Counter(turn for turn, _ in set(self.painted)).values(), default=0)
