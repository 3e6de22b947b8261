"""The entry point, app/main.py: `python -m gradwalk.app.main` and `gradwalk --version`."""

import os
import subprocess
import sys

import pytest

from gradwalk.app.main import main
from tests.paths import REPO_ROOT

REPO = REPO_ROOT


def test_python_dash_m_app_main_help_lists_the_subcommands(isolated):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "gradwalk.app.main", "--help"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "usage: gradwalk" in done.stdout
    assert "run" in done.stdout and "eval" in done.stdout


def test_version_flag_prints_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == "gradwalk 0.1.0"
