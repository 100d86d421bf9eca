"""Frame times of every screen at 1920×1080 (headless), idle CPU, and the time to the first frame.

    python benchmarks/frames.py [--frames 300] [--idle-seconds 3]

1. For each state of ``tools.render_screens.REGISTRY`` the median and 95th-percentile time of
   one frame (update + draw + flip), over at least 300 frames.
2. A bare full-screen frame (blit a 1920×1080 background, five rotated 120 px die sprites,
   flip) and both tables while their dice tumble (a new throw starts whenever the last one
   lands), in the same run. Targets: a table's median ≤ 4 ms and ≤ 2× the bare frame; the
   last line reads ``tumbling/bare ratio: X.XX`` (the larger of the two tables).
3. Idle CPU: the real loop (``App.step()`` with its own clock) on screens left alone; the share of
   one core it uses once the loop has slowed down. Target: < 5 %.
4. Idle CPU under Xvfb (when ``Xvfb`` is installed): every screen in :data:`XVFB_STATES`, in
   its own process drawing to a real X server (SDL's x11 driver) started on a free display.
   Each screen is left alone until it rests (the menu's dice bob for theme.MENU_DICE_MOTION
   seconds after the last input, then drift slowly; the note says how long that took), then
   the game process's CPU time over ``--xvfb-seconds``, read from ``/proc/PID/stat``, and the
   X server's.
   Target: < 1 % of a core, as on a player's desktop.
5. The time from process start to the first drawn menu frame (a fresh process). Target ≤ 1 s.

    python benchmarks/frames.py --xvfb-only [--xvfb-seconds 20] [--only menu settings]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1920, 1080)
MEDIAN_TARGET_MS = 4.0
"""The median frame time a table must stay under while its dice tumble."""
RATIO_TARGET = 2.0
"""How many bare frames a tumbling table's frame may cost."""
IDLE_CPU_TARGET = 5.0
"""Percent of one core an idle screen may use (SDL's dummy driver)."""
XVFB_CPU_TARGET = 1.0
"""Percent of one core an idle screen may use when it draws to an X server (Xvfb)."""
FIRST_FRAME_TARGET_S = 1.0
"""The start-up time to the first menu frame."""

_FIRST_FRAME = """
import time
start = time.perf_counter()
import os, random, sys, tempfile
sys.path.insert(0, {root!r})
from game.app import App
from game.storage.settings import Settings
app = App(size=(1920, 1080), windowed=True, data_dir=tempfile.mkdtemp(),
          rng=random.Random(0), settings=Settings(fullscreen=False))
app.step(0.0)
print(time.perf_counter() - start + {startup})
"""


def frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(state, median ms, p95 ms) for every registered screen state."""
    sys.path.insert(0, str(ROOT))
    from tools.render_screens import REGISTRY, load_extensions, make_app

    load_extensions()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for state in REGISTRY:
            app = make_app(SIZE, Path(tmp) / state.name)
            try:
                app.step(0.0)
                state.build(app)
                for _ in range(30):  # transitions over, caches warm
                    app.step(1 / 60)
                results.append((state.name, *_time_frames(app, frames)))
            finally:
                app.close()
    return results


def _time_frames(app: Any, frames: int, before: Any = None) -> tuple[float, float]:
    """(median ms, p95 ms) of ``frames`` frames: update + draw + flip (``before`` runs first,
    untimed, each frame)."""
    import pygame

    samples = []
    for _ in range(frames):
        if before is not None:
            before()
        t0 = time.perf_counter()
        app.manager.update(1 / 60)
        app.manager.draw(app.screen)
        pygame.display.flip()
        samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.95))]


def bare_frame(frames: int) -> tuple[float, float]:
    """(median ms, p95 ms) of a bare full-screen frame: blit a background the size of the
    window, five 120 px die sprites turned by a new angle each frame, flip."""
    import pygame

    sys.path.insert(0, str(ROOT))
    from game.widgets.dice_render import render_die
    from tools.render_screens import make_app

    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(SIZE, Path(tmp) / "bare")
        try:
            app.step(0.0)
            screen = app.screen
            background = screen.copy()
            sprites = [render_die(face, 120).convert_alpha() for face in range(1, 6)]
            samples = []
            for k in range(frames):
                t0 = time.perf_counter()
                screen.blit(background, (0, 0))
                for i, sprite in enumerate(sprites):
                    turned = pygame.transform.rotate(sprite, (k * 7 + i * 40) % 360)
                    screen.blit(turned, turned.get_rect(center=(300 + 300 * i, 540)))
                pygame.display.flip()
                samples.append((time.perf_counter() - t0) * 1000)
        finally:
            app.close()
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.95))]


def tumbling_tables(frames: int) -> list[tuple[str, float, float]]:
    """(table, median ms, p95 ms) while the table's dice tumble without a pause."""
    import random

    sys.path.insert(0, str(ROOT))
    from tools.render_screens import make_app, open_table

    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for kind in ("yams", "farkle"):
            app = make_app(SIZE, Path(tmp) / kind)
            try:
                app.step(0.0)
                table = open_table(app, kind, humans=2)
                for _ in range(30):
                    app.step(1 / 60)
                throw = _thrower(table.tray, random.Random(1))
                results.append((f"{kind} table, dice tumbling", *_time_frames(app, frames, throw)))
            finally:
                app.close()
    return results


