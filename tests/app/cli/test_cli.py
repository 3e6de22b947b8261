"""The command line's subcommands: `gradwalk run LESSON ...` and `gradwalk eval TEXT ...`.

Every test calls `app.main.main([...])` in-process and reads what it printed. The data search path
is isolated in every test (GRADWALK_DATA, XDG_DATA_HOME and HOME point at empty temporary
folders), so a builds.csv on the machine running the tests never leaks in.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from tests.paths import REPO_ROOT
from gradwalk.core.lessons import available_lessons

from gradwalk.app.main import main
from gradwalk.core.lessons.datasets import user_data_dir
from gradwalk.core.lessons import load_lesson

REPO = REPO_ROOT

L04_SECTIONS = [
    "first_derivative",
    "which_tensors_get_a_gradient",
    "adding_up_seeds_no_accumulation",
    "what_stops_a_gradient",
    "finite_differences",
    "var_set",
    "regression",
    "exercise_1_logistic",
    "exercise_2_quadratic",
]


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """Point every folder of the data search path but the project's own at empty tmp folders."""
    folders = SimpleNamespace(
        env=tmp_path / "gradwalk_data", xdg=tmp_path / "xdg", home=tmp_path / "home"
    )
    for folder in vars(folders).values():
        folder.mkdir()
    monkeypatch.setenv("GRADWALK_DATA", str(folders.env))
    monkeypatch.setenv("XDG_DATA_HOME", str(folders.xdg))
    monkeypatch.setenv("HOME", str(folders.home))
    monkeypatch.setenv("APPDATA", str(folders.home / "AppData"))
    return folders


def cli(capsys, *argv):
    """Run `gradwalk ARGV...` in-process: (exit status, stdout, stderr)."""
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def one_line_error(err, prefix):
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got: {err!r}"
    assert lines[0].startswith(prefix), lines[0]
    return lines[0]


# --- a generated data set, with a known line and noise ---------------------------------------------


@pytest.fixture
def generated_csv(tmp_path):
    """60 rows of made-up builds: seconds = 0.07·pages + 4 + noise, with text columns around."""
    rng = np.random.default_rng(20240611)
    pages = rng.integers(5, 400, size=60).astype(float)
    seconds = 0.07 * pages + 4.0 + rng.normal(0.0, 1.5, size=60)
    path = tmp_path / "my_builds.csv"
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["created_at", "sha", "pages", "build_seconds"])
        for i, (p, s) in enumerate(zip(pages, seconds)):
            writer.writerow([f"2024-06-{1 + i % 28:02d}T10:00:00Z", f"{i:07x}", repr(float(p)), repr(float(s))])
    return SimpleNamespace(path=path, pages=pages, seconds=seconds)


# --- the entry point -----------------------------------------------------------------------------


def test_python_dash_m_app_main_help_lists_the_subcommands(isolated):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "gradwalk.app.main", "--help"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "usage: gradwalk" in done.stdout
    assert "run" in done.stdout and "eval" in done.stdout


def test_run_without_a_lesson_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["run"])
    assert info.value.code == 2
    assert "lesson" in capsys.readouterr().err


# --- gradwalk run l04, on the demo data and on the course's data -----------------------------------


def test_run_l04_without_builds_csv_uses_the_demo_and_says_so(capsys, isolated):
    status, out, err = cli(capsys, "run", "l04")
    assert status == 0, err
    assert err == ""
    lesson = load_lesson("l04")
    assert out.startswith(f"Lesson l04: {lesson.title('en')}\n")
    for section in lesson.sections:
        assert f"\n== {section.title('en')} [{section.id}]\n" in out
    # The demo is named, its numbers called made up, and where builds.csv belongs is said.
    assert "builds_demo.csv" in out
    assert "made-up numbers" in out
    assert "builds.csv" in out.replace("builds_demo.csv", "")
    assert str(isolated.xdg / "gradwalk") in out
    assert str(user_data_dir()) in out
    assert "GRADWALK_DATA" in out
    # The standardisation is shown, with the population standard deviation.
    assert "standardised pages: z = (pages − " in out
    assert "the population standard deviation" in out
    # A few figures that do not depend on the data.
    assert "dy/dx = 2x + 3: 7 (f64)" in out
    assert "through detach: gradient for w: None (no gradient)" in out


