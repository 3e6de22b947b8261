"""The lessons address the learner as the interface does: "usted" in Spanish, "vous" in French.

The check reads every lesson's es/*.md and fr/*.md and the Spanish and French strings of its
lesson.toml, leaves out fenced code blocks and `inline code` (code and its comments are not
prose), and looks for words that only the familiar form uses, compared as whole words. Forms
shared with the third person ("escribe", "mira": "PyTorch escribe los gradientes") cannot be told
apart this way and are not listed.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.paths import REPO_ROOT

LESSONS_DIR = REPO_ROOT / "data" / "lessons"

SPANISH_TU_ONLY = frozenset("""
    tú tu tus te ti contigo tuyo tuya tuyos tuyas
    puedes tienes quieres haces eres estás sabes obtienes llamas escribes usas necesitas debes
    has vas ves das olvidas sigues calculas comparas ejecutas añades abres lees piensas entrenas
    puedas tengas quieras hagas seas estés sepas hayas escribas uses construyas vuelvas necesites
    llames olvides obtengas
    llegaste hiciste escribiste calculaste obtuviste pusiste probaste elegiste
    elevaras fueras quisieras pudieras tuvieras repetirías podrías harías tendrías querrías
    fíjate acuérdate olvídate imagínate haz pon ten
    compáralos compáralas compáralo compárala constrúyela constrúyelo bájalo bájala súbelo
    combínala combínalo compruébalo compruébala calcúlalo calcúlala pruébalo pruébala ábrelo
    ábrela escríbelo escríbela míralo mírala úsalo úsala dale
""".split())

# The tú future always ends in -rás ("verás", "obtendrás"); these two words only look like it.
SPANISH_WORDS_ENDING_IN_RAS = frozenset({"atrás", "detrás"})

FRENCH_TU_ONLY = frozenset("tu te toi ton ta tes".split())

FENCED_BLOCK = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
INLINE_CODE = re.compile(r"`[^`\n]*`")
WORD = re.compile(r"\w+")
# "t'indique", "t’a": the elided te/tu
FRENCH_ELIDED_TU = re.compile(r"(?<!\w)[tT]['’]\w+")


def prose(markdown: str) -> str:
    """The text without its code: fenced blocks and inline code spans become blanks."""
    without_blocks = FENCED_BLOCK.sub(lambda match: "\n" * match.group(0).count("\n"), markdown)
    return INLINE_CODE.sub(" ", without_blocks)


def spanish_tu_forms(text: str) -> list[str]:
    words = [word.lower() for word in WORD.findall(prose(text))]
    return [word for word in words
            if word in SPANISH_TU_ONLY
            or (word.endswith("rás") and word not in SPANISH_WORDS_ENDING_IN_RAS)]


def french_tu_forms(text: str) -> list[str]:
    cleaned = prose(text)
    words = [word for word in WORD.findall(cleaned) if word.lower() in FRENCH_TU_ONLY]
    return words + FRENCH_ELIDED_TU.findall(cleaned)


def toml_strings(value, language: str):
    """Every string of a lesson.toml kept under the key `language` (label.es, title.es, note.es …)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == language and isinstance(item, str):
                yield item
            else:
                yield from toml_strings(item, language)
    elif isinstance(value, list):
        for item in value:
            yield from toml_strings(item, language)


def lesson_texts(language: str) -> list[tuple[str, str]]:
    """(where, text) for every text of every lesson in `language`."""
    texts = []
    for folder in sorted(path for path in LESSONS_DIR.iterdir() if (path / "lesson.toml").is_file()):
        for page in sorted((folder / language).glob("*.md")):
            texts.append((str(page.relative_to(REPO_ROOT)), page.read_text(encoding="utf-8")))
        with open(folder / "lesson.toml", "rb") as handle:
            table = tomllib.load(handle)
        for index, text in enumerate(toml_strings(table, language)):
            texts.append((f"{folder.name}/lesson.toml, {language} string {index + 1}", text))
    return texts


# --- the detectors themselves ------------------------------------------------------------------


def test_the_spanish_check_finds_tu_forms_and_passes_usted_ones():
    assert spanish_tu_forms("Fíjate en tu resultado: verás que puedes llamar a backward.") == [
        "fíjate", "tu", "verás", "puedes"]
    assert spanish_tu_forms("Fíjese en su resultado: verá que usted puede llamar a backward.") == []
    # third-person words and "atrás" are not tú forms
    assert spanish_tu_forms("PyTorch escribe los gradientes y recorre el grafo hacia atrás.") == []


def test_the_spanish_check_leaves_code_alone():
    text = "Pruebe esto:\n\n```python\nte = tu + 1   # tu variable\n```\n\nY `ti` también.\n"
    assert spanish_tu_forms(text) == []
    assert spanish_tu_forms(text + "Si tienes dudas, vuelva a leer.\n") == ["tienes"]


def test_the_french_check_finds_tu_forms_and_passes_vous_ones():
    assert french_tu_forms("Tu vois que ton gradient te donne ta réponse ; souviens-toi.") == [
        "Tu", "ton", "te", "ta", "toi"]
    assert french_tu_forms("Ce message t'indique l'erreur.") == ["t'indique"]
    assert french_tu_forms("Vous voyez que votre gradient vous donne la réponse ; t et s "
                           "reçoivent 1.") == []
    assert french_tu_forms("```python\nta = te * tes\n```\nEt `ton`.\n") == []


# --- the lessons -------------------------------------------------------------------------------


def test_there_are_spanish_and_french_texts_to_check():
    assert any(where.endswith(".md") for where, _ in lesson_texts("es"))
    assert any(where.endswith(".md") for where, _ in lesson_texts("fr"))


@pytest.mark.parametrize("where, text", [pytest.param(*item, id=item[0]) for item in lesson_texts("es")])
def test_the_spanish_lesson_texts_say_usted(where, text):
    assert spanish_tu_forms(text) == [], f"{where} addresses the learner as tú"


@pytest.mark.parametrize("where, text", [pytest.param(*item, id=item[0]) for item in lesson_texts("fr")])
def test_the_french_lesson_texts_say_vous(where, text):
    assert french_tu_forms(text) == [], f"{where} addresses the learner as tu"
