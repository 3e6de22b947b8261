"""The runs of a training lesson: one row each, edited before Start, followed while they train.

`set_runs(rows)` shows the lesson's runs (`RunRow` records), and the learner's own where a row
was copied from another; the learner edits each run's label,
learning rate, step count, dtype, device and start values in place, and "Add run" copies the
selected run (or the last) under a new id (`next_run_id()`), with a remove button of its own.
`runs()` returns the
edited rows; a field that does not parse keeps its last good value there, and `problems()` says
what is wrong, run by run (the row's status cell says it too, in the colour of a problem, and the
field turns that colour). `can_start()` is False while any run has a problem: the window disables
Start. `runsChanged` is emitted at every edit, `selectionChanged(run_id)` when another row is
picked.

What a run trains is said in its row before it starts: the model cell names it (`set_model`), and
a run that does not train the program in the editor says so under "ready" in its status
(`RunRow.note`). A run that cannot start with the program on screen is `set_blocked` with the
reason, shown in its status; Start leaves it out (`blocked()`), the others still start.

While runs train, the window calls `set_progress`, `set_status` (kinds: STATUS_KINDS), and
`set_params` / `set_final_params`, which fill the small parameter table under the runs (only the
cells that change). `set_editable(False)` locks the fields during a run.

What a row edits is a core Training's settings (core/training/training.py), under the Training's
own field names (RUN_SETTINGS): its label, learning rate, steps, dtype, device and the start
values of its parameters (`params`, the Training's mapping as it is: the panel edits the single
numbers in it and keeps the others). The widgets may not import core.training (an import
contract keeps them to plain records), so the row is a plain record of those fields, beside what
only the panel needs (the run's id, its model's name, the row it was copied from), and one
module of the app maps a Training to a row and back, field by field through RUN_SETTINGS
(app/training/run_settings.py): a setting added there is edited here under the same name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPalette, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QCheckBox, QComboBox, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QToolButton, QVBoxLayout, QWidget)

from gradwalk.core.typed_numbers import NumberRefused, field_number, parse_field_number
from gradwalk.core.words import decimal_mark, prose_number, translate

from gradwalk.views.look import status_colour, subdued
from gradwalk.views.none_guard import keep_none_alive
from gradwalk.views.progress_bar import ProgressBar

__all__ = ["RunRow", "RUN_SETTINGS", "StepsBar", "TrainingPanel", "STATUS_KINDS", "DTYPES", "DEVICES",
           "MAX_STEPS", "parse_learning_rate", "parse_steps", "parse_start_values", "format_start_values",
           "start_numbers"]

STATUS_KINDS = ("ready", "running", "paused", "done", "stopped", "diverged", "error")
DTYPES = ("f64", "f32")
DEVICES = ("cpu", "cuda")
MAX_STEPS = 10_000_000
STATUS_CHARS = 12  # the status column's least width, in characters: a short status, on two lines
COLUMNS = ("label", "model", "lr", "steps", "dtype", "device", "replay", "start", "progress", "status",
           "remove")
# how many average characters a field wants in sight, and how few it may show when space is short
_FIELD_CHARS = {"label": 14, "lr": 7, "steps": 6, "start": 12, "progress": 12}
_LEAST_CHARS = {"steps": 5}
# the columns that give way, in this order, when the titles are long (French, Spanish)
_GIVING_WAY = ("label", "start", "model", "steps")


# The fields of a RunRow that are a Training's settings, named as the Training names them.
RUN_SETTINGS = ("label", "lr", "steps", "dtype", "device", "replay", "params")


@dataclass(frozen=True)
class RunRow:
    """One training run as the panel shows it: the settings of its Training (RUN_SETTINGS; `label`
    as the window names the run, `params` each parameter's start value by name: a number, a list,
    or None for a Var the loss program makes), and `model`, its model's name in words.
    `copied_from`: the run a learner's added row is a copy of (a copy of a copy names the
    first), -1 for the lesson's own rows."""

    run_id: int
    label: str
    model: str
    lr: float
    steps: int
    dtype: str
    device: str
    params: Mapping[str, float | list | None] = field(default_factory=dict)
    replay: bool = True  # the step recorded once and replayed (core/engine/trace.py); False: eagerly
    copied_from: int = -1
    note: str = ""  # what the run trains when it is not the program in the editor, in words


def start_numbers(params: Mapping[str, object]) -> tuple[tuple[str, float], ...]:
    """The start values a row edits: the parameters that start from a single number (a vector,
    a matrix or a Var the loss program makes keeps its start)."""
    return tuple((name, value) for name, value in params.items()
                 if isinstance(value, (int, float)) and not isinstance(value, bool))


# --- reading the fields --------------------------------------------------------------------------
# A field is read by the interface's rule (core/typed_numbers.py): in the interface's language, a
# dot taken too, no thousands separators; and it shows its numbers that way (`field_number`).
# Each parser returns the value or raises a ValueError whose text is the problem, as the row's
# status says it.

EXAMPLE_RATE = 0.01  # the learning rate the words give as an example


def parse_learning_rate(text: str) -> float:
    """A positive finite number; a ValueError that says what is wrong otherwise."""
    try:
        value = parse_field_number(text)
    except NumberRefused as refused:
        raise ValueError(translate("TrainingPanel", "Learning rate: {0}").format(refused)) from None
    if value <= 0:
        raise ValueError(translate("TrainingPanel", "Learning rate: a positive number, such as {0}").format(
            field_number(EXAMPLE_RATE)))
    return value


