"""The main window's widgets, docks, menus and toolbars, built once as the window starts.

Where every widget sits, and nothing else: `build_widgets` and `build_menus_and_toolbars` place
them in the window and hand them back as records (WindowWidgets, WindowMenus), setting nothing on
the window; what the widgets do is wired in app/window/main_window.py and the controllers. The
texts keep the window's translation context ("MainWindow"), where their translations are; each is
put through the records' `words`, which sets it again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QUndoGroup
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QStatusBar,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gradwalk.core.engine import cuda_is_available, cuda_unavailable_reason
from gradwalk.core.words import translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.appearance import DARK, LIGHT, SYSTEM
from gradwalk.app.base.operations import language_words, operation_specs
from gradwalk.app.base.translations import WordsOnWidgets, language_names
from gradwalk.views.panels.exercise_panel import ExercisePanel
from gradwalk.views.panels.figures_panel import FiguresPanel
from gradwalk.views.editor.expression_editor import ExpressionEditor
from gradwalk.views.panels.fd_results import FiniteDifferenceTable
from gradwalk.views.panels.gradient_table import GradientTable
from gradwalk.views.graph.graph_view import GraphLegend, GraphView
from gradwalk.views.panels.job_progress import JobProgress
from gradwalk.views.plots.boundary_plot import BoundaryPlot
from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.panels.lesson_browser import LessonTree
from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.editor.palette import BuildPalette
from gradwalk.views.panels.section_text import SectionText
from gradwalk.views.graph.step_hint import StepHint
from gradwalk.views.graph.walk_caption import WalkCaption
from gradwalk.views.panels.jacobian_view import JacobianView
from gradwalk.views.panels.program_list import ProgramList
from gradwalk.views.panels.tape_list import TapeList
from gradwalk.views.panels.training_panel import TrainingPanel

__all__ = ["WindowWidgets", "WindowMenus", "build_widgets", "build_menus_and_toolbars", "dock", "scrolling",
           "FIRST_SIZE"]

FIRST_SIZE = (1280, 800)  # the window's size where the screen has room for it: the lessons' size


@dataclass(frozen=True, eq=False)
class WindowWidgets:
    """The window's widgets and docks, each made once by `build_widgets` and placed in the window."""

    # the graph in the centre, and what is around it
    graph: GraphView
    legend: GraphLegend
    caption: WalkCaption
    result_chooser: QComboBox
    gradient_chooser: QComboBox
    seed_label: QLabel
    seed_chooser: QComboBox
    weights_note: QLabel
    step_hint: StepHint
    selection_details: QPlainTextEdit
    # the lesson, on the left
    lesson_tree: LessonTree
    section_text: SectionText
    figures_panel: FiguresPanel
    lesson_dock: QDockWidget
    # the code, under the graph
    editor: ExpressionEditor
    palette_panel: BuildPalette
    code_dock: QDockWidget
    # the gradients beside the code, and the tabs that share their place
    store_title: QLabel
    gradient_table: GradientTable
    tape_title: QLabel
    tape_list: TapeList
    fd_table: FiniteDifferenceTable
    program_list: ProgramList
    program_dock: QDockWidget
    gradient_dock: QDockWidget
    exercise_panel: ExercisePanel
    exercise_dock: QDockWidget
    jacobian_mode: QComboBox
    jacobian_view: JacobianView
    jacobian_comparison: QLabel
    jacobian_dock: QDockWidget
    # the training, in the Train layout
    training_panel: TrainingPanel
    loss_plot: LossPlot
    accuracy_plot: LossPlot
    landscape_plot: LandscapePlot
    boundary_plot: BoundaryPlot
    training_dock: QDockWidget
    # the status bar
    status_bar: QStatusBar
    busy_label: QLabel
    job_progress: JobProgress
    # the words set on these widgets here, made again when the language changes
    words: WordsOnWidgets