def _thrower(tray: Any, rng: Any) -> Any:
    """A function that throws the tray's dice again whenever they have landed.

    The widget only shows faces; re-throwing the shown ones changes no game state.
    """

    def throw() -> None:
        if not tray.is_animating:
            tray.roll(range(tray.count), tray.faces, rng)

    return throw


IDLE_STATES = ("menu", "new_game_yams", "settings", "rules_farkle_scoring", "scores_filled",
               "yams_table", "farkle_table", "table_pause")
"""Screens measured left alone by the real loop."""


def idle_cpu(seconds: float) -> list[tuple[str, float, float]]:
    """(state, % of one core, frames per second) of the real loop on screens left alone."""
    sys.path.insert(0, str(ROOT))
    from game import theme
    from tools.render_screens import REGISTRY, load_extensions, make_app

    load_extensions()
    states = {state.name: state for state in REGISTRY}
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in IDLE_STATES:
            if name not in states:
                continue
            app = make_app(SIZE, Path(tmp) / name)
            try:
                app.step(0.0)
                states[name].build(app)
                deadline = time.perf_counter() + theme.IDLE_AFTER + 8.0
                while not app.idle and time.perf_counter() < deadline:
                    app.step()  # real clock: messages fade, the loop slows down
                cpu0, wall0, frames0 = time.process_time(), time.perf_counter(), app.frames
                while time.perf_counter() - wall0 < seconds:
                    app.step()
                wall = time.perf_counter() - wall0
                results.append((name, 100 * (time.process_time() - cpu0) / wall,
                                (app.frames - frames0) / wall))
            finally:
                app.close()
    return results


XVFB_STATES = ("menu", "menu_quit_confirm", "new_game_yams", "settings", "scores_filled",
               "statistics_fifty_games", "rules_farkle_scoring", "yams_table", "farkle_table",
               "table_pause", "yams_help", "farkle_help", "yams_results", "farkle_results")
"""Screens measured left alone under Xvfb (menu, dialogs, every off-table screen, both tables,
the pause and help overlays, both results)."""

