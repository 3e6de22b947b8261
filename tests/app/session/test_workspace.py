"""The work behind the window: programs become snapshots, walks and finite-difference rows."""

import pytest

from gradwalk.core.engine import WalkMode
from gradwalk.app.session.workspace import Request, evaluate_request
from gradwalk.app.session.fd_check import finite_difference_rows
from gradwalk.core.engine import Tensor, Var
from gradwalk.core.engine.format import code_number

FIRST = 'x = var(2.0, dtype="f64")\ny = x.sqr() + 3 * x\n'


def test_a_program_becomes_a_snapshot_and_a_walk():
    outcome = evaluate_request(Request(1, FIRST), {})
    assert outcome.ok and outcome.focus == "y" and outcome.names == ("x", "y")
    assert [n.label for n in outcome.snapshot.nodes] == ["x", "sqr(x)", "3·x", "y"]  # as typed: 3 * x
    assert len(outcome.walk) == 3 and outcome.variables == ("x",)
    assert outcome.summary.startswith("y = 10 · f64")


def test_an_error_keeps_its_place_and_makes_nothing():
    outcome = evaluate_request(Request(2, "x = var(2.0)\ny = x.sqrr()"), {})
    assert not outcome.ok and outcome.snapshot is None
    assert (outcome.problem.line, outcome.problem.col) == (2, 7)
    assert "sqrr" in outcome.problem.message


def test_an_empty_program_asks_for_a_line():
    outcome = evaluate_request(Request(3, "# nothing yet\n"), {})
    assert not outcome.ok and "assigns nothing" in outcome.problem.message


def test_the_focus_falls_back_to_the_last_result():
    outcome = evaluate_request(Request(4, FIRST + "z = y * 2\n", focus="gone"), {})
    assert outcome.focus == "z"


def test_tape_mode_walks_the_same_numbers():
    graph = evaluate_request(Request(5, FIRST, "y", WalkMode.GRAPH), {})
    tape = evaluate_request(Request(6, FIRST, "y", WalkMode.TAPE), {})
    assert tape.walk.mode == "tape" and len(tape.walk.tape_rows) == 4
    assert tape.walk.store_after(len(tape.walk))[-1].value == "7"
    assert [e.value for e in graph.walk.store_after(3)] == ["7"]


def test_tape_mode_says_when_the_result_is_not_on_the_tape():
    outcome = evaluate_request(Request(7, "p = var([1.0, 2.0])\nq = p.clone()", "q", WalkMode.TAPE), {})
    assert not outcome.ok and "not on the tape" in outcome.problem.message


def test_the_gradients_own_graph_walks_the_second_derivative():
    outcome = evaluate_request(Request(8, FIRST, "y", WalkMode.GRAPH, gradient_of="x"), {})
    assert outcome.ok and outcome.summary.startswith("dy/dx = 7")
    final = outcome.walk.store_after(len(outcome.walk))
    assert [(e.label, e.value) for e in final if e.kind == "variable"] == [("x", "2")]  # d²y/dx² = 2


def test_a_gradient_of_a_result_that_does_not_depend_on_it_is_refused():
    outcome = evaluate_request(Request(9, FIRST + "c = var(1.0, dtype=\"f64\")", "y", WalkMode.GRAPH, "c"), {})
    assert not outcome.ok and "does not depend on c" in outcome.problem.message


def test_finite_differences_pass_in_f64_and_fail_on_a_wrong_gradient():
    rows, tolerance, sentence = finite_difference_rows(FIRST, {}, "y")
    assert [(r.name, r.passed) for r in rows] == [("x", True)] and rows[0].gap < 1e-8
    assert tolerance == 1e-6 and "every gap below" in sentence
    # round has derivative 0 by the engine's rule; central differences across a step see a jump
    rows, _, sentence = finite_difference_rows('w = var(0.5, dtype="f64")\ny = (w * 1.0).round()',
                                               {}, "y")
    assert rows[0].passed is False and "some gaps above" in sentence


