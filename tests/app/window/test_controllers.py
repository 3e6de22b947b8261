"""The window's widgets come as a typed record, and every controller is built alike, with what it
uses and never the window itself (except as the parent of its dialogs)."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import typing
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QLabel, QMainWindow

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.window.widgets import WindowMenus, WindowWidgets, build_menus_and_toolbars, build_widgets

ROOT = Path(__file__).resolve().parents[3]
APP = ROOT / "app"
CONTROLLERS = {  # every controller of the app, by the module that holds it
    "WalkController": "gradwalk.app.walk.controller",
    "JacobianController": "gradwalk.app.forward.jacobian_controller",
    "TrainingController": "gradwalk.app.training.controller",
    "BoundaryController": "gradwalk.app.training.boundary_controller",
    "ExerciseController": "gradwalk.app.exercise.controller",
    "LessonLibraryController": "gradwalk.app.lessons.controller",
    "FiguresController": "gradwalk.app.lessons.figures_controller",
    "RecordedStepController": "gradwalk.app.training.recorded_steps",
    "GraphExportController": "gradwalk.app.export.controller",
}
WINDOW_PACKAGE = "gradwalk.app.window"
DIALOG_PARENT = "dialog_parent"  # the one name under which a controller may hold the window


def attributes_set(build, window: QMainWindow) -> set[str]:
    """The names of the Python attributes `build(window)` sets on the window."""
    before = dict(vars(window))
    build(window)
    return {name for name, value in vars(window).items() if before.get(name, before) is not value}


def badly_typed(record) -> list[str]:
    """The fields of a record whose value is not of the type the record declares."""
    hints = typing.get_type_hints(type(record))
    return [field.name for field in dataclasses.fields(record)
            if not isinstance(getattr(record, field.name), hints[field.name])]


def test_build_widgets_sets_nothing_on_the_window_and_hands_back_a_typed_record(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    commands = WindowActions(window)
    made: list = []
    assert attributes_set(lambda w: made.append(build_widgets(w, commands)), window) == set()
    widgets = made[0]
    assert isinstance(widgets, WindowWidgets) and badly_typed(widgets) == []
    assert widgets.graph.window() is window and widgets.training_dock.parent() is window
    with pytest.raises(dataclasses.FrozenInstanceError):
        widgets.graph = None  # built once
    assert attributes_set(lambda w: made.append(build_menus_and_toolbars(
        w, commands, widgets, QUndoGroup(w), "en")), window) == set()
    assert isinstance(made[1], WindowMenus) and badly_typed(made[1]) == []


def test_the_checks_of_a_builder_can_fail(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    assert attributes_set(lambda w: setattr(w, "caption", QLabel()), window) == {"caption"}
    record = dataclasses.replace(build_widgets(window, WindowActions(window)), caption=object())
    assert badly_typed(record) == ["caption"]


def main_window_uses(source: str) -> list[str]:
    """Where a module's source reaches for the main window: the name MainWindow (as code, an
    import or an annotation), an import of app/window, a parameter named `window`, or `.window`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Name) and node.id == "MainWindow":
            found.append(f"{line}: MainWindow")
        elif isinstance(node, ast.Attribute) and node.attr in ("MainWindow", "window"):
            found.append(f"{line}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(WINDOW_PACKAGE):
            found.append(f"{line}: imports {node.module}")
        elif isinstance(node, ast.Import):
            found += [f"{line}: imports {a.name}" for a in node.names if a.name.startswith(WINDOW_PACKAGE)]
        elif isinstance(node, ast.arg):
            if node.arg == "window":
                found.append(f"{line}: parameter window")
            annotation = node.annotation
            if isinstance(annotation, ast.Constant) and "MainWindow" in str(annotation.value):
                found.append(f"{line}: annotated {annotation.value}")
    return found


def controller_modules() -> dict[str, Path]:
    """Every module of app/ outside the window's folder that defines a class named …Controller."""
    modules = {}
    for path in APP.rglob("*.py"):
        if path.parent.name == "window":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(node, ast.ClassDef) and node.name.endswith("Controller") for node in tree.body):
            modules[str(path.relative_to(ROOT))] = path
    return modules


def test_no_controller_module_refers_to_the_main_window():
    modules = controller_modules()
    assert {f"{name.replace('.', '/')}.py" for name in CONTROLLERS.values()} == {
        "gradwalk/" + module for module in modules}
    uses = {module: main_window_uses(path.read_text(encoding="utf-8")) for module, path in modules.items()}
    assert {module: found for module, found in uses.items() if found} == {}


def test_the_main_window_check_can_fail():
    source = ("from gradwalk.app.window.main_window import MainWindow\n"
              "class WalkController:\n"
              "    def __init__(self, window: 'MainWindow') -> None:\n"
              "        self.window = window\n")
    assert main_window_uses(source) == [
        "1: imports gradwalk.app.window.main_window", "3: parameter window", "3: annotated MainWindow",
        "4: .window"]


@pytest.mark.parametrize("name", sorted(CONTROLLERS))
def test_every_controller_is_a_qobject_built_from_keyword_arguments(name):
    controller = getattr(importlib.import_module(CONTROLLERS[name]), name)
    assert issubclass(controller, QObject)
    parameters = list(inspect.signature(controller.__init__).parameters.values())[1:]
    assert parameters and all(p.kind == p.KEYWORD_ONLY for p in parameters)
    assert "parent" in [p.name for p in parameters]


def test_no_controller_holds_the_window_but_as_the_parent_of_its_dialogs(window):
    controllers = [window.walker, window.jacobians, window.exercises, window.library, window.training,
                   window.training.boundary, window.exporter, window.figures, window.recorded_steps]
    assert sorted(type(c).__name__ for c in controllers) == sorted(CONTROLLERS)
    held = {(type(c).__name__, name) for c in controllers for name, value in vars(c).items()
            if value is window}
    assert held and all(name == DIALOG_PARENT for _, name in held)


def test_the_commands_do_not_shadow_qwidget_actions(window):
    assert isinstance(window.commands, WindowActions)
    assert "actions" not in vars(window)
    assert window.actions() == QMainWindow.actions(window)  # Qt's own list of the window's actions
