"""The command line against a hostile user: every bad value gets one clear line on stderr and a
nonzero exit (never a traceback, never silence), and every option either does something or is
refused. The built-in lessons l04, l05 and l06 each take their turn; lessons with odd names and
numbers are written into tmp_path.

Every test calls `app.main.main([...])` in-process (tests/app/cli/cli_helpers.py).
"""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gradwalk.app.cli import window_commands
from gradwalk.app.main import main
from tests.app.cli.cli_helpers import cli, one_line_error

LESSONS = ["l04", "l05", "l06"]
FIRST_SECTION = {"l04": "first_derivative", "l05": "one_neuron", "l06": "forward_first"}


def usage_error(capsys, argv) -> str:
    """The last line of an argparse refusal (exit status 2)."""
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


def write_lesson(folder: Path, sections: str, *, data: str = "") -> Path:
    """A one-language lesson in `folder` (its id is the folder's name): `sections` is the TOML of its
    [[sections]], each with `text = "<id>.md"`, whose file is written too."""
    folder.mkdir(parents=True)
    (folder / "en").mkdir()
    head = f'id = "{folder.name}"\ntitle = {{ en = "A lesson" }}\nlanguages = ["en"]\n\n'
    (folder / "lesson.toml").write_text(head + data + sections, encoding="utf-8")
    for section_id in re.findall(r'text = "(\w+)\.md"', sections):
        (folder / "en" / f"{section_id}.md").write_text(f"# {section_id}\n", encoding="utf-8")
    return folder


def section(section_id: str, *steps: str) -> str:
    body = (f'[[sections]]\nid = "{section_id}"\ntitle = {{ en = "{section_id}" }}\n'
            f'text = "{section_id}.md"\n\n')
    return body + "".join(f"[[sections.steps]]\n{step}\n\n" for step in steps)


def figure(name: str, value: str) -> str:
    return f'figure = "{name}"\nlabel.en = "{name}"\nvalue = "{value}"'


@pytest.fixture
def no_window(monkeypatch):
    """The refusals that must come before Qt: opening the window fails the test."""
    def refused(*args, **kwargs):
        raise AssertionError("the window was opened for a command that should have been refused first")
    monkeypatch.setattr(window_commands, "_window", refused)


# --- gradwalk run --data: used by every lesson that reads a CSV, refused by the others ----------------


@pytest.mark.parametrize("lesson", LESSONS)
def test_run_data_naming_no_file_is_the_same_sentence_for_every_lesson(capsys, tmp_path, lesson):
    missing = tmp_path / "nowhere" / "such.csv"
    status, out, err = cli(capsys, "run", lesson, "--data", str(missing))
    assert status == 1 and out == ""
    assert one_line_error(err, "gradwalk run: ") == f"gradwalk run: no data file at {missing}"


@pytest.mark.parametrize("lesson", LESSONS)
def test_run_data_with_an_empty_name_is_refused(capsys, lesson):
    status, out, err = cli(capsys, "run", lesson, "--data", "")
    assert status == 1 and out == ""
    assert "the data file's name is empty" in one_line_error(err, "gradwalk run: ")


@pytest.mark.parametrize("lesson", ["l05", "l06"])
@pytest.mark.parametrize("json_output", [False, True])
def test_run_data_for_a_lesson_that_reads_no_csv_is_refused(capsys, tmp_path, lesson, json_output):
    path = tmp_path / "builds.csv"
    path.write_text("pages,build_seconds\n1,2\n3,4\n", encoding="utf-8")
    status, out, err = cli(capsys, "run", lesson, "--data", str(path), *(["--json"] if json_output else []))
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert f"lesson {lesson} reads no CSV file" in line and str(path) in line


