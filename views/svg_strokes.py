"""SVG strokes that keep their width in every viewer.

Qt's SVG writer draws a cosmetic pen (a width in pixels, whatever the scale: every curve of a plot)
as a path in the item's own coordinates under a group's `transform="matrix(...)"`, marked
`vector-effect="non-scaling-stroke"`. Browsers honour that; librsvg (before 2.56) and older
Inkscape do not, and stroke the line at its width times the plot's scale: a two-pixel curve over
(w, b) becomes a band hundreds of pixels wide. `bake_non_scaling_strokes` rewrites each such shape
with its coordinates already transformed, and a transform of its own that undoes its groups', so
that it is drawn where it was with no scale at all: the same picture in every viewer.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import numpy as np

__all__ = ["bake_non_scaling_strokes"]

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
_MATRIX = re.compile(r"matrix\(\s*([^)]*)\)")
_PAIR = re.compile(r"(-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*,\s*(-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)")


def _matrix_of(element: ET.Element) -> np.ndarray:
    found = _MATRIX.search(element.get("transform", ""))
    if found is None:
        return np.eye(3)
    a, b, c, d, e, f = (float(v) for v in re.split(r"[\s,]+", found.group(1).strip()))
    return np.array([[a, c, e], [b, d, f], [0.0, 0.0, 1.0]])


def _number(value: float) -> str:
    return f"{value:.6g}"


def _mapped_pairs(text: str, matrix: np.ndarray) -> str:
    def move(found: re.Match) -> str:
        x, y, _ = matrix @ np.array([float(found.group(1)), float(found.group(2)), 1.0])
        return f"{_number(x)},{_number(y)}"

    return _PAIR.sub(move, text)


def _bake(element: ET.Element, parents: np.ndarray) -> None:
    whole = parents @ _matrix_of(element)
    tag = element.tag.rsplit("}", 1)[-1]
    if element.get("vector-effect") == "non-scaling-stroke" and tag in ("path", "polyline", "polygon"):
        if not np.allclose(whole, np.eye(3)) and abs(np.linalg.det(whole[:2, :2])) > 1e-300:
            # Qt writes absolute M, L, C commands with x,y pairs: an affine map moves each pair
            name = "d" if tag == "path" else "points"
            element.set(name, _mapped_pairs(element.get(name, ""), whole))
            undo = np.linalg.inv(parents)  # its groups' transform, undone: drawn unscaled
            a, c, e = undo[0]
            b, d, f = undo[1]
            element.set("transform", "matrix(" + ",".join(_number(v) for v in (a, b, c, d, e, f)) + ")")
        return
    for child in element:
        _bake(child, whole)


def bake_non_scaling_strokes(svg: bytes) -> bytes:
    """The SVG with its non-scaling strokes' shapes in unscaled coordinates (see the module)."""
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.fromstring(svg)
    _bake(root, np.eye(3))
    return b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root)
