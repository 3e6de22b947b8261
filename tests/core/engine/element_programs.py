"""Random programs for the tests of nodes opened into their elements (core/engine/elements.py):
every kind of operation that opens, on small tensors, each step using earlier results."""

import numpy as np
from hypothesis import strategies as st

from gradwalk.core.engine import Tensor, Var

UNARY = {
    "tanh": lambda x: x.tanh(), "sigmoid": lambda x: x.sigmoid(), "sqr": lambda x: x.sqr(),
    "exp": lambda x: x.affine(0.2, 0.0).exp(), "affine": lambda x: x.affine(-0.5, 0.25),
    "relu": lambda x: x.relu(), "abs": lambda x: x.abs(), "neg": lambda x: x.neg(),
    "softplus": lambda x: x.softplus(), "powf": lambda x: x.sqr().affine(1.0, 1.0).powf(0.5),
    "sum_all": lambda x: x.sum_all(), "mean_all": lambda x: x.mean_all(),
    "sum_keepdim": lambda x: x.sum_keepdim(0) if x.ndim else x.sqr(),
    "mean_keepdim": lambda x: x.mean_keepdim(x.ndim - 1) if x.ndim else x.sqr(),
    "transpose": lambda x: x.transpose(0, 1) if x.ndim == 2 else x.neg(),
    "reshape": lambda x: x.reshape((x.numel,)),
    "unsqueeze": lambda x: x.unsqueeze(0) if x.ndim < 3 else x.neg(),
    "broadcast_as": lambda x: x.broadcast_as((2, *x.shape)) if x.ndim < 3 else x.neg(),
    "element": lambda x: x.element(*([0] * x.ndim)),
    "copy": lambda x: x.copy(),
}
BINARY = ["add", "sub", "mul", "div", "broadcast_add", "broadcast_mul", "matmul"]

PROGRAMS = st.lists(
    st.one_of(
        st.tuples(st.just("unary"), st.sampled_from(sorted(UNARY)), st.integers(0, 99)),
        st.tuples(st.just("binary"), st.sampled_from(BINARY), st.integers(0, 99), st.integers(0, 99)),
    ),
    min_size=1, max_size=7)


def build(program, seed):
    """The tensors of a random program: two variables, a plain matrix and a row, then one result a step."""
    rng = np.random.default_rng(seed)
    values = [Var(rng.normal(size=(2, 3)), dtype="f64", name="a"),
              Var(rng.normal(size=(3, 2)), dtype="f64", name="b"),
              Tensor(rng.normal(size=(2, 3)), dtype="f64", name="c"),
              Var(rng.normal(size=(3,)), dtype="f64", name="row")]
    for step in program:
        if step[0] == "unary":
            values.append(UNARY[step[1]](values[step[2] % len(values)]))
            continue
        _, name, i, j = step
        x, y = values[i % len(values)], values[j % len(values)]
        if name == "matmul":
            if x.ndim == 2 and y.ndim == 2 and x.shape[1] == y.shape[0]:
                values.append(x.matmul(y))
            elif x.ndim == 2:
                values.append(x.matmul(x.transpose(0, 1)))
            continue
        if name.startswith("broadcast_"):
            if x.ndim >= 1 and x.shape[-1] == 3:
                values.append(getattr(x, name)(values[3]))
            continue
        if x.shape != y.shape:
            y = x.sqr()
        if name == "div":
            y = y.sqr().affine(1.0, 0.5)  # away from zero
        values.append(getattr(x, name)(y))
    return values
