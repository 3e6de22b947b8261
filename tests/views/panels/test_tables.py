"""Gradient table, tape list, lesson tree, section text and finite-difference table."""

from dataclasses import dataclass

from PySide6.QtCore import Qt

from gradwalk.views.panels.fd_results import FiniteDifferenceTable
from gradwalk.views.panels.gradient_table import PLAIN_MARKER, GradientTable
from gradwalk.views.panels.lesson_browser import LessonTree
from gradwalk.views.panels.section_text import SectionText
from gradwalk.views.panels.tape_list import CURRENT_MARK, DONE_MARK, TapeList


@dataclass(frozen=True)
class Entry:  # the fields of app.walk.StoreEntry that the table reads
    node: int
    label: str
    kind: str
    value: str
    detail: str
    sum_text: str


ENTRIES = [
    Entry(1, "w", "variable", "32", "32.000000000000004", "32"),
    Entry(2, "c", "plain tensor", "8", "8.0", "8"),
    Entry(3, "t1", "intermediate", "7", "7.0", "4 + 3 = 7"),
]


def _add(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_gradient_table_shows_entries(qtbot):
    table = _add(qtbot, GradientTable())
    assert table.objectName() == "gradientTable"
    assert table.toolTip() and table.accessibleName()
    assert table.is_empty() and not table.empty_label.isHidden()
    assert "No gradient yet" in table.empty_label.text()
    table.show_store(ENTRIES)
    assert table.rowCount() == 3 and table.empty_label.isHidden()
    headers = [table.horizontalHeaderItem(i).text() for i in range(4)]
    assert headers == ["Tensor", "Gradient", "Built from", "Kind"]
    assert table.item(0, 0).text() == "w"
    assert table.item(0, 1).text() == "32"
    assert table.item(0, 1).toolTip() == "32.000000000000004"
    assert table.item(2, 2).text() == "4 + 3 = 7"
    assert table.item(0, 3).text() == "variable"


def test_gradient_table_marks_a_plain_tensor_and_explains_it(qtbot):
    table = _add(qtbot, GradientTable())
    table.show_store(ENTRIES)
    assert table.item(1, 0).text() == f"c {PLAIN_MARKER}"
    assert PLAIN_MARKER not in table.item(0, 0).text()
    tip = table.item(1, 0).toolTip()
    assert "plain tensor" in tip and "direct input" in tip
    assert table.item(1, 3).toolTip() == tip
    assert "direct input" not in table.item(0, 0).toolTip()
    table.show_store([])
    assert table.is_empty() and not table.empty_label.isHidden()


def test_tape_list_marks_current_and_done(qtbot):
    tape = _add(qtbot, TapeList())
    assert tape.objectName() == "tapeList" and tape.toolTip() and tape.accessibleName()
    tape.set_entries([(1, "x = var 2"), (2, "t1 = sqr(x)"), (3, "y = add(t1, x)")])
    assert [tape.item(i).text().split()[0] for i in range(3)] == ["1", "2", "3"]
    tape.set_position(2, {3})
    assert tape.item(1).text().startswith(CURRENT_MARK) and tape.item(1).font().bold()
    assert tape.item(2).text().startswith(DONE_MARK) and not tape.item(2).font().bold()
    assert "t1 = sqr(x)" in tape.item(1).text()
    assert "being visited" in tape.item(1).toolTip()
    tape.set_position(None, set())
    assert not any(tape.item(i).text().startswith((CURRENT_MARK, DONE_MARK)) for i in range(3))


LESSONS = [("l01", "A first derivative", [("s1", "Slopes"), ("s2", "Chains")]),
           ("l04", "Which tensors", [("s1", "Who receives a gradient?")])]


def test_lesson_tree_emits_on_click_not_on_select(qtbot):
    tree = _add(qtbot, LessonTree())
    assert tree.objectName() == "lessonTree" and tree.toolTip() and tree.accessibleName()
    tree.set_lessons(LESSONS)
    chosen = []
    tree.sectionChosen.connect(lambda lesson, section: chosen.append((lesson, section)))
    tree.select_section("l04", "s1")
    assert chosen == []
    assert tree.current_section() == ("l04", "s1")
    section = tree.topLevelItem(0).child(1)
    rect = tree.visualItemRect(section)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen == [("l01", "s2")]
    lesson = tree.topLevelItem(0)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(lesson).center())
    assert chosen == [("l01", "s2")]  # a lesson's title opens no section


