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

from gradwalk.app.cli.commands import Once, whole_number
from gradwalk.app.session.export_formats import ExportError, format_of, graph_formats, plot_formats

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
    parser.add_argument("--lesson", required=True, action=Once, help="the lesson's id, for example l04")
    parser.add_argument("--section", required=True, action=Once,
                        help="a section id, as `gradwalk run` lists them")
    parser.add_argument("--backward-steps", type=whole_number(0, MAX_BACKWARD_STEPS), default=0, action=Once,
                        metavar="N",
                        help="steps of the backward walk to take first (past the end stops at the end)")
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--tape", action="store_true", help="walk the tape instead of the graph")
    modes.add_argument("--forward", action="store_true",
                       help="sweep forward instead, seeded as the window seeds it (the section's first "
                            "forward step's seeds, else every variable along ones); "
                            "--backward-steps then counts the forward sweep's steps")
    parser.add_argument("--layers", choices=("boxes", "operations"), default="boxes", action=Once,
                        help="a network's layers drawn a box each, as the window draws them (default), "
                             "or every operation a node of its own")
    parser.add_argument("--open-layer", action="append", default=[], metavar="NAME",
                        help="open this layer into its operations, by its result's name (h1); may be "
                             "given more than once")
    parser.add_argument("--open", action="append", default=[], metavar="NAME", dest="open_nodes",
                        help="open this node into its elements (up to 64), each made by operations on "
                             "single numbers, by its name in the graph (h1, t2); may be given more than once")
    parser.add_argument("--point", type=whole_number(0, 10**9), default=None, action=Once, metavar="N",
                        help="draw the graph of training point N alone, in a classifier's section "
                             "(as Train > Graph of One Point does)")
    parser.add_argument("--look", choices=("light", "dark"), default="light", action=Once, help="the colours")
    parser.add_argument("--out", required=True, action=Once, metavar="FILE", help="the file to write")


