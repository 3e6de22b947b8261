"""What a section shows, without a window: open, evaluate, walk, step between sections, check.

The section state makes the work and takes its answers; here the work runs inline, as the command
line runs it, so every path is tested without Qt.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from gradwalk.core.engine import WalkMode
from gradwalk.app.session.section_state import SectionState
from gradwalk.core.engine import GradwalkError
from gradwalk.core.lessons import load_lesson

FIRST = "first_derivative"


def no_progress(done: int, total: int) -> None:
    pass


@pytest.fixture(scope="module")
def lesson():
    return load_lesson("l04")


@pytest.fixture
def state(lesson):
    made = SectionState("en")
    made.lessons[lesson.id] = lesson
    return made


def evaluated(state: SectionState, text: str, tape: bool = False):
    request, work = state.evaluation(text, WalkMode.TAPE if tape else WalkMode.GRAPH)
    outcome = work(no_progress)
    assert outcome.request is request
    return outcome


def test_opening_a_section_gives_its_code_text_and_first_graph(state):
    opened = state.open("l04", FIRST)
    assert opened.code == state.lesson_code and opened.code.strip()
    assert opened.markdown.strip()
    assert opened.data_notes  # the lesson's data was read now, and says where from
    assert state.commands(opened.code).reset_code is False
    assert state.commands(opened.code + "z = 1\n").reset_code is True
    outcome = evaluated(state, opened.code)
    assert outcome.ok
    assert state.show(outcome) == (True, False)  # a new section's graph is fitted
    assert state.walk_length == len(outcome.walk) > 0


def test_a_section_opened_twice_keeps_what_was_typed(state):
    typed = "x = var(2.0)\ny = x * x\n"
    opened = state.open("l04", FIRST, typed)
    assert opened.code == typed and state.typed_to_keep(typed) == typed
    assert state.typed_to_keep(state.lesson_code + "\n") is None  # the lesson's own code: nothing to keep


def test_the_walk_clamps_and_keeps_its_place_on_the_same_graph(state):
    opened = state.open("l04", FIRST)
    state.show(evaluated(state, opened.code))
    length = state.walk_length
    assert state.walk_to(length + 5) == length and state.walk_to(-3) == 0
    state.walk_to(1)
    assert state.commands(opened.code).step_back and state.commands(opened.code).step_forward
    fit, same = state.show(evaluated(state, opened.code))  # the same program again
    assert (fit, same) == (False, True) and state.position == 1
    fit, same = state.show(evaluated(state, "a = var(1.0)\nb = a.exp()\n"))  # another graph
    assert not same and state.position == 0


def test_a_broken_program_changes_nothing_drawn(state):
    opened = state.open("l04", FIRST)
    good = evaluated(state, opened.code)
    state.show(good)
    bad = evaluated(state, "y = x +\n")
    assert not bad.ok and bad.problem.line == 1
    assert state.outcome is good  # the window never shows a failed outcome


def test_neighbours_go_on_into_the_next_lesson_and_stop_at_either_end(state, lesson):
    ids = [s.id for s in lesson.sections]
    state.open("l04", ids[0])
    assert state.neighbour(-1) is None and state.neighbour(+1) == ("l04", ids[1])
    assert not state.commands("").previous_section and state.commands("").next_section
    state.open("l04", ids[-1])
    assert state.neighbour(+1) is None and state.neighbour(-1) == ("l04", ids[-2])
    following = load_lesson("l05")
    state.lessons[following.id] = following
    # past a lesson's last section comes the next lesson's first, and back again
    assert state.neighbour(+1) == ("l05", following.sections[0].id) and state.commands("").next_section
    state.open("l05", following.sections[0].id)
    assert state.neighbour(-1) == ("l04", ids[-1])


def test_a_lesson_whose_data_cannot_be_read_leaves_the_open_section(state, lesson, tmp_path):
    state.open("l04", FIRST)
    gone = replace(lesson.data[0], file=str(tmp_path / "gone.csv"), demo=None, skip=0)
    state.lessons["broken"] = replace(lesson, id="broken", data=[gone])
    with pytest.raises((GradwalkError, OSError)):  # DataSetError here: the file is not there
        state.open("broken", FIRST)
    assert state.lesson is lesson and state.section_id == FIRST


def test_an_exercise_is_checked_and_its_solution_offered(state, lesson):
    exercise_id = next(s.id for s in lesson.sections if s.id.startswith("exercise_1"))
    opened = state.open("l04", exercise_id)
    assert state.exercise is not None
    can = state.commands(opened.code)
    assert can.check_answer and can.show_solution and not can.use_solution
    state.solution_shown = True
    assert state.commands(opened.code).use_solution
    assert not state.commands(state.exercise.solution_program).use_solution  # already the editor's
    result = state.answer_check(opened.code + state.exercise.solution_program)(no_progress)
    assert result.problem is None and result.passed
    wrong = state.answer_check(opened.code)(no_progress)
    assert not wrong.passed


def test_a_section_that_trains_says_so_and_finds_its_trainings(state, lesson):
    training_id = next(s.id for s in lesson.sections if s.trains
                       and not s.id.startswith("exercise"))
    opened = state.open("l04", training_id)
    assert opened.trains
    runs, problem = state.trainings(opened.code)(no_progress)
    assert problem == "" and runs and all(not run.problem for run in runs)
    # the editor's loss is what its runs train: a loss of another program is what they train then
    changed = opened.code.replace("loss = (pages", "loss = 2 * (pages")
    assert changed != opened.code
    runs_changed, _ = state.trainings(changed)(no_progress)
    followed = [run for run in runs_changed if run.follows]
    assert followed and all(run.training.loss.startswith("loss = 2 * (pages") for run in followed)
    broken, _ = state.trainings("loss = (")(no_progress)
    assert all("does not run" in run.problem for run in broken if run.follows)
    assert not state.open("l04", FIRST).trains


def test_choosing_a_result_or_a_gradient_fits_the_next_graph(state):
    opened = state.open("l04", FIRST)
    state.show(evaluated(state, opened.code))
    state.choose_gradient("x")
    request, _work = state.evaluation(opened.code, WalkMode.GRAPH)
    assert request.gradient_of == "x" and state.fit_next
    request, _work = state.evaluation(opened.code, WalkMode.TAPE)
    assert request.gradient_of is None  # tape mode walks the result itself
    state.choose_result("y")
    assert state.gradient_of is None and state.focus == "y"
