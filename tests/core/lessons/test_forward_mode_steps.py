"""A lesson's forward-mode steps: `tangent` and `jacobian`, run as the transcript runs them."""

import numpy as np
import pytest

from gradwalk.core.lessons.loader import Section
from gradwalk.core.lessons.runner import StepError, run_section, section_lines

CODE = {"code": 'x = var(2.0, dtype="f64")\nv = var([1.0, 2.0], dtype="f64")\ny = x.sqr() + 3 * x\n'
                'u = v.sqr().broadcast_mul(x).tanh()\nd = tensor([0.0, 1.0], dtype="f64")'}


def run(*steps):
    env = {}
    result = run_section(Section("s", {"en": "s"}, None, (CODE, *steps)), env)
    return result, env


def figure(result, name):
    return next(f for f in result.figures if f.name == name).value


def test_x_tangent_of_one_reaches_y_as_seven():
    result, env = run({"figure": "dy", "tangent": {"of": "y", "seeds": {"x": 1.0}, "bind": "dy"}})
    assert figure(result, "dy").to_scalar() == 7.0 and env["dy"].to_scalar() == 7.0


def test_a_seed_may_be_a_tensor_of_the_section():
    result, env = run({"figure": "du", "tangent": {"of": "u", "seeds": {"v": "d"}}})
    v, x = env["v"].numpy(), env["x"].to_scalar()
    expected = (1 - np.tanh(v ** 2 * x) ** 2) * 2 * v * x * np.array([0.0, 1.0])
    np.testing.assert_allclose(figure(result, "du").numpy(), expected, rtol=1e-12)


def test_the_jacobian_both_ways_agrees_and_says_its_sweeps():
    result, env = run({"figure": "Jf", "jacobian": {"of": "u", "wrt": ["v", "x"], "mode": "forward", "bind": "Jf"}},
                      {"figure": "Jr", "jacobian": {"of": "u", "wrt": ["v", "x"], "bind": "Jr"}},
                      {"figure": "same", "agree": {"a": ["Jf"], "b": ["Jr"], "tol": 1e-12}})
    assert figure(result, "same") is True or figure(result, "same") == (True, [])
    assert env["Jf"].shape == (2, 3)
    lines = "\n".join(section_lines(result))
    assert "3 forward sweeps, one per input element" in lines
    assert "2 backward sweeps, one per output element" in lines


@pytest.mark.parametrize("step, words", [
    ({"tangent": {"of": "y", "seeds": {"y": 1.0}}, "figure": "t"}, "variables only"),
    ({"tangent": {"of": "y", "seeds": {"x": [1.0, 2.0]}}, "figure": "t"}, "must have its shape"),
    ({"tangent": {"of": "y", "seeds": {"x": "nope"}}, "figure": "t"}, "nope"),
    ({"jacobian": {"of": "u", "wrt": ["v"], "mode": "sideways"}, "figure": "J"}, "forward' or 'reverse"),
    ({"jacobian": {"of": "u", "wrt": ["nothing"]}, "figure": "J"}, "nothing"),
])
def test_a_forward_step_that_cannot_run_says_why_at_its_place(step, words):
    with pytest.raises(StepError, match=r"step 2: .*" + words):
        run(step)


def test_a_timed_jacobian_binds_its_seconds_and_says_them():
    result, env = run({"figure": "J", "jacobian": {"of": "u", "wrt": ["v"], "mode": "forward", "time": "t"}},
                      {"figure": "J1", "jacobian": {"of": "y", "wrt": ["x"], "time": "t1"}})
    assert env["t"].dtype == "f64" and 0 < env["t"].to_scalar() < 10
    lines = "\n".join(section_lines(result))
    assert "2 forward sweeps, one per input element, measured now: " in lines
    assert "1 backward sweep, one per output element, measured now: " in lines  # one, not "1 sweeps"


