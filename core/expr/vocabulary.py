"""The words of the expression language: what may be called, with what, and the name of a result.

One place for them, so the validator, the evaluator and the "did you mean" suggestions all agree
on what exists.
"""

__all__ = [
    "CONSTRUCTORS", "CONSTRUCTOR_KEYWORDS", "OPERATION_METHODS", "SHAPE_TAKERS", "TEXT_TAKERS",
    "RESULT_NAME",
]

CONSTRUCTORS: tuple[str, ...] = ("var", "tensor", "zeros", "ones")
CONSTRUCTOR_KEYWORDS: tuple[str, ...] = ("dtype", "device")

# The Tensor methods a program may call.
OPERATION_METHODS: tuple[str, ...] = (
    "add", "sub", "mul", "div",
    "broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
    "neg", "sqr", "sqrt", "exp", "log", "tanh", "recip", "relu", "sigmoid", "abs",
    "affine", "powf", "matmul",
    "sum_all", "mean_all", "sum_keepdim", "mean_keepdim", "max_keepdim", "min_keepdim",
    "unsqueeze", "squeeze", "reshape", "transpose", "broadcast_as",
    "round", "floor", "ceil", "sign",
    "detach", "clone", "copy", "to_dtype", "to_device",
)
SHAPE_TAKERS: tuple[str, ...] = ("zeros", "ones", "reshape", "broadcast_as")  # the argument may be a tuple
TEXT_TAKERS: tuple[str, ...] = ("to_dtype", "to_device")  # their argument is a name in quotes

RESULT_NAME = "result"  # where the value of a bare expression is kept
