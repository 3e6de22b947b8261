"""Core's sentences follow the reader's language; its figures and their names never do.

A fake translator wraps every text it is handed in «», so a test sees which words went through
`translate` and which did not. Every `translate(...)` call in core/ must carry two literal strings
(no f-string, no variable), or the translation tools would never find its text.
"""

from __future__ import annotations

import ast
import json
import math
from pathlib import Path

import pytest

from gradwalk.core.engine import ShapeError, Tensor
from gradwalk.core.expr import ExpressionError, evaluate
from gradwalk.core.lessons import Section, load_lesson
from gradwalk.core.lessons.runner import (
    figures_tree,
    format_value,
    run_lesson,
    run_section,
    transcript,
)
from gradwalk.core.training.descent import DescentResult, DescentStep
from gradwalk.core.words import use_language, use_translator

CORE = Path(__file__).resolve().parents[2] / "core"


def wrapped(context: str, text: str) -> str:
    return "«" + text + "»"


@pytest.fixture
def fake_translator():
    use_translator(wrapped)
    try:
        yield
    finally:
        use_translator(None)
        use_language("en")


# --- the transcript ----------------------------------------------------------------------------------


def test_the_transcript_of_a_section_goes_through_the_translator(fake_translator):
    lesson = load_lesson("l04")
    run = run_lesson(lesson, section_ids=["first_derivative"])
    lines = transcript(run).splitlines()
    assert lines[0] == f"«Lesson l04: {lesson.title('en')}»"
    assert run.data_notes and run.data_notes[0].startswith("«Data: ")
    assert all(note.startswith("«") for note in run.data_notes)
    section = lines[lines.index(f"== {run.sections[0].title} [{run.sections[0].id}]") + 1:]
    assert section, "the section printed no figures"
    # each figure line is "label: value" through the translator; the label is the lesson's own
    labels = [figure.label for figure in run.sections[0].figures]
    assert [line for line in section if line.startswith("«")] == [
        line for line in section if any(line.startswith(f"«{label}: ") for label in labels)]
    assert all(line.startswith("«") and line.endswith("»") for line in section)


def test_the_same_transcript_without_a_translator_has_no_marks():
    text = transcript(run_lesson(load_lesson("l04"), section_ids=["first_derivative"]))
    assert text.startswith("Lesson l04: ") and "«" not in text and "»" not in text


def test_the_words_of_values_and_details_are_translated(fake_translator):
    assert format_value(None) == "«None (no gradient)»"
    assert format_value(True) == "«true»" and format_value(False) == "«false»"
    assert format_value({"1": 2.5}) == "«step 1 2.5»"
    env = {"a": Tensor([1.0, 2.0], dtype="f64"), "b": Tensor([1.0, 3.0], dtype="f64")}
    steps = ({"figure": "same", "agree": {"a": "a", "b": "b", "tol": 0.5}},)
    result = run_section(Section("s", {"en": "S"}, None, steps), env)
    assert result.figures[0].details == ["  «a and b differ by up to 1, more than 0.5»"]


def test_a_training_run_keeps_its_figure_names_and_translates_its_labels(fake_translator):
    env = {"xs": Tensor([1.0, 2.0, 3.0], dtype="f64"), "ys": Tensor([2.0, 4.0, 6.0], dtype="f64")}
    steps = ({"figures": "fit.", "train": {"model": "line", "inputs": {"x": "xs", "y": "ys"},
                                           "params": {"w": 0.0, "b": 0.0}, "lr": 0.1, "steps": 3,
                                           "report": [3]}},)
    result = run_section(Section("s", {"en": "S"}, None, steps), env)
    assert [figure.name for figure in result.figures] == ["fit.loss_after_step", "fit.w", "fit.b"]
    assert result.figures[0].label == "  «loss after step»"
    assert result.lines[0] == "««training run»:»"
    assert result.lines[1] == "  «lr 0.1, 3 steps, f64 on cpu»"
    assert list(figures_tree(result.figures)["fit"]) == ["loss_after_step", "w", "b"]


def test_numbers_in_sentences_follow_the_readers_language():
    env = {"xs": Tensor([1.0, 2.0, 3.0], dtype="f64"), "ys": Tensor([2.0, 4.0, 6.0], dtype="f64")}
    steps = ({"train": {"model": "line", "inputs": {"x": "xs", "y": "ys"},
                        "params": {"w": 0.0, "b": 0.0}, "lr": 0.05, "steps": 12_000}},)
    use_language("fr")
    try:
        line = run_section(Section("s", {"en": "S"}, None, steps), env).lines[1]
    finally:
        use_language("en")
    assert line == "  lr 0,05, 12\u202f000 steps, f64 on cpu"


