"""Light and dark looks: follow the system's colour scheme unless the learner picks one.

Qt's Fusion style draws the same on every platform and takes its colours from the palette, so one
palette per look is all it needs. Views take their colours from the palette too, so they follow.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

__all__ = ["SYSTEM", "LIGHT", "DARK", "apply_look", "system_is_dark"]

SYSTEM, LIGHT, DARK = "system", "light", "dark"


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def apply_look(app: QApplication, look: str = SYSTEM) -> str:
    """Set Fusion with the palette of `look`; return the look applied (light or dark)."""
    app.setStyle("Fusion")
    dark = look == DARK or (look == SYSTEM and system_is_dark())
    app.setPalette(dark_palette() if dark else light_palette())
    return DARK if dark else LIGHT


def light_palette() -> QPalette:
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#f3f3f3", QPalette.ColorRole.WindowText: "#1d1d1d",
        QPalette.ColorRole.Base: "#ffffff", QPalette.ColorRole.AlternateBase: "#f0f0f0",
        QPalette.ColorRole.Text: "#1d1d1d", QPalette.ColorRole.Button: "#ececec",
        QPalette.ColorRole.ButtonText: "#1d1d1d", QPalette.ColorRole.Highlight: "#2f6fcf",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#ffffdc",
        QPalette.ColorRole.ToolTipText: "#1d1d1d", QPalette.ColorRole.Link: "#1f5fbf",
        QPalette.ColorRole.PlaceholderText: "#6b6b6b", QPalette.ColorRole.Mid: "#b8b8b8",
    }
    return _palette(palette, colours, disabled="#8a8a8a")


def dark_palette() -> QPalette:
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#2b2b2d", QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e20", QPalette.ColorRole.AlternateBase: "#2a2a2c",
        QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#38383b",
        QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#4d8ee8",
        QPalette.ColorRole.HighlightedText: "#0b0b0b", QPalette.ColorRole.ToolTipBase: "#3a3a3d",
        QPalette.ColorRole.ToolTipText: "#f0f0f0", QPalette.ColorRole.Link: "#7fb0ff",
        QPalette.ColorRole.PlaceholderText: "#9a9a9a", QPalette.ColorRole.Mid: "#555558",
    }
    return _palette(palette, colours, disabled="#7a7a7a")


def _palette(palette: QPalette, colours: dict, disabled: str) -> QPalette:
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette
