"""The lesson tree: lessons and their sections; choosing a section opens it.

`sectionChosen(lesson_id, section_id)` is emitted only for the learner's own choice: a click, or
Enter on the keyboard. `select_section` (the app showing which section is open) is silent.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

__all__ = ["LessonTree"]

_IDS = Qt.ItemDataRole.UserRole  # (lesson id, section id or None)


class LessonTree(QTreeWidget):
    sectionChosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonTree")
        self.retranslate()
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setWordWrap(True)
        self.itemClicked.connect(self._clicked)

    def retranslate(self) -> None:
        """The tip and name in the language installed now (the window lists the lessons again, in
        their titles of the new language)."""
        self.setToolTip(self.tr("The lessons; click a section, or press Enter on it, to open it"))
        self.setAccessibleName(self.tr("Lessons"))

    def set_lessons(self, lessons: Sequence[tuple[str, str, Sequence[tuple[str, str]]]]) -> None:
        """(lesson id, title, [(section id, title), ...]) for every lesson, in order."""
        self.clear()
        for lesson_id, title, sections in lessons:
            lesson = QTreeWidgetItem(self, [title])
            lesson.setData(0, _IDS, (lesson_id, None))
            lesson.setToolTip(0, title)
            font = lesson.font(0)
            font.setBold(True)
            lesson.setFont(0, font)
            for section_id, section_title in sections:
                item = QTreeWidgetItem(lesson, [section_title])
                item.setData(0, _IDS, (lesson_id, section_id))
                item.setToolTip(0, self.tr("{0}: {1}").format(title, section_title))
        self.expandAll()

    def select_section(self, lesson_id: str, section_id: str) -> None:
        """Show the section as the open one, without emitting sectionChosen."""
        item = self._find(lesson_id, section_id)
        if item is None:
            return
        self.blockSignals(True)
        try:
            item.parent().setExpanded(True)
            self.setCurrentItem(item)
        finally:
            self.blockSignals(False)
        self.scrollToItem(item)

    def current_section(self) -> tuple[str, str] | None:
        item = self.currentItem()
        ids = item.data(0, _IDS) if item is not None else None
        return (ids[0], ids[1]) if ids and ids[1] is not None else None

    def _find(self, lesson_id: str, section_id: str) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            lesson = self.topLevelItem(i)
            for j in range(lesson.childCount()):
                if lesson.child(j).data(0, _IDS) == (lesson_id, section_id):
                    return lesson.child(j)
        return None

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        lesson_id, section_id = item.data(0, _IDS) or (None, None)
        if section_id is not None:
            self.sectionChosen.emit(lesson_id, section_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            if item.childCount():
                item.setExpanded(not item.isExpanded())
            else:
                self._clicked(item)
            event.accept()
            return
        super().keyPressEvent(event)
