"""The backward pass, one node at a time.

`backward_steps(root)` first orders the recorded nodes behind `root`: a node is visited only after
every node that uses it (newest first: the forward pass replayed backwards). The result's own
gradient is set to ones (the seed). At each node the walk takes the gradient that has arrived,
and for each input computes that input's contribution through the chain rule (the operation's
vjp in core/ops.py) and adds it to the input's running total. Each visit is yielded as a
`BackwardStep`. `backward()` (`run_backward`) makes the very same visits (`_visit`) without
keeping the records, so what the app shows step by step is exactly what `backward()` computes.

Following Candle, only nodes that lead to a variable through differentiable operations are
visited. Each visited node still passes a share to all of its inputs, plain tensors included,
which is why an unmarked tensor feeding a visited node straight ends up in the GradStore;
Gradwalk computes those (they lead nowhere further) only when somebody asks for them.
"""

from heapq import heappop, heappush

from .dtypes import FLOAT_DTYPES, dtype_of_numpy
from .errors import BackwardError, DTypeError, StaleGradientError
from .gradmath import TENSOR_MATH, array_math
from .gradstore import Deferred, GradStore
from .tensor import Tensor, require_tensor

_PLACEHOLDERS = {1: ("x",), 2: ("a", "b")}


def sorted_nodes(root):
    """The recorded nodes behind `root` through which a gradient can flow, each before its
    inputs (root first). Iterative, so a chain of any length works.

    Every tensor gets its id when it is made, and an operation's inputs exist before its result,
    so an input's id is always smaller than its users' ids. Listing the nodes from the largest id
    down is therefore an order that visits each node after everything that uses it: the forward
    pass, replayed backwards."""
    require_tensor(root, "sorted_nodes")
    if root._op is None or not root._tracks_grad:
        return []
    found = {root._id: root}
    stack = [root]
    while stack:
        for inp in stack.pop()._inputs:
            if inp._op is not None and inp._tracks_grad and inp._id not in found:
                found[inp._id] = inp
                stack.append(inp)
    return [found[i] for i in sorted(found, reverse=True)]


class EdgeStep:
    """One input of a visited node: what flows back along that edge of the graph."""

    __slots__ = ("node", "input", "position", "_value", "_total", "_deferred")

    def __init__(self, node, position, value=None, total=None, deferred=None):
        self.node = node
        self.input = node._inputs[position]
        self.position = position
        self._value = value  # an index into `deferred` when the contribution waits to be asked for
        self._total = total
        self._deferred = deferred

    @property
    def receives_gradient(self):
        return self.input._dtype in FLOAT_DTYPES

    @property
    def deferred(self):
        """True when this contribution is computed only on demand (the input passes it no further)."""
        return self._deferred is not None

    @property
    def formula(self):
        """∂node/∂input as short text, with the tensors' names where they have one."""
        node = self.node
        text = node._op.formula(self.position, [t.shape for t in node._inputs], node._params)
        names = {"y": node.name or "y"}
        for letter, tensor in zip(_PLACEHOLDERS.get(len(node._inputs), ()), node._inputs):
            names[letter] = tensor.name or letter
        return text.format(**names)

    @property
    def local(self):
        """The local derivative's value where it is elementwise, else None (a Tensor)."""
        node = self.node
        check_unchanged(_versions(node._inputs), "this local derivative")
        raw = node._op.local_value(self.position, node._backend.xp, node._data,
                                   [t._data for t in node._inputs], node._params)
        if raw is None:
            return None
        xp = node._backend.xp
        raw = raw if type(raw) is xp.ndarray else xp.asarray(raw)
        return Tensor._wrap(raw, dtype_of_numpy(raw.dtype), node._backend)

    @property
    def contribution(self):
        """What this edge adds to the input's gradient: the arriving gradient times the local
        derivative (a Tensor), or None for an input that takes no gradient (integers)."""
        if not self.receives_gradient:
            return None
        value = self._deferred.contribution(self._value) if self._deferred else self._value
        return Tensor._wrap_like(value, self.input)

    @property
    def total(self):
        """The input's running gradient after adding this contribution (a Tensor), or None."""
        if not self.receives_gradient:
            return None
        value = self._deferred.total(self._value) if self._deferred else self._total
        return Tensor._wrap_like(value, self.input)


