"""The interface speaks English, French and Spanish: the catalogues are complete and up to date.

These tests fail when a text of app/, views/ or core/ has no translation in a catalogue, when a
translation loses a {0} field, or when the compiled .qm files are older than their .ts sources.
The fix is `python -m gradwalk.app.base.translations`, then translating what it marks unfinished.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gradwalk.app.base.translations import LANGUAGES, ROOT, TRANSLATIONS_DIR, _sources

TRANSLATED = [code for code in LANGUAGES if code != "en"]
FIELD = re.compile(r"\{\d+(?::[^}]*)?\}")


def _tool(name: str) -> str:
    path = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (it comes with PySide6)")
    return path


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element, for every message that is still in use."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source"))] = translation
    return found


@pytest.fixture(scope="module")
def source_texts(tmp_path_factory) -> set[tuple[str, str]]:
    """Every translatable text of the sources, as pyside6-lupdate finds it now."""
    ts = tmp_path_factory.mktemp("lupdate") / "now.ts"
    subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", *_sources(), "-ts", str(ts)],
                   cwd=ROOT, check=True, capture_output=True)
    return set(_messages(ts))


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_interface_text_is_in_the_catalogue(code, source_texts):
    catalogue = set(_messages(TRANSLATIONS_DIR / f"gradwalk_{code}.ts"))
    missing = sorted(source_texts - catalogue)
    assert not missing, f"{len(missing)} texts are not in gradwalk_{code}.ts (run python -m " \
                        f"app.translations and translate them), the first: {missing[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_has_a_finished_translation_with_the_same_fields(code, source_texts):
    problems = []
    for (context, source), translation in _messages(TRANSLATIONS_DIR / f"gradwalk_{code}.ts").items():
        if (context, source) not in source_texts:
            continue  # a text the sources dropped: lupdate removes it at the next update
        text = translation.text or ""
        if translation.get("type") == "unfinished" or not text.strip():
            problems.append(f"{context}: {source!r} is not translated")
        elif sorted(FIELD.findall(text)) != sorted(FIELD.findall(source)):
            problems.append(f"{context}: {source!r} -> {text!r} changes the {{n}} fields")
    assert not problems, f"gradwalk_{code}.ts: {len(problems)} problems, the first: {problems[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogue_matches_its_source(code, tmp_path):
    fresh = tmp_path / f"gradwalk_{code}.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(TRANSLATIONS_DIR / f"gradwalk_{code}.ts"), "-qm",
                    str(fresh)], check=True, capture_output=True)
    committed = TRANSLATIONS_DIR / f"gradwalk_{code}.qm"
    assert committed.read_bytes() == fresh.read_bytes(), \
        f"{committed.name} is older than its .ts: run python -m gradwalk.app.base.translations"


def test_a_translator_that_is_installed_changes_what_core_and_qt_say(qapp):
    from PySide6.QtCore import QCoreApplication

    import gradwalk.core.words
    from gradwalk import core
    from gradwalk.app.base.translations import install_language

    install_language("fr")
    try:
        assert core.words.language() == "fr"
        assert QCoreApplication.translate("WindowActions", "&Quit") != "&Quit"
    finally:
        install_language("en")
    assert QCoreApplication.translate("WindowActions", "&Quit") == "&Quit"


def test_an_unknown_language_is_refused_and_the_current_one_stays(qapp):
    import gradwalk.core.words
    from gradwalk import core
    from gradwalk.app.base.translations import install_language

    install_language("es")
    with pytest.raises(ValueError, match="no interface language 'de'"):
        install_language("de")
    assert core.words.language() == "es"


def test_every_operation_description_of_the_palette_is_in_the_catalogues(source_texts):
    # each is written in the op table (or the language's vocabulary) with QT_TRANSLATE_NOOP, where
    # the translation tools find it
    from gradwalk.app.base.operations import operation_specs

    described = {spec.doc for spec in operation_specs()}  # English: the suite runs in English
    assert described <= {source for context, source in source_texts if context == "Operations"}


def test_the_palette_describes_operations_in_the_chosen_language(qapp):
    from gradwalk.app.base.operations import operation_specs
    from gradwalk.app.base.translations import install_language

    install_language("fr")
    try:
        docs = {spec.name: spec.doc for spec in operation_specs()}
    finally:
        install_language("en")
    assert docs["reshape"] == "mêmes nombres, nouvelle forme"
    assert docs["add"] == "y = a + b"  # a formula reads the same in every language


NAMED_FIELD = re.compile(r"\{[A-Za-z_]\w*(?::[^}]*)?\}")


def test_every_translated_text_numbers_its_fields(source_texts):
    # A translator moves {0} and {1} freely; a {name} field is a word they may translate by mistake,
    # and one FIELD above does not see, so a translation that drops it would pass unnoticed.
    named = sorted(f"{context}: {source!r}" for context, source in source_texts if NAMED_FIELD.search(source))
    assert not named, f"{len(named)} texts name their fields instead of numbering them: {named[:5]}"
