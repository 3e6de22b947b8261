"""A note shown above the graph the first time the window opens: how to walk the backward pass.

The window gives it the sentence (made from its actions' real shortcuts) and remembers that it was
dismissed; Help > How to Step shows it again.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

__all__ = ["StepHint"]


class StepHint(QFrame):
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepHint")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("stepHintText")
        self.label.setWordWrap(True)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("stepHintClose")
        self.retranslate()
        self.close_button.clicked.connect(self._dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)

    def retranslate(self) -> None:
        """The note's own words in the language installed now (its sentence is the window's)."""
        self.setAccessibleName(self.tr("How to step"))
        self.close_button.setText(self.tr("Got It"))
        self.close_button.setAccessibleName(self.tr("Dismiss the note on how to step"))
        self.close_button.setToolTip(self.tr("Hide this note; Help > How to Step shows it again"))

    def set_text(self, text: str) -> None:
        self.label.setText(text)

    def text(self) -> str:
        return self.label.text()

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()
