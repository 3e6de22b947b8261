"""The decision boundary beside a classifier's runs: which run's boundary the plot shows, its
points, and the step and accuracies under its title.

The training controller hands it the section's trainings and every run's batches; the plot
(views/plots/boundary_plot.py) only draws what this gives it. A batch's boundary is kept as it
comes and drawn with the curves and the progress (`draw_latest`), so that the boundary's step is
the step every other view shows at that moment. The pictures (`latest`) are the window's record
of the runs (app/training/kept_runs.py): they outlive a section left and a language switched.
A training is drawn here when it is a classifier that names its points
(`classify = { logit, labels, points }`) and those points lie in the plane (two columns).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import numpy as np
from PySide6.QtCore import QObject

from gradwalk.core.training.boundary import Boundary
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.words import prose_number, translate

from gradwalk.app.base.in_turns import InTurns
from gradwalk.app.training.kept_runs import BoundaryPicture
from gradwalk.app.training.runs import TrainingBatch
from gradwalk.views.plots.boundary_plot import BoundaryPlot

__all__ = ["BoundaryController", "draws_boundary"]


def draws_boundary(training: Training | None) -> bool:
    """Whether the training is a classifier of points in the plane, whose boundary can be drawn."""
    if training is None:
        return False
    points = training.classify.get("points")
    data = training.inputs.get(points) if points is not None else None
    return data is not None and np.ndim(data) == 2 and np.shape(data)[1] == 2


class BoundaryController(QObject):
    """Shows the boundary of one run at a time: the one selected in the panel, else the latest.
    The caption starts with the run's label (`label_of(run_id)`), so that a picture of the plot
    says whose boundary it is."""

    def __init__(self, *, boundary_plot: BoundaryPlot, label_of: Callable[[int], str] | None = None,
                 latest: dict[int, BoundaryPicture] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plot = boundary_plot
        self.label_of = label_of
        self.shown: int | None = None  # the run whose boundary the plot shows
        self.latest: dict[int, BoundaryPicture] = latest if latest is not None else {}  # run id -> newest
        self._drawn: BoundaryPicture | None = None  # the picture on the plot
        # While a run goes, its units' pictures are drawn in the next turns of the event loop, a
        # layer a turn, after the boundary: short pauses of the window rather than one long one.
        self._units_later = InTurns(self)
        self._units: list = []
        # A section's runs shown: its points and boundary drawn in the next turn (`set_trainings`
        # with `later`). Each other call draws them first: what it changes is drawn over them.
        self._filling = InTurns(self)

    def set_trainings(self, trainings: dict[int, Training], shown: int | None = None,
                      later: bool = False) -> bool:
        """The section's runs (run id -> training); True when one of them draws a boundary, which
        is then shown (run `shown`'s, where it draws one). With `later`, the plot is emptied now
        and drawn in the event loop's next turn: a section opened after a trained one showed its
        runs in the panel, the curves and this plot in one turn of 35-60 ms."""
        self._filling.cancel()
        if later:
            self.shown, self._drawn = None, None
            self.plot.clear()
            self._filling.run([partial(self._fill, dict(trainings), shown)])
            return any(draws_boundary(training) for training in trainings.values())
        return self._fill(trainings, shown)

    def fill_now(self) -> None:
        """The plot drawn now where its section's runs wait for their turn (see `set_trainings`)."""
        self._filling.finish()

    def _fill(self, trainings: dict[int, Training], shown: int | None) -> bool:
        with self.plot.changes():  # cleared and filled again: its legend and title made once
            self.shown, self._drawn = None, None
            self.plot.clear()
            first = next((run_id for run_id, t in trainings.items() if draws_boundary(t)), None)
            if first is None:
                self.plot.show_message()  # the plot's own words: what it draws, and for what
                return False
            if shown in trainings and draws_boundary(trainings[shown]):
                first = shown
            self.show(first, trainings[first])
            return True

    def show(self, run_id: int, training: Training | None) -> None:
        """Show run `run_id`'s points and its last boundary (if it has one); a run whose training
        draws no boundary leaves the plot as it is."""
        self._filling.finish()
        if not draws_boundary(training):
            return
        if run_id not in self.latest:
            self.plot.clear()  # another run's boundary would be taken for this one's
        self.shown = run_id
        points, labels = training.classify["points"], training.classify["labels"]
        held = training.held_out
        self.plot.set_points(training.inputs[points], training.inputs[labels],
                             held.get(points), held.get(labels) if points in held else None)
        self._drawn = None
        if run_id in self.latest:
            self._draw(self.latest[run_id])
        else:
            self._show_caption(translate("BoundaryController", "starts when the run starts"))
            # the room of its hidden layers' pictures, kept from now: the plot is not laid out
            # again as the run's first pictures come
            self.plot.units.reserve(len(training.hidden))

    def retranslate(self) -> None:
        """The caption again, in the language installed now (and the run's label as it is now)."""
        self._filling.finish()
        if self._drawn is not None:
            self._say_caption(self._drawn)
        elif self.shown is not None:
            self._show_caption(translate("BoundaryController", "starts when the run starts"))

    def restarted(self, run_id: int) -> None:
        """The run starts again: its old boundary is gone."""
        self._filling.finish()
        self.latest.pop(run_id, None)
        if self.shown == run_id:
            self._drawn = None
            self._show_caption(translate("BoundaryController", "starts when the run starts"))

    def add(self, run_id: int, batches: list[TrainingBatch]) -> None:
        """Batches of a run, as they come: its newest boundary is kept, drawn by `draw_latest`.
        A batch's boundary is the one at its last step, with the accuracies there."""
        for batch in reversed(batches):
            if batch.boundary is not None:
                self.latest[run_id] = BoundaryPicture(batch.boundary, int(batch.steps[-1]), _last(
                    batch.accuracies), _last(batch.held_out_accuracies))
                return

    def draw_latest(self, units_later: bool = False) -> None:
        """Draw the shown run's newest boundary, if it is not on the plot yet; with `units_later`
        (a run that goes), its units' pictures in the event loop's next turn."""
        self._filling.finish()
        picture = self.latest.get(self.shown) if self.shown is not None else None
        if picture is not None and picture is not self._drawn:
            self._draw(picture, units_later)

    def finished(self, run_id: int, result: DescentResult, units_later: bool = False) -> None:
        """A run's last boundary, drawn where it is shown; with `units_later`, its units' pictures
        in the next turns (`finish_units` draws what is left of them at once)."""
        if result.boundary is None:
            return
        self.latest[run_id] = BoundaryPicture(result.boundary, result.steps_done, result.final_accuracy,
                                              result.final_held_out_accuracy)
        self.draw_latest(units_later)

    def finish_units(self) -> None:
        """The units' pictures still waiting for their turn, drawn now."""
        self._units_later.finish()

    def _draw(self, picture: BoundaryPicture, units_later: bool = False) -> None:
        with self.plot.changes():  # the picture and its caption: one paint
            self._draw_picture(picture, units_later)

    def _draw_picture(self, picture: BoundaryPicture, units_later: bool) -> None:
        boundary = picture.boundary
        self._drawn = picture
        self.plot.set_boundary(boundary.x_min, boundary.x_max, boundary.y_min, boundary.y_max,
                               boundary.probabilities)
        self._units = [(layer.name, layer.pictures, layer.silent, layer.gradients, layer.saturated)
                       for layer in boundary.units]
        if units_later and self.plot.units.same_shapes(self._units):
            # a layer a turn: 16 units' pictures are a turn's worth of the window's time
            self._units_later.run([partial(self.plot.units.set_layer, index, layer)
                                   for index, layer in enumerate(self._units)])
        elif units_later:
            self._units_later.run([self._draw_units])
        else:
            self._units_later.cancel()  # a picture drawn now is newer than one waiting
            self._draw_units()
        self._say_caption(picture)

    def _say_caption(self, picture: BoundaryPicture) -> None:
        caption = _caption(picture.step, picture.accuracy, picture.held_out_accuracy)
        self._show_caption(caption + _silent_words(picture.boundary))

    def _draw_units(self) -> None:
        self.plot.set_units(self._units)

    def _show_caption(self, caption: str) -> None:
        """The caption under the title, after the label of the run shown."""
        label = self.label_of(self.shown) if self.label_of is not None and self.shown is not None else ""
        self.plot.set_caption(translate("BoundaryController", "{0} — {1}").format(label, caption)
                              if label else caption)


def _silent_words(boundary: Boundary) -> str:
    """", dead units: 7 of 16 in r1, 4 of 16 in r2", layer by layer (as the lesson's figures count
    them), where units of the hidden layers are silent on every training point."""
    layers = [translate("BoundaryController", "{0} of {1} in {2}").format(
        prose_number(sum(layer.silent)), prose_number(len(layer.silent)), layer.name)
        for layer in boundary.units if any(layer.silent)]
    if not layers:
        return ""
    return translate("BoundaryController", ", dead units: {0}").format(", ".join(layers))


def _last(values: np.ndarray | None) -> float | None:
    return float(values[-1]) if values is not None and len(values) else None


def _caption(step: int, accuracy: float | None, held_out: float | None) -> str:
    if accuracy is None:
        return translate("BoundaryController", "step {0}").format(prose_number(step))
    if held_out is None:
        return translate("BoundaryController", "step {0}: accuracy {1}").format(
            prose_number(step), prose_number(accuracy, 3))
    return translate("BoundaryController", "step {0}: accuracy {1}, held-out {2}").format(
        prose_number(step), prose_number(accuracy, 3), prose_number(held_out, 3))
