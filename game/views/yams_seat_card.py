"""The Yams table's turn passing drawn as the 10 000's seat card (ruling S76, round 80, critic
cF79 #4: "the turn-passing pill looks different on each table"): the very card of
:func:`game.views.farkle_seat_card.draw_seat_card` (the incoming player's seat colour, their
mark large, "Ion e la rând" in the display face) drops onto the felt where the scored dice
lay and the new ones will land (between the kept row's rack and the Clasament, never over
either, nor over the sheet or a button), holds a beat, then settles straight into the "La
rând" pill's place, shrinking whole with it: the frame it has become the pill, the pill, the
sheet's lit column, the Clasament's "acum" row and the keys line name the next player
together (:meth:`game.scenes.yams_table_draw.YamsTableDrawing.turn_regions`)."""

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
    the pill in its own place has become the next player's as it dropped,
    :func:`game.views.yams_turn_entrance.draw_pill_morph`); its rect (None when none shows).
    ``pill`` is kept for the callers' sake and no longer read."""
    del pill
    if not handoff.active or not handoff.text or handoff.band_strength <= 0:
        return None
    clear = theme.px(FARKLE_SEAT_CARD_CLEAR, scale)
    rest = card_rest(handoff.text, lane, lane.bottom, scale)
    # centred in the lane (the 10 000's rests on its dice row: here the lane is the row)
    row_top = min(lane.bottom, lane.centery + rest.h // 2 + clear)
    return draw_seat_card(surface, handoff, seat, lane, row_top, scale, None,
                          alpha=handoff.band_strength)
