"""Where the project's own files are: the lessons and data sets (data/), the icon and the
translations (resources/).

They are installed beside the code: the repository's folders data/ and resources/ sit next to
core/, and a wheel puts them in the gradwalk package next to gradwalk.core. So one rule finds them
in both, from where Python found this package (importlib.resources), never from the folder the
program was started in.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = ["project_folder"]


def project_folder(*parts: str) -> Path:
    """A folder (or file) of the project's own, by its path from the project's root:
    `project_folder("data", "lessons")`."""
    root = Path(str(files("gradwalk.core"))).parent  # gradwalk.core is core/: its parent, the root
    return root.joinpath(*parts)
