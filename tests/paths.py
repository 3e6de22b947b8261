"""Where the suite finds what the project does not ship: ../shared beside the checkout, and the
checking tools the test extras install (`installed_tool`).

`shared/data/builds.csv` is the course's third-party data and `shared/figures/lesson4.json` the
lesson's published figures. Tests reach them through the fixtures of tests/conftest.py
(`shared_data_dir`, `builds_csv`, `builds_csv_or_none`); scripts such as the benchmarks import
these names.
"""

import shutil
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = REPO_ROOT.parent / "shared"
SHARED_DATA_DIR = SHARED_DIR / "data"
SHARED_FIGURES_DIR = SHARED_DIR / "figures"


def installed_tool(name: str) -> str:
    """The command `name` installed beside this Python (the venv's), else on PATH; the test is
    skipped, with how to install it, where it is neither."""
    found = Path(sys.executable).with_name(name)
    if found.exists():
        return str(found)
    on_path = shutil.which(name)
    if not on_path:
        import pytest  # here: the benchmarks import this module without the test runner

        pytest.skip(f"{name} is not installed: pip install -e \".[test]\"")
    return on_path
