"""The lessons the window lists: the built-in ones, those opened from folders before, and opening a
teacher's lesson folder (checked first, as a long job, and opened only when it has no problem).

A thin controller between the lesson tree, the settings and the section state: the lessons
themselves live in `SectionState.lessons` (app/session/section_state.py). The texts keep the window's
translation context ("MainWindow"), where their translations are.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar, QWidget

from gradwalk.core.lessons import LessonError, available_lessons, load_lesson, load_lesson_folder
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.words import translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import CLOSING, LESSON_CHECK, LongJobs
from gradwalk.app.base.settings import StoredSettings
from gradwalk.app.session.section_state import SectionState
from gradwalk.views.panels.lesson_browser import LessonTree

__all__ = ["LessonLibraryController"]

OPENED = "lessons/opened"  # the setting that lists the folders opened before
LAST_FOLDER = "lessons/lastFolder"


class LessonLibraryController(QObject):
    """Loads and lists the lessons, and opens lesson folders; see the module's docstring."""

    def __init__(self, *, state: SectionState, commands: WindowActions, jobs: LongJobs,
                 settings: StoredSettings, lesson_tree: LessonTree, status_bar: QStatusBar,
                 open_section: Callable[[str, str], bool], dialog_parent: QWidget, parent: QObject) -> None:
        """`open_section(lesson id, section id)` shows a section in the window; `dialog_parent` is
        the window the folder's dialog and the problems' boxes belong to."""
        super().__init__(parent)
        self.state, self.jobs, self.settings = state, jobs, settings
        self.lesson_tree, self.status_bar = lesson_tree, status_bar
        self.open_section, self.dialog_parent = open_section, dialog_parent
        self.gone: set[str] = set()  # ids of lessons opened from folders that have gone since
        self.problems_shown: list[str] = []  # what the last problems dialog listed
        commands.open_lesson.triggered.connect(self.open_interactively)
        lesson_tree.sectionChosen.connect(open_section)

    # --- at the start -----------------------------------------------------------------------------

    def load(self) -> list[str]:
        """The built-in lessons, then the ones opened from disk before; what to tell the learner."""
        said: list[str] = []
        lessons = self.state.lessons
        for lesson_id in available_lessons():
            try:
                lesson = load_lesson(lesson_id)
            except LessonError as err:
                said.append(str(err))
                continue
            lessons[lesson.id] = lesson
        opened, gone = self._opened(), []
        for folder in opened:
            try:
                lesson = load_lesson_folder(folder)
            except (LessonError, OSError):  # moved, broken or unplugged since: no longer listed, and says so
                gone.append(folder)
                self.gone.add(Path(folder).name)  # a lesson's id is its folder's name
                continue
            lessons.setdefault(lesson.id, lesson)
        if len(gone) == 1:
            said.append(translate("MainWindow", "The lesson in {0} could not be opened again and is "
                                  "no longer listed.").format(gone[0]))
        elif gone:
            shown = ", ".join(gone[:3]) + (", …" if len(gone) > 3 else "")
            said.append(translate("MainWindow", "{0} lessons opened before could not be opened again and "
                                  "are no longer listed: {1}").format(len(gone), shown))
        if gone:
            self.settings.setValue(OPENED, [f for f in opened if f not in gone])
        self.list_lessons()
        return said

    def list_lessons(self) -> None:
        language = self.state.language
        self.lesson_tree.set_lessons([
            (lesson.id, lesson.title(language), [(s.id, s.title(language)) for s in lesson.sections])
            for lesson in self.state.lessons.values()])

    def section_to_restore(self, lesson_id: str, section_id: str) -> tuple[str | None, str, str | None]:
        """The section to show at the start for the one saved: (lesson id or None, section id,
        what to tell the learner when it is not the one saved)."""
        lesson = self.state.lessons.get(lesson_id)
        if lesson is None:
            if lesson_id in self.gone:  # already said: its folder has gone
                return None, "", None
            return None, "", translate("MainWindow", "There is no lesson {0} any more; the first lesson is "
                                       "shown.").format(lesson_id)
        if section_id in [s.id for s in lesson.sections]:
            return lesson.id, section_id, None
        said = None if not section_id else translate(  # no section is saved at a first start
            "MainWindow", "Lesson {0} has no section {1} any more; its first section is shown.").format(
            lesson_id, section_id)
        return lesson.id, lesson.sections[0].id, said

    def _opened(self) -> list[str]:
        return self.settings.folders(OPENED)

    # --- opening a folder -------------------------------------------------------------------------

    def open_interactively(self) -> bool:
        folder = QFileDialog.getExistingDirectory(
            self.dialog_parent, translate("MainWindow", "Open Lesson"),
            self.settings.folder(LAST_FOLDER, Path.home()))
        return bool(folder) and self.open_folder(folder)

    def open_folder(self, folder: str | Path) -> bool:
        """Check and open the lesson in `folder`, list it, and show its first section.

        A lesson with problems is not opened: its problems are listed, each with its file and line,
        and the window stays as it was.
        """
        folder = Path(folder).resolve()
        if self.jobs.running(LESSON_CHECK):
            return False  # one lesson checked at a time
        self.settings.setValue(LAST_FOLDER, str(folder.parent))
        # Checking runs every step of the lesson (seconds for lesson 4, forever for a step that
        # never ends): a long job, under its budget, that the learner can cancel.
        self.status_bar.showMessage(
            translate("MainWindow", "Checking the lesson in {0}…").format(folder))
        opened = [True]  # what opening said, once the check has answered (at once when synchronous)

        def checked(problems: list[str]) -> None:
            opened[0] = self._open_checked(folder, problems)

        self.jobs.start(LESSON_CHECK, translate("MainWindow", "Checking the lesson {0}").format(folder.name),
                        translate("MainWindow", "the check of the lesson"),
                        lambda progress: [str(problem) for problem in check_lesson(folder)],
                        checked, lambda job: self._on_check_stopped(folder, job))
        return opened[0]

    def _on_check_stopped(self, folder: Path, job) -> None:
        """The check of a lesson to open was cancelled or ran out of time: it is not opened."""
        if job.reason == CLOSING:
            return
        text = translate("MainWindow", "The lesson in {0} was not opened: {1}").format(folder, job.message)
        self.status_bar.showMessage(text, 15000)
        if job.overran:  # its budget ran out: say so where it cannot be missed
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Open Lesson"), text,
                              QMessageBox.StandardButton.Ok, self.dialog_parent)
            box.setObjectName("lessonStoppedBox")
            box.setInformativeText(translate("MainWindow", "A step of the lesson takes too long. Check it "
                                             "with gradwalk check-lesson, which names the step."))
            box.open()  # not modal: the window stays usable
            self._stopped_box = box

    def _open_checked(self, folder: Path, problems: list[str]) -> bool:
        self.status_bar.clearMessage()
        if problems:
            self._show_problems(folder, problems)
            return False
        lesson = load_lesson_folder(folder)
        known = self.state.lessons.get(lesson.id)
        if known is not None and known.folder.resolve() != folder:
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Open Lesson"), translate(
                "MainWindow", "A lesson with the id {0} is already listed (from {1}). Give this one "
                "another id in its lesson.toml.").format(lesson.id, known.folder),
                QMessageBox.StandardButton.Ok, self.dialog_parent)
            box.setObjectName("lessonIdTakenBox")
            box.open()
            self._id_box = box
            return False
        self.state.lessons[lesson.id] = lesson
        if str(folder) not in self._opened():
            self.settings.setValue(OPENED, self._opened() + [str(folder)])
        self.list_lessons()
        self.state.forget_lesson(lesson.id)  # reopened after an edit: read its data and texts again
        return self.open_section(lesson.id, lesson.sections[0].id)

    def _show_problems(self, folder: Path, problems: list[str]) -> None:
        self.problems_shown = problems
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Open Lesson"),
                          translate("MainWindow", "The lesson in {0} has {1} problem(s) and was not "
                                    "opened.").format(folder, len(problems)),
                          QMessageBox.StandardButton.Ok, self.dialog_parent)
        box.setObjectName("lessonProblemsBox")
        box.setInformativeText(translate("MainWindow", "Fix them, check again with gradwalk check-lesson, "
                                         "and open it again. The first ones:"))
        box.setDetailedText("\n".join(problems))
        shown = problems[:8]
        box.setText(box.text() + "\n\n" + "\n".join(shown) + ("\n…" if len(problems) > len(shown) else ""))
        box.open()  # window-modal, without a loop of its own: the window's jobs go on answering
        self._problems_box = box
