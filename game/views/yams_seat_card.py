"""The Yams table's turn passing drawn as the 10 000's seat card (ruling S76, round 80, critic
cF79 #4: "the turn-passing pill looks different on each table"): the very card of
:func:`game.views.farkle_seat_card.draw_seat_card` (the incoming player's seat colour, their
mark large, "Ion e la rând" in the display face) drops onto the felt where the scored dice
lay and the new ones will land (between the kept row's rack and the Clasament, never over
either, nor over the sheet or a button), holds a beat, then fades where it rests while the
"La rând" pill, in its own place all along, turns from the ended turn's greyed name into
"La rând: Ion" (ruling S91, round 81, critics cA80 #3, cF80 #1: flying up into the pill it
crossed the message line's words, and the pill's place stood bare under it)."""

from __future__ import annotations

import pygame

from game import theme
from game.flow.turn_handoff import Handoff
from game.theme_table import FARKLE_SEAT_CARD_CLEAR
from game.views.farkle_seat_card import card_rest, draw_seat_card

LANE_AIR = 32
"""Reference pixels of felt the card keeps from the kept row's band and the Clasament, as
the band it replaced did (critic L72 #15)."""


def card_lane(rack: pygame.Rect, standings: pygame.Rect, column: pygame.Rect,
              scale: float) -> pygame.Rect:
    """The felt the card drops into: ``column``'s width, from under the kept row's band
    ``rack`` (the rack and its sockets' whole band) down to the Clasament's band
    ``standings``, :data:`LANE_AIR` kept from both."""
    air = theme.px(LANE_AIR, scale)
    top = rack.bottom + air
    return pygame.Rect(column.x, top, column.w, max(1, standings.top - air - top))


def draw_yams_seat_card(surface: pygame.Surface, handoff: Handoff, seat: int,
                        lane: pygame.Rect, scale: float,
                        pill: pygame.Rect | None) -> pygame.Rect | None:
    """``handoff``'s seat card (seat ``seat``) dropping into ``lane``, resting centred in it,
    then fading where it rests (ruling S91: it never flies across the message line's words;
    the pill in its own place turns into the next player's as it fades,
    :func:`game.views.yams_turn_entrance.draw_pill_morph`); its rect (None when none shows).
    ``pill``: where the card would settle, were it to fly there (S76); the Yams card never
    does (S91), so the table passes None."""
    if not handoff.active or not handoff.text or handoff.band_strength <= 0:
        return None
    clear = theme.px(FARKLE_SEAT_CARD_CLEAR, scale)
    rest = card_rest(handoff.text, lane, lane.bottom, scale)
    # centred in the lane (the 10 000's rests on its dice row: here the lane is the row)
    row_top = min(lane.bottom, lane.centery + rest.h // 2 + clear)
    return draw_seat_card(surface, handoff, seat, lane, row_top, scale, pill,
                          alpha=handoff.band_strength)
