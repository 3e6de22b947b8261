"""`gradwalk screenshot`, `gradwalk export-graph` and `gradwalk export-plot`: a file, or one clear
line and exit 1."""

import csv
import io
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtGui import QImage

from gradwalk.app.main import main
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import section_trainings
from gradwalk.core.training.descent import run_descent
from tests.app.training.training_reference import lesson_descent
from tests.views.plots.picture_reading import grey_levels, rsvg, svg_points, view_box


@pytest.mark.parametrize("command", ["screenshot", "export-graph", "export-plot"])
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
    step = ["--backward-steps", "3"] if suffix != "pdf" else []  # a PDF holds every step
    assert main(["export-graph", "--lesson", "l04", "--section", "first_derivative", *step,
                 "--out", str(out)]) == 0
    data = out.read_bytes()
    if suffix == "png":
        assert not QImage(str(out)).isNull()
    elif suffix == "svg":
        text = " ".join("".join(e.itertext()) for e in ET.fromstring(data).iter())
        assert "grad 3 + 4 = 7" in text
    else:
        assert data.startswith(b"%PDF")


MOONS_GRAPH = ["export-graph", "--lesson", "l05", "--section", "two_moons", "--backward-steps", "7"]


def _svg_text(path) -> str:
    return " ".join("".join(e.itertext()) for e in ET.fromstring(path.read_bytes()).iter())


def test_export_graph_draws_a_network_a_layer_a_box_opens_one_or_draws_every_operation(tmp_path, qapp):
    out = tmp_path / "g.svg"
    assert main([*MOONS_GRAPH, "--out", str(out)]) == 0
    text = _svg_text(out)
    assert "layer 2 → 16, tanh" in text and "matmul(X, W1)" not in text
    assert "Step 4 of 4" in text and "the layer 2 → 16, tanh" in text  # the loss's box, then 3 layers
    assert main([*MOONS_GRAPH, "--open-layer", "h1", "--out", str(out)]) == 0
    text = _svg_text(out)
    assert "matmul(X, W1)" in text and "layer 16 → 16, tanh" in text and "Step 6 of 6" in text
    assert main([*MOONS_GRAPH, "--layers", "operations", "--out", str(out)]) == 0
    text = _svg_text(out)
    assert "layer 2 → 16" not in text and "Step 7 of 12" in text


