"""Gradwalk's command line: `gradwalk` opens the window; subcommands work without a display."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from gradwalk.app.session.version import version

# A subcommand handler takes the parsed arguments and returns the process exit status.
Handler = Callable[[argparse.Namespace], int]

# Subcommand name -> handler. `build_parser` registers each subcommand's arguments under the
# same name; `main` dispatches here, so a new subcommand is one parser entry plus one handler.
HANDLERS: dict[str, Handler] = {}


class _Parser(argparse.ArgumentParser):
    """argparse's parser, except that help it cannot write (`--help > /dev/full`) is an error:
    argparse itself drops the OSError and exits with 0, as if all had been printed."""

    def _print_message(self, message: str, file=None) -> None:
        if not message or file is None or file is sys.stderr:  # no other place to say it fails
            return super()._print_message(message, file)
        file.write(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="gradwalk",
        description="Step through reverse-mode automatic differentiation, node by node. "
        "Without a subcommand, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"gradwalk {version()}")
    # dest="command" is None when no subcommand was given: that means "start the GUI".
    _add_subcommands(parser.add_subparsers(dest="command", metavar="COMMAND"))
    return parser


def _add_subcommands(subparsers: argparse._SubParsersAction) -> None:
    """Register each subcommand's arguments; its handler goes in HANDLERS under the same name."""
    from gradwalk.app.cli import commands, window_commands

    for name, add_parser, handler in (
            ("run", commands.add_run_parser, commands.run_command),
            ("eval", commands.add_eval_parser, commands.eval_command),
            ("check-lesson", commands.add_check_lesson_parser, commands.check_lesson_command),
            ("screenshot", window_commands.add_screenshot_parser, window_commands.screenshot_command),
            ("export-graph", window_commands.add_export_graph_parser, window_commands.export_graph_command),
            ("export-plot", window_commands.add_export_plot_parser, window_commands.export_plot_command)):
        add_parser(subparsers)
        HANDLERS[name] = handler


def run_gui() -> int:
    # Qt is imported only here so the command line works on machines without a display.
    from PySide6.QtWidgets import QApplication

    from gradwalk.app.base.appearance import apply_look
    from gradwalk.app.base.collector import set_aside_what_lasts
    from gradwalk.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Gradwalk")
    app.setOrganizationName("Gradwalk")
    apply_look(app)
    window = MainWindow(follow_look=True)
    window.show_on_screen()
    set_aside_what_lasts()  # the window's thread stops for shorter collections after this
    return app.exec()


# Exit statuses a shell would report for a command stopped by SIGPIPE (128 + 13) or by Ctrl-C
# (128 + 2, SIGINT).
EXIT_BROKEN_PIPE = 141
EXIT_INTERRUPTED = 130
EXIT_CANNOT_WRITE = 1


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # argparse is done: --help or --version printed, or a usage error
        if stop.code == 0 and not _flushed("gradwalk"):
            return EXIT_CANNOT_WRITE
        raise
    except BrokenPipeError:  # `gradwalk --help | head -1`
        _send_stdout_to_devnull()
        return EXIT_BROKEN_PIPE
    except OSError as exc:  # the help or the version could not be written
        _send_stdout_to_devnull()
        print(f"gradwalk: the output cannot be written: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_CANNOT_WRITE
    if args.command is None:
        return run_gui()
    if sys.stdout is None:  # started with stdout closed (`gradwalk run l04 >&-`): say so, stop
        print(f"gradwalk {args.command}: the standard output is closed, so nothing can be printed",
              file=sys.stderr)
        return EXIT_CANNOT_WRITE
    _print_what_the_terminal_cannot_show_escaped()
    try:
        status = HANDLERS[args.command](args)
        sys.stdout.flush()  # a reader that has gone shows up here, not at interpreter exit
        return status
    except BrokenPipeError:
        # `gradwalk run l04 | head -3`: the reader has what it wanted. Stop quietly, as Unix tools
        # do (the recipe in Python's documentation of signal, "Note on SIGPIPE").
        _send_stdout_to_devnull()
        return EXIT_BROKEN_PIPE
    except OSError as exc:  # printing failed: `> /dev/full`, a disk that is full
        # The handlers catch the errors of the files they read and write; one that reaches here
        # comes from stdout. What is left in its buffer could not be written either.
        _send_stdout_to_devnull()
        print(f"gradwalk {args.command}: the output cannot be written: {exc.strerror or exc}",
              file=sys.stderr)
        return EXIT_CANNOT_WRITE
    except KeyboardInterrupt:  # Ctrl-C: stop without a traceback
        return EXIT_INTERRUPTED


def _flushed(who: str) -> bool:
    """Flush stdout; False, with a line on stderr, when what was printed could not be written."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
        return True
    except BrokenPipeError:
        _send_stdout_to_devnull()
        return True  # the reader has gone, as with `| head`: nothing to say
    except OSError as exc:
        _send_stdout_to_devnull()
        print(f"{who}: the output cannot be written: {exc.strerror or exc}", file=sys.stderr)
        return False


def _print_what_the_terminal_cannot_show_escaped() -> None:
    """On a console that cannot encode "²" or "π" (PYTHONIOENCODING=ascii), print "\\xb2"."""
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="backslashreplace")


def _send_stdout_to_devnull() -> None:
    """Point stdout at devnull, so that the final flush at exit has nowhere to fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):  # no stdout, or one without a file (a test's)
        pass


if __name__ == "__main__":
    raise SystemExit(main())
