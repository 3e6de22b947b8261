"""The Help menu's windows: every command with its shortcuts, and what the graph's marks mean.

Both are made from what the window already has, never from a list of their own: the shortcuts from
the menus' QActions (app/base/actions.py), the marks from the graph legend's rows
(views/graph/graph_view.py GraphLegend.explained_rows). A command added to a menu, or a mark added to
the legend, shows up here by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QMenuBar,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from gradwalk.core.words import translate
from gradwalk.views.graph.graph_items import Style
from gradwalk.views.graph.graph_view import GraphLegend, paint_legend_sample

__all__ = ["key_text", "shortcut_rows", "ShortcutsDialog", "MarksDialog"]


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

    def finish(self, table: QTableWidget, size: QSize) -> None:
        self.layout_.addWidget(table)
        self.layout_.addWidget(self.buttons)
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
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.finish(self.table, QSize(640, 560))


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
