"""Fixtures of the lesson tests."""

import pytest


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """Every folder of the data search path but the project's own is an empty tmp folder."""
    env_dir = tmp_path / "gradwalk_data"
    for folder in (env_dir, tmp_path / "xdg", tmp_path / "home"):
        folder.mkdir()
    monkeypatch.setenv("GRADWALK_DATA", str(env_dir))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "home" / "AppData"))
    return env_dir
