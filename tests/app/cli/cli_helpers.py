"""Running the command line in-process, as its tests do, and reading its one-line errors."""

from gradwalk.app.main import main

PROGRAM = 'x = var(2.0, dtype="f64"); y = x.sqr() + 3 * x'  # the README's example


def cli(capsys, *argv):
    """Run `gradwalk ARGV...` in-process: (exit status, stdout, stderr)."""
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def one_line_error(err: str, prefix: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got: {err!r}"
    assert lines[0].startswith(prefix), lines[0]
    assert "Traceback" not in err
    return lines[0]
