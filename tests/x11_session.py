"""A real X session for end-to-end tests: Xvfb with a window manager (openbox), the game
started as a player starts it, its window read back with xdotool, xprop and xwd.

Every helper skips the test, saying why, where a tool cannot be had (``.ci/run`` installs
them with apt-get).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCREEN = (1920, 1080)


def need(*tools: str) -> None:
    """Skip unless every tool is installed."""
    for tool in tools:
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (apt-get install xvfb openbox xdotool "
                        "x11-utils x11-apps)")


def _free_display() -> int:
    for number in range(300, 360):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(
                f"/tmp/.X{number}-lock").exists():
            return number
    pytest.skip("no free X display number")


@contextmanager
def window_manager_session() -> Iterator[dict[str, str]]:
    """Xvfb (1920x1080) with openbox managing its windows; yields the environment to use."""
    need("Xvfb", "openbox", "xdotool", "xprop", "xwd")
    number = _free_display()
    display = f":{number}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    wm = None
    try:
        for _ in range(200):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        else:
            pytest.skip("Xvfb did not start")
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PYTHONPATH=str(ROOT))
        env.pop("WAYLAND_DISPLAY", None)
        wm = subprocess.Popen(["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        if wm.poll() is not None:
            pytest.skip("openbox did not start")
        yield env
    finally:
        for process in (wm, xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                process.wait(timeout=10)


def run(env: dict[str, str], *args: str) -> str:
    """Run an X tool; its standard output."""
    return subprocess.run(list(args), env=env, capture_output=True, text=True, timeout=30,
                          check=True).stdout


def start_game(env: dict[str, str], data: Path, *options: str) -> tuple[Any, str]:
    """``python -m game OPTIONS`` with its data in ``data``: (process, its window id)."""
    game = subprocess.Popen([sys.executable, "-X", "faulthandler", "-m", "game", *options],
                            env=dict(env, ZARURI_DATA_DIR=str(data)), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                            str(game.pid)], env=env, capture_output=True, text=True, timeout=60)
    return game, found.stdout.split()[0]


def geometry(env: dict[str, str], window: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """((x, y), (width, height)) of the window's content, as xdotool reads them."""
    out = run(env, "xdotool", "getwindowgeometry", window)
    x, y = map(int, re.search(r"Position: (-?\d+),(-?\d+)", out).groups())
    w, h = map(int, re.search(r"Geometry: (\d+)x(\d+)", out).groups())
    return (x, y), (w, h)


def wait_for(check: Callable[[], Any], seconds: float = 15.0) -> Any:
    """Poll ``check()`` until it returns something true (or the time is up): its last value."""
    deadline = time.monotonic() + seconds
    value = check()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = check()
    return value


def pixels(env: dict[str, str], window: str) -> Callable[[int, int], tuple[int, int, int]]:
    """What the X server shows of ``window`` now (xwd): a function (x, y) -> (r, g, b)."""
    data = subprocess.run(["xwd", "-silent", "-id", window], env=env, capture_output=True,
                          timeout=30, check=True).stdout
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    bits, line, colours = header[11], header[12], header[19]
    masks = header[14:17]
    start = header_size + 12 * colours
    if bits != 32:
        pytest.skip(f"xwd gave {bits} bits a pixel")
    order = "<" if header[7] == 0 else ">"

    def at(x: int, y: int) -> tuple[int, int, int]:
        x, y = min(max(x, 0), width - 1), min(max(y, 0), height - 1)
        (value,) = struct.unpack_from(f"{order}I", data, start + y * line + 4 * x)
        return tuple((value & m) >> (m & -m).bit_length() - 1 for m in masks)  # type: ignore

    return at
