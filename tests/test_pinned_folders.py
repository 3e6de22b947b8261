"""The suite runs on folders of its own (tests/conftest.py): a builds.csv or settings of the
machine's user never change what a test sees."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

from gradwalk.core.lessons.datasets import data_search_path, find_data_file, project_data_dir, user_data_dir
from tests.paths import REPO_ROOT

LANGUAGE_TEST = "tests/app/cli/test_run_languages.py::test_the_transcript_speaks_the_language_asked_for"


def test_the_data_and_config_folders_the_app_resolves_are_the_pinned_ones():
    import tempfile

    from gradwalk.app.window.main_window import default_config_dir

    # tests/conftest.py made one temporary folder, PINNED_ROOT, for all of them
    PINNED_ROOT = Path(os.environ["GRADWALK_CONFIG_DIR"]).parent
    assert PINNED_ROOT.name.startswith("gradwalk-tests-")
    assert PINNED_ROOT.is_relative_to(Path(tempfile.gettempdir()).resolve()) or \
        PINNED_ROOT.is_relative_to(tempfile.gettempdir())
    assert "GRADWALK_DATA" not in os.environ

    assert user_data_dir().is_relative_to(PINNED_ROOT)
    assert default_config_dir().is_relative_to(PINNED_ROOT)
    assert all(folder.is_relative_to(PINNED_ROOT) or folder == project_data_dir()
               for folder in data_search_path())
    assert find_data_file("builds.csv") is None  # the project ships only its demo


def _other_builds_csv(path: Path) -> Path:
    """The demo's rows with every build a second longer: a lesson run on it prints other figures."""
    with (project_data_dir() / "builds_demo.csv").open(newline="") as file:
        rows = list(csv.DictReader(file))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows({**row, "build_seconds": float(row["build_seconds"]) + 1} for row in rows)
    return path


def test_a_builds_csv_in_the_users_data_folders_does_not_reach_the_tests(tmp_path):
    home, xdg, extra = tmp_path / "home", tmp_path / "xdg", tmp_path / "extra"
    for folder in (home / ".local" / "share" / "gradwalk", xdg / "gradwalk", extra):
        _other_builds_csv(folder / "builds.csv")
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(xdg), "GRADWALK_DATA": str(extra),
           "QT_QPA_PLATFORM": "offscreen"}
    # Outside the suite, the app reads it: the language test's figures would not be there.
    shown = subprocess.run([sys.executable, "-m", "gradwalk.app.main", "run", "l04", "--section", "regression"],
                           cwd=REPO_ROOT, env=env, capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    assert str(extra / "builds.csv") in shown.stdout and "-5960.5 (f64)" not in shown.stdout
    # The suite, on the same machine, sees only the demo.
    suite = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", LANGUAGE_TEST],
                           cwd=REPO_ROOT, env=env, capture_output=True, text=True)
    assert suite.returncode == 0, suite.stdout + suite.stderr
