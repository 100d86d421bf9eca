"""A Yams sheet's box the roll scores nothing in (a part of :mod:`game.widgets.scorecard`,
split out to keep it short).

Critic L72 #9 (round 72): a grey "0" in every open box the roll scores nothing in made the
sheet a busy grid, its smallest text grey on beige. Such a box now shows a small faint
dash in its slot, and says its "0" (small, regular, dim) only while the pointer or the
keyboard's ring is on it;
the boxes the roll scores in keep their figures, and a sacrifice's suggested box its whole
0 in its ring (drawn by the sheet)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.text import REGULAR, draw_text

NIL_DASH = 14
"""The faint dash's length, layout pixels (about a digit's width)."""
NIL_ALPHA = 110
"""The faint dash's opacity (0..255) over the open box's slot: a place, not a figure."""


def draw_nil_preview(surface: pygame.Surface, centre: tuple[int, int], scale: float,
                     size: int, hovered: bool) -> None:
    """At ``centre``, a box the roll scores nothing in: its quiet "0" at ``size`` while
    ``hovered`` (the pointer or the keyboard's ring on it), else a short faint dash."""
    if hovered:
        draw_text(surface, "0", size, theme.SHEET_OPTION_ZERO, centre, "center",
                  weight=REGULAR)
        return
    w, h = max(7, theme.px(NIL_DASH, scale)), 2
    dash = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(dash, (*theme.SHEET_OPTION_ZERO, NIL_ALPHA), dash.get_rect(),
                     border_radius=h // 2)
    surface.blit(dash, dash.get_rect(center=centre))
