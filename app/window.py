"""Gradwalk's main window: a lesson on the left, the graph and its walk in the middle, the
gradients on the right, the editor and the palette below.

The window owns the state (the lesson and section, the last program evaluated, the walk's
position) and the commands (app/actions.py); the views draw what it hands them and tell it what
the learner asked for; the engine runs in the evaluation thread (app/evaluation_worker.py) for
what is typed, and in the long jobs' thread (app/long_jobs.py) for checks that take longer, each
shown in the status bar with Cancel.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QUndoGroup,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gradwalk.core.engine import GradwalkError, cuda_is_available, cuda_unavailable_reason
from gradwalk.core.engine.budget import Budget
from gradwalk.core.lessons import Lesson, LessonError, available_lessons, load_lesson, load_lesson_folder
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.lessons.exercises import CheckResult, Exercise, exercise_of, exercise_text
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings
from gradwalk.core.lessons.workspace import section_code
from gradwalk.core.project_files import project_folder
from gradwalk.core.words import prose_number

from gradwalk.app.actions import WindowActions
from gradwalk.app.appearance import DARK, LIGHT, SYSTEM, apply_look
from gradwalk.app.evaluation_worker import EVALUATION_SECONDS, EvaluationThread, exercise_result
from gradwalk.app.export import GraphExporter
from gradwalk.app.perspectives import TRAIN, WALK, Layout
from gradwalk.app.help import MarksDialog, ShortcutsDialog, key_text
from gradwalk.app.long_jobs import (CLOSING, EXERCISE_CHECK, FD_CHECK, LESSON_CHECK, SUPERSEDED, TRAININGS,
                                    LongJobs)
from gradwalk.app.operations import operation_specs
from gradwalk.app.settings import StoredSettings, folder_problem
from gradwalk.app.storage import StorageError, TypedTexts
from gradwalk.app.version import version
from gradwalk.app.training_controller import TrainingController
from gradwalk.app.translations import install_language, language_names, system_language
from gradwalk.app.walk import WalkRecord
from gradwalk.app.walk_keys import WalkKeyGuard
from gradwalk.app.workspace import GRAPH, TAPE, Outcome, Request, evaluate_request, finite_difference_rows
from gradwalk.views.exercise_panel import ExercisePanel
from gradwalk.views.expression_editor import ExpressionEditor
from gradwalk.views.fd_results import FiniteDifferenceTable
from gradwalk.views.gradient_table import GradientTable
from gradwalk.views.graph_view import CAREFUL_UP_TO, GraphLegend, GraphView
from gradwalk.views.job_progress import JobProgress
from gradwalk.views.landscape_plot import LandscapePlot
from gradwalk.views.lesson_browser import LessonTree
from gradwalk.views.loss_plot import LossPlot
from gradwalk.views.palette import BuildPalette
from gradwalk.views.section_text import SectionText
from gradwalk.views.step_hint import StepHint
from gradwalk.views.tape_list import TapeList
from gradwalk.views.training_panel import TrainingPanel

__all__ = ["MainWindow", "ICON_PATH", "default_config_dir"]

ICON_PATH = project_folder("resources", "icons", "gradwalk.svg")
EVALUATION_PAUSE_MS = 300  # evaluate once typing pauses this long
SAVE_PAUSE_MS = 2000  # save typed text once edits pause this long
STEP_HINT_SEEN = "help/stepHintSeen"  # the first-run note on how to step was dismissed


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
    languageSwitched = Signal(object)  # the window that replaces this one, in the new language
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
        self._notice_until = 0.0  # until then (time.monotonic) a notice holds the status bar
        self._report(folder_problem(self.config_dir))
        self.settings = StoredSettings(self.config_dir)
        # The language is chosen before any text is made: every widget below speaks it.
        self.language = self._choose_language(language)
        self.setWindowTitle(self.tr("Gradwalk"))
        self.setWindowIcon(QIcon(str(ICON_PATH)))
        self.setObjectName("mainWindow")
        self._synchronous, self._follow_look = synchronous, follow_look
        self._position_to_restore: int | None = None  # the walk's place, kept across a language switch
        self.texts = TypedTexts(self.config_dir / "typed.json")
        self._report(self.texts.problem)
        self.unsaved_reason: str | None = None  # why what was typed could not be saved last time
        self._gone_lessons: set[str] = set()  # lessons opened from folders that have gone since

        # state
        self.lessons: dict[str, Lesson] = {}
        self.lesson: Lesson | None = None
        self.section_id: str | None = None
        self.env: dict = {}
        self.focus: str | None = None
        self.gradient_of: str | None = None
        self.outcome: Outcome | None = None  # the last program that ran, shown on screen
        self.position = 0  # steps of the walk taken
        self._serial = 0
        self._shown_serial = 0
        self._fit_next = True
        self._lesson_code = ""
        self._trainings_serial = 0  # answers about an older section's trainings are dropped
        self.exercise: Exercise | None = None  # the open section's exercise, if it is one
        self._exercise_serial = 0  # a check's answer for an older request or section is dropped
        self._fd_serial = 0  # likewise for the finite-difference check: older program or section
        self._solution_shown = False
        self.undo_group = QUndoGroup(self)
        self._stacks: dict[tuple[str, str], QUndoStack] = {}

        self.actions = WindowActions(self)
        # typing runs in the evaluation thread; checks and a lesson's check in the jobs' thread
        self.jobs = LongJobs(self, synchronous=synchronous)
        self._build_widgets()
        self._build_menus_and_toolbars()
        self._connect()
        self.worker = None if synchronous else EvaluationThread(self)
        if self.worker is not None:
            self.worker.worker.evaluated.connect(self._on_evaluated, Qt.ConnectionType.QueuedConnection)
        self.exporter = GraphExporter(self, self.graph, self.settings)
        self.training = TrainingController(self, self.actions, self.settings, self.training_panel,
                                           self.loss_plot, self.landscape_plot)
        self.training.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self._load_lessons()
        self._restore_settings()
        if follow_look:  # the app's own window; screenshots and tests choose their look themselves
            self._apply_look(self.settings.text("view/look", SYSTEM, choices=(SYSTEM, LIGHT, DARK)))
            QGuiApplication.styleHints().colorSchemeChanged.connect(
                lambda _scheme: self._apply_look(self.look))
        self.step_hint.set_text(self.step_hint_text())
        self.step_hint.setVisible(not self.settings.flag(STEP_HINT_SEEN))
        self.update_actions()
        self._walk_keys = WalkKeyGuard(self, self.actions.walk_actions())  # once every control exists
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

    def _notify(self, text: str, ms: int) -> None:
        """A notice the learner must get to read (settings reset, a save that failed): for `ms`,
        the summaries of evaluated programs do not replace it in the status bar."""
        self.statusBar().showMessage(text, ms)
        self.statusBar().setToolTip(text)  # whole, where the line is cut at the window's width
        self._notice_until = time.monotonic() + ms / 1000

    # --- building -------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.resize(1280, 800)
        self.graph = GraphView()
        self.graph.legend.hide()  # the strip under the graph says the same without covering nodes
        self.graph.min_fit_scale = self.graph.readable_scale()
        self.legend = GraphLegend(columns=4)
        self.caption = QLabel()
        self.caption.setObjectName("walkCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.caption.setAccessibleName(self.tr("What the last step did"))
        self.caption.setToolTip(self.tr("The current step of the backward walk, in words"))
        self.result_chooser = QComboBox()
        self.result_chooser.setObjectName("resultChooser")
        self.result_chooser.setAccessibleName(self.tr("Result to draw"))
        self.result_chooser.setToolTip(self.tr("Which of the program's results to draw and walk"))
        self.gradient_chooser = QComboBox()
        self.gradient_chooser.setObjectName("gradientChooser")
        self.gradient_chooser.setAccessibleName(self.tr("Graph of a gradient"))
        self.gradient_chooser.setToolTip(self.tr(
            "Draw the result itself, or the graph backward(create_graph=True) records for its "
            "gradient with respect to a variable, to step second derivatives"))
        choosers = QHBoxLayout()
        choosers.addWidget(QLabel(self.tr("Draw:")))
        choosers.addWidget(self.result_chooser, 1)
        choosers.addWidget(QLabel(self.tr("Graph of:")))
        choosers.addWidget(self.gradient_chooser, 1)
        graph_area = QWidget()
        graph_layout = QVBoxLayout(graph_area)
        graph_layout.setContentsMargins(4, 4, 4, 4)
        graph_layout.addLayout(choosers)
        self.step_hint = StepHint()
        self.step_hint.hide()
        graph_layout.addWidget(self.step_hint)
        graph_layout.addWidget(self.graph, 1)
        graph_layout.addWidget(self.legend)
        graph_layout.addWidget(self.caption)
        # the selected node whole: its name, what it is, every value and its gradient so far
        self.selection_details = QPlainTextEdit()
        self.selection_details.setObjectName("selectionDetails")
        self.selection_details.setReadOnly(True)
        self.selection_details.setAccessibleName(self.tr("The selected node, whole"))
        self.selection_details.setToolTip(self.tr("The node you clicked, with every value; click the "
                                                  "background to close"))
        lines = self.selection_details.fontMetrics().lineSpacing()
        self.selection_details.setMaximumHeight(5 * lines + 12)
        self.selection_details.hide()
        graph_layout.addWidget(self.selection_details)

        self.editor = ExpressionEditor()
        self.palette_panel = BuildPalette()
        self.palette_panel.set_operations(operation_specs())
        self.palette_panel.set_cuda_available(cuda_is_available(), cuda_unavailable_reason() or "")
        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.setObjectName("editorSplitter")
        bottom.addWidget(self.editor)
        # the palette scrolls rather than holding the code dock taller than the Walk layout wants
        palette_scroll = QScrollArea()
        palette_scroll.setObjectName("paletteScroll")
        palette_scroll.setWidget(self.palette_panel)
        palette_scroll.setWidgetResizable(True)
        palette_scroll.setFrameShape(QFrame.Shape.NoFrame)
        bottom.addWidget(palette_scroll)
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 2)
        bottom.setSizes([640, 360])
        # the graph alone in the centre: the code, the gradients and the training are docks below
        # it, so the graph gets the window's width
        self.setCentralWidget(graph_area)

        self.lesson_tree = LessonTree()
        self.section_text = SectionText()
        lesson_split = QSplitter(Qt.Orientation.Vertical)
        lesson_split.addWidget(self.lesson_tree)
        lesson_split.addWidget(self.section_text)
        lesson_split.setStretchFactor(1, 2)
        self.lesson_dock = self._dock("lessonDock", self.tr("Lesson"), lesson_split,
                                      Qt.DockWidgetArea.LeftDockWidgetArea)

        self.gradient_table = GradientTable()
        self.tape_list = TapeList()
        self.fd_table = FiniteDifferenceTable()
        self.tape_title = QLabel(self.tr("Tape, in the order it was recorded"))
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(QLabel(self.tr("GradStore after the steps so far")))
        side_layout.addWidget(self.gradient_table, 2)
        side_layout.addWidget(self.tape_title)
        side_layout.addWidget(self.tape_list, 2)
        side_layout.addWidget(QLabel(self.tr("Finite-difference check")))
        side_layout.addWidget(self.fd_table, 1)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.code_dock = self._dock("codeDock", self.tr("Code"), bottom,
                                    Qt.DockWidgetArea.BottomDockWidgetArea)
        # In a scroll area: the tables and the tape list never make the window taller than the
        # screen when the docks beside and below them need their room (tape mode, an exercise).
        self.gradient_dock = self._dock("gradientDock", self.tr("Gradients"), _scrolling(side),
                                        Qt.DockWidgetArea.BottomDockWidgetArea)
        self.splitDockWidget(self.code_dock, self.gradient_dock, Qt.Orientation.Horizontal)
        self._show_tape(False)
        self._build_exercise_dock()

        self.training_panel = TrainingPanel()
        self.loss_plot = LossPlot()
        self.landscape_plot = LandscapePlot()
        training = QSplitter(Qt.Orientation.Horizontal)  # runs | loss curves | landscape
        training.setObjectName("trainingSplitter")
        for widget in (self.training_panel, self.loss_plot, self.landscape_plot):
            training.addWidget(widget)
        training.setSizes([600, 420, 260])  # the runs' table fits whole at 1280 px
        self.training_dock = self._dock("trainingDock", self.tr("Training"), training,
                                        Qt.DockWidgetArea.BottomDockWidgetArea)
        self.training_dock.hide()  # shown for the sections that train
        self.layout_choice = Layout(self, self.lesson_dock, [self.code_dock, self.gradient_dock],
                                    self.training_dock)
        self._laid_out = False  # the layout's sizes are applied when the window first shows

        self.busy_label = QLabel()
        self.busy_label.setObjectName("busyLabel")
        self.statusBar().addPermanentWidget(self.busy_label)
        self.job_progress = JobProgress(self.actions.cancel_job)
        self.statusBar().addPermanentWidget(self.job_progress)

    def _apply_look(self, look: str) -> None:
        """Light, dark, or whatever the system uses (and follow it when it changes)."""
        self.look = look if look in (SYSTEM, LIGHT, DARK) else SYSTEM
        apply_look(QApplication.instance(), self.look)
        for look_action in self.look_group.actions():
            look_action.setChecked(look_action.data() == self.look)
        self.settings.setValue("view/look", self.look)

    def _dock(self, name: str, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setAccessibleName(title)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus_and_toolbars(self) -> None:
        a = self.actions
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([a.open_lesson, a.export_graph])
        file_menu.addSeparator()
        file_menu.addAction(a.quit)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setObjectName("actionUndo")
        self.undo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Z])
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setObjectName("actionRedo")
        self.redo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
                                       | Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Y])
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(a.reset_code)
        edit_menu.addSeparator()
        edit_menu.addAction(a.cancel_job)
        lesson_menu = bar.addMenu(self.tr("&Lesson"))
        lesson_menu.addActions([a.previous_section, a.next_section])
        self._add_exercise_commands(lesson_menu)
        walk_menu = bar.addMenu(self.tr("&Walk"))
        walk_menu.addActions(a.walk_actions())
        walk_menu.addSeparator()
        walk_menu.addActions([a.tape_mode, a.finite_differences])
        train_menu = bar.addMenu(self.tr("&Train"))
        train_menu.addActions([a.start_training, a.stop_training])
        train_menu.addSeparator()
        train_menu.addActions([a.log_scale, a.export_plot, a.export_landscape])
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addActions([a.walk_layout, a.train_layout])
        view_menu.addSeparator()
        view_menu.addActions([a.zoom_in, a.zoom_out, a.fit_graph])
        view_menu.addSeparator()
        view_menu.addActions([self.lesson_dock.toggleViewAction(), self.code_dock.toggleViewAction(),
                              self.gradient_dock.toggleViewAction(),
                              self.training_dock.toggleViewAction(), self.exercise_dock.toggleViewAction()])
        appearance = view_menu.addMenu(self.tr("&Appearance"))
        self.look = SYSTEM
        self.look_group = QActionGroup(self)
        for key, text in ((SYSTEM, self.tr("Follow the &System")), (LIGHT, self.tr("&Light")),
                          (DARK, self.tr("&Dark"))):
            look_action = QAction(text, self, checkable=True)
            look_action.setObjectName(f"actionLook{key.title()}")
            look_action.setData(key)
            look_action.setChecked(key == SYSTEM)
            self.look_group.addAction(look_action)
            appearance.addAction(look_action)
        self.look_group.triggered.connect(lambda chosen: self._apply_look(chosen.data()))
        language_menu = view_menu.addMenu(self.tr("&Language"))
        language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self)
        for code, name in language_names().items():
            language_action = QAction(name, self, checkable=True)  # each language by its own name
            language_action.setObjectName(f"actionLanguage{code.title()}")
            language_action.setData(code)
            language_action.setChecked(code == self.language)
            language_action.setStatusTip(self.tr("Show Gradwalk and its lessons in {0}").format(name))
            self.language_group.addAction(language_action)
            language_menu.addAction(language_action)
        self.language_group.triggered.connect(lambda chosen: self.switch_language(chosen.data()))
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([a.step_hint, a.keyboard_shortcuts, a.marks_legend])
        help_menu.addSeparator()
        help_menu.addAction(a.about)

        lesson_bar = self.addToolBar(self.tr("Lesson"))
        lesson_bar.setObjectName("lessonToolBar")
        lesson_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        lesson_bar.addActions([a.previous_section, a.next_section])
        walk_bar = self.addToolBar(self.tr("Walk"))
        walk_bar.setObjectName("walkToolBar")
        walk_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        walk_bar.addActions(a.walk_actions())
        walk_bar.addSeparator()
        walk_bar.addActions([a.tape_mode, a.finite_differences])
        file_bar = self.addToolBar(self.tr("Export"))
        file_bar.setObjectName("exportToolBar")
        file_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        file_bar.addActions([a.export_graph])
        train_bar = self.addToolBar(self.tr("Train"))
        train_bar.setObjectName("trainToolBar")
        train_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        train_bar.addActions([a.start_training, a.stop_training, a.log_scale])
        for toolbar in (lesson_bar, walk_bar, file_bar, train_bar):  # a screen reader says the full name
            for action in toolbar.actions():
                button = toolbar.widgetForAction(action)
                if button is not None:
                    button.setAccessibleName(action.text().replace("&", ""))
        self.loss_plot.set_context_actions([a.log_scale, a.export_plot])
        self.landscape_plot.set_context_actions([a.export_landscape])
        self.graph.set_context_actions([a.fit_graph, a.zoom_in, a.zoom_out, a.export_graph])

    def _connect(self) -> None:
        a = self.actions
        a.quit.triggered.connect(self.close)
        a.about.triggered.connect(self.show_about)
        a.keyboard_shortcuts.triggered.connect(self.show_shortcuts)
        a.marks_legend.triggered.connect(self.show_marks)
        a.step_hint.triggered.connect(self.show_step_hint)
        self.step_hint.dismissed.connect(lambda: self.settings.setValue(STEP_HINT_SEEN, True))
        a.open_lesson.triggered.connect(self.open_lesson_interactively)
        a.previous_section.triggered.connect(lambda: self._open_neighbour(-1))
        a.next_section.triggered.connect(lambda: self._open_neighbour(+1))
        layouts = QActionGroup(self)
        for choice in (a.walk_layout, a.train_layout):
            layouts.addAction(choice)
        a.walk_layout.triggered.connect(lambda: self.show_layout(WALK))
        a.train_layout.triggered.connect(lambda: self.show_layout(TRAIN))
        for walking in a.walk_actions():  # stepping the walk needs the graph: the Walk layout
            walking.triggered.connect(self._walking)
        a.start_training.triggered.connect(lambda: self.show_layout(TRAIN))
        a.step_backward.triggered.connect(lambda: self.show_position(self.position + 1))
        a.step_back.triggered.connect(lambda: self.show_position(self.position - 1))
        a.run_to_end.triggered.connect(lambda: self.show_position(self.walk_length()))
        a.reset_walk.triggered.connect(lambda: self.show_position(0))
        a.tape_mode.toggled.connect(self._on_tape_mode)
        a.finite_differences.triggered.connect(self.check_finite_differences)
        a.cancel_job.triggered.connect(self.cancel_jobs)
        self.jobs.changed.connect(self._show_jobs)
        self.jobs.ended.connect(lambda kind, _ran_to_end: self.jobEnded.emit(kind))
        a.reset_code.triggered.connect(self.reset_to_lesson_code)
        self._connect_exercise()
        a.zoom_in.triggered.connect(self.graph.zoom_in)
        a.zoom_out.triggered.connect(self.graph.zoom_out)
        a.fit_graph.triggered.connect(self.graph.fit_all)
        a.export_graph.triggered.connect(lambda: self.exporter.export_interactively(
            self.export_frames(), self.section_id or "", self.position))
        self.lesson_tree.sectionChosen.connect(self.open_section)
        self.editor.textEdited.connect(self._on_text_edited)
        self.palette_panel.lineRequested.connect(self.editor.insert_line)
        self.graph.nodeSelected.connect(self._on_node_selected)
        self.result_chooser.activated.connect(self._on_result_chosen)
        self.gradient_chooser.activated.connect(self._on_gradient_chosen)
        self.evaluation_timer = QTimer(self, singleShot=True, interval=EVALUATION_PAUSE_MS)
        self.evaluation_timer.timeout.connect(self.evaluate)
        self.save_timer = QTimer(self, singleShot=True, interval=SAVE_PAUSE_MS)
        self.save_timer.timeout.connect(self.save_texts)

    # --- lessons and sections -------------------------------------------------------------------

    def _load_lessons(self) -> None:
        """The built-in lessons, then the ones opened from disk before (remembered in the settings)."""
        for lesson_id in available_lessons():
            try:
                lesson = load_lesson(lesson_id)
            except LessonError as err:
                self.statusBar().showMessage(str(err), 15000)
                continue
            self.lessons[lesson.id] = lesson
        opened, gone = self._opened_folders(), []
        for folder in opened:
            try:
                lesson = load_lesson_folder(folder)
            except (LessonError, OSError):  # moved, broken or unplugged since: no longer listed, and says so
                gone.append(folder)
                self._gone_lessons.add(Path(folder).name)  # a lesson's id is its folder's name
                continue
            if lesson.id not in self.lessons:
                self.lessons[lesson.id] = lesson
        if len(gone) == 1:
            self._report(self.tr("The lesson in {0} could not be opened again and is "
                                 "no longer listed.").format(gone[0]))
        elif gone:
            shown = ", ".join(gone[:3]) + (", …" if len(gone) > 3 else "")
            self._report(self.tr("{0} lessons opened before could not be opened again and are no longer "
                                 "listed: {1}").format(len(gone), shown))
        if gone:
            self._remember_opened([f for f in opened if f not in gone])
        self._list_lessons()

    def _list_lessons(self) -> None:
        self.lesson_tree.set_lessons([(lesson.id, lesson.title(self.language),
                                       [(s.id, s.title(self.language)) for s in lesson.sections])
                                      for lesson in self.lessons.values()])

    def _opened_folders(self) -> list[str]:
        return self.settings.folders("lessons/opened")

    def _remember_opened(self, folders: list[str]) -> None:
        self.settings.setValue("lessons/opened", folders)

    @Slot()
    def open_lesson_interactively(self) -> bool:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Open Lesson"), self.settings.folder("lessons/lastFolder", Path.home()))
        return bool(folder) and self.open_lesson_folder(folder)

    def open_lesson_folder(self, folder: str | Path) -> bool:
        """Check and open the lesson in `folder`, list it, and show its first section.

        A lesson with problems is not opened: its problems are listed, each with its file and line,
        and the window stays as it was.
        """
        folder = Path(folder).resolve()
        if self.jobs.running(LESSON_CHECK):
            return False  # one lesson checked at a time
        self.settings.setValue("lessons/lastFolder", str(folder.parent))
        # Checking runs every step of the lesson (seconds for lesson 4, forever for a step that
        # never ends): a long job, under its budget, that the learner can cancel.
        self.statusBar().showMessage(self.tr("Checking the lesson in {0}…").format(folder))
        opened = [True]  # what opening said, once the check has answered (at once when synchronous)

        def checked(problems: list[str]) -> None:
            opened[0] = self._open_checked_lesson(str(folder), problems)

        self.jobs.start(LESSON_CHECK, self.tr("Checking the lesson {0}").format(folder.name),
                        self.tr("the check of the lesson"),
                        lambda progress: [str(problem) for problem in check_lesson(folder)],
                        checked, lambda job: self._on_lesson_check_stopped(folder, job))
        self.update_actions()
        return opened[0]

    def _on_lesson_check_stopped(self, folder: Path, job) -> None:
        """The check of a lesson to open was cancelled or ran out of time: it is not opened."""
        self.update_actions()
        if job.reason == CLOSING:
            return
        text = self.tr("The lesson in {0} was not opened: {1}").format(folder, job.message)
        self.statusBar().showMessage(text, 15000)
        if job.overran:  # its budget ran out: say so where it cannot be missed
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Open Lesson"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("lessonStoppedBox")
            box.setInformativeText(self.tr("A step of the lesson takes too long. Check it with gradwalk "
                                           "check-lesson, which names the step."))
            box.open()  # not modal: the window stays usable
            self._stopped_box = box

    @Slot(str, object)
    def _open_checked_lesson(self, folder_text: str, problems: list[str]) -> bool:
        self.update_actions()
        self.statusBar().clearMessage()
        folder = Path(folder_text)
        if problems:
            self._show_lesson_problems(folder, problems)
            return False
        lesson = load_lesson_folder(folder)
        known = self.lessons.get(lesson.id)
        if known is not None and known.folder.resolve() != folder:
            QMessageBox.warning(self, self.tr("Open Lesson"), self.tr(
                "A lesson with the id {0} is already listed (from {1}). Give this one another id in its "
                "lesson.toml.").format(lesson.id, known.folder))
            return False
        self.lessons[lesson.id] = lesson
        if str(folder) not in self._opened_folders():
            self._remember_opened(self._opened_folders() + [str(folder)])
        self._list_lessons()
        if self.lesson is not None and self.lesson.id == lesson.id:
            self.lesson = None  # reopened after an edit: read its data and texts again
        return self.open_section(lesson.id, lesson.sections[0].id)

    def _show_lesson_problems(self, folder: Path, problems: list[str]) -> None:
        self.lesson_problems_shown = problems  # what the dialog lists (tests read it)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Open Lesson"),
                          self.tr("The lesson in {0} has {1} problem(s) and was not opened.").format(
                              folder, len(problems)), QMessageBox.StandardButton.Ok, self)
        box.setObjectName("lessonProblemsBox")
        box.setInformativeText(self.tr("Fix them, check again with gradwalk check-lesson, and open it "
                                       "again. The first ones:"))
        box.setDetailedText("\n".join(problems))
        shown = problems[:8]
        box.setText(box.text() + "\n\n" + "\n".join(shown) + ("\n…" if len(problems) > len(shown) else ""))
        if self._synchronous:  # tests and commands: no modal loop to wait in
            box.setModal(False)
            box.show()
            self._problems_box = box
        else:
            box.exec()

    @Slot(str, str)
    def open_section(self, lesson_id: str, section_id: str) -> bool:
        """Show a section: its text, its code (or what the learner typed there) and its graph."""
        lesson = self.lessons.get(lesson_id)
        if lesson is None or section_id not in [s.id for s in lesson.sections]:
            self.statusBar().showMessage(self.tr("No section {0} in lesson {1}").format(
                section_id, lesson_id), 8000)
            return False
        self._remember_text()
        if lesson is not self.lesson:
            try:
                env, notes = load_data(lesson)
            except (LessonError, OSError) as err:
                QMessageBox.warning(self, self.tr("Lesson data"), str(err))
                return False
            self.lesson, self.env = lesson, env
            if self.worker is not None:
                self.worker.set_env(env)
            self.statusBar().showMessage(" ".join(notes), 10000)
        section = lesson.section(section_id)
        self.section_id = section_id
        self._fd_serial += 1  # a finite-difference check of the section left behind answers nothing
        self.jobs.cancel(FD_CHECK, SUPERSEDED)
        code = section_code(section, self.env)
        self._open_exercise(section)
        self._lesson_code = code.code
        self.focus = code.focus
        self.gradient_of = None
        text = lesson.text(section, self.language) or lesson.text(section, "en")  # a lesson may lack one
        self.section_text.show_markdown(text or "")
        stack = self._stacks.get((lesson_id, section_id))
        if stack is None:
            stack = self._stacks[(lesson_id, section_id)] = QUndoStack(self.undo_group)
        self.undo_group.setActiveStack(stack)
        self.editor.set_undo_stack(stack)
        typed = self.texts.get(lesson_id, section_id)
        self.editor.set_text(typed if typed is not None else code.code)
        self.editor.clear_error()
        self.lesson_tree.select_section(lesson_id, section_id)
        self.setWindowTitle(self.tr("{0} — Gradwalk").format(section.title(self.language)))
        self.outcome = None
        self.position = 0
        self._fit_next = True
        self.fd_table.show_message(self.tr("Walk > Check Gradients with Finite Differences compares "
                                           "backward with central differences."), problem=False)
        self.evaluate()
        self._find_trainings(section)
        self.update_actions()
        return True

    def _find_trainings(self, section) -> None:
        """Preload the section's runs: found off the GUI thread, since it runs the section."""
        self._trainings_serial += 1
        self.jobs.cancel(TRAININGS, SUPERSEDED)  # the section left behind's are no longer needed
        self.training.set_trainings([])
        trains = any("train" in step for step in section.steps)
        self.layout_choice.can_train = trains
        if not trains or self.layout_choice.current == TRAIN:
            self.show_layout(TRAIN if trains else WALK)
        if not trains:
            return
        serial, env = self._trainings_serial, self.env
        self.jobs.start(TRAININGS, self.tr("Preparing the section's training"),
                        self.tr("preparing the section's training"),
                        lambda progress: _trainings_or_problem(section, env),
                        lambda found: self._on_trainings_found(serial, *found),
                        lambda job: job.reason in (SUPERSEDED, CLOSING)
                        or self._on_trainings_found(serial, [], job.message))

    @Slot(int, object, str)
    def _on_trainings_found(self, serial: int, trainings: list, problem: str) -> None:
        if serial != self._trainings_serial:
            return  # the learner has moved on to another section
        self.training.set_trainings(trainings)
        if problem:
            self.statusBar().showMessage(self.tr("The section's training could not be prepared: {0}")
                                         .format(problem), 15000)
        self.trainingsShown.emit(len(trainings))

    def _open_neighbour(self, offset: int) -> None:
        if self.lesson is None:
            return
        ids = [s.id for s in self.lesson.sections]
        index = ids.index(self.section_id) + offset
        if 0 <= index < len(ids):
            self.open_section(self.lesson.id, ids[index])

    # --- typing and evaluating ------------------------------------------------------------------

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        self.evaluation_timer.start()
        if not self.save_timer.isActive():  # not restarted: steady typing is saved every few seconds too
            self.save_timer.start()
        self._supersede_checks(self.tr("the program changed"))
        self.update_actions()

    def _supersede_checks(self, why: str) -> None:
        """A check of a program that is no longer the editor's answers nothing: stop it now."""
        self._fd_serial += 1
        if self.jobs.running(FD_CHECK):
            self.jobs.cancel(FD_CHECK, SUPERSEDED)
            self.fd_table.show_message(self.tr("The check was stopped: {0}. Check again to compare the "
                                               "new program.").format(why), problem=False)
        if self.jobs.running(EXERCISE_CHECK):
            self._exercise_serial += 1
            self.jobs.cancel(EXERCISE_CHECK, SUPERSEDED)
            self.exercise_panel.show_stopped(self.tr("The check was stopped: {0}. Check My Answer again "
                                                     "to check the new program.").format(why))
        elif self.exercise is not None:
            self.exercise_panel.mark_outdated(self.tr(
                "The program has changed since it was checked: these findings are about the program as "
                "it was. Check My Answer again to check this one."))

    def _remember_text(self) -> None:
        if self.lesson is None or self.section_id is None:
            return
        text = self.editor.text()
        same = text.strip() == self._lesson_code.strip()
        self.texts.set(self.lesson.id, self.section_id, None if same else text)

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
            self._notify(self.tr("What you typed was saved. {0}").format(self.texts.conflict),
                                         30000)
        return True

    @Slot()
    def evaluate(self) -> None:
        """Post the editor's program to the evaluation thread (or run it here, synchronously)."""
        self.evaluation_timer.stop()
        self._serial += 1
        request = Request(self._serial, self.editor.text(), self.focus,
                          TAPE if self.actions.tape_mode.isChecked() else GRAPH,
                          None if self.actions.tape_mode.isChecked() else self.gradient_of)
        self.busy_label.setText(self.tr("Evaluating…"))
        if self.worker is None:
            with Budget(EVALUATION_SECONDS, what=self.tr("the program")):
                outcome = evaluate_request(request, self.env)
            self._on_evaluated(outcome)
        else:
            self.worker.post(request)

    @Slot(object)
    def _on_evaluated(self, outcome: Outcome) -> None:
        if outcome.serial < self._shown_serial:
            return  # an answer overtaken by a newer one already on screen
        self._shown_serial = outcome.serial
        if outcome.serial == self._serial:
            self.busy_label.setText("")
        if not outcome.ok:
            problem = outcome.problem
            if problem.line is not None:
                self.editor.show_error(problem.line, problem.col or 1, problem.message)
            else:
                self.editor.show_message(problem.message)
            self.statusBar().showMessage(self.tr("Not evaluated: {0}. The last graph stays on "
                                                 "screen.").format(problem.message), 10000)
            self.outcomeShown.emit(outcome)
            return
        self.editor.clear_error()
        previous = self.outcome
        self.outcome = outcome
        same_graph = previous is not None and _same_graph(previous, outcome)
        self.position = min(self.position, len(outcome.walk)) if same_graph else 0
        if self._position_to_restore is not None:  # the first graph after a language switch
            self.position = min(self._position_to_restore, len(outcome.walk))
            self._position_to_restore = None
        if outcome.request.focus in outcome.names or outcome.request.focus is None:
            self.focus = outcome.focus  # else kept: drawn once the program assigns it (an exercise's loss)
        self._fill_choosers(outcome)
        self.palette_panel.set_names(list(outcome.names))
        # Redrawn even when the shape is the same (the values may differ). A new section, or a new
        # shape the learner has not zoomed into, is fitted; a zoom of the learner's own is kept.
        small = len(outcome.snapshot.nodes) <= CAREFUL_UP_TO  # room is left for every label
        fit = self._fit_next or (not same_graph and not self.graph.zoomed_by_user())
        self.graph.set_graph(outcome.snapshot, outcome.walk.frame(self.position), fit=fit,
                             edge_texts=outcome.walk.edge_texts() if small else None,
                             badge_texts=outcome.walk.badge_texts() if small else None)
        if not fit and not same_graph:
            self.graph.show_result()
        self._fit_next = False
        self._show_tape_rows(outcome.walk)
        self.show_position(self.position)
        if time.monotonic() >= self._notice_until:
            self.statusBar().showMessage(outcome.summary, 8000)
        self.outcomeShown.emit(outcome)

    def _fill_choosers(self, outcome: Outcome) -> None:
        self.result_chooser.blockSignals(True)
        self.result_chooser.clear()
        self.result_chooser.addItems(list(outcome.names))
        self.result_chooser.setCurrentText(outcome.focus or "")
        self.result_chooser.blockSignals(False)
        self.gradient_chooser.blockSignals(True)
        self.gradient_chooser.clear()
        self.gradient_chooser.addItem(self.tr("{0} itself").format(outcome.focus), None)
        for name in outcome.variables:
            self.gradient_chooser.addItem(f"d{outcome.focus}/d{name}", name)
        index = self.gradient_chooser.findData(self.gradient_of)
        self.gradient_chooser.setCurrentIndex(max(index, 0))
        tape = self.actions.tape_mode.isChecked()
        self.gradient_chooser.setEnabled(not tape)
        self.gradient_chooser.blockSignals(False)

    @Slot(int)
    def _on_result_chosen(self, index: int) -> None:
        self.focus = self.result_chooser.itemText(index)
        self.gradient_of = None
        self._fit_next = True
        self.evaluate()

    @Slot(int)
    def _on_gradient_chosen(self, index: int) -> None:
        self.gradient_of = self.gradient_chooser.itemData(index)
        self._fit_next = True
        self.evaluate()

    @Slot(bool)
    def _on_tape_mode(self, on: bool) -> None:
        self._show_tape(on)
        self.evaluate()

    def _show_tape(self, on: bool) -> None:
        self.tape_list.setVisible(on)
        self.tape_title.setVisible(on)

    @Slot(int)
    def _on_node_selected(self, node_id: int) -> None:
        self._show_selection()
        if self.outcome is None or node_id < 0:
            return
        for node in self.outcome.snapshot.nodes:
            if node.id != node_id:
                continue
            if node.label in self.outcome.names:
                self.palette_panel.set_target(node.label)
            else:
                self.statusBar().showMessage(self.tr(
                    "{0} has no name in the program: assign it to a name to build on it with the "
                    "palette.").format(node.label), 8000)

    def _show_selection(self) -> None:
        """The selected node's every value under the graph (a box shows at most 8), or nothing."""
        node_id = self.graph.selected_node()
        if node_id < 0:
            self.selection_details.hide()
            return
        self.selection_details.setPlainText(self.graph.node_item(node_id).toolTip())
        self.selection_details.show()

    # --- the walk -------------------------------------------------------------------------------

    def walk(self) -> WalkRecord | None:
        return self.outcome.walk if self.outcome is not None else None

    def walk_length(self) -> int:
        walk = self.walk()
        return len(walk) if walk is not None else 0

    def show_layout(self, name: str) -> None:
        """The Walk or the Train layout (Train only where the section trains)."""
        self.layout_choice.show(name)
        self.update_actions()

    @Slot()
    def _walking(self) -> None:
        if self.layout_choice.current != WALK:
            self.show_layout(WALK)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._laid_out:  # the shares of the window's size, once it has one
            self._laid_out = True
            QTimer.singleShot(0, lambda: self.show_layout(self.layout_choice.current))

    def show_position(self, position: int) -> None:
        """Draw the walk after `position` steps (clamped to the walk)."""
        walk = self.walk()
        if walk is None:
            self.update_actions()
            return
        self.position = max(0, min(position, len(walk)))
        frame = walk.frame(self.position)
        self.graph.show_frame(frame)
        self.caption.setText(frame.caption)
        if self.selection_details.isVisible():
            self._show_selection()  # its gradient as this step leaves it
        # the table's note when it is empty follows the walk: Step only where a step is left
        self.gradient_table.set_empty_text(
            self.tr("No gradient yet — step the walk") if walk.seed is not None and self.position < len(walk)
            else frame.caption)
        self.gradient_table.show_store(walk.store_after(self.position))
        if walk.engine == TAPE:
            current, done = walk.tape_position(self.position)
            self.tape_list.set_position(current, done)
        self.update_actions()

    def _show_tape_rows(self, walk: WalkRecord) -> None:
        self.tape_list.set_entries([(index, text) for index, text, _ in walk.tape_rows])

    def export_frames(self) -> tuple[list, list[str]]:
        """Every frame of the walk, and a title for each, for the PDF export."""
        walk = self.walk()
        if walk is None:
            return [], []
        frames = [walk.frame(k) for k in range(len(walk) + 1)]
        titles = [self.tr("Step {0} of {1}").format(k, len(walk)) for k in range(len(walk) + 1)]
        return frames, titles

    # --- checks, reset, state -------------------------------------------------------------------

    @Slot()
    def check_finite_differences(self) -> None:
        """Compare backward with central differences, as a long job: it runs the program twice
        per element of every variable, which for a large tensor takes long."""
        if self.jobs.running(FD_CHECK):
            return
        self._fd_serial += 1
        serial, text, env, focus = self._fd_serial, self.editor.text(), self.env, self.focus
        self.fd_table.show_message(self.tr("Checking…"), problem=False)
        self.gradient_dock.show()
        self.jobs.start(FD_CHECK, self.tr("Finite-difference check"), self.tr("the finite-difference check"),
                        lambda progress: finite_difference_rows(text, env, focus, progress=progress),
                        lambda result: self._on_checked(serial, *result),
                        lambda job: self._on_fd_stopped(serial, job))
        self.update_actions()

    def _on_fd_stopped(self, serial: int, job) -> None:
        if serial != self._fd_serial or job.reason in (SUPERSEDED, CLOSING):
            return  # said already, or nobody asks any more
        self.fd_table.show_message(job.message)
        self.statusBar().showMessage(job.message, 10000)

    @Slot(int, object, float, str)
    def _on_checked(self, serial: int, rows: list, tolerance: float, sentence: str) -> None:
        if serial != self._fd_serial:
            return  # a check of an older program or section
        if not rows:
            self.fd_table.show_message(sentence)
        else:
            self.fd_table.show_results([(r.name, r.gap_text, r.passed) for r in rows],
                                       f"{tolerance:g}")
        self.statusBar().showMessage(sentence, 10000)

    @Slot()
    def reset_to_lesson_code(self) -> None:
        self.editor.replace_text(self._lesson_code, self.tr("Reset to the lesson's code"))

    @Slot()
    def cancel_jobs(self) -> None:
        """Cancel: stop every long job, the one running and those waiting (each says so)."""
        self.jobs.cancel()

    @Slot()
    def _show_jobs(self) -> None:
        """The status bar's progress: the job running, how far it has got, how many wait."""
        job = self.jobs.current()
        if job is None:
            self.job_progress.clear()
        else:
            self.job_progress.show_job(job.name, *job.progress, waiting=self.jobs.waiting())
            if job.kind == EXERCISE_CHECK:
                self.exercise_panel.show_checking(*job.progress)
        self.update_actions()

    def update_actions(self) -> None:
        """Enable each command from the state, in one place."""
        a = self.actions
        walk = self.walk()
        length = len(walk) if walk is not None else 0
        a.step_backward.setEnabled(walk is not None and self.position < length)
        a.run_to_end.setEnabled(walk is not None and self.position < length)
        a.step_back.setEnabled(walk is not None and self.position > 0)
        a.reset_walk.setEnabled(walk is not None and self.position > 0)
        a.export_graph.setEnabled(walk is not None)
        a.train_layout.setEnabled(self.layout_choice.can_train)
        a.walk_layout.setChecked(self.layout_choice.current == WALK)
        a.train_layout.setChecked(self.layout_choice.current == TRAIN)
        a.finite_differences.setEnabled(self.section_id is not None and not self.jobs.running(FD_CHECK))
        a.cancel_job.setEnabled(self.jobs.running())
        a.reset_code.setEnabled(self.section_id is not None
                                and self.editor.text().strip() != self._lesson_code.strip())
        ids = [s.id for s in self.lesson.sections] if self.lesson else []
        index = ids.index(self.section_id) if self.section_id in ids else -1
        a.previous_section.setEnabled(index > 0)
        a.next_section.setEnabled(0 <= index < len(ids) - 1)
        a.open_lesson.setEnabled(not self.jobs.running(LESSON_CHECK))  # one lesson checked at a time
        # Switching language rebuilds the window: not while a descent is running in it.
        training = bool(self.training.runner.running())
        for language_action in self.language_group.actions():
            language_action.setEnabled(not training)
            language_action.setToolTip(self.tr("Stop the training first: switching language rebuilds "
                                               "the window") if training else language_action.statusTip())
        self._update_exercise_actions()

    # --- exercises ------------------------------------------------------------------------------

    def _build_exercise_dock(self) -> None:
        """A tab beside the gradients, under the graph: check the answer, reveal the solution. Shown for
        exercises only, with room for the findings (the lesson dock keeps the statement)."""
        self.exercise_panel = ExercisePanel()
        self.exercise_panel.set_actions([self.actions.check_answer, self.actions.show_solution,
                                         self.actions.use_solution])
        self.exercise_dock = self._dock("exerciseDock", self.tr("Exercise"), _scrolling(self.exercise_panel),
                                        Qt.DockWidgetArea.LeftDockWidgetArea)
        # under the lesson's text, which holds the statement: the graph keeps its room
        self.splitDockWidget(self.lesson_dock, self.exercise_dock, Qt.Orientation.Vertical)
        self.exercise_dock.hide()

    def _add_exercise_commands(self, menu) -> None:
        menu.addSeparator()
        menu.addActions([self.actions.check_answer, self.actions.show_solution, self.actions.use_solution])

    def _connect_exercise(self) -> None:
        a = self.actions
        a.check_answer.triggered.connect(self.check_answer)
        a.show_solution.triggered.connect(self.show_solution)
        a.use_solution.triggered.connect(self.use_solution)

    def _open_exercise(self, section) -> None:
        """Show the exercise panel for an exercise (the editor starts with its `given` code: see
        core/lessons/workspace.py), else hide it."""
        self._exercise_serial += 1  # a check still running answers for the section left behind
        self.jobs.cancel(EXERCISE_CHECK, SUPERSEDED)
        self._solution_shown = False
        self.exercise_panel.clear()
        try:
            self.exercise = exercise_of(section)
        except GradwalkError as err:
            self.exercise = None
            self.statusBar().showMessage(str(err), 15000)
        if self.exercise is None:
            self.exercise_dock.hide()
            return
        train = self.exercise.train
        if train is not None:
            self.exercise_panel.set_hint(self.tr(
                "Write the loss and the Vars {0}; Check My Answer trains them by gradient descent "
                "(learning rate {1}, {2} steps) and compares the run with the solution's.").format(
                ", ".join(train.params), prose_number(train.lr), prose_number(train.steps)))
        else:
            self.exercise_panel.set_hint(self.tr(
                "Write your program below the given lines, then Check My Answer: its figures are "
                "compared with the solution's."))
        if self.exercise_dock.isHidden():
            self.exercise_dock.show()
            # the statement above, the check and its findings below, half the height each
            half = max(200, self.height() // 2 - 40)
            self.resizeDocks([self.lesson_dock, self.exercise_dock], [half, half], Qt.Orientation.Vertical)

    @property
    def _checking(self) -> bool:
        """Whether the learner's answer is being checked."""
        return self.jobs.running(EXERCISE_CHECK)

    @Slot()
    def check_answer(self) -> None:
        """Run the editor's program against the exercise's solution: a long job (an exercise that
        trains runs the program thousands of times), shown with its progress, cancellable."""
        if self.exercise is None or self._checking:
            return
        self._exercise_serial += 1
        serial, exercise, text, env, lang = (self._exercise_serial, self.exercise, self.editor.text(),
                                             self.env, self.language)
        self.exercise_panel.show_checking()
        self.jobs.start(EXERCISE_CHECK, self.tr("Checking your answer"), self.tr("the check of your answer"),
                        lambda progress: exercise_result(exercise, text, env, lang, progress),
                        lambda result: self._on_exercise_checked(serial, result),
                        lambda job: self._on_exercise_stopped(serial, job))
        self.update_actions()

    def _on_exercise_stopped(self, serial: int, job) -> None:
        self.update_actions()
        if serial != self._exercise_serial or job.reason in (SUPERSEDED, CLOSING):
            return  # said already, or the learner has moved on
        self.exercise_panel.show_stopped(job.message)
        self.statusBar().showMessage(job.message, 10000)
        self.exerciseChecked.emit(CheckResult(problem=job.message))

    @Slot(int, object)
    def _on_exercise_checked(self, serial: int, result) -> None:
        if serial != self._exercise_serial:
            return  # the learner has moved on
        if result.problem is not None:
            self.exercise_panel.show_problem(result.problem)
            self.statusBar().showMessage(result.problem, 10000)
        else:
            self.exercise_panel.show_findings(result.findings)
            if result.passed:
                self.statusBar().showMessage(self.tr("Your answer matches the solution."), 10000)
                figures = [(label, prose_number(value)) for label, value in result.comparison]
                # exercise_text falls back to English itself
                answer = exercise_text(self.lesson, self.exercise, "answer_text", self.language) or ""
                if figures or answer:
                    self.exercise_panel.show_answer(figures, answer)
            else:
                self.statusBar().showMessage(self.tr("Some figures differ from the solution's."), 10000)
        self.update_actions()
        self.exerciseChecked.emit(result)

    @Slot()
    def show_solution(self) -> None:
        if self.exercise is None:
            return
        text = exercise_text(self.lesson, self.exercise, "solution_text", self.language)
        if not text:  # no text: the program says it all
            text = "```\n" + self.exercise.solution_program + "```\n"
        self.exercise_panel.show_solution(text)
        self._solution_shown = True
        self.update_actions()

    @Slot()
    def use_solution(self) -> None:
        if self.exercise is None or not self._solution_shown:
            return
        self.editor.replace_text(self.exercise.solution_program, self.tr("Use the solution"))

    def _update_exercise_actions(self) -> None:
        a = self.actions
        exercise = getattr(self, "exercise", None)
        a.check_answer.setEnabled(exercise is not None and not self._checking)
        a.show_solution.setEnabled(exercise is not None and not self._solution_shown)
        a.use_solution.setEnabled(exercise is not None and self._solution_shown
                                  and self.editor.text() != exercise.solution_program)

    def _restore_settings(self) -> None:
        """The window's place and docks, and the section open last (else the first one)."""
        for key, restore in (("window/geometry", self.restoreGeometry), ("window/state", self.restoreState)):
            saved = self.settings.data(key)
            if saved is not None and not restore(saved):  # bytes Qt does not recognise
                self.settings.reset(key, None)
        lesson_id = self.settings.text("lesson/id", "l04")
        section_id = self.settings.text("lesson/section", "")
        lesson = self.lessons.get(lesson_id)
        gone = lesson_id in self._gone_lessons  # already said: its folder has gone
        if lesson is None and not gone:
            self._report(self.tr("There is no lesson {0} any more; the first lesson is shown.")
                         .format(lesson_id))
        elif lesson is not None and section_id not in [s.id for s in lesson.sections]:
            if section_id:  # none at a first start
                self._report(self.tr("Lesson {0} has no section {1} any more; its first section is shown.")
                             .format(lesson_id, section_id))
            section_id = lesson.sections[0].id
        if lesson is not None and self.open_section(lesson.id, section_id):
            return
        for fallback in self.lessons.values():  # the last lesson's folder or data has gone
            if fallback is not lesson and self.open_section(fallback.id, fallback.sections[0].id):
                return

    def save_settings(self) -> bool:
        """Write the settings; False (and a status line) when they could not be saved."""
        self.settings.setValue("view/language", self.language)
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        if self.lesson is not None:
            self.settings.setValue("lesson/id", self.lesson.id)
            self.settings.setValue("lesson/section", self.section_id)
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
        self.jobs.cancel(reason=CLOSING)
        if self.worker is not None:
            self.worker.worker.stop_all()
        self.jobs.stop()
        if self.worker is not None:
            self.worker.stop()
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

        Every text of the window is made when the window is built, so the window is built anew in
        the new language, at the same place, section and step of the walk; what was typed is saved
        first, and the undo history of the editor starts again. Returns the window now on screen.
        """
        if code == self.language or code not in language_names():
            return self
        if self.training.runner.running():
            self.statusBar().showMessage(self.tr("Stop the training before switching language."), 8000)
            self._check_language_action(self.language)
            return self
        self.language = code
        self.save_settings()
        self.save_texts()
        successor = MainWindow(config_dir=self.config_dir, synchronous=self._synchronous,
                               follow_look=self._follow_look, language=code)
        successor._position_to_restore = self.position
        if successor.outcome is not None:  # evaluated already (synchronous): walk there now
            successor.show_position(min(self.position, successor.walk_length()))
            successor._position_to_restore = None
        successor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _OPEN_WINDOWS.add(successor)
        successor.destroyed.connect(lambda *_: _OPEN_WINDOWS.discard(successor))
        if self.isVisible():
            successor.show()
        self.languageSwitched.emit(successor)
        self.close()
        self.deleteLater()
        return successor

    def _check_language_action(self, code: str) -> None:
        for language_action in self.language_group.actions():
            language_action.setChecked(language_action.data() == code)

    def step_hint_text(self) -> str:
        """How to step, with the shortcuts the walk's actions really have."""
        a = self.actions

        def keys(action) -> str:
            return self.tr(" or ").join(key_text(key) for key in action.shortcuts())

        return self.tr("Press {0} ({1}) to walk the backward pass one node at a time: each step "
                       "passes a node's gradient to its inputs. {2} ({3}) takes a step back, {4} ({5}) "
                       "runs to the end, {6} ({7}) starts again.").format(
            a.step_backward.iconText(), keys(a.step_backward), a.step_back.iconText(), keys(a.step_back),
            a.run_to_end.iconText(), keys(a.run_to_end), a.reset_walk.iconText(), keys(a.reset_walk))

    @Slot()
    def show_step_hint(self) -> None:
        self.step_hint.show()

    @Slot()
    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self.menuBar(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # not modal: the shortcuts can be tried while it is open
        self.help_dialog = dialog
        return dialog

    @Slot()
    def show_marks(self) -> MarksDialog:
        dialog = MarksDialog(self.legend, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.help_dialog = dialog
        return dialog

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and isinstance(getattr(self, "actions", None),
                                                                    WindowActions):
            self.actions.tint_icons(self.palette())  # the toolbar's icons in the look's text colour

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Gradwalk"), self.tr(
            "<h3>Gradwalk {0}</h3><p>Build an expression, see the graph the engine records, and "
            "step the backward pass node by node: each edge's local derivative, each node's "
            "running gradient.</p><p>Lesson 4 follows a course lesson on Candle's automatic "
            "differentiation.</p><p>MIT licence.</p>").format(version()))


# Windows that replaced another (a language switch) are kept here while open: nothing else holds them.
_OPEN_WINDOWS: set[MainWindow] = set()


def _scrolling(widget: QWidget) -> QScrollArea:
    """`widget` in a frameless scroll area that gives it all its room, and scrolls when the dock is
    shorter than what the widget needs (instead of making the window taller)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


def _same_graph(before: Outcome, after: Outcome) -> bool:
    """Whether two outcomes draw the same graph (same labels, operations and edges): then the
    walk keeps its position and the view its layout, as when the learner toggles a mode."""
    def shape(outcome: Outcome):
        snap = outcome.snapshot
        return ([(n.label, n.op, n.shape) for n in snap.nodes],
                [(e.position, e.formula) for e in snap.edges], outcome.walk.engine)
    return shape(before) == shape(after)


def _trainings_or_problem(section, env) -> tuple[list, str]:
    """The section's trainings and "", or none and the problem that stopped finding them."""
    try:
        return section_trainings(section, env), ""
    except GradwalkError as err:
        return [], str(err)
