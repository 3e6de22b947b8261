"""Long work in the window, as a learner meets it: a finite-difference check of a large tensor, an
exercise check with a slow line, a lesson whose step never ends, a typed program that takes long.
Each runs beside the typing, shows its progress with Cancel, is stopped by a newer edit where
that makes sense, ends with a message once its budget is spent, and never outlives the window."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tests.paths import REPO_ROOT
from gradwalk.app.base import long_jobs
from gradwalk.app.base.long_jobs import EVALUATION, EXERCISE_CHECK, FD_CHECK, LESSON_CHECK, SUPERSEDED
from gradwalk.core.engine.budget import Budget, check_budgets

WAIT_MS = 10_000
# Each takes seconds (a program run twice per element, or many times, or a step that never ends)
# unless it is stopped: the tests stop them at once, so none waits for one to finish.
# The check runs the program twice per element of x, each run costing the exp of c's zeros.
BIG_FD = ('x = var(zeros((3000,), dtype="f64"))\nc = zeros((500000,), dtype="f64").exp().sum_all()\n'
          'y = (x.sqr() + x).sum_all() + c\n')
# run at each of 4,000 steps: it reads a parameter, so a replayed step computes it too (one from
# data alone would be computed once, at the recording)
SLOW_LINE = 'slow = zeros((900000,), dtype="f64").broadcast_add(a).exp().sum_all()\n'
SLOW_PROGRAM = ('m = zeros((1000, 1000), dtype="f64")\n' + "m = m.matmul(m)\n" * 47  # near the size limit
                + 'w = var(1.0, dtype="f64")\ny = w * m.sum_all()\n')
SLOW_LESSON = '''id = "slow-lesson"
title = "A lesson with a step that outlasts its budget"

[[sections]]
id = "forever"
title = "Forever"
text = "forever.md"

[[sections.steps]]
code = \'\'\'
x = var(0.5, dtype="f64")
\'\'\'

[[sections.steps]]
train = { loss = \'\'\'
loss = (x - 3).sqr()
\'\'\', params = { x = 0.5 }, dtype = "f64", lr = 0.001, steps = 100000 }
'''


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def replace_program(qtbot, window, text: str):
    """Replace the editor's program, as Use the Solution does, and wait for its outcome."""
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS,
                          check_params_cb=lambda outcome: outcome.request.text == text) as blocker:
        window.widgets.editor.replace_text(text, "test")
        window.evaluate()
    return blocker.args[0]


def type_text(qtbot, window, text: str):
    """Type at the end of the editor; the outcome of the edited program once it is shown."""
    editor = window.widgets.editor.findChild(QWidget, "expressionEditor")
    editor.setFocus()
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    expected = window.widgets.editor.text() + text
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS,
                          check_params_cb=lambda outcome: outcome.request.text == expected) as blocker:
        for k, line in enumerate(text.split("\n")):
            if k:
                qtbot.keyClick(editor, Qt.Key.Key_Return)  # QTest types no newline characters
            if line:
                qtbot.keyClicks(editor, line)
    return blocker.args[0]


def start_fd_check(qtbot, window) -> None:
    action(window, "actionFiniteDifferences").trigger()
    assert window.jobs.running(FD_CHECK)
    assert not action(window, "actionFiniteDifferences").isEnabled()  # one at a time
    assert action(window, "actionCancelJob").isEnabled()
    assert window.widgets.job_progress.isVisible() and window.widgets.job_progress.name.text()


def test_an_edit_stops_the_finite_difference_check_of_the_old_program(qtbot, window):
    replace_program(qtbot, window, BIG_FD)
    start_fd_check(qtbot, window)
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS, check_params_cb=lambda kind: kind == FD_CHECK):
        outcome = type_text(qtbot, window, "z = y * 2\n")
    assert outcome.ok and "z" in outcome.names  # the new program's graph came, the check did not
    assert window.state.outcome is outcome
    assert "stopped" in window.widgets.fd_table._message
    assert window.widgets.fd_table.rowCount() <= 1  # no rows of the old program's check
    assert action(window, "actionFiniteDifferences").isEnabled()
    assert not action(window, "actionCancelJob").isEnabled()
    assert window.widgets.job_progress.isHidden()


