"""`gradwalk eval TEXT ...`: the values and gradients of a program, and its backward walk node by
node, named as the window names them.
"""

from __future__ import annotations

import warnings

import pytest

from tests.app.cli.cli_helpers import PROGRAM, cli, one_line_error
from tests.paths import REPO_ROOT

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


# --- gradwalk eval ----------------------------------------------------------------------------------


def test_eval_prints_values_and_gradients(capsys):
    status, out, err = cli(capsys, "eval", PROGRAM)
    assert status == 0, err
    assert err == ""
    lines = out.splitlines()
    assert "x = 2 (f64)" in lines
    assert "y = 10 (f64)" in lines
    assert "gradients of y:" in lines
    assert "  dy/dx = 7 (f64)" in lines
    assert "backward" not in out  # only with --steps


def test_eval_steps_shows_the_backward_walk(capsys):
    status, out, err = cli(capsys, "eval", PROGRAM, "--steps")
    assert status == 0, err
    assert "backward, node by node (3 steps):" in out
    walk = out.split("backward, node by node", 1)[1]
    numbered = [line for line in walk.splitlines() if line[:1].isdigit()]
    assert [line.split(".", 1)[0] for line in numbered] == ["1", "2", "3"]
    assert "2·x" in walk
    # The forward pass replayed backwards: x receives 3 (from 3x, made last), then 4 (from x²).
    assert "passes 3, x now has 3" in walk
    assert "passes 4, x now has 7" in walk
    assert walk.index("x now has 3") < walk.index("x now has 7")


def test_the_readme_shows_what_eval_prints(capsys):
    # The README's transcript of `gradwalk eval ... --steps` is the program's real output.
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    command = "$ .venv/bin/gradwalk eval "
    block = readme.split(command, 1)[1].split("```", 1)[0]
    first_line, shown = block.split("\n", 1)
    assert first_line == f"'{PROGRAM}' --steps"
    status, out, err = cli(capsys, "eval", PROGRAM, "--steps")
    assert status == 0, err
    assert out == shown


def test_eval_non_scalar_last_value_is_seeded_with_ones(capsys):
    status, out, err = cli(capsys, "eval", "x = var([1.0, 2.0, 3.0]); y = x.sqr()")
    assert status == 0, err
    assert "gradients of y (not a scalar: its gradient starts as ones):" in out
    assert "dy/dx = shape [3], f32, [2, 4, 6]" in out


def test_eval_bad_expression_points_at_it_and_suggests(capsys):
    status, out, err = cli(capsys, "eval", "x = var(2.0); y = x.sqrr()")
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk eval: ")
    assert "line 1, column" in line
    assert "did you mean: sqr" in line


def test_eval_bare_expression_is_refused(capsys):
    status, out, err = cli(capsys, "eval", "3 + 4")
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk eval: ")
    assert "line 1, column 1" in line and "tensor(7.0)" in line


@pytest.mark.parametrize("program", ["# only a comment", ""])
def test_eval_program_assigning_nothing(capsys, program):
    status, out, err = cli(capsys, "eval", program)
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk eval: ")
    assert "assigns nothing" in line


def test_eval_without_a_variable_says_there_is_no_gradient(capsys):
    status, out, err = cli(capsys, "eval", "x = tensor(2.0); y = x.sqr()")
    assert status == 0, err
    assert "y = 4 (f32)" in out
    assert "none: no variable leads to it" in out
    assert "dy/dx" not in out


# --- eval names every node once, and never contradicts its own walk -------------------------------


def test_eval_with_a_reused_name_labels_both_tensors_and_finds_the_variable(capsys):
    status, out, err = cli(capsys, "eval", "w = var(3.0); w = w.sqr()", "--steps")
    assert status == 0, err
    assert "none: no variable" not in out  # the walk below does reach the variable
    assert "dw′/dw = 6 (f32)" in out
    assert "backward, node by node (1 step):" in out
    assert "1. w′ (sqr) receives 1" in out
    assert "-> w: local derivative 2·w = 6, passes 6, w now has 6" in out


def test_eval_explains_inf_and_nan_in_one_line(capsys):
    status, out, err = cli(capsys, "eval", "x = var(0.0); y = x.log()")
    assert status == 0 and err == ""
    assert "y = -inf (f32)" in out and "dy/dx = inf (f32)" in out
    assert sum("inf and nan" in line for line in out.splitlines()) == 1
    status, out, err = cli(capsys, "eval", "x = var(2.0); y = x.log()")
    assert "inf and nan" not in out


# --- hostile arguments: one line on stderr, status 1, never a traceback ------------------------------


def test_eval_of_an_argument_that_is_not_utf8_says_so(capsys):
    status, out, err = cli(capsys, "eval", "x = var(2.0); y = x\udcff")  # how Python passes byte 0xff
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk eval: ")
    assert "not UTF-8 text (byte 0xff cannot be read)" in line


@pytest.mark.parametrize("program", ["x = var(0.0); y = x.log()", "x = var(1e308, dtype='f64'); y = x.sqr()",
                                     "x = var(0.0); y = x.sqrt(); z = (y * y).sum_all()"])
def test_eval_shows_inf_and_nan_without_numpy_warnings(capsys, program):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        status, out, err = cli(capsys, "eval", program, "--steps")
    assert status == 0, err
    assert err == ""
    assert "inf" in out or "nan" in out


OPENED = "x = var([[1.0, 2.0]]); W = var([[0.5, -1.0], [2.0, 0.25]]); h = x @ W; y = h.tanh().sum_all()"


def test_eval_open_walks_a_node_one_number_at_a_time(capsys):
    status, out, err = cli(capsys, "eval", OPENED, "--steps", "--open", "h")
    assert status == 0, err
    walk = out.split("backward, node by node, h opened into elements (15 steps):", 1)[1]
    assert "arrived at h, opened into its elements; each element takes its own share:" in walk
    assert "arrived at x[0,1]·W[1,1] (mul); it passes 0.786448 × 0.25 = 0.196612 to x[0,1]" in walk
    assert "to W.\n" in walk and "1.572895 at [1,1] to W" in walk
    assert "1. y (sum_all)" not in out  # the walk is printed once, opened
    assert "dy/dW" in out  # the gradients, as without --open


@pytest.mark.parametrize("name, says", [("W", "W is a leaf"), ("zz", "no node of that name")])
def test_eval_open_refuses_a_node_that_does_not_open_and_prints_nothing_else(capsys, name, says):
    status, out, err = cli(capsys, "eval", OPENED, "--steps", "--open", name)
    assert status == 1 and out == ""
    assert says in one_line_error(err, "gradwalk eval: --open ")
