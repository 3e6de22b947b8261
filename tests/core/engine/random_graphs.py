"""Random graphs for the engine's tests: a sequence of operations that reuse earlier results
(shared subexpressions, clones, broadcasts), built on variables, a plain tensor and a row."""

import numpy as np
from hypothesis import strategies as st

from gradwalk.core import Tensor, Var

UNARY = ["tanh", "sigmoid", "sqr", "neg", "exp_small", "affine", "clone"]
BINARY = ["add", "sub", "mul", "broadcast_add_row", "broadcast_mul_row"]

STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("unary"), st.sampled_from(UNARY), st.integers(0, 99)),
        st.tuples(st.just("binary"), st.sampled_from(BINARY), st.integers(0, 99), st.integers(0, 99)),
    ),
    min_size=1,
    max_size=8,
)


def build(steps, a, b, c, row):
    """The graph: the inputs first, then one result per step, each from earlier ones."""
    values = [a, b, c]
    for step in steps:
        if step[0] == "unary":
            _, name, i = step
            x = values[i % len(values)]
            y = {
                "tanh": x.tanh, "sigmoid": x.sigmoid, "sqr": x.sqr, "neg": x.neg,
                "exp_small": lambda: x.affine(0.1, 0.0).exp(),
                "affine": lambda: x.affine(-0.5, 0.25), "clone": x.clone,
            }[name]()
        else:
            _, name, i, j = step
            x, z = values[i % len(values)], values[j % len(values)]
            y = {
                "add": lambda: x.add(z), "sub": lambda: x.sub(z), "mul": lambda: x.mul(z),
                "broadcast_add_row": lambda: x.broadcast_add(row),
                "broadcast_mul_row": lambda: x.broadcast_mul(row),
            }[name]()
        values.append(y)
    return values[-1].sum_all()


def inputs(seed):
    rng = np.random.default_rng(seed)
    a = Var(rng.normal(size=(2, 3)), dtype="f64", name="a")
    b = Var(rng.normal(size=(2, 3)), dtype="f64", name="b")
    c = Tensor(rng.normal(size=(2, 3)), dtype="f64", name="c")  # plain: a gradient only if asked
    row = Var(rng.normal(size=(3,)), dtype="f64", name="row")
    return a, b, c, row
