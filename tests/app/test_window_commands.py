"""`gradwalk screenshot` and `gradwalk export-graph`: a file, or one clear line and exit 1."""

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from app.main import main


@pytest.mark.parametrize("command", ["screenshot", "export-graph"])
@pytest.mark.parametrize("args, message", [
    (["--lesson", "l99", "--section", "first_derivative"], "l99"),
    (["--lesson", "l04", "--section", "no_such_section"], "no section 'no_such_section'"),
])
def test_unknown_lessons_and_sections_are_refused(command, args, message, tmp_path, capsys, qapp):
    out = tmp_path / "x.png"
    assert main([command, *args, "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"gradwalk {command}: ") and message in err and err.count("\n") == 1
    assert not out.exists()


def test_export_graph_refuses_an_unknown_format(tmp_path, capsys, qapp):
    out = tmp_path / "graph.jpg"
    assert main(["export-graph", "--lesson", "l04", "--section", "first_derivative",
                 "--out", str(out)]) == 1
    assert ".png, .svg or .pdf" in capsys.readouterr().err
    assert not out.exists()


def test_screenshot_refuses_a_language_the_lesson_lacks(tmp_path, capsys, qapp):
    assert main(["screenshot", "--lesson", "l04", "--section", "first_derivative", "--lang", "xx",
                 "--out", str(tmp_path / "x.png")]) == 1
    assert "not available in 'xx'" in capsys.readouterr().err


def test_screenshot_writes_the_window_at_a_step(tmp_path, qapp):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "--lesson", "l04", "--section", "first_derivative",
                 "--backward-steps", "99", "--size", "1000x700", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)


@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_export_graph_writes_each_format(tmp_path, suffix, qapp):
    out = tmp_path / f"graph.{suffix}"
    assert main(["export-graph", "--lesson", "l04", "--section", "first_derivative",
                 "--backward-steps", "3", "--out", str(out)]) == 0
    data = out.read_bytes()
    if suffix == "png":
        assert not QImage(str(out)).isNull()
    elif suffix == "svg":
        text = " ".join("".join(e.itertext()) for e in ET.fromstring(data).iter())
        assert "grad 3 + 4 = 7" in text
    else:
        assert data.startswith(b"%PDF")
