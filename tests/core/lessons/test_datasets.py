"""Tests of core.lessons.datasets: reading CSV files, the data search path, standardising, the line fit."""

from __future__ import annotations

import importlib.util
import os
import time
from pathlib import Path

import numpy as np
import pytest

from gradwalk.core.lessons import datasets
from gradwalk.core.lessons.datasets import (
    DataSet,
    DataSetError,
    data_search_path,
    describe_source,
    find_data_file,
    load_csv,
    load_lesson_data,
    user_data_dir,
)
from tests.core.lessons.line_reference import closed_form_line, mse, standardize
from gradwalk.core.engine.errors import GradwalkError

REPO = Path(__file__).resolve().parents[3]
PROJECT_DATA = REPO / "data"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def isolated_search_path(tmp_path, monkeypatch):
    """Point every folder of the search path but the project's own at empty temporary folders."""
    env_dir = tmp_path / "env"
    xdg = tmp_path / "xdg"
    home = tmp_path / "home"
    for folder in (env_dir, xdg, home):
        folder.mkdir()
    monkeypatch.setenv("GRADWALK_DATA", str(env_dir))
    monkeypatch.setenv("XDG_DATA_HOME", str(xdg))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("APPDATA", str(home / "AppData"))
    return env_dir


# --- load_csv --------------------------------------------------------------------------------


def test_load_csv_numeric_and_text_columns(tmp_path):
    path = write(tmp_path / "t.csv", "when,id,n,x\n2024-01-01,a1,1,0.5\n2024-01-02,b2,2,-1e3\n")
    ds = load_csv(path)
    assert ds.name == "t.csv" and ds.path == path and not ds.is_demo
    assert len(ds) == 2
    assert ds.column_names == ["when", "id", "n", "x"]
    assert ds.column("n").dtype == np.float64
    np.testing.assert_array_equal(ds.column("x"), [0.5, -1000.0])
    assert ds.column("id").dtype.kind == "U"
    assert list(ds.column("id")) == ["a1", "b2"]


def test_one_text_value_makes_the_column_text(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", "a,b\n1,2\n3,x\n"))
    assert ds.column("a").dtype == np.float64
    assert ds.column("b").dtype.kind == "U"


def test_load_csv_name_blank_lines_and_bom(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"\xef\xbb\xbfa,b\n\n1,2\n\n3,4\n")
    ds = load_csv(path, name="mine")
    assert ds.name == "mine"
    assert ds.column_names == ["a", "b"]
    np.testing.assert_array_equal(ds.column("b"), [2.0, 4.0])


def test_missing_file(tmp_path):
    with pytest.raises(DataSetError, match="no data file at .*nope.csv"):
        load_csv(tmp_path / "nope.csv")


def test_a_folder_is_not_a_data_file(tmp_path):
    with pytest.raises(DataSetError, match=r"is a folder, not a data file; name the CSV file in it"):
        load_csv(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a Unix thing")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "builds.csv"
    os.mkfifo(fifo)
    with pytest.raises(DataSetError, match=r"is not a regular file \(a device or a pipe\?\)"):
        load_csv(fifo)


@pytest.mark.parametrize("text", ["", "\n\n"])
def test_empty_file(tmp_path, text):
    with pytest.raises(DataSetError, match="is empty"):
        load_csv(write(tmp_path / "t.csv", text))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1,2\n3,4\n", "first line holds only numbers"),
        (",,\n1,2,3\n", "first line names no columns"),
        ("a,,c\n1,2,3\n", "column with no name"),
        ("a,b,a\n1,2,3\n", "names a column twice: a"),
    ],
)
def test_no_header(tmp_path, text, message):
    with pytest.raises(DataSetError, match=message):
        load_csv(write(tmp_path / "t.csv", text))


def test_wrong_number_of_fields_gives_the_line(tmp_path):
    path = write(tmp_path / "t.csv", "a,b\n1,2\n3,4\n\n5,6,7\n")
    with pytest.raises(DataSetError, match=r"line 5: expected 2 fields \(a, b\), found 3"):
        load_csv(path)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400"])
