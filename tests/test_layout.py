"""What no import contract can say about the code. Which module may import which is declared in
pyproject.toml for import-linter (tests/test_imports.py); what ruff can check (names defined and
used, line width, return types of public functions) is ruff's (tests/test_lint.py). Left here:
what importing core loads when it runs, which names of the engine's packages a view takes, where
in a file core imports its own modules, and the public surface of core's layers (`__all__`, the
hints on parameters). Each test says why it is not a contract."""

import ast
import importlib
import importlib.util
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "gradwalk"  # the name the folders are installed under: gradwalk.core is core/

# Run in a fresh interpreter (this test process has already imported Qt for other tests).
# It imports `core` and then every module under it, so the check does not depend on what
# core/__init__.py happens to import; a module whose optional dependency (cupy, say) is not
# installed here is skipped.
IMPORT_ALL_OF_CORE = """
import importlib, pkgutil, sys
from gradwalk import core
for info in pkgutil.walk_packages(core.__path__, "gradwalk.core."):
    try:
        importlib.import_module(info.name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in ("gradwalk", "PySide6", "pyqtgraph"):
            continue
        raise
bad = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "pyqtgraph")
       or m.startswith(("gradwalk.app", "gradwalk.views"))]
print(bad)
sys.exit(1 if bad else 0)
"""


def test_importing_core_loads_no_gui_or_app_modules():
    """Not a contract: import-linter reads the library's import statements; this runs them, so it
    also sees what a third-party library or an importlib call loads on core's behalf."""
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL_OF_CORE], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --- the import statements of a file, for the two rules below -------------------------------------


@dataclass(frozen=True)
class ImportOf:
    path: str  # the importing file, relative to the root: "views/graph/graph_view.py"
    line: int
    module: str  # absolute: "gradwalk.core.engine" for `from ..core.engine import Var` in views/
    name: str | None  # the name `from module import name` takes; None for `import module`
    in_function: bool  # the statement runs inside a function, not when the module is loaded


def imports_in(path: Path, root: Path = REPO_ROOT) -> list[ImportOf]:
    """Every import statement of `path` (module level and inside functions alike), one ImportOf per
    imported name, in file order; the file's package is named by its folder under `root`."""
    rel = path.relative_to(root)
    package = ".".join((PACKAGE, *rel.parent.parts))
    found = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend(ImportOf(rel.as_posix(), child.lineno, alias.name, None, in_function)
                             for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                module = importlib.util.resolve_name("." * child.level + (child.module or ""), package)
                found.extend(ImportOf(rel.as_posix(), child.lineno, module, alias.name, in_function)
                             for alias in child.names)
            is_function = isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            visit(child, in_function or is_function)

    visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), False)
    return sorted(found, key=lambda imp: imp.line)  # stable: names of one statement keep their order


def describe(imports) -> list[str]:
    """One "file:line imports module (names)" entry per statement, in order."""
    names_of = {}
    for imp in imports:
        names_of.setdefault((imp.path, imp.line, imp.module), []).append(imp.name)
    found = []
    for (path, line, module), names in names_of.items():
        taken = [name for name in names if name is not None]
        found.append(f"{path}:{line} imports {module}" + (f" ({', '.join(taken)})" if taken else ""))
    return found


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_imports_in_resolves_relative_and_nested_imports(tmp_path):
    write_tree(tmp_path, {"core/engine/sample.py": (
        "import numpy as np, os.path\n"
        "from . import tensor, errors as e\n"
        "from ..expr.language import Program\n"
        "class C:\n"
        "    from .snapshot import GraphSnapshot\n"
        "    def method(self):\n"
        "        import cupy\n"
        "        from gradwalk.core.engine import *\n"
    )})
    found = [(imp.line, imp.module, imp.name, imp.in_function)
             for imp in imports_in(tmp_path / "core/engine/sample.py", root=tmp_path)]
    assert found == [
        (1, "numpy", None, False),
        (1, "os.path", None, False),
        (2, "gradwalk.core.engine", "tensor", False),
        (2, "gradwalk.core.engine", "errors", False),
        (3, "gradwalk.core.expr.language", "Program", False),
        (5, "gradwalk.core.engine.snapshot", "GraphSnapshot", False),
        (7, "cupy", None, True),
        (8, "gradwalk.core.engine", "*", True),
    ]


# --- the names a view takes from the engine's packages ---------------------------------------------

# Names that drive the engine: a view is handed their results, it never imports them.
ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT = ("Tensor", "Var", "Tape", "GradStore", "backward_steps")
RE_EXPORTING_PACKAGES = ("gradwalk.core", "gradwalk.core.engine")  # every name of the engine is there


def view_takes_engine_names(imp: ImportOf) -> bool:
    taken = imp.module if imp.name is None else f"{imp.module}.{imp.name}"
    if taken in RE_EXPORTING_PACKAGES:
        return True  # the package itself (`import gradwalk.core`, `from gradwalk.core import engine`)
    return within(imp.module, "gradwalk.core") and (imp.name == "*"
                                                    or imp.name in ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT)


def view_offenders(root: Path = REPO_ROOT) -> list[str]:
    """One "file:line imports module (names)" entry per import in views/ of a name that drives the engine."""
    paths = sorted((root / "views").rglob("*.py"))
    return describe(imp for path in paths for imp in imports_in(path, root) if view_takes_engine_names(imp))