def test_finite_differences_use_the_lessons_data_and_a_relative_gap_in_f32():
    env = {"data": Tensor([1.0, 2.0, 3.0], dtype="f32", name="data")}
    rows, tolerance, _ = finite_difference_rows(
        "w = var([10.0, -20.0, 30.0])\nloss = (w * data).sqr().sum_all() * 100", env, "loss")
    assert tolerance == 1e-2 and rows[0].passed and rows[0].scale > 1


@pytest.mark.parametrize("text, message", [
    ("c = tensor([1.0])\ny = c * 2", "no floating-point variable"),
    ("y = var(1.0).foo()", "foo"),
])
def test_finite_differences_explain_what_they_cannot_check(text, message):
    rows, _, sentence = finite_difference_rows(text, {}, None)
    assert rows == [] and message in sentence


def test_long_labels_become_t1_t2_and_short_ones_stay():
    text = 'x = var(2.0)\nc = tensor(3.0)\ny = ((x * c).sqr() + x).exp() * (c + 1)'
    outcome = evaluate_request(Request(10, text), {})
    labels = [n.label for n in outcome.snapshot.nodes]
    assert labels[:3] == ["x", "c", "mul(x, c)"] and "sqr(mul(x, c))" in labels
    assert "add(sqr(mul(x, c)), x)" not in labels and "t1" in labels and labels[-1] == "y" and "const1" in labels  # c + 1: not recorded
    assert len(set(labels)) == len(labels) and all(len(label) <= 18 for label in labels)
    # a short name says what it stands for, beside it in its box
    nodes = {n.label: n for n in outcome.snapshot.nodes}
    assert nodes["t1"].made_from == "add(sqr(mul(x, c)), x)" and nodes["const1"].made_from == "4"
    assert nodes["x"].made_from == "" and nodes["mul(x, c)"].made_from == ""


def test_affine_results_read_as_they_were_typed():
    text = 'x = var(2.0, dtype="f64")\nz = (x + 1) * 2 + x.affine(0.5, -2) - x * -1'
    labels = [n.label for n in evaluate_request(Request(11, text), {}).snapshot.nodes]
    assert {"x + 1", "2·(x + 1)", "0.5·x − 2", "-x"} <= set(labels)


# --- the tolerance: relative and absolute parts, at every scale -----------------------------------

SCALES = [f"1e{k}" for k in range(-8, 9)]


def test_a_gradient_wrong_by_2x_on_a_small_function_fails():
    rows, tolerance, sentence = finite_difference_rows(
        'x = var(3.0, dtype="f64"); y = (x.detach() * x) * 1e-8', {}, "y")
    (row,) = rows
    assert row.passed is False and "some gaps above" in sentence
    assert row.gap == pytest.approx(3e-8, rel=1e-6)  # backward 3e-8, central differences 6e-8
    assert row.gap / row.scale > tolerance  # the number shown is what was compared with the tolerance


@pytest.mark.parametrize("dtype", ["f64", "f32"])
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("wrong", [
    "x.detach() * x",  # backward gives half the slope
    "x.sqr() * 1.2 - x.detach() * x * 0.2",  # 10% above: 2.2x against 2.0x
    "x.sqr() + x.detach() * x * 0.25",  # 10% below: 2.25x against 2.5x
])
def test_a_wrong_gradient_fails_at_every_scale(dtype, scale, wrong):
    rows, tolerance, sentence = finite_difference_rows(
        f'x = var(3.0, dtype="{dtype}")\ny = ({wrong}) * {scale}', {}, "y")
    assert [row.passed for row in rows] == [False] and "some gaps above" in sentence
    assert rows[0].relative_gap > tolerance


@pytest.mark.parametrize("dtype", ["f64", "f32"])
@pytest.mark.parametrize("scale", SCALES)
def test_correct_gradients_pass_at_every_scale(dtype, scale):
    text = (f'w = var([0.5, -1.5, 2.0, 0.0], dtype="{dtype}")\n'
            f'b = var(0.25, dtype="{dtype}")\n'
            f'y = ((w * w * w).sum_all() + w.broadcast_mul(b).tanh().sum_all() + b.exp()) * {scale}')
    rows, tolerance, sentence = finite_difference_rows(text, {}, "y")
    assert [(row.name, row.passed) for row in rows] == [("w", True), ("b", True)], rows
    assert "every gap below" in sentence and all(row.relative_gap <= tolerance for row in rows)


