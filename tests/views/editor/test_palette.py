"""The build palette: the lines it emits are lines the language accepts."""

import pytest
from PySide6.QtCore import Qt

from gradwalk.app.base.operations import operation_specs
from gradwalk.core.engine.dtypes import NUMPY_DTYPES
from gradwalk.core.expr import OPERATION_METHODS, ExpressionError, evaluate
from gradwalk.core.expr.vocabulary import CONSTRUCTORS, READ_BACKS
from gradwalk.app.base.operations import language_words
from gradwalk.views.editor.palette import DTYPES, BuildPalette, OperationSpec, ParamSpec

VECTOR = "x = var([1.0, 2.0, 3.0])\ny = var([4.0, 5.0, 6.0])"
MATRIX = "m = var([[1.0, 2.0, 3.0]])\nn = var([[1.0], [2.0], [3.0]])"
# Operations that do not apply to a float vector of 3, and the input they are tried on instead.
ON_MATRIX = {"squeeze": ("m", "n"), "transpose": ("m", "n"), "matmul": ("m", "n")}


@pytest.fixture
def palette(qtbot):
    widget = BuildPalette(language_words())
    qtbot.addWidget(widget)
    widget.set_operations(operation_specs())
    widget.set_names(["x", "y", "m", "n"])
    widget.show()
    return widget


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_reserved_names_and_dtypes_match_the_language():
    assert language_words().constructors == CONSTRUCTORS
    assert set(DTYPES) <= set(NUMPY_DTYPES)
    assert {"u32", "i64"} <= set(DTYPES)


def test_every_operation_method_has_a_spec():
    specs = operation_specs(read_backs=True)
    assert [spec.name for spec in specs] == list(OPERATION_METHODS)
    # the palette writes whole lines: a method that gives a plain number is not among its own
    assert [spec.name for spec in operation_specs()] == [name for name in OPERATION_METHODS if name not in READ_BACKS]
    assert all(isinstance(spec, OperationSpec) and spec.doc for spec in specs)
    assert all(isinstance(p, ParamSpec) for spec in specs for p in spec.params)


@pytest.mark.parametrize("name", OPERATION_METHODS)
def test_every_spec_yields_a_line_the_language_accepts(palette, qtbot, name):
    target, other = ON_MATRIX.get(name, ("x", "y"))
    palette.set_operation(name)
    palette.set_target(target)
    for param, field in palette._param_fields:
        if param.kind == "tensor":
            field.setCurrentIndex(field.findText(other))
    emitted = []
    palette.lineRequested.connect(emitted.append)
    _click(qtbot, palette.apply_button)
    assert len(emitted) == 1, palette.apply_problem()
    program = evaluate(VECTOR + "\n" + MATRIX + "\n" + emitted[0])
    assert "t1" in program


def test_apply_emits_the_line_with_an_operator_for_arithmetic(palette, qtbot):
    emitted = []
    palette.lineRequested.connect(emitted.append)
    palette.set_target("x")
    palette.set_operation("sqr")
    _click(qtbot, palette.apply_button)
    assert emitted == ["t1 = x.sqr()"]
    palette.set_operation("add")
    palette.findChild(type(palette.operation_combo), "paletteParam_other").setCurrentText("y")
    _click(qtbot, palette.apply_button)
    assert emitted[-1] == "t2 = x + y"  # a fresh name: t1 was just given out
    palette.set_names(["x", "y", "t1", "t2", "t3"])
    assert palette.result_edit.text() == "t4"


def test_typed_parameters_reach_the_line(palette, qtbot):
    emitted = []
    palette.lineRequested.connect(emitted.append)
    palette.set_operation("affine")
    fields = dict((p.name, f) for p, f in palette._param_fields)
    fields["mul"].clear()
    qtbot.keyClicks(fields["mul"], "-0.5")
    palette.result_edit.clear()
    qtbot.keyClicks(palette.result_edit, "z")
    _click(qtbot, palette.apply_button)
    assert emitted == ["z = x.affine(-0.5, 1.0)"]
    evaluate(VECTOR + "\n" + emitted[0])


def test_a_bad_int_is_refused_with_a_message_and_a_disabled_button(palette, qtbot):
    palette.set_operation("sum_keepdim")
    field = palette.findChild(type(palette.result_edit), "paletteParam_dim")
    field.clear()
    qtbot.keyClicks(field, "1.5")
    assert not palette.apply_button.isEnabled()
    assert "dim" in palette.apply_message.text() and not palette.apply_message.isHidden()
    emitted = []
    palette.lineRequested.connect(emitted.append)
    _click(qtbot, palette.apply_button)
    assert emitted == []
    field.clear()
    qtbot.keyClicks(field, "0")
    assert palette.apply_button.isEnabled()
    assert palette.apply_message.isHidden()


