"""The README tells the truth: its commands are the ones CI runs, its examples print what it shows."""

import re
from pathlib import Path

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
CI_SCRIPT = (Path(__file__).resolve().parent.parent / ".ci" / "run").read_text(encoding="utf-8")


def section(title):
    """The text of the README section under the heading `## title`."""
    return README.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]


def code_blocks(text, language=""):
    return re.findall(rf"```{language}\n(.*?)```", text, flags=re.S)


def test_ci_runs_the_readme_test_command():
    (command,) = code_blocks(section("Run the tests"))
    command = command.strip()
    assert "pytest" in command
    assert command in CI_SCRIPT.splitlines()


def test_the_engine_example_computes_what_its_comments_say():
    (example,) = code_blocks(section("Engine"), "python")
    *body, last = example.strip().splitlines()
    expression, expected = (part.strip() for part in last.split("#", 1))
    namespace = {}
    exec("\n".join(body), namespace)
    assert eval(expression, namespace) == float(expected)


def test_the_held_out_table_is_what_the_lesson_computes(builds_csv):
    from gradwalk.core.lessons import load_lesson
    from gradwalk.core.lessons.runner import figures_tree, run_lesson

    rows = re.findall(r"^\| (line|curve) \| ([\d.]+) \| ([\d.]+) \|$", section("Exercises"), flags=re.M)
    assert [model for model, *_ in rows] == ["line", "curve"]
    run = run_lesson(load_lesson("l04"), section_ids=["exercise_2_quadratic"],
                     data_path=str(builds_csv))
    figures = figures_tree(run.sections[0].figures)
    for model, training, held_out in rows:
        run_figures = figures[f"split_{model}"]
        assert float(training) == round(float(run_figures["loss_after_step"]["2000"]), 6)
        assert float(held_out) == round(float(run_figures["held_out_loss_after_step"]["2000"]), 6)


def test_ci_installs_the_wheel_and_runs_it_outside_the_repository():
    assert "bash .ci/wheel" in CI_SCRIPT.splitlines()
    wheel = (Path(__file__).resolve().parent.parent / ".ci" / "wheel").read_text(encoding="utf-8")
    assert "gradwalk\" run l04" in wheel and "gradwalk\" screenshot" in wheel
