"""The build palette: add a line to the program by picking, not typing.

Two boxes. "Apply an operation" takes a tensor the program already names, an operation and its
parameters, and a name for the result: `t1 = x.sqr()`, `t2 = x + y`. "New input" makes a
variable or a plain tensor from a few numbers: `a = var([1, 2, 3], dtype="f64")`. Either way the
palette only emits `lineRequested(line)`; the window inserts the line into the editor, where it is
one undoable step like any other edit.

The operations come from the app (`set_operations`, built from the engine's table by
app/base/operations.py), so the palette knows nothing of the engine. Its numbers become code, so
they are read by code's rule in every language (core/typed_numbers.py: a dot for the decimal mark,
`−` taken for `-`), and a refused one says why in the rule's own words.
"""

from __future__ import annotations

import keyword
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QTabWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gradwalk.core.typed_numbers import NumberRefused, code_text, parse_code_number
from gradwalk.core.words import translate
from gradwalk.views.editor.language_words import LanguageWords
from gradwalk.views.look import status_colour

__all__ = [
    "ParamSpec", "OperationSpec", "BuildPalette", "PARAM_KINDS", "INFIX", "DTYPES",
    "parse_shape", "parse_values", "name_problem",
]

PARAM_KINDS = ("int", "float", "shape", "dtype", "device", "tensor")
# Two-tensor operations the language writes with an operator: `x + y` reads better than x.add(y).
INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "matmul": "@"}
DTYPES = ("f32", "f64", "u32", "i64")  # f16 is left out: too coarse for a first look at gradients
INTEGER_DTYPES = ("u32", "i64")
DEVICES = ("cpu", "cuda")
EXAMPLES = {"scalar": "2.0", "vector": "1, 2, 3", "matrix": "1, 2; 3, 4"}  # a new input's kinds, in order


@dataclass(frozen=True)
class ParamSpec:
    name: str
    kind: str  # one of PARAM_KINDS
    default: str  # as the field shows it: "0", "2.0", "(3,)", "f64", "cpu", or "" for a tensor


@dataclass(frozen=True)
class OperationSpec:
    name: str
    params: tuple[ParamSpec, ...]
    doc: str


# The palette's context for the module's helpers, which have no `self`: `translate("BuildPalette", text)`,
# a call pyside6-lupdate finds.


# --- reading the fields -------------------------------------------------------------------------

def parse_shape(text: str) -> str | None:
    """A shape as a tuple the language accepts, "(2, 3)" or "(3,)", from "2, 3", "(2, 3)", "3"."""
    inner = text.strip()
    if inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]
    parts = [part.strip() for part in inner.split(",")]
    if parts and parts[-1] == "" and len(parts) > 1:
        parts.pop()  # "(3,)"
    try:  # each size a whole number as code writes it, none below 0
        sizes = [str(parse_code_number(part, whole=True)) for part in parts]
    except NumberRefused:
        return None
    if not sizes or any(size.startswith("-") for size in sizes):
        return None
    return f"({sizes[0]},)" if len(sizes) == 1 else "(" + ", ".join(sizes) + ")"


def parse_values(text: str, kind: str, dtype: str) -> tuple[str | None, str]:
    """The data of a new input as the language writes it, and "" — or None and what is wrong.

    kind "scalar": one number; "vector": numbers separated by commas; "matrix": rows separated
    by ";", numbers in a row by commas, every row as long.
    """
    whole = dtype in INTEGER_DTYPES
    rows_text = [text] if kind != "matrix" else text.split(";")
    rows = []
    for row_text in rows_text:
        items = [item for item in row_text.split(",")]
        if kind == "scalar" and len(items) != 1:
            return None, translate("BuildPalette", "a scalar is one number, like 2.5")
        numbers = []
        for item in items:
            if not item.strip():
                return None, translate("BuildPalette", "a number is missing (two commas in a row?)")
            try:
                number = code_text(item, whole=whole)
            except NumberRefused as refused:
                if refused.kind == "not whole":
                    return None, translate("BuildPalette", "{0} holds whole numbers only: {1}").format(
                        dtype, item.strip())
                return None, str(refused)
            if dtype == "u32" and number.startswith("-"):
                return None, translate("BuildPalette", "u32 holds no negative numbers: {0}").format(number)
            numbers.append(number)
        rows.append(numbers)
    if kind == "scalar":
        return rows[0][0], ""
    if kind == "vector":
        return "[" + ", ".join(rows[0]) + "]", ""
    if len({len(row) for row in rows}) != 1:
        return None, translate("BuildPalette", "every row of a matrix needs as many numbers")
    return "[" + ", ".join("[" + ", ".join(row) + "]" for row in rows) + "]", ""


