"""A tape engine: the other way to build reverse mode (a Wengert list).

Inside `with Tape() as tape:`, every operation is appended to the tape in the order it runs, and
each input the tape has not seen yet is appended first, as a leaf. Every index is therefore
larger than the indices of its inputs, so walking the tape in reverse visits each node after
everything that uses it: no sort is needed. `tape.backward(loss)` does that walk and returns a
GradStore with a gradient for every node on the tape that the loss depends on.

Tapes may be nested: an operation is appended to every tape whose block is running.

Compared with the graph mode of core/engine/backward.py: the graph lives on the tape rather than
in the tensors; everything run on the tape is recorded, variables or not; and the tape returns the
gradient of every node on the path, not only of the variables and their direct inputs. Both use
the same backward rules (core/engine/ops.py), so they agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .dtypes import FLOAT_DTYPES
from .errors import BackwardError, DTypeError
from .gradmath import array_math, fold_to
from .gradstore import GradStore
from .ops import Op
from .recording import start_recording, stop_recording
from .tensor import Tensor, check_seed, require_tensor
from .versions import check_inputs_current

__all__ = ["Tape", "TapeEntry"]


@dataclass(frozen=True)
class TapeEntry:
    index: int
    tensor: Tensor  # the Tensor this entry produced (or the leaf itself)
    op: Op | None  # None for a leaf
    inputs: tuple  # indices of the inputs on the tape
    params: tuple

    @property
    def op_name(self) -> str:
        return self.op.name if self.op is not None else "leaf"


class Tape:
    """A list of the operations run inside `with Tape() as tape:`, in order."""

    def __init__(self):
        self._entries = []
        self._index_of = {}  # tensor id -> index on the tape
        self._token = None

    def __enter__(self) -> Tape:
        if self._token is not None:
            raise BackwardError("this tape is already recording")
        self._token = start_recording(self)
        return self

    def __exit__(self, *exc: Any) -> bool:
        stop_recording(self._token)
        self._token = None
        return False

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def entries(self) -> tuple[TapeEntry, ...]:
        return tuple(self._entries)

    def index_of(self, tensor: Tensor) -> int | None:
        return self._index_of.get(tensor._id)

    def record(self, out: Tensor, op: Op, inputs: tuple, params: tuple) -> None:
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

    def backward(self, loss: Tensor, seed: Tensor | None = None) -> GradStore:
        """Walk the tape in reverse from `loss`; return a GradStore with a gradient for every
        node on the tape that `loss` depends on (loss itself, intermediates, leaves)."""
        end = self._index_of.get(require_tensor(loss, "tape.backward")._id)
        if end is None:
            raise BackwardError("this result was not computed on the tape; run it inside `with tape:`")
        if loss._dtype not in FLOAT_DTYPES:
            raise DTypeError(f"the result is {loss._dtype}: only floating-point results have gradients")
        F = array_math(loss._backend.xp)
        grads = {end: F.ones_like(loss._data) if seed is None else check_seed(loss, seed)._data}
        for entry in reversed(self._entries[: end + 1]):
            grad = grads.get(entry.index)
            if grad is None or entry.op is None or entry.op.vjps is None:
                continue
            check_inputs_current(entry.tensor, "backward()")  # no variable updated since
            tensors = [self._entries[i].tensor for i in entry.inputs]
            args = (grad, entry.tensor._data, *[t._data for t in tensors], *entry.params)
            for position, (i, tensor) in enumerate(zip(entry.inputs, tensors)):
                if tensor._dtype not in FLOAT_DTYPES:
                    continue
                vjp = entry.op.vjps[position]
                contribution = fold_to(F, vjp(F, *args), tensor._data.shape, entry.op.name)
                grads[i] = contribution if i not in grads else F.add(grads[i], contribution)
        store = GradStore()
        for index in sorted(grads):
            store._set(self._entries[index].tensor, grads[index])
        return store
