"""Exercises a learner can check: a statement, a workspace, and a check against the lesson's own
solution, computed when the check runs.

A section is an exercise when its lesson file gives it a `[sections.exercise]` table, read into an
`Exercise` (core/lessons/exercise_table.py) when the lesson is read.

The learner's program runs on the lesson's data, as the window's editor runs it. The expected
figures come from running `given` then `solution` the same way: nothing in the file is a result.
Without `train`, each `expect` item is compared: a value, or a gradient from one backward pass.
With `train`, both programs are trained as a `Training` (core/training/training.py) whose loss is
the program itself and whose parameters are the Vars named in `params`, and the losses after the
`report` steps and the final parameters are compared. `baseline` computes one more figure from
the data (the closed-form line's loss, say), shown beside the learner's final loss. With `judge`,
every Var the program makes is trained and the check is a threshold on held-out accuracy.

Beside the figures, a check holds the program to what the statement asks of its way, read from the
graph the program recorded, never from its text: the values named in `detached` must be recorded
into no graph (worked out by hand, from `.detach()`ed values), the variables a gradient or a
Jacobian is taken by keep the values the workspace gives them; and a judged classifier's logit
must not change when the labels do (it would read the answers it is judged on).

`check_exercise` answers with plain records: one `Finding` per figure or rule (a sentence and
whether it passed), the `verdict` in the words of the check's kind (how many figures differ, or
the accuracy reached against the one asked), or one `problem` sentence when the program could not
be checked at all.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from gradwalk.core.engine import GradwalkError, JacobianMode, Tensor, jacobian
from gradwalk.core.engine.describe import element_labels
from gradwalk.core.engine.format import code_number, line_text
from gradwalk.core.engine.jacobian import jacobian_limit_problem, jacobian_shape
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.expr.source import parse_python
from gradwalk.core.training.descent import run_descent
from gradwalk.core.training.training import LOSS, Training, prepare
from gradwalk.core.words import prose_number, translate

from .exercise_table import Exercise, ExerciseError, Expectation
from .files import LessonFileError, inside_folder, read_lesson_text
from .model import Lesson

__all__ = ["CheckResult", "Finding", "check_exercise", "exercise_text", "forbidden_uses"]

# The significant digits of an accuracy, in the judge's sentence and beside it: a share of 60
# held-out points needs no more, and the two read the same.
SHARE_DIGITS = 3


@dataclass(frozen=True)
class Finding:
    """One line of a check's answer: what was compared, in words, and whether it matched.
    `figure` is False for a rule of the statement about how a figure is made (worked out by hand,
    from detached values) rather than a figure compared with the solution's."""
    text: str
    passed: bool
    figure: bool = True


@dataclass(frozen=True)
class CheckResult:
    findings: tuple[Finding, ...] = ()
    problem: str | None = None  # the program could not be checked: this says why
    line: int | None = None  # where the problem is, when it is in the program's text
    col: int | None = None
    # (label, value): what the check measured besides its findings (the training and held-out
    # accuracy, the final loss, the baseline's), shown after every check, passed or not
    comparison: tuple[tuple[str, float], ...] = ()
    verdict: str = ""  # the answer in one sentence, in the words of the check's kind

    @property
    def passed(self) -> bool:
        return self.problem is None and bool(self.findings) and all(f.passed for f in self.findings)


# --- the texts -----------------------------------------------------------------------------------


def exercise_text(lesson: Lesson, exercise: Exercise, key: str, lang: str) -> str | None:
    """The Markdown of `solution_text` or `answer_text` in `lang` (English when it has none);
    `lesson` is a core.lessons.Lesson."""
    name = getattr(exercise, key)
    if name is None:
        return None
    for folder in (lang, "en"):
        try:  # the loader checked these texts; one changed since is simply not shown
            return read_lesson_text(inside_folder(Path(lesson.folder), f"{folder}/{name}"))
        except LessonFileError:
            continue
    return None


