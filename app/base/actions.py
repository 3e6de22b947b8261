"""Every command of the window, defined once: text, shortcuts, tooltip, object name and icon.

The menus, the toolbars and the context menus all show these same QAction objects, and the
window enables or disables them from its state (`MainWindow.update_actions`), never at the place
that changes the state.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, QSize
from PySide6.QtGui import QAction, QActionGroup, QIcon, QImage, QKeySequence, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QStyle

__all__ = ["WindowActions", "tinted_icon"]

ICON_SIZES = (16, 20, 24, 32, 48)  # menus, toolbars, and screens at twice the density


def tinted_icon(icon: QIcon, palette: QPalette) -> QIcon:
    """`icon` with its dark strokes in the palette's button text colour (its disabled colour when
    disabled): the style draws its arrows black, which a dark look's grey buttons swallow. Each
    pixel moves towards the colour as far as it is dark, so a coloured icon keeps its colours."""
    tinted = QIcon()
    for mode, group in ((QIcon.Mode.Normal, QPalette.ColorGroup.Active),
                        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled)):
        colour = palette.color(group, QPalette.ColorRole.ButtonText)
        target = np.array([colour.blue(), colour.green(), colour.red()], dtype=np.float32)  # BGRA bytes
        for side in ICON_SIZES:
            shape = icon.pixmap(QSize(side, side))
            if shape.isNull():
                continue
            image = shape.toImage().convertToFormat(QImage.Format.Format_ARGB32)
            pixels = np.frombuffer(image.constBits(), np.uint8).reshape(
                image.height(), image.bytesPerLine() // 4, 4)[:, :image.width()].astype(np.float32)
            bgr = pixels[..., :3]
            darkness = 1.0 - (bgr @ np.array([0.114, 0.587, 0.299], np.float32) / 255.0)[..., None]
            pixels[..., :3] = bgr * (1.0 - darkness) + target * darkness
            out = QImage(np.ascontiguousarray(pixels.astype(np.uint8)).data, image.width(), image.height(),
                         image.width() * 4, QImage.Format.Format_ARGB32).copy()
            picture = QPixmap.fromImage(out)
            picture.setDevicePixelRatio(shape.devicePixelRatio())
            tinted.addPixmap(picture, mode)
    return tinted


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
        self._style_icons: dict[QAction, QIcon] = {}  # each action's icon as the style draws it

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
                self._style_icons[action] = icon(pixmap)
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
        # Long work: the checks and a lesson's check run in the background (app/base/long_jobs.py)
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
        # Check My Answer keeps the menu's words on its button (Qt's icon text is the text without
        # its &): the lesson texts name the command so, in every language.
        for action, short in ((self.show_solution, self.tr("Solution")),
                              (self.use_solution, self.tr("Use It"))):
            action.setIconText(short)
        # Walk
        # one command steps either way: back in a backward walk, forward in a forward sweep
        self._step_words = {
            False: (self.tr("&Step Backward"),
                    self.tr("Visit the next node of the backward pass: pass its gradient to its inputs")),
            True: (self.tr("&Step Forward"),
                   self.tr("Visit the next node of the forward sweep: carry its inputs' tangents to it")),
        }
        self.step_backward = make("actionStepBackward", *self._step_words[False], [K("Right"), K("F10")],
                                  S.SP_MediaSeekForward)
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
        self.forward_mode = make("actionForwardMode", self.tr("&Forward Mode"),
                                 self.tr("Carry tangents forward from the seeded variables to the result, "
                                         "one node at a time, instead of walking gradients back"),
                                 [K("Ctrl+Shift+F")], checkable=True)
        # one mode at a time, or neither (the graph walked back)
        self.walk_modes = QActionGroup(self)
        self.walk_modes.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.walk_modes.addAction(self.tape_mode)
        self.walk_modes.addAction(self.forward_mode)
        self.build_jacobian = make("actionBuildJacobian", self.tr("Build the &Jacobian"),
                                   self.tr("Build the whole Jacobian of the result drawn, one sweep at a "
                                           "time: a column per forward sweep or a row per backward one"),
                                   [K("Ctrl+J")])
        self.finite_differences = make("actionFiniteDifferences",
                                       self.tr("Check Gradients with &Finite Differences"),
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
        self.export_boundary = make("actionExportBoundary", self.tr("Export Decision &Boundary…"),
                                    self.tr("Save the classifier's decision boundary, with its points, as "
                                            "PNG or SVG"), [], S.SP_DialogSaveButton)
        # Shorter words on the toolbar's buttons, where the full text would not fit in one row.
        # "Check Gradients", never a bare "Check": Check My Answer is another command.
        for action, short in ((self.previous_section, self.tr("Previous")),
                              (self.next_section, self.tr("Next")), (self.export_graph, self.tr("Export")),
                              (self.finite_differences, self.tr("Check Gradients")),
                              (self.tape_mode, self.tr("Tape Mode")),
                              (self.forward_mode, self.tr("Forward Mode")),
                              (self.build_jacobian, self.tr("Jacobian")),
                              (self.start_training, self.tr("Start")), (self.stop_training, self.tr("Stop")),
                              (self.log_scale, self.tr("Log Axis")), (self.reset_walk, self.tr("Reset")),
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
        self.walk_layout = make("actionWalkLayout", self.tr("&Walk Layout"),
                                self.tr("Arrange the window for walking: the graph large, the training "
                                        "put away"), [K("Ctrl+1")], checkable=True)
        self.train_layout = make("actionTrainLayout", self.tr("T&rain Layout"),
                                 self.tr("Arrange the window for training: the runs, the loss curves and "
                                         "the landscape across the window"), [K("Ctrl+2")], checkable=True)
        self.show_figures = make("actionShowFigures", self.tr("Section &Figures"),
                                 self.tr("Show the figures the section computes under its text, computed "
                                         "again as you change the program and when a run ends"),
                                 [K("Ctrl+3")], checkable=True)
        # Help
        self.keyboard_shortcuts = make("actionKeyboardShortcuts", self.tr("&Keyboard Shortcuts"),
                                       self.tr("List every command with its keyboard shortcuts"),
                                       [K("Ctrl+/")])
        self.marks_legend = make("actionMarksLegend", self.tr("What the &Marks Mean"),
                                 self.tr("What the graph's shapes, marks and colours say"))
        self.expression_language = make("actionExpressionLanguage", self.tr("&Expression Language"),
                                        self.tr("Every operation, constructor and operator a program may "
                                                "use, with what it does and an example of each"),
                                        [K.StandardKey.HelpContents, "F1"])
        self.step_hint = make("actionStepHint", self.tr("How to &Step"),
                              self.tr("Show again the note on how to step the walk"))
        self.about = make("actionAbout", self.tr("&About Gradwalk"),
                          self.tr("What Gradwalk is, and its version"))
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.tint_icons(QApplication.palette())

    def tint_icons(self, palette: QPalette) -> None:
        """Draw every icon in `palette`'s text colour: called again when the look changes."""
        for action, icon in self._style_icons.items():
            action.setIcon(tinted_icon(icon, palette))

    def show_walk_direction(self, forward: bool) -> None:
        """Name the step command for a forward sweep (True) or a backward walk (False)."""
        text, tip = self._step_words[forward]
        action = self.step_backward
        action.setText(text)
        action.setStatusTip(tip)
        keys = action.shortcuts()
        shown = f" ({keys[0].toString(QKeySequence.SequenceFormat.NativeText)})" if keys else ""
        action.setToolTip(tip + shown)

    def walk_actions(self) -> list[QAction]:
        return [self.reset_walk, self.step_back, self.step_backward, self.run_to_end]

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]