@dataclass(frozen=True, eq=False)
class WindowMenus:
    """What `build_menus_and_toolbars` makes beyond the window's commands: the editor's undo and
    redo, and the choices of look and of language."""

    undo_action: QAction
    redo_action: QAction
    look_group: QActionGroup
    language_group: QActionGroup


def build_widgets(window: QMainWindow, commands: WindowActions) -> WindowWidgets:
    """Make the window's widgets and docks and place them in `window`; `commands` are the window's
    commands that buttons among them show."""
    window.resize(*FIRST_SIZE)
    words = WordsOnWidgets()
    graph = GraphView()
    graph.legend.hide()  # the strip under the graph says the same without covering nodes
    graph.min_fit_scale = graph.readable_scale()
    legend = GraphLegend(columns=4)
    caption = WalkCaption()
    words.put(caption.setAccessibleName, lambda: translate("MainWindow", "What the last step did"))
    # its tooltip, the gradients' titles and dock's title say the walk's mode (WalkController.show_mode)
    result_chooser = chooser(
        words, "resultChooser", lambda: translate("MainWindow", "Result to draw"),
        lambda: translate("MainWindow", "Which of the program's results to draw and walk"))
    gradient_chooser = chooser(
        words, "gradientChooser", lambda: translate("MainWindow", "Graph of a gradient"),
        lambda: translate("MainWindow", "Draw the result itself, or the graph backward(create_graph=True) "
                          "records for its gradient with respect to a variable, to step second derivatives"))
    seed_chooser = chooser(
        words, "seedChooser", lambda: translate("MainWindow", "Variables seeded"),
        lambda: translate("MainWindow", "Forward mode: which variables move (each element along 1), the "
                          "others stay where they are; the sweep then gives every node's rate of change "
                          "along that direction"))
    seed_label = label(words, lambda: translate("MainWindow", "Seed:"))
    choosers = QHBoxLayout()
    choosers.addWidget(label(words, lambda: translate("MainWindow", "Draw:")))
    choosers.addWidget(result_chooser, 1)
    choosers.addWidget(label(words, lambda: translate("MainWindow", "Graph of:")))
    choosers.addWidget(gradient_chooser, 1)
    choosers.addWidget(seed_label)
    choosers.addWidget(seed_chooser, 1)
    seed_label.hide()  # shown in forward mode
    seed_chooser.hide()
    weights_note = QLabel()  # shown while the program runs with a run's weights (Graph at the Run's Weights)
    weights_note.setObjectName("runWeightsNote")
    weights_note.hide()
    choosers.addWidget(weights_note)
    graph_area = QWidget()
    graph_layout = QVBoxLayout(graph_area)
    graph_layout.setContentsMargins(4, 4, 4, 4)
    graph_layout.setSpacing(3)  # the graph's room at 1280x800: the strips around it sit close
    graph_layout.addLayout(choosers)
    step_hint = StepHint()
    step_hint.hide()
    graph_layout.addWidget(step_hint)
    graph_layout.addWidget(graph, 1)
    graph_layout.addWidget(legend)
    graph_layout.addWidget(caption)
    # the selected node whole: its name, what it is, every value and its gradient so far
    selection_details = QPlainTextEdit()
    selection_details.setObjectName("selectionDetails")
    selection_details.setReadOnly(True)
    words.put(selection_details.setAccessibleName,
              lambda: translate("MainWindow", "The selected node, whole"))
    words.put(selection_details.setToolTip,
              lambda: translate("MainWindow", "The node you clicked, with every value; click the background "
                                "to close"))
    lines = selection_details.fontMetrics().lineSpacing()
    selection_details.setMaximumHeight(5 * lines + 12)
    selection_details.hide()
    graph_layout.addWidget(selection_details)

    editor = ExpressionEditor(language_words())
    palette_panel = BuildPalette(language_words())
    words.put(palette_panel.set_operations, operation_specs)  # what each operation does, in words
    # why cuda is missing, in the language installed (core says it)
    words.put(lambda reason: palette_panel.set_cuda_available(cuda_is_available(), reason),
              lambda: cuda_unavailable_reason() or "")
    bottom = QSplitter(Qt.Orientation.Horizontal)
    bottom.setObjectName("editorSplitter")
    bottom.addWidget(editor)
    # the palette scrolls rather than holding the code dock taller than the Walk layout wants
    palette_scroll = QScrollArea()
    palette_scroll.setObjectName("paletteScroll")
    palette_scroll.setWidget(palette_panel)
    palette_scroll.setWidgetResizable(True)
    palette_scroll.setFrameShape(QFrame.Shape.NoFrame)
    bottom.addWidget(palette_scroll)
    bottom.setStretchFactor(0, 3)
    bottom.setStretchFactor(1, 2)
    bottom.setSizes([640, 360])
    # the graph alone in the centre: the code, the gradients and the training are docks below
    # it, so the graph gets the window's width
    window.setCentralWidget(graph_area)

    lesson_tree = LessonTree()
    section_text = SectionText()
    figures_panel = FiguresPanel()  # under the text that cites the figures
    lesson_split = QSplitter(Qt.Orientation.Vertical)
    lesson_split.setObjectName("lessonSplitter")
    lesson_split.addWidget(lesson_tree)
    lesson_split.addWidget(section_text)
    lesson_split.addWidget(figures_panel)
    for index, share in enumerate((1, 3, 2)):  # the text and its figures keep most of a short dock (Train)
        lesson_split.setStretchFactor(index, share)
    lesson_split.setSizes([100, 300, 200])  # from the start too: the figures in sight beside the text
    lesson_dock = dock(window, words, "lessonDock", lambda: translate("MainWindow", "Lesson"), lesson_split,
                       Qt.DockWidgetArea.LeftDockWidgetArea)

    gradient_table = GradientTable()
    tape_list = TapeList()
    fd_table = FiniteDifferenceTable()
    tape_title = label(words, lambda: translate("MainWindow", "Tape, in the order it was recorded"))
    side = QWidget()
    side_layout = QVBoxLayout(side)
    side_layout.setContentsMargins(4, 4, 4, 4)
    store_title = QLabel()
    side_layout.addWidget(store_title)
    side_layout.addWidget(gradient_table, 2)
    side_layout.addWidget(tape_title)
    side_layout.addWidget(tape_list, 2)
    side_layout.addWidget(label(words, lambda: translate("MainWindow", "Finite-difference check")))
    side_layout.addWidget(fd_table, 1)
    window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
    window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
    code_dock = dock(window, words, "codeDock", lambda: translate("MainWindow", "Code"), bottom,
                     Qt.DockWidgetArea.BottomDockWidgetArea)
    # In a scroll area: the tables and the tape list never make the window taller than the
    # screen when the docks beside and below them need their room (tape mode, an exercise).
    gradient_dock = dock(window, words, "gradientDock", None, scrolling(side),
                         Qt.DockWidgetArea.BottomDockWidgetArea)
    window.splitDockWidget(code_dock, gradient_dock, Qt.Orientation.Horizontal)
    exercise_panel, exercise_dock = build_exercise_dock(window, words, commands, lesson_dock)
    jacobian_mode, jacobian_view, jacobian_comparison, jacobian_dock = build_jacobian_dock(
        window, words, commands, gradient_dock)

    training_panel = TrainingPanel()
    words.put(lambda reason: training_panel.set_cuda_available(cuda_is_available(), reason),
              lambda: cuda_unavailable_reason() or "")
    loss_plot = LossPlot()
    accuracy_plot = LossPlot(accuracy=True)  # under the loss, for a classifier's sections
    accuracy_plot.hide()
    curves = QSplitter(Qt.Orientation.Vertical)
    curves.setObjectName("curvesSplitter")
    curves.addWidget(loss_plot)
    curves.addWidget(accuracy_plot)
    landscape_plot = LandscapePlot()
    boundary_plot = BoundaryPlot()  # in the landscape's place for a classifier's sections
    boundary_plot.hide()
    training = QSplitter(Qt.Orientation.Horizontal)  # runs | loss curves | landscape or boundary
    training.setObjectName("trainingSplitter")
    for widget in (training_panel, curves, landscape_plot, boundary_plot):
        training.addWidget(widget)
    training.setSizes([600, 420, 260, 260])  # the runs' table fits whole at 1280 px
    training_dock = dock(window, words, "trainingDock", lambda: translate("MainWindow", "Training"), training,
                         Qt.DockWidgetArea.BottomDockWidgetArea)
    training_dock.hide()  # shown for the sections that train
    # the program a run's step is recorded into and replayed, beside the graph (View > Recorded Step)
    program_list = ProgramList()
    program_dock = dock(window, words, "recordedStepDock",
                        lambda: translate("MainWindow", "Recorded Step, as Each Replay Runs It"),
                        program_list, Qt.DockWidgetArea.RightDockWidgetArea)
    program_dock.hide()

    busy_label = QLabel()
    busy_label.setObjectName("busyLabel")
    status_bar = window.statusBar()
    status_bar.addPermanentWidget(busy_label)
    job_progress = JobProgress(commands.cancel_job)
    status_bar.addPermanentWidget(job_progress)
    return WindowWidgets(
        graph=graph, legend=legend, caption=caption, result_chooser=result_chooser,
        gradient_chooser=gradient_chooser, seed_label=seed_label, seed_chooser=seed_chooser,
        weights_note=weights_note,
        step_hint=step_hint, selection_details=selection_details,
        lesson_tree=lesson_tree, section_text=section_text, figures_panel=figures_panel,
        lesson_dock=lesson_dock,
        editor=editor, palette_panel=palette_panel, code_dock=code_dock,
        store_title=store_title, gradient_table=gradient_table, tape_title=tape_title, tape_list=tape_list,
        fd_table=fd_table, program_list=program_list, program_dock=program_dock,
        gradient_dock=gradient_dock, exercise_panel=exercise_panel,
        exercise_dock=exercise_dock, jacobian_mode=jacobian_mode, jacobian_view=jacobian_view,
        jacobian_comparison=jacobian_comparison, jacobian_dock=jacobian_dock,
        training_panel=training_panel, loss_plot=loss_plot, accuracy_plot=accuracy_plot,
        landscape_plot=landscape_plot, boundary_plot=boundary_plot, training_dock=training_dock,
        status_bar=status_bar, busy_label=busy_label, job_progress=job_progress, words=words)