def name_problem(name: str, reserved: Sequence[str] = ()) -> str:
    """Why `name` cannot be assigned in the language (whose constructors are `reserved`); "" when it can."""
    if not name:
        return translate("BuildPalette", "a name is needed")
    if not name.isidentifier() or keyword.iskeyword(name):
        return translate("BuildPalette", "not a name: use letters, digits and _, like t1")
    if name.startswith("_"):
        return translate("BuildPalette", "names starting with _ are reserved")
    if name in reserved:
        return translate("BuildPalette", "{0} is a constructor's name").format(name)
    return ""


def fresh_name(taken: set[str], prefix: str = "t") -> str:
    """The first of prefix1, prefix2, ... that is not taken."""
    number = 1
    while f"{prefix}{number}" in taken:
        number += 1
    return f"{prefix}{number}"


def fresh_input_name(taken: set[str]) -> str:
    for name in ("x", "y", "z", "w", "a", "b", "c"):
        if name not in taken:
            return name
    return fresh_name(taken, "x")


class BuildPalette(QWidget):
    """Build a line of the program by picking a tensor and an operation, or a new input.

    Signals: `lineRequested(str)`: one complete statement of the expression language.
    """

    lineRequested = Signal(str)

    def __init__(self, words: LanguageWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = words
        self.setObjectName("buildPalette")
        self._names: list[str] = []
        self._emitted: set[str] = set()  # names given out since the last set_names
        self._specs: dict[str, OperationSpec] = {}
        self._param_fields: list[tuple[ParamSpec, QWidget]] = []
        self._auto_result = ""
        self._auto_input = ""
        self._cuda_available = False
        self._cuda_given: str | None = None  # the reason the app gave; None: the palette's own
        self._cuda_reason = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # Two tabs rather than two boxes one above the other: the palette stays short, and the
        # graph above it keeps the window's height.
        self.tabs = self._named(QTabWidget(self), "paletteTabs")
        for box in (self._build_apply_box(), self._build_input_box()):
            self.tabs.addTab(box, "")  # the tab says the box's title (retranslate)
            box.setFlat(True)
        layout.addWidget(self.tabs)
        self._refresh_defaults()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the palette in the language installed now; the choices made and the
        names and values typed stay."""
        self.setToolTip(self.tr("Add a line to the program by clicking instead of typing"))
        self.setAccessibleName(self.tr("Build palette"))
        describe = self._describe
        describe(self.tabs, self.tr("Palette"), self.tr("Build the program by clicking"))
        self.tabs.setTabText(0, self.tr("Apply an operation"))
        self.tabs.setTabText(1, self.tr("New input"))
        for label in (self.apply_message, self.add_message):
            label.setToolTip(self.tr("Why the button is disabled"))
        # Apply an operation
        describe(self.apply_box, self.tr("Apply an operation"),
                 self.tr("Append a line that applies an operation to a tensor of the program"))
        describe(self.target_combo, self.tr("Tensor to apply the operation to"),
                 self.tr("The tensor the operation starts from; picking a node in the graph selects it"))
        describe(self.operation_combo, self.tr("Operation"),
                 self.tr("The operation to apply; hover an entry for what it computes"))
        describe(self.operation_doc, self.tr("What the operation computes"),
                 self.tr("What the chosen operation computes"))
        describe(self.params_box, self.tr("Parameters of the operation"),
                 self.tr("The operation's parameters"))
        describe(self.result_edit, self.tr("Name of the result"),
                 self.tr("The name the new line assigns the result to"))
        self.apply_button.setText(self.tr("Apply"))
        describe(self.apply_button, self.tr("Apply"), self.tr("Append the line to the program"))
        self.apply_message.setAccessibleName(self.tr("Apply problem"))
        apply_form = self.apply_box.layout()
        apply_form.labelForField(self.target_combo).setText(self.tr("Tensor"))
        apply_form.labelForField(self.operation_combo).setText(self.tr("Operation"))
        apply_form.labelForField(self.result_edit).setText(self.tr("Result name"))
        self.set_cuda_available(self._cuda_available, self._cuda_given)
        for param, field in self._param_fields:
            self._describe_param(param, field)
            self.params_form.labelForField(field).setText(self.param_label(param.name))
            if param.kind == "device":  # the reason cuda is disabled, in the words of now
                self._offer_cuda(field)
        # New input
        describe(self.input_box, self.tr("New input"),
                 self.tr("Append a line that makes a new variable or plain tensor"))
        describe(self.input_name_edit, self.tr("Name of the new input"),
                 self.tr("The name of the new tensor"))
        describe(self.kind_combo, self.tr("Kind of input"),
                 self.tr("A single number, a list of numbers, or rows of numbers"))
        for kind, text in (("scalar", self.tr("scalar")), ("vector", self.tr("vector")),
                           ("matrix", self.tr("matrix"))):
            self.kind_combo.setItemText(self.kind_combo.findData(kind), text)
        describe(self.values_edit, self.tr("Values"),
                 self.tr('A vector: "1, 2, 3"; a matrix: rows separated by ";", like "1, 2; 3, 4"'))
        self._show_example()
        describe(self.tracking_combo, self.tr("Variable or plain tensor"),
                 self.tr("A variable (var) gets a gradient; a plain tensor (tensor) is data"))
        self.tracking_combo.setItemText(self.tracking_combo.findData("var"), self.tr("variable: var(...)"))
        self.tracking_combo.setItemText(self.tracking_combo.findData("tensor"),
                                        self.tr("plain tensor: tensor(...)"))
        describe(self.dtype_combo, self.tr("Element type"),
                 self.tr("The element type: f32 and f64 carry gradients, u32 and i64 do not"))
        describe(self.device_combo, self.tr("Device"),
                 self.tr("Where the numbers live: the processor (cpu) or a graphics card (cuda)"))
        self.add_button.setText(self.tr("Add"))
        describe(self.add_button, self.tr("Add input"), self.tr("Append the new input to the program"))
        self.add_message.setAccessibleName(self.tr("Add problem"))
        input_form = self.input_box.layout()
        for field, text in ((self.input_name_edit, self.tr("Name")), (self.kind_combo, self.tr("Kind")),
                            (self.values_edit, self.tr("Values")), (self.tracking_combo, self.tr("Tracked")),
                            (self.dtype_combo, self.tr("dtype")), (self.device_combo, self.tr("Device"))):
            input_form.labelForField(field).setText(text)
        self._validate_apply()  # the messages say what is wrong in the new language
        self._validate_input()

    # --- building the boxes -------------------------------------------------------------

    @staticmethod
    def _named(widget: QWidget, name: str) -> QWidget:
        widget.setObjectName(name)
        return widget

    @staticmethod
    def _describe(widget: QWidget, accessible: str, tip: str) -> None:
        widget.setAccessibleName(accessible)
        widget.setToolTip(tip)

    @staticmethod
    def _add_row(form: QFormLayout, field: QWidget) -> None:
        """A row whose label retranslate words: a label as QFormLayout makes for a text."""
        label = QLabel()
        label.setBuddy(field)
        form.addRow(label, field)

    def _message_label(self, name: str) -> QLabel:
        label = self._named(QLabel(self), name)
        label.setWordWrap(True)
        return label

    def _build_apply_box(self) -> QGroupBox:
        box = self.apply_box = self._named(QGroupBox(self), "paletteApplyBox")
        form = QFormLayout(box)
        self.target_combo = self._named(QComboBox(box), "paletteTarget")
        self.operation_combo = self._named(QComboBox(box), "paletteOperation")
        self.operation_doc = self._named(QLabel(box), "paletteOperationDoc")
        self.operation_doc.setWordWrap(True)
        self.params_box = self._named(QWidget(box), "paletteParams")
        self.params_form = QFormLayout(self.params_box)
        self.params_form.setContentsMargins(0, 0, 0, 0)
        self.result_edit = self._named(QLineEdit(box), "paletteResultName")
        self.apply_button = self._named(QPushButton(box), "paletteApply")
        self.apply_message = self._message_label("paletteApplyMessage")
        self._add_row(form, self.target_combo)
        self._add_row(form, self.operation_combo)
        form.addRow(self.operation_doc)
        form.addRow(self.params_box)
        self._add_row(form, self.result_edit)
        row = QHBoxLayout()
        row.addWidget(self.apply_button)
        row.addWidget(self.apply_message, 1)
        form.addRow(row)
        self.target_combo.currentIndexChanged.connect(self._validate_apply)
        self.operation_combo.currentIndexChanged.connect(self._operation_changed)
        self.result_edit.textChanged.connect(self._validate_apply)
        self.apply_button.clicked.connect(self._apply_clicked)
        return box

    def _build_input_box(self) -> QGroupBox:
        box = self.input_box = self._named(QGroupBox(self), "paletteInputBox")
        form = QFormLayout(box)
        self.input_name_edit = self._named(QLineEdit(box), "paletteInputName")
        self.kind_combo = self._named(QComboBox(box), "paletteInputKind")
        for kind in EXAMPLES:  # their words come with retranslate
            self.kind_combo.addItem("", kind)
        self.values_edit = self._named(QLineEdit(box), "paletteInputValues")
        self.tracking_combo = self._named(QComboBox(box), "paletteInputTracking")
        self.tracking_combo.addItem("", "var")
        self.tracking_combo.addItem("", "tensor")
        self.dtype_combo = self._named(QComboBox(box), "paletteInputDtype")
        for dtype in DTYPES:
            self.dtype_combo.addItem(dtype, dtype)
        self.device_combo = self._named(QComboBox(box), "paletteInputDevice")
        for device in DEVICES:
            self.device_combo.addItem(device, device)
        self.add_button = self._named(QPushButton(box), "paletteAdd")
        self.add_message = self._message_label("paletteAddMessage")
        for field in (self.input_name_edit, self.kind_combo, self.values_edit, self.tracking_combo,
                      self.dtype_combo, self.device_combo):
            self._add_row(form, field)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.add_message, 1)
        form.addRow(row)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        for signal in (self.input_name_edit.textChanged, self.values_edit.textChanged,
                       self.dtype_combo.currentIndexChanged, self.device_combo.currentIndexChanged):
            signal.connect(self._validate_input)
        self.add_button.clicked.connect(self._add_clicked)
        self._kind_changed()
        return box

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and hasattr(self, "add_button"):
            self._validate_apply()  # the messages' colour follows the light or dark look
            self._validate_input()

    # --- what the window calls ----------------------------------------------------------

    def set_names(self, names: Sequence[str]) -> None:
        """The tensors the program names now, in program order."""
        self._names = list(names)
        self._emitted.clear()
        combos = [self.target_combo] + [w for spec, w in self._param_fields if spec.kind == "tensor"]
        for combo in combos:
            self._fill_names(combo)
        self._refresh_defaults()
        self._validate_apply()
        self._validate_input()

    def set_target(self, name: str) -> None:
        """Select `name` as the tensor to apply the operation to (the learner picked its node)."""
        index = self.target_combo.findText(name)
        if index >= 0:
            self.target_combo.setCurrentIndex(index)

    def set_operations(self, specs: Sequence[OperationSpec]) -> None:
        """The operations offered. Given again (their docs in another language), the operation
        chosen stays, and so do its parameters' fields with what the learner typed in them."""
        current = self.operation_combo.currentText()
        before = self._specs.get(current)
        self._specs = {spec.name: spec for spec in specs}
        self.operation_combo.blockSignals(True)
        self.operation_combo.clear()
        for spec in specs:
            self.operation_combo.addItem(spec.name, spec.name)
            self.operation_combo.setItemData(self.operation_combo.count() - 1, spec.doc,
                                             Qt.ItemDataRole.ToolTipRole)
        index = self.operation_combo.findText(current)
        self.operation_combo.setCurrentIndex(max(index, 0))
        self.operation_combo.blockSignals(False)
        spec = self._specs.get(self.operation_combo.currentData() or "")
        known = spec is not None and before is not None
        if known and (spec.name, spec.params) == (before.name, before.params):
            # the same operation: its fields stay as they are; only the doc's words change
            self.operation_doc.setText(spec.doc)
        else:
            self._operation_changed()

    def set_operation(self, name: str) -> None:
        index = self.operation_combo.findText(name)
        if index >= 0:
            self.operation_combo.setCurrentIndex(index)

    def set_cuda_available(self, available: bool, reason: str | None = None) -> None:
        """Offer the cuda device, or show it disabled with `reason` as its tooltip (None: the
        palette's own, that no device was found)."""
        self._cuda_available, self._cuda_given = available, reason  # for retranslate
        if reason is None:
            reason = self.tr("No CUDA device was found")
        model = self.device_combo.model()
        index = self.device_combo.findData("cuda")
        if isinstance(model, QStandardItemModel) and index >= 0:
            model.item(index).setEnabled(available)
            tip = self.tr("Compute on the graphics card") if available else reason
            self.device_combo.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        if not available and self.device_combo.currentData() == "cuda":
            self.device_combo.setCurrentIndex(self.device_combo.findData("cpu"))
        self._cuda_reason = "" if available else reason

    # --- lines --------------------------------------------------------------------------

    def apply_line(self) -> str | None:
        """The line "Apply" would emit now, or None when a field is wrong (see apply_problem)."""
        line, _ = self._apply_line()
        return line

    def apply_problem(self) -> str:
        return self._apply_line()[1]

    def input_line(self) -> str | None:
        """The line "Add" would emit now, or None when a field is wrong (see input_problem)."""
        line, _ = self._input_line()
        return line

    def input_problem(self) -> str:
        return self._input_line()[1]

    def _apply_line(self) -> tuple[str | None, str]:
        target = self.target_combo.currentText()
        spec = self._specs.get(self.operation_combo.currentData() or "")
        if not target:
            return None, self.tr("No tensor yet: add an input first")
        if spec is None:
            return None, self.tr("No operation chosen")
        args = []
        for param, field in self._param_fields:
            value, problem = self._param_value(param, field)
            if value is None:
                return None, self.tr("{0}: {1}").format(param.name, problem)
            args.append(value)
        result = self.result_edit.text().strip()
        problem = name_problem(result, self._words.constructors)
        if problem:
            return None, self.tr("Result name: {0}").format(problem)
        tensor_params = [p for p in spec.params if p.kind == "tensor"]
        if spec.name in INFIX and len(spec.params) == 1 and tensor_params:
            return f"{result} = {target} {INFIX[spec.name]} {args[0]}", ""
        return f"{result} = {target}.{spec.name}({', '.join(args)})", ""

    def _param_value(self, param: ParamSpec, field: QWidget) -> tuple[str | None, str]:
        if isinstance(field, QComboBox):
            text = field.currentText()
            if not text:
                return None, self.tr("pick a tensor")
            return (f'"{text}"' if param.kind in ("dtype", "device") else text), ""
        text = field.text() if isinstance(field, QLineEdit) else ""
        if param.kind in ("int", "float"):
            try:
                return code_text(text, whole=param.kind == "int"), ""
            except NumberRefused as refused:
                return None, str(refused)
        value = parse_shape(text)  # "shape"
        return value, "" if value else self.tr(
            "not a shape: write sizes separated by commas, like 2, 3")

    def _input_line(self) -> tuple[str | None, str]:
        name = self.input_name_edit.text().strip()
        problem = name_problem(name, self._words.constructors)
        if problem:
            return None, self.tr("Name: {0}").format(problem)
        dtype = self.dtype_combo.currentData()
        data, problem = parse_values(self.values_edit.text(), self.kind_combo.currentData(), dtype)
        if data is None:
            return None, self.tr("Values: {0}").format(problem)
        device = self.device_combo.currentData()
        keywords = f', dtype="{dtype}"' + (f', device="{device}"' if device != "cpu" else "")
        return f"{name} = {self.tracking_combo.currentData()}({data}{keywords})", ""

    # --- reacting to the fields ---------------------------------------------------------

    def _fill_names(self, combo: QComboBox) -> None:
        current = combo.currentText()
        combo.blockSignals(True)
        combo.clear()
        combo.addItems(self._names)
        index = combo.findText(current)
        combo.setCurrentIndex(index if index >= 0 else (0 if self._names else -1))
        combo.blockSignals(False)

    def _taken(self) -> set[str]:
        return set(self._names) | self._emitted

    def _refresh_defaults(self) -> None:
        """Fresh default names, unless the learner typed a name of their own."""
        taken = self._taken()
        current = self.result_edit.text().strip()
        if current in ("", self._auto_result) or current in taken:
            self._auto_result = fresh_name(taken)
            self.result_edit.setText(self._auto_result)
        current = self.input_name_edit.text().strip()
        if current in ("", self._auto_input) or current in taken:
            self._auto_input = fresh_input_name(taken)
            self.input_name_edit.setText(self._auto_input)

    def _operation_changed(self) -> None:
        while self.params_form.rowCount():
            self.params_form.removeRow(0)
        self._param_fields = []
        spec = self._specs.get(self.operation_combo.currentData() or "")
        self.operation_doc.setText(spec.doc if spec else "")
        for param in spec.params if spec else ():
            field = self._param_field(param)
            self._param_fields.append((param, field))
            self.params_form.addRow(self.param_label(param.name), field)
        self._validate_apply()

    def param_label(self, name: str) -> str:
        """The field's label: "other" (the operation's second tensor, passed by position) in the
        reader's language; the other parameters by their keyword, which the line written uses."""
        return self.tr("other") if name == "other" else name

    def _param_field(self, param: ParamSpec) -> QWidget:
        name = f"paletteParam_{param.name}"
        if param.kind in ("tensor", "dtype", "device"):
            field = combo = self._named(QComboBox(self.params_box), name)
            if param.kind == "tensor":
                combo.addItems(self._names)
            else:
                combo.addItems(DTYPES if param.kind == "dtype" else DEVICES)
                if param.kind == "device":
                    self._offer_cuda(combo)
            index = combo.findText(param.default)
            if index >= 0:
                combo.setCurrentIndex(index)
            combo.currentIndexChanged.connect(self._validate_apply)
        else:
            field = self._named(QLineEdit(param.default, self.params_box), name)
            field.textChanged.connect(self._validate_apply)
        self._describe_param(param, field)
        return field

    def _describe_param(self, param: ParamSpec, field: QWidget) -> None:
        """A parameter field's accessible name and tooltip (made again by retranslate)."""
        tips = {"tensor": self.tr("The other tensor of the operation"),
                "int": self.tr("A whole number, like 0 or -1"),
                "float": self.tr("A number, like 2.0 or -0.5"),
                "shape": self.tr("Sizes separated by commas, like 2, 3 or (3,)")}
        tip = tips[param.kind] if param.kind in tips else self.tr("The {0} to convert to").format(param.kind)
        self._describe(field, self.tr("Parameter {0}").format(param.name), tip)

    def _offer_cuda(self, combo: QComboBox) -> None:
        """A device field's cuda entry: offered, or disabled with the reason as its tooltip."""
        index = combo.findText("cuda")
        combo.model().item(index).setEnabled(self._cuda_reason == "")
        combo.setItemData(index, self._cuda_reason or None, Qt.ItemDataRole.ToolTipRole)

    def _kind_changed(self) -> None:
        example = self._show_example()
        if not self.values_edit.text().strip() or self.values_edit.text() in EXAMPLES.values():
            self.values_edit.setText(example)
        self._validate_input()

    def _show_example(self) -> str:
        """The values field's placeholder: an example of the kind chosen, which it returns."""
        example = EXAMPLES[self.kind_combo.currentData()]
        self.values_edit.setPlaceholderText(self.tr("for example {0}").format(example))
        return example

    def _validate_apply(self) -> None:
        line, problem = self._apply_line()
        self.apply_button.setEnabled(line is not None)
        self._show_message(self.apply_message, problem)

    def _validate_input(self) -> None:
        if not hasattr(self, "add_button"):
            return  # still building the box
        line, problem = self._input_line()
        self.add_button.setEnabled(line is not None)
        self._show_message(self.add_message, problem)

    def _show_message(self, label: QLabel, problem: str) -> None:
        label.setText(problem)
        label.setVisible(bool(problem))
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, status_colour(self.palette(), "bad"))
        label.setPalette(palette)

    def _apply_clicked(self) -> None:
        line = self.apply_line()
        if line is not None:
            self._emitted.add(line.split("=")[0].strip())
            self.lineRequested.emit(line)
            self._refresh_defaults()
            self._validate_apply()

    def _add_clicked(self) -> None:
        line = self.input_line()
        if line is not None:
            self._emitted.add(line.split("=")[0].strip())
            self.lineRequested.emit(line)
            self._refresh_defaults()
            self._validate_input()
