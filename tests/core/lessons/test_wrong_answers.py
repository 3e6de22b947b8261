"""Every exercise of every lesson fails the wrong answers a learner might try first, and says why.

Each exercise has at least three: the starting code as it is, a constant, the right shape with
wrong numbers, the task's example or the statement's numbers copied, a rule of the statement
ignored. Each must fail, and the words on screen (the verdict, then the findings, or the problem)
must name what is wrong, not only that something is.
"""

import re

import pytest

from gradwalk.core.lessons import available_lessons, load_lesson
from gradwalk.core.lessons.exercises import check_exercise
from gradwalk.core.lessons.runner import load_data

# the first input's column and the fourth unit's, as lesson 5's exercise 3 picks them
_COLUMNS = ('first_input = tensor([[1.0], [0.0]], dtype="f64")\n'
            "unit_3 = tensor([" + ", ".join("[1.0]" if i == 3 else "[0.0]" for i in range(16))
            + '], dtype="f64")\n')

# (lesson, section) -> [(what a learner types after the given lines, words that say why it fails)]
WRONG_ANSWERS = {
    ("l04", "exercise_1_logistic"): [
        ("", r"Your program does not assign loss yet"),
        ('loss = tensor(0.5, dtype="f64")', r"your loss does not depend on w, so there is no gradient"),
        ("p = x.broadcast_mul(w).sum_keepdim(1).squeeze(1).broadcast_add(b).sigmoid()\n"
         "loss = -(y * p.log() + (1 - y) * (1 - p).log()).mean_all()", r"uses sigmoid, which this exercise "
                                                                       r"rules out"),
        # the sum where the statement asks the mean: the right shape, other numbers
        ("p = (1 + x.broadcast_mul(w).sum_keepdim(1).squeeze(1).broadcast_add(b).neg().exp()).recip()\n"
         "loss = -(y * p.log() + (1 - y) * (1 - p).log()).sum_all()",
         r"Your loss is [\d.]+, expected [\d.]+: off by"),
        # the formula of the gradient by b typed as the loss
        ("p = (1 + x.broadcast_mul(w).sum_keepdim(1).squeeze(1).broadcast_add(b).neg().exp()).recip()\n"
         "loss = (p - y).mean_all()", r"Your loss is .*expected .*off by"),
    ],
    ("l04", "exercise_2_quadratic"): [
        ("", r"cannot be trained yet.*Your program assigns no a\."),
        ('a = var(0.0, dtype="f64")\nb = var(0.0, dtype="f64")\nc = var(0.0, dtype="f64")\n'
         "loss = (a + b + c) * 0 + 1", r"Your loss after step 1 is 1, expected [\d.]+"),
        # the line again: a kept out of the curve
        ('a = var(0.0, dtype="f64")\nb = var(0.0, dtype="f64")\nc = var(0.0, dtype="f64")\n'
         "curve = z.broadcast_mul(b).broadcast_add(c).broadcast_add(a * 0)\n"
         "loss = (curve - seconds).sqr().mean_all()", r"Your final a is 0, expected -?[\d.]+"),
        # the statement says start at zero
        ('a = var(1.0, dtype="f64")\nb = var(1.0, dtype="f64")\nc = var(1.0, dtype="f64")\n'
         "curve = (zz.broadcast_mul(a) + z.broadcast_mul(b)).broadcast_add(c)\n"
         "loss = (curve - seconds).sqr().mean_all()", r"2 of 6 figures of your run differ.*"
                                                      r"Your loss after step 1 is"),
        ('a = tensor(0.0, dtype="f64")\nb = tensor(0.0, dtype="f64")\nc = tensor(0.0, dtype="f64")\n'
         "curve = (zz.broadcast_mul(a) + z.broadcast_mul(b)).broadcast_add(c)\n"
         "loss = (curve - seconds).sqr().mean_all()", r"a is not a floating-point Var"),
    ],
    ("l05", "exercise_1_neuron_gradient"): [
        ("", r"Your program does not assign dw, db yet"),
        ('dw = tensor([0.0, 0.0, 0.0], dtype="f64")\ndb = tensor(0.0, dtype="f64")',
         r"Your dw is \[0, 0, 0\], expected .*3 of 3 elements differ"),
        ("s = z.detach().sigmoid()\ndw = x.broadcast_mul(y - s)\ndb = y - s",
         r"Your db is [\d.]+, expected -[\d.]+"),
        # the right numbers, recorded into the graph the statement asks to keep them out of
        ("s = z.sigmoid()\ndw = x.broadcast_mul(s - y)\ndb = s - y",
         r"not worked out the way the statement asks.*"
         r"Your dw is recorded into the graph: it is computed from s"),
        # the logit's derivative alone, the loss's part forgotten
        ('dw = x\ndb = tensor(1.0, dtype="f64")', r"Your dw is \[1, -2, 0.5\], expected"),
    ],
    ("l05", "exercise_2_xor_network"): [
        ("", r"Held-out accuracy 0\.\d+, needs at least 0\.9"),
        ('z = zeros((140, 1), dtype="f64")\nloss = (z.softplus() - y_xor * z).mean_all()',
         r"makes no floating-point Var to train"),
        # two layers and no activation between them: still one line across the plane
        ('V1 = var(randn((2, 8), seed=4, dtype="f64"))\nV2 = var(randn((8, 1), seed=5, dtype="f64") * 0.35)\n'
         "z = (X_xor @ V1) @ V2\nloss = (z.softplus() - y_xor * z).mean_all()",
         r"Held-out accuracy 0\.\d+, needs at least 0\.9"),
        # the answers read from the labels: perfect on any points, and no classifier
        ('V = var(zeros((2, 1), dtype="f64"))\nz = (X_xor @ V) + (y_xor - 0.5) * 10\n'
         "loss = (z.softplus() - y_xor * z).mean_all()", r"Your logit z changes when the labels y_xor do"),
    ],
    ("l05", "exercise_3_point_pulls"): [
        ("", r"Your program does not assign pull yet"),
        ('pull = zeros((300, 1), dtype="f64")', r"Your pull is \[0, 0, .*300 of 300 elements differ"),
        # the first layer's tanh forgotten on the way back
        ("dz = z.detach().sigmoid() - y\n"
         "dh2 = (dz @ W3.detach().transpose(0, 1)) * (1 - h2.detach().sqr())\n"
         "dh1 = dh2 @ W2.detach().transpose(0, 1)\n" + _COLUMNS + "pull = (X @ first_input) * (dh1 @ unit_3)",
         r"Your pull is .*expected .*300 of 300 elements differ"),
        # each point's share of the batch's gradient, not its own gradient
        ("dz = z.detach().sigmoid() - y\n"
         "dh2 = (dz @ W3.detach().transpose(0, 1)) * (1 - h2.detach().sqr())\n"
         "dh1 = (dh2 @ W2.detach().transpose(0, 1)) * (1 - h1.detach().sqr())\n" + _COLUMNS
         + "pull = (X @ first_input) * (dh1 @ unit_3) / 300", r"Your pull is .*expected .*elements differ"),
        # the right numbers, recorded into the graph the statement asks to keep them out of
        ("dz = z.sigmoid() - y\ndh2 = (dz @ W3.transpose(0, 1)) * (1 - h2.sqr())\n"
         "dh1 = (dh2 @ W2.transpose(0, 1)) * (1 - h1.sqr())\n" + _COLUMNS
         + "pull = (X @ first_input) * (dh1 @ unit_3)", r"Your pull is recorded into the graph"),
    ],
    ("l06", "exercise_1_tangent_by_hand"): [
        ("", r"Your program does not assign ds, dl, dy yet"),
        # the seed copied down the chain
        ('ds = tensor(1.0, dtype="f64")\ndl = tensor(1.0, dtype="f64")\ndy = tensor(1.0, dtype="f64")',
         r"Your dl is 1, expected 0.8: off by 0.2"),
        ("ds = 2 * x.detach() * dx\ndl = ds / s.detach()\ndy = dl * x.detach()",
         r"Your dy is 0.4, expected 0.62"),
        ("ds = 2 * x * dx\ndl = ds / s\ndy = dl * x + l * dx",
         r"Your ds is recorded into the graph: it is computed from x.*Use x.detach\(\)"),
        ("ds = 2 * x.detach() * dx\ndl = ds / s.detach()\ndy = y.detach()", r"Your dy is 0.11\d*, expected"),
    ],
    ("l06", "exercise_2_given_jacobian"): [
        ("", r"Your program does not assign y yet"),
        ('y = tensor([1.0, 13.0], dtype="f64")',
         r"Your Jacobian of y is \[\[0, 0, 0\], \[0, 0, 0\]\], expected \[\[2, 0, 0\], \[0, 4, 6\]\]: "
         r"3 of 6 entries differ"),
        # the target copied as the function's matrix: the right Jacobian, the wrong value
        ("y = target.matmul(x.reshape((3, 1))).reshape((2,))", r"Your y is \[2, 26\], expected \[1, 13\]"),
        ("y = x.sqr()", r"y should hold 2 numbers, yours holds 3"),
        # the Jacobian matched at a point of the learner's choosing
        ('x = var([0.5, 1.0, 1.0], dtype="f64")\ny = x.sqr().broadcast_mul(4.0).sum_keepdim(0)',
         r"your x is \[0.5, 1, 1\], the workspace's is \[1, 2, 3\]"),
    ],
    ("l07", "exercise_1_backward_by_hand"): [
        ("", r"Your program does not assign d_w, d_b yet"),
        # the right numbers, recorded into the graph: t3 used as it is
        ('d_t4 = ones((52,), dtype="f64") / 52\nd_t3 = d_t4 * 2 * t3\nd_w = (d_t3 * pages).sum_all()\n'
         "d_b = d_t3.sum_all()", r"Your d_t3 is recorded into the graph: it is computed from t3"),
        # the square's 2 forgotten: half the gradient
        ('d_t4 = ones((52,), dtype="f64") / 52\nd_t3 = d_t4 * t3.detach()\nd_w = (d_t3 * pages).sum_all()\n'
         "d_b = d_t3.sum_all()", r"Your d_w is -?[\d.]+, expected -?[\d.]+: off by"),
        # the shares averaged instead of summed back
        ('d_t4 = ones((52,), dtype="f64") / 52\nd_t3 = d_t4 * 2 * t3.detach()\nd_w = (d_t3 * pages).mean_all()\n'
         "d_b = d_t3.mean_all()", r"2 of 2 figures differ.*Your d_b is -?[\d.]+, expected"),
        # the mean's 1/52 left out
        ('d_t4 = ones((52,), dtype="f64")\nd_t3 = d_t4 * 2 * t3.detach()\nd_w = (d_t3 * pages).sum_all()\n'
         "d_b = d_t3.sum_all()", r"Your d_w is -?[\d.]+, expected -?[\d.]+: off by"),
    ],
    ("l07", "exercise_2_break_even"): [
        ("", r"Your program does not assign saving_us, break_even yet"),
        ("saving_us = eager_us - replayed_us\nbreak_even = recording_us / saving_us",
         r"Your break_even is 4.8, expected 5"),
        ("saving_us = replayed_us - eager_us\nbreak_even = (recording_us / saving_us).ceil()",
         r"Your saving_us is -25, expected 25"),
        ("saving_us = eager_us - replayed_us\nbreak_even = (recording_us / saving_us).floor()",
         r"Your break_even is 4, expected 5"),
    ],
}


