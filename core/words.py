"""The words core shows a reader, in the reader's language.

Core prints sentences of its own: the lesson transcript's headings and notes, the reasons a
program is refused, what a descent did. Each goes through `translate(context, text)`, written out
at the call so that the translation tools (pyside6-lupdate) find it:

    translate("Transcript", "loss after step {0}").format(step)

Core never imports Qt, so by default `translate` returns the text as it is, in English. The app
installs Qt's translator with `use_translator(QCoreApplication.translate)` and core then speaks
the chosen language. Texts with values use numbered fields ({0}, {1}) so a translation may put
them in another order.

Numbers inside a sentence follow the reader's conventions (`prose_number`: 0,5 in French and
Spanish), and so do the numbers of the plots' marks and hover texts, which are sentences too.
Numbers that are code never do (a tensor's values: core/engine/format.py). What a person types is
read by core/typed_numbers.py: code by code's rule, a field of the interface in its language.
"""

from __future__ import annotations

import difflib
import math

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["Texts", "close_words", "decimal_mark", "duration_text", "language", "prose_number", "translate",
           "use_language", "use_translator"]

_translator: Callable[[str, str], str] | None = None
_language = "en"


def translate(context: str, text: str) -> str:
    """`text` in the reader's language (the English text itself when no translator is installed)."""
    if _translator is None:
        return text
    return _translator(context, text) or text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the translation tools' name)
    """`text` itself, marked for the translation tools (which look for this name): a text kept in
    a table, such as an operation's summary, and translated where it is shown with
    `translate(context, text)`, in the language of that moment."""
    return text


def translate_marked(context: str, text: str) -> str:
    """A text kept in a table (marked with QT_TRANSLATE_NOOP where it is written, so the tools find
    it there), in the reader's language: `translate` for a text that is not written at the call."""
    return translate(context, text)


def use_translator(translator: Callable[[str, str], str] | None) -> None:
    """Route core's words through `translator(context, text)`; None goes back to English."""
    global _translator
    _translator = translator


def use_language(code: str) -> None:
    """The language whose number conventions sentences and fields follow: "en", "fr" or "es"."""
    global _language
    _language = code


def language() -> str:
    return _language


# Decimal and thousands separators by language; French groups with a narrow no-break space.
_SEPARATORS = {"en": (".", ","), "fr": (",", "\u202f"), "es": (",", ".")}


def decimal_mark(lang: str | None = None) -> str:
    """The decimal mark of `lang` (the reader's language by default): "." or ","."""
    return _SEPARATORS.get(lang or _language, _SEPARATORS["en"])[0]


def prose_number(value: float | int, digits: int = 6, lang: str | None = None) -> str:
    """A number for a sentence, as its reader writes it: 1,234.5 (en), 1 234,5 (fr), 1.234,5 (es).

    Whole numbers are grouped by thousands from 10,000 on (Spanish and French style guides leave
    four-digit numbers ungrouped); other numbers keep `digits` significant digits.
    """
    group = _SEPARATORS.get(lang or _language, _SEPARATORS["en"])[1]
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer() and abs(value) < 1e15):
        whole = int(value)
        text = f"{abs(whole):,}" if abs(whole) >= 10_000 else str(abs(whole))
        return ("-" if whole < 0 else "") + text.replace(",", group)
    return f"{value:.{digits}g}".replace(".", decimal_mark(lang))  # 1e-07, inf and nan keep their letters


TIME_DIGITS = 3  # significant digits of a measured time: timings vary by more than the fourth


def duration_text(seconds: float) -> str:
    """A measured time for a sentence: three significant digits in ms below a second ("0.031 ms",
    "999 ms"), in s above ("1.5 s"), never in powers of ten (999.96 ms is "1 s", 1234.6 s "1235 s")."""
    milliseconds = float(f"{seconds * 1000.0:.{TIME_DIGITS}g}")
    if abs(milliseconds) < 1000.0 or not math.isfinite(seconds):
        return translate("Words", "{0} ms").format(prose_number(milliseconds, TIME_DIGITS))
    if abs(seconds) >= 10 ** TIME_DIGITS:
        return translate("Words", "{0} s").format(prose_number(round(seconds)))
    return translate("Words", "{0} s").format(prose_number(float(f"{seconds:.{TIME_DIGITS}g}"), TIME_DIGITS))

def close_words(word: str, candidates: Iterable[str]) -> list[str]:
    """The candidates spelt like `word`, closest first (at most three): what a misspelt name or key
    probably meant, to suggest it."""
    return difflib.get_close_matches(word, list(candidates), n=3, cutoff=0.6)


@dataclass(frozen=True)
class Texts:
    """One text a lesson gives in several languages (a title, a label, a note), read by one rule:
    the language asked for, else English, else nothing. A lesson file writes either a table of
    languages (`title = { en = "Forever", fr = "Toujours" }`) or one text, which is English."""

    by_language: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, written: object) -> Texts:
        """The texts as a lesson file writes them; anything else (a number, say) gives none."""
        if isinstance(written, str):
            return cls({"en": written})
        if isinstance(written, Mapping):
            return cls({lang: text for lang, text in written.items() if isinstance(text, str)})
        return cls()

    def get(self, lang: str) -> str | None:
        """The text in `lang`, else in English, else None."""
        return self.by_language.get(lang) or self.by_language.get("en") or None

    def __bool__(self) -> bool:
        return bool(self.by_language)