def test_run_data_replaces_the_first_csv_even_after_a_point_set(capsys, tmp_path):
    data = ('[data.moons]\npoints = { kind = "moons", size = 40, noise = 0.1, seed = 1, held_out = 0.25 }\n'
            'columns = { X = "points", y = "labels" }\n\n'
            '[data.builds]\nfile = "builds.csv"\ndemo = "builds_demo.csv"\nrows = 3\n'
            'columns = { pages = "pages" }\n\n')
    lesson = write_lesson(tmp_path / "mixed", section(
        "sums", "code = '''\ntotal = pages.sum_all()\n'''", figure("total", "total")), data=data)
    mine = tmp_path / "mine.csv"
    mine.write_text("pages,build_seconds\n1,9\n2,9\n4,9\n", encoding="utf-8")
    status, out, err = cli(capsys, "run", str(lesson), "--json", "--data", str(mine))
    assert status == 0, err
    assert json.loads(out) == {"sums": {"total": 7.0}}  # the file given, not the demo's first rows


# --- gradwalk run --json: every figure, whatever the names -----------------------------------------


def test_run_json_keeps_a_figure_whose_name_is_also_a_branch(capsys, tmp_path):
    steps = ["code = '''\nx = var(2.0, dtype=\"f64\")\ny = x * x\n'''",
             figure("a", "x"), figure("a.b", "y"),  # the leaf first
             figure("c.d", "y"), figure("c", "x"),  # the branch first
             figure("c", "y")]  # a name given again
    lesson = write_lesson(tmp_path / "names", section("names", *steps))
    status, out, err = cli(capsys, "run", str(lesson), "--json")
    assert status == 0, err
    assert json.loads(out) == {"names": {"a": {"": 2.0, "b": 4.0}, "c": {"d": 4.0, "": 2.0}, "c#2": 4.0}}


NAMES = ["a", "a.b", "a.b.c", "b", "a", "a.b", "a..b", "a#2"]


@pytest.mark.parametrize("names", sorted(set(itertools.permutations(NAMES, 5)))[::97])
def test_figures_tree_keeps_every_figure_in_any_order(names):
    from gradwalk.core.lessons.runner import Figure, figures_tree

    tree = figures_tree([Figure(name, name, float(i)) for i, name in enumerate(names)])

    def leaves(node):
        return [v for child in node.values() for v in (leaves(child) if isinstance(child, dict) else [child])]

    assert sorted(leaves(json.loads(json.dumps(tree)))) == [float(i) for i in range(len(names))]


def test_figures_tree_tells_a_training_figure_from_a_branch():
    from gradwalk.core.lessons.runner import Figure, figures_tree

    run = {"loss_after_step": {"1": 2.0}, "w": 1.0}
    tree = figures_tree([Figure("fit", "", run), Figure("fit.w", "", 3.0)])
    assert tree == {"fit": {"": run, "w": 3.0}}
    assert figures_tree([Figure("fit.w", "", 3.0), Figure("fit", "", run)]) == {"fit": {"w": 3.0, "": run}}


# --- gradwalk eval: a gradient only where there is one ---------------------------------------------


@pytest.mark.parametrize("program, shown, absent", [
    ('x = var(2, dtype="i64")',
     "  none: x is a variable of dtype i64, an integer type, and integers take no gradient", "dx/dx"),
    ('x = var(2, dtype="i64"); y = x * x', "  none: y is of dtype i64, an integer type", "dy/dx"),
    ('x = var([1, 2], dtype="u32"); y = x * x', "  none: y is of dtype u32, an integer type",
     "starts as ones"),
    ('x = var(2.0); y = x.to_dtype("i64")', "  none: y is of dtype i64", "dy/dx"),
    ('x = var(2, dtype="i64"); y = x.to_dtype("f32") * 3',
     "  none: no float variable leads to it; x is a variable of an integer dtype", "dy/dx"),
    ('x = var(2, dtype="i64"); z = var(1, dtype="u32"); y = x.to_dtype("f32") * 3',
     "  none: no float variable leads to it; x, z are variables of an integer dtype", "dy/dx"),
    ('x = var(2.0, dtype="f16"); y = x * x', "  dy/dx = 4 (f16)", "none"),
    ('x = var(2.0, dtype="f16")', "  dx/dx = 1 (f16)", "none"),
    ("x = tensor(2.0); y = x * x", "  none: no variable leads to it", "dy/dx"),
    ("x = var(2.0); y = x * x; z = y + 1", "  dz/dx = 4 (f32)", "none"),
    ("x = var([1.0, 2.0]); y = x * x", "  dy/dx = shape [2], f32, [2, 4]", "none"),
], ids=["int-var", "int-result", "u32-vector", "to-int", "int-var-to-float", "two-int-vars", "f16",
        "f16-var", "plain-tensor", "intermediate", "vector"])
