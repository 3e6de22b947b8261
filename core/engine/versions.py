"""Version checks: were a node's variables updated after the node was recorded?

`Var.set` and `Var.sgd_step` change a variable's values in place. A node recorded earlier (the
`w * x` of a loss, say) still points at the variable, so its backward rule would read the new
values and compute a gradient that belongs to no loss ever computed. Every update therefore
stamps the variable with a fresh id from the counter that numbers tensors (recording.next_id):
a node whose id is smaller than the stamp of one of its variables was recorded before that
update, and the engine refuses to use it, whether in backward(), on a tape, for a gradient
computed on demand or for a local derivative shown after the walk (PyTorch's version counter
refuses the same). Ids only grow, so one comparison per variable says it.

The same holds for every tensor that shares the variable's buffer without being the variable: its
detach(), a view such as its reshape or transpose. Their values change with the variable's, so
they carry the variable's version box, and a node recorded before the update that took one of
them as input is refused the same way (PyTorch keeps its counter per buffer, for the same reason).

A variable's version box, shared with its clones, detach() and views, is [updates so far, stamp of
the last one]; a tensor with a buffer of its own has none (None).
"""

from __future__ import annotations

from typing import Any

from gradwalk.core.words import translate

from .errors import StaleGradientError
from .recording import next_id

__all__ = ["new_version_box", "stamp_update", "check_inputs_current", "stale_error"]


def new_version_box() -> list[int]:
    return [0, 0]


def stamp_update(var: Any) -> None:
    """Count an update of `var`'s values and stamp it with a fresh id."""
    box = var._version
    box[0] += 1
    box[1] = next_id()


def check_inputs_current(node: Any, what: str) -> None:
    """Raise StaleGradientError when a variable whose buffer one of `node`'s inputs shares (the
    variable, its detach() or a view) has been updated since `node` was recorded. `what` names
    what needs the old values, for the message."""
    for t in node._inputs:
        if t._version is not None and t._version[1] > node._id:
            raise stale_error(t, what)


def stale_error(var: Any, what: str) -> StaleGradientError:
    if what == "backward()":
        if var.name:
            message = translate(
                "Engine", "backward() needs the values variable {1} had when this result was computed, "
                "and an update (Var.set or sgd_step) has changed them since: compute the result again "
                "from the new values, then call backward() on it")
        else:
            message = translate(
                "Engine", "backward() needs the values variable had when this result was computed, and "
                "an update (Var.set or sgd_step) has changed them since: compute the result again from "
                "the new values, then call backward() on it")
    elif what == "forward mode":
        if var.name:
            message = translate(
                "Engine", "forward mode needs the values variable {1} had when this result was computed, "
                "and an update (Var.set or sgd_step) has changed them since: compute the result again "
                "from the new values, then sweep it")
        else:
            message = translate(
                "Engine", "forward mode needs the values variable had when this result was computed, and "
                "an update (Var.set or sgd_step) has changed them since: compute the result again from "
                "the new values, then sweep it")
    elif var.name:
        message = translate(
            "Engine", "{0} needs the values variable {1} had during backward(), and an update "
            "(Var.set or sgd_step) has changed them since; ask for it before the update, "
            "or compute the result again and run backward() on it")
    else:
        message = translate(
            "Engine", "{0} needs the values variable had during backward(), and an update "
            "(Var.set or sgd_step) has changed them since; ask for it before the update, "
            "or compute the result again and run backward() on it")
    return StaleGradientError(message.format(what, repr(var.name)))