def test_cancel_stops_the_finite_difference_check_and_says_so(qtbot, window):
    replace_program(qtbot, window, BIG_FD)
    start_fd_check(qtbot, window)
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS):
        qtbot.keyClick(window, Qt.Key.Key_Escape)  # Cancel's shortcut
    assert window.statusBar().currentMessage() == "Cancelled: the finite-difference check."
    assert window.widgets.fd_table._message == "Cancelled: the finite-difference check."
    assert action(window, "actionFiniteDifferences").isEnabled()
    assert window.widgets.job_progress.isHidden()


def test_a_finite_difference_check_past_its_budget_says_so(qtbot, window, monkeypatch):
    monkeypatch.setitem(long_jobs.JOB_SECONDS, FD_CHECK, 0.2)
    replace_program(qtbot, window, BIG_FD)
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS):
        start_fd_check(qtbot, window)
    expected = str(Budget(0.2, what="the finite-difference check").exceeded())
    assert window.statusBar().currentMessage() == expected
    assert window.widgets.fd_table._message == expected


def test_an_answer_superseded_while_it_was_worked_out_is_never_handed_over(qtbot):
    """The seam drops a stale answer itself: the window never checks whether one is still wanted."""
    jobs = long_jobs.LongJobs()
    release, answered = threading.Event(), []

    def work(progress):  # finishes its answer after newer work made it stale
        release.wait(5)
        return "stale answer"

    job = jobs.start(FD_CHECK, "Old check", "the old check", work, answered.append, answered.append)
    qtbot.waitUntil(lambda: job.started, timeout=WAIT_MS)
    jobs.cancel(FD_CHECK, SUPERSEDED)
    release.set()
    qtbot.waitUntil(lambda: not jobs._jobs, timeout=WAIT_MS)
    assert answered == []  # neither its answer nor a stop message
    assert jobs.stop()
    jobs.deleteLater()


def test_answers_that_come_together_are_handed_over_a_turn_each(qtbot):
    """Two jobs (on two lanes) that end at once: the window's timers get their turn between the
    two answers, so that neither waits behind the other (nor behind the repaint before them)."""
    from PySide6.QtCore import QTimer
    from gradwalk.app.base.long_jobs import TRAININGS
    jobs = long_jobs.LongJobs(synchronous=False)
    release, ends = threading.Event(), []
    ticks = [0]
    timer = QTimer(interval=0)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    for kind in (TRAININGS, FD_CHECK):
        jobs.start(kind, "", "a job", lambda progress: release.wait(5) and "done",
                   lambda answer: ends.append(ticks[0]))
    release.set()
    time.sleep(0.2)  # both answers arrive while the window's thread is busy
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=WAIT_MS)
    timer.stop()
    assert ends[1] > ends[0]  # a timer ran between them
    assert jobs.stop()
    jobs.deleteLater()


def test_a_newer_evaluation_supersedes_the_older_ones(qtbot):
    jobs = long_jobs.LongJobs(synchronous=False)
    release, answers = threading.Event(), []
    first = jobs.start(EVALUATION, "", "the program", lambda progress: release.wait(5) and "old", answers.append)
    jobs.start(EVALUATION, "", "the program", lambda progress: "new", answers.append)
    assert first.cancelled and not jobs.running()  # evaluations are not shown as running jobs
    release.set()
    qtbot.waitUntil(lambda: not jobs._jobs, timeout=WAIT_MS)
    assert answers == ["new"]
    assert jobs.stop()
    jobs.deleteLater()


def test_an_edit_stops_check_my_answer_and_typing_goes_on(qtbot, window):
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        window.open_section("l04", "exercise_2_quadratic")
    solution = window.state.exercise.solution_program
    replace_program(qtbot, window, window.widgets.editor.text() + solution + SLOW_LINE)
    with qtbot.waitSignal(window.jobs.changed, timeout=WAIT_MS,
                          check_params_cb=lambda: window.jobs.current() is not None
                          and window.jobs.current().progress[1] > 0):
        action(window, "actionCheckAnswer").trigger()  # waits for its first progress: it runs
    assert not action(window, "actionCheckAnswer").isEnabled()
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS, check_params_cb=lambda k: k == EXERCISE_CHECK):
        outcome = type_text(qtbot, window, "extra = a * 2\n")
    assert outcome.ok
    assert not window.exercises.checking and action(window, "actionCheckAnswer").isEnabled()
    assert "stopped" in window.widgets.exercise_panel.message.text()
    assert window.widgets.exercise_panel.findings.isHidden()


