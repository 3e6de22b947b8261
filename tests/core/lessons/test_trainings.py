"""A section's trainings, as the window runs them: core/lessons/trainings.py, and the runner's hook."""


import numpy as np
import pytest

from gradwalk.core.lessons import load_lesson
from gradwalk.core.lessons.runner import load_data, run_section, section_lines
from gradwalk.core.lessons.trainings import Training, section_trainings
from gradwalk.core.training.models import MODELS



@pytest.fixture(scope="module")
def lesson():
    return load_lesson("l04")


@pytest.fixture(scope="module")
def data_env(lesson, builds_csv_or_none):
    # The course's file when it is beside the checkout, else the project's demo data.
    env, _ = load_data(lesson, builds_csv_or_none)
    return env


@pytest.fixture(scope="module")
def regression(lesson, data_env):
    return section_trainings(lesson.section("regression"), data_env)


def test_the_regression_section_has_the_lessons_four_trainings(regression):
    assert [t.label for t in regression] == [
        "descent on raw pages, learning rate 3e-5",
        "descent on raw pages, learning rate 1e-5",
        "descent on standardised pages, f64, learning rate 0.1",
        "descent on standardised pages, f32, learning rate 0.1",
    ]
    assert [t.lr for t in regression] == [3e-5, 1e-5, 0.1, 0.1]
    assert [t.steps for t in regression] == [1000, 1000, 100, 100]
    assert [t.dtype for t in regression] == ["f64", "f64", "f64", "f32"]
    assert [t.device for t in regression] == ["cpu"] * 4
    assert [t.report for t in regression] == [(1, 10, 1000), (1, 10, 1000), (), ()]
    assert [t.bind for t in regression] == [{}, {}, {"w": "ws", "b": "bs"}, {"w": "ws", "b": "bs"}]
    for training in regression:
        assert isinstance(training, Training)
        assert training.model == "line"
        assert training.loss == MODELS["line"].loss
        assert training.params == {"w": 0.0, "b": 0.0}
        assert training.labels["en"] == training.label
        assert set(training.labels) == {"en", "fr", "es"}  # a label in each of the lesson's languages
        assert set(training.inputs) == {"x", "y"}
        for values in training.inputs.values():
            assert values.dtype == np.float64 and values.shape == (52,)


def test_inputs_are_the_values_the_steps_before_computed(regression, data_env):
    pages = data_env["pages"].numpy()
    seconds = data_env["seconds"].numpy()
    for raw in regression[:2]:
        np.testing.assert_array_equal(raw.inputs["x"], pages)
        np.testing.assert_array_equal(raw.inputs["y"], seconds)
    # z is made by a code step just before the standardised runs: pages, standardised.
    z = (pages - pages.mean()) / pages.std()
    for standardised in regression[2:]:
        np.testing.assert_allclose(standardised.inputs["x"], z, rtol=0, atol=1e-12)
        assert standardised.inputs["x"].dtype == np.float64  # f32 is the descent's business
        np.testing.assert_array_equal(standardised.inputs["y"], seconds)


def test_exercise_2_has_the_quadratic(lesson, data_env):
    quadratic, *_ = section_trainings(lesson.section("exercise_2_quadratic"), data_env)
    assert quadratic.held_out == {}
    assert quadratic.model == "quadratic" and quadratic.loss == MODELS["quadratic"].loss
    assert (quadratic.lr, quadratic.steps, quadratic.report) == (0.05, 2000, (1, 100, 2000))
    assert quadratic.params == {"a": 0.0, "b": 0.0, "c": 0.0}
    assert {name: v.shape for name, v in quadratic.inputs.items()} == {
        "z": (52,), "zz": (52,), "y": (52,)}
    np.testing.assert_allclose(quadratic.inputs["zz"], quadratic.inputs["z"] ** 2, rtol=1e-15)


def test_sections_without_training_give_none(lesson, data_env):
    for section in lesson.sections:
        if not section.trains:
            assert section_trainings(section, data_env) == []


def test_the_data_env_is_left_unchanged(lesson, data_env):
    before = dict(data_env)
    section_trainings(lesson.section("regression"), data_env)
    assert data_env == before


def test_a_step_with_its_own_loss_and_one_label(lesson, data_env):
    from gradwalk.core.lessons.loader import Section

    section = Section("own", {"en": "own"}, None, (
        {"code": "u = pages.broadcast_mul(tensor(2.0, dtype=\"f64\"))"},
        {"label": "one label", "figures": "own.",
         "train": {"loss": "loss = (u.broadcast_mul(w) - seconds).sqr().mean_all()",
                   "inputs": {"u": "u", "seconds": "seconds"}, "params": {"w": 1},
                   "lr": 1e-6, "steps": 3}},
    ))
    [training] = section_trainings(section, data_env)
    assert training.label == "one label" and training.labels == {"en": "one label"}
    assert training.model is None and training.loss.startswith("loss = (u.")
    assert training.params == {"w": 1.0} and isinstance(training.params["w"], float)
    np.testing.assert_array_equal(training.inputs["u"], data_env["pages"].numpy() * 2)
    assert (training.dtype, training.device, training.report, training.bind) == ("f64", "cpu", (), {})


