"""Export of the graph: PNG and SVG of the picture on screen, PDF of the whole walk (a page a step);
and the size of an exported plot (`picture_size`, `ask_picture_size`), from the command line's
`--size WxH` or the window's export dialog.

The views render to bytes (views/graph_export.py); this module picks the format from the file's
suffix, writes the bytes whole or not at all (app/storage.py), and, from the window, asks for the
file with a dialog that remembers its folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from app.settings import StoredSettings
from app.storage import StorageError, write_atomically
from views.graph_export import scene_png_bytes, scene_svg_bytes, walk_pdf_bytes
from views.plot_export import DEFAULT_SIZE

translate = QCoreApplication.translate  # a name pyside6-lupdate finds: translate(context, text)

__all__ = ["EXPORT_FORMATS", "ExportError", "graph_bytes", "export_graph_file", "GraphExporter",
           "PICTURE_SIZES", "picture_size", "ask_picture_size"]

EXPORT_FORMATS = ("png", "svg", "pdf")


class ExportError(ValueError):
    """An export that cannot be made (an unknown format, an empty walk), in words."""


# A plot picture smaller than this is unreadable; a larger one is an image of hundreds of megabytes.
MIN_PICTURE_SIDE, MAX_PICTURE_SIDE = 200, 8000
PICTURE_SIZES = ((1600, 900), (1920, 1080), (2560, 1440), (3200, 1800), (1280, 720), (1200, 1200))


def picture_size(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT in ASCII digits (spaces around the x allowed), each side from
    MIN_PICTURE_SIDE to MAX_PICTURE_SIDE; ExportError in words otherwise."""
    import re

    found = re.fullmatch(r"\s*([0-9]{1,6})\s*[xX\u00d7]\s*([0-9]{1,6})\s*", text)
    if found is None or not all(MIN_PICTURE_SIDE <= int(side) <= MAX_PICTURE_SIDE
                                for side in found.groups()):
        raise ExportError(translate("GraphExporter",
                                    "{0!r}: give the size as WIDTHxHEIGHT, such as 1600x900, each "
                                    "side from {1} to {2} pixels").format(text, MIN_PICTURE_SIDE,
                                                                          MAX_PICTURE_SIDE))
    return int(found.group(1)), int(found.group(2))


def ask_picture_size(window: QWidget, title: str) -> tuple[int, int] | None:
    """The picture's size, chosen from common sizes or typed as WIDTHxHEIGHT; None if cancelled.
    A size that cannot be read is said, and asked again."""
    choices = [f"{w}x{h}" for w, h in PICTURE_SIZES]
    current = choices.index(f"{DEFAULT_SIZE[0]}x{DEFAULT_SIZE[1]}")
    while True:
        text, ok = QInputDialog.getItem(window, title, translate(
            "GraphExporter", "Size of the picture in pixels (width x height):"), choices, current,
            True)
        if not ok:
            return None
        try:
            return picture_size(text)
        except ExportError as err:
            QMessageBox.warning(window, title, str(err))


def export_format(path: str | Path) -> str:
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in EXPORT_FORMATS:
        raise ExportError(translate("GraphExporter",
                                    "cannot export to {0}: the file name must end in .png, .svg or .pdf "
                              "(PDF holds the whole walk, a page a step)").format(Path(path).name))
    return suffix


def graph_bytes(view, fmt: str, frames: Sequence = (), titles: Sequence[str] = ()) -> bytes:
    """The graph view's scene as `fmt` (png, svg, pdf): PDF needs the walk's frames."""
    if fmt == "png":
        return scene_png_bytes(view.scene())
    if fmt == "svg":
        return scene_svg_bytes(view.scene())
    if not frames:
        raise ExportError(translate("GraphExporter", "there is no walk to export"))
    return walk_pdf_bytes(view, list(frames), list(titles))


def export_graph_file(view, path: str | Path, frames: Sequence = (), titles: Sequence[str] = ()) -> None:
    """Write the graph to `path` in the format its suffix names (raises ExportError, StorageError)."""
    write_atomically(path, graph_bytes(view, export_format(path), frames, titles))


class GraphExporter(QObject):
    """The window's Export Graph command: a file dialog, then a safe write, then a message."""

    FOLDER_KEY = "export/folder"

    def __init__(self, window: QWidget, view, settings: StoredSettings) -> None:
        super().__init__(window)
        self.window, self.view, self.settings = window, view, settings

    def export_interactively(self, walk_frames: tuple[list, list[str]]) -> Path | None:
        folder = self.settings.folder(self.FOLDER_KEY, Path.home())
        filters = ";;".join([translate("GraphExporter", "PNG image (*.png)"),
                             translate("GraphExporter", "SVG drawing (*.svg)"),
                             translate("GraphExporter", "PDF, one page per step (*.pdf)")])
        title = translate("GraphExporter", "Export Graph")
        path, chosen = QFileDialog.getSaveFileName(self.window, title, str(Path(folder) / "graph.png"),
                                                   filters)
        if not path:
            return None
        if not Path(path).suffix:  # the filter the learner chose gives the suffix
            path += "." + EXPORT_FORMATS[[f for f in filters.split(";;")].index(chosen)]
        self.settings.setValue(self.FOLDER_KEY, str(Path(path).parent))
        return self.export_to(path, walk_frames)

    def export_to(self, path: str | Path, walk_frames: tuple[list, list[str]]) -> Path | None:
        frames, titles = walk_frames
        try:
            export_graph_file(self.view, path, frames, titles)
        except (ExportError, StorageError) as err:
            QMessageBox.warning(self.window, translate("GraphExporter", "Export failed"), str(err))
            self.window.statusBar().showMessage(translate("GraphExporter",
                                                          "Export failed: {0}").format(err), 10000)
            return None
        self.window.statusBar().showMessage(translate("GraphExporter", "Saved {0}").format(path), 8000)
        return Path(path)