def test_run_l04_on_the_demo_says_how_far_the_diverging_loss_grew(capsys):
    status, out, err = cli(capsys, "run", "l04", "--section", "regression", "--json")
    assert status == 0, err
    last = json.loads(out)["regression"]["lr_3e-5"]["loss_after_step"]["1000"]
    with (REPO / "data" / "builds_demo.csv").open(newline="") as file:
        seconds = np.array([float(row["build_seconds"]) for row in csv.DictReader(file)][:52])
    start = float(np.mean(seconds * seconds))  # the loss at w = b = 0
    orders = round(np.log10(last) - np.log10(start))
    status, out, err = cli(capsys, "run", "l04", "--section", "regression")
    assert status == 0, err
    assert f"  lr 3e-05, 1000 steps, f64 on cpu; the loss grew by {orders} orders of magnitude\n" in out
    assert "finite number" not in out


def test_run_l04_finds_builds_csv_through_gradwalk_data(capsys, isolated, builds_csv):
    copy = isolated.env / "builds.csv"
    shutil.copyfile(builds_csv, copy)  # a copy in tmp only, never into the repository
    status, out, err = cli(capsys, "run", "l04")
    assert status == 0, err
    head = out.split("\n== ", 1)[0]
    assert str(copy) in head and "(52 rows)" in head
    assert "builds_demo.csv" not in out
    assert "made-up" not in out
    for section in load_lesson("l04").sections:
        assert f"\n== {section.title('en')} [{section.id}]\n" in out


def test_run_l04_json_with_builds_csv(capsys, isolated, builds_csv):
    shutil.copyfile(builds_csv, isolated.env / "builds.csv")
    status, out, err = cli(capsys, "run", "l04", "--json")
    assert status == 0, err
    figures = json.loads(out)
    assert list(figures) == L04_SECTIONS
    assert list(figures) == [s.id for s in load_lesson("l04").sections]

    regression = figures["regression"]
    assert round(regression["closed_form_w"], 6) == 0.041707
    # Full precision, not the transcript's six decimals.
    db = regression["grad_at_zero_db"]
    assert db == pytest.approx(-34.76923076923077, rel=1e-15, abs=0)
    assert round(db, 6) != db
    with builds_csv.open(newline="") as file:
        seconds = [float(row["build_seconds"]) for row in csv.DictReader(file)][:52]
    assert db == pytest.approx(-2 * np.mean(seconds), rel=1e-13)
    # Dotted names nest.
    assert set(regression["standardized_f64"]) >= {"ws", "bs", "w", "b"}
    assert set(regression["lr_1e-5"]["loss_after_step"]) == {"1", "10", "1000"}
    # No gradient is null.
    assert figures["what_stops_a_gradient"]["through_detach_grad_w"] is None
    assert figures["what_stops_a_gradient"]["through_max_keepdim_grad_w"] == [0.0, 0.0, 1.0]
    assert figures["first_derivative"] == {"y": 10.0, "dy_dx": 7.0}


# --- gradwalk run --data ----------------------------------------------------------------------------


def test_run_data_computes_the_figures_from_that_file(capsys, generated_csv):
    status, out, err = cli(
        capsys, "run", "l04", "--data", str(generated_csv.path), "--json", "--section", "regression"
    )
    assert status == 0, err
    figures = json.loads(out)
    assert list(figures) == ["regression"]
    regression = figures["regression"]
    w, b = np.polyfit(generated_csv.pages[:52], generated_csv.seconds[:52], 1)
    assert abs(regression["closed_form_w"] - w) < 1e-9
    assert abs(regression["closed_form_b"] - b) < 1e-9
    assert regression["grad_at_zero_db"] == pytest.approx(-2 * generated_csv.seconds[:52].mean(), rel=1e-12)
    # The first 52 rows, not all 60.
    w_all, _ = np.polyfit(generated_csv.pages, generated_csv.seconds, 1)
    assert abs(w_all - w) > 1e-9
    assert abs(regression["standardized_f64"]["w"] - w) < 1e-8