def test_a_layer_the_graph_has_not_is_refused_with_the_layers_it_has(tmp_path, capsys, qapp):
    out = tmp_path / "g.png"
    assert main([*MOONS_GRAPH, "--open-layer", "h9", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err == ("gradwalk export-graph: no layer named h9 in the section's graph; its layers: h1, h2, z; "
                   "and the loss's box: loss\n")
    assert not out.exists()
    assert main(["screenshot", "--lesson", "l04", "--section", "first_derivative", "--open-layer", "y",
                 "--out", str(out)]) == 1
    assert "has no layers to open" in capsys.readouterr().err and not out.exists()


FIRST_STEP_3 = ["export-graph", "--lesson", "l04", "--section", "first_derivative", "--backward-steps", "3"]


def test_export_graph_writes_a_1600_by_900_slide_by_default_and_the_size_asked_for(tmp_path, qapp):
    out = tmp_path / "g.png"
    assert main([*FIRST_STEP_3, "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 900)
    assert main([*FIRST_STEP_3, "--size", "1920x1080", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)


def test_export_graph_puts_the_legend_and_caption_on_the_slide_unless_told_not_to(tmp_path, qapp):
    out = tmp_path / "g.svg"
    assert main([*FIRST_STEP_3, "--out", str(out)]) == 0
    text = " ".join("".join(e.itertext()) for e in ET.fromstring(out.read_bytes()).iter())
    assert "edge of this step" in text and "The walk is complete." in text
    assert main([*FIRST_STEP_3, "--no-legend", "--no-caption", "--out", str(out)]) == 0
    text = " ".join("".join(e.itertext()) for e in ET.fromstring(out.read_bytes()).iter())
    assert "edge of this step" not in text and "The walk is complete." not in text
    assert "grad 3 + 4 = 7" in text


def test_export_graph_writes_a_pdf_page_per_step(tmp_path, qapp):
    out = tmp_path / "walk.pdf"
    assert main([*FIRST_STEP_3[:-2], "--out", str(out)]) == 0  # no --backward-steps: it holds them all
    walk_length = 3  # y = sqr(x) + 3x: y, sqr(x), 3·x
    data = out.read_bytes()
    assert len(re.findall(rb"/Type\s*/Page(?!s)", data)) == walk_length + 1


@pytest.mark.parametrize("size", ["100x100", "1600", "1600x9000", "٣٠٠x٣٠٠"])
def test_export_graph_refuses_a_size_it_cannot_draw(size, tmp_path, capsys, qapp):
    out = tmp_path / "g.png"
    with pytest.raises(SystemExit) as exit_:
        main([*FIRST_STEP_3, "--size", size, "--out", str(out)])
    assert exit_.value.code == 2
    assert "WIDTHxHEIGHT" in capsys.readouterr().err and not out.exists()


# --- export-plot and screenshot --train -----------------------------------------------------------

REGRESSION = ["--lesson", "l04", "--section", "regression"]


@pytest.fixture(scope="module")
def regression_trainings():
    """The regression section's trainings, on the data the window reads (as the command does)."""
    lesson = load_lesson("l04")
    env, _ = load_data(lesson)
    return section_trainings(lesson.section("regression"), env)


def test_export_plot_writes_a_png(tmp_path, qapp):
    out = tmp_path / "loss.png"
    assert main(["export-plot", *REGRESSION, "--runs", "2,3", "--log", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 100 and image.height() > 100


def test_export_plot_writes_an_svg_with_curves_and_the_loss_axis(tmp_path, qapp):
    out = tmp_path / "loss.svg"
    assert main(["export-plot", *REGRESSION, "--out", str(out)]) == 0
    root = ET.fromstring(out.read_bytes())
    assert any(e.tag.endswith("path") for e in root.iter())
    texts = ["".join(e.itertext()).strip() for e in root.iter()]
    assert "loss" in texts
    # the run that diverges (3e-5) is cut where it leaves the chart: an SVG keeps no clip, and a
    # curve drawn on towards 1e100 crossed the legend and the page (as librsvg draws it)
    left, top, width, height = view_box(root)
    outside = [(tag, x, y) for tag, x, y in svg_points(root)
               if not (left - 1 <= x <= left + width + 1 and top - 1 <= y <= top + height + 1)]
    assert not outside, outside[:5]


def reference_w(training):
    """The last w of run_descent on the training's own inputs, as the lesson's runner runs it."""
    loss_fn, params = lesson_descent(training)
    result = run_descent(loss_fn, params, training.lr, training.steps)
    return result.final.params["w"]


def test_export_plot_writes_a_csv_row_per_step(tmp_path, qapp, regression_trainings):
    out = tmp_path / "loss.csv"
    assert main(["export-plot", *REGRESSION, "--out", str(out)]) == 0
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    header, body = rows[0], rows[1:]
    assert header[0] == "step"
    loss_columns = [c for c in header if c.startswith("loss ")]
    assert len(loss_columns) == len(regression_trainings) == 4
    assert len(body) == max(t.steps for t in regression_trainings)
    assert [int(r[0]) for r in body] == list(range(1, len(body) + 1))
    raw = next(t for t in regression_trainings if t.label.endswith("raw pages, learning rate 1e-5"))
    w_column = next(i for i, c in enumerate(header)
                    if c.startswith("w ") and c.endswith("raw pages, learning rate 1e-5"))
    assert float(body[raw.steps - 1][w_column]) == reference_w(raw)


def test_export_plot_trains_only_the_runs_asked_for(tmp_path, qapp):
    out = tmp_path / "loss.csv"
    assert main(["export-plot", *REGRESSION, "--runs", "F32", "--runs", "1", "--out", str(out)]) == 0
    header = next(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert [c for c in header if c.startswith("loss ")] == [
        "loss raw pages, learning rate 3e-5", "loss standardised pages, f32, learning rate 0.1"]


@pytest.mark.parametrize("args, message", [
    (["--lesson", "l04", "--section", "first_derivative", "--out", "x.png"],
     "section first_derivative trains nothing; sections that train: regression, "
     "exercise_2_quadratic"),
    ([*REGRESSION, "--out", "loss.jpg"], "must end in .png, .svg or .csv"),
    ([*REGRESSION, "--runs", "5", "--out", "x.png"], "--runs 5: the section has 4 runs"),
    ([*REGRESSION, "--runs", "0,1", "--out", "x.png"], "--runs 0: the section has 4 runs"),
    ([*REGRESSION, "--runs", "adam", "--out", "x.png"],
     "--runs 'adam' matches none of the section's runs: 1 descent on raw pages"),
])
def test_export_plot_refusals(args, message, tmp_path, capsys, qapp, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["export-plot", *args]) == 1
    err = capsys.readouterr().err
    assert err.startswith("gradwalk export-plot: ") and message in err and err.count("\n") == 1
    assert not list(tmp_path.iterdir())


def test_screenshot_refuses_to_train_a_section_without_training(tmp_path, capsys, qapp):
    assert main(["screenshot", "--lesson", "l04", "--section", "var_set", "--train",
                 "--out", str(tmp_path / "x.png")]) == 1
    assert "section var_set trains nothing" in capsys.readouterr().err


def test_screenshot_after_training_shows_the_curves(tmp_path, qapp):
    out = tmp_path / "trained.png"
    assert main(["screenshot", *REGRESSION, "--train", "--size", "1200x800", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


# --- picture sizes and the landscape ------------------------------------------------------------

def png_size(path):
    image = QImage(str(path))
    return image.width(), image.height()


def test_export_plot_pictures_are_1600x900_unless_a_size_is_given(tmp_path, qapp):
    out = tmp_path / "loss.png"
    assert main(["export-plot", *REGRESSION, "--runs", "2", "--out", str(out)]) == 0
    assert png_size(out) == (1600, 900)
    assert main(["export-plot", *REGRESSION, "--runs", "2", "--size", "2000x1000", "--out", str(out)]) == 0
    assert png_size(out) == (2000, 1000)
    svg = tmp_path / "loss.svg"
    assert main(["export-plot", *REGRESSION, "--runs", "2", "--size", "800x600", "--out", str(svg)]) == 0
    root = ET.fromstring(svg.read_bytes())
    left, top, width, height = map(float, root.get("viewBox").split())
    assert width / height == pytest.approx(800 / 600, rel=1e-3)


def test_export_plot_writes_the_landscape_with_its_optimum(tmp_path, qapp):
    out = tmp_path / "landscape.svg"
    assert main(["export-plot", *REGRESSION, "--plot", "landscape", "--out", str(out)]) == 0
    texts = ["".join(e.itertext()).strip() for e in ET.fromstring(out.read_bytes()).iter()]
    assert "Loss over (w, b)" in texts and any(t.startswith("lowest loss: w ") for t in texts)
    # the runs asked for are on it: the standardised ones, on their own data
    standard = tmp_path / "standardised.svg"
    assert main(["export-plot", *REGRESSION, "--runs", "3,4", "--plot", "landscape",
                 "--out", str(standard)]) == 0
    texts = ["".join(e.itertext()).strip() for e in ET.fromstring(standard.read_bytes()).iter()]
    assert "standardised pages, f64, learning rate 0.1" in texts
    assert "raw pages, learning rate 3e-5" not in texts
    png = tmp_path / "landscape.png"
    assert main(["export-plot", "--lesson", "l04", "--section", "exercise_2_quadratic", "--plot",
                 "landscape", "--size", "1200x900", "--out", str(png)]) == 0
    assert png_size(png) == (1200, 900)  # the landscape of its line run


def test_export_plot_refuses_a_landscape_no_run_has(tmp_path, capsys, qapp):
    out = tmp_path / "landscape.png"
    assert main(["export-plot", "--lesson", "l04", "--section", "exercise_2_quadratic", "--runs", "1",
                 "--plot", "landscape", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("gradwalk export-plot: there is no landscape to export: ")
    assert err.count("\n") == 1 and not out.exists()


@pytest.mark.parametrize("size", ["1600", "100x100", "9000x900", "1600x900x2"])
def test_export_plot_refuses_sizes_it_cannot_make(size, tmp_path, capsys, qapp):
    with pytest.raises(SystemExit) as stop:
        main(["export-plot", *REGRESSION, "--size", size, "--out", str(tmp_path / "x.png")])
    assert stop.value.code == 2 and "WIDTHxHEIGHT" in capsys.readouterr().err


def test_export_plot_draws_the_same_picture_in_png_and_in_svg(tmp_path, qapp):
    # The command line makes the plot and exports it at once: the diverging run's curve is cut
    # at the chart's edges, and the words of its mark get their box around them, in both formats.
    import subprocess


    png, svg, drawn = tmp_path / "loss.png", tmp_path / "loss.svg", tmp_path / "loss-from-svg.png"
    assert main(["export-plot", *REGRESSION, "--out", str(png)]) == 0
    assert main(["export-plot", *REGRESSION, "--out", str(svg)]) == 0
    subprocess.run([rsvg(), str(svg), "-o", str(drawn)], check=True, capture_output=True, timeout=60)
    size = (320, 180)
    difference = np.abs(grey_levels(QImage(str(drawn)), size) - grey_levels(QImage(str(png)), size))
    assert difference.mean() < 6, difference.mean()
    # the top left, where the mark's words and their box are: a box drawn at the scene's scale
    # instead of the picture's made 171 of these pixels differ (1 when it is drawn right)
    corner = difference[:45, :130]
    assert (corner > 40).sum() < 40, (corner > 40).sum()


MOONS = ["--lesson", "l05", "--section", "two_moons"]


def test_export_plot_writes_the_decision_boundary_as_png_and_svg_alike(tmp_path, qapp):
    import subprocess


    png, svg, drawn = tmp_path / "b.png", tmp_path / "b.svg", tmp_path / "b-from-svg.png"
    assert main(["export-plot", *MOONS, "--plot", "boundary", "--size", "1200x800", "--out", str(png)]) == 0
    assert png_size(png) == (1200, 800)
    assert main(["export-plot", *MOONS, "--plot", "boundary", "--size", "1200x800", "--out", str(svg)]) == 0
    texts = ["".join(e.itertext()).strip() for e in ET.fromstring(svg.read_bytes()).iter()]
    assert "Decision boundary" in texts and "class 0" in texts and "held out (hollow)" in texts
    assert any("accuracy" in t for t in texts)  # the caption: the step and the accuracies
    subprocess.run([rsvg(), str(svg), "-o", str(drawn)], check=True, capture_output=True, timeout=60)
    size = (240, 160)
    difference = np.abs(grey_levels(QImage(str(drawn)), size) - grey_levels(QImage(str(png)), size))
    assert difference.mean() < 8, difference.mean()


def test_export_plot_refuses_a_boundary_a_line_has_not(tmp_path, capsys, qapp):
    assert main(["export-plot", *REGRESSION, "--plot", "boundary", "--out", str(tmp_path / "b.png")]) == 1
    assert "no decision boundary" in capsys.readouterr().err
    assert not (tmp_path / "b.png").exists()


def test_export_plot_writes_a_classifiers_accuracy_into_the_csv(tmp_path, qapp):
    out = tmp_path / "moons.csv"
    assert main(["export-plot", *MOONS, "--out", str(out)]) == 0
    header = out.read_text(encoding="utf-8").splitlines()[0]
    assert "accuracy 2-16-16-1" in header and "held-out accuracy 2-16-16-1" in header


LAYER_GRAPH = ["export-graph", "--lesson", "l05", "--section", "a_layer"]


def test_export_graph_opens_a_node_into_its_elements_or_says_why_not(tmp_path, capsys, qapp):
    out = tmp_path / "g.svg"
    assert main([*LAYER_GRAPH, "--open", "H", "--backward-steps", "2", "--out", str(out)]) == 0
    text = _svg_text(out)
    assert "H[3,2]" in text and "t1[0,0]" in text and "Step 2 of 28" in text
    assert "opened into its elements" in text
    assert main([*LAYER_GRAPH, "--open", "W", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err == ("gradwalk export-graph: W is a leaf: no operation made it, so there is nothing to "
                   "open.\n")
    assert main(["screenshot", "--lesson", "l05", "--section", "a_layer", "--open", "nothing",
                 "--out", str(tmp_path / "s.png")]) == 1
    assert "no node named nothing" in capsys.readouterr().err and not (tmp_path / "s.png").exists()


def test_export_graph_draws_one_training_points_graph_or_says_why_not(tmp_path, capsys, qapp):
    out = tmp_path / "g.svg"
    moons = ["export-graph", "--lesson", "l05", "--section", "one_point"]
    assert main([*moons, "--point", "157", "--open-layer", "h1", "--open", "h1", "--out", str(out)]) == 0
    text = _svg_text(out)
    assert "(1×16)" in text and "h1[0,15]" in text  # one row per layer, its 16 units opened
    assert main([*moons, "--point", "300", "--out", str(out)]) == 1
    assert "no training point 300: the section's points are numbered 0 to 299" in capsys.readouterr().err
    assert main(["export-graph", "--lesson", "l04", "--section", "regression", "--point", "0",
                 "--out", str(tmp_path / "r.svg")]) == 1
    assert "trains no classifier on points" in capsys.readouterr().err and not (tmp_path / "r.svg").exists()


def test_a_screenshot_lays_the_graph_out_for_the_window_it_is_drawn_in(tmp_path, qapp, monkeypatch):
    # opened before the window was shown, the graph was laid out for a view without a size (one
    # label width tried): lesson 5's exercise 3 came out wider than the window shows it whole
    from gradwalk.app.cli import window_commands

    seen = []
    made = window_commands._window

    def watched(*args, **kwargs):
        app, window, problem = made(*args, **kwargs)
        view = window.widgets.graph
        in_view = view.mapToScene(view.viewport().rect()).boundingRect()
        seen.append((view.scale_factor() >= view.readable_scale() * 0.999,
                     [node.label for node in window.state.outcome.snapshot.nodes
                      if not in_view.contains(view.node_item(node.id).sceneBoundingRect())]))
        return app, window, problem

    monkeypatch.setattr(window_commands, "_window", watched)
    out = tmp_path / "ex3.png"
    assert main(["screenshot", "--lesson", "l05", "--section", "exercise_3_point_pulls", "--out", str(out)]) == 0
    assert seen == [(True, [])]


def test_export_plot_eager_writes_the_replayed_runs_numbers_to_the_last_digit(tmp_path, qapp):
    """--eager unticks each run's Replay: every step eagerly, the same CSV, digit for digit."""
    replayed, eager = tmp_path / "replayed.csv", tmp_path / "eager.csv"
    assert main(["export-plot", *REGRESSION, "--runs", "3,4", "--out", str(replayed)]) == 0
    assert main(["export-plot", *REGRESSION, "--runs", "3,4", "--eager", "--out", str(eager)]) == 0
    text = replayed.read_text(encoding="utf-8")
    assert text.count("\n") > 100 and text == eager.read_text(encoding="utf-8")
