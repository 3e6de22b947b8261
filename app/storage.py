"""Files the app writes: whole or not at all.

`write_atomically` writes to a temporary file beside the target, flushes it to the disk, and only
then renames it over the target: a crash or a full disk leaves the old file as it was, never half
of a new one. `TypedTexts` keeps what the learner typed in each section, in one JSON file.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
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
        raise StorageError(f"cannot write in {folder}: {err.strerror or err}") from err
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
        raise StorageError(f"cannot write {target}: {err.strerror or err}; "
                           "any file that was there is unchanged") from err


def _mode_for(target: Path) -> int:
    """The permissions a new file gets: the replaced file's own, else what the umask allows."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0)  # reading the umask means setting it; set it straight back
        os.umask(umask)
        return 0o666 & ~umask


class TypedTexts:
    """What the learner typed, by lesson and section, saved in `path` (a JSON object)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._texts: dict[str, dict[str, str]] = {}
        self.problem: str | None = None  # set when the saved file could not be read
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
            self._texts = {str(lesson): {str(s): str(t) for s, t in sections.items()}
                           for lesson, sections in raw.items() if isinstance(sections, dict)}
        except (OSError, ValueError, UnicodeDecodeError) as err:
            # Keep the unreadable file for the learner to recover by hand; start afresh.
            kept = self.path.with_name(f"{self.path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                os.replace(self.path, kept)
                self.problem = f"{self.path} could not be read ({err}); it was kept as {kept.name}"
            except OSError:
                self.problem = f"{self.path} could not be read ({err})"

    def get(self, lesson: str, section: str) -> str | None:
        return self._texts.get(lesson, {}).get(section)

    def set(self, lesson: str, section: str, text: str | None) -> None:
        """Remember `text` for the section (None forgets it: the lesson's code applies again)."""
        sections = self._texts.setdefault(lesson, {})
        if text is None:
            sections.pop(section, None)
        else:
            sections[section] = text

    def save(self) -> None:
        """Write every text (raises StorageError, leaving the old file whole)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(self._texts, ensure_ascii=False, indent=1, sort_keys=True)
        write_atomically(self.path, data.encode("utf-8"))