def test_the_rows_show_what_was_compared_with_the_tolerance():
    rows, tolerance, _ = finite_difference_rows('x = var(3.0, dtype="f64"); y = x.detach() * x', {}, "y")
    (row,) = rows
    assert tolerance == 1e-6
    # the scale is |central difference| (6) plus the smallest slope the check tells from zero
    assert row.gap == pytest.approx(3.0) and 6.0 < row.scale < 6.1
    assert row.relative_gap == row.gap / row.scale
    assert row.gap_text == f"{code_number(row.relative_gap)} (gap 3 against {code_number(row.scale)})"


def test_progress_is_reported_for_each_element():
    calls = []
    finite_difference_rows('w = var([1.0, 2.0, 3.0], dtype="f64")\nb = var(1.0, dtype="f64")\n'
                           'y = w.broadcast_mul(b).sum_all()', {}, "y", progress=lambda done, total: calls.append((done, total)))
    assert calls == [(done, 4) for done in range(1, 5)]


# --- variables found by the call that made them, whatever their name became --------------------

def _checked(text, env=None, focus=None):
    rows, _, sentence = finite_difference_rows(text, env or {}, focus)
    return [(row.name, row.passed) for row in rows], sentence


@pytest.mark.parametrize("text, expected", [
    ("x = var(2.0)\nx = x.sqr()\nz = x * 1.0", [("x (line 1)", True)]),
    ("x = var(2.0)\nx = x.sqr()\nx = x.exp()\nz = x * 1.0", [("x (line 1)", True)]),
    ("x = var(2.0)\ny = x.sqr()\nx = var(3.0)\nz = y * x", [("x (line 1)", True), ("x", True)]),
    ("z = var(2.0) * var(3.0)", [("var(2.0) at line 1", True), ("var(3.0) at line 1", True)]),
    ("z = var(2.0) * var(2.0)",
     [("var(2.0) at line 1, column 5", True), ("var(2.0) at line 1, column 16", True)]),
    ("z = var(2.0).sqr() * var(3.0).detach()", [("var(2.0) at line 1", True)]),
])
def test_a_variable_behind_a_reassigned_name_or_without_one_is_checked(text, expected):
    rows, sentence = _checked(text)
    assert rows == expected and "every gap below" in sentence


def test_a_wrong_gradient_behind_a_reassigned_name_fails():
    rows, sentence = _checked('x = var(2.0, dtype="f64")\nx = x.detach() * x\nz = x * 1.0')
    assert rows == [("x (line 1)", False)] and "some gaps above" in sentence
    rows, _ = _checked('z = var(2.0, dtype="f64").detach() * var(2.0, dtype="f64") * var(5.0, dtype="f64")')
    assert rows == [("var(2.0, dtype=\"f64\") at line 1", True), ("var(5.0, dtype=\"f64\") at line 1", True)]


def test_a_variable_of_the_data_is_nudged_even_when_the_program_shadows_its_name():
    env = {"w": Var([1.0, 2.0], dtype="f64", name="w")}
    rows, sentence = _checked("w = w.detach() * w\nloss = w.sum_all()", env)
    assert rows == [("w", False)]  # the data's w, nudged through the env: backward gives half
    rows, _ = _checked("w = w * 3\nloss = w.sqr().sum_all()", env)
    assert rows == [("w", True)]
    rows, _ = _checked("w = var(5.0)\nloss = w.sqr()", env)  # the data's w is not behind loss
    assert rows == [("w", True)]


# --- a run's weights in place of the program's own values -------------------------------------------

NET = 'w = var([[1.0, 2.0]])\nb = var(0.5)\ny = (w @ var([[3.0], [3.0]])).sum_all() + b\n'


