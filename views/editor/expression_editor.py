"""The expression editor: where the learner types a program, with colours, errors and undo.

`ExpressionEditor` holds a code field (`CodeEdit`, a QPlainTextEdit), a syntax highlighter for the
expression language and an error line under the field. Undo and redo go through a QUndoStack the
window hands over (one per lesson section), so the Edit menu's actions, typing, the palette's
inserted lines and "Reset to the lesson's code" all share one history.
"""

from __future__ import annotations

import re
import time

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QTextEdit, QVBoxLayout, QWidget

from gradwalk.views.editor.language_words import LanguageWords
from gradwalk.views.look import HUES, monospace_font, status_colour, subdued, tint

__all__ = ["ExpressionEditor", "CodeEdit", "ExpressionHighlighter", "TYPING_PAUSE_S"]

# Typing merges into one undo step until the learner pauses this long (seconds) or types a newline.
TYPING_PAUSE_S = 1.0
_TYPING_ID = 1  # the QUndoCommand id that lets consecutive keystrokes merge


def _now() -> float:
    """The clock the typing merge reads; tests replace it to simulate a pause."""
    return time.monotonic()


def _utf16_length(text: str) -> int:
    """How many UTF-16 code units `text` takes: what QTextDocument positions count."""
    return len(text.encode("utf-16-le")) // 2


