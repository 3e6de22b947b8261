"""`gradwalk check-lesson PATH`: one line per problem, a summary, and the exit status."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import REPO_ROOT
from gradwalk.app.main import main

REPO = REPO_ROOT

LESSON = '''\
id = "mine"
title = "Mine"

[[sections]]
id = "only"
title = "Only"
text = "only.md"

[[sections.steps]]
code = \'\'\'
x = var(1.0, dtype="f64")
y = x.exp(
\'\'\'

[[sections.steps]]
figure = "g"
grad = { of = "y", wrt = "nobody" }
'''


def cli(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def write(folder: Path, toml: str = LESSON, text: str | None = "Only.\n") -> Path:
    (folder / "en").mkdir(parents=True)
    (folder / "lesson.toml").write_text(toml, encoding="utf-8")
    if text is not None:
        (folder / "en" / "only.md").write_text(text, encoding="utf-8")
    return folder


def test_lesson_4_is_sound(capsys, monkeypatch):
    monkeypatch.chdir(REPO)
    status, out, err = cli(capsys, "check-lesson", "data/lessons/l04")
    assert status == 0, out + err
    assert out.splitlines() == [f"{Path('data/lessons/l04')}: the lesson is sound, no problems found"]
    assert err == ""


def test_the_example_lesson_is_sound_given_by_its_lesson_toml(capsys, monkeypatch):
    monkeypatch.chdir(REPO / "data")
    status, out, _ = cli(capsys, "check-lesson", str(Path("example-lesson") / "lesson.toml"))
    assert status == 0
    assert "sound" in out


def test_each_problem_on_its_own_line_relative_to_the_current_folder(capsys, monkeypatch, tmp_path):
    folder = write(tmp_path / "mine")
    monkeypatch.chdir(tmp_path)
    status, out, err = cli(capsys, "check-lesson", str(folder))
    assert status == 1, out + err
    lines = out.splitlines()
    toml = LESSON.splitlines()
    syntax_line = toml.index("y = x.exp(") + 1
    assert lines[0].startswith(f"{Path('mine/lesson.toml')}:{syntax_line}: ")
    assert "column" in lines[0]
    assert lines[-1] == "1 problem found"
    assert len(lines) == 2


def test_problems_in_several_places_are_all_listed_and_counted(capsys, monkeypatch, tmp_path):
    toml = LESSON.replace("y = x.exp(", "y = x.exp()")
    folder = write(tmp_path / "mine", toml, text="")
    monkeypatch.chdir(tmp_path)
    status, out, _ = cli(capsys, "check-lesson", "mine")
    assert status == 1
    lines = out.splitlines()
    grad_line = toml.splitlines().index('grad = { of = "y", wrt = "nobody" }') + 1
    assert lines == [
        f"{Path('mine/lesson.toml')}:{grad_line}: section only, step 2 fails: "
        "the lesson uses 'nobody' before defining it",
        f"{Path('mine/en/only.md')}: section only: the text is empty",
        "2 problems found",
    ]
    assert folder.is_dir()


def test_a_lesson_outside_the_current_folder_is_shown_with_its_full_path(capsys, monkeypatch, tmp_path):
    folder = write(tmp_path / "mine")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    status, out, _ = cli(capsys, "check-lesson", str(folder))
    assert status == 1
    assert out.splitlines()[0].startswith(f"{folder / 'lesson.toml'}:")


def test_a_path_that_does_not_exist_is_a_usage_error(capsys, tmp_path):
    status, out, err = cli(capsys, "check-lesson", str(tmp_path / "nothing"))
    assert status == 2
    assert out == ""
    assert "does not exist" in err


def test_a_file_that_is_not_a_lesson_toml_is_a_usage_error(capsys, tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("x", encoding="utf-8")
    status, out, err = cli(capsys, "check-lesson", str(other))
    assert status == 2
    assert "lesson.toml" in err


def test_a_folder_without_lesson_toml_is_a_problem(capsys, tmp_path):
    status, out, _ = cli(capsys, "check-lesson", str(tmp_path))
    assert status == 1
    assert "no lesson.toml" in out


def test_the_installed_command_exits_with_the_status(tmp_path):
    folder = write(tmp_path / "mine")
    result = subprocess.run([sys.executable, "-m", "gradwalk.app.main", "check-lesson", str(folder)],
                            cwd=REPO, capture_output=True, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 1, result.stderr
    assert result.stdout.strip().endswith("1 problem found")


def test_the_problems_can_be_listed_in_french(capsys, tmp_path):
    import shutil

    folder = shutil.copytree(REPO_ROOT / "data" / "example-lesson",
                             tmp_path / "example-lesson")
    (folder / "fr" / next(p.name for p in (folder / "fr").iterdir())).write_text("", encoding="utf-8")
    assert main(["check-lesson", str(folder), "--lang", "fr"]) == 1
    out = capsys.readouterr().out
    assert out.strip().splitlines()[-1] != "1 problem found" and "1 problème" in out


def test_an_unknown_message_language_is_a_usage_error(capsys):
    assert main(["check-lesson", "data/lessons/l04", "--lang", "de"]) == 2
    assert "no interface language 'de'" in capsys.readouterr().err


# --- the time budget of each step, and hostile lesson files ------------------------------------------

NEVER_ENDS = LESSON.replace('y = x.exp(\n', 'y = x.exp()\n').replace(
    'grad = { of = "y", wrt = "nobody" }',
    'grad = { of = "y", wrt = "x" }\n\n[[sections.steps]]\n'
    # the most steps a lesson's descent may take: seconds, far past the budget below
    'train = { loss = "loss = (w - 1.0).sqr()", params = { w = 0.0 }, lr = 0.1, steps = 100000 }')


def test_a_step_that_never_ends_ends_with_a_problem_naming_it(capsys, tmp_path):
    folder = write(tmp_path / "mine", NEVER_ENDS)
    status, out, err = cli(capsys, "check-lesson", str(folder), "--step-seconds", "0.3")
    assert status == 1 and err == ""
    line = NEVER_ENDS.splitlines().index(next(l for l in NEVER_ENDS.splitlines() if "train" in l)) + 1
    assert out.splitlines()[0].startswith(f"{folder / 'lesson.toml'}:{line}: section only, step 3 fails: ")
    assert "0.3 s" in out.splitlines()[0]


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf", "ten", "", "1e400", "\u0661\u0660",
                                     "100000"])
def test_the_step_budget_is_a_positive_number_of_seconds(capsys, tmp_path, seconds):
    with pytest.raises(SystemExit) as info:
        main(["check-lesson", str(write(tmp_path / "mine")), f"--step-seconds={seconds}"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1].startswith("gradwalk check-lesson: error: argument --step-seconds")


def test_a_lesson_nested_500_deep_is_a_problem_line_not_a_traceback(tmp_path):
    folder = write(tmp_path / "mine", 'id = "mine"\ndeep = ' + "[" * 500 + "]" * 500 + "\n" + LESSON)
    for command in ("check-lesson", "run"):
        result = subprocess.run([sys.executable, "-m", "gradwalk.app.main", command, str(folder)], cwd=REPO,
                                capture_output=True, text=True,
                                env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
        assert f"{folder / 'lesson.toml'}:2: " in result.stdout + result.stderr
