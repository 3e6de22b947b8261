"""The layering of the code, as pyproject.toml declares it to import-linter: core never imports Qt,
the app or the widgets; core's layers import only those below; the widgets never reach the
engine's internals; no import circle anywhere."""

import subprocess
import tomllib
from pathlib import Path

from tests.paths import installed_tool

ROOT = Path(__file__).resolve().parent.parent


def _lint_imports() -> str:
    return installed_tool("lint-imports")


def test_every_import_contract_is_kept():
    done = subprocess.run([_lint_imports()], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


def test_the_contracts_cover_the_layers_and_circles():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    kinds = sorted(contract["type"] for contract in config["contracts"])
    assert kinds == ["acyclic_siblings", "forbidden", "forbidden", "forbidden", "forbidden", "layers", "layers"]
    without_qt = {module for contract in config["contracts"] if "PySide6" in contract.get("forbidden_modules", ())
                  for module in contract["source_modules"]}
    assert {"gradwalk.core", "gradwalk.app.session"} <= without_qt  # the whole model, tested without a window
    assert set(config["root_packages"]) == {"gradwalk.app", "gradwalk.core", "gradwalk.views"}
    assert not config.get("exclude_type_checking_imports")  # a circle through type hints is one too