def test_eval_prints_a_gradient_only_where_there_is_one(capsys, program, shown, absent):
    status, out, err = cli(capsys, "eval", program, "--steps")
    assert status == 0 and err == ""
    gradients = out.split("\ngradients of ", 1)[1].split("\nbackward", 1)[0]
    assert any(line.startswith(shown) for line in gradients.splitlines()), gradients
    assert absent not in gradients


def test_eval_refuses_a_bool(capsys):
    status, out, err = cli(capsys, "eval", "x = var(True)")
    assert status == 1 and out == ""
    assert "True, False and None are not part of" in one_line_error(err, "gradwalk eval: ")


# --- numbers beyond float: the learning rate and the step count, wherever they are read ----------

HUGE = 10**400


@pytest.mark.parametrize("lr, words", [(HUGE, "a number of 401 digits"),
                                       (10**5000, "a number of 5001 digits")], ids=["401", "5001"])
def test_sgd_step_with_a_learning_rate_beyond_float_says_so(lr, words):
    from gradwalk.core.engine import Tensor, TensorDataError, Var

    w = Var([1.0, 2.0], dtype="f64")
    with pytest.raises(TensorDataError, match=f"sgd_step: f64 holds numbers up to .*; got {words}"):
        w.sgd_step(Tensor([1.0, 1.0], dtype="f64"), lr)
    assert w.numpy().tolist() == [1.0, 2.0]


@pytest.mark.parametrize("lr, words", [(HUGE, "must be a number a float holds, at most 1.79769e+308; got a "
                                               "number of 401 digits"),
                                       (-HUGE, "must be a positive number")], ids=["huge", "-huge"])
def test_a_descent_with_a_learning_rate_beyond_float_says_so(lr, words):
    from gradwalk.core.engine import Var
    from gradwalk.core.training.descent import DescentError, run_descent

    w = Var(1.0, dtype="f64")
    with pytest.raises(DescentError, match=re.escape(words)):
        run_descent(lambda: w * w, {"w": w}, lr, 3)


@pytest.mark.parametrize("value", [0, 7, 10, 99, 10**17, 10**17 - 1, 2**64, HUGE, HUGE - 1, -HUGE],
                         ids=lambda value: f"{'-' if value < 0 else ''}{len(str(abs(value)))}-digits")
def test_digit_count_is_the_length_of_the_written_number(value):
    from gradwalk.core.engine.inputs import digit_count

    assert digit_count(value) == len(str(abs(value)))


TRAIN = ('figures = "fit_"\nlabel.en = "a fit"\ntrain = {{ model = "line", inputs = {{ x = "x", y = "y" }}, '
         'params = {{ w = 0.0, b = 0.0 }}, lr = {lr}, steps = {steps} }}')
DATA = ("code = '''\nx = tensor([1.0, 2.0, 3.0], dtype=\"f64\")\n"
        "y = tensor([2.0, 4.0, 6.0], dtype=\"f64\")\n'''")


