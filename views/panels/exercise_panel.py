"""An exercise's panel: the buttons that check the learner's answer and reveal the solution, what
the check found (its verdict, then ✓ or ✗ per figure, in words), the figures it measured, a text
about the answer once it passes, and the solution's text once asked for.

It draws plain records: findings are any objects with a `text` and a `passed` flag, figures are
(label, value as text) pairs, texts are Markdown. Pass and fail differ in mark and words as well
as colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gradwalk.views.look import status_colour
from gradwalk.views.progress_bar import ProgressBar

__all__ = ["ExercisePanel"]


class FindingRecord(Protocol):
    text: str
    passed: bool


class ExercisePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exercisePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.hint = QLabel()
        self.hint.setObjectName("exerciseHint")
        self.hint.setWordWrap(True)
        # the check on a row of its own, the solution's commands under it: the panel is as narrow
        # as the lesson's column
        self.buttons = QVBoxLayout()
        self.progress = ProgressBar()
        self.progress.setObjectName("exerciseProgress")
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.message = QLabel()
        self.message.setObjectName("exerciseMessage")
        self.message.setWordWrap(True)
        self.findings = QListWidget()
        self.findings.setObjectName("exerciseFindings")
        self.findings.setWordWrap(True)
        self.findings.setResizeMode(QListWidget.ResizeMode.Adjust)  # rows wrap at the panel's width
        self.figures = QLabel()
        self.figures.setObjectName("exerciseFigures")
        self.figures.setWordWrap(True)
        self.answer = QTextBrowser()
        self.answer.setObjectName("exerciseAnswer")
        self.answer.setOpenExternalLinks(True)
        self.solution = QTextBrowser()
        self.solution.setObjectName("exerciseSolution")
        self.solution.setOpenExternalLinks(True)
        for widget in (self.hint,):
            layout.addWidget(widget)
        layout.addLayout(self.buttons)
        for widget in (self.progress, self.message, self.findings, self.figures, self.answer, self.solution):
            layout.addWidget(widget)
        layout.addStretch(1)
        # One page that the dock scrolls as a whole: the findings and the texts take the height
        # they need instead of scrolling inside it (boxes scrolling within a scrolling box).
        # (A line of code wider than the panel still scrolls sideways in its text.)
        for box in (self.findings, self.answer, self.solution):
            box.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.findings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._findings: list[tuple[str, bool]] = []
        self._figures: list[tuple[str, str]] = []  # what show_figures was given last
        self._outdated = False  # the findings shown are about a program that has changed since
        self.retranslate()
        self.clear()

    def retranslate(self) -> None:
        """The panel's own words in the language installed now; what the check found, the hint and
        the texts are the window's."""
        self.setAccessibleName(self.tr("Exercise"))
        self.setToolTip(self.tr("Check your answer to the exercise, or reveal its solution"))
        self.progress.setAccessibleName(self.tr("Checking your answer"))
        self.findings.setAccessibleName(self.tr("What the check found"))
        self.findings.setToolTip(self.tr("Each figure of your program compared with the solution's"))
        self.figures.setAccessibleName(self.tr("The figures of your answer"))
        self.answer.setAccessibleName(self.tr("About your answer"))
        self.solution.setAccessibleName(self.tr("The solution"))
        if not self.progress.isHidden():  # a check runs: its message is the panel's own
            self._say_checking()
        if self._figures:
            self._say_figures()

    def set_actions(self, actions: Sequence[QAction]) -> None:
        """One button per command (checking, revealing the solution, using it)."""
        row = None
        for index, action in enumerate(actions):
            if index < 2:  # the first command alone, then the others side by side
                row = QHBoxLayout()
                self.buttons.addLayout(row)
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            row.addWidget(button)
        for index in range(self.buttons.count()):
            self.buttons.itemAt(index).layout().addStretch(1)

    def set_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def clear(self) -> None:
        """Back to before any check: no findings, no figures, the solution hidden."""
        self.progress.hide()
        self._show_message("")
        self._findings = []
        self.findings.clear()
        self.findings.hide()
        self.figures.hide()
        self.answer.hide()
        self.solution.hide()

    def show_checking(self, done: int = 0, total: int = 0) -> None:
        """A check is running: a busy bar (with its share done, when `total` is known)."""
        self.progress.setRange(0, max(total, 0))
        self.progress.show_value(min(done, total) if total else 0)
        self.progress.show()
        self._say_checking()

    def _say_checking(self) -> None:
        self._show_message(self.tr("Checking your answer…"))

    def show_stopped(self, text: str) -> None:
        """A check was stopped before it answered: why, in plain colour (no finding is shown)."""
        self.show_problem(text)
        self._show_message(text, problem=False)

    def show_problem(self, text: str) -> None:
        """The program could not be checked: one sentence, in the colour of a problem."""
        self.progress.hide()
        self._findings = []
        self.findings.clear()
        self.findings.hide()
        self.figures.hide()
        self.answer.hide()
        self._show_message(text, problem=True)

    def show_findings(self, findings: Sequence[FindingRecord], verdict: str) -> None:
        """What the check found, one row per figure or rule, under `verdict`: the answer in one
        sentence, in the words of the check's kind (how many figures differ, the accuracy reached
        against the one asked)."""
        self.progress.hide()
        self._findings = [(f.text, bool(f.passed)) for f in findings]
        passed = all(p for _, p in self._findings)
        self._show_message(f"{'✓' if passed else '✗'} {verdict}".strip(), problem=not passed)
        self._fill_findings()
        self.findings.show()
        self.figures.hide()
        self.answer.hide()
        self._fit_heights()

    def show_figures(self, figures: Sequence[tuple[str, str]]) -> None:
        """What the check measured besides its findings, (label, value) pairs, shown after every
        check, passed or not: a classifier's accuracy says how far it is from passing."""
        self._figures = list(figures)
        self.figures.setVisible(bool(self._say_figures()))
        self._fit_heights()

    def _say_figures(self) -> list[str]:
        lines = [self.tr("{0}: {1}").format(label, value) for label, value in self._figures]
        self.figures.setText("\n".join(lines))
        return lines

    def show_answer(self, markdown: str) -> None:
        """After a passing check: a text about the answer."""
        self.answer.document().setMarkdown(markdown)
        self.answer.setVisible(bool(markdown))
        self._fit_heights()

    def show_solution(self, markdown: str) -> None:
        self.solution.document().setMarkdown(markdown)
        self.solution.show()
        self._fit_heights()
        # from its top: the cursor, left at the end by setMarkdown, would pull the view down
        self.solution.moveCursor(QTextCursor.MoveOperation.Start)
        self.solution.verticalScrollBar().setValue(0)

    def _fit_heights(self) -> None:
        """Each list and text as tall as its content at the panel's width."""
        frame = 2 * self.findings.frameWidth()
        self.findings.doItemsLayout()  # the rows wrapped at the list's present width
        rows = sum(self.findings.visualItemRect(self.findings.item(i)).height()
                   for i in range(self.findings.count()))
        self.findings.setFixedHeight(rows + frame + 4)
        for browser in (self.answer, self.solution):
            document = browser.document()
            document.setTextWidth(max(50, browser.viewport().width()))
            wide = document.idealWidth() > browser.viewport().width()  # a scroll bar under it, then
            extra = browser.horizontalScrollBar().sizeHint().height() if wide else 0
            browser.setFixedHeight(int(document.size().height()) + 2 * browser.frameWidth() + 4 + extra)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name): texts wrap anew
        super().resizeEvent(event)
        self._fit_heights()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._fit_heights()

    def finding_texts(self) -> list[str]:
        """What the findings list shows, mark included (for reading it back)."""
        return [self.findings.item(i).text() for i in range(self.findings.count())]

    def _fill_findings(self) -> None:
        self.findings.clear()
        for text, passed in self._findings:
            mark = "✓" if passed else "✗"
            item = QListWidgetItem(f"{mark} {text}")
            item.setToolTip(text)
            item.setForeground(QBrush(status_colour(self.palette(), "good" if passed else "bad")))
            self.findings.addItem(item)

    def mark_outdated(self, note: str) -> None:
        """The program changed after the check: `note` says the findings shown (kept, to read)
        are about the program as it was. Only findings are marked: a stopped check or a program
        that did not run says what to do already; and it is said once."""
        if not self._findings or self._outdated or self.progress.isVisible():
            return
        self._show_message(note)
        self._outdated = True

    def _show_message(self, text: str, problem: bool = False) -> None:
        self._outdated = False
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._problem = problem
        colour = status_colour(self.palette(), "bad").name() if problem else ""
        self.message.setStyleSheet(f"color: {colour};" if colour else "")

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and self._findings:
            self._fill_findings()
