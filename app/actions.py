"""Every command of the window, defined once: text, shortcuts, tooltip, object name and icon.

The menus, the toolbars and the context menus all show these same QAction objects, and the
window enables or disables them from its state (`MainWindow.update_actions`), never at the place
that changes the state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QStyle

__all__ = ["WindowActions"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("WindowActions", text)


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
            shortcuts = [k for k in map(_sequence, keys) if not k.isEmpty()]
            action.setShortcuts(shortcuts)
            shown = f" ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})" if shortcuts else ""
            action.setToolTip(tip + shown)
            action.setStatusTip(tip)
            action.setCheckable(checkable)
            if pixmap is not None:
                action.setIcon(icon(pixmap))
            return action

        # File
        self.export_graph = make("actionExportGraph", _tr("&Export Graph…"),
                                 _tr("Save the graph as PNG or SVG, or the whole walk as a PDF with "
                                     "one page per step"), [K("Ctrl+E")], S.SP_DialogSaveButton)
        self.quit = make("actionQuit", _tr("&Quit"), _tr("Close Gradwalk; what you typed is kept"),
                         [K.StandardKey.Quit, "Ctrl+Q"])
        # Edit
        self.reset_code = make("actionResetCode", _tr("Reset to the Lesson's Code"),
                               _tr("Replace the editor's text by the section's own code (undoable)"),
                               [K("Ctrl+Shift+R")], S.SP_BrowserReload)
        # Lesson
        self.previous_section = make("actionPreviousSection", _tr("&Previous Section"),
                                     _tr("Open the section before this one"),
                                     [K("Ctrl+PgUp"), K("Alt+Up")], S.SP_ArrowUp)
        self.next_section = make("actionNextSection", _tr("&Next Section"),
                                 _tr("Open the section after this one"),
                                 [K("Ctrl+PgDown"), K("Alt+Down")], S.SP_ArrowDown)
        # Walk
        self.step_backward = make("actionStepBackward", _tr("&Step Backward"),
                                  _tr("Visit the next node of the backward pass: pass its gradient "
                                      "to its inputs"), [K("Right"), K("F10")], S.SP_MediaSeekForward)
        self.step_back = make("actionStepBack", _tr("Step &Back"),
                              _tr("Undo the last step of the walk"), [K("Left"), K("Shift+F10")],
                              S.SP_MediaSeekBackward)
        self.run_to_end = make("actionRunToEnd", _tr("Run to &End"),
                               _tr("Take every remaining step of the walk"), [K("End"), K("Ctrl+F10")],
                               S.SP_MediaSkipForward)
        self.reset_walk = make("actionResetWalk", _tr("&Reset Walk"),
                               _tr("Go back to before the first step"), [K("Home")],
                               S.SP_MediaSkipBackward)
        self.tape_mode = make("actionTapeMode", _tr("&Tape Mode"),
                              _tr("Run the program on a tape (a Wengert list) and walk the tape "
                                  "backward instead of the graph"), [K("Ctrl+T")], checkable=True)
        self.finite_differences = make("actionFiniteDifferences", _tr("Check with &Finite Differences"),
                                       _tr("Compare backward's gradients with central differences "
                                           "for every variable"), [K("Ctrl+D")],
                                       S.SP_DialogApplyButton)
        # Train
        self.start_training = make("actionStartTraining", _tr("&Start Training"),
                                   _tr("Run the selected section's descents, drawing their loss "
                                       "curves as they go"), [K("Ctrl+Return"), K("F5")],
                                   S.SP_MediaPlay)
        self.stop_training = make("actionStopTraining", _tr("S&top Training"),
                                  _tr("Stop every running descent after its current step"),
                                  [K("Ctrl+."), K("Shift+F5")], S.SP_MediaStop)
        self.log_scale = make("actionLogScale", _tr("&Logarithmic Loss Axis"),
                              _tr("Show the loss on a logarithmic axis: a diverging run and a "
                                  "converging one fit on one plot"), [K("Ctrl+L")], checkable=True)
        self.export_plot = make("actionExportPlot", _tr("Export &Plot…"),
                                _tr("Save the loss curves as PNG or SVG, or every step of every run "
                                    "as CSV"), [K("Ctrl+Shift+E")], S.SP_DialogSaveButton)
        # Shorter words on the toolbar's buttons, where the full text would not fit in one row.
        for action, short in ((self.finite_differences, _tr("Check")), (self.tape_mode, _tr("Tape")),
                              (self.start_training, _tr("Start")), (self.stop_training, _tr("Stop")),
                              (self.log_scale, _tr("Log")), (self.reset_walk, _tr("Reset")),
                              (self.step_back, _tr("Back")), (self.step_backward, _tr("Step")),
                              (self.run_to_end, _tr("To End"))):
            action.setIconText(short)
        # View
        self.zoom_in = make("actionZoomIn", _tr("Zoom &In"), _tr("Enlarge the graph"),
                            [K.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="])
        self.zoom_out = make("actionZoomOut", _tr("Zoom &Out"), _tr("Shrink the graph"),
                             [K.StandardKey.ZoomOut, "Ctrl+-"])
        self.fit_graph = make("actionFitGraph", _tr("&Fit Graph"), _tr("Show the whole graph"),
                              [K("Ctrl+0")])
        # Help
        self.about = make("actionAbout", _tr("&About Gradwalk"), _tr("What Gradwalk is, and its version"))
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)

    def walk_actions(self) -> list[QAction]:
        return [self.reset_walk, self.step_back, self.step_backward, self.run_to_end]

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]

