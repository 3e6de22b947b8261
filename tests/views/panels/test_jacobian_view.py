"""The Jacobian view: a column per forward sweep, a row per reverse sweep, big matrices cut short."""

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from gradwalk.views.panels.jacobian_view import MAX_SHOWN, JacobianView

ROWS = ["y[0]", "y[1]"]
COLUMNS = ["x[0]", "x[1]", "x[2]"]


def _add(qtbot):
    view = JacobianView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    return view


def _texts(view):
    table = view.table
    return [[view.cell_text(r, c) for c in range(table.columnCount())] for r in range(table.rowCount())]


def _tinted(view, row, column):
    item = view.table.item(row, column)
    return item is not None and item.background().style() != Qt.BrushStyle.NoBrush


def test_begin_shows_an_empty_matrix_with_its_labels(qtbot):
    view = _add(qtbot)
    assert view.objectName() == "jacobianView"
    assert view.table.objectName() == "jacobianTable"
    assert view.headline_label.objectName() == "jacobianHeadline"
    assert view.headline_label.wordWrap()
    view.begin(ROWS, COLUMNS, "forward")
    table = view.table
    assert (table.rowCount(), table.columnCount()) == (2, 3)
    assert [table.verticalHeaderItem(r).text() for r in range(2)] == ROWS
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == COLUMNS
    assert _texts(view) == [["", "", ""], ["", "", ""]]
    assert view.sweeps_done() == 0
    assert view.headline() == "Forward mode: 0 of 3 sweeps, one per column"
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    for column in range(3):  # no column narrower than its title
        assert table.columnWidth(column) >= table.horizontalHeader().sectionSizeHint(column)


