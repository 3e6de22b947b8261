"""The Help menu's windows: every command with its shortcuts, what the graph's marks mean, and the
expression language.

Each is made from what the window already has, never from a list of their own: the shortcuts from
the menus' QActions (app/base/actions.py), the marks from the graph legend's rows
(views/graph/graph_view.py GraphLegend.explained_rows), the language from its own tables
(app/base/operations.py `language_reference`: the vocabulary, the engine's op table and Tensor's
methods). A command added to a menu, a mark added to the legend, or an operation added to the
engine shows up here by itself.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLineEdit, QMenuBar,
                               QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget)

from gradwalk.app.base.operations import LanguageReference, ReferenceRow
from gradwalk.core.words import translate
from gradwalk.views.graph.graph_items import Style
from gradwalk.views.graph.graph_view import GraphLegend, paint_legend_sample

__all__ = ["key_text", "shortcut_rows", "about_text", "LanguageDialog", "ShortcutsDialog", "MarksDialog"]


# The arrow keys as the keyboard shows them; Qt spells them out ("Right").
_ARROWS = {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓"}


def key_text(sequence: QKeySequence) -> str:
    """A shortcut as the learner reads it on the keyboard, in the interface's language: "Ctrl+T",
    "→", "Alt+↑" (Qt spells the arrows out, "Right", "Droite")."""
    native = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    portable = sequence.toString(QKeySequence.SequenceFormat.PortableText)
    native_parts, portable_parts = native.split("+"), portable.split("+")
    if "" in portable_parts or len(native_parts) != len(portable_parts):  # "Ctrl++": leave it whole
        return native
    return "+".join(_ARROWS.get(p, n) for n, p in zip(native_parts, portable_parts))


def shortcuts_text(action: QAction) -> str:
    """Every shortcut of `action`, joined: "→ or F10"; "" for none."""
    return translate("Help", " or ").join(key_text(key) for key in action.shortcuts() if not key.isEmpty())


def plain_text(action: QAction) -> str:
    """The action's text without its mnemonic's & (a doubled && stays one &)."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def shortcut_rows(menu_bar: QMenuBar) -> list[tuple[str, str, str]]:
    """(menu, command, shortcuts) for every command of the menus, in the menus' order; submenus
    are named "View > Appearance"."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu, path: str) -> None:
        for action in menu.actions():
            if action.isSeparator() or not action.text():
                continue
            if action.menu() is not None:
                walk(action.menu(), f"{path} > {plain_text(action)}" if path else plain_text(action))
            else:
                rows.append((path, plain_text(action), shortcuts_text(action)))

    walk(menu_bar, "")
    return rows


def about_text(version: str, lessons: list[str]) -> str:
    """Help > About: what Gradwalk does, and the lessons it has (their titles, as the lesson list
    shows them), as rich text."""
    items = "".join(f"<li>{html.escape(title)}</li>" for title in lessons)
    return translate("Help", "<h3>Gradwalk {0}</h3><p>Gradwalk shows automatic differentiation at work, one "
                     "node at a time. Write a program, see the graph the engine records, and walk the "
                     "backward pass: each edge's local derivative, each node's gradient as it is summed. "
                     "Sweep forward mode beside it, build whole Jacobians both ways, check gradients "
                     "against finite differences, and train small models while their loss curves, "
                     "landscapes and decision boundaries are drawn.</p><p>Its lessons:</p><ul>{1}</ul>"
                     "<p>A lesson is a folder of texts and programs: File &gt; Open Lesson adds one. "
                     "MIT licence.</p>").format(html.escape(version), items)


def _table(columns: list[str], parent: QWidget) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setWordWrap(True)
    return table


class _HelpDialog(QDialog):
    def __init__(self, title: str, name: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(title)
        self.layout_ = QVBoxLayout(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

    def finish(self, table: QWidget, size: QSize) -> None:
        self.layout_.addWidget(table)
        self.layout_.addWidget(self.buttons)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:  # never past the screen: at 1280x800 the dialog fits whole
            size = size.boundedTo(QSize(screen.width() - 40, screen.height() - 60))
        self.resize(size)


class ShortcutsDialog(_HelpDialog):
    """Every command of the menus with its shortcuts (Help > Keyboard Shortcuts)."""

    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Keyboard Shortcuts"), "shortcutsDialog", parent)
        self.table = _table([self.tr("Menu"), self.tr("Command"), self.tr("Shortcut")], self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        for menu, command, keys in shortcut_rows(menu_bar):
            row = self.table.rowCount()
            self.table.insertRow(row)
            for column, text in enumerate((menu.replace("&", ""), command, keys)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        # the menus and the commands as wide as their words, the keys in the rest, wrapped after
        # "or" where the dialog is narrower than the widest row: no column is cut
        header = self.table.horizontalHeader()
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        wanted = sum(max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
                     for column in range(3))
        wanted += self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth()
        margins = self.layout_.contentsMargins()
        self.finish(self.table, QSize(max(640, wanted + margins.left() + margins.right() + 4), 560))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.table.resizeRowsToContents()  # the keys wrapped at the dialog's width

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.table.resizeRowsToContents()


class MarksDialog(_HelpDialog):
    """The graph's shapes, marks and colours, each drawn as the graph draws it and explained."""

    SAMPLE = QSize(40, 22)

    def __init__(self, legend: GraphLegend, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("What the Marks Mean"), "marksDialog", parent)
        self.table = _table([self.tr("Mark"), self.tr("Meaning")], self)
        self.table.setObjectName("marksTable")
        self.table.setAccessibleName(self.tr("What the graph's marks mean"))
        self.table.setIconSize(self.SAMPLE)
        style = Style.from_palette(self.palette(), self.font())
        for what, arg, text, explanation in legend.explained_rows():
            row = self.table.rowCount()
            self.table.insertRow(row)
            mark = QTableWidgetItem(self._sample(what, arg, style), text)
            mark.setData(Qt.ItemDataRole.UserRole, arg)
            self.table.setItem(row, 0, mark)
            self.table.setItem(row, 1, QTableWidgetItem(explanation))
        self.table.resizeColumnToContents(0)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        self.finish(self.table, QSize(720, 480))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.table.resizeRowsToContents()  # the wrapped explanations, at the dialog's width

    def _sample(self, what: str, arg: str, style: Style) -> QIcon:
        ratio = self.devicePixelRatioF()
        picture = QPixmap(self.SAMPLE * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setFont(style.font)
        paint_legend_sample(painter, QRectF(2, 2, self.SAMPLE.width() - 4, self.SAMPLE.height() - 4),
                            what, arg, style)
        painter.end()
        return QIcon(picture)


class LanguageDialog(_HelpDialog):
    """Every word of the expression language (Help > Expression Language): the constructors and
    their keywords, the operators and every operation, each with what it does and a line that uses
    it, read from the language's own tables. The field above finds words as they are typed."""

    def __init__(self, reference: LanguageReference, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Expression Language"), "languageDialog", parent)
        self.reference = reference
        self.find = QLineEdit(self)
        self.find.setObjectName("languageFind")
        self.find.setAccessibleName(self.tr("Find a word of the language"))
        self.find.setPlaceholderText(self.tr("Find: a name or a word, like keepdim, seed or random"))
        self.find.setClearButtonEnabled(True)
        self.layout_.addWidget(self.find)
        self.page = QTextBrowser(self)
        self.page.setObjectName("languagePage")
        self.page.setAccessibleName(self.tr("The expression language"))
        self.page.setOpenLinks(False)
        self.shown: list[str] = []  # the names of the rows on the page
        self.find.textChanged.connect(self.show_matches)
        self.show_matches("")
        self.finish(self.page, QSize(900, 680))
        self.find.setFocus()

    def _sections(self) -> list[tuple[str, str, tuple[ReferenceRow, ...]]]:
        r = self.reference
        return [
            (self.tr("Making tensors"), self.tr(
                "Data is a number or a list of lists of numbers; a shape is a whole number or a tuple, like "
                "(2, 3)."), r.constructors),
            (self.tr("Their keywords"), self.tr(
                "Written after the data or the shape, each at most once: "
                "randn((2, 3), seed=1, dtype=\"f64\")."), r.keywords),
            (self.tr("Operators"), self.tr(
                "A plain number may stand on either side (3 * x, 1 - p), and the exponent of ** must be one. "
                "Between two tensors, + - * / need the same shape: to stretch one over the other, use "
                "broadcast_add and its kin."), r.operators),
            (self.tr("Operations on a tensor"), self.tr(
                "Called on a tensor, their arguments by position: x.affine(2.0, 1.0). Each records one node "
                "of the graph, with its backward rule; detach and clone record none. In the examples x, a "
                "and b are rows of three numbers, w a column of three."), r.operations),
        ]

    def show_matches(self, text: str) -> None:
        """The page with the rows that hold `text` (in a name, a usage, a summary or an example)."""
        wanted = text.strip().casefold()
        about = self.tr("A program is one statement a line: a name, =, and an expression, like "
                        "y = x.sqr() + 3 * x. Nothing else is part of the language: no loops, conditions, "
                        "comparisons or indexing.")
        parts = [f"<p>{html.escape(about)}</p>"]
        self.shown = []
        heads = (self.tr("Write"), self.tr("What it does"), self.tr("Example"))
        for title, intro, rows in self._sections():
            matching = [row for row in rows if not wanted or any(
                wanted in field.casefold() for field in (row.name, row.usage, row.summary, row.example))]
            if not matching:
                continue
            self.shown += [row.name for row in matching]
            parts.append(f"<h3>{html.escape(title)}</h3><p>{html.escape(intro)}</p>")
            parts.append('<table width="100%" cellspacing="0" cellpadding="4" border="1" '
                         'style="border-collapse: collapse">')
            # the same columns in every table: what to write, what it does, a line that uses it
            parts.append("<tr>" + "".join(f'<th align=left width="{width}%">{html.escape(head)}</th>'
                                          for head, width in zip(heads, (32, 38, 30))) + "</tr>")
            for row in matching:
                parts.append(f"<tr><td><code>{html.escape(row.usage)}</code></td>"
                             f"<td>{html.escape(row.summary)}</td>"
                             f"<td><code>{html.escape(row.example)}</code></td></tr>")
            parts.append("</table>")
        if not self.shown:
            nothing = self.tr("Nothing in the language matches “{0}”.").format(text.strip())
            parts.append(f"<p>{html.escape(nothing)}</p>")
        self.page.setHtml("".join(parts))
