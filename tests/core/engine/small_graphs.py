"""Small graphs more than one engine test file builds."""

from gradwalk.core import Var


def quadratic():
    x = Var(2.0, dtype="f64", name="x")
    return x, x.sqr() + x.affine(3, 0)  # y = x² + 3x
