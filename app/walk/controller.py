"""The walk in the window: what the editor's program draws, the backward walk stepped through it,
and the finite-difference check of it.

A thin controller between the section state (app/session/section_state.py), the window's jobs and the
widgets that show a walk: the graph, its caption and choosers, the GradStore table, the tape
list, the finite-difference table. The texts keep the window's translation context
("MainWindow"), where their translations are.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (QComboBox, QDockWidget, QInputDialog, QLabel, QMessageBox, QPlainTextEdit,
                               QStatusBar, QWidget)

from gradwalk.core.engine import WalkMode
from gradwalk.core.engine.layers import LossTail
from gradwalk.core.words import prose_number, translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import EVALUATION, FD_CHECK, SUPERSEDED, LongJobs
from gradwalk.app.session.forward.direction import direction_text, is_direction, parse_direction
from gradwalk.app.session.section_state import SectionState
from gradwalk.app.session.workspace import Outcome, ProblemInfo
from gradwalk.views.editor.expression_editor import ExpressionEditor
from gradwalk.views.editor.palette import BuildPalette
from gradwalk.views.graph.graph_plan import CAREFUL_UP_TO, GraphPlan, plan_graph
from gradwalk.views.graph.graph_view import GraphLegend, GraphView
from gradwalk.views.graph.walk_caption import WalkCaption
from gradwalk.views.panels.fd_results import FiniteDifferenceTable
from gradwalk.views.panels.gradient_table import GradientTable
from gradwalk.views.panels.tape_list import TapeList

__all__ = ["WalkController", "TYPE_A_DIRECTION", "EVALUATION_PAUSE_MS"]

TYPE_A_DIRECTION = "\u2026direction"  # the Seed list's last entry: it asks for a direction to type
EVALUATION_PAUSE_MS = 300  # evaluate once typing pauses this long
CAPTIONS_MEASURED = 400  # the steps whose sentences size the caption (and the last): a long walk's are alike


class WalkController(QObject):
    """Evaluates the editor's program as the learner pauses typing, draws its graph, walks it."""

    outcomeShown = Signal(object)  # an Outcome once it is on screen
    modeShown = Signal(str)  # a WalkMode, once its widgets and the steps' words show it

    def __init__(self, *, state: SectionState, commands: WindowActions, jobs: LongJobs,
                 graph: GraphView, legend: GraphLegend, caption: WalkCaption, result_chooser: QComboBox,
                 gradient_chooser: QComboBox, seed_label: QLabel, seed_chooser: QComboBox,
                 selection_details: QPlainTextEdit, editor: ExpressionEditor, palette_panel: BuildPalette,
                 store_title: QLabel, gradient_table: GradientTable, tape_title: QLabel, tape_list: TapeList,
                 fd_table: FiniteDifferenceTable, gradient_dock: QDockWidget, busy_label: QLabel,
                 status_bar: QStatusBar, notice_holds: Callable[[], bool], update_actions: Callable[[], None],
                 dialog_parent: QWidget, parent: QObject) -> None:
        """`notice_holds` says whether a notice holds the status bar (the program's summary then
        waits); `update_actions` enables the window's commands anew; `dialog_parent` is the
        window the direction's dialog and its problem box belong to."""
        super().__init__(parent)
        self.state, self.commands, self.jobs = state, commands, jobs
        self.graph, self.legend, self.caption = graph, legend, caption
        self.result_chooser, self.gradient_chooser = result_chooser, gradient_chooser
        self.seed_label, self.seed_chooser = seed_label, seed_chooser
        self.selection_details, self.editor, self.palette_panel = selection_details, editor, palette_panel
        self.store_title, self.gradient_table = store_title, gradient_table
        self.tape_title, self.tape_list = tape_title, tape_list
        self.fd_table, self.gradient_dock = fd_table, gradient_dock
        self.busy_label, self.status_bar = busy_label, status_bar
        self.notice_holds, self.update_actions = notice_holds, update_actions
        self.dialog_parent = dialog_parent
        self.evaluation_timer = QTimer(self, singleShot=True, interval=EVALUATION_PAUSE_MS)
        self.evaluation_timer.timeout.connect(self.evaluate)
        a = commands
        a.step_backward.triggered.connect(lambda: self.show_position(self.state.position + 1))
        a.step_back.triggered.connect(lambda: self.show_position(self.state.position - 1))
        a.run_to_end.triggered.connect(lambda: self.show_position(self.state.walk_length))
        a.reset_walk.triggered.connect(lambda: self.show_position(0))
        # Tape and Forward Mode exclude each other (the group); with neither, the graph is walked back.
        a.tape_mode.toggled.connect(lambda on: self._on_mode_toggled(WalkMode.TAPE, on))
        a.forward_mode.toggled.connect(lambda on: self._on_mode_toggled(WalkMode.FORWARD, on))
        a.finite_differences.triggered.connect(self.check_finite_differences)
        a.layers_as_boxes.toggled.connect(self._on_layers_as_boxes)
        a.open_layer.triggered.connect(lambda: self.toggle_layer(self.graph.selected_node()))
        a.open_elements.triggered.connect(lambda: self.toggle_elements(self.graph.selected_node()))
        graph.nodeSelected.connect(self._on_node_selected)
        graph.nodeActivated.connect(self._on_node_activated)
        result_chooser.activated.connect(self._on_result_chosen)
        gradient_chooser.activated.connect(self._on_gradient_chosen)
        seed_chooser.activated.connect(self._on_seed_chosen)

    # --- evaluating -------------------------------------------------------------------------------

    def evaluate_soon(self) -> None:
        """Evaluate once typing pauses for EVALUATION_PAUSE_MS (each call starts the wait again)."""
        self.evaluation_timer.start()

    def evaluate(self) -> None:
        """Evaluate the editor's program as a job: the newest replaces any still running."""
        self.evaluation_timer.stop()
        self.busy_label.setText(translate("MainWindow", "Evaluating…"))
        request, work = self.state.evaluation(self.editor.text(), self.state.walk_mode)
        inputs = self.graph.plan_inputs().for_thread()

        def evaluate_and_plan(progress) -> tuple[Outcome, GraphPlan | None]:
            """The program run, and its graph laid out with its labels placed, on the job's thread:
            the window only shows the picture (a network's layout takes a few hundred ms)."""
            outcome = work(progress)
            if not outcome.ok:
                return outcome, None
            edge_texts, badge_texts = _walk_texts(outcome)
            return outcome, plan_graph(outcome.snapshot, inputs, edge_texts, badge_texts)

        self.jobs.start(EVALUATION, translate("MainWindow", "Evaluating…"),
                        translate("MainWindow", "the program"), evaluate_and_plan,
                        lambda answer: self._on_evaluated(*answer),
                        lambda job: self._on_evaluated(  # past its budget: said as a mistake would be
                            Outcome(request.serial, request, problem=ProblemInfo(job.message))))

    def _on_evaluated(self, outcome: Outcome, plan: GraphPlan | None = None,
                      planned_again: bool = False) -> None:
        if outcome.ok and plan is not None and not planned_again and not self.graph.can_show(plan):
            # The view changed while the job ran (the window was shown, a dock opened): the graph
            # is laid out again off the window's thread, the old picture on screen meanwhile.
            self._plan_again(outcome, plan)
            return
        self.busy_label.setText("")
        if not outcome.ok:
            problem = outcome.problem
            if problem.line is not None:
                self.editor.show_error(problem.line, problem.col or 1, problem.message)
            else:
                self.editor.show_message(problem.message)
            self.status_bar.showMessage(translate("MainWindow", "Not evaluated: {0}. The last graph stays on "
                                                  "screen.").format(problem.message), 10000)
            self.outcomeShown.emit(outcome)
            return
        self.editor.clear_error()
        fit_asked, same_graph = self.state.show(outcome)
        self._fill_choosers(outcome)
        self.palette_panel.set_names(list(outcome.names))
        # Redrawn even when the shape is the same (the values may differ). A new section, or a new
        # shape the learner has not zoomed into, is fitted; a zoom of the learner's own is kept.
        fit = fit_asked or (not same_graph and not self.graph.zoomed_by_user())
        walk = outcome.walk
        edge_texts, badge_texts = _walk_texts(outcome) if plan is None else (None, None)
        self.graph.set_graph(outcome.snapshot, walk.frame(self.state.position), fit=fit,
                             edge_texts=edge_texts, badge_texts=badge_texts, plan=plan)
        if not fit and not same_graph:
            self.graph.show_result()
        # the sentence under the graph as tall as the walk's tallest, the table's columns as wide as
        # its widest values: nothing moves as the walk goes
        measured = range(min(len(walk), CAPTIONS_MEASURED) + 1)
        self.caption.set_sentences([walk.caption(k) for k in (*measured, len(walk))])
        self.gradient_table.set_batch(outcome.batch_gradients)  # one point's graph: the batch's beside
        self.gradient_table.expect(walk.store_after(k) for k in (*measured, len(walk)))
        self.tape_list.set_entries([(index, text) for index, text, _ in walk.tape_rows])
        self.show_position(self.state.position)
        if not self.notice_holds():
            self.status_bar.showMessage(outcome.summary, 8000)
        self.outcomeShown.emit(outcome)

    def _plan_again(self, outcome: Outcome, plan: GraphPlan) -> None:
        inputs = self.graph.plan_inputs().for_thread()
        self.jobs.start(EVALUATION, translate("MainWindow", "Evaluating…"),
                        translate("MainWindow", "the program"),
                        lambda progress: plan_graph(outcome.snapshot, inputs, plan.edge_texts,
                                                    plan.badge_texts),
                        lambda again: self._on_evaluated(outcome, again, planned_again=True),
                        lambda job: self._on_evaluated(outcome, None))  # past its budget: planned here

    def _fill_choosers(self, outcome: Outcome) -> None:
        results, gradients = self.result_chooser, self.gradient_chooser
        results.blockSignals(True)
        results.clear()
        results.addItems(list(outcome.names))
        results.setCurrentText(outcome.focus or "")
        results.blockSignals(False)
        gradients.blockSignals(True)
        gradients.clear()
        gradients.addItem(translate("MainWindow", "{0} itself").format(outcome.focus), None)
        for name in outcome.variables:
            gradients.addItem(f"d{outcome.focus}/d{name}", name)
        gradients.setCurrentIndex(max(gradients.findData(self.state.gradient_of), 0))
        gradients.setEnabled(WalkMode(self.state.walk_mode).walks_gradient_graphs)
        gradients.blockSignals(False)
        seeds = self.seed_chooser
        seeds.blockSignals(True)
        seeds.clear()
        seeds.addItem(translate("MainWindow", "every variable"), None)
        for name in outcome.seeds:
            seeds.addItem(name, name)
        if is_direction(self.state.seeded):
            seeds.addItem(self.state.seeded, self.state.seeded)
        if outcome.variables:
            seeds.addItem(translate("MainWindow", "a direction…"), TYPE_A_DIRECTION)
        seeds.setCurrentIndex(max(seeds.findData(self.state.seeded), 0))
        seeds.blockSignals(False)

    def _on_result_chosen(self, index: int) -> None:
        self.state.choose_result(self.result_chooser.itemText(index))
        self.evaluate()

    def _on_gradient_chosen(self, index: int) -> None:
        self.state.choose_gradient(self.gradient_chooser.itemData(index))
        self.evaluate()

    def _on_seed_chosen(self, index: int) -> None:
        chosen = self.seed_chooser.itemData(index)
        if chosen == TYPE_A_DIRECTION:
            self.ask_direction()
            return
        self.state.choose_seed(chosen)
        self.evaluate()

    def ask_direction(self, typed: str | None = None) -> None:
        """Ask for a direction to seed (x = 1, 0, -1; b = 0.5), in a dialog that leaves the window
        answering; what is typed is read against the graph's variables when it is accepted.
        `typed` fills it again after a direction that did not fit, so nothing typed is lost."""
        outcome = self.state.outcome
        shapes = {node.label: node.shape for node in outcome.snapshot.nodes
                  if node.label in outcome.variables}
        sizes = ", ".join(translate("MainWindow", "{0} ({1} elements)").format(
            name, prose_number(math.prod(shape))) if shape else name for name, shape in shapes.items())
        dialog = QInputDialog(self.dialog_parent)
        dialog.setObjectName("directionDialog")
        dialog.setWindowTitle(translate("MainWindow", "Seed a Direction"))
        dialog.setLabelText(translate(
            "MainWindow", "The tangent of each variable that moves, as name = numbers (one number for all "
            "of its elements), the variables separated by ;. A variable left out stays still.\n"
            "Variables: {0}").format(sizes))
        current = typed if typed is not None else self.state.seeded if is_direction(
            self.state.seeded) else direction_text({name: np.ones(()) for name in list(shapes)[:1]})
        dialog.setTextValue(current)
        dialog.textValueSelected.connect(lambda text: self._on_direction(text, shapes))
        dialog.rejected.connect(lambda: self._fill_choosers(self.state.outcome))  # the seed as it was
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a new one each time it is asked for
        dialog.open()

    def _on_direction(self, text: str, shapes: dict) -> None:
        try:
            direction = parse_direction(text, shapes)
        except ValueError as err:  # said once; the seed stays as it was
            self._fill_choosers(self.state.outcome)
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Seed a Direction"), str(err),
                              QMessageBox.StandardButton.Ok, self.dialog_parent)
            box.setObjectName("directionProblemBox")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.finished.connect(lambda _: self.ask_direction(text))  # to mend what was typed
            box.open()
            self.status_bar.showMessage(str(err), 10000)
            return
        self.state.choose_seed(direction_text(direction))
        self.evaluate()

    def _on_mode_toggled(self, mode: str, on: bool) -> None:
        """One of the two modes was checked or unchecked. Checking one unchecks the other (their
        action group): that toggle, with a mode still checked, changes nothing."""
        if not on and any(action.isChecked() for action in self.commands.walk_modes.actions()):
            return
        self.show_mode(mode if on else WalkMode.GRAPH)
        self.evaluate()

    def show_mode(self, mode: str) -> None:
        """The widgets of a walk mode: the tape's list, the seed chooser, the words of the steps."""
        self.state.walk_mode = mode
        self.tape_list.setVisible(mode == WalkMode.TAPE)
        self.tape_title.setVisible(mode == WalkMode.TAPE)
        forward = mode == WalkMode.FORWARD
        self.seed_label.setVisible(forward)
        self.seed_chooser.setVisible(forward)
        self.legend.show_forward(forward)
        self.graph.legend.show_forward(forward)
        self.gradient_table.show_tangents(forward)
        self.retranslate()
        self.modeShown.emit(mode)

    def retranslate(self) -> None:
        """The words that say the walk's mode (the gradients' titles, the caption's tip, the step
        command's name), in the language installed now."""
        forward = self.state.walk_mode == WalkMode.FORWARD
        self.store_title.setText(translate("MainWindow", "Tangents after the steps so far") if forward
                                 else translate("MainWindow", "GradStore after the steps so far"))
        title = translate("MainWindow", "Tangents") if forward else translate("MainWindow", "Gradients")
        self.gradient_dock.setWindowTitle(title)
        self.gradient_dock.setAccessibleName(title)
        self.caption.setToolTip(
            translate("MainWindow", "The current step of the forward sweep, in words") if forward
            else translate("MainWindow", "The current step of the backward walk, in words"))
        self.commands.show_walk_direction(forward)

    # --- a network's layers -----------------------------------------------------------------------

    def toggle_layer(self, node_id: int) -> None:
        """Open the layer drawn at node `node_id` into its operations, or close it into its box
        (app/session/walk/layers.py); nothing for a node of no layer."""
        layer = self.state.layer_at(node_id)
        if layer is None:
            return
        self.state.toggle_layer(layer)
        self.evaluate()

    def toggle_elements(self, node_id: int) -> None:
        """Open node `node_id` into its elements, or close the opened node it is part of
        (app/session/walk/elements.py); where it cannot open, the status bar says why."""
        why = self.state.toggle_elements(node_id)
        if why is not None:
            self.status_bar.showMessage(why, 10000)
            return
        self.evaluate()

    def _on_node_activated(self, node_id: int) -> None:
        """A double-click goes a level deeper: a layer's box opens into its operations, a node into
        its elements (one point's neurons, say); a number of an opened node closes that node, and
        an operation of an opened layer that has too many elements to open closes its layer."""
        layer = self.state.layer_at(node_id)
        closed_box = layer is not None and layer.name not in self.state.opened_layers
        if closed_box or (layer is not None and self.state.opened_at(node_id) is None
                          and self.state.why_not_open(node_id) is not None):
            self.toggle_layer(node_id)
        else:
            self.toggle_elements(node_id)

    def can_toggle_elements(self) -> tuple[bool, bool]:
        """Whether the elements command applies to the node selected, and whether it would open it."""
        node_id = self.graph.selected_node()
        if self.state.opened_at(node_id) is not None:
            return True, False
        return self.state.why_not_open(node_id) is None, True

    def _on_layers_as_boxes(self, on: bool) -> None:
        self.state.draw_layers_as_boxes(on)
        self.evaluate()

    def can_toggle_layer(self) -> tuple[bool, bool, bool]:
        """Whether the layer command applies to the node selected, whether it would open it, and
        whether the box is the loss's operations rather than a layer."""
        layer = self.state.layer_at(self.graph.selected_node())
        return (layer is not None, layer is not None and layer.name not in self.state.opened_layers,
                isinstance(layer, LossTail))

    def _on_node_selected(self, node_id: int) -> None:
        self._show_selection()
        self.update_actions()  # the layer command follows the node selected
        outcome = self.state.outcome
        if outcome is None or node_id < 0:
            return
        for node in outcome.snapshot.nodes:
            if node.id != node_id:
                continue
            if node.label in outcome.names:
                self.palette_panel.set_target(node.label)
            else:
                self.status_bar.showMessage(translate(
                    "MainWindow", "{0} has no name in the program: assign it to a name to build on it with "
                    "the palette.").format(node.label), 8000)

    def _show_selection(self) -> None:
        """The selected node's every value under the graph (a box shows at most 8), or nothing."""
        graph, details = self.graph, self.selection_details
        node_id = graph.selected_node()
        if node_id < 0:
            details.hide()
            return
        details.setPlainText(graph.node_item(node_id).toolTip())
        details.show()

    # --- walking ----------------------------------------------------------------------------------

    def show_position(self, position: int) -> None:
        """Draw the walk after `position` steps (clamped to the walk)."""
        walk = self.state.walk
        if walk is None:
            self.update_actions()
            return
        position = self.state.walk_to(position)
        frame = walk.frame(position)
        self.graph.show_frame(frame)
        self.caption.setText(frame.caption)
        if self.selection_details.isVisible():
            self._show_selection()  # its gradient as this step leaves it
        # the table's note when it is empty follows the walk: Step only where a step is left
        self.gradient_table.set_empty_text(
            (translate("MainWindow", "No tangent yet — step the sweep") if walk.mode == WalkMode.FORWARD
             else translate("MainWindow", "No gradient yet — step the walk"))
            if walk.seed is not None and position < len(walk) else frame.caption)
        self.gradient_table.show_store(walk.store_after(position))
        if walk.mode == WalkMode.TAPE:
            current, done = walk.tape_position(position)
            self.tape_list.set_position(current, done)
        self.update_actions()

    def export_frames(self) -> tuple[list, list[str]]:
        """Every frame of the walk, and a title for each, for the PDF export."""
        walk = self.state.walk
        if walk is None:
            return [], []
        frames = [walk.frame(k) for k in range(len(walk) + 1)]
        titles = [translate("MainWindow", "Step {0} of {1}").format(k, len(walk))
                  for k in range(len(walk) + 1)]
        return frames, titles

    # --- the finite-difference check --------------------------------------------------------------

    def check_finite_differences(self) -> None:
        """Compare backward with central differences, as a long job: it runs the program twice
        per element of every variable, which for a large tensor takes long."""
        if self.jobs.running(FD_CHECK):
            return
        self.fd_table.show_message(translate("MainWindow", "Checking…"), problem=False)
        self.gradient_dock.show()
        self.jobs.start(FD_CHECK, translate("MainWindow", "Finite-difference check"),
                        translate("MainWindow", "the finite-difference check"),
                        self.state.finite_differences(self.editor.text()),
                        lambda result: self._on_checked(*result), self._on_fd_stopped)

    def program_changed(self, why: str) -> None:
        """The editor's program changed: a finite-difference check running answers nothing now."""
        if self.jobs.running(FD_CHECK):
            self.jobs.cancel(FD_CHECK, SUPERSEDED)
            self.fd_table.show_message(translate("MainWindow", "The check was stopped: {0}. Check again to "
                                                 "compare the new program.").format(why), problem=False)

    def _on_fd_stopped(self, job) -> None:
        self.fd_table.show_message(job.message)
        self.status_bar.showMessage(job.message, 10000)

    def _on_checked(self, rows: list, tolerance: float, sentence: str) -> None:
        if not rows:
            self.fd_table.show_message(sentence)
        else:
            self.fd_table.show_results([(r.name, r.gap_text, r.passed) for r in rows],
                                       prose_number(tolerance))
        self.status_bar.showMessage(sentence, 10000)


def _walk_texts(outcome: Outcome) -> tuple[dict | None, dict | None]:
    """The labels the walk will give the edges and the badges it will give the nodes, where the
    graph is small enough to leave room for every one (None, None for a bigger one)."""
    if len(outcome.snapshot.nodes) > CAREFUL_UP_TO:
        return None, None
    return outcome.walk.edge_texts(), outcome.walk.badge_texts()
