"""The Jacobian view: a matrix that fills up, sweep by sweep, as automatic differentiation builds it.

In forward mode one sweep seeds one input element and fills one COLUMN of the Jacobian; in reverse
mode one sweep seeds one output element and fills one ROW. The learner sees which shape of matrix
favours which mode: a wide one (few outputs) takes few reverse sweeps, a tall one few forward ones.

The app hands over plain data: the row and column labels ("y[0]", "x[1]"), then each sweep's values
and the time measured so far. The view imports nothing from the app or the engine. A Jacobian of
10,000 rows or columns is real (a loss over many weights), so at most MAX_SHOWN rows and columns are
drawn: the headline says how many there are, and a sweep beyond them is counted but draws nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gradwalk.core.engine import JacobianMode, code_number, exact_number
from gradwalk.core.words import duration_text, prose_number

__all__ = ["JacobianView", "MAX_SHOWN"]

MAX_SHOWN = 200  # rows and columns drawn at most: 40,000 cells still build in a blink
TINT_ALPHA = 60  # of the palette's highlight: the latest sweep stands out, its numbers stay legible
CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # chosen, never edited
CELL_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # numbers line up
TIP_ROLE = Qt.ItemDataRole.ToolTipRole.value  # a plain int: a cell compares it at every paint


class _Cell(QTableWidgetItem):
    """A derivative's cell. Its tooltip is worded when asked for, in the language of then: a switch
    of language would otherwise word again the tooltips of up to 40,000 cells (100 ms)."""

    def __init__(self, view: JacobianView, sweep: int, row: int, column: int, value: float) -> None:
        super().__init__(code_number(value))
        self.view, self.place = view, (sweep, row, column, value)

    def data(self, role: int) -> object:
        if role == TIP_ROLE:
            return self.view.cell_tip(*self.place)
        return super().data(role)


class JacobianView(QWidget):
    """A headline over a table of the Jacobian. `begin`, then one `fill` per sweep, then `finish`;
    `show_message` when there is no matrix to show. `cellChosen(row, column)` on a click."""

    cellChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jacobianView")
        self.headline_label = QLabel(self)
        self.headline_label.setObjectName("jacobianHeadline")
        self.headline_label.setWordWrap(True)
        # labels come from the learner's expression: "a<b" must not be read as markup
        self.headline_label.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(0, 0, self)
        self.table.setObjectName("jacobianTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)
        # begin makes each column as wide as its title, each fill widens those its numbers need:
        # a ResizeToContents header would measure every column again on every cell written
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # rows one line of text high: the panel shares the height under the graph with the code
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.cellClicked.connect(self.cellChosen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline_label)
        layout.addWidget(self.table, 1)
        self._rows: list[str] = []
        self._columns: list[str] = []
        self._mode: str | None = None
        self._filled: set[int] = set()  # the sweeps done since begin, each counted once
        self._tinted: list[QTableWidgetItem] = []  # the cells of the latest sweep
        self._seconds: float | None = None
        self._finished = False
        self._message: str | None = None  # the message shown instead of a matrix; None: the view's own
        self.retranslate()

    def retranslate(self) -> None:
        """The names, the tip, the headline and the cells' tooltips in the language installed now."""
        self.setAccessibleName(self.tr("Jacobian"))
        self.table.setAccessibleName(self.tr("Jacobian matrix"))
        self.table.setToolTip(self.tr("One row per output element, one column per input element: a "
                                      "forward sweep fills a column, a reverse sweep a row"))
        if self._mode is None:
            self._show_message_text()
        elif self._finished:  # the cells word their tooltips when asked (_Cell)
            self._show_finished()
        else:
            self._show_progress()

    # --- what the app calls ------------------------------------------------------------------------

    def begin(self, rows: Sequence[str], columns: Sequence[str], mode: str) -> None:
        """A new, empty matrix: `rows` label the output elements, `columns` the input elements;
        `mode` is "forward" (one sweep per column) or "reverse" (one sweep per row)."""
        if mode not in tuple(JacobianMode):
            raise ValueError(f"mode must be one of {tuple(JacobianMode)}, not {mode!r}")
        self._rows, self._columns, self._mode = [str(r) for r in rows], [str(c) for c in columns], mode
        self._filled = set()
        self._tinted = []
        self._seconds = None
        self._finished = False
        table = self.table
        table.setUpdatesEnabled(False)  # one repaint for the whole matrix, not one per call
        try:
            table.clear()
            table.setRowCount(min(len(self._rows), MAX_SHOWN))
            table.setColumnCount(min(len(self._columns), MAX_SHOWN))
            table.setVerticalHeaderLabels(self._rows[:MAX_SHOWN])
            table.setHorizontalHeaderLabels(self._columns[:MAX_SHOWN])
            for column in range(table.columnCount()):
                table.resizeColumnToContents(column)  # no cell yet: as wide as its title
        finally:
            table.setUpdatesEnabled(True)
        self._show_progress()

    def fill(self, sweep: int, values: Sequence[float], seconds: float) -> None:
        """Sweep `sweep` (0-based) is done: its column (forward) or row (reverse) is `values`;
        `seconds` is the measured time of all sweeps so far. Its cells are tinted until the next fill."""
        self.fill_many([(sweep, values)], seconds)

    def fill_many(self, sweeps: Sequence[tuple[int, Sequence[float]]], seconds: float) -> None:
        """Several sweeps done at once, each as `fill` takes it, `seconds` the time of all sweeps so
        far after the last: their cells tinted until the next fill, the headline written once. A
        replay of a thousand sweeps filled a sixth of them a turn, each with its own headline and
        repaint guard: 12 ms of every turn of the replay, 25-54 ms with the table's repaint."""
        if self._mode is None:
            raise RuntimeError("fill() before begin()")
        total = self._sweep_count()
        expected = len(self._rows) if self._mode == JacobianMode.FORWARD else len(self._columns)
        for sweep, values in sweeps:  # checked before any is drawn: a bad one leaves the matrix as it was
            if not 0 <= sweep < total:
                raise ValueError(f"sweep {sweep} is outside 0..{total - 1}")
            if len(values) != expected:
                raise ValueError(f"sweep {sweep} has {len(values)} values; "
                                 f"a {self._mode} sweep needs {expected}")
        table = self.table
        table.setUpdatesEnabled(False)
        try:
            self._untint()
            tint = self._tint()
            for sweep, values in sweeps:
                if sweep < MAX_SHOWN:  # a sweep beyond the drawn part is counted and draws nothing
                    self._fill_cells(sweep, values, tint)
        finally:
            table.setUpdatesEnabled(True)
        self._filled.update(sweep for sweep, _ in sweeps)
        self._seconds = float(seconds)
        self._finished = False
        self._show_progress()

    def _fill_cells(self, sweep: int, values: Sequence[float], tint: QBrush) -> None:
        table = self.table
        forward = self._mode == JacobianMode.FORWARD
        cells = ([(row, sweep) for row in range(table.rowCount())] if forward
                 else [(sweep, column) for column in range(table.columnCount())])
        for (row, column), value in zip(cells, values):
            # a derivative's value as the gradient table writes it; the tooltip has every digit
            item = _Cell(self, sweep, row, column, float(value))
            item.setFlags(CELL_FLAGS)
            item.setTextAlignment(CELL_ALIGNMENT)
            item.setBackground(tint)
            self._tinted.append(item)
            table.setItem(row, column, item)
        self._widen(cells)

    def cell_tip(self, sweep: int, row: int, column: int, value: float) -> str:
        """A cell's tooltip: the derivative, every digit of it, and the sweep that filled it."""
        # sweeps are counted from 1 for the reader, as the headline counts them
        if self._mode == JacobianMode.FORWARD:
            how = self.tr("Column {0}, filled by forward sweep {1}").format(self._columns[sweep], sweep + 1)
        else:
            how = self.tr("Row {0}, filled by reverse sweep {1}").format(self._rows[sweep], sweep + 1)
        return self.tr("∂{0}/∂{1} = {2}\n{3}").format(self._rows[row], self._columns[column],
                                                       exact_number(value), how)

    def finish(self, seconds: float) -> None:
        """All sweeps are done, in `seconds` all told: the tint goes, the headline sums up."""
        if self._mode is None:
            raise RuntimeError("finish() before begin()")
        self._untint()
        self._seconds = float(seconds)
        self._finished = True
        self._show_finished()

    def _show_finished(self) -> None:
        done = len(self._filled)
        time = duration_text(self._seconds)
        if self._mode == JacobianMode.FORWARD:
            text = (self.tr("Forward mode: 1 sweep, one per column, in {0}").format(time) if done == 1
                    else self.tr("Forward mode: {0} sweeps, one per column, in {1}").format(
                        prose_number(done), time))
        else:
            text = (self.tr("Reverse mode: 1 sweep, one per row, in {0}").format(time) if done == 1
                    else self.tr("Reverse mode: {0} sweeps, one per row, in {1}").format(
                        prose_number(done), time))
        self._set_headline(text)

    def show_message(self, text: str | None) -> None:
        """No matrix (an error, nothing to build): the table is emptied and `text` shown instead
        (None: the view's own, that no Jacobian was built yet)."""
        self._rows, self._columns, self._mode = [], [], None
        self._filled = set()
        self._tinted = []
        self._seconds = None
        self._finished = False
        self._message = text
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        self._show_message_text()

    def _show_message_text(self) -> None:
        if self._message is None:
            self.headline_label.setText(
                self.tr("No Jacobian yet: build one to watch it fill, one sweep at a time"))
        else:
            self.headline_label.setText(self._message)

    # --- what the tests (and the app) read back ------------------------------------------------------

    def sweeps_done(self) -> int:
        """How many sweeps have been filled since begin (a sweep filled twice counts once)."""
        return len(self._filled)

    def cell_text(self, row: int, column: int) -> str:
        """What the cell shows: "" while its sweep has not come, or when it is not drawn."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def headline(self) -> str:
        return self.headline_label.text()

    def mode(self) -> str | None:
        """The mode of the matrix shown: "forward", "reverse", or None while a message is shown."""
        return self._mode

    # --- inside ----------------------------------------------------------------------------------------

    def _sweep_count(self) -> int:
        return len(self._columns) if self._mode == JacobianMode.FORWARD else len(self._rows)

    def _widen(self, cells: list[tuple[int, int]]) -> None:
        """Widen each column whose new number does not fit; never narrow one. Measuring only the
        new cells keeps a reverse sweep (a cell in every column) as quick as a forward one:
        resizeColumnsToContents would measure the whole matrix again at each sweep."""
        if not cells:
            return
        table = self.table
        metrics = QFontMetricsF(table.font())
        # every cell has the same font and margins: the delegate measures one, the font the rest
        # (one pixel spare, as the delegate rounds a text's width its own way), the grid a line
        first = table.item(*cells[0])
        margins = (table.sizeHintForIndex(table.indexFromItem(first)).width()
                   - math.ceil(metrics.horizontalAdvance(first.text())) + 1 + (1 if table.showGrid() else 0))
        widths: dict[int, int] = {}
        for row, column in cells:
            wanted = math.ceil(metrics.horizontalAdvance(table.item(row, column).text())) + margins
            widths[column] = max(widths.get(column, 0), wanted)
        for column, wanted in widths.items():
            if wanted > table.columnWidth(column):
                table.setColumnWidth(column, wanted)

    def _tint(self) -> QBrush:
        # from the palette, so the tint suits the light and the dark look alike
        colour = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        colour.setAlpha(TINT_ALPHA)
        return QBrush(colour)

    def _untint(self) -> None:
        for item in self._tinted:
            item.setData(Qt.ItemDataRole.BackgroundRole, None)
        self._tinted = []

    def _show_progress(self) -> None:
        done, total = prose_number(len(self._filled)), self._sweep_count()
        if self._mode == JacobianMode.FORWARD:
            text = (self.tr("Forward mode: {0} of 1 sweep, one per column").format(done) if total == 1
                    else self.tr("Forward mode: {0} of {1} sweeps, one per column").format(
                        done, prose_number(total)))
        else:
            text = (self.tr("Reverse mode: {0} of 1 sweep, one per row").format(done) if total == 1
                    else self.tr("Reverse mode: {0} of {1} sweeps, one per row").format(
                        done, prose_number(total)))
        if self._seconds is not None:
            text += " · " + duration_text(self._seconds)
        self._set_headline(text)

    def _set_headline(self, text: str) -> None:
        """`text`, and what is left out of a matrix too big to draw whole."""
        rows, columns = len(self._rows), len(self._columns)
        shown_rows, shown_columns = prose_number(min(rows, MAX_SHOWN)), prose_number(min(columns, MAX_SHOWN))
        if rows > MAX_SHOWN and columns > MAX_SHOWN:
            text += " · " + self.tr("showing the first {0} of {1} rows and {2} of {3} columns").format(
                shown_rows, prose_number(rows), shown_columns, prose_number(columns))
        elif rows > MAX_SHOWN:
            text += " · " + self.tr("showing the first {0} of {1} rows").format(
                shown_rows, prose_number(rows))
        elif columns > MAX_SHOWN:
            text += " · " + self.tr("showing the first {0} of {1} columns").format(
                shown_columns, prose_number(columns))
        self.headline_label.setText(text)