XVFB_SIZE = (1366, 768)
"""The window size under Xvfb (a common laptop screen; the Xvfb screen is 1920×1080)."""

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` (all its threads), from /proc/PID/stat."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS  # utime, stime (fields 14, 15)


def _free_display() -> int | None:
    """An X display number nobody uses, or None."""
    for number in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(
                f"/tmp/.X{number}-lock").exists():
            return number
    return None


REST_LIMIT = 30.0
"""Seconds a screen under Xvfb is given to come to rest (the menu's dice bob 12 s)."""


def _at_rest(app: Any) -> bool:
    """True when the top screen draws nothing more by itself while idle, or only its slow idle
    life (the menu's drifting dice, theme.MENU_DRIFT_FPS frames a second)."""
    from game import theme

    top = app.manager.top
    due = None if top is None else top.idle_redraw_in()
    return due is None or due >= 1 / theme.MENU_DRIFT_FPS


def idle_child(state_name: str, wait_rest: bool = True) -> int:
    """In a child process: open ``state_name`` on the display of $DISPLAY, run the real loop
    until it idles and the screen rests (nothing more to draw by itself), print READY and the
    seconds that took, and go on until SIGUSR2 (then print the frames drawn)."""
    sys.path.insert(0, str(ROOT))
    from game import theme
    from tools.render_screens import REGISTRY, load_extensions, make_app

    load_extensions()
    states = {state.name: state for state in REGISTRY}
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(XVFB_SIZE, Path(tmp))
        stop = []
        signal.signal(signal.SIGUSR2, lambda *_: stop.append(True))
        try:
            app.step(0.0)
            states[state_name].build(app)
            start = time.perf_counter()
            deadline = start + theme.IDLE_AFTER + REST_LIMIT
            while (not (app.idle and (_at_rest(app) or not wait_rest))
                   and time.perf_counter() < deadline):
                app.step()  # real clock: messages fade, celebrations end, the dice rest
            rest = time.perf_counter() - start
            for _ in range(3):  # a few more idle steps: whatever resting draws, it has drawn
                app.step()
            print(f"READY {rest:.1f}" if app.idle else "READY busy", flush=True)
            frames = app.frames
            while not stop:
                app.step()
            print(app.frames - frames, flush=True)
        finally:
            app.close()
    return 0


def xvfb_idle_cpu(seconds: float, only: tuple[str, ...] = (),
                  from_idle: bool = False) -> list[tuple[str, float, float, float, str]]:
    """(state, game % of a core, X server % of a core, frames per second, note) for each of
    :data:`XVFB_STATES` left alone ``seconds`` under a fresh Xvfb, from the moment it rests
    (``from_idle``: from the moment the loop idles); [] without Xvfb."""
    xvfb_path = shutil.which("Xvfb")
    number = _free_display()
    if xvfb_path is None or number is None or not Path("/proc/self/stat").exists():
        return []
    display = f":{number}"
    xvfb = subprocess.Popen([xvfb_path, display, "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    results = []
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11",
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        for name in only or XVFB_STATES:  # --only may name any registered state
            child = subprocess.Popen([sys.executable, str(Path(__file__).resolve()),
                                      "--idle-child", name,
                                      *(["--xvfb-from-idle"] if from_idle else [])],
                                     env=env, stdout=subprocess.PIPE, text=True)
            try:
                assert child.stdout is not None
                ready = child.stdout.readline().strip()
                if not ready.startswith("READY"):
                    results.append((name, float("nan"), float("nan"), 0.0, "failed"))
                    continue
                game0, x0, wall0 = _cpu_seconds(child.pid), _cpu_seconds(xvfb.pid), \
                    time.perf_counter()
                time.sleep(seconds)
                game1, x1 = _cpu_seconds(child.pid), _cpu_seconds(xvfb.pid)
                wall = time.perf_counter() - wall0
                child.send_signal(signal.SIGUSR2)
                frames = int(child.stdout.readline().strip() or 0)
                child.wait(timeout=10)
                settled = "idles" if from_idle else "rests"
                note = ("never idle" if ready == "READY busy"
                        else f"{settled} after {ready[6:]} s")
                results.append((name, 100 * (game1 - game0) / wall, 100 * (x1 - x0) / wall,
                                frames / wall, note))
            finally:
                if child.poll() is None:
                    child.kill()
                    child.wait()
    finally:
        xvfb.terminate()
        xvfb.wait()
    return results


def print_xvfb_idle(seconds: float, only: tuple[str, ...] = (), from_idle: bool = False) -> bool:
    """Print the Xvfb idle table; return whether every screen met the target (True when there
    is no Xvfb to measure with)."""
    results = xvfb_idle_cpu(seconds, only, from_idle)
    if not results:
        print("idle CPU under Xvfb: not measured (no Xvfb)")
        return True
    ok = True
    print(f"{'screen left alone, under Xvfb':32} {'game CPU %':>10} {'X CPU %':>10} "
          f"{'fps':>8}   ({seconds:g} s each, {XVFB_SIZE[0]}x{XVFB_SIZE[1]} window)")
    for name, game, xserver, fps, note in results:
        met = game < XVFB_CPU_TARGET
        ok &= met
        flag = "" if met else "  > target"
        print(f"{name:32} {game:10.2f} {xserver:10.2f} {fps:8.1f}{flag}"
              f"{'  (' + note + ')' if note else ''}")
    return ok


def first_frame_seconds() -> float:
    """Process start (interpreter launch) to the first drawn menu frame, in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    launch = time.perf_counter()
    probe = subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
    interpreter = time.perf_counter() - launch  # the bare interpreter's own start-up
    del probe
    out = subprocess.run([sys.executable, "-c", _FIRST_FRAME.format(root=str(ROOT),
                                                                    startup=interpreter)],
                         env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    """Print the table; exit status 1 when a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--idle-seconds", type=float, default=3.0)
    parser.add_argument("--tumbling-only", action="store_true",
                        help="only the bare frame and the tumbling tables (with the ratio)")
    parser.add_argument("--xvfb-seconds", type=float, default=5.0,
                        help="seconds each screen is left alone under Xvfb")
    parser.add_argument("--xvfb-only", action="store_true",
                        help="only the idle CPU of every screen under Xvfb")
    parser.add_argument("--only", nargs="*", default=(),
                        help="with --xvfb-only: the screens to measure (any registered "
                             "state, e.g. yams_standings_played or coach_yams_hold)")
    parser.add_argument("--xvfb-from-idle", action="store_true",
                        help="measure from the moment the loop idles, not once the screen rests")
    parser.add_argument("--idle-child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.idle_child is not None:
        return idle_child(args.idle_child, wait_rest=not args.xvfb_from_idle)
    if args.xvfb_only:
        return 0 if print_xvfb_idle(args.xvfb_seconds, tuple(args.only),
                                    args.xvfb_from_idle) else 1
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    ok = True
    print(f"{'screen':32} {'median ms':>10} {'p95 ms':>10}   ({max(300, args.frames)} frames, "
          f"{SIZE[0]}x{SIZE[1]})")
    frames = max(300, args.frames)
    for name, median, p95 in ([] if args.tumbling_only else frame_times(frames)):
        print(f"{name:32} {median:10.2f} {p95:10.2f}")
    print()
    bare, bare_p95 = bare_frame(frames)
    print(f"{'bare frame (background+5 sprites)':32} {bare:10.2f} {bare_p95:10.2f}")
    ratio = 0.0
    for name, median, p95 in tumbling_tables(frames):
        flag = "" if median <= MEDIAN_TARGET_MS else "  > target"
        ok &= median <= MEDIAN_TARGET_MS
        ratio = max(ratio, median / bare)
        print(f"{name:32} {median:10.2f} {p95:10.2f}   ({median / bare:.2f}× bare){flag}")
    ok &= ratio <= RATIO_TARGET
    print()
    if args.tumbling_only:
        print(f"tumbling/bare ratio: {ratio:.2f}")
        return 0 if ok else 1
    print(f"{'screen left alone':32} {'CPU %':>10} {'fps':>10}   (real loop, "
          f"{args.idle_seconds:g} s each)")
    for name, cpu, fps in idle_cpu(args.idle_seconds):
        flag = "" if cpu < IDLE_CPU_TARGET else "  > target"
        ok &= cpu < IDLE_CPU_TARGET
        print(f"{name:32} {cpu:10.1f} {fps:10.1f}{flag}")
    print()
    ok &= print_xvfb_idle(args.xvfb_seconds)
    print()
    first = first_frame_seconds()
    ok &= first <= FIRST_FRAME_TARGET_S
    print(f"{'first menu frame (process start)':32} {first * 1000:10.0f} ms")
    print(f"tumbling/bare ratio: {ratio:.2f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
