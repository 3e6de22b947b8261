"""The code reads as a library: importing core loads no Qt; the engine's modules import each other
without a circle, counting what a package's __init__ runs; views/ never imports the names that
drive the engine; core imports its own modules at the top of a file; modules declare `__all__`,
public functions have type hints on their parameters. Which layer may import which is declared in
pyproject.toml for import-linter (tests/test_imports.py); what ruff can check (names defined and
used, line width, return types of public functions) is ruff's (tests/test_lint.py)."""

import ast
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
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


# --- the four layers of core/, and views/ -------------------------------------------------------------------
#
# core/engine/ is the bottom layer; core/expr/ may use the engine, core/training/ the engine and the
# expressions, core/lessons/ all three. views/ draws plain records and never drives the engine.
# The checks read each file's import statements (module level and inside functions alike), with
# relative imports resolved to the absolute module they load.


@dataclass(frozen=True)
class ImportOf:
    path: str  # the importing file, relative to the root: "core/engine/tensor.py"
    line: int
    module: str  # the module the statement loads: "core.engine.tensor", "numpy"
    name: str | None  # the name `from ... import name` takes from `module`; None for `import module`
    in_function: bool  # the statement runs inside a function, not when the module is loaded


def describe(imports) -> list[str]:
    """One "file:line imports module (names)" entry per statement and module it loads, in order."""
    names_of = {}
    for imp in imports:
        names_of.setdefault((imp.path, imp.line, imp.module), []).append(imp.name)
    found = []
    for (path, line, module), names in names_of.items():
        taken = [name for name in names if name not in (None, module.rpartition(".")[2])]
        found.append(f"{path}:{line} imports {module}" + (f" ({', '.join(taken)})" if taken else ""))
    return found


