"""The recorded graph as plain data, for drawing.

`graph_snapshot(root)` follows the recorded inputs back from `root` and describes what it finds:
one `NodeInfo` per tensor (its operation, shape, dtype, values, whether it is a variable) and one
`EdgeInfo` per input of each operation (with the local derivative as text). Each node is named
as core/engine/describe.py's `graph_names` names it, as the command line names it too. Views draw these
records and never touch the engine's tensors. `to_networkx()` gives the same graph as a networkx
DiGraph, with edges pointing from an input to the node that uses it.

`tape_snapshot(tape, loss)` describes the graph as a tape recorded it instead (core/engine/tape.py):
a tape records every operation run in its block, on plain tensors too, which the tensors
themselves do not remember.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gradwalk.core.words import QT_TRANSLATE_NOOP, translate

from .backward import graph_nodes
from .describe import GraphNames, edge_formula, graph_names
from .dtypes import FLOAT_DTYPES
from .errors import BackwardError
from .ops import Op
from .tape import Tape
from .tensor import Tensor, require_tensor

__all__ = ["NodeInfo", "EdgeInfo", "GraphSnapshot", "graph_snapshot", "tape_snapshot", "node_info"]


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
    made_from: str = ""  # what a short name stands for, to show beside it: t1 = sub(t2, seconds)
    # what the picture marks on the box, (a few words, the sentence that explains them): a layer's
    # saturated units, say
    marks: tuple[tuple[str, str], ...] = ()
    # a layer's box: how much gradient reaches each of its units, the mean size over the rows of
    # the gradient of the layer's result (empty where none was walked, or the box is no layer's)
    unit_flow: tuple[float, ...] = ()

    @property
    def is_leaf(self) -> bool:
        return self.op is None


@dataclass(frozen=True)
class EdgeInfo:
    source: int  # the input's node id
    target: int  # the id of the node that uses it
    position: int  # which input of the target's operation
    formula: str  # the local derivative ∂target/∂source
    carries_gradient: bool
    # its label shows only while its step is current: the many edges of a node opened into its
    # numbers (core/engine/elements.py), whose values the boxes and badges say
    quiet: bool = False


@dataclass(frozen=True)
class GraphSnapshot:
    root: int
    nodes: tuple  # NodeInfo, inputs before the nodes that use them (a topological order)
    edges: tuple  # EdgeInfo

    def node(self, node_id: int) -> NodeInfo:
        for node in self.nodes:
            if node.id == node_id:
                return node
        raise KeyError(node_id)

    def to_networkx(self) -> Any:
        import networkx as nx  # imported on first use: it takes a while to load, and few need it

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


def graph_snapshot(root: Tensor, *, max_nodes: int = 10_000,
                   max_value_elements: int = 10_000) -> GraphSnapshot:
    """Describe the graph recorded behind `root` (at most `max_nodes` nodes, nearest first)."""
    require_tensor(root, "graph_snapshot")
    # Oldest first: inputs before the nodes that use them, a topological order like a tape's.
    order = graph_nodes(root, gradient_path_only=False, limit=max_nodes)[::-1]
    found = {tensor._id for tensor in order}
    names = graph_names(order)
    nodes, edges = [], []
    for tensor in order:
        op = tensor._op
        nodes.append(node_info(tensor, names, op, tensor._params, tensor._requires_grad,
                                max_value_elements))
        if op is None:
            continue
        for position, inp in enumerate(tensor._inputs):
            if inp._id not in found:
                continue
            formula = edge_formula(tensor, position, names.labels) if op.vjps else "no gradient"
            edges.append(EdgeInfo(inp._id, tensor._id, position, formula,
                                  carries_gradient=op.vjps is not None and inp._dtype in FLOAT_DTYPES
                                  and tensor._requires_grad))
    return GraphSnapshot(root._id, tuple(nodes), tuple(edges))


def tape_snapshot(tape: Tape, loss: Tensor, *, max_value_elements: int = 10_000) -> GraphSnapshot:
    """Describe the graph `tape` recorded behind `loss`: its entries, in tape order, and their
    recorded inputs. Node ids are the tensors' ids, as in graph_snapshot."""
    end = tape.index_of(require_tensor(loss, "tape_snapshot"))
    if end is None:
        raise BackwardError(translate(
            "Engine", "this result was not computed on the tape; run it inside `with tape:`"))
    entries = tape.entries[: end + 1]
    # Only the entries the loss depends on: the others (a printout, a side computation) take no
    # part in its backward walk, and graph_snapshot, which follows inputs back from the root, has
    # no such nodes either; so the two pictures of a program differ only where the designs do.
    # Found in one reverse pass, as the tape's walk goes; `reached`: what that walk gives a gradient.
    needed, reached = {end}, {end} if loss._dtype in FLOAT_DTYPES else set()
    for entry in reversed(entries):
        if entry.index not in needed:
            continue
        needed.update(entry.inputs)
        if entry.index in reached and entry.op is not None and entry.op.vjps is not None:
            reached.update(i for i in entry.inputs if entries[i].tensor._dtype in FLOAT_DTYPES)
    kept = [entry for entry in entries if entry.index in needed]
    # The tensors did not record what a tape made of plain tensors: name them as the tape saw it.
    records = {entry.tensor._id: (entry.op, tuple(entries[i].tensor for i in entry.inputs), entry.params)
               for entry in kept if entry.op is not None}
    names = graph_names([entry.tensor for entry in kept], records)
    nodes, edges = [], []
    for entry in kept:
        tensor, op = entry.tensor, entry.op
        nodes.append(node_info(tensor, names, op, entry.params, entry.index in reached,
                                max_value_elements))
        if op is None:
            continue
        for position, i in enumerate(entry.inputs):
            formula = (edge_formula(tensor, position, names.labels, records=records) if op.vjps
                       else "no gradient")
            edges.append(EdgeInfo(entries[i].tensor._id, tensor._id, position, formula,
                                  carries_gradient=entry.index in reached and op.vjps is not None
                                  and entries[i].tensor._dtype in FLOAT_DTYPES))
    return GraphSnapshot(loss._id, tuple(nodes), tuple(edges))


def node_info(tensor: Tensor, names: GraphNames, op: Op | None, params: tuple, requires_grad: bool,
               max_value_elements: int) -> NodeInfo:
    """A node of either snapshot: `op` and `params` as the graph or the tape recorded them."""
    value = tensor.numpy() if tensor.numel <= max_value_elements else None
    return NodeInfo(
        id=tensor._id, label=names.labels[tensor._id], made_from=names.made_from.get(tensor._id, ""),
        name=tensor.name, op=op.name if op else None,
        params=_plain_params(params),
        # marked for the catalogues, translated where it is shown, as the op table's summaries
        summary=op.summary if op else (QT_TRANSLATE_NOOP("Operations", "variable") if tensor._is_var
                                       else QT_TRANSLATE_NOOP("Operations", "plain tensor")),
        shape=tensor.shape, dtype=tensor.dtype, device=tensor.device, value=value,
        is_variable=tensor._is_var, requires_grad=requires_grad,
    )


def _plain_params(params: tuple) -> tuple:
    return tuple(p.name if hasattr(p, "name") and not isinstance(p, str) else p for p in params)
