"""A guard against a reference-count bug of PySide6 6.12.0 under Python 3.11.

With that pair, every call of a Qt method that returns nothing (`item.setPos(...)`,
`widget.setToolTip(...)`), and every Python override Qt calls that returns nothing (`paint`), takes
one reference from `None` that it never gave. None starts a process with a few thousand
references, so a few thousand such calls end the process with "Fatal Python error: none_dealloc".
Python 3.12 made None immortal, and there the guard does nothing.

The same bug takes a reference from `True` at every `Signal.emit` (which returns a bool): a few
hundred emits (the batches of a training run, say: app/training/runs.py) would end the process with
"Fatal Python error: bool_dealloc". So the guard raises the counts of True and False too.

The guard raises None's count once by 2**40: more calls than a process can make. None lives as
long as the interpreter anyway, so the references it holds in excess cost nothing. It runs when
`views` is imported (every window imports it) and again, cheaply, before heavy drawing.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["keep_none_alive"]

_FLOOR = 1 << 30  # top up when None's count falls below this
_TOP_UP = 1 << 40
_NONE_IS_IMMORTAL = sys.version_info >= (3, 12)


def keep_none_alive() -> None:
    """Make sure None, True and False have more references than any number of leaking calls can
    take away."""
    if _NONE_IS_IMMORTAL:
        return
    for constant in (None, True, False):
        if sys.getrefcount(constant) < _FLOOR:
            # ob_refcnt is the first field of every CPython object, a Py_ssize_t.
            ctypes.c_ssize_t.from_address(id(constant)).value += _TOP_UP
