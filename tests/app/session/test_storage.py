"""Typed text and exports are written whole or not at all."""

import json
import os

import pytest

from gradwalk.app.session import storage
from gradwalk.app.session.storage import StorageError, TypedTexts, write_atomically


def test_write_atomically_replaces_the_file(tmp_path):
    target = tmp_path / "graph.svg"
    target.write_bytes(b"old")
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.svg"]  # no temporary left


def test_a_failed_write_leaves_the_old_file_and_no_part_file(tmp_path, monkeypatch):
    target = tmp_path / "typed.json"
    target.write_bytes(b"precious")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", disk_full)
    with pytest.raises(StorageError, match="No space left on device.*unchanged"):
        write_atomically(target, b"x" * 1000)
    assert target.read_bytes() == b"precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["typed.json"]


def test_a_folder_that_cannot_be_written_says_so(tmp_path):
    missing = tmp_path / "no" / "such" / "folder" / "graph.png"
    with pytest.raises(StorageError, match="cannot write in"):
        write_atomically(missing, b"png")


def test_typed_texts_survive_a_restart(tmp_path):
    path = tmp_path / "typed.json"
    texts = TypedTexts(path)
    texts.set("l04", "first_derivative", "x = var(3.0)\ny = x.sqr()\n")
    texts.save()
    again = TypedTexts(path)
    assert again.get("l04", "first_derivative") == "x = var(3.0)\ny = x.sqr()\n"
    assert again.get("l04", "var_set") is None
    again.set("l04", "first_derivative", None)  # back to the lesson's code
    again.save()
    assert TypedTexts(path).get("l04", "first_derivative") is None


def test_an_unreadable_file_is_kept_aside_not_lost(tmp_path):
    path = tmp_path / "typed.json"
    path.write_text('{"l04": {"first_derivative": "x = var(', encoding="utf-8")  # cut short
    texts = TypedTexts(path)
    assert texts.problem is not None and "could not be read" in texts.problem
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("typed.json.unreadable-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith('{"l04"')
    texts.set("l04", "var_set", "p = var([1.0])\n")
    texts.save()
    assert json.loads(path.read_text(encoding="utf-8")) == {"l04": {"var_set": "p = var([1.0])\n"}}


def test_a_new_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    old_umask = os.umask(0o022)
    try:
        fresh = tmp_path / "graph.png"
        write_atomically(fresh, b"png")
        assert fresh.stat().st_mode & 0o777 == 0o644  # not mkstemp's private 0600
        kept = tmp_path / "slides.pdf"
        kept.write_bytes(b"old")
        kept.chmod(0o640)
        write_atomically(kept, b"new")
        assert kept.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old_umask)


def test_a_file_nested_too_deeply_for_json_is_kept_aside(tmp_path):
    path = tmp_path / "typed.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")  # json.loads recurses
    texts = TypedTexts(path)
    assert texts.problem is not None and "could not be read" in texts.problem
    assert [p.name.startswith("typed.json.unreadable-") for p in tmp_path.iterdir()] == [True]


def test_texts_of_the_wrong_type_are_left_out_and_the_file_kept(tmp_path):
    path = tmp_path / "typed.json"
    saved = {"l04": {"number": 5, "list": ["x"], "kept": "x = var(1.0)\n"}, "l05": 3}
    path.write_text(json.dumps(saved), encoding="utf-8")
    texts = TypedTexts(path)
    assert texts.get("l04", "kept") == "x = var(1.0)\n"
    assert texts.get("l04", "number") is None and texts.get("l04", "list") is None
    assert texts.problem is not None and "3 saved text(s)" in texts.problem
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("typed.json.damaged-")]
    assert len(copies) == 1 and json.loads(copies[0].read_text(encoding="utf-8")) == saved


def test_a_folder_where_the_file_should_be_is_kept_aside_and_saving_works(tmp_path):
    path = tmp_path / "typed.json"
    (path / "inside").mkdir(parents=True)
    texts = TypedTexts(path)
    assert texts.problem is not None
    texts.set("l04", "var_set", "p = var([2.0])\n")
    texts.save()
    assert TypedTexts(path).get("l04", "var_set") == "p = var([2.0])\n"
    assert any((p / "inside").is_dir() for p in tmp_path.iterdir() if p.name.startswith("typed.json.unreadable-"))


