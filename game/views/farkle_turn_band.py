"""The 10 000 table's "La rând: …" pill: its band between the prompt line and the dice row,
its one height, and its drawing (split out of :mod:`game.views.farkle_views`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.views import farkle_turn_entrance
from game.views.farkle_turn_entrance import draw_turn_pill, turn_pill_rect
from game.widgets.seats import player_style
from game.widgets.text import text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.flow.messages import Message
    from game.views.farkle_views import Place


TURN_BANNER_FONT = theme.FONT_BODY
"""Reference size of "La rând: …" on this table (its band between the prompt and the dice
row is narrower than a heading's panel)."""

TURN_BANNER_GAP = 16
"""Reference pixels of felt between "La rând: …" and the dice row's slots under it."""

QUIET_AFTER = 0.1
"""Seconds (at the normal speed) the pill stands in the card's gold once the card has become
it, before it goes quiet (ruling S65 3.: the name said once, by the card)."""

QUIET_IN = 0.25
"""Seconds (at the normal speed) the pill takes to go quiet."""

TURN_BANNER_AIR = 12
"""Reference pixels of felt at least between the prompt line and "La rând: …" under it (never
under 8 px: round 71, critic B71, the pill touched the prompt at 1366×768)."""


def _turn_banner_height(place: Place) -> int:
    """The pill's one height (:func:`game.views.farkle_turn_entrance.turn_pill_rect`)."""
    return (text_size("Ăg", place.font_px(TURN_BANNER_FONT))[1]
            + 2 * place.px(farkle_turn_entrance.PAD_Y))


def turn_banner_bottom(place: Place) -> int:
    """The bottom of "La rând: …"'s pill (its one height all along its entrance)."""
    tall = _turn_banner_height(place)
    return turn_banner_centre(place)[1] - tall // 2 + tall


def turn_banner_centre(place: Place) -> tuple[int, int]:
    """Where "La rând: …" stands: in its own band, between the prompt line and the top of
    the dice row (never over the row's slots, where the new turn's dice land), air over it
    first (:data:`TURN_BANNER_AIR`), then the gap over the slots where the band is tight."""
    font = place.font_px(theme.FONT_BODY)
    tall = text_size("Ăg", font)[1]
    prompt_bottom = place.center.y + place.px(30) - tall // 2 + tall  # (as the prompt's box)
    row_top = place.row_y - place.px(theme.FARKLE_DIE) // 2
    height = _turn_banner_height(place)
    half = height // 2
    # the banner (its words and padding) keeps a clear gap above the slots
    lowest = row_top - place.px(TURN_BANNER_GAP) - (height - half)
    highest = prompt_bottom + max(8, place.px(TURN_BANNER_AIR)) + half
    return place.center.centerx, max(highest, round(min((prompt_bottom + row_top) / 2,
                                                        lowest)))


def draw_turn_banner(surface: pygame.Surface, place: Place,
                     flow: FarkleFlow) -> pygame.Rect | None:
    """"La rând: …" in its band over the dice row (shown only while no die of the new turn
    is in play, and once the turn's passing has settled into it: meanwhile only its rect,
    where the band goes); return its rect."""
    said = flow.voice.banner
    if said is None or flow.big_announcement() is not None:
        return None  # one voice (the flow waits anyway)
    # whole from the frame the turn passes (no fade in: it is not late), its entrance the
    # Yams table's (the name settles, the pill opens in the seat's colour); it fades out
    progress, name_scale = flow.entrance_look()
    if flow.handoff.hides_turn:  # the passing's card says it, settling into its place;
        # then the pill, in every passing, the last round's too (S13 amended, round 77)
        return turn_pill_rect(said.text, turn_banner_centre(place), place.center.w,
                              place.scale, TURN_BANNER_FONT, progress, name_scale)
    return draw_turn_pill(surface, said.text, turn_banner_centre(place), place.center.w,
                          place.scale, player_style(flow.game.players, flow.announced_player),
                          TURN_BANNER_FONT, progress, name_scale, pill_fade(said),
                          quiet=pill_quiet(flow.handoff.since, flow.factor))


def pill_fade(said: Message) -> float:
    """How much of the pill ``said`` shows (0..1): whole from the frame the turn passes (no
    fade in: it is not late) until the new turn's first throw takes it down, however long
    the player thinks (ruling S96 5., round 81, hF107, critic cB80 #12: it faded out on
    :data:`game.theme.TURN_BANNER_TIME`'s clock, a gap under the line before the throw)."""
    return 1.0 if said.age >= 0 else 0.0


def pill_quiet(since: float | None, factor: float) -> float:
    """How quiet the pill is (0..1, eased) ``since`` seconds after the turn's card became it
    (None: no card came; it stays in its gold): the card said the name, the pill, the list's
    light and the Tura panel stand by it quietly (ruling S65 3., round 79, hF98, critic
    cB78 #14: the name was said at full voice three times the moment the card went)."""
    if since is None:
        return 0.0
    u = max(0.0, min(1.0, (since * max(0.1, factor) - QUIET_AFTER) / QUIET_IN))
    return u * u * (3 - 2 * u)

