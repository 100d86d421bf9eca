"""Frames of the turn passing on both tables (person to person with a 12-letter name,
person to computer, computer to person), stepped at 60 frames a second: one contact sheet
per table, passing and window size (and a passing of the 10 000's last round), from the click
that ends the turn until the band has settled into the "La rând" pill.

    python -m tools.handoff_frames --out /tmp/handoff --size 1920x1080 1024x600
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tools.render_screens import _parse_size, make_app
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60
COLUMNS = 4
LONG = "Constantinos"
"""A 12-letter name: the band's words must never be cut at 1024×600."""


def _passing(app: Any, flow: Any, end_turn: Callable[[], None] | None, every: int,
             limit: int = 900) -> list[Any]:
    """Run ``end_turn`` (None: wait until the computer's turn has passed to the first
    seat), then step until the turn's moment has settled; every ``every``-th frame of the
    passing, and the settled one."""
    if end_turn is None:
        for _ in range(limit * 4):
            if flow.game.current == 0:
                break
            app.step(FRAME)
    else:
        end_turn()
    frames: list[Any] = [app.screen.copy()]
    seen = False
    for count in range(limit):
        app.step(FRAME)
        seen = seen or flow.handoff.active
        if seen and not (flow.handoff.active or flow.handoff.pending):
            frames.append(app.screen.copy())  # settled
            break
        if count % every == 0:
            frames.append(app.screen.copy())
    return frames


def _sheet(frames: list[Any], size: tuple[int, int], path: Path) -> Path:
    import pygame

    shrink = 2 if size[0] > 1400 else 1
    w, h = size[0] // shrink, size[1] // shrink
    rows = max(1, (len(frames) + COLUMNS - 1) // COLUMNS)
    sheet = pygame.Surface((w * COLUMNS, h * rows))
    for k, frame in enumerate(frames):
        small = pygame.transform.smoothscale(frame, (w, h)) if shrink > 1 else frame
        sheet.blit(small, ((k % COLUMNS) * w, (k // COLUMNS) * h))
    pygame.image.save(sheet, str(path))
    return path


def yams_sheets(size: tuple[int, int], every: int, out: Path) -> list[Path]:
    """Ana → Constantinos → the computer → Ana at the Yams table."""
    from game.rules.yams import Box
    from tools.screens_yams import pick, roll, table, validate

    with tempfile.TemporaryDirectory() as data:
        app = make_app(size, Path(data))
        app.step(0.0)
        scene = table(app, ["Ana", LONG], [1, 2, 3, 4, 6] * 20)
        paths = []
        for name in ("person_person", "person_computer"):
            roll(app, scene)
            pick(app, scene, Box.CHANCE)
            frames = _passing(app, scene.flow, lambda: validate(app, scene), every)
            paths.append(_sheet(frames, size, out / f"yams_{name}_{size[0]}x{size[1]}.png"))
        frames = _passing(app, scene.flow, None, every, limit=2400)
        paths.append(_sheet(frames, size, out / f"yams_computer_person_{size[0]}x{size[1]}.png"))
        return paths


def farkle_sheets(size: tuple[int, int], every: int, out: Path) -> list[Path]:
    """Ana → Constantinos → the computer → Ana at the 10 000 table (each banks a 1)."""
    from dataclasses import replace

    from tools.render_screens import open_table

    with tempfile.TemporaryDirectory() as data:
        app = make_app(size, Path(data))
        app.step(0.0)
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 2)
        game = scene.game
        game.players[1] = replace(game.players[1], name=LONG)
        paths = []
        for name in ("person_person", "person_computer"):
            scene.press_roll()
            for _ in range(40):
                app.step(0.05)
            scene.press_die(0)

            def bank() -> None:
                scene.press_bank()

            frames = _passing(app, scene.flow, bank, every)
            paths.append(_sheet(frames, size, out / f"farkle_{name}_{size[0]}x{size[1]}.png"))
        frames = _passing(app, scene.flow, None, every, limit=3000)
        paths.append(_sheet(frames, size, out / f"farkle_computer_person_{size[0]}x{size[1]}.png"))
    paths.append(farkle_last_round_sheet(size, every, out))
    return paths


def farkle_last_round_sheet(size: tuple[int, int], every: int, out: Path) -> Path:
    """A passing inside the 10 000's last round (Jucătorul 2 banks a 1, Jucătorul 3 is next):
    said as every passing, the card then the "La rând" pill (ruling S13 amended round 77)."""
    from tools.screens_farkle import _last_round_strip, play

    with tempfile.TemporaryDirectory() as data:
        app = make_app(size, Path(data))
        app.step(0.0)
        _last_round_strip(app)
        scene = app.manager.top
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 10)
        scene.press_roll()
        play(app, 20)
        scene.press_die(0)
        frames = _passing(app, scene.flow, scene.press_bank, every)
        return _sheet(frames, size, out / f"farkle_last_round_{size[0]}x{size[1]}.png")


def main() -> None:
    """Command line: ``--out FOLDER``, ``--size WxH ...``, ``--every N``, ``--only yams``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("handoff_frames"))
    parser.add_argument("--size", nargs="*", type=_parse_size, default=[(1920, 1080)])
    parser.add_argument("--every", type=int, default=4, help="keep one frame in this many")
    parser.add_argument("--only", nargs="*", default=["yams", "farkle"])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for size in args.size:
        if "yams" in args.only:
            print(*yams_sheets(size, max(1, args.every), args.out), sep="\n")
        if "farkle" in args.only:
            print(*farkle_sheets(size, max(1, args.every), args.out), sep="\n")


if __name__ == "__main__":
    main()