@pytest.mark.parametrize("lr, steps, words", [
    ("1" + "0" * 400, "3", "the learning rate must be a number a float holds"),
    ("1e400", "3", "the learning rate must be a positive number, got inf"),
    ("0.1", "1e400", "steps must be a whole number >= 0, got inf"),
], ids=["huge-integer-lr", "lr-beyond-float", "steps-beyond-float"])
def test_a_train_step_with_numbers_beyond_float_is_one_line(capsys, tmp_path, lr, steps, words):
    lesson = write_lesson(tmp_path / "rates", section("fit", DATA, TRAIN.format(lr=lr, steps=steps)))
    status, out, err = cli(capsys, "run", str(lesson))
    assert status == 1
    line = one_line_error(err, "gradwalk run: section fit, step 2: ")
    assert words in line
    status, out, err = cli(capsys, "check-lesson", str(lesson))
    assert status == 1 and words in out and "unexpected error" not in out


def test_a_lesson_with_a_number_python_will_not_read_is_one_line(capsys, tmp_path):
    lesson = write_lesson(tmp_path / "long", section("fit", DATA, TRAIN.format(lr="1" + "0" * 5000, steps=3)))
    text = (lesson / "lesson.toml").read_text(encoding="utf-8")
    line_number = text[:text.index("lr = 1000")].count("\n") + 1
    status, out, err = cli(capsys, "run", str(lesson))
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert f"lesson.toml:{line_number}: a whole number here is written with more than 4300 digits" in line


@pytest.mark.parametrize("text", ["1" + "0" * 5000, "1" * 30, "1e400", "nan"],
                         ids=["5001-digits", "30-digits", "1e400", "nan"])
def test_the_windows_step_count_and_learning_rate_refuse_numbers_beyond_reason(text):
    from gradwalk.views.panels.training_panel import parse_learning_rate, parse_steps

    with pytest.raises(ValueError):
        parse_steps(text)
    if text != "1" * 30:  # a rate that large is a number
        with pytest.raises(ValueError):
            parse_learning_rate(text)


def test_the_windows_step_count_reads_leading_zeros():
    from gradwalk.views.panels.training_panel import parse_steps

    assert parse_steps("0" * 30 + "5") == 5


# --- export-plot --plot boundary: one run's, named in its caption ---------------------------------

WRONG = ["export-plot", "--lesson", "l05", "--section", "what_goes_wrong", "--plot", "boundary"]


def svg_texts(path: Path) -> list[str]:
    """The SVG's lines of text, one per <text> element."""
    return [(e.text or "").strip() for e in ET.fromstring(path.read_bytes()).iter() if e.tag.endswith("text")]


@pytest.mark.parametrize("runs, named, others", [
    (["--runs", "3"], "a ReLU network started with bias −1", ["learning rate 20", "equal start"]),
    (["--runs", "equal start"], "equal start, learning rate 0.5", ["learning rate 20", "ReLU"]),
    ([], "the same network, learning rate 20", ["equal start", "ReLU"]),  # the first, as --help says
], ids=["number", "label", "default"])
def test_export_plot_boundary_draws_the_run_asked_for_and_names_it(tmp_path, qapp, runs, named, others):
    svg, png = tmp_path / "boundary.svg", tmp_path / "boundary.png"
    assert main([*WRONG, *runs, "--out", str(svg)]) == 0
    caption = next(t for t in svg_texts(svg) if "accuracy" in t)
    assert caption.startswith(f"{named} — step "), caption
    assert not any(other in caption for other in others)
    assert main([*WRONG, *runs, "--size", "800x600", "--out", str(png)]) == 0
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert (image.width(), image.height()) == (800, 600)
    rsvg = shutil.which("rsvg-convert")
    if rsvg is not None:  # the SVG opens in another program than the one that wrote it
        drawn = tmp_path / "drawn.png"
        subprocess.run([rsvg, str(svg), "-o", str(drawn)], check=True, capture_output=True, timeout=60)
        assert not QImage(str(drawn)).isNull()


