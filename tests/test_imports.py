"""The layering of the code, as pyproject.toml declares it to import-linter: core never imports Qt,
the app or the widgets; core's layers import only those below; the widgets never reach the
engine's internals; the engine's modules never import the packages that re-export them; no import
circle anywhere. What no contract can say is tests/test_layout.py's."""

import json
import os
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
    assert kinds == ["acyclic_siblings"] + ["forbidden"] * 5 + ["layers"] * 2
    without_qt = {module for contract in config["contracts"] if "PySide6" in contract.get("forbidden_modules", ())
                  for module in contract["source_modules"]}
    assert {"gradwalk.core", "gradwalk.app.session"} <= without_qt  # the whole model, tested without a window
    assert set(config["root_packages"]) == {"gradwalk.app", "gradwalk.core", "gradwalk.views"}
    assert not config.get("exclude_type_checking_imports")  # a circle through type hints is one too


def contracts_named(*words: str) -> list[dict]:
    """pyproject.toml's contracts whose names hold one of `words`."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    found = [contract for contract in config["contracts"] if any(word in contract["name"] for word in words)]
    assert len(found) == len(words), [contract["name"] for contract in found]
    return found


def lint_sample(root: Path, files: dict[str, str], contracts: list[dict]) -> str:
    """lint-imports' report on a small tree of `files` under the real package names (gradwalk is a
    namespace package, as it is in the checkout), checked against `contracts`."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    lines = ["[tool.importlinter]", 'root_packages = ["gradwalk.app", "gradwalk.core", "gradwalk.views"]']
    for contract in contracts:
        lines += ["", "[[tool.importlinter.contracts]]"] + [f"{key} = {json.dumps(value)}"
                                                            for key, value in contract.items()]
    (root / "pyproject.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = subprocess.run([_lint_imports(), "--no-cache", "--no-logo"], cwd=root, capture_output=True,
                          text=True, timeout=120, env=os.environ | {"PYTHONPATH": str(root)})
    assert "Analyzed" in done.stdout, done.stdout[-3000:] + done.stderr[-2000:]  # it read the tree
    return done.stdout


# Every package a contract below names, each with a module or two.
SAMPLE_TREE = {
    "gradwalk/app/__init__.py": "",
    "gradwalk/views/__init__.py": "",
    "gradwalk/core/__init__.py": "from gradwalk.core.engine import *\n",
    "gradwalk/core/engine/__init__.py": "from .tensor import Var\nfrom .snapshot import GraphSnapshot\n",
    "gradwalk/core/engine/tensor.py": "Var = 1\n",
    "gradwalk/core/engine/snapshot.py": "GraphSnapshot = 2\n",
    "gradwalk/core/expr/__init__.py": "",
    "gradwalk/core/training/__init__.py": "",
    "gradwalk/core/training/models.py": "",
    "gradwalk/core/lessons/__init__.py": "",
}


def test_the_contracts_catch_a_circle_through_the_engines_package_and_one_between_its_modules(tmp_path):
    contracts = contracts_named("the packages that re-export them", "no import circle")
    report = lint_sample(tmp_path, SAMPLE_TREE | {
        # a module the engine's __init__ imports, taking a name from the package: a circle at load time
        "gradwalk/core/engine/tensor.py": ("Var = 1\n"
                                           "def grad():\n"
                                           "    from gradwalk.core import GraphSnapshot\n"),
        "gradwalk/core/engine/steps.py": "from . import backward\n",
        "gradwalk/core/engine/backward.py": "def walk():\n    from .steps import plan\n",
    }, contracts)
    assert "Contracts: 0 kept, 2 broken." in report
    assert "gradwalk.core.engine.tensor -> gradwalk.core (l.3)" in report
    assert "No cycles are allowed in gradwalk.core.engine." in report  # steps -> backward -> steps
    fixed = lint_sample(tmp_path, SAMPLE_TREE | {
        "gradwalk/core/engine/tensor.py": "Var = 1\ndef grad():\n    from .snapshot import GraphSnapshot\n",
        "gradwalk/core/engine/backward.py": "",
    }, contracts)
    assert "Contracts: 2 kept, 0 broken." in fixed


def test_the_views_contract_forbids_the_engines_modules_but_its_snapshot(tmp_path):
    contracts = contracts_named("never reach its internals")
    report = lint_sample(tmp_path, SAMPLE_TREE | {
        "gradwalk/views/graph.py": (
            "from gradwalk.core.engine.snapshot import GraphSnapshot\n"  # plain records: allowed
            "from gradwalk.core.engine import Var\n"  # a name of the package: tests/test_layout.py's
            "from gradwalk.core.engine.tensor import Var\n"
            "def train():\n"
            "    from gradwalk.core.training import models\n"
        ),
    }, contracts)
    assert "Contracts: 0 kept, 1 broken." in report
    broken = [line.removeprefix("-").strip() for line in report.splitlines() if line.startswith("- ")]
    assert broken == ["gradwalk.views.graph -> gradwalk.core.engine.tensor (l.3)",
                      "gradwalk.views.graph -> gradwalk.core.training.models (l.5)"], report
