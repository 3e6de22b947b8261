"""Training as a learner does it in the window, for the tests that need it: open a section whose
trainings preload, press Start, wait for every run to end."""

from PySide6.QtGui import QAction

WAIT_MS = 60_000


def action(window, name) -> QAction:
    return window.findChild(QAction, name)


def open_trainings(qtbot, window, lesson_id: str, section_id: str, runs: int) -> list[int]:
    """Open the section and wait for its `runs` trainings and its graph; their run ids."""
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS) as blocker:
        window.open_section(lesson_id, section_id)
    assert blocker.args == [runs]
    # the trainings are found without a descent, so they may come before the section's graph
    qtbot.waitUntil(lambda: window.state.outcome is not None, timeout=WAIT_MS)
    # and the landscape, drawn a part a turn after the runs
    qtbot.waitUntil(lambda: not window.training._reframing.pending(), timeout=WAIT_MS)
    return window.widgets.training_panel.run_ids()


def type_program(qtbot, window, text: str) -> None:
    """Put `text` in the editor as a learner's edit would, and wait for the runs to follow it."""
    with qtbot.waitSignal(window.trainingsShown, timeout=WAIT_MS):
        window.widgets.editor.replace_text(text, "typed")
        window.evaluate()


def run_all(qtbot, window) -> dict:
    """Start every run of the panel; each run's DescentResult (None for one that failed)."""
    ended = {}
    window.training.runEnded.connect(lambda run_id, summary: ended.__setitem__(run_id, summary))
    action(window, "actionStartTraining").trigger()
    qtbot.waitUntil(lambda: len(ended) == len(window.widgets.training_panel.run_ids()), timeout=WAIT_MS)
    return ended