class ExpressionHighlighter(QSyntaxHighlighter):
    """Colours constructors, method names after a dot, numbers, strings, `dtype`/`device` and
    comments. Colours come from the editor's palette, so they read on light and dark looks."""

    def __init__(self, document: QTextDocument, editor: QPlainTextEdit, words: LanguageWords) -> None:
        super().__init__(document)
        self._editor = editor
        rules = (
            ("constructor", r"\b(?:" + "|".join(map(re.escape, words.constructors)) + r")\b(?=\s*\()"),
            ("method", r"(?<=\.)\s*[A-Za-z_]\w*"),
            ("number", r"(?<![\w.])(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"),
            ("keyword", r"\b(?:" + "|".join(map(re.escape, words.keywords)) + r")\b(?=\s*=)"),
            ("string", r"\"[^\"\n]*\"?|'[^'\n]*'?"),
        )
        self._patterns = [(name, QRegularExpression(pattern)) for name, pattern in rules]
        self._formats: dict[str, QTextCharFormat] = {}
        self.update_colours()

    def update_colours(self, palette: QPalette | None = None) -> None:
        """Take the colours from `palette` (the editor's, by default) again, after a light/dark
        switch. The widget that hears of the switch passes its own: its children learn of it
        after it does, so the editor's palette would still be the old look's."""
        palette = self._editor.palette() if palette is None else palette
        formats = {}
        for name in ("constructor", "method", "number", "string", "keyword"):
            fmt = QTextCharFormat()
            fmt.setForeground(tint(palette, HUES[name]))
            if name in ("constructor", "keyword"):
                fmt.setFontWeight(QFont.Weight.Bold)
            formats[name] = fmt
        comment = QTextCharFormat()
        comment.setForeground(subdued(palette))
        comment.setFontItalic(True)
        formats["comment"] = comment
        self._formats = formats
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802 (Qt's name)
        code_end = len(text)
        # A '#' inside a string is not a comment: look for the first one outside quotes.
        for match in re.finditer("#", text):
            before = text[: match.start()]
            if before.count('"') % 2 == 0 and before.count("'") % 2 == 0:
                code_end = match.start()
                self.setFormat(code_end, len(text) - code_end, self._formats["comment"])
                break
        for name, pattern in self._patterns:
            found = pattern.globalMatch(text[:code_end])
            while found.hasNext():
                match = found.next()
                self.setFormat(match.capturedStart(), match.capturedLength(), self._formats[name])


class _EditCommand(QUndoCommand):
    """One change of the editor's text: the text and cursor before and after it.

    Typing pushes one of these per keystroke with `typing=True`; consecutive ones merge into a
    single step (see `mergeWith`). Inserted lines and replaced texts are steps of their own.
    """

    def __init__(self, editor: ExpressionEditor, old: tuple[str, int], new: tuple[str, int],
                 description: str, typing: bool, applied: bool) -> None:
        super().__init__(description)
        self._editor = editor
        self.old_text, self.old_cursor = old
        self.new_text, self.new_cursor = new
        self._typing = typing
        self._applied = applied  # typing is already on screen: the first redo has nothing to do
        self._time = _now()
        self._closed = "\n" in _inserted(self.old_text, self.new_text)

    def id(self) -> int:  # noqa: A003 (Qt's name)
        return _TYPING_ID if self._typing else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        # Keystrokes merge while the learner keeps typing: a pause of TYPING_PAUSE_S or a newline
        # ends the step, so one undo takes back about one line or one burst of typing, never a
        # whole session. A paste or a deleted selection (more than one character) is a step alone.
        if not isinstance(other, _EditCommand) or not other._typing or self._closed:
            return False
        if other.old_text != self.new_text or other._time - self._time > TYPING_PAUSE_S:
            return False
        if len(_inserted(other.old_text, other.new_text)) > 1:
            return False
        if len(other.old_text) - len(other.new_text) > 1:
            return False
        self.new_text, self.new_cursor = other.new_text, other.new_cursor
        self._time = other._time
        self._closed = other._closed
        return True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self._editor._apply(self.new_text, self.new_cursor)

    def undo(self) -> None:
        self._editor._apply(self.old_text, self.old_cursor)


def _inserted(old: str, new: str) -> str:
    """The text that `new` has where `old` differs (after the common start and end)."""
    start = 0
    limit = min(len(old), len(new))
    while start < limit and old[start] == new[start]:
        start += 1
    end = 0
    while end < limit - start and old[len(old) - 1 - end] == new[len(new) - 1 - end]:
        end += 1
    return new[start: len(new) - end]


class CodeEdit(QPlainTextEdit):
    """The text field itself. Its own undo is off; Ctrl+Z and Ctrl+Shift+Z go to the shared
    QUndoStack (the field would otherwise swallow those keys before the window's actions)."""

    undoRequested = Signal()
    redoRequested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undoRequested.emit()
            event.accept()
        elif event.matches(QKeySequence.StandardKey.Redo):
            self.redoRequested.emit()
            event.accept()
        else:
            super().keyPressEvent(event)


class ExpressionEditor(QWidget):
    """The program field, its highlighter and its error line.

    Signals: `textEdited(str)` after every change the learner makes (typing, undo, redo, an
    inserted line, a replaced text), never after `set_text`.
    """

    textEdited = Signal(str)

    def __init__(self, words: LanguageWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("expressionEditorPanel")

        self.editor = CodeEdit(self)
        self.editor.setObjectName("expressionEditor")
        self.editor.setFont(monospace_font())
        self.editor.setUndoRedoEnabled(False)
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.editor.setTabChangesFocus(True)  # keyboard users can leave the field with Tab
        self.highlighter = ExpressionHighlighter(self.editor.document(), self.editor, words)

        self.error_label = QLabel(self)
        self.error_label.setObjectName("expressionError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.editor)
        layout.addWidget(self.error_label)

        self._stack = QUndoStack(self)
        self._applying = False  # True while the editor changes its own text: no command is pushed
        self._last_text = ""
        self._last_cursor = 0
        self._error: tuple[int, int, str] | None = None
        self.retranslate()
        self.editor.textChanged.connect(self._on_text_changed)
        self.editor.cursorPositionChanged.connect(self._on_cursor_moved)
        self.editor.undoRequested.connect(self.undo)
        self.editor.redoRequested.connect(self.redo)
        self._update_colours()

    def retranslate(self) -> None:
        """The panel's texts in the language installed now; the program and its history stay."""
        self.setToolTip(self.tr("Type a program in Gradwalk's expression language"))
        self.setAccessibleName(self.tr("Expression editor panel"))
        self.editor.setToolTip(self.tr(
            "One statement per line, like y = x.sqr() + 3 * x. Ctrl+Z undoes, Ctrl+Shift+Z redoes."))
        self.editor.setAccessibleName(self.tr("Program"))
        self.editor.setPlaceholderText(self.tr('x = var(2.0, dtype="f64")\ny = x.sqr() + 3 * x'))
        self.error_label.setToolTip(self.tr("What is wrong with the program, and where"))
        self.error_label.setAccessibleName(self.tr("Program error"))
        if self._error is not None:  # "Line L, column C" in the new words (the message is the app's)
            self.show_error(*self._error)

    # --- text ---------------------------------------------------------------------------

    def text(self) -> str:
        return self.editor.toPlainText()

    def set_text(self, text: str) -> None:
        """Show `text` with no undo entry and no textEdited (a section opens)."""
        self._apply(text, 0, emit=False)

    def insert_line(self, line: str) -> None:
        """Add `line` at the end of the program, as one undoable step."""
        old = self.text()
        body = old if not old or old.endswith("\n") else old + "\n"
        new = body + line
        self._push(new, len(new), self.tr("Insert line"))

    def replace_text(self, text: str, description: str) -> None:
        """Replace the whole program by `text`, as one undoable step named `description`."""
        self._push(text, len(text), description)

    def _push(self, text: str, cursor: int, description: str) -> None:
        command = _EditCommand(self, (self._last_text, self._last_cursor), (text, cursor),
                               description, typing=False, applied=False)
        self._stack.push(command)  # push runs redo, which shows the text and emits textEdited

    # --- undo ---------------------------------------------------------------------------

    def undo_stack(self) -> QUndoStack:
        return self._stack

    def set_undo_stack(self, stack: QUndoStack) -> None:
        """Record edits on `stack` from now on (the window keeps one per lesson section)."""
        self._stack = stack

    def undo(self) -> None:
        self._stack.undo()

    def redo(self) -> None:
        self._stack.redo()

    def _apply(self, text: str, cursor: int, emit: bool = True) -> None:
        """Show `text` with the cursor at `cursor`, pushing nothing."""
        self._applying = True
        try:
            if self.editor.toPlainText() != text:
                self.editor.setPlainText(text)
            moved = self.editor.textCursor()
            moved.setPosition(max(0, min(cursor, len(text))))
            self.editor.setTextCursor(moved)
            self.editor.ensureCursorVisible()
        finally:
            self._applying = False
        self._last_text, self._last_cursor = text, self.editor.textCursor().position()
        if emit:
            self.textEdited.emit(text)

    def _on_text_changed(self) -> None:
        if self._applying:
            return
        new_text = self.editor.toPlainText()
        if new_text == self._last_text:
            return  # a format change, not an edit
        new_cursor = self.editor.textCursor().position()
        command = _EditCommand(self, (self._last_text, self._last_cursor), (new_text, new_cursor),
                               self.tr("Typing"), typing=True, applied=True)
        self._last_text, self._last_cursor = new_text, new_cursor
        self._stack.push(command)
        self.textEdited.emit(new_text)

    def _on_cursor_moved(self) -> None:
        # Only a move without an edit: during an edit, _on_text_changed records the cursor.
        if not self._applying and self.editor.toPlainText() == self._last_text:
            self._last_cursor = self.editor.textCursor().position()

    # --- errors -------------------------------------------------------------------------

    def show_error(self, line: int, col: int, message: str) -> None:
        """Underline the token at 1-based `line` and `col` (as core.expr.ExpressionError counts
        them) with a red wavy line, and say "Line L, column C: message" under the field."""
        self._error = (line, col, message)
        document = self.editor.document()
        block = document.findBlockByNumber(max(0, line - 1))
        if not block.isValid():
            block = document.lastBlock()
        text = block.text()
        index = max(0, col - 1)
        if text and index >= len(text):
            index = len(text) - 1  # past the end of the line (a missing bracket): its last char
        length = 1
        if text:
            token = re.compile(r"\w+|\"[^\"]*\"?|'[^']*'?|\S").match(text, index)
            if token is not None:
                length = max(1, token.end() - index)
        # The language counts characters; the document counts UTF-16 units, two for a character
        # beyond U+FFFF (an emoji, a mathematical letter), so convert before placing the cursor.
        start = block.position() + _utf16_length(text[:index])
        length = _utf16_length(text[index:index + length])
        if not text:  # an empty line has no character: mark the one before it, or after it
            start = start - 1 if start > 0 else start
        cursor = QTextCursor(document)
        cursor.setPosition(max(0, min(start, document.characterCount() - 1)))
        cursor.setPosition(min(start + length, document.characterCount() - 1),
                           QTextCursor.MoveMode.KeepAnchor)
        selection = QTextEdit.ExtraSelection()
        selection.cursor = cursor
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SpellCheckUnderline)
        fmt.setUnderlineColor(status_colour(self.palette(), "bad"))
        selection.format = fmt
        self.editor.setExtraSelections([selection])
        self.error_label.setText(
            self.tr("Line {0}, column {1}: {2}").format(line, col, message))
        self.error_label.show()

    def show_message(self, message: str) -> None:
        """Say what is wrong when it has no place in the text (a backward pass that failed)."""
        self._error = None
        self.editor.setExtraSelections([])
        self.error_label.setText(message)
        self.error_label.show()

    def clear_error(self) -> None:
        self._error = None
        self.editor.setExtraSelections([])
        self.error_label.clear()
        self.error_label.hide()

    def error_text(self) -> str:
        """The error line's text; empty when the program has no error."""
        return "" if self.error_label.isHidden() else self.error_label.text()

    # --- looks --------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self._update_colours()

    def _update_colours(self) -> None:
        colour: QColor = status_colour(self.palette(), "bad")
        self.error_label.setStyleSheet(f"color: {colour.name()};")
        self.highlighter.update_colours(self.palette())
        if self._error is not None:
            self.show_error(*self._error)
