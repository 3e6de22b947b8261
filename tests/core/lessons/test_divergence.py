"""How a training step says its run ended (DescentResult.how_it_diverged): a loss that shrinks, grows,
grows by orders of magnitude, or stops being a finite number.
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from gradwalk.core.lessons.runner import run_section
from gradwalk.core.engine.tensor import Tensor
from gradwalk.core.training.descent import DescentResult, DescentStep
from tests.core.lessons.lesson_helpers import figures_of, section

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


RAW = {"xs": [100.0, 200.0, 300.0], "ys": [1.0, 2.0, 3.0]}


def raw_descent(lr, steps):
    """A line fitted on raw xs in the hundreds: the loss curves steeply along w."""
    env = {name: Tensor(values, dtype="f64") for name, values in RAW.items()}
    result = run_section(section(
        {"figures": "raw.", "train": {"model": "line", "inputs": {"x": "xs", "y": "ys"},
                                      "params": {"w": 0.0, "b": 0.0}, "lr": lr, "steps": steps,
                                      "report": [steps]}},
    ), env)
    return result.lines[1], figures_of(result)["raw.loss_after_step"][str(steps)]


def test_a_loss_that_grows_but_stays_finite_is_measured_in_orders_of_magnitude():
    line, last = raw_descent(1e-4, 50)
    assert math.isfinite(last) and last > 1e50
    start = float(np.mean(np.square(RAW["ys"])))  # the loss at w = b = 0
    orders = round(math.log10(last) - math.log10(start))
    assert line == f"  lr 0.0001, 50 steps, f64 on cpu; the loss grew by {orders} orders of magnitude"
    assert "finite" not in line


def test_a_loss_that_overflows_is_not_a_finite_number_from_its_step_on():
    line, last = raw_descent(1e-4, 400)
    assert not math.isfinite(last)
    assert re.fullmatch(r"  lr 0\.0001, 400 steps, f64 on cpu; the loss stopped being a finite number "
                        r"at step \d+, after growing by \d+ orders of magnitude", line), line


def result_of(start, losses, finite=None, params_finite=True):
    """A DescentResult for the losses of steps 1, 2, ...: the first record not finite marked so."""
    records = [DescentStep(i, loss, {"w": 0.0 if params_finite else math.inf},
                          math.isfinite(loss) and params_finite) for i, loss in enumerate(losses, 1)]
    bad = next((r for r in records if not r.finite), None)
    last = start
    for r in records:
        if not r.finite:
            break
        last = r.loss
    diverged = bad is not None or not math.isfinite(start) or records[-1].loss > start
    return DescentResult({}, records[-1], diverged, start, bad, last)


@pytest.mark.parametrize("start, losses, words", [
    (2.0, [1.0, 0.5], ""),
    (math.inf, [math.inf], "the loss was not a finite number to begin with (inf)"),
    (2.0, [3.0, 3.5], "the loss grew from 2 to 3.5"),
    (2.0, [30.0, 20.0], "the loss grew by 1 order of magnitude"),
    (314.9, [495.7, 4.5382e207], "the loss grew by 205 orders of magnitude"),
    (1e-300, [1e300], "the loss grew by 600 orders of magnitude"),  # last / first overflows
    (-3.0, [-1.0], "the loss grew from -3 to -1"),
    (2.0, [1e100, math.inf, math.nan], "the loss stopped being a finite number at step 2, "
                                       "after growing by 100 orders of magnitude"),
    (2.0, [1.0, math.nan], "the loss stopped being a finite number at step 2"),
])
def test_how_it_diverged(start, losses, words):
    assert result_of(start, losses).how_it_diverged() == words


def test_how_a_parameter_that_overflows_first_diverged():
    assert (result_of(2.0, [1.0, 1.5], params_finite=False).how_it_diverged()
            == "a parameter stopped being a finite number at step 1")