def parse_steps(text: str) -> int:
    """A whole number from 1 to MAX_STEPS ("1000", "1e4"); a ValueError that says what is wrong
    otherwise (a thousands separator among them: "1 000" would be a thousand in one language and
    one in another)."""
    try:
        value = parse_field_number(text, whole=True)
    except NumberRefused as refused:
        raise ValueError(translate("TrainingPanel", "Steps: {0}").format(refused)) from None
    if not 1 <= value <= MAX_STEPS:
        raise ValueError(translate("TrainingPanel", "Steps: a whole number from 1 to {0}").format(
            field_number(MAX_STEPS)))
    return value


# Start values are separated by ";", or by a comma before the next name ("w = 0,5, b = 1" in
# French keeps its decimal comma).
_START_PARTS = re.compile(r";|,(?=\s*[^\W\d]\w*\s*=)")


def parse_start_values(text: str, names: Sequence[str], example: str = "") -> tuple[tuple[str, float], ...]:
    """ "w = 0.5, b = -1" as ((w, 0.5), (b, -1.0)) in the order of `names`, each named once with a
    finite number; a ValueError that says what is wrong otherwise (`example`: the values to show
    as an example of the form, by default zeros)."""
    found: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in _START_PARTS.split(text))):
        name, sep, value = part.partition("=")
        name = name.strip()
        if not sep or name not in names or name in found:
            raise ValueError(_start_problem(names, example))
        try:
            found[name] = float(parse_field_number(value))
        except NumberRefused as refused:
            raise ValueError(translate("TrainingPanel", "Start value of {0}: {1}").format(
                name, refused)) from None
    if set(found) != set(names):
        raise ValueError(_start_problem(names, example))
    return tuple((name, found[name]) for name in names)


def _start_problem(names: Sequence[str], example: str) -> str:
    return translate("TrainingPanel", "Start values: {0}, each a number, as in {1}").format(
        ", ".join(names), example or format_start_values([(name, 0.0) for name in names]))


def format_start_values(params: Sequence[tuple[str, float]]) -> str:
    """ "w = 0.5, b = -1" as the field shows it: in French and Spanish "w = 0,5; b = -1", a
    semicolon between values that have a decimal comma."""
    between = "; " if decimal_mark() == "," else ", "
    return between.join(f"{name} = {field_number(value)}" for name, value in params)


def _read(parse: Callable[..., object], *args: object) -> tuple[Any, str]:
    """(the value, "") of a field that parses, (None, what is wrong) of one that does not."""
    try:
        return parse(*args), ""
    except ValueError as problem:
        return None, str(problem)


def _two_lines(title: str) -> str:
    """`title` broken at the space nearest its middle (one word stays on one line)."""
    spaces = [i for i, char in enumerate(title) if char == " "]
    if not spaces:
        return title
    cut = min(spaces, key=lambda i: abs(i - len(title) / 2))
    return title[:cut] + "\n" + title[cut + 1:]


class StepsBar(ProgressBar):
    """A run's progress: the bar, and the steps done of its steps written over it on one line, in
    the text's colour on a backing of the table's, so that the digits read over the filled part
    and the empty part alike ("1224 / 2000"; only the steps done where the cell is too narrow)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextVisible(False)  # drawn here, not by the style (which draws it under the fill)

    def text(self) -> str:  # noqa: D102 (QProgressBar's)
        done, total = field_number(self.value()), field_number(self.maximum())
        return self.tr("{0} / {1}").format(done, total)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        painter = QPainter(self)
        try:
            metrics = painter.fontMetrics()
            words = self.text()
            room = self.width() - 6
            if metrics.horizontalAdvance(words) > room:
                words = field_number(self.value())
            box = metrics.boundingRect(words).adjusted(-3, -1, 3, 1)
            box.moveCenter(self.rect().center())
            backing = QColor(self.palette().color(QPalette.ColorRole.Base))
            backing.setAlpha(220)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(backing)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, words)
        finally:
            painter.end()


class _Row:
    """The widgets of one run's row and what they last held that was valid. The widgets outlive
    the run: another section's runs are shown in the same rows (TrainingPanel._spare)."""

    def __init__(self, run: RunRow, removable: bool) -> None:
        self.label_edit = QLineEdit()
        self.lr_edit = QLineEdit()
        self.steps_edit = QLineEdit()
        self.dtype_combo = QComboBox()
        self.device_combo = QComboBox()
        self.replay_check = QCheckBox()
        self.start_edit = QLineEdit()
        self.progress = StepsBar()
        self.remove_button: QToolButton | None = None
        self.hold(run, removable)

    def hold(self, run: RunRow, removable: bool) -> None:
        """Hold `run`: what the row knew of the run it held before is forgotten."""
        self.run = run  # the last valid value of every field
        self.removable = removable
        self.status_text = ""
        self.status_kind = "ready"
        self.own_status = True  # the status is the panel's "ready", not one set from outside
        self.model_tip: str | None = None  # the model cell's tooltip set from outside (None: the panel's)
        self.problem = ""
        self.refused: list[QWidget] = []  # the fields whose text does not parse
        self.blocked = ""  # why the run cannot start with the program on screen

    def edits(self) -> tuple[QLineEdit, ...]:
        return self.label_edit, self.lr_edit, self.steps_edit, self.start_edit

    def write(self, run: RunRow) -> None:
        """Write `run`'s settings in the fields, without a signal (nothing was edited)."""
        texts = (run.label, field_number(run.lr), str(run.steps),
                 format_start_values(start_numbers(run.params)))
        for edit, text in zip(self.edits(), texts):
            edit.blockSignals(True)
            edit.setText(text)
            edit.setCursorPosition(0)  # a text longer than the cell shows its start
            edit.blockSignals(False)
        for combo, names, value in ((self.dtype_combo, DTYPES, run.dtype),
                                    (self.device_combo, DEVICES, run.device)):
            combo.blockSignals(True)
            combo.clear()
            for name in names if value in names else names + (value,):
                combo.addItem(name, name)
            combo.setCurrentIndex(combo.findData(value))
            combo.blockSignals(False)
        self.replay_check.blockSignals(True)
        self.replay_check.setChecked(run.replay)
        self.replay_check.blockSignals(False)
        self.progress.setRange(0, max(1, run.steps))
        self.progress.setValue(0)