@pytest.fixture
def slow_lesson(tmp_path):
    folder = tmp_path / "slow-lesson"
    (folder / "en").mkdir(parents=True)
    (folder / "lesson.toml").write_text(SLOW_LESSON, encoding="utf-8")
    (folder / "en" / "forever.md").write_text("A step that does not end.\n", encoding="utf-8")
    return folder


def open_from_menu(window, monkeypatch, folder) -> None:
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(folder))
    action(window, "actionOpenLesson").trigger()


def test_a_lesson_whose_step_never_ends_stops_at_its_budget(qtbot, window, monkeypatch, slow_lesson):
    monkeypatch.setitem(long_jobs.JOB_SECONDS, LESSON_CHECK, 0.5)
    before = (window.state.lesson.id, window.state.section_id)
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS):
        open_from_menu(window, monkeypatch, slow_lesson)
        assert not action(window, "actionOpenLesson").isEnabled()
    expected = str(Budget(0.5, what="the check of the lesson").exceeded())
    assert expected in window.statusBar().currentMessage()
    box = window.findChild(QMessageBox, "lessonStoppedBox")
    assert box is not None and box.isVisible() and expected in box.text()
    box.close()
    assert action(window, "actionOpenLesson").isEnabled()
    assert (window.state.lesson.id, window.state.section_id) == before
    assert "slow-lesson" not in window.state.lessons


def test_typing_is_evaluated_while_a_lesson_is_checked_and_cancel_stops_the_check(
        qtbot, window, monkeypatch, slow_lesson):
    open_from_menu(window, monkeypatch, slow_lesson)
    outcome = type_text(qtbot, window, "\nw = y + 1\n")
    assert outcome.ok and "w" in outcome.names
    assert window.jobs.running(LESSON_CHECK)  # still checking: typing did not wait for it
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS):
        action(window, "actionCancelJob").trigger()
    assert window.statusBar().currentMessage().startswith("The lesson in ")
    assert "Cancelled: the check of the lesson." in window.statusBar().currentMessage()
    assert window.findChild(QMessageBox, "lessonStoppedBox") is None  # asked for: no dialog
    assert action(window, "actionOpenLesson").isEnabled() and "slow-lesson" not in window.state.lessons


def test_a_newer_edit_cancels_a_slow_evaluation(qtbot, window):
    window.widgets.editor.replace_text(SLOW_PROGRAM, "test")
    window.evaluate()
    qtbot.waitUntil(lambda: any(job.started for job in window.jobs.live(EVALUATION)), timeout=WAIT_MS)
    slow_budget = window.jobs.live(EVALUATION)[0].budget
    shown = []
    window.outcomeShown.connect(shown.append)
    outcome = replace_program(qtbot, window, 'x = var(3.0, dtype="f64")\ny = x.sqr()\n')
    assert outcome.ok and outcome.summary.startswith("y = 9")
    assert slow_budget.cancelled  # the newer request stopped it: it did not run to its end first
    assert all(o.request.text != SLOW_PROGRAM for o in shown)


def test_a_typed_program_past_its_budget_says_so(qtbot, window, monkeypatch):
    monkeypatch.setitem(long_jobs.JOB_SECONDS, EVALUATION, 0.1)
    outcome = replace_program(qtbot, window, SLOW_PROGRAM)
    assert not outcome.ok
    assert str(Budget(0.1, what="the program").exceeded()) in outcome.problem.message


def test_closing_during_a_slow_evaluation_and_a_check_ends_both_threads(qtbot, window, monkeypatch,
                                                                        slow_lesson):
    replace_program(qtbot, window, BIG_FD)
    start_fd_check(qtbot, window)
    open_from_menu(window, monkeypatch, slow_lesson)  # waits behind the check
    window.widgets.editor.replace_text(SLOW_PROGRAM, "test")
    window.evaluate()
    qtbot.waitUntil(lambda: any(job.started for job in window.jobs.live(EVALUATION)), timeout=WAIT_MS)
    window.close()
    assert len(window.jobs.threads) == 3
    assert all(thread.isFinished() for thread, _worker in window.jobs.threads.values())
    assert not long_jobs._UNFINISHED


def test_opening_another_section_stops_its_check_silently(qtbot, window):
    replace_program(qtbot, window, BIG_FD)
    start_fd_check(qtbot, window)
    with qtbot.waitSignal(window.jobEnded, timeout=WAIT_MS):
        with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
            window.open_section("l04", window.state.lesson.sections[1].id)
    hint = window.widgets.fd_table._message
    assert "stopped" not in hint and "Cancelled" not in hint  # the new section's own hint stays
    assert action(window, "actionFiniteDifferences").isEnabled()


