"""Fixtures shared by the whole suite, and the folders it pins before anything runs.

The app finds the course's builds.csv on the data search path (core/lessons/datasets.py:
$GRADWALK_DATA, then the user's data folder, $XDG_DATA_HOME/gradwalk or ~/.local/share/gradwalk,
%APPDATA% on Windows) and keeps its settings in $GRADWALK_CONFIG_DIR, else Qt's config folder
($XDG_CONFIG_HOME; app/window/main_window.py default_config_dir). Each of them points at an empty folder of
its own here, for the whole run: a builds.csv or a settings file of the machine's user never
changes what a test sees. A test that wants a data file puts it there, or sets the variable itself.

A test marked `device` runs with device "cuda" usable, on a strict stand-in for cupy unless
GRADWALK_REAL_CUDA=1 asks for the real GPU (tests/device.py): `device_cuda` is its array module.
"""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

# Must run before anything imports Qt: CI machines have no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PINNED_ROOT = Path(tempfile.mkdtemp(prefix="gradwalk-tests-"))
atexit.register(shutil.rmtree, PINNED_ROOT, ignore_errors=True)
PINNED = {
    "GRADWALK_CONFIG_DIR": PINNED_ROOT / "config",  # a window made without a config folder
    "XDG_CONFIG_HOME": PINNED_ROOT / "xdg-config",  # Qt's config location, QSettings' default
    "XDG_DATA_HOME": PINNED_ROOT / "xdg-data",  # the user's data folder on Linux and BSD
    "APPDATA": PINNED_ROOT / "appdata",  # the user's data folder on Windows
}
for variable, folder in PINNED.items():
    folder.mkdir()
    os.environ[variable] = str(folder)
os.environ.pop("GRADWALK_DATA", None)  # no extra data folders but those a test names

import pytest  # noqa: E402

from tests.device import cuda_device  # noqa: E402
from tests.paths import REPO_ROOT, SHARED_DATA_DIR  # noqa: E402,F401
from gradwalk.views.none_guard import keep_none_alive  # noqa: E402

# PySide6 6.12.0 on Python 3.11 takes a reference from None at each call of a Qt method that
# returns nothing; the suite makes millions of them (views/none_guard.py).
keep_none_alive()


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that switches language leaves the next one in English, the language it expects."""
    yield
    import gradwalk.core.words
    from gradwalk import core

    if core.words.language() != "en":
        from gradwalk.app.base.translations import install_language

        install_language("en")


@pytest.fixture(autouse=True)
def device_cuda(request):
    """For a test marked `device`: the array module device "cuda" computes with during the test
    (the stand-in for cupy, or cupy itself), in the test and in the child processes it starts.
    None for the others, which see the machine as it is."""
    if request.node.get_closest_marker("device") is None:
        yield None
        return
    with cuda_device() as module:
        yield module


@pytest.fixture(scope="session")
def shared_data_dir() -> Path:
    """Folder next to the checkout that holds third-party data the project does not ship."""
    return SHARED_DATA_DIR


@pytest.fixture(scope="session")
def builds_csv_or_none(shared_data_dir: Path) -> Path | None:
    """The course's builds.csv when it is beside the checkout, else None (the demo data is used)."""
    path = shared_data_dir / "builds.csv"
    return path if path.is_file() else None


@pytest.fixture(scope="session")
def builds_csv(builds_csv_or_none: Path | None) -> Path:
    if builds_csv_or_none is None:
        pytest.skip(
            "builds.csv not found at ../shared/data/: "
            "it is third-party course data the project does not ship"
        )
    return builds_csv_or_none
