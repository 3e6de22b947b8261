"""Help > Expression Language: the page is the language's own table, read back independently here
(the vocabulary, the engine's op table, Tensor's methods and the constructors' engine functions), so
the page and the language cannot drift apart; every example on it runs; the learner finds a word by
typing it; and it fits the screen the lessons are written for."""

import functools
import inspect

import pytest
from PySide6.QtGui import QAction

from gradwalk.app.base.operations import EXAMPLE_NAMES, language_reference
from gradwalk.core.engine import OPS, Tensor
from gradwalk.core.expr import OPERATION_METHODS, Program
from gradwalk.core.expr.vocabulary import (CONSTRUCTOR_KEYWORDS, CONSTRUCTOR_SUMMARIES, CONSTRUCTORS,
                                           METHOD_SUMMARIES, OPERATORS, RANDOM_KEYWORDS, READ_BACKS)
from gradwalk.core.words import translate
from tests.app.window_factory import WALK_SIZE


@pytest.fixture
def synchronous_window(make_window):
    return functools.partial(make_window, synchronous=True, size=WALK_SIZE)


def open_page(window):
    found = window.findChild(QAction, "actionExpressionLanguage")
    assert found is not None and found.isEnabled()
    assert any(a is found for a in window.menuBar().actions()[-1].menu().actions())  # in the Help menu
    found.trigger()
    return window.help_dialog


def test_the_page_is_the_languages_table(synchronous_window):
    window = synchronous_window(language="en")
    dialog = open_page(window)
    page = dialog.page.toPlainText()
    cells = page.splitlines()  # a table's cells one a line: what to write, what it does, an example
    # every word of the language, once, and nothing else
    expected = [*CONSTRUCTORS, *CONSTRUCTOR_KEYWORDS, *RANDOM_KEYWORDS, *OPERATORS, *OPERATION_METHODS]
    assert sorted(dialog.shown) == sorted(expected)
    for name in OPERATION_METHODS:  # its summary from the op table, its parameters from Tensor's method
        summary = OPS[name].summary if name in OPS else METHOD_SUMMARIES[name]
        parameters = [p for p in inspect.signature(getattr(Tensor, name)).parameters if p != "self"]
        receiver = "a" if "other" in parameters else "x"
        usage = f"{receiver}.{name}({', '.join('b' if p == 'other' else p for p in parameters)})"
        assert usage in cells, usage
        assert cells[cells.index(usage) + 1] == summary
        example = cells[cells.index(usage) + 2]
        assert example == READ_BACKS[name] if name in READ_BACKS else example.startswith(f"y = {receiver}.{name}(")
    for name in CONSTRUCTORS:
        assert CONSTRUCTOR_SUMMARIES[name] in page and f"{name}(" in page
    assert 'randn(shape, seed=0, dtype="f32", device="cpu")' in page
    for symbol, method in OPERATORS.items():
        assert f"({'x' if symbol == '**' else 'a'}.{method}(" in page


def test_every_example_on_the_page_runs():
    setup = "\n".join(f"{name} = {value}" for name, value in EXAMPLE_NAMES.items())
    reference = language_reference()
    rows = [*reference.constructors, *reference.keywords, *reference.operators, *reference.operations]
    assert all(row.example for row in rows)
    for row in rows:
        Program(setup + "\n" + row.example).run({})  # raises ExpressionError, with the line, if not


def test_a_word_typed_in_the_find_field_keeps_its_rows(synchronous_window, qtbot):
    window = synchronous_window(language="en")
    dialog = open_page(window)
    qtbot.keyClicks(dialog.find, "keepdim")
    assert dialog.shown == ["sum_keepdim", "mean_keepdim", "max_keepdim", "min_keepdim"]
    assert "broadcast_mul" not in dialog.page.toPlainText()
    dialog.find.clear()
    qtbot.keyClicks(dialog.find, "random")  # a word of a summary finds its constructor
    assert dialog.shown == ["randn"]
    dialog.find.clear()
    qtbot.keyClicks(dialog.find, "zzz")
    assert dialog.shown == [] and "Nothing in the language matches “zzz”." in dialog.page.toPlainText()


def test_the_summaries_are_in_the_readers_language(synchronous_window):
    window = synchronous_window(language="fr")
    dialog = open_page(window)
    page = dialog.page.toPlainText()
    for name in ("sum_keepdim", "copy", "transpose"):  # translated through the "Operations" context
        french = translate("Operations", OPS[name].summary)
        assert french != OPS[name].summary and french in page, name
    assert OPS["sum_keepdim"].summary not in page


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_page_fits_the_screen_and_reads_without_scrolling_sideways(synchronous_window, language):
    window = synchronous_window(language=language)
    dialog = open_page(window)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= min(screen.width(), WALK_SIZE[0]) and dialog.height() <= min(screen.height(),
                                                                                           WALK_SIZE[1])
    assert dialog.page.horizontalScrollBar().maximum() == 0
    assert dialog.page.verticalScrollBar().maximum() > 0  # long: it scrolls, and the field finds