def test_run_data_transcript_names_the_file(capsys, generated_csv):
    status, out, err = cli(
        capsys, "run", "l04", "--data", str(generated_csv.path), "--section", "first_derivative"
    )
    assert status == 0, err
    assert str(generated_csv.path) in out
    assert "made-up" not in out


@pytest.mark.parametrize("bad_row", ["2024-07-01T10:00:00Z,abcdef0,2O,3.5", "only,three,fields", "x,y,nan,1"])
def test_run_data_with_a_bad_row_after_the_rows_kept_runs_on_those_rows(capsys, generated_csv, bad_row):
    # The lesson keeps the first 52 of the 60 rows: what lies after them is never read.
    with generated_csv.path.open("a", encoding="utf-8") as file:
        file.write(bad_row + "\n")
    status, out, err = cli(capsys, "run", "l04", "--data", str(generated_csv.path), "--json",
                           "--section", "regression")
    assert status == 0, err
    assert err == ""
    w, _ = np.polyfit(generated_csv.pages[:52], generated_csv.seconds[:52], 1)
    assert abs(json.loads(out)["regression"]["closed_form_w"] - w) < 1e-9


def test_run_data_with_a_bad_cell_inside_the_rows_kept_is_still_a_one_line_error(capsys, generated_csv):
    lines = generated_csv.path.read_text(encoding="utf-8").splitlines(keepends=True)
    fields = lines[40].split(",")
    fields[2] = "2O"
    lines[40] = ",".join(fields)
    generated_csv.path.write_text("".join(lines), encoding="utf-8")
    status, out, err = cli(capsys, "run", "l04", "--data", str(generated_csv.path))
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "'pages'" in line and "'2O'" in line and "numbers" in line


def test_run_data_missing_a_column_is_a_one_line_error(capsys, tmp_path):
    path = tmp_path / "no_seconds.csv"
    path.write_text("created_at,sha,pages\n2024-01-01,abc1234,10\n2024-01-02,def5678,20\n")
    status, out, err = cli(capsys, "run", "l04", "--data", str(path))
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "build_seconds" in line
    assert "pages" in line  # the columns the file does have


def test_run_data_with_text_where_numbers_belong_is_a_one_line_error(capsys, tmp_path):
    path = tmp_path / "typo.csv"
    path.write_text("pages,build_seconds\n10,2.5\n2O,3.5\n")  # a letter O for a zero
    status, out, err = cli(capsys, "run", "l04", "--data", str(path))
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "'pages'" in line and "'2O'" in line and "numbers" in line


def test_run_data_that_is_not_text_is_a_one_line_error(capsys, tmp_path):
    path = tmp_path / "builds.xlsx.csv"
    path.write_bytes(b"PK\x03\x04\xff\xfe binary")
    status, out, err = cli(capsys, "run", "l04", "--data", str(path))
    assert status == 1 and out == ""
    assert "not text in UTF-8" in one_line_error(err, "gradwalk run: ")


def test_run_data_with_a_constant_column_says_figures_may_be_nan(capsys, tmp_path):
    path = tmp_path / "flat.csv"
    path.write_text("pages,build_seconds\n" + "".join(f"100,{s}\n" for s in (2.0, 3.0, 4.0)))
    status, out, err = cli(capsys, "run", "l04", "--data", str(path), "--section", "regression")
    assert status == 0, err
    assert f"Data: {path} (3 rows)" in out
    assert "In pages, every value is the same" in out and "nan" in out


