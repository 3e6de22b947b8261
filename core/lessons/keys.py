"""The keys a table of a lesson file may hold. Any other key is a mistake, said at its line with
the key probably meant: `jacobian = { of = "y", wrt = "x", mdoe = "forward" }` is refused, never
built in reverse mode as if `mode` were not written.

    unknown_keys({"of": "y", "mdoe": "forward"}, ("of", "wrt", "mode"))   # ["mdoe"]
    unknown_key_text("'jacobian'", "mdoe", ("of", "wrt", "mode"))
    # "'jacobian' has no key 'mdoe'; did you mean 'mode'? Its keys are: of, wrt, mode"
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from gradwalk.core.words import close_words, translate

__all__ = ["UnknownKey", "unknown_key_text", "unknown_keys"]


class UnknownKey(ValueError):
    """A key a table does not read. `path` leads to it from the table being read (a train step's
    `("classify", "labls")`), `key` is the key itself."""

    def __init__(self, table: str, path: tuple[str, ...], known: Sequence[str]) -> None:
        super().__init__(unknown_key_text(table, path[-1], known))
        self.path = path
        self.key = path[-1]


def unknown_keys(written: Mapping, known: Iterable[str]) -> list[str]:
    """The keys of `written` that are not among `known`, in the order they are written."""
    known = set(known)
    return [key for key in written if key not in known]


def unknown_key_text(table: str, key: str, known: Sequence[str]) -> str:
    """The sentence for `key` in `table` (words naming the table: "'jacobian'", "the lesson"),
    with the known keys spelt closest to it and all the known keys."""
    close = close_words(str(key), known)
    if close:
        return translate("Lesson", "{0} has no key {1}; did you mean {2}? Its keys are: {3}").format(
            table, repr(key), ", ".join(repr(word) for word in close), ", ".join(known))
    return translate("Lesson", "{0} has no key {1}; its keys are: {2}").format(
        table, repr(key), ", ".join(known))
