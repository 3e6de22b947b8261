"""Fixtures shared by the whole suite."""

import os
import tempfile

# Must run before anything imports Qt: CI machines have no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A window made without a config folder of its own must not touch the tester's settings.
os.environ["GRADWALK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="gradwalk-tests-")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from views.none_guard import keep_none_alive  # noqa: E402

# PySide6 6.12.0 on Python 3.11 takes a reference from None at each call of a Qt method that
# returns nothing; the suite makes millions of them (views/none_guard.py).
keep_none_alive()

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that switches language leaves the next one in English, the language it expects."""
    yield
    import core.words

    if core.words.language() != "en":
        from app.translations import install_language

        install_language("en")


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
