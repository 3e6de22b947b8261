"""Every text a window shows, by where it is shown: to compare a window switched to a language
with one built in it (tests/app/window/test_language_window.py)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox,
                               QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView, QGroupBox, QLabel,
                               QLineEdit, QMenu, QPlainTextEdit, QStackedLayout, QStackedWidget, QTabBar,
                               QTextEdit, QWidget)

from gradwalk.views.graph.graph_view import GraphView

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)


def _name(obj, parent_names: dict) -> str:
    """A name for `obj` that is the same in two windows built alike: its object name, else its
    class and place among its parent's children."""
    parent = obj.parent()
    if obj.objectName() and not obj.objectName().startswith("qt_"):  # Qt's own names repeat: placed
        return obj.objectName()
    siblings = [child for child in parent.children() if type(child) is type(obj)] if parent else [obj]
    where = parent_names.get(id(parent), "?") if parent is not None else ""
    return f"{where}/{type(obj).__name__}[{siblings.index(obj)}]"


def shown_texts(window) -> dict[str, str]:
    """Every text of `window` a learner can read: actions, menus, titles, labels, buttons, fields,
    lists, tables, headers, tooltips and accessible names, the graph's and the plots' texts."""
    texts: dict[str, str] = {}
    names: dict[int, str] = {id(window): "window"}

    def put(where: str, text) -> None:
        if text:
            texts[where] = str(text)

    objects = [window, *window.findChildren(QWidget), *window.findChildren(QAction)]
    for obj in objects:  # parents come before their children in findChildren's order
        names[id(obj)] = _name(obj, names) if obj is not window else "window"
    for obj in objects:
        if _put_away(obj, window):
            continue
        where = names[id(obj)]
        if isinstance(obj, QAction):
            if obj.isSeparator():
                continue
            for field in ("text", "toolTip", "statusTip", "iconText", "whatsThis"):
                put(f"{where}.{field}", getattr(obj, field)())
            continue
        if isinstance(obj, QWidget):
            for field in ("windowTitle", "toolTip", "statusTip", "whatsThis", "accessibleName",
                          "accessibleDescription"):
                put(f"{where}.{field}", getattr(obj, field)())
        if isinstance(obj, (QLabel, QAbstractButton)):
            put(f"{where}.text", obj.text())
        if isinstance(obj, QLineEdit) and (obj.isVisible() or not isinstance(obj.parent(), QAbstractSpinBox)):
            put(f"{where}.text", obj.text())  # a spin box writes its text once shown
            put(f"{where}.placeholder", obj.placeholderText())
        if isinstance(obj, (QTextEdit, QPlainTextEdit)):
            put(f"{where}.text", obj.toPlainText())
            put(f"{where}.placeholder", obj.placeholderText())
        if isinstance(obj, QAbstractSpinBox):
            put(f"{where}.special", obj.specialValueText())
            for field in ("prefix", "suffix"):
                if hasattr(obj, field):
                    put(f"{where}.{field}", getattr(obj, field)())
        if isinstance(obj, QComboBox):
            for index in range(obj.count()):
                for role in ROLES:
                    put(f"{where}.item{index}.{role.name}", obj.itemData(index, role))
        if isinstance(obj, QMenu):
            put(f"{where}.title", obj.title())
        if isinstance(obj, QGroupBox):
            put(f"{where}.title", obj.title())
        if isinstance(obj, QTabBar):
            for index in range(obj.count()):
                put(f"{where}.tab{index}", obj.tabText(index))
                put(f"{where}.tab{index}.tip", obj.tabToolTip(index))
        if isinstance(obj, QAbstractItemView) and obj.model() is not None:
            _model_texts(obj.model(), where, put)
        if isinstance(obj, GraphView):
            for index, text in enumerate(sorted(obj.text_items())):
                put(f"{where}.label{index}", text)
        elif isinstance(obj, QGraphicsView) and obj.scene() is not None:
            _scene_texts(obj, where, put)
    put("statusBar.message", window.statusBar().currentMessage())
    return texts


def _put_away(obj, window) -> bool:
    """Whether `obj` lies on a page of a stack (a QStackedWidget, a QStackedLayout) that is not
    the one shown: whoever shows that page gives it its words then (a plot's message behind the
    plot)."""
    while obj is not None and obj is not window:
        parent = obj.parent()
        stack = parent if isinstance(parent, QStackedWidget) else getattr(parent, "layout", lambda: None)()
        if isinstance(stack, (QStackedWidget, QStackedLayout)) and stack.indexOf(obj) >= 0 \
                and stack.currentWidget() is not obj:
            return True
        obj = parent
    return False


def _columns(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps its one column private
        return 1


def _model_texts(model, where: str, put) -> None:
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = _columns(model, QModelIndex()) if orientation == Qt.Orientation.Horizontal \
            else model.rowCount(QModelIndex())
        for section in range(count):
            for role in ROLES:
                put(f"{where}.header{orientation.name}{section}.{role.name}",
                    model.headerData(section, orientation, role))

    def walk(parent, path: str) -> None:
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in ROLES:
                    put(f"{where}.{path}{row},{column}.{role.name}", model.data(index, role))
                if column == 0 and model.rowCount(index) > 0:
                    walk(index, f"{path}{row}/")

    walk(QModelIndex(), "")


def _scene_texts(view: QGraphicsView, where: str, put) -> None:
    """The texts of a scene's items (pyqtgraph's labels, legends and axes among them), in an
    order that does not depend on the items' addresses."""
    found: list[str] = []
    for item in view.scene().items():
        if isinstance(item, QGraphicsTextItem):
            found.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            found.append(item.text())
        elif isinstance(item, pg.AxisItem):
            found.append(item.labelString() if item.label.isVisible() else "")
        if hasattr(item, "toolTip"):
            found.append(item.toolTip())
    for index, text in enumerate(sorted(text for text in found if text)):
        put(f"{where}.scene{index}", text)


__all__ = ["shown_texts"]