def test_bytes_that_are_not_utf8_are_kept_aside(tmp_path):
    path = tmp_path / "typed.json"
    path.write_bytes(b'{"l04": {"s": "\xff\xfe"}}')
    texts = TypedTexts(path)
    assert texts.problem is not None and texts.get("l04", "s") is None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("typed.json.unreadable-")]
    assert [p.read_bytes() for p in kept] == [b'{"l04": {"s": "\xff\xfe"}}']


def test_a_folder_that_cannot_be_made_raises_storage_error_and_keeps_the_text(tmp_path):
    (tmp_path / "blocker").write_text("a file, not a folder", encoding="utf-8")
    texts = TypedTexts(tmp_path / "blocker" / "config" / "typed.json")
    texts.set("l04", "s", "y = 1\n")
    with pytest.raises(StorageError, match="cannot make the folder"):
        texts.save()
    assert texts.get("l04", "s") == "y = 1\n" and texts.changed()


def test_a_full_disk_keeps_the_text_in_memory_and_a_later_save_writes_it(tmp_path, monkeypatch):
    path = tmp_path / "typed.json"
    texts = TypedTexts(path)
    texts.set("l04", "s", "y = 2\n")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", disk_full)
    with pytest.raises(StorageError, match="No space left"):
        texts.save()
    assert texts.changed()
    monkeypatch.undo()
    texts.save()
    assert not texts.changed() and TypedTexts(path).get("l04", "s") == "y = 2\n"


def test_two_windows_on_one_file_keep_each_others_sections(tmp_path):
    path = tmp_path / "typed.json"
    first, second = TypedTexts(path), TypedTexts(path)
    first.set("l04", "a", "a = 1\n")
    second.set("l04", "b", "b = 2\n")
    second.set("l05", "c", "c = 3\n")
    first.save()
    second.save()
    first.save()  # nothing changed here since: the second window's sections stay
    again = TypedTexts(path)
    assert (again.get("l04", "a"), again.get("l04", "b"), again.get("l05", "c")) == ("a = 1\n", "b = 2\n",
                                                                                      "c = 3\n")
    assert first.conflict is None and second.conflict is None


def test_a_section_reset_in_one_window_goes_and_the_others_stay(tmp_path):
    path = tmp_path / "typed.json"
    seed = TypedTexts(path)
    seed.set("l04", "a", "a = 1\n")
    seed.set("l04", "b", "b = 1\n")
    seed.save()
    first, second = TypedTexts(path), TypedTexts(path)
    first.set("l04", "a", None)  # back to the lesson's code
    second.set("l04", "b", "b = 2\n")
    first.save()
    second.save()
    again = TypedTexts(path)
    assert again.get("l04", "a") is None and again.get("l04", "b") == "b = 2\n"


def test_the_same_section_changed_in_two_windows_keeps_the_earlier_text_aside(tmp_path):
    path = tmp_path / "typed.json"
    first, second = TypedTexts(path), TypedTexts(path)
    first.set("l04", "a", "from the first window\n")
    second.set("l04", "a", "from the second window\n")
    first.save()
    second.save()
    assert TypedTexts(path).get("l04", "a") == "from the second window\n"  # the later save wins
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("typed.json.conflict-")]
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8")) == {"l04": {"a": "from the first window\n"}}
    assert second.conflict is not None and kept[0].name in second.conflict


def test_a_lone_surrogate_is_saved_and_read_back(tmp_path):
    path = tmp_path / "typed.json"
    texts = TypedTexts(path)
    text = "x = var(1.0)  # \udc80 pasted from a broken source\n"
    texts.set("l04", "a", text)
    texts.save()
    assert TypedTexts(path).get("l04", "a") == text


def test_a_huge_text_is_saved_whole(tmp_path):
    path = tmp_path / "typed.json"
    texts = TypedTexts(path)
    text = "y = x.sqr()  # é\n" * 400_000  # about 7 MB
    texts.set("l04", "a", text)
    texts.save()
    assert TypedTexts(path).get("l04", "a") == text


def test_a_save_with_nothing_changed_writes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "typed.json"
    texts = TypedTexts(path)
    texts.set("l04", "a", "a = 1\n")
    texts.save()
    monkeypatch.setattr(storage, "write_atomically", lambda *a: (_ for _ in ()).throw(StorageError("no")))
    texts.set("l04", "a", "a = 1\n")  # the same text again, as the window remembers it at each save
    texts.save()
    assert TypedTexts(path).get("l04", "a") == "a = 1\n"
