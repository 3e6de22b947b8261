"""Gradwalk's main window: a lesson on the left, the graph and its walk in the middle, the code and
the gradients (or the training) under it.

The window lays out the widgets (app/window/widgets.py, kept as `self.widgets`) and hands each
controller the widgets, state, commands and callbacks it uses: what is shown lives in the section
state (app/session/section_state.py, no Qt), the lessons listed in the lesson library's controller
(app/lessons/controller.py), the walk in its controller (app/walk/controller.py), the Jacobian in
its own (app/forward/jacobian_controller.py), an exercise in its own (app/exercise/controller.py),
a training in the training controller (app/training/controller.py). The work runs as jobs
(app/base/long_jobs.py):
typing in one thread, checks in another, each long one shown in the status bar with Cancel; the
command line and the tests run the same jobs at once (`synchronous=True`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import shiboken6

from PySide6.QtCore import (QCoreApplication, QEvent, QLocale, QPoint, QRect, QSignalBlocker, QSize,
                            QStandardPaths, Qt, QTimer, Signal, Slot)
from PySide6.QtGui import QActionGroup, QCloseEvent, QGuiApplication, QIcon, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QApplication, QInputDialog, QMainWindow, QMessageBox, QWidget

from gradwalk.core.engine import GradwalkError, WalkMode
from gradwalk.core.project_files import project_folder
from gradwalk.core.words import prose_number

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.appearance import DARK, LIGHT, SYSTEM, apply_look
from gradwalk.app.base.in_turns import InTurns
from gradwalk.app.exercise.controller import ExerciseController
from gradwalk.app.export.controller import GraphExportController
from gradwalk.app.window.layout_painting import LayoutPainting
from gradwalk.app.window.help import LanguageDialog, MarksDialog, ShortcutsDialog, about_text, key_text
from gradwalk.app.forward.jacobian_controller import JacobianController
from gradwalk.app.lessons.controller import LessonLibraryController
from gradwalk.app.training.recorded_steps import RecordedStepController
from gradwalk.app.lessons.figures_controller import FiguresController
from gradwalk.app.base.long_jobs import (EVALUATION, EXERCISE_CHECK, FD_CHECK, JACOBIAN, LESSON_CHECK,
                                          SUPERSEDED, TRAININGS, LongJobs)
from gradwalk.app.base.perspectives import TRAIN, WALK, Layout
from gradwalk.app.base.operations import language_reference
from gradwalk.app.session.section_state import SectionState
from gradwalk.app.base.settings import StoredSettings, folder_problem
from gradwalk.app.session.storage import StorageError, TypedTexts
from gradwalk.app.session.workspace import same_weights
from gradwalk.app.training.controller import TrainingController
from gradwalk.app.base.translations import (install_language, language_names, name_qt_buttons,
                                            retranslate_view, system_language)
from gradwalk.app.session.version import version
from gradwalk.app.walk.controller import WalkController
from gradwalk.app.walk.keys import WalkKeyGuard
from gradwalk.app.window.widgets import (FIRST_SIZE, WindowMenus, WindowWidgets, build_menus_and_toolbars,
                                          build_widgets)

__all__ = ["MainWindow", "ICON_PATH", "default_config_dir"]

ICON_PATH = project_folder("resources", "icons", "gradwalk.svg")
SAVE_PAUSE_MS = 2000  # save typed text once edits pause this long
STEP_HINT_SEEN = "help/stepHintSeen"  # the first-run note on how to step was dismissed
LAYERS_AS_BOXES = "view/layersAsBoxes"  # a network's layers drawn a box each (View > Layers as Boxes)
FRAME_WAIT_MS = 3000  # a window manager frames a new window within this: fitted to the screen till then
WEIGHTS_SETTLE_MS = 150  # a run's weights are run with once they stop changing this long
FOLLOW_RUN_MS = 500  # while a run goes, the graph at its weights is run again at most this often


def default_config_dir() -> Path:
    """Where settings and typed texts live: $GRADWALK_CONFIG_DIR, else the user's config folder."""
    override = os.environ.get("GRADWALK_CONFIG_DIR")
    if override:
        return Path(override)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base or Path.home() / ".config") / "gradwalk"


