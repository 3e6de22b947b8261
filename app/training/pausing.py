"""Training you can pause: which runs are held, which wait at which step, and at what learning rate
each goes on.

Pause holds every run going: each finishes the step it is computing, sends what it has and waits
(the `Pace` each run's process reads, app/session/training/batches.py). A run waits from the moment
its paused batch arrives: then its curves, its boundary and its numbers show the step it waits at.
Step lets each waiting run take one descent step and wait again; Resume lets them go. A run goes on
with the learning rate its row holds when it is let go: where the learner changed it while the run
waited, the change is kept in the run's history (the loss plot marks it on the curve) and is the
rate of every step after.

`RunPausing` only keeps that state and moves the runs' paces; the training controller asks it, and
draws and says what it answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from gradwalk.app.session.training.batches import TrainingBatch
from gradwalk.app.training.runs import TrainingRunner

__all__ = ["RateChange", "RunPausing"]


@dataclass(frozen=True)
class RateChange:
    """A learning rate changed while run `run_id` waited at `step`: `before`, then `after`."""
    run_id: int
    step: int
    before: float
    after: float


class RunPausing:
    """Which runs are held and which wait (see the module's docstring)."""

    def __init__(self, runner: TrainingRunner) -> None:
        self.runner = runner
        self._held: set[int] = set()  # asked to wait: Pause given, Resume not yet
        self._waiting: dict[int, int] = {}  # waiting now -> the step it waits at (0: before its first)
        self._rates: dict[int, float] = {}  # each run going -> the learning rate its steps take now

    # --- what the runs do ----------------------------------------------------------------------

    def started(self, run_id: int, lr: float) -> None:
        """Run `run_id` starts (again): it goes, at `lr`."""
        self.ended(run_id)
        self._rates[run_id] = float(lr)

    def ended(self, run_id: int) -> None:
        self._held.discard(run_id)
        self._waiting.pop(run_id, None)
        self._rates.pop(run_id, None)

    def arrived(self, batch: TrainingBatch) -> bool:
        """Note a batch of a run's; True where the run waits from it (a paused batch of a run still
        held: one sent as Resume was given is not)."""
        if not batch.paused or batch.run_id not in self._held:
            return False
        self._waiting[batch.run_id] = int(batch.steps[-1]) if len(batch.steps) else 0
        return True

    # --- the commands --------------------------------------------------------------------------

    def pause(self) -> list[int]:
        """Hold every run going that is not held yet; returns them."""
        held = [run_id for run_id in self.runner.running() if run_id not in self._held
                and self.runner.pace(run_id) is not None]
        for run_id in held:
            self.runner.pace(run_id).pause()
            self._held.add(run_id)
        return held

    def step(self, rates: dict[int, float]) -> list[RateChange]:
        """Let each waiting run take one step, at its rate in `rates` (run id -> the learning rate
        its row holds now); returns the rates changed."""
        changes = []
        for run_id in list(self._waiting):
            changes += self._let_go(run_id, rates.get(run_id))
            self.runner.pace(run_id).step()
        return changes

    def resume(self, rates: dict[int, float]) -> list[RateChange]:
        """Let every held run go on, each at its rate in `rates`; returns the rates changed."""
        changes = []
        for run_id in list(self._held):
            pace = self.runner.pace(run_id)
            if pace is None:  # ended meanwhile
                self.ended(run_id)
                continue
            if run_id in self._waiting:
                changes += self._let_go(run_id, rates.get(run_id))
            pace.resume()
            self._held.discard(run_id)
        return changes

    def _let_go(self, run_id: int, lr: float | None) -> list[RateChange]:
        """Run `run_id` stops waiting, going on at `lr` (None: the rate it had)."""
        step = self._waiting.pop(run_id)
        before = self._rates.get(run_id)
        if lr is None or before is None or lr == before:
            return []
        self.runner.pace(run_id).set_lr(lr)
        self._rates[run_id] = lr
        return [RateChange(run_id, step, before, lr)]

    # --- what can be given now -----------------------------------------------------------------

    def can_pause(self) -> bool:
        return any(run_id not in self._held for run_id in self.runner.running())

    def all_waiting(self) -> bool:
        """Whether runs are held and every one of them waits."""
        return bool(self._held) and all(run_id in self._waiting for run_id in self._held)

    def can_step(self) -> bool:
        """Step lets the runs go a step together: once every run held waits."""
        return self.all_waiting()

    def can_resume(self) -> bool:
        return any(run_id in self._held for run_id in self.runner.running())

    def waiting_at(self, run_id: int) -> int | None:
        """The step run `run_id` waits at, or None where it does not wait."""
        return self._waiting.get(run_id)

    def held(self) -> set[int]:
        return set(self._held)
