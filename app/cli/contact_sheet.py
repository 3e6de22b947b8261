"""Every section and step of a lesson, rendered into one image to look at.

    python -m gradwalk.app.cli.contact_sheet --lesson l04 --out sheet.png [--sizes 1280x800,1920x1080]
                                [--looks light,dark] [--lang en] [--thumb 480]

One row per section and window size and look; along the row, the window before the first step,
after each step, and at the end of the walk, each scaled to `--thumb` pixels wide with what it shows
written above it. The window is the real one, offscreen, with the lesson's code evaluated on this
thread (as `gradwalk screenshot` does). Run it before calling a picture done.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

__all__ = ["main"]

CAPTION_PX = 22
GAP_PX = 8


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    return int(width), int(height)


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m gradwalk.app.cli.contact_sheet",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--lesson", required=True, help="the lesson's id, for example l04")
    parser.add_argument("--out", required=True, help="the PNG to write")
    parser.add_argument("--sizes", default="1280x800,1920x1080", help="window sizes, comma-separated")
    parser.add_argument("--looks", default="light,dark", help="looks, comma-separated")
    parser.add_argument("--lang", default="en", help="the window's language")
    parser.add_argument("--thumb", type=int, default=480, help="each picture's width on the sheet")
    parser.add_argument("--sections", default="", help="section ids, comma-separated (default: all)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from gradwalk.app.base.appearance import apply_look
    from gradwalk.app.window.main_window import MainWindow
    from gradwalk.core.lessons import load_lesson

    app = QApplication.instance() or QApplication(sys.argv[:1])
    lesson = load_lesson(args.lesson)
    wanted = [s for s in args.sections.split(",") if s]
    sections = [s.id for s in lesson.sections if not wanted or s.id in wanted]
    rows: list[tuple[str, list[tuple[str, QImage]]]] = []
    for look in [look for look in args.looks.split(",") if look]:
        apply_look(app, look)
        for size in [_size(text) for text in args.sizes.split(",") if text]:
            with tempfile.TemporaryDirectory() as config:
                window = MainWindow(config_dir=Path(config), synchronous=True, language=args.lang)
                window.resize(*size)
                window.show()
                app.processEvents()
                for section_id in sections:
                    window.open_section(args.lesson, section_id)
                    for _ in range(3):
                        app.processEvents()
                    shots = []
                    for position in range(window.state.walk_length + 1):
                        window.show_position(position)
                        app.processEvents()
                        picture = window.grab().toImage().scaledToWidth(
                            args.thumb, Qt.TransformationMode.SmoothTransformation)
                        shots.append((f"step {position}", picture))
                    rows.append((f"{section_id} · {size[0]}x{size[1]} · {look}", shots))
                window.close()
    width = GAP_PX + max(len(shots) for _, shots in rows) * (args.thumb + GAP_PX)
    heights = [CAPTION_PX + max(image.height() for _, image in shots) + CAPTION_PX + GAP_PX
               for _, shots in rows]
    sheet = QImage(width, sum(heights) + GAP_PX, QImage.Format.Format_RGB32)
    sheet.fill(QColor("#e8e8e8"))
    painter = QPainter(sheet)
    y = GAP_PX
    for (title, shots), height in zip(rows, heights):
        painter.setPen(QColor("#000000"))
        painter.drawText(QRect(GAP_PX, y, width, CAPTION_PX), Qt.AlignmentFlag.AlignVCenter, title)
        x = GAP_PX
        for label, image in shots:
            painter.drawText(QRect(x, y + CAPTION_PX, args.thumb, CAPTION_PX), Qt.AlignmentFlag.AlignVCenter,
                             label)
            painter.drawImage(x, y + 2 * CAPTION_PX, image)
            x += args.thumb + GAP_PX
        y += height
    painter.end()
    if not sheet.save(args.out, "PNG"):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}: {len(rows)} rows, {sum(len(s) for _, s in rows)} pictures")
    return 0


if __name__ == "__main__":
    sys.exit(main())
