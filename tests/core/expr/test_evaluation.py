"""Tests of core/expr/evaluation.py: programs evaluated through the real engine.

What they compute, the errors met while computing (each pointing at the innermost node that
failed), the limits on sizes and operations, and Program: names bound by the caller, and a
program run again on new values.
"""

import pytest

import gradwalk.core.expr.evaluation
from gradwalk import core
from gradwalk.core.engine import DTypeError, ShapeError, Tensor, Var
from gradwalk.core.expr import ExpressionError, Limits, evaluate
from tests.core.expr.expr_cases import refusal


# --- evaluation --------------------------------------------------------------------------------


def test_the_lesson_example():
    values = evaluate('x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x')
    assert list(values) == ["x", "y"]
    x, y = values["x"], values["y"]
    assert y.to_scalar() == 10.0
    assert (x.name, y.name) == ("x", "y")
    assert x.is_variable and x.dtype == "f64"
    assert y.backward().get(x).to_scalar() == 7.0


def test_a_bare_expression_is_the_result():
    values = evaluate("x = var(3.0)\nx.sqr()")
    assert list(values) == ["x", "result"]
    assert values["result"].to_scalar() == 9.0
    assert values["result"].name == "result"


def test_a_reassigned_name_keeps_its_place_and_takes_the_new_value():
    values = evaluate("x = var(3.0)\ny = x + 1\nx = x.sqr()")
    assert list(values) == ["x", "y"]
    assert values["x"].to_scalar() == 9.0
    assert values["x"].name == "x"


def test_a_name_already_given_is_kept():
    values = evaluate("x = var(1.0)\ny = x")
    assert values["y"] is values["x"]
    assert values["y"].name == "x"


def test_empty_programs_and_comments():
    assert evaluate("") == {}
    assert evaluate("# nothing yet\n\n") == {}


def test_constructors():
    values = evaluate(
        'a = tensor([[1, 2], [3, 4]], dtype="i64")\n'
        'b = var([1.5, -2.5], device="cpu")\n'
        'c = zeros((2, 3), dtype="f64")\n'
        "d = ones(4)\n"
        "e = var(a.to_dtype(\"f32\"))\n"
    )
    a, b, c, d, e = values.values()
    assert (a.shape, a.dtype, a.is_variable) == ((2, 2), "i64", False)
    assert (b.to_list(), b.is_variable) == ([1.5, -2.5], True)
    assert (c.shape, c.dtype, c.to_list()) == ((2, 3), "f64", [[0.0] * 3] * 2)
    assert (d.shape, d.to_list()) == ((4,), [1.0] * 4)
    assert (e.to_list(), e.is_variable) == ([[1.0, 2.0], [3.0, 4.0]], True)


def test_numbers_combine_with_tensors_through_the_operators():
    values = evaluate(
        'x = var([1.0, 2.0], dtype="f64")\n'
        "a = 3 * x; b = x + 1; c = x ** 2; d = 2 - x; e = 1 / x\n"
        "f = -x; g = +x; h = x * x / x - x\n"
        "i = x.reshape((2, 1)) @ x.reshape((1, 2))"
    )
    got = {name: t.to_list() for name, t in values.items()}
    assert got["a"] == [3.0, 6.0]
    assert got["b"] == [2.0, 3.0]
    assert got["c"] == [1.0, 4.0]
    assert got["d"] == [1.0, 0.0]
    assert got["e"] == [1.0, 0.5]
    assert got["f"] == [-1.0, -2.0]
    assert values["g"] is values["x"]
    assert got["h"] == [0.0, 0.0]
    assert got["i"] == [[1.0, 2.0], [2.0, 4.0]]


def test_number_arithmetic_gives_floats():
    assert evaluate("y = tensor(2 ** 10)")["y"].to_scalar() == 1024.0
    assert evaluate("y = tensor(-(3 - 5) * 0.5)")["y"].to_scalar() == 1.0
    assert "the number 1.0," in refusal("y = 3 - 2").message