def test_views_never_import_what_drives_the_engine():
    """Not a contract: import-linter knows modules, not names. The views contract lets a view import
    the engine's package for its plain records (NodeState, EdgeState, JacobianMode); the same
    package re-exports Tensor and Var, which a view must not take."""
    assert sorted((REPO_ROOT / "views").rglob("*.py")), "views/ holds no Python files"
    bad = view_offenders()
    forbidden = ", ".join(ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT)
    assert not bad, ("views/ must not import the package gradwalk.core or gradwalk.core.engine itself, "
                     f"a star from core, or {forbidden}:\n" + "\n".join(bad))


def test_view_check_catches_offenders(tmp_path):
    # Guards the check itself: views/ gets imports the rule forbids and imports it allows.
    write_tree(tmp_path, {"views/graph.py": (
        "from gradwalk.core.engine.snapshot import GraphSnapshot\n"  # allowed: plain records
        "from gradwalk.core.engine import EdgeState, NodeState\n"  # allowed
        "from gradwalk.core.words import translate\n"  # allowed
        "from PySide6.QtWidgets import QWidget\n"  # allowed
        "from gradwalk.core.training import models\n"  # a module: the views contract's to judge
        "from gradwalk.core import Tensor, Var\n"
        "from ..core.engine import Tape, GradStore\n"
        "def f():\n"
        "    from gradwalk.core.engine import backward_steps\n"
        "import gradwalk.core.engine\n"
        "from gradwalk.core import *\n"
        "from gradwalk.core import engine\n"
        "import gradwalk.core\n"
        "import gradwalk.core.engine.snapshot\n"  # allowed
        "from gradwalk.core.engine import snapshot\n"  # allowed
    )})
    assert view_offenders(root=tmp_path) == [
        "views/graph.py:6 imports gradwalk.core (Tensor, Var)",
        "views/graph.py:7 imports gradwalk.core.engine (Tape, GradStore)",
        "views/graph.py:9 imports gradwalk.core.engine (backward_steps)",
        "views/graph.py:10 imports gradwalk.core.engine",
        "views/graph.py:11 imports gradwalk.core (*)",
        "views/graph.py:12 imports gradwalk.core (engine)",
        "views/graph.py:13 imports gradwalk.core",
    ]


# --- imports inside functions: only third-party modules, where they save start-up time ---------------------


def function_level_core_imports(paths, root: Path = REPO_ROOT) -> list[str]:
    """One entry per import inside a function that loads a module of core (relative or absolute)."""
    return describe(imp for path in paths for imp in imports_in(path, root)
                    if imp.in_function and within(imp.module, "gradwalk.core"))


def test_core_imports_other_core_modules_only_at_module_level():
    """Not a contract: import-linter counts an import wherever it stands in a file. An import
    inside a function is for a slow or optional third-party module (networkx, cupy), with a comment
    saying so; one of core's own modules is imported at the top of the file."""
    sources = sorted((REPO_ROOT / "core").rglob("*.py"))
    assert sources, "core/ holds no Python files"
    bad = function_level_core_imports(sources)
    assert not bad, "core/ imports its own modules inside functions:\n" + "\n".join(bad)


def test_function_level_check_catches_offenders(tmp_path):
    write_tree(tmp_path, {"core/engine/sample.py": (
        "from .tensor import Tensor\n"  # module level: fine
        "def to_networkx():\n"
        "    import networkx as nx  # imported here: networkx takes a while to load\n"
        "    from .snapshot import GraphSnapshot\n"
        "class C:\n"
        "    def method(self):\n"
        "        import gradwalk.core.engine.errors\n"
        "        from gradwalk.core.expr import language\n"
        "        from gradwalk.core import Var\n"
        "        f = lambda: None\n"
        "        def inner():\n"
        "            from . import tensor\n"
    )})
    assert function_level_core_imports([tmp_path / "core/engine/sample.py"], root=tmp_path) == [
        "core/engine/sample.py:4 imports gradwalk.core.engine.snapshot (GraphSnapshot)",
        "core/engine/sample.py:7 imports gradwalk.core.engine.errors",
        "core/engine/sample.py:8 imports gradwalk.core.expr (language)",
        "core/engine/sample.py:9 imports gradwalk.core (Var)",
        "core/engine/sample.py:12 imports gradwalk.core.engine (tensor)",
    ]


# --- the public surface of every layer of core: __all__ and type hints ----------------------------

TYPED_PACKAGES = ("engine", "expr", "training", "lessons")


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


def test_every_module_of_core_declares_all():
    """Not a contract, nor a ruff rule: neither asks a module to declare its public names."""
    lacking = [str(p.relative_to(REPO_ROOT)) for p in typed_modules() if not declares_all(p)]
    assert not lacking, "modules without __all__: " + ", ".join(lacking)


def test_every_name_in_all_exists():
    """Not a contract: a name, not an import. It imports each module, so it also sees the names a
    star import or a re-export brings, which ruff's reading of one file cannot follow."""
    for path in typed_modules():
        parts = path.relative_to(REPO_ROOT).with_suffix("").parts
        dotted = ".".join((PACKAGE, *(parts[:-1] if parts[-1] == "__init__" else parts)))
        module = importlib.import_module(dotted)
        missing = [name for name in module.__all__ if not hasattr(module, name)]
        assert not missing, f"{path.name}: __all__ names what it lacks: {missing}"


def test_public_functions_of_core_have_type_hints():
    """Not a contract, and not ruff's: ruff's rule on parameter hints (ANN001) holds private
    functions to it as well; here only the public surface of core's layers is."""
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
