"""How the last turn ended, in the empty ledger's free middle (round 30): a quiet inset card,
"Tura trecută" over one line, the player's seat mark and name, and "+1 050" (a bank) or
"pierdută" over the struck figure (a bust), so the lower felt is live between turns and the
turn that just passed does not vanish without a word, until the turn's first dice are set
aside (where round 31's primer stood, retired by hF72)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record, seats
from game.widgets.button import blend
from game.widgets.farkle_ledger import (
    LOST_TOTAL,
    empty_box,
    free_middle,
    ledger_places,
)
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size

LAST_TURN_CARD = blend(theme.PANEL, (0, 0, 0), 0.3)
"""The card's fill: a darker inset than the ledger (a note of the turn past, not a row)."""


def last_turn_card(rect: pygame.Rect, scale: float) -> pygame.Rect | None:
    """Where the card stands in the ledger at ``rect``: at the top of its free room, where
    the empty box's placeholder line would stand (the card says more than it: it takes
    its place, round 31), down to the rule over the total (None where that cannot hold
    it whole)."""
    room = free_middle(rect, scale)
    room.h += room.y - empty_box(rect, scale).y
    room.y = empty_box(rect, scale).y
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    inner = theme.px(theme.LAST_TURN_PAD, scale)
    tall = 2 * inner + line_height(small) + theme.px(6, scale) + line_height(body)
    if room.h < tall:
        return None
    card = pygame.Rect(room.x, room.y, room.w, tall)
    # on the ledger's grid (hF61: it ended inside the second place, the rows to come began
    # at the third, a bare band between): down to the bottom of the grid's last place, the
    # whole room to the rule over the total (round 75, hG78, critic cB75: one faint rule to
    # come floated alone under a card ending on the first place), or, where no place ends
    # above the free room's foot, down to that foot (seven seats at 1024x600)
    reach = max((p.bottom for p in ledger_places(rect, scale)
                 if p.bottom >= card.bottom and p.bottom <= room.bottom), default=room.bottom)
    if ledger_places(rect, scale)[0].y == card.y:
        card.h = reach - card.y
    return card


def draw_last_turn(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str,
                   name: str, seat: int | None, figure: str, lost: bool,
                   opening: bool = False, place: pygame.Rect | None = None) -> None:
    """The card in the ledger at ``rect``: ``title`` ("Tura trecută"), then ``name`` after
    its ``seat``'s mark and ``figure`` at the right ("+1 050"; ``lost``: a lost turn's word,
    dull red). ``opening``: the game's first turn's card instead, "Prima tură a partidei"
    over ``name``, the empty ledger's quiet words (no seat, no figure; round 73, hF82);
    ``place``: the card's rect when the view chose it."""
    card = place if place is not None else last_turn_card(rect, scale)
    if card is None:
        return
    small = theme.font_px(theme.FONT_SMALL, scale)
    body = theme.font_px(theme.FONT_BODY, scale)
    inner = theme.px(theme.LAST_TURN_PAD, scale)
    radius = theme.px(12, scale)
    pygame.draw.rect(surface, LAST_TURN_CARD, card, border_radius=radius)
    pygame.draw.rect(surface, blend(theme.PANEL, theme.GOLD_DARK, 0.45), card,
                     max(1, theme.px(2, scale)), border_radius=radius)
    left = card.x + inner + theme.px(4, scale)
    right = card.right - inner - theme.px(4, scale)
    words = line_height(small) + theme.px(6, scale) + line_height(body)
    top = card.y + max(inner, (card.h - words) // 2)  # (in the middle of a card on the grid)
    middle = top + line_height(small) + theme.px(6, scale) + line_height(body) // 2
    if opening:  # where the dice set aside will show, in quiet words (no figure, no name:
        # nothing is scored yet, the Tura panel names who plays; round 73, hF82), both lines
        # in the card's middle, clear of its edges as the empty ledger's line was (B40)
        room = card.w - 2 * theme.px(12, scale)
        draw_text(surface, title, small, theme.GOLD_DARK, (card.centerx, top), "midtop",
                  max_width=room, role="last_turn_title")
        draw_text(surface, name, fit_size(name, small, room), theme.MUTED,
                  (card.centerx, middle), max_width=room, role="last_turn_name")
        layout_record.panel(surface, card, "ledger_opening")
        return
    draw_text(surface, title, small, theme.GOLD_DARK, (left, top), "topleft",
              max_width=right - left, role="last_turn_title")
    if lost:  # a quiet dull red word, in the small type: what the bust cost
        said = draw_text(surface, figure, small, LOST_TOTAL, (right, middle), "midright",
                         role="last_turn")
    else:
        said = draw_text(surface, figure, body, theme.GOLD, (right, middle), "midright",
                         weight=BOLD, role="last_turn")
    room = said.x - left - theme.px(16, scale)
    lead = 0 if seat is None else seats.marked_width(body)
    size = small if lead + text_size(name, body)[0] > room else body
    seats.draw_marked_name(surface, name, size, theme.CREAM, (left, middle), seat,
                           max_width=max(1, room), role="last_turn_name")
    layout_record.panel(surface, card, "ledger_opening" if opening else "ledger_last_turn")
    # (live: no coach card lies on it)