def test_a_printed_minus_sign_is_read_as_minus_and_errors_keep_their_columns():
    # code's rule for numbers (core/typed_numbers.py): `−` (U+2212) is `-`
    got = evaluate("x = var(−2.5, dtype=\"f64\")\ny = x * 1e−1 − 1")
    assert got["x"].to_scalar() == -2.5 and got["y"].to_scalar() == -1.25
    printed, typed = refusal("y = −1 + zeros((2.5, 3))"), refusal("y = -1 + zeros((2.5, 3))")
    assert (printed.message, printed.line, printed.col) == (typed.message, typed.line, typed.col)


def test_operation_methods_with_arguments():
    values = evaluate(
        'w = var([[1.0, 2.0], [3.0, 4.0]], dtype="f64")\n'
        "s = w.sum_keepdim(0); m = w.max_keepdim(-1); t = w.transpose(0, 1)\n"
        "u = w.unsqueeze(0).squeeze(0); p = w.powf(2); b = w.broadcast_as((3, 2, 2))\n"
        'f = w.to_dtype("f32").to_device("cpu")'
    )
    assert values["s"].to_list() == [[4.0, 6.0]]
    assert values["m"].to_list() == [[2.0], [4.0]]
    assert values["t"].to_list() == [[1.0, 3.0], [2.0, 4.0]]
    assert values["u"].shape == (2, 2)
    assert values["p"].to_list() == [[1.0, 4.0], [9.0, 16.0]]
    assert values["b"].shape == (3, 2, 2)
    assert values["f"].dtype == "f32"


def test_engine_errors_keep_their_message_and_point_at_the_operator():
    with pytest.raises(ShapeError) as engine:
        Var([1.0, 2.0]) + Var([1.0, 2.0, 3.0])
    err = refusal("x = var([1.0, 2.0])\ny = var([1.0, 2.0, 3.0])\nz = x.sqr() + y")
    assert err.message == str(engine.value)
    assert (err.line, err.col) == (3, 13)
    assert isinstance(err.__cause__, ShapeError)


def test_engine_errors_in_a_method_point_at_the_method_name():
    with pytest.raises(DTypeError) as engine:
        Tensor([4], dtype="u32").sqrt()
    err = refusal('a = var(1.0)\nb = tensor([4], dtype="u32")\nc = a + b.sqrt()')
    assert err.message == str(engine.value)
    assert (err.line, err.col) == (3, 11)


def test_engine_refusals_of_data_dtype_and_device():
    assert "unknown dtype 'f65'" in refusal('x = var(1.0, dtype="f65")').message
    assert "unknown device 'gpu'" in refusal('x = var(1.0, device="gpu")').message
    assert "rectangular" in refusal("x = var([1.0, [2.0]])").message
    err = refusal("x = var([1.0])\ny = var([x])")
    assert "tensor data must be numbers" in err.message
    assert (err.line, err.col) == (2, 9)


TYPE_REFUSALS = [
    ("x = var(2.0)\ny = x ** x", "exponent of ** must be a number", 2, 7),
    ("x = var(2.0)\ny = 2 ** x", "exponent of ** must be a number", 2, 7),
    ("x = var([[2.0]])\ny = 2 @ x", "needs a tensor on both sides", 2, 7),
    ("x = var([[2.0]])\ny = x @ 2", "needs a tensor on both sides", 2, 7),
    ("y = tensor(2 @ 2)", "needs a tensor on both sides", 1, 14),
    ("y = 2 + 3", "this is the number 5.0, not a tensor; to keep it, write y = tensor(5.0)", 1, 5),
    ("x = var(2.0)\n-2", "to keep it, write tensor(-2)", 2, 1),
    ("y = (2).sqr()", "sqr is an operation on tensors, and this is a number", 1, 9),
    ("x = var(2.0)\ny = x.affine(1)", "is called as x.affine(mul, add); it was given 1", 2, 7),
    ("x = var(2.0)\ny = x.sqr(1)", "sqr is called as x.sqr(); it was given 1", 2, 7),
    ("x = zeros((2, 3))\ny = x.reshape(3, 2)", "reshape is called as x.reshape(shape)", 2, 7),
    ("y = zeros((2.5, 3))", "a shape holds whole numbers, like (2, 3); 2.5 is not one", 1, 11),
    ("x = var([1.0])\ny = x.reshape((0.5,))", "0.5 is not one", 2, 15),
    ("x = var([1.0])\ny = x.squeeze(1 - 2)", "a dimension must be a whole number, got -1.0", 2, 7),
]


