"""Small tabular data sets for the lessons: loading a CSV, finding it, standardising a column.

Lesson 4 fits a line `seconds = w * pages + b` to the course's `builds.csv`. That file is
third-party course data, so the project does not ship it: the app looks for it on a *data search
path* (see `data_search_path`) and, when it is nowhere to be found, falls back to a demo file of the
project's own invented numbers, saying so plainly (see `describe_source`).

Everything here is plain Python and numpy, computed in float64.
"""

from __future__ import annotations

import csv
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

import numpy as np

from gradwalk.core.engine import GradwalkError
from gradwalk.core.engine.budget import check_budgets
from gradwalk.core.project_files import project_folder
from gradwalk.core.words import prose_number, translate

__all__ = [
    "DataSet",
    "DataSetError",
    "check_data_file",
    "data_search_path",
    "describe_source",
    "find_data_file",
    "load_csv",
    "load_lesson_data",
    "project_data_dir",
    "user_data_dir",
]


class DataSetError(GradwalkError, ValueError):
    """A data file that cannot be found or read, or a column that cannot be used as asked."""


# --------------------------------------------------------------------------------------------
# The data set
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)  # eq=False: comparing dicts of arrays has no single answer
class DataSet:
    """A table of named columns, all of the same length, in file order.

    Numeric columns are float64 arrays; any other column is an array of str. The arrays are
    read-only, so a data set cannot be changed by accident once loaded.
    """

    name: str
    path: Path | None
    columns: dict[str, np.ndarray] = field(repr=False)
    is_demo: bool = False

    def __post_init__(self) -> None:
        lengths = {len(values) for values in self.columns.values()}
        if len(lengths) > 1:
            raise DataSetError(translate("Data", "the columns of data set {0} have different lengths")
                               .format(repr(self.name)))
        # Keep read-only copies, so that neither the caller nor a lesson can change the data.
        frozen = {}
        for name, values in self.columns.items():
            frozen[name] = np.array(values, copy=True)
            frozen[name].flags.writeable = False
        object.__setattr__(self, "columns", frozen)  # the way to set a field of a frozen dataclass

    @property
    def column_names(self) -> list[str]:
        """The column names, in file order."""
        return list(self.columns)

    def column(self, name: str) -> np.ndarray:
        """The column called `name` (read-only)."""
        if name not in self.columns:
            available = ", ".join(self.columns) or translate("Data", "none")
            message = translate("Data", "data set {0} has no column {1}; its columns are: {2}")
            if len(self.columns) == 1 and any(mark in available for mark in ";\t"):
                message = translate("Data", "data set {0} has no column {1}; its columns are: {2} (the "
                                    "file seems to separate its values with ';' or tabs; use commas)")
            raise DataSetError(message.format(repr(self.name), repr(name), available))
        return self.columns[name]

    def numeric_column(self, name: str) -> np.ndarray:
        """The column called `name`, which must hold numbers (read-only, float64)."""
        values = self.column(name)
        if values.dtype.kind == "f":
            return values
        text = next((value for value in values if not _parses_as_number(value)), None)
        if text is not None:
            raise DataSetError(translate(
                "Data", "column {0} of data set {1} must hold numbers; it holds text such as {2}"
            ).format(repr(name), repr(self.name), repr(str(text))))
        # Text that all reads as numbers: a data set built in memory, or the first rows (`head`)
        # of a column that holds text further down. The same rules as `load_csv`.
        numbers = np.array([float(value) for value in values], dtype=np.float64)
        if not np.isfinite(numbers).all():
            text = values[int(np.argmin(np.isfinite(numbers)))]
            raise DataSetError(translate(
                "Data", "column {0} of data set {1} holds {2}; every number must be finite"
            ).format(repr(name), repr(self.name), repr(str(text))))
        numbers.flags.writeable = False
        return numbers

    def head(self, n: int) -> DataSet:
        """A new data set with the first `n` rows, in file order."""
        if n < 0:
            raise DataSetError(translate("Data", "head(n) needs n >= 0, got {0}").format(n))
        if n > len(self):
            # Silently returning fewer rows would make a lesson's figures quietly wrong.
            raise DataSetError(translate("Data", "data set {0} has only {1} rows, asked for {2}").format(
                repr(self.name), prose_number(len(self)), prose_number(n)))
        first = {name: values[:n] for name, values in self.columns.items()}
        return DataSet(self.name, self.path, first, self.is_demo)

    def __len__(self) -> int:
        """The number of rows."""
        return len(next(iter(self.columns.values()), ()))