def test_export_plot_boundary_of_several_runs_asks_for_one(capsys, tmp_path, no_window):
    status, out, err = cli(capsys, *WRONG, "--runs", "1,3", "--out", str(tmp_path / "b.png"))
    assert status == 1
    line = one_line_error(err, "gradwalk export-plot: --plot boundary draws one run's boundary")
    assert "--runs names 2 runs" in line and "3 a ReLU network started with bias −1" in line
    assert not (tmp_path / "b.png").exists()


@pytest.mark.parametrize("lesson, section_id, words", [
    ("l04", "regression", "there is no decision boundary to export: no section of lesson l04 trains a "
                          "classifier of points in the plane"),
    ("l05", "two_moons", "there is no landscape to export: no section of lesson l05 fits a line"),
])
def test_export_plot_refuses_a_picture_no_run_of_the_section_has_before_training(
        capsys, tmp_path, no_window, lesson, section_id, words):
    plot = "boundary" if "boundary" in words else "landscape"
    status, out, err = cli(capsys, "export-plot", "--lesson", lesson, "--section", section_id, "--plot", plot,
                           "--out", str(tmp_path / "p.png"))
    assert status == 1 and words in one_line_error(err, "gradwalk export-plot: ")


# --- options given twice, options that would do nothing ------------------------------------------

SHOT = ["screenshot", "--lesson", "l04", "--section", "first_derivative"]


@pytest.mark.parametrize("argv, option", [
    (["screenshot", "--lesson", "l04", "--section", "first_derivative", "--section", "var_set",
      "--out", "x.png"], "--section"),
    (["export-graph", "--lesson", "l04", "--lesson", "l05", "--section", "first_derivative",
      "--out", "x.png"], "--lesson"),
    (["export-plot", "--lesson", "l04", "--section", "regression", "--plot", "loss", "--plot", "landscape",
      "--out", "x.png"], "--plot"),
    ([*SHOT, "--out", "x.png", "--out", "y.png"], "--out"),
    ([*SHOT, "--out", "x.png", "--size", "800x600", "--size", "900x600"], "--size"),
    ([*SHOT, "--out", "x.png", "--backward-steps", "1", "--backward-steps", "2"], "--backward-steps"),
    (["run", "l04", "--lang", "fr", "--lang", "es"], "--lang"),
    (["run", "l04", "--data", "a.csv", "--data", "b.csv"], "--data"),
    (["check-lesson", "data/lessons/l04", "--step-seconds", "1", "--step-seconds", "2"], "--step-seconds"),
], ids=lambda value: value if isinstance(value, str) else value[0])
def test_an_option_given_twice_with_two_values_is_refused(capsys, tmp_path, monkeypatch, argv, option):
    monkeypatch.chdir(tmp_path)
    line = usage_error(capsys, argv)
    assert line.startswith(f"gradwalk {argv[0]}: error: argument {option}: given twice")
    assert line.endswith("give it once")
    assert not list(tmp_path.iterdir())


def test_an_option_given_twice_with_the_same_value_is_taken(capsys):
    status, out, err = cli(capsys, "run", "l04", "--section", "first_derivative",
                           "--lang", "fr", "--lang", "fr")
    assert status == 0 and err == "" and "Leçon l04" in out


@pytest.mark.parametrize("argv, words", [
    (["export-plot", "--lesson", "l04", "--section", "regression", "--plot", "landscape"],
     "--plot landscape does nothing for a .csv file"),
    (["export-plot", "--lesson", "l05", "--section", "two_moons", "--plot", "boundary"],
     "--plot boundary does nothing for a .csv file"),
    (["export-plot", "--lesson", "l04", "--section", "regression", "--size", "800x600"],
     "--size does nothing for a .csv file"),
    (["export-plot", "--lesson", "l04", "--section", "regression", "--look", "dark"],
     "--look does nothing for a .csv file"),
    (["export-plot", "--lesson", "l04", "--section", "regression", "--log"],
     "--log does nothing for a .csv file"),
], ids=["landscape", "boundary", "size", "look", "log"])
def test_export_plot_options_a_csv_has_no_use_for_are_refused(capsys, tmp_path, no_window, argv, words):
    status, out, err = cli(capsys, *argv, "--out", str(tmp_path / "runs.csv"))
    assert status == 1 and words in one_line_error(err, "gradwalk export-plot: ")


