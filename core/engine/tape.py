"""A tape engine: the other way to build reverse mode (a Wengert list).

Inside `with Tape() as tape:`, every operation is appended to the tape in the order it runs, and
each input the tape has not seen yet is appended first, as a leaf. Every index is therefore
larger than the indices of its inputs, so walking the tape in reverse visits each node after
everything that uses it: no sort is needed. `tape.backward(loss)` does that walk and returns a
GradStore with a gradient for every node on the tape that the loss depends on.

Tapes may be nested: an operation is appended to every tape whose block is running.

Compared with the graph mode of core/backward.py: the graph lives on the tape rather than in the
tensors; everything run on the tape is recorded, variables or not; and the tape returns the
gradient of every node on the path, not only of the variables and their direct inputs. Both use
the same backward rules (core/ops.py), so they agree.
"""

import threading
from contextvars import ContextVar
from dataclasses import dataclass

from .dtypes import FLOAT_DTYPES
from .errors import BackwardError, DTypeError
from .gradmath import array_math, fold_to

_active_tapes = ContextVar("gradwalk_active_tapes", default=())


# The tapes operations are being recorded on, innermost last (empty outside any `with Tape()`).
# The context variable's own getter: it costs no Python call of its own.
current_tapes = _active_tapes.get

# How many tapes are recording right now, in any thread: while none is (nearly always), an
# operation need not ask for its context's tapes at all, which would cost it a few percent.
tapes_open = [0]
_tapes_open_lock = threading.Lock()


@dataclass(frozen=True)
class TapeEntry:
    index: int
    tensor: object  # the Tensor this entry produced (or the leaf itself)
    op: object  # the core.ops.Op, or None for a leaf
    inputs: tuple  # indices of the inputs on the tape
    params: tuple

    @property
    def op_name(self):
        return self.op.name if self.op is not None else "leaf"


class Tape:
    """A list of the operations run inside `with Tape() as tape:`, in order."""

    def __init__(self):
        self._entries = []
        self._index_of = {}  # tensor id -> index on the tape
        self._token = None

    def __enter__(self):
        if self._token is not None:
            raise BackwardError("this tape is already recording")
        self._token = _active_tapes.set(_active_tapes.get() + (self,))
        with _tapes_open_lock:
            tapes_open[0] += 1
        return self

    def __exit__(self, *exc):
        _active_tapes.reset(self._token)
        self._token = None
        with _tapes_open_lock:
            tapes_open[0] -= 1
        return False

    def __len__(self):
        return len(self._entries)

    @property
    def entries(self):
        return tuple(self._entries)

    def index_of(self, tensor):
        return self._index_of.get(tensor._id)

    def record(self, out, op, inputs, params):
        """Append `out = op(inputs)`, after any input not yet on the tape (as a leaf)."""
        input_indices = tuple(self._leaf_index(t) for t in inputs)
        self._append(out, op, input_indices, params)

    def _leaf_index(self, tensor):
        index = self._index_of.get(tensor._id)
        if index is None:
            index = self._append(tensor, None, (), ())
        return index

    def _append(self, tensor, op, inputs, params):
        index = len(self._entries)
        self._entries.append(TapeEntry(index, tensor, op, inputs, params))
        self._index_of[tensor._id] = index
        return index

    def backward(self, loss, seed=None):
        """Walk the tape in reverse from `loss`; return a GradStore with a gradient for every
        node on the tape that `loss` depends on (loss itself, intermediates, leaves)."""
        from .backward import checked_seed
        from .tensor import require_tensor

        end = self._index_of.get(require_tensor(loss, "tape.backward")._id)
        if end is None:
            raise BackwardError("this result was not computed on the tape; run it inside `with tape:`")
        if loss._dtype not in FLOAT_DTYPES:
            raise DTypeError(f"the result is {loss._dtype}: only floating-point results have gradients")
        math = array_math(loss._backend.xp)
        grads = {end: math.ones_like(loss._data) if seed is None else checked_seed(loss, seed)._data}
        for entry in reversed(self._entries[: end + 1]):
            grad = grads.get(entry.index)
            if grad is None or entry.op is None or entry.op.vjps is None:
                continue
            tensors = [self._entries[i].tensor for i in entry.inputs]
            args = (grad, entry.tensor._data, *[t._data for t in tensors], *entry.params)
            for position, (i, tensor) in enumerate(zip(entry.inputs, tensors)):
                if tensor._dtype not in FLOAT_DTYPES:
                    continue
                contribution = fold_to(math, entry.op.vjps[position](math, *args), tensor._data.shape)
                grads[i] = contribution if i not in grads else math.add(grads[i], contribution)
        from .gradstore import GradStore  # imported here: gradstore needs tensor, which needs this module

        store = GradStore()
        for index in sorted(grads):
            store._set(self._entries[index].tensor, grads[index])
        return store
