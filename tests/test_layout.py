"""The engine stays a plain library: `core/` never reaches up into Qt, the app or the views."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("PySide6", "pyqtgraph", "app", "views")  # plus any PyQt* binding


def _is_forbidden(module: str) -> bool:
    top = module.split(".")[0]
    return top in FORBIDDEN or top.startswith("PyQt")


def forbidden_imports(path: Path, root: Path = REPO_ROOT) -> list[str]:
    """One "file:line imports module" entry per forbidden import in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]  # relative imports (level > 0) stay inside core
        else:
            continue
        found += [(node.lineno, name) for name in names if _is_forbidden(name)]
    rel = path.relative_to(root)
    # ast.walk is breadth-first; sort so nested imports are reported in file order.
    return [f"{rel}:{line} imports {name}" for line, name in sorted(found)]


def test_core_sources_do_not_import_gui_or_app():
    sources = sorted((REPO_ROOT / "core").rglob("*.py"))
    assert sources, "core/ holds no Python files"
    bad = [hit for path in sources for hit in forbidden_imports(path)]
    assert not bad, "core/ must not import Qt, pyqtgraph, app or views:\n" + "\n".join(bad)


def test_import_scan_catches_offenders(tmp_path):
    # Guards the scan itself: a checker that never finds anything would pass the test above.
    sample = tmp_path / "core" / "sample.py"
    sample.parent.mkdir()
    sample.write_text(
        "import os\n"
        "from PySide6.QtCore import Qt\n"
        "import numpy, PyQt5\n"
        "def f():\n"
        "    import app.main\n"
        "from . import views\n"
        "from views.graph import GraphView\n"
    )
    assert forbidden_imports(sample, root=tmp_path) == [
        "core/sample.py:2 imports PySide6.QtCore",
        "core/sample.py:3 imports PyQt5",
        "core/sample.py:5 imports app.main",
        "core/sample.py:7 imports views.graph",
    ]


# Run in a fresh interpreter (this test process has already imported Qt for other tests).
# It imports `core` and then every module under it, so the check does not depend on what
# core/__init__.py happens to import; a module whose optional dependency (cupy, say) is not
# installed here is skipped.
IMPORT_ALL_OF_CORE = """
import importlib, pkgutil, sys
import core
for info in pkgutil.walk_packages(core.__path__, "core."):
    try:
        importlib.import_module(info.name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in ("core", "PySide6", "pyqtgraph", "app", "views"):
            continue
        raise
bad = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "pyqtgraph", "app", "views")]
print(bad)
sys.exit(1 if bad else 0)
"""


def test_importing_core_loads_no_gui_or_app_modules():
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL_OF_CORE], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_builds_csv_is_not_tracked():
    # builds.csv is third-party course data: it must never be committed.
    git = shutil.which("git")
    if git is None:
        pytest.skip("git is not available")
    result = subprocess.run(
        [git, "ls-files", "-z"], cwd=REPO_ROOT, capture_output=True, text=True
    )
    if result.returncode != 0:
        pytest.skip(f"not a git checkout: {result.stderr.strip()}")
    tracked = [name for name in result.stdout.split("\0") if name]
    offenders = [name for name in tracked if Path(name).name.lower() == "builds.csv"]
    assert not offenders, f"third-party data tracked by git: {offenders}"


MAX_LINE = 110


def long_lines(paths, root=REPO_ROOT, limit=MAX_LINE):
    """One "file:line (length)" entry per line longer than `limit` characters."""
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if len(line) > limit:
                found.append(f"{path.relative_to(root)}:{number} ({len(line)})")
    return found


def test_library_lines_fit_the_width():
    # core/, app/ and views/ are read beside the lesson: keep them readable without scrolling.
    paths = sorted(p for folder in ("core", "app", "views") for p in (REPO_ROOT / folder).rglob("*.py"))
    assert paths
    assert long_lines(paths) == []


