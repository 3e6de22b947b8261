"""Files the app writes: whole or not at all.

`write_atomically` writes to a temporary file beside the target, flushes it to the disk, and only
then renames it over the target: a crash or a full disk leaves the old file as it was, never half
of a new one. `TypedTexts` keeps what the learner typed in each section, in one JSON file; a
damaged file is kept aside under another name, never overwritten, and windows sharing the file
merge their sections into it.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
import time

from gradwalk.core.words import translate
from pathlib import Path



__all__ = ["write_atomically", "TypedTexts", "StorageError"]


class StorageError(OSError):
    """A file that could not be written or read, with why, in words."""


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path`, replacing it only once the new content is safely on disk."""
    target = Path(path)
    folder = target.parent
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as err:
        raise StorageError(translate("Storage", "cannot write in {0}: {1}").format(
            folder, err.strerror or err)) from err
    try:
        os.fchmod(handle, _mode_for(target))  # mkstemp makes the file private (0600)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except OSError as err:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise StorageError(translate("Storage", "cannot write {0}: {1}; any file that was there is "
                                     "unchanged").format(target, err.strerror or err)) from err


def _mode_for(target: Path) -> int:
    """The permissions a new file gets: the replaced file's own, else what the umask allows."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0)  # reading the umask means setting it; set it straight back
        os.umask(umask)
        return 0o666 & ~umask


class TypedTexts:
    """What the learner typed, by lesson and section, saved in `path` (a JSON object).

    Two windows may share one file: each saves only the sections it changed since it read them,
    into what the file holds at that moment, so the other window's texts stay. When both changed
    the same section, the later save wins and the text it replaces is kept aside in a file of its
    own (`conflict` then says where).
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._texts: dict[tuple[str, str], str] = {}
        self._read: dict[tuple[str, str], str] = {}  # what the file held when this window read it
        self.problem: str | None = None  # set when the saved file could not be read
        self.conflict: str | None = None  # set by a save that replaced another window's text
        self._texts, self.problem = self._read_file(keep_damaged=True)
        self._read = dict(self._texts)

    def _read_file(self, keep_damaged: bool) -> tuple[dict[tuple[str, str], str], str | None]:
        """The texts in the file, and a sentence when it was damaged (then it is kept aside)."""
        try:
            if not self.path.exists() and not self.path.is_symlink():
                return {}, None
            raw = json.loads(self.path.read_bytes().decode("utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as err:
            # Keep the unreadable file for the learner to recover by hand; start afresh.
            why = translate("Storage", "nested too deeply") if isinstance(err, RecursionError) else str(err)
            return {}, self._keep_aside("unreadable", translate(
                "Storage", "{0} could not be read ({1})").format(self.path, why), move=True)
        texts = {(lesson, section): text for lesson, sections in raw.items() if isinstance(sections, dict)
                 for section, text in sections.items() if isinstance(text, str)}
        wrong = sum(len(v) if isinstance(v, dict) else 1 for v in raw.values()) - len(texts)
        if wrong and keep_damaged:
            return texts, self._keep_aside(
                "damaged", translate("Storage", "{0}: {1} saved text(s) were not text and were left "
                                     "out").format(self.path, wrong), move=False)
        return texts, None

    def _keep_aside(self, kind: str, problem: str, move: bool) -> str:
        """Move (or copy) the file beside itself under a new name; the problem, saying where."""
        kept = _unused_name(self.path, kind)
        try:
            if move:
                os.replace(self.path, kept)
            else:
                shutil.copyfile(self.path, kept)
        except OSError:
            return problem
        return translate("Storage", "{0}; it was kept as {1}").format(problem, kept.name)

    def get(self, lesson: str, section: str) -> str | None:
        return self._texts.get((lesson, section))

    def set(self, lesson: str, section: str, text: str | None) -> None:
        """Remember `text` for the section (None forgets it: the lesson's code applies again)."""
        if text is None:
            self._texts.pop((lesson, section), None)
        else:
            self._texts[(lesson, section)] = text

    def changed(self) -> bool:
        """Whether a section's text differs from what was read or last saved."""
        return self._texts != self._read

    def save(self) -> None:
        """Write the sections changed here into what the file now holds (raises StorageError,
        leaving the old file whole and every text in memory)."""
        self.conflict = None
        changed = {key for key in self._texts.keys() | self._read.keys()
                   if self._texts.get(key) != self._read.get(key)}
        if not changed:
            return  # the file holds all this window has to say
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise StorageError(translate("Storage", "cannot make the folder {0}: {1}").format(
                self.path.parent, err.strerror or err)) from err
        on_disk, problem = self._read_file(keep_damaged=False)
        if problem:  # damaged since it was read (and kept aside): what this window read stands in
            self.problem = problem
            on_disk = dict(self._read)
        replaced = {key: on_disk[key] for key in changed
                    if on_disk.get(key) not in (self._read.get(key), self._texts.get(key))
                    and key in on_disk}
        merged = dict(on_disk)
        for key in changed:
            if key in self._texts:
                merged[key] = self._texts[key]
            else:
                merged.pop(key, None)
        if replaced:  # another window changed these sections too: its texts go aside, not away
            kept = _unused_name(self.path, "conflict")
            write_atomically(kept, _encoded(replaced))
            self.conflict = translate(
                "Storage", "{0} section(s) had been changed in another window too; that text was kept "
                "in {1}").format(len(replaced), kept)
        write_atomically(self.path, _encoded(merged))
        for key in changed:  # now on disk as this window has them
            if key in self._texts:
                self._read[key] = self._texts[key]
            else:
                self._read.pop(key, None)


def _encoded(texts: dict[tuple[str, str], str]) -> bytes:
    nested: dict[str, dict[str, str]] = {}
    for (lesson, section), text in texts.items():
        nested.setdefault(lesson, {})[section] = text
    data = json.dumps(nested, ensure_ascii=False, indent=1, sort_keys=True)
    # A lone surrogate (pasted from a broken source) cannot be UTF-8: "\\udc80" is its JSON escape.
    return data.encode("utf-8", errors="backslashreplace")


def _unused_name(path: Path, kind: str) -> Path:
    """typed.json.<kind>-20250101-120000, with -2, -3... when that name is taken."""
    stem = f"{path.name}.{kind}-{time.strftime('%Y%m%d-%H%M%S')}"
    candidate, number = path.with_name(stem), 1
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = path.with_name(f"{stem}-{number}")
    return candidate
