"""A curtain over a widget: its background only, until it is lifted.

A window painted at once after its layout changes paints every widget at its new size, and that
first paint took a layout switch past one frame. With a curtain dropped over some of its parts, the
window paints the rest in one turn and those parts in the next: Qt does not paint what an opaque
widget hides, and the curtain paints nothing but the background the parts would have under them.

    curtain = Curtain(dock.widget())
    curtain.drop()   # this turn: the dock's title, and its background where its contents go
    curtain.lift()   # a turn later: the contents
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

__all__ = ["Curtain"]


class Curtain(QWidget):
    """An opaque sibling laid over `covered` while dropped (see the module's docstring)."""

    def __init__(self, covered: QWidget) -> None:
        super().__init__(covered.parentWidget())
        self.covered = covered
        self.setObjectName(f"{covered.objectName()}Curtain")
        self.setAutoFillBackground(True)  # opaque: what it covers is left unpainted
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def drop(self) -> None:
        """Cover the widget where it is now."""
        self.setGeometry(self.covered.geometry())
        self.raise_()
        self.show()

    def lift(self) -> None:
        self.hide()
