"""The time from process start to the first drawn menu frame, against a bare pygame window.

    python benchmarks/first_frame.py [--runs 7] [--size 1280x720]

Both are fresh processes drawing to the same X server (a fresh Xvfb on a free display) through
the same path: SDL's x11 driver with SDL_FRAMEBUFFER_ACCELERATION=0 (which the game chooses on
X11). The bare window imports pygame, opens a window of ``--size``, fills it and flips; the game
is ``zaruri --windowed --size WxH`` (the command's own start: the installation check, the
settings, the window, the menu), stopped right after its first frame reached the display. Each
time runs from just before the process is started to that first flip, read from the wall clock
the child prints. The runs alternate (a warm-up of each first, not counted) and the medians are
compared. Target: the game's median at most :data:`RATIO_TARGET` × the bare window's. With
``--wayland`` the same under weston's headless backend, through XWayland and with
SDL_VIDEODRIVER=wayland (where weston is installed and SDL starts there; the fast X path does
not apply to the latter).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATIO_TARGET = 1.3
"""How many bare windows' start-up times the game's first menu frame may take."""

_BARE = """
import os, time
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
import pygame
pygame.display.init()
screen = pygame.display.set_mode(({w}, {h}), pygame.RESIZABLE)
screen.fill((22, 92, 54))
pygame.display.flip()
print(time.time(), flush=True)
os._exit(0)
"""

_GAME = """
import os, sys, time
sys.path.insert(0, {root!r})
sys.argv = ["zaruri", "--windowed", "--size", "{w}x{h}"]
import game.cli  # the command's own imports, in its order
import game.app
_step = game.app.App.step
def _first_frame(self, dt=None):
    going = _step(self, dt)
    if self.frames:
        print(time.time(), flush=True)
        os._exit(0)
    return going
game.app.App.step = _first_frame
from game.cli import main
main()
"""


def _free_display() -> int | None:
    """An X display number nobody uses, or None."""
    for number in range(200, 260):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(
                f"/tmp/.X{number}-lock").exists():
            return number
    return None


def _time_child(code: str, env: dict[str, str]) -> float:
    """Seconds from starting ``python -c code`` to the wall-clock time it prints."""
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120, cwd=ROOT)
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the child failed ({out.returncode}): {out.stderr[-800:]}")
    return float(lines[-1]) - start


def measure(env: dict[str, str], runs: int, size: tuple[int, int]) -> tuple[list[float],
                                                                             list[float]]:
    """(bare window times, game times) in seconds, ``runs`` each, alternating."""
    bare_code = _BARE.format(w=size[0], h=size[1])
    game_code = _GAME.format(root=str(ROOT), w=size[0], h=size[1])
    bare: list[float] = []
    game: list[float] = []
    with tempfile.TemporaryDirectory() as data:
        # Compiled modules kept (in a folder of their own) as an installed game has them.
        env = dict(env, ZARURI_DATA_DIR=data, SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1",
                   PYTHONPYCACHEPREFIX=str(Path(data, "pycache")))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        _time_child(bare_code, env)  # warm-up: files in the page cache, the data folder made
        _time_child(game_code, env)
        for _ in range(runs):
            bare.append(_time_child(bare_code, env))
            game.append(_time_child(game_code, env))
    return bare, game


def under_xvfb(runs: int, size: tuple[int, int]) -> tuple[list[float], list[float]] | None:
    """:func:`measure` on a fresh Xvfb with SDL's x11 driver; None without Xvfb."""
    xvfb = shutil.which("Xvfb")
    number = _free_display()
    if xvfb is None or number is None:
        return None
    display = f":{number}"
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
        env.pop("WAYLAND_DISPLAY", None)
        return measure(env, runs, size)
    finally:
        server.terminate()
        server.wait()


def under_weston(runs: int, size: tuple[int, int],
                 driver: str) -> tuple[list[float], list[float]] | str | None:
    """:func:`measure` under a headless weston, through XWayland (``driver`` "x11") or with
    SDL's wayland driver; None without weston, a sentence when a child cannot start."""
    weston = shutil.which("weston")
    if weston is None:
        return None
    with tempfile.TemporaryDirectory() as runtime:
        os.chmod(runtime, 0o700)
        socket = f"zaruri-first-frame-{os.getpid()}"
        log = Path(runtime, "weston.log")
        with log.open("w") as out:
            server = subprocess.Popen([weston, "--backend=headless-backend.so", "--xwayland",
                                       f"--socket={socket}", f"--width={max(size[0], 1920)}",
                                       f"--height={max(size[1], 1080)}"],
                                      env=dict(os.environ, XDG_RUNTIME_DIR=runtime),
                                      stdout=out, stderr=subprocess.STDOUT)
        try:
            display = None
            for _ in range(200):
                found = re.search(r"xserver listening on display (:\d+)", log.read_text())
                if found and Path(runtime, socket).exists():
                    display = found.group(1)
                    break
                time.sleep(0.05)
            if display is None:
                return "weston did not start"
            env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY=socket,
                       SDL_VIDEODRIVER=driver)
            if driver == "x11":
                env["DISPLAY"] = display
            else:
                env.pop("DISPLAY", None)
            try:
                return measure(env, runs, size)
            except RuntimeError as exc:
                return str(exc).splitlines()[0]
        finally:
            server.terminate()
            server.wait()


def report(name: str, result: tuple[list[float], list[float]] | str | None,
           runs: int) -> bool:
    """Print one table's medians and ratio; return whether the ratio meets the target."""
    if result is None:
        print(f"{name}: not measured (not installed)")
        return True
    if isinstance(result, str):
        print(f"{name}: not measured ({result})")
        return True
    bare, game = result
    bare_ms, game_ms = statistics.median(bare) * 1000, statistics.median(game) * 1000
    ratio = game_ms / bare_ms
    print(f"{name} (median of {runs})")
    print(f"  {'bare pygame window':28} {bare_ms:8.0f} ms   "
          f"({', '.join(f'{t * 1000:.0f}' for t in bare)})")
    print(f"  {'first menu frame':28} {game_ms:8.0f} ms   "
          f"({', '.join(f'{t * 1000:.0f}' for t in game)})")
    flag = "" if ratio <= RATIO_TARGET else f"  > target {RATIO_TARGET}"
    print(f"  first frame/bare ratio: {ratio:.2f}{flag}")
    return ratio <= RATIO_TARGET


def main(argv: list[str] | None = None) -> int:
    """Print both medians and the ratio; exit status 1 when the ratio misses the target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1280x720", help="the window size, WxH")
    parser.add_argument("--wayland", action="store_true",
                        help="also under weston (headless) with SDL_VIDEODRIVER=wayland")
    args = parser.parse_args(argv)
    w, _, h = args.size.partition("x")
    size = (int(w), int(h))
    ok = report("under Xvfb, SDL x11 driver", under_xvfb(args.runs, size), args.runs)
    if args.wayland:
        ok &= report("under weston (headless) through XWayland, SDL x11 driver",
                     under_weston(args.runs, size, "x11"), args.runs)
        ok &= report("under weston (headless), SDL wayland driver",
                     under_weston(args.runs, size, "wayland"), args.runs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