def test_numbers_that_are_not_finite_are_refused_with_their_line(tmp_path, value):
    path = write(tmp_path / "t.csv", f"pages,build_seconds\n1,2\n\n{value},4\n")
    with pytest.raises(DataSetError, match=rf"line 4: column 'pages' holds '{value}'; every number must be finite"):
        load_csv(path)


def test_a_file_that_is_not_utf8_text_is_refused(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"pages,build_seconds\n1,2\n\xff\xfe,3\n")
    with pytest.raises(DataSetError, match="not text in UTF-8"):
        load_csv(path)


def test_a_byte_that_is_not_utf8_is_reported_with_its_line(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"pages,build_seconds\n1,2\n\n3,\xff4\n")
    with pytest.raises(DataSetError, match=r"not text in UTF-8 \(line 4 holds byte 0xff, which cannot be read\)"):
        load_csv(path)


def test_a_nul_byte_is_not_text(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"pages,build_seconds\n1,2\x00\n")
    with pytest.raises(DataSetError, match=r"not text in UTF-8 \(line 2 holds a NUL byte"):
        load_csv(path)


def test_a_line_too_long_for_a_table_is_refused_without_reading_it_whole(tmp_path, monkeypatch):
    monkeypatch.setattr(datasets, "MAX_LINE_CHARS", 100)
    path = write(tmp_path / "t.csv", "pages,build_seconds\n1,2\n" + "3" * 500 + ",4\n")
    with pytest.raises(DataSetError, match=r"line 3: longer than 100 characters"):
        load_csv(path)


def test_a_header_of_many_columns_is_checked_in_linear_time(tmp_path):
    names = [f"c{i}" for i in range(30_000)]
    path = write(tmp_path / "t.csv", ",".join(names) + "\n" + ",".join("1" * len(names)) + "\n")
    start = time.perf_counter()
    ds = load_csv(path)
    assert time.perf_counter() - start < 2.0  # comparing every name with every other took ~10 s
    assert len(ds.column_names) == 30_000


# --- load_csv(rows=n): the first rows only, reading no further ---------------------------------

KEPT = "pages,build_seconds,note\n1,10,a\n\n2,20,b\n3,30,c\n"


@pytest.mark.parametrize("after", [
    "x,40,d\n",                   # text in a numeric column
    "4,40\n",                     # too few fields
    "nan,40,d\n",                 # not a finite number
    "4,40,\udcff\n",             # (written as the byte 0xff) not UTF-8
    "4,40,d\x00\n",              # a NUL byte
    "\"4,40,d\n",                # a quote that never closes
    "4," + "4" * 2_000_000 + ",d\n",  # a line longer than MAX_LINE_CHARS
], ids=["text", "fields", "nan", "not_utf8", "nul", "open_quote", "long_line"])
def test_rows_past_the_kept_ones_are_never_parsed(tmp_path, after):
    path = tmp_path / "t.csv"
    path.write_bytes((KEPT + after + "5,50,e\n").encode("utf-8", "surrogateescape"))
    ds = load_csv(path, rows=3)
    assert len(ds) == 3
    assert ds.numeric_column("pages").tolist() == [1.0, 2.0, 3.0]
    assert ds.numeric_column("build_seconds").tolist() == [10.0, 20.0, 30.0]
    with pytest.raises(DataSetError):  # the whole file is another matter
        load_csv(path).numeric_column("pages")


def test_rows_stops_reading_at_the_last_row_kept(tmp_path, monkeypatch):
    read = []

    def counting_lines(file, path):
        for line in lines(file, path):
            read.append(line)
            yield line

    lines = datasets._lines
    monkeypatch.setattr(datasets, "_lines", counting_lines)
    path = write(tmp_path / "t.csv", KEPT + "".join(f"{i},{i},z\n" for i in range(4, 1000)))
    ds = load_csv(path, rows=2)
    assert ds.numeric_column("pages").tolist() == [1.0, 2.0]
    assert read == ["pages,build_seconds,note\n", "1,10,a\n", "\n", "2,20,b\n"]


