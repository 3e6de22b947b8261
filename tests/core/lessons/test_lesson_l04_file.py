"""The project's lesson 4, read without running it: its sections and data, a text for every
section in every language, and steps that parse and use only names defined before them
(tests/core/lessons/test_lesson_l04.py runs it).
"""

from __future__ import annotations

import string

import numpy as np
import pytest

from gradwalk.core.expr import Program
from gradwalk.core.lessons import STEP_KINDS, load_lesson

pytestmark = pytest.mark.usefixtures("isolated")  # no data folder of the machine's user


# --- the project's lesson 4 ------------------------------------------------------------------------------


L04_SECTIONS = [
    "first_derivative", "which_tensors_get_a_gradient", "adding_up_seeds_no_accumulation",
    "what_stops_a_gradient", "finite_differences", "var_set", "regression",
    "exercise_1_logistic", "exercise_2_quadratic",
]


def test_l04_loads_with_its_nine_sections():
    lesson = load_lesson("l04")
    assert lesson.id == "l04"
    assert lesson.title("en") == "Automatic differentiation"
    assert [s.id for s in lesson.sections] == L04_SECTIONS
    assert "en" in lesson.languages
    builds, held_out = lesson.data
    assert builds.file == "builds.csv" and builds.demo == "builds_demo.csv" and builds.rows == 52
    assert builds.columns == {"pages": "pages", "seconds": "build_seconds"} and builds.skip == 0
    # the rest of the same file, kept apart to judge the trained models on
    assert (held_out.file, held_out.demo, held_out.skip, held_out.rows) == (
        "builds.csv", "builds_demo.csv", 52, 13)
    assert held_out.columns == {"pages_held": "pages", "seconds_held": "build_seconds"}


def test_l04_has_a_text_for_every_section_in_every_language():
    lesson = load_lesson("l04")
    for lang in lesson.languages:
        for s in lesson.sections:
            assert s.text_file, s.id
            assert (lesson.folder / lang / s.text_file).is_file()
            text = lesson.text(s, lang)
            assert text and text.strip(), f"{lang}/{s.text_file} is empty"
            assert s.titles.get(lang), f"section {s.id} has no {lang} title"


def _format_names(text):
    return [name for _, name, _, _ in string.Formatter().parse(text) if name]


def test_l04_every_step_parses_and_uses_only_known_names():
    """Without running anything: each program parses, and each name is defined before its use."""
    lesson = load_lesson("l04")
    for s in lesson.sections:
        known = [name for source in lesson.data for name in source.columns]
        for number, step in enumerate(s.steps, start=1):
            where = f"section {s.id}, step {number}"
            kind, spec = step.kind, step.spec
            assert kind in STEP_KINDS, where
            if kind == "code":
                known += Program(spec, known_names=tuple(known)).names
            elif kind == "tape":
                known += Program(spec["code"], known_names=tuple(known)).names
                assert spec["loss"] in known, where
                assert all(name in known for name in spec.get("bind", {})), where
                known += list(spec.get("bind", {}).values())
            elif kind == "fd_check":
                assert "out" in Program(spec["f"], known_names=tuple(known)).names, where
                assert all(name in known for name in spec["wrt"]), where
            elif kind == "train":
                assert all(source in known for source in spec.get("inputs", {}).values()), where
                assert all(source in known for source in spec.get("held_out", {}).values()), where
                assert set(spec.get("held_out", spec.get("inputs", {}))) == set(spec.get("inputs", {}))
                bind = spec.get("bind", {})
                known += [bind.get(name, name) for name in spec["params"]]
            elif kind == "grads":
                assert spec["of"] in known and all(n in known for n in spec.get("bind", {})), where
                known += list(spec.get("bind", {}).values())
            elif kind == "note":  # one text, or one per language: each names only known values
                for text in spec.values() if isinstance(spec, dict) else [spec]:
                    assert all(name in known for name in _format_names(text)), where
            elif kind in ("value", "grad_count"):
                assert spec in known, where
            elif kind in ("grad", "has_grad"):
                assert spec["of"] in known and spec["wrt"] in known, where
            elif kind == "agree":
                names = [*np.atleast_1d(spec["a"]), *np.atleast_1d(spec["b"])]
                assert all(name in known for name in names), where
            elif kind == "below":
                assert all(name in known for name in np.atleast_1d(spec["of"])), where
            elif kind in ("set", "refuse_set"):
                assert spec["var"] in known, where
                Program(f"value = {spec['value']}", known_names=tuple(known))
            if step.figure is not None:
                assert step.figure, where