# --- checking ------------------------------------------------------------------------------------


def forbidden_uses(text: str, forbid: tuple[str, ...]) -> list[str]:
    """The operations of `forbid` that the program calls, in the order they first appear."""
    if not forbid:
        return []
    try:
        tree = parse_python(text)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in forbid and name not in found:
                found.append(name)
    return found


def check_exercise(exercise: Exercise, text: str, env: Mapping[str, Tensor], *, lang: str = "en",
                   progress: Callable[[int, int], None] | None = None) -> CheckResult:
    """Run the learner's program `text` and compare its figures with the solution's.

    `env` is the lesson's data. `progress(done, total)`, when given, is called as trainings go.
    Never raises for a learner's mistake: a program that cannot run is a `problem`.
    """
    used = forbidden_uses(text, exercise.forbid)
    if used:  # a rule of the exercise broken, before any figure is compared: not a figure that differs
        return CheckResult(problem=" ".join(translate(
            "Exercises", "Your program uses {0}, which this exercise rules out: build it from other "
            "operations, as the statement says.").format(name) for name in used))
    try:
        program = Program(text, known_names=tuple(env))
        values = program.run(env)
    except ExpressionError as err:
        return CheckResult(problem=translate("Exercises", "Your program does not run: {0}").format(
            err.message), line=err.line, col=err.col)
    try:
        reference = Program(exercise.solution_program, known_names=tuple(env))
        expected = reference.run(env)
    except ExpressionError as err:
        raise ExerciseError(translate("Exercises", "the exercise's solution does not run: {0}").format(
            err)) from err
    unknown = [name for name in exercise.detached if name not in expected]
    if unknown:  # the lesson's mistake, not the learner's
        raise ExerciseError(translate("Exercises", "'detached' names {0}, which the solution does not "
                                      "assign").format(", ".join(unknown)), ("detached",))
    try:
        if exercise.judge is not None:
            return _check_judged(exercise, program, values, env, progress)
        if exercise.train is not None:
            return _check_training(exercise, program, values, reference, expected, env, lang, progress)
        return _check_figures(exercise, values, expected)
    except ExpressionError as err:
        return CheckResult(problem=translate("Exercises", "Your program does not run: {0}").format(
            err.message), line=err.line, col=err.col)
    except GradwalkError as err:
        return CheckResult(problem=translate("Exercises", "Your program could not be checked: {0}").format(
            err))


# --- values, gradients and Jacobians compared with the solution's --------------------------------


def _check_figures(exercise: Exercise, values: dict, expected: dict) -> CheckResult:
    findings: list[Finding] = []
    for item in exercise.expect:
        finding = _compare_expectation(exercise, item, values, expected)
        if finding not in findings:  # a name missing for several figures is said once
            findings.append(finding)
    findings.extend(_detached_findings(exercise.detached, values))
    wrong = sum(not f.passed for f in findings if f.figure)
    missing = [name for item in exercise.expect for name in (item.of, item.wrt, *item.jacobian_wrt)
               if name is not None and name not in values]
    if missing:
        verdict = translate("Exercises", "Your program does not assign {0} yet, which the check "
                            "compares.").format(", ".join(dict.fromkeys(missing)))
    elif wrong:
        verdict = translate("Exercises", "{0} of {1} figures differ from the solution's.").format(
            wrong, sum(f.figure for f in findings))
    elif all(f.passed for f in findings):
        verdict = translate("Exercises", "Every figure matches the solution's.")
    else:
        verdict = translate("Exercises", "Your figures match the solution's, but they are not worked out "
                            "the way the statement asks.")
    return CheckResult(tuple(findings), verdict=verdict)