@pytest.mark.parametrize(("source", "message", "line", "col"), TYPE_REFUSALS)
def test_refusal_while_evaluating(source, message, line, col):
    err = refusal(source)
    assert message in err.message
    assert (err.line, err.col) == (line, col), err


def test_evaluate_is_pure():
    program = "x = var([1.0, 2.0])\ny = x.sqr()"
    first, second = evaluate(program), evaluate(program)
    assert first["x"] is not second["x"]
    first["y"].name = "changed"
    assert evaluate(program)["y"].name == "y"


@pytest.mark.parametrize(
    ("failure", "message"),
    [
        (MemoryError(), "not enough memory"),
        (RecursionError(), "nested too deeply"),
        (ZeroDivisionError(), "division by zero"),
        (OverflowError(), "too large"),
        (RuntimeError("boom"), "RuntimeError: boom"),
        (KeyError("k"), "KeyError"),
    ],
)
def test_any_failure_inside_the_engine_becomes_an_expression_error(monkeypatch, failure, message):
    def fail(self):
        raise failure

    monkeypatch.setattr(Tensor, "exp", fail)
    err = refusal("x = var(1.0)\ny = x.exp()")
    assert message in err.message
    assert (err.line, err.col) == (2, 7)


# --- limits on sizes and operations ------------------------------------------------------------


@pytest.fixture
def made(monkeypatch):
    """The data and shapes the engine is asked to make tensors from, in order."""
    calls = []
    real_var, real_zeros = Var, Tensor.zeros

    def var(data, **keywords):
        calls.append(data)
        return real_var(data, **keywords)

    def zeros(shape, **keywords):
        calls.append(shape)
        return real_zeros(shape, **keywords)

    monkeypatch.setattr(core.expr.evaluation, "Var", var)
    monkeypatch.setattr(Tensor, "zeros", zeros)
    return calls


def test_element_limit_is_checked_before_making_a_tensor_from_data(made):
    limits = Limits(max_elements=3)
    assert list(evaluate("x = var([[1, 2, 3]])", limits=limits)) == ["x"]
    err = refusal("x = var([1])\ny = var([[1, 2], [3, 4]])", limits)
    assert err.message == "this tensor would have 4 elements; the limit is 3"
    assert (err.line, err.col) == (2, 5)
    assert made == [[[1, 2, 3]], [1]]


def test_element_limit_is_checked_before_making_zeros(made):
    err = refusal("x = zeros((1000, 1001))")
    assert err.message == "this tensor would have 1,001,000 elements; the limit is 1,000,000"
    assert (err.line, err.col) == (1, 11)
    assert made == []
    assert evaluate("x = zeros((1000, 1000))")["x"].shape == (1000, 1000)
    assert "would have 6 elements" in refusal("x = ones((2, 3))", Limits(max_elements=5)).message


def test_element_limit_is_checked_before_broadcasting():
    err = refusal("x = var([1.0])\ny = x.broadcast_as((2, 3))", Limits(max_elements=5))
    assert err.message == "this tensor would have 6 elements; the limit is 5"
    assert (err.line, err.col) == (2, 20)


def test_element_limit_is_checked_after_each_operation():
    program = "x = var([1.0, 2.0, 3.0])\ny = x.reshape((3, 1)) @ x.reshape((1, 3))"
    assert evaluate(program, limits=Limits(max_elements=9))["y"].shape == (3, 3)
    err = refusal(program, Limits(max_elements=8))
    assert err.message == "this tensor would have 9 elements; the limit is 8"
    assert (err.line, err.col) == (2, 23)


