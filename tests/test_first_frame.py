"""What waits until the first frame is shown (the full measure is benchmarks/first_frame.py)."""

from __future__ import annotations

import random

import game.app
from game.app import App, NullAudio
from game.storage.settings import Settings
from tests.uihelpers import FRAME


def test_the_sound_is_opened_once_the_first_frame_is_shown(tmp_path, monkeypatch):
    opened: list[int] = []
    holder: list[App] = []
    monkeypatch.setattr(game.app, "_make_audio", lambda settings: opened.append(
        holder[0].frames if holder else -1) or NullAudio(settings.volume, settings.muted))
    app = App(size=(1024, 600), windowed=True, data_dir=tmp_path, rng=random.Random(1),
              settings=Settings(fullscreen=False, muted=True))
    holder.append(app)
    try:
        assert opened == [] and isinstance(app.audio, NullAudio)
        app.step(FRAME)
        app.step(FRAME)
        assert opened == [1] and app.audio.muted
    finally:
        app.close()


def test_the_command_imports_no_numpy_nor_pkg_resources():
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    # The command's own path up to the installation check (then stopped there): pygame is
    # imported by then, without the two.
    out = subprocess.run([sys.executable, "-c", "import sys, game.cli as c; "
                          "c._keep_what_starts_make = lambda: None; "
                          "c._installation_damaged = lambda: True; c.main(['--windowed']); "
                          "print(sorted({'numpy', 'pkg_resources'} & set(sys.modules)), "
                          "'pygame' in sys.modules)"],
                         cwd=root, capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.split("\n")[-2] == "[] True", out.stdout
