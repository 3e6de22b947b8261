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
the data (the closed-form line's loss, say), shown beside the learner's final loss once the check
passes.

`check_exercise` answers with plain records: one `Finding` per figure (a sentence and whether it
passed), or one `problem` sentence when the program could not be checked at all.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from gradwalk.core.engine import GradwalkError, JacobianMode, Tensor, jacobian
from gradwalk.core.engine.jacobian import jacobian_limit_problem, jacobian_shape
from gradwalk.core.engine.format import code_number, values_text
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.training.descent import run_descent
from gradwalk.core.training.training import LOSS, Training, prepare
from gradwalk.core.words import prose_number, translate

from .exercise_table import Exercise, ExerciseError, Expectation
from .files import LessonFileError, inside_folder, read_lesson_text
from .model import Lesson

__all__ = ["CheckResult", "Finding", "check_exercise", "exercise_text", "forbidden_uses"]


@dataclass(frozen=True)
class Finding:
    """One line of a check's answer: what was compared, in words, and whether it matched."""
    text: str
    passed: bool


@dataclass(frozen=True)
class CheckResult:
    findings: tuple[Finding, ...] = ()
    problem: str | None = None  # the program could not be checked: this says why
    line: int | None = None  # where the problem is, when it is in the program's text
    col: int | None = None
    comparison: tuple[tuple[str, float], ...] = ()  # (label, value): the learner's loss, the baseline's

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
        tree = ast.parse(text)
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
    try:
        if exercise.judge is not None:
            return _check_judged(exercise, program, values, env, progress)
        if exercise.train is not None:
            return _check_training(exercise, program, values, reference, expected, env, lang, progress)
        findings = []
        for item in exercise.expect:
            finding = _compare_expectation(exercise, item, values, expected)
            if finding not in findings:  # a name missing for several figures is said once
                findings.append(finding)
        return CheckResult(tuple(findings))
    except ExpressionError as err:
        return CheckResult(problem=translate("Exercises", "Your program does not run: {0}").format(
            err.message), line=err.line, col=err.col)
    except GradwalkError as err:
        return CheckResult(problem=translate("Exercises", "Your program could not be checked: {0}").format(
            err))


def _compare_expectation(exercise: Exercise, item: Expectation, values: dict, expected: dict) -> Finding:
    label = item.label
    for name in (item.of, item.wrt, *item.jacobian_wrt):
        if name is not None and name not in values:
            return Finding(translate("Exercises", "Your program assigns no {0}.").format(name), False)
    want = expected[item.of]
    mine = values[item.of]
    if item.jacobian_wrt:
        for name in item.jacobian_wrt:
            if not (values[name].is_variable and values[name].dtype.startswith("f")):
                return Finding(translate("Exercises", "{0}: {1} must be a floating-point var, as the "
                                         "statement makes it.").format(label, name), False)
        mine_wrt = [values[name] for name in item.jacobian_wrt]
        want_wrt = [expected[name] for name in item.jacobian_wrt]
        # From the shapes first: a learner's var(zeros(200000)) must not make a 200000² matrix.
        mine_shape, want_shape = jacobian_shape(mine, mine_wrt), jacobian_shape(want, want_wrt)
        if mine_shape != want_shape:
            return _shape_finding(label, mine_shape, want_shape)
        # the mode with the fewer sweeps
        mode = JacobianMode.FORWARD if mine_shape[1] < mine_shape[0] else JacobianMode.REVERSE
        problem = jacobian_limit_problem(mine, mine_wrt, mode, item.of)
        if problem is not None:
            return Finding(translate("Exercises", "{0}: {1}").format(label, problem), False)
        mine_matrix, _ = jacobian(mine, mine_wrt, mode)
        want_matrix, _ = jacobian(want, want_wrt, mode)
        return _compare_numbers(exercise, label, mine_matrix, want_matrix)
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


def _compare_numbers(exercise: Exercise, label: str, mine, want) -> Finding:
    mine = np.asarray(mine, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    if mine.shape != want.shape:
        return _shape_finding(label, mine.shape, want.shape)
    with np.errstate(all="ignore"):
        gap = np.abs(mine - want)
        allowed = exercise.tol + exercise.rtol * np.abs(want)
        close = (mine == want) | (gap <= allowed)
        largest = float(np.max(np.where(close, 0.0, gap), initial=0.0))
    if bool(close.all()) and not np.isnan(mine).any():
        return Finding(translate("Exercises", "{0} matches: {1}").format(label, values_text(mine)), True)
    if np.isnan(mine).any():
        largest = float("nan")
    return Finding(translate("Exercises", "Your {0} is {1}, expected {2}: differs by up to {3} "
                             "(tolerance {4}).").format(label, values_text(mine), values_text(want),
                                                        code_number(largest), exercise.tolerance_text()),
                   False)


def _shape_finding(label: str, mine: tuple, want: tuple) -> Finding:
    return Finding(translate("Exercises", "{0}: yours has shape {1}, expected shape {2}.").format(
        label, list(mine), list(want)), False)


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
        return CheckResult(tuple(findings))
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
    return CheckResult(tuple(findings), comparison=tuple(comparison))


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
                       accuracy_fn=descent.accuracy_fn, held_out_accuracy_fn=descent.held_out_accuracy_fn)


def _check_judged(exercise: Exercise, program: Program, values: dict, env: Mapping[str, Tensor],
                  progress) -> CheckResult:
    """Train every Var the learner's program makes, then measure its accuracy on held-out rows."""
    judge = exercise.judge
    classify = judge.training.classify
    findings = [Finding(translate("Exercises", "Your program assigns no {0}.").format(name), False)
                for name in (classify["logit"], LOSS) if name not in values]
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
        return CheckResult(tuple(findings))

    def arrays(names):
        return {name: np.asarray(env[source].numpy(), dtype=np.float64) for name, source in names.items()}

    inputs = arrays({name: name for name in judge.held_out})
    training = replace(judge.training, loss=program.text, inputs=inputs, held_out=arrays(judge.held_out),
                       params=dict.fromkeys(params))
    report = None if progress is None else (lambda done: progress(done, training.steps))
    final = _train(training, report).final
    accuracy = final.held_out_accuracy if final is not None else float("nan")
    passed = accuracy is not None and accuracy >= judge.at_least
    words = (translate("Exercises", "Held-out accuracy {0}: at least {1} was asked, well done.") if passed
             else translate("Exercises", "Held-out accuracy {0}: at least {1} is asked. Try more hidden "
                            "units, another start or another activation."))
    finding = Finding(words.format(prose_number(accuracy), prose_number(judge.at_least)), passed)
    comparison = [(translate("Exercises", "your training accuracy"), final.accuracy),
                  (translate("Exercises", "your held-out accuracy"), accuracy),
                  (translate("Exercises", "your final training loss"), final.loss)]
    return CheckResult((finding,), comparison=tuple(comparison))
