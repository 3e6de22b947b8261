"""The recorded graph as plain data, for drawing.

`graph_snapshot(root)` follows the recorded inputs back from `root` and describes what it finds:
one `NodeInfo` per tensor (its operation, shape, dtype, values, whether it is a variable) and one
`EdgeInfo` per input of each operation (with the local derivative as text). Views draw these
records and never touch the engine's tensors. `to_networkx()` gives the same graph as a networkx
DiGraph, with edges pointing from an input to the node that uses it.
"""

from dataclasses import dataclass

from .backward import _label
from .dtypes import FLOAT_DTYPES


@dataclass(frozen=True)
class NodeInfo:
    id: int
    label: str
    name: str | None
    op: str | None  # None for a leaf (a variable or a plain tensor)
    params: tuple
    summary: str
    shape: tuple
    dtype: str
    device: str
    value: object  # a numpy array (None when the tensor is larger than the snapshot's limit)
    is_variable: bool
    requires_grad: bool

    @property
    def is_leaf(self):
        return self.op is None


@dataclass(frozen=True)
class EdgeInfo:
    source: int  # the input's node id
    target: int  # the id of the node that uses it
    position: int  # which input of the target's operation
    formula: str  # the local derivative ∂target/∂source
    carries_gradient: bool


@dataclass(frozen=True)
class GraphSnapshot:
    root: int
    nodes: tuple  # NodeInfo, inputs before the nodes that use them (a topological order)
    edges: tuple  # EdgeInfo

    def node(self, node_id):
        for node in self.nodes:
            if node.id == node_id:
                return node
        raise KeyError(node_id)

    def to_networkx(self):
        import networkx as nx

        graph = nx.DiGraph(root=self.root)
        for node in self.nodes:
            graph.add_node(node.id, **node.__dict__)
        for edge in self.edges:
            # x * x has two edges between the same pair: keep both positions on one edge
            if graph.has_edge(edge.source, edge.target):
                graph.edges[edge.source, edge.target]["positions"].append(edge.position)
                continue
            graph.add_edge(edge.source, edge.target, positions=[edge.position],
                           formula=edge.formula, carries_gradient=edge.carries_gradient)
        return graph


def graph_snapshot(root, *, max_nodes=10_000, max_value_elements=10_000):
    """Describe the graph recorded behind `root` (at most `max_nodes` nodes, nearest first)."""
    from .backward import EdgeStep
    from .tensor import require_tensor

    require_tensor(root, "graph_snapshot")
    found = {root._id: root}
    stack = [root]
    while stack and len(found) < max_nodes:
        tensor = stack.pop()
        for inp in tensor._inputs:
            if inp._id not in found:
                found[inp._id] = inp
                stack.append(inp)
    # Every tensor gets a larger id than its inputs (they exist before it is made), so sorting by
    # id puts inputs before the nodes that use them: a topological order, like a tape's.
    order = sorted(found.values(), key=lambda t: t._id)
    nodes, edges = [], []
    for tensor in order:
        value = tensor.numpy() if tensor.numel <= max_value_elements else None
        op = tensor._op
        nodes.append(NodeInfo(
            id=tensor._id, label=_label(tensor), name=tensor.name,
            op=op.name if op else None, params=_plain_params(tensor._params),
            summary=op.summary if op else ("variable" if tensor._is_var else "plain tensor"),
            shape=tensor.shape, dtype=tensor.dtype, device=tensor.device, value=value,
            is_variable=tensor._is_var, requires_grad=tensor._tracks_grad,
        ))
        if op is None:
            continue
        for position, inp in enumerate(tensor._inputs):
            if inp._id not in found:
                continue
            formula = EdgeStep(tensor, position).formula if op.vjps else "no gradient"
            edges.append(EdgeInfo(inp._id, tensor._id, position, formula,
                                  carries_gradient=op.vjps is not None and inp._dtype in FLOAT_DTYPES
                                  and tensor._tracks_grad))
    return GraphSnapshot(root._id, tuple(nodes), tuple(edges))


def _plain_params(params):
    return tuple(p.name if hasattr(p, "name") and not isinstance(p, str) else p for p in params)