class BackwardStep:
    """One visited node: the gradient that arrived at it, and one EdgeStep per input."""

    __slots__ = ("index", "node", "_grad", "_edge_data", "_edges")

    def __init__(self, index, node, grad, edge_data=()):
        self.index = index
        self.node = node
        self._grad = grad
        self._edge_data = edge_data  # (position, value, total, deferred) per input, as computed
        self._edges = None

    @property
    def edges(self):
        """One EdgeStep per input of the node, in the operation's argument order."""
        if self._edges is None:
            self._edges = [EdgeStep(self.node, *data) for data in self._edge_data]
        return self._edges

    @property
    def grad(self):
        """The gradient of the result with respect to this node, as it arrived (a Tensor)."""
        return Tensor._wrap_like(self._grad, self.node)

    def describe(self):
        """The step in words, one line per edge: what a learner reads beside the graph."""
        lines = [f"{_label(self.node)} ({self.node._op.name}) receives {_values(self.grad)}"]
        for edge in self.edges:
            who = _label(edge.input)
            if not edge.receives_gradient:
                lines.append(f"  -> {who}: {edge.input.dtype} carries no gradient")
                continue
            local = edge.local
            local_text = f" = {_values(local)}" if local is not None else ""
            lines.append(
                f"  -> {who}: local derivative {edge.formula}{local_text}, "
                f"passes {_values(edge.contribution)}, {who} now has {_values(edge.total)}"
            )
        return "\n".join(lines)

    def __repr__(self):
        return f"BackwardStep({self.index}, {_label(self.node)})"


class BackwardWalk:
    """An iterable of BackwardSteps; `grads` is the GradStore the walk fills as it goes."""

    def __init__(self, root, seed=None, *, create_graph=False, strict=False):
        self.root = root
        self.create_graph = create_graph
        self.grads, self._math = _start(root, seed, create_graph, strict)
        self._sorted = None
        self._started = False

    @property
    def _order(self):
        if self._sorted is None:
            self._sorted = sorted_nodes(self.root)
        return self._sorted

    def __len__(self):
        """How many nodes the walk visits."""
        return len(self._order)

    @property
    def nodes(self):
        return list(self._order)

    def __iter__(self):
        if self._started:
            raise BackwardError("a backward walk runs once; call backward_steps again for a new one")
        self._started = True
        entries, math, create_graph = self.grads._entries, self._math, self.create_graph
        for index, node in enumerate(self._order):
            visited = _visit(node, entries, math, create_graph, None, True)
            if visited is not None:
                yield BackwardStep(index, node, *visited)


def run_backward(root, seed=None, *, create_graph=False, strict=False):
    """The backward pass from `root` without step records: what `Tensor.backward` returns.

    Each node goes through `_visit`, the very function the steps come from, in the same order.
    Rather than sorting the nodes first, this keeps the nodes a gradient has reached in a heap
    and always visits the one with the largest id next (PyTorch's engine orders its work the
    same way, by sequence number). A node is reached only from its users, which all have
    larger ids, so each user is visited before it: the order of the steps."""
    grads, math = _start(root, seed, create_graph, strict)
    entries = grads._entries
    if root._op is None or not root._tracks_grad:
        return grads
    reached = [(-root._id, root)]
    while reached:
        _visit(heappop(reached)[1], entries, math, create_graph, reached, False)
    return grads


def _start(root, seed, create_graph, strict):
    """What both walks start from: a GradStore holding the result's own gradient (ones in its
    shape, or the seed given), and the math the visits compute with."""
    math = TENSOR_MATH if create_graph else array_math(root._backend.xp)
    if seed is None:
        if strict and root.shape != ():
            raise BackwardError(
                f"backward on a result of shape {root.shape} needs a seed in strict mode: reduce it "
                "to a scalar first (sum_all, mean_all) or pass seed=<a tensor of the same shape>"
            )
        start = math.ones_like(root if create_graph else root._data)
    else:
        seed = checked_seed(root, seed)
        start = seed.detach() if create_graph else seed._data
    grads = GradStore()
    grads._entries[root._id] = [root, start]
    return grads, math


