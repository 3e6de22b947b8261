"""Subcommands that render the window without showing it: `gradwalk screenshot`,
`gradwalk export-graph` and `gradwalk export-plot`. Each checks the lesson, section, language, file
format (and the runs asked for) before Qt starts, so a mistake gets one line on stderr and exit
status 1. Trainings run here, on this thread (app.training.run_synchronously), their records fed to
the window's training controller as the pipe reader's would be.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

from gradwalk.app.export_formats import ExportError, format_of, graph_formats, plot_formats

EXIT_BAD_INPUT = 1

__all__ = ["add_screenshot_parser", "add_export_graph_parser", "add_export_plot_parser",
           "screenshot_command", "export_graph_command", "export_plot_command"]

DEFAULT_SLIDE = (1600, 900)  # views.graph_export.DEFAULT_SLIDE_SIZE, without importing Qt

# A window smaller than this shows nothing readable; a larger one is an image of hundreds of
# megabytes (99999x99999 would be 40 GB), made before it is written.
MIN_SIDE, MAX_SIDE = 200, 8000
MIN_SLIDE_SIDE = 320  # a graph slide smaller than this has no room for its legend and caption
MAX_BACKWARD_STEPS = 10**9  # far past any walk's end, where the walk stops


def window_size(text: str) -> tuple[int, int]:
    """An argparse type: WIDTHxHEIGHT in ASCII digits, each side from MIN_SIDE to MAX_SIDE."""
    found = re.fullmatch(r"([0-9]{1,6})[xX]([0-9]{1,6})", text.strip())
    if found is None or not all(MIN_SIDE <= int(side) <= MAX_SIDE for side in found.groups()):
        raise argparse.ArgumentTypeError(
            f"{text!r}: give WIDTHxHEIGHT, such as 1280x800, each from {MIN_SIDE} to {MAX_SIDE}")
    return int(found.group(1)), int(found.group(2))


def slide_size(text: str) -> tuple[int, int]:
    """An argparse type: a graph slide's WIDTHxHEIGHT in pixels, each side from MIN_SLIDE_SIDE to
    MAX_SIDE."""
    found = re.fullmatch(r"([0-9]{1,6})[xX]([0-9]{1,6})", text.strip())
    if found is None or not all(MIN_SLIDE_SIDE <= int(side) <= MAX_SIDE for side in found.groups()):
        raise argparse.ArgumentTypeError(
            f"{text!r}: give WIDTHxHEIGHT, such as 1920x1080, each from {MIN_SLIDE_SIDE} to {MAX_SIDE}")
    return int(found.group(1)), int(found.group(2))


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lesson", required=True, help="the lesson's id, for example l04")
    parser.add_argument("--section", required=True, help="a section id, as `gradwalk run` lists them")
    from gradwalk.app.cli import whole_number

    parser.add_argument("--backward-steps", type=whole_number(0, MAX_BACKWARD_STEPS), default=0,
                        metavar="N",
                        help="steps of the backward walk to take first (past the end stops at the end)")
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--tape", action="store_true", help="walk the tape instead of the graph")
    modes.add_argument("--forward", action="store_true",
                       help="sweep forward from the variables (every one seeded with ones) instead; "
                            "--backward-steps then counts the forward sweep's steps")
    parser.add_argument("--look", choices=("light", "dark"), default="light", help="the colours")
    parser.add_argument("--out", required=True, metavar="FILE", help="the file to write")


def add_screenshot_parser(subparsers) -> None:
    shot = subparsers.add_parser(
        "screenshot", help="save a picture of the window at a section and step",
        description="Open the window offscreen at a lesson's section, take N backward steps and "
        "save the window as a PNG image.")
    _add_common(shot)
    shot.add_argument("--lang", default="en", help="the language of the window (default: en)")
    shot.add_argument("--size", type=window_size, default=(1280, 800), metavar="WxH",
                      help=f"the window's size (default: 1280x800; each side {MIN_SIDE} to {MAX_SIDE})")
    shot.add_argument("--train", action="store_true",
                      help="run the section's trainings first, so the loss curves and the landscape "
                           "show their descents")


def add_export_graph_parser(subparsers) -> None:
    export = subparsers.add_parser(
        "export-graph", help="write a section's graph as PNG, SVG or PDF",
        description="Draw a section's graph after N backward steps and write it as a slide: .png "
        "and .svg hold the graph filling the slide, with its legend and the step's caption under it; "
        ".pdf the whole walk, one A4 landscape page per step. A graph too big to read at the size "
        "asked for gets a bigger slide of the same shape.")
    _add_common(export)
    export.add_argument("--size", type=slide_size, default=DEFAULT_SLIDE, metavar="WxH",
                        help=f"the slide's size in pixels, for .png and .svg (default: "
                             f"{DEFAULT_SLIDE[0]}x{DEFAULT_SLIDE[1]}; each side {MIN_SLIDE_SIDE} to "
                             f"{MAX_SIDE})")
    export.add_argument("--no-legend", action="store_true", help="leave the legend out")
    export.add_argument("--no-caption", action="store_true", help="leave the step's caption out")


def add_export_plot_parser(subparsers) -> None:
    plot = subparsers.add_parser(
        "export-plot", help="train a section's runs and write the loss plot or the landscape as PNG, "
                            "SVG or CSV",
        description="Run a section's trainings here (all of them, or those --runs names) and write "
        "their loss curves (or, with --plot landscape, the loss over w and b with their paths; with "
        "--plot boundary, a classifier's decision boundary with its points): "
        ".png and .svg hold the plot at --size, .csv a row per step with each run's loss and "
        "parameters.")
    plot.add_argument("--lesson", required=True, help="the lesson's id, for example l04")
    plot.add_argument("--section", required=True, help="a section that trains, such as regression")
    plot.add_argument("--runs", action="append", metavar="N,M|TEXT",
                      help="the runs to train: numbers from 1, in the order `gradwalk run` prints "
                           "them, or a piece of a run's label; may be given more than once "
                           "(default: every run)")
    plot.add_argument("--plot", choices=("loss", "landscape", "boundary"), default="loss",
                      help="the loss curves (default), the landscape of the line's w and b, or a "
                           "classifier's decision boundary")
    plot.add_argument("--size", type=window_size, default=(1600, 900), metavar="WxH",
                      help=f"the picture's size in pixels (default: 1600x900; each side {MIN_SIDE} "
                           f"to {MAX_SIDE})")
    plot.add_argument("--log", action="store_true", help="a logarithmic loss axis")
    plot.add_argument("--look", choices=("light", "dark"), default="light", help="the colours")
    plot.add_argument("--out", required=True, metavar="FILE", help="the file to write: .png, .svg "
                                                                   "or .csv")
    plot.set_defaults(backward_steps=0, tape=False, forward=False)


def _fail(command: str, message: str) -> int:
    print(f"gradwalk {command}: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _checked_section(command: str, args: argparse.Namespace, lang: str = "en"):
    """The lesson, or the exit status of a clear refusal."""
    from gradwalk.core.lessons import LessonError, load_lesson

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


# What the offscreen platform says about features a window without a screen has no use for: noise
# on a console where the command's own output belongs. Every other Qt message is printed as before.
_OFFSCREEN_NOTES = ("This plugin does not support propagateSizeHints()",)


def _quiet_offscreen_notes() -> None:
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind, _context, message: str) -> None:
        if message not in _OFFSCREEN_NOTES:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _window(args: argparse.Namespace, size: tuple[int, int], config_dir: str):
    """A window at the requested section and step, evaluated on this thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gradwalk.app.appearance import apply_look
    from gradwalk.app.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    _quiet_offscreen_notes()
    apply_look(app, args.look)
    # Figures and plots are the same in every language; a screenshot shows the one asked for.
    language = getattr(args, "lang", "en")
    window = MainWindow(config_dir=Path(config_dir), synchronous=True, language=language)
    window.step_hint.hide()  # a picture of the window at work, not of its first start
    window.resize(*size)
    window.actions.tape_mode.setChecked(args.tape)
    window.actions.forward_mode.setChecked(args.forward)
    window.open_section(args.lesson, args.section)
    window.show()
    app.processEvents()
    window.graph.fit_all(window.graph.min_fit_scale)  # fitted to the window's final size
    window.show_position(args.backward_steps)
    app.processEvents()
    return app, window


