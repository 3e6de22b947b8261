"""Export of the graph: PNG and SVG of the picture on screen, PDF of the whole walk (a page a step).

The views render to bytes (views/graph_export.py); this module picks the format from the file's
suffix, writes the bytes whole or not at all (app/storage.py), and, from the window, asks for the
file with a dialog that remembers its folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app.settings import StoredSettings
from app.storage import StorageError, write_atomically
from views.graph_export import scene_png_bytes, scene_svg_bytes, walk_pdf_bytes

translate = QCoreApplication.translate  # a name pyside6-lupdate finds: translate(context, text)

__all__ = ["EXPORT_FORMATS", "ExportError", "graph_bytes", "export_graph_file", "GraphExporter"]

EXPORT_FORMATS = ("png", "svg", "pdf")


class ExportError(ValueError):
    """An export that cannot be made (an unknown format, an empty walk), in words."""


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
