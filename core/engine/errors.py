"""The engine's own exceptions.

Every error the engine raises is a `GradwalkError`, with a message written for a learner: it says
what went wrong and, where there is one, what to do instead. Each subclass also derives from the
built-in exception a Python programmer would expect (a shape problem is a `ValueError`, a dtype
problem a `TypeError`), so ordinary `except ValueError` code keeps working.
"""


class GradwalkError(Exception):
    """Base class of every error raised by Gradwalk's core."""


class ShapeError(GradwalkError, ValueError):
    """Shapes that do not fit the operation (different shapes, a bad dimension, a bad reshape)."""


class DTypeError(GradwalkError, TypeError):
    """An element type the operation does not accept, or two element types that differ."""


class ArgumentTypeError(GradwalkError, TypeError):
    """An argument that is not the kind of Python value the call takes: a list where a Tensor
    goes, a Tensor where a number goes, text where a function goes."""


class DeviceError(GradwalkError, RuntimeError):
    """A device that is unknown or not available here, or tensors on two different devices."""


class TensorDataError(GradwalkError, ValueError):
    """Data that cannot become a tensor (ragged lists, text, values out of range for the dtype)."""


class DivisionByZeroError(GradwalkError, ZeroDivisionError):
    """A tensor divided by the number zero (`t / 0`): no finite factor stands for it."""


class SharedBufferError(GradwalkError, ValueError):
    """`Var.set` was handed a value living in the very memory it would overwrite (`w.detach()`)."""


class BackwardError(GradwalkError, ValueError):
    """`backward` cannot run as asked (a missing seed in strict mode, a seed of the wrong shape)."""


class MissingGradientError(GradwalkError, KeyError):
    """`grads[t]` for a tensor that received no gradient (use `grads.get(t)` to get None)."""

    def __str__(self):  # KeyError would print the message in quotes
        return str(self.args[0]) if self.args else ""


class StaleGradientError(GradwalkError, RuntimeError):
    """A gradient computed on demand needs a variable's old values, which an update (`Var.set`,
    `Var.sgd_step`) has replaced."""


__all__ = [
    "GradwalkError", "ShapeError", "DTypeError", "ArgumentTypeError", "DeviceError", "TensorDataError",
    "DivisionByZeroError", "SharedBufferError", "BackwardError", "MissingGradientError",
    "StaleGradientError",
]
