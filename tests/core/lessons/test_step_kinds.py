"""The kinds of step come from one registry (core/lessons/step_kinds.py): a kind is its class, its
run function (core/lessons/runner.py) and, for teachers, its row in data/lessons/README.md.

The checks here fail when a registered kind lacks one of these, when the README's table of steps
documents other keys than the kind's class reads, and when a module of core/, app/ or views/
lists kinds by name instead of reading the registry. A kind made in a test shows that the class
and its run function are all the loader, the runner, check-lesson and the editor need.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass, fields

import pytest

from gradwalk.core.lessons import STEP_KINDS, load_lesson
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.lessons.runner import RUNS, run_lesson, runs
from gradwalk.core.lessons.step_kinds import KINDS, StepKind, read_as, read_kind
from gradwalk.core.lessons.workspace import section_code
from tests.paths import REPO_ROOT

LESSONS_README = REPO_ROOT / "data" / "lessons" / "README.md"

# Modules whose keys share names with kinds of step without being steps: an exercise's `expect`
# items (`value`, `grad`, `jacobian`) and its `baseline` (`code`, `value`), core/lessons/exercise_table.py.
NOT_STEPS = {"core/lessons/exercise_table.py"}


def documented_steps(readme: str) -> dict[str, tuple[str, ...] | None]:
    """The README's table of steps: each kind's key, and the keys its table is documented with
    (None for a kind whose value is one text: `value = "name"`), in the table's order."""
    table = readme.split("\n## Steps\n", 1)[1].split("\n\n| key | what it does |\n", 1)[1]
    documented = {}
    for row in table.split("\n\n", 1)[0].splitlines()[1:]:
        written = row.split("`", 2)[1]  # `grads = { of, bind = { var = "name" }, count = "name" }`
        key, value = (part.strip() for part in written.split("=", 1))
        documented[key] = _documented_keys(value) if value.startswith("{") else None
    return documented


def _documented_keys(table: str) -> tuple[str, ...]:
    """`{ of, bind = { var = "name" }, model or loss }` -> ("of", "bind", "model", "loss")."""
    inside, nested = table.strip()[1:-1], re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")  # tables, lists
    while nested.search(inside):
        inside = nested.sub("", inside)
    keys = []
    for item in inside.split(","):
        keys += [word.strip() for word in item.split("=")[0].split(" or ")]
    return tuple(keys)


def incomplete_kinds() -> list[str]:
    """What each registered kind lacks: a reader for a field, a run function, its README row
    with the keys it reads; and the run functions and rows of kinds that are not registered."""
    problems = []
    documented = documented_steps(LESSONS_README.read_text(encoding="utf-8"))
    for key, kind in KINDS.items():
        if kind.key != key or not isinstance(kind, type) or "__dataclass_fields__" not in vars(kind):
            problems.append(f"{key}: not a dataclass registered under its key")
            continue
        own_reader = "read" in vars(kind)
        for field in fields(kind):
            if "read" not in field.metadata and not own_reader:
                problems.append(f"{key}: its field {field.name} says not how it is read (read_as)")
        if kind not in RUNS:
            problems.append(f"{key}: no run function (@runs({kind.__name__}) in core/lessons/runner.py)")
        if key not in documented:
            problems.append(f"{key}: no row in the table of steps of data/lessons/README.md")
        elif (set(documented[key]) if documented[key] is not None else None) != (
                set(kind.keys()) if kind.keys() is not None else None):
            problems.append(f"{key}: the README documents {documented[key]}, the class reads {kind.keys()}")
    problems += [f"{kind.__name__} has a run function and is not registered"
                 for kind in RUNS if kind not in KINDS.values()]
    problems += [f"{key} is documented and not registered" for key in documented if key not in KINDS]
    return problems


def test_every_kind_has_a_reader_a_run_function_and_its_row_for_teachers():
    assert incomplete_kinds() == []
    # in the order check-lesson lists them, as the README's table does
    assert list(documented_steps(LESSONS_README.read_text(encoding="utf-8"))) == list(KINDS)
    assert STEP_KINDS == tuple(KINDS)


def test_the_readme_table_is_read_key_by_key():
    assert documented_steps(LESSONS_README.read_text(encoding="utf-8"))["grads"] == ("of", "bind", "count")
    assert _documented_keys("{ model or loss, inputs, classify = { logit = \"z\", hidden = [\"h\"] } }") == (
        "model", "loss", "inputs", "classify")


def test_kinds_read_their_tables():
    assert read_kind("grad", {"of": "y", "wrt": "x"}) == KINDS["grad"]("y", "x")
    assert read_kind("value", "y").name == "y"
    step = read_kind("grads", {"of": "y"})
    assert step.bind == {} and step.count is None
    assert step.bind is not read_kind("grads", {"of": "y"}).bind  # each step its own table
    with pytest.raises(KeyError, match="wrt"):
        read_kind("grad", {"of": "y"})
    with pytest.raises(ValueError, match="did you mean 'wrt'"):
        read_kind("grad", {"of": "y", "wtr": "x"})
    with pytest.raises(TypeError, match="'of' must be text"):
        read_kind("grad", {"of": 1, "wrt": "x"})


