"""The Help menu, the toolbar's labels and icons, the words of the tables and the window's height,
each through what the learner does: trigger the action, read what is shown."""

import functools

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem, QToolBar, QToolButton

import gradwalk.core.words
from tests.paths import REPO_ROOT
from gradwalk import core
from gradwalk.app.base.appearance import DARK, LIGHT, apply_look
from gradwalk.app.window.help import key_text, plain_text
from gradwalk.app.base.perspectives import TRAIN
from gradwalk.views.panels.training_panel import COLUMNS
from tests.app.window_factory import WALK_SIZE

LESSONS = REPO_ROOT / "data" / "lessons" / "l04"


@pytest.fixture
def synchronous_window(make_window):
    """make_window as this file's tests want it unless told: synchronous, in English, 1280x800."""
    return functools.partial(make_window, synchronous=True, language="en", size=WALK_SIZE)


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def menu_actions(window) -> list[QAction]:
    found = []

    def walk(menu):
        for item in menu.actions():
            if item.menu() is not None:
                walk(item.menu())
            elif not item.isSeparator():
                found.append(item)

    walk(window.menuBar())
    return found


# --- Help > Keyboard Shortcuts ------------------------------------------------------------------

def test_the_shortcuts_dialog_lists_every_command_of_the_menus_with_its_keys(synchronous_window):
    window = synchronous_window()
    help_menu_texts = [plain_text(a) for a in menu_actions(window)]
    assert "Keyboard Shortcuts" in help_menu_texts and "What the Marks Mean" in help_menu_texts
    action(window, "actionKeyboardShortcuts").trigger()
    table = window.help_dialog.table
    shown = {(table.item(r, 1).text(), table.item(r, 2).text()) for r in range(table.rowCount())}
    for item in menu_actions(window):  # every command, with every one of its shortcuts
        keys = [key_text(k) for k in item.shortcuts() if not k.isEmpty()]
        row = next(((c, k) for c, k in shown if c == plain_text(item)), None)
        assert row is not None, plain_text(item)
        for key in keys:
            assert key in row[1].split(" or "), (plain_text(item), key, row)
    # the walk's keys read as on the keyboard
    assert ("Step Backward", "→ or F10") in shown
    assert ("Next Section", "Ctrl+PgDown or Alt+↓") in shown


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_shortcuts_dialog_shows_every_column_whole(synchronous_window, language):
    """No column runs past the dialog's edge: the menus and the commands as wide as their words,
    the keys wrapped in the rest ("Control+Mayúsculas+Retorno o Control+Mayúsculas+Intro")."""
    from PySide6.QtCore import QRect

    window = synchronous_window(language=language)
    action(window, "actionKeyboardShortcuts").trigger()
    dialog = window.help_dialog
    QApplication.processEvents()
    table = dialog.table
    assert table.horizontalScrollBar().maximum() == 0 or not table.horizontalScrollBar().isVisible()
    assert sum(table.columnWidth(column) for column in range(3)) <= table.viewport().width()
    metrics = table.fontMetrics()
    flags = int(Qt.TextFlag.TextWordWrap)
    for row in range(table.rowCount()):
        for column in (0, 1):
            text = table.item(row, column).text()
            assert metrics.horizontalAdvance(text) < table.columnWidth(column), (text, table.columnWidth(column))
        keys = table.item(row, 2).text()
        needed = metrics.boundingRect(QRect(0, 0, table.columnWidth(2) - 8, 10_000), flags, keys).height()
        assert needed <= table.rowHeight(row), (keys, needed, table.rowHeight(row))
    dialog.close()


def test_forward_mode_says_nothing_of_a_backward_walk(synchronous_window):
    """In Forward Mode the step's sentence, the table of tangents, its dock and the help's note
    speak of the forward sweep, never of the backward walk or the gradients it stores."""
    window = synchronous_window()
    window.open_section("l06", "forward_first")
    action(window, "actionForwardMode").trigger()
    QApplication.processEvents()
    w = window.widgets
    said = {"caption": w.caption.toolTip(), "table": w.gradient_table.toolTip(),
            "empty table": w.gradient_table.empty_label.toolTip(), "dock": w.gradient_dock.windowTitle(),
            "note": window.step_hint_text(), "step": action(window, "actionStepBackward").text(),
            "note again": action(window, "actionStepHint").toolTip()}
    for where, text in said.items():
        assert "backward" not in text.lower() and "GradStore" not in text, (where, text)
    assert "forward" in said["caption"] and "tangents" in said["table"] and said["dock"] == "Tangents"
    action(window, "actionForwardMode").trigger()  # back to walking backward: its own words again
    QApplication.processEvents()
    assert "backward" in w.caption.toolTip() and w.gradient_dock.windowTitle() == "Gradients"