def _every_exercise():
    return [(lesson_id, section.id) for lesson_id in available_lessons()
            for section in load_lesson(lesson_id).sections if section.exercise is not None]


def test_every_exercise_has_three_wrong_answers_at_least():
    for key in _every_exercise():
        assert len(WRONG_ANSWERS.get(key, [])) >= 3, f"{key}: no wrong answers to fail"


@pytest.fixture(scope="module")
def lessons(builds_csv_or_none):
    found = {}
    for lesson_id in {lesson_id for lesson_id, _ in WRONG_ANSWERS}:
        lesson = load_lesson(lesson_id)
        builds = lesson_id in ("l04", "l07")  # the lessons that read the course's builds
        found[lesson_id] = lesson, load_data(lesson, builds_csv_or_none if builds else None)[0]
    return found


@pytest.mark.parametrize(("lesson_id", "section_id", "answer", "why"),
                         [(*key, answer, why) for key, answers in WRONG_ANSWERS.items()
                          for answer, why in answers])
def test_a_wrong_answer_fails_and_says_why(lessons, lesson_id, section_id, answer, why):
    lesson, env = lessons[lesson_id]
    exercise = lesson.section(section_id).exercise
    result = check_exercise(exercise, exercise.given.rstrip("\n") + "\n" + answer + "\n", env)
    assert not result.passed
    if result.problem is None:
        assert result.verdict, "a failing check says what it found in one sentence first"
    shown = " ".join([result.verdict, result.problem or "", *(f.text for f in result.findings)])
    assert re.search(why, shown), shown


@pytest.mark.parametrize(("lesson_id", "section_id"), list(WRONG_ANSWERS))
def test_the_solution_still_passes(lessons, lesson_id, section_id):
    lesson, env = lessons[lesson_id]
    exercise = lesson.section(section_id).exercise
    result = check_exercise(exercise, exercise.solution_program, env)
    assert result.passed, result
