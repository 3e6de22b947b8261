"""The command line's subcommands: `gradwalk run` prints a lesson, `gradwalk eval` an expression,
`gradwalk check-lesson` lists the problems of a lesson folder.

All three work without a display. Errors in what the user gave (an expression, a lesson name, a data
file) print one clear message on stderr and exit with status 1; nothing else is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
from collections.abc import Callable

EXIT_BAD_INPUT = 1

# --- numbers given on the command line ---------------------------------------------------------------
# argparse turns an ArgumentTypeError into one line of usage on stderr and exit status 2. A number on
# the command line is read as code (core/typed_numbers.py), in ASCII digits only: int() would also
# read "١٢" (Arabic-Indic digits), which no one types on purpose.

MAX_STEP_SECONDS = 24 * 3600


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`, written as code writes one."""
    def parse(text: str) -> int:
        value = _code_number(text, whole=True)
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {low} to {high}")
        return value
    return parse


def _code_number(text: str, *, whole: bool = False) -> float | int | None:
    from gradwalk.core.typed_numbers import NumberRefused, parse_code_number

    try:
        return parse_code_number(text, whole=whole)
    except NumberRefused:
        return None


class Once(argparse.Action):
    """argparse's store, except that an option given again with another value is a usage error:
    store would keep the last one and silently drop the first (`--section a --section b`)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from gradwalk.core.words import translate

        given = namespace.__dict__.setdefault("_given_once", {})
        if self.dest in given and given[self.dest] != values:
            parser.error(translate("Cli", "argument {0}: given twice, as {1} and {2}; give it once").format(
                "/".join(self.option_strings), repr(given[self.dest]), repr(values)))
        given[self.dest] = values
        setattr(namespace, self.dest, values)


def step_seconds(text: str) -> float:
    """An argparse type: the seconds a lesson step may take, above 0 and at most a day."""
    value = _code_number(text)
    if value is None or not 0 < value <= MAX_STEP_SECONDS:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a number of seconds above 0 and at most {MAX_STEP_SECONDS}")
    return value



def add_run_parser(subparsers) -> None:
    run = subparsers.add_parser(
        "run", help="print a lesson's transcript (or its figures as JSON)",
        description="Run a lesson and print, section by section, every figure it computes.",
    )
    run.add_argument("lesson", help="a built-in lesson's id (for example l04), or a lesson folder")
    run.add_argument("--section", action="append", metavar="NAME",
                     help="run only this section (may be given more than once: each section named "
                          "runs once, in the lesson's order)")
    run.add_argument("--lang", default="en", action=Once,
                     help="the language of headings and labels (default: en)")
    run.add_argument("--data", metavar="PATH", action=Once,
                     help="a CSV file to use instead of the lesson's first CSV data set (a lesson "
                          "that reads none, such as l05's point sets, refuses it)")
    run.add_argument("--eager", action="store_true",
                     help="run every descent step eagerly instead of recording it once and replaying it "
                          "(the same figures, to the last digit)")
    run.add_argument("--json", action="store_true",
                     help="print the figures as one JSON object, {section: {figure: value}}; dotted "
                          "names nest (fit.w under fit), a figure named as a branch too goes under "
                          "\"\" in it, and a name given twice gets #2 (data/lessons/README.md)")


def add_eval_parser(subparsers) -> None:
    ev = subparsers.add_parser(
        "eval", help="evaluate an expression and print its gradients",
        description="Evaluate a program in Gradwalk's expression language, print its values and "
        "the gradients of its last value. Example: gradwalk eval 'x = var(2.0); y = x*x + 3*x'",
    )
    ev.add_argument("text", help="the program: statements separated by ';' or newlines")
    ev.add_argument("--steps", action="store_true", help="also print the backward walk, node by node")
    ev.add_argument("--open", action="append", default=[], metavar="NAME", dest="open_nodes",
                    help="with --steps: open this node into its elements (up to 64) and walk them one "
                         "number at a time, as the window does; may be given more than once")


def run_command(args: argparse.Namespace) -> int:
    from gradwalk.core.engine.errors import GradwalkError
    from gradwalk.core.lessons.runner import figures_tree, heading_lines, iter_lesson, section_lines
    from gradwalk.core.lessons import LessonError
    from gradwalk.core.training.descent import every_step_eagerly

    try:
        lesson = _lesson_named(args.lesson)
        if args.lang not in lesson.languages:
            raise LessonError(
                f"lesson {lesson.id} is not available in {args.lang!r}; "
                f"its languages are: {', '.join(lesson.languages)}"
            )
        from gradwalk.app.base.translations import install_language
        try:  # first: a refusal below is said in the language asked for
            install_language(args.lang)
        except ValueError as exc:  # a lesson language the interface does not speak
            if not args.json:  # the JSON holds names and numbers only: the same in every language
                raise LessonError(str(exc)) from None
        for section_id in args.section or ():
            lesson.section(section_id)  # an unknown section fails before anything runs
        with every_step_eagerly() if args.eager else contextlib.nullcontext():
            results = iter_lesson(lesson, lang=args.lang, section_ids=args.section, data_path=args.data)
            notes = next(results)
            if args.json:
                figures = {section.id: figures_tree(section.figures) for section in results}
                print(json.dumps(_finite_or_text(figures), indent=2, ensure_ascii=False))
                return 0
            print("\n".join(heading_lines(lesson, args.lang, notes)))
            for section in results:  # each section prints as soon as it has run
                print("\n".join(section_lines(section)), flush=True)
    except BrokenPipeError:  # the reader of our output left (`| head`): app.main stops quietly
        raise
    except GradwalkError as exc:  # lesson, data set and engine errors alike
        print(f"gradwalk run: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:  # the output that cannot be written (`> /dev/full`), say
        print(f"gradwalk run: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def _lesson_named(name: str):
    """A built-in lesson by its id, or the lesson in a folder (one holding a lesson.toml)."""
    from pathlib import Path

    from gradwalk.core.lessons import load_lesson, load_lesson_folder

    lesson_file = Path(name) / "lesson.toml"
    if lesson_file.exists() or lesson_file.is_symlink():  # a folder or a pipe there is said so
        return load_lesson_folder(name)
    return load_lesson(name)


def eval_command(args: argparse.Namespace) -> int:
    import numpy as np

    from gradwalk.core.engine.errors import GradwalkError
    from gradwalk.core.expr import ExpressionError, evaluate

    undecodable = _undecodable_byte(args.text)
    if undecodable is not None:
        print(f"gradwalk eval: the program is not UTF-8 text (byte 0x{undecodable:02x} cannot be read); "
              "write it in UTF-8", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        values = evaluate(args.text)
    except ExpressionError as exc:
        print(f"gradwalk eval: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if not values:
        print("gradwalk eval: the program assigns nothing; write, for example, y = x.sqr()", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        # inf and nan are answers to show (d ln(x)/dx at 0), not numpy warnings on the console
        with np.errstate(all="ignore"):
            opened = _opened_walk_lines(values, args.open_nodes) if args.open_nodes else []  # may refuse
            _print_values_and_gradients(values, steps=args.steps and not opened)
            if opened:
                print("\n".join(opened))
    except GradwalkError as exc:
        print(f"gradwalk eval: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def _undecodable_byte(text: str) -> int | None:
    """The first byte of a command-line argument that was not UTF-8, or None.

    Python hands such a byte over as a lone surrogate (U+DC80 to U+DCFF), which no program can use.
    """
    for char in text:
        if "\udc80" <= char <= "\udcff":
            return ord(char) - 0xDC00
    return None


def _print_values_and_gradients(values: dict, *, steps: bool) -> None:
    """The values, then the gradients of the last one, then (with `steps`) its backward walk.

    Everything is computed before the first line is printed: an error prints nothing on stdout.
    """
    import numpy as np

    from gradwalk.core import backward_steps, tensor_text
    from gradwalk.core.engine.dtypes import is_float

    last = list(values.values())[-1]
    walk = backward_steps(last)
    walked = list(walk)
    # A name assigned twice (w = var(3.0); w = w.sqr()) names two tensors: w and w′, oldest first.
    labels = walk.labels()

    def label(tensor) -> str:
        return labels.get(tensor.id) or next(n for n, v in values.items() if v is tensor)

    # The gradients of the tensors the program named (variables above all); the result's own
    # gradient is its seed, shown only for a float variable, where it is the answer. An integer
    # takes no gradient: its seed of ones is no derivative of anything.
    grads = [(t, g) for t, g in walk.grads.items()
             if (t.name or t.is_variable) and (t.id != last.id or last.is_variable) and is_float(t.dtype)]
    lines = [f"{label(value)} = {tensor_text(value)}" for value in values.values()]
    seeded = (" (not a scalar: its gradient starts as ones)" if last.shape != () and is_float(last.dtype)
              else "")
    lines.append(f"\ngradients of {label(last)}{seeded}:")
    if not grads:
        lines.append("  " + _why_no_gradient(last, label(last), [
            label(v) for v in values.values() if v.is_variable and not is_float(v.dtype)]))
    lines += [f"  d{label(last)}/d{label(tensor)} = {tensor_text(grad)}" for tensor, grad in grads]
    shown = [*values.values(), *(grad for _, grad in grads)]
    if not all(np.isfinite(t.numpy()).all() for t in shown if t.dtype in ("f16", "f32", "f64")):
        lines.append("  (inf and nan: a number left the range of its type, as log(0), 1/0 or the "
                     "exp of a large number do)")
    if steps:
        count = len(walked)
        lines.append(f"\nbackward, node by node ({count} step{'' if count == 1 else 's'}):")
        lines += [f"{step.index + 1}. {step.describe(labels)}" for step in walked]
    print("\n".join(lines))


def _opened_walk_lines(values: dict, names: list[str]) -> list[str]:
    """The backward walk of the program's last value with the nodes `names` opened into their
    elements, a line per step, in the window's words (app/session/walk/elements.py). Raises a
    GradwalkError naming a node that is not in the graph or does not open."""
    from gradwalk.app.session.walk.elements import opened_walk, why_closed
    from gradwalk.core.engine import graph_snapshot
    from gradwalk.core.engine.errors import GradwalkError

    last = list(values.values())[-1]
    snapshot = graph_snapshot(last)
    nodes = {node.label: node.id for node in snapshot.nodes}
    for name in names:
        if name not in nodes:
            raise GradwalkError(f"--open {name}: no node of that name in the graph of the last value; "
                                f"its nodes: {', '.join(nodes)}")
        why = why_closed(snapshot, nodes[name])
        if why is not None:
            raise GradwalkError(f"--open {name}: {why}")
    walk, _ = opened_walk(last, snapshot, names)
    lines = [f"\nbackward, node by node, {', '.join(names)} opened into elements ({len(walk)} steps):",
             walk.caption(0)]
    return lines + [walk.caption(k) for k in range(1, len(walk) + 1)]


def _why_no_gradient(last, name: str, integer_variables: list[str]) -> str:
    """Why the program's last value (`name`) has no gradient to show, in one sentence;
    `integer_variables` names the program's variables of an integer dtype."""
    from gradwalk.core.engine.dtypes import is_float
    from gradwalk.core.words import translate

    if not is_float(last.dtype):
        if last.is_variable:
            return translate("Eval", "none: {0} is a variable of dtype {1}, an integer type, and integers "
                             "take no gradient (give it f16, f32 or f64)").format(name, last.dtype)
        return translate("Eval", "none: {0} is of dtype {1}, an integer type, and integers take no "
                         "gradient").format(name, last.dtype)
    if len(integer_variables) == 1:
        return translate("Eval", "none: no float variable leads to it; {0} is a variable of an integer "
                         "dtype, and integers take no gradient (give it f16, f32 or f64)").format(
            integer_variables[0])
    if integer_variables:
        return translate("Eval", "none: no float variable leads to it; {0} are variables of an integer "
                         "dtype, and integers take no gradient (give them f16, f32 or f64)").format(
            ", ".join(integer_variables))
    return translate("Eval", "none: no variable leads to it through recorded operations (see var(...))")