# --------------------------------------------------------------------------------------------
# Reading a CSV file
# --------------------------------------------------------------------------------------------


def _parses_as_number(text: str) -> bool:
    """Whether `text` reads as a number with float() ("1e3", " 2 " and "nan" do; "2O" does not)."""
    try:
        float(text)
    except (ValueError, TypeError):
        return False
    return True


# A line of a lesson's CSV file is a few dozen characters. One longer than this is not a row of a
# table (a file with no line breaks, say), and reading it whole would take memory without bound.
MAX_LINE_CHARS = 1_000_000

# A lesson's table has dozens of rows, a large one thousands. A file of more rows than this, read
# whole, is not a lesson's data set: reading it would hold all of it in memory.
MAX_ROWS = 1_000_000

# Read with errors="surrogateescape", a byte that is not UTF-8 becomes one of these code points;
# NUL never appears in a text file. Either one means the line is not CSV text.
_NOT_TEXT = re.compile("[\x00\udc80-\udcff]")


def load_csv(
    path: str | os.PathLike[str], *, name: str | None = None, rows: int | None = None,
    skip: int = 0,
) -> DataSet:
    """Read a CSV file whose first line names the columns.

    A column whose every value reads as a number becomes a float64 array; any other column is
    kept as text. Blank lines are skipped. `name` defaults to the file's name.

    With `rows`, only the first `rows` rows of data are kept, in file order, and the file is read
    no further: the lines after them are never parsed, so a problem there goes unnoticed, and a
    file of millions of rows costs no more than its first few. The file is read line by line
    either way; memory grows with the rows kept, not with the size of the file.

    With `skip`, the first `skip` rows of data are passed over (counted, not parsed) before the
    rows kept: `skip=52, rows=13` keeps rows 53 to 65. Past the end of the file that leaves no
    rows, which is an empty data set, not an error (a held-out set the file is too short for).
    """
    if isinstance(skip, bool) or not isinstance(skip, int) or skip < 0:
        raise DataSetError(f"skip must be a whole number >= 0; got {skip!r}")
    if rows is not None and (isinstance(rows, bool) or not isinstance(rows, int) or rows < 1):
        raise DataSetError(translate("Data", "rows must be a whole number >= 1, or None for every row; "
                                     "got {0}").format(repr(rows)))
    path = check_data_file(path)
    try:
        header, kept = _read_rows(path, rows, skip)
    except OSError as exc:  # no read permission, a disk error: the reason, without the path again
        raise DataSetError(translate("Data", "{0} cannot be read: {1}").format(
            path, exc.strerror or exc)) from None
    except csv.Error as exc:
        raise DataSetError(translate("Data", "{0} cannot be read: {1}").format(path, exc)) from None

    if not kept and not skip:
        raise DataSetError(translate("Data", "{0} has a header but no rows of data").format(path))

    columns: dict[str, np.ndarray] = {}
    for index, column in enumerate(header):
        values = [row[index] for row, _ in kept]
        if all(_parses_as_number(value) for value in values):
            numbers = np.array([float(value) for value in values], dtype=np.float64)
            finite = np.isfinite(numbers)
            if not finite.all():  # nan or inf would only turn every figure computed from it into nan
                first = int(np.argmin(finite))
                raise DataSetError(translate(
                    "Data", "{0}, line {1}: column {2} holds {3}; every number must be finite"
                ).format(path, kept[first][1], repr(column), repr(values[first])))
            columns[column] = numbers
        else:
            columns[column] = np.array(values, dtype=str)
    return DataSet(name or path.name, path, columns, is_demo=False)


def check_data_file(path: str | os.PathLike[str]) -> Path:
    """`path` as a Path, once sure it names a regular file: a DataSetError says what it is instead
    (nothing, a folder, a device), in the same words whatever reads it."""
    if not os.fspath(path):  # Path("") would be the current folder
        raise DataSetError(translate("Data", "the data file's name is empty; name a CSV file"))
    path = Path(path)
    if not path.is_file():
        if path.is_dir():
            raise DataSetError(translate("Data", "{0} is a folder, not a data file; name the CSV file in it")
                               .format(path))
        if path.exists():  # reading a pipe or a device could wait, or run, for ever
            raise DataSetError(translate(
                "Data", "{0} is not a regular file (a device or a pipe?); name a CSV file").format(path))
        raise DataSetError(translate("Data", "no data file at {0}").format(path))
    return path