def build_jacobian_dock(window: QMainWindow, words: WordsOnWidgets, commands: WindowActions,
                        gradient_dock: QDockWidget) -> tuple[QComboBox, JacobianView, QLabel, QDockWidget]:
    """The Jacobian, a tab beside the gradients: the mode of its sweeps, the matrix filling, and
    the last build of each mode to compare. Hidden until the learner builds one. Returns the mode's
    list, the matrix, the comparison's line and the dock."""
    mode = chooser(words, "jacobianMode", lambda: translate("MainWindow", "Sweeps that build the Jacobian"),
                   lambda: translate("MainWindow", "Forward sweeps seed one input element each and "
                                     "fill a column; backward sweeps start from one output element "
                                     "each and fill a row"))
    mode.addItem("", "forward")
    mode.addItem("", "reverse")
    words.put(lambda text: mode.setItemText(0, text),
              lambda: translate("MainWindow", "Forward sweeps: one per column"))
    words.put(lambda text: mode.setItemText(1, text),
              lambda: translate("MainWindow", "Backward sweeps: one per row"))
    mode.setCurrentIndex(1)
    build = QToolButton()
    build.setDefaultAction(commands.build_jacobian)
    build.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    view = JacobianView()
    comparison = QLabel()
    comparison.setObjectName("jacobianComparison")
    comparison.setWordWrap(True)
    comparison.hide()  # until there is a build to compare
    row = QHBoxLayout()
    row.addWidget(label(words, lambda: translate("MainWindow", "Build with:")))
    row.addWidget(mode, 1)
    row.addWidget(build)
    panel = QWidget()
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addLayout(row)
    layout.addWidget(view, 1)
    layout.addWidget(comparison)
    # in a scroll area, as the gradients are: shown beside the training (View menu), its row of
    # choices would otherwise push the window wider than the screen
    jacobian_dock = dock(window, words, "jacobianDock", lambda: translate("MainWindow", "Jacobian"),
                         scrolling(panel),
                         Qt.DockWidgetArea.BottomDockWidgetArea)
    window.tabifyDockWidget(gradient_dock, jacobian_dock)
    jacobian_dock.hide()
    return mode, view, comparison, jacobian_dock


