"""Fixtures shared by the whole suite."""

import os

# Must run before anything imports Qt: CI machines have no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def shared_data_dir() -> Path:
    """Folder next to the checkout that holds third-party data the project does not ship."""
    return REPO_ROOT.parent / "shared" / "data"


@pytest.fixture
def builds_csv(shared_data_dir: Path) -> Path:
    path = shared_data_dir / "builds.csv"
    if not path.is_file():
        pytest.skip(
            "builds.csv not found at ../shared/data/: "
            "it is third-party course data the project does not ship"
        )
    return path
