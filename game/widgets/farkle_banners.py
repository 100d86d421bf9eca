"""The banner of the 10 000 table that has a look of its own.

* a **bust** ("Tură pierdută!") is a *plate*: a red-washed plate with a red rim, its title in
  the display face, a short red rule, its reason on one line under it; its red wash
  (``glow``) flares as it lands and settles to a tint (rulings S47, S65; the tilted rubber
  stamp of old, undrawn since S47, was removed in round 79).

It records its texts for the layout check.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import (
    STAMP,
    balanced_lines,
    draw_text,
    fit_size,
    text_size,
)

Colour = tuple[int, int, int]

def banner_lines(lines: Sequence[str], width: int, scale: float) -> list[str]:
    """``lines`` wrapped as a banner writes them: two lines of about one length."""
    body = theme.font_px(theme.FONT_BODY, scale)
    inner = width - theme.px(60, scale)
    return [part for line in lines for part in balanced_lines(line, body, inner, most=4)]


def one_size(lines: Sequence[str], size: int, room: int) -> int:
    """The one font size every line of a banner is set in: ``size``, or smaller so that its
    longest line fits in ``room`` (never a sentence in two sizes)."""
    return min((fit_size(line, size, room) for line in lines), default=size)


def banner_height(count: int, scale: float) -> int:
    """The height of a banner with a title and ``count`` lines under it."""
    big = theme.font_px(theme.FONT_TITLE, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    return big + theme.px(50, scale) + count * (body + theme.px(8, scale))


def _mix(a: Colour, b: Colour, share: float) -> Colour:
    share = max(0.0, min(1.0, share))
    return (round(a[0] + (b[0] - a[0]) * share), round(a[1] + (b[1] - a[1]) * share),
            round(a[2] + (b[2] - a[2]) * share))


def stamp_title_px(scale: float) -> int:
    """The bust stamp's title size at ``scale`` (layout pixels): a share of the screens' title
    size (:data:`game.theme.FARKLE_STAMP_TITLE`)."""
    return round(theme.font_px(theme.FONT_TITLE, scale) * theme.FARKLE_STAMP_TITLE)


def stamp_height(count: int, scale: float) -> int:
    """The height of the bust's stamp with ``count`` lines under its title: set tight (hL50:
    drawn taller, it was shrunk into the mat and its reason line read as a footnote)."""
    big = stamp_title_px(scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    return big + theme.px(STAMP_AIR, scale) + count * (body + theme.px(4, scale))


STAMP_AIR = 40
"""Reference pixels of the bust stamp's height that are not its lines (its rims, the air)."""

STAMP_SIDES = 140
"""Reference pixels of the bust stamp's width besides its title (its rims and the air each
side: the width :func:`game.views.farkle_views.stamp_width` gives it)."""

STAMP_TITLE_SIDES = 64
"""Reference pixels of the stamp's width beside its title, both sides (inside its rims; round
74, hF86: 80 took ~4 px of cap height from its title at 1366x768, its mat's width the limit)."""

PLATE_PAD = 14
"""Reference pixels of the bust's plate between its rim and its words, above and below
(ruling S65: a plate with air in it, its title's ink the measure, not its line box)."""

PLATE_RULE_GAP = 18
"""Reference pixels between the plate's title and its reason, a short red rule in the
middle (ruling S65)."""


def _reason_line(reason: str, width: int, body: int, least: int) -> int:
    """The largest size from ``body`` down to ``least`` that sets the bust's ``reason`` on
    one line ``width`` pixels wide; ``least`` if none does (ruling S65: never two lines)."""
    for size in range(body, least - 1, -1):
        if text_size(reason, size)[0] <= width:
            return size
    return least


def _row_step(size: int) -> int:
    """Pixels of one reason line at ``size`` (the em and a little air)."""
    return round(size * theme.FONT_EM * 1.18)


