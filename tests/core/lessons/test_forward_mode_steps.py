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
