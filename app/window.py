"""Gradwalk's main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

ICON_PATH = Path(__file__).resolve().parent.parent / "resources" / "icons" / "gradwalk.svg"

ABOUT_TEXT = (
    "<b>Gradwalk</b><p>Build an expression, see the graph it records, and walk the backward "
    "pass node by node.</p>"
)


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Gradwalk")
        self.setWindowIcon(QIcon(str(ICON_PATH)))
        self.resize(1100, 720)

        placeholder = QLabel("Welcome to Gradwalk.\nThe lessons are on their way.")
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(placeholder)

        file_menu = self.menuBar().addMenu("&File")
        # Kept as an attribute so tests and later wiring can reach it.
        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        help_menu = self.menuBar().addMenu("&Help")
        self.about_action = QAction("&About Gradwalk", self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def show_about(self) -> None:
        QMessageBox.about(self, "About Gradwalk", ABOUT_TEXT)