class MainWindow(QMainWindow):
    outcomeShown = Signal(object)  # an Outcome once it is on screen (tests wait for it)
    trainingsShown = Signal(int)  # how many runs the opened section preloads
    languageSwitched = Signal(object)  # the window, once it shows everything in the new language
    exerciseChecked = Signal(object)  # a CheckResult once it is on screen (tests wait for it)
    jobEnded = Signal(str)  # a long job's kind once its answer (or its stop) is on screen

    def __init__(self, *, config_dir: Path | None = None, synchronous: bool = False,
                 follow_look: bool = False, language: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.config_dir = Path(config_dir) if config_dir else default_config_dir()
        # What went wrong while starting, said in one status line once the window is built.
        self._start_problems: list[str] = []
        self._starting = True
        self.notice_until = 0.0  # until then (time.monotonic) a notice holds the status bar
        self._report(folder_problem(self.config_dir))
        self.settings = StoredSettings(self.config_dir)
        # The language is chosen before any text is made: every widget below speaks it.
        self.language = self._choose_language(language)
        # The window was made before its language was chosen, with the locale of that moment: its
        # widgets (a spin box's 0,15 in French) take the language's from here on
        self.setLocale(QLocale())
        self.setWindowTitle(self.tr("Gradwalk"))
        self.setWindowIcon(QIcon(str(ICON_PATH)))
        self.setObjectName("mainWindow")
        self._synchronous = synchronous
        self.texts = TypedTexts(self.config_dir / "typed.json")
        self._report(self.texts.problem)
        self.unsaved_reason: str | None = None  # why what was typed could not be saved last time
        self.state = SectionState(self.language)
        self.undo_group = QUndoGroup(self)
        self._stacks: dict[tuple[str, str], QUndoStack] = {}
        self.help_dialog: QWidget | None = None  # the help dialog shown last (it closes itself)
        self._check_hint = ""  # what the finite-difference table says before a check
        self._switching = InTurns(self)  # a language switch's parts, a turn each
        self._opening = InTurns(self)  # a section's runs looked for, the turn after it opens

        self.commands = WindowActions(self)
        # typing, the checks and a section's preparation each run in a thread of their own
        self.jobs = LongJobs(self, synchronous=synchronous)
        self.widgets: WindowWidgets = build_widgets(self, self.commands)
        self.menus: WindowMenus = build_menus_and_toolbars(self, self.commands, self.widgets, self.undo_group,
                                                           self.language)
        self.look = SYSTEM
        w = self.widgets
        self.layout_choice = Layout(self, w.lesson_dock, [w.code_dock, w.gradient_dock], w.training_dock,
                                    walk_only=[w.jacobian_dock])
        plots = (w.loss_plot, w.accuracy_plot, w.boundary_plot, w.landscape_plot)  # painted in this order
        self.layout_painting = LayoutPainting(self, self.layout_choice, [plot.plot_widget for plot in plots],
                                              arranged=self.update_actions, synchronous=synchronous)
        self._laid_out = False  # the layout's sizes are applied when the window first shows
        self._placed = False  # a place and size saved at the last start were given back
        self._fit_room: QRect | None = None  # the screen's room the first window is fitted to
        self._make_controllers()
        self._connect()
        for problem in self.library.load():
            self._report(problem)
        self._restore_settings()
        if follow_look:  # the app's own window; screenshots and tests choose their look themselves
            self.apply_look(self.settings.text("view/look", SYSTEM, choices=(SYSTEM, LIGHT, DARK)))
            QGuiApplication.styleHints().colorSchemeChanged.connect(
                lambda _scheme: self.apply_look(self.look))
        self.widgets.step_hint.set_text(self.step_hint_text())
        self.widgets.step_hint.setVisible(not self.settings.flag(STEP_HINT_SEEN))
        self.update_actions()
        self._walk_keys = WalkKeyGuard(self, self.commands.walk_actions())  # once every control exists
        self._report(self.settings.problem())
        self._starting = False
        if self._start_problems:
            self._notify(" ".join(self._start_problems), 30000)

    def _report(self, problem: str | None) -> None:
        """Say `problem` in the status bar (while starting: together with the others, at the end)."""
        if not problem:
            return
        if self._starting:
            self._start_problems.append(problem)
        else:
            self._notify(problem, 15000)

    def _notice_holds(self) -> bool:
        """Whether a notice (see _notify) still holds the status bar."""
        return time.monotonic() < self.notice_until

    def _notify(self, text: str, ms: int) -> None:
        """A notice the learner must get to read (settings reset, a save that failed): for `ms`,
        the summaries of evaluated programs do not replace it in the status bar."""
        self.statusBar().showMessage(text, ms)
        self.statusBar().setToolTip(text)  # whole, where the line is cut at the window's width
        self.notice_until = time.monotonic() + ms / 1000

    def apply_look(self, look: str) -> None:
        """Light, dark, or whatever the system uses (and follow it when it changes)."""
        self.look = look if look in (SYSTEM, LIGHT, DARK) else SYSTEM
        apply_look(QApplication.instance(), self.look)
        for look_action in self.menus.look_group.actions():
            look_action.setChecked(look_action.data() == self.look)
        self.settings.setValue("view/look", self.look)

    def _make_controllers(self) -> None:
        """Each controller with what it uses: its widgets, the state, the commands, the jobs, and
        callbacks for what it asks of the window; the window itself only as its dialogs' parent."""
        w, state, commands, jobs = self.widgets, self.state, self.commands, self.jobs
        # connected before the controllers' own: the check and the Jacobian show their docks in
        # the Walk layout, where they have their room
        for walking in (commands.finite_differences, commands.build_jacobian):
            walking.triggered.connect(self._walking)
        self.walker = WalkController(
            state=state, commands=commands, jobs=jobs, graph=w.graph, legend=w.legend, caption=w.caption,
            result_chooser=w.result_chooser, gradient_chooser=w.gradient_chooser, seed_label=w.seed_label,
            seed_chooser=w.seed_chooser, selection_details=w.selection_details, editor=w.editor,
            palette_panel=w.palette_panel, store_title=w.store_title, gradient_table=w.gradient_table,
            tape_title=w.tape_title, tape_list=w.tape_list, fd_table=w.fd_table,
            gradient_dock=w.gradient_dock, busy_label=w.busy_label, status_bar=w.status_bar,
            notice_holds=self._notice_holds, update_actions=self.update_actions, dialog_parent=self,
            parent=self)
        self.walker.show_mode(state.walk_mode)
        self.jacobians = JacobianController(
            state=state, commands=commands, jobs=jobs, editor=w.editor, jacobian_mode=w.jacobian_mode,
            jacobian_view=w.jacobian_view, jacobian_comparison=w.jacobian_comparison,
            jacobian_dock=w.jacobian_dock, code_dock=w.code_dock, status_bar=w.status_bar,
            resize_docks=self.resizeDocks, window_height=self.height, parent=self)
        self.exercises = ExerciseController(
            state=state, commands=commands, jobs=jobs, exercise_panel=w.exercise_panel,
            exercise_dock=w.exercise_dock, lesson_dock=w.lesson_dock, editor=w.editor,
            status_bar=w.status_bar, update_actions=self.update_actions, resize_docks=self.resizeDocks,
            window_height=self.height, parent=self)
        self.exporter = GraphExportController(
            state=state, commands=commands, settings=self.settings, graph=w.graph, status_bar=w.status_bar,
            walk_frames=self.export_frames, dialog_parent=self, parent=self)
        self.library = LessonLibraryController(
            state=state, commands=commands, jobs=jobs, settings=self.settings, lesson_tree=w.lesson_tree,
            status_bar=w.status_bar, open_section=self.open_section, dialog_parent=self, parent=self)
        # connected before the training's own: the runs start in the Train layout
        commands.start_training.triggered.connect(lambda: self.show_layout(TRAIN))
        self.training = TrainingController(
            commands=commands, settings=self.settings, training_panel=w.training_panel, loss_plot=w.loss_plot,
            accuracy_plot=w.accuracy_plot, landscape_plot=w.landscape_plot, boundary_plot=w.boundary_plot,
            dialog_parent=self, parent=self)
        # and after it: a Start waiting for its turn holds what a run holds (the language)
        commands.start_training.triggered.connect(self.update_actions)
        commands.stop_training.triggered.connect(self.update_actions)
        self.figures = FiguresController(
            state=state, commands=commands, jobs=jobs, settings=self.settings, figures_panel=w.figures_panel,
            editor=w.editor, section_run=self.training.section_run, run_label=self._run_label, parent=self)
        self.recorded_steps = RecordedStepController(
            commands=commands, jobs=jobs, panel=w.training_panel, run_training=self.training.row_training,
            program_dock=w.program_dock, program_list=w.program_list, resize_docks=self.resizeDocks,
            window_width=self.width, parent=self)

    def _connect(self) -> None:
        a, w = self.commands, self.widgets
        self.walker.outcomeShown.connect(self.outcomeShown)
        self.walker.outcomeShown.connect(self._follow_program)
        self.walker.modeShown.connect(self.jacobians.follow_walk)
        self.walker.modeShown.connect(lambda _mode: w.step_hint.set_text(self.step_hint_text()))
        self.exercises.checked.connect(self.exerciseChecked)
        self.training.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.training.runEnded.connect(self.figures.run_ended)
        self.training.runEnded.connect(lambda *_: self.update_actions())  # the language, once none goes
        # a run paused is there to be looked into: the program runs with its weights as it waits
        a.pause_training.triggered.connect(lambda: a.run_weights.setChecked(True))
        # runs that wait send their weights one after another, and a step follows a step: the
        # program runs once they settle, after the runs' own steps are on screen
        self._weights_settle = QTimer(self, singleShot=True, interval=WEIGHTS_SETTLE_MS)
        self._weights_settle.timeout.connect(self._use_run_weights)
        a.run_weights.toggled.connect(self._weights_settle.start)
        self.training.weightsChanged.connect(self._weights_settle.start)
        # while a run goes, the graph at its weights follows it: run again with the weights it
        # last sent, one evaluation at a time (one that lasts longer than a batch would never show)
        self._follow_run = QTimer(self, interval=FOLLOW_RUN_MS)
        self._follow_run.timeout.connect(self._follow_run_weights)
        a.run_weights.toggled.connect(lambda on: self._follow_run.start() if on else self._follow_run.stop())
        self.walker.outcomeShown.connect(self._note_what_runs)
        a.one_point.triggered.connect(self._ask_one_point)
        w.boundary_plot.pointChosen.connect(self.show_one_point)
        self.menus.look_group.triggered.connect(lambda chosen: self.apply_look(chosen.data()))
        self.menus.language_group.triggered.connect(lambda chosen: self.switch_language(chosen.data()))
        a.quit.triggered.connect(self.close)
        a.about.triggered.connect(self.show_about)
        a.keyboard_shortcuts.triggered.connect(self.show_shortcuts)
        a.marks_legend.triggered.connect(self.show_marks)
        a.expression_language.triggered.connect(self.show_language)
        a.step_hint.triggered.connect(self.show_step_hint)
        w.step_hint.dismissed.connect(lambda: self.settings.setValue(STEP_HINT_SEEN, True))
        a.previous_section.triggered.connect(lambda: self._open_neighbour(-1))
        a.next_section.triggered.connect(lambda: self._open_neighbour(+1))
        layouts = QActionGroup(self)
        for choice in (a.walk_layout, a.train_layout):
            layouts.addAction(choice)
        a.walk_layout.triggered.connect(lambda: self.show_layout(WALK))
        a.train_layout.triggered.connect(lambda: self.show_layout(TRAIN))
        for walking in a.walk_actions():  # stepping the walk needs the graph: the Walk layout
            walking.triggered.connect(self.layout_painting.walk)
        a.cancel_job.triggered.connect(self.cancel_jobs)
        self.jobs.changed.connect(self._show_jobs)
        self.jobs.ended.connect(lambda kind, _ran_to_end: self.jobEnded.emit(kind))
        a.reset_code.triggered.connect(self.reset_to_lesson_code)
        a.zoom_in.triggered.connect(w.graph.zoom_in)
        a.zoom_out.triggered.connect(w.graph.zoom_out)
        a.fit_graph.triggered.connect(w.graph.fit_all)
        w.editor.textEdited.connect(self._on_text_edited)
        w.palette_panel.lineRequested.connect(w.editor.insert_line)
        self.save_timer = QTimer(self, singleShot=True, interval=SAVE_PAUSE_MS)
        self.save_timer.timeout.connect(self.save_texts)

    # --- sections -------------------------------------------------------------------------------

    def open_lesson_folder(self, folder: str | Path) -> bool:
        """Check and open the lesson in `folder` (see LessonLibraryController.open_folder)."""
        return self.library.open_folder(folder)

    @Slot(str, str)
    def open_section(self, lesson_id: str, section_id: str) -> bool:
        """Show a section: its text, its code (or what the learner typed there) and its graph."""
        state = self.state
        if not state.has_section(lesson_id, section_id):
            self.statusBar().showMessage(self.tr("No section {0} in lesson {1}").format(
                section_id, lesson_id), 8000)
            return False
        self._remember_text()
        try:
            opened = state.open(lesson_id, section_id, self.texts.get(lesson_id, section_id))
        except (GradwalkError, OSError) as err:  # its data file has gone or is broken, say
            self.statusBar().showMessage(str(err), 15000)
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Lesson data"), str(err),
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("lessonDataBox")
            box.open()  # window-modal, without a loop of its own: the jobs go on answering
            self._data_box = box
            return False
        if opened.data_notes:
            self.statusBar().showMessage(" ".join(opened.data_notes), 10000)
        self.jobs.cancel(FD_CHECK, SUPERSEDED)  # a check of the section left behind answers nothing
        self.jobs.cancel(JACOBIAN, SUPERSEDED)
        self.jacobians.forget()
        self.exercises.show_exercise()
        self.widgets.section_text.show_markdown(opened.markdown)
        stack = self._stacks.get((lesson_id, section_id))
        if stack is None:
            stack = self._stacks[(lesson_id, section_id)] = QUndoStack(self.undo_group)
        self.undo_group.setActiveStack(stack)
        self.widgets.editor.set_undo_stack(stack)
        self.widgets.editor.set_text(opened.code)
        self.widgets.editor.clear_error()
        self.widgets.lesson_tree.select_section(lesson_id, section_id)
        self._show_title()
        self._show_check_hint()
        self.figures.section_opened()
        # The runs of the section left stop now (Start waits for this one's); the plots they drew
        # are cleared in the next turn, with this section's runs looked for: clearing them is a
        # repaint of every plot, which made one stall with the section's own. The program is
        # evaluated in the turn after, once the section's text is painted: the job's Python, on
        # its thread, would take turns with that paint for the interpreter and draw it out.
        if self.layout_choice.current == TRAIN:  # the plots change size with the section's parts
            self.layout_painting.paint_plots_in_turns()
        self.training.leave()
        self._opening.run([partial(self._find_trainings, opened.trains), self.evaluate])
        if self._synchronous:
            self._opening.finish()
        self.update_actions()
        return True

    def _find_trainings(self, trains: bool) -> None:
        """Preload the section's runs: found off the GUI thread, since it runs the section."""
        self.jobs.cancel(TRAININGS, SUPERSEDED)  # the section left behind's are no longer needed
        if trains:
            self.training.await_runs()
        else:
            self.training.set_trainings([])
        self.layout_choice.can_train = trains
        if not trains or self.layout_choice.current == TRAIN:
            self.show_layout(TRAIN if trains else WALK)
        if trains:
            self._prepare_runs(self.widgets.editor.text())
        self.update_actions()  # a turn after the section opened: Train's layout as it allows

    def _prepare_runs(self, text: str, again: bool = False) -> None:
        """Find the section's runs as Start trains them with `text` in the editor; `again`: shown
        anew in place of those shown (a language switch)."""
        self._runs_text = text
        self.jobs.start(TRAININGS, self.tr("Preparing the section's training"),
                        self.tr("preparing the section's training"), self.state.trainings(text),
                        lambda found: self._on_trainings_found(*found, again=again),
                        lambda job: self._on_trainings_found([], job.message))

    def _follow_program(self, outcome) -> None:
        """What is typed is what trains: the runs are found again for each new program shown."""
        if self.state.runs is not None and outcome.request.text != getattr(self, "_runs_text", None):
            self._prepare_runs(outcome.request.text)

    def _on_trainings_found(self, trainings: list, problem: str, again: bool = False) -> None:
        show = self.training.show_again if again else self.training.set_trainings
        show(trainings, self.state.lesson, self.state.section_id)
        # the runs' plots painted anew a turn each, after the boundary's own turn (its points and
        # picture): drawn once the plots were released, its pictures' room resized all three,
        # painted again in that one turn
        self.layout_painting.paint_plots_in_turns(first=[self.training.boundary.fill_now])
        if problem:
            self.statusBar().showMessage(self.tr("The section's training could not be prepared: {0}")
                                         .format(problem), 15000)
        self.trainingsShown.emit(len(trainings))

    def _run_label(self, run_id: int) -> str:
        """The label of a run's row in the Training dock: what it trains."""
        return next((row.label for row in self.widgets.training_panel.runs() if row.run_id == run_id), "")

    def _open_neighbour(self, offset: int) -> None:
        place = self.state.neighbour(offset)
        if place is not None:
            self.open_section(*place)

    # --- typing and evaluating ------------------------------------------------------------------

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        self.walker.evaluate_soon()
        if not self.save_timer.isActive():  # not restarted: steady typing is saved every few seconds too
            self.save_timer.start()
        self._supersede_checks(self.tr("the program changed"))
        self.update_actions()

    def _supersede_checks(self, why: str) -> None:
        """A check of a program that is no longer the editor's answers nothing: stop it now."""
        self.walker.program_changed(why)
        self.exercises.program_changed(why)

    def _remember_text(self) -> None:
        state = self.state
        if state.lesson is not None and state.section_id is not None:
            self.texts.set(state.lesson.id, state.section_id, state.typed_to_keep(self.widgets.editor.text()))

    @Slot()
    def save_texts(self) -> bool:
        """Save what was typed; False (and a status line) when it could not be: it stays in memory."""
        self._remember_text()
        try:
            self.texts.save()
        except StorageError as err:
            self.unsaved_reason = str(err)
            self._notify(self.tr("Could not save what you typed: {0}").format(err), 15000)
            return False
        self.unsaved_reason = None
        if self.texts.conflict:
            self._notify(self.tr("What you typed was saved. {0}").format(self.texts.conflict), 30000)
        return True

    # --- the walk -------------------------------------------------------------------------------

    def evaluate(self) -> None:
        """Evaluate the editor's program now (see WalkController.evaluate)."""
        self.walker.evaluate()

    def show_position(self, position: int) -> None:
        """Draw the walk after `position` steps (clamped to the walk)."""
        self.walker.show_position(position)

    def export_frames(self) -> tuple[list, list[str]]:
        return self.walker.export_frames()


    def run_weights_pending(self) -> bool:
        """Whether the program is about to run with a run's new weights (they are settling)."""
        return self._weights_settle.isActive()

    @Slot()
    def _use_run_weights(self) -> None:
        """Run the program with the chosen run's weights (Graph at the Run's Weights), or with its
        own values: evaluated again where that changes what it runs with."""
        self._weights_settle.stop()
        weights = self.training.run_weights() if self.commands.run_weights.isChecked() else None
        if not same_weights(weights, self.state.weights):
            self.state.weights = weights
            self.walker.evaluate()
        self.update_actions()

    @Slot()
    def _follow_run_weights(self) -> None:
        """Graph at the Run's Weights, while runs go: the weights the run reached, once the graph
        drawn at the last ones is on screen and none are settling."""
        settling = self._weights_settle.isActive()
        if self.training.going() and not self.jobs.running(EVALUATION) and not settling:
            self._use_run_weights()

    @Slot(bool)
    def _ask_one_point(self, on: bool) -> None:
        """Graph of One Point: ask which training point (turned off: every point again)."""
        if not on:
            self.show_one_point(None)
            return
        count = self.training.point_count()
        index, ok = QInputDialog.getInt(
            self, self.tr("Graph of One Point"),
            self.tr("The training point to run the program on alone, 0 to {0} (or click one in the "
                    "decision boundary):").format(count - 1), 0, 0, max(count - 1, 0))
        self.show_one_point(index if ok and count else None)

    @Slot(int)
    def show_one_point(self, index: int | None) -> None:
        """Run the program on training point `index` alone (None: on every point), and ring it."""
        point = self.training.one_point(index) if index is not None else None
        with QSignalBlocker(self.commands.one_point):
            self.commands.one_point.setChecked(point is not None)
        if index is not None and point is None:
            self.statusBar().showMessage(self.tr("There is no training point {0} here.").format(index), 8000)
        self.state.point = point
        self.walker.evaluate()
        self.update_actions()

    @Slot(object)
    def _note_what_runs(self, outcome) -> None:
        """Beside the graph, while it is drawn at a run's weights or on one point: which run and
        step, which point; the point ringed in the decision boundary."""
        if not outcome.ok:
            return  # the graph drawn before stays, and so does what was said of it
        note, weights, point = self.widgets.weights_note, outcome.request.weights, outcome.request.point
        parts, tips = [], []
        if outcome.weights_bound and weights is not None:
            parts.append(self.tr("At step {0} of “{1}”").format(prose_number(weights.step), weights.run))
            tips.append(self.tr("The program runs with {0} as the run “{1}” had them after step {2} "
                                "(Train > Graph at the Run's Weights)").format(
                ", ".join(outcome.weights_bound), weights.run, prose_number(weights.step)))
        if outcome.point_bound and point is not None:
            parts.append(self.tr("point {0} of {1} alone").format(prose_number(point.index),
                                                                   prose_number(point.count)))
            tips.append(self.tr("The program runs on training point {0} alone: {1} hold its row only "
                                "(Train > Graph of One Point)").format(
                prose_number(point.index), ", ".join(outcome.point_bound)))
        self.widgets.boundary_plot.mark_point(point.index if outcome.point_bound and point else None)
        note.setText(" · ".join(parts))
        note.setToolTip("\n".join(tips))
        note.setVisible(bool(parts))

    def show_layout(self, name: str) -> None:
        """The Walk or the Train layout (Train only where the section trains), painted in turns
        once settled (app/window/layout_painting.py)."""
        self.layout_painting.show(name)

    @Slot()
    def _walking(self) -> None:
        if self.layout_choice.current != WALK:
            self.show_layout(WALK)

    def show_on_screen(self) -> None:
        """Show the window as the app starts. Where no place was saved, it takes the size the
        lessons are written for, or the screen's room where that is less, its frame included: the
        frame a window manager puts around it is known only once it is shown, so the window is
        fitted again then (and when the manager has framed it), title and status bar inside."""
        if self._placed:
            self.show()
            return
        room = self.screen().availableGeometry()
        place = QRect(QPoint(0, 0), QSize(*FIRST_SIZE).boundedTo(room.size()))
        place.moveCenter(room.center())
        self.setGeometry(place)
        self._fit_room = room
        self.show()
        self._fit_frame()
        # a manager frames the window a moment after it shows, without always moving it: fitted
        # again on the moves that follow, and a while later
        for wait in (FRAME_WAIT_MS // 10, FRAME_WAIT_MS // 2):
            QTimer.singleShot(wait, self._fit_frame)
        QTimer.singleShot(FRAME_WAIT_MS, lambda: setattr(self, "_fit_room", None))

    def _fit_frame(self) -> None:
        """Fit the window, frame included, in the room it was given as it first showed."""
        room = self._fit_room
        frame, inner = self.frameGeometry(), self.geometry()
        if room is None or room.contains(frame):
            return
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        self.resize(inner.size().boundedTo(room.size() - extra))
        left = min(max(frame.left(), room.left()), room.right() + 1 - self.frameGeometry().width())
        top = min(max(frame.top(), room.top()), room.bottom() + 1 - self.frameGeometry().height())
        self.move(left, top)

    def moveEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().moveEvent(event)
        if getattr(self, "_fit_room", None) is not None:
            self._fit_frame()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._laid_out:  # the shares of the window's size, once it has one
            self._laid_out = True
            QTimer.singleShot(0, lambda: self.show_layout(self.layout_choice.current))

    # --- checks, reset, state -------------------------------------------------------------------

    @Slot()
    def reset_to_lesson_code(self) -> None:
        self.widgets.editor.replace_text(self.state.lesson_code, self.tr("Reset to the lesson's code"))

    @Slot()
    def cancel_jobs(self) -> None:
        """Cancel: stop every long job, the one running and those waiting (each says so)."""
        self.jobs.cancel()

    @Slot()
    def _show_jobs(self) -> None:
        """The status bar's progress: the job running, how far it has got, how many wait."""
        job = self.jobs.current()
        if job is None:
            self.widgets.job_progress.clear()
        else:
            self.widgets.job_progress.show_job(job.name, *job.progress, waiting=self.jobs.waiting())
            if job.kind == EXERCISE_CHECK:
                self.widgets.exercise_panel.show_checking(*job.progress)
        self.update_actions()

    def update_actions(self) -> None:
        """Enable each command from the state, in one place."""
        a, can = self.commands, self.state.commands(self.widgets.editor.text())
        for action in (a.step_backward, a.run_to_end):
            action.setEnabled(can.step_forward)
        for action in (a.step_back, a.reset_walk):
            action.setEnabled(can.step_back)
        a.export_graph.setEnabled(can.export_graph)
        a.train_layout.setEnabled(self.layout_choice.can_train)
        a.walk_layout.setChecked(self.layout_choice.current == WALK)
        a.train_layout.setChecked(self.layout_choice.current == TRAIN)
        a.finite_differences.setEnabled(can.check_gradients and not self.jobs.running(FD_CHECK))
        a.build_jacobian.setEnabled(can.export_graph and not self.jobs.running(JACOBIAN))
        a.cancel_job.setEnabled(self.jobs.running())
        layer, opens, of_loss = self.walker.can_toggle_layer()
        a.open_layer.setEnabled(layer)
        a.say_open_layer(opens or not layer, of_loss)
        openable, opens = self.walker.can_toggle_elements()
        a.open_elements.setEnabled(openable)
        a.say_open_elements(opens or not openable)
        with QSignalBlocker(a.layers_as_boxes):  # said, not asked for: nothing to evaluate again
            a.layers_as_boxes.setChecked(self.state.layers_as_boxes)
        a.reset_code.setEnabled(can.reset_code)
        a.previous_section.setEnabled(can.previous_section)
        a.next_section.setEnabled(can.next_section)
        a.open_lesson.setEnabled(not self.jobs.running(LESSON_CHECK))  # one lesson checked at a time
        a.check_answer.setEnabled(can.check_answer and not self.jobs.running(EXERCISE_CHECK))
        a.show_solution.setEnabled(can.show_solution)
        a.run_weights.setEnabled(a.run_weights.isChecked() or self.training.run_weights() is not None)
        with QSignalBlocker(a.one_point):  # a section opened drops the point
            a.one_point.setChecked(self.state.point is not None)
        a.one_point.setEnabled(self.state.point is not None or self.training.point_count() > 0)
        a.use_solution.setEnabled(can.use_solution)
        # Switching language shows the runs anew in its words: not while a descent is running.
        training = self.training.going()
        for language_action in self.menus.language_group.actions():
            language_action.setEnabled(not training)
            language_action.setToolTip(self.tr("Stop the training first: switching language shows the "
                                               "runs anew") if training else language_action.statusTip())

    def _restore_settings(self) -> None:
        """The window's place and docks, how a network is drawn, and the section open last (else
        the first one)."""
        self.state.draw_layers_as_boxes(self.settings.flag(LAYERS_AS_BOXES, True))
        for key, restore in (("window/geometry", self.restoreGeometry), ("window/state", self.restoreState)):
            saved = self.settings.data(key)
            if saved is not None and not restore(saved):  # bytes Qt does not recognise
                self.settings.reset(key, None)
            elif saved is not None and key == "window/geometry":
                self._placed = True
        lesson_id, section_id, said = self.library.section_to_restore(
            self.settings.text("lesson/id", "l04"), self.settings.text("lesson/section", ""))
        self._report(said)
        if lesson_id is not None and self.open_section(lesson_id, section_id):
            return
        for fallback in self.state.lessons.values():  # the last lesson's folder or data has gone
            if fallback.id != lesson_id and self.open_section(fallback.id, fallback.sections[0].id):
                return

    def save_settings(self) -> bool:
        """Write the settings; False (and a status line) when they could not be saved."""
        self.settings.setValue("view/language", self.language)
        self.settings.setValue(LAYERS_AS_BOXES, self.state.layers_as_boxes)
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        if self.state.lesson is not None:
            self.settings.setValue("lesson/id", self.state.lesson.id)
            self.settings.setValue("lesson/section", self.state.section_id)
        problem = self.settings.save()
        if problem:
            self.statusBar().showMessage(problem, 15000)
        return problem is None

    def _save_before_closing(self) -> bool:
        """Save settings and text; when the text cannot be saved, ask whether to close anyway."""
        self.save_timer.stop()
        self.save_settings()
        if self.save_texts():
            return True
        return self.ask_close_unsaved(self.unsaved_reason or "")

    def ask_close_unsaved(self, reason: str) -> bool:
        """Whether the learner closes although what they typed could not be saved."""
        answer = QMessageBox.question(
            self, self.tr("Unsaved text"),
            self.tr("What you typed could not be saved: {0}\n\nClose anyway, and lose it?").format(reason),
            QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Close

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._save_before_closing():
            event.ignore()
            return
        self.training.shutdown()
        # Cancel what runs in both threads first, then wait for each: neither waits for the other.
        self.jobs.stop()  # cancels every job, then waits for each thread
        super().closeEvent(event)

    # --- language -------------------------------------------------------------------------------

    def _choose_language(self, asked: str | None) -> str:
        """The language asked for, else the one last chosen, else the system's; installed."""
        code = asked or self.settings.text("view/language", "", choices=language_names()) or system_language()
        try:
            install_language(code)
        except ValueError:  # a setting edited by hand, or a catalogue gone missing: English
            code = "en"
            install_language(code)
        return code

    def switch_language(self, code: str) -> MainWindow:
        """Show everything in `code` from now on, and remember it.

        The window stays as it is, at its section, step, zoom and layout, with what was typed and
        its undo history: its texts are made again in the new language, the section's text, its
        walk and its runs shown again in it, a part per turn of the event loop (the window answers
        between them; at once where the window works synchronously). `languageSwitched` says when
        it is done. Returns the window.
        """
        if code == self.language or code not in language_names():
            return self
        if self.training.going():
            self.statusBar().showMessage(self.tr("Stop the training before switching language."), 8000)
            self._check_language_action(self.language)
            return self
        self.save_texts()
        self.language = self.state.language = code
        install_language(code)
        # Qt posts LanguageChange to every window, which each widget passes on and lays out and
        # repaints for (70 ms on a network section): the window says its new words itself, once.
        QCoreApplication.removePostedEvents(None, QEvent.Type.LanguageChange)
        self.setLocale(QLocale())  # numbers in the new language's way too (a spin box's 0,15)
        self.save_settings()
        self._check_language_action(code)
        # every text changes, and the plots' axes, legends and sizes with them, from one turn to
        # the next: the plots are painted a turn each once every other part has its new words
        # (released as the switch began, they were painted again at later parts' turns, three at
        # once where the run table's new words resized them: 40-60 ms)
        self.layout_painting.hold_plots()
        pieces = self._retranslation()
        help_open = self._close_help()
        if help_open is not None:  # the same help, in the new language
            pieces.append(help_open)
        pieces.append(lambda: self.languageSwitched.emit(self))
        pieces.append(self.layout_painting.paint_plots_in_turns)
        self._switching.run(pieces)
        if self._synchronous:
            self._switching.finish()
        return self

    def retranslate(self) -> None:
        """Every text of the window again, in the language installed now, at once."""
        for piece in self._retranslation():
            piece()

    def _retranslation(self) -> list[Callable[[], object]]:
        """What makes every text of the window again, in parts each cheap enough for one turn:
        the commands and the words set as the window was built; each view's own; then what the
        section shows (its text, its walk, its runs and figures)."""
        # each view's own texts (its `retranslate`), a view a turn: a plot's new axis names repaint
        # it whole, and the training panel's rows take 10 ms
        views = [partial(retranslate_view, widget) for widget in self.findChildren(QWidget)
                 if callable(getattr(widget, "retranslate", None))]

        def words() -> None:
            self._show_title()
            self.commands.retranslate()
            self.widgets.words.retranslate()  # after the commands: the toolbars' buttons say their words

        # after the widgets' words: the walk's mode names some of them
        chrome = [words, *views, partial(name_qt_buttons, self), self.walker.retranslate]
        state, w = self.state, self.widgets
        if state.lesson is None or state.section is None:
            return [*chrome, self.library.list_lessons]

        def lessons() -> None:
            self.library.list_lessons()
            w.lesson_tree.select_section(state.lesson.id, state.section_id)

        def hints() -> None:
            if w.fd_table.message() == self._check_hint:  # a check's results say their own words
                self._show_check_hint()
            self.jacobians.retranslate()
            self.exercises.retranslate()
            w.step_hint.set_text(self.step_hint_text())

        # each of the section's parts lays out and repaints a part of the window: a turn each
        return [*chrome, lessons, lambda: w.section_text.show_markdown(state.markdown()), hints,
                self.walker.evaluate, self._retranslate_runs]

    def _retranslate_runs(self) -> None:
        """The section's runs found again (their labels and notes are the lesson's, in the new
        language) and named anew, and its figures computed again."""
        if self.state.runs is None:
            self.training.show_again([])
        else:
            self.jobs.cancel(TRAININGS, SUPERSEDED)
            self._prepare_runs(self.widgets.editor.text(), again=True)
        self.figures.refresh()
        self.recorded_steps.refresh()  # its words, in the new language
        self.update_actions()

    def _close_help(self) -> Callable[[], object] | None:
        """Close the help dialog open, if one is: returns what opens it again."""
        dialog = self.help_dialog
        if dialog is None or not shiboken6.isValid(dialog) or not dialog.isVisible():
            return None
        dialog.close()
        return {ShortcutsDialog: self.show_shortcuts, LanguageDialog: self.show_language,
                MarksDialog: self.show_marks}.get(type(dialog))

    def _show_check_hint(self) -> None:
        """What the finite-difference table says before a check: how to run one."""
        self._check_hint = self.tr("Walk > Check Gradients with Finite Differences compares backward with "
                                   "central differences.")
        self.widgets.fd_table.show_message(self._check_hint, problem=False)

    def _show_title(self) -> None:
        section = self.state.section
        self.setWindowTitle(self.tr("{0} — Gradwalk").format(section.title(self.language)) if section
                            else self.tr("Gradwalk"))

    def _check_language_action(self, code: str) -> None:
        for language_action in self.menus.language_group.actions():
            language_action.setChecked(language_action.data() == code)

    def step_hint_text(self) -> str:
        """How to step, with the shortcuts the walk's actions really have."""
        a = self.commands

        def keys(action) -> str:
            return self.tr(" or ").join(key_text(key) for key in action.shortcuts())

        if self.state.walk_mode == WalkMode.FORWARD:
            words = self.tr("Press {0} ({1}) to carry the tangents forward one node at a time: each step "
                            "gives a node the tangents its inputs carry. {2} ({3}) takes a step back, {4} "
                            "({5}) runs to the end, {6} ({7}) starts again.")
        else:
            words = self.tr("Press {0} ({1}) to walk the backward pass one node at a time: each step "
                            "passes a node's gradient to its inputs. {2} ({3}) takes a step back, {4} ({5}) "
                            "runs to the end, {6} ({7}) starts again.")
        return words.format(
            a.step_backward.iconText(), keys(a.step_backward), a.step_back.iconText(), keys(a.step_back),
            a.run_to_end.iconText(), keys(a.run_to_end), a.reset_walk.iconText(), keys(a.reset_walk))

    @Slot()
    def show_step_hint(self) -> None:
        self.widgets.step_hint.show()

    @Slot()
    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self.menuBar(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # not modal: the shortcuts can be tried while it is open
        self.help_dialog = dialog
        return dialog

    @Slot()
    def show_language(self) -> LanguageDialog:
        dialog = LanguageDialog(language_reference(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # not modal: a program can be typed while it is open
        self.help_dialog = dialog
        return dialog

    @Slot()
    def show_marks(self) -> MarksDialog:
        dialog = MarksDialog(self.widgets.legend, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.help_dialog = dialog
        return dialog

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        # a palette changes while the window is built too, before its commands exist
        if event.type() == event.Type.PaletteChange and isinstance(getattr(self, "commands", None),
                                                                   WindowActions):
            self.commands.tint_icons(self.palette())  # the toolbar's icons in the look's text colour

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Gradwalk"), about_text(
            version(), [lesson.title(self.language) for lesson in self.state.lessons.values()]))