@pytest.mark.parametrize("mode", [WalkMode.GRAPH, WalkMode.TAPE, WalkMode.FORWARD])
def test_a_runs_weights_are_what_the_program_runs_with_and_the_summary_says_whose(mode):
    import numpy as np

    from gradwalk.app.session.workspace import RunWeights

    weights = RunWeights("fast run", 40, {"w": np.array([[2.0, -1.0]]), "b": np.array(0.25),
                                          "unused": np.array(9.0)})
    outcome = evaluate_request(Request(1, NET, "y", mode, weights=weights), {})
    assert outcome.ok and outcome.weights_bound == ("w", "b")  # a name the program lacks is left out
    y = next(node for node in outcome.snapshot.nodes if node.label == "y")
    assert float(y.value) == (2.0 - 1.0) * 3 + 0.25
    assert "w, b at step 40 of the run “fast run”" in outcome.summary
    if mode == WalkMode.GRAPH:  # the walk hands the run's weights their gradients
        store = {entry.label: entry.value for entry in outcome.walk.store_after(len(outcome.walk))}
        assert store["w"] == "[[3, 3]]" and store["b"] == "1"


def test_weights_that_do_not_fit_the_program_leave_it_as_it_is():
    import numpy as np

    from gradwalk.app.session.workspace import RunWeights

    edited = RunWeights("run", 3, {"w": np.array([[2.0, -1.0, 4.0]])})  # the program has since changed
    outcome = evaluate_request(Request(2, NET, "y", weights=edited), {})
    plain = evaluate_request(Request(3, NET, "y"), {})
    assert outcome.ok and outcome.weights_bound == () and outcome.summary == plain.summary


def test_weights_of_a_run_in_another_dtype_are_bound_in_the_programs():
    import numpy as np

    from gradwalk.app.session.workspace import RunWeights

    in_f64 = RunWeights("run", 3, {"w": np.array([[2.0, -1.0]])}, dtype="f64")  # the program's are f32
    outcome = evaluate_request(Request(4, NET, "y", weights=in_f64), {})
    assert outcome.ok and outcome.weights_bound == ("w",) and "f32" in outcome.summary


def test_one_point_runs_the_program_on_its_rows_alone():
    import numpy as np

    from gradwalk.app.session.workspace import OnePoint

    X = np.array([[1.0, 2.0], [3.0, -1.0], [0.5, 0.5]])
    y = np.array([[1.0], [0.0], [1.0]])
    env = {"X": Tensor(X, dtype="f64", name="X"), "y": Tensor(y, dtype="f64", name="y")}
    program = ('w = var([[0.5], [-0.25]], dtype="f64")\n'
               'loss = ((X @ w) - y).sqr().mean_all()\n')
    point = OnePoint(1, 3, {"X": X[1:2], "y": y[1:2], "elsewhere": np.ones((1, 1))})
    outcome = evaluate_request(Request(1, program, "loss", point=point), env)
    assert outcome.ok and outcome.point_bound == ("X", "y")  # a row the program does not read is left
    x_node = next(node for node in outcome.snapshot.nodes if node.label == "X")
    assert x_node.shape == (1, 2)
    loss = next(node for node in outcome.snapshot.nodes if node.label == "loss")
    assert float(loss.value) == (3.0 * 0.5 - 1.0 * -0.25 - 0.0) ** 2  # that point's loss alone
    assert "point 1 of 3 alone" in outcome.summary
    everyone = evaluate_request(Request(2, program, "loss"), env)
    assert everyone.point_bound == () and "point" not in everyone.summary
    # beside the point's gradients, the batch's: the same loss over every point, walked back
    batch = {entry.label: entry.value for entry in everyone.walk.store_after(len(everyone.walk))}
    assert outcome.batch_gradients["w"][0] == batch["w"] and everyone.batch_gradients == {}
    mine = {entry.label: entry.value for entry in outcome.walk.store_after(len(outcome.walk))}
    assert mine["w"] != batch["w"]
