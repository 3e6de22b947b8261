"""Every command of the window, defined once: text, shortcuts, tooltip, object name and icon.

The menus, the toolbars and the context menus all show these same QAction objects, and the
window enables or disables them from its state (`MainWindow.update_actions`), never at the place
that changes the state.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QStyle

__all__ = ["WindowActions"]


def _sequence(key) -> QKeySequence:
    """A shortcut from text ("Ctrl+E"), or the platform's first binding of a standard key."""
    if isinstance(key, QKeySequence.StandardKey):
        bindings = QKeySequence.keyBindings(key)
        return bindings[0] if bindings else QKeySequence()
    return key if isinstance(key, QKeySequence) else QKeySequence(key)


class WindowActions(QObject):
    """The window's QActions as attributes named after their object names (minus "action")."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        style = QApplication.style()
        icon = style.standardIcon
        S = QStyle.StandardPixmap
        K = QKeySequence

        def make(name: str, text: str, tip: str, keys=(), pixmap=None, checkable=False) -> QAction:
            action = QAction(text, parent)
            action.setObjectName(name)
            shortcuts = []
            for key in map(_sequence, keys):  # a standard key is often the text beside it (Ctrl+O):
                if not key.isEmpty() and key not in shortcuts:  # twice, Qt finds it ambiguous
                    shortcuts.append(key)
            action.setShortcuts(shortcuts)
            shown = f" ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})" if shortcuts else ""
            action.setToolTip(tip + shown)
            action.setStatusTip(tip)
            action.setCheckable(checkable)
            if pixmap is not None:
                action.setIcon(icon(pixmap))
            return action

        # File
        self.open_lesson = make("actionOpenLesson", self.tr("&Open Lesson…"),
                                self.tr("Open a lesson folder from disk (one holding a lesson.toml); it is "
                                        "listed with the built-in lessons"),
                                [K.StandardKey.Open, "Ctrl+O"], S.SP_DirOpenIcon)
        self.export_graph = make("actionExportGraph", self.tr("&Export Graph…"),
                                 self.tr("Save the graph as PNG or SVG, or the whole walk as a PDF with "
                                     "one page per step"), [K("Ctrl+E")], S.SP_DialogSaveButton)
        self.quit = make("actionQuit", self.tr("&Quit"), self.tr("Close Gradwalk; what you typed is kept"),
                         [K.StandardKey.Quit, "Ctrl+Q"])
        # Edit
        self.reset_code = make("actionResetCode", self.tr("Reset to the Lesson's Code"),
                               self.tr("Replace the editor's text by the section's own code (undoable)"),
                               [K("Ctrl+Shift+R")], S.SP_BrowserReload)
        # Long work: the checks and a lesson's check run in the background (app/long_jobs.py)
        self.cancel_job = make("actionCancelJob", self.tr("&Cancel the Running Check"),
                               self.tr("Stop the check that is running (the finite-difference check, "
                                       "Check My Answer, a lesson's check)"), [K("Escape")],
                               S.SP_BrowserStop)
        self.cancel_job.setIconText(self.tr("Cancel"))
        # Lesson
        self.previous_section = make("actionPreviousSection", self.tr("&Previous Section"),
                                     self.tr("Open the section before this one"),
                                     [K("Ctrl+PgUp"), K("Alt+Up")], S.SP_ArrowUp)
        self.next_section = make("actionNextSection", self.tr("&Next Section"),
                                 self.tr("Open the section after this one"),
                                 [K("Ctrl+PgDown"), K("Alt+Down")], S.SP_ArrowDown)
        # Exercise
        self.check_answer = make("actionCheckAnswer", self.tr("&Check My Answer"),
                                 self.tr("Run your program and compare its figures with the exercise's "
                                     "solution"), [K("Ctrl+Shift+Return"), K("Ctrl+Shift+Enter")],
                                 S.SP_DialogApplyButton)
        self.show_solution = make("actionShowSolution", self.tr("Show the &Solution"),
                                  self.tr("Reveal the exercise's solution below the findings"),
                                  [K("Ctrl+Shift+H")], S.SP_MessageBoxInformation)
        self.use_solution = make("actionUseSolution", self.tr("&Use the Solution in the Editor"),
                                 self.tr("Replace the editor's text by the solution's program (undoable)"))
        for action, short in ((self.check_answer, self.tr("Check Answer")),
                              (self.show_solution, self.tr("Solution")),
                              (self.use_solution, self.tr("Use It"))):
            action.setIconText(short)
        # Walk
        self.step_backward = make("actionStepBackward", self.tr("&Step Backward"),
                                  self.tr("Visit the next node of the backward pass: pass its gradient "
                                      "to its inputs"), [K("Right"), K("F10")], S.SP_MediaSeekForward)
        self.step_back = make("actionStepBack", self.tr("Step &Back"),
                              self.tr("Undo the last step of the walk"), [K("Left"), K("Shift+F10")],
                              S.SP_MediaSeekBackward)
        self.run_to_end = make("actionRunToEnd", self.tr("Run to &End"),
                               self.tr("Take every remaining step of the walk"), [K("End"), K("Ctrl+F10")],
                               S.SP_MediaSkipForward)
        self.reset_walk = make("actionResetWalk", self.tr("&Reset Walk"),
                               self.tr("Go back to before the first step"), [K("Home")],
                               S.SP_MediaSkipBackward)
        self.tape_mode = make("actionTapeMode", self.tr("&Tape Mode"),
                              self.tr("Run the program on a tape (a Wengert list) and walk the tape "
                                  "backward instead of the graph"), [K("Ctrl+T")], checkable=True)
        self.finite_differences = make("actionFiniteDifferences", self.tr("Check with &Finite Differences"),
                                       self.tr("Compare backward's gradients with central differences "
                                           "for every variable"), [K("Ctrl+D")],
                                       S.SP_DialogApplyButton)
        # Train
        self.start_training = make("actionStartTraining", self.tr("&Start Training"),
                                   self.tr("Run the selected section's descents, drawing their loss "
                                       "curves as they go"), [K("Ctrl+Return"), K("F5")],
                                   S.SP_MediaPlay)
        self.stop_training = make("actionStopTraining", self.tr("S&top Training"),
                                  self.tr("Stop every running descent after its current step"),
                                  [K("Ctrl+."), K("Shift+F5")], S.SP_MediaStop)
        self.log_scale = make("actionLogScale", self.tr("&Logarithmic Loss Axis"),
                              self.tr("Show the loss on a logarithmic axis: a diverging run and a "
                                  "converging one fit on one plot"), [K("Ctrl+L")], checkable=True)
        self.export_plot = make("actionExportPlot", self.tr("Export &Plot…"),
                                self.tr("Save the loss curves as PNG or SVG, or every step of every run "
                                    "as CSV"), [K("Ctrl+Shift+E")], S.SP_DialogSaveButton)
        self.export_landscape = make("actionExportLandscape", self.tr("Export L&andscape…"),
                                     self.tr("Save the loss landscape, with the runs' paths over "
                                         "it, as PNG or SVG"), [], S.SP_DialogSaveButton)
        # Shorter words on the toolbar's buttons, where the full text would not fit in one row.
        for action, short in ((self.finite_differences, self.tr("Check")), (self.tape_mode, self.tr("Tape")),
                              (self.start_training, self.tr("Start")), (self.stop_training, self.tr("Stop")),
                              (self.log_scale, self.tr("Log")), (self.reset_walk, self.tr("Reset")),
                              (self.step_back, self.tr("Back")), (self.step_backward, self.tr("Step")),
                              (self.run_to_end, self.tr("To End"))):
            action.setIconText(short)
        # View
        self.zoom_in = make("actionZoomIn", self.tr("Zoom &In"), self.tr("Enlarge the graph"),
                            [K.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="])
        self.zoom_out = make("actionZoomOut", self.tr("Zoom &Out"), self.tr("Shrink the graph"),
                             [K.StandardKey.ZoomOut, "Ctrl+-"])
        self.fit_graph = make("actionFitGraph", self.tr("&Fit Graph"), self.tr("Show the whole graph"),
                              [K("Ctrl+0")])
        # Help
        self.about = make("actionAbout", self.tr("&About Gradwalk"),
                          self.tr("What Gradwalk is, and its version"))
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)

    def walk_actions(self) -> list[QAction]:
        return [self.reset_walk, self.step_back, self.step_backward, self.run_to_end]

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]