def _compare_expectation(exercise: Exercise, item: Expectation, values: dict, expected: dict) -> Finding:
    label = item.label
    for name in (item.of, item.wrt, *item.jacobian_wrt):
        if name is not None and name not in values:
            return Finding(translate("Exercises", "Your program assigns no {0}.").format(name), False)
    for name in (item.wrt, *item.jacobian_wrt):  # the figure is asked at the workspace's values
        moved = None if name is None else _moved(label, name, values[name], expected[name])
        if moved is not None:
            return moved
    if item.jacobian_wrt:
        return _compare_jacobians(exercise, item, values, expected)
    mine, want = values[item.of], expected[item.of]
    if item.wrt is not None:
        if mine.shape != ():
            return Finding(translate("Exercises", "{0}: {1} must be a single number to take its gradient, "
                                     "it has shape {2}.").format(label, item.of, list(mine.shape)), False)
        mine = mine.backward().get(values[item.wrt])
        want = want.backward().get(expected[item.wrt])
        if mine is None:
            return Finding(translate("Exercises", "{0}: your {1} does not depend on {2}, so there is no "
                                     "gradient.").format(label, item.of, item.wrt), False)
    return _compare_numbers(exercise, label, mine.numpy(), want.numpy())


def _moved(label: str, name: str, mine: Tensor, want: Tensor) -> Finding | None:
    """A finding when the learner's `name` is not the workspace's: a gradient or Jacobian taken
    elsewhere answers another question (a Jacobian is easy to match at a point of one's choosing)."""
    same = mine.shape == want.shape and np.array_equal(mine.numpy(), want.numpy())
    if same:
        return None
    return Finding(translate("Exercises", "{0}: your {1} is {2}, the workspace's is {3}. Keep the {1} the "
                             "workspace gives: the figure is asked there.").format(
        label, name, line_text(mine.numpy()), line_text(want.numpy())), False)


def _compare_jacobians(exercise: Exercise, item: Expectation, values: dict, expected: dict) -> Finding:
    label, mine, want = item.label, values[item.of], expected[item.of]
    for name in item.jacobian_wrt:
        if not (values[name].is_variable and values[name].dtype.startswith("f")):
            return Finding(translate("Exercises", "{0}: {1} must be a floating-point var, as the "
                                     "statement makes it.").format(label, name), False)
    mine_wrt = [values[name] for name in item.jacobian_wrt]
    want_wrt = [expected[name] for name in item.jacobian_wrt]
    # From the shapes first: a learner's var(zeros(200000)) must not make a 200000² matrix.
    mine_shape, want_shape = jacobian_shape(mine, mine_wrt), jacobian_shape(want, want_wrt)
    if mine_shape != want_shape:
        if mine_shape[1] != want_shape[1]:
            return _shape_finding(label, mine_shape, want_shape)
        return Finding(translate(
            "Exercises", "{0}: yours is {1} × {2}, a row for each number of {3} and a column for each of "
            "{4}; the solution's is {5} × {2}: {3} should hold {5} numbers, yours holds {1}.").format(
            label, mine_shape[0], mine_shape[1], item.of, ", ".join(item.jacobian_wrt), want_shape[0]),
            False)
    # the mode with the fewer sweeps
    mode = JacobianMode.FORWARD if mine_shape[1] < mine_shape[0] else JacobianMode.REVERSE
    problem = jacobian_limit_problem(mine, mine_wrt, mode, item.of)
    if problem is not None:
        return Finding(translate("Exercises", "{0}: {1}").format(label, problem), False)
    mine_matrix, _ = jacobian(mine, mine_wrt, mode)
    want_matrix, _ = jacobian(want, want_wrt, mode)
    rows = element_labels(item.of, want.shape)
    columns = [name for wrt in item.jacobian_wrt for name in element_labels(wrt, expected[wrt].shape)]
    return _compare_numbers(exercise, label, mine_matrix, want_matrix,
                            entry=lambda index: (rows[index[0]], columns[index[1]]))


