"""Settings read from gradwalk.ini: a stored value of the wrong type or shape gives the default,
is said once, and the damaged file is kept aside."""

from pathlib import Path

from gradwalk.app.base.settings import SETTINGS_FILE, StoredSettings, folder_problem


def settings_from(tmp_path: Path, ini: str) -> StoredSettings:
    (tmp_path / SETTINGS_FILE).write_text(ini, encoding="utf-8")
    return StoredSettings(tmp_path)


def kept_copies(tmp_path: Path) -> list[Path]:
    return [p for p in tmp_path.iterdir() if p.name.startswith(f"{SETTINGS_FILE}.damaged-")]


def test_sound_values_are_read_and_nothing_is_said(tmp_path):
    settings = settings_from(tmp_path, "[lesson]\nid=l04\nsection=\"a, b\"\n[view]\nlook=dark\n")
    assert settings.text("lesson/id", "x") == "l04"
    assert settings.text("lesson/section", "") == "a, b"  # a quoted comma is one text
    assert settings.text("view/look", "system", choices=("system", "light", "dark")) == "dark"
    assert settings.text("view/missing", "fallback") == "fallback"
    assert settings.problem() is None and kept_copies(tmp_path) == []


def test_a_list_where_one_id_was_written_gives_the_default_and_the_file_is_kept(tmp_path):
    ini = "[lesson]\nid=l04, l05\n"
    settings = settings_from(tmp_path, ini)
    assert settings.text("lesson/id", "l04") == "l04"
    assert settings.damaged == ["lesson/id"]
    [kept] = kept_copies(tmp_path)
    assert kept.read_text(encoding="utf-8") == ini and kept.name in settings.problem()
    assert settings.value("lesson/id") is None  # forgotten: the next start says nothing


def test_values_of_other_types_give_their_defaults(tmp_path):
    settings = settings_from(tmp_path, "\n".join([
        "[lesson]", r"section=@Variant(\0\0\0\x2\0\0\0\x5)",  # an int
        "[view]", "look=@Size(3 4)", "language=klingon",
        "[window]", "geometry=garbage", "state=@Rect(1 2 3 4)",
        "[lessons]", "lastFolder=@ByteArray(abc)", "opened=5", ""]))
    assert settings.text("lesson/section", "") == ""
    assert settings.text("view/look", "system", choices=("system", "light", "dark")) == "system"
    assert settings.text("view/language", "", choices=("en", "fr", "es")) == ""
    assert settings.data("window/geometry") is None and settings.data("window/state") is None
    assert settings.folder("lessons/lastFolder", tmp_path) == str(tmp_path)
    assert settings.folders("lessons/opened") == []  # "5" is no folder: relative paths are refused
    assert set(settings.damaged) == {"lesson/section", "view/look", "view/language", "window/geometry",
                                     "window/state", "lessons/lastFolder", "lessons/opened"}
    assert len(kept_copies(tmp_path)) == 1


def test_opened_folders_keep_the_sound_entries(tmp_path):
    first, second = tmp_path / "one", tmp_path / "two"
    settings = settings_from(tmp_path, f"[lessons]\nopened={first}, relative, {second}\n")
    assert settings.folders("lessons/opened") == [str(first), str(second)]
    assert settings.damaged == ["lessons/opened"]
    assert StoredSettings(tmp_path).folders("lessons/opened") == [str(first), str(second)]


def test_a_folder_whose_parent_is_a_file_cannot_hold_settings(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    problem = folder_problem(tmp_path / "file" / "config")
    assert problem is not None and str(tmp_path / "file" / "config") in problem
    assert folder_problem(tmp_path / "fresh" / "deeper") is None
    assert not (tmp_path / "fresh").exists()  # looking makes nothing
    (tmp_path / "fresh" / SETTINGS_FILE).mkdir(parents=True)
    assert folder_problem(tmp_path / "fresh") is not None


def test_settings_that_cannot_be_written_say_where(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    settings = StoredSettings(tmp_path / "file" / "config")
    settings.setValue("view/look", "dark")
    problem = settings.save()
    assert problem is not None and str(tmp_path / "file" / "config" / SETTINGS_FILE) in problem