def build_exercise_dock(window: QMainWindow, words: WordsOnWidgets, commands: WindowActions,
                        lesson_dock: QDockWidget) -> tuple[ExercisePanel, QDockWidget]:
    """A dock under the lesson's text: check the answer, reveal the solution. Shown for exercises
    only, with room for the findings (the lesson dock keeps the statement). Returns the panel and
    its dock."""
    panel = ExercisePanel()
    panel.set_actions([commands.check_answer, commands.show_solution, commands.use_solution])
    exercise_dock = dock(window, words, "exerciseDock", lambda: translate("MainWindow", "Exercise"),
                         scrolling(panel),
                         Qt.DockWidgetArea.LeftDockWidgetArea)
    # under the lesson's text, which holds the statement: the graph keeps its room
    window.splitDockWidget(lesson_dock, exercise_dock, Qt.Orientation.Vertical)
    exercise_dock.hide()
    return panel, exercise_dock


def build_menus_and_toolbars(window: QMainWindow, commands: WindowActions, widgets: WindowWidgets,
                             undo_group: QUndoGroup, language: str) -> WindowMenus:
    """The menu bar, the toolbars and the widgets' context menus, showing `commands`; the
    Language menu checks `language`, Edit undoes and redoes in `undo_group`'s active stack."""
    a, words = commands, widgets.words
    bar = window.menuBar()

    def menu(parent, title) -> QMenu:
        made = parent.addMenu("")
        words.put(made.setTitle, title)
        return made

    file_menu = menu(bar, lambda: translate("MainWindow", "&File"))
    file_menu.addActions([a.open_lesson, a.export_graph])
    file_menu.addSeparator()
    file_menu.addAction(a.quit)
    edit_menu = menu(bar, lambda: translate("MainWindow", "&Edit"))
    undo_action = undo_redo_action(
        window, words, "actionUndo", undo_group.undo, undo_group.canUndoChanged, undo_group.undoTextChanged,
        lambda: translate("MainWindow", "&Undo"), undo_group.undoText)
    undo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Z])
    redo_action = undo_redo_action(
        window, words, "actionRedo", undo_group.redo, undo_group.canRedoChanged, undo_group.redoTextChanged,
        lambda: translate("MainWindow", "&Redo"), undo_group.redoText)
    redo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
                              | Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Y])
    edit_menu.addActions([undo_action, redo_action])
    edit_menu.addSeparator()
    edit_menu.addAction(a.reset_code)
    edit_menu.addSeparator()
    edit_menu.addAction(a.cancel_job)
    lesson_menu = menu(bar, lambda: translate("MainWindow", "&Lesson"))
    lesson_menu.addActions([a.previous_section, a.next_section])
    lesson_menu.addSeparator()
    lesson_menu.addActions([a.check_answer, a.show_solution, a.use_solution])
    walk_menu = menu(bar, lambda: translate("MainWindow", "&Walk"))
    walk_menu.addActions(a.walk_actions())
    walk_menu.addSeparator()
    walk_menu.addActions([a.tape_mode, a.forward_mode, a.build_jacobian, a.finite_differences])
    train_menu = menu(bar, lambda: translate("MainWindow", "&Train"))
    train_menu.addActions([a.start_training, a.stop_training])
    train_menu.addActions([a.pause_training, a.step_training, a.resume_training, a.rewind_training,
                           a.run_weights, a.one_point])
    train_menu.addSeparator()
    train_menu.addActions([a.log_scale, a.export_plot, a.export_landscape, a.export_boundary])
    view_menu = menu(bar, lambda: translate("MainWindow", "&View"))
    view_menu.addActions([a.walk_layout, a.train_layout, a.show_figures, a.show_recorded_step])
    view_menu.addSeparator()
    view_menu.addActions([a.zoom_in, a.zoom_out, a.fit_graph])
    view_menu.addSeparator()
    view_menu.addActions([a.layers_as_boxes, a.open_layer, a.open_elements])
    view_menu.addSeparator()
    w = widgets
    view_menu.addActions([w.lesson_dock.toggleViewAction(), w.code_dock.toggleViewAction(),
                          w.gradient_dock.toggleViewAction(), w.jacobian_dock.toggleViewAction(),
                          w.training_dock.toggleViewAction(), w.exercise_dock.toggleViewAction()])
    appearance = menu(view_menu, lambda: translate("MainWindow", "&Appearance"))
    look_group = QActionGroup(window)
    for key, text in ((SYSTEM, lambda: translate("MainWindow", "Follow the &System")),
                      (LIGHT, lambda: translate("MainWindow", "&Light")),
                      (DARK, lambda: translate("MainWindow", "&Dark"))):
        look_action = QAction(window, checkable=True)
        words.put(look_action.setText, text)
        look_action.setObjectName(f"actionLook{key.title()}")
        look_action.setData(key)
        look_action.setChecked(key == SYSTEM)
        look_group.addAction(look_action)
        appearance.addAction(look_action)
    language_menu = menu(view_menu, lambda: translate("MainWindow", "&Language"))
    language_menu.setObjectName("languageMenu")
    language_group = QActionGroup(window)
    for code, name in language_names().items():
        language_action = QAction(name, window, checkable=True)  # each language by its own name
        language_action.setObjectName(f"actionLanguage{code.title()}")
        language_action.setData(code)
        language_action.setChecked(code == language)
        words.put(language_action.setStatusTip, lambda name=name: translate(
            "MainWindow", "Show Gradwalk and its lessons in {0}").format(name))
        language_group.addAction(language_action)
        language_menu.addAction(language_action)
    help_menu = menu(bar, lambda: translate("MainWindow", "&Help"))
    help_menu.addActions([a.step_hint, a.expression_language, a.keyboard_shortcuts, a.marks_legend])
    help_menu.addSeparator()
    help_menu.addAction(a.about)

    lesson_bar = tool_bar(window, words, lambda: translate("MainWindow", "Lesson"))
    lesson_bar.setObjectName("lessonToolBar")
    lesson_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    lesson_bar.addActions([a.previous_section, a.next_section])
    walk_bar = tool_bar(window, words, lambda: translate("MainWindow", "Walk"))
    walk_bar.setObjectName("walkToolBar")
    walk_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    walk_bar.addActions(a.walk_actions())
    walk_bar.addSeparator()
    walk_bar.addActions([a.tape_mode, a.forward_mode, a.finite_differences])
    file_bar = tool_bar(window, words, lambda: translate("MainWindow", "Export"))
    file_bar.setObjectName("exportToolBar")
    file_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    file_bar.addActions([a.export_graph])
    train_bar = tool_bar(window, words, lambda: translate("MainWindow", "Train"))
    train_bar.setObjectName("trainToolBar")
    train_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    train_bar.addActions([a.start_training, a.stop_training, a.log_scale])
    # pausing a run is given where the runs are shown: the window's row of toolbars is full
    run_bar = QToolBar(w.training_dock)
    run_bar.setObjectName("runToolBar")
    words.put(run_bar.setWindowTitle, lambda: translate("MainWindow", "Runs"))
    run_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    run_bar.addActions([a.pause_training, a.step_training, a.resume_training, a.rewind_training])
    run_bar.addSeparator()
    run_bar.addActions([a.run_weights, a.one_point])
    runs_and_plots = QWidget()
    column = QVBoxLayout(runs_and_plots)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(run_bar)
    column.addWidget(w.training_dock.widget(), 1)
    w.training_dock.setWidget(runs_and_plots)
    for toolbar in (lesson_bar, walk_bar, file_bar, train_bar, run_bar):  # a screen reader says the full name
        for action in toolbar.actions():
            button = toolbar.widgetForAction(action)
            if button is not None:  # after the commands' own words (WindowActions.retranslate)
                words.put(button.setAccessibleName, lambda action=action: action.text().replace("&", ""))
    w.loss_plot.set_context_actions([a.log_scale, a.export_plot])
    w.landscape_plot.set_context_actions([a.export_landscape])
    w.boundary_plot.set_context_actions([a.export_boundary])
    w.graph.set_context_actions([a.open_layer, a.open_elements, a.layers_as_boxes, a.fit_graph, a.zoom_in,
                                 a.zoom_out, a.export_graph])
    return WindowMenus(undo_action=undo_action, redo_action=redo_action, look_group=look_group,
                       language_group=language_group)