def test_forward_sweep_fills_exactly_its_column(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(1, [0.5, -2.0], 0.000031)
    assert _texts(view) == [["", "0.5", ""], ["", "-2", ""]]
    assert view.sweeps_done() == 1
    assert view.headline() == "Forward mode: 1 of 3 sweeps, one per column · 0.031 ms"
    tip = view.table.item(0, 1).toolTip()
    assert "0.5" in tip and "x[1]" in tip and "forward sweep 2" in tip
    assert view.table.item(0, 1).flags() & Qt.ItemFlag.ItemIsEditable == Qt.ItemFlag.NoItemFlags


def test_reverse_sweep_fills_exactly_its_row(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "reverse")
    assert view.headline() == "Reverse mode: 0 of 2 sweeps, one per row"
    view.fill(0, [1.0, 2.0, 3.0], 0.002)
    assert _texts(view) == [["1", "2", "3"], ["", "", ""]]
    assert view.headline() == "Reverse mode: 1 of 2 sweeps, one per row · 2 ms"
    assert "reverse sweep 1" in view.table.item(0, 2).toolTip()


def test_tooltip_has_the_value_at_full_precision(qtbot):
    view = _add(qtbot)
    view.begin(["y"], ["x"], "forward")
    value = 0.1 + 0.2
    view.fill(0, [value], 0.0)
    assert view.cell_text(0, 0) == "0.3"
    assert repr(value) in view.table.item(0, 0).toolTip()


def test_only_the_latest_sweep_is_tinted_and_finish_clears_it(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(0, [1.0, 2.0], 0.001)
    assert _tinted(view, 0, 0) and _tinted(view, 1, 0)
    colour = view.table.item(0, 0).background().color()
    assert colour.rgb() == view.palette().color(QPalette.ColorRole.Highlight).rgb()
    assert 0 < colour.alpha() < 255
    view.fill(2, [3.0, 4.0], 0.002)
    assert not _tinted(view, 0, 0) and not _tinted(view, 1, 0)
    assert _tinted(view, 0, 2) and _tinted(view, 1, 2)
    assert view.cell_text(1, 0) == "2"  # an earlier sweep keeps its numbers
    view.fill(1, [5.0, 6.0], 0.003)
    view.finish(0.00005)
    assert not any(_tinted(view, r, c) for r in range(2) for c in range(3))
    assert view.headline() == "Forward mode: 3 sweeps, one per column, in 0.05 ms"
    assert _texts(view) == [["1", "5", "3"], ["2", "6", "4"]]


def test_headline_counts_one_sweep_and_seconds(qtbot):
    view = _add(qtbot)
    view.begin(["loss"], COLUMNS, "reverse")
    assert view.headline() == "Reverse mode: 0 of 1 sweep, one per row"
    view.fill(0, [1.0, 2.0, 3.0], 1.5)
    assert view.headline() == "Reverse mode: 1 of 1 sweep, one per row · 1.5 s"
    view.finish(2.25)
    assert view.headline() == "Reverse mode: 1 sweep, one per row, in 2.25 s"


def test_begin_again_starts_a_fresh_matrix(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(0, [1.0, 2.0], 0.001)
    view.begin(["z"], ["w"], "reverse")
    assert view.sweeps_done() == 0
    assert (view.table.rowCount(), view.table.columnCount()) == (1, 1)
    assert view.cell_text(0, 0) == ""
    assert view.headline() == "Reverse mode: 0 of 1 sweep, one per row"


def test_show_message_clears_the_matrix(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(0, [1.0, 2.0], 0.001)
    view.show_message("Nothing to build: the expression has no variable")
    assert view.headline() == "Nothing to build: the expression has no variable"
    assert (view.table.rowCount(), view.table.columnCount()) == (0, 0)
    assert view.cell_text(0, 0) == ""
    assert view.sweeps_done() == 0 and view.mode() is None
    with pytest.raises(RuntimeError):
        view.fill(0, [1.0, 2.0], 0.001)


def test_a_wide_matrix_shows_the_first_columns_and_says_so(qtbot):
    view = _add(qtbot)
    columns = [f"x[{i}]" for i in range(10_000)]
    view.begin(["y[0]", "y[1]", "y[2]"], columns, "forward")
    assert view.table.columnCount() == MAX_SHOWN == 200
    assert view.table.rowCount() == 3
    assert view.table.horizontalHeaderItem(199).text() == "x[199]"
    assert view.headline() == ("Forward mode: 0 of 10,000 sweeps, one per column"
                               " · showing the first 200 of 10,000 columns")
    view.fill(199, [1.0, 2.0, 3.0], 0.001)
    assert [view.cell_text(r, 199) for r in range(3)] == ["1", "2", "3"]
    view.fill(5000, [7.0, 8.0, 9.0], 0.002)  # counted, not drawn
    assert view.sweeps_done() == 2
    assert view.headline().startswith("Forward mode: 2 of 10,000 sweeps, one per column · 2 ms")
    assert "showing the first 200 of 10,000 columns" in view.headline()
    assert view.table.columnCount() == 200
    shown = [view.cell_text(r, c) for r in range(3) for c in range(200)]
    assert "7" not in shown and "8" not in shown and "9" not in shown
    assert not _tinted(view, 0, 199)  # the latest sweep is not drawn: nothing is tinted


def test_a_tall_matrix_in_reverse_mode_is_cut_short_too(qtbot):
    view = _add(qtbot)
    view.begin([f"y[{i}]" for i in range(10_000)], ["x"], "reverse")
    assert (view.table.rowCount(), view.table.columnCount()) == (200, 1)
    assert view.headline().endswith("showing the first 200 of 10,000 rows")
    view.fill(9_999, [4.0], 0.001)
    assert view.sweeps_done() == 1
    assert all(view.cell_text(r, 0) == "" for r in range(200))


def test_a_big_square_matrix_builds_fast(qtbot):
    view = _add(qtbot)
    labels = [f"v[{i}]" for i in range(300)]
    start = time.perf_counter()
    view.begin(labels, labels, "reverse")
    begun = time.perf_counter() - start
    assert (view.table.rowCount(), view.table.columnCount()) == (200, 200)
    assert "showing the first 200 of 300 rows and 200 of 300 columns" in view.headline()
    assert begun < 0.5
    start = time.perf_counter()
    view.fill(0, [float(i) for i in range(300)], 0.001)
    assert time.perf_counter() - start < 0.5
    assert view.cell_text(0, 199) == "199"


def test_wrong_lengths_sweeps_and_modes_are_refused(qtbot):
    view = _add(qtbot)
    with pytest.raises(ValueError):
        view.begin(ROWS, COLUMNS, "sideways")
    with pytest.raises(RuntimeError):
        view.fill(0, [1.0, 2.0], 0.0)  # no matrix begun
    view.begin(ROWS, COLUMNS, "forward")
    with pytest.raises(ValueError):
        view.fill(0, [1.0, 2.0, 3.0], 0.0)  # a column has len(rows) values
    with pytest.raises(ValueError):
        view.fill(3, [1.0, 2.0], 0.0)
    with pytest.raises(ValueError):
        view.fill(-1, [1.0, 2.0], 0.0)
    view.begin(ROWS, COLUMNS, "reverse")
    with pytest.raises(ValueError):
        view.fill(0, [1.0, 2.0], 0.0)  # a row has len(columns) values
    with pytest.raises(ValueError):
        view.fill(2, [1.0, 2.0, 3.0], 0.0)
    assert view.sweeps_done() == 0 and _texts(view) == [["", "", ""], ["", "", ""]]


def test_clicking_a_cell_says_which(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(2, [1.0, 2.0], 0.001)
    table = view.table
    centre = table.visualRect(table.model().index(1, 2)).center()
    with qtbot.waitSignal(view.cellChosen, timeout=1000) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert blocker.args == [1, 2]


@pytest.mark.parametrize("mode", ["forward", "reverse"])
def test_a_column_widens_to_its_numbers_and_never_below_its_title(qtbot, mode):
    view = _add(qtbot)
    view.begin(["y"], ["x", "a much longer title"], mode)
    table = view.table
    narrow = table.columnWidth(0)
    values = [-1234.56789] if mode == "forward" else [-1234.56789, 1.0]
    view.fill(0, values, 0.001)
    assert view.cell_text(0, 0) == "-1234.56789"
    assert table.columnWidth(0) > narrow
    assert table.columnWidth(0) >= table.sizeHintForColumn(0)  # the whole number is seen
    assert table.columnWidth(1) >= table.horizontalHeader().sectionSizeHint(1)


@pytest.mark.parametrize("seconds, shown", [
    (0.0, "0 ms"), (0.000031, "0.031 ms"), (0.0123456, "12.3 ms"), (0.99996, "1 s"),
    (1.5, "1.5 s"), (12.345, "12.3 s"), (1234.6, "1235 s"), (12345.6, "12,346 s"),
])
def test_times_have_three_significant_digits_and_no_powers_of_ten(qtbot, seconds, shown):
    view = _add(qtbot)
    view.begin(["y"], ["x"], "forward")
    view.fill(0, [1.0], seconds)
    assert view.headline() == f"Forward mode: 1 of 1 sweep, one per column · {shown}"
    view.finish(seconds)
    assert view.headline() == f"Forward mode: 1 sweep, one per column, in {shown}"


def test_a_cell_writes_its_value_as_the_gradient_table_does(qtbot):
    from gradwalk.core.engine import line_text

    view = _add(qtbot)
    view.begin(["y"], ["x", "z"], "reverse")
    view.fill(0, [11 / 3, 12345.5], 0.0)
    assert [view.cell_text(0, 0), view.cell_text(0, 1)] == [line_text(11 / 3), line_text(12345.5)]
    assert view.cell_text(0, 0) == "3.666667"  # six decimals, the walk's digits, in every language


def test_several_sweeps_filled_at_once_are_tinted_together_and_counted_once(qtbot):
    # a replay of a thousand sweeps fills many in one turn: the headline is written once for them
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(0, [1.0, 2.0], 0.001)
    headlines = []
    original = view._set_headline
    view._set_headline = lambda text: (headlines.append(text), original(text))
    view.fill_many([(1, [3.0, 4.0]), (2, [5.0, 6.0])], 0.003)
    assert _texts(view) == [["1", "3", "5"], ["2", "4", "6"]]
    assert not _tinted(view, 0, 0) and _tinted(view, 0, 1) and _tinted(view, 1, 2)
    assert headlines == ["Forward mode: 3 of 3 sweeps, one per column · 3 ms"]


def test_a_bad_sweep_among_several_leaves_the_matrix_as_it_was(qtbot):
    view = _add(qtbot)
    view.begin(ROWS, COLUMNS, "forward")
    view.fill(0, [1.0, 2.0], 0.001)
    with pytest.raises(ValueError, match="sweep 2 has 1 values"):
        view.fill_many([(1, [3.0, 4.0]), (2, [5.0])], 0.003)
    assert _texts(view) == [["1", "", ""], ["2", "", ""]] and view.sweeps_done() == 1
    assert _tinted(view, 0, 0)
