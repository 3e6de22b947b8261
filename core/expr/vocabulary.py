"""The words of the expression language: what may be called, with what, and the name of a result.

One place for them, so the validator, the evaluator and the "did you mean" suggestions all agree
on what exists.
"""

from gradwalk.core.engine import OPS
from gradwalk.core.words import QT_TRANSLATE_NOOP

__all__ = [
    "CONSTRUCTORS", "CONSTRUCTOR_EXAMPLES", "CONSTRUCTOR_KEYWORDS", "CONSTRUCTOR_SUMMARIES",
    "KEYWORD_SUMMARIES", "METHOD_SUMMARIES", "OPERATION_METHODS", "OPERATORS", "RANDOM_KEYWORDS",
    "READ_BACKS", "SHAPE_TAKERS", "TEXT_TAKERS", "RESULT_NAME",
]

CONSTRUCTORS: tuple[str, ...] = ("var", "tensor", "zeros", "ones", "randn")
CONSTRUCTOR_KEYWORDS: tuple[str, ...] = ("dtype", "device")
RANDOM_KEYWORDS: tuple[str, ...] = ("seed",)  # randn's, besides dtype= and device=: a whole number
# What each constructor makes, and a line that uses it, for Help > Expression Language (a test runs
# every example, and asks for one of each constructor).
CONSTRUCTOR_SUMMARIES: dict[str, str] = {
    "var": QT_TRANSLATE_NOOP("Operations", "a variable: the graph tracks it, and backward() gives its "
                             "gradient (a floating-point one)"),
    "tensor": QT_TRANSLATE_NOOP("Operations", "a plain tensor: numbers the graph does not track"),
    "zeros": QT_TRANSLATE_NOOP("Operations", "a plain tensor of zeros, of the shape given"),
    "ones": QT_TRANSLATE_NOOP("Operations", "a plain tensor of ones, of the shape given"),
    "randn": QT_TRANSLATE_NOOP("Operations", "a plain tensor of normal random numbers (mean 0, spread 1), "
                               "the same numbers for the same seed on every machine"),
}
CONSTRUCTOR_EXAMPLES: dict[str, str] = {
    "var": 'w = var([0.3, -0.2], dtype="f64")',
    "tensor": 'X = tensor([[1, 2], [2, -1], [0.5, 0.5]], dtype="f64")',
    "zeros": 'c = var(zeros((1, 8), dtype="f64"))',
    "ones": 'o = ones(3, device="cpu")',
    "randn": 'V = var(randn((2, 8), seed=4, dtype="f64") * 0.5)',
}
# The constructors' keywords; dtype's {0} is the engine's element types.
KEYWORD_SUMMARIES: dict[str, str] = {
    "dtype": QT_TRANSLATE_NOOP("Operations", "the element type, in quotes: {0}"),
    "device": QT_TRANSLATE_NOOP("Operations", "where the numbers are kept, in quotes: \"cpu\", or \"cuda\" "
                                "on a machine with an NVIDIA GPU"),
    "seed": QT_TRANSLATE_NOOP("Operations", "randn's: a whole number; the same seed draws the same numbers"),
}
# The operators a program may write between two values, each with the operation it records between
# two tensors (a plain number on one side applies to every element: `3 * x`, `1 - p`, `x ** 2`).
OPERATORS: dict[str, str] = {"+": "add", "-": "sub", "*": "mul", "/": "div", "@": "matmul", "**": "powf"}

# The Tensor methods a program may call: the operations of the engine's table, each recorded by the
# Tensor method of the same name (core/engine/ops.py), and three methods that record nothing.
# Taken from the table, so a new operation joins the language as soon as it is in there (an
# operation to keep out would be filtered out here, with the reason beside it). One whose method
# takes a shape or a name in quotes must also join SHAPE_TAKERS or TEXT_TAKERS below; a test
# compares them with the methods' parameters.
OPERATION_METHODS: tuple[str, ...] = (
    *OPS,
    "detach",  # the same numbers, cut off from the graph
    "clone",  # the same tensor under another name
    "to_scalar",  # a one-number tensor's value, read back into the program as a plain number
)
# What the methods outside the table do, in a few words, as the table says its operations' (`summary`).
METHOD_SUMMARIES: dict[str, str] = {
    "detach": QT_TRANSLATE_NOOP("Operations", "the same numbers, cut off from the graph: a plain tensor"),
    "clone": QT_TRANSLATE_NOOP("Operations", "the same tensor under another name"),
    "to_scalar": QT_TRANSLATE_NOOP("Operations", "the value of a one-number tensor, read back as a plain "
                                   "number: what the program computes with it is not recorded"),
}
SHAPE_TAKERS: tuple[str, ...] = ("zeros", "ones", "randn", "reshape", "broadcast_as")  # may take a tuple
# The methods whose result is a plain number, not a tensor: used inside an expression (`x * w.to_scalar()`),
# never a line of their own, so the palette, which writes `y = x.method()`, does not offer them.
READ_BACKS: dict[str, str] = {"to_scalar": "y = x * x.sum_all().to_scalar()"}  # with the line that shows it
TEXT_TAKERS: tuple[str, ...] = ("to_dtype", "to_device")  # their argument is a name in quotes

RESULT_NAME = "result"  # where the value of a bare expression is kept