def test_the_hook_changes_nothing_in_the_section_run(lesson, data_env):
    section = lesson.section("regression")
    plain = run_section(section, dict(data_env))
    seen = []
    hooked = run_section(section, dict(data_env), on_train=lambda step, env: seen.append(
        (step.figures, sorted(name for name in ("z", "ws") if name in env))))
    assert section_lines(hooked) == section_lines(plain)
    # each train step is seen before it runs: z exists for the standardised runs, ws only after one
    assert seen == [("lr_3e-5.", []), ("lr_1e-5.", []), ("standardized_f64.", ["z"]),
                    ("standardized_f32.", ["ws", "z"])]


def test_exercise_2_judges_the_line_and_the_curve_on_the_last_13_builds(lesson, data_env):
    _, line, curve = section_trainings(lesson.section("exercise_2_quadratic"), data_env)
    assert (line.model, curve.model) == ("line", "quadratic")
    assert line.label == "line on 52 builds, evaluated on the last 13"
    assert curve.label == "curve on 52 builds, evaluated on the last 13"
    for training in (line, curve):
        assert (training.lr, training.steps, training.report) == (0.05, 2000, (1, 100, 2000))
        assert set(training.held_out) == set(training.inputs)
        assert all(v.shape == (13,) for v in training.held_out.values())
    # standardised with the training rows' mean and spread, not their own
    pages, held = data_env["pages"].numpy(), data_env["pages_held"].numpy()
    z_held = (held - pages.mean()) / pages.std()
    np.testing.assert_allclose(line.held_out["x"], z_held, rtol=0, atol=1e-12)
    np.testing.assert_allclose(curve.held_out["z"], z_held, rtol=0, atol=1e-12)
    np.testing.assert_allclose(curve.held_out["zz"], z_held ** 2, rtol=0, atol=1e-12)
    np.testing.assert_array_equal(curve.held_out["y"], data_env["seconds_held"].numpy())
    assert abs(z_held.mean()) > 1e-6  # not z-scores of their own: the check above can fail


def test_the_held_out_losses_are_the_loss_at_the_parameters_on_the_held_out_rows(lesson, data_env):
    result = run_section(lesson.section("exercise_2_quadratic"), dict(data_env))
    figures = {f.name: f.value for f in result.figures}
    z = data_env["pages_held"].numpy()
    pages = data_env["pages"].numpy()
    z = (z - pages.mean()) / pages.std()
    y = data_env["seconds_held"].numpy()
    w, b = (figures[f"split_line.{n}"].to_scalar() for n in ("w", "b"))
    line_loss = np.mean((w * z + b - y) ** 2)
    a, b, c = (figures[f"split_curve.{n}"].to_scalar() for n in ("a", "b", "c"))
    curve_loss = np.mean((a * z * z + b * z + c - y) ** 2)
    assert figures["split_line.held_out_loss_after_step"]["2000"] == pytest.approx(line_loss, rel=1e-12)
    assert figures["split_curve.held_out_loss_after_step"]["2000"] == pytest.approx(curve_loss, rel=1e-12)
    # and the training losses are not the held-out ones
    assert figures["split_line.loss_after_step"]["2000"] != pytest.approx(line_loss, rel=1e-3)
    lines = "\n".join(section_lines(result))
    assert "line on 52 builds, evaluated on the last 13:" in lines
    assert lines.count("held-out loss after step: step 1 ") == 2


# --- found without their descents ---------------------------------------------------------------------


def _same(found, exact):
    assert len(found) == len(exact)
    for a, b in zip(found, exact):
        assert {k: v for k, v in vars(a).items() if k not in ("inputs", "held_out")} == \
               {k: v for k, v in vars(b).items() if k not in ("inputs", "held_out")}
        for name in ("inputs", "held_out"):
            assert set(getattr(a, name)) == set(getattr(b, name))
            for key, values in getattr(a, name).items():
                np.testing.assert_array_equal(values, getattr(b, name)[key])


def _every_built_in_section():
    from gradwalk.core.lessons import available_lessons

    for lesson_id in available_lessons():
        lesson = load_lesson(lesson_id)
        for section in lesson.sections:
            if section.trains:
                yield lesson, section


def test_every_section_finds_what_running_its_descents_finds(builds_csv_or_none):
    from gradwalk.core.lessons.trainings import _with_descents

    checked = 0
    for lesson, section in _every_built_in_section():
        env, _ = load_data(lesson, builds_csv_or_none if lesson.id == "l04" else None)
        _same(section_trainings(section, env), _with_descents(section, env))
        checked += 1
    assert checked >= 2  # the regression and exercise 2, at least


