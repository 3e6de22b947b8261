"""The finite-difference check's results: for each input, the largest gap between the walk's
gradient and a numerical estimate relative to the slope it is measured against (the gap itself
beside it), and whether it is below the tolerance.

Pass and fail differ in words and mark (✓ / ✗) as well as colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from gradwalk.views.look import status_colour

__all__ = ["FiniteDifferenceTable"]


class FiniteDifferenceTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("finiteDifferenceTable")
        self.verticalHeader().hide()
        self.setWordWrap(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.horizontalHeader()
        # sized to the results when they come (not to a message spanning the row)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._rows: list[tuple[str, str, bool]] = []
        self._tolerance = ""
        self._message: str | None = None
        self._problem = True
        self.retranslate()

    def retranslate(self) -> None:
        """The titles, tips and verdicts in the language installed now (a message is the app's)."""
        self.setToolTip(self.tr("The backward walk's gradients compared with finite differences"))
        self.setAccessibleName(self.tr("Finite-difference check"))
        self.setHorizontalHeaderLabels(
            [self.tr("Tensor"), self.tr("Relative gap"), self.tr("Result")])
        self.horizontalHeaderItem(1).setToolTip(self.tr(
            "The largest gap between backward and the estimate, relative to the slope it is measured "
            "against: what is held to the tolerance"))
        if self._message is None and self._rows:
            self.show_results(self._rows, self._tolerance)  # fits the columns to the new titles too
        else:
            self._fit_headers()

    def show_results(self, rows: Sequence[tuple[str, str, bool]], tolerance: str) -> None:
        """(tensor name, largest relative gap as text, passed) per input, and the tolerance as text
        (what the relative gaps are compared with)."""
        self._rows, self._tolerance, self._message = list(rows), tolerance, None
        self.clearSpans()
        self.setRowCount(len(self._rows))
        for row, (name, gap, passed) in enumerate(self._rows):
            if passed:
                verdict = self.tr("✓ below {0}").format(tolerance)
                tip = self.tr("The gradient of {0} matches the estimate: the gap {1} is below {2}")
            else:
                verdict = self.tr("✗ above {0}").format(tolerance)
                tip = self.tr("The gradient of {0} differs from the estimate: the gap {1} is not "
                              "below {2}")
            result = QTableWidgetItem(verdict)
            result.setForeground(QBrush(status_colour(self.palette(), "good" if passed else "bad")))
            result.setToolTip(tip.format(name, gap, tolerance))
            gap_item = QTableWidgetItem(gap)
            gap_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            gap_item.setToolTip(tip.format(name, gap, tolerance))
            name_item = QTableWidgetItem(name)
            name_item.setToolTip(name)
            for column, item in enumerate((name_item, gap_item, result)):
                self.setItem(row, column, item)
        self.resizeColumnToContents(0)
        self.resizeColumnToContents(1)
        self._fit_headers()

    def _fit_headers(self) -> None:
        """No column narrower than its title ("Relative gap", "Écart relatif"): a title is never cut."""
        header = self.horizontalHeader()
        for column in (0, 1):
            self.setColumnWidth(column, max(self.columnWidth(column), header.sectionSizeHint(column)))

    def show_message(self, text: str, problem: bool = True) -> None:
        """Show `text` in place of the results: why the check could not run (in the colour of a
        problem), or, with `problem=False`, a hint or a progress note."""
        self._rows, self._message, self._problem = [], text, problem
        self.clearSpans()
        self.setRowCount(1)
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        if problem:
            item.setForeground(QBrush(status_colour(self.palette(), "bad")))
        self.setItem(0, 0, item)
        self.setSpan(0, 0, 1, 3)
        self.resizeRowToContents(0)

    def message(self) -> str | None:
        """The message shown in place of the results, or None when results are shown."""
        return self._message if not self._rows else None

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            if self._message is not None:
                self.show_message(self._message, self._problem)
            elif self._rows:
                self.show_results(self._rows, self._tolerance)