def test_key_text_writes_arrows_and_keeps_a_plus_key():
    assert key_text(QKeySequence("Alt+Up")) == "Alt+↑"
    assert key_text(QKeySequence("Left")) == "←"
    assert key_text(QKeySequence("Ctrl++")) == QKeySequence("Ctrl++").toString(
        QKeySequence.SequenceFormat.NativeText)


# --- Help > What the Marks Mean -----------------------------------------------------------------

def test_the_marks_dialog_explains_every_mark_of_the_legend(synchronous_window):
    window = synchronous_window()
    action(window, "actionMarksLegend").trigger()
    table = window.help_dialog.table
    legend_texts = [text for _, _, text in window.widgets.legend.rows()]
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert names[:len(legend_texts)] == legend_texts  # the legend's own list, in its order
    assert "received a gradient" in names and "edge walked" in names
    for r in range(table.rowCount()):
        assert len(table.item(r, 1).text().split()) >= 5  # a sentence, not a word
        assert not table.item(r, 0).icon().isNull()  # drawn as the graph draws it


# --- the first-run note on how to step ----------------------------------------------------------

def test_the_step_note_shows_once_with_the_real_keys_and_comes_back_from_help(qtbot, synchronous_window):
    window = synchronous_window()
    assert window.widgets.step_hint.isVisible()
    text = window.widgets.step_hint.text()
    for name in ("actionStepBackward", "actionStepBack", "actionRunToEnd", "actionResetWalk"):
        for key in action(window, name).shortcuts():
            assert key_text(key) in text, (name, key_text(key), text)
    qtbot.mouseClick(window.widgets.step_hint.close_button, Qt.MouseButton.LeftButton)
    assert not window.widgets.step_hint.isVisible()
    window.close()
    again = synchronous_window()  # the next start remembers it was dismissed
    assert not again.widgets.step_hint.isVisible()
    action(again, "actionStepHint").trigger()
    assert again.widgets.step_hint.isVisible()


def test_a_hand_edited_flag_gives_the_default(tmp_path):
    from gradwalk.app.base.settings import StoredSettings

    settings = StoredSettings(tmp_path)
    settings.setValue("help/stepHintSeen", "perhaps")
    assert settings.flag("help/stepHintSeen") is False and "help/stepHintSeen" in settings.damaged
    settings.setValue("help/stepHintSeen", "true")
    assert settings.flag("help/stepHintSeen") is True


# --- the toolbar ----------------------------------------------------------------------------------

def test_every_toolbar_button_has_words_a_name_and_its_shortcut_in_the_tooltip(synchronous_window):
    window = synchronous_window()
    for toolbar in window.findChildren(QToolBar):
        assert toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon, toolbar.objectName()
        for item in toolbar.actions():
            if item.isSeparator():
                continue
            button = toolbar.widgetForAction(item)
            assert isinstance(button, QToolButton)
            assert button.text().strip(), item.objectName()
            assert button.accessibleName() == plain_text(item)
            if item.shortcuts():
                assert key_text(item.shortcuts()[0]) in item.toolTip().replace("Right", "→") or \
                    item.shortcuts()[0].toString(QKeySequence.SequenceFormat.NativeText) in item.toolTip()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_toolbar_button_is_on_screen_at_1280x800(synchronous_window, language):
    # a toolbar too long for the window hides its last buttons behind an arrow, where a learner
    # does not find them: in every language, every command of the toolbars is in sight
    window = synchronous_window(language=language)
    window.open_section("l04", "regression")
    window.show_layout(TRAIN)  # the runs' own bar (pausing) is in the training dock
    QApplication.processEvents()
    bars = window.findChildren(QToolBar)
    assert "runToolBar" in [bar.objectName() for bar in bars if bar.isVisible()]
    hidden = [item.iconText() for toolbar in bars for item in toolbar.actions()
              if not item.isSeparator() and not toolbar.widgetForAction(item).isVisible()]
    assert hidden == []


def _mean_lightness(icon) -> float:
    image = icon.pixmap(24, 24).toImage()
    values = [QColor(image.pixelColor(x, y)) for x in range(image.width()) for y in range(image.height())]
    opaque = [c.lightness() for c in values if c.alpha() > 128]
    return sum(opaque) / len(opaque)


