"""Lesson folders written to break the reader: each gives `file:line: message` problems (from
check_lesson) and a LessonError (from the loader), never a traceback, a hang or a file read from
outside the lesson's folder."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest

from gradwalk.core.lessons import LessonError, load_lesson_folder
from gradwalk.core.lessons.check import check_lesson
from gradwalk.core.lessons.files import MAX_FILE_BYTES, MAX_NESTING
from gradwalk.core.lessons.runner import StepError, run_lesson, run_section
from gradwalk.core.words import translate

LESSON = '''\
id = "{name}"
title = "A lesson"
{extra}
[[sections]]
id = "only"
title = "Only"
text = "{text}"
{section}
[[sections.steps]]
code = "x = var(2.0, dtype='f64')"
{steps}'''


def write(tmp_path: Path, extra: str = "", *, text: str = "only.md", steps: str = "",
          md: str | None = "Only.\n", name: str = "lesson", section: str = "") -> Path:
    folder = tmp_path / name
    (folder / "en").mkdir(parents=True)
    (folder / "lesson.toml").write_text(LESSON.format(name=name, extra=extra, text=text, steps=steps,
                                                      section=section), encoding="utf-8")
    if md is not None:
        (folder / "en" / "only.md").write_text(md, encoding="utf-8")
    return folder


def line_of(folder: Path, snippet: str) -> int:
    lines = (folder / "lesson.toml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


def only_problem(folder: Path):
    problems = check_lesson(folder)
    assert len(problems) == 1, problems
    return problems[0]


DEEP = 500  # far past what Python's TOML reader can recurse into

NESTINGS = {
    "arrays": "deep = " + "[" * DEEP + "]" * DEEP,
    "inline tables": "deep = " + "{ a = " * DEEP + "1" + " }" * DEEP,
    "arrays of tables": "deep = [" + "{ a = [" * DEEP + "]}" * DEEP + "]",
    "dotted keys": "deep" + ".a" * DEEP + " = 1",
    "a table header": "[" + ".".join(["t"] * DEEP) + "]\nk = 1",
}


@pytest.mark.parametrize("kind", list(NESTINGS))
def test_values_nested_hundreds_deep_are_a_problem_at_their_line(tmp_path, kind):
    folder = write(tmp_path, NESTINGS[kind])
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, "deep" if kind != "a table header" else "[t."))
    assert str(MAX_NESTING) in problem.message
    with pytest.raises(LessonError, match=rf"lesson.toml:{problem.line}: "):
        load_lesson_folder(folder)


def test_a_nesting_a_lesson_needs_is_accepted(tmp_path):
    folder = write(tmp_path, "shallow = " + "[" * 5 + "]" * 5 + '\nother = { a = { b = "[[[[[[[[" } }')
    # read as they are: the only problems are the keys no lesson reads
    assert [problem.message.split(";")[0] for problem in check_lesson(folder)] == [
        "the lesson has no key 'shallow'", "the lesson has no key 'other'"]


def test_a_huge_lesson_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    folder = write(tmp_path)
    with (folder / "lesson.toml").open("a", encoding="utf-8") as file:
        file.write("# " + "x" * MAX_FILE_BYTES + "\n")
    opened = []
    real_open = Path.open
    monkeypatch.setattr(Path, "open", lambda self, *a, **k: opened.append(self) or real_open(self, *a, **k))
    problem = only_problem(folder)
    assert problem.line is None and f"{MAX_FILE_BYTES:,}" in problem.message
    assert folder / "lesson.toml" not in opened  # refused on its size, never opened
    with pytest.raises(LessonError, match="more than"):
        load_lesson_folder(folder)


def test_a_binary_lesson_file_is_a_problem_at_its_nul_byte(tmp_path):
    folder = write(tmp_path)
    (folder / "lesson.toml").write_bytes(b'id = "lesson"\n\n\x00\x01\xff')
    problem = only_problem(folder)
    assert problem.line == 3 and "NUL" in problem.message


def test_a_lesson_file_in_latin_1_is_a_problem_at_the_line_of_its_first_such_byte(tmp_path):
    folder = write(tmp_path)
    text = (folder / "lesson.toml").read_text(encoding="utf-8").replace("Only", "Caf\xe9")
    (folder / "lesson.toml").write_bytes(text.encode("latin-1"))
    problem = only_problem(folder)
    assert problem.line == text.splitlines().index(next(l for l in text.splitlines() if "Caf" in l)) + 1
    assert "UTF-8" in problem.message and "0xe9" in problem.message


@pytest.mark.parametrize("make", ["folder", "pipe"])
def test_a_lesson_toml_that_is_not_a_regular_file(tmp_path, make):
    folder = tmp_path / "lesson"
    folder.mkdir()
    if make == "folder":
        (folder / "lesson.toml").mkdir()
    else:
        os.mkfifo(folder / "lesson.toml")  # reading it would wait for ever
    problem = only_problem(folder)
    assert problem.file == folder / "lesson.toml" and problem.line is None
    with pytest.raises(LessonError):
        load_lesson_folder(folder)


# --- the texts a lesson names ---------------------------------------------------------------------


def test_a_text_that_links_out_of_the_lesson_folder_is_refused(tmp_path):
    secret = tmp_path / "secret.md"
    secret.write_text("a file of the learner's own\n", encoding="utf-8")
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").symlink_to(secret)
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, 'text = "only.md"'))
    assert "link" in problem.message
    with pytest.raises(LessonError, match="leads out"):
        load_lesson_folder(folder)


def test_a_text_that_links_inside_the_lesson_folder_is_read(tmp_path):
    folder = write(tmp_path, md=None)
    (folder / "shared.md").write_text("Shared by the languages.\n", encoding="utf-8")
    (folder / "en" / "only.md").symlink_to(Path("..") / "shared.md")
    assert check_lesson(folder) == []
    lesson = load_lesson_folder(folder)
    assert lesson.text(lesson.sections[0], "en") == "Shared by the languages.\n"


@pytest.mark.parametrize("name", ["../../outside.md", "/etc/passwd"])
def test_a_text_named_by_a_path_out_of_the_folder_is_refused(tmp_path, name):
    folder = write(tmp_path, text=name)
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, "text = "))


def test_a_text_whose_name_holds_odd_characters_is_shown_escaped(tmp_path):
    folder = write(tmp_path, text="on\\u202ely\\t.md")  # a right-to-left override and a tab
    problem = only_problem(folder)
    assert "\u202e" not in problem.message and "\t" not in problem.message
    assert "\\u202e" in problem.message


@pytest.mark.parametrize("content, line", [(b"# Only\n\nsome \x00 bytes", 3), (b"\n\ncaf\xe9\n", 3)])
def test_a_text_that_is_not_utf8_text_is_a_problem_at_its_line(tmp_path, content, line):
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").write_bytes(content)
    problem = only_problem(folder)
    assert (problem.file, problem.line) == (folder / "en" / "only.md", line)


def test_a_text_that_is_a_folder_or_huge_is_a_problem(tmp_path):
    folder = write(tmp_path, md=None)
    (folder / "en" / "only.md").mkdir()
    assert "folder" in only_problem(folder).message
    (folder / "en" / "only.md").rmdir()
    (folder / "en" / "only.md").write_text("x" * (MAX_FILE_BYTES + 1), encoding="utf-8")
    assert f"{MAX_FILE_BYTES:,}" in only_problem(folder).message


# --- data sets ------------------------------------------------------------------------------------


@pytest.mark.parametrize("key, name", [("file", "/etc/passwd"), ("file", "../../x.csv"),
                                       ("demo", "../../../etc/passwd")])
def test_a_data_file_named_by_a_path_is_refused(tmp_path, key, name):
    table = {"file": "builds.csv", "demo": "builds_demo.csv", key: name}
    folder = write(tmp_path, f'[data.points]\nfile = "{table["file"]}"\ndemo = "{table["demo"]}"\n'
                             'columns = { x = "pages" }\n')
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, f'{key} = "{name}"'))
    with pytest.raises(LessonError, match="no folder"):
        load_lesson_folder(folder)


def test_a_negative_skip_is_a_problem_at_its_line_in_the_readers_language(tmp_path):
    from gradwalk.app.base.translations import install_language

    folder = write(tmp_path, '[data.held_out]\nfile = "builds.csv"\ndemo = "builds_demo.csv"\n'
                             'skip = -3\ncolumns = { x = "pages" }\n')
    install_language("fr")
    problem = only_problem(folder)
    assert problem.line == line_of(folder, "skip = -3")
    assert problem.message == translate("CheckLesson", "{0}: 'skip' must be 0 or more, not {1}").format(
        translate("CheckLesson", "data set {0}").format("held_out"), -3)


# --- the run: a time budget per step, and the reason without the runner's prefix ---------------------


NEVER_ENDS = '''
[[sections.steps]]
label = "a descent that takes seconds"
train = { loss = "loss = (w - 1.0).sqr()", params = { w = 0.0 }, lr = 0.1, steps = 100000 }
'''


def test_a_step_that_never_ends_is_stopped_at_its_budget_and_named(tmp_path):
    folder = write(tmp_path, steps=NEVER_ENDS)
    problems = check_lesson(folder, step_seconds=0.3)
    assert len(problems) == 1, problems
    problem = problems[0]
    assert problem.line == line_of(folder, "train = ")
    assert problem.message.startswith("section only, step 2 fails: ")
    assert "0.3 s" in problem.message and "column" not in problem.message


@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), "10", True])
def test_the_step_budget_must_be_a_positive_number(tmp_path, seconds):
    with pytest.raises(ValueError):
        check_lesson(write(tmp_path), step_seconds=seconds)


def test_a_failing_step_says_its_reason_once_in_the_readers_language(tmp_path):
    from gradwalk.app.base.translations import install_language

    folder = write(tmp_path, steps='[[sections.steps]]\nfigure = "g"\ngrad = { of = "nobody", wrt = "x" }\n')
    install_language("fr")
    problem = only_problem(folder)
    reason = translate("Transcript", "the lesson uses {0} before defining it").format("'nobody'")
    assert problem.message == translate("CheckLesson", "section {0}, step {1} fails: {2}").format(
        "only", 2, reason)
    runner_prefix = translate("Transcript", "section {0}, step {1}: {2}").format("0", 1, "")
    assert runner_prefix not in problem.message and "section 0" not in problem.message


def test_a_step_error_keeps_its_reason_apart():
    from gradwalk.core.lessons.loader import Section

    section = Section("s", {}, None, ({"value": "nobody", "figure": "v"},))
    with pytest.raises(StepError) as info:
        run_section(section, {})
    assert (info.value.section_id, info.value.number) == ("s", 1)
    assert str(info.value).endswith(info.value.reason) and "nobody" in info.value.reason


# --- every kind of step, as a careless or hostile teacher writes it -------------------------------
#
# Each case: a program run first (the section's names), the step, the words its one problem holds,
# and a snippet of the line it is said at. check_lesson finds it there; loading and running the
# lesson (what `gradwalk run` and the window do) stop with a LessonError in the same words; nothing
# else is raised, nothing hangs, nothing is allocated past the limits.

X = "x = var(2.0, dtype='f64')\ny = x * 3"
V = "x = var([1.0, 2.0, 3.0], dtype='f64')\ny = x * 3\nloss = y.sum_all()"
W = "W = var([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dtype='f64')\nloss = (W * W).sum_all()"
MILLION = "x = var(zeros(1000000), dtype='f64')\ny = x.sum_all()"
COUNT = 'grads = { of = "y", count = "n" }\n[[sections.steps]]\n'  # n: a whole number, no tensor

HOSTILE_STEPS = {
    # a key misspelt: never dropped, said with the key meant
    "jacobian mdoe": (X, 'figure = "J"\njacobian = { of = "y", wrt = "x", mdoe = "forward" }',
                      ["'jacobian' has no key 'mdoe'; did you mean 'mode'?"], "mdoe"),
    "jacobian mdoe dotted": (X, 'figure = "J"\njacobian.of = "y"\njacobian.wrt = "x"\n'
                                'jacobian.mdoe = "forward"',
                             ["'jacobian' has no key 'mdoe'; did you mean 'mode'?"], "jacobian.mdoe"),
    "hvp vectr": (V, 'figure = "H"\nhvp = { of = "loss", wrt = "x", vectr = 1.0 }',
                  ["'hvp' has no key 'vectr'; did you mean 'vector'?"], "vectr"),
    "grad wtr": (X, 'figure = "g"\ngrad = { of = "y", wtr = "x" }',
                 ["'grad' has no key 'wtr'; did you mean 'wrt'?"], "wtr"),
    "grads cuont": (X, 'grads = { of = "y", cuont = "n" }', ["did you mean 'count'?"], "cuont"),
    "tangent sedes": (X, 'figure = "t"\ntangent = { of = "y", sedes = { x = 1.0 } }',
                      ["did you mean 'seeds'?"], "sedes"),
    "fd_check esp": (X, 'figure = "f"\nfd_check = { f = "out = x.sqr()", wrt = "x", below = 1e-6, '
                        'esp = 1e-3 }', ["'fd_check' has no key 'esp'; did you mean 'eps'?"], "esp"),
    "train classify labls": (X, 'train = { loss = "loss = (w - 1.0).sqr()\\nz = w", params = { w = 0.0 }, '
                                'lr = 0.1, steps = 3, classify = { logit = "z", labls = "y" } }',
                             ["'classify' has no key 'labls'; did you mean 'labels'?"], "labls"),
    "train bind misspelt": (X, 'train = { loss = "loss = (w - 1.0).sqr() + (b - 2.0).sqr()", '
                               'params = { w = 0.0, b = 0.0 }, lr = 0.1, steps = 3, bind = { w = "ws", bb = "bs" } }',
                            ["'bind' has no key 'bb'; did you mean 'b'?"], "train ="),
    "figure misspelt": (X, 'figrue = "g"\ngrad = { of = "y", wrt = "x" }',
                        ["step 3 has no key 'figrue'; did you mean 'figure'"], "figrue"),
    "label misspelt": (X, 'figure = "g"\nlable = "dy/dx"\ngrad = { of = "y", wrt = "x" }',
                       ["step 3 has no key 'lable'; did you mean 'label'"], "lable"),
    "kind misspelt": (X, 'figure = "J"\njacobain = { of = "y", wrt = "x" }',
                      ["has no key 'jacobain'; did you mean 'jacobian'?"], "jacobain"),
    "an exercise in a step": (X, 'value = "y"\nfigure = "v"\n[sections.steps.exercise]\nsolution = "q = 1"',
                              ["has no key 'exercise'"], "[sections.steps.exercise]"),
    # values of the wrong kind
    "note a number": (X, "note = 3", ["'note' must be a text, or a table of languages"], "note ="),
    "set a list": (X, 'figure = "s"\nset = { var = "x", value = [1, 2] }', ["'value' must be an expression"],
                   "set ="),
    "set a result": (X, 'figure = "s"\nset = { var = "y", value = "3.0" }', ["'y' is not a variable"],
                     "set ="),
    "grads of a count": (X, COUNT + 'grads = { of = "n" }', ["'n' is 1, not a tensor"],
                         'grads = { of = "n" }'),
    "hvp of a count": (V, COUNT.replace('"y"', '"loss"') + 'figure = "H"\n'
                       'hvp = { of = "n", wrt = "x", vector = 1.0 }', ["'n' is 1, not a tensor"], "hvp ="),
    "tape loss never assigned": (X, 'tape = { code = "z = x * 2", loss = "w" }',
                                 ["the tape's program assigns no 'w'"], "tape ="),
    "figure empty": (X, 'figure = ""\nvalue = "y"', ["'figure' must name the figure"], 'figure = ""'),
    "figure a number": (X, 'figure = 3\nvalue = "y"', ["'figure' must be text"], "figure = 3"),
    "label a number": (X, 'figure = "v"\nlabel = 3\nvalue = "y"', ["'label' must be a text"], "label = 3"),
    "wrt empty": (X, 'figure = "J"\njacobian = { of = "y", wrt = [] }', ["'wrt' must be a name or a list"],
                  "jacobian ="),
    "agree uneven": (X, 'figure = "a"\nagree = { a = ["x", "y"], b = ["y"], tol = 1.0 }',
                     ["'a' and 'b' must name as many values each, not 2 and 1"], "agree ="),
    "train without loss or model": (X, 'train = { params = { w = 0.0 }, lr = 0.1, steps = 3 }',
                                    ["needs a 'loss' program, or a 'model'"], "train ="),
    "train from true": (X, 'train = { loss = "loss = (w - 1.0).sqr()", params = { w = true }, lr = 0.1, '
                           'steps = 3 }', ["a parameter starts from a number"], "train ="),
    # tolerances: nan fails every check, inf passes every one, a negative one fails every one
    "agree tol nan": (X, 'figure = "a"\nagree = { a = "x", b = "y", tol = nan }',
                      ["'tol' must be a finite number of at least 0, not nan"], "agree ="),
    "agree tol inf": (X, 'figure = "a"\nagree = { a = "x", b = "y", tol = inf }', ["not inf"], "agree ="),
    "below limit negative": (X, 'figure = "b"\nbelow = { of = "x", limit = -1.0 }',
                             ["'limit' must be a finite number of at least 0, not -1.0"], "below ="),
    "fd_check below true": (X, 'figure = "f"\nfd_check = { f = "out = x.sqr()", wrt = "x", below = true }',
                            ["'below' must be a finite number"], "fd_check ="),
    # seeds and vectors of another shape are not stretched
    "hvp vector stretched": (W, 'figure = "H"\nhvp = { of = "loss", wrt = "W", vector = [1, 0, -1] }',
                             ["the vector for W must have its shape [2, 3], or be one number; shape [3]"],
                             "hvp ="),
    "hvp vector true": (V, 'figure = "H"\nhvp = { of = "loss", wrt = "x", vector = true }',
                        ["the vector for x must have its shape [3]", "True"], "hvp ="),
    "hvp vector ragged": (V, 'figure = "H"\nhvp = { of = "loss", wrt = "x", vector = [[1.0], 2.0] }',
                          ["a ragged list"], "hvp ="),
    "tangent seed stretched": (W, 'figure = "t"\ntangent = { of = "loss", seeds = { W = [1.0, 2.0, 3.0] } }',
                               ["the seed of W must have its shape [2, 3]"], "tangent ="),
    "dual seed stretched": (W, 'figure = "d"\ndual = { f = "W.sqr().sum_all()", '
                               'seeds = { W = [1.0, 2.0, 3.0] } }',
                            ["the seed of W must have its shape [2, 3]"], "dual ="),
    "dual seed true": (X, 'figure = "d"\ndual = { f = "x.sqr()", seeds = { x = true } }',
                       ["the seed of x", "True"], "dual ="),
    # dual formulas Python would not compute
    "dual whole number past floats": (X, 'figure = "d"\ndual = { f = "x + ' + "9" * 400 + '", '
                                         'seeds = { x = 1.0 } }', ["too large for a float"], "dual ="),
    "dual nested deep": (X, 'figure = "d"\ndual = { f = "' + "-" * 5000 + 'x", seeds = { x = 1.0 } }',
                         ["nests more than 100 levels deep"], "dual ="),
    "dual long": (X, 'figure = "d"\ndual = { f = "' + "x + " * 3000 + 'x", seeds = { x = 1.0 } }',
                  ["12,001 characters long; the limit is 10,000"], "dual ="),
    "dual arguments": (X, 'figure = "d"\ndual = { f = "x.exp(1, 2)", seeds = { x = 1.0 } }',
                       ["exp takes 0 numbers in a dual formula, not 2"], "dual ="),
    "dual shapes": ("a = var(zeros(3), dtype='f64')\nb = zeros(2, dtype='f64')",
                    'figure = "d"\ndual = { f = "a + b", seeds = { a = 1.0 } }', ["shapes [3] and [2]"],
                    "dual ="),
    "dual huge broadcast": ("a = var(zeros((1000000, 1)), dtype='f64')\nb = zeros((1, 100000), dtype='f64')",
                            'figure = "d"\ndual = { f = "a + b", seeds = { a = 1.0 } }',
                            ["100,000,000,000 elements; the limit is 1,000,000"], "dual ="),
    # notes: a name of the section, formatted as text within MOST_WIDTH, nothing else
    "note width": (X, 'note = "{y:>999999999}"',
                   ["'{y:>999999999}' asks for a width or a precision above 100"], "note ="),
    "note precision": (X, 'note = "{y:.1000}"', ["above 100"], "note ="),
    "note attribute": (X, 'note = "{y.__class__}"', ["a note's '{y.__class__}' must hold a name"], "note ="),
    "note index": (X, 'note = "{y[0]}"', ["'{y[0]}' must hold a name"], "note ="),
    "note position": (X, 'note = "{0}"', ["'{0}' must hold a name"], "note ="),
    "note empty field": (X, 'note = "{}"', ["'{}' must hold a name"], "note ="),
    "note conversion": (X, 'note = "{y!r:>99999}"', ["takes no conversion"], "note ="),
    "note nested": (X, 'note = "{y:{y}}"', ["cannot hold another field"], "note ="),
    "note unclosed": (X, 'note = "y is {y"', ["braces must pair up"], "note ="),
    "note number format": (X, 'note = "{y:.3f}"', ["is not one for text"], "note ="),
    # sizes past the limits
    "jacobian of 64 million elements": ("x = var(zeros(8000), dtype='f64')\ny = x * 2",
                                        'figure = "J"\njacobian = { of = "y", wrt = "x" }',
                                        ["8000 × 8000 elements, more than 4,000,000"], "jacobian ="),
    "jacobian of a million forward sweeps": (MILLION, 'figure = "J"\njacobian = { of = "y", wrt = "x", '
                                                      'mode = "forward" }',
                                             ["1,000,000 forward sweeps",
                                              "more than the 1,000,000,000 allowed"], "jacobian ="),
    "fd_check of a million elements": (MILLION, 'figure = "f"\nfd_check = { f = "out = (x * 2).sum_all()", '
                                                'wrt = "x", below = 1e-6 }',
                                       ["nudging each of the 1,000,000 elements of x",
                                        "1,000,000,000 allowed"], "fd_check ="),
    "train of a trillion steps": (X, 'train = { loss = "loss = (w - 1.0).sqr()", params = { w = 0.0 }, '
                                     'lr = 0.1, steps = 1000000000000 }',
                                  ["at most 100,000 steps, not 1,000,000,000,000"], "train ="),
    "program of a billion elements": (X, 'tape = { code = "z = zeros(10**9)", loss = "z" }',
                                      ["1,000,000,000 elements; the limit is 1,000,000"], "tape ="),
}


def _program(code: str) -> str:
    return "[[sections.steps]]\ncode = '''\n" + code + "\n'''\n"


@pytest.mark.parametrize("code, step, words, snippet", HOSTILE_STEPS.values(), ids=list(HOSTILE_STEPS))
def test_a_hostile_step_is_one_sentence_at_its_line_everywhere(tmp_path, code, step, words, snippet):
    folder = write(tmp_path, steps=_program(code) + "[[sections.steps]]\n" + step + "\n")
    problem = only_problem(folder)
    assert (problem.file.name, problem.line) == ("lesson.toml", line_of(folder, snippet)), problem
    for word in words:
        assert word in problem.message, problem.message
    with pytest.raises(LessonError) as info:  # loading says a mistake of the file, running the others
        run_lesson(load_lesson_folder(folder))
    for word in words:
        assert word in str(info.value), info.value


@pytest.mark.parametrize("formula, value, tangent", [
    ("x + 1 / 0", np.inf, 1.0),
    ("x + 10.0 ** 400", np.inf, 1.0),
    ("x * 1e309", np.inf, np.inf),
    ("x + (-8.0) ** 0.5", np.nan, 1.0),
    ("x / 0", np.inf, np.inf),
])
def test_a_dual_formula_computes_numbers_as_the_engine_does(tmp_path, formula, value, tangent):
    folder = write(tmp_path, steps=f'[[sections.steps]]\nfigure = "d"\ndual = {{ f = "{formula}", '
                                   'seeds = { x = 1.0 }, value = "v" }\n'
                                   '[[sections.steps]]\nfigure = "v"\nvalue = "v"\n')
    assert check_lesson(folder) == []
    section = run_lesson(load_lesson_folder(folder)).sections[0]
    figures = {figure.name: figure.value.to_scalar() for figure in section.figures}
    np.testing.assert_equal([figures["v"], figures["d"]], [value, tangent])


def test_a_note_is_checked_in_every_language_not_only_the_one_run(tmp_path):
    folder = write(tmp_path, 'languages = ["en", "fr"]',
                   steps='[[sections.steps]]\nnote.en = "y is {x}"\nnote.fr = "y vaut {x:>1000}"\n')
    problems = [p for p in check_lesson(folder) if "note" in p.message or "100" in p.message]
    assert [(p.line, "above 100" in p.message) for p in problems] == [(line_of(folder, "note.fr"), True)]


def test_a_note_within_the_limits_is_formatted_as_text(tmp_path):
    folder = write(tmp_path, steps='[[sections.steps]]\nnote = "x is [{x:>6}] {{kept}}"\n')
    assert check_lesson(folder) == []
    assert run_lesson(load_lesson_folder(folder)).sections[0].lines == ["x is [     2] {kept}"]


# --- the lesson's other tables: a key misspelt there is said too, with the key meant ---------------

EXERCISE = '[sections.exercise]\nsolution = "z = x * 2"\n'

HOSTILE_TABLES = {
    "lesson tilte": ({"extra": 'tilte = "A"'}, "the lesson has no key 'tilte'; did you mean 'title'?",
                     "tilte"),
    "lesson langauges": ({"extra": 'langauges = ["en"]'}, "did you mean 'languages'?", "langauges"),
    "lesson dotted titel": ({"extra": 'titel.en = "A"'}, "did you mean 'title'?", "titel.en"),
    "section grpah": ({"section": 'grpah = "x"'}, "section only has no key 'grpah'; did you mean 'graph'?",
                      "grpah"),
    "data fiel": ({"extra": '[data.b]\nfile = "builds.csv"\nfiel = "x.csv"\ncolumns = { p = "pages" }'},
                  "data set b has no key 'fiel'; did you mean 'file'?", "fiel ="),
    "points kidn": ({"extra": '[data.m]\npoints = { kind = "moons", kidn = 1 }\ncolumns = { X = "points" }'},
                    "'points' has no key 'kidn'; did you mean 'kind'?", "points ="),
    "exercise tl": ({"section": EXERCISE + 'tl = 1e-9\nexpect = [{ value = "z" }]'},
                    "[sections.exercise] has no key 'tl'; did you mean 'tol'", "tl ="),
    "expect valeu": ({"section": EXERCISE + 'expect = [{ valeu = "z" }]'},
                     "an item of 'expect' has no key 'valeu'; did you mean 'value'?", "expect ="),
    "expect grad wtr": ({"section": EXERCISE + 'expect = [{ grad = { of = "z", wtr = "x" } }]'},
                        "'grad' has no key 'wtr'; did you mean 'wrt'?", "expect ="),
    "expect jacobian mode": ({"section": EXERCISE + 'expect = [{ jacobian = { of = "z", wrt = "x", '
                                                    'mode = "f" } }]'},
                             "'jacobian' has no key 'mode'", "expect ="),
    "exercise train stpes": ({"section": EXERCISE + 'train = { params = ["x"], lr = 0.1, stpes = 3 }'},
                             "'train' has no key 'stpes'; did you mean 'steps'?", "train ="),
    "exercise train steps past the limit": ({"section": EXERCISE + 'train = { params = ["x"], lr = 0.1, '
                                                        'steps = 1000000000000 }'},
                                            "'steps' must be from 1 to 100,000", "train ="),
    "exercise baseline vlaue": ({"section": EXERCISE + 'expect = [{ value = "z" }]\n'
                                            'baseline = { code = "b = x", vlaue = "b" }'},
                                "'baseline' has no key 'vlaue'; did you mean 'value'", "baseline ="),
    "exercise tol inf": ({"section": EXERCISE + 'tol = inf\nexpect = [{ value = "z" }]'},
                         "'tol' must be a number of at least 0, and finite, not inf", "[sections.exercise]"),
}


@pytest.mark.parametrize("parts, words, snippet", HOSTILE_TABLES.values(), ids=list(HOSTILE_TABLES))
def test_a_key_misspelt_in_any_table_is_said_at_its_line_and_the_lesson_does_not_open(
        tmp_path, parts, words, snippet):
    folder = write(tmp_path, **parts)
    problems = [problem for problem in check_lesson(folder) if words in problem.message]
    assert [problem.line for problem in problems] == [line_of(folder, snippet)], check_lesson(folder)
    with pytest.raises(LessonError, match=re.escape(words)):
        load_lesson_folder(folder)