def test_total_element_limit():
    program = "x = var([1.0, 2.0])\ny = x.exp()\nz = y.exp()"
    assert list(evaluate(program, limits=Limits(max_total_elements=6))) == ["x", "y", "z"]
    err = refusal(program, Limits(max_total_elements=5))
    assert "more than 5 numbers in all" in err.message
    assert (err.line, err.col) == (3, 7)


def test_operation_limit():
    program = "x = var(1.0)\ny = x.sqr().sqr() + 1"  # var, sqr, sqr, +: four operations
    assert list(evaluate(program, limits=Limits(max_operations=4))) == ["x", "y"]
    err = refusal(program, Limits(max_operations=3))
    assert "more than 3 operations" in err.message
    assert (err.line, err.col) == (2, 19)
    err = refusal(program, Limits(max_operations=2))
    assert (err.line, err.col) == (2, 13)


def test_number_arithmetic_is_in_floats_and_cannot_blow_up():
    # 10 ** 10 ** 10 as a Python int would take forever; as a float it is refused at once.
    err = refusal("y = tensor(10 ** 10 ** 10)")
    assert "too large" in err.message
    assert (err.line, err.col) == (1, 15)
    assert "too large" in refusal("y = tensor(1e300 * 1e300)").message
    assert "division by zero" in refusal("y = tensor(1 / 0)").message
    assert "has no real value" in refusal("y = tensor((-8) ** 0.5)").message


# --- pre-bound names and programs run many times -----------------------------------------------


def test_env_names_are_usable_and_not_returned():
    from gradwalk.core import Tensor, Var

    x, w = Tensor([1.0, 2.0, 3.0]), Var(2.0)
    values = evaluate("y = x.broadcast_mul(w).sum_all()", env={"x": x, "w": w})
    assert list(values) == ["y"]
    assert values["y"].to_scalar() == 12.0
    assert values["y"].backward().get(w).to_scalar() == 6.0


def test_a_program_runs_again_on_new_values():
    from gradwalk.core import Var
    from gradwalk.core.expr import Program

    program = Program("y = x.sqr()", known_names=("x",))
    assert program.names == ("y",)
    assert program.run({"x": Var(3.0)})["y"].to_scalar() == 9.0
    assert program.run({"x": Var(4.0)})["y"].to_scalar() == 16.0
    with pytest.raises(ExpressionError, match="no value was given for x"):
        program.run({})


def test_a_bool_from_an_env_is_not_a_number_of_the_language():
    # The language has no True or False; one handed in by a caller is not taken for 1 or 0.
    with pytest.raises(ExpressionError, match="a shape holds whole numbers"):
        evaluate("y = zeros(n)", env={"n": True})


def test_replace_binds_the_given_tensor_at_a_names_first_assignment():
    from gradwalk.core.engine import Var
    from gradwalk.core.expr import Program

    program = Program("x = var(2.0, dtype=\"f64\")\ny = x.sqr() + 3 * x\nx = x * 10")
    nudged = Var(2.5, dtype="f64")
    values = program.run(replace={"x": nudged})
    assert values["y"].to_scalar() == pytest.approx(2.5 ** 2 + 7.5)
    assert values["x"].to_scalar() == pytest.approx(25.0)  # the second assignment runs as written
    assert program.run()["y"].to_scalar() == pytest.approx(10.0)  # nothing stays replaced


