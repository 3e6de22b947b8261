"""What can be exported, in one table: each format of the graph and of the training's plots, with
its file suffix, its name in the save dialog, and whether it is a picture whose size one chooses.

The window's exports (app/export/dialogs.py, app/training/controller.py) and the command line's
(`gradwalk export-graph`, `gradwalk export-plot`) read the format from the file's name here, so a
name that ends in no known suffix gets the same sentence everywhere. Without Qt: the command line
checks the name before it opens a window.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gradwalk.core.words import translate

__all__ = ["ExportError", "ExportFormat", "format_of", "graph_formats", "plot_formats"]


class ExportError(ValueError):
    """An export that cannot be made (an unknown format, an empty walk), in words."""


@dataclass(frozen=True)
class ExportFormat:
    suffix: str  # "png", as the file name ends
    description: str  # "PNG image", in the interface's language
    sized: bool  # a picture of a size one chooses (a PDF's pages are A4; a CSV has no size)

    @property
    def name_filter(self) -> str:
        """The save dialog's filter: "PNG image (*.png)"."""
        return f"{self.description} (*.{self.suffix})"


def graph_formats() -> tuple[ExportFormat, ...]:
    """The graph: the step on screen as a slide, or the whole walk as a PDF."""
    return (ExportFormat("png", translate("Export", "PNG image"), True),
            ExportFormat("svg", translate("Export", "SVG drawing"), True),
            ExportFormat("pdf", translate("Export", "PDF, one page per step"), False))


def plot_formats() -> tuple[ExportFormat, ...]:
    """The loss plot or the landscape as a picture, or the runs' records as a table."""
    return (ExportFormat("png", translate("Export", "PNG image"), True),
            ExportFormat("svg", translate("Export", "SVG drawing"), True),
            ExportFormat("csv", translate("Export", "CSV, a row per step"), False))


def format_of(path: str | Path, formats: tuple[ExportFormat, ...]) -> ExportFormat:
    """The format `path`'s suffix names among `formats`; ExportError in words when none."""
    suffix = Path(path).suffix.lower().lstrip(".")
    for fmt in formats:
        if fmt.suffix == suffix:
            return fmt
    suffixes = [f".{fmt.suffix}" for fmt in formats]
    listed = translate("Export", "{0} or {1}").format(", ".join(suffixes[:-1]), suffixes[-1])
    raise ExportError(translate("Export", "cannot export to {0}: the file name must end in {1}").format(
        Path(path).name, listed))
