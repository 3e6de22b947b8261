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


R = QPalette.ColorRole
# Each role's colour in the light look and in the dark one.
_COLOURS = {
    R.Window: ("#f3f3f3", "#2b2b2d"), R.WindowText: ("#1d1d1d", "#e6e6e6"),
    R.Base: ("#ffffff", "#1e1e20"), R.AlternateBase: ("#f0f0f0", "#2a2a2c"),
    R.Text: ("#1d1d1d", "#e6e6e6"), R.Button: ("#ececec", "#38383b"),
    R.ButtonText: ("#1d1d1d", "#e6e6e6"), R.Highlight: ("#2f6fcf", "#4d8ee8"),
    R.HighlightedText: ("#ffffff", "#0b0b0b"), R.ToolTipBase: ("#ffffdc", "#3a3a3d"),
    R.ToolTipText: ("#1d1d1d", "#f0f0f0"), R.Link: ("#1f5fbf", "#7fb0ff"),
    R.PlaceholderText: ("#6b6b6b", "#9a9a9a"), R.Mid: ("#b8b8b8", "#555558"),
}
_DISABLED_TEXT = ("#8a8a8a", "#7a7a7a")


def light_palette() -> QPalette:
    return _palette(dark=False)


def dark_palette() -> QPalette:
    return _palette(dark=True)


def _palette(dark: bool) -> QPalette:
    palette = QPalette()
    for role, colours in _COLOURS.items():
        palette.setColor(role, QColor(colours[dark]))
    for role in (R.WindowText, R.Text, R.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(_DISABLED_TEXT[dark]))
    return palette
