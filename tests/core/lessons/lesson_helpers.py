"""Lessons made for the tests of the loader and the runner: a lesson folder written in tmp_path, a
section made in code, and the figures a section's run recorded."""

from __future__ import annotations

import textwrap
from pathlib import Path

from gradwalk.core.lessons import Section


def make_lesson(folder: Path, lesson_id: str, toml: str, texts: dict | None = None) -> Path:
    """Write <folder>/<lesson_id>/lesson.toml and the texts {"en/a.md": "..."}; return the folder."""
    root = folder / lesson_id
    root.mkdir(parents=True)
    (root / "lesson.toml").write_text(textwrap.dedent(toml), encoding="utf-8")
    for name, text in (texts or {}).items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return folder


def section(*steps, section_id="s1"):
    return Section(section_id, {"en": "S"}, None, tuple(steps))


def figures_of(result):
    return {f.name: f.value for f in result.figures}
