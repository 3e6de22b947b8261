"""The step a training's descent records once and replays, as the window lists it.

    step = recorded_step(training)
    step.lines[0]          # ('backward', 'd_t4 = vjp mean_all (d_t5; t5, t4)')
    step.replayed          # how many of the lines each replay runs (the ONCE part runs once)
    step.refusal           # why the step is not replayed; "" when it is

The step is recorded exactly as the training's descent records it (core/training/descent.py):
its first step taken eagerly, the next one's forward pass recorded, the program written down
(core/engine/trace.py). One step of the descent is run for it, on the training's own settings.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .descent import descend
from .training import Training, prepare

__all__ = ["RecordedStep", "recorded_step"]


@dataclass(frozen=True)
class RecordedStep:
    """A training's recorded step: its lines as (part, text), in the order a replay runs them
    (the ONCE part, computed from data alone, first); how many each replay runs; and, for a
    step that cannot be replayed, why (then there are no lines)."""

    lines: tuple[tuple[str, str], ...]
    replayed: int
    refusal: str = ""


def recorded_step(training: Training) -> RecordedStep:
    """Record `training`'s step as its descent would (see the module's docstring). Raises what
    `prepare` and `descend` raise for a training that cannot run (DescentError, ExpressionError)."""
    descent = prepare(replace(training, steps=1))
    traces = []
    records = list(descend(descent.loss_fn, descent.params, training.lr, 1, held_out_fn=descent.held_out_fn,
                           recorded=traces.append))
    if not traces:
        return RecordedStep((), 0, records[0].note if records else "")
    trace = traces[0]
    return RecordedStep(tuple((line.part, line.text) for line in trace.program), len(trace))
