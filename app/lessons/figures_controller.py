"""The figures panel's wiring: the open section's figures, computed as a job off the window's
thread (app/base/long_jobs.py) by the lesson's own steps (app/session/figures.py), and computed
again when the program in the editor changes or one of the section's training runs ends.

A run of the section's training gives the figures of its `train` step and of the steps that read
what it trains; they say "after a run" until then. A run counts for the program it was made with:
once the editor's program changes, its figures wait for a new run. The runs are kept for the
session, section by section.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gradwalk.core.lessons.figures import Runs, WindowRun
from gradwalk.core.lessons.step_kinds import Train
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.words import translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import FIGURES, SUPERSEDED, LongJobs
from gradwalk.app.base.settings import StoredSettings
from gradwalk.app.session.figures import SectionFigures
from gradwalk.app.session.section_state import SectionState
from gradwalk.views.editor.expression_editor import ExpressionEditor
from gradwalk.views.panels.figures_panel import FiguresPanel

__all__ = ["FiguresController", "FIGURES_PAUSE_MS", "FIGURES_SHOWN"]

FIGURES_PAUSE_MS = 400  # computed again once typing pauses this long (the graph's wait, and a little)
FIGURES_SHOWN = "view/figures"  # the setting: whether the panel is shown


class FiguresController(QObject):
    """Connects the figures panel to the section open, the editor and the training runs."""

    figuresShown = Signal(object)  # a SectionFigures once it is on screen (tests wait for it)

    def __init__(self, *, state: SectionState, commands: WindowActions, jobs: LongJobs,
                 settings: StoredSettings, figures_panel: FiguresPanel, editor: ExpressionEditor,
                 section_run: Callable[[int], tuple[int, Training] | None], run_label: Callable[[int], str],
                 parent: QObject) -> None:
        """`section_run(run_id)` says which of the section's trainings a run of the Training dock
        is (its place among them, from 0) and the training it ran; None for a run of another kind
        (a copy of a row). `run_label(run_id)` is its row's label, what it trains."""
        super().__init__(parent)
        self.state, self.commands, self.jobs, self.settings = state, commands, jobs, settings
        self.panel, self.editor = figures_panel, editor
        self.section_run, self.run_label = section_run, run_label
        # by (lesson, section): the window's runs of its train steps, by step (from 1), each with
        # the editor's program it was made with
        self.runs: dict[tuple[str, str], dict[int, tuple[WindowRun, str]]] = {}
        self.timer = QTimer(self, singleShot=True, interval=FIGURES_PAUSE_MS)
        self.timer.timeout.connect(self.refresh)
        editor.textEdited.connect(self._on_edited)
        self.started_with = ""  # the editor's program when the runs started: the one they trained
        commands.start_training.triggered.connect(self._on_start)
        shown = commands.show_figures
        shown.setChecked(settings.flag(FIGURES_SHOWN, True))
        self.panel.setVisible(shown.isChecked())
        shown.toggled.connect(self._on_toggled)

    @Slot(str)
    def _on_edited(self, _text: str) -> None:
        """The program changed: figures of the last one would delay the graph of this one (they
        share its thread), so they stop now, and start again once typing pauses."""
        self.jobs.cancel(FIGURES, SUPERSEDED)
        self.timer.start()

    @Slot()
    def _on_start(self) -> None:
        self.started_with = self.editor.text()

    def _key(self) -> tuple[str, str] | None:
        state = self.state
        return (state.lesson.id, state.section_id) if state.lesson and state.section_id else None

    @Slot()
    def section_opened(self) -> None:
        """A section was opened: its figures replace the last section's at once."""
        self.started_with = ""
        self.panel.show_figures([], translate("Figures", "Computing the figures…"))
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Compute the figures again for the program in the editor, as a job."""
        self.timer.stop()
        if self._key() is None or not self.commands.show_figures.isChecked():
            return  # hidden: computed when shown
        text = self.editor.text()
        work = self.state.figures(text, self._runs_for(text))
        self.jobs.start(FIGURES, translate("Figures", "Computing the figures…"),
                        translate("Figures", "the section's figures"), work, self._show,
                        lambda job: self._show(SectionFigures(message=job.message, problem=True)))

    def _runs_for(self, text: str) -> Runs:
        """The runs made with `text` in the editor, by train step."""
        made = self.runs.get(self._key(), {})
        return {step: run for step, (run, program) in made.items() if program.strip() == text.strip()}

    def _show(self, figures: SectionFigures) -> None:
        self.panel.show_figures(figures.rows, figures.message, figures.problem)
        self.figuresShown.emit(figures)

    @Slot(int, object)
    def run_ended(self, run_id: int, result: DescentResult | None) -> None:
        """A run of the Training dock ended (None: it failed): the figures of its step now."""
        key, section = self._key(), self.state.section
        found = self.section_run(run_id) if result is not None else None
        if key is None or section is None or found is None:
            return
        index, training = found
        numbers = [number for number, step in enumerate(section.steps, start=1) if step.kind == Train.key]
        if index >= len(numbers):
            return
        # a training of the program's own (a narrower network) is named by its row, not by the lesson
        named = "" if training.label_in(self.state.language) else self.run_label(run_id)
        run = WindowRun(training, result, named)
        self.runs.setdefault(key, {})[numbers[index]] = (run, self.started_with or self.editor.text())
        # Runs started together end together: their figures are computed once, after the last,
        # not once for each while the others' ends are still being drawn.
        self.timer.start()

    @Slot(bool)
    def _on_toggled(self, shown: bool) -> None:
        self.panel.setVisible(shown)
        self.settings.setValue(FIGURES_SHOWN, shown)
        if shown:
            self.refresh()
            self.panel.rows.setFocus()
