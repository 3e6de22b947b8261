"""The expression editor through the learner's hands: typing, undo, inserted lines, errors."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCharFormat, QUndoStack
from PySide6.QtWidgets import QApplication

from gradwalk.core.expr import ExpressionError, evaluate
from gradwalk.app.base.operations import language_words
from gradwalk.core.expr.vocabulary import CONSTRUCTOR_KEYWORDS, CONSTRUCTORS, RANDOM_KEYWORDS
from gradwalk.views.editor import expression_editor
from gradwalk.views.editor.expression_editor import ExpressionEditor


@pytest.fixture
def editor(qtbot):
    widget = ExpressionEditor(language_words())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_the_editor_is_given_the_language_words():
    words = language_words()
    assert words.constructors == CONSTRUCTORS
    assert words.keywords == CONSTRUCTOR_KEYWORDS + RANDOM_KEYWORDS


def test_names_tooltips_and_accessible_names(editor):
    assert editor.objectName() == "expressionEditorPanel"
    assert editor.editor.objectName() == "expressionEditor"
    assert editor.error_label.objectName() == "expressionError"
    for widget in (editor, editor.editor, editor.error_label):
        assert widget.toolTip() and widget.accessibleName()
    assert editor.editor.font().pointSizeF() >= QApplication.font().pointSizeF()


def test_typing_emits_text_edited(editor, qtbot):
    seen = []
    editor.textEdited.connect(seen.append)
    qtbot.keyClicks(editor.editor, "x = var(2.0)")
    assert editor.text() == "x = var(2.0)"
    assert seen[-1] == "x = var(2.0)"
    assert len(seen) == len("x = var(2.0)")


def test_set_text_is_silent_and_not_undoable(editor):
    seen = []
    editor.textEdited.connect(seen.append)
    editor.set_text("x = var(1.0)")
    assert editor.text() == "x = var(1.0)"
    assert seen == []
    assert editor.undo_stack().count() == 0


def test_typing_merges_into_one_undo_step(editor, qtbot):
    editor.set_text("")
    qtbot.keyClicks(editor.editor, "x = var(2.0)")
    assert editor.undo_stack().count() == 1
    seen = []
    editor.textEdited.connect(seen.append)
    editor.undo()
    assert editor.text() == ""
    assert seen == [""]
    editor.redo()
    assert editor.text() == "x = var(2.0)"
    assert editor.editor.textCursor().position() == len("x = var(2.0)")


def test_a_pause_or_a_newline_starts_a_new_step(editor, qtbot, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(expression_editor, "_now", lambda: clock[0])
    qtbot.keyClicks(editor.editor, "x = var(2.0)")
    qtbot.keyClick(editor.editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor.editor, "y = x")
    clock[0] += 5.0  # the learner pauses
    qtbot.keyClicks(editor.editor, ".sqr()")
    assert editor.undo_stack().count() == 3
    editor.undo()
    assert editor.text() == "x = var(2.0)\ny = x"
    editor.undo()
    assert editor.text() == "x = var(2.0)\n"
    editor.undo()
    assert editor.text() == ""


def test_ctrl_z_in_the_field_undoes_through_the_stack(editor, qtbot):
    qtbot.keyClicks(editor.editor, "x = var(2.0)")
    qtbot.keyClick(editor.editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.text() == ""


def test_insert_line_is_one_step_and_undo_restores_text_and_cursor(editor, qtbot):
    editor.set_text("x = var(2.0)")
    cursor = editor.editor.textCursor()
    cursor.setPosition(4)
    editor.editor.setTextCursor(cursor)
    seen = []
    editor.textEdited.connect(seen.append)
    editor.insert_line("t1 = x.sqr()")
    assert editor.text() == "x = var(2.0)\nt1 = x.sqr()"
    assert seen == [editor.text()]
    assert editor.undo_stack().undoText() == "Insert line"
    editor.undo()
    assert editor.text() == "x = var(2.0)"
    assert editor.editor.textCursor().position() == 4
    assert seen[-1] == "x = var(2.0)"
    editor.redo()
    assert editor.text() == "x = var(2.0)\nt1 = x.sqr()"


def test_replace_text_is_one_named_step(editor, qtbot):
    qtbot.keyClicks(editor.editor, "x = 1")
    editor.replace_text("x = var(3.0)", "Reset to the lesson's code")
    assert editor.undo_stack().undoText() == "Reset to the lesson's code"
    editor.undo()
    assert editor.text() == "x = 1"


def test_the_window_can_hand_over_a_stack(editor, qtbot):
    stack = QUndoStack()
    editor.set_undo_stack(stack)
    qtbot.keyClicks(editor.editor, "x")
    assert stack.count() == 1
    stack.undo()
    assert editor.text() == ""


def _error_of(source):
    with pytest.raises(ExpressionError) as caught:
        evaluate(source)
    return caught.value


def _underlined(editor):
    selections = editor.editor.extraSelections()
    assert len(selections) == 1
    selection = selections[0]
    style = selection.format.underlineStyle()
    assert style == QTextCharFormat.UnderlineStyle.SpellCheckUnderline
    return selection.cursor.selectionStart(), selection.cursor.selectionEnd()


def test_show_error_underlines_the_token_the_language_points_at(editor):
    source = "x = var(2.0)\ny = x.foo()"
    error = _error_of(source)
    editor.set_text(source)
    editor.show_error(error.line, error.col, error.message)
    start, end = _underlined(editor)
    assert source[start:end] == "foo"
    assert editor.error_text() == f"Line 2, column 7: {error.message}"
    assert not editor.error_label.isHidden()
    editor.clear_error()
    assert editor.error_text() == ""
    assert editor.error_label.isHidden()
    assert editor.editor.extraSelections() == []


def test_an_error_past_the_end_of_a_line_underlines_its_last_character(editor):
    source = "x = var([1.0, 2.0])\ny = x +"
    error = _error_of(source)
    assert error.col > len("y = x +")
    editor.set_text(source)
    editor.show_error(error.line, error.col, error.message)
    start, end = _underlined(editor)
    assert source[start:end] == "+"


def test_a_message_without_a_place_shows_without_an_underline(editor):
    editor.set_text("x = var(2.0)\ny = x.sqr(\n")
    editor.show_error(2, 10, "a bracket is missing")
    assert editor.editor.extraSelections()
    editor.show_message("backward() failed: the variable changed")
    assert editor.error_text() == "backward() failed: the variable changed"
    assert editor.editor.extraSelections() == []
    editor.clear_error()
    assert editor.error_text() == ""


@pytest.mark.parametrize("source, token", [
    ("x = var(2.0)  # 😀 a comment\ny = x.foo()", "foo"),
    ("x = var(2.0); s = '😀😀'; y = x.foo()", "'😀😀'"),  # a string is refused first, all of it
    ("𠀀 = var(2.0); y = 𠀀.foo()", "foo"),  # a letter beyond U+FFFF earlier on the line
    ("𐐷 = var(2.0); y = 𐐷 + 𐐷.foo()", "foo"),
    ("# 𝑥 and 😀\nx = var(2.0); y = x.foo()", "foo"),
    ("x = var(2.0) # 😀\ny = x.sqr() # 😀 😀\ny = x.sqrr() + 1 # 😀", "sqrr"),
    ("café = var(2.0); y = café.foo()", "foo"),
    ("x = var(2.0)\r\ny =\tx.foo()", "foo"),
])
def test_the_underline_lands_on_the_token_after_characters_beyond_u_ffff(editor, source, token):
    error = _error_of(source)
    editor.set_text(source)
    editor.show_error(error.line, error.col, error.message)
    start, end = _underlined(editor)
    text = editor.editor.toPlainText()
    # the document's positions count UTF-16 units: index its text the same way
    units = text.encode("utf-16-le")
    underlined = units[2 * start:2 * end].decode("utf-16-le")
    line = text.split("\n")[error.line - 1]
    assert underlined == token and line[error.col - 1:].startswith(token)