def _read_rows(path: Path, rows: int | None,
               skip: int = 0) -> tuple[list[str], list[tuple[list[str], int]]]:
    """The header and `rows` rows of data (all when None) after the first `skip`, each with its
    line number."""
    # -sig: tolerate a leading BOM. surrogateescape: a byte that is not UTF-8 is reported with its
    # line when that line is read, and never when it lies past the rows kept.
    with path.open(newline="", encoding="utf-8-sig", errors="surrogateescape") as file:
        reader = csv.reader(_lines(file, path))
        header = next((row for row in reader if row), None)  # the first line that is not blank
        if header is None:
            raise DataSetError(translate("Data", "{0} is empty").format(path))
        _check_text(header, reader.line_num, path)
        header = [column.strip() for column in header]
        _check_header(header, path)

        kept: list[tuple[list[str], int]] = []
        for row in reader:
            if reader.line_num % 1024 == 0:
                check_budgets()  # a huge file read under a time budget stops at it
            if not row:  # a blank line
                continue
            if skip:  # a row before the ones kept: counted, never parsed
                skip -= 1
                continue
            _check_text(row, reader.line_num, path)
            if len(row) != len(header):
                raise DataSetError(translate(
                    "Data", "{0}, line {1}: expected {2} fields ({3}), found {4}"
                ).format(path, reader.line_num, len(header), ", ".join(header), len(row)))
            kept.append((row, reader.line_num))
            if len(kept) == rows:  # the csv reader asks for no line beyond this one
                break
            if len(kept) > MAX_ROWS:
                raise DataSetError(translate(
                    "Data", "{0} holds more than {1} rows of data; a lesson's data set is smaller "
                    "(or give 'rows' to read only the first ones)").format(path, prose_number(MAX_ROWS)))
    return header, kept


def _lines(file: TextIO, path: Path) -> Iterator[str]:
    """The lines of `file`, one at a time, refusing any longer than MAX_LINE_CHARS."""
    number = 0
    while line := file.readline(MAX_LINE_CHARS + 1):
        number += 1
        if len(line) > MAX_LINE_CHARS:
            raise DataSetError(translate(
                "Data", "{0}, line {1}: longer than {2} characters; a CSV file holds one row of the "
                "table per line").format(path, number, prose_number(MAX_LINE_CHARS)))
        yield line


def _check_text(row: list[str], line: int, path: Path) -> None:
    """A row read with surrogateescape must hold no undecodable byte and no NUL."""
    for cell in row:
        found = _NOT_TEXT.search(cell)
        if found is None:
            continue
        if found.group() == "\x00":
            message = translate("Data", "{0} is not text in UTF-8 (line {1} holds a NUL byte, found "
                                "only in binary files); save it as a CSV file, with UTF-8 text")
        else:
            message = translate("Data", "{0} is not text in UTF-8 (line {1} holds byte {2}, which "
                                "cannot be read); save it as a CSV file, with UTF-8 text")
        byte = f"0x{ord(found.group()) - 0xDC00:02x}" if found.group() != "\x00" else ""
        raise DataSetError(message.format(path, line, byte))


def _check_header(header: list[str], path: Path) -> None:
    """The first line must name every column once, and must not look like a row of data."""
    if not any(header):
        raise DataSetError(translate(
            "Data", "{0}: the first line names no columns; it should, e.g. pages,build_seconds"
        ).format(path))
    if all(_parses_as_number(column) for column in header):
        raise DataSetError(translate(
            "Data", "{0}: the first line holds only numbers ({1}); it should name the columns, "
            "e.g. pages,build_seconds").format(path, ", ".join(header)))
    if not all(header):
        raise DataSetError(translate("Data", "{0}: the header line has a column with no name").format(path))
    duplicates = sorted(column for column, count in Counter(header).items() if count > 1)
    if duplicates:
        raise DataSetError(translate("Data", "{0}: the header names a column twice: {1}").format(
            path, ", ".join(duplicates)))


# --------------------------------------------------------------------------------------------
# Where data files are looked for
# --------------------------------------------------------------------------------------------


def project_data_dir() -> Path:
    """The project's own `data/` folder, next to the `core` package."""
    return project_folder("data")


