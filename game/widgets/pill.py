"""A message on a solid pill: light text on an opaque colour, with a shape for its meaning.

Refusals and busts are never red text on green felt (1.9:1, and unreadable for colour-blind
players): they are cream text on a solid red pill with a no-entry sign; warnings get an amber
pill with a "!" triangle; ordinary messages a dark pill. Every pair is in ``theme.TEXT_PAIRS``.
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, text_size

INFO = "info"
"""An ordinary message (dark pill, no sign)."""
WARN = "warn"
"""A warning: sacrifice, Joker, hot dice pending (amber pill, "!" triangle)."""
REFUSED = "refused"
"""A refused action or a bust (red pill, no-entry sign)."""

_FILLS = {INFO: theme.PILL_INFO, WARN: theme.PILL_WARN, REFUSED: theme.PILL_REFUSED}


def _draw_sign(surface: pygame.Surface, tone: str, centre: tuple[int, int], side: int) -> None:
    """The tone's sign in ``side`` pixels around ``centre`` (drawn shapes, not glyphs)."""
    x, y = centre
    r = side // 2
    colour = theme.PILL_TEXT
    if tone == REFUSED:
        pygame.draw.circle(surface, colour, centre, r)
        bar = pygame.Rect(0, 0, round(side * 0.62), max(2, round(side * 0.2)))
        bar.center = centre
        pygame.draw.rect(surface, theme.PILL_REFUSED, bar, border_radius=bar.h // 2)
    elif tone == WARN:
        points = [(x, y - r), (x + r, y + r - r // 6), (x - r, y + r - r // 6)]
        pygame.draw.polygon(surface, colour, points)
        stem = pygame.Rect(0, 0, max(2, side // 7), round(side * 0.38))
        stem.midtop = (x, y - r + round(side * 0.3))
        pygame.draw.rect(surface, theme.PILL_WARN, stem)
        dot = max(1, side // 14)
        pygame.draw.circle(surface, theme.PILL_WARN, (x, y + r - r // 6 - side // 7), dot)


def pill_size(text: str, size: int, tone: str, scale: float) -> tuple[int, int]:
    """Return the (width, height) :func:`draw_pill` takes for ``text`` at ``size``."""
    w, h = text_size(text, size, BOLD)
    pad = theme.px(22, scale)
    sign = round(h * 0.72) + theme.px(12, scale) if tone != INFO else 0
    return w + sign + 2 * pad, h + theme.px(10, scale)


def draw_pill(surface: pygame.Surface, text: str, size: int, centre: tuple[int, int],
              tone: str, scale: float, *, max_width: int | None = None,
              alpha: int = 255, role: str = "pill") -> pygame.Rect:
    """Draw ``text`` on a solid pill of ``tone`` centred on ``centre``; return the pill.

    ``max_width`` shrinks the text until the whole pill fits; ``alpha`` fades it out;
    ``role`` names it for the layout check ("refusal", "announcement"...).
    """
    if max_width is not None:
        while size > theme.FONT_MIN and pill_size(text, size, tone, scale)[0] > max_width:
            size = max(theme.FONT_MIN, int(size * 0.92))
    w, h = pill_size(text, size, tone, scale)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, _FILLS[tone], layer.get_rect(), border_radius=h // 2)
    pad = theme.px(22, scale)
    x = pad
    if tone != INFO:
        side = round(text_size(text, size, BOLD)[1] * 0.72)
        _draw_sign(layer, tone, (x + side // 2, h // 2), side)
        x += side + theme.px(12, scale)
    draw_text(layer, text, size, theme.PILL_TEXT, (x, h // 2), "midleft", weight=BOLD)
    if alpha < 255:
        layer.set_alpha(alpha)
    rect = layer.get_rect(center=centre)
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, role)
        layout_record.text(surface, pygame.Rect(rect.x + x, rect.y, w - x - pad, h), text, role,
                           size)
    return rect