class TrainingPanel(QWidget):
    """A table of training runs to edit and to follow, and the parameters they reach."""

    runsChanged = Signal()
    selectionChanged = Signal(int)  # run id; -1 when no row is selected

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.setObjectName("trainingPanel")
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("runTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)  # a status wraps onto a second line rather than being cut
        # the scroll bar keeps its place: else rows grown by a wrapped status bring it, the status
        # column narrows, the rows wrap again, and the bar and the rows' heights toggle forever
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COLUMNS.index("status"), QHeaderView.ResizeMode.Stretch)
        self._fitting = False
        self.table.viewport().installEventFilter(self)  # the widths follow the table's width
        header.sectionResized.connect(self._status_resized)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addRunButton")
        self.add_button.clicked.connect(self.add_run)
        self.params_label = QLabel(self)
        self.params_table = QTableWidget(0, 1, self)
        self.params_table.setObjectName("paramTable")
        self.params_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.params_table.verticalHeader().setVisible(False)
        self.params_table.horizontalHeader().setDefaultSectionSize(110)
        self.params_label.setBuddy(self.params_table)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 3)
        layout.addLayout(buttons)
        layout.addWidget(self.params_label)
        layout.addWidget(self.params_table, 1)
        self._rows: list[_Row] = []
        # rows after those shown, hidden: another section's runs are shown in them (a row's widgets
        # made and deleted anew at each section cost the window a frame or more)
        self._spare: list[_Row] = []
        self._param_names: list[str] = []
        self._cuda_reason = ""  # "" while cuda is offered
        self._editable = True
        self._selected = -1
        # a run's row is selected when one of its fields takes the focus (a click in a cell widget
        # does not select the row by itself): the application's focus, one call a change, where a
        # filter on each cell's widget was called for every event they had, their paints too
        QApplication.instance().focusChanged.connect(self._focus_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the panel in the language installed now: its own, the columns' titles
        and each row's names, tooltips and problems (the statuses, model cells and cuda's reason
        set from outside are the caller's to make anew). The fields keep what they hold."""
        self.setAccessibleName(self.tr("Training runs"))
        self.table.setAccessibleName(self.tr("Runs"))
        self.table.setToolTip(self.tr("One row per training run: edit a run's settings before "
                                      "Start, follow its progress while it trains"))
        titles = [self.tr("Label"), self.tr("Model"), self.tr("Learning rate"), self.tr("Steps"),
                  self.tr("dtype"), self.tr("Device"), self.tr("Replay"), self.tr("Start values"),
                  self.tr("Progress"),
                  self.tr("Status"), ""]
        # two lines for the titles of two words or more: their columns need not be as wide as
        # "Taux d'apprentissage", and no title is cut
        self.table.setHorizontalHeaderLabels([_two_lines(title) for title in titles])
        for column, title in enumerate(titles):
            self.table.horizontalHeaderItem(column).setToolTip(title)
        self.add_button.setText(self.tr("Add run"))
        self.add_button.setAccessibleName(self.tr("Add run"))
        self.add_button.setToolTip(self.tr("Add a run: a copy of the selected run (or of the last "
                                           "one) to change and compare"))
        self.params_label.setText(self.tr("Parameters: their values as the runs go, and where "
                                          "they end"))
        self.params_table.setAccessibleName(self.tr("Parameters of each run"))
        self.params_table.setToolTip(self.tr("Each run's parameters: updated as it trains, in bold "
                                             "once it has finished"))
        if self.params_table.horizontalHeaderItem(0) is not None:  # titled once runs were shown
            self._refresh_param_columns()
        for index, row in enumerate(self._rows):
            self._describe_row(row)
            self._write_numbers(row)
            if row.own_status:
                row.status_text = self._ready_words()
            self._validate(row)  # its problems in words, and its status
            for column, name in enumerate(self._param_names, start=1):
                item = self.params_table.item(index, column)
                if item is None:
                    continue
                value = item.data(Qt.ItemDataRole.UserRole)
                if value is not None:
                    item.setText(prose_number(value))
                if item.toolTip():  # only the cells that say anything
                    item.setToolTip(self._param_tip(name, item.font().bold()))
        self._fit_columns()  # the titles' widths

    # --- the runs --------------------------------------------------------------------------------

    def set_runs(self, runs: Sequence[RunRow]) -> None:
        """Show `runs`, replacing every row: the lesson's, and the learner's copies (a `copied_from`
        of 0 or more), which can be removed."""
        keep_none_alive()
        self.table.clearSelection()
        self.params_table.setRowCount(0)
        # the rows shown become spare rows, in the same order: the new runs are shown in them
        self._spare, self._rows, self._param_names = self._rows + self._spare, [], []
        self._selected = -1
        for run in runs:
            self._append_row(run, removable=run.copied_from >= 0)
        for index, row in enumerate(self._spare, start=len(self._rows)):
            self._put_aside(row, index)
        self._refresh_param_columns()
        self._fit_columns()
        self.runsChanged.emit()

    def made_rows(self) -> int:
        """The rows made so far: those shown and the spare ones."""
        return len(self._rows) + len(self._spare)

    def make_spare_row(self) -> None:
        """Make one more row, put aside until a run is shown in it: made ahead, in a quiet moment,
        a section with more runs than the last shows them at once (a row's widgets take some
        milliseconds to make: four of them stalled the window)."""
        index = self.made_rows()
        blank = RunRow(run_id=-1, label="", model="", lr=0.0, steps=1, dtype=DTYPES[0], device=DEVICES[0])
        self._spare.append(self._make_row(blank, False, index))
        self._put_aside(self._spare[-1], index)

    def add_run(self) -> int:
        """Add a copy of the selected run (or the last) under a new id; return the id (-1: none)."""
        if not self._rows:
            return -1
        source = self._row_of(self._selected) or self._rows[-1]
        run_id = self.next_run_id()
        original = source.run.copied_from if source.run.copied_from >= 0 else source.run.run_id
        copy = replace(self._current(source), run_id=run_id, copied_from=original,
                       label=self.tr("{0} (copy)").format(source.label_edit.text().strip()))
        self._append_row(copy, removable=True)
        self._refresh_param_columns()
        self._fit_columns()
        self.table.selectRow(len(self._rows) - 1)
        self.runsChanged.emit()
        return run_id

    def remove_run(self, run_id: int) -> None:
        row = self._row_of(run_id)
        if row is None:
            return
        index = self._rows.index(row)
        self._rows.pop(index)
        self.table.removeRow(index)
        self.params_table.removeRow(index)
        self._fit_columns()
        self.runsChanged.emit()

    def next_run_id(self) -> int:
        """The id of the next run added: one more than any shown (the window gives ids of its own,
        never used before, by setting this to its counter)."""
        return max(row.run.run_id for row in self._rows) + 1

    def wanted_width(self) -> int:
        """The width at which every column shows its title and fields without giving way, and the
        status its words on a line or two: what a window splitting its room should give the runs."""
        return getattr(self, "_wanted_width", self.sizeHint().width())

    def runs(self) -> list[RunRow]:
        """The runs as edited (a field that does not parse keeps its last good value)."""
        return [self._current(row) for row in self._rows]

    def run_ids(self) -> list[int]:
        return [row.run.run_id for row in self._rows]

    def problems(self) -> dict[int, str]:
        """run id -> what is wrong with its fields, for the runs that have a problem."""
        return {row.run.run_id: row.problem for row in self._rows if row.problem}

    def blocked(self) -> dict[int, str]:
        """run id -> why it cannot start with the program on screen, for the runs that cannot."""
        return {row.run.run_id: row.blocked for row in self._rows if row.blocked}

    def can_start(self) -> bool:
        """Whether every run's fields are valid and a run can start."""
        return bool(self._rows) and not self.problems() and len(self.blocked()) < len(self._rows)

    def field(self, run_id: int, name: str) -> QWidget:
        """The widget of run `run_id`'s column `name` (one of COLUMNS but "model" and "status")."""
        row = self._row_of(run_id)
        if row is None:
            raise KeyError(run_id)
        return {"label": row.label_edit, "lr": row.lr_edit, "steps": row.steps_edit,
                "dtype": row.dtype_combo, "device": row.device_combo, "replay": row.replay_check,
                "start": row.start_edit, "progress": row.progress, "remove": row.remove_button}[name]

    def status_text(self, run_id: int) -> str:
        """What run `run_id`'s status cell says (its problem, when it has one)."""
        item = self.table.item(self._index(run_id), COLUMNS.index("status"))
        return item.text() if item is not None else ""

    def selected_run(self) -> int:
        return self._selected

    def select_run(self, run_id: int) -> None:
        index = self._index(run_id)
        if index >= 0:
            self.table.selectRow(index)

    def set_editable(self, editable: bool) -> None:
        """Let the learner edit, add and remove runs (False while they train)."""
        self._editable = editable
        self.add_button.setEnabled(editable)
        for row in self._rows:
            self._apply_editable(row)

    def set_cuda_available(self, available: bool, reason: str) -> None:
        """Offer cuda in every row, or show it disabled with `reason` as its tooltip (a run set to
        cuda then has a problem until it is set to cpu)."""
        was_available = not self._cuda_reason
        self._cuda_reason = "" if available else reason
        for row in self._rows:
            self._apply_cuda(row)
            self._validate(row)
        if available != was_available:  # what the rows may train changed (not only the words why)
            self.runsChanged.emit()

    # --- following the runs ----------------------------------------------------------------------

    def set_progress(self, run_id: int, step: int, total: int) -> None:
        row = self._row_of(run_id)
        if row is None:
            return
        total = max(1, int(total))
        if row.progress.maximum() != total:
            row.progress.setMaximum(total)
        row.progress.show_value(max(0, min(int(step), total)))

    def set_status(self, run_id: int, text: str, kind: str = "ready") -> None:
        """Show `text` in the run's status cell; `kind` (STATUS_KINDS) picks its colour."""
        if kind not in STATUS_KINDS:
            raise ValueError(f"status kind {kind!r} is not one of {STATUS_KINDS}")
        row = self._row_of(run_id)
        if row is None:
            return
        row.status_text, row.status_kind, row.own_status = text, kind, False
        self._show_status(row)

    def set_blocked(self, run_id: int, reason: str) -> None:
        """Run `run_id` cannot start with the program on screen, for `reason` ("": it can)."""
        row = self._row_of(run_id)
        if row is not None and row.blocked != reason:
            row.blocked = reason
            self._show_status(row)
            self.runsChanged.emit()

    def set_model(self, run_id: int, words: str, tip: str) -> None:
        """What run `run_id` trains, in its model cell, and `tip` saying more."""
        index = self._index(run_id)
        item = self.table.item(index, COLUMNS.index("model")) if index >= 0 else None
        if item is None:
            return
        self._rows[index].run = replace(self._rows[index].run, model=words)
        self._rows[index].model_tip = tip
        item.setText(words)
        item.setToolTip(tip)

    def set_note(self, run_id: int, note: str) -> None:
        """What run `run_id` trains when it is not the program in the editor ("": it is that)."""
        row = self._row_of(run_id)
        if row is not None and row.run.note != note:
            row.run = replace(row.run, note=note)
            self._show_status(row)

    def set_label(self, run_id: int, label: str) -> None:
        """Name run `run_id` anew, as the learner would by typing it."""
        row = self._row_of(run_id)
        if row is not None and row.label_edit.text() != label:
            row.label_edit.setText(label)
            row.label_edit.setCursorPosition(0)

    def set_start_values(self, run_id: int, params: Mapping[str, float | list | None]) -> None:
        """Start run `run_id` from `params`, as the program now makes them (its start values field
        shows the single numbers among them)."""
        row = self._row_of(run_id)
        if row is None:
            return
        row.run = replace(row.run, params=dict(params))
        text = format_start_values(start_numbers(params))
        if row.start_edit.text() != text:
            row.start_edit.setText(text)
            row.start_edit.setCursorPosition(0)
        self._validate(row)
        self._fit_columns()

    def set_params(self, run_id: int, params: Mapping[str, float]) -> None:
        """Show run `run_id`'s parameters as they are now (only these cells change)."""
        self._set_param_cells(run_id, params, final=False)

    def set_final_params(self, run_id: int, params: Mapping[str, float]) -> None:
        """Show the parameters run `run_id` ended with, in bold."""
        self._set_param_cells(run_id, params, final=True)

    def param_text(self, run_id: int, name: str) -> str:
        """What the parameter table shows for `name` of run `run_id` ("" when nothing yet)."""
        if name not in self._param_names:
            return ""
        item = self.params_table.item(self._index(run_id), 1 + self._param_names.index(name))
        return item.text() if item is not None else ""

    # --- building rows ---------------------------------------------------------------------------

    def _fit_columns(self) -> None:
        """Each column as wide as its header's words and its fields need, no wider, and the status
        gets what is left: the whole row fits beside the loss plot. Where the words are longer
        ("Taux d'apprentissage", "Périphérique"), the padding goes first, then the label, the start
        values and the model give way down to their titles' width (a field shows its start, and
        the whole text is in it and in its tooltip). No title is ever cut: where even the titles
        do not fit, the table scrolls."""
        if self._fitting:
            return
        self._fitting = True
        try:
            self._share_out_columns()
            # the status column's width decides the rows' height
            for index in range(len(getattr(self, "_rows", ()))):
                self._fit_row_height(index)
        finally:
            self._fitting = False

    def _share_out_columns(self) -> None:
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        # the remove buttons' column only while there is a run to remove
        rows = getattr(self, "_rows", ())
        removable = any(row.removable for row in rows)
        self.table.setColumnHidden(COLUMNS.index("remove"), not removable)
        # no start values to edit (a network's matrices): the row's room goes to its other fields
        numbers = any(start_numbers(row.run.params) for row in rows)
        self.table.setColumnHidden(COLUMNS.index("start"), bool(rows) and not numbers)
        header.setMinimumSectionSize(min(header.minimumSectionSize(), 30))
        shown = [name for name in COLUMNS if not self.table.isColumnHidden(COLUMNS.index(name))]
        roomy, snug, least = {}, {}, {}
        for name in shown:
            column = COLUMNS.index(name)
            title = header.sectionSizeHint(column)  # its widest line, with the header's margins
            item = self.table.horizontalHeaderItem(column)
            lines = (item.text() if item is not None else "").split("\n")
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            words = widest + 2 * metrics.averageCharWidth() + 8
            fields = _FIELD_CHARS.get(name)
            content = (fields * metrics.averageCharWidth() + 12 if fields is not None
                       else self.table.sizeHintForColumn(column))
            roomy[name] = max(words, content, 30)
            snug[name] = max(title, content, 30)
            least_chars = _LEAST_CHARS.get(name, 0)
            least[name] = (max(title, least_chars * metrics.averageCharWidth() + 12, 30)
                           if name in _GIVING_WAY else snug[name])
        # the stretched status column takes what is left, but no less than room for a short
        # status on each of two lines ("done: loss" over "24.31"), while the others can give way
        status_title = header.sectionSizeHint(COLUMNS.index("status"))
        status_words = max(status_title, STATUS_CHARS * metrics.averageCharWidth() + 12)
        least["status"] = roomy["status"] = snug["status"] = status_words
        widths = dict(roomy)
        frame = self.table.width() - self.table.viewport().width()
        self._wanted_width = sum(snug.values()) + frame + self.table.verticalScrollBar().sizeHint().width()
        excess = sum(widths.values()) - self.table.viewport().width()
        stages = [(shown, snug)] + [([name], least) for name in _GIVING_WAY if name in shown]
        for names, target in stages:
            for name in names:
                if excess <= 0:
                    break
                give = min(excess, max(0, widths[name] - target[name]))
                widths[name] -= give
                excess -= give
        for name in shown:
            if name != "status":
                self.table.setColumnWidth(COLUMNS.index(name), widths[name])
        # a stretched column shrinks below its words when the others fill the width: then the
        # status keeps them, and the row scrolls
        status = COLUMNS.index("status")
        if excess > 0:  # the status gives way last, down to its title; then the row scrolls
            header.setSectionResizeMode(status, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(status, max(status_title, status_words - excess))
        else:
            header.setSectionResizeMode(status, QHeaderView.ResizeMode.Stretch)

    def _append_row(self, run: RunRow, removable: bool) -> None:
        """Show `run` in a row after the others: a spare row, else a row made for it."""
        index = len(self._rows)
        if self._spare:
            row = self._spare.pop(0)
            row.hold(run, removable)
            self.table.item(index, COLUMNS.index("model")).setText(run.model)
            self.table.setRowHidden(index, False)
        else:
            row = self._make_row(run, removable, index)
        self._rows.append(row)
        rid = run.run_id
        names = ((row.label_edit, "runLabel"), (row.lr_edit, "runLearningRate"), (row.steps_edit, "runSteps"),
                 (row.start_edit, "runStart"), (row.dtype_combo, "runDtype"), (row.device_combo, "runDevice"),
                 (row.replay_check, "runReplay"), (row.progress, "runProgress"))
        for widget, name in names:
            widget.setObjectName(f"{name}{rid}")
        row.write(run)
        self._give_remove_button(row, index, removable)
        self._describe_row(row)  # cuda's tooltip among them
        row.status_text = self._ready_words()
        self.params_table.insertRow(index)
        run_item = QTableWidgetItem(run.label)
        run_item.setToolTip(run.label)
        self.params_table.setItem(index, 0, run_item)
        for name, _ in start_numbers(run.params):
            if name not in self._param_names:
                self._param_names.append(name)
        self._validate(row)
        self._apply_editable(row)

    def _make_row(self, run: RunRow, removable: bool, index: int) -> _Row:
        """A new row of the table at `index`: its widgets, made once, in their cells."""
        row = _Row(run, removable)
        self.table.insertRow(index)
        model_item = QTableWidgetItem(run.model)
        model_item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.table.setItem(index, COLUMNS.index("model"), model_item)
        status_item = QTableWidgetItem()
        status_item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.table.setItem(index, COLUMNS.index("status"), status_item)
        for edit in row.edits():
            edit.setFrame(False)
            edit.textChanged.connect(lambda _text, r=row: self._edited(r))
        for combo in (row.dtype_combo, row.device_combo):
            combo.currentIndexChanged.connect(lambda _i, r=row: self._edited(r))
        row.replay_check.toggled.connect(lambda _on, r=row: self._edited(r))
        widgets = {"label": row.label_edit, "lr": row.lr_edit, "steps": row.steps_edit,
                   "dtype": row.dtype_combo, "device": row.device_combo, "replay": row.replay_check,
                   "start": row.start_edit, "progress": row.progress}
        for name, widget in widgets.items():
            self.table.setCellWidget(index, COLUMNS.index(name), widget)
        return row

    def _put_aside(self, row: _Row, index: int) -> None:
        """Hide the spare row at `index` (after the rows shown) until a run is shown in it; its
        widgets go nameless, not to be taken for a run's."""
        self.table.setRowHidden(index, True)
        for widget in (row.label_edit, row.lr_edit, row.steps_edit, row.start_edit, row.dtype_combo,
                       row.device_combo, row.replay_check, row.progress, row.remove_button):
            if widget is not None:
                widget.setObjectName("")

    def _give_remove_button(self, row: _Row, index: int, removable: bool) -> None:
        """A removable row (a learner's copy) has its remove button; the others none."""
        if removable and row.remove_button is None:
            row.remove_button = QToolButton()
            row.remove_button.setText("✕")
            row.remove_button.clicked.connect(lambda _c=False, r=row: self.remove_run(r.run.run_id))
            self.table.setCellWidget(index, COLUMNS.index("remove"), row.remove_button)
        elif not removable and row.remove_button is not None:
            self.table.removeCellWidget(index, COLUMNS.index("remove"))  # deletes it
            row.remove_button = None
        if row.remove_button is not None:
            row.remove_button.setObjectName(f"runRemove{row.run.run_id}")

    def _apply_editable(self, row: _Row) -> None:
        for edit in row.edits():
            edit.setReadOnly(not self._editable)
        for widget in (row.dtype_combo, row.device_combo, row.replay_check, row.remove_button):
            if widget is not None:
                widget.setEnabled(self._editable)

    def _describe_row(self, row: _Row) -> None:
        """The names and tooltips of the row's cells, in the language installed now."""
        run, rid = row.run, row.run.run_id
        model_item = self.table.item(self._rows.index(row), COLUMNS.index("model"))
        if model_item is not None:
            model_item.setToolTip(row.model_tip if row.model_tip is not None
                                  else self.tr("The model this run trains: {0}").format(run.model))
        described = [
            (row.label_edit, self.tr("Label of run {0}"),
             self.tr("The run's name in the plots and the legend")),
            (row.lr_edit, self.tr("Learning rate of run {0}"),
             self.tr("How far each step moves the parameters: a positive number, "
                     "such as {0}").format(field_number(EXAMPLE_RATE))),
            (row.steps_edit, self.tr("Steps of run {0}"),
             self.tr("How many steps the run takes: a whole number from 1 to {0}")
             .format(field_number(MAX_STEPS))),
            (row.start_edit, self.tr("Start values of run {0}"),
             self.tr("Where the parameters start, as name = value pairs: {0}")
             .format(format_start_values(start_numbers(run.params))
                     or format_start_values([("w", 0.0), ("b", 0.0)]))),
            (row.dtype_combo, self.tr("Number type of run {0}"),
             self.tr("f64: 64-bit floats, f32: 32-bit floats (faster, coarser)")),
            (row.device_combo, self.tr("Device of run {0}"), None),  # its tooltip: _apply_cuda's
            (row.replay_check, self.tr("Replay of run {0}"),
             self.tr("Record the run's step once and replay it: the same numbers to the last digit, "
                     "without the graph built again at every step. Unchecked, every step runs "
                     "eagerly")),
            (row.progress, self.tr("Progress of run {0}"), self.tr("Steps done of the run's steps")),
        ]
        if row.remove_button is not None:
            described.append((row.remove_button, self.tr("Remove run {0}"),
                              self.tr("Remove this run (one you added)")))
        for widget, accessible, tip in described:
            widget.setAccessibleName(accessible.format(rid))
            if tip is not None:
                widget.setToolTip(tip)
        self._apply_cuda(row)

    def _write_numbers(self, row: _Row) -> None:
        """The number fields that hold a good value write it the language's way ("0,5" in French),
        as a row made now would; the value stays, so nothing is emitted. A field being corrected
        keeps what was typed."""
        for edit, text in ((row.lr_edit, field_number(row.run.lr)),
                           (row.start_edit, format_start_values(start_numbers(row.run.params)))):
            if edit not in row.refused and edit.text() != text:
                edit.blockSignals(True)
                edit.setText(text)
                edit.setCursorPosition(0)
                edit.blockSignals(False)

    def _ready_words(self) -> str:
        """The status of a run that has not started."""
        return self.tr("ready")

    def _apply_cuda(self, row: _Row) -> None:
        combo = row.device_combo
        index = combo.findData("cuda")
        model = combo.model()
        available = self._cuda_reason == ""
        if isinstance(model, QStandardItemModel) and index >= 0:
            model.item(index).setEnabled(available)
            tip = self.tr("Compute on the graphics card") if available else self._cuda_reason
            combo.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        base = self.tr("Where the run computes: the processor (cpu) or a graphics card (cuda)")
        combo.setToolTip(base if available else f"{base}. {self._cuda_reason}")

    def _refresh_param_columns(self) -> None:
        self.params_table.setColumnCount(1 + len(self._param_names))
        self.params_table.setHorizontalHeaderLabels([self.tr("run")] + self._param_names)

    def _set_param_cells(self, run_id: int, params: Mapping[str, float], final: bool) -> None:
        index = self._index(run_id)
        if index < 0:
            return
        new = [name for name in params if name not in self._param_names]
        if new:
            self._param_names += new
            self._refresh_param_columns()
        for name, value in params.items():
            column = 1 + self._param_names.index(name)
            item = self.params_table.item(index, column)
            if item is None:
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.params_table.setItem(index, column, item)
            if item.data(Qt.ItemDataRole.UserRole) != float(value):  # kept to be written in another language
                item.setData(Qt.ItemDataRole.UserRole, float(value))
            text = prose_number(float(value))  # as the run's status writes it
            if item.text() != text:
                item.setText(text)
            if item.font().bold() != final:
                font = QFont(item.font())
                font.setBold(final)
                item.setFont(font)
                item.setToolTip(self._param_tip(name, final))

    def _param_tip(self, name: str, final: bool) -> str:
        """The tooltip of parameter `name`'s cell: its value at the end of the run, or now."""
        return self.tr("{0} at the end of the run").format(name) if final else self.tr("{0} now").format(name)

    # --- edits and checks ------------------------------------------------------------------------

    def _edited(self, row: _Row) -> None:
        self._validate(row)
        label_item = self.params_table.item(self._rows.index(row), 0)
        if label_item is not None and label_item.text() != row.run.label:
            label_item.setText(row.run.label)
            label_item.setToolTip(row.run.label)  # as a row made with this label has it
        self.runsChanged.emit()

    def _validate(self, row: _Row) -> None:
        problems = []
        run = row.run
        numbers = start_numbers(run.params)
        names = [name for name, _ in numbers]
        label = row.label_edit.text().strip()
        lr, lr_problem = _read(parse_learning_rate, row.lr_edit.text())
        steps, steps_problem = _read(parse_steps, row.steps_edit.text())
        start, start_problem = _read(parse_start_values, row.start_edit.text(), names,
                                     format_start_values(numbers))
        checks = (
            (row.label_edit, "" if label else self.tr("Give the run a label")),
            (row.lr_edit, lr_problem),
            (row.steps_edit, steps_problem),
            (row.start_edit, start_problem),
        )
        row.refused = [widget for widget, message in checks if message]
        bad = status_colour(self.palette(), "bad")
        for widget, message in checks:
            palette = QPalette(widget.palette())
            palette.setColor(QPalette.ColorRole.Text, self.palette().color(QPalette.ColorRole.Text)
                             if not message else bad)
            widget.setPalette(palette)
            if message:
                problems.append(message)
        device = row.device_combo.currentData()
        if device == "cuda" and self._cuda_reason:
            problems.append(self.tr("cuda is not available: {0}").format(self._cuda_reason))
        row.run = replace(run, label=label or run.label, lr=lr if lr is not None else run.lr,
                          steps=steps if steps is not None else run.steps,
                          dtype=row.dtype_combo.currentData() or run.dtype, device=device or run.device,
                          replay=row.replay_check.isChecked(),
                          params={**run.params, **dict(start)} if start is not None else run.params)
        row.problem = "; ".join(problems)
        self._show_status(row)

    def _current(self, row: _Row) -> RunRow:
        return row.run

    def _show_status(self, row: _Row) -> None:
        index = self._rows.index(row)
        item = self.table.item(index, COLUMNS.index("status"))
        if item is None:
            return
        palette = self.palette()
        if row.problem:
            text, colour = "⚠ " + row.problem, status_colour(palette, "bad")
        elif row.blocked:
            text, colour = "⚠ " + row.blocked, status_colour(palette, "bad")
            if row.status_kind != "ready":  # what it did before: kept beside why it cannot go again
                text += "\n" + row.status_text
        else:
            text = row.status_text
            if row.status_kind == "ready" and row.run.note:
                text += " · " + row.run.note
            colour = {"done": status_colour(palette, "good"), "diverged": status_colour(palette, "bad"),
                      "error": status_colour(palette, "bad"), "stopped": subdued(palette)}.get(
                row.status_kind, palette.color(QPalette.ColorRole.Text))
        item.setText(text)
        item.setToolTip(text)
        item.setForeground(QBrush(colour))
        self._fit_row_height(index)

    def _fit_row_height(self, index: int) -> None:
        """Row `index` as high as its fields and its status, wrapped at words in the status column's
        width (a status of two lines makes its row two lines high; Qt's own measure may break a
        word that the drawing does not)."""
        item = self.table.item(index, COLUMNS.index("status"))
        width = self.table.columnWidth(COLUMNS.index("status")) - 10  # the cell's margins, and a spare
        wrapped = 0
        if item is not None and item.text() and width > 0:
            wrapped = self.table.fontMetrics().boundingRect(
                QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), item.text()).height() + 12
        self.table.setRowHeight(index, max(self.table.sizeHintForRow(index), wrapped))

    # --- selection -------------------------------------------------------------------------------

    def _selection_changed(self) -> None:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedIndexes()})
        run_id = self._rows[rows[0]].run.run_id if rows and rows[0] < len(self._rows) else -1
        if run_id != self._selected:
            self._selected = run_id
            self.selectionChanged.emit(run_id)

    def _row_of(self, run_id: int) -> _Row | None:
        return next((row for row in self._rows if row.run.run_id == run_id), None)

    def _index(self, run_id: int) -> int:
        row = self._row_of(run_id)
        return self._rows.index(row) if row is not None else -1

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.isAncestorOf(new) and (row := self._row_of_widget(new)) is not None:
            self.select_run(row.run.run_id)

    def _row_of_widget(self, widget: QObject) -> _Row | None:
        for row in self._rows:
            if widget in (row.label_edit, row.lr_edit, row.steps_edit, row.start_edit,
                          row.dtype_combo, row.device_combo, row.replay_check, row.progress,
                          row.remove_button):
                return row
        return None

    def _status_resized(self, column: int, _old: int, _new: int) -> None:
        """The stretched status column changed width after the table did: the rows follow it."""
        if column == COLUMNS.index("status") and not self._fitting:
            for index in range(len(getattr(self, "_rows", ()))):
                self._fit_row_height(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "_rows"):
            for row in self._rows:
                self._validate(row)
