"""Colours and fonts the panels share, all derived from the widget's palette.

A view never hard-codes a colour for text on the palette's background: it asks here, and gets a
shade that reads on a light and on a dark background alike. Status colours (pass, fail, error) are
never the only signal: the panels always say the same in words or with a mark beside them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPalette

__all__ = ["FollowsLook", "is_dark", "tint", "status_colour", "subdued", "mixed", "monospace_font"]

# Hues (degrees on the colour wheel) of the shades the panels use.
HUES = {
    "good": 130,  # green: a check passed
    "bad": 0,  # red: a check failed, an error
    "constructor": 210,  # blue
    "method": 280,  # purple
    "number": 25,  # orange
    "string": 100,  # olive green
    "keyword": 180,  # teal
}


def is_dark(palette: QPalette) -> bool:
    """Whether the palette draws light text on a dark background."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def tint(palette: QPalette, hue: int, saturation: int = 200) -> QColor:
    """A shade of `hue` that reads on the palette's base: light on dark, dark on light."""
    lightness = 170 if is_dark(palette) else 85
    return QColor.fromHsl(hue, saturation, lightness)


def status_colour(palette: QPalette, status: str) -> QColor:
    """The colour for "good" or "bad" text on the palette's base."""
    return tint(palette, HUES[status])


def subdued(palette: QPalette) -> QColor:
    """Text that steps back (a comment, a finished step) and still reads."""
    return mixed(palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base), 0.35)


def mixed(first: QColor, second: QColor, share_of_second: float) -> QColor:
    """`first` blended with `share_of_second` of `second`."""
    a = 1.0 - share_of_second
    return QColor.fromRgbF(
        first.redF() * a + second.redF() * share_of_second,
        first.greenF() * a + second.greenF() * share_of_second,
        first.blueF() * a + second.blueF() * share_of_second,
    )


def monospace_font() -> QFont:
    """The system's fixed-width font, never smaller than the application's font."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    app_font = QGuiApplication.font()
    if app_font.pointSizeF() > 0 and font.pointSizeF() < app_font.pointSizeF():
        font.setPointSizeF(app_font.pointSizeF())
    elif app_font.pixelSize() > 0 and font.pixelSize() < app_font.pixelSize():
        font.setPixelSize(app_font.pixelSize())
    return font


class FollowsLook:
    """For a widget that styles itself from its palette: `_apply_look()` again when the palette
    changes (a light or dark look chosen), once the widget has what it styles (`_looks_ready`)."""

    def _looks_ready(self) -> bool:
        return True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._looks_ready():
            self._apply_look()
