"""Where each table and key of a lesson file is: the line numbers check-lesson reports.

tomllib reads a TOML text into values and forgets where they were; a learner or a teacher fixing a
lesson needs the line. `TomlLines` reads the text a second time, only for its shape: headers, keys
(dotted, quoted, inside inline tables), strings of the four kinds, arrays and comments. It knows a
lesson's tables by their place: the root, each [[sections]], each [[sections.steps]], each [data.x].
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["TomlKey", "TomlLines"]


@dataclass(frozen=True)
class TomlKey:
    context: tuple  # ("root",), ("section", i), ("step", i, k), ("data", name) or ("other",)
    path: tuple[str, ...]  # the key and the keys of the tables around it: ("tape", "code")
    line: int  # the key's line
    body_line: int  # the line where the value's text starts (a program's first line)


class TomlLines:
    """The lines of the tables and keys of a TOML text (one tomllib has already accepted).

    A small reader of its own: it knows headers, keys (dotted, quoted, inside inline tables),
    strings of the four kinds, arrays and comments; enough to say on which line each key is.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.keys: list[TomlKey] = []
        self.sections: list[int] = []  # the header line of each [[sections]]
        self.steps: list[list[int]] = []  # per section, the header line of each step
        self.data: dict[str, int] = {}  # [data.name] -> its header line
        try:
            self._scan()
        except (IndexError, ValueError):  # a text this reader does not follow: fewer lines known
            pass

    # queries

    def section_line(self, i: int) -> int | None:
        return self.sections[i] if i < len(self.sections) else None

    def step_line(self, i: int, k: int) -> int | None:
        steps = self.steps[i] if i < len(self.steps) else []
        return steps[k] if k < len(steps) else self.section_line(i)

    def key(self, context: tuple, *path: str) -> TomlKey | None:
        return next((key for key in self.keys if key.context == context and key.path == path), None)

    def key_line(self, context: tuple, *path: str) -> int | None:
        """The line of the key `path` in `context`, else of the closest key around it, else the header."""
        for end in range(len(path), 0, -1):
            found = self.key(context, *path[:end]) or self._first_inside(context, path[:end])
            if found is not None:
                return found.line
        return self.header_line(context)

    def _first_inside(self, context: tuple, path: tuple[str, ...]) -> TomlKey | None:
        """The first key written inside the table `path`: a table written only as dotted keys
        (`tilte.en = "..."`) has no line of its own."""
        return next((key for key in self.keys if key.context == context and key.path[:len(path)] == path),
                    None)

    def header_line(self, context: tuple) -> int | None:
        if context[0] == "section":
            return self.section_line(context[1])
        if context[0] == "step":
            return self.step_line(context[1], context[2])
        if context[0] == "data":
            return self.data.get(context[1])
        return None

    def program_line(self, context: tuple, path: tuple[str, ...], line_in_program: int) -> int | None:
        """The file's line of line `line_in_program` of the program held by the key `path`."""
        found = self.key(context, *path)
        if found is None:
            return self.key_line(context, *path)
        return found.body_line + max(line_in_program, 1) - 1

    # the reader

    def _scan(self) -> None:
        text, n = self.text, len(self.text)
        self.i, self.line = 0, 1
        self.context: tuple = ("root",)
        self.prefix: tuple[str, ...] = ()
        while True:
            self._skip_blank(newlines=True)
            if self.i >= n:
                return
            if text[self.i] == "[":
                self._header()
            else:
                self._key_value(self.prefix)

    def _skip_blank(self, newlines: bool) -> None:
        text = self.text
        while self.i < len(text):
            char = text[self.i]
            if char in " \t\r":
                self.i += 1
            elif char == "\n" and newlines:
                self.i += 1
                self.line += 1
            elif char == "#":
                while self.i < len(text) and text[self.i] != "\n":
                    self.i += 1
            else:
                return

    def _header(self) -> None:
        double = self.text.startswith("[[", self.i)
        end = self.text.index("]]" if double else "]", self.i)
        parts = self._key_parts(self.text[self.i + (2 if double else 1):end])
        self.i = end + (2 if double else 1)
        self.prefix = ()
        if double and parts == ("sections",):
            self.sections.append(self.line)
            self.steps.append([])
            self.context = ("section", len(self.sections) - 1)
        elif double and parts == ("sections", "steps") and self.sections:
            self.steps[-1].append(self.line)
            self.context = ("step", len(self.sections) - 1, len(self.steps[-1]) - 1)
        elif parts[:2] == ("sections", "steps") and self.sections and self.steps[-1]:
            self.context = ("step", len(self.sections) - 1, len(self.steps[-1]) - 1)
            self.prefix = parts[2:]
        elif parts[:1] == ("sections",) and self.sections and not double:
            self.context = ("section", len(self.sections) - 1)
            self.prefix = parts[1:]
        elif len(parts) == 2 and parts[0] == "data" and not double:
            self.data[parts[1]] = self.line
            self.context = ("data", parts[1])
        else:
            self.context = ("other",)
        if self.prefix:  # a table of a step or a section, [sections.exercise]: its header is its line
            self.keys.append(TomlKey(self.context, self.prefix, self.line, self.line))

    @staticmethod
    def _key_parts(key: str) -> tuple[str, ...]:
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"|\'([^\']*)\'|([A-Za-z0-9_-]+)', key)
        return tuple(next(p for p in part if p) if any(part) else "" for part in parts)

    def _key_value(self, prefix: tuple[str, ...]) -> None:
        line = self.line
        end = self.text.index("=", self.i)
        path = prefix + self._key_parts(self.text[self.i:end])
        self.i = end + 1
        self._skip_blank(newlines=False)
        body_line = self._value(path)
        self.keys.append(TomlKey(self.context, path, line, body_line))

    def _value(self, path: tuple[str, ...]) -> int:
        """Read one value; return the line where its text starts."""
        text = self.text
        if text.startswith(("'''", '"""'), self.i):
            quotes = text[self.i:self.i + 3]
            self.i += 3
            body_line = self.line
            if text.startswith("\n", self.i) or text.startswith("\r\n", self.i):
                body_line += 1  # TOML drops a line break right after the opening quotes
            end = text.index(quotes, self.i)
            while quotes == '"""' and text[end - 1] == "\\" and not _escaped_backslash(text, end - 1):
                end = text.index(quotes, end + 1)
            while text.startswith(quotes[0], end + 3) and text[end + 3] == quotes[0]:
                end += 1  # up to two quotes may end the string's own text
            self.line += text.count("\n", self.i, end)
            self.i = end + 3
            return body_line
        char = text[self.i]
        if char == '"':
            self.i += 1
            while text[self.i] != '"':
                self.i += 2 if text[self.i] == "\\" else 1
            self.i += 1
        elif char == "'":
            self.i = text.index("'", self.i + 1) + 1
        elif char in "{[":
            body_line = self.line
            self._container(path, inline_table=char == "{")
            return body_line
        else:
            while self.i < len(text) and text[self.i] not in ",]}\n#":
                self.i += 1
        return self.line

    def _container(self, path: tuple[str, ...], inline_table: bool) -> None:
        self.i += 1
        close = "}" if inline_table else "]"
        while True:
            self._skip_blank(newlines=True)
            char = self.text[self.i]
            if char == close:
                self.i += 1
                return
            if char == ",":
                self.i += 1
            elif inline_table:
                self._key_value(path)
            else:
                self._value(path)


def _escaped_backslash(text: str, index: int) -> bool:
    """Whether the backslash at `index` is itself escaped (preceded by an odd run of them)."""
    run = 0
    while index - 1 - run >= 0 and text[index - 1 - run] == "\\":
        run += 1
    return run % 2 == 1
