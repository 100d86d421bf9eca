"""Draw the application icon set from the game's own die: hicolor PNGs and an SVG.

    python -m tools.make_icons                 # writes assets/desktop/icons/hicolor/...
    python -m tools.make_icons --screenshots   # also the metainfo's screenshots, docs/appstream/

The PNGs are the table's die (``game.widgets.dice_render.render_die``, showing five, with its
soft shadow) at every usual hicolor size; the SVG draws the same die, with the same
proportions (corner radius, pip spacing and size) and the same colours, as vectors. The
files are committed; run this again after changing the die's look.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.zaruri.Zaruri"
"""The icon's name: the AppStream id, as in the desktop entry's ``Icon=``."""
ICON_DIR = ROOT / "assets" / "desktop" / "icons" / "hicolor"
SHOT_DIR = ROOT / "docs" / "appstream"
"""The screenshots the AppStream metainfo shows (committed; the metainfo links to them)."""
SHOTS: tuple[tuple[str, str], ...] = (
    ("menu", "menu"), ("yams_held_dice", "yams"), ("farkle_selection", "farkle"),
    ("statistics_fifty_games", "statistics"))
"""(tools.render_screens state, file name) of each screenshot, in the metainfo's order."""
SHOT_SIZE = (1366, 768)
SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor sizes written (pixels)."""
FACE = 5
"""The face the icon shows."""
BODY = 0.8
"""The die body's share of the icon's side (the rest holds the shadow and some air)."""


def icon_surface(side: int) -> object:
    """The icon at ``side`` pixels: the game's die showing five and its shadow, centred."""
    import pygame

    from game.widgets import dice_render

    body = max(4, round(side * BODY))
    die = dice_render.render_die(FACE, body)
    shadow = dice_render.render_shadow(body)
    icon = pygame.Surface((side, side), pygame.SRCALPHA)
    # The die sits a little up and left of the centre so that its shadow, cast towards the
    # bottom-right as on the table, stays inside the icon.
    dx, dy = (round(k * body) for k in dice_render.SHADOW_OFFSET)
    centre = (side // 2 - dx // 2, side // 2 - dy // 2)
    icon.blit(shadow, shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    icon.blit(die, die.get_rect(center=centre))
    return icon


def _hex(colour: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def icon_svg() -> str:
    """The icon as SVG: the die of ``dice_render`` (its proportions and colours), as vectors."""
    from game.widgets import dice_render as d

    view = 512.0
    s = view * BODY  # die body side
    dx, dy = (k * s for k in d.SHADOW_OFFSET)
    cx, cy = view / 2 - dx / 2, view / 2 - dy / 2
    x0, y0 = cx - s / 2, cy - s / 2
    radius = d.CORNER_RADIUS * s
    bevel = d.BEVEL * s
    r = d.PIP_RADIUS * s
    pips = []
    for px, py in d.pip_centres(FACE, round(s)):
        x, y = cx + px, cy + py
        pips.append(
            f'  <circle cx="{x + 0.09 * r:.1f}" cy="{y + 0.11 * r:.1f}" r="{1.04 * r:.1f}" '
            f'fill="{_hex(d.PIP_LIP)}" opacity="0.9"/>\n'
            f'  <circle cx="{x - 0.07 * r:.1f}" cy="{y - 0.08 * r:.1f}" r="{1.03 * r:.1f}" '
            f'fill="{_hex(d.RIM_SHADE)}" opacity="0.45"/>\n'
            f'  <circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{_hex(d.PIP_WALL)}"/>\n'
            f'  <circle cx="{x - 0.1 * r:.1f}" cy="{y - 0.11 * r:.1f}" r="{0.84 * r:.1f}" '
            f'fill="{_hex(d.PIP_DARK)}"/>\n')
    body = (f'x="{x0:.1f}" y="{y0:.1f}" width="{s:.1f}" height="{s:.1f}" '
            f'rx="{radius:.1f}" ry="{radius:.1f}"')
    inner = radius - bevel / 2
    inset = (f'x="{x0 + bevel / 2:.1f}" y="{y0 + bevel / 2:.1f}" width="{s - bevel:.1f}" '
             f'height="{s - bevel:.1f}" rx="{inner:.1f}" ry="{inner:.1f}"')
    edge = max(2.0, s / 120)
    shadow = (f'x="{x0 + dx:.1f}" y="{y0 + dy:.1f}" width="{s:.1f}" height="{s:.1f}" '
              f'rx="{radius:.1f}" ry="{radius:.1f}"')
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Zaruri's icon: the table's die showing five. Written by tools/make_icons.py from
     game/widgets/dice_render.py (its proportions and colours); do not edit by hand. -->
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <title>Zaruri</title>
  <defs>
    <linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="{_hex(d.IVORY_LIGHT)}"/>
      <stop offset="0.5" stop-color="{_hex(d.IVORY_MID)}"/>
      <stop offset="1" stop-color="{_hex(d.IVORY_DARK)}"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="{_hex(d.RIM_LIGHT)}" stop-opacity="0.85"/>
      <stop offset="0.5" stop-color="{_hex(d.RIM_LIGHT)}" stop-opacity="0"/>
      <stop offset="0.5" stop-color="{_hex(d.RIM_SHADE)}" stop-opacity="0"/>
      <stop offset="1" stop-color="{_hex(d.RIM_SHADE)}" stop-opacity="0.4"/>
    </linearGradient>
    <radialGradient id="gloss" cx="0.34" cy="0.24" r="0.36">
      <stop offset="0" stop-color="#ffffff" stop-opacity="{d.GLOSS_ALPHA / 255:.2f}"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="{d.SHADOW_BLUR * s / 2:.1f}"/>
    </filter>
  </defs>
  <rect {shadow} fill="#000000" opacity="{d.SHADOW_ALPHA / 255:.2f}" filter="url(#blur)"/>
  <rect {body} fill="url(#ivory)"/>
  <rect {inset} fill="none" stroke="url(#rim)" stroke-width="{bevel:.1f}"/>
  <rect {body} fill="url(#gloss)"/>
{"".join(pips)}  <rect {body} fill="none" stroke="{_hex(d.EDGE_LINE)}" stroke-opacity="0.43"
        stroke-width="{edge:.1f}"/>
</svg>
"""


def write_icons(folder: Path = ICON_DIR, sizes: Sequence[int] = SIZES) -> list[Path]:
    """Write ``<size>x<size>/apps/<APP_ID>.png`` for every size and ``scalable/apps/*.svg``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    written: list[Path] = []
    for side in sizes:
        path = folder / f"{side}x{side}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(icon_surface(side), str(path))
        written.append(path)
    svg = folder / "scalable" / "apps" / f"{APP_ID}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    svg.write_text(icon_svg(), encoding="utf-8")
    written.append(svg)
    return written


def write_screenshots(folder: Path = SHOT_DIR) -> list[Path]:
    """Render the metainfo's screenshots with ``tools.render_screens``: ``<folder>/<name>.png``."""
    import tempfile

    from tools import render_screens

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for state, name in SHOTS:
            (path,) = render_screens.render(Path(tmp), sizes=[SHOT_SIZE], only=[state])
            target = folder / f"{name}.png"
            path.replace(target)
            written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--out FOLDER`` (default assets/desktop/icons/hicolor)."""
    parser = argparse.ArgumentParser(prog="python -m tools.make_icons",
                                     description="Draw the icon set from the game's die.")
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="the hicolor folder")
    parser.add_argument("--screenshots", action="store_true",
                        help="also render the metainfo's screenshots into docs/appstream/")
    args = parser.parse_args(argv)
    written = write_icons(args.out)
    if args.screenshots:
        written += write_screenshots()
    for path in written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
