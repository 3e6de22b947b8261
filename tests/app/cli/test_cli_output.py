"""Where the command line writes: into a pipe closed early, a console that cannot show every
character, a full disk or a closed stdout; and Ctrl-C. One line on stderr at most, never a
traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.cli.cli_helpers import PROGRAM, cli, one_line_error
from tests.paths import REPO_ROOT

REPO = REPO_ROOT

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


# --- Unix manners: a reader that leaves early, a console that cannot show "²", Ctrl-C --------------


def gradwalk_command(*argv):
    return [sys.executable, "-m", "gradwalk.app.main", *argv]


def quiet_env(**extra):
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", **extra}


PIPED = [
    ("eval", PROGRAM, "--steps"),
    ("run", "l04"),
    ("run", "l04", "--json", "--section", "first_derivative"),  # --json prints all at the end
    ("run", "l04", "--section", "regression"),
]


@pytest.mark.parametrize("argv", PIPED, ids=[" ".join(a[:3]) for a in PIPED])
def test_output_into_a_pipe_already_closed_stops_quietly(argv):
    # The reading end is closed before gradwalk starts: its first write meets a broken pipe.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write_end)
    assert done.stderr == ""
    assert done.returncode in (0, 141)


@pytest.mark.parametrize("argv", PIPED, ids=[" ".join(a[:3]) for a in PIPED])
def test_output_into_head_1_stops_quietly(argv):
    # Like `gradwalk ... | head -1`: read one line, then close the pipe while gradwalk may still write.
    with subprocess.Popen(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as process:
        first = process.stdout.readline()
        process.stdout.close()
        err = process.stderr.read()
        status = process.wait(timeout=120)
    assert first.strip()
    assert err == ""
    assert status in (0, 141)


def test_a_console_that_cannot_encode_the_text_gets_it_escaped():
    done = subprocess.run(gradwalk_command("eval", "π = var(1.0); y = π.sqr()"), cwd=REPO,
                          env=quiet_env(PYTHONIOENCODING="ascii"), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "dy/d\\u03c0 = 2 (f32)" in done.stdout


def test_ctrl_c_stops_without_a_traceback(capsys, monkeypatch):
    from gradwalk.app.cli import commands

    def interrupted(args):
        print("half a line", end="")
        raise KeyboardInterrupt

    monkeypatch.setattr(commands, "eval_command", interrupted)
    try:
        status, out, err = cli(capsys, "eval", PROGRAM)
    except KeyboardInterrupt:  # not raised: it would stop the whole test session
        pytest.fail("Ctrl-C came out of main() as a KeyboardInterrupt, with its traceback")
    assert status == 130
    assert err == ""


# --- output that cannot be written, and stdout closed --------------------------------------------

UNWRITABLE = [("eval", PROGRAM), ("check-lesson", "data/lessons/l04"),
              ("run", "l04", "--section", "first_derivative"),
              ("run", "l04", "--json", "--section", "first_derivative")]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("argv", UNWRITABLE, ids=[" ".join(a[:3]) for a in UNWRITABLE])
def test_output_to_a_full_disk_fails_with_one_line(argv):
    with open("/dev/full", "w") as full:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    one_line_error(done.stderr, f"gradwalk {argv[0]}: ")
    assert os.strerror(28) in done.stderr  # ENOSPC, in the system's words


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("argv", [("--help",), ("--version",), ("run", "--help")])
def test_help_that_cannot_be_written_fails_with_one_line(argv):
    # argparse drops the error of a help it cannot write and exits with 0, as if it had printed
    with open("/dev/full", "w") as full:
        done = subprocess.run(gradwalk_command(*argv), cwd=REPO, env=quiet_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    one_line_error(done.stderr, "gradwalk: ")


def test_with_stdout_closed_a_command_says_so_and_fails():
    done = subprocess.run(["sh", "-c", '"$0" -m gradwalk.app.main eval "$1" >&-', sys.executable, PROGRAM],
                          cwd=REPO, env=quiet_env(), stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert "closed" in one_line_error(done.stderr, "gradwalk eval: ")


# --- a render's own line, without Qt's noise ------------------------------------------------------


def test_a_render_from_the_command_line_prints_only_its_own_line(tmp_path):
    # the offscreen platform's "This plugin does not support propagateSizeHints()" is noise there
    out = tmp_path / "shot.png"
    done = subprocess.run(gradwalk_command("screenshot", "--lesson", "l04", "--section", "first_derivative",
                                           "--out", str(out)),
                          cwd=REPO, env=quiet_env(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout == f"wrote {out}\n"
