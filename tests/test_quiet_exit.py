"""Leaving is immediate and quiet: "Ieși" by keyboard ends the real process at once, and a
machine with no sound card prints nothing on the terminal, while SDL_AUDIODRIVER still picks
the sound system."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent

NO_CARD = {"SDL_AUDIODRIVER": "alsa", "AUDIODEV": "hw:CARD=NoSuchCard"}
"""ALSA asked for a card that no machine has: libasound complains on any machine."""

SLOW_TEARDOWN = '''import threading
import time


def _slow_shutdown():
    time.sleep(2)


threading._register_atexit(_slow_shutdown)
'''
"""A ``sitecustomize`` whose interpreter shutdown waits 2 s (as for a thread still running
when the loop ends, or a slow teardown on a loaded machine): a process that ends "at once"
never pays it."""


def _python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    environ = dict(os.environ, PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1", **env)
    return subprocess.run([sys.executable, "-c", code], env=environ, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


# No sound card: the mixer stays closed (the game is silent) and nothing reaches stderr,
# where libasound alone printed its lines before.
def test_no_sound_card_prints_nothing() -> None:
    run = _python("from game.audio import Audio\n"
                  "audio = Audio()\n"
                  "print(audio.init(), audio.error is not None)\n", NO_CARD)
    assert run.stdout.split() == ["False", "True"], run.stdout + run.stderr
    assert run.stderr == ""


# The sound system is still SDL's to choose from the environment (pipewire, pulseaudio...):
# here the dummy driver, which opens on any machine.
def test_sdl_audiodriver_still_picks_the_driver() -> None:
    libraries = glob.glob(str(Path(pygame.__file__).parent.parent / "pygame.libs"
                              / "libSDL2-2*.so*"))
    if not libraries:
        pytest.skip("pygame's own SDL library is not where the wheel puts it")
    run = _python("import ctypes\n"
                  "from game.audio import Audio\n"
                  "audio = Audio()\n"
                  "print(audio.init())\n"
                  f"sdl = ctypes.CDLL({libraries[0]!r})\n"
                  "sdl.SDL_GetCurrentAudioDriver.restype = ctypes.c_char_p\n"
                  "print(sdl.SDL_GetCurrentAudioDriver().decode())\n",
                  {"SDL_AUDIODRIVER": "dummy"})
    assert run.stdout.split() == ["True", "dummy"], run.stdout + run.stderr


def _free_display() -> int:
    for number in range(140, 190):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(
                f"/tmp/.X{number}-lock").exists():
            return number
    pytest.skip("no free X display number")


# The real game under Xvfb, no sound card: ↓ to "Ieși", Enter, Tab to "Da", Enter. The
# process is gone within 1.5 s of the last key, although its interpreter's shutdown would
# wait 2 s more (the game saves as it goes and ends without that shutdown), and it printed
# nothing at all.
def test_quit_by_keyboard_ends_the_process_at_once(tmp_path: Path) -> None:
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (apt-get install xvfb xdotool)")
    number = _free_display()
    display = f":{number}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SLOW_TEARDOWN, encoding="utf-8")
    game = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        else:
            pytest.skip("Xvfb did not start")
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11",
                   ZARURI_DATA_DIR=str(tmp_path / "data"), **NO_CARD,
                   PYTHONPATH=os.pathsep.join((str(ROOT), str(site))))
        game = subprocess.Popen([sys.executable, "-m", "game", "--windowed", "--size",
                                 "1280x720"], env=env, cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        subprocess.run(["xdotool", "search", "--sync", "--pid", str(game.pid)], env=env,
                       capture_output=True, timeout=60)
        time.sleep(2.0)  # the menu is up and idle

        def key(name: str) -> None:
            subprocess.run(["xdotool", "key", name], env=env, check=True, timeout=10)
            time.sleep(0.3)

        # the arrows by layout (round 77, S23 amended): ↓ the hero, ↓ "Scoruri" under it,
        # → "Statistici", → "Ieși"; then the dialog's safe "Rămâi" is focused, Tab reaches
        # "Ieși"
        for name in ["Down", "Down", "Right", "Right", "Return", "Tab"]:
            key(name)
        assert game.poll() is None, "the game ended before it was asked"
        started = time.monotonic()
        subprocess.run(["xdotool", "key", "Return"], env=env, check=True, timeout=10)
        status = game.wait(timeout=30)
        took = time.monotonic() - started
        stderr = game.stderr.read().decode("utf-8", "replace")
        assert status == 0, stderr
        assert took < 1.5, f"the process ended {took:.2f} s after the last key"
        assert stderr == "", stderr
    finally:
        if game is not None and game.poll() is None:
            game.kill()
            game.wait()
        if game is not None:
            game.stdout.close()
            game.stderr.close()
        xvfb.terminate()
        xvfb.wait()
