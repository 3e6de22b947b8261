"""inf and nan show in the results, never as numpy warnings on a learner's console."""

import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[3]

# Each line makes numpy meet a number it cannot represent, inside the engine.
PROGRAM = """
from gradwalk.core import Tensor, Var
x = Var(0.0, dtype="f64")
print(x.sqrt().backward()[x].to_scalar())              # 1/(2·√0)
print(x.log().backward()[x].to_scalar())               # 1/0
print((Tensor([1.0]) / Tensor([0.0])).to_list())       # a division by a zero tensor
print(Var([1000.0]).exp().to_list())                   # overflow
print((Tensor([1e38]) * Tensor([10.0])).to_list())     # overflow in f32
print((Tensor([0.0]) / Tensor([0.0])).to_list())       # 0/0
y = Var([0.0])
print((Tensor([1.0]) / y).sum_all().backward()[y].to_list())
"""


def _run(program, *options):
    return subprocess.run([sys.executable, *options, "-c", program], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=120)


def test_the_engine_prints_no_numpy_warning():
    result = _run(PROGRAM, "-W", "default")  # every warning shown, as Python's defaults would
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.split() == ["inf", "inf", "[inf]", "[inf]", "[inf]", "[nan]", "[-inf]"]


def test_warnings_from_elsewhere_still_show():
    # The engine quiets its own arithmetic only: numpy called by other code still warns.
    result = _run("import core, numpy as np; np.log(np.zeros(1))", "-W", "default")
    assert "RuntimeWarning" in result.stderr
