"""The training dock's wiring: a section's runs in the panel, their descents in child processes
(app/training/runs.py), their records on the loss curves and on the loss landscape.

The controller owns the runs' state (the trainings the section defines, what each run has
recorded so far) and enables the training commands from it; the views only draw what it hands
them. Records arrive in batches, one signal per ~30 ms of descent, never one per step.
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QSplitter, QWidget

from gradwalk.core.engine import GradwalkError, cuda_is_available, cuda_unavailable_reason
from gradwalk.core.lessons.model import Lesson, PointSpec
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.training.landscape import landscape_bounds, line_loss_grid, line_optimum
from gradwalk.core.training.models import model_name_text
from gradwalk.core.words import language, prose_number
from gradwalk.core.words import translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.training.boundary_controller import BoundaryController
from gradwalk.app.session.training.point_choice import source_of, with_points
from gradwalk.app.export.dialogs import ask_picture_size, write_export
from gradwalk.app.session.export_formats import plot_formats
from gradwalk.app.base.settings import StoredSettings
from gradwalk.app.session.storage import StorageError
from gradwalk.app.training.run_settings import row_of, training_of_row
from gradwalk.app.training.runs import TrainingBatch, TrainingRunner, run_synchronously
from gradwalk.views.plots.boundary_plot import BoundaryPlot
from gradwalk.views.plots.landscape_plot import LandscapePlot
from gradwalk.views.plots.loss_plot import LossPlot
from gradwalk.views.plots.plot_series import ACCURACY, HELD_OUT_ACCURACY, HELD_OUT_LOSS, LOSS, RunHistory
from gradwalk.views.plots.plot_export import DEFAULT_SIZE, plot_png_bytes, plot_svg_bytes, runs_csv_text
from gradwalk.views.panels.training_panel import RunRow, TrainingPanel


__all__ = ["TrainingController", "shortened_labels"]

PLOTS = ("loss", "landscape", "boundary")  # what the exports and `gradwalk export-plot --plot` write
PLOT_REFRESH_MS = 150  # the loss curves are redrawn at most this often while runs go
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


class PathSampler:
    """A run's path on the landscape, kept to at most about MAX_POINTS points: when it fills,
    every other point is dropped and only every other new one is kept from then on. A path of
    100,000 steps draws as cheaply as one of 2,000, and its start and its latest point stay."""
    MAX_POINTS = 2000

    def __init__(self) -> None:
        self.w: list[float] = []
        self.b: list[float] = []
        self.stride, self.seen = 1, 0
        self.last = (math.nan, math.nan)

    def add(self, w: np.ndarray, b: np.ndarray) -> None:
        for wi, bi in zip(np.asarray(w, dtype=float).tolist(), np.asarray(b, dtype=float).tolist()):
            if self.seen % self.stride == 0:
                self.w.append(wi)
                self.b.append(bi)
                if len(self.w) > self.MAX_POINTS:  # however many points one call brings
                    self.w, self.b, self.stride = self.w[::2], self.b[::2], self.stride * 2
            self.seen += 1
            self.last = (wi, bi)

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        w, b = list(self.w), list(self.b)
        if self.seen and (not w or (w[-1], b[-1]) != self.last):
            w.append(self.last[0])
            b.append(self.last[1])
        return np.array(w), np.array(b)


class TrainingController(QObject):
    """Connects the training panel, the plots, the runner and the training commands."""

    statusMessage = Signal(str)  # for the window's status bar
    runEnded = Signal(int, object)  # (run_id, DescentResult or None): tests and the window wait for it

    def __init__(self, *, commands: WindowActions, settings: StoredSettings, training_panel: TrainingPanel,
                 loss_plot: LossPlot, accuracy_plot: LossPlot, landscape_plot: LandscapePlot,
                 boundary_plot: BoundaryPlot, dialog_parent: QWidget, parent: QObject) -> None:
        """`dialog_parent` is the window the export's dialogs and boxes belong to."""
        super().__init__(parent)
        self.commands, self.settings, self.dialog_parent = commands, settings, dialog_parent
        self.panel, self.loss_plot, self.landscape = training_panel, loss_plot, landscape_plot
        self.boundary_plot, self.accuracy_plot = boundary_plot, accuracy_plot
        self.boundary = BoundaryController(boundary_plot=boundary_plot, label_of=self._run_label,
                                           parent=self)
        self.runner = TrainingRunner(self)
        self.trainings: dict[int, Training] = {}  # run id -> what the section defines
        self.history: dict[int, RunHistory] = {}  # run id -> what it has recorded: the one record
        self._flushed: dict[int, int] = {}  # run id -> the steps of its history already drawn
        self._paths: dict[int, PathSampler] = {}  # run id -> its path on the landscape
        self._grid_bounds: tuple[float, float, float, float] | None = None
        self._starts: dict[int, tuple[float, float]] = {}  # run id -> (w, b) it starts from
        self._next_id = 1
        self._landscape_inputs: tuple[np.ndarray, np.ndarray] | None = None
        self.panel.set_cuda_available(cuda_is_available(), cuda_unavailable_reason() or "")
        self.runner.batch.connect(self._on_batch)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.panel.runsChanged.connect(self.update_actions)
        self.panel.selectionChanged.connect(self.show_landscape_of)
        self.panel.selectionChanged.connect(self.show_boundary_of)
        commands.start_training.triggered.connect(self.start)
        commands.stop_training.triggered.connect(self.stop)
        commands.log_scale.toggled.connect(self.loss_plot.set_log_scale)
        self.loss_plot.logScaleChanged.connect(commands.log_scale.setChecked)  # its own checkbox
        # Curves are redrawn a few times a second, not at every batch: a repaint of a long curve
        # costs more than the ~30 ms between batches.
        self._flush_timer = QTimer(self, singleShot=True, interval=PLOT_REFRESH_MS)
        self._flush_timer.timeout.connect(self.flush_curves)
        commands.export_plot.triggered.connect(lambda: self.export_interactively("loss"))
        commands.export_landscape.triggered.connect(lambda: self.export_interactively("landscape"))
        commands.export_boundary.triggered.connect(lambda: self.export_interactively("boundary"))
        self._point_source: PointSpec | None = None
        self._on_points: set[int] = set()
        self._lesson_points: dict[int, Training] = {}
        boundary_plot.choice.choiceChanged.connect(self.choose_points)
        self.update_actions()

    # --- the section's runs ---------------------------------------------------------------------

    def set_trainings(self, trainings: list[Training], lesson: Lesson | None = None) -> None:
        """Preload a section's runs (stopping any still running), as the lesson file gives them;
        `lesson` is the one they come from (its point sets can be drawn again with other values)."""
        self.runner.stop_all()
        self.trainings, self.history, self._flushed = {}, {}, {}
        self._paths = {}
        self.loss_plot.clear_runs()
        self.accuracy_plot.clear_runs()
        rows = []
        unnamed = translate("TrainingController", "run {0}")
        shown = [t.label_in(language()) for t in trainings]  # the window's language
        labels = shortened_labels([label or unnamed.format(i + 1) for i, label in enumerate(shown)])
        for training, label in zip(trainings, labels):
            run_id = self._new_id()
            self.trainings[run_id] = training
            rows.append(row_of(run_id, training, label, model_name_text(training.model) if training.model
                               else translate("TrainingController", "custom loss")))
        self.panel.set_runs(rows)
        sources = {run_id: source_of(t, lesson) for run_id, t in self.trainings.items()}
        self._point_source = next((spec for spec in sources.values() if spec is not None), None)
        self._on_points = {run_id for run_id, spec in sources.items()
                           if spec is not None and spec == self._point_source}
        self._lesson_points = dict(self.trainings)  # the trainings as the lesson gives them
        choice = self.boundary_plot.choice
        choice.setVisible(self._point_source is not None)
        if self._point_source is not None:
            spec = self._point_source
            choice.set_choice(spec.kind, spec.size, spec.noise, spec.seed, lesson=True)
        classifier = self.boundary.set_trainings(self.trainings)
        self.landscape.setVisible(not classifier)  # a classifier's plane is its points', not (w, b)
        self.boundary_plot.setVisible(classifier)
        splitter = self.boundary_plot.parentWidget()
        if classifier and isinstance(splitter, QSplitter):  # the boundary needs room to be read
            total = sum(splitter.sizes())
            splitter.setSizes([int(total * 0.38), int(total * 0.30), 0, int(total * 0.32)])
        self.accuracy_plot.setVisible(any(t.classify for t in self.trainings.values()))
        if rows:
            self.show_landscape_of(rows[0].run_id)
        else:
            self.landscape.show_message(translate("TrainingController", "This section trains nothing."))
        self.update_actions()

    @Slot(str, int, float, int)
    def choose_points(self, kind: str, size: int, noise: float, seed: int) -> None:
        """The learner chose other points in the boundary's bar: the section's runs on the lesson's
        point set learn from these from their next start."""
        if self._point_source is None or self.runner.running():
            return
        spec = replace(self._point_source, kind=kind, size=size, noise=noise, seed=seed)
        try:
            for run_id in self._on_points:
                self.trainings[run_id] = with_points(self._lesson_points[run_id], spec)
        except GradwalkError as err:  # a value the bar's ranges should not let through
            self.statusMessage.emit(str(err))
            return
        self.boundary.set_trainings(self.trainings)
        self.statusMessage.emit(translate("TrainingController", "{0} points of the set {1}, noise {2}, "
                                          "seed {3}: press Start to train on them.").format(
            prose_number(size), self.boundary_plot.choice.kind.currentText(), prose_number(noise),
            prose_number(seed)))
        self.update_actions()

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def show_boundary_of(self, run_id: int) -> None:
        """The decision boundary of run `run_id` (a classifier's), as selecting its row shows it."""
        self.boundary.show(run_id, self.training_of(run_id))
        self.update_actions()  # a run not trained yet has no boundary to export

    def _run_label(self, run_id: int) -> str:
        return next((row.label for row in self.panel.runs() if row.run_id == run_id), "")

    def training_of(self, run_id: int) -> Training | None:
        """The section's training behind a row: its own, or the one of the row it was copied from."""
        if run_id in self.trainings:
            return self.trainings[run_id]
        row = next((row for row in self.panel.runs() if row.run_id == run_id), None)
        return self.trainings.get(row.copied_from) if row is not None else None

    # --- running ----------------------------------------------------------------------------------

    def _prepare(self, row: RunRow) -> Training | None:
        """Make a row ready to run: its training as the row sets it, and a fresh curve, history
        and path."""
        training = self.training_of(row.run_id)
        if training is None:
            return None
        training = training_of_row(training, row)
        params = training.params
        history = self.history[row.run_id] = RunHistory(row.label)
        self._flushed[row.run_id] = 0
        self._paths.pop(row.run_id, None)
        self.boundary.restarted(row.run_id)
        if isinstance(params.get("w"), (int, float)) and isinstance(params.get("b"), (int, float)):
            self._starts[row.run_id] = (float(params["w"]), float(params["b"]))
        self.loss_plot.remove_run(row.run_id)
        self.loss_plot.add_run(row.run_id, row.label, history)
        held_label = translate("TrainingController", "{0} (held-out)").format(row.label)
        if training.held_out:
            self.loss_plot.add_held_out(row.run_id, held_label)
        self.accuracy_plot.remove_run(row.run_id)
        if training.classify:
            self.accuracy_plot.add_run(row.run_id, row.label, history)
            if training.held_out:
                self.accuracy_plot.add_held_out(row.run_id, held_label)
        self.panel.set_progress(row.run_id, 0, row.steps)
        return training

    @Slot()
    def start(self) -> None:
        """Start every run of the panel (a run already going is restarted from its first step)."""
        problems = self.panel.problems()
        if problems:
            self.statusMessage.emit(next(iter(problems.values())))
            return
        for row in self.panel.runs():
            training = self._prepare(row)
            if training is None:
                continue
            self.panel.set_status(row.run_id, translate("TrainingController", "running"), "running")
            self.runner.start(row.run_id, training)
        self._show_fresh_paths()
        self.statusMessage.emit(translate("TrainingController",
                                          "Training {0} runs…").format(len(self.panel.runs())))
        self.update_actions()

    def run_here(self, run_ids: list[int] | None = None) -> list[str]:
        """Run the panel's runs (all, or those in `run_ids`) on this thread, feeding their
        records through the same path as the runner's signals (`gradwalk export-plot` and
        `screenshot --train`). Returns each failed run's message."""
        rows = [row for row in self.panel.runs() if run_ids is None or row.run_id in run_ids]
        failures = []
        self._show_fresh_paths()
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
        return failures

    @Slot()
    def stop(self) -> None:
        self.runner.stop_all()
        self.statusMessage.emit(translate("TrainingController", "Stopping after the current step…"))

    def shutdown(self) -> None:
        self.runner.shutdown()

    @Slot(object)
    def _on_batch(self, batch: TrainingBatch) -> None:
        history = self.history.get(batch.run_id)
        if history is None or not len(batch.steps):
            return
        history.append(batch.steps, {LOSS: batch.losses, HELD_OUT_LOSS: batch.held_out_losses,
                                     ACCURACY: batch.accuracies,
                                     HELD_OUT_ACCURACY: batch.held_out_accuracies}, batch.params)
        if batch.boundary is not None:  # drawn as it comes (10 to 15 a second), not with the curves
            self.boundary.add(batch.run_id, [batch])
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    @Slot()
    def flush_curves(self) -> None:
        """Draw what the runs recorded since the last redraw: the curves, the progress, the
        parameters, the landscape's paths. Batches come every ~30 ms; this runs every
        PLOT_REFRESH_MS at most, so the window keeps up with any number of steps."""
        pending = {run_id: history for run_id, history in self.history.items()
                   if len(history) > self._flushed.get(run_id, 0)}
        totals = {row.run_id: row.steps for row in self.panel.runs()} if pending else {}
        for run_id, history in pending.items():
            fresh = self._flushed.get(run_id, 0)
            self._flushed[run_id] = len(history)
            self.loss_plot.refresh(run_id)
            self.panel.set_progress(run_id, int(history.steps[-1]), totals.get(run_id, 0))
            if run_id in self.accuracy_plot.run_ids():
                self.accuracy_plot.refresh(run_id)
            params = history.params()
            self.panel.set_params(run_id, {name: float(values[-1]) for name, values in params.items()})
            if {"w", "b"} <= set(params):  # kept for every run: any may be shown later
                sampler = self._paths.get(run_id)
                if sampler is None:  # a path starts where the run started
                    sampler = self._paths[run_id] = PathSampler()
                    start = self._starts.get(run_id)
                    if start is not None:
                        sampler.add(np.array([start[0]]), np.array([start[1]]))
                sampler.add(params["w"][fresh:], params["b"][fresh:])
                if self._on_landscape(run_id):
                    self.landscape.set_path(run_id, history.label, *sampler.points())

    @Slot(int, object)
    def _on_finished(self, run_id: int, result: DescentResult) -> None:
        self.flush_curves()
        self.boundary.finished(run_id, result)
        finals = {name: value for name, value in result.final_params.items()
                  if isinstance(value, (int, float))}
        self.panel.set_final_params(run_id, finals)
        if result.stopped:
            stopped = translate("TrainingController", "stopped at step {0}").format(
                prose_number(result.steps_done))
            self.panel.set_status(run_id, stopped, "stopped")
        elif result.first_non_finite is not None:
            self.panel.set_status(run_id, translate("TrainingController", "not finite from step {0}").format(
                prose_number(result.first_non_finite.step)), "diverged")
        elif result.diverged:
            self.panel.set_status(run_id, result.how_it_diverged() or translate("TrainingController",
                                                                                "diverged"), "diverged")
        elif result.final_accuracy is not None:
            self.panel.set_status(run_id, _accuracy_status(result), "done")
        elif result.final_held_out_loss is not None:
            self.panel.set_status(run_id, translate("TrainingController",
                                                    "done: loss {0}, held-out {1}").format(
                prose_number(result.final_loss), prose_number(result.final_held_out_loss)), "done")
        else:
            done = translate("TrainingController", "done: loss {0}").format(prose_number(result.final_loss))
            self.panel.set_status(run_id, done, "done")
        self.runEnded.emit(run_id, result)
        if not self.runner.running():
            self.statusMessage.emit(translate("TrainingController", "Training finished."))
            if self._on_landscape(run_id) and self._path_left_grid():
                # frame the landscape on where the paths went
                selected = self.panel.selected_run()
                self.show_landscape_of(selected if self.training_of(selected) else run_id)
        self.update_actions()

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        self.panel.set_status(run_id, message, "error")
        self.statusMessage.emit(translate("TrainingController", "A run failed: {0}").format(message))
        self.runEnded.emit(run_id, None)
        self.update_actions()

    # --- the landscape ----------------------------------------------------------------------------

    @Slot(int)
    def show_landscape_of(self, run_id: int) -> None:
        """The loss over (w, b) for the selected run's data, with the paths of every run on it."""
        training = self.training_of(run_id)
        if training is None or training.model != "line" or not {"x", "y"} <= set(training.inputs):
            self._landscape_inputs = None
            self.landscape.show_message(translate("TrainingController",
                                                  "The landscape is drawn for the line's two parameters, "
                                            "w and b."))
            self.update_actions()
            return
        x, y = training.inputs["x"], training.inputs["y"]
        self._landscape_inputs = (x, y)
        paths = []
        for other in self.history:
            if self._on_landscape(other) and other in self._paths:
                paths.append((other, *self._paths[other].points()))
        start = (np.array([float(training.params.get("w", 0.0))]),
                 np.array([float(training.params.get("b", 0.0))]))
        optimum = line_optimum(x, y)
        w_min, w_max, b_min, b_max = landscape_bounds([start] + [(w, b) for _, w, b in paths],
                                                      optimum if all(map(math.isfinite, optimum))
                                                      else None)
        self._grid_bounds = (w_min, w_max, b_min, b_max)
        w_values = np.linspace(w_min, w_max, GRID_POINTS)
        b_values = np.linspace(b_min, b_max, GRID_POINTS)
        self.landscape.set_grid(w_values, b_values, line_loss_grid(x, y, w_values, b_values))
        self.landscape.set_optimum(*optimum)  # the least-squares fit of this data
        self.landscape.clear_paths()  # the runs on other data have no place on this landscape
        for other, w, b in paths:
            self.landscape.set_path(other, self.history[other].label, w, b)
        self.update_actions()

    def _path_left_grid(self) -> bool:
        """Whether a path on the landscape ended outside its grid (a finite end: a run that
        settled beyond the frame, not one that diverged)."""
        bounds = self._grid_bounds
        for run_id, sampler in self._paths.items():
            w, b = sampler.last
            if (self._on_landscape(run_id) and math.isfinite(w) and math.isfinite(b) and bounds
                    and not (bounds[0] <= w <= bounds[1] and bounds[2] <= b <= bounds[3])):
                return True
        return False

    def _show_fresh_paths(self) -> None:
        """Runs restart: their old paths go; the grid stays (rebuilding its contours is slow)."""
        if not self.landscape.has_grid():
            selected = self.panel.selected_run()
            self.show_landscape_of(selected if self.training_of(selected) else
                                   next(iter(self.trainings), -1))
        for run_id in list(self.landscape.path_ids()):
            self.landscape.remove_path(run_id)

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
        running = bool(self.runner.running())
        a.start_training.setEnabled(bool(self.trainings) and self.panel.can_start())
        a.stop_training.setEnabled(running)
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


def _accuracy_status(result: DescentResult) -> str:
    """A classifier's end: its loss and its accuracy, on the held-out points too where it has them."""
    if result.final_held_out_accuracy is not None:
        return translate("TrainingController", "done: loss {0}, accuracy {1}, held-out accuracy {2}").format(
            prose_number(result.final_loss), prose_number(result.final_accuracy, 3),
            prose_number(result.final_held_out_accuracy, 3))
    return translate("TrainingController", "done: loss {0}, accuracy {1}").format(
        prose_number(result.final_loss), prose_number(result.final_accuracy, 3))
