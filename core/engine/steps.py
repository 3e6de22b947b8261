"""The backward pass as records, one per visited node: what the app steps through.

`backward_steps(root)` makes the same visits as `backward()` (core/engine/backward.py's
`visit_node`, in the same order) and yields a `BackwardStep` for each: the gradient that arrived
at the node, and an `EdgeStep` per input with its local derivative, the contribution it passes
and the input's running total. The walk's GradStore (`walk.grads`) fills as the steps are taken.
"""

from __future__ import annotations

from typing import Any, Iterator

from gradwalk.core.words import translate

from . import backward
from .describe import describe_step, edge_formula, tensor_label, unique_labels
from .dtypes import FLOAT_DTYPES, dtype_of_numpy
from .errors import BackwardError
from .quiet import quietly
from .tensor import Tensor, check_seed, require_tensor
from .versions import check_inputs_current

__all__ = ["EdgeStep", "BackwardStep", "BackwardWalk", "backward_steps", "sorted_nodes", "local_derivative"]


def sorted_nodes(root: Tensor) -> list[Tensor]:
    """The recorded nodes behind `root` that the backward walk visits, in the order it visits
    them: each before its inputs, root first (see backward.graph_nodes)."""
    require_tensor(root, "sorted_nodes")
    if root._op is None or not root._requires_grad:
        return []
    return backward.graph_nodes(root, gradient_path_only=True)


def local_derivative(node: Tensor, made_by: tuple, position: int) -> Tensor | None:
    """∂node/∂input number `position`, where it is elementwise (a Tensor), else None. `made_by`
    is (operation, inputs, parameters) as recorded for `node`: by the tensor, or by a tape."""
    check_inputs_current(node, "this local derivative")  # the inputs' values as node saw them
    op, inputs, params = made_by
    xp = node._backend.xp
    with quietly():  # 1/x at 0 is inf: a value to show, not a warning
        raw = op.local_value(position, xp, node._data, [t._data for t in inputs], params)
    if raw is None:
        return None
    raw = raw if type(raw) is xp.ndarray else xp.asarray(raw)
    return Tensor._wrap(raw, dtype_of_numpy(raw.dtype), node._backend)


class EdgeStep:
    """One input of a visited node: what flows back along that edge of the graph."""

    __slots__ = ("node", "input", "position", "_value", "_total", "_deferred")

    def __init__(self, node: Tensor, data: backward.EdgeData) -> None:
        self.node = node
        self.input = node._inputs[data.position]
        self.position = data.position
        self._value = data.value  # an index into `deferred` when the contribution waits to be asked for
        self._total = data.total
        self._deferred = data.deferred

    @property
    def receives_gradient(self) -> bool:
        return self.input._dtype in FLOAT_DTYPES

    @property
    def deferred(self) -> bool:
        """True when this contribution is computed only on demand (the input passes it no further)."""
        return self._deferred is not None

    @property
    def formula(self) -> str:
        """∂node/∂input as short text, with the tensors' names where they have one."""
        return edge_formula(self.node, self.position)

    @property
    def local(self) -> Tensor | None:
        """The local derivative's value where it is elementwise, else None (a Tensor)."""
        node = self.node
        return local_derivative(node, (node._op, node._inputs, node._params), self.position)

    @property
    def contribution(self) -> Tensor | None:
        """What this edge adds to the input's gradient: the arriving gradient times the local
        derivative (a Tensor), or None for an input that takes no gradient (integers)."""
        if not self.receives_gradient:
            return None
        value = self._deferred.contribution(self._value) if self._deferred else self._value
        return self.input._plain(value)

    @property
    def total(self) -> Tensor | None:
        """The input's running gradient after adding this contribution (a Tensor), or None."""
        if not self.receives_gradient:
            return None
        value = self._deferred.total(self._value) if self._deferred else self._total
        return self.input._plain(value)


class BackwardStep:
    """One visited node: the gradient that arrived at it, and one EdgeStep per input."""

    __slots__ = ("index", "node", "_grad", "_edge_data", "_edges")

    def __init__(self, index: int, node: Tensor, grad: Any, edge_data: list[backward.EdgeData]) -> None:
        self.index = index
        self.node = node
        self._grad = grad
        self._edge_data = edge_data  # one per input, as the visit computed it
        self._edges = None

    @property
    def edges(self) -> list[EdgeStep]:
        """One EdgeStep per input of the node, in the operation's argument order."""
        if self._edges is None:
            self._edges = [EdgeStep(self.node, data) for data in self._edge_data]
        return self._edges

    @property
    def grad(self) -> Tensor:
        """The gradient of the result with respect to this node, as it arrived (a Tensor)."""
        return self.node._plain(self._grad)

    def describe(self, labels: dict[int, str] | None = None) -> str:
        """The step in words, one line per edge (see describe.describe_step)."""
        return describe_step(self, labels)

    def __repr__(self) -> str:
        return f"BackwardStep({self.index}, {tensor_label(self.node)})"


class BackwardWalk:
    """An iterable of BackwardSteps; `grads` is the GradStore the walk fills as it goes."""

    def __init__(self, root: Tensor, seed: Tensor | None = None, *, create_graph: bool = False,
                 strict: bool = False) -> None:
        if seed is not None:
            check_seed(root, seed)
        self.root = root
        self.grads, self._F = backward.start_walk(root, seed, create_graph, strict)
        self._sorted = None
        self._started = False

    @property
    def _order(self) -> list[Tensor]:
        if self._sorted is None:
            self._sorted = sorted_nodes(self.root)
        return self._sorted

    def __len__(self) -> int:
        """How many nodes the walk visits."""
        return len(self._order)

    @property
    def nodes(self) -> list[Tensor]:
        return list(self._order)

    def labels(self) -> dict[int, str]:
        """A name for every tensor of the graph behind the root (by id), no two alike: what the
        steps' descriptions should call them (see describe.unique_labels)."""
        return unique_labels(backward.graph_nodes(self.root, gradient_path_only=False))

    def __iter__(self) -> Iterator[BackwardStep]:
        if self._started:
            raise BackwardError(translate(
                "Engine", "a backward walk runs once; call backward_steps again for a new one"))
        self._started = True
        entries, F = self.grads._entries, self._F
        for index, node in enumerate(self._order):
            # looked up on the module at each visit, so a test can watch the visits of both walks
            with quietly():  # not around the yield: the caller's own numpy warns as it likes
                visited = backward.visit_node(node, entries, F, None)  # None: no heap, keep records
            if visited is not None:
                yield BackwardStep(index, node, *visited)


def backward_steps(root: Tensor, seed: Tensor | None = None, *, create_graph: bool = False,
                   strict: bool = False) -> BackwardWalk:
    """The backward pass from `root` as an iterable of BackwardSteps (see BackwardWalk)."""
    require_tensor(root, "backward_steps")
    return BackwardWalk(root, seed, create_graph=create_graph, strict=strict)
