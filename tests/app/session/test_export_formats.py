"""The one table of what can be exported (app/session/export_formats.py), as the window and the command
line read a file's name."""

import pytest

from gradwalk.app.session.export_formats import ExportError, format_of, graph_formats, plot_formats


def test_a_name_gives_its_format_whatever_its_case():
    assert format_of("walk.PDF", graph_formats()).suffix == "pdf"
    assert format_of("/tmp/a.b/loss.csv", plot_formats()).suffix == "csv"
    assert format_of("slide.svg", graph_formats()).sized and not format_of("x.pdf", graph_formats()).sized


@pytest.mark.parametrize("name, formats, listed", [
    ("graph.jpg", graph_formats(), ".png, .svg or .pdf"),
    ("loss.pdf", plot_formats(), ".png, .svg or .csv"),  # a plot has no walk to make pages of
    ("noname", plot_formats(), ".png, .svg or .csv"),
])
def test_any_other_name_is_refused_with_the_names_that_work(name, formats, listed):
    with pytest.raises(ExportError, match=rf"cannot export to {name}: the file name must end in {listed}$"):
        format_of(name, formats)


def test_the_save_dialogs_filters_come_from_the_table():
    assert [fmt.name_filter for fmt in plot_formats()] == [
        "PNG image (*.png)", "SVG drawing (*.svg)", "CSV, a row per step (*.csv)"]
