"""The window's exports, the graph's and the plots' alike: a format from the table of
app/session/export_formats.py, bytes the views render (views/graph/graph_export.py,
views/plots/plot_export.py), written whole or not at all (app/session/storage.py) by `write_export`,
with one message either way.

Export Graph asks for the file with a dialog that offers a name saying the section and the step,
and the slide's choices (size, legend, caption; app/export/controller.py remembers them and the
folder); a plot's picture size comes from `ask_picture_size`, or the command line's `--size WxH`
(`picture_size`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QGridLayout, QHBoxLayout,
                               QInputDialog, QLabel, QLineEdit, QMessageBox, QWidget)

from gradwalk.core.words import translate
from gradwalk.app.session.export_formats import ExportError, ExportFormat, format_of, graph_formats
from gradwalk.app.session.storage import StorageError, write_atomically
from gradwalk.views.graph.graph_export import SlideOptions, slide_png_bytes, slide_svg_bytes, walk_pdf_bytes
from gradwalk.views.plots.plot_export import DEFAULT_SIZE


__all__ = ["ExportError", "graph_bytes", "export_graph_file", "default_file_name", "write_export",
           "GraphExportDialog", "SLIDE_SIZES", "PICTURE_SIZES", "picture_size", "ask_picture_size"]


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


def write_export(window: QWidget, path: str | Path, formats: tuple[ExportFormat, ...],
                 render: Callable[[ExportFormat], bytes], say: Callable[[str], None]) -> Path | None:
    """Write `render(format)` to `path`, in the format its suffix names among `formats`; a
    problem (an unknown suffix, a folder one cannot write to) is shown in a box and said with
    `say`, and leaves any file there as it was. The path written, or None."""
    try:
        write_atomically(path, render(format_of(path, formats)))
    except (ExportError, StorageError) as err:
        QMessageBox.warning(window, translate("GraphExporter", "Export failed"), str(err))
        say(translate("GraphExporter", "Export failed: {0}").format(err))
        return None
    say(translate("GraphExporter", "Saved {0}").format(path))
    return Path(path)


def graph_bytes(view, fmt: str, frames: Sequence = (), titles: Sequence[str] = (),
                options: SlideOptions = SlideOptions()) -> bytes:
    """The graph view's shown frame as a slide in `fmt` (png, svg), or the walk as a PDF (pdf: it
    needs the walk's frames)."""
    if fmt == "png":
        return slide_png_bytes(view, options)
    if fmt == "svg":
        return slide_svg_bytes(view, options)
    if not frames:
        raise ExportError(translate("GraphExporter", "there is no walk to export"))
    return walk_pdf_bytes(view, list(frames), list(titles), options)


def export_graph_file(view, path: str | Path, frames: Sequence = (), titles: Sequence[str] = (),
                      options: SlideOptions = SlideOptions()) -> None:
    """Write the graph to `path` in the format its suffix names (raises ExportError, StorageError)."""
    fmt = format_of(path, graph_formats())
    write_atomically(path, graph_bytes(view, fmt.suffix, frames, titles, options))


SLIDE_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160), (1024, 768),
               (1600, 1200))  # 16:9 first, then 4:3 slides


def default_file_name(section: str, step: int, fmt: str) -> str:
    """The file name the dialog offers: the section and the step (`first_derivative-step-3.png`), or
    the section's walk for a PDF (`first_derivative-walk.pdf`)."""
    stem = section or "graph"
    return f"{stem}-walk.pdf" if fmt == "pdf" else f"{stem}-step-{step}.{fmt}"