@pytest.mark.parametrize("lesson, section_id, plot", [("l04", "regression", "landscape"),
                                                       ("l05", "two_moons", "boundary")])
def test_export_plot_log_with_a_picture_without_a_loss_axis_is_refused(capsys, tmp_path, no_window, lesson,
                                                                       section_id, plot):
    status, out, err = cli(capsys, "export-plot", "--lesson", lesson, "--section", section_id, "--plot", plot,
                           "--log", "--out", str(tmp_path / "p.png"))
    assert status == 1
    assert f"--log does nothing for --plot {plot}" in one_line_error(err, "gradwalk export-plot: ")


@pytest.mark.parametrize("option", [["--size", "1920x1080"], ["--backward-steps", "2"]])
def test_export_graph_options_a_pdf_has_no_use_for_are_refused(capsys, tmp_path, no_window, option):
    status, out, err = cli(capsys, "export-graph", "--lesson", "l04", "--section", "first_derivative",
                           *option,
                           "--out", str(tmp_path / "walk.pdf"))
    assert status == 1
    assert f"{option[0]} does nothing for a .pdf file" in one_line_error(err, "gradwalk export-graph: ")


@pytest.mark.parametrize("runs", ["1,,2", "-1", " 2, -3"])
def test_export_plot_runs_that_are_no_numbers_from_1_say_how_to_write_them(capsys, no_window, runs):
    status, out, err = cli(capsys, "export-plot", "--lesson", "l04", "--section", "regression",
                           "--runs", runs,
                           "--out", "never.png")
    assert status == 1
    line = one_line_error(err, f"gradwalk export-plot: --runs {runs!r}: run numbers are whole numbers "
                               "from 1 to 4")
    assert "1 descent on raw pages" in line


# --- --out: a name, not a folder; a failed export leaves the file that was there --------------------


@pytest.mark.parametrize("command", ["screenshot", "export-graph", "export-plot"])
@pytest.mark.parametrize("lesson", LESSONS)
def test_out_naming_no_file_or_a_folder_is_refused_before_drawing(capsys, tmp_path, no_window, command,
                                                                  lesson):
    section_id = {"l04": "regression", "l05": "two_moons", "l06": "forward_first"}[lesson]
    folder = tmp_path / "pictures.png"
    folder.mkdir()
    for out, words in (("", "--out names no file"),
                       (str(folder), f"{folder} is a folder; name a file in it")):
        status, _, err = cli(capsys, command, "--lesson", lesson, "--section", section_id, "--out", out)
        assert status == 1
        assert words in one_line_error(err, f"gradwalk {command}: ")


@pytest.mark.parametrize("argv", [
    ["screenshot", "--lesson", "l04", "--section", "var_set", "--tape"],
    ["export-graph", "--lesson", "l04", "--section", "var_set", "--tape"],
    ["export-graph", "--lesson", "l06", "--section", "exercise_2_given_jacobian", "--tape"],
], ids=["screenshot", "export-graph", "export-graph-l06"])
def test_a_mode_the_section_cannot_be_shown_in_is_refused_and_the_file_left(capsys, tmp_path, qapp, argv):
    out = tmp_path / "picture.png"
    out.write_bytes(b"the picture before")
    status, _, err = cli(capsys, *argv, "--out", str(out))
    assert status == 1
    line = one_line_error(err, f"gradwalk {argv[0]}: the section's program cannot be walked on the tape")
    assert "is not on the tape" in line
    assert out.read_bytes() == b"the picture before"


