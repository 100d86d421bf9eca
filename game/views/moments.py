"""The 10 000 table's staged moments, drawn (issue 22 §1): each only inside its own place.

The flow decides when a moment plays (:class:`game.flow.moments.MomentClock`); these
functions only draw it, from its ``kind`` and ``progress``:

* **bust** ("Tură pierdută!"): once the dice that lost the turn have lain still and been
  read (ruling S27) and are ringed red, a red rubber stamp
  (:mod:`game.widgets.farkle_banners`) slams down in the felt over them, clear of their rings,
  off the tray (ruling S27, :data:`BUST_WAIT`): from a smaller size,
  its red wash flaring, a hard shake that dies out; the wash settles to a tint it keeps;
  the sting plays as the dice are seen;
* **hot dice** ("Zaruri fierbinți!"): the banner springs open over the emptied row, a
  gold light sweeps across it and sparks twinkle on its frame (the glints at the six dice
  are the announcement's own);
* **bank of 1 000 or more**: the rising "+1 200" is a rolling counter (it counts up while it
  flies) with a gold glow behind it;
* **win**: a gold light sweeps over the winners' rows while they pop (inside the rows).

Everything a moment paints lies inside the rect of the announcement (which the message
model keeps off the dice), of the rising number's text, or of the celebrated row: the
banner is never drawn larger than its own rect, and the shake happens inside it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import theme
from game.flow.moments import BANKS
from game.i18n import format_int
from game.views import farkle_flight
from game.views import farkle_views as views
from game.widgets.decor import draw_sparkle
from game.widgets.farkle_panels import total_anchor
from game.widgets.text import BOLD, draw_text, text_size

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

ANNOUNCED: dict[str, str] = {
    "farkle.bust": "bust",
    "farkle.hot_dice": "hot_dice",
}
"""Which moment stages which big announcement."""


def ease_out(u: float) -> float:
    """A fast start that settles (0..1 → 0..1)."""
    u = max(0.0, min(1.0, u))
    return 1 - (1 - u) ** 3


BUST_WAIT = 0.0
"""The share of the bust's moment the dice shake alone before the stamp comes down: none,
the stamp comes down with the dice' red outlines, as they are seen (a quarter second of
outlines with nothing said read as a gap)."""


BUST_SHAKE_END = 0.38
"""The share of the bust's moment (1 s) by which its stamp has come down and stopped shaking."""


def banner_motion(kind: str, progress: float) -> tuple[float, float]:
    """The banner's scale (at most 1: never larger than its rect; 0: not shown yet) and its
    horizontal offset, as a share of its width (a shake), at
    ``progress`` (0..1) of the moment ``kind``."""
    if progress >= 1:
        return 1.0, 0.0
    if kind == "bust":
        if progress < BUST_WAIT:  # the dice that lost the turn shake alone first
            return 0.0, 0.0
        progress = (progress - BUST_WAIT) / (1 - BUST_WAIT)
        if progress < 0.12:  # the stamp comes down
            return 0.78 + 0.22 * ease_out(progress / 0.12), 0.0
        if progress < BUST_SHAKE_END:  # the impact: a hard shake dying out, a little
            # inside the rect, still by 0.4 s (hL60: a banner's entrance is a beat)
            u = (progress - 0.12) / (BUST_SHAKE_END - 0.12)
            return 0.96, 0.018 * (1 - u) * math.sin(u * math.pi * 6)
        return 1.0, 0.0
    if kind == "hot_dice":  # springs open: it overshoots inside its rect, then settles
        if progress < 0.3:
            u = progress / 0.3
            return min(1.0, 0.55 + 0.5 * ease_out(u)) * (1 - 0.04 * math.sin(math.pi * u)), 0.0
        return 1.0, 0.0
    return 1.0, 0.0


def banner_alpha(kind: str, progress: float) -> float:
    """0..1: how opaque the staged banner is at ``progress`` of its moment ``kind``: every
    one comes in opaque (:func:`banner_motion` scales it in)."""
    del kind, progress
    return 1.0


BUST_TINT = 0.4
"""The red flash of "Tură pierdută!" settles to this strength and stays until the banner
goes, so the banner keeps one look from its stamp to its end."""