def user_data_dir(platform: str | None = None) -> Path:
    """The user's data folder for Gradwalk, following each system's convention.

    A DataSetError when it depends on the home folder and there is none to be found (no HOME, and
    a user id the system does not list: a service account, say).
    """
    try:
        return _user_data_dir(sys.platform if platform is None else platform)
    except RuntimeError as exc:  # Path.home(): "Could not determine home directory."
        raise DataSetError(translate("Data", "the user's data folder is unknown: {0} (set HOME)")
                           .format(exc)) from None


def _known_user_data_dir() -> Path | None:
    """`user_data_dir()`, or None where there is no home folder to put it in."""
    try:
        return user_data_dir()
    except DataSetError:
        return None


def _user_data_dir(platform: str) -> Path:
    if platform == "win32":
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
        return base / "Gradwalk"
    if platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Gradwalk"
    # Linux and other Unix: the XDG convention; a relative XDG_DATA_HOME is to be ignored.
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "gradwalk"


def data_search_path() -> list[Path]:
    """The folders searched for data files, in order.

    First the folders listed in the environment variable GRADWALK_DATA (separated by
    `os.pathsep`), then the user's data folder (left out where there is no home folder), then the
    project's `data/` folder.
    """
    from_env = os.environ.get("GRADWALK_DATA", "").split(os.pathsep)
    folders = [_expanded(Path(part)) for part in from_env if part]
    user = _known_user_data_dir()
    return [*folders, *([user] if user else []), project_data_dir()]


def _expanded(folder: Path) -> Path:
    """`folder` with a leading ~ or ~user expanded; as written when there is no such home."""
    try:
        return folder.expanduser()
    except RuntimeError:  # ~nosuchuser: the folder cannot exist, so it is never searched
        return folder


def find_data_file(filename: str) -> Path | None:
    """The first file called `filename` on the data search path, or None."""
    for folder in data_search_path():
        candidate = folder / filename
        if candidate.is_file():
            return candidate
    return None


def load_lesson_data(
    filename: str = "builds.csv",
    *,
    demo: str = "builds_demo.csv",
    override: str | os.PathLike[str] | None = None,
    rows: int | None = None,
    skip: int = 0,
) -> DataSet:
    """The lesson's data: `override` if given, else `filename` from the search path, else the demo.

    The demo comes from the project's `data/` folder and has `is_demo=True`; `describe_source`
    tells the learner which file is in use. `rows`, when given, keeps only the first rows of the
    file and reads no further, after passing over the first `skip` (see `load_csv`).
    """
    if override is not None:
        return load_csv(override, rows=rows, skip=skip)
    found = find_data_file(filename)
    if found is not None:
        return load_csv(found, rows=rows, skip=skip)
    if demo is None:
        places = ", ".join(str(p) for p in data_search_path())
        raise DataSetError(translate(
            "Data", "{0} is not on the data search path: put it in one of {1}").format(filename, places))
    demo_path = project_data_dir() / demo
    if not demo_path.is_file():
        raise DataSetError(translate(
            "Data", "found neither {0} on the data search path nor the demo file {1}"
        ).format(filename, demo_path))
    loaded = load_csv(demo_path, rows=rows, skip=skip)
    return DataSet(loaded.name, loaded.path, loaded.columns, is_demo=True)


def describe_source(ds: DataSet, filename: str = "builds.csv") -> str:
    """A plain sentence or two saying which file the data set comes from.

    For the demo it also says that the numbers are made up, and where to put the course's
    `filename` to get the lesson's exact figures.
    """
    where = str(ds.path) if ds.path is not None else translate("Data", "memory")
    if len(ds) == 1:
        read = translate("Data", "Data: {0} (1 row), read from {1}.").format(ds.name, where)
    else:
        read = translate("Data", "Data: {0} ({1} rows), read from {2}.").format(
            ds.name, prose_number(len(ds)), where)
    if not ds.is_demo:
        return read
    # The user's own folder is the natural home for downloaded course data, so it comes first;
    # the project's data/ folder is left out: third-party data does not belong in the project.
    user = _known_user_data_dir()
    folders = [user] if user else []
    folders += [f for f in data_search_path() if f not in folders and f != project_data_dir()]
    listing = "\n".join(f"  - {folder}" for folder in folders)
    return read + "\n" + translate(
        "Data", "These are the project's own made-up numbers, for a demo only. The lesson's exact "
        "figures need the course's {0}: put it in one of these folders\n{1}\n(or name another folder "
        "in the environment variable GRADWALK_DATA)."
    ).format(filename, listing)
