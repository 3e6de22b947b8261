"""The words of the expression language: what may be called, with what, and the name of a result.

One place for them, so the validator, the evaluator and the "did you mean" suggestions all agree
on what exists.
"""

from gradwalk.core.engine import OPS
from gradwalk.core.words import QT_TRANSLATE_NOOP

__all__ = [
    "CONSTRUCTORS", "CONSTRUCTOR_KEYWORDS", "METHOD_SUMMARIES", "OPERATION_METHODS", "RANDOM_KEYWORDS",
    "SHAPE_TAKERS", "TEXT_TAKERS", "RESULT_NAME",
]

CONSTRUCTORS: tuple[str, ...] = ("var", "tensor", "zeros", "ones", "randn")
CONSTRUCTOR_KEYWORDS: tuple[str, ...] = ("dtype", "device")
RANDOM_KEYWORDS: tuple[str, ...] = ("seed",)  # randn's, besides dtype= and device=: a whole number

# The Tensor methods a program may call: the operations of the engine's table, each recorded by the
# Tensor method of the same name (core/engine/ops.py), and two methods that record nothing.
# Taken from the table, so a new operation joins the language as soon as it is in there (an
# operation to keep out would be filtered out here, with the reason beside it). One whose method
# takes a shape or a name in quotes must also join SHAPE_TAKERS or TEXT_TAKERS below; a test
# compares them with the methods' parameters.
OPERATION_METHODS: tuple[str, ...] = (
    *OPS,
    "detach",  # the same numbers, cut off from the graph
    "clone",  # the same tensor under another name
)
# What the methods outside the table do, in a few words, as the table says its operations' (`summary`).
METHOD_SUMMARIES: dict[str, str] = {
    "detach": QT_TRANSLATE_NOOP("Operations", "the same numbers, cut off from the graph: a plain tensor"),
    "clone": QT_TRANSLATE_NOOP("Operations", "the same tensor under another name"),
}
SHAPE_TAKERS: tuple[str, ...] = ("zeros", "ones", "randn", "reshape", "broadcast_as")  # may take a tuple
TEXT_TAKERS: tuple[str, ...] = ("to_dtype", "to_device")  # their argument is a name in quotes

RESULT_NAME = "result"  # where the value of a bare expression is kept
