"""A section's figures as the window shows them beside its text (core/lessons/figures.py): the
transcript's figures, computed from the editor's program and the window's training runs."""

import threading

import pytest

from gradwalk.core.engine import Tensor
from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.figures import Heading, Missing, WindowRun, section_figures
from gradwalk.core.lessons.runner import Figure, format_value, load_data, run_section
from gradwalk.core.lessons.trainings import section_trainings
from gradwalk.core.lessons.workspace import section_code
from gradwalk.core.training.descent import run_descent
from gradwalk.core.training.training import prepare


def lesson_and_data(lesson_id):
    lesson = load_lesson(lesson_id)
    env, _ = load_data(lesson)
    return lesson, env


@pytest.fixture(scope="module")
def l05():
    return lesson_and_data("l05")


@pytest.fixture(scope="module")
def l06():
    return lesson_and_data("l06")


def shown(lines) -> list[tuple[str, str]]:
    """The figures as (label, value as the transcript writes it)."""
    return [(line.label.strip(), format_value(line.value)) for line in lines if isinstance(line, Figure)]


def window_runs(section, env) -> dict:
    """Each train step's run as the window makes it (the training, its lesson's report steps), by
    step number: what a learner's Start gives the figures."""
    numbers = [number for number, step in enumerate(section.steps, start=1) if step.kind == "train"]
    runs = {}
    for number, training in zip(numbers, section_trainings(section, env)):
        descent = prepare(training)
        result = run_descent(descent.loss_fn, descent.params, training.lr, training.steps,
                             report_steps=training.report, held_out_fn=descent.held_out_fn,
                             accuracy_fn=descent.accuracy_fn,
                             held_out_accuracy_fn=descent.held_out_accuracy_fn)
        runs[number] = WindowRun(training, result)
    return runs


@pytest.mark.parametrize("lesson_id", ["l04", "l05", "l06"])
def test_without_training_every_section_shows_the_transcripts_figures(lesson_id):
    lesson, env = lesson_and_data(lesson_id)
    for section in lesson.sections:
        if section.trains or section.id in ("wide_and_tall", "cost_of_a_loss"):  # timed: measured anew
            continue
        found = section_figures(section, dict(env), "fr")
        assert found.problem is None, section.id
        assert shown(found.lines) == shown(run_section(section, dict(env), "fr").lines), section.id


def test_a_figure_a_training_makes_waits_for_its_run_and_the_others_do_not(l05):
    lesson, env = l05
    section = lesson.section("what_goes_wrong")
    found = section_figures(section, dict(env), "en")
    missing = {line.label: line for line in found.lines if isinstance(line, Missing)}
    trained_by = {label: section.steps[m.train_step - 1].label.get("en") for label, m in missing.items()}
    assert {label: by for label, by in trained_by.items() if label != by} == {
        "after training, how far the hidden units' weights differ": "equal start, learning rate 0.5",
        "first layer: ReLU units still dead after training": "a ReLU network started with bias −1",
        "second layer: ReLU units dead after training": "a ReLU network started with bias −1",
    }
    # each training waits for its own run
    assert {"the same network, learning rate 20", "equal start, learning rate 0.5",
            "a ReLU network started with bias −1"} <= {label for label, by in trained_by.items() if label == by}
    assert missing["after training, how far the hidden units' weights differ"].training == (
        "equal start, learning rate 0.5")
    # computed from the start values alone: shown at once, between the trainings
    transcript = {figure.name: figure.value for figure in run_section(section, dict(env)).figures}
    assert dict(shown(found.lines)) == {
        "equal start: dloss/dW1, the same for every hidden unit": format_value(transcript["zero_start_dW1"]),
        "first layer: ReLU units with bias −1 that no point switches on": "7 (f64)"}


@pytest.mark.parametrize("lesson_id, section_id", [
    ("l05", "what_goes_wrong"), ("l05", "two_moons"), ("l04", "regression")])
