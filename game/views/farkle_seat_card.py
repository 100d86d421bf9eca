"""The 10 000 table's turn passing as a seat card's entrance (round 75, hG79, critic cB75: "make
the turn-passing a seat card in the player's colour with their mark, not just a ribbon"): a
card in the incoming player's seat colour (deepened, :func:`game.views.turn_handoff.
band_colour`), their seat's mark large on it as the players' panel draws it, and "Ion e la
rând" in the display face, drops from the top of the felt and settles with a small bounce into
its place over the dice row (never on its slots, where the new dice land, nor on a button),
holds a beat, then settles straight into the "La rând" pill's place, shrinking whole with it
(one object becoming the pill; one voice: the pill is not drawn while it shows). Its clock is
the shared :class:`game.flow.turn_handoff.Handoff` (as brief, skippable)."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.flow.turn_handoff import SWEEP, Handoff
from game.theme_table import (
    FARKLE_SEAT_CARD_BOUNCE,
    FARKLE_SEAT_CARD_CLEAR,
    FARKLE_SEAT_CARD_DROP,
    FARKLE_SEAT_CARD_FONT,
    FARKLE_SEAT_CARD_LAND,
    FARKLE_SEAT_CARD_MARK,
    FARKLE_SEAT_CARD_PAD,
    FARKLE_SEAT_CARD_RADIUS,
)
from game.views.turn_handoff import WORDS, band_colour, settled_towards
from game.widgets import layout_record
from game.widgets.seats import draw_seat_mark, seat_colour
from game.widgets.text import STAMP, draw_text, fit_size, line_height, text_size


def _fitted(text: str, felt: pygame.Rect, scale: float, height: int) -> tuple[int, int, int]:
    """The words' size (fitted beside the mark within ``felt``'s width), the mark's side and
    the card's height, at most ``height``."""
    pad_x, pad_y = (theme.px(p, scale) for p in FARKLE_SEAT_CARD_PAD)
    size = theme.font_px(FARKLE_SEAT_CARD_FONT, scale)
    size = min(size, max(1, round((height - 2 * pad_y) / max(0.1, line_height(size, STAMP)
                                                             / size))))
    card_h = min(height, line_height(size, STAMP) + 2 * pad_y)
    mark = round(card_h * FARKLE_SEAT_CARD_MARK)
    room = felt.w - 3 * pad_x - mark
    size = fit_size(text, size, max(1, room), STAMP)
    return size, mark, card_h


def card_rest(text: str, felt: pygame.Rect, row_top: int, scale: float) -> pygame.Rect:
    """Where the card rests: centred on ``felt``, its bottom just above the dice row's top
    ``row_top`` (clear of its slots), as tall as its words need within the felt above it."""
    clear = theme.px(FARKLE_SEAT_CARD_CLEAR, scale)
    room = max(1, row_top - clear - felt.top - theme.px(FARKLE_SEAT_CARD_DROP, scale))
    size, mark, card_h = _fitted(text, felt, scale, room)
    pad_x = theme.px(FARKLE_SEAT_CARD_PAD[0], scale)
    width = min(felt.w, 3 * pad_x + mark + text_size(text, size, STAMP)[0])
    rect = pygame.Rect(0, 0, width, card_h)
    rect.midbottom = (felt.centerx, row_top - clear)
    return rect


def _dropped(handoff: Handoff, rest: pygame.Rect, felt: pygame.Rect) -> pygame.Rect:
    """The card on its way in: falling from the felt's top edge onto ``rest`` (gathering
    speed), then one small bounce up and back onto it (never above the felt)."""
    drop = max(0, rest.top - felt.top)
    u = min(1.0, handoff.share / SWEEP) if handoff.active else 1.0
    land = FARKLE_SEAT_CARD_LAND
    if u < land:
        offset = -drop * (1 - (u / land) ** 2)
    else:
        offset = -drop * FARKLE_SEAT_CARD_BOUNCE * math.sin(math.pi * (u - land) / (1 - land))
    return rest.move(0, round(offset))


