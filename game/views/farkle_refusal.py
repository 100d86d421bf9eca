"""The 10 000 table's refusals and lost dice (split from :mod:`game.views.farkle_views`, round
66): which die a refusal is about, its red ring and its pill just under it (an error speaks
next to what caused it), the red rings round the dice that lost the turn, and how long a
message has left."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.flow.messages import Message
from game.widgets import pill
from game.widgets.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow
    from game.views.farkle_views import Place


def refused_die(flow: FarkleFlow, dice: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The die (its rect among ``dice``, the dice in play) the refusal now shown is about,
    if it answers a click on a die still on the felt; else None."""
    said = flow.voice.refusal
    anchor = None if said is None else said.anchor
    if not (isinstance(anchor, tuple) and len(anchor) == 2 and anchor[0] == "die"):
        return None
    index = anchor[1]
    if not isinstance(index, int) or not 0 <= index < len(dice) or index in flow.game.selected:
        return None
    return dice[index]


def refusal_pill_centre(place: Place, die: pygame.Rect, text: str) -> tuple[int, int]:
    """Where the refusal about ``die`` is said: just under that die, inside the centre
    column (an error speaks next to what caused it)."""
    size = place.font_px(theme.FONT_SMALL)
    w, h = pill.pill_size(text, size, pill.REFUSED, place.scale)
    w = min(w, place.center.w)
    x = max(place.center.x + w // 2, min(place.center.right - w // 2, die.centerx))
    return x, die.bottom + place.px(REFUSAL_GAP) + h // 2


REFUSAL_GAP = 16
"""Reference pixels between a refused die and the pill under it."""


_WASHES: SurfaceCache[tuple[tuple[int, int], int]] = SurfaceCache(max_bytes=2**21, max_items=8)
"""The failed dice's grey washes, by (die size, corner radius): built once, not per frame."""


def lost_die_wash(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The grey laid over a die that lost the turn (``size``, corners of ``radius``)."""
    wash = _WASHES.get((size, radius))
    if wash is None:
        wash = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(wash, theme_stage.BUST_DIE_GREY, wash.get_rect(), border_radius=radius)
        _WASHES.put((size, radius), wash)
    return wash


def draw_lost_dice(surface: pygame.Surface, place: Place, dice: Sequence[pygame.Rect],
                   grey: float = 1.0) -> None:
    """The dice that lost the turn: greyed by ``grey`` (0..1, coming as they tremble: ruling
    S95 3.; S2: grey behind the stamp struck on them) and a red ring round each, as long as
    the bust stays (they keep their verdict)."""
    reach = 2 * lost_ring_reach(place)
    for die in dice:
        wash = lost_die_wash(die.size, place.px(18))
        if grey < 1.0:
            wash = wash.copy()
            wash.set_alpha(round(255 * max(0.0, grey)))
        surface.blit(wash, die)
        ring = die.inflate(reach, reach)
        pygame.draw.rect(surface, theme.FARKLE_BUST, ring, max(3, place.px(6)),
                         border_radius=place.px(18))


def lost_ring_reach(place: Place) -> int:
    """How far (pixels) a lost die's red ring reaches past each edge of the die."""
    return place.px(LOST_RING_REACH)


LOST_RING_REACH = 8
"""Reference pixels a lost die's red ring stands off each edge of its die."""


def draw_refused_die(surface: pygame.Surface, place: Place, flow: FarkleFlow,
                     die: pygame.Rect) -> None:
    """A refused die: a red ring round it and the reason on a pill just under it."""
    said = flow.voice.refusal
    if said is None:
        return
    left = time_left(said)
    alpha = 255 if left > 0.3 else round(255 * max(0.0, left) / 0.3)
    if alpha <= 0:
        return
    ring = die.inflate(place.px(16), place.px(16))
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.FARKLE_BUST, alpha), layer.get_rect(),
                     max(3, place.px(6)), border_radius=place.px(18))
    surface.blit(layer, ring)
    size = place.font_px(theme.FONT_SMALL)
    pill.draw_pill(surface, said.text, size, refusal_pill_centre(place, die, said.text),
                   pill.REFUSED, place.scale, max_width=place.center.w, alpha=alpha,
                   role=str(said.channel))


def time_left(said: Message) -> float:
    """Seconds a message has left (a long time for one that waits for the next action)."""
    if said.channel == "refusal":
        return theme.FARKLE_TOAST_TIME - said.age
    if said.seconds is None:
        return 1e9
    return said.seconds - said.age
