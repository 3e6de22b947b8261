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
    detached = ["dw", "db"]                              # values to work out by hand, recorded nowhere
    tol = 1e-9                                           # absolute tolerance (and/or rtol, relative)
    expect = [{ value = "loss" }, { grad = { of = "loss", wrt = "w" } },
              { jacobian = { of = "y", wrt = ["x"] } }]
    train = { params = ["a", "b", "c"], lr = 0.05, steps = 2000, report = [1, 100, 2000] }
    baseline = { code = '''...''', value = "line_loss", label = { en = "the line" } }

`given` and `solution` are programs; `expect` names the figures compared; `detached` the values the
statement asks to work out from detached ones; `train` makes the check a descent (a `Training`
whose loss is the program checked), `baseline` one more figure to show.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from gradwalk.core.engine import GradwalkError
from gradwalk.core.training.training import Training
from gradwalk.core.words import Texts, prose_number, translate

from .keys import unknown_key_text, unknown_keys

__all__ = ["Baseline", "EXERCISE_KEYS", "Exercise", "ExerciseError", "Expectation", "Judge",
           "MOST_TRAIN_STEPS", "exercise_from_table"]

# The most steps a lesson's descent may take (a train step's, an exercise's): a lesson's take 2,000
# at most, a few seconds; a hundred thousand is minutes already, and a billion would never end.
MOST_TRAIN_STEPS = 100_000