def card_now(handoff: Handoff, rest: pygame.Rect, felt: pygame.Rect,
             pill: pygame.Rect | None) -> pygame.Rect:
    """Where the card is at this point of ``handoff``: dropping in to ``rest``, then settling
    straight into ``pill``'s place and size (its last frame is the pill's rect)."""
    return settled_towards(_dropped(handoff, rest, felt), pill, handoff.settle)


def draw_seat_card(surface: pygame.Surface, handoff: Handoff, seat: int, felt: pygame.Rect,
                   row_top: int, scale: float,
                   pill: pygame.Rect | None = None, alpha: float = 1.0) -> pygame.Rect | None:
    """The seat card of ``handoff`` (seat ``seat``'s colour, deepened, and mark) over
    ``felt`` above the dice row's top ``row_top``, or settling into ``pill``; return its rect
    (None when not playing). ``alpha`` (0..1): how strongly it shows (the Yams card fades
    where it rests, ruling S91)."""
    if not handoff.active or not handoff.text or alpha <= 0:
        return None
    text = handoff.text
    rest = card_rest(text, felt, row_top, scale)
    size, mark, _ = _fitted(text, felt, scale, rest.h)
    rect = card_now(handoff, rest, felt, pill)
    pad_x = theme.px(FARKLE_SEAT_CARD_PAD[0], scale)
    colour = band_colour(seat)
    # the card drawn whole at its rest size, then shrunk with it as it settles (one object)
    card = pygame.Surface(rest.size, pygame.SRCALPHA)
    full = card.get_rect()
    radius = theme.px(FARKLE_SEAT_CARD_RADIUS, scale)
    pygame.draw.rect(card, (*colour, 255), full, border_radius=radius)
    sheen = pygame.Surface(full.size, pygame.SRCALPHA)  # the seat's colour lights its top
    pygame.draw.rect(sheen, (*seat_colour(seat), round(70 * (1 - handoff.settle))),
                     (0, 0, full.w, full.h // 2),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    card.blit(sheen, (0, 0))
    edge = max(2, theme.px(3, scale))
    pygame.draw.rect(card, (*seat_colour(seat), 255), full, edge, border_radius=radius)
    mark_at = (pad_x + mark // 2, full.h // 2)
    draw_seat_mark(card, mark_at, mark, seat)
    words = draw_text(card, text, size, WORDS, (2 * pad_x + mark, full.h // 2), "midleft",
                      weight=STAMP, shadow=max(1, theme.px(3, scale)))
    k = min(rect.w / full.w, rect.h / full.h)
    shown = card
    if rect.size != full.size:
        shown = pygame.transform.smoothscale(card, rect.size)
    if handoff.settle <= 0 or alpha < 1:  # its shadow: far as it falls, close landed (fading)
        lift = rest.bottom - rect.bottom
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, round(90 * alpha)), shade.get_rect(),
                         border_radius=radius)
        surface.blit(shade, (rect.x, rest.y + theme.px(4, scale) + lift // 3))
    if alpha < 1:
        shown = shown.copy() if shown is card else shown
        shown.set_alpha(round(255 * alpha))
    surface.blit(shown, rect)
    if layout_record.ON:
        layout_record.panel(surface, rect, "handoff_band")
        side = round(mark * k)
        mark_rect = pygame.Rect(0, 0, side, side)
        mark_rect.center = (rect.x + round(mark_at[0] * rect.w / full.w),
                            rect.y + round(mark_at[1] * rect.h / full.h))
        layout_record.panel(surface, mark_rect, "handoff_mark")
        sx, sy = rect.w / full.w, rect.h / full.h
        placed = pygame.Rect(rect.x + round(words.x * sx), rect.y + round(words.y * sy),
                             round(words.w * sx), round(words.h * sy))
        layout_record.text(surface, placed, text, "handoff", size=round(size * k))
    return rect