def test_rows_keeps_the_error_messages_of_the_rows_it_keeps(tmp_path):
    bad_text = write(tmp_path / "a.csv", "pages,build_seconds\n1,2\n2O,3\n4,5\n")
    with pytest.raises(DataSetError, match="column 'pages' of data set 'a.csv' must hold numbers.*'2O'"):
        load_csv(bad_text, rows=2).numeric_column("pages")
    bad_count = write(tmp_path / "b.csv", "a,b\n1,2\n\n5,6,7\n8,9\n")
    with pytest.raises(DataSetError, match=r"line 4: expected 2 fields \(a, b\), found 3"):
        load_csv(bad_count, rows=2)
    bad_number = write(tmp_path / "c.csv", "a,b\n1,2\ninf,3\n4,5\n")
    with pytest.raises(DataSetError, match=r"line 3: column 'a' holds 'inf'; every number must be finite"):
        load_csv(bad_number, rows=2)


def test_rows_beyond_the_file_keeps_them_all(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", KEPT), rows=50)
    assert len(ds) == 3


@pytest.mark.parametrize("rows", [0, -1, 2.5, True, "3"])
def test_rows_must_be_a_whole_number_of_at_least_one(tmp_path, rows):
    with pytest.raises(DataSetError, match="rows must be a whole number >= 1"):
        load_csv(write(tmp_path / "t.csv", KEPT), rows=rows)


def test_numeric_column_of_the_first_rows_of_a_column_with_text_further_down(tmp_path):
    # head(2) keeps the column's type, text; its two values are numbers all the same.
    ds = load_csv(write(tmp_path / "t.csv", "a,b\n1,2\n3,4\n5,x\n")).head(2)
    values = ds.numeric_column("b")
    assert values.dtype == np.float64 and values.tolist() == [2.0, 4.0]
    assert not values.flags.writeable
    with pytest.raises(DataSetError, match="column 'b' .* holds 'nan'; every number must be finite"):
        DataSet("m", None, {"b": np.array(["1", "nan"])}).numeric_column("b")


def test_header_but_no_rows(tmp_path):
    with pytest.raises(DataSetError, match="no rows"):
        load_csv(write(tmp_path / "t.csv", "a,b\n"))


def test_data_set_error_is_a_gradwalk_error_and_a_value_error():
    assert issubclass(DataSetError, GradwalkError)
    assert issubclass(DataSetError, ValueError)


# --- DataSet ---------------------------------------------------------------------------------


def test_missing_column_names_the_available_ones(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", "pages,build_seconds\n1,2\n"))
    with pytest.raises(DataSetError, match="no column 'seconds'.*pages, build_seconds"):
        ds.column("seconds")


def test_a_file_separated_by_semicolons_gets_a_hint(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", "pages;build_seconds\n1;2\n"))
    with pytest.raises(DataSetError, match="no column 'pages'.*use commas"):
        ds.column("pages")


def test_numeric_column_refuses_text_and_shows_some(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", "pages,note\n1,fast\n2,slow\n"))
    assert ds.numeric_column("pages").tolist() == [1.0, 2.0]
    with pytest.raises(DataSetError, match="column 'note' of data set 't.csv' must hold numbers.*'fast'"):
        ds.numeric_column("note")


def test_head_keeps_file_order(tmp_path):
    ds = load_csv(write(tmp_path / "t.csv", "n,s\n3,c\n1,a\n2,b\n"))
    first = ds.head(2)
    assert len(first) == 2 and len(ds) == 3
    np.testing.assert_array_equal(first.column("n"), [3.0, 1.0])
    assert list(first.column("s")) == ["c", "a"]
    assert first.name == ds.name and first.path == ds.path
    assert len(ds.head(0)) == 0
    with pytest.raises(DataSetError, match="only 3 rows"):
        ds.head(4)


def test_columns_are_read_only_copies():
    source = np.array([1.0, 2.0])
    ds = DataSet("t", None, {"x": source}, is_demo=False)
    source[0] = 99.0
    assert ds.column("x")[0] == 1.0
    with pytest.raises(ValueError):
        ds.column("x")[0] = 5.0


def test_columns_of_different_lengths_are_refused():
    with pytest.raises(DataSetError, match="different lengths"):
        DataSet("t", None, {"x": np.zeros(2), "y": np.zeros(3)}, is_demo=False)


# --- the search path -------------------------------------------------------------------------


def test_search_path_order(tmp_path, monkeypatch):
    a, b, xdg = tmp_path / "a", tmp_path / "b", tmp_path / "xdg"
    monkeypatch.setenv("GRADWALK_DATA", f"{a}{os.pathsep}{os.pathsep}{b}{os.pathsep}")
    monkeypatch.setenv("XDG_DATA_HOME", str(xdg))
    assert data_search_path() == [a, b, user_data_dir(), PROJECT_DATA]


def test_search_path_without_the_variable(monkeypatch):
    monkeypatch.delenv("GRADWALK_DATA", raising=False)
    assert data_search_path() == [user_data_dir(), PROJECT_DATA]


def test_user_data_dir_on_each_system(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert user_data_dir("linux") == tmp_path / "xdg" / "gradwalk"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert user_data_dir("linux") == tmp_path / ".local" / "share" / "gradwalk"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")  # the XDG spec says to ignore it
    assert user_data_dir("linux") == tmp_path / ".local" / "share" / "gradwalk"
    assert user_data_dir("darwin") == tmp_path / "Library" / "Application Support" / "Gradwalk"
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert user_data_dir("win32") == tmp_path / "Roaming" / "Gradwalk"


def test_find_data_file_takes_the_first_on_the_path(tmp_path, monkeypatch, isolated_search_path):
    a, b = tmp_path / "a", tmp_path / "b"
    user = user_data_dir()
    assert tmp_path in user.parents  # the fixture moved it into tmp_path
    for folder in (a, b, user):
        folder.mkdir(parents=True)
    monkeypatch.setenv("GRADWALK_DATA", f"{a}{os.pathsep}{b}")

    assert find_data_file("t.csv") is None
    write(user / "t.csv", "x\n1\n")
    assert find_data_file("t.csv") == user / "t.csv"
    write(b / "t.csv", "x\n2\n")
    assert find_data_file("t.csv") == b / "t.csv"
    (a / "t.csv").mkdir()  # a folder of that name is not a data file
    assert find_data_file("t.csv") == b / "t.csv"
    write(a / "t2.csv", "x\n3\n")
    assert find_data_file("t2.csv") == a / "t2.csv"


# --- the lesson's data -----------------------------------------------------------------------


def test_demo_fallback_when_builds_csv_is_absent(isolated_search_path):
    assert not (PROJECT_DATA / "builds.csv").exists(), (
        "data/builds.csv exists: the course's file is third-party data and must not live in the "
        "project; put it in the user's data folder or a GRADWALK_DATA folder instead"
    )
    ds = load_lesson_data()
    assert ds.is_demo
    assert ds.path == PROJECT_DATA / "builds_demo.csv"
    assert ds.column_names == ["created_at", "sha", "pages", "build_seconds"]
    assert len(ds) == 65

    text = describe_source(ds)
    assert "builds_demo.csv" in text
    assert "made-up" in text
    assert "builds.csv" in text.replace("builds_demo.csv", "")
    folders = [line.strip()[2:] for line in text.splitlines() if line.strip().startswith("- ")]
    assert folders[0] == str(user_data_dir())
    assert str(isolated_search_path) in folders
    assert str(PROJECT_DATA) not in folders


def test_lesson_data_found_on_the_search_path(isolated_search_path):
    path = write(isolated_search_path / "builds.csv", "pages,build_seconds\n10,9\n20,10\n")
    ds = load_lesson_data()
    assert not ds.is_demo and ds.path == path and len(ds) == 2
    assert "made-up" not in describe_source(ds)
    assert str(path) in describe_source(ds)


def test_override_wins_over_the_search_path(isolated_search_path, tmp_path):
    write(isolated_search_path / "builds.csv", "pages,build_seconds\n10,9\n")
    mine = write(tmp_path / "mine.csv", "pages,build_seconds\n1,2\n3,4\n5,6\n")
    ds = load_lesson_data(override=mine)
    assert ds.path == mine and len(ds) == 3 and not ds.is_demo
    with pytest.raises(DataSetError, match="no data file"):
        load_lesson_data(override=tmp_path / "absent.csv")


def test_missing_demo_is_a_clear_error(isolated_search_path):
    with pytest.raises(DataSetError, match="neither builds.csv .* nor the demo file"):
        load_lesson_data(demo="no_such_demo.csv")


# --- standardize -----------------------------------------------------------------------------


def test_standardize_uses_the_population_std():
    s = standardize([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
    # By hand: mean 40 / 8 = 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 8 = 4; std 2.
    assert s.mean == 5.0
    assert s.std == 2.0
    np.testing.assert_allclose(s.values, [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2])
    np.testing.assert_allclose(s.transform([5.0, 9.0]), [0.0, 2.0])
    assert s.describe("pages") == "z = (pages − 5.000000) / 2.000000"


def test_standardize_refuses_a_constant_column():
    with pytest.raises(DataSetError, match="constant column"):
        standardize([3.0, 3.0, 3.0])


def test_standardize_refuses_bad_input():
    with pytest.raises(DataSetError, match="non-empty 1-D"):
        standardize([])
    with pytest.raises(DataSetError, match="NaN"):
        standardize([1.0, float("nan")])


def test_to_raw_matches_the_closed_form_on_raw_data():
    rng = np.random.default_rng(7)
    x = rng.uniform(10, 400, size=50)
    y = 0.04 * x + 9 + rng.normal(0, 2, size=50)
    s = standardize(x)
    ws, bs = closed_form_line(s.values, y)
    w, b = s.to_raw(ws, bs)
    w_raw, b_raw = closed_form_line(x, y)
    assert w == pytest.approx(w_raw, rel=1e-12)
    assert b == pytest.approx(b_raw, rel=1e-12)
    # The same line, so the same predictions on every point.
    np.testing.assert_allclose(ws * s.values + bs, w * x + b, rtol=1e-12)


# --- closed_form_line and mse ----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_closed_form_line_matches_polyfit(seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 100, size=30)
    y = rng.normal(3, 1) * x + rng.normal(0, 10) + rng.normal(0, 5, size=30)
    w, b = closed_form_line(x, y)
    w_np, b_np = np.polyfit(x, y, 1)
    assert w == pytest.approx(w_np, rel=1e-9)
    assert b == pytest.approx(b_np, rel=1e-9, abs=1e-9)


def test_closed_form_line_refuses_bad_input():
    with pytest.raises(DataSetError, match="same length"):
        closed_form_line([1.0, 2.0], [1.0, 2.0, 3.0])
    with pytest.raises(DataSetError, match="every x is the same"):
        closed_form_line([2.0, 2.0], [1.0, 3.0])


def test_mse_by_hand():
    # Line y = 2x + 1 on (0, 1), (1, 4), (2, 5): errors 0, -1, 0 -> MSE 1/3.
    assert mse([0.0, 1.0, 2.0], [1.0, 4.0, 5.0], 2.0, 1.0) == pytest.approx(1 / 3)
    assert mse([0.0, 1.0], [1.0, 3.0], 2.0, 1.0) == 0.0


# --- the demo generator ----------------------------------------------------------------------


def load_generator():
    script = PROJECT_DATA / "demo" / "make_builds_demo.py"
    spec = importlib.util.spec_from_file_location("make_builds_demo", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_demo_generator_is_reproducible(tmp_path, capsys):
    generator = load_generator()
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    assert generator.main(["--out", str(first)]) == 0
    assert generator.main(["--out", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    # The committed demo file is exactly what the script makes.
    assert first.read_bytes() == (PROJECT_DATA / "builds_demo.csv").read_bytes()


def test_demo_data_has_the_promised_shape():
    ds = load_csv(PROJECT_DATA / "builds_demo.csv")
    assert ds.column_names == ["created_at", "sha", "pages", "build_seconds"]
    assert len(ds) == 65
    times = list(ds.column("created_at"))
    assert times == sorted(times) and len(set(times)) == 65
    assert all(len(t) == 20 and t.endswith("Z") for t in times)
    shas = list(ds.column("sha"))
    assert len(set(shas)) == 65
    assert all(len(s) == 7 and set(s) <= set("0123456789abcdef") for s in shas)
    pages, seconds = ds.column("pages"), ds.column("build_seconds")
    assert pages.min() >= 10 and pages.max() <= 400
    assert np.all(pages == np.rint(pages)) and np.all(seconds == np.rint(seconds))
    assert seconds.min() >= 1
    assert pages[-10:].mean() > pages[:10].mean() + 200  # grows over time
    w, b = closed_form_line(pages, seconds)
    assert 0.03 < w < 0.05 and 6 < b < 12


# --- the course's own file (third-party, not shipped) ----------------------------------------


@pytest.fixture
def course_file(builds_csv) -> Path:
    """Third-party course data: looked for beside the checkout, never copied into the project."""
    return builds_csv


def test_course_file_first_52_rows(course_file):
    ds = load_csv(course_file).head(52)
    assert len(ds) == 52
    pages, seconds = ds.column("pages"), ds.column("build_seconds")
    assert pages.sum() == 9570
    assert seconds.sum() == 904
    w, b = closed_form_line(pages, seconds)
    assert round(w, 6) == 0.041707
    assert round(b, 6) == 9.708880
    assert round(mse(pages, seconds, w, b), 6) == 5.908583


def test_course_file_found_through_the_variable(course_file, isolated_search_path, monkeypatch):
    monkeypatch.setenv("GRADWALK_DATA", str(course_file.parent))
    ds = load_lesson_data()
    assert not ds.is_demo and ds.path == course_file and len(ds) == 65


# --- skip: the rows after the first ones (a held-out set) -------------------------------------------


def _rows_by_hand(path: Path) -> list[list[str]]:
    """The file's rows of data, split by hand (no csv module): the lines after the header."""
    lines = [line for line in path.read_text(encoding="utf-8-sig").splitlines() if line.strip()]
    return [line.split(",") for line in lines[1:]]


@pytest.mark.parametrize("which", ["course", "demo"])
def test_skip_and_rows_read_rows_53_to_65(which, builds_csv_or_none):
    path = builds_csv_or_none if which == "course" else PROJECT_DATA / "builds_demo.csv"
    if path is None:
        pytest.skip("builds.csv not found at ../shared/data/")
    by_hand = _rows_by_hand(path)
    assert len(by_hand) == 65
    header = path.read_text(encoding="utf-8-sig").splitlines()[0].split(",")
    pages_at, seconds_at = header.index("pages"), header.index("build_seconds")
    held = load_csv(path, skip=52, rows=13)
    assert len(held) == 13
    np.testing.assert_array_equal(held.column("pages"), [float(r[pages_at]) for r in by_hand[52:]])
    np.testing.assert_array_equal(held.column("build_seconds"),
                                  [float(r[seconds_at]) for r in by_hand[52:]])
    # together with the first 52, the whole file, in order and without overlap
    first = load_csv(path, rows=52)
    whole = load_csv(path)
    np.testing.assert_array_equal(np.concatenate([first.column("pages"), held.column("pages")]),
                                  whole.column("pages"))


def test_skip_counts_rows_not_lines_and_never_parses_what_it_skips(tmp_path):
    path = write(tmp_path / "r.csv", "n,m\n1,2\n\nnot,numbers,at all\n3,4\n5,6\n7,8\n")
    ds = load_csv(path, skip=3, rows=2)
    np.testing.assert_array_equal(ds.column("n"), [5.0, 7.0])
    assert load_csv(path, skip=4).column("m").tolist() == [8.0]


def test_skip_past_the_end_is_an_empty_data_set(tmp_path):
    path = write(tmp_path / "r.csv", "n,m\n1,2\n3,4\n")
    ds = load_csv(path, skip=2, rows=13)
    assert len(ds) == 0 and ds.numeric_column("n").shape == (0,)
    with pytest.raises(DataSetError, match="no rows of data"):  # without skip, still an error
        load_csv(write(tmp_path / "e.csv", "n,m\n"))


@pytest.mark.parametrize("skip", [-1, 1.5, True, "2"])
def test_skip_must_be_a_whole_number_of_at_least_zero(tmp_path, skip):
    path = write(tmp_path / "r.csv", "n\n1\n")
    with pytest.raises(DataSetError, match="skip must be a whole number"):
        load_csv(path, skip=skip)


def test_lesson_data_with_skip_reads_the_demo_too(isolated_search_path):
    first = load_lesson_data(rows=52)
    held = load_lesson_data(rows=13, skip=52)
    assert held.is_demo and len(held) == 13
    assert held.column("sha")[0] not in set(first.column("sha"))