def test_toolbar_icons_follow_the_look(synchronous_window):
    window = synchronous_window()
    app = QApplication.instance()
    try:
        apply_look(app, DARK)
        QApplication.processEvents()
        dark_button = window.palette().color(QPalette.ColorRole.Button).lightness()
        for name in ("actionPreviousSection", "actionNextSection", "actionStopTraining"):
            # the arrows were drawn black: on the dark look's grey they now read light
            assert _mean_lightness(action(window, name).icon()) > dark_button + 60, name
        apply_look(app, LIGHT)
        QApplication.processEvents()
        light_button = window.palette().color(QPalette.ColorRole.Button).lightness()
        assert _mean_lightness(action(window, "actionNextSection").icon()) < light_button - 60
    finally:
        apply_look(app, LIGHT)


# --- words ----------------------------------------------------------------------------------------

def test_the_two_checks_have_distinct_names(synchronous_window):
    window = synchronous_window()
    fd, answer = action(window, "actionFiniteDifferences"), action(window, "actionCheckAnswer")
    assert fd.iconText() == "Check Gradients" and "Gradients" in plain_text(fd)
    assert answer.iconText() == plain_text(answer) == "Check My Answer"


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_exercise_statement_names_the_command_as_the_window_does(synchronous_window, language):
    window = synchronous_window(language=language)
    command = plain_text(action(window, "actionCheckAnswer"))
    text = (LESSONS / language / "exercise_2_quadratic.md").read_text(encoding="utf-8")
    assert command.casefold() in text.casefold(), (language, command)
    assert action(window, "actionCheckAnswer").iconText() == command


class _Marking:
    """A translator that marks every word it is asked for: what reaches it is translatable."""

    def __call__(self, context, text):
        return f"«{text}»"


def test_model_names_reach_the_translator(qtbot, tmp_path):
    from gradwalk.core.training.models import MODELS, model_name_text

    core.words.use_translator(_Marking())
    try:
        for name in MODELS:
            assert model_name_text(name) == f"«{name}»"
        assert model_name_text("my own") == "my own"
    finally:
        core.words.use_translator(None)


def test_the_palette_label_other_is_translatable(qtbot):
    from PySide6.QtCore import QTranslator

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return f"«{source}»" if source == "other" else None

    from gradwalk.views.editor.palette import BuildPalette

    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        from gradwalk.app.base.operations import language_words

        palette = BuildPalette(language_words())
        qtbot.addWidget(palette)
        assert palette.param_label("other") == "«other»"
        assert palette.param_label("dim") == "dim"  # a keyword the written line uses
    finally:
        QCoreApplication.removeTranslator(translator)


# --- tables ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_run_table_titles_and_labels_are_not_cut(qtbot, synchronous_window, language):
    window = synchronous_window(language=language)
    with qtbot.waitSignal(window.trainingsShown, timeout=30_000):
        window.open_section("l04", "regression")
    window.show_layout(TRAIN)
    QApplication.processEvents()
    table = window.widgets.training_panel.table
    assert run_titles_cut(table) == []
    for run_id in window.widgets.training_panel.run_ids():
        label = window.widgets.training_panel.field(run_id, "label")
        assert label.cursorPosition() == 0  # its start in sight, not its end
    # the whole row, progress and status too, without scrolling at 1280 px, in every language
    QApplication.processEvents()
    assert table.horizontalScrollBar().maximum() == 0
    # a status too long for its column wraps, and its row grows to show it whole
    from PySide6.QtCore import QRect, Qt

    from gradwalk.views.panels.training_panel import COLUMNS
    panel = window.widgets.training_panel
    run_id = panel.run_ids()[0]
    long_status = "the loss grew by 121 orders of magnitude"
    panel.set_status(run_id, long_status, "diverged")
    QApplication.processEvents()
    status = COLUMNS.index("status")
    wrapped = table.fontMetrics().boundingRect(QRect(0, 0, table.columnWidth(status) - 8, 10_000),
                                               int(Qt.TextFlag.TextWordWrap), long_status)
    assert table.rowHeight(0) >= wrapped.height(), (table.rowHeight(0), wrapped.height())
    # an added run's remove button, or a narrower window, may scroll the row, but cuts no title
    window.widgets.training_panel.add_run()
    QApplication.processEvents()
    assert run_titles_cut(table) == []
    window.resize(1024, 768)
    QApplication.processEvents()
    assert run_titles_cut(table) == []


def run_titles_cut(table) -> list[str]:
    """The run table's titles narrower than their words and the header's margins (the status
    title too: the stretched column must not shrink below it)."""
    header = table.horizontalHeader()
    return [table.horizontalHeaderItem(column).text() for column, name in enumerate(COLUMNS)
            if not table.isColumnHidden(column) and name != "remove"
            and table.columnWidth(column) < header.sectionSizeHint(column)]


