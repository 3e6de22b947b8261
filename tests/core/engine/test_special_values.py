"""inf, nan, zeros and the largest numbers of each float dtype, handed to every operation of the
table (core/engine/ops.py): forward, backward and the walks the window shows. The values must be
numpy's (computed in the same dtype), and nothing may warn: inf and nan are results, not noise.
Warnings are recorded with every filter set to "always", so the engine's own module filter
(core/engine/__init__.py) cannot hide one that was emitted."""

import warnings

import numpy as np
import pytest

from gradwalk import core
from gradwalk.core import GradwalkError, Tape, Tensor, Var, backward_steps, graph_snapshot, tape_snapshot
from gradwalk.core.engine.format import tensor_text
from tests.core.engine.engine_cases import CASES, make_case

SPECIAL = [np.inf, -np.inf, np.nan, 0.0, -0.0, 1.0, -1.0]
FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def _special(shape, dtype, shift):
    """An array of `shape` filled with the special values, cycling from position `shift`, plus
    the dtype's largest number."""
    values = SPECIAL + [float(np.finfo(FLOATS[dtype]).max)]
    n = int(np.prod(shape))
    return np.array([values[(i + shift) % len(values)] for i in range(n)]).reshape(shape)


class NoWarnings:
    """Records every warning that would reach the console inside; fails the test if there was one.

    Every warning is shown, but those the engine's own filter hides (core/engine/__init__.py):
    a warning pointing into the engine's code is its arithmetic meeting inf or nan."""

    def __enter__(self):
        self._catcher = warnings.catch_warnings(record=True)
        self.caught = self._catcher.__enter__()
        warnings.simplefilter("always")
        warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"gradwalk\.core\.engine\.")
        return self

    def __exit__(self, *exc):
        self._catcher.__exit__(*exc)
        messages = [f"{w.category.__name__}: {w.message} ({w.filename}:{w.lineno})" for w in self.caught]
        assert not messages, messages
        return False


def _walk_everything(result, variables):
    """backward, create_graph, the step walk with every edge's numbers, a snapshot, the words."""
    seed = core.Tensor(np.ones(result.shape), dtype=result.dtype)
    grads = result.backward(seed)
    for v in variables:
        grads.get(v)
    result.backward(seed, create_graph=True)
    walk = backward_steps(result, seed)
    labels = walk.labels()
    for step in walk:
        step.grad.numpy()
        step.describe(labels)
        for edge in step.edges:
            edge.formula
            for part in (edge.local, edge.contribution, edge.total):
                if part is not None:
                    tensor_text(part)
    graph_snapshot(result)
    tensor_text(result)
    return grads


@pytest.mark.parametrize("dtype", list(FLOATS))
@pytest.mark.parametrize("name", sorted(set(CASES) - {"to_dtype"}))
def test_special_values_through_every_operation(name, dtype):
    case = make_case(name)
    for shift in range(len(SPECIAL) + 1):
        arrays = [_special(a.shape, dtype, shift + 3 * i) for i, a in enumerate(case.inputs)]
        with NoWarnings():
            tensors = [Var(a, dtype=dtype) for a in arrays]
            with Tape() as tape:
                try:
                    result = case.call(*tensors, *case.params)
                except GradwalkError:
                    continue  # refused in words: allowed
            with np.errstate(all="ignore"):
                expected = np.asarray(case.reference(*[a.astype(FLOATS[dtype]) for a in arrays],
                                                     *case.params))
            got = result.numpy()
            assert got.dtype == FLOATS[dtype]
            np.testing.assert_allclose(got.astype(np.float64), expected.astype(FLOATS[dtype]).astype(np.float64),
                                       rtol=2e-3 if dtype == "f16" else 1e-6, equal_nan=True)
            if result.requires_grad:
                _walk_everything(result, tensors)
                seed = Tensor(np.ones(result.shape), dtype=dtype)
                tape.backward(result, seed)
                for step in tape.backward_steps(result, seed):
                    for edge in step.edges:
                        for part in (edge.local, edge.contribution, edge.total):
                            if part is not None:
                                part.numpy()
                tape_snapshot(tape, result)


def test_overflowing_reductions_are_quiet():
    with NoWarnings():
        assert Tensor([1e308, 1e308], dtype="f64").sum_all().to_scalar() == np.inf
        assert Tensor([1e308, 1e308], dtype="f64").mean_all().to_scalar() == np.inf
        assert Tensor([[1e308, 1e308]], dtype="f64").mean_keepdim(1).to_list() == [[np.inf]]
        assert Tensor([[6e4, 6e4]], dtype="f16").sum_keepdim(1).to_list() == [[np.inf]]
        assert np.isnan(Tensor([np.inf, -np.inf], dtype="f32").sum_all().to_scalar())
        empty = Tensor(np.zeros((0, 3)), dtype="f64")
        assert np.isnan(empty.mean_all().to_scalar())  # 0 / 0, as numpy says
        assert empty.mean_keepdim(0).numpy().shape == (1, 3)


def test_folding_an_overflowing_broadcast_gradient_is_quiet():
    # b is stretched over two elements, each of whose gradients is the largest f64: they add up to inf
    with NoWarnings():
        a, b = Var([1.0, 1.0], dtype="f64"), Var(1.0, dtype="f64")
        grads = a.broadcast_mul(b).backward(Tensor([1e308, 1e308], dtype="f64"))
        assert grads[a].to_list() == [1e308, 1e308]
        assert grads[b].to_scalar() == np.inf  # Σ aᵢ·gᵢ overflows
        h, k = Var(np.zeros(3), dtype="f16"), Var(0.0, dtype="f16")
        grads = h.broadcast_add(k).backward(Tensor([6e4, 6e4, 6e4], dtype="f16"))
        assert grads.get(h).to_list() == [float(np.float16(6e4))] * 3
        assert grads.get(k).to_scalar() == np.inf  # 180,000 is past f16's largest number


def test_sgd_step_that_overflows_is_quiet():
    with NoWarnings():
        w = Var([1e308], dtype="f64")
        w.sgd_step(Tensor([-1e308], dtype="f64"), 10.0)
        assert w.to_list() == [np.inf]
