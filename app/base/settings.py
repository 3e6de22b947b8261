"""The window's settings (gradwalk.ini), each value read through a check of its type and shape.

The file is plain text a learner may edit, and QSettings hands back whatever it parses: a list
where one id was written (`id=l04, l05`), a number, a size, garbage bytes. Every read goes
through one of the typed accessors below; a value of the wrong type or shape gives the default,
its key is forgotten, the file is copied aside once (gradwalk.ini.damaged-<time>) for the learner
to look at, and `problem()` says so in one sentence for the status bar.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from gradwalk.core.words import translate

__all__ = ["SETTINGS_FILE", "StoredSettings", "folder_problem"]

SETTINGS_FILE = "gradwalk.ini"



class StoredSettings(QSettings):
    """QSettings on `folder`/gradwalk.ini whose values are read checked (see the module)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / SETTINGS_FILE
        super().__init__(str(self.path), QSettings.Format.IniFormat)
        self.damaged: list[str] = []  # the keys whose stored value was unusable, in reading order
        self.kept_as: Path | None = None  # the copy of the damaged file
        if self.status() == QSettings.Status.FormatError:  # not an INI file at all
            self._keep_copy()
            self.damaged.append(str(self.path.name))

    # --- typed reads ----------------------------------------------------------------------------

    def text(self, key: str, default: str = "", choices: Iterable[str] | None = None) -> str:
        """One text (one of `choices` when given), else `default`."""
        value = self.value(key)
        if value is None and not self.contains(key):
            return default
        allowed = None if choices is None else set(choices)
        if not isinstance(value, str) or (allowed is not None and value not in allowed):
            return self.reset(key, default)
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        """A yes or no (the INI file holds it as true or false), else `default`."""
        value = self.value(key)
        if value is None and not self.contains(key):
            return default
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        return self.reset(key, default)

    def folder(self, key: str, default: str | os.PathLike[str]) -> str:
        """An absolute path, else `default` (a relative one would depend on where the app starts)."""
        value = self.text(key, str(default))
        if not os.path.isabs(value):
            return self.reset(key, str(default))
        return value

    def folders(self, key: str) -> list[str]:
        """A list of absolute paths; the entries that are not one are dropped."""
        value = self.value(key)
        if value is None:  # absent, or an empty list (Qt writes it as @Invalid())
            return []
        if isinstance(value, str):  # QSettings gives one value back as text, not a list
            value = [value]
        if not isinstance(value, list):
            return self.reset(key, [])
        kept = [entry for entry in value if isinstance(entry, str) and os.path.isabs(entry)]
        if len(kept) != len(value):
            self.reset(key, kept)
            self.setValue(key, kept)
        return kept

    def data(self, key: str) -> QByteArray | None:
        """Bytes Qt wrote (a window's geometry or state), else None."""
        value = self.value(key)
        if value is None and not self.contains(key):
            return None
        if not isinstance(value, QByteArray) or value.isEmpty():
            return self.reset(key, None)
        return value

    def reset(self, key: str, default: object) -> object:
        """Forget the unusable value of `key`, note it, keep the file aside; return `default`."""
        self._keep_copy()
        self.remove(key)
        if key not in self.damaged:
            self.damaged.append(key)
        return default

    # --- what went wrong ------------------------------------------------------------------------

    def problem(self) -> str | None:
        """One sentence about the values that were reset, or None."""
        if not self.damaged:
            return None
        said = translate("Settings", "Some settings could not be read and were reset ({0}).").format(
            ", ".join(self.damaged))
        if self.kept_as is not None:
            said += " " + translate("Settings", "The file was kept as {0}.").format(self.kept_as)
        return said

    def save(self) -> str | None:
        """Write the settings now; a sentence saying where they could not be saved, or None."""
        self.sync()
        if self.status() == QSettings.Status.NoError:
            return None
        return translate("Settings", "The settings could not be saved in {0}.").format(self.path)

    def _keep_copy(self) -> None:
        if self.kept_as is not None or not self.path.is_file():
            return
        kept = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            shutil.copyfile(self.path, kept)
        except OSError:
            return
        self.kept_as = kept


def folder_problem(folder: str | os.PathLike[str]) -> str | None:
    """Why nothing could be saved in `folder`, in a sentence; None when it can. Nothing is made:
    the nearest folder that exists, `folder` or one above it, is looked at instead."""
    folder = Path(folder).absolute()
    existing = next((f for f in (folder, *folder.parents) if f.exists() or f.is_symlink()), None)
    if existing is None:
        return None
    if not existing.is_dir():
        why = translate("Settings", "{0} is not a folder").format(existing)
    elif not os.access(existing, os.W_OK | os.X_OK):
        why = translate("Settings", "{0} is read-only").format(existing)
    elif (folder / SETTINGS_FILE).is_dir():
        why = translate("Settings", "{0} is a folder").format(SETTINGS_FILE)
    else:
        return None
    return translate("Settings", "Settings and what you type cannot be saved in {0}: {1}.").format(
        folder, why)