def draw_announcement(surface: pygame.Surface, place: views.Place, flow: FarkleFlow,
                      bottom: int, dice: list[tuple[float, float]], die_size: int) -> None:
    """The big announcement (:func:`game.views.farkle_views.draw_announcement`), staged by
    its moment while that plays; all of it inside the announcement's own rect."""
    said = flow.big_announcement()
    moment = flow.moment
    kind = ANNOUNCED.get(said.key) if said is not None else None
    if kind is not None and moment.kind == kind and moment.waiting:
        return  # its dice still slide or are not seen yet: it comes in with its moment
    if kind is None or not moment.playing(kind):
        # the stamp's tint stays: one look to the end
        views.draw_announcement(surface, place, flow, bottom, dice, die_size,
                                glow=BUST_TINT if kind == "bust" else 0.0)
        return
    progress = moment.progress
    column = pygame.Rect(place.center.x, 0, place.center.w, surface.get_height())
    column = column.clip(surface.get_rect())
    back = surface.subsurface(column).copy()
    landed = (progress - BUST_WAIT) / (1 - BUST_WAIT)  # the bust's stamp: since it came down
    glow = max(BUST_TINT, 1 - landed / 0.4) if kind == "bust" else 0.0
    rect = views.draw_announcement(surface, place, flow, bottom, dice, die_size, glow=glow)
    if rect is None or rect.w <= 0 or rect.h <= 0:
        return
    rect = rect.clip(column)
    picture = surface.subsurface(rect).copy()
    surface.blit(back, rect, rect.move(-column.x, -column.y))  # the felt as it was under it
    size, shake = banner_motion(kind, progress)
    if size <= 0:  # not down yet: the felt as it was
        return
    w, h = max(1, round(rect.w * size)), max(1, round(rect.h * size))
    shown = picture if (w, h) == rect.size else pygame.transform.smoothscale(picture, (w, h))
    shown.set_alpha(round(255 * banner_alpha(kind, progress)))
    target = shown.get_rect(center=(rect.centerx + round(shake * rect.w), rect.centery))
    clip = surface.get_clip()
    surface.set_clip(rect)
    surface.blit(shown, target)
    inner = target.inflate(-round(place.px(12) * size), -round(place.px(12) * size))
    if kind == "hot_dice":
        _sweep(surface, inner, (progress - 0.2) / 0.6, place)
        _sparks(surface, inner, progress, moment.age, place)
    surface.set_clip(clip)


def _sweep(surface: pygame.Surface, rect: pygame.Rect, u: float, place: views.Place) -> None:
    """A band of gold light crossing ``rect`` from left to right (``u`` 0..1)."""
    if not 0 < u < 1:
        return
    band = max(8, rect.w // 6)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    x = round(-band + (rect.w + 2 * band) * u)
    slant = rect.h // 2
    for i in range(band):
        alpha = round(70 * math.sin(math.pi * i / band))
        pygame.draw.line(layer, (255, 236, 170, alpha), (x + i, rect.h), (x + i + slant, 0))
    surface.blit(layer, rect, special_flags=0)


def _sparks(surface: pygame.Surface, rect: pygame.Rect, progress: float, age: float,
            place: views.Place) -> None:
    """Sparks twinkling along the banner's frame, inside it."""
    radius = max(3, place.px(9))
    fade = 1 - progress
    if fade <= 0:
        return
    spots = 10
    for k in range(spots):
        u = (k + 0.5) / spots
        twinkle = 0.5 + 0.5 * math.sin(age * 14 + k * 1.9)
        r = max(2, round(radius * twinkle * fade))
        inset = radius + place.px(2)
        y = rect.y + inset if k % 2 == 0 else rect.bottom - inset
        x = rect.x + inset + round((rect.w - 2 * inset) * u)
        draw_sparkle(surface, theme.GOLD, (x, y), r)


def draw_flight(surface: pygame.Surface, place: views.Place, flow: FarkleFlow) -> None:
    """The rising points (:func:`game.views.farkle_flight.draw_flight`); a bank of 1 000 or
    more rises as a rolling counter with a gold glow behind its text."""
    flight = flow.flight
    if flight is None or not any(flow.moment.playing(kind) for kind in BANKS):
        farkle_flight.draw_flight(surface, place, flow)
        return
    u = min(1.0, flight.age / flight.duration)
    ease = 1 - (1 - u) ** 3
    start = place.mat.center
    end = total_anchor(place.players_rect, place.scale, flight.player)
    x = round(start[0] + (end[0] - start[0]) * ease)
    y = round(start[1] + (end[1] - start[1]) * ease)
    counted = min(flight.points, 50 * round(flight.points * ease_out(u / 0.8) / 50))
    size = place.font_px(theme.FONT_HEADING)
    rect = pygame.Rect((0, 0), text_size(f"+{format_int(flight.points)}", size, BOLD))
    rect.center = (x, y)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (255, 214, 120, round(90 * (1 - u * 0.6))), glow.get_rect())
    surface.blit(glow, rect)
    draw_text(surface, f"+{format_int(counted)}", size, theme.GOLD, (x, y),
              shadow=place.px(3), weight=BOLD, role="flight")


def draw_win_sweep(surface: pygame.Surface, rows: list[pygame.Rect], flow: FarkleFlow,
                   place: views.Place) -> None:
    """The win: a gold light crossing each winner's row (inside the row)."""
    if not flow.moment.playing("win"):
        return
    clip = surface.get_clip()
    for row in rows:
        surface.set_clip(row)
        _sweep(surface, row, flow.moment.progress, place)
    surface.set_clip(clip)