@pytest.mark.parametrize("argv", [
    ["export-plot", "--lesson", "l04", "--section", "regression", "--plot", "boundary"],
    ["export-plot", "--lesson", "l04", "--section", "regression", "--runs", "9"],
    ["export-graph", "--lesson", "l04", "--section", "no_such_section"],
])
def test_a_failed_export_leaves_the_previous_file_intact(capsys, tmp_path, qapp, argv):
    out = tmp_path / "picture.png"
    out.write_bytes(b"the picture before")
    assert main([*argv, "--out", str(out)]) == 1
    assert out.read_bytes() == b"the picture before"
    assert [p.name for p in tmp_path.iterdir()] == ["picture.png"]


def test_an_export_replaces_the_previous_file_whole(tmp_path, qapp):
    out = tmp_path / "picture.png"
    out.write_bytes(b"the picture before")
    assert main(["export-graph", "--lesson", "l04", "--section", "first_derivative", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert [p.name for p in tmp_path.iterdir()] == ["picture.png"]  # no temporary file left


# --- check-lesson paths, and a refusal in the language asked for -------------------------------------


@pytest.mark.parametrize("path, words", [
    ("", "the path is empty"),
    ("/dev/null", "/dev/null is neither a folder nor a file"),
    ("l04", "l04 does not exist; the built-in lesson l04 is the folder "),
])
def test_check_lesson_paths_that_name_no_lesson_folder(capsys, tmp_path, monkeypatch, path, words):
    if path == "/dev/null" and not Path(path).exists():
        pytest.skip("no /dev/null here")
    monkeypatch.chdir(tmp_path)
    status, out, err = cli(capsys, "check-lesson", path)
    assert status == 2 and out == ""
    assert words in one_line_error(err, "gradwalk check-lesson: ")


@pytest.mark.parametrize("json_output", [False, True])
def test_run_refusals_are_in_the_language_asked_for(capsys, json_output):
    status, out, err = cli(capsys, "run", "l04", "--lang", "fr", "--section", "nosuch",
                           *(["--json"] if json_output else []))
    assert status == 1 and out == ""
    assert "la leçon l04 n'a pas de section 'nosuch'" in one_line_error(err, "gradwalk run: ")


# --- numbers given on the command line ------------------------------------------------------------

NEVER_WRITTEN_SHOT = ["screenshot", "--lesson", "l04", "--section", "var_set", "--out", "never-written.png"]


@pytest.mark.parametrize("option, value", [
    ("--size", "0x0"), ("--size", "99999x99999"), ("--size", "1280x"), ("--size", "-5x3"),
    ("--size", "1e3x800"), ("--size", "\u0661\u0662\u0668\u0660x800"), ("--size", "1280x800x3"),
    ("--backward-steps", "-1"), ("--backward-steps", str(10**12)), ("--backward-steps", "ten"),
    ("--backward-steps", "\u0665"), ("--backward-steps", "1.5"), ("--backward-steps", "9" * 400),
])
def test_sizes_and_counts_out_of_range_are_refused_before_qt_starts(capsys, tmp_path, monkeypatch,
                                                                    option, value):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main([*NEVER_WRITTEN_SHOT, f"{option}={value}"])
    assert info.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1].startswith(
        f"gradwalk screenshot: error: argument {option}")
    assert not (tmp_path / "never-written.png").exists()


def test_runs_given_in_other_digits_are_read_as_a_label_not_a_number(capsys):
    from gradwalk.app.cli.window_commands import _selected_runs
    from gradwalk.core.lessons import Step, Texts

    steps = [Step("train", {}, Texts.of("first")), Step("train", {}, Texts.of("second"))]
    assert _selected_runs("export-plot", steps, ["2", "1,2"]) == [0, 1]
    assert _selected_runs("export-plot", steps, ["\u0661"]) == 1  # ١ is no run number here
    assert "matches none" in capsys.readouterr().err
