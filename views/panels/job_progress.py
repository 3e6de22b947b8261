"""The status bar's word on a long job: its name, a bar of how far it has got, and Cancel.

It draws what it is given: a name, (done, total) with total 0 while the share is unknown (the bar
then only shows that work goes on), and how many jobs wait behind it. The Cancel button shows the
window's Cancel command, so the menu, the shortcut and the button are one command.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

__all__ = ["JobProgress"]


class JobProgress(QWidget):
    def __init__(self, cancel: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jobProgress")
        self.setAccessibleName(self.tr("Work in progress"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel()
        self.name.setObjectName("jobName")
        self.bar = QProgressBar()
        self.bar.setObjectName("jobBar")
        self.bar.setAccessibleName(self.tr("How far the work has got"))
        self.bar.setMaximumWidth(160)
        self.bar.setTextVisible(False)
        self.cancel = QToolButton()
        self.cancel.setObjectName("jobCancel")
        self.cancel.setDefaultAction(cancel)
        self.cancel.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        layout.addWidget(self.name)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel)
        self.hide()

    def show_job(self, name: str, done: int = 0, total: int = 0, waiting: int = 0) -> None:
        """Show a job running: its name (and how many wait after it) and its share done."""
        text = name + "…"
        if waiting:
            text += " " + self.tr("({0} more waiting)").format(waiting)
        self.name.setText(text)
        self.bar.setRange(0, max(total, 0))  # 0..0: a busy bar
        self.bar.setValue(min(done, total) if total > 0 else 0)
        if total > 0:
            self.bar.setToolTip(self.tr("{0} of {1}").format(done, total))
        else:
            self.bar.setToolTip("")
        self.show()

    def clear(self) -> None:
        self.name.clear()
        self.hide()
