"""The interface's languages: Qt translation catalogues under resources/translations/.

`gradwalk_<code>.ts` holds every interface text of app/, views/ and core/ with its translation
(Qt Linguist opens it); `gradwalk_<code>.qm` is its compiled form, which the app loads with a
QTranslator. After changing interface texts, refresh both with

    python -m gradwalk.app.base.translations

which runs pyside6-lupdate over the sources (new texts arrive marked unfinished) and
pyside6-lrelease. tests/app/base/test_translations.py fails while a text has no translation.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QWidget

from gradwalk.core import words
from gradwalk.core.project_files import project_folder

__all__ = ["LANGUAGES", "TRANSLATIONS_DIR", "WordsOnWidgets", "install_language", "language_names",
           "name_qt_buttons", "retranslate_view", "system_language", "update_catalogues"]

ROOT = project_folder()
TRANSLATIONS_DIR = project_folder("resources", "translations")
SOURCE_FOLDERS = ("app", "views", "core")

# Each language by its own name: a reader looks for "Français", not for "French" in English.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español"}

_installed: list[QTranslator] = []
_in_app = [False]  # whether _installed went into a QCoreApplication (the command line has none)


def language_names() -> dict[str, str]:
    return dict(LANGUAGES)


def system_language() -> str:
    """The system's language when the app speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def install_language(code: str) -> None:
    """Speak `code` from now on: the app's catalogue and Qt's own (for the standard dialogs).

    Widgets made afterwards use the new language; core's sentences follow at once, with or without
    a QCoreApplication (the command line makes none). English needs no catalogue. An unknown code
    raises ValueError and leaves the current language in place.
    """
    if code not in LANGUAGES:
        raise ValueError(f"no interface language {code!r}; the languages are: {', '.join(LANGUAGES)}")
    app = QCoreApplication.instance()  # the command line has none: only core's words change there
    if code == words.language() and (code == "en" or _in_app[0] or app is None):
        return  # already spoken: each window asks at its start, and the translators need not churn
    translators = []
    if code != "en":
        ours = QTranslator()
        if not ours.load(str(TRANSLATIONS_DIR / f"gradwalk_{code}.qm")):
            raise ValueError(f"the {LANGUAGES[code]} catalogue is missing from {TRANSLATIONS_DIR}")
        translators.append(ours)
        qt_own = QTranslator()
        if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            translators.append(qt_own)
    for old in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(old)
    _installed[:] = translators
    for translator in translators:
        if app is not None:
            QCoreApplication.installTranslator(translator)
    _in_app[0] = app is not None
    QLocale.setDefault(QLocale(code))
    words.use_translator(_lookup if translators else None)
    words.use_language(code)


T = TypeVar("T")


class WordsOnWidgets:
    """The words code that builds widgets sets on them (a label's text, a dock's title, a tooltip,
    the descriptions of a list's items), each kept as its setter and a function that makes it: set
    at once by `put`, and again in the language installed by `retranslate` when the learner
    switches language."""

    def __init__(self) -> None:
        self._kept: list[tuple[Callable[[Any], object], Callable[[], Any]]] = []

    def put(self, setter: Callable[[T], object], make: Callable[[], T]) -> None:
        setter(make())
        self._kept.append((setter, make))

    def retranslate(self) -> None:
        for setter, make in self._kept:
            setter(make())


def retranslate_view(widget: QWidget) -> None:
    """`widget.retranslate()`, unless the widget was deleted meanwhile (a row removed, a dialog
    closed while a switch took its turns)."""
    if shiboken6.isValid(widget):
        widget.retranslate()


# Buttons Qt makes in docks and tab bars, by object name: their parent's class (the context of their
# words in Qt's catalogue), accessible name and description.
_QT_BUTTONS = {
    "ScrollLeftButton": ("QTabBar", "Scroll Left", None),
    "ScrollRightButton": ("QTabBar", "Scroll Right", None),
    "qt_dockwidget_closebutton": ("QDockWidget", "Close", "Closes the dock widget"),
    "qt_dockwidget_floatbutton": ("QDockWidget", "Float", "Undocks and re-attaches the dock widget"),
}


def name_qt_buttons(root: QWidget) -> None:
    """Name again, in the language installed now, the buttons Qt made in `root`'s docks and tab
    bars: Qt names them once, as it makes them. Their words come from Qt's own catalogue (kept in
    a table here: they are Qt's, not ours to translate)."""
    for button in root.findChildren(QAbstractButton):
        context, name, description = _QT_BUTTONS.get(button.objectName(), (None, None, None))
        if context is not None and type(button.parent()).__name__ == context:
            button.setAccessibleName(QCoreApplication.translate(context, name))
            if description:
                button.setAccessibleDescription(QCoreApplication.translate(context, description))


def _lookup(context: str, text: str) -> str:
    """Core's words through the installed catalogues, asked directly: no QApplication needed."""
    for translator in _installed:
        found = translator.translate(context, text)
        if found:
            return found
    return text


def _sources() -> list[str]:
    paths = (p for folder in SOURCE_FOLDERS for p in (ROOT / folder).rglob("*.py"))
    return sorted(str(p.relative_to(ROOT)) for p in paths)


def update_catalogues() -> int:
    """Refresh every .ts from the sources (keeping translations) and compile the .qm files."""
    tools = {name: shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
             for name in ("pyside6-lupdate", "pyside6-lrelease")}
    missing = [name for name, path in tools.items() if path is None]
    if missing:
        print(f"not found: {', '.join(missing)} (they come with PySide6)", file=sys.stderr)
        return 1
    for code in LANGUAGES:
        if code == "en":
            continue
        ts = TRANSLATIONS_DIR / f"gradwalk_{code}.ts"
        subprocess.run([tools["pyside6-lupdate"], "-no-obsolete", "-locations", "none", *_sources(),
                        "-target-language", code, "-ts", str(ts)], cwd=ROOT, check=True)
        subprocess.run([tools["pyside6-lrelease"], str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(update_catalogues())
