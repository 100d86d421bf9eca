"""Who leads, said on the Tura panel's title row where its foot does not fit (round 30): at
1366×768 and 1024×600 the "Punctaj" guide under the panel leaves it short of the foot's
room, and "Lider" went missing there; the title row's right side is free felt at every beat
(the panel has no badge), so the leader stands there, in the one place, all game."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.text import draw_text, ellipsize, fit_size, text_size

LEADER_SEP = " · "
"""What stands between the leader's name and total ("Ana · 3 000"): a long name is cut before
it, the total after it stays whole."""


def draw_title_leader(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                      label: str, value: str) -> pygame.Rect:
    """On the title row of the turn panel ``rect`` (its title ``title`` at the left), at the
    right: ``label`` ("Lider") and ``value`` ("Ana +1 200") in the title's small type (never
    under the type floor: a long name is shortened instead, never the total after its last
    " · ", critic B50: "Ștefan Țuțuianu · 1…"); return the value's box."""
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    middle = rect.y + pad + text_size("Ăg", small)[1] // 2
    left = rect.x + pad + text_size(title, small)[0] + theme.px(24, scale)
    room = rect.right - pad - left
    gap = theme.px(theme.TURN_TITLE_LEADER_GAP, scale)
    words = text_size(label, small)[0] + gap
    size = max(theme.font_floor(scale), fit_size(value, small, max(1, room - words)))
    shown = ellipsize(value, size, max(1, room - words))
    name, sep, figure = value.rpartition(LEADER_SEP)
    if shown != value and sep:  # the name cut, the figure whole
        tail = sep + figure
        shown = ellipsize(name, size, max(1, room - words - text_size(tail, size)[0])) + tail
    box = draw_text(surface, shown, size, theme.CREAM, (rect.right - pad, middle), "midright",
                    role="turn_leader")
    draw_text(surface, label, small, theme.GOLD, (box.x - gap, middle), "midright")
    return box
