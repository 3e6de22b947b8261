"""Where the suite finds what the project does not ship: ../shared beside the checkout.

`shared/data/builds.csv` is the course's third-party data and `shared/figures/lesson4.json` the
lesson's published figures. Tests reach them through the fixtures of tests/conftest.py
(`shared_data_dir`, `builds_csv`, `builds_csv_or_none`); scripts such as the benchmarks import
these names.
"""

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = REPO_ROOT.parent / "shared"
SHARED_DATA_DIR = SHARED_DIR / "data"
SHARED_FIGURES_DIR = SHARED_DIR / "figures"
