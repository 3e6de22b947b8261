"""The lesson runner (core/lessons/runner.py): each kind of step, the errors a step names, and a
whole run (figures_json, transcript, iter_lesson).
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from gradwalk.core.engine.errors import GradwalkError
from gradwalk.core.lessons.runner import (
    Figure,
    LessonRun,
    iter_lesson,
    run_lesson,
    run_section,
    to_plain,
    transcript,
)
from gradwalk.core.lessons import LessonError, load_lesson
from gradwalk.core.engine.tensor import Tensor
from tests.core.lessons.lesson_helpers import figures_of, make_lesson, section

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


# --- running: each kind of step -----------------------------------------------------------------------


def test_code_step_adds_names():
    env = {}
    result = run_section(section({"code": "a = var(2.0, dtype='f64')\nb = a.sqr() + a"}), env)
    assert result.figures == [] and result.lines == []
    assert set(env) == {"a", "b"}
    assert env["b"].to_scalar() == 6.0


def test_code_step_sees_the_data_names():
    env = {"pages": Tensor([1.0, 2.0, 3.0], dtype="f64")}
    run_section(section({"code": "total = pages.sum_all()"}), env)
    assert env["total"].to_scalar() == 6.0


def test_note_step_fills_in_values():
    result = run_section(section(
        {"code": "m = tensor(1.5, dtype='f64')\nv = tensor([1, 2])"},
        {"note": "m is {m}, v is {v}; braces {{kept}}"},
    ), {})
    assert result.figures == []
    assert result.lines == ["m is 1.5, v is shape [2], f32, [1, 2]; braces {kept}"]


def test_value_figure_and_label():
    result = run_section(section(
        {"code": "x = tensor(4.0, dtype='f64')"},
        {"figure": "x_value", "label": {"en": "the x", "fr": "le x"}, "value": "x"},
        {"figure": "unlabelled", "value": "x"},
    ), {}, lang="fr")
    first, second = result.figures
    assert (first.name, first.label, first.value.to_scalar()) == ("x_value", "le x", 4.0)
    assert (second.name, second.label) == ("unlabelled", "unlabelled")
    assert result.lines == [first, second]


def test_step_without_figure_records_nothing():
    result = run_section(section({"code": "x = var(1.0)"}, {"value": "x"}), {})
    assert result.figures == [] and result.lines == []


def test_grads_step_binds_gradients_none_and_count():
    env = {}
    result = run_section(section(
        {"code": "w = var([1.0, -2.0], dtype='f64')\nc = var([5.0, 5.0], dtype='f64')\n"
                 "loss = (w.sqr() + c.detach()).sum_all()"},
        {"grads": {"of": "loss", "bind": {"w": "dw", "c": "dc"}, "count": "n"}},
        {"figure": "dw", "value": "dw"},
    ), env)
    np.testing.assert_array_equal(env["dw"].numpy(), [2.0, -4.0])
    assert env["dc"] is None  # detached: no gradient
    assert env["n"] == len(env["loss"].backward())
    assert result.figures[0].name == "dw"


def test_set_step_is_a_figure_of_the_variable_afterwards():
    env = {}
    result = run_section(section(
        {"code": "p = var([1.0, 2.0], dtype='f64')"},
        {"figure": "after", "set": {"var": "p", "value": "tensor([10.0, 20.0], dtype='f64')"}},
        {"set": {"var": "p", "value": "p.affine(1, 1)"}},  # an expression of the section's names
    ), env)
    np.testing.assert_array_equal(to_plain(result.figures[0].value), [10.0, 20.0])  # a copy
    np.testing.assert_array_equal(env["p"].numpy(), [11.0, 21.0])


def test_refuse_set_true_when_refused_with_that_error():
    env = {}
    result = run_section(section(
        {"code": "p = var([1, 2])"},
        {"figure": "shape", "refuse_set": {"var": "p", "value": "tensor([1, 2, 3])", "error": "ShapeError"}},
        {"figure": "shared", "refuse_set": {"var": "p", "value": "p.detach()", "error": "SharedBufferError"}},
        {"figure": "dtype", "refuse_set": {"var": "p", "value": "tensor([1, 2], dtype='f64')", "error": "DTypeError"}},
    ), env)
    assert figures_of(result) == {"shape": True, "shared": True, "dtype": True}
    assert all(f.details[0].startswith("error: ") for f in result.figures)
    assert "shape mismatch" in result.figures[0].details[0]
    np.testing.assert_array_equal(env["p"].numpy(), [1, 2])


def test_refuse_set_false_when_the_set_succeeds():
    env = {}
    result = run_section(section(
        {"code": "p = var([1, 2])"},
        {"figure": "refused", "refuse_set": {"var": "p", "value": "tensor([7, 8])", "error": "ShapeError"}},
    ), env)
    assert result.figures[0].value is False
    assert result.figures[0].details == ["no error was raised"]
    np.testing.assert_array_equal(env["p"].numpy(), [7, 8])


def test_refuse_set_with_another_error_is_not_taken_for_a_refusal():
    with pytest.raises(GradwalkError, match="shape mismatch"):
        run_section(section(
            {"code": "p = var([1, 2])"},
            {"figure": "r", "refuse_set": {"var": "p", "value": "tensor([1, 2, 3])", "error": "DTypeError"}},
        ), {})


def test_tape_step_binds_gradients_and_count():
    env = {"xs": Tensor([1.0, 2.0, 3.0], dtype="f64")}
    result = run_section(section(
        {"tape": {"code": "a = tensor(2.0, dtype='f64')\nloss = xs.broadcast_mul(a).sqr().sum_all()",
                  "loss": "loss", "bind": {"a": "da"}, "count": "ops"}},
        {"figure": "da", "value": "da"},
    ), env)
    # d/da sum((a·x)²) = 2a·sum(x²) = 2·2·14
    assert to_plain(result.figures[0].value) == pytest.approx(56.0)
    assert env["loss"].to_scalar() == pytest.approx(56.0)  # what the tape's code assigned
    assert isinstance(env["ops"], int) and env["ops"] >= 3


def test_fd_check_true_for_a_correct_gradient():
    result = run_section(section(
        {"code": "a = var([0.3, -1.2, 0.8], dtype='f64')"},
        {"figure": "ok", "fd_check": {"f": "out = a.tanh().sqr().sum_all()", "wrt": ["a"],
                                      "eps": 1e-6, "below": 1e-8}},
    ), {})
    figure = result.figures[0]
    assert figure.value is True
    assert figure.details[0].startswith("  backward, d out / d a: ")
    assert figure.details[1].startswith("  finite differences: ")
    assert figure.details[-1].startswith("  largest gap: ")


def test_fd_check_false_when_backward_misses_the_gradient():
    # detach hides the dependence from backward (no gradient: zeros), not from finite differences.
    result = run_section(section(
        {"code": "a = var([1.0, 2.0], dtype='f64')"},
        {"figure": "ok", "fd_check": {"f": "out = a.detach().sqr().sum_all()", "wrt": ["a"], "below": 1e-6}},
    ), {})
    figure = result.figures[0]
    assert figure.value is False
    assert figure.details[-1] == "  largest gap: 4"  # d(a²)/da = 2a, largest at a = 2


def test_train_step_with_report_prefix_and_bind():
    env = {"xs": Tensor([0.0, 1.0, 2.0, 3.0], dtype="f64"), "ys": Tensor([1.0, 3.0, 5.0, 7.0], dtype="f64")}
    result = run_section(section(
        {"figures": "fit.", "label": {"en": "fitting y = 2x + 1"},
         "train": {"loss": "loss = x.broadcast_mul(w).broadcast_add(b).sub(y).sqr().mean_all()",
                   "inputs": {"x": "xs", "y": "ys"}, "params": {"w": 0.0, "b": 0.0},
                   "lr": 0.1, "steps": 500, "report": [1, 500], "bind": {"w": "fitted_w"}}},
        {"figure": "w_again", "value": "fitted_w"},
    ), env)
    figures = figures_of(result)
    assert list(figures) == ["fit.loss_after_step", "fit.fitted_w", "fit.b", "w_again"]
    losses = figures["fit.loss_after_step"]
    assert list(losses) == ["1", "500"] and losses["500"] < 1e-12 < losses["1"]
    assert figures["fit.fitted_w"].to_scalar() == pytest.approx(2.0, abs=1e-6)
    assert figures["fit.b"].to_scalar() == pytest.approx(1.0, abs=1e-6)
    assert env["fitted_w"] is figures["fit.fitted_w"] and "b" in env
    assert result.lines[0] == "fitting y = 2x + 1:"
    assert result.lines[1].startswith("  lr 0.1, 500 steps, f64")


def test_train_step_with_a_model_and_without_report():
    env = {"xs": Tensor([0.0, 1.0, 2.0], dtype="f64"), "ys": Tensor([2.0, 2.5, 3.0], dtype="f64")}
    result = run_section(section(
        {"train": {"model": "line", "inputs": {"x": "xs", "y": "ys"}, "params": {"w": 0.0, "b": 0.0},
                   "dtype": "f32", "lr": 0.2, "steps": 300}},
    ), env)
    figures = figures_of(result)
    assert list(figures) == ["w", "b"]  # no prefix, no losses
    assert figures["w"].dtype == "f32"
    assert figures["w"].to_scalar() == pytest.approx(0.5, abs=1e-4)
    assert result.lines[0] == "training run:"


def test_figures_of_values():
    env = {}
    result = run_section(section(
        {"code": "w = var([1.0, 2.0], dtype='f64')\nc = tensor([3.0, 4.0], dtype='f64')\n"
                 "loss = (w * c).sum_all()\nstopped = (w.detach() * c).sum_all()\n"
                 "small = tensor([0.001, -0.002], dtype='f64')"},
        {"figure": "grad_w", "grad": {"of": "loss", "wrt": "w"}},
        {"figure": "grad_c", "grad": {"of": "loss", "wrt": "c"}},
        {"figure": "count", "grad_count": "loss"},
        {"figure": "has_w", "has_grad": {"of": "loss", "wrt": "w"}},
        {"figure": "stopped_grad_w", "grad": {"of": "stopped", "wrt": "w"}},
        {"figure": "stopped_has_w", "has_grad": {"of": "stopped", "wrt": "w"}},
        {"grads": {"of": "loss", "bind": {"w": "dw"}}},
        {"grads": {"of": "stopped", "bind": {"w": "dc"}}},  # dc: None
        {"code": "by_hand = c.affine(1, 0)\nfar = w.detach()"},
        {"figure": "agree_one", "agree": {"a": "dw", "b": "by_hand", "tol": 1e-12}},
        {"figure": "agree_lists", "agree": {"a": ["dw", "dc"], "b": ["by_hand", "dc"], "tol": 1e-12}},
        {"figure": "agree_none_vs_tensor", "agree": {"a": ["dc"], "b": ["by_hand"], "tol": 1.0}},
        {"figure": "disagree", "agree": {"a": ["dw", "by_hand"], "b": ["by_hand", "far"], "tol": 0.5}},
        {"figure": "below_one", "below": {"of": "small", "limit": 0.01}},
        {"figure": "below_lists", "below": {"of": ["small", "w"], "limit": 5}},
        {"figure": "not_below", "below": {"of": ["small", "by_hand"], "limit": 1}},
    ), env)
    figures = figures_of(result)
    np.testing.assert_array_equal(to_plain(figures["grad_w"]), [3.0, 4.0])
    # c is a plain tensor, but a direct input of w * c: it gets a gradient too (as in l04).
    np.testing.assert_array_equal(to_plain(figures["grad_c"]), [1.0, 2.0])
    assert figures["stopped_grad_w"] is None
    assert figures["count"] == len(env["loss"].backward()) and figures["count"] >= 2
    assert figures["has_w"] is True and figures["stopped_has_w"] is False
    assert env["dc"] is None
    assert figures["agree_one"] is True
    assert figures["agree_lists"] is True
    assert figures["agree_none_vs_tensor"] is False
    assert figures["disagree"] is False
    assert figures["below_one"] is True
    assert figures["below_lists"] is True
    assert figures["not_below"] is False


def test_inf_and_nan_in_a_step_are_figures_not_numpy_warnings():
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a RuntimeWarning would raise here
        result = run_section(section(
            {"code": "x = var(0.0, dtype='f64')\ny = x.log()\nbig = var(1e300, dtype='f64')"},
            {"figure": "dy_dx", "grad": {"of": "y", "wrt": "x"}},  # backward divides by 0
            {"train": {"loss": "loss = (big * w).sqr().sum_all()", "dtype": "f64",  # (1e300)² -> inf
                       "inputs": {"big": "big"}, "params": {"w": 1.0}, "lr": 0.1, "steps": 2}},
        ), {})
    figures = figures_of(result)
    assert to_plain(figures["dy_dx"]) == np.inf
    assert np.isnan(to_plain(figures["w"])) or np.isinf(to_plain(figures["w"]))


def test_error_in_a_code_step_names_section_and_step():
    with pytest.raises(LessonError, match=r"^section s9, step 2: line 1, column 5: unknown name 'nope'"):
        run_section(section({"code": "x = var(1.0)"}, {"code": "y = nope.sqr()"}, section_id="s9"), {})


def test_engine_error_in_a_step_names_section_and_step():
    with pytest.raises(LessonError, match=r"^section s9, step 2: .*shape"):
        run_section(section(
            {"code": "p = var([1, 2])"},
            {"set": {"var": "p", "value": "tensor([1, 2, 3])"}},
            section_id="s9",
        ), {})


@pytest.mark.parametrize("step", [
    {"figure": "v", "value": "undefined_name"},
    {"figure": "g", "grad": {"of": "x", "wrt": "undefined_name"}},
    {"note": "value: {undefined_name}"},
    {"grads": {"of": "undefined_name"}},
], ids=["value", "grad", "note", "grads"])
def test_undefined_name_names_section_and_step(step):
    with pytest.raises(LessonError) as info:
        run_section(section({"code": "x = var(1.0)"}, step, section_id="s9"), {})
    message = str(info.value)
    assert "undefined_name" in message
    assert "section s9, step 2" in message


@pytest.mark.parametrize("step", [
    {"figure": "v", "value": "undefined_name"},
    {"note": "value: {undefined_name}"},
], ids=["value", "note"])
def test_undefined_name_is_a_lesson_error(step):
    with pytest.raises(LessonError, match=r"uses 'undefined_name' before defining it"):
        run_section(section(step), {})


@pytest.mark.parametrize("step, words", [
    ({"figure": "g", "grad": "y"}, ["'grad' step", "must be a table, like { of", "data/lessons/README.md"]),
    ({"grads": {"of": "y", "bind": "x"}}, ["'grads' step", "'bind' must be a table of names"]),
    ({"figure": "a", "agree": {"a": "y", "b": "y", "tol": "tiny"}}, ["'tol' must be a finite number"]),
    ({"note": 3}, ["'note' step"]),
    ({"figure": "r", "refuse_set": {"var": "x", "value": "x", "error": "Nope"}},
     ["unknown error 'Nope'", "SharedBufferError"]),
    ({"train": {"model": "nope", "params": {"w": 1.0}, "lr": 0.1, "steps": 3}},
     ["unknown model 'nope'", "line"]),
], ids=["grad_text", "bind_text", "tol_text", "note_number", "unknown_error", "unknown_model"])
def test_a_step_with_keys_of_the_wrong_kind_is_a_lesson_error(step, words):
    with pytest.raises(LessonError) as info:
        run_section(section({"code": "x = var(2.0, dtype='f64')\ny = x.sqr()"}, step, section_id="s9"), {})
    message = str(info.value)
    assert message.startswith("section s9, step 2: ")
    for word in words:
        assert word in message, message


def test_a_label_may_be_plain_text():
    result = run_section(section({"code": "y = var(2.0)"}, {"figure": "v", "value": "y", "label": "why"}), {})
    assert result.figures[0].label == "why"


def test_each_section_starts_from_the_data_alone(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "a"
        [[sections.steps]]
        code = "x = var(1.0)"
        [[sections]]
        id = "b"
        [[sections.steps]]
        figure = "x"
        value = "x"
    """)
    with pytest.raises(LessonError, match="'x'"):
        run_lesson(load_lesson("t1", folder))


