"""The lesson file format (core/lessons/loader.py) and the lesson runner (core/lessons/runner.py).

Most tests write a small lesson folder (lesson.toml + en/*.md) in tmp_path; the last ones check the
project's real lesson l04 without running it (tests/core/lessons/test_lesson_l04.py runs it).
"""

from __future__ import annotations

import math
import re
import string
import textwrap
import warnings
from pathlib import Path

import numpy as np
import pytest

from gradwalk.core.lessons.datasets import DataSetError, load_csv, project_data_dir, user_data_dir
from gradwalk.core.engine.errors import GradwalkError
from gradwalk.core.expr import Program
from gradwalk.core.lessons.runner import (
    Figure,
    LessonRun,
    describe_divergence,
    iter_lesson,
    load_data,
    run_lesson,
    run_section,
    to_plain,
    transcript,
)
from gradwalk.core.lessons import (
    STEP_KINDS,
    DataSource,
    LessonError,
    Section,
    available_lessons,
    lessons_dir,
    load_lesson,
)
from gradwalk.core.engine.tensor import Tensor, Var
from gradwalk.core.training.descent import DescentResult, StepRecord


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """Every folder of the data search path but the project's own is an empty tmp folder."""
    env_dir = tmp_path / "gradwalk_data"
    for folder in (env_dir, tmp_path / "xdg", tmp_path / "home"):
        folder.mkdir()
    monkeypatch.setenv("GRADWALK_DATA", str(env_dir))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "home" / "AppData"))
    return env_dir


def make_lesson(folder: Path, lesson_id: str, toml: str, texts: dict | None = None) -> Path:
    """Write <folder>/<lesson_id>/lesson.toml and the texts {"en/a.md": "..."}; return the folder."""
    root = folder / lesson_id
    root.mkdir(parents=True)
    (root / "lesson.toml").write_text(textwrap.dedent(toml), encoding="utf-8")
    for name, text in (texts or {}).items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return folder


SIMPLE = """
    id = "t1"
    title = { en = "A test lesson", fr = "Une leçon" }
    languages = ["en"]

    [[sections]]
    id = "one"
    title = { en = "Section one" }
    text = "one.md"

    [[sections.steps]]
    code = "x = var(3.0, dtype='f64')\\ny = x.sqr()"

    [[sections.steps]]
    figure = "dy_dx"
    label = { en = "dy/dx" }
    grad = { of = "y", wrt = "x" }

    [[sections]]
    id = "two"
    title = "Section two"
"""


def section(*steps, section_id="s1"):
    return Section(section_id, {"en": "S"}, None, tuple(steps))


def figures_of(result):
    return {f.name: f.value for f in result.figures}


# --- loading: the lesson file and its errors ---------------------------------------------------------


