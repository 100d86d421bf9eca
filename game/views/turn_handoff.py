"""Draws the turn-passing moment both tables share (:mod:`game.flow.turn_handoff`): a band in
the next player's seat colour sweeps across the table's felt from the left, their seat token
and "Ion e la rând" on it in the display type, big; it holds a beat, then narrows to the
"La rând" pill's size in its own place and fades as the pill opens (the pill rests there all
turn). It lies where the old dice lay (gone by then) and the new ones will land: never over
the sheet, the players' panel or a button, and it crosses no line on its way out."""

from __future__ import annotations

import pygame

from game import theme
from game.flow.turn_handoff import Handoff
from game.widgets import layout_record
from game.widgets.seats import draw_seat_token, seat_colour
from game.widgets.text import STAMP, draw_text, fit_size, line_height, text_size

FONT = 88
"""The band's words' reference size (about 63 px of em at 1920×1080, 34 at 1024×600)."""
PAD_Y = 14
"""Reference pixels of band above and below the words."""
MARGIN_X = 40
"""Reference pixels kept between the words (with the token) and the felt's edges."""
FIRST = 0.12
"""The share of the band already in from the frame it begins (the frame the turn passes
shows it: nothing of the next turn before it)."""
TOKEN = 1.0
"""The seat token's side, in line heights of the words (their cap height and a little)."""


def band_size(text: str, felt: pygame.Rect, scale: float) -> tuple[int, int]:
    """The words' font size (fitted to ``felt``'s width, the token beside them) and the
    band's height."""
    size = theme.font_px(FONT, scale)
    token = round(line_height(size, STAMP) * TOKEN * 0.62)
    room = felt.w - 2 * theme.px(MARGIN_X, scale) - token - theme.px(16, scale)
    size = fit_size(text, size, max(1, room), STAMP)
    return size, line_height(size, STAMP) + 2 * theme.px(PAD_Y, scale)


def band_rest(text: str, felt: pygame.Rect, centre_y: int, scale: float) -> pygame.Rect:
    """The band swept in: ``felt``'s whole width, centred on ``centre_y``, kept inside it."""
    _, height = band_size(text, felt, scale)
    rect = pygame.Rect(felt.x, 0, felt.w, height)
    rect.centery = centre_y
    return rect.clamp(felt) if rect.h <= felt.h else rect


def band_now(handoff: Handoff, rest: pygame.Rect, pill: pygame.Rect | None) -> pygame.Rect:
    """Where the band is at this point of ``handoff``: sweeping in from the left edge of its
    place ``rest`` (a wipe: its leading edge travels), then narrowing to ``pill``'s size in
    its own place (it crosses no line or panel on the way: it fades as the pill comes)."""
    width = max(1, round(rest.w * max(FIRST, handoff.sweep)))
    rect = pygame.Rect(rest.x, rest.y, width, rest.h)
    s = handoff.settle
    if s <= 0 or pill is None:
        return rect
    settled = pygame.Rect(0, 0, max(1, round(rect.w + (pill.w - rect.w) * s)),
                          max(1, round(rect.h + (pill.h - rect.h) * s)))
    settled.center = (round(rect.centerx + (pill.centerx - rect.centerx) * s), rect.centery)
    return settled


def draw_handoff(surface: pygame.Surface, handoff: Handoff, seat: int, felt: pygame.Rect,
                 centre_y: int, scale: float,
                 pill: pygame.Rect | None = None) -> pygame.Rect | None:
    """The band of ``handoff`` (seat ``seat``'s colour) across ``felt`` at ``centre_y``, or
    shrinking into ``pill`` as it settles; return the band's rect (None when not playing)."""
    if not handoff.active or not handoff.text:
        return None
    rest = band_rest(handoff.text, felt, centre_y, scale)
    rect = band_now(handoff, rest, pill)
    fade = 1 - handoff.settle
    colour = seat_colour(seat)
    layer = pygame.Surface(rest.size, pygame.SRCALPHA)
    full = layer.get_rect()
    pygame.draw.rect(layer, (*colour, 245), full)
    edge = max(2, theme.px(4, scale))
    dark = tuple(round(c * 0.55) for c in colour)
    pygame.draw.rect(layer, (*dark, 255), (0, 0, full.w, edge))
    pygame.draw.rect(layer, (*dark, 255), (0, full.h - edge, full.w, edge))
    size, _ = band_size(handoff.text, felt, scale)
    words_w = text_size(handoff.text, size, STAMP)[0]
    token = round(line_height(size, STAMP) * TOKEN * 0.62)
    gap = theme.px(16, scale)
    x = (full.w - (token + gap + words_w)) // 2
    draw_seat_token(layer, (x + token // 2, full.h // 2), token, seat)
    words = draw_text(layer, handoff.text, size, theme.INK, (x + token + gap, full.h // 2),
                      "midleft", weight=STAMP)
    if handoff.settle > 0:  # it narrows to the pill's size: the whole band, scaled, fading
        shown = pygame.transform.smoothscale(layer, rect.size)
    else:  # sweeping in: its right part shows, the words travel with the leading edge
        shown = layer.subsurface(pygame.Rect(rest.w - rect.w, 0, rect.w, rest.h)).copy()
    shown.set_alpha(round(255 * fade))
    clip = surface.get_clip()
    surface.set_clip(felt if clip is None else felt.clip(clip))
    surface.blit(shown, rect)
    surface.set_clip(clip)
    if layout_record.ON:
        layout_record.panel(surface, rect, "handoff_band")
        if handoff.settle <= 0 and rect.w >= rest.w:  # whole: its words are read
            layout_record.text(surface, words.move(rect.x, rect.y), handoff.text, "handoff",
                               size=size)
    return rect