def _compare_numbers(exercise: Exercise, label: str, mine, want,
                     entry: Callable[[tuple], tuple[str, str]] | None = None) -> Finding:
    """Whether `mine` matches `want` within the tolerance; if not, by how much and where most.
    `entry`, for a Jacobian, names the row and the column of an index."""
    mine = np.asarray(mine, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    if mine.shape != want.shape:
        return _shape_finding(label, mine.shape, want.shape)
    with np.errstate(all="ignore"):
        gap = np.abs(mine - want)
        allowed = exercise.tol + exercise.rtol * np.abs(want)
        close = (mine == want) | (gap <= allowed)
    shown_mine, shown_want, tolerance = line_text(mine), line_text(want), exercise.tolerance_text()
    if bool(close.all()) and not np.isnan(mine).any():
        return Finding(translate("Exercises", "{0} matches: {1}").format(label, shown_mine), True)
    if np.isnan(mine).any():
        return Finding(translate("Exercises", "Your {0} is {1}, expected {2}: it holds nan, a result that "
                                 "is not a number.").format(label, shown_mine, shown_want), False)
    far = np.where(close, 0.0, gap)
    largest = code_number(float(np.max(far)))
    if mine.size == 1:
        return Finding(translate("Exercises", "Your {0} is {1}, expected {2}: off by {3} (tolerance {4}).")
                       .format(label, shown_mine, shown_want, largest, tolerance), False)
    index = tuple(int(i) for i in np.unravel_index(int(np.argmax(far)), far.shape))
    count, size = int((~close).sum()), int(mine.size)
    where = element_labels(label, mine.shape)[int(np.ravel_multi_index(index, mine.shape))]
    if entry is not None:
        row, column = entry(index)
        return Finding(translate(
            "Exercises", "Your {0} is {1}, expected {2}: {3} of {4} entries differ, the most at row {5}, "
            "column {6}, by {7} (tolerance {8}).").format(
            label, shown_mine, shown_want, count, size, row, column, largest, tolerance), False)
    return Finding(translate(
        "Exercises", "Your {0} is {1}, expected {2}: {3} of {4} elements differ, the most at {5}, by {6} "
        "(tolerance {7}).").format(label, shown_mine, shown_want, count, size, where, largest, tolerance),
        False)


def _shape_finding(label: str, mine: tuple, want: tuple) -> Finding:
    return Finding(translate("Exercises", "{0}: yours has shape {1}, expected shape {2}.").format(
        label, list(mine), list(want)), False)


def _detached_findings(names: tuple[str, ...], values: Mapping[str, Tensor]) -> list[Finding]:
    """Whether the values `names` were worked out by hand, read from the recorded graph: a value
    made from detached ones is recorded into none, one made from a tracked value carries a way back
    to a Var. One line for them all when they are; one per value that is not. (A missing one is
    said by its figure.)"""
    present = [name for name in names if name in values]
    tracked = [name for name in present if values[name].requires_grad]
    if not tracked:
        if not present:
            return []
        return [Finding(translate("Exercises", "{0}: worked out by hand, none of it recorded into the "
                                  "graph.").format(", ".join(present)), True, figure=False)]
    return [Finding(translate("Exercises", "Your {0} is recorded into the graph: it is computed from {1}, "
                              "which the graph tracks. Use {1}.detach() there, as the statement asks, so "
                              "that your arithmetic stays out of the graph it checks.").format(
        name, _tracked_source(values[name], values, names)), False, figure=False) for name in tracked]


def _tracked_source(value: Tensor, values: Mapping[str, Tensor], skip: tuple[str, ...]) -> str:
    """The first named value, walking back from `value`, that a gradient could flow through; the
    values of `skip` (said on lines of their own) are walked through."""
    names = {id(tensor): name for name, tensor in values.items() if name not in skip}
    seen, queue = {id(value)}, list(value.inputs)
    while queue:
        tensor = queue.pop(0)
        if id(tensor) in seen or not tensor.requires_grad:
            continue
        seen.add(id(tensor))
        if id(tensor) in names:
            return names[id(tensor)]
        queue.extend(tensor.inputs)
    return "?"


# --- a descent compared with the solution's ------------------------------------------------------


def _check_training(exercise, program, values, reference, expected, env, lang, progress) -> CheckResult:
    spec = exercise.train
    findings = []
    for name in (*spec.params, LOSS):
        if name not in values:
            findings.append(Finding(translate("Exercises", "Your program assigns no {0}.").format(name),
                                    False))
        elif name != LOSS and not (values[name].is_variable and values[name].requires_grad):
            findings.append(Finding(translate(
                "Exercises", "{0} is not a floating-point Var: make it with var(0.0, dtype=\"f64\") so "
                "that descent can update it.").format(name), False))
    if findings:
        return CheckResult(tuple(findings), verdict=_not_trainable())
    total = 2 * spec.steps

    def report(offset):
        if progress is None:
            return None
        return lambda done: progress(offset + done, total)

    inputs = {name: np.asarray(tensor.numpy(), dtype=np.float64) for name, tensor in env.items()}
    mine = _train(replace(spec, loss=program.text, inputs=inputs), report(0))
    want = _train(replace(spec, loss=reference.text, inputs=inputs), report(spec.steps))
    for step in spec.report:
        findings.append(_compare_numbers(exercise, translate("Exercises", "loss after step {0}").format(step),
                                         mine.losses[step], want.losses[step]))
    for name in spec.params:
        findings.append(_compare_numbers(exercise, translate("Exercises", "final {0}").format(name),
                                         mine.final.params[name], want.final.params[name]))
    comparison = [(translate("Exercises", "your final training loss"), mine.final.loss)]
    if exercise.baseline is not None:
        try:
            base = Program(exercise.baseline.code, known_names=tuple(env)).run(env)[exercise.baseline.value]
        except (ExpressionError, KeyError) as err:
            raise ExerciseError(translate("Exercises", "the exercise's baseline does not run: {0}").format(
                err)) from err
        comparison.append((exercise.baseline.label(lang), float(base.to_scalar())))
    wrong = sum(not f.passed for f in findings)
    if wrong:
        verdict = translate("Exercises", "{0} of {1} figures of your run differ from the solution's run.")
    else:
        verdict = translate("Exercises", "Your run matches the solution's: every loss and final parameter.")
    verdict = verdict.format(wrong, len(findings))
    return CheckResult(tuple(findings), comparison=tuple(comparison), verdict=verdict)


def _not_trainable() -> str:
    return translate("Exercises", "Your program cannot be trained yet: the lines below say what it lacks.")


def _train(training: Training, progress):
    """Descent over the program's own Vars: each step runs the program again with them bound."""
    descent = prepare(training)
    stop = None
    if progress is not None:
        counter = [0]

        def stop():  # asked before each step: a place to count them
            counter[0] += 1
            if counter[0] % 50 == 1:
                progress(counter[0] - 1)
            return False
    return run_descent(descent.loss_fn, descent.params, training.lr, training.steps,
                       report_steps=training.report, should_stop=stop, held_out_fn=descent.held_out_fn,
                       accuracy_fn=descent.accuracy_fn, held_out_accuracy_fn=descent.held_out_accuracy_fn,
                       replay=training.replay)


# --- a classifier judged by its held-out accuracy -------------------------------------------------


def _check_judged(exercise: Exercise, program: Program, values: dict, env: Mapping[str, Tensor],
                  progress) -> CheckResult:
    """Train every Var the learner's program makes, then measure its accuracy on held-out rows."""
    judge = exercise.judge
    classify = judge.training.classify
    logit, labels = classify["logit"], classify["labels"]
    findings = [Finding(translate("Exercises", "Your program assigns no {0}.").format(name), False)
                for name in (logit, LOSS) if name not in values]
    made = [name for name, value in values.items()
            if name not in env and value.is_variable and value.requires_grad]
    # Only the Vars the loss depends on: a weight left over from an earlier try has no gradient.
    grads = values[LOSS].backward() if LOSS in values and values[LOSS].shape == () else None
    params = [name for name in made if grads is None or grads.get(values[name]) is not None]
    if not params:
        findings.append(Finding(translate(
            "Exercises", "Your program makes no floating-point Var to train: make the weights with "
            "var(...), like var(randn((2, 8), seed=1, dtype=\"f64\")).").format(), False))
    if findings:
        return CheckResult(tuple(findings), verdict=_not_trainable())
    if _reads_labels(program, env, labels, logit, values[logit]):
        # it would be judged on the held-out labels it reads: any accuracy it reached would say nothing
        return CheckResult((Finding(translate(
            "Exercises", "Your logit {0} changes when the labels {1} do: it is computed from the answers "
            "it is judged on. Compute it from the points alone; the labels belong in the loss.").format(
            logit, labels), False, figure=False),),
            verdict=translate("Exercises", "Your network reads the labels it is asked to find."))

    def arrays(names):
        return {name: np.asarray(env[source].numpy(), dtype=np.float64) for name, source in names.items()}

    inputs = arrays({name: name for name in judge.held_out})
    training = replace(judge.training, loss=program.text, inputs=inputs, held_out=arrays(judge.held_out),
                       params=dict.fromkeys(params))
    report = None if progress is None else (lambda done: progress(done, training.steps))
    final = _train(training, report).final
    accuracy = final.held_out_accuracy if final is not None else None
    accuracy = float("nan") if accuracy is None else accuracy
    passed = accuracy >= judge.at_least  # nan never passes
    shown = _share(accuracy)
    if not passed and shown >= judge.at_least:  # 0.8996 is no 0.9 that fails
        shown = accuracy
    reached, asked = prose_number(shown), prose_number(judge.at_least)
    if passed:
        finding = translate("Exercises", "Held-out accuracy {0}: at least {1} was asked, well done.")
        verdict = translate("Exercises", "Held-out accuracy {0}, at least {1} needed: your network passes.")
    else:
        finding = translate("Exercises", "Held-out accuracy {0}, needs at least {1}. Try more hidden units, "
                            "another start or another activation; the training accuracy below says "
                            "whether the network fits the training points at all.")
        verdict = translate("Exercises", "Held-out accuracy {0}, needs at least {1}.")
    comparison = [(translate("Exercises", "your held-out accuracy"), shown),
                  (translate("Exercises", "your training accuracy"), _share(final.accuracy)),
                  (translate("Exercises", "your final training loss"), final.loss)]
    return CheckResult((Finding(finding.format(reached, asked), passed),),
                       comparison=tuple(comparison), verdict=verdict.format(reached, asked))


def _share(value: float | None) -> float:
    """An accuracy to show: SHARE_DIGITS significant digits (nan for none)."""
    return float("nan") if value is None else float(f"{value:.{SHARE_DIGITS}g}")


def _reads_labels(program: Program, env: Mapping[str, Tensor], labels: str, logit: str,
                  computed: Tensor) -> bool:
    """Whether the logit changes with the labels flipped: then it reads them. Asked of what the
    program computes, so a copy or a detached view of the labels is caught as well as the name."""
    if labels not in env:
        return False
    flipped = dict(env)
    flipped[labels] = Tensor(1.0 - env[labels].numpy(), dtype=env[labels].dtype)
    try:
        again = program.run(flipped).get(logit)
    except (ExpressionError, GradwalkError):
        return False  # flipped labels it cannot run with: not a logit made from them
    if again is None:
        return False
    with np.errstate(all="ignore"):
        return again.shape != computed.shape or not np.array_equal(again.numpy(), computed.numpy(),
                                                                   equal_nan=True)
