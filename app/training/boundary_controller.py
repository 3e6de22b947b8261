"""The decision boundary beside a classifier's runs: which run's boundary the plot shows, its
points, and the step and accuracies under its title.

The training controller hands it the section's trainings and every run's batches; the plot
(views/plots/boundary_plot.py) only draws what this gives it. A training is drawn here when it is a
classifier that names its points (`classify = { logit, labels, points }`) and those points lie
in the plane (two columns).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QObject

from gradwalk.core.training.boundary import Boundary
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training
from gradwalk.core.words import prose_number, translate

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
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plot = boundary_plot
        self.label_of = label_of
        self.shown: int | None = None  # the run whose boundary the plot shows
        self.latest: dict[int, tuple[Boundary, str]] = {}  # run id -> its last boundary and caption

    def set_trainings(self, trainings: dict[int, Training]) -> bool:
        """The section's runs (run id -> training); True when one of them draws a boundary, which
        is then shown."""
        self.latest, self.shown = {}, None
        self.plot.clear()
        first = next((run_id for run_id, t in trainings.items() if draws_boundary(t)), None)
        if first is None:
            self.plot.show_message(translate("BoundaryController", "The decision boundary is drawn for a "
                                             "classifier of points in the plane."))
            return False
        self.show(first, trainings[first])
        return True

    def show(self, run_id: int, training: Training | None) -> None:
        """Show run `run_id`'s points and its last boundary (if it has one); a run whose training
        draws no boundary leaves the plot as it is."""
        if not draws_boundary(training):
            return
        if run_id not in self.latest:
            self.plot.clear()  # another run's boundary would be taken for this one's
        self.shown = run_id
        points, labels = training.classify["points"], training.classify["labels"]
        held = training.held_out
        self.plot.set_points(training.inputs[points], training.inputs[labels],
                             held.get(points), held.get(labels) if points in held else None)
        if run_id in self.latest:
            boundary, caption = self.latest[run_id]
            self._draw(boundary, caption)
        else:
            self._show_caption(translate("BoundaryController", "starts when the run starts"))

    def restarted(self, run_id: int) -> None:
        """The run starts again: its old boundary is gone."""
        self.latest.pop(run_id, None)
        if self.shown == run_id:
            self._show_caption(translate("BoundaryController", "starts when the run starts"))

    def add(self, run_id: int, batches: list[TrainingBatch]) -> None:
        """Batches of a run, as they come: draw its newest boundary if it is the one shown."""
        drawn = next((b for b in reversed(batches) if b.boundary is not None), None)
        if drawn is None:
            return
        last = batches[-1]
        caption = _caption(int(last.steps[-1]), _last(last.accuracies), _last(last.held_out_accuracies))
        self.latest[run_id] = (drawn.boundary, caption)
        if self.shown == run_id:
            self._draw(drawn.boundary, caption)

    def finished(self, run_id: int, result: DescentResult) -> None:
        if result.boundary is None:
            return
        caption = _caption(result.steps_done, result.final_accuracy, result.final_held_out_accuracy)
        self.latest[run_id] = (result.boundary, caption)
        if self.shown == run_id:
            self._draw(result.boundary, caption)

    def _draw(self, boundary: Boundary, caption: str) -> None:
        self.plot.set_boundary(boundary.x_min, boundary.x_max, boundary.y_min, boundary.y_max,
                               boundary.probabilities)
        self.plot.set_units([(layer.name, layer.pictures, layer.silent) for layer in boundary.units])
        self._show_caption(caption + _silent_words(boundary))

    def _show_caption(self, caption: str) -> None:
        """The caption under the title, after the label of the run shown."""
        label = self.label_of(self.shown) if self.label_of is not None and self.shown is not None else ""
        self.plot.set_caption(translate("BoundaryController", "{0} — {1}").format(label, caption)
                              if label else caption)


def _silent_words(boundary: Boundary) -> str:
    """", 3 dead units" where units of the hidden layers are silent on every training point."""
    dead = sum(sum(layer.silent) for layer in boundary.units)
    if not dead:
        return ""
    words = (translate("BoundaryController", ", 1 dead unit") if dead == 1
             else translate("BoundaryController", ", {0} dead units").format(prose_number(dead)))
    return words


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