# --- a whole run: figures_json, transcript, iter_lesson ---------------------------------------------


NESTED = """
    id = "t2"
    title = { en = "Nesting" }
    [[sections]]
    id = "first"
    title = { en = "First" }
    [[sections.steps]]
    code = "x = var([1.0, 2.0], dtype='f64')\\ny = x.sqr().sum_all()"
    [[sections.steps]]
    figure = "top"
    value = "y"
    [[sections.steps]]
    figure = "deep.er.grad"
    label = { en = "the gradient" }
    grad = { of = "y", wrt = "x" }
    [[sections.steps]]
    figure = "deep.flag"
    has_grad = { of = "y", wrt = "x" }
    [[sections.steps]]
    note = "y was {y}"
    [[sections]]
    id = "second"
    title = { en = "Second" }
    [[sections.steps]]
    code = "c = tensor(1.0)\\nd = c.exp()"
    [[sections.steps]]
    figure = "none.here"
    grad = { of = "d", wrt = "c" }
"""


def test_figures_json_nests_dotted_names(tmp_path):
    run = run_lesson(load_lesson("t2", make_lesson(tmp_path, "t2", NESTED)))
    assert run.figures_json() == {
        "first": {"top": 5.0, "deep": {"er": {"grad": [2.0, 4.0]}, "flag": True}},
        "second": {"none": {"here": None}},
    }


