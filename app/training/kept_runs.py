"""The runs a learner trained, kept for the session: each run's record (its curves, its path on
the landscape, its boundary, how it ended) and each section's rows as they were last edited.

The training controller writes into one `KeptRuns` as runs go, saves the open section's rows
when the learner leaves it and shows them again on the way back, and after a language switch
(`TrainingController.show_again`). Run ids come from
its counter, so a run's id is never used twice in a session, whatever section it belongs to.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from gradwalk.core.lessons.model import PointSpec
from gradwalk.core.training.boundary import Boundary
from gradwalk.core.training.descent import DescentResult
from gradwalk.core.training.training import Training

from gradwalk.views.panels.training_panel import RunRow
from gradwalk.views.plots.plot_series import RunHistory

__all__ = ["BoundaryPicture", "KeptRuns", "KeptSection", "PathSampler", "RunRecord"]


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


@dataclass(frozen=True)
class BoundaryPicture:
    """A classifier's boundary at a step, with its accuracies there (None where not measured)."""
    boundary: Boundary
    step: int
    accuracy: float | None
    held_out_accuracy: float | None


@dataclass
class RunRecord:
    """What one run has done: its steps (`history`, which the plots draw), how it ended (`result`,
    or `failure` in words; neither while it goes), its path over (w, b) and where that path
    starts. Its newest boundary is in KeptRuns.boundaries."""
    history: RunHistory
    training: Training | None = None  # what it trained, as its row set it
    result: DescentResult | None = None
    failure: str = ""
    path: PathSampler | None = None
    start: tuple[float, float] | None = None
    running: bool = False
    left_running: bool = False  # the learner left its section while it trained: it was stopped
    how: str = ""  # how its steps run, in words, as its batches said: "replayed", or why not


@dataclass
class KeptSection:
    """A section's rows as the learner left them: their settings, the label the window gave each
    lesson row (a label still equal to it follows the program and the language) and the start
    values the program gave it, the points chosen for a classifier (None: the lesson's) and the
    row selected."""
    rows: list[RunRow]
    given_labels: dict[int, str] = field(default_factory=dict)
    given_starts: dict[int, tuple] = field(default_factory=dict)
    points: PointSpec | None = None
    selected: int = -1


class KeptRuns:
    """Every run's record and newest boundary by id, and every section's rows by (lesson id,
    section id)."""

    def __init__(self) -> None:
        self.records: dict[int, RunRecord] = {}
        self.boundaries: dict[int, BoundaryPicture] = {}
        self.sections: dict[tuple[str, str], KeptSection] = {}
        self._next_id = 1

    def new_id(self) -> int:
        """A run id never given before in this session."""
        self._next_id += 1
        return self._next_id - 1
