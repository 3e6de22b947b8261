"""A lesson's text reads in the window as it is written: no letter of it carries a dot above.

At the size the section's text is shown, the window's font draws ḃ (and b followed by a combining
dot) as a bare b: dual numbers' rules read "(a, ȧ) + (b, b)". Tangents are written with a prime,
a′, which every font draws. The check reads every text and label of the built-in lessons, and
each letter's decomposition."""

from __future__ import annotations

import unicodedata

import pytest

from tests.paths import REPO_ROOT

LESSONS_DIR = REPO_ROOT / "data" / "lessons"
DOT_ABOVE = "0307"  # COMBINING DOT ABOVE: alone, or inside a letter's decomposition


def dotted(text: str) -> list[str]:
    return [char for char in text if char == "\u0307" or DOT_ABOVE in unicodedata.decomposition(char)]


TEXTS = sorted(LESSONS_DIR.glob("*/*/*.md")) + sorted(LESSONS_DIR.glob("*/lesson.toml"))


@pytest.mark.parametrize("path", TEXTS, ids=lambda path: str(path.relative_to(LESSONS_DIR)))
def test_no_letter_carries_a_dot_the_window_would_lose(path):
    found = dotted(path.read_text(encoding="utf-8"))
    assert not found, f"{path.name}: {''.join(sorted(set(found)))}"


def test_the_check_finds_the_dotted_letters():
    assert dotted("(a, ȧ) + (b, ḃ) b\u0307") == ["ȧ", "ḃ", "\u0307"]
    assert not dotted("(a, a′) é ñ ü ç")
