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
    """The window's QActions as attributes named after their object names (minus "action").

    Each action is made once with its object name, shortcuts and icon; its words (text, tooltip,
    status tip, toolbar text) are given in `retranslate`, again when the language changes."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        style = QApplication.style()
        icon = style.standardIcon
        S = QStyle.StandardPixmap
        K = QKeySequence
        self._style_icons: dict[QAction, QIcon] = {}  # each action's icon as the style draws it
        self._forward = False  # whether the step command steps a forward sweep (see show_walk_direction)

        def make(name: str, keys=(), pixmap=None, checkable=False) -> QAction:
            action = QAction(parent)
            action.setObjectName(name)
            shortcuts = []
            for key in map(_sequence, keys):  # a standard key is often the text beside it (Ctrl+O):
                if not key.isEmpty() and key not in shortcuts:  # twice, Qt finds it ambiguous
                    shortcuts.append(key)
            action.setShortcuts(shortcuts)
            action.setCheckable(checkable)
            if pixmap is not None:
                self._style_icons[action] = icon(pixmap)
            return action

        # File
        self.open_lesson = make("actionOpenLesson", [K.StandardKey.Open, "Ctrl+O"], S.SP_DirOpenIcon)
        self.export_graph = make("actionExportGraph", [K("Ctrl+E")], S.SP_DialogSaveButton)
        self.quit = make("actionQuit", [K.StandardKey.Quit, "Ctrl+Q"])
        # Edit
        self.reset_code = make("actionResetCode", [K("Ctrl+Shift+R")], S.SP_BrowserReload)
        # Long work: the checks and a lesson's check run in the background (app/base/long_jobs.py)
        self.cancel_job = make("actionCancelJob", [K("Escape")], S.SP_BrowserStop)
        # Lesson
        self.previous_section = make("actionPreviousSection", [K("Ctrl+PgUp"), K("Alt+Up")], S.SP_ArrowUp)
        self.next_section = make("actionNextSection", [K("Ctrl+PgDown"), K("Alt+Down")], S.SP_ArrowDown)
        # Exercise
        self.check_answer = make("actionCheckAnswer", [K("Ctrl+Shift+Return"), K("Ctrl+Shift+Enter")],
                                 S.SP_DialogApplyButton)
        self.show_solution = make("actionShowSolution", [K("Ctrl+Shift+H")], S.SP_MessageBoxInformation)
        self.use_solution = make("actionUseSolution")
        # Walk: one command steps either way, back in a backward walk, forward in a forward sweep
        self.step_backward = make("actionStepBackward", [K("Right"), K("F10")], S.SP_MediaSeekForward)
        self.step_back = make("actionStepBack", [K("Left"), K("Shift+F10")], S.SP_MediaSeekBackward)
        self.run_to_end = make("actionRunToEnd", [K("End"), K("Ctrl+F10")], S.SP_MediaSkipForward)
        self.reset_walk = make("actionResetWalk", [K("Home")], S.SP_MediaSkipBackward)
        self.tape_mode = make("actionTapeMode", [K("Ctrl+T")], checkable=True)
        self.forward_mode = make("actionForwardMode", [K("Ctrl+Shift+F")], checkable=True)
        # one mode at a time, or neither (the graph walked back)
        self.walk_modes = QActionGroup(self)
        self.walk_modes.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.walk_modes.addAction(self.tape_mode)
        self.walk_modes.addAction(self.forward_mode)
        self.build_jacobian = make("actionBuildJacobian", [K("Ctrl+J")])
        # a network's layers: each a box, or opened into its operations (app/session/walk/layers.py)
        self.layers_as_boxes = make("actionLayersAsBoxes", [K("Ctrl+Shift+B")], checkable=True)
        self.layers_as_boxes.setChecked(True)
        self.open_layer = make("actionOpenLayer", [K("Ctrl+Shift+O")])
        # a tensor node opened into its numbers, or closed again (app/session/walk/elements.py)
        self.open_elements = make("actionOpenElements", [K("Ctrl+Shift+N")])
        # what each toggle does to the node selected: open (True), or close
        self._opens = {self.open_layer: True, self.open_elements: True}
        self._of_loss = False  # the layer command names the loss's box, not a layer (say_open_layer)
        self.finite_differences = make("actionFiniteDifferences", [K("Ctrl+D")], S.SP_DialogApplyButton)
        # Train
        self.start_training = make("actionStartTraining", [K("Ctrl+Return"), K("F5")], S.SP_MediaPlay)
        self.stop_training = make("actionStopTraining", [K("Ctrl+."), K("Shift+F5")], S.SP_MediaStop)
        # a run paused, stepped a descent step at a time, resumed (app/training/pausing.py)
        self.pause_training = make("actionPauseTraining", [K("F6")], S.SP_MediaPause)
        self.step_training = make("actionStepTraining", [K("F7")], S.SP_ArrowRight)
        self.resume_training = make("actionResumeTraining", [K("F8")], S.SP_MediaPlay)
        # a copy of the selected run from the same start, beside it, to run with one setting changed
        self.rewind_training = make("actionRewindTraining", [K("Ctrl+F5")], S.SP_MediaSkipBackward)
        # the program run with a run's weights where it waits or ended (app/session/workspace.py)
        self.run_weights = make("actionRunWeights", [K("Ctrl+Shift+W")], checkable=True)
        # the program run on one training point alone (app/session/workspace.py, OnePoint)
        self.one_point = make("actionOnePoint", [K("Ctrl+Shift+P")], checkable=True)
        self.log_scale = make("actionLogScale", [K("Ctrl+L")], checkable=True)
        self.export_plot = make("actionExportPlot", [K("Ctrl+Shift+E")], S.SP_DialogSaveButton)
        self.export_landscape = make("actionExportLandscape", [], S.SP_DialogSaveButton)
        self.export_boundary = make("actionExportBoundary", [], S.SP_DialogSaveButton)
        # View
        self.zoom_in = make("actionZoomIn", [K.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="])
        self.zoom_out = make("actionZoomOut", [K.StandardKey.ZoomOut, "Ctrl+-"])
        self.fit_graph = make("actionFitGraph", [K("Ctrl+0")])
        self.walk_layout = make("actionWalkLayout", [K("Ctrl+1")], checkable=True)
        self.train_layout = make("actionTrainLayout", [K("Ctrl+2")], checkable=True)
        self.show_figures = make("actionShowFigures", [K("Ctrl+3")], checkable=True)
        # the program a run's step is recorded into and replayed (app/training/recorded_steps.py)
        self.show_recorded_step = make("actionShowRecordedStep", [K("Ctrl+4")], checkable=True)
        # Help
        self.keyboard_shortcuts = make("actionKeyboardShortcuts", [K("Ctrl+/")])
        self.marks_legend = make("actionMarksLegend")
        self.expression_language = make("actionExpressionLanguage", [K.StandardKey.HelpContents, "F1"])
        self.step_hint = make("actionStepHint")
        self.about = make("actionAbout")
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.retranslate()
        self.tint_icons(QApplication.palette())

    @staticmethod
    def _say(action: QAction, text: str, tip: str, short: str | None = None) -> None:
        """An action's words: its menu text, its tip (the tooltip names its first shortcut), and
        the shorter text its toolbar button shows, where one is given."""
        action.setText(text)
        keys = action.shortcuts()
        shown = f" ({keys[0].toString(QKeySequence.SequenceFormat.NativeText)})" if keys else ""
        action.setToolTip(tip + shown)
        action.setStatusTip(tip)
        if short is not None:
            action.setIconText(short)

    def retranslate(self) -> None:
        """Every action's words in the language installed now.

        Toolbar buttons take shorter words where the full text would not fit in one row ("Check
        Gradients", never a bare "Check": Check My Answer is another command); Check My Answer keeps
        the menu's words on its button (Qt's icon text is the text without its &): the lesson texts
        name the command so, in every language."""
        say = self._say
        # File
        say(self.open_lesson, self.tr("&Open Lesson…"),
            self.tr("Open a lesson folder from disk (one holding a lesson.toml); it is "
                    "listed with the built-in lessons"))
        say(self.export_graph, self.tr("&Export Graph…"),
            self.tr("Save the graph as PNG or SVG, or the whole walk as a PDF with "
                    "one page per step"), self.tr("Export"))
        say(self.quit, self.tr("&Quit"), self.tr("Close Gradwalk; what you typed is kept"))
        # Edit
        say(self.reset_code, self.tr("Reset to the Lesson's Code"),
            self.tr("Replace the editor's text by the section's own code (undoable)"))
        say(self.cancel_job, self.tr("&Cancel the Running Check"),
            self.tr("Stop the check that is running (the finite-difference check, "
                    "Check My Answer, a lesson's check)"), self.tr("Cancel"))
        # Lesson
        say(self.previous_section, self.tr("&Previous Section"), self.tr("Open the section before this one"),
            self.tr("Previous"))
        say(self.next_section, self.tr("&Next Section"), self.tr("Open the section after this one"),
            self.tr("Next"))
        # Exercise
        say(self.check_answer, self.tr("&Check My Answer"),
            self.tr("Run your program and compare its figures with the exercise's "
                    "solution"))
        say(self.show_solution, self.tr("Show the &Solution"),
            self.tr("Reveal the exercise's solution below the findings"), self.tr("Solution"))
        say(self.use_solution, self.tr("&Use the Solution in the Editor"),
            self.tr("Replace the editor's text by the solution's program (undoable)"), self.tr("Use It"))
        # Walk
        self._step_words = {
            False: (self.tr("&Step Backward"),
                    self.tr("Visit the next node of the backward pass: pass its gradient to its inputs")),
            True: (self.tr("&Step Forward"),
                   self.tr("Visit the next node of the forward sweep: carry its inputs' tangents to it")),
        }
        say(self.step_backward, *self._step_words[self._forward], self.tr("Step"))
        say(self.step_back, self.tr("Step &Back"), self.tr("Undo the last step of the walk"), self.tr("Back"))
        say(self.run_to_end, self.tr("Run to &End"), self.tr("Take every remaining step of the walk"),
            self.tr("To End"))
        say(self.reset_walk, self.tr("&Reset Walk"), self.tr("Go back to before the first step"),
            self.tr("Reset"))
        say(self.tape_mode, self.tr("&Tape Mode"),
            self.tr("Run the program on a tape (a Wengert list) and walk the tape "
                    "backward instead of the graph"), self.tr("Tape Mode"))
        say(self.forward_mode, self.tr("&Forward Mode"),
            self.tr("Carry tangents forward from the seeded variables to the result, "
                    "one node at a time, instead of walking gradients back"), self.tr("Forward Mode"))
        say(self.layers_as_boxes, self.tr("Layers as &Boxes"),
            self.tr("Draw each layer of a network (its matrix product, bias and activation) as one "
                    "box, walked in one step"), self.tr("Layers as Boxes"))
        self.say_open_layer()
        self.say_open_elements()
        say(self.build_jacobian, self.tr("Build the &Jacobian"),
            self.tr("Build the whole Jacobian of the result drawn, one sweep at a "
                    "time: a column per forward sweep or a row per backward one"), self.tr("Jacobian"))
        say(self.finite_differences, self.tr("Check Gradients with Finite &Differences"),
            self.tr("Compare backward's gradients with central differences "
                    "for every variable"), self.tr("Check Gradients"))
        # Train
        say(self.start_training, self.tr("&Start Training"),
            self.tr("Run the selected section's descents, drawing their loss "
                    "curves as they go"), self.tr("Start"))
        say(self.stop_training, self.tr("S&top Training"),
            self.tr("Stop every running descent after its current step"), self.tr("Stop"))
        say(self.pause_training, self.tr("Pa&use Training"),
            self.tr("Hold every running descent after its current step: its curves, boundary and "
                    "numbers show the step it waits at"), self.tr("Pause"))
        say(self.step_training, self.tr("Take One &Descent Step"),
            self.tr("Let each paused descent take one step, at the learning rate its row holds now, "
                    "and wait again"), self.tr("One Step"))
        say(self.resume_training, self.tr("&Resume Training"),
            self.tr("Let the paused descents go on, each at the learning rate its row holds now"),
            self.tr("Resume"))
        say(self.rewind_training, self.tr("Rewind as a &New Run"),
            self.tr("Add a copy of the selected run that starts where it started (the same weights, "
                    "the same points): change one of its settings, then Start runs the two side by side"),
            self.tr("Rewind"))
        say(self.run_weights, self.tr("Graph at the Run's &Weights"),
            self.tr("Run the program with the selected run's parameters where it waits or where it "
                    "ended, and as it goes: the graph and its walk show that step's values and gradients"),
            self.tr("At the Run's Weights"))
        say(self.one_point, self.tr("Graph of &One Point…"),
            self.tr("Run the program on one training point alone, chosen by its number or by "
                    "clicking it in the decision boundary: the graph of that point's loss, to walk"),
            self.tr("One Point"))
        say(self.log_scale, self.tr("&Logarithmic Loss Axis"),
            self.tr("Show the loss on a logarithmic axis: a diverging run and a "
                    "converging one fit on one plot"), self.tr("Log Axis"))
        say(self.export_plot, self.tr("Export &Plot…"),
            self.tr("Save the loss curves as PNG or SVG, or every step of every run "
                    "as CSV"))
        say(self.export_landscape, self.tr("Export L&andscape…"),
            self.tr("Save the loss landscape, with the runs' paths over "
                    "it, as PNG or SVG"))
        say(self.export_boundary, self.tr("Export Decision &Boundary…"),
            self.tr("Save the classifier's decision boundary, with its points, as "
                    "PNG or SVG"))
        # View
        say(self.zoom_in, self.tr("Zoom &In"), self.tr("Enlarge the graph"))
        say(self.zoom_out, self.tr("Zoom &Out"), self.tr("Shrink the graph"))
        say(self.fit_graph, self.tr("Fit &Graph"), self.tr("Show the whole graph"))
        say(self.walk_layout, self.tr("&Walk Layout"),
            self.tr("Arrange the window for walking: the graph large, the training "
                    "put away"))
        say(self.train_layout, self.tr("T&rain Layout"),
            self.tr("Arrange the window for training: the runs, the loss curves and "
                    "the landscape across the window"))
        say(self.show_figures, self.tr("Section &Figures"),
            self.tr("Show the figures the section computes under its text, computed "
                    "again as you change the program and when a run ends"))
        say(self.show_recorded_step, self.tr("Recor&ded Step"),
            self.tr("List, beside the graph, the program the selected run's step is recorded into and "
                    "replayed: what a step computes once the graph is gone"), self.tr("Recorded Step"))
        # Help
        say(self.keyboard_shortcuts, self.tr("&Keyboard Shortcuts"),
            self.tr("List every command with its keyboard shortcuts"))
        say(self.marks_legend, self.tr("What the &Marks Mean"),
            self.tr("What the graph's shapes, marks and colours say"))
        say(self.expression_language, self.tr("&Expression Language"),
            self.tr("Every operation, constructor and operator a program may "
                    "use, with what it does and an example of each"))
        say(self.step_hint, self.tr("How to &Step"), self.tr("Show again the note on how to step the walk"))
        say(self.about, self.tr("&About Gradwalk"), self.tr("What Gradwalk is, and its version"))

    def tint_icons(self, palette: QPalette) -> None:
        """Draw every icon in `palette`'s text colour: called again when the look changes."""
        for action, icon in self._style_icons.items():
            action.setIcon(tinted_icon(icon, palette))

    def show_walk_direction(self, forward: bool) -> None:
        """Name the step command for a forward sweep (True) or a backward walk (False)."""
        self._forward = forward
        self._say(self.step_backward, *self._step_words[forward])

    def say_open_layer(self, opens: bool | None = None, of_loss: bool | None = None) -> None:
        """Name the layer command for what it does to the node selected: open a layer's box
        (True) or close an opened layer again (False), a layer's or the loss's (`of_loss`); None:
        as it was."""
        if of_loss is not None and of_loss != self._of_loss:
            self._of_loss = of_loss
            self.open_layer.setText("")  # the words change: said again below
        if self._of_loss:
            self._say_toggle(self.open_layer, opens, (
                self.tr("Open the Loss's O&perations"), self.tr("Draw the selected loss's box as its "
                                                                "operations, to walk them one by one (or "
                                                                "double-click it)")), (
                self.tr("Close the Loss's O&perations"), self.tr("Draw the loss's operations as one box "
                                                                 "again (or double-click one of them)")))
            return
        self._say_toggle(self.open_layer, opens, (
            self.tr("Open La&yer"), self.tr("Draw the selected layer as its operations, to walk them one by "
                                            "one (or double-click its box)")), (
            self.tr("Close La&yer"), self.tr("Draw the selected layer's operations as one box again (or "
                                             "double-click one of them)")))

    def say_open_elements(self, opens: bool | None = None) -> None:
        """Name the elements command for what it does to the node selected: open a tensor node
        into its numbers (True) or close an opened one (False); None: as it was."""
        self._say_toggle(self.open_elements, opens, (
            self.tr("Open into &Elements"), self.tr("Draw the selected node as its numbers, each made by "
                                                    "operations on single numbers, and walk them one by "
                                                    "one (or double-click it)")), (
            self.tr("Close &Elements"), self.tr("Draw the selected opened node as one tensor again (or "
                                                "double-click it)")))

    def _say_toggle(self, action: QAction, opens: bool | None, open_words: tuple, close_words: tuple) -> None:
        if opens is not None:
            if opens == self._opens[action] and action.text():
                return  # said already: each word set again tells every menu and button
            self._opens[action] = opens
        self._say(action, *(open_words if self._opens[action] else close_words))

    def walk_actions(self) -> list[QAction]:
        return [self.reset_walk, self.step_back, self.step_backward, self.run_to_end]

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]