Words = Callable[[], str]  # makes a text in the language installed (see WordsOnWidgets)


def chooser(words: WordsOnWidgets, name: str, accessible: Words, tip: Words) -> QComboBox:
    """A list to choose from, with its object name, its name for screen readers and its tooltip."""
    made = QComboBox()
    made.setObjectName(name)
    words.put(made.setAccessibleName, accessible)
    words.put(made.setToolTip, tip)
    return made


def undo_redo_action(window: QMainWindow, words: WordsOnWidgets, name: str, do, can_changed, text_changed,
                     prefix: Words, what: Callable[[], str]) -> QAction:
    """Edit > Undo or Redo of the editor's undo group, named "Undo <what it undoes>". Made here
    rather than by QUndoGroup.createUndoAction, whose prefix stays in the language it was made in."""
    made = QAction(window)
    made.setObjectName(name)
    made.setEnabled(False)  # the group has no stack yet

    def text() -> str:
        return f"{prefix()} {what()}" if what() else prefix()

    words.put(made.setText, text)
    made.triggered.connect(do)
    can_changed.connect(made.setEnabled)
    text_changed.connect(lambda _what: made.setText(text()))
    return made


def label(words: WordsOnWidgets, text: Words) -> QLabel:
    made = QLabel()
    words.put(made.setText, text)
    return made


def tool_bar(window: QMainWindow, words: WordsOnWidgets, title: Words) -> QToolBar:
    made = window.addToolBar("")
    words.put(made.setWindowTitle, title)
    return made


def dock(window: QMainWindow, words: WordsOnWidgets, name: str, title: Words | None, widget: QWidget,
         area) -> QDockWidget:
    """A dock of `window`, titled `title` (None: a controller titles it)."""
    made = QDockWidget(window)
    made.setObjectName(name)
    made.setWidget(widget)
    if title is not None:
        words.put(made.setWindowTitle, title)
        words.put(made.setAccessibleName, title)
    window.addDockWidget(area, made)
    return made


def scrolling(widget: QWidget) -> QScrollArea:
    """`widget` in a frameless scroll area that gives it all its room, and scrolls when the dock is
    shorter than what the widget needs (instead of making the window taller)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area
