"""Version checks: is a value computed earlier still true of the variables it was computed from?

`Var.set` and `Var.sgd_step` change a variable's values in place and count each change in the
variable's version. Work that reads a variable's values later (a gradient computed on demand, a
local derivative shown after the walk) notes the versions it saw, and refuses to answer once
they have moved on, instead of answering with the new values (PyTorch's version counter does
the same).
"""

from __future__ import annotations

from typing import Any, Iterable

from .errors import StaleGradientError

__all__ = ["versions_of", "check_unchanged"]

Versions = tuple  # ((variable, version it had), ...)


def versions_of(tensors: Iterable[Any]) -> Versions:
    """The variables among `tensors`, each with its current version."""
    found = ()
    for t in tensors:  # one or two inputs: a loop is cheaper than a generator here
        if t._is_var:
            found += ((t, t._version[0]),)
    return found


def check_unchanged(versions: Versions, what: str) -> None:
    """Raise StaleGradientError when a variable in `versions` has been updated since."""
    for var, version in versions:
        if var._version[0] != version:
            name = f" {var.name!r}" if var.name else ""
            raise StaleGradientError(
                f"{what} needs the values variable{name} had during backward(), and an update "
                "(Var.set or sgd_step) has changed them since; ask for it before the update, "
                "or run backward() again"
            )