def test_no_descent_runs_to_find_them(lesson, data_env, monkeypatch):
    from gradwalk.core.lessons import runner

    def refuse(*args, **kwargs):
        raise AssertionError("a descent ran")

    monkeypatch.setattr(runner, "run_descent", refuse)
    for name in ("regression", "exercise_2_quadratic"):
        assert section_trainings(lesson.section(name), data_env)


def test_a_training_of_what_another_trained_is_found_with_the_descents(lesson, data_env, monkeypatch):
    from gradwalk.core.lessons.loader import Section

    line = {"model": "line", "inputs": {"x": "pages", "y": "seconds"}, "params": {"w": 0.0, "b": 0.0},
            "lr": 1e-6, "steps": 20, "bind": {"w": "w1", "b": "b1"}}
    section = Section("chained", {"en": "chained"}, None, (
        {"train": line},
        {"code": "fitted = pages.broadcast_mul(w1).broadcast_add(b1)\nkept = pages.sqr()"},
        {"train": {**line, "inputs": {"x": "kept", "y": "seconds"}, "bind": {}}},  # reads no trained name
        {"train": {**line, "inputs": {"x": "fitted", "y": "seconds"}, "bind": {}}},  # reads one
    ))
    found = section_trainings(section, data_env)
    pages = data_env["pages"].numpy()
    assert not np.all(found[2].inputs["x"] == 0)  # the trained line, not the start values w = b = 0
    np.testing.assert_allclose(found[1].inputs["x"], pages ** 2)
    from gradwalk.core.lessons.trainings import _with_descents, _without_descents
    assert _without_descents(section, data_env) is None  # the descents had to run
    _same(found, _with_descents(section, data_env))


@pytest.mark.parametrize("spec, words", [
    ({"model": "nope", "inputs": {"x": "pages", "y": "seconds"}, "params": {"w": 0.0}, "lr": 0.1,
      "steps": 2}, "unknown model 'nope'"),
    ({"model": "line", "inputs": {"x": "nowhere", "y": "seconds"}, "params": {"w": 0.0, "b": 0.0},
      "lr": 0.1, "steps": 2}, "'nowhere'"),
    ({"model": "line", "inputs": {"x": "pages", "y": "seconds"}, "params": {"w": 0.0, "b": 0.0},
      "lr": 0.1, "steps": 2, "dtype": "f99"}, "f99"),
])
def test_a_broken_train_step_is_said_as_the_run_says_it(data_env, spec, words):
    from gradwalk.core.lessons.loader import Section
    from gradwalk.core.lessons.runner import StepError

    section = Section("broken", {"en": "broken"}, None, ({"code": "k = pages.sqr()"}, {"train": spec}))
    with pytest.raises(StepError, match=r"section broken, step 2: .*" + words.replace("'", ".")):
        section_trainings(section, data_env)


NETWORK_LOSS = """
h = (X @ W).broadcast_add(b).tanh()
z = h @ v
loss = (z.softplus() - y * z).mean_all()
"""


def network_section(starts):
    from gradwalk.core.lessons.loader import Section

    code = ('W0 = randn((2, 3), seed=1, dtype="f64") * 0.5\nb0 = zeros((1, 3), dtype="f64")\n'
            'v0 = randn((3, 1), seed=2, dtype="f64") * 0.5\n'
            'X = tensor([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.0, 0.0]], dtype="f64")\n'
            'y = tensor([[1.0], [1.0], [0.0], [0.0]], dtype="f64")')
    train = {"loss": NETWORK_LOSS, "inputs": {"X": "X", "y": "y"}, "params": starts, "lr": 0.5,
             "steps": 30, "report": [1, 30], "bind": {"W": "W1"}}
    return Section("net", {"en": "net"}, None, ({"code": code}, {"train": train},
                                                 {"code": "trained = W1.sum_all()"}))


def test_a_parameter_starts_from_a_tensor_the_steps_before_made():
    section = network_section({"W": "W0", "b": "b0", "v": "v0"})
    (training,) = section_trainings(section, {})
    np.testing.assert_array_equal(np.array(training.params["W"]),
                                  0.5 * np.random.default_rng(1).standard_normal((2, 3)))
    assert training.params["b"] == [[0.0, 0.0, 0.0]]
    env = {}
    lines = "\n".join(section_lines(run_section(section, env)))
    assert "step 30" in lines
    trained = env["W1"].numpy()
    assert trained.shape == (2, 3) and not np.allclose(trained, training.params["W"])


def test_a_start_named_before_it_is_made_is_said():
    from gradwalk.core.lessons.runner import StepError

    section = network_section({"W": "W_missing", "b": "b0", "v": "v0"})
    with pytest.raises(StepError, match="W_missing"):
        run_section(section, {})
