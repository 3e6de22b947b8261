"""Two arrangements of the window: one to walk the graph, one to train.

Walking needs the graph large; training needs the runs, the loss curves and the landscape. Shown
together at 1280x800 each crushed the other, so the window holds one at a time: the Walk layout
hides the Training dock and gives the graph most of the centre, the Train layout shows the dock
across the window's width and puts away the docks of the walk (the code, the gradients, the
Jacobian), to give them back as they were in the Walk layout. Stepping the walk brings the Walk
layout back, starting a training the Train layout; the learner can switch at any time (View
menu). Sizes are shares of the window, so a big screen gives the side panels room too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

__all__ = ["WALK", "TRAIN", "Layout"]

WALK, TRAIN = "walk", "train"

LESSON_SHARE = 0.2  # of the window's width: the lesson's text and its list of sections
BELOW_SHARE = {WALK: 0.21, TRAIN: 0.5}  # of the window's height: the docks under the graph
CODE_SHARE = 0.62  # of the width under the graph: the code, beside the gradients


class Layout:
    """Which arrangement the window shows, and the sizes that make it.

    The graph is the window's centre; the lesson is a dock on the left; under the graph, the code
    and the gradients (Walk) or the training (Train). `walking` are the docks the Walk layout
    always shows; `walk_only` those it shows when the learner asked for them (the Jacobian): the
    Train layout hides both, and the Walk layout gives back the ones that were shown."""

    def __init__(self, window: QMainWindow, lesson: QDockWidget, walking: Sequence[QDockWidget],
                 training: QDockWidget, walk_only: Sequence[QDockWidget] = ()) -> None:
        self.window, self.lesson, self.walking, self.training = window, lesson, list(walking), training
        self.walk_only = list(walk_only)
        self.current = WALK
        self.can_train = False
        self.put_away: set[str] = set()  # the object names of the walk_only docks the Train layout hid
        self.in_front: set[str] = set()  # those of them that were the tab in front

    def chosen(self, name: str) -> str:
        """The layout `show(name)` arranges: training only where the section trains."""
        return TRAIN if name == TRAIN and self.can_train else WALK

    def show(self, name: str) -> None:
        """Arrange the window for walking or for training (training only where the section trains)."""
        for piece in self.pieces(name):
            piece()

    def pieces(self, name: str) -> list[Callable[[], None]]:
        """`show(name)` in two pieces, for two turns of the event loop: the docks going away (the
        layout is `name` from there on), then the docks coming and their sizes."""
        name = self.chosen(name)
        return [lambda: self._put_away(name), lambda: self._bring(name)]

    def _put_away(self, name: str) -> None:
        if name == TRAIN and self.current == WALK:
            self.put_away = {dock.objectName() for dock in self.walk_only if not dock.isHidden()}
            # a tab in front of the others (the Jacobian over the gradients) comes back in front
            self.in_front = {dock.objectName() for dock in self.walk_only
                             if not dock.isHidden() and not dock.visibleRegion().isEmpty()}
        self.current = name
        # the docks going away first: shown together for a moment, their minimum widths would
        # add up past the screen's, and the window would grow to hold them
        for dock in (*self.walking, *self.walk_only) if name == TRAIN else (self.training,):
            dock.hide()
        # Walk: the lesson runs the window's height beside everything; Train: the training runs
        # its width under everything (the runs' table, the curves and the landscape need it)
        self.window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea
                              if name == TRAIN else Qt.DockWidgetArea.LeftDockWidgetArea)

    def _bring(self, name: str) -> None:
        window = self.window
        if name == TRAIN:
            self.training.show()
        else:
            for dock in self.walking:
                dock.show()
            for dock in self.walk_only:
                if dock.objectName() in self.put_away:
                    dock.show()
                if dock.objectName() in self.in_front:
                    dock.raise_()
            self.put_away, self.in_front = set(), set()
        width, height = max(window.width(), 640), max(window.height(), 480)
        if self.lesson.isVisible() and not self.lesson.isFloating():
            window.resizeDocks([self.lesson], [int(width * LESSON_SHARE)], Qt.Orientation.Horizontal)
        below = [dock for dock in (self.training,) if name == TRAIN] or self.walking[:1]
        window.resizeDocks(below, [int(height * BELOW_SHARE[name])], Qt.Orientation.Vertical)
        if name == WALK and len(self.walking) > 1:
            rest = width * (1 - LESSON_SHARE)
            window.resizeDocks(self.walking, [int(rest * CODE_SHARE), int(rest * (1 - CODE_SHARE))],
                               Qt.Orientation.Horizontal)