def _train_steps(section) -> list:
    return [step for step in section.steps if step.kind == "train"]


def _checked_trainer(command: str, lesson, section_id: str):
    """The section's train steps, or the exit status of a refusal naming the sections that train."""
    steps = _train_steps(lesson.section(section_id))
    if not steps:
        training = [s.id for s in lesson.sections if s.trains]
        return _fail(command, f"section {section_id} trains nothing; sections that train: "
                              f"{', '.join(training) or 'none'}")
    return steps


def _step_label(step, number: int) -> str:
    return step.label.get("en") or f"run {number}"


def _selected_runs(command: str, steps: list, wanted: list[str] | None):
    """0-based indices of the runs --runs names, in the section's order; or a refusal's status.
    Each value is a list of numbers from 1 ("1,3") or a piece of a run's label (any case)."""
    labels = [_step_label(step, i + 1) for i, step in enumerate(steps)]
    if not wanted:
        return list(range(len(labels)))
    listing = "; ".join(f"{i + 1} {label}" for i, label in enumerate(labels))
    chosen: set[int] = set()
    for value in wanted:
        text = value.strip()
        if re.fullmatch(r"[0-9]+(\s*,\s*[0-9]+)*", text):  # ASCII digits: \d takes "١" too
            for number in (int(n) for n in text.split(",")):
                if not 1 <= number <= len(labels):
                    return _fail(command, f"--runs {number}: the section has {len(labels)} runs, "
                                          f"numbered 1 to {len(labels)}: {listing}")
                chosen.add(number - 1)
        else:
            found = {i for i, label in enumerate(labels) if text.casefold() in label.casefold()}
            if not text or not found:
                return _fail(command, f"--runs {value!r} matches none of the section's runs: {listing}")
            chosen |= found
    return sorted(chosen)


