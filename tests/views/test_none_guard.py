"""The guard against PySide6 6.12.0's lost references to None keeps a long session alive."""

import subprocess
import sys

import pytest

CALLS = 20_000  # several times the references None starts a Python 3.11 process with

SCRIPT = f"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, {str(__import__("pathlib").Path(__file__).resolve().parents[2])!r})
import views  # the guard runs on import
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
widget = QWidget()
for _ in range({CALLS}):
    widget.setToolTip("x")
print("alive")
"""


def test_many_qt_calls_that_return_nothing_do_not_end_the_process():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "alive"


def test_without_the_guard_the_same_calls_end_the_process():
    # What the guard is for: where this binding loses references, the script dies without it.
    unguarded = SCRIPT.replace("import views  # the guard runs on import", "")
    done = subprocess.run([sys.executable, "-c", unguarded], capture_output=True, text=True,
                          timeout=120)
    if done.returncode == 0:
        pytest.skip("this PySide6 and Python pair does not lose references to None")
    assert "none_dealloc" in done.stderr


EMITS = f"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, {str(__import__("pathlib").Path(__file__).resolve().parents[2])!r})
import views  # the guard runs on import
from PySide6.QtCore import QObject, Signal
class Source(QObject):
    changed = Signal()
source = Source()
for _ in range({CALLS}):
    source.changed.emit()
print("alive")
"""


def test_many_signal_emits_do_not_end_the_process():
    # 6.12.0 also loses a reference to True at each emit (a live plot emits several per batch)
    done = subprocess.run([sys.executable, "-c", EMITS], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "alive"


def test_without_the_guard_many_emits_end_the_process():
    unguarded = EMITS.replace("import views  # the guard runs on import", "")
    done = subprocess.run([sys.executable, "-c", unguarded], capture_output=True, text=True,
                          timeout=120)
    if done.returncode == 0:
        pytest.skip("this PySide6 and Python pair does not lose references to True")
    assert "bool_dealloc" in done.stderr
