"""The library passes ruff, as pyproject.toml's [tool.ruff] configures it: every name defined and
used, lines that fit the width, a return type on every public function."""

import subprocess
from pathlib import Path

from tests.paths import installed_tool

ROOT = Path(__file__).resolve().parent.parent


def _ruff() -> str:
    return installed_tool("ruff")


def test_the_library_passes_ruff():
    done = subprocess.run([_ruff(), "check", "--no-cache", "app", "core", "views"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_ruff_sees_what_it_is_asked_to(tmp_path):
    sample = tmp_path / "core" / "sample.py"
    sample.parent.mkdir()
    sample.write_text("import os\n\n\ndef public(x: int):\n    return x  # " + "x" * 120 + "\n")
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text())
    done = subprocess.run([_ruff(), "check", "--no-cache", "--output-format", "concise", "core"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    found = {line.split()[1] for line in done.stdout.splitlines() if line.startswith("core/")}
    assert {"F401", "E501", "ANN201"} <= found