def test_transcript(tmp_path):
    run = run_lesson(load_lesson("t2", make_lesson(tmp_path, "t2", NESTED)))
    assert run.data_notes == []
    assert transcript(run).splitlines() == [
        "Lesson t2: Nesting",
        "",
        "== First [first]",
        "top: 5 (f64)",
        "the gradient: shape [2], f64, [2, 4]",
        "deep.flag: true",
        "y was 5",
        "",
        "== Second [second]",
        "none.here: None (no gradient)",
    ]


def test_run_lesson_only_the_sections_asked_for(tmp_path):
    lesson = load_lesson("t2", make_lesson(tmp_path, "t2", NESTED))
    run = run_lesson(lesson, section_ids=["second"])
    assert [s.id for s in run.sections] == ["second"]
    assert isinstance(run, LessonRun) and run.lesson is lesson and run.lang == "en"
    with pytest.raises(LessonError, match="no section 'third'"):
        run_lesson(lesson, section_ids=["third"])


def test_iter_lesson_yields_the_notes_then_each_section(tmp_path):
    lesson = load_lesson("t2", make_lesson(tmp_path, "t2", NESTED))
    results = iter_lesson(lesson)
    assert next(results) == []
    first = next(results)
    assert first.id == "first" and first.title == "First"
    assert isinstance(first.lines[0], Figure)
    assert next(results).id == "second"
    with pytest.raises(StopIteration):
        next(results)