def test_with_the_windows_runs_the_figures_are_the_transcripts(lesson_id, section_id):
    lesson, env = lesson_and_data(lesson_id)
    section = lesson.section(section_id)
    found = section_figures(section, dict(env), "es", runs=window_runs(section, env))
    assert found.problem is None and not any(isinstance(line, Missing) for line in found.lines)
    assert shown(found.lines) == shown(run_section(section, dict(env), "es").lines)
    headings = [line.label for line in found.lines if isinstance(line, Heading)]
    assert headings == [step.label.get("es") for step in section.steps if step.kind == "train"]


def test_the_dead_units_are_counted_layer_by_layer_after_the_run(l05):
    lesson, env = l05
    section = lesson.section("what_goes_wrong")
    found = dict(shown(section_figures(section, dict(env), runs=window_runs(section, env)).lines))
    assert found["first layer: ReLU units still dead after training"] == "7 (f64)"
    assert found["second layer: ReLU units dead after training"] == "4 (f64)"


def test_the_editors_program_takes_the_place_of_the_sections_code(l05):
    lesson, env = l05
    section = lesson.section("activations")
    own = section_code(section, env).code
    before = dict(shown(section_figures(section, dict(env), code=own).lines))
    # the sigmoid network's first layer twice as large: its gradient's share changes
    typed = own.replace("A1 = var(randn((2, 8), seed=11, dtype=\"f64\") * 0.7)",
                        "A1 = var(randn((2, 8), seed=11, dtype=\"f64\") * 1.4)")
    assert typed != own
    after = dict(shown(section_figures(section, dict(env), code=typed).lines))
    label = "sigmoid: size of the first layer's gradient over the last one's"
    assert after[label] != before[label]
    assert before[label] == "0.004803 (f64)"


def test_a_program_that_breaks_a_later_step_says_which_and_keeps_the_labels(l05):
    lesson, env = l05
    section = lesson.section("activations")
    typed = section_code(section, env).code.replace("loss_relu", "loss_rectified")
    found = section_figures(section, dict(env), "en", code=typed)
    assert found.problem is not None and "loss_relu" in found.problem
    assert [line.label for line in found.lines if isinstance(line, Missing)] == [
        "sigmoid: size of the first layer's gradient over the last one's", "tanh: the same ratio",
        "ReLU: the same ratio"]
    assert all(line.train_step is None for line in found.lines if isinstance(line, Missing))


def test_the_sweeps_are_counted_exactly_and_the_fewer_are_the_faster(l06):
    lesson, env = l06
    found = dict(shown(section_figures(lesson.section("wide_and_tall"), dict(env)).lines))
    assert found["wide: forward sweeps over backward ones, counted"] == "100 (f64)"
    assert found["tall: backward sweeps over forward ones, counted"] == "100 (f64)"
    assert found["both ways, the mode with fewer sweeps took less time"] == "true"


def test_a_dual_number_records_nothing_whatever_other_threads_make(l06):
    lesson, env = l06
    section = lesson.section("dual_numbers")
    stop = threading.Event()

    def busy():  # the window's evaluation, making tensors on its own thread meanwhile
        while not stop.is_set():
            Tensor([1.0, 2.0]) * 2

    other = threading.Thread(target=busy)
    other.start()
    try:
        for _ in range(20):
            (figure,) = [line for line in section_figures(section, dict(env)).lines
                         if isinstance(line, Figure) and line.name == "df_dual"]
            assert figure.details[0].endswith("tensors recorded on the way: 0")
    finally:
        stop.set()
        other.join()


def test_a_replay_after_a_train_step_does_not_wait_for_its_run():
    """Lesson 7's replay step names w in its loss, which the train step before it makes: its own
    parameter, not a read of the run's. It is computed at once; the train step waits for a run."""
    lesson = load_lesson("l07")
    env, _ = load_data(lesson, None)
    found = section_figures(lesson.section("what_cannot_be_replayed"), env)
    missing = [line for line in found.lines if isinstance(line, Missing)]
    shown = {line.name: line for line in found.lines if isinstance(line, Figure)}
    assert [line.label for line in missing] == ["a loss scaled by w's value, read back as a number"]
    assert shown["eager_either_way"].value is True and shown["no_line_recorded"].value.to_scalar() == 0
