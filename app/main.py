"""Gradwalk's command line: `gradwalk` opens the window; subcommands work without a display."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib import metadata

# A subcommand handler takes the parsed arguments and returns the process exit status.
Handler = Callable[[argparse.Namespace], int]

# Subcommand name -> handler. `build_parser` registers each subcommand's arguments under the
# same name; `main` dispatches here, so a new subcommand is one parser entry plus one handler.
HANDLERS: dict[str, Handler] = {}


def _version() -> str:
    try:
        return metadata.version("gradwalk")
    except metadata.PackageNotFoundError:  # running from a checkout that was never installed
        return "0.1.0"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gradwalk",
        description="Step through reverse-mode automatic differentiation, node by node. "
        "Without a subcommand, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"gradwalk {_version()}")
    # dest="command" is None when no subcommand was given: that means "start the GUI".
    _add_subcommands(parser.add_subparsers(dest="command", metavar="COMMAND"))
    return parser


def _add_subcommands(subparsers: argparse._SubParsersAction) -> None:
    """Register each subcommand's arguments; its handler goes in HANDLERS under the same name."""
    from app import cli

    cli.add_run_parser(subparsers)
    HANDLERS["run"] = cli.run_command
    cli.add_eval_parser(subparsers)
    HANDLERS["eval"] = cli.eval_command


def run_gui() -> int:
    # Qt is imported only here so the command line works on machines without a display.
    from PySide6.QtWidgets import QApplication

    from app.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow()
    window.show()
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        return run_gui()
    return HANDLERS[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