class GraphExportDialog(QFileDialog):
    """The save dialog of Export Graph, with the slide's choices under the file list: its size (for
    PNG and SVG; a PDF's pages are A4), and whether the legend and the caption are on it."""

    def __init__(self, parent: QWidget | None, folder: str, section: str, step: int,
                 options: SlideOptions) -> None:
        self.formats = graph_formats()
        self.filters = [fmt.name_filter for fmt in self.formats]
        super().__init__(parent, translate("GraphExporter", "Export Graph"), folder, ";;".join(self.filters))
        self.setObjectName("exportGraphDialog")
        self.section, self.step = section, step
        # Qt's own dialog: a platform's native one has no room for the slide's choices
        self.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        self.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        self.size_combo = QComboBox()
        self.size_combo.setObjectName("slideSize")
        self.size_combo.setAccessibleName(translate("GraphExporter", "Slide size"))
        self.size_combo.setToolTip(translate("GraphExporter", "The picture's size in pixels; a graph "
                                             "too big to read at this size gets a bigger slide of the "
                                             "same shape"))
        for width, height in SLIDE_SIZES:  # the data is text: Qt keeps a tuple as a list
            self.size_combo.addItem(f"{width} × {height}", f"{width}x{height}")
        found = self.size_combo.findData(f"{options.size[0]}x{options.size[1]}")
        if found < 0:
            self.size_combo.addItem(f"{options.size[0]} × {options.size[1]}",
                                    f"{options.size[0]}x{options.size[1]}")
            found = self.size_combo.count() - 1
        self.size_combo.setCurrentIndex(found)
        self.legend_box = QCheckBox(translate("GraphExporter", "Legend"))
        self.legend_box.setObjectName("slideLegend")
        self.legend_box.setToolTip(translate("GraphExporter", "Draw what the shapes and marks mean "
                                             "under the graph"))
        self.legend_box.setAccessibleName(self.legend_box.text())
        self.legend_box.setChecked(options.legend)
        self.caption_box = QCheckBox(translate("GraphExporter", "Caption"))
        self.caption_box.setObjectName("slideCaption")
        self.caption_box.setToolTip(translate("GraphExporter", "Write the step's sentence under the graph"))
        self.caption_box.setAccessibleName(self.caption_box.text())
        self.caption_box.setChecked(options.caption)
        row = QHBoxLayout()
        row.addWidget(self.size_combo)
        row.addWidget(self.legend_box)
        row.addWidget(self.caption_box)
        row.addStretch(1)
        layout = self.layout()
        if isinstance(layout, QGridLayout):  # Qt's dialog is a grid: a row of ours at its foot
            line = layout.rowCount()
            layout.addWidget(QLabel(translate("GraphExporter", "Slide:")), line, 0)
            layout.addLayout(row, line, 1, 1, -1)
        self.filterSelected.connect(self._format_chosen)
        self.selectNameFilter(self.filters[0])
        self._format_chosen(self.filters[0])

    def chosen_format(self) -> ExportFormat:
        chosen = self.selectedNameFilter()
        return self.formats[self.filters.index(chosen)] if chosen in self.filters else self.formats[0]

    def _format_chosen(self, name_filter: str) -> None:
        """Offer the default name of the chosen format, and the size only where it applies."""
        chosen = self.filters.index(name_filter) if name_filter in self.filters else 0
        fmt = self.formats[chosen]
        self.size_combo.setEnabled(fmt.sized)
        name = default_file_name(self.section, self.step, fmt.suffix)
        edit = self.findChild(QLineEdit, "fileNameEdit")  # Qt's name field: selectFile leaves it
        if edit is None:  # as it is while it has the focus
            self.selectFile(name)
            return
        defaults = {Path(default_file_name(self.section, self.step, f.suffix)).stem for f in self.formats}
        typed = edit.text().strip()
        if not typed or Path(typed).stem in defaults:  # a name of the learner's own stays theirs
            edit.setText(name)

    def options(self) -> SlideOptions:
        width, height = str(self.size_combo.currentData()).split("x")
        return SlideOptions(size=(int(width), int(height)), legend=self.legend_box.isChecked(),
                            caption=self.caption_box.isChecked())

    def path(self) -> str:
        """The file chosen, with the chosen format's suffix when its name has none."""
        files = self.selectedFiles()
        path = files[0] if files else ""
        if path and not Path(path).suffix:
            path += "." + self.chosen_format().suffix
        return path
