"""Subcommands that render the window without showing it: `gradwalk screenshot` and
`gradwalk export-graph`. Both check the lesson, section, language and file format before Qt starts,
so a mistake gets one line on stderr and exit status 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

EXIT_BAD_INPUT = 1

__all__ = ["add_screenshot_parser", "add_export_graph_parser", "screenshot_command",
           "export_graph_command"]


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lesson", required=True, help="the lesson's id, for example l04")
    parser.add_argument("--section", required=True, help="a section id, as `gradwalk run` lists them")
    parser.add_argument("--backward-steps", type=int, default=0, metavar="N",
                        help="steps of the backward walk to take first (past the end stops at the end)")
    parser.add_argument("--tape", action="store_true", help="walk the tape instead of the graph")
    parser.add_argument("--look", choices=("light", "dark"), default="light", help="the colours")
    parser.add_argument("--out", required=True, metavar="FILE", help="the file to write")


def add_screenshot_parser(subparsers) -> None:
    shot = subparsers.add_parser(
        "screenshot", help="save a picture of the window at a section and step",
        description="Open the window offscreen at a lesson's section, take N backward steps and "
        "save the window as a PNG image.")
    _add_common(shot)
    shot.add_argument("--lang", default="en", help="the language of the window (default: en)")
    shot.add_argument("--size", default="1280x800", metavar="WxH", help="the window's size")


def add_export_graph_parser(subparsers) -> None:
    export = subparsers.add_parser(
        "export-graph", help="write a section's graph as PNG, SVG or PDF",
        description="Draw a section's graph after N backward steps and write it: .png and .svg "
        "hold the picture, .pdf the whole walk with one page per step.")
    _add_common(export)


def _fail(command: str, message: str) -> int:
    print(f"gradwalk {command}: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _checked_section(command: str, args: argparse.Namespace, lang: str = "en"):
    """The lesson, or the exit status of a clear refusal."""
    from core.lessons import LessonError, load_lesson

    try:
        lesson = load_lesson(args.lesson)
        lesson.section(args.section)
    except LessonError as err:
        return _fail(command, str(err))
    if lang not in lesson.languages:
        return _fail(command, f"lesson {lesson.id} is not available in {lang!r}; its languages "
                              f"are: {', '.join(lesson.languages)}")
    if args.backward_steps < 0:
        return _fail(command, "--backward-steps must be 0 or more")
    return lesson


def _window(args: argparse.Namespace, size: tuple[int, int], config_dir: str):
    """A window at the requested section and step, evaluated on this thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.appearance import apply_look
    from app.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_look(app, args.look)
    window = MainWindow(config_dir=Path(config_dir), synchronous=True)
    window.resize(*size)
    window.actions.tape_mode.setChecked(args.tape)
    window.open_section(args.lesson, args.section)
    window.show()
    app.processEvents()
    window.graph.fit_all(window.graph.min_fit_scale)  # fitted to the window's final size
    window.show_position(args.backward_steps)
    app.processEvents()
    return app, window


def screenshot_command(args: argparse.Namespace) -> int:
    from app.storage import StorageError, write_atomically

    lesson = _checked_section("screenshot", args, args.lang)
    if isinstance(lesson, int):
        return lesson
    if Path(args.out).suffix.lower() != ".png":
        return _fail("screenshot", f"a screenshot is a PNG image: {args.out} must end in .png")
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        return _fail("screenshot", f"--size takes WIDTHxHEIGHT, such as 1280x800, not {args.size!r}")
    with tempfile.TemporaryDirectory() as config_dir:  # the learner's settings stay untouched
        app, window = _window(args, (width, height), config_dir)
        from PySide6.QtCore import QBuffer, QIODevice

        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        window.grab().save(buffer, "PNG")
        try:
            write_atomically(args.out, bytes(buffer.data()))
        except StorageError as err:
            return _fail("screenshot", str(err))
        finally:
            window.close()
    print(f"wrote {args.out}")
    return 0


def export_graph_command(args: argparse.Namespace) -> int:
    lesson = _checked_section("export-graph", args)
    if isinstance(lesson, int):
        return lesson
    from app.export import ExportError, export_format, export_graph_file
    from app.storage import StorageError

    try:
        export_format(args.out)
    except ExportError as err:
        return _fail("export-graph", str(err))
    with tempfile.TemporaryDirectory() as config_dir:
        app, window = _window(args, (1280, 800), config_dir)
        try:
            frames, titles = window.export_frames()
            if window.graph.scene() is None or not frames:
                return _fail("export-graph", "the section's program did not run: nothing to draw")
            if export_format(args.out) != "pdf":
                frames, titles = [], []
            export_graph_file(window.graph, args.out, frames, titles)
        except (ExportError, StorageError) as err:
            return _fail("export-graph", str(err))
        finally:
            window.close()
    print(f"wrote {args.out}")
    return 0
