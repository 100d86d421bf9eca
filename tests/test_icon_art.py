"""The icon art ships with its credits, loads from SVG at the size asked, and tints."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import theme
from game.widgets import icons
from tools.make_icon_art import ICONS

ROOT = Path(__file__).resolve().parent.parent


def test_every_icon_shipped_is_used_and_credited():
    shipped = sorted(p.stem for p in (ROOT / "assets" / "icons").glob("*.svg"))
    assert shipped == sorted(icons.ICON_NAMES) == sorted(ICONS)
    credits = (ROOT / "assets" / "icons" / "CREDITS.txt").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "CC BY 3.0" in credits and "game-icons.net" in readme
    assert all(f"{name}.svg" in credits and f"{name}.svg" in readme for name in shipped)


def test_an_icon_is_drawn_at_the_size_asked_in_its_colour():
    pygame.display.init()
    image = icons.icon("trophy-cup", 72, theme.GOLD)
    assert image is not None and image.get_size() == (72, 72)
    opaque = [image.get_at((x, y)) for x in range(0, 72, 3) for y in range(0, 72, 3)
              if image.get_at((x, y)).a > 200]
    assert len(opaque) > 60  # the cup, not an empty square
    assert all(abs(c.r - theme.GOLD[0]) < 8 and abs(c.b - theme.GOLD[2]) < 8 for c in opaque)
    assert icons.icon("no-such-icon", 72, theme.GOLD) is None
    surface = pygame.Surface((100, 100))
    assert icons.draw_icon(surface, "no-such-icon", 40, theme.GOLD, (50, 50)).w == 0