def add_screenshot_parser(subparsers) -> None:
    shot = subparsers.add_parser(
        "screenshot", help="save a picture of the window at a section and step",
        description="Open the window offscreen at a lesson's section, take N backward steps and "
        "save the window as a PNG image.")
    _add_common(shot)
    shot.add_argument("--lang", default="en", action=Once, help="the language of the window (default: en)")
    shot.add_argument("--size", type=window_size, action=Once, default=(1280, 800), metavar="WxH",
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
    export.add_argument("--size", type=slide_size, action=Once, default=DEFAULT_SLIDE, metavar="WxH",
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
    plot.add_argument("--lesson", required=True, action=Once, help="the lesson's id, for example l04")
    plot.add_argument("--section", required=True, action=Once,
                      help="a section that trains, such as regression")
    plot.add_argument("--runs", action="append", metavar="N,M|TEXT",
                      help="the runs to train: numbers from 1, in the order `gradwalk run` prints "
                           "them, or a piece of a run's label; may be given more than once "
                           "(default: every run; with --plot boundary, which draws one run, the "
                           "section's first classifier)")
    plot.add_argument("--eager", action="store_true",
                      help="train every step eagerly instead of recording it once and replaying it "
                           "(the same curves, to the last digit)")
    plot.add_argument("--plot", choices=("loss", "landscape", "boundary"), default="loss", action=Once,
                      help="the loss curves (default), the landscape of the line's w and b, or a "
                           "classifier's decision boundary, one run's, named in its caption")
    plot.add_argument("--size", type=window_size, action=Once, default=(1600, 900), metavar="WxH",
                      help=f"the picture's size in pixels (default: 1600x900; each side {MIN_SIDE} "
                           f"to {MAX_SIDE})")
    plot.add_argument("--log", action="store_true", help="a logarithmic loss axis")
    plot.add_argument("--look", choices=("light", "dark"), default="light", action=Once, help="the colours")
    plot.add_argument("--out", required=True, action=Once, metavar="FILE",
                      help="the file to write: .png, .svg or .csv")
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
    problem = _out_problem(args.out)
    return lesson if problem is None else _fail(command, problem)


def _out_problem(out: str) -> str | None:
    """Why --out names no file that can be written, known before anything is drawn; or None."""
    from gradwalk.core.words import translate

    if not out.strip():
        return translate("Cli", "--out names no file; give one, such as picture.png")
    if Path(out).is_dir():
        return translate("Cli", "{0} is a folder; name a file in it, such as {1}").format(
            out, Path(out) / "picture.png")
    return None


def _given(args: argparse.Namespace, dest: str) -> bool:
    """Whether the option stored in `dest` was given on the command line (an Once option)."""
    return dest in getattr(args, "_given_once", {})


def _unshown_program(outcome, args: argparse.Namespace) -> str | None:
    """Why the window's last evaluation (`outcome`) could not show the section's program as asked
    (on the tape, say), in words; None when it shows it."""
    from gradwalk.core.words import translate

    if outcome is None or outcome.ok:
        return None
    if args.tape:
        text = translate("Cli", "the section's program cannot be walked on the tape (--tape): {0}")
    elif args.forward:
        text = translate("Cli", "the section's program cannot be swept forward (--forward): {0}")
    else:
        text = translate("Cli", "the section's program did not run: {0}")
    return text.format(outcome.problem.message)


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
    """A window at the requested section and step, evaluated on this thread, and why it could not
    show the section's program as asked (None when it shows it)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gradwalk.app.base.appearance import apply_look
    from gradwalk.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    _quiet_offscreen_notes()
    apply_look(app, args.look)
    # Figures and plots are the same in every language; a screenshot shows the one asked for.
    language = getattr(args, "lang", "en")
    window = MainWindow(config_dir=Path(config_dir), synchronous=True, language=language)
    window.widgets.step_hint.hide()  # a picture of the window at work, not of its first start
    window.resize(*size)
    outcomes: list = []  # a program that fails leaves the last good one on screen: its outcome says
    window.outcomeShown.connect(outcomes.append)
    window.commands.tape_mode.setChecked(args.tape)
    window.commands.forward_mode.setChecked(args.forward)
    window.state.draw_layers_as_boxes(getattr(args, "layers", "boxes") == "boxes")  # export-plot: as drawn
    # shown first, as a learner's window is: the graph is laid out for the view it is drawn in
    # (a hidden view's plan tries one label width only, and a network could come out too wide)
    window.show()
    app.processEvents()
    window.open_section(args.lesson, args.section)
    problem = (_one_point(window, getattr(args, "point", None))
               or _open_layers(window, getattr(args, "open_layer", []))
               or _open_nodes(window, getattr(args, "open_nodes", [])))
    if problem is not None:
        return app, window, problem
    window.show()
    app.processEvents()
    window.widgets.graph.fit_all(window.widgets.graph.min_fit_scale)  # fitted to the window's final size
    window.show_position(args.backward_steps)
    app.processEvents()
    return app, window, _unshown_program(outcomes[-1] if outcomes else None, args)


def _one_point(window, index: int | None) -> str | None:
    """Draw training point `index` alone (`--point`), as Train > Graph of One Point does; why not,
    where the section has no such point (None when it is drawn, or none was asked for)."""
    if index is None:
        return None
    count = window.training.point_count()
    if not count:
        return "this section trains no classifier on points: --point has no point to choose"
    if index >= count:
        return f"no training point {index}: the section's points are numbered 0 to {count - 1}"
    window.show_one_point(index)
    return None


def _open_layers(window, names: list[str]) -> str | None:
    """Open the layers named (`--open-layer`), as double-clicking their boxes does; why not, where
    one is not a layer of the graph drawn (None when every one is)."""
    from gradwalk.core.engine.layers import LossTail

    if not names:
        return None
    outcome = window.state.outcome
    boxes = list(outcome.layers) if outcome is not None else []
    known = [box.name for box in boxes]
    unknown = [name for name in names if name not in known]
    if unknown:
        layers = [box.name for box in boxes if not isinstance(box, LossTail)]
        losses = [box.name for box in boxes if isinstance(box, LossTail)]
        where = (f"its layers: {', '.join(layers)}" if layers else
                 "its graph has no layers to open (they are drawn as boxes where a network has two "
                 "or more, and --layers operations draws none)")
        if losses:  # the loss's operations after the layers: a box that opens too, but no layer
            where += f"; and the loss's box: {', '.join(losses)}"
        return f"no layer named {unknown[0]} in the section's graph; {where}"
    window.state.opened_layers = frozenset(names)
    window.evaluate()
    return None


def _open_nodes(window, names: list[str]) -> str | None:
    """Open the nodes named (`--open`) into their elements, as double-clicking them does; why not,
    where one is not a node of the graph drawn or does not open (None when every one opens)."""
    if not names:
        return None
    outcome = window.state.outcome
    nodes = {node.label: node.id for node in outcome.snapshot.nodes} if outcome is not None else {}
    for name in names:
        if name not in nodes:
            return f"no node named {name} in the section's graph; its nodes: {', '.join(nodes)}"
        why = window.state.why_not_open(nodes[name])
        if why is not None:
            return why
    window.state.opened_nodes = frozenset(names)
    window.evaluate()
    return None


def _train_steps(section) -> list:
    return list(section.train_steps)


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
            if not found and re.fullmatch(r"[-+0-9,\s]*[0-9][-+0-9,\s]*", text):  # "1,,2", "-1": numbers
                from gradwalk.core.words import translate

                return _fail(command, translate("Cli", "--runs {0}: run numbers are whole numbers from 1 to "
                                                "{1}, separated by commas, such as 1,3: {2}").format(
                    repr(value), len(labels), listing))
            if not text or not found:
                return _fail(command, f"--runs {value!r} matches none of the section's runs: {listing}")
            chosen |= found
    return sorted(chosen)


def _idle_plot_option(args: argparse.Namespace, picture: bool) -> str | None:
    """An option of export-plot that would change nothing in the file asked for (a picture or a
    table), in words; or None."""
    from gradwalk.core.words import translate

    if not picture:
        idle = [option for option, given in ((f"--plot {args.plot}", args.plot != "loss"),
                                             ("--size", _given(args, "size")),
                                             ("--look", _given(args, "look")), ("--log", args.log))
                if given]
        if idle:
            return translate("Cli", "{0} does nothing for a .csv file, which holds each run's loss and "
                             "parameters at every step; leave it out, or write a .png or .svg picture"
                             ).format(idle[0])
    elif args.log and args.plot != "loss":
        return translate("Cli", "--log does nothing for --plot {0}: only the loss curves have a loss axis "
                         "to make logarithmic").format(args.plot)
    return None


def _fits_a_line(step) -> bool:
    """Whether a train step fits a line: the landscape of its w and b can be drawn."""
    return getattr(step.body, "model", None) == "line"


def _classifies_points(step) -> bool:
    """Whether a train step is a classifier that names its points: its boundary can be drawn."""
    return "points" in (getattr(step.body, "classify", None) or {})


def _none_draws(kind, lesson, section_id: str) -> str:
    """Why no run of the section draws a picture of `kind` (_fits_a_line or _classifies_points): the
    sections of the lesson that have one, in words."""
    from gradwalk.core.words import translate

    sections = [s.id for s in lesson.sections if any(kind(t) for t in _train_steps(s))]
    if kind is _fits_a_line:
        if sections:
            return translate("Cli", "there is no landscape to export: section {0} fits no line (model = "
                             "\"line\"), whose w and b the landscape is drawn over; sections that do: {1}"
                             ).format(section_id, ", ".join(sections))
        return translate("Cli", "there is no landscape to export: no section of lesson {0} fits a line "
                         "(model = \"line\"), whose w and b the landscape is drawn over").format(lesson.id)
    if sections:
        return translate("Cli", "there is no decision boundary to export: section {0} trains no classifier "
                         "of points in the plane; sections that do: {1}").format(
            section_id, ", ".join(sections))
    return translate("Cli", "there is no decision boundary to export: no section of lesson {0} trains a "
                     "classifier of points in the plane").format(lesson.id)


def _runs_listed(steps: list, indices: list[int]) -> str:
    """ "1 label; 3 label": the runs at `indices` (0-based) as --runs numbers them."""
    return "; ".join(f"{i + 1} {_step_label(steps[i], i + 1)}" for i in indices)


def _no_landscape(lesson, section_id: str, steps: list, indices: list[int]) -> str | None:
    """Why --plot landscape has nothing to draw for the runs chosen (none fits a line), in words;
    or None."""
    from gradwalk.core.words import translate

    lines = [i for i, step in enumerate(steps) if _fits_a_line(step)]
    if not lines:
        return _none_draws(_fits_a_line, lesson, section_id)
    if set(lines) & set(indices):
        return None
    return translate("Cli", "there is no landscape to export: none of the runs chosen fits a line (model = "
                     "\"line\"), whose w and b the landscape is drawn over; runs that do: {0}").format(
        _runs_listed(steps, lines))


def _boundary_run(command: str, lesson, section_id: str, steps: list, indices: list[int],
                  named: bool):
    """[the index of the one run --plot boundary draws]: the run --runs names, else the section's
    first classifier of points; or a refusal's status."""
    from gradwalk.core.words import translate

    drawn = [i for i, step in enumerate(steps) if _classifies_points(step)]
    if not drawn:
        return _fail(command, _none_draws(_classifies_points, lesson, section_id))
    if not named:
        return drawn[:1]
    if len(indices) > 1:
        return _fail(command, translate("Cli", "--plot boundary draws one run's boundary and --runs names "
                                        "{0} runs; name one of: {1}").format(len(indices),
                                                                            _runs_listed(steps, drawn)))
    if indices[0] not in drawn:
        return _fail(command, translate("Cli", "there is no decision boundary to export: run {0} classifies "
                                        "no points in the plane; runs that do: {1}").format(
            _runs_listed(steps, indices), _runs_listed(steps, drawn)))
    return indices


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
    from gradwalk.app.session.storage import StorageError, write_atomically

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
        app, window, problem = _window(args, (width, height), config_dir)
        if problem is not None:
            window.close()
            return _fail("screenshot", problem)
        if args.train:
            from gradwalk.app.base.perspectives import TRAIN

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
    from gradwalk.app.export.dialogs import export_graph_file
    from gradwalk.app.session.storage import StorageError
    from gradwalk.views.graph.graph_export import SlideOptions

    try:
        fmt = format_of(args.out, graph_formats())
    except ExportError as err:
        return _fail("export-graph", str(err))
    if not fmt.sized:  # a PDF: A4 pages, the whole walk
        from gradwalk.core.words import translate

        for option, dest in (("--size", "size"), ("--backward-steps", "backward_steps")):
            if _given(args, dest):
                return _fail("export-graph", translate(
                    "Cli", "{0} does nothing for a .pdf file, which holds the whole walk on A4 pages; leave "
                    "it out, or write a .png or .svg slide of one step").format(option))
    with tempfile.TemporaryDirectory() as config_dir:
        app, window, problem = _window(args, (1280, 800), config_dir)
        try:
            if problem is not None:
                return _fail("export-graph", problem)
            frames, titles = window.export_frames()
            if window.widgets.graph.scene() is None or not frames:
                return _fail("export-graph", "the section's program did not run: nothing to draw")
            if fmt.sized:  # a slide of the step shown; only the PDF holds the walk
                frames, titles = [], []
            options = SlideOptions(size=args.size, legend=not args.no_legend, caption=not args.no_caption)
            export_graph_file(window.widgets.graph, args.out, frames, titles, options)
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
    refused = _idle_plot_option(args, fmt.sized)
    if refused is not None:
        return _fail(command, refused)
    indices = _selected_runs(command, steps, args.runs)
    if isinstance(indices, int):
        return indices
    if args.plot == "landscape":
        refused = _no_landscape(lesson, args.section, steps, indices)
        if refused is not None:
            return _fail(command, refused)
    if args.plot == "boundary":
        indices = _boundary_run(command, lesson, args.section, steps, indices, bool(args.runs))
        if isinstance(indices, int):
            return indices
    from gradwalk.app.session.storage import StorageError, write_atomically

    with tempfile.TemporaryDirectory() as config_dir:
        app, window, _ = _window(args, (1280, 800), config_dir)  # the runs are drawn, not the program
        try:
            if len(window.training.panel.runs()) != len(steps):
                return _fail(command, "the section's trainings could not be prepared: "
                                      f"{window.statusBar().currentMessage() or 'no runs'}")
            window.commands.log_scale.setChecked(args.log)
            if args.eager:  # each run's Replay unchecked, as a learner would
                for run_id in window.training.panel.run_ids():
                    window.training.panel.field(run_id, "replay").setChecked(False)
            failures = _train_here(window, indices)
            if failures:
                return _fail(command, f"a run failed: {failures[0]}")
            app.processEvents()
            if args.plot == "landscape":
                _show_a_landscape(window, indices)
            elif args.plot == "boundary":
                window.training.show_boundary_of(window.training.panel.run_ids()[indices[0]])
            write_atomically(args.out, window.training.plot_bytes(fmt.suffix, args.plot, args.size))
        except StorageError as err:
            return _fail(command, str(err))
        finally:
            window.close()
    print(f"wrote {args.out}")
    return 0
