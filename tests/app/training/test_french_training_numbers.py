"""In French, every number in a training sentence is written the French way (core.words.prose_number):
no dot beside a comma in one message; a field's numbers are written as the field reads them
(core.typed_numbers: a decimal comma, no thousands separators), so the limit a tooltip gives can be
typed back."""

from __future__ import annotations

import math

import pytest

from gradwalk.app.base.translations import install_language
from gradwalk.app.window.main_window import MainWindow
from gradwalk.core.training.descent import DescentResult, DescentStep
from gradwalk.core.typed_numbers import field_number
from gradwalk.core.words import prose_number
from gradwalk.views.panels.training_panel import MAX_STEPS, RunRow, TrainingPanel, parse_steps

SECTION = "exercise_2_quadratic"  # trains with held-out rows
WAIT_MS = 30_000


@pytest.fixture
def french():
    install_language("fr")
    yield
    install_language("en")


def test_the_step_tooltips_give_the_limit_as_the_field_takes_it(qtbot, french):
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_runs([RunRow(0, "run", "line", 0.01, 100, "f64", "cpu", {"w": 0.0, "b": 0.0})])
    typed_max = field_number(MAX_STEPS)
    assert typed_max == str(MAX_STEPS)
    tip = panel.field(0, "steps").toolTip()
    assert typed_max in tip and f"{MAX_STEPS:,}" not in tip and prose_number(MAX_STEPS) not in tip
    assert "0,01" in panel.field(0, "lr").toolTip() and panel.field(0, "lr").text() == "0,01"
    panel.field(0, "steps").setText("0")  # a problem: the sentence says the range
    panel.field(0, "steps").textEdited.emit("0")
    problems = panel.problems().get(0, "")
    assert typed_max in problems and f"{MAX_STEPS:,}" not in problems
    assert parse_steps(typed_max) == MAX_STEPS  # what the sentence says can be typed back
    with pytest.raises(ValueError, match="10000"):  # thousands separators: refused, the digits given
        parse_steps(prose_number(10_000))
    with pytest.raises(ValueError):
        parse_steps("12 34")


def test_a_finished_run_with_held_out_rows_says_both_losses_the_french_way(qtbot, french, tmp_path):
    window = MainWindow(config_dir=tmp_path / "config", synchronous=True, language="fr")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.open_section("l04", SECTION)
    run_id = window.widgets.training_panel.run_ids()[-1]
    loss, held_out = 0.123456, 1234.5
    final = DescentStep(10, loss, {"w": 1.0, "b": 0.0}, True, held_out_loss=held_out)
    with qtbot.waitSignal(window.training.runEnded, timeout=WAIT_MS):  # drawn in the next turn
        window.training._on_finished(run_id, DescentResult({}, final, diverged=False, start_loss=math.nan))
    status = window.widgets.training_panel.status_text(run_id)
    assert prose_number(loss, lang="fr") in status and prose_number(held_out, lang="fr") in status
    assert "." not in status


def test_the_point_sets_noise_is_written_and_read_the_french_way(qtbot, french, tmp_path):
    from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

    window = MainWindow(config_dir=tmp_path / "config", synchronous=True, language="fr")
    qtbot.addWidget(window)
    assert window.open_section("l05", "two_moons")
    noise = window.findChild(QDoubleSpinBox, "pointSetNoise")
    assert noise.text() == "0,15"
    noise.lineEdit().selectAll()
    qtbot.keyClicks(noise.lineEdit(), "0,3")
    noise.interpretText()
    assert noise.value() == pytest.approx(0.3) and noise.text() == "0,30"
    noise.lineEdit().selectAll()
    qtbot.keyClicks(noise.lineEdit(), "0.25")  # the dot, as a field of any language takes it
    noise.interpretText()
    assert noise.value() == pytest.approx(0.25) and noise.text() == "0,25"
    size = window.findChild(QSpinBox, "pointSetSize")
    size.lineEdit().selectAll()
    qtbot.keyClicks(size.lineEdit(), "1 000")  # no thousands separators: the space is not taken
    assert size.lineEdit().text() == "1000"
