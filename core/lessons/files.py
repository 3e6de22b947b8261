"""Reading a lesson's own files safely: lesson.toml and the Markdown texts beside it.

A lesson folder may come from anyone, so each file it names is checked before it is read whole:

- the name must lead inside the lesson's folder: no absolute path, no `..`, and no link whose
  target lies outside the folder (a lesson must not show a learner's other files);
- it must be a regular file (not a folder, a pipe or a device, which could block for ever), of at
  most `MAX_FILE_BYTES` (a lesson file is a few dozen kilobytes);
- it must be UTF-8 text, without NUL bytes (found only in binary files);
- lesson.toml must be valid TOML whose arrays and tables nest at most `MAX_NESTING` deep
  (Python's TOML reader recurses once per level, and stops with a RecursionError some
  hundreds of levels down).

Each refusal is a `LessonFileError`: a message in the reader's language, and the line it is on
when it has one, so that `gradwalk check-lesson` prints `file:line: message`.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from gradwalk.core.engine import GradwalkError
from gradwalk.core.words import prose_number, translate

__all__ = ["MAX_FILE_BYTES", "MAX_NESTING", "LessonFileError", "inside_folder", "printable",
           "read_lesson_text", "read_lesson_toml"]

MAX_FILE_BYTES = 1_000_000
MAX_NESTING = 32

_TOML_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)")


class LessonFileError(GradwalkError, ValueError):
    """A file of a lesson that cannot be read; `line` is 1-based, or None."""

    def __init__(self, path: Path, message: str, line: int | None = None) -> None:
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path, self.message, self.line = path, message, line


def printable(name: str) -> str:
    """`name` as it is, or quoted with escapes when it holds characters a terminal would act on
    (a NUL, a tab, a right-to-left override that shows the name backwards)."""
    return name if name.isprintable() else repr(name)


def inside_folder(folder: Path, relative: str) -> Path:
    """`folder / relative`, refused (LessonFileError) when it leads out of `folder`.

    Checked on the name first (absolute, `..`, a NUL), then on the resolved path, which follows
    links: a link inside the folder whose target is elsewhere leads out too.
    """
    path = folder / relative
    if (not relative or "\x00" in relative or Path(relative).is_absolute()
            or ".." in Path(relative).parts):
        raise LessonFileError(path, translate(
            "LessonFiles", "{0} must name a file inside the lesson's folder").format(repr(relative)))
    try:
        resolved = path.resolve()
        resolved.relative_to(folder.resolve())
    except (OSError, RuntimeError, ValueError):  # a loop of links, or a target outside
        raise LessonFileError(path, translate(
            "LessonFiles", "{0} is a link that leads out of the lesson's folder; a lesson may "
            "only use files inside it").format(repr(relative))) from None
    return path


def read_lesson_text(path: Path) -> str:
    """The text of `path`, checked as the module's docstring says (its place is checked by
    `inside_folder`)."""
    try:
        if path.is_dir():
            raise LessonFileError(path, translate("LessonFiles", "a folder, where a file is expected"))
        if not path.exists():
            raise LessonFileError(path, translate("LessonFiles", "there is no such file"))
        if not path.is_file():
            raise LessonFileError(path, translate(
                "LessonFiles", "not a regular file (a device or a pipe?); a lesson's files are text"))
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise LessonFileError(path, translate(
                "LessonFiles", "the file holds {0} bytes, more than the {1} a lesson's file may "
                "hold").format(prose_number(size), prose_number(MAX_FILE_BYTES)))
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)  # the file may have grown since stat
    except OSError as exc:  # no read permission, say
        raise LessonFileError(path, translate("LessonFiles", "the file cannot be read: {0}").format(
            exc.strerror or exc)) from None
    if len(data) > MAX_FILE_BYTES:
        raise LessonFileError(path, translate(
            "LessonFiles", "the file holds more than {0} bytes, more than a lesson's file may "
            "hold").format(prose_number(MAX_FILE_BYTES)))
    if b"\x00" in data:
        raise LessonFileError(path, translate(
            "LessonFiles", "the file holds a NUL byte, found only in binary files: it is not text"),
            data[:data.index(b"\x00")].count(b"\n") + 1)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LessonFileError(path, translate(
            "LessonFiles", "the file is not UTF-8 text (byte 0x{0:02x} cannot be read); save it "
            "as UTF-8").format(data[exc.start]), data[:exc.start].count(b"\n") + 1) from None
    return text.removeprefix("\ufeff")  # a byte-order mark some editors write


def read_lesson_toml(path: Path) -> tuple[str, dict]:
    """The text of lesson.toml and what it says, or a LessonFileError with its line."""
    text = read_lesson_text(path)
    deep = _too_deep_line(text)
    if deep is not None:
        raise LessonFileError(path, translate(
            "LessonFiles", "arrays and tables nest more than {0} deep here; a lesson needs a few "
            "levels").format(MAX_NESTING), deep)
    try:
        return text, tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _TOML_POSITION.search(str(exc))
        message = _TOML_POSITION.sub("", str(exc)).strip()
        raise LessonFileError(path, translate("LessonFiles", "not valid TOML: {0}").format(message),
                              int(found.group(1)) if found else None) from None
    except ValueError:  # after TOMLDecodeError, its subclass: a whole number Python refuses to read
        digits = re.search(r"[0-9][0-9_]{4299,}", text)
        raise LessonFileError(path, translate(
            "LessonFiles", "a whole number here is written with more than {0} digits; a lesson's "
            "numbers are far shorter").format(prose_number(4300)),
            text[:digits.start()].count("\n") + 1 if digits else None) from None
    except RecursionError:  # a nesting the scan above did not see
        raise LessonFileError(path, translate(
            "LessonFiles", "arrays and tables nest too deep; a lesson needs a few levels")) from None


def _too_deep_line(text: str) -> int | None:
    """The line where brackets, braces and dotted keys first nest deeper than MAX_NESTING.

    A scan of the text that skips strings and comments; it runs before the TOML reader, which
    would recurse that deep. Dots count in headers and in keys (`a.b.c = 1` nests three tables).
    """
    depth, line, i, n = 0, 1, 0, len(text)
    header_depth = 0  # the tables a [header] opens, for the keys below it
    at_line_start = True
    while i < n:
        char = text[i]
        if char == "\n":
            line, at_line_start = line + 1, True
            i += 1
            continue
        if char in " \t\r":
            i += 1
            continue
        if char == "#":
            while i < n and text[i] != "\n":
                i += 1
            continue
        if char in "\"'":
            quotes = text[i:i + 3] if text.startswith(char * 3, i) else char
            end = i + len(quotes)
            while end < n and not text.startswith(quotes, end):
                if char == '"' and text[end] == "\\":
                    end += 1
                elif text[end] == "\n" and len(quotes) == 1:
                    break  # a string never spans lines: the TOML reader will say what is wrong
                end += 1
            line += text.count("\n", i, end)
            i = end + len(quotes)
            at_line_start = False
            continue
        if at_line_start and depth == 0:
            end = _key_end(text, i)
            dots = _dots(text[i:end])
            if char == "[":
                header_depth = dots + 1
                if header_depth > MAX_NESTING:
                    return line
                i = end  # a header closes on its own line
                at_line_start = False
                continue
            if header_depth + dots + 1 > MAX_NESTING:
                return line
            i, at_line_start = end, False
            continue
        at_line_start = False
        if char in "[{":
            depth += 1
            if header_depth + depth > MAX_NESTING:
                return line
        elif char in "]}":
            depth = max(depth - 1, 0)
        i += 1
    return None


def _key_end(text: str, start: int) -> int:
    """Where the key (or header) starting at `start` ends: at `=`, or after a header's `]`."""
    header = text.startswith("[", start)
    i = start
    while i < len(text) and text[i] != "\n":
        if text[i] in "\"'":
            close = text.find(text[i], i + 1)
            if close < 0:
                return i
            i = close + 1
            continue
        if (header and text[i] == "]" and not text.startswith("]", i + 1)) or (not header and text[i] == "="):
            return i + 1
        i += 1
    return i


def _dots(key: str) -> int:
    """The dots of a key outside its quoted parts."""
    return key.count(".") - sum(part.count(".") for part in re.findall(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'', key))

