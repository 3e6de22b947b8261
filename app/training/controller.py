"""The training dock's wiring: a section's runs in the panel, their descents in child processes
(app/training/runs.py), their records on the loss curves and on the loss landscape.

The controller owns the runs' state (the runs the section defines with the program on screen,
what each run has recorded so far) and enables the training commands from it; the views only draw
what it hands them. Records arrive in batches, one signal per ~30 ms of descent, never one per
step.

What Start trains is the program in the editor: the window finds the section's runs for each
program it evaluates (core/lessons/trainings.py, `SectionRun`) and hands them to `set_trainings`,
which keeps the rows as the learner edited them and says in each what it trains: the model cell,
a label made from the program where it is not the lesson's (its network's widths, `2-8-1`), a
note under "ready" for a run that trains a loss of the lesson's own, and why a run cannot start.
The runs trained are kept for the session (app/training/kept_runs.py): leaving a section saves its
rows, coming back shows them with their curves, boundaries and how they ended; a language switch
shows them again in its words (`show_again`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QSplitter, QWidget

from gradwalk.core.engine import GradwalkError
from gradwalk.core.lessons.model import Lesson, PointSpec
from gradwalk.core.lessons.trainings import SectionRun
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.training.landscape import landscape_bounds, line_loss_grid, line_optimum
from gradwalk.core.training.models import model_name_text
from gradwalk.core.words import language, prose_number
from gradwalk.core.words import translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.in_turns import InTurns
from gradwalk.app.training.boundary_controller import BoundaryController
from gradwalk.app.training.kept_runs import KeptRuns, KeptSection, PathSampler, RunRecord
from gradwalk.app.training.pausing import RateChange, RunPausing
from gradwalk.app.session.training.point_choice import source_of, with_points
from gradwalk.app.export.dialogs import ask_picture_size, write_export
from gradwalk.app.session.export_formats import plot_formats
from gradwalk.app.base.settings import StoredSettings
from gradwalk.app.session.storage import StorageError
from gradwalk.app.session.workspace import OnePoint, RunWeights
from gradwalk.app.training.inside_a_run import in_choice_order, one_point_of, point_count_of, run_weights_of
from gradwalk.app.training.run_settings import row_of, training_of_row
from gradwalk.app.training.runs import TrainingBatch, TrainingRunner, run_synchronously
from gradwalk.views.plots.boundary_plot import BoundaryPlot
from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.plots.plot_series import ACCURACY, HELD_OUT_ACCURACY, HELD_OUT_LOSS, LOSS, RunHistory
from gradwalk.views.plots.plot_export import DEFAULT_SIZE, plot_png_bytes, plot_svg_bytes, runs_csv_text
from gradwalk.views.panels.training_panel import RunRow, TrainingPanel, start_numbers


__all__ = ["PathSampler", "TrainingController", "shortened_labels"]

PLOTS = ("loss", "landscape", "boundary")  # what the exports and `gradwalk export-plot --plot` write
PLOT_REFRESH_MS = 80  # a redraw at most this often while runs go: a boundary ten times a second or more
CURVES_SHARE = (0.35, 0.7)  # the least and the most of the column the loss plot takes beside the accuracy
GRID_POINTS = 100  # per axis of the loss landscape: its contours cost ~30 ms to draw at 100


def shortened_labels(labels: list[str]) -> list[str]:
    """The runs' labels without the words they all start with ("descent on raw pages, learning
    rate 3e-5" and "descent on standardised pages, …" lose "descent on "): legends stay short."""
    if len(labels) < 2:
        return labels
    words = [label.split(" ") for label in labels]
    common = 0
    while all(len(w) > common + 1 for w in words) and len({w[common] for w in words}) == 1:
        common += 1
    return [" ".join(w[common:]) for w in words]


