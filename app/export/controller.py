"""Export Graph in the window: the save dialog (app/export/dialogs.py), the slide's choices and the
folder remembered in the settings, then a safe write and one message either way. The texts keep the
translation context of the export dialogs ("GraphExporter"), where their translations are.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QStatusBar, QWidget

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.settings import StoredSettings
from gradwalk.app.export.dialogs import SLIDE_SIZES, GraphExportDialog, graph_bytes, write_export
from gradwalk.app.session.export_formats import graph_formats
from gradwalk.app.session.section_state import SectionState
from gradwalk.views.graph.graph_export import SlideOptions
from gradwalk.views.graph.graph_view import GraphView

__all__ = ["GraphExportController"]


class GraphExportController(QObject):
    """The window's Export Graph command: a file dialog, then a safe write, then a message."""

    FOLDER_KEY = "export/folder"
    SIZE_KEY, LEGEND_KEY, CAPTION_KEY = "export/slideSize", "export/legend", "export/caption"

    def __init__(self, *, state: SectionState, commands: WindowActions, settings: StoredSettings,
                 graph: GraphView, status_bar: QStatusBar, walk_frames: Callable[[], tuple[list, list[str]]],
                 dialog_parent: QWidget, parent: QObject) -> None:
        """`walk_frames()` gives every frame of the walk and their titles (a PDF's pages);
        `dialog_parent` is the window the save dialog and the failure's box belong to."""
        super().__init__(parent)
        self.state, self.settings, self.view, self.status_bar = state, settings, graph, status_bar
        self.dialog_parent = dialog_parent
        commands.export_graph.triggered.connect(lambda: self.export_interactively(
            walk_frames(), state.section_id or "", state.position))

    def stored_options(self) -> SlideOptions:
        sizes = {f"{w}x{h}": (w, h) for w, h in SLIDE_SIZES}
        size = self.settings.text(self.SIZE_KEY, "1600x900", sizes)
        flags = ("true", "false")
        return SlideOptions(size=sizes[size],
                            legend=self.settings.text(self.LEGEND_KEY, "true", flags) == "true",
                            caption=self.settings.text(self.CAPTION_KEY, "true", flags) == "true")

    def _store_options(self, options: SlideOptions) -> None:
        self.settings.setValue(self.SIZE_KEY, f"{options.size[0]}x{options.size[1]}")
        self.settings.setValue(self.LEGEND_KEY, "true" if options.legend else "false")
        self.settings.setValue(self.CAPTION_KEY, "true" if options.caption else "false")

    def export_interactively(self, walk_frames: tuple[list, list[str]], section: str = "",
                             step: int = 0) -> Path | None:
        folder = self.settings.folder(self.FOLDER_KEY, Path.home())
        dialog = GraphExportDialog(self.dialog_parent, folder, section, step, self.stored_options())
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.path():
                return None
            path, options = dialog.path(), dialog.options()
        finally:
            dialog.deleteLater()
        self.settings.setValue(self.FOLDER_KEY, str(Path(path).parent))
        self._store_options(options)
        return self.export_to(path, walk_frames, options)

    def export_to(self, path: str | Path, walk_frames: tuple[list, list[str]],
                  options: SlideOptions = SlideOptions()) -> Path | None:
        frames, titles = walk_frames
        return write_export(self.dialog_parent, path, graph_formats(),
                            lambda fmt: graph_bytes(self.view, fmt.suffix, frames, titles, options),
                            lambda text: self.status_bar.showMessage(text, 10000))
