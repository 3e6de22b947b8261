"""The walk's sentence under the graph: what the current step did, in words.

Its height is the tallest any sentence of the walk takes at its width, set once for the walk (and
again when the label's width changes): a step whose sentence runs to three lines after one of a
single line would otherwise take the graph's height away and give it back, and the graph above
would jump under the pointer at every step.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["WalkCaption", "MOST_LINES"]

# the most lines the label keeps for the walk (a network's step through a matrix product takes
# three at 1280x800): the rare step whose sentence is longer makes the label taller for itself
MOST_LINES = 3


class WalkCaption(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkCaption")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._sentences: list[str] = []
        self._fitted_width = -1

    def set_sentences(self, sentences: Sequence[str]) -> None:
        """Every sentence the walk will show here: the label takes the height of the tallest."""
        self._sentences = [text for text in sentences if text]
        self._fitted_width = -1
        self._fit()

    def needed_height(self, text: str, width: int) -> int:
        """The height `text` takes, wrapped at `width`, in this label."""
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right() - 2 * self.margin())
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = self.fontMetrics().boundingRect(QRect(0, 0, inner, 100_000), flags, text).height()
        return lines + margins.top() + margins.bottom() + 2 * self.margin()

    def _fit(self) -> None:
        width = self.width()
        if width <= 1 or width == self._fitted_width:
            return
        self._fitted_width = width
        most = self.fontMetrics().lineSpacing() * MOST_LINES
        tallest = max((self.needed_height(text, width) for text in self._sentences), default=0)
        height = min(tallest, most + self.contentsMargins().top() + self.contentsMargins().bottom())
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()
