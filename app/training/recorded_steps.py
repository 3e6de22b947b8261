"""The recorded step beside the graph (View > Recorded Step): the program the selected run's step
is recorded into and replayed (core/training/recorded_step.py), listed by the ProgramList.

The step is recorded as a job off the window's thread, for the run selected (the first run where
none is), with its row's settings as Start would run it; again when another run is selected, when
a row's settings change and when another section's runs are shown. Hidden, nothing is recorded.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QDockWidget

from gradwalk.core.training.recorded_step import RecordedStep, recorded_step
from gradwalk.core.training.training import Training
from gradwalk.core.words import prose_number, translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import RECORDING, SUPERSEDED, LongJobs
from gradwalk.views.panels.program_list import ProgramList
from gradwalk.views.panels.training_panel import TrainingPanel

__all__ = ["RecordedStepController", "RECORD_AFTER_MS"]

RECORD_AFTER_MS = 250  # a row's settings typed: recorded once the typing pauses
DOCK_SHARE = 0.3  # of the window's width: the recorded step's dock, beside the graph


class RecordedStepController(QObject):
    """Shows the recorded step of the selected run while View > Recorded Step is checked."""

    def __init__(self, *, commands: WindowActions, jobs: LongJobs, panel: TrainingPanel,
                 run_training: Callable[[int], Training | None], program_dock: QDockWidget,
                 program_list: ProgramList, resize_docks: Callable, window_width: Callable[[], int],
                 parent: QObject) -> None:
        """`run_training(run_id)`: what Start would train for that row (None: it cannot start);
        `resize_docks` and `window_width` give the dock its width as it shows (the window's)."""
        super().__init__(parent)
        self.action, self.jobs, self.panel = commands.show_recorded_step, jobs, panel
        self.run_training = run_training
        self.dock, self.list = program_dock, program_list
        self.resize_docks, self.window_width = resize_docks, window_width
        self.shown: RecordedStep | None = None  # the step on screen (tests read it)
        self._timer = QTimer(self, singleShot=True, interval=RECORD_AFTER_MS)
        self._timer.timeout.connect(self.refresh)
        self.action.toggled.connect(self._toggled)
        # the dock's own close button unchecks the command (a dock tabbed behind another is not closed)
        program_dock.visibilityChanged.connect(
            lambda _visible: self.action.setChecked(not self.dock.isHidden()))
        panel.selectionChanged.connect(lambda _run_id: self._timer.start())
        panel.runsChanged.connect(self._timer.start)
        self._toggled(self.action.isChecked())

    @Slot(bool)
    def _toggled(self, shown: bool) -> None:
        if shown != (not self.dock.isHidden()):
            self.dock.setVisible(shown)
            if shown:
                self.resize_docks([self.dock], [int(self.window_width() * DOCK_SHARE)],
                                  Qt.Orientation.Horizontal)
        if shown:
            self.refresh()
        else:
            self.jobs.cancel(RECORDING, SUPERSEDED)

    @Slot()
    def refresh(self) -> None:
        """Record the selected run's step again, as a job (nothing while hidden)."""
        self._timer.stop()
        if not self.action.isChecked():
            return
        run_ids = self.panel.run_ids()
        if not run_ids:
            self._show(None, translate("RecordedSteps", "This section trains nothing: a recorded step is "
                                       "a run's, in a section with runs."))
            return
        run_id = self.panel.selected_run() if self.panel.selected_run() in run_ids else run_ids[0]
        label = next(row.label for row in self.panel.runs() if row.run_id == run_id)
        training = self.run_training(run_id)
        if training is None:
            self._show(None, translate("RecordedSteps", "Run {0} cannot start with the program on "
                                       "screen: its row says why.").format(label))
            return
        self.list.set_step(self.shown.lines if self.shown else (),
                           translate("RecordedSteps", "Recording the step of run {0}…").format(label))
        self.jobs.start(RECORDING, translate("RecordedSteps", "Recording a step"),
                        translate("RecordedSteps", "the recording of run {0}'s step").format(label),
                        lambda progress: recorded_step(training),
                        lambda step: self._show(step, _said(step, label, training.replay)),
                        lambda job: self._show(None, job.message))

    def _show(self, step: RecordedStep | None, message: str) -> None:
        self.shown = step
        self.list.set_step(step.lines if step is not None else (), message)


def _said(step: RecordedStep, label: str, replay: bool = True) -> str:
    """What the list says above a step: how much each replay runs, or why the run is eager."""
    if step.refusal:
        return translate("RecordedSteps", "Run {0} runs eagerly: {1}").format(label, step.refusal)
    if not replay:
        return translate("RecordedSteps", "Run {0} runs every step eagerly: its Replay box is unticked. "
                         "Replayed, each of its steps would run these {1} lines").format(
            label, prose_number(step.replayed))
    once = len(step.lines) - step.replayed
    if once:
        return translate("RecordedSteps", "Run {0}: {1} lines at each step, {2} computed once").format(
            label, prose_number(step.replayed), prose_number(once))
    return translate("RecordedSteps", "Run {0}: {1} lines at each step").format(
        label, prose_number(step.replayed))
