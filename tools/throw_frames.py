"""Frames of a throw, stepped at 60 frames a second, on both tables: one contact sheet per
game and window size, to look at the dice in the air (their shading, edges and shadows).

    python -m tools.throw_frames --out /tmp/throw --size 1920x1080 1024x600

Each sheet holds every ``--every``-th frame from the throw to the landing, cropped to the
felt the dice fly over and laid out in rows.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from tools.render_screens import _parse_size, make_app, open_table
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60
COLUMNS = 4


def throw_sheet(kind: str, size: tuple[int, int], every: int, out: Path) -> Path:
    """Throw on a fresh ``kind`` table of ``size``; save every ``every``-th frame in one PNG."""
    import pygame

    with tempfile.TemporaryDirectory() as data:
        app = make_app(size, Path(data))
        app.step(0.0)
        app.rng = ScriptedDice((6, 6, 2, 5, 1, 4) if kind == "farkle" else (6, 6, 2, 5, 6))
        table = open_table(app, kind, humans=2)
        for _ in range(20):
            app.step(FRAME)
        table.press_roll() if kind == "farkle" else table.roll()
        crop = table.tray.bounds.inflate(table.tray.die_size, table.tray.die_size)
        crop = crop.clip(app.screen.get_rect())
        frames: list[pygame.Surface] = []
        count = 0
        while table.tray.is_animating:
            app.step(FRAME)
            if count % every == 0:
                frames.append(app.screen.subsurface(crop).copy())
            count += 1
        frames.append(app.screen.subsurface(crop).copy())  # landed
    rows = (len(frames) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((crop.width * COLUMNS, crop.height * rows))
    sheet.fill((0, 0, 0))
    for k, frame in enumerate(frames):
        sheet.blit(frame, ((k % COLUMNS) * crop.width, (k // COLUMNS) * crop.height))
    path = out / f"{kind}_throw_{size[0]}x{size[1]}.png"
    pygame.image.save(sheet, str(path))
    return path


def main() -> None:
    """Command line: ``--out FOLDER``, ``--size WxH ...``, ``--every N``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("throw_frames"))
    parser.add_argument("--size", nargs="*", type=_parse_size, default=[(1920, 1080)])
    parser.add_argument("--every", type=int, default=6, help="keep one frame in this many")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for size in args.size:
        for kind in ("yams", "farkle"):
            print(throw_sheet(kind, size, max(1, args.every), args.out))


if __name__ == "__main__":
    main()
