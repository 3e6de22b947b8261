"""Typed text and exports are written whole or not at all."""

import json
import os

import pytest

from app import storage
from app.storage import StorageError, TypedTexts, write_atomically


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
