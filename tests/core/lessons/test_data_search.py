"""Where a lesson's data is found, as the runner reads it (core/lessons/datasets.py): $GRADWALK_DATA,
the user's data folder, a data path given, the demo file, held-out rows, and what is said when
rows or columns are missing.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gradwalk.core.lessons.datasets import DataSetError, load_csv, project_data_dir, user_data_dir
from gradwalk.core.engine.errors import GradwalkError
from gradwalk.core.lessons.runner import load_data, run_lesson, transcript
from gradwalk.core.lessons import load_lesson
from tests.core.lessons.lesson_helpers import make_lesson

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


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


def test_a_data_file_shorter_than_the_lesson_asks_is_said_plainly(tmp_path, isolated):
    (isolated / "runs_t3.csv").write_text(RUNS_CSV, encoding="utf-8")
    short = tmp_path / "short.csv"
    short.write_text("pages,build_seconds\n100,1\n200,2\n", encoding="utf-8")
    lesson = load_lesson("t3", make_lesson(tmp_path, "t3", DATA_LESSON.format(file="runs_t3.csv")))
    run = run_lesson(lesson, data_path=short)
    assert run.figures_json()["sums"]["n"] == 300.0
    assert "Only 2 rows: the lesson uses the first 3" in run.data_notes[0]
