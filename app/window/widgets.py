"""The main window's widgets, docks, menus and toolbars, built once as the window starts.

Where every widget sits, and nothing else: what the widgets do is wired in app/window/main_window.py. The
texts keep the window's translation context ("MainWindow"), where their translations are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gradwalk.core.engine import cuda_is_available, cuda_unavailable_reason
from gradwalk.core.words import translate

from gradwalk.app.base.appearance import DARK, LIGHT, SYSTEM
from gradwalk.app.base.operations import language_words, operation_specs
from gradwalk.app.base.perspectives import Layout
from gradwalk.app.base.translations import language_names
from gradwalk.views.panels.exercise_panel import ExercisePanel
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
from gradwalk.views.panels.jacobian_view import JacobianView
from gradwalk.views.panels.tape_list import TapeList
from gradwalk.views.panels.training_panel import TrainingPanel

__all__ = ["build_widgets", "build_menus_and_toolbars", "dock", "scrolling"]


def build_widgets(window) -> None:
    window.resize(1280, 800)
    window.graph = GraphView()
    window.graph.legend.hide()  # the strip under the graph says the same without covering nodes
    window.graph.min_fit_scale = window.graph.readable_scale()
    window.legend = GraphLegend(columns=4)
    window.caption = QLabel()
    window.caption.setObjectName("walkCaption")
    window.caption.setWordWrap(True)
    window.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    window.caption.setAccessibleName(translate("MainWindow", "What the last step did"))
    window.caption.setToolTip(translate("MainWindow", "The current step of the backward walk, in words"))
    window.result_chooser = chooser("resultChooser", translate("MainWindow", "Result to draw"), translate(
        "MainWindow", "Which of the program's results to draw and walk"))
    gradient_tip = translate(
        "MainWindow", "Draw the result itself, or the graph backward(create_graph=True) records for its "
        "gradient with respect to a variable, to step second derivatives")
    window.gradient_chooser = chooser("gradientChooser", translate("MainWindow", "Graph of a gradient"),
                                      gradient_tip)
    window.seed_chooser = chooser("seedChooser", translate("MainWindow", "Variables seeded"), translate(
        "MainWindow", "Forward mode: which variables move (each element along 1), the others stay "
        "where they are; the sweep then gives every node's rate of change along that direction"))
    window.seed_label = QLabel(translate("MainWindow", "Seed:"))
    choosers = QHBoxLayout()
    choosers.addWidget(QLabel(translate("MainWindow", "Draw:")))
    choosers.addWidget(window.result_chooser, 1)
    choosers.addWidget(QLabel(translate("MainWindow", "Graph of:")))
    choosers.addWidget(window.gradient_chooser, 1)
    choosers.addWidget(window.seed_label)
    choosers.addWidget(window.seed_chooser, 1)
    window.seed_label.hide()  # shown in forward mode
    window.seed_chooser.hide()
    graph_area = QWidget()
    graph_layout = QVBoxLayout(graph_area)
    graph_layout.setContentsMargins(4, 4, 4, 4)
    graph_layout.addLayout(choosers)
    window.step_hint = StepHint()
    window.step_hint.hide()
    graph_layout.addWidget(window.step_hint)
    graph_layout.addWidget(window.graph, 1)
    graph_layout.addWidget(window.legend)
    graph_layout.addWidget(window.caption)
    # the selected node whole: its name, what it is, every value and its gradient so far
    window.selection_details = QPlainTextEdit()
    window.selection_details.setObjectName("selectionDetails")
    window.selection_details.setReadOnly(True)
    window.selection_details.setAccessibleName(translate("MainWindow", "The selected node, whole"))
    window.selection_details.setToolTip(translate("MainWindow", "The node you clicked, with every value; "
                                                  "click the background to close"))
    lines = window.selection_details.fontMetrics().lineSpacing()
    window.selection_details.setMaximumHeight(5 * lines + 12)
    window.selection_details.hide()
    graph_layout.addWidget(window.selection_details)

    window.editor = ExpressionEditor(language_words())
    window.palette_panel = BuildPalette(language_words())
    window.palette_panel.set_operations(operation_specs())
    window.palette_panel.set_cuda_available(cuda_is_available(), cuda_unavailable_reason() or "")
    bottom = QSplitter(Qt.Orientation.Horizontal)
    bottom.setObjectName("editorSplitter")
    bottom.addWidget(window.editor)
    # the palette scrolls rather than holding the code dock taller than the Walk layout wants
    palette_scroll = QScrollArea()
    palette_scroll.setObjectName("paletteScroll")
    palette_scroll.setWidget(window.palette_panel)
    palette_scroll.setWidgetResizable(True)
    palette_scroll.setFrameShape(QFrame.Shape.NoFrame)
    bottom.addWidget(palette_scroll)
    bottom.setStretchFactor(0, 3)
    bottom.setStretchFactor(1, 2)
    bottom.setSizes([640, 360])
    # the graph alone in the centre: the code, the gradients and the training are docks below
    # it, so the graph gets the window's width
    window.setCentralWidget(graph_area)

    window.lesson_tree = LessonTree()
    window.section_text = SectionText()
    lesson_split = QSplitter(Qt.Orientation.Vertical)
    lesson_split.addWidget(window.lesson_tree)
    lesson_split.addWidget(window.section_text)
    lesson_split.setStretchFactor(1, 2)
    window.lesson_dock = dock(window, "lessonDock", translate("MainWindow", "Lesson"), lesson_split,
                              Qt.DockWidgetArea.LeftDockWidgetArea)

    window.gradient_table = GradientTable()
    window.tape_list = TapeList()
    window.fd_table = FiniteDifferenceTable()
    window.tape_title = QLabel(translate("MainWindow", "Tape, in the order it was recorded"))
    side = QWidget()
    side_layout = QVBoxLayout(side)
    side_layout.setContentsMargins(4, 4, 4, 4)
    window.store_title = QLabel(translate("MainWindow", "GradStore after the steps so far"))
    side_layout.addWidget(window.store_title)
    side_layout.addWidget(window.gradient_table, 2)
    side_layout.addWidget(window.tape_title)
    side_layout.addWidget(window.tape_list, 2)
    side_layout.addWidget(QLabel(translate("MainWindow", "Finite-difference check")))
    side_layout.addWidget(window.fd_table, 1)
    window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
    window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
    window.code_dock = dock(window, "codeDock", translate("MainWindow", "Code"), bottom,
                            Qt.DockWidgetArea.BottomDockWidgetArea)
    # In a scroll area: the tables and the tape list never make the window taller than the
    # screen when the docks beside and below them need their room (tape mode, an exercise).
    window.gradient_dock = dock(window, "gradientDock", translate("MainWindow", "Gradients"), scrolling(side),
                                Qt.DockWidgetArea.BottomDockWidgetArea)
    window.splitDockWidget(window.code_dock, window.gradient_dock, Qt.Orientation.Horizontal)
    build_exercise_dock(window)
    build_jacobian_dock(window)

    window.training_panel = TrainingPanel()
    window.loss_plot = LossPlot()
    window.accuracy_plot = LossPlot(accuracy=True)  # under the loss, for a classifier's sections
    window.accuracy_plot.hide()
    curves = QSplitter(Qt.Orientation.Vertical)
    curves.setObjectName("curvesSplitter")
    curves.addWidget(window.loss_plot)
    curves.addWidget(window.accuracy_plot)
    window.landscape_plot = LandscapePlot()
    window.boundary_plot = BoundaryPlot()  # in the landscape's place for a classifier's sections
    window.boundary_plot.hide()
    training = QSplitter(Qt.Orientation.Horizontal)  # runs | loss curves | landscape or boundary
    training.setObjectName("trainingSplitter")
    for widget in (window.training_panel, curves, window.landscape_plot, window.boundary_plot):
        training.addWidget(widget)
    training.setSizes([600, 420, 260, 260])  # the runs' table fits whole at 1280 px
    window.training_dock = dock(window, "trainingDock", translate("MainWindow", "Training"), training,
                                Qt.DockWidgetArea.BottomDockWidgetArea)
    window.training_dock.hide()  # shown for the sections that train
    window.layout_choice = Layout(window, window.lesson_dock, [window.code_dock, window.gradient_dock],
                                  window.training_dock)

    window.busy_label = QLabel()
    window.busy_label.setObjectName("busyLabel")
    window.statusBar().addPermanentWidget(window.busy_label)
    window.job_progress = JobProgress(window.actions.cancel_job)
    window.statusBar().addPermanentWidget(window.job_progress)


def build_jacobian_dock(window) -> None:
    """The Jacobian, a tab beside the gradients: the mode of its sweeps, the matrix filling, and
    the last build of each mode to compare. Hidden until the learner builds one."""
    window.jacobian_mode = chooser("jacobianMode", translate("MainWindow", "Sweeps that build the Jacobian"),
                                   translate("MainWindow", "Forward sweeps seed one input element each and "
                                             "fill a column; backward sweeps start from one output element "
                                             "each and fill a row"))
    window.jacobian_mode.addItem(translate("MainWindow", "Forward sweeps: one per column"), "forward")
    window.jacobian_mode.addItem(translate("MainWindow", "Backward sweeps: one per row"), "reverse")
    window.jacobian_mode.setCurrentIndex(1)
    build = QToolButton()
    build.setDefaultAction(window.actions.build_jacobian)
    build.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    window.jacobian_view = JacobianView()
    window.jacobian_comparison = QLabel()
    window.jacobian_comparison.setObjectName("jacobianComparison")
    window.jacobian_comparison.setWordWrap(True)
    window.jacobian_comparison.hide()  # until there is a build to compare
    row = QHBoxLayout()
    row.addWidget(QLabel(translate("MainWindow", "Build with:")))
    row.addWidget(window.jacobian_mode, 1)
    row.addWidget(build)
    panel = QWidget()
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addLayout(row)
    layout.addWidget(window.jacobian_view, 1)
    layout.addWidget(window.jacobian_comparison)
    window.jacobian_dock = dock(window, "jacobianDock", translate("MainWindow", "Jacobian"), panel,
                                Qt.DockWidgetArea.BottomDockWidgetArea)
    window.tabifyDockWidget(window.gradient_dock, window.jacobian_dock)
    window.jacobian_dock.hide()


def build_exercise_dock(window) -> None:
    """A tab beside the gradients, under the graph: check the answer, reveal the solution. Shown for
    exercises only, with room for the findings (the lesson dock keeps the statement)."""
    window.exercise_panel = ExercisePanel()
    window.exercise_panel.set_actions([window.actions.check_answer, window.actions.show_solution,
                                       window.actions.use_solution])
    window.exercise_dock = dock(window, "exerciseDock", translate("MainWindow", "Exercise"),
                                scrolling(window.exercise_panel),
                                Qt.DockWidgetArea.LeftDockWidgetArea)
    # under the lesson's text, which holds the statement: the graph keeps its room
    window.splitDockWidget(window.lesson_dock, window.exercise_dock, Qt.Orientation.Vertical)
    window.exercise_dock.hide()


def build_menus_and_toolbars(window) -> None:
    a = window.actions
    bar = window.menuBar()
    file_menu = bar.addMenu(translate("MainWindow", "&File"))
    file_menu.addActions([a.open_lesson, a.export_graph])
    file_menu.addSeparator()
    file_menu.addAction(a.quit)
    edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
    window.undo_action = window.undo_group.createUndoAction(window, translate("MainWindow", "&Undo"))
    window.undo_action.setObjectName("actionUndo")
    window.undo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Z])
    window.redo_action = window.undo_group.createRedoAction(window, translate("MainWindow", "&Redo"))
    window.redo_action.setObjectName("actionRedo")
    window.redo_action.setShortcuts([Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
                                     | Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.Key.Key_Y])
    edit_menu.addActions([window.undo_action, window.redo_action])
    edit_menu.addSeparator()
    edit_menu.addAction(a.reset_code)
    edit_menu.addSeparator()
    edit_menu.addAction(a.cancel_job)
    lesson_menu = bar.addMenu(translate("MainWindow", "&Lesson"))
    lesson_menu.addActions([a.previous_section, a.next_section])
    lesson_menu.addSeparator()
    lesson_menu.addActions([a.check_answer, a.show_solution, a.use_solution])
    walk_menu = bar.addMenu(translate("MainWindow", "&Walk"))
    walk_menu.addActions(a.walk_actions())
    walk_menu.addSeparator()
    walk_menu.addActions([a.tape_mode, a.forward_mode, a.build_jacobian, a.finite_differences])
    train_menu = bar.addMenu(translate("MainWindow", "&Train"))
    train_menu.addActions([a.start_training, a.stop_training])
    train_menu.addSeparator()
    train_menu.addActions([a.log_scale, a.export_plot, a.export_landscape, a.export_boundary])
    view_menu = bar.addMenu(translate("MainWindow", "&View"))
    view_menu.addActions([a.walk_layout, a.train_layout])
    view_menu.addSeparator()
    view_menu.addActions([a.zoom_in, a.zoom_out, a.fit_graph])
    view_menu.addSeparator()
    view_menu.addActions([window.lesson_dock.toggleViewAction(), window.code_dock.toggleViewAction(),
                          window.gradient_dock.toggleViewAction(), window.jacobian_dock.toggleViewAction(),
                          window.training_dock.toggleViewAction(), window.exercise_dock.toggleViewAction()])
    appearance = view_menu.addMenu(translate("MainWindow", "&Appearance"))
    window.look = SYSTEM
    window.look_group = QActionGroup(window)
    for key, text in ((SYSTEM, translate("MainWindow", "Follow the &System")),
                      (LIGHT, translate("MainWindow", "&Light")),
                      (DARK, translate("MainWindow", "&Dark"))):
        look_action = QAction(text, window, checkable=True)
        look_action.setObjectName(f"actionLook{key.title()}")
        look_action.setData(key)
        look_action.setChecked(key == SYSTEM)
        window.look_group.addAction(look_action)
        appearance.addAction(look_action)
    window.look_group.triggered.connect(lambda chosen: window.apply_look(chosen.data()))
    language_menu = view_menu.addMenu(translate("MainWindow", "&Language"))
    language_menu.setObjectName("languageMenu")
    window.language_group = QActionGroup(window)
    for code, name in language_names().items():
        language_action = QAction(name, window, checkable=True)  # each language by its own name
        language_action.setObjectName(f"actionLanguage{code.title()}")
        language_action.setData(code)
        language_action.setChecked(code == window.language)
        language_action.setStatusTip(
            translate("MainWindow", "Show Gradwalk and its lessons in {0}").format(name))
        window.language_group.addAction(language_action)
        language_menu.addAction(language_action)
    window.language_group.triggered.connect(lambda chosen: window.switch_language(chosen.data()))
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    help_menu.addActions([a.step_hint, a.keyboard_shortcuts, a.marks_legend])
    help_menu.addSeparator()
    help_menu.addAction(a.about)

    lesson_bar = window.addToolBar(translate("MainWindow", "Lesson"))
    lesson_bar.setObjectName("lessonToolBar")
    lesson_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    lesson_bar.addActions([a.previous_section, a.next_section])
    walk_bar = window.addToolBar(translate("MainWindow", "Walk"))
    walk_bar.setObjectName("walkToolBar")
    walk_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    walk_bar.addActions(a.walk_actions())
    walk_bar.addSeparator()
    walk_bar.addActions([a.tape_mode, a.forward_mode, a.finite_differences])
    file_bar = window.addToolBar(translate("MainWindow", "Export"))
    file_bar.setObjectName("exportToolBar")
    file_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    file_bar.addActions([a.export_graph])
    train_bar = window.addToolBar(translate("MainWindow", "Train"))
    train_bar.setObjectName("trainToolBar")
    train_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    train_bar.addActions([a.start_training, a.stop_training, a.log_scale])
    for toolbar in (lesson_bar, walk_bar, file_bar, train_bar):  # a screen reader says the full name
        for action in toolbar.actions():
            button = toolbar.widgetForAction(action)
            if button is not None:
                button.setAccessibleName(action.text().replace("&", ""))
    window.loss_plot.set_context_actions([a.log_scale, a.export_plot])
    window.landscape_plot.set_context_actions([a.export_landscape])
    window.boundary_plot.set_context_actions([a.export_boundary])
    window.graph.set_context_actions([a.fit_graph, a.zoom_in, a.zoom_out, a.export_graph])


def chooser(name: str, accessible: str, tip: str) -> QComboBox:
    """A list to choose from, with its object name, its name for screen readers and its tooltip."""
    made = QComboBox()
    made.setObjectName(name)
    made.setAccessibleName(accessible)
    made.setToolTip(tip)
    return made


def dock(window, name: str, title: str, widget: QWidget, area) -> QDockWidget:
    made = QDockWidget(title, window)
    made.setObjectName(name)
    made.setWidget(widget)
    made.setAccessibleName(title)
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
