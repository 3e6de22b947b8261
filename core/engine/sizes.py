"""How large an operation's result will be, and how much work it takes, from the shapes alone.

A caller that limits sizes (the expression language, core/expr) must refuse a too large result
before the engine computes it: `zeros((1000, 1, 1000)).broadcast_add(zeros((1, 1000, 1000)))` is a
billion numbers, many seconds and gigabytes of work that a check afterwards refuses too late.
`planned_size(method, receiver, arguments)` says, for a Tensor method called on `receiver` with
`arguments` as given, how many elements its result has and how many basic steps (multiply-adds)
computing it takes: the same as the elements for most operations, elements × inner size for a
matmul. Nothing is computed. Arguments the operation will refuse give None: it explains itself.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from .errors import GradwalkError
from .inputs import normalize_dims, normalize_shape
from .ops import BROADCAST, OPS, REDUCE

__all__ = ["Plan", "planned_size"]


class Plan(NamedTuple):
    elements: int  # how many numbers the result holds
    work: int  # how many basic steps computing it takes (multiply-adds for a matmul)


def _shape_of(value: Any) -> tuple[int, ...]:
    """A tensor's shape; a number is a tensor of shape ()."""
    shape = getattr(value, "shape", ())
    return tuple(shape) if isinstance(shape, tuple) else ()


def _broadcast_shape(a: tuple, b: tuple) -> tuple | None:
    """numpy's broadcasting rule on two shapes, or None when they do not stretch to each other."""
    ndim = max(len(a), len(b))
    a, b = (1,) * (ndim - len(a)) + a, (1,) * (ndim - len(b)) + b
    out = []
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            return None
        out.append(y if x == 1 else x)
    return tuple(out)


def planned_size(method: str, receiver: Any, arguments: tuple | list = ()) -> Plan | None:
    """The size and work of `receiver.method(*arguments)`, or None when unknown or refused."""
    op = OPS.get(method)
    if op is None:
        return None
    shape = _shape_of(receiver)
    try:
        if method == "matmul":
            other = _shape_of(arguments[0]) if arguments else ()
            if len(shape) < 2 or len(other) < 2 or shape[-1] != other[-2] or shape[:-2] != other[:-2]:
                return None
            elements = math.prod(shape[:-2]) * shape[-2] * other[-1]
            return Plan(elements, elements * shape[-1])
        if method == "element":
            return Plan(1, 1)
        if method == "broadcast_as":
            result = normalize_shape(arguments[0], method)
        elif op.kind == BROADCAST and op.arity == 2:
            result = _broadcast_shape(shape, _shape_of(arguments[0]) if arguments else ())
        elif op.kind == REDUCE:
            if method.endswith("_all"):
                result = ()
            else:
                dims = normalize_dims(arguments[0], len(shape), method)
                result = tuple(1 if d in dims else s for d, s in enumerate(shape))
            return Plan(math.prod(result), math.prod(shape))  # each input element is read once
        else:  # elementwise, shape changes, casts: as many numbers as the receiver
            result = shape
    except (GradwalkError, IndexError, TypeError):
        return None
    if result is None:
        return None
    elements = math.prod(result)
    return Plan(elements, elements)