def _visit(node, entries, math, create_graph, reached, record):
    """Pass the gradient that has arrived at `node` on to its inputs, through the operation's
    vjps (the chain rule), adding each share to the input's running total in `entries` (tensor
    id -> [tensor, gradient so far]). A recorded input seen for the first time goes on the heap
    `reached`, when there is one. Returns (gradient, edge data) for a step record when `record`
    is true; None when no gradient reached the node."""
    entry = entries.pop(node._id, None)  # a node's own gradient is dropped once passed on
    if entry is None:
        return None
    grad = entry[1]  # never deferred: only tensors that pass nothing on are
    inputs = node._inputs
    vjps = node._op.vjps
    if create_graph:
        args = (grad, node, *inputs, *node._params)
    elif len(inputs) == 1:
        args = (grad, node._data, inputs[0]._data, *node._params)
    else:
        args = (grad, node._data, inputs[0]._data, inputs[1]._data)  # two-input ops take no parameters
    edge_data = [] if record else None
    versions = None  # the variables' versions, for postponed contributions (see Var.version)
    for position, inp in enumerate(inputs):
        if inp._tracks_grad:
            # needed further back, or a variable's own gradient: compute it now
            value = vjps[position](math, *args)
            shape = inp._data.shape
            if value.shape != shape:  # stretched by broadcasting: the copies' shares add up
                value = math.sum_to(value, shape)
            entry = entries.get(inp._id)
            if entry is None:
                total = value
                entries[inp._id] = [inp, value]
                if inp._op is not None and reached is not None:
                    heappush(reached, (-inp._id, inp))  # run_backward visits it later
            else:
                total = entry[1] = math.add(entry[1], value)
            if record:
                edge_data.append((position, value, total))
        elif inp._dtype in FLOAT_DTYPES:
            # a plain input passes nothing further back: compute its share when asked
            entry = entries.get(inp._id)
            if entry is None:
                deferred = Deferred()
                entries[inp._id] = [inp, deferred]
            else:
                deferred = entry[1]
            if versions is None:
                versions = _versions(inputs)
            deferred.append((vjps[position], math, args, versions, inp._data.shape))
            if record:
                edge_data.append((position, len(deferred) - 1, None, deferred))
        elif record:
            edge_data.append((position,))  # integers take no gradient
    return grad, edge_data


def checked_seed(root, seed):
    """`seed`, once sure it can seed `root`: a Tensor of the same shape and dtype."""
    if not isinstance(seed, Tensor):
        raise BackwardError(f"the seed must be a Tensor, got {type(seed).__name__}")
    if seed.shape != root.shape:
        raise BackwardError(f"the seed has shape {seed.shape}, the result {root.shape}; they must match")
    if seed.dtype != root.dtype:
        raise DTypeError(f"the seed is {seed.dtype}, the result {root.dtype}; they must match")
    return seed


def backward_steps(root, seed=None, *, create_graph=False, strict=False):
    """The backward pass from `root` as an iterable of BackwardSteps (see BackwardWalk)."""
    require_tensor(root, "backward_steps")
    return BackwardWalk(root, seed, create_graph=create_graph, strict=strict)


# --- small helpers for records and words ------------------------------------------------------------


def _versions(tensors):
    """The variables among `tensors` with their current versions (see `Var.version`)."""
    found = ()
    for t in tensors:  # one or two inputs: a loop is cheaper than a generator here
        if t._is_var:
            found += ((t, t._version[0]),)
    return found


def check_unchanged(versions, what):
    for var, version in versions:
        if var._version[0] != version:
            name = f" {var.name!r}" if var.name else ""
            raise StaleGradientError(
                f"{what} needs the values variable{name} had during backward(), and an update "
                "(Var.set or sgd_step) has changed them since; ask for it before the update, "
                "or run backward() again"
            )


def _label(tensor):
    """A short name for a tensor in words: its own name, else its operation on its inputs'
    names (`sqr(x)`), else a numbered name (`tensor#7`)."""
    if tensor.name:
        return tensor.name
    if tensor._op is not None:
        inputs = ", ".join(t.name or f"{t._op.name if t._op else 'tensor'}#{t._id}" for t in tensor._inputs)
        return f"{tensor._op.name}({inputs})"
    return f"{'var' if tensor._is_var else 'tensor'}#{tensor._id}"


def _values(tensor):
    from .format import format_values

    return format_values(tensor.numpy())
