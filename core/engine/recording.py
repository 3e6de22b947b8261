"""What the engine keeps track of while operations run: tensor ids, and the tapes recording.

Both the tensors (core/engine/tensor.py) and the tapes (core/engine/tape.py) need this state, so
it lives here, below both of them.

- Every tensor gets an id when it is made, from one counter: ids grow in the order tensors are
  made, so an operation's inputs always have smaller ids than its result. The backward walk sorts
  by id to visit each node after everything that uses it.
- A tape records the operations run inside its `with` block. Tapes nest, and each thread (each
  context) has its own stack of them.
"""

from __future__ import annotations

import itertools
import threading
from contextvars import ContextVar, Token
from typing import Any

__all__ = ["next_id", "current_tapes", "tapes_open", "start_recording", "stop_recording"]

next_id = itertools.count(1).__next__  # 1, 2, 3, ...

_active_tapes: ContextVar[tuple] = ContextVar("gradwalk_active_tapes", default=())

# The tapes operations are being recorded on, innermost last (empty outside any `with Tape()`).
# The context variable's own getter: it costs no Python call of its own.
current_tapes = _active_tapes.get

# How many tapes are recording right now, in any thread: while none is (nearly always), an
# operation need not ask for its context's tapes at all, which would cost it a few percent.
tapes_open = [0]
_tapes_open_lock = threading.Lock()


def start_recording(tape: Any) -> Token:
    """Add `tape` to this context's recording tapes; hand the token back to `stop_recording`."""
    token = _active_tapes.set(_active_tapes.get() + (tape,))
    with _tapes_open_lock:
        tapes_open[0] += 1
    return token


def stop_recording(token: Token) -> None:
    _active_tapes.reset(token)
    with _tapes_open_lock:
        tapes_open[0] -= 1