def test_a_formula_on_dual_numbers_gives_the_graphs_tangent_and_records_nothing():
    result, env = run({"figure": "dd", "dual": {"f": "x.sqr() + 3 * x", "seeds": {"x": 1.0}, "bind": "dd",
                                                "value": "yd"}},
                      {"figure": "dv", "dual": {"f": "(v.sqr() * x).tanh().sum_all() / 2 - -x ** 2",
                                                "seeds": {"v": "d"}}})
    assert figure(result, "dd").to_scalar() == 7.0 and env["yd"].to_scalar() == 10.0
    v, x = env["v"].numpy(), env["x"].to_scalar()
    expected = float(np.sum((1 - np.tanh(v ** 2 * x) ** 2) * 2 * v * x * np.array([0.0, 1.0]))) / 2
    assert figure(result, "dv").to_scalar() == pytest.approx(expected, rel=1e-12)
    lines = "\n".join(section_lines(result))
    assert "value 10; tensors recorded on the way: 0" in lines


@pytest.mark.parametrize("f, words", [
    ("x.sin()", "no sin"),
    ("x ** x", "power .* by a number"),
    ("x.affine(x, 1)", "arguments .* numbers"),
    ("gone * x", "gone, which the section has not made"),
    ("[x, x]", "is none of them"),
    ("x +", "cannot be read"),
    ("2 * 3", "plain number"),
    ("__import__('os')", "is none of them"),
])
def test_a_dual_formula_out_of_a_duals_reach_is_refused_with_words(f, words):
    with pytest.raises(StepError, match=r"step 2: .*" + words):
        run({"figure": "t", "dual": {"f": f, "seeds": {"x": 1.0}}})


def test_a_dual_seed_of_the_wrong_shape_or_of_no_tensor_is_refused():
    with pytest.raises(StepError, match=r"the seed of v must have its shape \[2\]"):
        run({"figure": "t", "dual": {"f": "v.sum_all()", "seeds": {"v": [1.0, 2.0, 3.0]}}})
    with pytest.raises(StepError, match="nope"):
        run({"figure": "t", "dual": {"f": "x.sqr()", "seeds": {"nope": 1.0}}})


def test_a_hessian_vector_product_matches_the_hand_formula():
    code = {"code": 'w = var([1.0, -2.0, 0.5], dtype="f64")\nq = tensor([1.0, 0.5, -1.0], dtype="f64")\n'
                    'loss = (w * w * w).sum_all() + w.sum_all().sqr()'}
    env = {}
    result = run_section(Section("h", {"en": "h"}, None, (code, {"figure": "Hv", "hvp": {
        "of": "loss", "wrt": "w", "vector": "q", "bind": "Hv"}}, {"figure": "H1", "hvp": {
        "of": "loss", "wrt": "w", "vector": 1.0}})), env)
    w, q = np.array([1.0, -2.0, 0.5]), np.array([1.0, 0.5, -1.0])
    np.testing.assert_allclose(figure(result, "Hv").numpy(), 6 * w * q + 2 * q.sum(), rtol=1e-12)
    np.testing.assert_allclose(figure(result, "H1").numpy(), 6 * w + 2 * 3, rtol=1e-12)
    with pytest.raises(StepError, match="single number"):
        run_section(Section("h", {"en": "h"}, None, (code, {"figure": "bad", "hvp": {
            "of": "w", "wrt": "w", "vector": 1.0}})), {})


@pytest.mark.parametrize("step, words", [
    ({"hvp": {"of": "y", "wrt": "x", "vector": [1.0, 2.0]}, "figure": "H"}, r"vector for x must have its shape \[\]"),
    ({"hvp": {"of": "y", "wrt": "y", "vector": 1.0}}, "y must be a floating-point variable"),
    ({"hvp": {"of": "y", "wrt": "d", "vector": 1.0}}, "d must be a floating-point variable"),
])
def test_a_hessian_vector_product_that_cannot_be_taken_says_why(step, words):
    step = {"figure": "H", **step}
    with pytest.raises(StepError, match=r"step 2: .*" + words):
        run(step)


def test_a_dual_step_and_a_tangent_step_agree_where_the_derivative_is_infinite():
    # c = 0 is not seeded: a constant in both designs, so x · log c moves at log 0 = −inf, not nan
    code = {"code": 'x = var(1.0, dtype="f64")\nc = var(0.0, dtype="f64")\ny = x * c.log()'}
    env = {}
    result = run_section(Section("s", {"en": "s"}, None, (
        code, {"figure": "by_graph", "tangent": {"of": "y", "seeds": {"x": 1.0}}},
        {"figure": "by_dual", "dual": {"f": "x * c.log()", "seeds": {"x": 1.0}}})), env)
    assert figure(result, "by_graph").to_scalar() == figure(result, "by_dual").to_scalar() == -np.inf