def test_load_a_simple_lesson(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One\nHello."})
    lesson = load_lesson("t1", folder)
    assert lesson.id == "t1"
    assert lesson.folder == folder / "t1"
    assert lesson.languages == ("en",)
    assert lesson.data == ()
    assert [s.id for s in lesson.sections] == ["one", "two"]
    assert lesson.title("en") == "A test lesson"
    assert lesson.title("fr") == "Une leçon"
    assert lesson.title("de") == "A test lesson"  # falls back to English
    one, two = lesson.sections
    assert one.text_file == "one.md" and two.text_file is None
    assert one.title("de") == "Section one"
    assert two.title("en") == "Section two"  # a plain string is the English title
    assert len(one.steps) == 2 and (one.steps[1].kind, one.steps[1].spec) == ("grad", {"of": "y", "wrt": "x"})
    assert lesson.section("two") is two


def test_titles_fall_back_to_the_id(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "only"
    """)
    lesson = load_lesson("t1", folder)
    assert lesson.title("en") == "t1"
    assert lesson.sections[0].title("en") == "only"
    assert lesson.languages == ("en",)  # the default


def test_lesson_text(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One\nHello."})
    lesson = load_lesson("t1", folder)
    one, two = lesson.sections
    assert lesson.text(one, "en") == "# One\nHello."
    assert lesson.text(one, "fr") is None  # no text in that language
    assert lesson.text(two, "en") is None  # a section without a text file


def test_missing_lesson_lists_the_available_ones(tmp_path):
    make_lesson(tmp_path, "b2", SIMPLE.replace('"t1"', '"b2"'), {"en/one.md": "."})
    make_lesson(tmp_path, "a1", SIMPLE.replace('"t1"', '"a1"'), {"en/one.md": "."})
    (tmp_path / "not_a_lesson").mkdir()
    with pytest.raises(LessonError, match=r"no lesson 'zz'.*lessons there: a1, b2\)") as info:
        load_lesson("zz", tmp_path)
    assert str(tmp_path) in str(info.value)
    assert isinstance(info.value, GradwalkError) and isinstance(info.value, ValueError)


def test_missing_lesson_in_an_empty_folder(tmp_path):
    with pytest.raises(LessonError, match=r"lessons there: none"):
        load_lesson("l04", tmp_path)


def test_available_lessons(tmp_path):
    make_lesson(tmp_path, "zeta", "id = 'zeta'")
    make_lesson(tmp_path, "alpha", "id = 'alpha'")
    (tmp_path / "empty_folder").mkdir()
    assert available_lessons(tmp_path) == ["alpha", "zeta"]
    assert "l04" in available_lessons()
    assert lessons_dir() == project_data_dir() / "lessons"


def test_a_lesson_file_that_cannot_be_read(tmp_path, monkeypatch):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "# One"})
    locked = folder / "t1" / "lesson.toml"

    def refused(self, *args, **kwargs):
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return open_file(self, *args, **kwargs)

    open_file = Path.open
    monkeypatch.setattr(Path, "open", refused)
    with pytest.raises(LessonError, match=r"lesson.toml: the file cannot be read: Permission denied$"):
        load_lesson("t1", folder)


@pytest.mark.parametrize("name", ["../lessons/t1", "./t1", "t1/", "ABSOLUTE", "", "."])
def test_a_lesson_is_named_by_its_folder_not_by_a_path(tmp_path, name):
    folder = make_lesson(tmp_path / "lessons", "t1", SIMPLE, {"en/one.md": "# One"})
    assert load_lesson("t1", folder).id == "t1"
    name = str(folder / "t1") if name == "ABSOLUTE" else name
    with pytest.raises(LessonError, match=r"no lesson .* \(lessons there: t1\)"):
        load_lesson(name, folder)  # each leads to t1's folder, but not by its name


def test_invalid_toml(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n[[sections]\n')
    with pytest.raises(LessonError, match="lesson.toml:2: not valid TOML") as info:
        load_lesson("t1", folder)
    assert str(folder / "t1" / "lesson.toml") in str(info.value)


def test_missing_id(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE.replace('id = "t1"', 'number = 1'),
                         {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson\.toml: 'id' is missing"):
        load_lesson("t1", folder)


def test_id_of_the_wrong_type(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE.replace('id = "t1"', "id = 4"), {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson\.toml:2: 'id' must be text, not a whole number"):
        load_lesson("t1", folder)


def test_section_without_id_is_named_by_its_number(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "first"
        [[sections]]
        title = "no id"
    """)
    with pytest.raises(LessonError, match=r"lesson\.toml:5: section 2: 'id' is missing"):
        load_lesson("t1", folder)


def test_a_lesson_needs_sections(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n')
    with pytest.raises(LessonError, match=r"at least one \[\[sections\]\]"):
        load_lesson("t1", folder)


def test_step_without_a_kind_names_section_and_step(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "alpha"
        [[sections.steps]]
        code = "x = var(1.0)"
        [[sections.steps]]
        figure = "x"
        label = { en = "x" }
    """)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    message = str(info.value)
    assert "section alpha, step 2" in message
    assert "exactly one of" in message and "found: figure, label" in message


def test_empty_step_says_it_found_nothing(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "alpha"
        [[sections.steps]]
    """)
    with pytest.raises(LessonError, match=r"section alpha, step 1: .*\(found: nothing\)"):
        load_lesson("t1", folder)


def test_step_with_two_kinds_names_section_and_step(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "first"
        [[sections]]
        id = "beta"
        [[sections.steps]]
        code = "x = var(1.0)"
        [[sections.steps]]
        code = "y = x.sqr()"
        [[sections.steps]]
        figure = "y"
        value = "y"
        grad = { of = "y", wrt = "x" }
    """)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    message = str(info.value)
    assert "section beta, step 3" in message
    assert "found: figure, grad, value" in message


def test_duplicate_section_ids(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [[sections]]
        id = "same"
        [[sections]]
        id = "other"
        [[sections]]
        id = "same"
    """)
    with pytest.raises(LessonError, match=r"lesson\.toml:8: section id same is used twice: section 1 has it too$"):
        load_lesson("t1", folder)


def test_missing_text_file(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE)  # no en/one.md
    with pytest.raises(LessonError, match=r"lesson\.toml:\d+: section one: there is no text en/one\.md"):
        load_lesson("t1", folder)


def test_missing_text_file_in_a_second_language(tmp_path):
    toml = SIMPLE.replace('languages = ["en"]', 'languages = ["en", "fr"]')
    folder = make_lesson(tmp_path, "t1", toml, {"en/one.md": "One"})
    with pytest.raises(LessonError, match=r"lesson\.toml:\d+: section one: there is no text fr/one\.md"):
        load_lesson("t1", folder)
    (folder / "t1" / "fr").mkdir()
    (folder / "t1" / "fr" / "one.md").write_text("Un", encoding="utf-8")
    lesson = load_lesson("t1", folder)
    assert lesson.languages == ("en", "fr")
    assert lesson.text(lesson.sections[0], "fr") == "Un"


def test_bad_title(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\ntitle = 3\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match="'title' must be a text or a table of languages"):
        load_lesson("t1", folder)


def test_data_source_is_read(tmp_path):
    folder = make_lesson(tmp_path, "t1", """
        id = "t1"
        [data.runs]
        file = "runs.csv"
        demo = "builds_demo.csv"
        rows = 10
        columns = { n = "pages" }
        [data.other]
        file = "other.csv"
        columns = {}
        [[sections]]
        id = "a"
    """)
    runs, other = load_lesson("t1", folder).data
    assert runs == DataSource("runs", "runs.csv", "builds_demo.csv", 10, {"n": "pages"})
    assert other == DataSource("other", "other.csv", None, None, {})


def test_data_source_without_file_or_columns(tmp_path):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n[data.runs]\ncolumns = {}\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match=r"data set runs: 'file' is missing"):
        load_lesson("t1", folder)
    folder = make_lesson(tmp_path / "2", "t1", 'id = "t1"\n[data.runs]\nfile = "r.csv"\ncolumns = "pages"\n[[sections]]\nid = "a"\n')
    with pytest.raises(LessonError, match=r"data set runs: 'columns' must be a table"):
        load_lesson("t1", folder)


MALFORMED = [
    ("data_not_a_table", 'data = 3\n[[sections]]\nid = "a"\n', "'data' must be a table, not a whole number"),
    ("data_entry_not_a_table", '[data]\nbuilds = 3\n[[sections]]\nid = "a"\n', "data set builds must be a table, like [data.builds]"),
    ("rows_not_a_number", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nrows = "many"\n'
     '[[sections]]\nid = "a"\n', "data set b: 'rows' must be a whole number, not text"),
    ("rows_zero", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nrows = 0\n[[sections]]\nid = "a"\n',
     "'rows' must be at least 1"),
    ("skip_not_a_number", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nskip = 1.5\n'
     '[[sections]]\nid = "a"\n', "data set b: 'skip' must be a whole number, not a number"),
    ("skip_negative", '[data.b]\nfile = "b.csv"\ncolumns = {x = "pages"}\nskip = -1\n'
     '[[sections]]\nid = "a"\n', "'skip' must be 0 or more"),
    ("column_not_a_name", '[data.b]\nfile = "b.csv"\ncolumns = {x = 3}\n[[sections]]\nid = "a"\n',
     "data set b: column x must name a column of the file"),
    ("sections_text", 'sections = "abc"\n', "'sections' must be a list, not text"),
    ("sections_numbers", "sections = [1, 2]\n", "section 1 must be a table, like [[sections]]"),
    ("languages_text", 'languages = "en"\n[[sections]]\nid = "a"\n', "'languages' must be a list, not text"),
    ("languages_numbers", 'languages = [1]\n[[sections]]\nid = "a"\n', "'languages' must be a list of texts"),
    ("languages_none", 'languages = []\n[[sections]]\nid = "a"\n', "'languages' names no language"),
    ("steps_text", '[[sections]]\nid = "a"\nsteps = "x"\n', "section a: 'steps' must be a list, not text"),
    ("steps_numbers", '[[sections]]\nid = "a"\nsteps = [1]\n', "section a, step 1 must be a table, like [[sections.steps]]"),
    ("text_not_text", '[[sections]]\nid = "a"\ntext = 3\n', "section a: 'text' must be text, not a whole number"),
    ("text_outside", '[[sections]]\nid = "a"\ntext = "../../secret.md"\n',
     "'text' must name a file inside the language folder"),
    ("title_numbers", 'title = { en = 3 }\n[[sections]]\nid = "a"\n', "'title' must be a text or a table of languages and texts"),
]


@pytest.mark.parametrize("body, message", [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_a_malformed_lesson_file_says_where_and_what(tmp_path, body, message):
    folder = make_lesson(tmp_path, "t1", 'id = "t1"\n' + body)
    with pytest.raises(LessonError) as info:
        load_lesson("t1", folder)
    assert message in str(info.value)
    assert re.match(re.escape(str(folder / "t1" / "lesson.toml")) + r":\d+: ", str(info.value))  # its line


def test_unknown_section(tmp_path):
    folder = make_lesson(tmp_path, "t1", SIMPLE, {"en/one.md": "."})
    with pytest.raises(LessonError, match=r"lesson t1 has no section 'three'; its sections are: one, two"):
        load_lesson("t1", folder).section("three")


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


RAW = {"xs": [100.0, 200.0, 300.0], "ys": [1.0, 2.0, 3.0]}


def raw_descent(lr, steps):
    """A line fitted on raw xs in the hundreds: the loss curves steeply along w."""
    env = {name: Tensor(values, dtype="f64") for name, values in RAW.items()}
    result = run_section(section(
        {"figures": "raw.", "train": {"model": "line", "inputs": {"x": "xs", "y": "ys"},
                                      "params": {"w": 0.0, "b": 0.0}, "lr": lr, "steps": steps,
                                      "report": [steps]}},
    ), env)
    return result.lines[1], figures_of(result)["raw.loss_after_step"][str(steps)]


def test_a_loss_that_grows_but_stays_finite_is_measured_in_orders_of_magnitude():
    line, last = raw_descent(1e-4, 50)
    assert math.isfinite(last) and last > 1e50
    start = float(np.mean(np.square(RAW["ys"])))  # the loss at w = b = 0
    orders = round(math.log10(last) - math.log10(start))
    assert line == f"  lr 0.0001, 50 steps, f64 on cpu; the loss grew by {orders} orders of magnitude"
    assert "finite" not in line


def test_a_loss_that_overflows_is_not_a_finite_number_from_its_step_on():
    line, last = raw_descent(1e-4, 400)
    assert not math.isfinite(last)
    assert re.fullmatch(r"  lr 0\.0001, 400 steps, f64 on cpu; the loss stopped being a finite number "
                        r"at step \d+, after growing by \d+ orders of magnitude", line), line


def result_of(start, losses, finite=None, params_finite=True):
    """A DescentResult for the losses of steps 1, 2, ...: the first record not finite marked so."""
    records = [StepRecord(i, loss, {"w": 0.0 if params_finite else math.inf},
                          math.isfinite(loss) and params_finite) for i, loss in enumerate(losses, 1)]
    bad = next((r for r in records if not r.finite), None)
    last = start
    for r in records:
        if not r.finite:
            break
        last = r.loss
    diverged = bad is not None or not math.isfinite(start) or records[-1].loss > start
    return DescentResult({}, records[-1], diverged, start, bad, last)


@pytest.mark.parametrize("start, losses, words", [
    (2.0, [1.0, 0.5], ""),
    (math.inf, [math.inf], "the loss was not a finite number to begin with (inf)"),
    (2.0, [3.0, 3.5], "the loss grew from 2 to 3.5"),
    (2.0, [30.0, 20.0], "the loss grew by 1 order of magnitude"),
    (314.9, [495.7, 4.5382e207], "the loss grew by 205 orders of magnitude"),
    (1e-300, [1e300], "the loss grew by 600 orders of magnitude"),  # last / first overflows
    (-3.0, [-1.0], "the loss grew from -3 to -1"),
    (2.0, [1e100, math.inf, math.nan], "the loss stopped being a finite number at step 2, "
                                       "after growing by 100 orders of magnitude"),
    (2.0, [1.0, math.nan], "the loss stopped being a finite number at step 2"),
])
def test_describe_divergence(start, losses, words):
    assert describe_divergence(result_of(start, losses)) == words


def test_describe_divergence_of_a_parameter_that_overflows_first():
    assert (describe_divergence(result_of(2.0, [1.0, 1.5], params_finite=False))
            == "a parameter stopped being a finite number at step 1")


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


# --- comparisons that can fail: nan, shapes, nothing to compare ---------------------------------------

COMPARED = {
    "code": "a = tensor([1.0, 1.0], dtype='f64')\n"
            "zero = tensor([0.0, 0.0], dtype='f64')\n"
            "nan = zero / zero\n"
            "inf = a / zero\n"
            "one = tensor([1.0], dtype='f64')\n"
            "column = tensor([[1.0], [1.0]], dtype='f64')\n"
            "empty = tensor([], dtype='f64')\n"
            "x = var([1.0, 2.0], dtype='f64')\n"
            "stopped = x.detach().sum_all()",
}


def compared(*steps):
    result = run_section(section(COMPARED, {"grads": {"of": "stopped", "bind": {"x": "none"}}}, *steps), {})
    return {f.name: (f.value, f.details) for f in result.figures}


def test_nan_agrees_with_nothing_not_even_nan():
    figures = compared(
        {"figure": "nan_a", "agree": {"a": "nan", "b": "a", "tol": 1e9}},
        {"figure": "a_nan", "agree": {"a": "a", "b": "nan", "tol": 1e9}},
        {"figure": "nan_nan", "agree": {"a": "nan", "b": "nan", "tol": 1e9}},
    )
    assert figures["nan_a"] == (False, ["  nan holds nan, which agrees with nothing"])
    assert figures["a_nan"] == (False, ["  nan holds nan, which agrees with nothing"])
    assert figures["nan_nan"][0] is False


def test_values_of_different_shapes_never_agree():
    figures = compared(
        {"figure": "a_one", "agree": {"a": "a", "b": "one", "tol": 1e-9}},  # [1, 1] and [1]
        {"figure": "a_column", "agree": {"a": "a", "b": "column", "tol": 1e-9}},  # [1, 1] and [[1], [1]]
        {"figure": "a_a", "agree": {"a": "a", "b": "a", "tol": 0}},
    )
    assert figures["a_one"] == (False, [
        "  a has shape [2] and one shape [1]: values of different shapes never agree"])
    assert figures["a_column"][0] is False and "different shapes" in figures["a_column"][1][0]
    assert figures["a_a"] == (True, [])


def test_agree_with_infinities_and_a_gap():
    figures = compared(
        {"figure": "inf_inf", "agree": {"a": "inf", "b": "inf", "tol": 0}},
        {"figure": "inf_a", "agree": {"a": "inf", "b": "a", "tol": 1e300}},
        {"figure": "gap", "agree": {"a": ["a", "x"], "b": ["a", "a"], "tol": 0.5}},
        {"figure": "none_a", "agree": {"a": "none", "b": "a", "tol": 1e9}},
        {"figure": "none_none", "agree": {"a": "none", "b": "none", "tol": 0}},
    )
    assert figures["inf_inf"] == (True, [])  # equal values, infinities included, agree
    assert figures["inf_a"] == (False, ["  inf and a differ by up to inf, more than 1e+300"])
    assert figures["gap"] == (False, ["  x and a differ by up to 1, more than 0.5"])
    assert figures["none_a"] == (False, ["  none is None (no gradient) and a is not"])
    assert figures["none_none"] == (True, [])


def test_below_is_false_for_nan_for_nothing_and_for_no_gradient():
    figures = compared(
        {"figure": "nan", "below": {"of": "nan", "limit": 1e300}},
        {"figure": "empty", "below": {"of": ["a", "empty"], "limit": 5}},
        {"figure": "none", "below": {"of": "none", "limit": 5}},
        {"figure": "inf", "below": {"of": "inf", "limit": 1e300}},
        {"figure": "ok", "below": {"of": ["a", "one"], "limit": 1.5}},
    )
    assert figures["nan"] == (False, ["  nan holds nan, which is below no limit"])
    assert figures["empty"] == (False, ["  empty holds no numbers: there is nothing to compare"])
    assert figures["none"] == (False, ["  none is None (no gradient): there is nothing to compare"])
    assert figures["inf"] == (False, ["  inf reaches inf, not below 1e+300"])
    assert figures["ok"] == (True, [])


@pytest.mark.parametrize("number", [float("nan"), float("inf"), -1e-9])
@pytest.mark.parametrize("key, step", [
    ("tol", {"figure": "f", "agree": {"a": "none", "b": "none"}}),
    ("limit", {"figure": "f", "below": {"of": "a"}}),
    ("below", {"figure": "f", "fd_check": {"f": "out = x.sqr().sum_all()", "wrt": ["x"]}}),
])
def test_a_tolerance_that_is_nan_inf_or_negative_is_refused(key, step, number):
    # nan would fail every check, inf pass every one, a negative one fail every one
    kind = next(k for k in step if k != "figure")
    step = {**step, kind: {**step[kind], key: number}}
    with pytest.raises(LessonError, match=rf"'{key}' must be a finite number of at least 0, not {number!r}"):
        compared(step)


def test_fd_check_with_nothing_to_check_is_false():
    result = run_section(section(
        {"code": "k = var([1, 2], dtype='u32')"},
        {"figure": "ok", "fd_check": {"f": "out = k.to_dtype('f64').sum_all()", "wrt": ["k"], "below": 1}},
    ), {})
    figure = result.figures[0]
    assert figure.value is False
    assert figure.details == ["  no floating-point input among k: nothing was checked"]


def test_fd_check_is_false_when_a_later_input_has_a_nan_gap():
    # At b = 0, d sqrt(b)/db is inf and the finite difference nan (sqrt(-eps)); a's gap is tiny.
    result = run_section(section(
        {"code": "a = var([0.5], dtype='f64')\nb = var([0.0], dtype='f64')"},
        {"figure": "ok", "fd_check": {"f": "out = a.sqr().sum_all() + b.sqrt().sum_all()",
                                      "wrt": ["a", "b"], "below": 1e-6}},
    ), {})
    figure = result.figures[0]
    assert figure.value is False
    assert figure.details[-1] == "  largest gap: nan"


def test_refuse_set_of_a_variable_holding_nan_sees_it_unchanged():
    env = {"p": Var([np.nan, 1.0], dtype="f64")}
    result = run_section(section(
        {"figure": "r", "refuse_set": {"var": "p", "value": "tensor([1.0, 2.0, 3.0], dtype='f64')",
                                       "error": "ShapeError"}},
    ), env)
    assert result.figures[0].value is True


def test_agree_needs_lists_of_the_same_length():
    with pytest.raises(ValueError):
        run_section(section(
            {"code": "a = tensor(1.0)\nb = tensor(1.0)"},
            {"figure": "x", "agree": {"a": ["a", "b"], "b": ["a"], "tol": 1}},
        ), {})


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


# --- data sources ------------------------------------------------------------------------------------


DATA_LESSON = """
    id = "t3"
    [data.runs]
    file = "{file}"
    demo = "builds_demo.csv"
    rows = 3
    columns = {{ n = "pages", secs = "build_seconds" }}
    [[sections]]
    id = "sums"
    [[sections.steps]]
    code = "total_n = n.sum_all()\\ntotal_secs = secs.sum_all()\\ncount = n.affine(0, 1).sum_all()"
    [[sections.steps]]
    figure = "n"
    value = "total_n"
    [[sections.steps]]
    figure = "secs"
    value = "total_secs"
    [[sections.steps]]
    figure = "rows"
    value = "count"
"""

RUNS_CSV = "sha,pages,build_seconds\na,1,10\nb,2,20\nc,4,40\nd,8,80\ne,16,160\n"


def test_data_found_through_gradwalk_data_with_rows_and_columns(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    env, notes = load_data(lesson)
    assert set(env) == {"n", "secs"}
    assert env["n"].dtype == "f64" and env["secs"].dtype == "f64"
    np.testing.assert_array_equal(env["n"].numpy(), [1.0, 2.0, 4.0])  # the first 3 rows
    np.testing.assert_array_equal(env["secs"].numpy(), [10.0, 20.0, 40.0])
    assert notes == [f"Data: {isolated / 'runs_t3.csv'} (3 rows)"]
    run = run_lesson(lesson)
    assert run.figures_json() == {"sums": {"n": 7.0, "secs": 70.0, "rows": 3.0}}
    assert "made-up" not in transcript(run)


def test_data_found_in_the_user_data_dir(tmp_path):
    folder = user_data_dir()
    assert str(folder).startswith(str(tmp_path))  # isolated
    folder.mkdir(parents=True)
    (folder / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    env, notes = load_data(lesson)
    assert notes == [f"Data: {folder / 'runs_t3.csv'} (3 rows)"]


def test_data_path_overrides_the_search(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    other = tmp_path / "other.csv"
    other.write_text("pages,build_seconds\n100,1\n200,2\n300,3\n400,4\n", encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    run = run_lesson(lesson, data_path=other)
    assert run.figures_json() == {"sums": {"n": 600.0, "secs": 6.0, "rows": 3.0}}
    assert run.data_notes == [f"Data: {other} (3 rows)"]


HELD_OUT_LESSON = DATA_LESSON.replace("    [[sections]]", """    [data.later]
    file = "{file}"
    demo = "builds_demo.csv"
    skip = 3
    rows = 2
    columns = {{ n_later = "pages" }}
    [[sections]]""", 1)


def test_a_data_set_with_skip_holds_the_rows_after_the_first(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", HELD_OUT_LESSON.format(file="runs_t3.csv")))
    assert [(s.key, s.skip, s.rows) for s in lesson.data] == [("runs", 0, 3), ("later", 3, 2)]
    env, notes = load_data(lesson)
    np.testing.assert_array_equal(env["n"].numpy(), [1.0, 2.0, 4.0])
    np.testing.assert_array_equal(env["n_later"].numpy(), [8.0, 16.0])  # rows 4 and 5
    assert notes == [f"Data: {isolated / 'runs_t3.csv'} (3 rows)",
                     "Data set later: rows 4 to 5 of runs_t3.csv."]


def test_data_path_replaces_every_set_read_from_the_first_sets_file(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    other = tmp_path / "other.csv"
    other.write_text("pages,build_seconds\n100,1\n200,2\n300,3\n400,4\n", encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", HELD_OUT_LESSON.format(file="runs_t3.csv")))
    env, notes = load_data(lesson, other)
    np.testing.assert_array_equal(env["n_later"].numpy(), [400.0])
    assert notes[1].startswith("Data set later: row 4 of other.csv.\n")
    assert notes[1].endswith("\nOnly 1 row after the first 3: the lesson uses rows 4 to 5, so its "
                             "figures will differ.")
    # a file that ends before the held-out rows: an empty set, said plainly, and the lesson runs
    env, notes = load_data(lesson, _short(tmp_path))
    assert env["n_later"].shape == (0,)
    assert "Only 0 rows after the first 3" in notes[1] and "nan" in notes[1]
    assert run_lesson(lesson, data_path=_short(tmp_path)).figures_json()["sums"]["rows"] == 3.0


def test_a_held_out_set_that_cannot_be_read_is_empty_and_said_so(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV.replace("d,8,80", "d,8O,80"), encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", HELD_OUT_LESSON.format(file="runs_t3.csv")))
    env, notes = load_data(lesson)
    np.testing.assert_array_equal(env["n"].numpy(), [1.0, 2.0, 4.0])  # the first rows are fine
    assert env["n_later"].shape == (0,)
    assert notes[1].startswith("Data set later (rows 4 to 5) cannot be used, so figures computed "
                               "from it are nan: ") and "'8O'" in notes[1]
    # in the rows every section uses, the same mistake stops the lesson
    (isolated / "runs_t3.csv").write_text(RUNS_CSV.replace("b,2,20", "b,2O,20"), encoding="utf-8")
    with pytest.raises(DataSetError, match="'2O'"):
        load_data(lesson)


def _short(tmp_path: Path) -> Path:
    path = tmp_path / "short.csv"
    path.write_text("pages,build_seconds\n1,1\n2,2\n3,3\n", encoding="utf-8")
    return path


def test_data_column_missing_from_the_file(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text("pages,seconds\n1,2\n3,4\n5,6\n", encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    with pytest.raises(DataSetError, match=r"no column 'build_seconds'; its columns are: pages, seconds"):
        load_data(lesson)


def test_demo_fallback_says_so(tmp_path, isolated):
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="absent_t3.csv")))
    env, notes = load_data(lesson)
    demo = load_csv(project_data_dir() / "builds_demo.csv")
    np.testing.assert_array_equal(env["n"].numpy(), demo.column("pages")[:3])
    np.testing.assert_array_equal(env["secs"].numpy(), demo.column("build_seconds")[:3])
    (note,) = notes
    assert "builds_demo.csv (3 rows)" in note
    assert "made-up numbers" in note
    assert "absent_t3.csv" in note  # the file the lesson wants
    assert str(user_data_dir()) in note and str(isolated) in note
    run = run_lesson(lesson)
    assert "made-up numbers" in transcript(run)


def test_data_without_demo_not_found_is_a_clear_error(tmp_path):
    toml = DATA_LESSON.format(file="absent_t3.csv").replace('demo = "builds_demo.csv"\n', "")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", toml))
    assert lesson.data[0].demo is None
    with pytest.raises(GradwalkError, match="absent_t3.csv"):
        load_data(lesson)


# --- the project's lesson 4 ------------------------------------------------------------------------------


L04_SECTIONS = [
    "first_derivative", "which_tensors_get_a_gradient", "adding_up_seeds_no_accumulation",
    "what_stops_a_gradient", "finite_differences", "var_set", "regression",
    "exercise_1_logistic", "exercise_2_quadratic",
]


def test_l04_loads_with_its_nine_sections():
    lesson = load_lesson("l04")
    assert lesson.id == "l04"
    assert lesson.title("en") == "Automatic differentiation"
    assert [s.id for s in lesson.sections] == L04_SECTIONS
    assert "en" in lesson.languages
    builds, held_out = lesson.data
    assert builds.file == "builds.csv" and builds.demo == "builds_demo.csv" and builds.rows == 52
    assert builds.columns == {"pages": "pages", "seconds": "build_seconds"} and builds.skip == 0
    # the rest of the same file, kept apart to judge the trained models on
    assert (held_out.file, held_out.demo, held_out.skip, held_out.rows) == (
        "builds.csv", "builds_demo.csv", 52, 13)
    assert held_out.columns == {"pages_held": "pages", "seconds_held": "build_seconds"}


def test_l04_has_a_text_for_every_section_in_every_language():
    lesson = load_lesson("l04")
    for lang in lesson.languages:
        for s in lesson.sections:
            assert s.text_file, s.id
            assert (lesson.folder / lang / s.text_file).is_file()
            text = lesson.text(s, lang)
            assert text and text.strip(), f"{lang}/{s.text_file} is empty"
            assert s.titles.get(lang), f"section {s.id} has no {lang} title"


def _format_names(text):
    return [name for _, name, _, _ in string.Formatter().parse(text) if name]


def test_l04_every_step_parses_and_uses_only_known_names():
    """Without running anything: each program parses, and each name is defined before its use."""
    lesson = load_lesson("l04")
    for s in lesson.sections:
        known = [name for source in lesson.data for name in source.columns]
        for number, step in enumerate(s.steps, start=1):
            where = f"section {s.id}, step {number}"
            kind, spec = step.kind, step.spec
            assert kind in STEP_KINDS, where
            if kind == "code":
                known += Program(spec, known_names=tuple(known)).names
            elif kind == "tape":
                known += Program(spec["code"], known_names=tuple(known)).names
                assert spec["loss"] in known, where
                assert all(name in known for name in spec.get("bind", {})), where
                known += list(spec.get("bind", {}).values())
            elif kind == "fd_check":
                assert "out" in Program(spec["f"], known_names=tuple(known)).names, where
                assert all(name in known for name in spec["wrt"]), where
            elif kind == "train":
                assert all(source in known for source in spec.get("inputs", {}).values()), where
                assert all(source in known for source in spec.get("held_out", {}).values()), where
                assert set(spec.get("held_out", spec.get("inputs", {}))) == set(spec.get("inputs", {}))
                bind = spec.get("bind", {})
                known += [bind.get(name, name) for name in spec["params"]]
            elif kind == "grads":
                assert spec["of"] in known and all(n in known for n in spec.get("bind", {})), where
                known += list(spec.get("bind", {}).values())
            elif kind == "note":  # one text, or one per language: each names only known values
                for text in spec.values() if isinstance(spec, dict) else [spec]:
                    assert all(name in known for name in _format_names(text)), where
            elif kind in ("value", "grad_count"):
                assert spec in known, where
            elif kind in ("grad", "has_grad"):
                assert spec["of"] in known and spec["wrt"] in known, where
            elif kind == "agree":
                names = [*np.atleast_1d(spec["a"]), *np.atleast_1d(spec["b"])]
                assert all(name in known for name in names), where
            elif kind == "below":
                assert all(name in known for name in np.atleast_1d(spec["of"])), where
            elif kind in ("set", "refuse_set"):
                assert spec["var"] in known, where
                Program(f"value = {spec['value']}", known_names=tuple(known))
            if step.figure is not None:
                assert step.figure, where


def test_a_step_missing_a_key_names_the_section_and_step(tmp_path):
    toml = """
id = "t9"
title = { en = "t" }
[[sections]]
id = "s"
title = { en = "s" }
[[sections.steps]]
code = "x = var(2.0)"
[[sections.steps]]
figure = "g"
grad = { of = "x" }
"""
    folder = make_lesson(tmp_path, "t9", toml)
    # the loader reads every step's keys: the lesson does not open, and says where
    with pytest.raises(LessonError, match=r"lesson\.toml:11: section s, step 2: 'wrt' is missing$"):
        load_lesson("t9", folder)
    # a section made in code says it when the step runs
    from gradwalk.core.lessons import Section
    made = Section("s", {"en": "s"}, None, ({"code": "x = var(2.0)"}, {"figure": "g", "grad": {"of": "x"}}))
    with pytest.raises(LessonError, match=r"section s, step 2: the step needs a 'wrt' key"):
        run_section(made, {})


def test_a_data_file_shorter_than_the_lesson_asks_is_said_plainly(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    short = tmp_path / "short.csv"
    short.write_text("pages,build_seconds\n100,1\n200,2\n", encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    run = run_lesson(lesson, data_path=short)
    assert run.figures_json()["sums"]["n"] == 300.0
    assert "Only 2 rows: the lesson uses the first 3" in run.data_notes[0]


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
