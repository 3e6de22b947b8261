"""What the window shows, without the window: the lessons listed, the section open, its data, the
program drawn and the walk's place in it, the open exercise.

The window (app/window/main_window.py) lays out the widgets and hands what they report to this state; the
state answers with plain records the window draws. It imports no Qt, so everything a section
does (open it, evaluate its code, walk it, step between sections, check an answer) is tested
without a window (tests/app/session/test_section_state.py). The work itself runs wherever the caller
chooses: `SectionState` only makes the functions to run (`evaluation`, `finite_differences`,
`answer_check`, `trainings`, `figures`); the window hands them to its jobs (app/base/long_jobs.py).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from gradwalk.core.engine import GradwalkError, Tensor, WalkMode
from gradwalk.core.engine.layers import Box
from gradwalk.core.lessons import Lesson, Section
from gradwalk.core.lessons.exercise_table import Exercise
from gradwalk.core.lessons.exercises import CheckResult, check_exercise
from gradwalk.core.lessons.runner import load_data
from gradwalk.core.lessons.trainings import SectionRun, SectionRuns
from gradwalk.core.lessons.figures import Runs
from gradwalk.core.lessons.workspace import section_code
from gradwalk.core.words import translate

from gradwalk.app.session.figures import SectionFigures, figure_rows
from gradwalk.app.session.forward.direction import section_seed

from gradwalk.app.session.walk.elements import why_closed
from gradwalk.app.session.walk.layers import engine_steps, position_after
from gradwalk.app.session.walk.records import WalkRecord
from gradwalk.app.session.workspace import OnePoint, Outcome, Request, RunWeights, evaluate_request
from gradwalk.app.session.fd_check import FiniteDifferenceRow
from gradwalk.app.session.fd_check import finite_difference_rows

__all__ = ["SectionState", "OpenedSection", "Commands", "Progress"]

Progress = Callable[[int, int], None]  # (done, total), called from the work as it goes
FiniteDifferences = tuple[list[FiniteDifferenceRow], float, str]  # the rows, the tolerance, a sentence


@dataclass(frozen=True)
class OpenedSection:
    """What opening a section gives the window to show."""
    section: Section
    markdown: str  # the section's text in the language asked for, else in English, else ""
    code: str  # the editor's text: what the learner typed there before, else the lesson's code
    data_notes: tuple[str, ...]  # where the data came from, when the lesson's data was read now
    trains: bool  # whether the section has trainings (the Train layout)


@dataclass(frozen=True)
class Commands:
    """Which commands make sense now: the window enables its actions from this, in one place."""
    step_forward: bool  # a step of the walk is left (Step, Run to End)
    step_back: bool  # a step was taken (Step Back, Reset)
    export_graph: bool
    check_gradients: bool  # a section is open
    reset_code: bool  # the editor's text differs from the lesson's code
    previous_section: bool
    next_section: bool
    check_answer: bool
    show_solution: bool
    use_solution: bool


class SectionState:
    """The lessons, the section open and the walk drawn; see the module's docstring."""

    def __init__(self, language: str = "en") -> None:
        self.language = language
        self.lessons: dict[str, Lesson] = {}
        self.lesson: Lesson | None = None
        self.section_id: str | None = None
        self.env: dict[str, Tensor] = {}
        self.lesson_code = ""  # the section's own code, what Reset brings back
        self.focus: str | None = None  # the result to draw
        self.gradient_of: str | None = None  # draw the graph of d focus / d this variable, or None
        self.seeded: str | None = None  # forward mode: the variable seeded, or None for every one
        self.walk_mode = WalkMode.GRAPH  # kept across sections
        self.layers_as_boxes = True  # a network's layers drawn a box each (kept across sections)
        self.opened_layers: frozenset[str] = frozenset()  # those the learner opened, by name (`h1`)
        self.opened_nodes: frozenset[str] = frozenset()  # nodes opened into their elements, by label
        self.weights: RunWeights | None = None  # a run's weights the program runs with, or its own
        self.point: OnePoint | None = None  # the one training point the program runs on, or all
        self.outcome: Outcome | None = None  # the last program that ran, on screen
        self.position = 0  # steps of the walk taken
        self.fit_next = True  # the next graph drawn is fitted to the view
        self.exercise: Exercise | None = None  # the open section's exercise, if it is one
        self.solution_shown = False
        self.runs: SectionRuns | None = None  # the open section's trainings, found once, for any program
        self._request_ids = itertools.count(1)

    # --- lessons and sections ---------------------------------------------------------------------

    @property
    def section(self) -> Section | None:
        return self.lesson.section(self.section_id) if self.lesson and self.section_id else None

    def has_section(self, lesson_id: str, section_id: str) -> bool:
        lesson = self.lessons.get(lesson_id)
        return lesson is not None and any(s.id == section_id for s in lesson.sections)

    def open(self, lesson_id: str, section_id: str, typed: str | None = None) -> OpenedSection:
        """Open a section (`has_section` must hold): its code, or `typed` where the learner typed
        there before. Raises a GradwalkError (LessonError, DataSetError) or OSError when a new
        lesson's data cannot be read, and then nothing changes."""
        lesson = self.lessons[lesson_id]
        notes: list[str] = []
        if lesson is not self.lesson:
            env, notes = load_data(lesson)
            self.lesson, self.env = lesson, env
        section = lesson.section(section_id)
        self.section_id = section_id
        code = section_code(section, self.env)
        self.lesson_code, self.focus, self.gradient_of = code.code, code.focus, None
        self.seeded = section_seed(section, self.env, code.code)  # the case the text tells first
        self.outcome, self.position, self.fit_next = None, 0, True
        self.opened_layers = self.opened_nodes = frozenset()
        self.weights = self.point = None
        self.solution_shown, self.exercise = False, section.exercise
        self.runs = SectionRuns(section, self.env) if section.trains else None
        return OpenedSection(section, self.markdown(), typed if typed is not None else code.code,
                             tuple(notes), section.trains)

    def markdown(self) -> str:
        """The open section's text in the language asked for, else in English, else ""."""
        lesson, section = self.lesson, self.section
        if lesson is None or section is None:
            return ""
        return lesson.text(section, self.language) or lesson.text(section, "en") or ""

    def forget_lesson(self, lesson_id: str) -> None:
        """The lesson was opened again after an edit: its data and texts are read anew when shown."""
        if self.lesson is not None and self.lesson.id == lesson_id:
            self.lesson = None

    def neighbour(self, offset: int) -> tuple[str, str] | None:
        """(lesson id, section id) of the section `offset` places from the open one, the lessons
        read one after another as they are listed: past a lesson's last section comes the next
        lesson's first. None past the first lesson's start or the last lesson's end."""
        places = [(lesson.id, section.id) for lesson in self.lessons.values() for section in lesson.sections]
        here = (self.lesson.id, self.section_id) if self.lesson else None
        if here not in places:
            return None
        index = places.index(here) + offset
        return places[index] if 0 <= index < len(places) else None

    def typed_to_keep(self, text: str) -> str | None:
        """What to remember of the editor's `text`: None when it is the lesson's own code."""
        return None if text.strip() == self.lesson_code.strip() else text

    # --- evaluating and walking -------------------------------------------------------------------

    def evaluation(self, text: str, mode: WalkMode = WalkMode.GRAPH,
                   ) -> tuple[Request, Callable[[Progress], Outcome]]:
        """What to evaluate, `text` for the result chosen, walked in `mode` (graph, tape or forward),
        and the work. The tape walks the result itself, never a gradient's graph."""
        if mode not in tuple(WalkMode):
            raise ValueError(f"unknown mode {mode!r}")
        request = Request(next(self._request_ids), text, self.focus, mode,
                          self.gradient_of if WalkMode(mode).walks_gradient_graphs else None, self.seeded,
                          self.opened_layers if self.layers_as_boxes else None,
                          self.opened_nodes if mode == WalkMode.GRAPH else frozenset(), self.weights,
                          self.point)
        env = self.env
        return request, lambda progress: evaluate_request(request, env)

    def show(self, outcome: Outcome) -> tuple[bool, bool]:
        """Take an evaluated program that ran to its end as the one drawn. Returns whether to fit
        the view, and whether it draws the graph drawn before (then the walk keeps its place)."""
        previous, self.outcome = self.outcome, outcome
        same = previous is not None and same_graph(previous, outcome)
        if same:
            self.position = min(self.position, len(outcome.walk))
        elif previous is not None and same_walk(previous, outcome):
            # a layer opened or closed: the walk stays where it was, a layer's step for its operations
            self.position = position_after(outcome.walk, engine_steps(previous.walk, self.position))
        else:
            self.position = 0
        if outcome.request.focus in outcome.names or outcome.request.focus is None:
            self.focus = outcome.focus  # else kept: drawn once the program assigns it (an exercise's loss)
        fit, self.fit_next = self.fit_next, False
        return fit, same

    def choose_result(self, name: str | None) -> None:
        self.focus, self.gradient_of, self.fit_next = name, None, True

    def choose_gradient(self, variable: str | None) -> None:
        self.gradient_of, self.fit_next = variable, True

    def layer_at(self, node_id: int) -> Box | None:
        """The layer drawn at node `node_id`: a closed layer's box, or an opened layer's
        operation; None for any other node, and where layers are not drawn as boxes."""
        outcome = self.outcome
        if outcome is None:
            return None
        opened = self.opened_layers
        return next((layer for layer in outcome.layers
                     if node_id == layer.output or (layer.name in opened and node_id in layer.members)), None)

    def toggle_layer(self, layer: Box) -> None:
        """Open a closed layer into its operations, or close an opened one into its box (the
        program is then evaluated again; the walk keeps its place, see `show`)."""
        self.opened_layers = self.opened_layers ^ {layer.name}

    def opened_at(self, node_id: int) -> str | None:
        """The label of the opened node that node `node_id` is, or is part of (an element, a pick,
        a product inside it); None for any other node."""
        outcome = self.outcome
        return outcome.opened.get(node_id) if outcome is not None else None

    def why_not_open(self, node_id: int) -> str | None:
        """Why node `node_id` cannot be opened into its elements (None: it can, or it is open)."""
        outcome = self.outcome
        if outcome is None or outcome.snapshot is None or node_id < 0:
            return translate("Workspace", "Select a node of the graph first.")
        if outcome.request.mode != WalkMode.GRAPH:
            return translate("Workspace", "Nodes open into their elements in the graph's walk: leave tape "
                             "or forward mode first.")
        if self.opened_at(node_id) is not None:
            return None
        try:
            return why_closed(outcome.snapshot, node_id)
        except KeyError:
            return translate("Workspace", "Select a node of the graph first.")

    def toggle_elements(self, node_id: int) -> str | None:
        """Open node `node_id` into its elements, or close the opened node it belongs to (the
        program is then evaluated again; the walk keeps its place, see `show`). Returns why
        not, where it cannot open, and then nothing changes."""
        opened = self.opened_at(node_id)
        if opened is not None:
            self.opened_nodes = self.opened_nodes - {opened}
            return None
        why = self.why_not_open(node_id)
        if why is not None:
            return why
        self.opened_nodes = self.opened_nodes | {self.outcome.snapshot.node(node_id).label}
        return None

    def draw_layers_as_boxes(self, on: bool) -> None:
        self.layers_as_boxes = on

    def choose_seed(self, variable: str | None) -> None:
        """Forward mode seeds `variable` alone (None: every variable); the graph stays as it is."""
        self.seeded = variable

    @property
    def walk(self) -> WalkRecord | None:
        return self.outcome.walk if self.outcome is not None else None

    @property
    def walk_length(self) -> int:
        return len(self.walk) if self.walk is not None else 0

    def walk_to(self, position: int) -> int:
        """Go to the walk after `position` steps, clamped to the walk; the position reached."""
        self.position = max(0, min(position, self.walk_length))
        return self.position

    # --- checks and the exercise ------------------------------------------------------------------

    def finite_differences(self, text: str) -> Callable[[Progress], FiniteDifferences]:
        """The work that checks backward against central differences for `text`'s result drawn."""
        env, focus = self.env, self.focus
        return lambda progress: finite_difference_rows(text, env, focus, progress=progress)

    def answer_check(self, text: str) -> Callable[[Progress], CheckResult]:
        """The work that checks `text` against the open exercise's solution (one must be open)."""
        exercise, env, language = self.exercise, self.env, self.language
        if exercise is None:
            raise ValueError("no exercise is open")

        def check(progress: Progress) -> CheckResult:
            try:
                return check_exercise(exercise, text, env, lang=language, progress=progress)
            except GradwalkError as err:  # a mistake of the lesson's own: shown as the problem
                return CheckResult(problem=str(err))
        return check

    def trainings(self, text: str) -> Callable[[Progress], tuple[list[SectionRun], str]]:
        """The work that finds the open section's runs as Start trains them with `text` in the
        editor (core/lessons/trainings.py): them and "", or none and the problem. The section's
        own trainings are found by the first such work, and kept for the next."""
        runs = self.runs

        def find(progress: Progress) -> tuple[list[SectionRun], str]:
            if runs is None:
                return [], ""
            try:
                return runs.for_program(text), ""
            except GradwalkError as err:
                return [], str(err)
        return find

    def figures(self, text: str, runs: Runs | None = None) -> Callable[[Progress], SectionFigures]:
        """The work that computes the open section's figures for the editor's `text`, with the
        window's training runs (`runs`, by train step) in place of its descents."""
        section, env, language = self.section, self.env, self.language
        if section is None:
            raise ValueError("no section is open")
        return lambda progress: figure_rows(section, env, language, text, runs)

    # --- commands ---------------------------------------------------------------------------------

    def commands(self, text: str) -> Commands:
        """What makes sense with the editor holding `text`."""
        walk, open_ = self.walk, self.section_id is not None
        exercise = self.exercise
        return Commands(
            step_forward=walk is not None and self.position < len(walk),
            step_back=walk is not None and self.position > 0,
            export_graph=walk is not None,
            check_gradients=open_,
            reset_code=open_ and text.strip() != self.lesson_code.strip(),
            previous_section=self.neighbour(-1) is not None,
            next_section=self.neighbour(+1) is not None,
            check_answer=exercise is not None,
            show_solution=exercise is not None and not self.solution_shown,
            use_solution=exercise is not None and self.solution_shown and text != exercise.solution_program)


def same_walk(before: Outcome, after: Outcome) -> bool:
    """Whether two outcomes walk the same program the same way, a layer drawn open in one and
    closed in the other perhaps (the engine took the same steps)."""
    one, other = before.request, after.request
    return ((one.text, one.focus, one.mode, one.gradient_of) == (other.text, other.focus, other.mode,
                                                                 other.gradient_of)
            and before.walk is not None and after.walk is not None
            and engine_steps(before.walk, len(before.walk)) == engine_steps(after.walk, len(after.walk)))


def same_graph(before: Outcome, after: Outcome) -> bool:
    """Whether two outcomes draw the same graph (same labels, operations and edges): then the
    walk keeps its position and the view its layout, as when the learner toggles a mode."""
    def shape(outcome: Outcome):
        snap = outcome.snapshot
        return ([(n.label, n.op, n.shape) for n in snap.nodes],
                [(e.position, e.formula) for e in snap.edges], outcome.walk.mode)
    return shape(before) == shape(after)
