"""The README and docs/ tell the truth: the README's commands are the ones CI runs, its examples print
what it shows, and every file, module and link the documents name is there."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI_SCRIPT = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


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
    wheel = (ROOT / ".ci" / "wheel").read_text(encoding="utf-8")
    assert "gradwalk\" run l04" in wheel and "gradwalk\" screenshot" in wheel


# The folders of the repository a document may name; a path under any other first folder (`dist/`,
# `~/.local/`, `path/to/my-lesson`) is an example, not a file of the project.
REPOSITORY_FOLDERS = (".ci", "app", "core", "data", "docs", "resources", "tests", "views")
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def code_words(text):
    """Every word of the text's code, inline spans and fenced blocks alike, stripped of the quotes,
    brackets and punctuation around it."""
    fenced = re.findall(r"^```[^\n]*\n(.*?)^```", text, flags=re.S | re.M)
    inline = re.findall(r"`([^`]+)`", re.sub(r"^```[^\n]*\n.*?^```", "", text, flags=re.S | re.M))
    for code in fenced + inline:
        for word in code.split():
            yield word.strip("'\"()[]{},;:")


def missing_paths(text, root=ROOT):
    """The repository paths and `gradwalk.` modules the text's code names that do not exist."""
    missing = []
    for word in code_words(text):
        if word.split("/", 1)[0] in REPOSITORY_FOLDERS and "/" in word:
            found = list(root.glob(word)) if "*" in word else [root / word]
            if not found or not all(path.exists() for path in found):
                missing.append(word)
        elif re.fullmatch(r"gradwalk(\.\w+)+", word):
            parts = word.split(".")[1:]
            module = root.joinpath(*parts)
            if not (module.with_suffix(".py").is_file() or (module / "__init__.py").is_file()):
                missing.append(word)
    return missing


def heading_anchors(text):
    """The anchors GitHub gives the text's headings: lower case, punctuation dropped, spaces as -."""
    headings = re.findall(r"^#+ (.+)$", re.sub(r"^```.*?^```", "", text, flags=re.S | re.M), flags=re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def broken_links(document):
    """The links and pictures of `document` (a Markdown file) whose file or heading is not there."""
    broken = []
    text = document.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path, _, anchor = target.partition("#")
        linked = (document.parent / path).resolve() if path else document
        if not linked.exists():
            broken.append(target)
        elif anchor and anchor not in heading_anchors(linked.read_text(encoding="utf-8")):
            broken.append(target)
    return broken


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_path_the_documents_name_exists(document):
    assert missing_paths(document.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_link_and_picture_leads_somewhere(document):
    assert broken_links(document) == []


def test_the_developer_documents_exist_and_the_readme_leads_to_them():
    assert {path.name for path in DOCUMENTS} >= {"README.md", "developing.md", "benchmarks.md"}
    for name in ("docs/developing.md", "docs/benchmarks.md"):
        assert f"]({name})" in README


def test_the_checks_see_a_missing_path_a_missing_module_and_a_broken_link(tmp_path):
    text = ("Change `core/engine/ops.py` and `core/nowhere.py`; run\n\n```\npython -m "
            "gradwalk.app.cli.contact_sheet\npython -m gradwalk.app.nowhere\n```\n"
            "Not ours: `dist/gradwalk-*.whl`, `~/.local/share/gradwalk/`.\n")
    assert missing_paths(text) == ["gradwalk.app.nowhere", "core/nowhere.py"]
    document = tmp_path / "doc.md"
    document.write_text("# A title\n\n[here](#a-title) [there](#no-title) [file](gone.md) "
                        "[web](https://example.org)\n", encoding="utf-8")
    assert broken_links(document) == ["#no-title", "gone.md"]