def test_two_kinds_cannot_share_a_key():
    with pytest.raises(TypeError, match="two kinds of step have the key 'grad'"):
        class AnotherGrad(StepKind):  # noqa: F841 - refused as it is made
            key = "grad"
    assert KINDS["grad"].__name__ == "Grad"


def _names_kinds(node: ast.AST) -> list[str]:
    """The keys of kinds a collection written in the code lists (two or more), or that a
    comparison with a `.kind` (or `kind`) names."""
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        if not any(isinstance(side, ast.Attribute) and side.attr == "kind"
                   or isinstance(side, ast.Name) and side.id == "kind" for side in sides):
            return []
        return [side.value for side in sides if isinstance(side, ast.Constant) and side.value in KINDS]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = node.elts
    elif isinstance(node, ast.Dict):
        items = [key for key in node.keys if key is not None]
    else:
        return []
    named = [item.value for item in items if isinstance(item, ast.Constant) and item.value in KINDS]
    return named if len(named) >= 2 else []


def kinds_listed_by_name() -> list[str]:
    """Every place in core/, app/ and views/ but step_kinds.py that lists kinds by their keys."""
    found = []
    for folder in ("core", "app", "views"):
        for path in sorted((REPO_ROOT / folder).rglob("*.py")):
            where = path.relative_to(REPO_ROOT).as_posix()
            if where == "core/lessons/step_kinds.py" or where in NOT_STEPS:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                named = _names_kinds(node)
                if named:
                    found.append(f"{where}:{node.lineno}: {', '.join(named)}")
    return found


def test_no_other_module_lists_kinds_by_name():
    assert kinds_listed_by_name() == []


def test_the_scan_finds_a_list_of_kinds_and_a_kind_compared_by_name():
    assert _names_kinds(ast.parse('PROGRAMS = {"code": (), "tape": ("code",)}').body[0].value)
    assert _names_kinds(ast.parse('step.kind == "train"').body[0].value) == ["train"]
    assert not _names_kinds(ast.parse('step.kind == Train.key').body[0].value)
    assert not _names_kinds(ast.parse('("value", "label")').body[0].value)


def _name(key: str, value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{key!r} must be a name")
    return value


@pytest.fixture
def double_kind():
    """A kind made for the test, `double = { of = "x" }`: 2·x as a figure; unregistered after."""

    @dataclass(frozen=True)
    class Double(StepKind):
        """`double = { of = "x" }`: twice the value of `of`."""
        key = "double"
        differentiates = True

        of: str = read_as(_name)

    @runs(Double)
    def double_figure(step: Double, env: dict) -> object:
        return env[step.of] * 2

    yield Double
    del KINDS[Double.key], RUNS[Double]


def _lesson(folder, steps: str):
    (folder / "t1" / "en").mkdir(parents=True)
    (folder / "t1" / "en" / "s.md").write_text("# S\n", encoding="utf-8")
    (folder / "t1" / "lesson.toml").write_text(textwrap.dedent("""
        id = "t1"
        title = "t"
        [[sections]]
        id = "s"
        title = "s"
        text = "s.md"
        [[sections.steps]]
        code = "x = var(3.0, dtype=\\"f64\\")\\ny = x * x"
    """) + textwrap.dedent(steps), encoding="utf-8")
    return folder / "t1"


def test_a_new_kind_is_its_class_and_its_run_function(double_kind, tmp_path):
    folder = _lesson(tmp_path, """
        [[sections.steps]]
        figure = "twice_y"
        double = { of = "y" }
    """)
    lesson = load_lesson("t1", tmp_path)
    (figure,) = run_lesson(lesson).sections[0].figures
    assert (figure.name, figure.value.to_scalar()) == ("twice_y", 18.0)
    assert check_lesson(folder) == []
    assert section_code(lesson.sections[0], []).focus == "y"  # the result it differentiates
    # all it lacks is the row that tells teachers of it
    assert incomplete_kinds() == ["double: no row in the table of steps of data/lessons/README.md"]


def test_a_new_kind_is_checked_by_its_keys(double_kind, tmp_path):
    folder = _lesson(tmp_path, """
        [[sections.steps]]
        double = { off = "y" }
    """)
    (problem,) = check_lesson(folder)
    assert "'double' has no key 'off'; did you mean 'of'?" in problem.message


def test_a_kind_without_its_run_function_is_found():
    @dataclass(frozen=True)
    class Halve(StepKind):
        key = "halve"
        of: str = read_as(_name)
        wrt: object = None  # a field that says not how it is read

    try:
        assert incomplete_kinds() == [
            "halve: its field wrt says not how it is read (read_as)",
            "halve: no run function (@runs(Halve) in core/lessons/runner.py)",
            "halve: no row in the table of steps of data/lessons/README.md"]
    finally:
        del KINDS[Halve.key]
