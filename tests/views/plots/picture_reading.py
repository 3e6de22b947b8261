"""Reading an exported picture as other programs do: the points an SVG draws and its view box,
librsvg's command to draw an SVG, and a picture's grey levels to compare two drawings."""

import re
import shutil

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

SVG = "{http://www.w3.org/2000/svg}"
MATRIX = re.compile(r"matrix\(([^)]*)\)")
NUMBER_PAIR = re.compile(r"(-?[\d.]+(?:e[+-]?\d+)?)\s*,\s*(-?[\d.]+(?:e[+-]?\d+)?)")


def svg_points(root):
    """Every point an SVG draws (path and polyline vertices, rectangles', images' and texts'
    corners), in the view box's coordinates: each group's matrix applied."""
    found = []

    def walk(element, matrix):
        transform = element.get("transform")
        if transform and MATRIX.search(transform):
            a, b, c, d, e, f = map(float, MATRIX.search(transform).group(1).split(","))
            matrix = matrix @ np.array([[a, c, e], [b, d, f], [0, 0, 1]])
        tag = element.tag.replace(SVG, "")
        local = []
        if tag == "path":
            local = NUMBER_PAIR.findall(element.get("d", ""))
        elif tag in ("polyline", "polygon"):
            local = NUMBER_PAIR.findall(element.get("points", ""))
        elif tag in ("rect", "image"):
            x, y = float(element.get("x", 0)), float(element.get("y", 0))
            w, h = float(element.get("width", 0)), float(element.get("height", 0))
            local = [(x, y), (x + w, y + h)]
        elif tag == "text":
            local = [(element.get("x", 0), element.get("y", 0))]
        for x, y in local:
            px, py, _ = matrix @ np.array([float(x), float(y), 1.0])
            found.append((tag, px, py))
        for child in element:
            walk(child, matrix)

    walk(root, np.eye(3))
    return found


def view_box(root):
    return tuple(map(float, root.get("viewBox").split()))


def rsvg() -> str:
    found = shutil.which("rsvg-convert")
    if found is None:
        pytest.skip("rsvg-convert (librsvg2-bin) is not installed: the SVG is checked by xml only")
    return found


def grey_levels(image: QImage, size=(160, 90)) -> np.ndarray:
    small = image.convertToFormat(QImage.Format.Format_Grayscale8).scaled(
        *size, aspectMode=Qt.AspectRatioMode.IgnoreAspectRatio,
        mode=Qt.TransformationMode.SmoothTransformation)
    return np.array([[small.pixelColor(x, y).value() for x in range(size[0])] for y in range(size[1])],
                    dtype=float)
