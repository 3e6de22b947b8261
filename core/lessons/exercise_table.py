"""An exercise as its lesson file writes it: the `[sections.exercise]` table, read once into
plain records when the lesson is read (core/lessons/loader.py). Checking a learner's program
against it is core/lessons/exercises.py's work.

A section is an exercise when lesson.toml gives it a `[sections.exercise]` table:

    [sections.exercise]
    solution_text = "exercise_1_logistic_solution.md"   # per language, shown once asked for
    answer_text = "..."                                  # optional, shown after a passing check
    given = '''x = tensor(...)'''                        # what the workspace starts with
    solution = '''p = ...'''                             # runs after `given`: the reference program
    forbid = ["sigmoid"]                                 # operations the statement rules out
    tol = 1e-9                                           # absolute tolerance (and/or rtol, relative)
    expect = [{ value = "loss" }, { grad = { of = "loss", wrt = "w" } },
              { jacobian = { of = "y", wrt = ["x"] } }]
    train = { params = ["a", "b", "c"], lr = 0.05, steps = 2000, report = [1, 100, 2000] }
    baseline = { code = '''...''', value = "line_loss", label = { en = "the line" } }

`given` and `solution` are programs; `expect` names the figures compared; `train` makes the check a
descent (a `Training` whose loss is the program checked), `baseline` one more figure to show.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gradwalk.core.engine import GradwalkError
from gradwalk.core.training.training import Training
from gradwalk.core.words import Texts, prose_number, translate

__all__ = ["Baseline", "Exercise", "ExerciseError", "Expectation", "Judge", "exercise_from_table"]


class ExerciseError(GradwalkError, ValueError):
    """An exercise table that makes no sense, or a solution of the lesson's that does not run.
    (core/lessons/loader.py reports the first kind when the lesson is read, with its section.)"""


@dataclass(frozen=True)
class Expectation:
    """One figure to compare: the value of `of`, (with `wrt`) the gradient of `of` by `wrt`, or
    (with `jacobian_wrt`) the Jacobian of `of` by those variables."""
    of: str
    wrt: str | None = None
    jacobian_wrt: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        if self.jacobian_wrt:
            return translate("Exercises", "Jacobian of {0}").format(self.of)
        return f"d{self.of}/d{self.wrt}" if self.wrt else self.of


@dataclass(frozen=True)
class Judge:
    """`judge = { accuracy_at_least = 0.9, logit = "z", labels = "y", points = "X", held_out = {
    X = "X_held", y = "y_held" }, lr = 0.5, steps = 1000 }`: a classifier the learner designs.
    Every Var the program makes is trained (`training`, whose loss, inputs and parameters come at
    the check), then judged by its accuracy on the held-out rows, not compared with the solution."""
    at_least: float
    training: Training  # lr, steps and classify
    held_out: Mapping[str, str]  # each data name the program reads -> the held-out data it is judged on


@dataclass(frozen=True)
class Baseline:
    code: str  # runs on the lesson's data
    value: str  # the name it assigns the figure to
    labels: Texts

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.value


@dataclass(frozen=True)
class Exercise:
    given: str
    solution: str
    solution_text: str | None = None
    answer_text: str | None = None
    forbid: tuple[str, ...] = ()
    tol: float = 0.0
    rtol: float = 0.0
    expect: tuple[Expectation, ...] = ()
    # The descent to compare; its loss (the program checked) and inputs (the data) come at the check.
    train: Training | None = None
    baseline: Baseline | None = None
    judge: Judge | None = None

    @property
    def solution_program(self) -> str:
        """The whole reference program: what "Use the Solution in the Editor" puts there."""
        return self.given.rstrip("\n") + "\n" + self.solution.strip("\n") + "\n"

    def tolerance_text(self) -> str:
        parts = []
        if self.tol:
            parts.append(prose_number(self.tol))
        if self.rtol:
            parts.append(translate("Exercises", "relative {0}").format(prose_number(self.rtol)))
        return translate("Exercises", " and ").join(parts) or "0"


# --- reading -------------------------------------------------------------------------------------


def exercise_from_table(table: dict | None) -> Exercise | None:
    """An exercise from its `[sections.exercise]` table, checked (ExerciseError says what is wrong)."""
    if table is None:
        return None
    here = "[sections.exercise]"
    known = {"given", "solution", "solution_text", "answer_text", "forbid", "tol", "rtol", "expect",
             "train", "baseline", "judge"}
    unknown = sorted(set(table) - known)
    if unknown:
        raise ExerciseError(translate("Exercises", "{0}: unknown keys {1}; the keys are: {2}").format(
            here, ", ".join(unknown), ", ".join(sorted(known))))
    try:
        expect = tuple(_expectation(item) for item in table.get("expect", ()))
        train = None
        if "train" in table:
            spec = table["train"]
            train = Training(loss="", inputs={}, params=dict.fromkeys(str(p) for p in spec["params"]),
                             lr=float(spec["lr"]), steps=int(spec["steps"]),
                             report=tuple(int(s) for s in spec.get("report", ())))
        baseline = None
        if "baseline" in table:
            spec = table["baseline"]
            baseline = Baseline(str(spec["code"]), str(spec["value"]), Texts.of(spec.get("label")))
        judge = _judge(table["judge"]) if "judge" in table else None
        exercise = Exercise(
            given=str(table.get("given", "")), solution=str(table["solution"]),
            solution_text=table.get("solution_text"), answer_text=table.get("answer_text"),
            forbid=tuple(str(name) for name in table.get("forbid", ())),
            tol=_number(table.get("tol", 0.0), "tol"), rtol=_number(table.get("rtol", 0.0), "rtol"),
            expect=expect, train=train, baseline=baseline, judge=judge)
    except KeyError as exc:
        raise ExerciseError(translate("Exercises", "{0}: missing {1}").format(here, exc)) from None
    except (TypeError, ValueError, AttributeError) as exc:
        raise ExerciseError(f"{here}: {exc}") from None
    if not expect and train is None and judge is None:
        raise ExerciseError(translate("Exercises", "{0}: an exercise needs 'expect', 'train' or 'judge': "
                                      "there is nothing to compare").format(here))
    return exercise


_JUDGE_KEYS = ("accuracy_at_least", "logit", "labels", "points", "held_out", "lr", "steps")


def _judge(spec: dict) -> Judge:
    unknown = sorted(set(spec) - set(_JUDGE_KEYS))
    if unknown:
        raise ValueError(translate("Exercises", "'judge' has unknown keys {0}; the keys are: {1}").format(
            ", ".join(unknown), ", ".join(_JUDGE_KEYS)))
    at_least = _number(spec["accuracy_at_least"], "accuracy_at_least")
    if at_least > 1:
        raise ValueError(translate("Exercises", "'accuracy_at_least' is a share of the points, from 0 to 1, "
                                   "not {0}").format(prose_number(at_least)))
    held_out = {str(name): str(source) for name, source in dict(spec["held_out"]).items()}
    classify = {"logit": str(spec["logit"]), "labels": str(spec["labels"])}
    if "points" in spec:
        classify["points"] = str(spec["points"])
    for role in ("labels", "points"):
        if role in classify and classify[role] not in held_out:
            raise ValueError(translate("Exercises", "'judge': the {0} {1} must be one of held_out's names "
                                       "({2})").format(role, classify[role], ", ".join(held_out)))
    training = Training(loss="", inputs={}, params={}, lr=float(spec["lr"]), steps=int(spec["steps"]),
                        classify=classify)
    return Judge(at_least, training, held_out)


def _expectation(item: dict) -> Expectation:
    if "value" in item:
        return Expectation(str(item["value"]))
    if "jacobian" in item:
        spec = item["jacobian"]
        wrt = [spec["wrt"]] if isinstance(spec["wrt"], str) else spec["wrt"]
        return Expectation(str(spec["of"]), jacobian_wrt=tuple(map(str, wrt)))
    spec = item["grad"]
    return Expectation(str(spec["of"]), str(spec["wrt"]))


def _number(value: object, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value or value < 0:
        raise TypeError(f"{key!r} must be a number of at least 0, got {value!r}")
    return float(value)