def _finite_or_text(value):
    """JSON has no inf or nan: write them as the strings "inf", "-inf" and "nan"."""
    if isinstance(value, dict):
        return {k: _finite_or_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite_or_text(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    return value


# --- gradwalk check-lesson ---------------------------------------------------------------------------

EXIT_USAGE = 2


def add_check_lesson_parser(subparsers) -> None:
    check = subparsers.add_parser(
        "check-lesson", help="check a lesson folder and list every problem in it",
        description="Check a lesson as its teacher writes it: the TOML file, the texts in every "
        "language, every program, and a run of every section. Each problem is printed as "
        "path:line: message. Exit status 0 for a sound lesson, 1 when there are problems.",
    )
    check.add_argument("path", metavar="PATH", help="the lesson's folder, or its lesson.toml")
    check.add_argument("--lang", default="en", action=Once,
                       help="the language of the messages: en, fr or es (default: en)")
    check.add_argument("--step-seconds", type=step_seconds, action=Once, default=None, metavar="N",
                       help="the time each step of the run may take, in seconds (default: "
                            "10); a step that takes longer is stopped and reported")


def check_lesson_command(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gradwalk.core.lessons.check import DEFAULT_STEP_SECONDS, LESSON_FILE, check_lesson
    from gradwalk.app.base.translations import install_language
    from gradwalk.core.words import translate

    try:
        install_language(args.lang)
    except ValueError as exc:
        print(f"gradwalk check-lesson: {exc}", file=sys.stderr)
        return EXIT_USAGE
    path = Path(args.path)
    if not args.path.strip():  # Path("") is the current folder, which no one meant
        print(translate("CheckLesson", "gradwalk check-lesson: the path is empty; give the lesson's "
                        "folder or its lesson.toml"), file=sys.stderr)
        return EXIT_USAGE
    if not path.exists():
        from gradwalk.core.lessons import available_lessons
        from gradwalk.core.lessons.loader import lessons_dir

        if args.path in available_lessons():  # a built-in lesson's id, where its folder belongs
            print(translate("CheckLesson", "gradwalk check-lesson: {0} does not exist; the built-in lesson "
                            "{0} is the folder {1}").format(path, lessons_dir() / args.path), file=sys.stderr)
        else:
            print(translate("CheckLesson", "gradwalk check-lesson: {0} does not exist").format(path),
                  file=sys.stderr)
        return EXIT_USAGE
    if not path.is_file() and not path.is_dir():  # a device or a pipe: /dev/null
        print(translate("CheckLesson", "gradwalk check-lesson: {0} is neither a folder nor a file; give "
                        "the lesson's folder or its lesson.toml").format(path), file=sys.stderr)
        return EXIT_USAGE
    if path.is_file() and path.name != LESSON_FILE:
        print(translate("CheckLesson", "gradwalk check-lesson: {0} is not a lesson.toml file; give "
                        "the lesson's folder or its lesson.toml").format(path), file=sys.stderr)
        return EXIT_USAGE
    folder = path.parent if path.is_file() else path
    seconds = DEFAULT_STEP_SECONDS if args.step_seconds is None else args.step_seconds
    problems = check_lesson(folder, step_seconds=seconds)
    for problem in problems:
        line = "" if problem.line is None else f":{problem.line}"
        print(f"{_shown_path(problem.file)}{line}: {problem.message}")
    if not problems:
        print(translate("CheckLesson", "{0}: the lesson is sound, no problems found").format(
            _shown_path(folder)))
        return 0
    if len(problems) == 1:
        print(translate("CheckLesson", "1 problem found"))
    else:
        print(translate("CheckLesson", "{0} problems found").format(len(problems)))
    return EXIT_BAD_INPUT


def _shown_path(path) -> str:
    """`path` relative to the current folder when it is below it, else as it is (absolute)."""
    from pathlib import Path

    from gradwalk.core.lessons.files import printable

    absolute = Path(path).absolute()
    try:
        return printable(str(absolute.relative_to(Path.cwd())))
    except ValueError:
        return printable(str(absolute))
