"""Memory after N random events: the caches are bounded whatever happens (issue 16).

    python benchmarks/memory.py [--events 20000] [--seed 16] [--games 10]

Runs the real app headless (1280×720 window) and posts random events: clicks, keys, text,
many resizes to random sizes up to full HD and F11 presses, visiting the menu, both tables
(with their tumbling dice), the rules, the settings and the scores. Prints the resident
memory (RSS) on the menu at the start, then every quarter of the run, and the peak over every
frame of the run (what the four samples alone would miss: the memory of an open overlay at a
large window comes and goes), and last the kernel's own figure, the process's maximum resident
memory (``ru_maxrss``: a peak inside a frame or during the start counts too). Target: both
under ``TARGET_MB`` whatever happens (before the caches were bounded: 510–635 MB).

``--games N`` (issue 23 §6) then plays N games headless and fast at a full-HD window, Yams
and 10 000 (the computer at Expert) in turn, each through its real table to the results panel
and back to the menu, and prints the menu's memory after each game: any two must be within
``GAMES_SPREAD_MB`` of each other (before: a 128–171 MB band). ``--events 0``
plays the games only.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MB = 150.0
"""Resident memory the game must stay under."""

GAMES_SPREAD_MB = 10.0
"""How far apart the menu's memory after any two of the games may be."""

MAX_WINDOW = (1920, 1080)
"""The largest window the random resizes ask for: a full-HD screen (``--size`` and the
window manager clamp the window to the screen). Each full-window layer costs 4 bytes a
pixel, so on a larger screen the figure grows with it (8 MB a layer at full HD)."""


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux: /proc; elsewhere the peak so far)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def kernel_peak_mb() -> float:
    """The kernel's figure: this process's maximum resident memory so far, in MB
    (``getrusage`` ``ru_maxrss``: kilobytes on Linux, bytes on macOS). It sees what the
    per-frame samples miss: a peak inside a frame, or while the game starts."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def run(events: int, seed: int) -> tuple[list[tuple[int, float]], tuple[float, int]]:
    """Post ``events`` random events; return (events so far, RSS MB) samples and the peak
    RSS over every frame with the events posted by then."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.app import App
    from game.scenes.menu import MenuScene
    from game.storage.settings import Settings
    from tests.fuzzing import random_event
    from tools.render_screens import open_table

    rng = random.Random(seed)
    app = App(size=(1280, 720), windowed=True, data_dir=tempfile.mkdtemp(),
              rng=random.Random(seed), settings=Settings(fullscreen=False))
    app.step(1 / 60)
    app.freeze_startup_objects()  # as App.run does before its loop
    samples = [(0, rss_mb())]
    openers = [
        lambda: open_table(app, "yams", 2),
        lambda: open_table(app, "farkle", 3),
        lambda: app.manager.top.open_rules(),
        lambda: app.manager.top.open_settings(),
        lambda: app.manager.top.open_scores(),
    ]
    posted = 0
    peak = (samples[0][1], 0)
    quarter = max(1, events // 4)
    while posted < events:
        if rng.random() < 0.01 or app.manager.top is None:
            app.manager.clear_to(MenuScene(app))
            rng.choice(openers)()
        for _ in range(5):
            roll = rng.random()
            if roll < 0.04:  # a resize to any size a full-HD screen's window manager may send
                size = (rng.randint(900, MAX_WINDOW[0]), rng.randint(500, MAX_WINDOW[1]))
                event = pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            elif roll < 0.05:
                event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                           scancode=0)
            else:
                event = random_event(rng, app)
            pygame.event.post(event)
            posted += 1
            if posted % quarter == 0:
                samples.append((posted, rss_mb()))
        app.step(1 / 60)
        app.running = True
        peak = max(peak, (rss_mb(), posted))
    app.close()
    return samples, peak


def run_games(games: int, seed: int) -> list[float]:
    """Play ``games`` games (computer only, fast) and return the menu's RSS after each."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from game.app import App
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.farkle_table import FarkleTableScene
    from game.scenes.menu import MenuScene
    from game.scenes.results import ResultsOverlay
    from game.scenes.yams_table import YamsTableScene
    from game.storage.settings import Settings

    app = App(size=MAX_WINDOW, windowed=True, data_dir=tempfile.mkdtemp(),
              rng=random.Random(seed), settings=Settings(
                  fullscreen=False, animation_speed="fast", computer_speed="fast"))
    app.step(1 / 60)
    app.freeze_startup_objects()  # as App.run does before its loop
    after: list[float] = []
    for number in range(games):
        computer = [Player("IA", is_computer=True)]
        # Not kept in a variable here: the table must die once the menu is back.
        app.manager.push(YamsTableScene(app, YamsGame.new(computer)) if number % 2 == 0 else
                         FarkleTableScene(app, FarkleGame.new(computer, target=10_000,
                                                              computer_level="expert")))
        for _ in range(200_000):  # a tenth of a second a frame: the game plays at its pace
            app.step(0.1)
            if isinstance(app.manager.top, ResultsOverlay):
                break
        else:
            raise RuntimeError(f"game {number + 1} did not end")
        for _ in range(10):
            app.step(0.1)  # the results panel shows
        app.manager.clear_to(MenuScene(app))  # "Meniu"
        for _ in range(30):  # three seconds at the menu: closed screens collected, trimmed
            app.step(0.1)
        after.append(rss_mb())
        print(f"menu after game {number + 1:>2} "
              f"({'Yams' if number % 2 == 0 else '10 000'}): {after[-1]:6.1f} MB", flush=True)
    app.close()
    return after


def main(argv: list[str] | None = None) -> int:
    """Print the memory samples and the verdict."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--games", type=int, default=0,
                        help="also play this many games and print the menu's memory after each")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.games:
        after = run_games(args.games, args.seed)
        spread = max(after) - min(after)  # between any two games, not only the first
        verdict = "OK" if spread <= GAMES_SPREAD_MB else "OVER"
        print(f"menu after any two of {args.games} games within {spread:.1f} MB "
              f"(target <= {GAMES_SPREAD_MB:.0f} MB): {verdict}  "
              f"[{time.perf_counter() - start:.0f} s]")
        if not args.events:
            print_kernel_peak()
            return 0
        start = time.perf_counter()
    samples, (peak, when) = run(args.events, args.seed)
    for posted, mb in samples:
        print(f"after {posted:>6} random events: {mb:6.1f} MB")
    verdict = "OK" if peak < TARGET_MB else "OVER"
    print(f"peak over every frame {peak:.1f} MB, after {when} events (target < "
          f"{TARGET_MB:.0f} MB): {verdict}  [{time.perf_counter() - start:.0f} s]")
    print_kernel_peak()
    return 0


def print_kernel_peak() -> None:
    """Print the kernel's maximum resident memory of the whole run and its verdict."""
    kernel = kernel_peak_mb()
    verdict = "OK" if kernel < TARGET_MB else "OVER"
    print(f"kernel's maximum resident memory (ru_maxrss) {kernel:.1f} MB (target < "
          f"{TARGET_MB:.0f} MB): {verdict}")


if __name__ == "__main__":
    sys.exit(main())
