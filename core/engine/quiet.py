"""Arithmetic that meets inf and nan without numpy warning about it.

inf and nan are results a learner should see, in the values: an f16 sum past 65504, log 0, a
gradient 0 · inf. numpy would also print a RuntimeWarning for each ("overflow encountered in
reduce"), which only buries them under noise on the console. So the engine computes under numpy's
"ignore" error state, the one `np.errstate(all="ignore")` sets: the numbers are the same, only the
warnings are gone, and numpy called by any other code warns as before.

`np.errstate` costs a few microseconds to enter, as much as a small operation itself, so the hot
path sets the context variable behind it directly: `token = quiet_begin()`, then
`quiet_end(token)`, in a `finally`. Everything else writes `with quietly():`.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

import numpy as np

__all__ = ["quiet_begin", "quiet_end", "quietly"]

try:  # numpy 2 keeps the error state in a context variable; errstate sets it
    from numpy._core._ufunc_config import _extobj_contextvar, _make_extobj

    _IGNORE_ALL = _make_extobj(all="ignore")
except (ImportError, AttributeError, TypeError):  # another numpy: the public, slower way
    _extobj_contextvar = None


def quiet_begin() -> Any:
    """Start computing without floating-point warnings; hand the result to `quiet_end`."""
    if _extobj_contextvar is not None:
        return _extobj_contextvar.set(_IGNORE_ALL)
    state = np.errstate(all="ignore")
    state.__enter__()
    return state


def quiet_end(token: Any) -> None:
    """Restore the error state `quiet_begin` found."""
    if _extobj_contextvar is not None:
        _extobj_contextvar.reset(token)
    else:
        token.__exit__(None, None, None)


@contextmanager
def quietly() -> Iterator[None]:
    token = quiet_begin()
    try:
        yield
    finally:
        quiet_end(token)