def _plate_layer(width: int, scale: float, title: str, lines: list[str], colour: Colour,
                 glow: float, title_size: int, room: int, fill: tuple[int, int] = (0, 0)
                 ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str, int]]]:
    """The bust's plate (ruling S65, round 79, hF98; S47's one plate): upright, its title in
    ``title_size`` (the stamp's), a short red rule, its reason on one line centred under it;
    at most ``width`` wide and ``room`` tall (where the room is short the reason gives way
    first, down to its least size, then the title; its ink measured); at least ``fill``'s
    width and height (the tray it lies on, hidden whole: S95 1.), its words centred in it."""
    def px(value: int) -> int:
        return theme.px(value, scale)

    reason = " ".join(lines)
    body = round(theme.font_px(theme.FONT_BODY, scale) * 1.2)
    least = math.ceil(theme.FARKLE_STAMP_REASON_PX / theme.FONT_EM)
    rim, sides = max(3, px(6)), max(6, px(28))
    pad, gap = max(3, px(PLATE_PAD)), max(6, px(PLATE_RULE_GAP))
    inside = width - 2 * (rim + sides)
    big = title_size
    while True:  # the reason gives way first, then the title (its ink in the room too)
        ink, box, seen = _title_ink(title, big, colour, px(4), px(8))
        size = _reason_line(reason, inside, body, least) if reason else 0
        words = _row_step(size) + gap if reason else 0
        while reason and size > least and seen.h + words + 2 * (rim + pad) > room:
            size -= 1
            words = _row_step(size) + gap
        if (seen.h + words + 2 * (rim + pad) <= room and seen.w <= inside) or big <= least:
            break
        big = max(least, int(big * 0.97))
    reason_w = text_size(reason, size)[0] if reason else 0
    natural = seen.h + words + 2 * (rim + pad)
    tall = max(natural, fill[1])
    wide = max(max(seen.w, reason_w) + 2 * (rim + sides), fill[0])
    rim_y = rim + (tall - natural) // 2  # (the words centred in a plate grown to ``fill``)
    layer = pygame.Surface((wide, tall), pygame.SRCALPHA)
    plate = layer.get_rect()
    radius = px(theme.PANEL_RADIUS)
    fill = _mix(theme.FARKLE_STAMP_PLATE, colour, 0.45 * glow)
    pygame.draw.rect(layer, (*fill, 255), plate, border_radius=radius)
    pygame.draw.rect(layer, colour, plate, rim, border_radius=radius)
    spot = ((wide - seen.w) // 2 - seen.x, rim_y + pad - seen.y)
    layer.blit(ink, spot)
    marks = [(box.move(spot), title, big)]
    if reason:
        rule_y = rim_y + pad + seen.h + gap // 2
        half = max(seen.w // 6, px(40))
        pygame.draw.line(layer, colour, (wide // 2 - half, rule_y), (wide // 2 + half, rule_y),
                         max(2, px(3)))
        centre = (wide // 2, rim_y + pad + seen.h + gap + _row_step(size) // 2)
        marks.append((draw_text(layer, reason, size, theme.CREAM, centre), reason, 0))
    return layer, marks


def _title_ink(title: str, size: int, colour: Colour, shadow: int, air: int
               ) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """The plate's ``title`` drawn in ``size`` on a layer of its own: the layer, its line box
    on it and the box of its ink (what the plate is cut to, ruling S36)."""
    ink = pygame.Surface((text_size(title, size, STAMP)[0] + air, 2 * size), pygame.SRCALPHA)
    box = draw_text(ink, title, size, colour, (ink.get_width() // 2, size), shadow=shadow,
                    weight=STAMP)
    return ink, box, ink.get_bounding_rect()


def draw_look_banner(surface: pygame.Surface, centre: tuple[int, int], width: int,
                     scale: float, title: str, lines: Sequence[str], colour: Colour,
                     alpha: int, look: str, bottom: int | None = None,
                     glow: float = 0.0, top: int | None = None,
                     grow: float = 1.0, title_size: int = 0,
                     fill: tuple[int, int] = (0, 0)) -> pygame.Rect:
    """The banner ``look`` ("plate": the bust's, in ``title_size``, ruling S65) centred on
    ``centre`` (moved up so it never reaches below ``bottom``; with ``top``, hung from
    there whatever its lines, a little smaller when they would reach below ``bottom``),
    faded to ``alpha``, drawn at ``grow`` of its size (an entrance that scales in, solid),
    at least ``fill`` in size at rest; return the rect it covers."""
    if alpha <= 0:
        return pygame.Rect(centre, (0, 0))
    if look != "plate":  # the bust's, in every round (ruling S65)
        raise ValueError(f"unknown banner look {look!r}")
    layer, marks = _plate_layer(width, scale, title, list(lines), colour, glow,
                                title_size or stamp_title_px(scale), (bottom or 0) - (top or 0),
                                fill)
    ratio = 1.0
    if top is not None and bottom is not None and top + layer.get_height() > bottom:
        ratio = max(0.5, (bottom - top) / layer.get_height())
    ratio *= max(0.05, min(1.0, grow))
    if ratio < 1.0:
        # rotozoom, not smoothscale: its filter keeps an opaque band opaque (smoothscale
        # lets the ground show through a little: never a see-through plate)
        layer = pygame.transform.rotozoom(layer, 0, ratio)
        marks = [(pygame.Rect(round(m.x * ratio), round(m.y * ratio), round(m.w * ratio),
                              round(m.h * ratio)), said, round(size * ratio))
                 for m, said, size in marks]
    layer.set_alpha(alpha)
    rect = layer.get_rect(center=centre)
    if bottom is not None and rect.bottom > bottom:
        rect.bottom = bottom
    surface.blit(layer, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, "announcement")
        for mark, said, size in marks:
            layout_record.text(surface, mark.move(rect.topleft), said, "announcement",
                               size=size)
    return rect

