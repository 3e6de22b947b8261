"""The package a wheel installs: every folder of code in it, under one name, with its files; and
the third-party data the repository never holds."""

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from gradwalk.core.lessons import lessons_dir
from gradwalk.core.project_files import project_folder

ROOT = Path(__file__).resolve().parent.parent
SETUP = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_folder_is_in_the_wheel_under_gradwalk():
    # a new folder of code (core/nn/, say) that pyproject.toml does not list would be missing
    # from an installed Gradwalk, though every test passes in the repository
    folders = sorted(path.parent.relative_to(ROOT) for top in ("app", "core", "views")
                     for path in (ROOT / top).rglob("__init__.py"))
    assert folders
    listed = set(SETUP["packages"])
    missing = [str(folder) for folder in folders if "gradwalk." + ".".join(folder.parts) not in listed]
    assert missing == []
    assert SETUP["package-dir"] == {"gradwalk": "."}


def test_the_project_s_files_are_found_beside_the_code():
    assert project_folder() == ROOT
    assert (lessons_dir() / "l04" / "lesson.toml").is_file()
    assert (project_folder("resources", "translations") / "gradwalk_fr.qm").is_file()
    assert (project_folder("resources", "icons", "gradwalk.svg")).is_file()


def test_the_wheel_takes_the_files_the_app_reads():
    patterns = SETUP["package-data"]["gradwalk"]
    for needed in ("data/lessons/**/*", "resources/translations/*.qm", "resources/icons/*.svg"):
        assert needed in patterns


def test_builds_csv_is_not_tracked():
    # builds.csv is third-party course data: it must never be committed.
    git = shutil.which("git")
    if git is None:
        pytest.skip("git is not available")
    result = subprocess.run(
        [git, "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True
    )
    if result.returncode != 0:
        pytest.skip(f"not a git checkout: {result.stderr.strip()}")
    tracked = [name for name in result.stdout.split("\0") if name]
    offenders = [name for name in tracked if Path(name).name.lower() == "builds.csv"]
    assert not offenders, f"third-party data tracked by git: {offenders}"