def test_long_line_check_catches_a_long_line(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("x = 1\n" + "y = '" + "a" * MAX_LINE + "'\n", encoding="utf-8")
    assert long_lines([sample], root=tmp_path) == [f"sample.py:2 ({MAX_LINE + 6})"]


# --- the layers of core: engine < expr < training < lessons ------------------------------------------

# Each layer may import only the layers listed before it (and itself).
LAYERS = ("engine", "expr", "training", "lessons")


def layer_violations(path: Path, layer: str, root: Path = REPO_ROOT) -> list[str]:
    """One "file:line imports module" entry per import of a layer above `layer`."""
    above = LAYERS[LAYERS.index(layer) + 1:]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                names = [node.module or ""]
            else:  # `from ..lessons import x` inside core/<layer>/: resolve it against core
                base = ["core", layer][: max(0, 2 - (node.level - 1))]
                parts = base + (node.module.split(".") if node.module else [])
                names = [".".join(parts)] + [".".join(parts + [a.name]) for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "core" and len(parts) > 1 and parts[1] in above:
                found.append((node.lineno, name))
                break
    rel = path.relative_to(root)
    return [f"{rel}:{line} imports {name}" for line, name in sorted(found)]


def test_each_layer_of_core_imports_only_the_layers_below_it():
    bad = []
    for layer in LAYERS:
        sources = sorted((REPO_ROOT / "core" / layer).rglob("*.py"))
        assert sources, f"core/{layer} holds no Python files"
        bad += [hit for path in sources for hit in layer_violations(path, layer)]
    assert not bad, "a layer of core imports one above it:\n" + "\n".join(bad)


def test_layer_scan_catches_offenders(tmp_path):
    sample = tmp_path / "core" / "training" / "sample.py"
    sample.parent.mkdir(parents=True)
    sample.write_text(
        "import core.engine\n"
        "from core.lessons.datasets import load_csv\n"
        "from ..lessons import runner\n"
        "from .. import lessons\n"
        "from . import descent\n"
        "import core.expr\n"
    )
    assert layer_violations(sample, "training", root=tmp_path) == [
        "core/training/sample.py:2 imports core.lessons.datasets",
        "core/training/sample.py:3 imports core.lessons",
        "core/training/sample.py:4 imports core.lessons",
    ]


# --- the public surface of core/training and core/lessons ---------------------------------------------

TYPED_PACKAGES = ("training", "lessons")


def missing_hints(path: Path, root: Path = REPO_ROOT) -> list[str]:
    """One entry per public function or method of `path` without a hint on a parameter or its return.

    Public: a module-level function, or a method of a module-level class, whose name does not start
    with "_"; `self` and `cls` need no hint.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    functions = [(node, node.name) for node in tree.body if isinstance(node, ast.FunctionDef)]
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        if not cls.name.startswith("_"):
            functions += [(node, f"{cls.name}.{node.name}") for node in cls.body
                          if isinstance(node, ast.FunctionDef)]
    found = []
    for node, name in functions:
        if name.split(".")[-1].startswith("_"):
            continue
        args = node.args
        params = args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]
        unhinted = [a.arg for a in params if a.annotation is None and a.arg not in ("self", "cls")]
        if node.returns is None:
            unhinted.append("return")
        if unhinted:
            found.append(f"{path.relative_to(root)}:{node.lineno} {name}: {', '.join(unhinted)}")
    return found


def declares_all(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            return True
    return False


def typed_modules() -> list[Path]:
    paths = sorted(p for package in TYPED_PACKAGES for p in (REPO_ROOT / "core" / package).glob("*.py"))
    assert paths
    return paths


def test_every_module_of_training_and_lessons_declares_all():
    lacking = [str(p.relative_to(REPO_ROOT)) for p in typed_modules() if not declares_all(p)]
    assert not lacking, "modules without __all__: " + ", ".join(lacking)


def test_every_name_in_all_exists():
    import importlib

    for path in typed_modules():
        parts = path.relative_to(REPO_ROOT).with_suffix("").parts
        module = importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        missing = [name for name in module.__all__ if not hasattr(module, name)]
        assert not missing, f"{path.name}: __all__ names what it lacks: {missing}"


def test_public_functions_of_training_and_lessons_have_type_hints():
    bad = [hit for path in typed_modules() for hit in missing_hints(path)]
    assert not bad, "public functions without type hints:\n" + "\n".join(bad)


def test_hint_scan_catches_offenders(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def ok(a: int, *, b: str = '') -> None: ...\n"
        "def bad(a, b: int): ...\n"
        "def _private(a): ...\n"
        "class Thing:\n"
        "    def method(self, x) -> int: ...\n"
        "    def _helper(self, x): ...\n"
        "    def __init__(self, y): ...\n"
    )
    assert missing_hints(sample, root=tmp_path) == [
        "sample.py:2 bad: a, return",
        "sample.py:5 Thing.method: x",
    ]
    assert not declares_all(sample)