def gradient_titles_are_whole(table) -> list[str]:
    """The titles of the gradient table that are narrower than their words (none, if all is well)."""
    header = table.horizontalHeader()
    return [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())
            if table.columnWidth(column) < header.sectionSizeHint(column)]


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_gradient_table_titles_are_not_cut_at_any_step(synchronous_window, language):
    window = synchronous_window(language=language)
    QApplication.processEvents()
    table = window.widgets.gradient_table
    for section in ("finite_differences", "regression", "which_tensors_get_a_gradient"):
        window.open_section("l04", section)
        for position in range(len(window.state.walk) + 1):
            window.show_position(position)
            QApplication.processEvents()
            assert gradient_titles_are_whole(table) == [], (section, position)
            # a value that does not fit can still be read whole, in its cell's tooltip
            for row in range(table.rowCount()):
                entry = window.state.walk.store_after(position)[row]
                assert entry.label in table.item(row, 0).toolTip()
                assert table.item(row, 1).toolTip() == entry.detail
                assert entry.sum_text in table.item(row, 2).toolTip()
    assert table.horizontalScrollBar().maximum() == 0  # and nothing to scroll to see them


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_long_names_do_not_squeeze_the_gradient_titles(synchronous_window, language):
    from gradwalk.app.session.walk.records import StoreEntry

    window = synchronous_window(language=language)
    QApplication.processEvents()
    long_name = "broadcast_add(broadcast_mul(pages_standardised, w), b)"
    values = "[" + ", ".join(f"{k / 7:.6f}" for k in range(50)) + "]"
    window.widgets.gradient_table.show_store([
        StoreEntry(1, long_name, "intermediate", values, values, f"{values} + {values}"),
        StoreEntry(2, "w", "variable", "1", "1.0", "1")])
    QApplication.processEvents()
    table = window.widgets.gradient_table
    assert gradient_titles_are_whole(table) == []
    assert table.horizontalScrollBar().maximum() == 0
    # the long name keeps its ends in sight: elided in the middle, not at its end
    delegate = table.itemDelegateForColumn(0)
    assert delegate is not None and delegate is not table.itemDelegate()
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, table.model().index(0, 0))
    assert option.textElideMode == Qt.TextElideMode.ElideMiddle
    assert long_name in table.item(0, 0).toolTip()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_finite_difference_titles_are_not_cut(synchronous_window, language):
    window = synchronous_window(language=language)
    table = window.widgets.fd_table
    header = table.horizontalHeader()
    for column in (0, 1):
        assert table.columnWidth(column) >= header.fontMetrics().horizontalAdvance(
            table.horizontalHeaderItem(column).text()), column


# --- sizes ----------------------------------------------------------------------------------------

def test_the_docks_take_a_share_of_a_large_window(synchronous_window):
    window = synchronous_window(size=(1920, 1080))
    QApplication.processEvents()
    assert window.widgets.lesson_dock.width() >= 0.18 * 1920
    assert window.widgets.gradient_dock.width() >= 0.23 * 1920


def test_tape_mode_keeps_the_windows_height(synchronous_window):
    window = synchronous_window()
    window.open_section("l04", "exercise_2_quadratic")
    assert window.widgets.exercise_dock.isVisible()
    # the findings and the solution fill the exercise dock, under the gradients' dock
    action(window, "actionCheckAnswer").trigger()
    action(window, "actionShowSolution").trigger()
    QApplication.processEvents()
    for on in (True, False, True):
        action(window, "actionTapeMode").setChecked(on)
        QApplication.processEvents()
        assert window.minimumSizeHint().height() <= 800
        assert window.height() == 800


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_no_two_commands_of_a_menu_share_their_underlined_letter(synchronous_window, language):
    # Alt and a letter picks the command it underlines; two with one letter make the key cycle
    # between them instead, without a word: every state of the commands whose words change
    window = synchronous_window(language=language)
    commands = window.commands
    for opens, of_loss in [(True, False), (False, False), (True, True), (False, True)]:
        commands.say_open_layer(opens, of_loss)
        commands.say_open_elements(opens)
        for menu in [action.menu() for action in window.menuBar().actions() if action.menu()]:
            letters: dict[str, str] = {}
            for action in menu.actions():
                text = action.text().replace("&&", "")
                if "&" not in text:
                    continue
                letter = text[text.index("&") + 1].lower()
                assert letter not in letters, f"{language}: {text!r} and {letters[letter]!r} in {menu.title()!r}"
                letters[letter] = text
