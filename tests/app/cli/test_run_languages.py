"""`gradwalk run --lang`: the transcript in French or Spanish; the JSON the same in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.paths import REPO_ROOT
from gradwalk.app.main import main
from gradwalk.core.lessons import load_lesson

EXAMPLE = REPO_ROOT / "data" / "example-lesson"


def run(capsys, *args) -> tuple[int, str, str]:
    status = main(["run", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_transcript_speaks_the_language_asked_for(capsys, lang):
    lesson = load_lesson("l04")
    status, english, _ = run(capsys, "l04", "--section", "regression")
    status, shown, _ = run(capsys, "l04", "--section", "regression", "--lang", lang)
    assert status == 0
    assert lesson.title(lang) in shown.splitlines()[0] and not shown.startswith("Lesson ")
    section = lesson.section("regression")
    assert f"== {section.title(lang)}" in shown
    labels = [step.label.by_language[lang] for step in section.steps if len(step.label.by_language) > 1]
    assert all(label in shown for label in labels)
    assert "loss after step" in english and "loss after step" not in shown
    # the figures themselves are the same: code-formatted, with dots
    assert "-5960.5 (f64)" in english and "-5960.5 (f64)" in shown


def test_the_json_is_the_same_in_every_language(capsys):
    outputs = {lang: run(capsys, "l04", "--section", "first_derivative", "--json", "--lang", lang)[1]
               for lang in ("en", "fr", "es")}
    assert outputs["en"] == outputs["fr"] == outputs["es"]
    assert json.loads(outputs["en"])["first_derivative"]["dy_dx"]


def test_a_language_the_lesson_lacks_is_refused(capsys):
    status, out, err = run(capsys, "l04", "--lang", "de")
    assert status == 1 and out == ""
    assert "not available in 'de'" in err


def test_a_lesson_folder_runs_by_its_path(capsys):
    status, out, _ = run(capsys, str(EXAMPLE), "--lang", "es")
    assert status == 0
    assert load_lesson("example-lesson", EXAMPLE.parent).title("es") in out
