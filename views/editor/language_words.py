"""The words of the expression language the editor and the palette need: the constructors (the
editor colours them, the palette keeps them out of names) and the keywords they take. A plain
record the app fills from core/expr/vocabulary.py (app/base/operations.py `language_words`), so
the views hold no copy of the language."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LanguageWords"]


@dataclass(frozen=True)
class LanguageWords:
    constructors: tuple[str, ...]  # var, tensor, zeros, …
    keywords: tuple[str, ...]  # dtype=, device=, seed=
