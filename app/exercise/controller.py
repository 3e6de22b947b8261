"""An exercise in the window: its panel, Check My Answer (a long job), the solution revealed and used.

A thin controller between the exercise panel, the window's jobs and the section state, which
holds the open exercise and whether its solution is shown (app/session/section_state.py). The texts keep
the window's translation context ("MainWindow"), where their translations are.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QStatusBar

from gradwalk.core.lessons.exercises import CheckResult, exercise_text
from gradwalk.core.words import prose_number, translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import EXERCISE_CHECK, SUPERSEDED, LongJobs
from gradwalk.app.session.section_state import SectionState
from gradwalk.views.editor.expression_editor import ExpressionEditor
from gradwalk.views.panels.exercise_panel import ExercisePanel

__all__ = ["ExerciseController"]


class ExerciseController(QObject):
    checked = Signal(object)  # a CheckResult once it is on screen

    def __init__(self, *, state: SectionState, commands: WindowActions, jobs: LongJobs,
                 exercise_panel: ExercisePanel, exercise_dock: QDockWidget, lesson_dock: QDockWidget,
                 editor: ExpressionEditor, status_bar: QStatusBar, update_actions: Callable[[], None],
                 resize_docks: Callable[[list, list, Qt.Orientation], None],
                 window_height: Callable[[], int], parent: QObject) -> None:
        """`update_actions` enables the window's commands anew; `resize_docks` is the window's
        QMainWindow.resizeDocks, and `window_height` its height: the exercise takes half of it."""
        super().__init__(parent)
        self.state, self.jobs, self.panel = state, jobs, exercise_panel
        self.exercise_dock, self.lesson_dock, self.editor = exercise_dock, lesson_dock, editor
        self.status_bar, self.update_actions = status_bar, update_actions
        self.resize_docks, self.window_height = resize_docks, window_height
        commands.check_answer.triggered.connect(self.check_answer)
        commands.show_solution.triggered.connect(self.show_solution)
        commands.use_solution.triggered.connect(self.use_solution)

    @property
    def checking(self) -> bool:
        """Whether the learner's answer is being checked."""
        return self.jobs.running(EXERCISE_CHECK)

    def show_exercise(self) -> None:
        """Show the panel for the section just opened when it is an exercise (the editor starts with
        its `given` code: see core/lessons/workspace.py), else hide it."""
        self.jobs.cancel(EXERCISE_CHECK, SUPERSEDED)  # a check still running was for the section left
        self.panel.clear()
        exercise = self.state.exercise
        if exercise is None:
            self.exercise_dock.hide()
            return
        self.retranslate()
        if self.exercise_dock.isHidden():
            self.exercise_dock.show()
            # the statement above, the check and its findings below, half the height each
            half = max(200, self.window_height() // 2 - 40)
            self.resize_docks([self.lesson_dock, self.exercise_dock], [half, half], Qt.Orientation.Vertical)

    def retranslate(self) -> None:
        """The exercise's hint, in the language installed now (a check running goes on, and the
        findings shown stay)."""
        exercise = self.state.exercise
        if exercise is None:
            return
        train, judge = exercise.train, exercise.judge
        if judge is not None:
            self.panel.set_hint(translate(
                "MainWindow", "Design the network: make its weights with var(...), compute the logit {0} and "
                "the loss. Check My Answer trains every Var it makes (learning rate {1}, {2} steps) and "
                "measures its accuracy on held-out points: at least {3} passes.").format(
                judge.training.classify["logit"], prose_number(judge.training.lr),
                prose_number(judge.training.steps), prose_number(judge.at_least)))
        elif train is not None:
            self.panel.set_hint(translate(
                "MainWindow", "Write the loss and the Vars {0}; Check My Answer trains them by gradient "
                "descent (learning rate {1}, {2} steps) and compares the run with the solution's.").format(
                ", ".join(train.params), prose_number(train.lr), prose_number(train.steps)))
        else:
            self.panel.set_hint(translate(
                "MainWindow", "Write your program below the given lines, then Check My Answer: its figures "
                "are compared with the solution's."))

    def program_changed(self, why: str) -> None:
        """The editor's program changed: a check running answers nothing now, findings are old."""
        if self.checking:
            self.jobs.cancel(EXERCISE_CHECK, SUPERSEDED)
            self.panel.show_stopped(translate("MainWindow", "The check was stopped: {0}. Check My Answer "
                                              "again to check the new program.").format(why))
        elif self.state.exercise is not None:
            self.panel.mark_outdated(translate(
                "MainWindow", "The program has changed since it was checked: these findings are about the "
                "program as it was. Check My Answer again to check this one."))

    def check_answer(self) -> None:
        """Run the editor's program against the exercise's solution: a long job (an exercise that
        trains runs the program thousands of times), shown with its progress, cancellable."""
        if self.state.exercise is None or self.checking:
            return
        self.panel.show_checking()
        self.jobs.start(EXERCISE_CHECK, translate("MainWindow", "Checking your answer"),
                        translate("MainWindow", "the check of your answer"),
                        self.state.answer_check(self.editor.text()), self._on_checked,
                        self._on_stopped)

    def _on_stopped(self, job) -> None:
        self.panel.show_stopped(job.message)
        self.status_bar.showMessage(job.message, 10000)
        self.checked.emit(CheckResult(problem=job.message))

    def _on_checked(self, result: CheckResult) -> None:
        status = self.status_bar
        if result.problem is not None:
            self.panel.show_problem(result.problem)
            status.showMessage(result.problem, 10000)
        else:
            self.panel.show_findings(result.findings, result.verdict)
            # what the check measured (an accuracy, a final loss), passed or not: how far from passing
            self.panel.show_figures([(label, prose_number(value)) for label, value in result.comparison])
            if result.passed:
                # exercise_text falls back to English itself
                answer = exercise_text(self.state.lesson, self.state.exercise, "answer_text",
                                       self.state.language)
                if answer:
                    self.panel.show_answer(answer)
            status.showMessage(result.verdict, 10000)
        self.update_actions()
        self.checked.emit(result)

    def show_solution(self) -> None:
        exercise = self.state.exercise
        if exercise is None:
            return
        text = exercise_text(self.state.lesson, exercise, "solution_text", self.state.language)
        if not text:  # no text: the program says it all
            text = "```\n" + exercise.solution_program + "```\n"
        self.panel.show_solution(text)
        self.state.solution_shown = True
        self.update_actions()

    def use_solution(self) -> None:
        if self.state.exercise is None or not self.state.solution_shown:
            return
        self.editor.replace_text(self.state.exercise.solution_program,
                                 translate("MainWindow", "Use the solution"))