def _train_here(window, indices: list[int] | None = None) -> list[str]:
    """Run the window's preloaded runs (those at `indices`, 0-based; default all) on this thread,
    as a training in the window would; the failures' messages."""
    ids = window.training.panel.run_ids()
    chosen = None if indices is None else [ids[i] for i in indices if i < len(ids)]
    return window.training.run_here(chosen)


def _show_a_landscape(window, indices: list[int]) -> None:
    """The landscape of the first run trained here that has one (a line), with the paths of the
    runs on its data, as selecting that run in the window shows it."""
    ids = window.training.panel.run_ids()
    for index in indices:
        training = window.training.training_of(ids[index]) if index < len(ids) else None
        if training is not None and training.model == "line":
            window.training.show_landscape_of(ids[index])
            return


def screenshot_command(args: argparse.Namespace) -> int:
    from gradwalk.app.storage import StorageError, write_atomically

    lesson = _checked_section("screenshot", args, args.lang)
    if isinstance(lesson, int):
        return lesson
    if args.train:
        steps = _checked_trainer("screenshot", lesson, args.section)
        if isinstance(steps, int):
            return steps
    if Path(args.out).suffix.lower() != ".png":
        return _fail("screenshot", f"a screenshot is a PNG image: {args.out} must end in .png")
    width, height = args.size
    with tempfile.TemporaryDirectory() as config_dir:  # the learner's settings stay untouched
        app, window = _window(args, (width, height), config_dir)
        if args.train:
            from gradwalk.app.perspectives import TRAIN

            window.show_layout(TRAIN)  # the runs, the curves and the landscape across the window
            app.processEvents()
            for failure in _train_here(window):
                print(f"gradwalk screenshot: a run failed: {failure}", file=sys.stderr)
            app.processEvents()
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
    from gradwalk.app.export import export_graph_file
    from gradwalk.app.storage import StorageError
    from gradwalk.views.graph_export import SlideOptions

    try:
        fmt = format_of(args.out, graph_formats())
    except ExportError as err:
        return _fail("export-graph", str(err))
    with tempfile.TemporaryDirectory() as config_dir:
        app, window = _window(args, (1280, 800), config_dir)
        try:
            frames, titles = window.export_frames()
            if window.graph.scene() is None or not frames:
                return _fail("export-graph", "the section's program did not run: nothing to draw")
            if fmt.sized:  # a slide of the step shown; only the PDF holds the walk
                frames, titles = [], []
            options = SlideOptions(size=args.size, legend=not args.no_legend, caption=not args.no_caption)
            export_graph_file(window.graph, args.out, frames, titles, options)
        except (ExportError, StorageError) as err:
            return _fail("export-graph", str(err))
        finally:
            window.close()
    print(f"wrote {args.out}")
    return 0


def export_plot_command(args: argparse.Namespace) -> int:
    command = "export-plot"
    lesson = _checked_section(command, args)
    if isinstance(lesson, int):
        return lesson
    steps = _checked_trainer(command, lesson, args.section)
    if isinstance(steps, int):
        return steps
    try:
        fmt = format_of(args.out, plot_formats())
    except ExportError as err:
        return _fail(command, str(err))
    indices = _selected_runs(command, steps, args.runs)
    if isinstance(indices, int):
        return indices
    from gradwalk.app.storage import StorageError, write_atomically

    with tempfile.TemporaryDirectory() as config_dir:
        app, window = _window(args, (1280, 800), config_dir)
        try:
            if len(window.training.panel.runs()) != len(steps):
                return _fail(command, "the section's trainings could not be prepared: "
                                      f"{window.statusBar().currentMessage() or 'no runs'}")
            window.actions.log_scale.setChecked(args.log)
            failures = _train_here(window, indices)
            if failures:
                return _fail(command, f"a run failed: {failures[0]}")
            app.processEvents()
            if args.plot == "landscape":
                _show_a_landscape(window, indices)
            write_atomically(args.out, window.training.plot_bytes(fmt.suffix, args.plot, args.size))
        except StorageError as err:
            return _fail(command, str(err))
        finally:
            window.close()
    print(f"wrote {args.out}")
    return 0