@pytest.mark.parametrize("name", ["", "2x", "var", "_x", "for"])
def test_a_bad_result_name_is_refused(palette, qtbot, name):
    palette.result_edit.setText(name)
    assert not palette.apply_button.isEnabled()
    assert palette.apply_message.text()
    if name:  # the language refuses it too
        with pytest.raises((ExpressionError, SyntaxError)):
            evaluate(f"{name} = var(1.0)")


def test_a_bad_shape_is_refused(palette, qtbot):
    palette.set_operation("reshape")
    field = palette.findChild(type(palette.result_edit), "paletteParam_shape")
    field.setText("3, x")
    assert not palette.apply_button.isEnabled()
    field.setText("3, 1")
    assert palette.apply_line() == "t1 = x.reshape((3, 1))"


def test_no_names_no_apply(qtbot):
    widget = BuildPalette(language_words())
    qtbot.addWidget(widget)
    widget.set_operations(operation_specs())
    assert not widget.apply_button.isEnabled()
    assert widget.apply_problem()


@pytest.mark.parametrize("kind, values, tracking, dtype, line", [
    ("vector", "1, 2, 3", "var", "f64", 'a = var([1, 2, 3], dtype="f64")'),
    ("scalar", "2.5", "var", "f32", 'a = var(2.5, dtype="f32")'),
    ("matrix", "1, 2; 3, 4", "tensor", "f32", 'a = tensor([[1, 2], [3, 4]], dtype="f32")'),
    ("vector", "-1, 2", "tensor", "i64", 'a = tensor([-1, 2], dtype="i64")'),
    ("vector", "0, 7", "var", "u32", 'a = var([0, 7], dtype="u32")'),
])
def test_add_emits_a_new_input_the_language_accepts(palette, qtbot, kind, values, tracking, dtype,
                                                    line):
    emitted = []
    palette.lineRequested.connect(emitted.append)
    palette.input_name_edit.clear()
    qtbot.keyClicks(palette.input_name_edit, "a")
    palette.kind_combo.setCurrentIndex(palette.kind_combo.findData(kind))
    palette.values_edit.clear()
    qtbot.keyClicks(palette.values_edit, values)
    palette.tracking_combo.setCurrentIndex(palette.tracking_combo.findData(tracking))
    palette.dtype_combo.setCurrentIndex(palette.dtype_combo.findData(dtype))
    _click(qtbot, palette.add_button)
    assert emitted == [line]
    evaluate(line)


@pytest.mark.parametrize("kind, values, dtype", [
    ("vector", "1, , 3", "f32"), ("vector", "1, two", "f32"), ("scalar", "1, 2", "f32"),
    ("matrix", "1, 2; 3", "f32"), ("vector", "1.5, 2", "u32"), ("vector", "-1", "u32"),
])
def test_bad_values_are_refused_with_a_message(palette, kind, values, dtype):
    palette.kind_combo.setCurrentIndex(palette.kind_combo.findData(kind))
    palette.dtype_combo.setCurrentIndex(palette.dtype_combo.findData(dtype))
    palette.values_edit.setText(values)
    assert not palette.add_button.isEnabled()
    assert palette.add_message.text().startswith("Values:")


def test_default_input_name_is_fresh(palette):
    assert palette.input_name_edit.text() == "z"


def test_cuda_is_offered_only_when_available(palette):
    index = palette.device_combo.findData("cuda")
    item = palette.device_combo.model().item(index)
    palette.set_cuda_available(False, "no graphics card")
    assert not item.isEnabled()
    assert palette.device_combo.itemData(index, Qt.ItemDataRole.ToolTipRole) == "no graphics card"
    palette.set_cuda_available(True, "")
    assert item.isEnabled()
    palette.device_combo.setCurrentIndex(index)
    assert palette.input_line().endswith(', device="cuda")')
    palette.set_cuda_available(False, "gone")
    assert palette.device_combo.currentData() == "cpu"
    assert "device" not in palette.input_line()


def test_every_widget_is_named_and_described(palette):
    from PySide6.QtWidgets import QWidget

    widgets = [palette] + [w for w in palette.findChildren(QWidget) if w.objectName().startswith(
        ("palette", "build"))]
    assert len(widgets) > 10
    for widget in widgets:
        assert widget.toolTip() and widget.accessibleName(), widget.objectName()