def result_of(start, losses):
    records = [DescentStep(i, loss, {"w": 0.0}, math.isfinite(loss)) for i, loss in enumerate(losses, 1)]
    bad = next((r for r in records if not r.finite), None)
    last = max((r.loss for r in records if r.finite), default=start)
    return DescentResult({}, records[-1], True, start, bad, last)


@pytest.mark.parametrize("start, losses, words", [
    (2.0, [30.0], "«the loss grew {0}»".replace("{0}", "«by 1 order of magnitude»")),
    (2.0, [2e5], "«the loss grew {0}»".replace("{0}", "«by 5 orders of magnitude»")),
    (2.0, [3.5], "«the loss grew {0}»".replace("{0}", "«from 2 to 3.5»")),
    (2.0, [1.0, math.nan], "«the loss stopped being a finite number at step 2»"),
])
def test_divergence_is_described_in_whole_translated_sentences(fake_translator, start, losses, words):
    assert result_of(start, losses).how_it_diverged() == words


# --- errors ------------------------------------------------------------------------------------------


def test_an_expression_error_is_translated(fake_translator):
    with pytest.raises(ExpressionError) as caught:
        evaluate("y = x + 1")
    assert caught.value.message == "«unknown name 'x'; assign it first, like x = var(1.0)»"
    assert str(caught.value) == f"«line 1, column 5: {caught.value.message}»"


def test_a_refusal_of_syntax_is_one_translated_sentence(fake_translator):
    with pytest.raises(ExpressionError) as caught:
        evaluate("for i in x: pass")
    assert caught.value.message == "«loops are not part of the expression language»"
    with pytest.raises(ExpressionError) as caught:
        evaluate("#" * 10_001)
    assert caught.value.message == "«the text is 10,001 characters long; the limit is 10,000 characters»"


def test_an_engine_error_is_translated(fake_translator):
    with pytest.raises(ShapeError) as caught:
        Tensor([1.0, 2.0], dtype="f64") + Tensor([1.0, 2.0, 3.0], dtype="f64")
    assert str(caught.value).startswith("«") and str(caught.value).endswith("»")


# --- the figures never change --------------------------------------------------------------------


def figures_json(run) -> str:
    # json.dumps: nan equals nan as text, and every key and its order count
    return json.dumps({section.id: figures_tree(section.figures) for section in run.sections})


def test_the_json_figures_do_not_depend_on_the_language():
    lesson = load_lesson("l04")
    plain = figures_json(run_lesson(lesson))
    use_translator(wrapped)
    use_language("fr")
    try:
        translated_run = run_lesson(lesson, lang="fr")
    finally:
        use_translator(None)
        use_language("en")
    assert "«" in transcript(translated_run)  # the translator was at work
    assert figures_json(translated_run) == plain
    assert "«" not in plain and "loss_after_step" in plain


# --- translate(...) calls the translation tools can read ----------------------------------------------


def unreadable_translate_calls(source: str, name: str = "<text>") -> list[str]:
    """Each `translate(...)` call whose arguments are not two literal strings, as "name:line"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = getattr(func, "id", None) or getattr(func, "attr", None)  # translate or words.translate
        if called != "translate":
            continue
        literal = (len(node.args) == 2 and not node.keywords
                   and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args))
        if not literal:
            found.append(f"{name}:{node.lineno}")
    return found


def core_sources() -> list[Path]:
    return [path for path in sorted(CORE.rglob("*.py")) if path.name != "words.py"]


def test_every_translate_call_in_core_has_two_literal_strings():
    calls = 0
    offenders = []
    for path in core_sources():
        text = path.read_text(encoding="utf-8")
        calls += text.count("translate(")
        offenders += unreadable_translate_calls(text, str(path.relative_to(CORE.parent)))
    assert calls > 200  # the sentences of the transcript, the language, the engine and training
    assert offenders == []


def test_the_translate_check_catches_offenders():
    sample = (
        'translate("Ctx", "fine {0}").format(1)\n'
        'translate("Ctx", f"step {n}")\n'
        'translate("Ctx", text)\n'
        'translate(context, "words")\n'
        'words.translate("Ctx", "a" + b)\n'
        'translate("Ctx")\n'
    )
    assert unreadable_translate_calls(sample) == [f"<text>:{n}" for n in range(2, 7)]
