"""The installed Gradwalk's version, for `gradwalk --version` and Help > About."""

from __future__ import annotations

from importlib import metadata

__all__ = ["version"]


def version() -> str:
    try:
        return metadata.version("gradwalk")
    except metadata.PackageNotFoundError:  # running from a checkout that was never installed
        return "0.1.0"
