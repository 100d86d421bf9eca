"""The game under a Wayland compositor: weston's headless backend, through XWayland (SDL's x11
driver, as SDL 2 chooses by itself on a Wayland desktop) and with SDL_VIDEODRIVER=wayland.
Each test skips, saying why, where weston cannot be had or SDL cannot start there."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 720)


@pytest.fixture(scope="module")
def weston(tmp_path_factory) -> Iterator[dict[str, str]]:
    """A headless weston with XWayland; the environment of its clients (DISPLAY is XWayland's)."""
    if shutil.which("weston") is None:
        pytest.skip("weston is not installed (apt-get install weston xwayland)")
    runtime = tmp_path_factory.mktemp("runtime")
    runtime.chmod(0o700)
    log = runtime / "weston.log"
    socket = f"zaruri-{os.getpid()}"
    with log.open("w") as out:
        server = subprocess.Popen(["weston", "--backend=headless-backend.so", "--xwayland",
                                   f"--socket={socket}", f"--width={SIZE[0] + 200}",
                                   f"--height={SIZE[1] + 200}"],
                                  env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)),
                                  stdout=out, stderr=subprocess.STDOUT)
    try:
        display = None
        for _ in range(200):
            found = re.search(r"xserver listening on display (:\d+)", log.read_text())
            if found and (runtime / socket).exists():
                display = found.group(1)
                break
            if server.poll() is not None:
                break
            time.sleep(0.05)
        if display is None:
            pytest.skip(f"weston did not start: {log.read_text()[-300:]}")
        env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), WAYLAND_DISPLAY=socket,
                   DISPLAY=display, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def _catches(pid: int, signum: int) -> bool:
    """True once process ``pid`` handles ``signum`` (its SigCgt mask in /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    found = re.search(r"^SigCgt:\s*([0-9a-f]+)$", status, re.M)
    return bool(found) and bool(int(found.group(1), 16) >> (signum - 1) & 1)


def _menu_drawn(env: dict[str, str], tmp_path: Path) -> None:
    """Start ``python -m game --windowed``; its first frames show the menu's felt and rim."""
    frame = tmp_path / "frame.png"
    game = subprocess.Popen([sys.executable, "-X", "faulthandler", "-m", "game", "--windowed",
                             "--size", f"{SIZE[0]}x{SIZE[1]}"],
                            env=dict(env, ZARURI_DUMP_FRAME=str(frame),
                                     ZARURI_DATA_DIR=str(tmp_path / "data")),
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        scene = frame.with_name(frame.name + ".scene")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and game.poll() is None:
            time.sleep(0.5)
            if not _catches(game.pid, signal.SIGUSR1):  # the app is not up yet
                continue
            game.send_signal(signal.SIGUSR1)
            time.sleep(0.3)
            if scene.exists() and scene.read_text() == "MenuScene":
                break
        assert game.poll() is None, game.stderr.read().decode()[-2000:]
        assert scene.read_text() == "MenuScene"
        image = pygame.image.load(str(frame))
        assert image.get_size() == SIZE
        r, g, b, *_ = image.get_at((3, 3))
        assert r > 40 and r > b + 30  # the wooden rim
        felt = image.get_at((SIZE[0] // 30, SIZE[1] // 2))  # between the rim and the cards
        assert felt[1] > felt[0] and felt[1] > felt[2]  # green felt
    finally:
        if game.poll() is None:
            game.terminate()
            game.wait(timeout=10)
    assert b"Traceback" not in game.stderr.read()


def test_the_menu_is_drawn_through_xwayland(weston, tmp_path):
    _menu_drawn(dict(weston, SDL_VIDEODRIVER="x11"), tmp_path)


def test_the_menu_is_drawn_with_sdls_wayland_driver(weston, tmp_path):
    env = dict(weston, SDL_VIDEODRIVER="wayland", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("DISPLAY")
    bare = ("import pygame; pygame.display.init(); pygame.display.set_mode((64, 64)); "
            "print(pygame.display.get_driver())")
    probe = subprocess.run([sys.executable, "-c", bare], env=env, capture_output=True,
                           text=True, timeout=60)
    if probe.returncode < 0 or probe.stdout.strip() != "wayland":
        pytest.skip(f"a bare pygame {pygame.version.ver} window (SDL "
                    f"{'.'.join(map(str, pygame.get_sdl_version()))}) cannot start with SDL's "
                    f"wayland driver here (exit {probe.returncode}: "
                    f"{(probe.stderr.strip().splitlines() or [''])[-1][:120]})")
    _menu_drawn(env, tmp_path)
