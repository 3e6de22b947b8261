"""The status bar's word on a long job: its name, a bar of how far it has got, and Cancel.

It draws what it is given: a name, (done, total) with total 0 while the share is unknown (the bar
then only shows that work goes on), and how many jobs wait behind it. The Cancel button shows the
window's Cancel command, so the menu, the shortcut and the button are one command.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from gradwalk.views.progress_bar import ProgressBar

__all__ = ["JobProgress"]


class JobProgress(QWidget):
    def __init__(self, cancel: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jobProgress")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel()
        self.name.setObjectName("jobName")
        self.bar = ProgressBar()
        self.bar.setObjectName("jobBar")
        self.bar.setMaximumWidth(160)
        self.bar.setTextVisible(False)
        self.cancel = QToolButton()
        self.cancel.setObjectName("jobCancel")
        self.cancel.setDefaultAction(cancel)
        self.cancel.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        layout.addWidget(self.name)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel)
        self._job: tuple[str, int, int, int] | None = None  # what show_job was given last
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The words in the language installed now (the job's name is the window's)."""
        self.setAccessibleName(self.tr("Work in progress"))
        self.bar.setAccessibleName(self.tr("How far the work has got"))
        if self._job is not None:
            self._show_words(*self._job)

    def show_job(self, name: str, done: int = 0, total: int = 0, waiting: int = 0) -> None:
        """Show a job running: its name (and how many wait after it) and its share done."""
        self._job = (name, done, total, waiting)
        self._show_words(name, done, total, waiting)
        self.bar.setRange(0, max(total, 0))  # 0..0: a busy bar
        self.bar.show_value(min(done, total) if total > 0 else 0)
        self.show()

    def _show_words(self, name: str, done: int, total: int, waiting: int) -> None:
        text = name + "…"
        if waiting:
            text += " " + self.tr("({0} more waiting)").format(waiting)
        self.name.setText(text)
        if total > 0:
            self.bar.setToolTip(self.tr("{0} of {1}").format(done, total))
        else:
            self.bar.setToolTip("")

    def clear(self) -> None:
        self._job = None
        self.name.clear()
        self.hide()