def test_lesson_tree_enter_chooses_the_current_section(qtbot):
    tree = _add(qtbot, LessonTree())
    tree.set_lessons(LESSONS)
    tree.select_section("l01", "s1")
    with qtbot.waitSignal(tree.sectionChosen) as blocker:
        qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert blocker.args == ["l01", "s1"]


def test_section_text_shows_markdown(qtbot):
    text = _add(qtbot, SectionText())
    assert text.objectName() == "sectionText" and text.toolTip() and text.accessibleName()
    assert text.openExternalLinks()
    text.show_markdown("## Who receives a gradient?\n\nA `Var` **always** does.")
    assert "Who receives a gradient?" in text.toPlainText()
    assert "**" not in text.toPlainText()
    text.resize(300, 100)
    text.show_markdown("# Top\n\n" + "A line.\n\n" * 80 + "The end.")
    assert text.verticalScrollBar().value() == 0  # a new section opens at its top


def test_finite_difference_table_says_pass_and_fail_in_words(qtbot):
    table = _add(qtbot, FiniteDifferenceTable())
    assert table.objectName() == "finiteDifferenceTable"
    assert table.toolTip() and table.accessibleName()
    table.show_results([("w", "3.1e-9", True), ("b", "0.02", False)], "1e-6")
    assert table.rowCount() == 2
    assert table.horizontalHeaderItem(1).text() == "Relative gap"  # what is held to the tolerance
    assert "largest gap" in table.horizontalHeaderItem(1).toolTip()
    # the header reads whole in the column's width
    header = table.horizontalHeader()
    assert header.fontMetrics().horizontalAdvance("Relative gap") + 12 <= header.sectionSize(1)
    assert table.item(0, 2).text() == "✓ below 1e-6"
    assert table.item(1, 2).text() == "✗ above 1e-6"
    assert table.item(0, 2).foreground().color() != table.item(1, 2).foreground().color()
    table.show_message("the program has no variable")
    assert table.rowCount() == 1 and table.item(0, 0).text() == "the program has no variable"
    assert table.columnSpan(0, 0) == 3


def _shown_text(table, row: int, column: int) -> str:
    """The text a cell draws, as its delegate prepares it (before any elision by the style)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    index = table.model().index(row, column)
    option.rect = table.visualRect(index)
    table.itemDelegateForIndex(index).initStyleOption(option, index)
    return option.text


def test_a_gradient_too_long_for_its_cell_shows_its_first_values_whole(qtbot):
    """What goes wrong: "every hidden unit's entry is identical". At the width the window gives
    the table, the cell shows `[0.003671, 0.003671, …]` whole (the count is in the tooltip), not
    `[0.003671, 0.0…`; a gradient of one contribution leaves its sum's cell empty for it."""
    table = _add(qtbot, GradientTable())
    table.resize(380, 160)
    z2, y = "[0.003671, 0.003671, … (254 more)]", "[-0.003791, -0.004152, … (298 more)]"
    entries = [Entry(1, "Z2", "variable", z2, "[[0.00367087431822299 …]]", z2),
               Entry(2, "y", "plain tensor", y, "[[-0.0037912 …]]", y)]
    table.show_store(entries)
    metrics = table.fontMetrics()
    for row, first in ((0, "[0.003671, 0.003671, …"), (1, "[-0.003791, -0.004152, …")):
        shown = _shown_text(table, row, 1)
        assert shown.startswith(first), shown
        assert metrics.horizontalAdvance(shown) <= table.columnWidth(1) - 8, (shown, table.columnWidth(1))
        assert "more" in table.item(row, 1).text() and table.item(row, 1).toolTip() == entries[row].detail
        assert table.item(row, 2).text() == "" and entries[row].sum_text in table.item(row, 2).toolTip()
    assert table.horizontalScrollBar().maximum() == 0


def test_the_gradient_tables_columns_keep_their_widths_as_the_walk_goes(qtbot):
    table = _add(qtbot, GradientTable())
    table.resize(380, 160)
    wide = "[0.25, 0.5, … (40 more)]"
    steps = [[ENTRIES[0]], ENTRIES[:2],
             [*ENTRIES, Entry(4, "broadcast_add(matmul(X, W1), b1)", "intermediate", wide, "…", wide)]]
    table.expect(steps)
    widths = set()
    for store in steps + steps[::-1]:
        table.show_store(store)
        widths.add(tuple(table.columnWidth(column) for column in range(4)))
    assert len(widths) == 1