# The jobs themselves, without a window (synchronous: each runs at once where it is asked for).

def test_a_job_that_fails_still_ends_and_says_so(qtbot, capsys):  # capsys: its traceback
    jobs = long_jobs.LongJobs(synchronous=True)
    stopped = []

    def broken(progress):
        raise ValueError("a mistake")

    jobs.start(FD_CHECK, "Broken job", "the broken job", broken, lambda result: None, stopped.append)
    assert len(stopped) == 1 and "a mistake" in stopped[0].message and not stopped[0].overran
    assert not jobs.running()


def test_a_job_cancelled_before_its_turn_never_runs(qtbot):
    jobs = long_jobs.LongJobs()
    ran, stopped = [], []
    gate = []

    def first(progress):  # runs until the test lets it end, so the second waits its turn
        end = time.monotonic() + 5
        while not gate and time.monotonic() < end:
            check_budgets()
        return "first"

    jobs.start(FD_CHECK, "First", "the first", first, ran.append, stopped.append)
    jobs.start(LESSON_CHECK, "Second", "the second", lambda progress: ran.append("second") or "second",
               ran.append, stopped.append)
    assert jobs.current().name == "First" and jobs.waiting() == 1
    jobs.cancel(LESSON_CHECK)
    gate.append(True)
    qtbot.waitUntil(lambda: not jobs._jobs, timeout=WAIT_MS)
    assert ran == ["first"]
    assert [job.name for job in stopped] == ["Second"] and stopped[0].message == "Cancelled: the second."
    assert jobs.stop()
    jobs.deleteLater()


def test_check_my_answer_past_its_budget_says_so(qtbot, window, monkeypatch):
    monkeypatch.setitem(long_jobs.JOB_SECONDS, EXERCISE_CHECK, 0.3)
    with qtbot.waitSignal(window.outcomeShown, timeout=WAIT_MS):
        window.open_section("l04", "exercise_2_quadratic")
    replace_program(qtbot, window,
                    window.widgets.editor.text() + window.state.exercise.solution_program + SLOW_LINE)
    with qtbot.waitSignal(window.exerciseChecked, timeout=WAIT_MS) as blocker:
        action(window, "actionCheckAnswer").trigger()
    expected = str(Budget(0.3, what="the check of your answer").exceeded())
    assert blocker.args[0].problem == expected
    assert window.widgets.exercise_panel.message.text() == expected
    assert action(window, "actionCheckAnswer").isEnabled() and not window.jobs.running(EXERCISE_CHECK)


def test_a_program_that_fails_before_its_event_loop_ends_with_its_error_not_an_abort(tmp_path):
    """A window never closed still has its threads running at exit: they are stopped there."""
    import os
    import subprocess
    import sys

    script = tmp_path / "fails.py"
    script.write_text(
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from gradwalk.app.window.main_window import MainWindow\n"
        "if __name__ == '__main__':\n"
        "    app = QApplication(sys.argv)\n"
        f"    window = MainWindow(config_dir=Path({str(tmp_path / 'config')!r}))\n"
        "    raise SystemExit('failed before the event loop')\n", encoding="utf-8")
    root = REPO_ROOT
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env,
                          timeout=120, cwd=root)
    assert done.returncode == 1, done.stderr
    assert "failed before the event loop" in done.stderr
    assert "QThread: Destroyed" not in done.stderr and "Aborted" not in done.stderr


def test_sections_opened_in_quick_succession_leave_the_last_ones_graph_and_trainings(qtbot, window):
    # Each section's evaluation and trainings are asked for in turn; only the last one's answers
    # may reach the screen, whatever order the threads answer in.
    shown_trainings = []
    window.trainingsShown.connect(shown_trainings.append)
    for section_id in ("regression", "exercise_2_quadratic", "regression", "first_derivative"):
        window.open_section("l04", section_id)
    qtbot.waitUntil(lambda: window.state.outcome is not None and not window.jobs.live(), timeout=WAIT_MS)
    qtbot.wait(200)  # answers already on their way would arrive by now
    assert window.state.section_id == "first_derivative"
    assert window.state.outcome.request.text == window.widgets.editor.text()
    assert window.widgets.training_panel.run_ids() == []
    assert not action(window, "actionTrainLayout").isEnabled()
    assert shown_trainings == []  # the sections left behind answered nothing, this one trains nothing