def module_name(path: Path, root: Path = REPO_ROOT) -> str:
    """core/engine/tensor.py -> "core.engine.tensor"; core/engine/__init__.py -> "core.engine"."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(dotted: str, root: Path = REPO_ROOT) -> bool:
    """Whether `dotted` names a module or package in the source tree under `root`."""
    base = root.joinpath(*dotted.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


PACKAGE = "gradwalk"  # the name the folders are installed under: gradwalk.core is core/


def in_tree(name: str) -> str:
    """An imported module's name as the tree's folders name it: gradwalk.core.engine -> core.engine."""
    if name == PACKAGE:
        return ""
    return name[len(PACKAGE) + 1:] if name.startswith(PACKAGE + ".") else name


def imports_in(path: Path, root: Path = REPO_ROOT) -> list[ImportOf]:
    """Every import in `path`, one ImportOf per imported name, in file order.

    `from .tensor import Tensor` in core/engine/backward.py loads core.engine.tensor; so does
    `from . import tensor` (a name that is a module of the tree is the module it loads); `from
    core.engine import Tensor` loads the package core.engine.
    """
    rel = path.relative_to(root).as_posix()
    this = module_name(path, root)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    found = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend(ImportOf(rel, child.lineno, in_tree(alias.name), None, in_function)
                             for alias in child.names if in_tree(alias.name))
            elif isinstance(child, ast.ImportFrom):
                base = in_tree(child.module or "")
                if child.level:
                    parts = package.split(".")
                    anchor = ".".join(parts[: len(parts) - (child.level - 1)])
                    base = ".".join(part for part in (anchor, base) if part)
                for alias in child.names:
                    submodule = f"{base}.{alias.name}" if base else alias.name
                    loaded = submodule if alias.name != "*" and is_module(submodule, root) else base
                    found.append(ImportOf(rel, child.lineno, loaded, alias.name, in_function))
            is_function = isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            visit(child, in_function or is_function)

    visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), False)
    return sorted(found, key=lambda imp: imp.line)  # stable: names of one statement keep their order


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


# Names that drive the engine: a view is handed their results, it never imports them. (Which
# modules each layer may import is import-linter's to check: tests/test_imports.py.)
ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT = ("Tensor", "Var", "Tape", "GradStore", "backward_steps")


def view_takes_engine_names(imp: ImportOf) -> bool:
    if imp.module in ("core", "core.engine") and imp.name in (None, imp.module.rpartition(".")[2]):
        return True  # the package itself (`import core`, `from core import engine`): every name in it
    return within(imp.module, "core") and (imp.name == "*" or imp.name in ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT)


def view_offenders(root: Path = REPO_ROOT) -> list[str]:
    """One "file:line imports module (names)" entry per import in views/ of a name that drives the engine."""
    paths = sorted((root / "views").rglob("*.py"))
    return describe(imp for path in paths for imp in imports_in(path, root) if view_takes_engine_names(imp))


def test_views_never_import_what_drives_the_engine():
    assert sorted((REPO_ROOT / "views").rglob("*.py")), "views/ holds no Python files"
    bad = view_offenders()
    assert not bad, ("views/ must not import the package core or core.engine itself, a star from core, or "
                     f"{', '.join(ENGINE_NAMES_VIEWS_MAY_NOT_IMPORT)}:\n" + "\n".join(bad))


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


# A small tree with the packages of the real one, for the checks on made-up offenders below.
SAMPLE_PACKAGES = {
    "core/__init__.py": "from core.engine import *\n",
    "core/engine/__init__.py": "from .tensor import Tensor, Var\nfrom .snapshot import GraphSnapshot\n",
    "core/engine/tensor.py": "",
    "core/engine/snapshot.py": "",
    "core/engine/errors.py": "",
    "core/expr/__init__.py": "",
    "core/expr/language.py": "",
    "core/training/__init__.py": "",
    "core/training/models.py": "",
    "core/lessons/__init__.py": "",
    "core/lessons/runner.py": "",
    "views/__init__.py": "",
}


def test_imports_in_resolves_relative_and_nested_imports(tmp_path):
    write_tree(tmp_path, SAMPLE_PACKAGES | {
        "core/engine/sample.py": (
            "import numpy as np, os.path\n"
            "from . import tensor, errors as e\n"
            "from .tensor import Tensor\n"
            "from .. import expr\n"
            "from ..expr.language import Program\n"
            "from core.engine import Var\n"
            "class C:\n"
            "    from .snapshot import GraphSnapshot\n"
            "    def method(self):\n"
            "        import cupy\n"
            "        from .tensor import *\n"
        ),
    })
    found = [(imp.line, imp.module, imp.name, imp.in_function)
             for imp in imports_in(tmp_path / "core/engine/sample.py", root=tmp_path)]
    assert found == [
        (1, "numpy", None, False),
        (1, "os.path", None, False),
        (2, "core.engine.tensor", "tensor", False),
        (2, "core.engine.errors", "errors", False),
        (3, "core.engine.tensor", "Tensor", False),
        (4, "core.expr", "expr", False),
        (5, "core.expr.language", "Program", False),
        (6, "core.engine", "Var", False),
        (8, "core.engine.snapshot", "GraphSnapshot", False),
        (10, "cupy", None, True),
        (11, "core.engine.tensor", "*", True),
    ]
    init = imports_in(tmp_path / "core/engine/__init__.py", root=tmp_path)
    assert [imp.module for imp in init] == ["core.engine.tensor"] * 2 + ["core.engine.snapshot"]


def test_view_check_catches_offenders(tmp_path):
    # Guards the check itself: views/ gets imports the rule forbids and imports it allows.
    write_tree(tmp_path, SAMPLE_PACKAGES | {
        "views/graph.py": (
            "from gradwalk.core.engine.snapshot import GraphSnapshot\n"  # allowed: plain records
            "from core import GradwalkError\n"  # allowed
            "from core.training import models\n"  # a module: import-linter's to judge
            "from PySide6.QtWidgets import QWidget\n"  # allowed
            "from core.engine.tensor import shape_of\n"  # a module: import-linter's to judge
            "from core import Tensor, Var\n"
            "from gradwalk.core.engine import Tape, GradStore\n"
            "def f():\n"
            "    from core.engine import backward_steps\n"
            "import core.engine\n"
            "from core import *\n"
            "from core.engine import errors\n"  # a module: import-linter's to judge
            "from core import engine\n"
            "import core\n"
            "import core.engine.snapshot\n"  # allowed
            "from core.engine import snapshot\n"  # allowed
        ),
    })
    assert view_offenders(root=tmp_path) == [
        "views/graph.py:6 imports core (Tensor, Var)",
        "views/graph.py:7 imports core.engine (Tape, GradStore)",
        "views/graph.py:9 imports core.engine (backward_steps)",
        "views/graph.py:10 imports core.engine",
        "views/graph.py:11 imports core (*)",
        "views/graph.py:13 imports core.engine",
        "views/graph.py:14 imports core",
    ]


# --- no import cycle inside core/engine/ --------------------------------------------------------------------


def engine_import_graph(root: Path = REPO_ROOT) -> dict[str, dict[str, list[ImportOf]]]:
    """module -> {module it imports: the import statements}, over the modules of core/engine/.

    Every import counts, at module level or inside a function, relative or absolute. The package's
    __init__ only re-exports and is no node; but a module that imports the package itself (`from
    core.engine import Tensor`, `from core import Var`) runs that __init__, so it imports every
    module the __init__ imports.
    """
    folder = root / "core" / "engine"
    nodes = sorted(path.stem for path in folder.glob("*.py") if path.name != "__init__.py")

    def engine_modules(imp):
        if imp.module.startswith("core.engine."):
            return [imp.module.split(".")[2]]
        if imp.module in ("core", "core.engine") and imp.name is not None:
            return re_exported
        return []

    re_exported = []
    if (folder / "__init__.py").is_file():
        re_exported = sorted({name for imp in imports_in(folder / "__init__.py", root)
                              for name in engine_modules(imp)})
    graph = {}
    for node in nodes:
        graph[node] = {}
        for imp in imports_in(folder / f"{node}.py", root):
            for target in engine_modules(imp):
                if target in nodes:
                    graph[node].setdefault(target, []).append(imp)
    return graph


def find_cycle(graph: dict) -> list[str] | None:
    """A cycle of `graph` as its nodes, the first repeated at the end (["a", "b", "a"]), or None."""
    done, path = set(), []

    def search(node):
        path.append(node)
        for successor in sorted(graph.get(node, ())):
            if successor in path:
                return path[path.index(successor):] + [successor]
            if successor not in done:
                cycle = search(successor)
                if cycle:
                    return cycle
        path.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            cycle = search(start)
            if cycle:
                return cycle
    return None


def reaches(graph: dict, start: str, goal: str) -> bool:
    seen, stack = set(), [start]
    while stack:
        node = stack.pop()
        if node == goal:
            return True
        if node not in seen:
            seen.add(node)
            stack.extend(graph.get(node, ()))
    return False


def imports_on_cycles(graph: dict) -> list[str]:
    """Each import statement from a to b where b leads back to a: the imports that close a circle."""
    on_cycles = [imp for node, targets in graph.items() for target, imps in targets.items()
                 if reaches(graph, target, node) for imp in imps]
    return describe(sorted(on_cycles, key=lambda imp: (imp.path, imp.line)))


def test_engine_modules_import_each_other_without_a_cycle():
    graph = engine_import_graph()
    assert len(graph) > 5, "core/engine/ has fewer modules than expected: is the path right?"
    cycle = find_cycle(graph)
    assert cycle is None, (
        f"core/engine/ imports in a circle: {' -> '.join(cycle)}\n"
        "every import that lies on a circle:\n" + "\n".join(imports_on_cycles(graph)))


def test_cycle_check_catches_a_cycle(tmp_path):
    write_tree(tmp_path, {
        "core/__init__.py": "from core.engine import *\n",
        "core/engine/__init__.py": "from .a import A\nfrom .d import D\nfrom . import e\n",
        "core/engine/a.py": "import numpy\nfrom .b import B\n",
        "core/engine/b.py": "def f():\n    from core.engine import c\n",
        "core/engine/c.py": "import core.engine.a\nfrom .errors import Error\n",
        "core/engine/d.py": "from .a import A\n",  # imports into the cycle, is not on it
        "core/engine/e.py": "",
        "core/engine/errors.py": "",
    })
    graph = engine_import_graph(root=tmp_path)
    assert {node: sorted(targets) for node, targets in graph.items()} == {
        "a": ["b"], "b": ["c"], "c": ["a", "errors"], "d": ["a"], "e": [], "errors": []}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert imports_on_cycles(graph) == [
        "core/engine/a.py:2 imports core.engine.b (B)",
        "core/engine/b.py:2 imports core.engine.c",
        "core/engine/c.py:1 imports core.engine.a",
    ]
    # importing the package runs its __init__, which imports a, d and e: e -> e is a cycle too
    (tmp_path / "core/engine/b.py").write_text("")
    (tmp_path / "core/engine/e.py").write_text("def f():\n    from core import Tensor\n")
    graph = engine_import_graph(root=tmp_path)
    assert sorted(graph["e"]) == ["a", "d", "e"]
    assert find_cycle(graph) == ["e", "e"]
    (tmp_path / "core/engine/e.py").write_text("from . import errors\n")
    assert find_cycle(engine_import_graph(root=tmp_path)) is None


# --- imports inside functions: only third-party modules, where they save start-up time ---------------------


def function_level_core_imports(paths, root: Path = REPO_ROOT) -> list[str]:
    """One entry per import inside a function that loads a module of core (relative or absolute)."""
    return describe(imp for path in paths for imp in imports_in(path, root)
                    if imp.in_function and within(imp.module, "core"))


def test_core_imports_other_core_modules_only_at_module_level():
    # An import inside a function is for a slow or optional third-party module (networkx, cupy),
    # with a comment saying so; one of core's own modules is imported at the top of the file.
    sources = sorted((REPO_ROOT / "core").rglob("*.py"))
    assert sources, "core/ holds no Python files"
    bad = function_level_core_imports(sources)
    assert not bad, "core/ imports its own modules inside functions:\n" + "\n".join(bad)


def test_function_level_check_catches_offenders(tmp_path):
    write_tree(tmp_path, SAMPLE_PACKAGES | {
        "core/engine/sample.py": (
            "from .tensor import Tensor\n"  # module level: fine
            "def to_networkx():\n"
            "    import networkx as nx  # imported here: networkx takes a while to load\n"
            "    from .snapshot import GraphSnapshot\n"
            "class C:\n"
            "    def method(self):\n"
            "        import core.engine.errors\n"
            "        from core.expr import language\n"
            "        from core import Var\n"
            "        f = lambda: None\n"
            "        def inner():\n"
            "            from . import tensor\n"
        ),
    })
    assert function_level_core_imports([tmp_path / "core/engine/sample.py"], root=tmp_path) == [
        "core/engine/sample.py:4 imports core.engine.snapshot (GraphSnapshot)",
        "core/engine/sample.py:7 imports core.engine.errors",
        "core/engine/sample.py:8 imports core.expr.language",
        "core/engine/sample.py:9 imports core (Var)",
        "core/engine/sample.py:12 imports core.engine.tensor",
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
    lacking = [str(p.relative_to(REPO_ROOT)) for p in typed_modules() if not declares_all(p)]
    assert not lacking, "modules without __all__: " + ", ".join(lacking)


def test_every_name_in_all_exists():
    import importlib

    for path in typed_modules():
        parts = path.relative_to(REPO_ROOT).with_suffix("").parts
        module = importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        missing = [name for name in module.__all__ if not hasattr(module, name)]
        assert not missing, f"{path.name}: __all__ names what it lacks: {missing}"


def test_public_functions_of_core_have_type_hints():
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
