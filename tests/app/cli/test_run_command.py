"""`gradwalk run LESSON ...`: the transcript and the JSON of a lesson's figures, on the demo data,
the course's data or a data file given, section by section.

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
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from gradwalk.app.main import main
from gradwalk.core.lessons.datasets import user_data_dir
from gradwalk.core.lessons import available_lessons, load_lesson
from tests.app.cli.cli_helpers import cli, one_line_error
from tests.paths import REPO_ROOT

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

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


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


# --- hostile arguments: one line on stderr, status 1, never a traceback ------------------------------


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


def test_run_eager_prints_the_same_figures_as_the_replayed_run(capsys):
    """--eager runs every descent step eagerly: the transcript's figures, to the last digit, are
    those of the descents recorded once and replayed (the default)."""
    from tests.app.cli.cli_helpers import cli

    status, replayed, _ = cli(capsys, "run", "l04", "--section", "regression", "--json")
    assert status == 0
    status, eager, _ = cli(capsys, "run", "l04", "--section", "regression", "--json", "--eager")
    assert status == 0 and eager == replayed and "loss_after_step" in eager
