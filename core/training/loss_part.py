"""The part of a program that its loss needs, read from the program's text: the statements that
compute the loss (and the names a classifier reads beside it) from the program's inputs, the Vars
they start from, and, for a network, its widths.

The window trains the program in the editor this way (core/lessons/trainings.py): a section's
code makes its weights with `var(...)` and computes its loss from the lesson's data; the training
descends along the statements the loss needs, from the Vars' values as the program made them.

    part = loss_part(text, targets=("loss", "z"), inputs=("X", "y"))
    part.text         # 'h1 = (X @ W1)...\\nz = ...\\nloss = ...': the statements, Vars' own left out
    part.params       # ('W1', 'b1', 'W3', 'b3'): the Vars they read, each made by `name = var(...)`
    part.reads        # ('X', 'y'): the names they read from outside
    part.form({"x": "X"})  # the statements as comparable trees, names renamed first

A name of `inputs` is where the part stops: the statements that compute it are not part of the
loss (they run once, before the descent), its value is an input of the training. A statement is
the last assignment of its name before the statement that reads it, so a name assigned twice
(`X = X * 2`) is followed through both.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from gradwalk.core.expr.source import parse_python

__all__ = ["ACTIVATIONS", "LossPart", "loss_part", "network_widths", "network_activation"]

ACTIVATIONS = ("tanh", "relu", "sigmoid")  # the methods that make a layer of a network nonlinear
VAR = "var"  # the call that makes a variable: `W1 = var(randn((2, 16), seed=1))`


@dataclass(frozen=True)
class _Statement:
    name: str  # the name it assigns
    node: ast.stmt
    text: str  # its source
    reads: frozenset[str]
    makes_var: bool  # `name = var(...)`


@dataclass(frozen=True)
class LossPart:
    """See the module's docstring. `statements` are in the program's order."""
    statements: tuple[_Statement, ...]
    params: tuple[str, ...]
    reads: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(statement.text for statement in self.statements)

    @property
    def assigns(self) -> frozenset[str]:
        return frozenset(statement.name for statement in self.statements)

    def form(self, rename: Mapping[str, str] | None = None) -> tuple[str, ...]:
        """The statements as trees, `rename`d first: two parts of the same form compute the same
        thing from the same names, however they are spaced or commented."""
        renamer = _Renamer(dict(rename or {}))
        return tuple(ast.dump(renamer.visit(copy.deepcopy(statement.node))) for statement in self.statements)

    def calls(self) -> list[tuple[str, ast.expr]]:
        """Every method call of the statements, in order: (the method's name, what it is called on)."""
        found = []
        for statement in self.statements:
            for node in ast.walk(statement.node):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    found.append((node.func.attr, node.func.value))
        return found

    def products(self) -> list[str]:
        """The names multiplied from the right by `@`, in the program's order (the weights of a
        network's layers: `h1 @ W2`)."""
        found = []
        for statement in self.statements:
            products = [node for node in ast.walk(statement.node)
                        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult)
                        and isinstance(node.right, ast.Name)]
            products.sort(key=lambda node: (node.lineno, node.col_offset))
            found += [node.right.id for node in products]
        return found


def loss_part(text: str, targets: Iterable[str], inputs: Iterable[str] = ()) -> LossPart:
    """The statements of `text` that the names `targets` need, back to the names of `inputs`, to
    the Vars (left out, listed in `params`) and to the names `text` never assigns (in `reads`).
    A target `text` never assigns is left out. `text` is a program the expression language reads
    (core/expr): one assignment per statement."""
    statements = _statements(text)
    stop = set(inputs)
    needed = set(targets) & {statement.name for statement in statements}
    kept: list[_Statement] = []
    params: list[str] = []
    reads: set[str] = set()
    for statement in reversed(statements):
        if statement.name not in needed:
            continue
        needed.discard(statement.name)
        if statement.name in stop:
            reads.add(statement.name)
        elif statement.makes_var:
            params.append(statement.name)
        else:
            kept.append(statement)
            needed |= statement.reads
    reads |= needed  # never assigned before they are read: the lesson's data
    order = {statement.name: index for index, statement in enumerate(statements)}
    return LossPart(tuple(reversed(kept)), tuple(sorted(params, key=order.__getitem__)),
                    tuple(sorted(reads)))


def network_widths(part: LossPart, shapes: Mapping[str, Sequence[int]]) -> tuple[int, ...] | None:
    """A network's widths, `(2, 16, 16, 1)`, read from the matrices its layers multiply by (the
    names after `@` that `shapes` gives, its parameters', in order, whose shapes chain: each one's
    rows the previous one's columns); None for a loss that is no such chain."""
    matrices = [name for name in part.products() if name in shapes]
    widths: list[int] = []
    for name in matrices:
        shape = tuple(shapes.get(name, ()))
        if len(shape) != 2 or (widths and shape[0] != widths[-1]):
            return None
        widths = widths + [shape[1]] if widths else list(shape)
    return tuple(widths) if widths else None


def network_activation(part: LossPart) -> str | None:
    """The one activation (ACTIVATIONS) the part's layers use, or None for none or a mix."""
    used = {name for name, _ in part.calls() if name in ACTIVATIONS}
    return used.pop() if len(used) == 1 else None


def _statements(text: str) -> list[_Statement]:
    tree = parse_python(text)
    found = []
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1 \
                or not isinstance(node.targets[0], ast.Name):
            continue  # an expression on its own assigns nothing a loss can read
        value = node.value
        makes_var = isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == VAR
        found.append(_Statement(node.targets[0].id, node, ast.get_source_segment(text, node) or "",
                                frozenset(_reads(value)), makes_var))
    return found


def _reads(node: ast.AST) -> set[str]:
    """The names an expression reads: every name but the functions it calls (`randn`, `var`)."""
    called = {id(child.func) for child in ast.walk(node) if isinstance(child, ast.Call)}
    return {child.id for child in ast.walk(node) if isinstance(child, ast.Name) and id(child) not in called}


class _Renamer(ast.NodeTransformer):
    def __init__(self, rename: dict[str, str]) -> None:
        self.rename = rename

    def visit_Name(self, node: ast.Name) -> ast.Name:  # noqa: N802 (ast's name)
        return ast.copy_location(ast.Name(id=self.rename.get(node.id, node.id), ctx=node.ctx), node)