def test_a_held_out_set_must_give_the_inputs_names(tmp_path):
    toml = """
id = "t8"
[[sections]]
id = "s"
[[sections.steps]]
code = "x = tensor([1.0, 2.0], dtype=\\"f64\\")\\ny = tensor([2.0, 4.0], dtype=\\"f64\\")"
[[sections.steps]]
figures = "fit."
train = { model = "line", inputs = { x = "x", y = "y" }, held_out = { x = "x" }, \
          params = { w = 0.0, b = 0.0 }, lr = 0.1, steps = 3, report = [3] }
"""
    lesson = load_lesson("t8", make_lesson(tmp_path, "t8", toml))
    with pytest.raises(LessonError, match=r"step 2: held_out must give the inputs' names \(x, y\)"):
        run_lesson(lesson)
    good = load_lesson("t8", make_lesson(tmp_path / "2", "t8", toml.replace(
        'held_out = { x = "x" }', 'held_out = { x = "y", y = "x" }')))
    fit = run_lesson(good).figures_json()["s"]["fit"]
    w, b = fit["w"], fit["b"]  # held out: the points (2, 1) and (4, 2)
    expected = ((w * 2 + b - 1) ** 2 + (w * 4 + b - 2) ** 2) / 2
    assert fit["held_out_loss_after_step"] == {"3": pytest.approx(expected, rel=1e-12)}
