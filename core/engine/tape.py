"""A tape engine: the other way to build reverse mode (a Wengert list).

Inside `with Tape() as tape:`, every operation is appended to the tape in the order it runs, and
each input the tape has not seen yet is appended first, as a leaf. Every index is therefore
larger than the indices of its inputs, so walking the tape in reverse visits each node after
everything that uses it: no sort is needed. `tape.backward(loss)` does that walk and returns a
GradStore with a gradient for every node on the tape that the loss depends on.

`tape.backward_steps(loss)` is the same walk taken one entry at a time, for the app to show: a
`TapeStep` per visited entry, with the gradient that arrived and, per input, a `TapeEdge` with
what it passed and the input's running total. `backward` simply runs those steps to the end, so
what the app shows is what `backward` computes.

Tapes may be nested: an operation is appended to every tape whose block is running.

Compared with the graph mode of core/engine/backward.py: the graph lives on the tape rather than
in the tensors; everything run on the tape is recorded, variables or not; and the tape returns the
gradient of every node on the path, not only of the variables and their direct inputs. Both use
the same backward rules (core/engine/ops.py), so they agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from gradwalk.core.words import translate

from .describe import edge_formula
from .dtypes import FLOAT_DTYPES
from .errors import BackwardError, DTypeError
from .gradmath import array_math, fold_to
from .gradstore import GradStore
from .ops import Op
from .quiet import quietly
from .recording import start_recording, stop_recording
from .steps import local_derivative
from .tensor import Tensor, check_seed, require_tensor
from .versions import check_inputs_current

__all__ = ["Tape", "TapeEntry", "TapeWalk", "TapeStep", "TapeEdge"]


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
            raise BackwardError(translate("Engine", "this tape is already recording"))
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
        return TapeWalk(self, loss, seed, "tape.backward").run()

    def backward_steps(self, loss: Tensor, seed: Tensor | None = None) -> TapeWalk:
        """The walk of `backward` as an iterable of TapeSteps, newest first: one per entry that an
        operation with a derivative made and that a gradient reached (see TapeWalk)."""
        return TapeWalk(self, loss, seed, "tape.backward_steps")


class TapeWalk:
    """`tape.backward`, one entry at a time: an iterable of TapeSteps, taken once.

    `grads` (tape index -> gradient array) fills as the steps are taken: the seed of the loss,
    then every gradient computed, intermediates' included (the tape keeps them all)."""

    def __init__(self, tape: Tape, loss: Tensor, seed: Tensor | None, caller: str) -> None:
        end = tape.index_of(require_tensor(loss, caller))
        if end is None:
            raise BackwardError(translate(
                "Engine", "this result was not computed on the tape; run it inside `with tape:`"))
        if loss._dtype not in FLOAT_DTYPES:
            raise DTypeError(translate(
                "Engine", "the result is {0}: only floating-point results have gradients").format(
                loss._dtype))
        self._F = array_math(loss._backend.xp)
        start = self._F.ones_like(loss._data) if seed is None else check_seed(loss, seed)._data
        self.grads = {end: start}
        self._entries = tape._entries[: end + 1]  # what runs later on the tape plays no part
        self._started = False

    def __iter__(self) -> Iterator[TapeStep]:
        for visit in self._visits():
            yield TapeStep(*visit)

    def run(self) -> GradStore:
        """Take every step, keeping no records (what `backward` does); return `store()`."""
        for _ in self._visits():
            pass
        return self.store()

    def _visits(self):
        """The walk itself. Yields (entry, arriving gradient, input tensors, what each input was
        passed) per visited entry: plain tuples, which cost `run` next to nothing."""
        if self._started:
            raise BackwardError(translate(
                "Engine", "a backward walk runs once; call backward_steps again for a new one"))
        self._started = True
        entries, grads, F = self._entries, self.grads, self._F
        for entry in reversed(entries):  # each entry after every entry that uses it
            grad = grads.get(entry.index)
            op = entry.op
            if grad is None or op is None or op.vjps is None:
                continue  # nothing arrived, a leaf, or an operation with no derivative: nothing to pass
            check_inputs_current(entry.tensor, "backward()")  # no variable updated since
            inputs = [entries[i].tensor for i in entry.inputs]
            args = (grad, entry.tensor._data, *[t._data for t in inputs], *entry.params)
            xp = entry.tensor._backend.xp  # a tape that moved between devices: each entry's own library
            math = F if xp is F.xp else array_math(xp)
            passed = []
            with quietly():  # inf and nan are results, not warnings (see quiet.py)
                for position, (i, tensor) in enumerate(zip(entry.inputs, inputs)):
                    if tensor._dtype not in FLOAT_DTYPES:
                        passed.append(None)  # integers take no gradient
                        continue
                    contribution = fold_to(math, op.vjps[position](math, *args), tensor._data.shape,
                                           op.name)
                    total = contribution if i not in grads else math.add(grads[i], contribution)
                    grads[i] = total
                    passed.append((contribution, total))
            yield entry, grad, inputs, passed

    def store(self) -> GradStore:
        """The gradients computed so far, as a GradStore (in tape order)."""
        store = GradStore()
        for index in sorted(self.grads):
            store._set(self._entries[index].tensor, self.grads[index])
        return store


class TapeStep:
    """One visited entry: the gradient that arrived at it, and one TapeEdge per input.

    The arrays are wrapped as Tensors only when asked for, so `backward` pays nothing for them."""

    __slots__ = ("entry", "_grad", "_inputs", "_passed")

    def __init__(self, entry: TapeEntry, grad: Any, inputs: list[Tensor], passed: list) -> None:
        self.entry = entry
        self._grad = grad
        self._inputs = inputs
        self._passed = passed  # per input: (contribution, total) arrays, or None for an integer

    @property
    def grad(self) -> Tensor:
        """The gradient of the loss with respect to this entry's tensor, as it arrived."""
        return self.entry.tensor._plain(self._grad)

    @property
    def edges(self) -> tuple[TapeEdge, ...]:
        """One TapeEdge per input of the operation, in its argument order."""
        return tuple(TapeEdge(self, position) for position in range(len(self._inputs)))

    def __repr__(self) -> str:
        return f"TapeStep(#{self.entry.index} {self.entry.op_name})"


class TapeEdge:
    """One input of a visited entry: what flows back along it."""

    __slots__ = ("_step", "position", "input_index", "input")

    def __init__(self, step: TapeStep, position: int) -> None:
        self._step = step
        self.position = position  # which input of the operation
        self.input_index = step.entry.inputs[position]  # the input's index on the tape
        self.input = step._inputs[position]

    @property
    def contribution(self) -> Tensor | None:
        """What this edge adds to the input's gradient (a Tensor), or None for an integer input."""
        passed = self._step._passed[self.position]
        return None if passed is None else self.input._plain(passed[0])

    @property
    def total(self) -> Tensor | None:
        """The input's running gradient right after this edge added to it, or None."""
        passed = self._step._passed[self.position]
        return None if passed is None else self.input._plain(passed[1])

    @property
    def local(self) -> Tensor | None:
        """The local derivative's value where it is elementwise, else None (a Tensor)."""
        return local_derivative(self._step.entry.tensor, self._made_by(), self.position)

    @property
    def formula(self) -> str:
        """∂node/∂input as short text, with the tensors' names where they have one."""
        node = self._step.entry.tensor
        return edge_formula(node, self.position, records={node._id: self._made_by()})

    def _made_by(self) -> tuple:
        entry = self._step.entry
        return entry.op, tuple(self._step._inputs), entry.params
