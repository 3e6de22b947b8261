"""GradStore: the gradients one backward pass computed, looked up by tensor.

Every `backward()` call hands back a store of its own and leaves the tensors untouched: two calls
give two equal stores, never a sum (Candle's design; PyTorch instead adds into each tensor's `.grad`
until it is reset). Summing over batches is explicit: `first + second`.
"""

from __future__ import annotations

from typing import Any

from gradwalk.core.words import translate

from .errors import ArgumentTypeError, MissingGradientError
from .gradmath import fold_to
from .quiet import quietly
from .versions import check_inputs_current

__all__ = ["GradStore", "Deferred"]


class Deferred(list):
    """Contributions to the gradient of a tensor that passes nothing further back (a plain
    input, say), computed only when somebody asks for them.

    The list holds one postponed contribution per edge, in the order the walk reached them:
    (node, input position, F, vjp arguments). Computed values are kept in `values`."""

    __slots__ = ("values",)

    def contribution(self, k: int) -> Any:
        values = getattr(self, "values", None)
        if values is None:
            values = self.values = []
        while len(values) <= k:
            node, position, F, args = self[len(values)]
            check_inputs_current(node, "this gradient, computed on demand,")
            op, shape = node._op, node._inputs[position]._data.shape
            with quietly():
                values.append(fold_to(F, op.vjps[position](F, *args), shape, op.name))
        return values[k]

    def total(self, k: int | None = None) -> Any:
        """The running total after contribution k (after the last one by default)."""
        k = len(self) - 1 if k is None else k
        total = self.contribution(0)
        with quietly():
            for i in range(1, k + 1):
                total = total + self.contribution(i)
        return total


class GradStore:
    """Gradients keyed by tensor. `grads.get(t)` is a Tensor or None; `t in grads`; `len(grads)`."""

    __slots__ = ("_entries",)

    def __init__(self):
        # tensor id -> [tensor, value]: value is an array, a Tensor (create_graph) or a Deferred
        self._entries = {}

    def get(self, tensor: Any) -> Any:
        """The gradient of the result with respect to `tensor` (a Tensor), or None when it has none."""
        try:
            entry = self._entries.get(tensor._id)
        except AttributeError:  # not a tensor (a try costs nothing on this hot path; a test would)
            raise ArgumentTypeError(translate(
                "Engine", "a GradStore is looked up by Tensor, got {0}").format(type(tensor).__name__)
            ) from None
        if entry is None:
            return None
        # Wrapped on every call rather than cached in the entry: a walk may still be adding to it.
        value = entry[1]
        if type(value) is Deferred:
            value = value.total()
        return tensor._plain(value)  # a create_graph walk's gradients are tensors already

    def __getitem__(self, tensor):
        grad = self.get(tensor)
        if grad is None:
            if tensor.name:
                message = translate("Engine", "no gradient for tensor {0}: the result does not depend on "
                                    "it through recorded, differentiable operations")
            else:
                message = translate("Engine", "no gradient for tensor: the result does not depend on it "
                                    "through recorded, differentiable operations")
            raise MissingGradientError(message.format(repr(tensor.name)))
        return grad

    def __contains__(self, tensor: Any) -> bool:
        return getattr(tensor, "_id", None) in self._entries  # anything but a tensor: False

    def __len__(self):
        return len(self._entries)

    def tensors(self) -> list:
        """The tensors that have a gradient, in the order they received one."""
        return [entry[0] for entry in self._entries.values()]

    def items(self) -> list[tuple]:
        return [(entry[0], self.get(entry[0])) for entry in self._entries.values()]

    def __add__(self, other):
        """Add two stores tensor by tensor (gradients summed over two batches, say)."""
        if not isinstance(other, GradStore):
            return NotImplemented  # Python then raises its TypeError, naming both types
        total = GradStore()
        for store in (self, other):
            for tensor, grad in store.items():
                entry = total._entries.get(tensor._id)
                total._entries[tensor._id] = [tensor, grad if entry is None else entry[1] + grad]
        return total

    def __repr__(self):
        names = ", ".join(t.name or f"#{t.id}" for t in self.tensors())
        return f"GradStore({len(self)} tensors: {names})"

    # --- filled by the walks in backward.py and tape.py ----------------------------

    def _set(self, tensor, value):
        self._entries[tensor._id] = [tensor, value]
