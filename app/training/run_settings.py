"""A training as a row of the training panel, and the row as a training again: the one place where
a Training's settings (core/training/training.py) meet the panel's plain RunRow
(views/panels/training_panel.py), field by field through RUN_SETTINGS, the names both give them.

    row = row_of(run_id, training, label="lr 0.1", model="line")   # shown, then edited
    training = training_of_row(training, panel_row)                 # what the edited row runs

The row holds no data: the inputs, the loss and what the lesson says of the run stay in the
Training the row was made from (or, for a row the learner added, the one it was copied from).
"""

from __future__ import annotations

from dataclasses import replace

from gradwalk.core.training.training import Training

from gradwalk.views.panels.training_panel import RUN_SETTINGS, RunRow, start_numbers

__all__ = ["row_of", "training_of_row"]


def row_of(run_id: int, training: Training, label: str, model: str) -> RunRow:
    """The panel's row of `training`: its settings, `label` the run's name as the window shows it
    (in its language, shortened beside the others) and `model` its model's name in words."""
    settings = {name: getattr(training, name) for name in RUN_SETTINGS}
    settings.update(label=label, params=dict(training.params))
    return RunRow(run_id=run_id, model=model, **settings)


def training_of_row(training: Training, row: RunRow) -> Training:
    """`training` with the row's settings: what the row runs. The label the row gives the run is
    its label in every language. The row's start values are the single numbers it edits, for the
    parameters the training has: a vector or a matrix starts where the training says (the program
    in the editor makes it, and may have made it anew)."""
    settings = {name: getattr(row, name) for name in RUN_SETTINGS if name != "params"}
    starts = {name: value for name, value in start_numbers(row.params) if name in training.params}
    return replace(training, labels={}, params={**training.params, **starts}, **settings)
