"""A guard against a reference-count bug of PySide6 6.12.0 under Python 3.11.

With that pair, every call of a Qt method that returns nothing (`item.setPos(...)`), and every
Python override Qt calls that returns nothing (`paint`), takes one reference from `None` that it
never gave. None starts a process with a few thousand references, so drawing a graph of a few
hundred nodes ends the process with "Fatal Python error: none_dealloc". Python 3.12 made None
immortal, and there the guard does nothing. Until the binding is fixed, the graph view tops None
up before work that calls Qt many times: a list holding references to None, 8 bytes each.
"""

from __future__ import annotations

import ctypes
import itertools
import sys

__all__ = ["keep_none_alive"]

_FLOOR = 1_000_000  # references None keeps at least: more than one step or paint of a big graph costs
_BANK: list[None] = []
# The bank must outlive the interpreter's clean-up too: freed at exit, it would give back the
# references the binding took, and None would be freed after all. One extra reference keeps it.
ctypes.pythonapi.Py_IncRef(ctypes.py_object(_BANK))


def keep_none_alive(floor: int = _FLOOR) -> None:
    """Make sure None has at least `floor` references (a no-op where None is immortal)."""
    count = sys.getrefcount(None)
    if count < floor:
        _BANK.extend(itertools.repeat(None, 2 * floor - count))