def test_replace_reaches_a_variable_by_its_call_whatever_its_name_became():
    from gradwalk.core.engine import Var
    from gradwalk.core.expr import Program, VariableCall

    program = Program('x = var(2.0, dtype="f64")\nx = x.sqr()\nz = x * var(3.0, dtype="f64")')
    first, second = program.variable_calls
    assert first == VariableCall(1, 5, 'var(2.0, dtype="f64")') and (second.line, second.col) == (3, 9)
    made = {}
    values = program.run(made=made)
    assert made[first].to_scalar() == 2.0 and made[second].to_scalar() == 3.0
    assert made[first] is not values["x"] and made[first].is_variable
    nudged = Var(2.5, dtype="f64")
    again = {}
    values = program.run(replace={first: nudged}, made=again)
    assert values["z"].to_scalar() == pytest.approx(2.5**2 * 3.0) and again[first] is nudged
    assert program.run()["z"].to_scalar() == pytest.approx(12.0)  # nothing stays replaced


# --- a result's size is refused from the shapes, before the engine computes it -------------------------


@pytest.fixture
def computed(monkeypatch):
    """The operations the engine was asked to compute (the table's entries that ran forward)."""
    import gradwalk.core.engine.tensor as engine_tensor

    calls = []
    real_apply, real_binary = engine_tensor._apply, engine_tensor._apply_binary

    def apply(op, inputs, params=()):
        calls.append(op.name)
        return real_apply(op, inputs, params)

    def apply_binary(op, a, b, broadcast_name=None):
        calls.append(op.name)
        return real_binary(op, a, b, broadcast_name)

    monkeypatch.setattr(engine_tensor, "_apply", apply)
    monkeypatch.setattr(engine_tensor, "_apply_binary", apply_binary)
    return calls


@pytest.mark.parametrize("program, elements", [
    ("y = zeros((300, 1)).broadcast_mul(zeros((1, 400)))", 120_000),
    ("y = zeros((300, 1)) @ zeros((1, 400))", 120_000),
    ("y = zeros((4, 300, 1)).matmul(zeros((4, 1, 300)))", 360_000),
    ("y = zeros((2, 300, 1)).broadcast_sub(zeros((1, 300)))", 180_000),
])
def test_a_result_too_large_is_refused_before_it_is_computed(computed, program, elements):
    limits = Limits(max_elements=100_000)
    err = refusal(program, limits)
    assert err.message == "this tensor would have {0} elements; the limit is 100,000".format(f"{elements:,}")
    assert [name for name in computed if name in ("broadcast_add", "broadcast_mul", "broadcast_sub", "matmul")] == []


def test_a_billion_element_broadcast_is_refused_before_it_is_computed(computed):
    err = refusal("y = zeros((1000, 1, 1000)).broadcast_add(zeros((1, 1000, 1000)))")
    assert err.message == "this tensor would have 1,000,000,000 elements; the limit is 1,000,000"
    assert "broadcast_add" not in computed


def test_the_total_limit_is_checked_before_computing_too(computed):
    program = "x = zeros((100, 1))\ny = x.broadcast_add(zeros((1, 100)))"
    assert evaluate(program, limits=Limits(max_total_elements=10_200))["y"].shape == (100, 100)
    computed.clear()
    err = refusal(program, Limits(max_total_elements=10_199))
    assert "more than 10,199 numbers in all" in err.message
    assert "broadcast_add" not in computed


def test_a_matmul_whose_work_is_too_large_is_refused_before_it_is_computed(computed):
    # 2000 × 2000 by 2000 × 2000: four million elements, each the sum of 2000 products
    limits = Limits(max_elements=4_000_000, max_total_elements=20_000_000)
    err = refusal("y = zeros((2000, 2000)) @ zeros((2000, 2000))", limits)
    assert "8,000,000,000 multiply-adds" in err.message
    assert "matmul" not in computed
    assert evaluate("y = zeros((2000, 2000)) @ zeros((2000, 2))", limits=limits)["y"].shape == (2000, 2)


def test_reductions_and_shapes_that_fit_still_run():
    out = evaluate("x = zeros((1000, 1000))\ns = x.sum_keepdim(1)\nm = x.mean_all()\nr = x.reshape((10, 100000))")
    assert out["s"].shape == (1000, 1) and out["m"].shape == () and out["r"].shape == (10, 100000)
