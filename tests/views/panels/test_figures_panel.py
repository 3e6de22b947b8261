"""The figures panel draws plain records: each a row, wrapped at the panel's width, with its whole
value in the tooltip, a check's verdict in mark, words and colour, and the keys to reach it."""

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from gradwalk.views.panels.figures_panel import FiguresPanel


@dataclass(frozen=True)
class Row:  # the fields of app/session/figures.py's FigureRow that the panel reads
    label: str
    value: str = ""
    tip: str = ""
    holds: bool | None = None
    details: tuple[str, ...] = ()
    heading: bool = False
    waiting: bool = False


ROWS = [
    Row("tanh: the same ratio", "0.183579 (f64)", "tanh: the same ratio:\n0.18357912345678901 (f64)"),
    Row("1 − a² is below one millionth", "true", "1 − a² is below one millionth:\ntrue", holds=True),
    Row("the two forms agree", "false", "the two forms agree:\nfalse\nthey differ by up to 2",
        holds=False, details=("they differ by up to 2",)),
    Row("2-16-16-1 tanh network", heading=True),
    Row("loss after step", "after a run", "Shown once the run ends", waiting=True),
    Row("Jacobian of y, built forward",
        "[[0.786448, 0.839949, 0], [0, -0.419974, 0.211952]] (shape [2, 3], f64)",
        "Jacobian:\nshape [2, 3], f64\n[[...]]", details=("3 forward sweeps, one per input element",)),
]


def panel(qtbot, width=260) -> FiguresPanel:
    made = FiguresPanel()
    qtbot.addWidget(made)
    made.resize(width, 600)
    made.show()
    made.show_figures(ROWS)
    return made


def test_each_record_is_a_row_with_its_whole_value_in_the_tooltip(qtbot):
    shown = panel(qtbot)
    rows = shown.rows
    assert rows.count() == len(ROWS) and shown.message.isHidden()
    assert rows.item(0).toolTip().endswith("0.18357912345678901 (f64)")
    assert rows.item(0).data(Qt.ItemDataRole.AccessibleTextRole) == (
        "tanh: the same ratio: 0.18357912345678901 (f64)")
    # a check says its verdict in words to a screen reader, and why it fails
    assert rows.item(1).data(Qt.ItemDataRole.AccessibleTextRole) == "1 − a² is below one millionth: holds"
    assert rows.item(2).data(Qt.ItemDataRole.AccessibleTextRole) == (
        "the two forms agree: does not hold they differ by up to 2")
    assert not rows.item(3).flags() & Qt.ItemFlag.ItemIsSelectable  # a heading is not a figure


def test_rows_wrap_at_the_panels_width_and_grow_as_it_narrows(qtbot):
    shown = panel(qtbot, width=520)
    qtbot.waitUntil(lambda: shown.rows.visualItemRect(shown.rows.item(5)).height() > 0)
    wide = shown.rows.visualItemRect(shown.rows.item(5)).height()
    shown.resize(220, 600)
    qtbot.waitUntil(lambda: shown.rows.visualItemRect(shown.rows.item(5)).height() > wide)
    for index in range(shown.rows.count()):  # nothing runs past the right edge: no scroll bar
        assert shown.rows.visualItemRect(shown.rows.item(index)).right() <= shown.rows.viewport().width()
    assert not shown.rows.horizontalScrollBar().isVisible()


def test_the_arrows_move_between_rows_and_copy_takes_the_whole_value(qtbot):
    shown = panel(qtbot)
    shown.rows.setFocus()
    shown.rows.setCurrentRow(0)
    qtbot.keyClick(shown.rows, Qt.Key.Key_Down)
    assert shown.rows.currentRow() == 1
    qtbot.keyClick(shown.rows, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "1 − a² is below one millionth: holds"


def test_new_figures_keep_the_row_chosen_and_a_problem_is_said_above_them(qtbot):
    shown = panel(qtbot)
    shown.rows.setCurrentRow(4)
    shown.show_figures(ROWS, "section s, step 2: the lesson uses 'loss' before defining it", problem=True)
    assert shown.rows.currentRow() == 4
    assert not shown.message.isHidden() and "step 2" in shown.message.text()
    shown.show_figures([], "An exercise: Check My Answer compares your figures.")
    assert shown.rows.count() == 0 and "Check My Answer" in shown.message.text()
    assert shown.rows.isHidden()  # the sentence alone, no empty list under it
    shown.show_figures(ROWS)
    assert not shown.rows.isHidden() and shown.message.isHidden()


def test_figures_that_waited_for_a_run_come_into_view(qtbot):
    shown = panel(qtbot, width=220)
    shown.resize(220, 150)
    waiting = [Row(f"figure {n}", "1 (f64)") for n in range(12)] + [Row("trained", "after a run", waiting=True)]
    shown.show_figures(waiting)
    assert shown.rows.verticalScrollBar().value() == 0
    shown.show_figures(waiting[:-1] + [Row("trained", "0.5 (f64)")])
    qtbot.waitUntil(lambda: shown.rows.verticalScrollBar().value() > 0)
    last = shown.rows.visualItemRect(shown.rows.item(12))
    assert shown.rows.viewport().rect().intersects(last)


def test_a_sentence_alone_is_never_cut_to_a_line(qtbot):
    shown = panel(qtbot)
    shown.resize(240, 300)
    shown.show_figures([], "An exercise: Check My Answer compares the figures of your program with the "
                           "solution's, figure by figure, once you have written it.")
    qtbot.waitUntil(lambda: shown.message.height() > shown.message.fontMetrics().height() * 2)
    needed = shown.message.heightForWidth(shown.message.width())
    assert shown.minimumSizeHint().height() >= needed  # a splitter cannot squeeze it below that