class ExerciseError(GradwalkError, ValueError):
    """An exercise table that makes no sense, or a solution of the lesson's that does not run.
    (core/lessons/loader.py reports the first kind when the lesson is read, with its section.)
    `path` leads from the exercise's table to the key at fault, when there is one: ("train", "lr")."""

    def __init__(self, message: str = "", path: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.path = path


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
    detached: tuple[str, ...] = ()  # values worked out by hand: recorded into no graph
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
            parts.append(translate("Exercises", "{0} × |expected|").format(prose_number(self.rtol)))
        return translate("Exercises", " and ").join(parts) or "0"


# --- reading -------------------------------------------------------------------------------------


EXERCISE_KEYS = ("given", "solution", "solution_text", "answer_text", "forbid", "detached", "tol", "rtol",
                 "expect", "train", "baseline", "judge")
_TRAIN_KEYS = ("params", "lr", "steps", "report")
_BASELINE_KEYS = ("code", "value", "label")
_EXPECT_KINDS = ("value", "grad", "jacobian")  # an item of `expect` holds one of them
_OF_AND_WRT = ("of", "wrt")


def exercise_from_table(table: dict | None) -> Exercise | None:
    """An exercise from its `[sections.exercise]` table, checked (ExerciseError says what is wrong)."""
    if table is None:
        return None
    here = "[sections.exercise]"
    _check_keys(table, EXERCISE_KEYS, (), here)
    with _reading(here, ("expect",)):
        expect = tuple(_expectation(item) for item in _list(table.get("expect", []), "expect"))
    train = None
    if "train" in table:
        with _reading(here, ("train",)):
            spec = table["train"]
            _check_keys(spec, _TRAIN_KEYS, ("train",), "'train'")
            params = dict.fromkeys(str(name) for name in _list(spec["params"], "params"))
            report = tuple(_whole(step, "report") for step in _list(spec.get("report", []), "report"))
            train = Training(loss="", inputs={}, params=params, lr=_learning_rate(spec["lr"]),
                             steps=_step_count(spec["steps"]), report=report)
    baseline = None
    if "baseline" in table:
        with _reading(here, ("baseline",)):
            spec = table["baseline"]
            _check_keys(spec, _BASELINE_KEYS, ("baseline",), "'baseline'")
            baseline = Baseline(str(spec["code"]), str(spec["value"]), Texts.of(spec.get("label")))
    judge = None
    if "judge" in table:
        with _reading(here, ("judge",)):
            judge = _judge(table["judge"])
    with _reading(here, ()):
        tol = _number(table.get("tol", 0.0), "tol")
        rtol = _number(table.get("rtol", 0.0), "rtol")
        exercise = Exercise(
            given=str(table.get("given", "")), solution=str(table["solution"]),
            solution_text=table.get("solution_text"), answer_text=table.get("answer_text"),
            forbid=tuple(str(name) for name in table.get("forbid", ())),
            detached=tuple(str(name) for name in _list(table.get("detached", []), "detached")),
            tol=tol, rtol=rtol, expect=expect, train=train, baseline=baseline, judge=judge)
    if not expect and train is None and judge is None:
        raise ExerciseError(translate("Exercises", "{0}: an exercise needs 'expect', 'train' or 'judge': "
                                      "there is nothing to compare").format(here))
    return exercise


_JUDGE_KEYS = ("accuracy_at_least", "logit", "labels", "points", "held_out", "lr", "steps")


@contextmanager
def _reading(here: str, path: tuple[str, ...]) -> Iterator[None]:
    """Read a part of the exercise's table (at `path`): what is missing or of the wrong kind there
    is an ExerciseError at that part."""
    try:
        yield
    except ExerciseError:
        raise  # says where it is already
    except KeyError as exc:
        raise ExerciseError(translate("Exercises", "{0}: missing {1}").format(here, exc), path) from None
    except (TypeError, ValueError, AttributeError) as exc:
        raise ExerciseError(f"{here}: {exc}", path) from None


def _check_keys(spec: object, known: tuple[str, ...], path: tuple[str, ...], table: str) -> None:
    """An ExerciseError for the first key of `spec` that is not among `known`, at its path."""
    if not isinstance(spec, Mapping):
        raise ExerciseError(translate("Exercises", "{0} must be a table").format(table), path)
    unknown = unknown_keys(spec, known)
    if unknown:
        raise ExerciseError(unknown_key_text(table, unknown[0], known), (*path, unknown[0]))


def _list(value: object, key: str) -> list:
    if not isinstance(value, list):
        raise TypeError(translate("Exercises", "{0} must be a list").format(repr(key)))
    return value


def _whole(value: object, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(translate("Exercises", "{0} must be a whole number, not {1}").format(
            repr(key), repr(value)))
    return value


def _step_count(value: object) -> int:
    steps = _whole(value, "steps")
    if not 1 <= steps <= MOST_TRAIN_STEPS:
        raise ValueError(translate("Exercises", "'steps' must be from 1 to {0}, not {1}").format(
            prose_number(MOST_TRAIN_STEPS), prose_number(steps)))
    return steps


def _finite_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _learning_rate(value: object) -> float:
    if not _finite_number(value) or value <= 0:
        raise ValueError(translate("Exercises", "'lr' must be a positive number, not {0}").format(
            repr(value)))
    return float(value)


def _judge(spec: dict) -> Judge:
    _check_keys(spec, _JUDGE_KEYS, ("judge",), "'judge'")
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
    training = Training(loss="", inputs={}, params={}, lr=_learning_rate(spec["lr"]),
                        steps=_step_count(spec["steps"]), classify=classify)
    return Judge(at_least, training, held_out)


def _expectation(item: object) -> Expectation:
    """`{ value = "y" }`, `{ grad = { of, wrt } }` or `{ jacobian = { of, wrt } }`: one of them."""
    item_words = translate("Exercises", "an item of 'expect'")
    _check_keys(item, _EXPECT_KINDS, ("expect",), item_words)
    if len(item) != 1:
        raise ExerciseError(translate("Exercises", "{0} holds one of {1}, like {{ value = \"loss\" }}")
                            .format(item_words, ", ".join(_EXPECT_KINDS)), ("expect",))
    if "value" in item:
        return Expectation(str(item["value"]))
    kind = next(iter(item))
    spec = item[kind]
    _check_keys(spec, _OF_AND_WRT, ("expect", kind), repr(kind))
    if kind == "jacobian":
        wrt = [spec["wrt"]] if isinstance(spec["wrt"], str) else spec["wrt"]
        return Expectation(str(spec["of"]), jacobian_wrt=tuple(map(str, _list(wrt, "wrt"))))
    return Expectation(str(spec["of"]), str(spec["wrt"]))


def _number(value: object, key: str) -> float:
    """A tolerance: a finite number of at least 0 (inf would let every answer pass)."""
    if not _finite_number(value) or value < 0:
        raise TypeError(translate("Exercises", "{0} must be a number of at least 0, and finite, not {1}")
                        .format(repr(key), repr(value)))
    return float(value)