@pytest.mark.parametrize("column, value", [("build_seconds", "1e300"), ("pages", "-1.7e308"),
                                           ("build_seconds", "1e100")])
def test_run_data_with_huge_numbers_shows_inf_and_nan_without_numpy_warnings(generated_csv, column, value):
    lines = generated_csv.path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = lines[0].strip().split(",")
    fields = lines[5].split(",")
    fields[header.index(column)] = value
    lines[5] = ",".join(fields).rstrip("\n") + "\n"
    generated_csv.path.write_text("".join(lines), encoding="utf-8")
    # A fresh process: what numpy would print goes to the real stderr, as on a learner's console.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONWARNINGS": "default"}
    done = subprocess.run(
        [sys.executable, "-m", "gradwalk.app.main", "run", "l04", "--data", str(generated_csv.path),
         "--section", "regression"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )
    explained = [line for line in done.stdout.splitlines() if line.startswith(f"In {column}, numbers reach ")]
    assert len(explained) == 1 and explained[0].endswith("some figures will be inf or nan.")
    if column == "build_seconds" and abs(float(value)) > 3.4e38:
        # the lesson converts build times to f32, which cannot hold the value: the conversion
        # refuses it (never an inf in disguise), in one line, as the note above said it would
        assert done.returncode == 1
        assert done.stderr.count("\n") == 1 and "to_dtype('f32')" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr and "Warning" not in done.stderr
        assert "f32 cannot hold them" in explained[0]
    else:
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""
        assert "inf" in done.stdout or "nan" in done.stdout


def test_run_data_with_ordinary_numbers_explains_nothing_about_inf(generated_csv, capsys):
    status, out, err = cli(capsys, "run", "l04", "--data", str(generated_csv.path), "--section", "regression")
    assert status == 0, err
    assert "numbers reach" not in out


def test_run_data_nonexistent_path_is_a_clear_error(capsys, tmp_path):
    missing = tmp_path / "nowhere" / "builds.csv"
    status, out, err = cli(capsys, "run", "l04", "--data", str(missing))
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "no data file" in line and str(missing) in line


# --- gradwalk run: sections, lessons, languages ---------------------------------------------------


def test_run_one_section_prints_only_that_section(capsys):
    status, out, err = cli(capsys, "run", "l04", "--section", "first_derivative")
    assert status == 0, err
    assert out.count("\n== ") == 1
    assert "\n== A first derivative [first_derivative]\n" in out
    assert "y = x² + 3x at x = 2: 10 (f64)" in out
    assert "dy/dx = 2x + 3: 7 (f64)" in out
    assert "Which tensors get a gradient" not in out


def test_run_two_sections_in_the_lessons_order(capsys):
    # As --runs of export-plot: what is named runs in the lesson's order, whatever the order given.
    status, out, err = cli(
        capsys, "run", "l04", "--json", "--section", "var_set", "--section", "first_derivative"
    )
    assert status == 0, err
    figures = json.loads(out)
    assert list(figures) == ["first_derivative", "var_set"]
    assert figures["var_set"]["refuses_dtype_mismatch"] is True


@pytest.mark.parametrize("json_output", [False, True])
def test_run_a_section_named_twice_prints_it_once(capsys, json_output):
    names = ["var_set", "first_derivative", "var_set", "var_set"]
    argv = ["run", "l04", *(["--json"] if json_output else [])]
    status, out, err = cli(capsys, *argv, *[arg for name in names for arg in ("--section", name)])
    assert status == 0, err
    order = [s.id for s in load_lesson("l04").sections if s.id in names]
    if json_output:
        assert list(json.loads(out)) == order
    else:
        titles = {s.id: s.title("en") for s in load_lesson("l04").sections}
        assert [line[3:] for line in out.splitlines() if line.startswith("== ")] == [
            f"{titles[name]} [{name}]" for name in order]


def test_run_unknown_section_lists_the_sections(capsys):
    status, out, err = cli(capsys, "run", "l04", "--section", "no_such_section")
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "no_such_section" in line
    for section_id in L04_SECTIONS:
        assert section_id in line


def test_run_unknown_lesson(capsys):
    status, out, err = cli(capsys, "run", "l99")
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "'l99'" in line and "l04" in line


def test_run_unknown_language_names_the_available_ones(capsys):
    status, out, err = cli(capsys, "run", "l04", "--lang", "xx")
    assert status == 1
    assert out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert "'xx'" in line and "en" in line.split("languages are:")[1]


# --- gradwalk eval ----------------------------------------------------------------------------------

PROGRAM = 'x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x'


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


# --- Unix manners: a reader that leaves early, a console that cannot show "²", Ctrl-C --------------


def gradwalk_command(*argv):
    return [sys.executable, "-m", "gradwalk.app.main", *argv]


def quiet_env(**extra):
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", **extra}


PIPED = [
    ("eval", PROGRAM, "--steps"),
    ("run", "l04"),
    ("run", "l04", "--json", "--section", "first_derivative"),  # --json prints all at the end
    ("run", "l04", "--section", "regression"),
]


@pytest.mark.parametrize("argv", PIPED, ids=[" ".join(a[:3]) for a in PIPED])
def test_output_into_a_pipe_already_closed_stops_quietly(argv):
    # The reading end is closed before gradwalk starts: its first write meets a broken pipe.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write_end)
    assert done.stderr == ""
    assert done.returncode in (0, 141)


@pytest.mark.parametrize("argv", PIPED, ids=[" ".join(a[:3]) for a in PIPED])
def test_output_into_head_1_stops_quietly(argv):
    # Like `gradwalk ... | head -1`: read one line, then close the pipe while gradwalk may still write.
    with subprocess.Popen(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as process:
        first = process.stdout.readline()
        process.stdout.close()
        err = process.stderr.read()
        status = process.wait(timeout=120)
    assert first.strip()
    assert err == ""
    assert status in (0, 141)


def test_a_console_that_cannot_encode_the_text_gets_it_escaped():
    done = subprocess.run(gradwalk_command("eval", "π = var(1.0); y = π.sqr()"), cwd=REPO,
                          env=quiet_env(PYTHONIOENCODING="ascii"), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "dy/d\\u03c0 = 2 (f32)" in done.stdout


def test_ctrl_c_stops_without_a_traceback(capsys, monkeypatch):
    from gradwalk.app.cli import commands

    def interrupted(args):
        print("half a line", end="")
        raise KeyboardInterrupt

    monkeypatch.setattr(commands, "eval_command", interrupted)
    try:
        status, out, err = cli(capsys, "eval", PROGRAM)
    except KeyboardInterrupt:  # not raised: it would stop the whole test session
        pytest.fail("Ctrl-C came out of main() as a KeyboardInterrupt, with its traceback")
    assert status == 130
    assert err == ""


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


@pytest.mark.parametrize("lesson", ["../lessons/l04", ".", "l04/"])
def test_run_takes_a_lesson_by_its_name_or_by_a_folder_that_holds_one(capsys, lesson):
    # A path is a lesson only when it is a folder holding a lesson.toml (tests/app/cli/test_run_languages.py);
    # a name never reaches outside data/lessons.
    status, out, err = cli(capsys, "run", lesson)
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    listed = ", ".join(available_lessons())
    assert f"no lesson {lesson!r}" in line and f"(lessons there: {listed})" in line and "l04" in listed


def test_run_without_a_home_folder_leaves_the_user_folder_out(capsys, monkeypatch, isolated):
    def no_home():
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    monkeypatch.delenv("XDG_DATA_HOME")
    status, out, err = cli(capsys, "run", "l04", "--section", "first_derivative")
    assert status == 0, err
    assert f"  - {isolated.env}\n" in out  # GRADWALK_DATA is still searched and listed
    assert ".local" not in out
    from gradwalk.core.lessons.datasets import DataSetError
    with pytest.raises(DataSetError, match="the user's data folder is unknown"):
        user_data_dir()


def test_run_with_gradwalk_data_naming_an_unknown_user_home(capsys, monkeypatch):
    monkeypatch.setenv("GRADWALK_DATA", "~no_such_user_of_gradwalk/data")
    status, out, err = cli(capsys, "run", "l04", "--section", "first_derivative")
    assert status == 0, err
    assert "~no_such_user_of_gradwalk/data" in out


def test_run_data_without_read_permission_is_a_one_line_error(capsys, tmp_path, monkeypatch):
    path = tmp_path / "locked.csv"
    path.write_text("pages,build_seconds\n1,2\n", encoding="utf-8")

    def refused(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return path_open(self, *args, **kwargs)

    path_open = Path.open
    monkeypatch.setattr(Path, "open", refused)  # chmod 000 does not stop root
    status, out, err = cli(capsys, "run", "l04", "--data", str(path))
    assert status == 1 and out == ""
    line = one_line_error(err, "gradwalk run: ")
    assert line == f"gradwalk run: {path} cannot be read: Permission denied"


@pytest.mark.parametrize("make", [
    lambda p: p.mkdir(),
    lambda p: p.write_bytes(b""),
    lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))),
    lambda p: p.write_bytes(b"pages,build_seconds\n" + b"7" * 2_000_000 + b",1\n"),
    lambda p: p.write_text(",".join(f"c{i}" for i in range(30_000)) + "\n", encoding="utf-8"),
], ids=["directory", "empty", "binary", "one_huge_line", "huge_header"])
def test_run_data_that_is_no_table_is_a_one_line_error(capsys, tmp_path, make):
    path = tmp_path / "builds.csv"
    make(path)
    status, out, err = cli(capsys, "run", "l04", "--data", str(path))
    assert status == 1 and out == ""
    assert str(path) in one_line_error(err, "gradwalk run: ")


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


# --- output that cannot be written, and stdout closed --------------------------------------------

UNWRITABLE = [("eval", PROGRAM), ("check-lesson", "data/lessons/l04"),
              ("run", "l04", "--section", "first_derivative"),
              ("run", "l04", "--json", "--section", "first_derivative")]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("argv", UNWRITABLE, ids=[" ".join(a[:3]) for a in UNWRITABLE])
def test_output_to_a_full_disk_fails_with_one_line(argv):
    with open("/dev/full", "w") as full:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    one_line_error(done.stderr, f"gradwalk {argv[0]}: ")
    assert os.strerror(28) in done.stderr  # ENOSPC, in the system's words


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("argv", [("--help",), ("--version",), ("run", "--help")])
def test_help_that_cannot_be_written_fails_with_one_line(argv):
    # argparse drops the error of a help it cannot write and exits with 0, as if it had printed
    with open("/dev/full", "w") as full:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    one_line_error(done.stderr, "gradwalk: ")


def test_with_stdout_closed_a_command_says_so_and_fails():
    done = subprocess.run(["sh", "-c", '"$0" -m gradwalk.app.main eval "$1" >&-', sys.executable, PROGRAM],
                          cwd=REPO, env=quiet_env(), stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert "closed" in one_line_error(done.stderr, "gradwalk eval: ")


# --- numbers given on the command line ------------------------------------------------------------

SHOT = ["screenshot", "--lesson", "l04", "--section", "var_set", "--out", "never-written.png"]


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
        main([*SHOT, f"{option}={value}"])
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


def test_a_render_from_the_command_line_prints_only_its_own_line(tmp_path):
    # the offscreen platform's "This plugin does not support propagateSizeHints()" is noise there
    out = tmp_path / "shot.png"
    done = subprocess.run(gradwalk_command("screenshot", "--lesson", "l04", "--section", "first_derivative",
                                           "--out", str(out)),
                          cwd=REPO, env=quiet_env(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout == f"wrote {out}\n"
