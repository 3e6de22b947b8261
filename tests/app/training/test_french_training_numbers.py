"""In French, every number in a training sentence is written the French way (core.words.prose_number):
no dot beside a comma in one message, no English thousands in a tooltip; a step count written
that way is read back."""

from __future__ import annotations

import math

import pytest

from gradwalk.app.base.translations import install_language
from gradwalk.app.window.main_window import MainWindow
from gradwalk.core.training.descent import DescentResult, DescentStep
from gradwalk.core.words import prose_number
from gradwalk.views.panels.training_panel import MAX_STEPS, RunRow, TrainingPanel, parse_steps

SECTION = "exercise_2_quadratic"  # trains with held-out rows
WAIT_MS = 30_000


@pytest.fixture
def french():
    install_language("fr")
    yield
    install_language("en")


def test_the_step_tooltips_group_thousands_the_french_way(qtbot, french):
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_runs([RunRow(0, "run", "line", 0.01, 100, "f64", "cpu", {"w": 0.0, "b": 0.0})])
    french_max = prose_number(MAX_STEPS, lang="fr")
    assert french_max != f"{MAX_STEPS:,}"
    tip = panel.field(0, "steps").toolTip()
    assert french_max in tip and f"{MAX_STEPS:,}" not in tip
    panel.field(0, "steps").setText("0")  # a problem: the sentence says the range
    panel.field(0, "steps").textEdited.emit("0")
    problems = panel.problems().get(0, "")
    assert french_max in problems and f"{MAX_STEPS:,}" not in problems
    assert parse_steps(french_max) == MAX_STEPS  # what the sentence says can be typed back
    assert parse_steps("1 000") == 1000 and parse_steps("12 34") is None


def test_a_finished_run_with_held_out_rows_says_both_losses_the_french_way(qtbot, french, tmp_path):
    window = MainWindow(config_dir=tmp_path / "config", synchronous=True, language="fr")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l04", SECTION)
    run_id = window.training_panel.run_ids()[-1]
    loss, held_out = 0.123456, 1234.5
    final = DescentStep(10, loss, {"w": 1.0, "b": 0.0}, True, held_out_loss=held_out)
    window.training._on_finished(run_id, DescentResult({}, final, diverged=False, start_loss=math.nan))
    status = window.training_panel.status_text(run_id)
    assert prose_number(loss, lang="fr") in status and prose_number(held_out, lang="fr") in status
    assert "." not in status


def test_the_point_sets_noise_is_written_and_read_the_french_way(qtbot, french, tmp_path):
    from PySide6.QtWidgets import QDoubleSpinBox

    window = MainWindow(config_dir=tmp_path / "config", synchronous=True, language="fr")
    qtbot.addWidget(window)
    assert window.open_section("l05", "two_moons")
    noise = window.findChild(QDoubleSpinBox, "pointSetNoise")
    assert noise.text() == "0,15"
    noise.lineEdit().selectAll()
    qtbot.keyClicks(noise.lineEdit(), "0,3")
    noise.interpretText()
    assert noise.value() == pytest.approx(0.3)
