"""A progress bar that is painted with the rest of the window, not at once.

Qt's QProgressBar.setValue repaints the bar on the spot whenever its look changes, so that a loop
that never returns to the event loop still shows progress. A repaint on the spot is a repaint of
the window's dirty parts too: four runs' bars moved in one turn painted the window four times
(4-6 ms each), and a paused network's batches took that turn past the window's budget. The
window's work always returns to the event loop, so `ProgressBar.show_value` only asks for a paint.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProgressBar

__all__ = ["ProgressBar"]


class ProgressBar(QProgressBar):
    """QProgressBar, with `show_value` in place of `setValue` (see the module's docstring)."""

    def show_value(self, value: int) -> None:
        """setValue, painted with the window's next paint."""
        if value == self.value():
            return
        self.setUpdatesEnabled(False)  # setValue's repaint() does nothing while updates are off
        try:
            self.setValue(value)
        finally:
            self.setUpdatesEnabled(True)  # and asks for the paint