class TrainingController(QObject):
    """Connects the training panel, the plots, the runner and the training commands."""

    statusMessage = Signal(str)  # for the window's status bar
    runEnded = Signal(int, object)  # (run_id, DescentResult or None): tests and the window wait for it
    weightsChanged = Signal()  # what run_weights() gives may have changed (a run waits, ends, is chosen)

    def __init__(self, *, commands: WindowActions, settings: StoredSettings, training_panel: TrainingPanel,
                 loss_plot: LossPlot, accuracy_plot: LossPlot, landscape_plot: LandscapePlot,
                 boundary_plot: BoundaryPlot, dialog_parent: QWidget, parent: QObject) -> None:
        """`dialog_parent` is the window the export's dialogs and boxes belong to."""
        super().__init__(parent)
        self.commands, self.settings, self.dialog_parent = commands, settings, dialog_parent
        self.panel, self.loss_plot, self.landscape = training_panel, loss_plot, landscape_plot
        self.boundary_plot, self.accuracy_plot = boundary_plot, accuracy_plot
        self.store = KeptRuns()  # every run of the session, and the rows of the sections left
        self.boundary = BoundaryController(boundary_plot=boundary_plot, label_of=self._run_label,
                                           latest=self.store.boundaries, parent=self)
        self.runner = TrainingRunner(self)
        self.found: dict[int, SectionRun] = {}  # lesson row id -> its run with the program on screen
        self.section_key: tuple[str, str] | None = None  # (lesson id, section id) of the rows shown
        self._lesson: Lesson | None = None
        self._given_labels: dict[int, str] = {}  # row id -> the label the window gave it
        self._given_starts: dict[int, tuple] = {}  # row id -> the start numbers the program gave it
        self._flushed: dict[int, int] = {}  # run id -> the steps of its history already drawn
        self._writing = False  # while the controller writes the rows (see _writing_rows)
        self._grid_bounds: tuple[float, float, float, float] | None = None
        self._landscape_inputs: tuple[np.ndarray, np.ndarray] | None = None
        self.panel.next_run_id = self._new_id
        self.runner.batch.connect(self._on_batch)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.panel.runsChanged.connect(self._rows_edited)
        self.panel.selectionChanged.connect(self.show_landscape_of)
        self.panel.selectionChanged.connect(self.show_boundary_of)
        # Start shows the Train layout first (the window connects that before this): the runs
        # start in a turn of the event loop after the one that laid the docks out and repainted
        # them, so that the window answers between the two.
        self._starting = InTurns(self)
        commands.start_training.triggered.connect(self._start_next_turn)
        commands.stop_training.triggered.connect(self.stop)
        self.pausing = RunPausing(self.runner)
        self._weights: dict[int, tuple[int, dict]] = {}  # run id -> (step, its weights there)
        self.panel.selectionChanged.connect(lambda _run_id: self.weightsChanged.emit())
        commands.pause_training.triggered.connect(self.pause)
        commands.step_training.triggered.connect(self.step_once)
        commands.resume_training.triggered.connect(self.resume)
        commands.rewind_training.triggered.connect(self.rewind)
        commands.log_scale.toggled.connect(self.loss_plot.set_log_scale)
        self.loss_plot.logScaleChanged.connect(commands.log_scale.setChecked)  # its own checkbox
        # Curves are redrawn a few times a second, not at every batch: batches come every ~30 ms
        # from each run, and drawing each would keep the window busy.
        self._flush_timer = QTimer(self, singleShot=True)
        self._flush_timer.timeout.connect(self._redraw_in_turns)
        self._redraw = InTurns(self)
        self._plotting = InTurns(self)  # the curves of the runs just started, made a run a turn
        self._settling = InTurns(self)  # the curves of runs that have all ended, drawn for good
        self._ending = InTurns(self)  # the ends of runs, a run a turn
        self._emptying = InTurns(self)  # a left section's views, emptied a view a turn (await_runs)
        self._reframing = InTurns(self)  # the landscape framed anew once runs end, a part a turn
        self._sparing = InTurns(self)  # rows made ahead for the lesson's sections, a row a turn
        self._waiting: list[TrainingBatch] = []  # batches that came while a redraw was drawn
        self._last_redraw = 0.0  # when the last redraw in turns began (time.monotonic)
        commands.export_plot.triggered.connect(lambda: self.export_interactively("loss"))
        commands.export_landscape.triggered.connect(lambda: self.export_interactively("landscape"))
        commands.export_boundary.triggered.connect(lambda: self.export_interactively("boundary"))
        self._point_source: PointSpec | None = None  # the lesson's point set of the runs on points
        self._points: PointSpec | None = None  # the points the learner chose instead, if any
        self._on_points: set[int] = set()
        self._chosen: dict[int, Training] = {}  # lesson row id -> its training on the points chosen
        boundary_plot.choice.choiceChanged.connect(self.choose_points)
        self.update_actions()

    # --- the section's runs ---------------------------------------------------------------------

    @property
    def trainings(self) -> dict[int, Training]:
        """The lesson rows' trainings, as Start trains them now (run id -> Training)."""
        return {run_id: self.training_of(run_id) for run_id in self.found}

    @property
    def history(self) -> dict[int, RunHistory]:
        """What each run shown has recorded (run id -> its history), for the runs that have."""
        return {run_id: record.history for run_id in self.panel.run_ids()
                if (record := self.store.records.get(run_id)) is not None}

    def set_trainings(self, found: list[SectionRun | Training], lesson: Lesson | None = None,
                      section: str | None = None) -> None:
        """Show a section's runs (`SectionRun`s, or bare Trainings that train what they say):
        `lesson` is the one they come from (its point sets can be drawn again with other values),
        `section` the section's id. The runs of the section already shown are updated in place
        (the program changed): the rows keep their edits and their records. Another section's
        are kept for when the learner comes back (its runs still going are stopped), and this
        one's rows are shown as the learner left them, if they were."""
        self._emptying.finish()  # what a left section drew goes before this one's is shown
        runs = [run if isinstance(run, SectionRun) else SectionRun(run, False) for run in found]
        key = (lesson.id, section) if lesson is not None and section is not None else None
        if key is not None and key == self.section_key:
            if len(runs) == len(self.found):
                self._follow(runs)
            return  # none found (a preparation stopped): what is shown stays
        with self._legends_once():  # every plot laid out once, with all its entries
            self._leave()
            self._show_runs(key, lesson, runs)

    def _show_runs(self, key: tuple[str, str] | None, lesson: Lesson | None, runs: list[SectionRun]) -> None:
        """The section `key`'s runs in the panel and on the plots, as the learner left them."""
        self.section_key, self._lesson = key, lesson
        kept = self.store.sections.pop(key, None) if key is not None else None
        lesson_rows = [row for row in kept.rows if row.copied_from < 0] if kept is not None else []
        if kept is not None and len(lesson_rows) != len(runs):
            self.statusMessage.emit(translate("TrainingController", "The runs trained here before are not "
                                              "shown: the section's runs have changed since."))
            kept = None
        if kept is not None:
            self.found = {row.run_id: run for row, run in zip(lesson_rows, runs)}
            rows, self._given_labels = kept.rows, dict(kept.given_labels)
            self._given_starts = dict(kept.given_starts)
            self._points, selected = kept.points, kept.selected
        else:
            ids = [self._new_id() for _ in runs]
            self.found = dict(zip(ids, runs))
            labels = self._labels([run.training.lr for run in runs])
            rows = [row_of(run_id, run.training, label, "") for run_id, run, label in zip(ids, runs, labels)]
            self._given_labels = dict(zip(ids, labels))
            self._given_starts = {run_id: start_numbers(run.training.params)
                                  for run_id, run in self.found.items()}
            self._points, selected = None, -1
        with self._writing_rows():  # the labels are given just below
            self.panel.set_runs(rows)
        self._say_what_runs_train(relabel_records=kept is not None)
        sources = {run_id: source_of(run.training, lesson) for run_id, run in self.found.items()}
        self._point_source = next((spec for spec in sources.values() if spec is not None), None)
        self._on_points = {run_id for run_id, spec in sources.items()
                           if spec is not None and spec == self._point_source}
        self._choose(self._points)
        choice = self.boundary_plot.choice
        choice.setVisible(self._point_source is not None)
        if self._point_source is not None:
            spec = self._point_source
            choice.set_choice(spec.kind, spec.size, spec.noise, spec.seed, lesson=True)
            if self._points is not None:
                chosen = self._points
                choice.set_choice(chosen.kind, chosen.size, chosen.noise, chosen.seed)
        classifier = self.boundary.set_trainings(self.trainings, selected, later=True)
        self.landscape.setVisible(not classifier)  # a classifier's plane is its points', not (w, b)
        self.boundary_plot.setVisible(classifier)
        self._share_room()
        self.accuracy_plot.setVisible(any(t.classify for t in self.trainings.values()))
        self._show_records()
        if selected in self.panel.run_ids():
            self.panel.select_run(selected)
        if rows:  # in turns: its losses, its picture and its paths took the section's opening past 50 ms
            self._reframe_in_turns(selected if selected in self.panel.run_ids() else rows[0].run_id)
        else:
            self.landscape.show_message(translate("TrainingController", "This section trains nothing."))
        self._make_rows_ahead(lesson)
        self.update_actions()

    def _make_rows_ahead(self, lesson: Lesson | None) -> None:
        """As many rows as the lesson's section with the most runs shows, made ahead, a row a turn
        after this section is shown: the next section shows its runs in them at once."""
        wanted = max((len(section.train_steps) for section in lesson.sections), default=0) if lesson else 0
        self._sparing.run([self.panel.make_spare_row] * max(0, wanted - self.panel.made_rows()))

    def _share_room(self) -> None:
        """The runs as wide as their fields and status need (their words' widths: the language's),
        within a third to nearly half of the room. A classifier's curves and boundary share the rest
        evenly (the boundary needs room to be read); beside the landscape the curves take 55 % of
        it, so that their notes ("leaves the chart at step 2: loss 461") read whole."""
        splitter = self.boundary_plot.parentWidget()
        if not isinstance(splitter, QSplitter):
            return
        total = sum(splitter.sizes())
        runs = min(max(self.panel.wanted_width(), int(total * 0.34)), int(total * 0.45))
        rest = total - runs
        if self.boundary_plot.isHidden():
            curves = int(rest * 0.55)
            splitter.setSizes([runs, curves, rest - curves, 0])
        else:
            splitter.setSizes([runs, rest // 2, 0, rest - rest // 2])

    def _share_curves_room(self) -> None:
        """A classifier's loss and accuracy plots share their column so that their curves get the
        same height: the loss plot's legend names every run on rows of its own, and at half the
        column What goes wrong's four runs left its curves 40 px at 1280x800."""
        curves = self.loss_plot.parentWidget()
        if not isinstance(curves, QSplitter) or self.accuracy_plot.isHidden():
            return
        sizes = curves.sizes()
        total = sum(sizes)
        if total <= 0 or len(sizes) != 2:
            return
        def around_curves(plot: LossPlot) -> float:  # its axes, legend, notes: all but the curves
            return plot.height() - plot.plot_item.getViewBox().height()

        extra = around_curves(self.loss_plot) - around_curves(self.accuracy_plot)
        loss = int(min(max((total + extra) / 2, total * CURVES_SHARE[0]), total * CURVES_SHARE[1]))
        if abs(sizes[0] - loss) > 2:  # laying both plots out again is a plot's repaint each
            curves.setSizes([loss, total - loss])

    def _follow(self, runs: list[SectionRun]) -> None:
        """The program on screen changed: the lesson rows train its runs from now on."""
        self.found = dict(zip(self.found, runs))
        self._choose(self._points)
        self._say_what_runs_train()
        self.boundary.set_trainings(self.trainings, self.panel.selected_run())
        self.update_actions()

    @contextmanager
    def _writing_rows(self) -> Iterator[None]:
        """While the controller writes the rows: what the panel reports as edited is not the
        learner's edit (a label it gives would be taken as one, and followed)."""
        self._writing = True
        try:
            yield
        finally:
            self._writing = False

    def _say_what_runs_train(self, relabel_records: bool = False) -> None:
        with self._writing_rows():
            self._write_what_runs_train(relabel_records)

    def _write_what_runs_train(self, relabel_records: bool) -> None:
        """Each lesson row as its run is now: what the model cell and the status say it trains,
        whether it can start, its label where the window gave it (it follows the program and the
        language; a label the learner typed stays) and its start values where the program gives
        them anew. With `relabel_records`, a run that trained under the label the window gave its
        row takes the new one too (the same run, named in another language)."""
        rows = {row.run_id: row for row in self.panel.runs()}
        for row in rows.values():  # the learner's copies train what their lesson row trains
            run = self.found.get(row.run_id) or self.found.get(row.copied_from)
            if run is not None:
                words, tip = _model_words(run)
                self.panel.set_model(row.run_id, words, tip)
                self.panel.set_note(row.run_id, run.note)
                self.panel.set_blocked(row.run_id, run.problem)
        labels = self._labels([rows[run_id].lr if run_id in rows else run.training.lr
                               for run_id, run in self.found.items()])
        for (run_id, run), label in zip(self.found.items(), labels):
            row = rows.get(run_id)
            if row is None:
                continue
            given = self._given_labels.get(run_id)
            if row.label == given and label != given:
                record = self.store.records.get(run_id)
                if relabel_records and record is not None and record.history.label == given:
                    record.history.label = label
                self.panel.set_label(run_id, label)
            self._given_labels[run_id] = label if row.label == given else given
            starts = start_numbers(run.training.params)
            if starts != self._given_starts.get(run_id) or set(row.params) != set(run.training.params):
                self.panel.set_start_values(run_id, run.training.params)
                self._given_starts[run_id] = starts

    def _labels(self, rates: list[float]) -> list[str]:
        """The labels the window gives the lesson rows, at the learning rates their rows set: the
        lesson's, in the window's language, while a row trains what it says (the lesson's program
        at the lesson's rate); else what the row trains and at which rate ("2-8-1 tanh network,
        learning rate 0.5"). Without the words they all start with."""
        unnamed = translate("TrainingController", "run {0}")
        shown = []
        for number, (run, rate) in enumerate(zip(self.found.values(), rates), start=1):
            lesson = run.training.label_in(language())
            if run.renamed or (run.name and (rate != run.training.lr or lesson is None)):
                shown.append(translate("TrainingController", "{0}, learning rate {1}").format(
                    run.name, prose_number(rate)))
            else:
                shown.append(lesson or unnamed.format(number))
        return shortened_labels(shown)

    def _rows_edited(self) -> None:
        """A row was edited: a label the window gave follows its learning rate."""
        if self.found and not self._writing:
            rows = {row.run_id: row for row in self.panel.runs()}
            labels = self._labels([rows[run_id].lr if run_id in rows else run.training.lr
                                   for run_id, run in self.found.items()])
            for run_id, label in zip(self.found, labels):
                given = self._given_labels.get(run_id)
                if run_id in rows and rows[run_id].label == given and label != given:
                    self._given_labels[run_id] = label
                    self.panel.set_label(run_id, label)
        self.update_actions()

    def _leave(self, clear: bool = True) -> None:
        """Keep the rows shown for when the learner comes back (a run still going is stopped, and
        says so), and clear the panel and the plots (unless `clear` is False)."""
        running = self.runner.running()
        for run_id in running:
            record = self.store.records.get(run_id)
            if record is not None:
                record.left_running = True
            self.pausing.ended(run_id)
        self.runner.stop_all()
        self._starting.cancel()
        self._plotting.cancel()
        self._redraw.cancel()  # the plots it would draw on are cleared below
        self._reframing.cancel()
        self._record_waiting()  # kept for when the learner comes back
        self._save_section()
        self.found, self.section_key = {}, None
        self._given_labels, self._given_starts, self._flushed = {}, {}, {}
        if clear:
            self.loss_plot.clear_runs()
            self.accuracy_plot.clear_runs()
            self.panel.set_runs([])

    def await_runs(self) -> None:
        """The next section's runs are being looked for (the runs left stopped in `leave`): the
        panel and the plots are emptied a view a turn (at once, it was one repaint of every plot:
        100–150 ms after a trained section). They stay laid out as they are: that section's runs, shown in
        them when found, are most often of the same kind (a classifier's boundary, or the line's
        landscape), and showing the landscape in the boundary's place and back laid the dock out
        twice."""
        self._emptying.run([lambda: self.panel.set_runs([]), self.loss_plot.clear_runs,
                            self.accuracy_plot.clear_runs, lambda: self.boundary.set_trainings({}),
                            self.landscape.clear_paths])
        self.update_actions()

    def leave(self) -> None:
        """The learner leaves the section: its runs stop and are kept, and Start waits for the next
        section's runs; the panel and the plots are cleared when those are shown (`set_trainings`),
        in a turn of their own (clearing a trained section's plots is a repaint of them all)."""
        self._leave(clear=False)
        self.update_actions()

    def _save_section(self) -> None:
        if self.section_key is not None and self.found:
            self.store.sections[self.section_key] = KeptSection(
                self.panel.runs(), dict(self._given_labels), dict(self._given_starts), self._points,
                self.panel.selected_run())

    def show_again(self, found: list[SectionRun | Training], lesson: Lesson | None = None,
                   section: str | None = None) -> None:
        """The section's runs, found again in the language installed now (a language switch),
        shown as they were left with every word in the new language: the same rows are named
        again in place (their labels, statuses, curves' and paths' names, the boundary's caption),
        other rows are shown anew. The window switches language only while no run goes."""
        self._emptying.finish()
        runs = [run if isinstance(run, SectionRun) else SectionRun(run, False) for run in found]
        key = (lesson.id, section) if lesson is not None and section is not None else None
        if key is not None and key == self.section_key and runs and len(runs) == len(self.found):
            self.found = dict(zip(self.found, runs))  # rebuilding rows and plots took 100 ms
            self._say_what_runs_train(relabel_records=True)
            self._name_records()
            self._share_room()  # the runs' columns are as wide as the new language's words
            return
        self._save_section()
        self.found, self.section_key = {}, None  # shown again from the rows just saved
        self.set_trainings(found, lesson, section)

    def _show_records(self) -> None:
        """The shown rows' records, as they were left: curves, progress, how each run ended."""
        rows = {row.run_id: row for row in self.panel.runs()}
        for run_id, row in rows.items():
            record = self.store.records.get(run_id)
            if record is None:
                continue
            self._add_curves(run_id, record.history)
            self._flushed[run_id] = len(record.history)
            if len(record.history):
                self.loss_plot.refresh(run_id)
                if run_id in self.accuracy_plot.run_ids():
                    self.accuracy_plot.refresh(run_id)
                self.panel.set_progress(run_id, int(record.history.steps[-1]), row.steps)
                params = record.history.params()
                self.panel.set_params(run_id, {name: float(values[-1]) for name, values in params.items()})
            self._show_end(run_id, record)
        self._share_curves_room()

    def _name_records(self) -> None:
        """The shown rows' records named again in the language installed now: each run's status,
        its curves' and its path's names, the boundary's caption. Each legend is laid out once."""
        with self._legends_once():
            for run_id in self.panel.run_ids():
                record = self.store.records.get(run_id)
                if record is None:
                    continue
                shown, held = self._curve_names(run_id, record.history)
                self.loss_plot.rename_run(run_id, shown, held)
                self.accuracy_plot.rename_run(run_id, shown, held)
                self.landscape.rename_path(run_id, record.history.label)
                self._show_end(run_id, record)
        self.boundary.retranslate()
        if self.landscape.message_text():  # why no landscape is drawn, said again (no grid to draw)
            self.show_landscape_of(self.panel.selected_run())

    def _curve_names(self, run_id: int, history: RunHistory) -> tuple[str, str | None]:
        """The names of run `run_id`'s curves: its own, and its held-out curve's where it measures
        a held-out loss (None where not): the legend says which is which."""
        label = history.label
        held = history.measure(HELD_OUT_LOSS) is not None if len(history) else self._measures_held_out(run_id)
        if not held:
            return label, None
        return (translate("TrainingController", "{0} (training)").format(label),
                translate("TrainingController", "{0} (held-out)").format(label))

    def _add_curves(self, run_id: int, history: RunHistory,
                    plots: tuple[LossPlot, ...] | None = None) -> None:
        """Run `run_id`'s curves on the loss plot (and the accuracy plot, for a classifier's), with
        its held-out ones where it measures them; on `plots` alone, where given."""
        plots = plots if plots is not None else (self.loss_plot, self.accuracy_plot)
        shown, held_label = self._curve_names(run_id, history)
        if self.loss_plot in plots:
            self.loss_plot.restart_run(run_id, shown, history, held_label)
        if self.accuracy_plot not in plots:
            return
        accuracy = history.measure(ACCURACY) is not None if len(history) else self._classifies(run_id)
        if accuracy:
            self.accuracy_plot.restart_run(run_id, shown, history, held_label)
        else:
            self.accuracy_plot.remove_run(run_id)

    def _measures_held_out(self, run_id: int) -> bool:
        training = self.training_of(run_id)
        return training is not None and bool(training.held_out)

    def _classifies(self, run_id: int) -> bool:
        training = self.training_of(run_id)
        return training is not None and bool(training.classify)

    @Slot(str, int, float, int)
    def choose_points(self, kind: str, size: int, noise: float, seed: int) -> None:
        """The learner chose other points in the boundary's bar: the section's runs on the lesson's
        point set learn from these from their next start."""
        if self._point_source is None or self.runner.running():
            return
        spec = replace(self._point_source, kind=kind, size=size, noise=noise, seed=seed)
        try:
            self._choose(None if spec == self._point_source else spec)
        except GradwalkError as err:  # a value the bar's ranges should not let through
            self.statusMessage.emit(str(err))
            return
        self.boundary.set_trainings(self.trainings, self.panel.selected_run())
        self.statusMessage.emit(translate("TrainingController", "{0} points of the set {1}, noise {2}, "
                                          "seed {3}: press Start to train on them.").format(
            prose_number(size), self.boundary_plot.choice.kind.currentText(), prose_number(noise),
            prose_number(seed)))
        self.update_actions()

    def _choose(self, spec: PointSpec | None) -> None:
        """The runs on the lesson's points learn from `spec` (None: the lesson's own)."""
        chosen = {run_id: with_points(self.found[run_id].training, spec)
                  for run_id in self._on_points if run_id in self.found} if spec is not None else {}
        self._points, self._chosen = spec, chosen

    def _new_id(self) -> int:
        return self.store.new_id()

    def show_boundary_of(self, run_id: int) -> None:
        """The decision boundary of run `run_id` (a classifier's), as selecting its row shows it."""
        self.boundary.show(run_id, self.training_of(run_id))
        self.update_actions()  # a run not trained yet has no boundary to export

    def _run_label(self, run_id: int) -> str:
        """The run's name as its curves give it (what it trained as), else as its row does."""
        record = self.store.records.get(run_id)
        if record is not None and len(record.history):
            return record.history.label
        return next((row.label for row in self.panel.runs() if row.run_id == run_id), "")

    def training_of(self, run_id: int) -> Training | None:
        """What Start trains for a row: its lesson run's training (that of the row it was copied
        from, for a row the learner added), on the points chosen where the learner chose them."""
        if run_id not in self.found:
            row = next((row for row in self.panel.runs() if row.run_id == run_id), None)
            run_id = row.copied_from if row is not None else -1
        if run_id in self._chosen:
            return self._chosen[run_id]
        run = self.found.get(run_id)
        return run.training if run is not None else None

    def section_run(self, run_id: int) -> tuple[int, Training] | None:
        """Which of the section's trainings run `run_id` is (its place among them, from 0) and the
        training it ran; None for a learner's copy, or a run not started."""
        record = self.store.records.get(run_id)
        if run_id not in self.found or record is None or record.training is None:
            return None
        return list(self.found).index(run_id), record.training

    def _blocked(self, run_id: int) -> str:
        """Why the row cannot start with the program on screen, or ""."""
        if run_id not in self.found:
            row = next((row for row in self.panel.runs() if row.run_id == run_id), None)
            run_id = row.copied_from if row is not None else -1
        run = self.found.get(run_id)
        return run.problem if run is not None else ""

    # --- running ----------------------------------------------------------------------------------

    def row_training(self, run_id: int) -> Training | None:
        """What Start would train for row `run_id` now: its training as the row sets it; None for a
        row that cannot start with the program on screen."""
        training = self.training_of(run_id)
        row = next((row for row in self.panel.runs() if row.run_id == run_id), None)
        if training is None or row is None or self._blocked(run_id):
            return None
        return training_of_row(training, row)

    def _prepare(self, row: RunRow, curves: bool = True) -> Training | None:
        """Make a row ready to run: its training as the row sets it, and a fresh record (curves,
        unless `curves` is False, and path); None for a row that cannot start with the program
        on screen."""
        training = self.row_training(row.run_id)
        if training is None:
            return None
        params = training.params
        record = self.store.records[row.run_id] = RunRecord(RunHistory(row.label), training, running=True)
        # its old path goes with its old record, now: a run may draw its new one before the turns
        # after a Start come round
        self.landscape.remove_path(row.run_id)
        self._waiting = [batch for batch in self._waiting if batch.run_id != row.run_id]  # the old start's
        self._flushed[row.run_id] = 0
        if self._weights.pop(row.run_id, None) is not None:
            self.weightsChanged.emit()
        self.boundary.restarted(row.run_id)
        if isinstance(params.get("w"), (int, float)) and isinstance(params.get("b"), (int, float)):
            record.start = (float(params["w"]), float(params["b"]))
        if curves:
            self._add_curves(row.run_id, record.history)
        self.panel.set_progress(row.run_id, 0, row.steps)
        return training

    @Slot()
    def start(self) -> None:
        """Start every run of the panel that can start with the program on screen (a run already
        going is restarted from its first step)."""
        problems = self.panel.problems()
        if problems:
            self.statusMessage.emit(next(iter(problems.values())))
            self.update_actions()
            return
        ready = [(row, training) for row in self.panel.runs()
                 if (training := self._prepare(row, curves=False)) is not None]
        started = []
        for row, training in ready:
            self.panel.set_status(row.run_id, _running_words(""), "running")
            self.runner.start(row.run_id, training)
            self.pausing.started(row.run_id, training.lr)
            started.append(row.run_id)
        # The runs' curves are made in the next turns of the event loop, a plot of a run a turn:
        # making every run's curves and legend entries at once kept the window from answering the
        # click. Their records come meanwhile, and are drawn once their curves are made.
        self._plotting.run([partial(self._make_curves, run_id, plot) for run_id in started
                            for plot in (self.loss_plot, self.accuracy_plot)]
                           + [self._share_curves_room, self._frame_landscape_if_none, self._plan_steps])
        blocked = self.panel.blocked()
        words = translate("TrainingController", "Training {0} runs…").format(len(started))
        if blocked:
            words += " " + translate("TrainingController", "{0} cannot start: {1}").format(
                prose_number(len(blocked)), next(iter(blocked.values())))
        self.statusMessage.emit(words)
        self.update_actions()

    def _make_curves(self, run_id: int, plot: LossPlot) -> None:
        """The curves of a run just started, still shown, on `plot`."""
        record = self.store.records.get(run_id)
        if record is not None and run_id in self.panel.run_ids():
            with self._legends_once():
                self._add_curves(run_id, record.history, (plot,))

    def run_here(self, run_ids: list[int] | None = None) -> list[str]:
        """Run the panel's runs (all, or those in `run_ids`) on this thread, feeding their
        records through the same path as the runner's signals (`gradwalk export-plot` and
        `screenshot --train`). Returns each failed run's message."""
        rows = [row for row in self.panel.runs() if run_ids is None or row.run_id in run_ids]
        failures = []
        self._frame_landscape_if_none()
        for row in rows:
            training = self._prepare(row)
            if training is None:
                continue
            try:
                batches, result = run_synchronously(row.run_id, training)
            except GradwalkError as err:
                self._on_failed(row.run_id, str(err))
                failures.append(f"{row.label}: {err}")
                continue
            for batch in batches:
                self._on_batch(batch)
            self._on_finished(row.run_id, result)
            self._ending.finish()  # no event loop may turn here (the command line)
            self._reframing.finish()
        self._share_curves_room()  # as a Start shares it, once the runs' legend entries are made
        return failures

    def drawing(self) -> bool:
        """Whether what the runs sent, or how one ended, is still being drawn, a plot a turn: the
        plots, the boundary and the progress show one step once it is not."""
        return self._redraw.pending() or self._ending.pending()

    def going(self) -> bool:
        """Whether runs go, or are about to (a Start waiting for its turn)."""
        return bool(self.runner.running()) or self._starting.pending()

    @Slot()
    def _start_next_turn(self) -> None:
        self._starting.run([self.start])
        self.update_actions()  # starting counts as running: the points stay as they are

    @Slot()
    def stop(self) -> None:
        self._starting.cancel()  # a Start given just before
        self.runner.stop_all()
        self.statusMessage.emit(translate("TrainingController", "Stopping after the current step…"))
        self.update_actions()

    def shutdown(self) -> None:
        self.runner.shutdown()

    # --- pausing (app/training/pausing.py) --------------------------------------------------------

    @Slot()
    def pause(self) -> None:
        """Hold every run going after its current step; each says where it waits as it does."""
        if self.pausing.pause():
            self.statusMessage.emit(translate("TrainingController", "Pausing after the current step…"))
        self.update_actions()

    @Slot()
    def step_once(self) -> None:
        """Let each waiting run take one descent step, at the learning rate its row holds now."""
        rates = self._rates_to_go_on()
        if rates is not None:
            self._mark_rate_changes(self.pausing.step(rates))
        self.update_actions()

    @Slot()
    def resume(self) -> None:
        """Let the held runs go on, each at the learning rate its row holds now."""
        rates = self._rates_to_go_on()
        if rates is None:
            self.update_actions()
            return
        held = self.pausing.held()
        self._mark_rate_changes(self.pausing.resume(rates))
        self._plan_steps()  # the step axes run to the last step planned again
        for run_id in held & set(self.runner.running()):
            record = self.store.records.get(run_id)
            self.panel.set_status(run_id, _running_words(record.how if record else ""), "running")
        self.statusMessage.emit(translate("TrainingController", "Training resumed."))
        self.update_actions()

    @Slot()
    def rewind(self) -> None:
        """A copy of the selected run beside it, from the same start (its row's start values, its
        points): its learning rate selected, for the learner to change one setting; Start then runs
        the two side by side."""
        source = self._rewound()
        if source is None:
            return
        label = self.store.records[source].history.label
        self.panel.select_run(source)  # the row the panel copies
        copy = self.panel.add_run()
        rate = self.panel.field(copy, "lr")
        rate.setFocus()
        rate.selectAll()
        self.statusMessage.emit(translate(
            "TrainingController", "“{0}” again from the same start, as a new run: change one of its settings "
            "(its learning rate is selected), then Start Training runs the two side by side.").format(label))
        self.update_actions()

    def _rewound(self) -> int | None:
        """The run Rewind copies: the selected one, else the last shown; None where it has not run."""
        shown = self.panel.run_ids()
        selected = self.panel.selected_run()
        source = selected if selected in shown else (shown[-1] if shown else None)
        return source if source in self.store.records else None

    def _rates_to_go_on(self) -> dict[int, float] | None:
        """Each waiting run's learning rate, as its row holds it now; None, said in the status bar,
        where a waiting run's row holds none it can take (nothing goes on then)."""
        problems = self.panel.problems()
        rows = {row.run_id: row for row in self.panel.runs()}
        for run_id in self.pausing.held():
            if run_id in problems and self.pausing.waiting_at(run_id) is not None:
                self.statusMessage.emit(problems[run_id])
                return None
        return {run_id: rows[run_id].lr for run_id in self.pausing.held() if run_id in rows}

    def _mark_rate_changes(self, changes: list[RateChange]) -> None:
        """Keep each learning rate change in its run's history and mark it on the loss curve."""
        for change in changes:
            record = self.store.records.get(change.run_id)
            if record is None:
                continue
            record.history.rate_changes.append((change.step, change.before, change.after))
            if change.run_id in self.loss_plot.run_ids():
                self.loss_plot.refresh_runs([change.run_id])
            self.statusMessage.emit(translate("TrainingController",
                                              "{0} goes on at learning rate {1} after step {2}.").format(
                record.history.label, prose_number(change.after), prose_number(change.step)))

    def _keep_weights(self, run_id: int, step: int, weights: dict, say: bool = True) -> None:
        """Keep run `run_id`'s weights after `step`; `say` it (weightsChanged) where the run waits
        or ended, or has weights for the first time: the weights of a run that goes change with
        each batch, and the window looks at them at its own pace (`run_weights`)."""
        self._weights[run_id] = (step, weights)
        if say:
            self.weightsChanged.emit()

    def run_weights(self) -> RunWeights | None:
        """The weights of the selected run where it waits or ended, or the last it sent while it
        goes (else of the first run shown that has them), by the names the section's program gives
        them; None where no run shown has."""
        return run_weights_of(self._choice_order(), self.store.records, self._weights)

    def point_count(self) -> int:
        """How many training points One Point chooses from (0: none)."""
        return point_count_of(self._choice_order(), self.training_of)

    def one_point(self, index: int) -> OnePoint | None:
        """Training point `index` of the selected run's points (else the first shown run's)."""
        return one_point_of(self._choice_order(), self.training_of, index)

    def _choice_order(self) -> list[int]:
        return in_choice_order(self.panel.run_ids(), self.panel.selected_run())

    def _show_waiting(self, run_id: int) -> None:
        """Run `run_id` waits: said in its row; once every run held waits, everything they sent is
        drawn, in one redraw (runs that pause together send their steps one after another)."""
        step = self.pausing.waiting_at(run_id)
        self.panel.set_status(run_id, translate("TrainingController", "paused at step {0}").format(
            prose_number(step)), "paused")
        if self.pausing.all_waiting():
            self._settling.cancel()
            self._draw_waiting_in_turns()
            waiting = [self.pausing.waiting_at(other) for other in self.pausing.held()]
            steps = sorted(set(waiting))
            self.statusMessage.emit(translate(
                "TrainingController", "Paused at step {0}: Take One Descent Step goes a step, Resume "
                "goes on; a learning rate changed in its row is taken from the next step.").format(
                ", ".join(prose_number(at) for at in steps)))

    def _draw_waiting_in_turns(self) -> None:
        """What the waiting runs sent, drawn a plot a turn, each plot's step axis fitting the steps
        taken (not the steps planned) in its curves' turn. Drawn at once, the plots' changes were
        painted one after another in one turn: 30-50 ms with a network's four runs."""
        fresh = self._undrawn_runs()
        loss, accuracy, paths = self._curve_pieces(fresh)

        def fitted(piece: Callable[[], None], plot: LossPlot) -> Callable[[], None]:
            return lambda: (piece(), plot.plan_steps(None))

        self._last_redraw = time.monotonic()
        self._redraw.run([fitted(loss, self.loss_plot), fitted(accuracy, self.accuracy_plot), paths,
                          *self._readout_pieces(fresh), self._after_redraw])

    @Slot(object)
    def _on_batch(self, batch: TrainingBatch) -> None:
        """Keep a batch's records; they are drawn with the others at the next redraw. A batch that
        comes while a redraw is being drawn waits for the next: every view of a redraw shows the
        same step. Batches are recorded in the order they came: one that comes while others wait
        waits behind them."""
        if self._redraw.pending() or self._waiting:
            self._waiting.append(batch)
        else:
            self._record(batch)
        if batch.weights is not None:  # where the run is: said at once where it waits
            self._keep_weights(batch.run_id, int(batch.steps[-1]) if len(batch.steps) else 0, batch.weights,
                               say=batch.paused or batch.run_id not in self._weights)
        if self.pausing.arrived(batch):
            self._show_waiting(batch.run_id)
            self.update_actions()
            return
        self._redraw_soon()

    def _redraw_soon(self) -> None:
        """A redraw PLOT_REFRESH_MS after the last one began (at once if that is past)."""
        if not self._flush_timer.isActive():
            since = 1000.0 * (time.monotonic() - self._last_redraw)
            self._flush_timer.start(max(0, int(PLOT_REFRESH_MS - since)))

    def _record(self, batch: TrainingBatch) -> None:
        record = self.store.records.get(batch.run_id)
        if record is None or not len(batch.steps):
            return
        how = batch.note or (translate("TrainingController", "replayed") if batch.replayed else "")
        if how and how != record.how:  # said in its status as soon as it is known
            record.how = how
            if record.running and batch.run_id not in self.pausing.held():
                self.panel.set_status(batch.run_id, _running_words(how), "running")
        record.history.append(batch.steps, {LOSS: batch.losses, HELD_OUT_LOSS: batch.held_out_losses,
                                            ACCURACY: batch.accuracies,
                                            HELD_OUT_ACCURACY: batch.held_out_accuracies}, batch.params)
        if batch.boundary is not None:
            self.boundary.add(batch.run_id, [batch])

    def _record_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for batch in waiting:
            self._record(batch)

    def _legends_once(self) -> ExitStack:
        """A context in which the plots' legends change without being laid out, then once."""
        stack = ExitStack()
        for plot in (self.loss_plot, self.accuracy_plot, self.landscape, self.boundary_plot):
            stack.enter_context(plot.legend.changes())
        return stack

    def _plan_steps(self) -> None:
        """While runs go, the plots' step axes run to the last step any of them will take; after,
        they fit the curves."""
        going = set(self.runner.running())
        planned = max((row.steps for row in self.panel.runs() if row.run_id in going), default=None)
        if planned is not None:
            self._settling.cancel()
            for plot in (self.loss_plot, self.accuracy_plot):
                plot.plan_steps(planned)
        else:  # the curves drawn for good, smooth: a plot a turn (each repaint is the longest of all)
            plots = (self.loss_plot, self.accuracy_plot)
            self._settling.run([partial(plot.plan_steps, None) for plot in plots])

    def _redraw_in_turns(self) -> None:
        """While runs go: what they recorded since the last redraw, drawn in turns of the event
        loop, a plot a turn, so that a click between them is answered at once and each turn's
        repaint is one plot's: the loss curves, the accuracy curves, the landscape's paths, the
        boundary (its units follow, a layer a turn), then the progress and the parameters."""
        if self._redraw.pending():
            return  # the redraw under way takes what came since at its end
        self._last_redraw = time.monotonic()
        self._record_waiting()
        fresh = self._fresh_runs()
        self._redraw.run([*self._curve_pieces(fresh), *self._readout_pieces(fresh), self._after_redraw])

    def _after_redraw(self) -> None:
        if self._waiting:
            self._redraw_soon()

    @Slot()
    def flush_curves(self) -> None:
        """Draw at once what the runs shown recorded since the last redraw: the curves, the
        progress, the parameters, the landscape's paths and the boundary, all at the step they
        reached (a run that ended, a section shown again)."""
        fresh = self._undrawn_runs()
        self._draw_curves(fresh)
        self._draw_readouts(fresh)

    def _undrawn_runs(self) -> list[int]:
        """The runs with records not drawn yet, once what was under way is done: the curves of
        runs just started made, and a redraw under way finished (its curves may be drawn and its
        progress not yet; the runs it drew count as drawn), the batches waiting recorded."""
        self._plotting.finish()
        self._redraw.finish()
        self.boundary.fill_now()
        self._record_waiting()
        return self._fresh_runs()

    def _fresh_runs(self) -> list[int]:
        """The runs shown whose history has grown since they were last drawn."""
        return [run_id for run_id in self.panel.run_ids()
                if (record := self.store.records.get(run_id)) is not None
                and len(record.history) > self._flushed.get(run_id, 0)]

    def _draw_curves(self, run_ids: list[int]) -> None:
        """The loss and accuracy curves and the landscape's paths of the runs `run_ids`, now."""
        for piece in self._curve_pieces(run_ids):
            piece()

    def _curve_pieces(self, run_ids: list[int]) -> list[Callable[[], None]]:
        """Drawing the runs `run_ids`' new steps, a plot a piece: the loss curves, the accuracy
        curves, the landscape's paths. The steps are counted as drawn when the pieces are made;
        a path is drawn to the step counted, the curves to the last."""
        drawn = [run_id for run_id in run_ids
                 if self.store.records.get(run_id) is not None and run_id in self.loss_plot.run_ids()]
        classifiers = set(self.accuracy_plot.run_ids())
        spans = {}  # run id -> (its record, the steps drawn before, the steps counted now)
        for run_id in drawn:
            record = self.store.records[run_id]
            spans[run_id] = (record, self._flushed.get(run_id, 0), len(record.history))
            self._flushed[run_id] = len(record.history)

        def loss() -> None:
            shown = set(self.loss_plot.run_ids())  # a run removed meanwhile is not drawn
            with self.loss_plot.legend.changes():
                self.loss_plot.refresh_runs([run_id for run_id in drawn if run_id in shown])

        def accuracy() -> None:
            with self.accuracy_plot.legend.changes():
                self.accuracy_plot.refresh_runs([run_id for run_id in drawn if run_id in classifiers
                                                 and run_id in self.accuracy_plot.run_ids()])

        def paths() -> None:
            with self.landscape.legend.changes():  # a run's first path adds its legend entry
                for run_id, (record, start, end) in spans.items():
                    if self.store.records.get(run_id) is not record:
                        continue  # started again meanwhile: its new path starts anew
                    params = record.history.params()
                    if {"w", "b"} <= set(params):  # kept for every run: any may be shown later
                        self._extend_path(run_id, params["w"][start:end], params["b"][start:end])

        return [loss, accuracy, paths]

    def _draw_readouts(self, run_ids: list[int]) -> None:
        """The boundary shown, and the progress and the parameters of the runs `run_ids`, now."""
        for piece in self._readout_pieces(run_ids):
            piece()

    def _readout_pieces(self, run_ids: list[int]) -> list[Callable[[], None]]:
        """The boundary shown; then the progress and the parameters of the runs `run_ids`, at the
        step their curves were drawn to."""
        def progress() -> None:
            totals = {row.run_id: row.steps for row in self.panel.runs()}
            for run_id in run_ids:
                record = self.store.records.get(run_id)
                if record is None or run_id not in totals or not len(record.history):
                    continue
                history = record.history
                self.panel.set_progress(run_id, int(history.steps[-1]), totals[run_id])
                params = history.params()
                self.panel.set_params(run_id, {name: float(values[-1]) for name, values in params.items()})

        return [lambda: self.boundary.draw_latest(units_later=self.runner.running()), progress]

    def _extend_path(self, run_id: int, w: np.ndarray, b: np.ndarray) -> None:
        record = self.store.records[run_id]
        sampler = record.path
        if sampler is None:  # a path starts where the run started
            sampler = record.path = PathSampler()
            if record.start is not None:
                sampler.add(np.array([record.start[0]]), np.array([record.start[1]]))
        sampler.add(w, b)
        if self._on_landscape(run_id):
            self.landscape.set_path(run_id, record.history.label, *sampler.points())

    @Slot(int, object)
    def _on_finished(self, run_id: int, result: DescentResult) -> None:
        record = self.store.records.get(run_id)
        if record is None:  # an end without a start of this window's
            record = self.store.records[run_id] = RunRecord(RunHistory(self._run_label(run_id)))
        record.result, record.running = result, False
        self.pausing.ended(run_id)
        self._keep_weights(run_id, result.steps_done, result.final_params)
        # Each end is drawn in a turn of its own: runs stopped together end together, and their
        # last redraws, statuses and boundaries drawn at once kept the window from answering.
        self._ending.add([partial(self._show_finished, run_id, record, result)])
        self.update_actions()

    def _show_finished(self, run_id: int, record: RunRecord, result: DescentResult) -> None:
        """A run's end on screen, a part a turn: its boundary, its last steps a plot a turn, its
        status; then said (runEnded). Drawn in one turn, the plots' changes were painted one after
        another in it (18-29 ms as the regression's runs ended)."""
        current = self.store.records.get(run_id) is record  # not started again since
        if not current or run_id not in self.panel.run_ids():
            if current:
                self.boundary.finished(run_id, result)
            self._say_finished(run_id, record, result)
            return
        # a redraw under way goes on a plot a turn before the end's own pieces (finished here, its
        # plots were painted together in this turn: 20-25 ms as a network's runs ended)
        under_way = self._redraw.take()
        fresh = self._undrawn_runs()
        # the units' pictures in turns of their own: drawn with the boundary and painted with it,
        # a network's end took 12-18 ms in one turn
        self.boundary.finished(run_id, result, units_later=True)
        self._ending.first([*under_way, *self._curve_pieces(fresh), *self._readout_pieces(fresh),
                            partial(self._say_finished, run_id, record, result)])

    def _say_finished(self, run_id: int, record: RunRecord, result: DescentResult) -> None:
        """A run's status and final parameters, then its end said (runEnded); after the last run's,
        the plots fit what the runs drew."""
        if self.store.records.get(run_id) is record and run_id in self.panel.run_ids():
            self._show_end(run_id, record)
        self.boundary.finish_units()  # the end said is the end drawn
        self.runEnded.emit(run_id, result)
        if not self.runner.running() and not self._ending.pending():
            self._plan_steps()
            self.statusMessage.emit(translate("TrainingController", "Training finished."))
            if self._on_landscape(run_id) and self._path_left_grid():
                # frame the landscape on where the paths went
                selected = self.panel.selected_run()
                self._reframe_in_turns(selected if self.training_of(selected) else run_id)
        self.update_actions()

    def _show_end(self, run_id: int, record: RunRecord) -> None:
        """How the run ended (or that it goes), in its status cell, in the window's language; a
        run that could not replay its step says why after it."""
        result = record.result
        if record.failure:
            self.panel.set_status(run_id, record.failure, "error")
            return
        if result is None:
            if record.running:
                self.panel.set_status(run_id, _running_words(record.how), "running")
            return
        text, kind = _end_words(result, record.left_running)
        if result.note:
            text = translate("TrainingController", "{0} · {1}").format(text, result.note)
        self.panel.set_status(run_id, text, kind)
        finals = {name: value for name, value in result.final_params.items()
                  if isinstance(value, (int, float))}
        self.panel.set_final_params(run_id, finals)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        record = self.store.records.get(run_id)
        if record is not None:
            record.failure, record.running = message, False
        self.pausing.ended(run_id)
        self.panel.set_status(run_id, message, "error")
        self.statusMessage.emit(translate("TrainingController", "A run failed: {0}").format(message))
        self.runEnded.emit(run_id, None)
        if not self.runner.running():
            self._plan_steps()
        self.update_actions()

    # --- the landscape ----------------------------------------------------------------------------

    @Slot(int)
    def show_landscape_of(self, run_id: int) -> None:
        """The loss over (w, b) for the selected run's data, with the paths of every run on it."""
        self._reframing.cancel()  # a reframing in turns is for what was shown before
        for piece in self._landscape_pieces(run_id):
            piece()

    def _reframe_in_turns(self, run_id: int) -> None:
        """show_landscape_of, a part a turn: after runs end, the window answers between them."""
        self._reframing.run(self._landscape_pieces(run_id))

    def _landscape_pieces(self, run_id: int) -> list[Callable[[], object]]:
        """show_landscape_of's work in parts, each to be called in order: the grid's losses, its
        picture and contours, then the optimum and the paths. A model that has no landscape is
        said at once, and leaves no parts."""
        training = self.training_of(run_id)
        if training is None or training.model != "line" or not {"x", "y"} <= set(training.inputs):
            self._landscape_inputs = None
            self.landscape.show_message(translate("TrainingController",
                                                  "The landscape is drawn for the line's two parameters, "
                                                  "w and b."))
            self.update_actions()
            return []
        x, y = training.inputs["x"], training.inputs["y"]
        optimum = line_optimum(x, y)
        grid: dict[str, np.ndarray] = {}

        def losses() -> None:
            self._landscape_inputs = (x, y)
            paths = [(w, b) for other, sampler in self._paths().items() if self._on_landscape(other)
                     for w, b in [sampler.points()]]
            start = (np.array([float(training.params.get("w", 0.0))]),
                     np.array([float(training.params.get("b", 0.0))]))
            w_min, w_max, b_min, b_max = landscape_bounds(
                [start] + paths, optimum if all(map(math.isfinite, optimum)) else None)
            self._grid_bounds = (w_min, w_max, b_min, b_max)
            grid["w"] = np.linspace(w_min, w_max, GRID_POINTS)
            grid["b"] = np.linspace(b_min, b_max, GRID_POINTS)
            grid["loss"] = line_loss_grid(x, y, grid["w"], grid["b"])

        def picture() -> None:
            self.landscape.set_grid(grid["w"], grid["b"], grid["loss"])

        def optimum_and_paths() -> None:
            self.landscape.set_optimum(*optimum)  # the least-squares fit of this data
            shown = {other: sampler for other, sampler in self._paths().items() if self._on_landscape(other)}
            for other in self.landscape.path_ids():
                if other not in shown:  # the runs on other data have no place on this landscape
                    self.landscape.remove_path(other)
            for other, sampler in shown.items():
                self.landscape.set_path(other, self.history[other].label, *sampler.points())
            self.update_actions()

        return [losses, picture, optimum_and_paths]

    def _path_left_grid(self) -> bool:
        """Whether a path on the landscape ended outside its grid (a finite end: a run that
        settled beyond the frame, not one that diverged)."""
        bounds = self._grid_bounds
        for run_id, sampler in self._paths().items():
            w, b = sampler.last
            if (self._on_landscape(run_id) and math.isfinite(w) and math.isfinite(b) and bounds
                    and not (bounds[0] <= w <= bounds[1] and bounds[2] <= b <= bounds[3])):
                return True
        return False

    def _frame_landscape_if_none(self) -> None:
        """Runs start on a landscape: the selected run's, where none is drawn yet. One that is
        drawn stays (rebuilding its contours is slow); the runs' old paths went as they started."""
        if not self.landscape.has_grid():
            selected = self.panel.selected_run()
            self.show_landscape_of(selected if self.training_of(selected) else
                                   next(iter(self.trainings), -1))

    def _paths(self) -> dict[int, PathSampler]:
        """The paths over (w, b) of the runs shown that have one."""
        return {run_id: record.path for run_id in self.panel.run_ids()
                if (record := self.store.records.get(run_id)) is not None and record.path is not None}

    def _on_landscape(self, run_id: int) -> bool:
        shown = self._landscape_inputs
        training = self.training_of(run_id)
        if shown is None or training is None or training.model != "line":
            return False
        return (np.array_equal(training.inputs.get("x"), shown[0])
                and np.array_equal(training.inputs.get("y"), shown[1]))

    # --- commands' state and export ---------------------------------------------------------------

    def update_actions(self) -> None:
        a = self.commands
        running = self.going()
        a.start_training.setEnabled(bool(self.trainings) and self.panel.can_start())
        a.stop_training.setEnabled(running)
        a.pause_training.setEnabled(self.pausing.can_pause())
        a.step_training.setEnabled(self.pausing.can_step())
        a.resume_training.setEnabled(self.pausing.can_resume())
        a.rewind_training.setEnabled(self._rewound() is not None)
        a.export_plot.setEnabled(any(len(h) for h in self.history.values()))
        a.export_landscape.setEnabled(self.landscape.has_grid() and not self.landscape.message_text()
                                      and self.boundary_plot.isHidden())
        a.export_boundary.setEnabled(self.boundary_plot.has_boundary())
        self.boundary_plot.choice.setEnabled(not running)  # the data of a run that goes stays put

    def plot_bytes(self, fmt: str, plot: str = "loss", size: tuple[int, int] = DEFAULT_SIZE) -> bytes:
        """The loss plot or the landscape (`plot`) as PNG or SVG of `size` pixels, or the runs'
        steps as CSV. A landscape that is not drawn raises StorageError, in words."""
        if fmt in ("png", "svg"):
            if plot == "landscape":
                if self.landscape.message_text() or self.landscape.isHidden():
                    raise StorageError(translate("TrainingController",
                                                 "there is no landscape to export: {0}").format(
                                                     self.landscape.message_text() or translate(
                                                         "TrainingController", "this section trains a "
                                                         "classifier; export its boundary")))
                target, title = self.landscape, ""  # it has a title of its own
            elif plot == "boundary":
                if not self.boundary_plot.has_boundary():
                    raise StorageError(translate("TrainingController", "there is no decision boundary to "
                                                 "export: {0}").format(
                        self.boundary_plot.message_text() or translate(
                            "TrainingController", "train the classifier first")))
                target, title = self.boundary_plot, ""
            else:
                target = self.loss_plot
                title = translate("TrainingController", "Loss of each run against the step")
            if fmt == "png":
                return plot_png_bytes(target, size=size, title=title)
            return plot_svg_bytes(target, title=title, size=size)
        runs = []
        for history in self.history.values():
            measures = {name: values for name in (ACCURACY, HELD_OUT_ACCURACY)
                        if (values := history.measure(name)) is not None}
            losses = history.measure(LOSS)
            runs.append((history.label, history.steps, losses if losses is not None else np.zeros(0),
                         history.params(), history.measure(HELD_OUT_LOSS), measures))
        return runs_csv_text(runs).encode("utf-8")

    def export_to(self, path: str | Path, plot: str = "loss",
                  size: tuple[int, int] = DEFAULT_SIZE) -> Path | None:
        return write_export(self.dialog_parent, path, plot_formats(),
                            lambda fmt: self.plot_bytes(fmt.suffix, plot, size), self.statusMessage.emit)

    def export_interactively(self, plot: str = "loss") -> Path | None:
        """Ask for a file (and, for a picture, its size), then write the loss plot or the
        landscape (`plot`) there."""
        key = "export/plotFolder"
        folder = self.settings.folder(key, Path.home())
        formats = plot_formats()
        filters = [fmt.name_filter for fmt in formats]
        title = {"landscape": translate("TrainingController", "Export Landscape"),
                 "boundary": translate("TrainingController", "Export Decision Boundary")}.get(
            plot, translate("TrainingController", "Export Plot"))
        path, chosen = QFileDialog.getSaveFileName(self.dialog_parent, title,
                                                   str(Path(folder) / f"{plot}.png"), ";;".join(filters))
        if not path:
            return None
        if not Path(path).suffix and chosen in filters:
            path += "." + formats[filters.index(chosen)].suffix
        self.settings.setValue(key, str(Path(path).parent))
        size = DEFAULT_SIZE
        if Path(path).suffix.lower().lstrip(".") in {fmt.suffix for fmt in formats if fmt.sized}:
            size = ask_picture_size(self.dialog_parent, title)
            if size is None:
                return None
        return self.export_to(path, plot, size)


def _running_words(how: str) -> str:
    """A going run's status: "running", and how its steps run once its batches have said."""
    running = translate("TrainingController", "running")
    return translate("TrainingController", "{0} · {1}").format(running, how) if how else running


def _end_words(result: DescentResult, left_running: bool) -> tuple[str, str]:
    """How a run ended, in words, and the status's kind (STATUS_KINDS)."""
    if result.stopped:
        if left_running:
            return translate("TrainingController", "stopped at step {0}, when you left the section").format(
                prose_number(result.steps_done)), "stopped"
        return translate("TrainingController", "stopped at step {0}").format(
            prose_number(result.steps_done)), "stopped"
    if result.first_non_finite is not None:
        return translate("TrainingController", "not finite from step {0}").format(
            prose_number(result.first_non_finite.step)), "diverged"
    if result.diverged:
        return result.how_it_diverged() or translate("TrainingController", "diverged"), "diverged"
    if result.final_accuracy is not None:
        return _accuracy_status(result), "done"
    if result.final_held_out_loss is not None:
        return translate("TrainingController", "done: loss {0}, held-out {1}").format(
            prose_number(result.final_loss), prose_number(result.final_held_out_loss)), "done"
    return translate("TrainingController", "done: loss {0}").format(prose_number(result.final_loss)), "done"


def _accuracy_status(result: DescentResult) -> str:
    """A classifier's end: its loss and its accuracy, on the held-out points too where it has them."""
    if result.final_held_out_accuracy is not None:
        return translate("TrainingController", "done: loss {0}, accuracy {1}, held-out accuracy {2}").format(
            prose_number(result.final_loss), prose_number(result.final_accuracy, 3),
            prose_number(result.final_held_out_accuracy, 3))
    return translate("TrainingController", "done: loss {0}, accuracy {1}").format(
        prose_number(result.final_loss), prose_number(result.final_accuracy, 3))


def _model_words(run: SectionRun) -> tuple[str, str]:
    """What a run trains, for its model cell, and the tooltip that says more."""
    training = run.training
    if training.model:
        words = model_name_text(training.model)
    elif run.follows:
        words = translate("TrainingController", "editor")
    elif run.note:
        words = translate("TrainingController", "lesson")
    else:
        words = translate("TrainingController", "custom loss")
    if run.follows:
        tip = translate("TrainingController", "This run trains the program in the editor: its loss, from the "
                        "start values its Vars are made with, on the data it reads.")
    elif run.note:
        tip = translate("TrainingController", "This run trains a loss of the lesson's own, which the "
                        "program in the editor does not compute.")
        if run.from_editor:
            tip += " " + translate("TrainingController", "It takes {0} from the program in the "
                                   "editor.").format(", ".join(run.from_editor))
    else:
        tip = translate("TrainingController", "The model this run trains: {0}").format(words)
    return words, tip
