"""The section text: the open lesson section, written in Markdown."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

__all__ = ["SectionText"]


class SectionText(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sectionText")
        self.retranslate()
        self.setOpenExternalLinks(True)  # a link to the web opens in the learner's browser

    def retranslate(self) -> None:
        """The tip and name in the language installed now (the window shows the text again)."""
        self.setToolTip(self.tr("The lesson's text for this section"))
        self.setAccessibleName(self.tr("Section text"))

    def show_markdown(self, text: str) -> None:
        """Show `text` (Markdown) from its top."""
        self.document().setMarkdown(text)
        self.moveCursor(QTextCursor.MoveOperation.Start)  # else the view follows the cursor down
        self.verticalScrollBar().setValue(0)
