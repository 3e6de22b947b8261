"""A training as the panel's row and back (app/training/run_settings.py): the row edits exactly a
Training's settings, under their names."""

import dataclasses

import numpy as np

from gradwalk.app.training.run_settings import row_of, training_of_row
from gradwalk.core.training.models import MODELS
from gradwalk.core.training.training import Training
from gradwalk.views.panels.training_panel import RUN_SETTINGS, RunRow

TRAINING = Training(loss=MODELS["line"].loss, inputs={"x": np.arange(3.0), "y": np.arange(3.0)},
                    params={"w": 0.0, "b": 0.5, "v": [1.0, 2.0]}, lr=0.1, steps=100, dtype="f32",
                    label="descent on raw pages", labels={"en": "descent on raw pages", "fr": "descente"},
                    model="line", report=(100,))


def test_the_rows_settings_are_fields_of_a_training_and_of_a_row():
    names = set(RUN_SETTINGS)
    assert names == {"label", "lr", "steps", "dtype", "device", "replay", "params"}
    assert names <= {f.name for f in dataclasses.fields(Training)}
    assert names <= {f.name for f in dataclasses.fields(RunRow)}


def test_a_row_holds_the_trainings_settings_and_gives_them_back():
    row = row_of(4, TRAINING, "raw pages", "the line")
    assert (row.run_id, row.label, row.model) == (4, "raw pages", "the line")
    assert (row.lr, row.steps, row.dtype, row.device) == (0.1, 100, "f32", "cpu")
    assert row.params == TRAINING.params and row.copied_from == -1
    again = training_of_row(TRAINING, row)
    assert again.label == "raw pages" and again.label_in("fr") == "raw pages"
    unchanged = ("loss", "inputs", "held_out", "model", "report", "bind", "classify", "hidden")
    assert all(getattr(again, name) is getattr(TRAINING, name) for name in unchanged)


def test_what_the_learner_edits_is_what_runs():
    row = dataclasses.replace(row_of(1, TRAINING, "raw", "line"), lr=0.02, steps=7, dtype="f64",
                              device="cuda", replay=False, params={**TRAINING.params, "w": 3.0})
    training = training_of_row(TRAINING, row)
    assert (training.lr, training.steps, training.dtype, training.device) == (0.02, 7, "f64", "cuda")
    assert TRAINING.replay and not training.replay  # the row's Replay unchecked: every step eagerly
    assert training.params == {"w": 3.0, "b": 0.5, "v": [1.0, 2.0]}
