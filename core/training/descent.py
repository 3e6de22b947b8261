"""Gradient descent, written the way lesson 4 writes it: `backward()`, then `Var.set`.

One step of descent is three lines of engine calls:

    grads = loss.backward()                   # a fresh GradStore, nothing accumulates
    for p in params:
        p.set(p - grads[p] * lr)              # in place: the same Var, new numbers
    loss = loss_fn()                          # the loss of the updated parameters

The loop below writes the update as `p.sgd_step(grads[p], lr)`: the same numbers, bit for bit,
without the two intermediate tensors and the copy that `p.set(...)` goes through.

`descend` runs those steps as a generator and yields one `DescentStep` per step, so the app can
draw the loss curve while the descent is still running, and stop it at any time (it just stops
asking for the next record, or passes `should_stop`). `run_descent` runs it to the end and keeps
what a lesson prints. Whoever runs a descent folds its steps in a `DescentFold`, whose
`DescentResult` is the one record of how a run ended, words included (`how_it_diverged`): the
lesson's transcript, a training's child process and the window all read it.

Two details are worth knowing:

- The loss a record shows is the loss *after* its step's update, as the lesson prints it. That
  forward pass is not thrown away: it is the graph the next step calls `backward()` on. So each
  step costs one forward and one backward pass, plus one forward pass before the first step.
- A learning rate that is too large makes the numbers explode (the lesson's 3e-5 reaches a loss
  of about 4.5e207 in 1000 steps). That is something to watch, not an error: the descent keeps
  going, numpy's overflow warnings are silenced while it computes, and a record whose numbers
  are no longer finite says so with `finite=False`.

- With `held_out_fn`, each step also computes the loss on data the descent does not learn from
  (the builds after the first 52, say), at the same parameters: one forward pass more per step,
  never a backward one. It is a measurement, nothing descends along it.

- A descent records its step once and replays it (core/engine/trace.py): from the second step
  on, the backward pass, the updates and the forward pass run as one flat program over arrays,
  the same calls on the same arrays as the eager step, so the same numbers to the last digit,
  without the graph, the tensors and the GradStore made anew at every step. A step the tracer
  cannot replay faithfully runs eagerly, and its record says why (`note`); `replay=False` asks
  for the eager step throughout.

Nothing here is tied to numpy or to one dtype: the updates are engine operations, so they run in
the params' own dtype (f32 stays f32) and on their own device.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor, Var
from gradwalk.core.engine.budget import check_budgets
from gradwalk.core.engine.inputs import FLOAT_MAX, digit_count
from gradwalk.core.engine.trace import Trace, TraceRefused, record_step
from gradwalk.core.words import prose_number, translate

from .boundary import Boundary

__all__ = ["DescentError", "DescentFold", "DescentResult", "DescentStep", "descend", "every_step_eagerly",
           "param_values", "run_descent", "start_loss"]

# Overflow (1e200 squared), inf - inf and 0/0 are expected while a descent diverges: the records
# report them through `finite`, so numpy's warnings would only repeat it, once per step.
_QUIET = dict(over="ignore", invalid="ignore", divide="ignore", under="ignore")


# Inside `every_step_eagerly()`, no descent replays, whatever it asks (the command line's --eager).
_EVERY_STEP_EAGERLY: ContextVar[bool] = ContextVar("gradwalk_every_step_eagerly", default=False)


@contextmanager
def every_step_eagerly() -> Iterator[None]:
    """Every descent begun inside runs each step eagerly: the same numbers, for a comparison."""
    token = _EVERY_STEP_EAGERLY.set(True)
    try:
        yield
    finally:
        _EVERY_STEP_EAGERLY.reset(token)


class DescentError(GradwalkError, ValueError):
    """A descent that cannot run as asked: a parameter the loss does not depend on, a loss that
    is not a single number, a learning rate or a step count that makes no sense."""


@dataclass(frozen=True)
class DescentStep:
    """What one step of gradient descent left behind (a step of descent, not of the backward walk).

    `step` counts from 1; `loss` is the loss computed after this step's update; `params` holds
    each parameter's values after the update (a float for a shape-() parameter, else nested
    lists); `finite` is False as soon as the loss or any parameter is inf or nan.
    `held_out_loss` is the loss on the held-out data at the same parameters, when the descent
    was given a `held_out_fn` (else None); it does not count towards `finite`. `accuracy` and
    `held_out_accuracy`, for a classifier's descent, are the shares of rows it classifies right
    at the same parameters (else None). `replayed` says whether the step ran as the recorded
    program (core/engine/trace.py) rather than eagerly; `note`, on the step where the way it runs
    changed, why: the step could not be recorded, or was recorded again (else "").
    """

    step: int
    loss: float
    params: dict[str, float | list]
    finite: bool
    held_out_loss: float | None = None
    accuracy: float | None = None
    held_out_accuracy: float | None = None
    replayed: bool = False
    note: str = ""


@dataclass(frozen=True)
class DescentResult:
    """How a descent ended: the one record of it that the lesson's transcript, a training's child
    process (app/session/training/batches.py) and the window read. `final` is the last record,
    None only when the descent stopped before its first step; `diverged` says whether a number
    stopped being finite or the final loss is above the loss the descent started from, and
    `how_it_diverged()` says how, in words.

    To say how it diverged: `start_loss` is the loss before the first step; `first_non_finite`
    the first record whose loss or parameters hold inf or nan (None when every number stayed
    finite); `last_finite_loss` the loss of the last record before it (the final loss when every
    number stayed finite, the start loss when even step 1 was not finite).

    What a lesson prints: `losses` at the steps asked for; `held_out_losses` there (empty
    without a `held_out_fn`); `accuracies` and `held_out_accuracies` a classifier's (empty for
    another). What the window shows: `stopped`, a stop ended it before its last step;
    `start_params`, the parameters' values before the first step (`final_params` is those of
    the last record, or these); `boundary`, a classifier's decision boundary at the end, where
    its training names its points (core/training/boundary.py; a transcript draws none).
    How it ran: `replayed_steps`, the steps that ran as the recorded program; `note`, why the
    others ran eagerly or why the step was recorded again ("" when nothing needed saying).
    """

    losses: dict[int, float]
    final: DescentStep | None
    diverged: bool
    start_loss: float = math.nan
    first_non_finite: DescentStep | None = None
    last_finite_loss: float = math.nan
    held_out_losses: dict[int, float] = field(default_factory=dict)
    accuracies: dict[int, float] = field(default_factory=dict)
    held_out_accuracies: dict[int, float] = field(default_factory=dict)
    stopped: bool = False
    start_params: dict[str, float | list] = field(default_factory=dict)
    boundary: Boundary | None = None
    replayed_steps: int = 0
    note: str = ""

    @property
    def steps_done(self) -> int:
        return self.final.step if self.final is not None else 0

    @property
    def final_loss(self) -> float:
        """The loss after the last step (before the first, for a descent stopped before it)."""
        return self.final.loss if self.final is not None else self.start_loss

    @property
    def final_params(self) -> dict[str, float | list]:
        return self.final.params if self.final is not None else self.start_params

    @property
    def final_held_out_loss(self) -> float | None:
        return self.final.held_out_loss if self.final is not None else None

    @property
    def final_accuracy(self) -> float | None:
        return self.final.accuracy if self.final is not None else None

    @property
    def final_held_out_accuracy(self) -> float | None:
        return self.final.held_out_accuracy if self.final is not None else None

    def how_it_diverged(self) -> str:
        """What a descent that diverged did, in words; "" for one that did not.

        "Not finite" is said of inf and nan only. A loss that grew but stayed finite (4.5e207 is
        a number) is measured in orders of magnitude, from the loss before the first step to the
        last.
        """
        if not self.diverged:
            return ""
        if not math.isfinite(self.start_loss):
            return translate("Training", "the loss was not a finite number to begin with ({0})").format(
                prose_number(self.start_loss))
        bad = self.first_non_finite
        if bad is None:
            return translate("Training", "the loss grew {0}").format(
                _growth(self.start_loss, self.last_finite_loss))
        step = prose_number(bad.step)
        grew = self.last_finite_loss > self.start_loss
        if not math.isfinite(bad.loss):
            if grew:
                return translate("Training", "the loss stopped being a finite number at step {0}, "
                                 "after growing {1}").format(step, _growth(self.start_loss,
                                                                             self.last_finite_loss))
            return translate("Training", "the loss stopped being a finite number at step {0}").format(step)
        if grew:
            return translate("Training", "a parameter stopped being a finite number at step {0}, "
                             "after growing {1}").format(step, _growth(self.start_loss,
                                                                         self.last_finite_loss))
        return translate("Training", "a parameter stopped being a finite number at step {0}").format(step)


def _growth(first: float, last: float) -> str:
    """How much a loss grew: "by 205 orders of magnitude", or "from 2 to 3.5" when under tenfold."""
    if first > 0 and last > 0:
        orders = round(math.log10(last) - math.log10(first))  # logs: last / first may overflow
        if orders == 1:
            return translate("Training", "by 1 order of magnitude")
        if orders > 1:
            return translate("Training", "by {0} orders of magnitude").format(prose_number(orders))
    return translate("Training", "from {0} to {1}").format(prose_number(first), prose_number(last))


def descend(
    loss_fn: Callable[[], Tensor],
    params: dict[str, Var],
    lr: float,
    steps: int,
    *,
    should_stop: Callable[[], bool] | None = None,
    held_out_fn: Callable[[], Tensor] | None = None,
    accuracy_fn: Callable[[], float] | None = None,
    held_out_accuracy_fn: Callable[[], float] | None = None,
    lr_now: Callable[[], float] | None = None,
    replay: bool = True,
    recorded: Callable[[Trace], object] | None = None,
) -> Iterator[DescentStep]:
    """Run `steps` steps of gradient descent on `params`, yielding a DescentStep after each.

    `loss_fn()` builds the loss, a tensor of shape (), from the current values of the params.
    The params are changed in place (`Var.sgd_step`): when the generator stops, early or not, they
    hold the values of the last record it yielded. `should_stop()`, when given, is asked before
    each step; once it answers True the generator ends. `held_out_fn()`, when given, builds the
    same loss on held-out data; it is computed after each update, never differentiated.
    `accuracy_fn()` and `held_out_accuracy_fn()`, for a classifier, measure the accuracy of the
    forward pass `loss_fn` (and `held_out_fn`) just made (core/training/training.py).
    `lr_now()`, when given, is asked before each step for the learning rate of that step (a run
    paused in the window can go on with another); `lr` is the first step's, and checked.
    `replay` (the default) records the step once and replays it (see the module's docstring);
    False runs every step eagerly, as does every descent inside `every_step_eagerly()`. Both give
    the same numbers. `recorded(trace)`, when given, is told of each recording (core/engine/trace.py:
    its program, as the window lists it).

    The arguments are checked when `descend` is called. A param the loss does not depend on is
    reported (DescentError, naming it) when the first record is asked for, before any update.
    """
    if not callable(loss_fn):
        raise DescentError(translate("Training", "loss_fn must be a function taking no arguments, got {0}")
                           .format(type(loss_fn).__name__))
    if held_out_fn is not None and not callable(held_out_fn):
        raise DescentError(translate("Training", "held_out_fn must be a function taking no arguments, "
                                     "or None"))
    names, variables = _check_arguments(params, lr, steps, should_stop)
    measures = _Measures(held_out_fn, accuracy_fn, held_out_accuracy_fn)
    rate = (lambda: float(lr)) if lr_now is None else lr_now
    replay = replay and not _EVERY_STEP_EAGERLY.get()
    return _descent_steps(loss_fn, names, variables, rate, int(steps), should_stop, measures, replay,
                          recorded)


def run_descent(
    loss_fn: Callable[[], Tensor],
    params: dict[str, Var],
    lr: float,
    steps: int,
    report_steps: Iterable[int] = (),
    should_stop: Callable[[], bool] | None = None,
    held_out_fn: Callable[[], Tensor] | None = None,
    accuracy_fn: Callable[[], float] | None = None,
    held_out_accuracy_fn: Callable[[], float] | None = None,
    replay: bool = True,
) -> DescentResult:
    """Run `descend` to its end; keep the losses at `report_steps` and the last record.

    This costs one forward pass more than `descend`: the loss before the first step, to tell
    whether the descent diverged.
    """
    wanted = set()
    for step in report_steps:
        if not isinstance(step, numbers.Integral) or isinstance(step, bool) or not 1 <= step <= steps:
            raise DescentError(translate("Training", "report_steps: {0} is not a step between 1 and {1}")
                               .format(repr(step), prose_number(steps)))
        wanted.add(int(step))
    records = descend(loss_fn, params, lr, steps, should_stop=should_stop, held_out_fn=held_out_fn,
                      accuracy_fn=accuracy_fn, held_out_accuracy_fn=held_out_accuracy_fn, replay=replay)
    fold = DescentFold(start_loss(loss_fn), wanted, steps=steps, start_params=param_values(params))
    for record in records:
        fold.add(record)
    return fold.result()


def start_loss(loss_fn: Callable[[], Tensor]) -> float:
    """The loss before the first step, to tell whether a descent diverged."""
    with np.errstate(**_QUIET):
        return _scalar_loss(_checked_loss(loss_fn))


def param_values(params: dict[str, Var]) -> dict[str, float | list]:
    """Each parameter's values now, as a record holds them: a float, or nested lists."""
    values = {}
    for name, var in params.items():
        data = var.numpy()
        values[name] = data.item() if data.ndim == 0 else data.tolist()
    return values


class DescentFold:
    """What a descent's records add up to, kept as they come: the last record, the first that is
    not finite, the last finite loss, and the losses at the steps asked for. Every path that runs
    a descent (the transcript, the window's runs) folds its records here, so "diverged" means the
    same everywhere: a number stopped being finite, or the final loss is above the start loss.
    `steps`, the steps asked for, tells a descent that was stopped; `start_params` are the
    parameters' values before the first step."""

    def __init__(self, start_loss: float, report_steps: Iterable[int] = (), *, steps: int | None = None,
                 start_params: dict[str, float | list] | None = None) -> None:
        self.start_loss = start_loss
        self.wanted = set(report_steps)
        self.steps = steps
        self.start_params = dict(start_params or {})
        self.final: DescentStep | None = None
        self.first_non_finite: DescentStep | None = None
        self.last_finite_loss = start_loss
        self.losses: dict[int, float] = {}
        self.held_out: dict[int, float] = {}
        self.accuracies: dict[int, float] = {}
        self.held_out_accuracies: dict[int, float] = {}
        self.replayed_steps = 0
        self.note = ""

    def add(self, record: DescentStep) -> None:
        self.final = record
        self.replayed_steps += record.replayed
        if record.note:
            self.note = record.note
        if self.first_non_finite is None:
            if record.finite:
                self.last_finite_loss = record.loss
            else:
                self.first_non_finite = record
        if record.step in self.wanted:
            self.losses[record.step] = record.loss
            if record.held_out_loss is not None:
                self.held_out[record.step] = record.held_out_loss
            if record.accuracy is not None:
                self.accuracies[record.step] = record.accuracy
            if record.held_out_accuracy is not None:
                self.held_out_accuracies[record.step] = record.held_out_accuracy

    def result(self, boundary: Boundary | None = None) -> DescentResult:
        """How the descent ended; `boundary`, a classifier's at the end, where one is drawn."""
        ever_non_finite = not math.isfinite(self.start_loss) or self.first_non_finite is not None
        diverged = ever_non_finite or (self.final is not None and self.final.loss > self.start_loss)
        steps_done = self.final.step if self.final is not None else 0
        stopped = self.steps is not None and steps_done < self.steps
        return DescentResult(dict(sorted(self.losses.items())), self.final, diverged, self.start_loss,
                             self.first_non_finite, self.last_finite_loss,
                             dict(sorted(self.held_out.items())), dict(sorted(self.accuracies.items())),
                             dict(sorted(self.held_out_accuracies.items())), stopped,
                             self.start_params, boundary, self.replayed_steps, self.note)


# --- the loop ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Measures:
    """What a step measures besides its loss: each function may be None."""
    held_out_fn: Callable[[], Tensor] | None = None
    accuracy_fn: Callable[[], float] | None = None
    held_out_accuracy_fn: Callable[[], float] | None = None


def _descent_steps(loss_fn, names, variables, lr_now, steps, should_stop, measures=_Measures(), replay=True,
                   recorded=None):
    if steps == 0:
        return
    with np.errstate(**_QUIET):
        loss = _checked_loss(loss_fn)
        grads = loss.backward()
        for name, var in zip(names, variables):
            if grads.get(var) is None:
                raise DescentError(translate(
                    "Training", "the loss does not depend on the parameter {0}, so it has no gradient "
                    "to descend along; use it in the loss or leave it out of params").format(repr(name)))
    held_out_fn, accuracy_fn = measures.held_out_fn, measures.accuracy_fn
    held_out_accuracy_fn = measures.held_out_accuracy_fn

    def forward() -> list[Tensor]:  # the step's forward passes: the loss first, as a trace wants
        return [_checked_loss(loss_fn)] + ([_checked_loss(held_out_fn)] if held_out_fn is not None else [])

    trace = None  # the recorded step, once there is one (core/engine/trace.py)
    for step in range(1, steps + 1):
        if should_stop is not None and should_stop():
            return
        check_budgets()  # a descent of a billion steps stops at its budget (core/engine/budget.py)
        lr = lr_now()
        note, replayed = "", False
        # The with-block closes before each `yield`: the caller's own code runs with numpy's
        # usual warnings, not with the ones silenced here.
        with np.errstate(**_QUIET):
            if trace is not None and (changed := trace.check()) is not None:
                note = translate("Training", "recorded again at step {0}: {1}").format(
                    prose_number(step), changed)
                trace = None
            if trace is not None:  # the backward pass, the updates and the forward pass, replayed
                trace.replay(lr)
                results, replayed = trace.results, True
            else:
                if step > 1:
                    grads = loss.backward()  # the loss of the previous record, after its update
                # The lesson's `var.set(var - grads[var] * lr)`, in one call without the temporaries
                # (the same numbers). Every gradient comes from the same backward pass and no update
                # changes one, so each param moves along the gradient of the same loss.
                for var in variables:
                    var.sgd_step(grads[var], lr)
                if replay:  # this forward pass is recorded: the next steps replay it
                    try:
                        trace = record_step(forward, variables)
                        results = trace.results
                        if recorded is not None:
                            recorded(trace)
                    except TraceRefused as refused:
                        replay, note, results = False, str(refused), refused.results
                else:
                    results = forward()
            loss = results[0]
            accuracy = accuracy_fn() if accuracy_fn is not None else None
            held = held_accuracy = None
            if held_out_fn is not None:  # a forward pass only: its graph is dropped unused
                held = _scalar_loss(results[1])
                if held_out_accuracy_fn is not None:
                    held_accuracy = held_out_accuracy_fn()
            record = _descent_step(step, loss, names, variables, held, accuracy, held_accuracy,
                                   replayed, note)
        yield record


def _descent_step(step, loss, names, variables, held_out_loss=None, accuracy=None, held_out_accuracy=None,
                  replayed=False, note=""):
    """The DescentStep of `step`: its loss and each parameter's values, and whether all are finite."""
    value = _scalar_loss(loss)
    finite = math.isfinite(value)
    values = {}
    for name, var in zip(names, variables):
        data = var.numpy()  # one copy off the device, read twice: far cheaper than walking the lists
        values[name] = data.item() if data.ndim == 0 else data.tolist()
        finite = finite and bool(np.isfinite(data).all())
    return DescentStep(step, value, values, finite, held_out_loss, accuracy, held_out_accuracy,
                       replayed, note)


def _scalar_loss(loss):
    return float(loss.to_scalar())


# --- checks ----------------------------------------------------------------------------------------


def _checked_loss(loss_fn):
    loss = loss_fn()
    if not isinstance(loss, Tensor):
        raise DescentError(translate("Training", "loss_fn must return a Tensor, it returned {0}").format(
            type(loss).__name__))
    if loss.shape != ():
        raise DescentError(translate(
            "Training", "the loss must be a single number (shape ()), got shape {0}; "
            "reduce it with mean_all or sum_all").format(loss.shape))
    return loss


def _check_arguments(params, lr, steps, should_stop):
    if not isinstance(params, dict) or not params:
        raise DescentError(translate("Training", "params must be a non-empty dict of name -> Var"))
    names, variables = [], []
    seen = {}
    for name, var in params.items():
        if not isinstance(var, Var):
            raise DescentError(translate(
                "Training", "parameter {0} is a {1}, not a Var: only a Var can be differentiated and "
                "updated in place").format(repr(name), type(var).__name__))
        if not var.requires_grad:
            raise DescentError(translate(
                "Training", "parameter {0} is {1}: only floating-point variables have gradients"
            ).format(repr(name), var.dtype))
        if var.id in seen:
            raise DescentError(translate(
                "Training", "parameters {0} and {1} are the same variable; list it once"
            ).format(repr(seen[var.id]), repr(name)))
        seen[var.id] = name
        names.append(name)
        variables.append(var)
    if isinstance(lr, int) and lr > FLOAT_MAX["f64"]:  # math.isfinite and float() overflow on it
        raise DescentError(translate("Training", "the learning rate must be a number a float holds, at "
                                     "most {0}; got a number of {1} digits").format(
            prose_number(FLOAT_MAX["f64"]), prose_number(digit_count(lr))))
    if not isinstance(lr, numbers.Real) or isinstance(lr, bool) or lr <= 0 or not math.isfinite(lr):
        raise DescentError(translate("Training", "the learning rate must be a positive number, got {0}")
                           .format(repr(lr)))
    if not isinstance(steps, numbers.Integral) or isinstance(steps, bool) or steps < 0:
        raise DescentError(translate("Training", "steps must be a whole number >= 0, got {0}").format(
            repr(steps)))
    if should_stop is not None and not callable(should_stop):
        raise DescentError(translate("Training",
                                     "should_stop must be a function taking no arguments, or None"))
    return names, variables
