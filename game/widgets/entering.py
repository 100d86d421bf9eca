"""Parts of a picture coming in in full colour (round 77, hW80, ruling S29): the figures under
the results' podium, the list from the fourth place and the results' buttons each rise a few
pixels into their places, one part after another, every pixel of a part shown as drawn or
not at all: never a translucent, greyed veil over the card (a half-faded figure reads as a
disabled one)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

STAGGER = 0.22
"""The share of an entrance between one part's start and the next's (the first part starts
at 0; with three parts or more the last ones start sooner, all landed at 1)."""

DROP = 12
"""Reference pixels under its place a part appears at, before it settles (easing out)."""


def part_progress(shown: float, index: int, count: int) -> float:
    """How far part ``index`` of ``count`` has come in when the whole entrance is at
    ``shown`` (0..1): the parts start one after another (:data:`STAGGER`, closer together
    when many), each lasting the same time, the last landing at 1."""
    if count <= 1:
        return max(0.0, min(1.0, shown))
    gap = min(STAGGER, 0.6 / (count - 1))
    length = 1.0 - gap * (count - 1)
    return max(0.0, min(1.0, (shown - gap * index) / length))


def drop_offset(progress: float, drop: int) -> int:
    """Pixels under its place a part stands at ``progress`` (0..1): ``drop`` at its start,
    settling to 0 (easing out)."""
    return round(drop * (1 - progress) ** 3)


def draw_entering(surface: pygame.Surface, band: pygame.Rect, shown: float,
                  draw: Callable[[], None], parts: Sequence[pygame.Rect] = (),
                  drop: int = DROP) -> None:
    """Run ``draw`` (a picture drawn inside ``band`` of ``surface``) ``shown`` (0..1) of the
    way into its entrance: nothing at 0, as drawn at 1; between, each of ``parts`` (rects in
    the order they come in; whatever of the picture lies in none of them comes last) stands
    whole in full colour once it has started, ``drop`` pixels under its place at its start,
    rising into it (:func:`drop_offset`), or not at all before its start: never cut (the
    band is taken ``drop`` pixels deeper for it). The texts' places are recorded as drawn
    (:mod:`game.widgets.layout_record`): where they land."""
    if shown <= 0:
        return
    band = band.clip(surface.get_rect()) if band.w > 0 and band.h > 0 else pygame.Rect(0, 0,
                                                                                       0, 0)
    if shown >= 1 or not band.w or not band.h:
        draw()
        return
    import numpy

    band = pygame.Rect(band.x, band.y, band.w, band.h + drop).clip(surface.get_rect())
    view = surface.subsurface(band)
    before = pygame.surfarray.array2d(view)  # each pixel's mapped value (its alpha with it)
    draw()
    after = pygame.surfarray.array2d(view)
    changed = after != before
    group = numpy.full(changed.shape, len(parts), dtype=numpy.int8)  # by part, last: rest
    for k in range(len(parts) - 1, -1, -1):
        part = parts[k].clip(band)
        if part.w and part.h:
            group[part.x - band.x:part.right - band.x, part.y - band.y:part.bottom - band.y] = k
    group[~changed] = -1  # (only what was drawn moves)
    count = len(parts) + bool((group == len(parts)).any())  # the rest: a part too
    shown_now = before.copy()
    high = changed.shape[1]
    for k in range(max(1, count)):
        progress = part_progress(shown, k, max(1, count))
        if progress <= 0:
            continue
        low = min(drop_offset(progress, drop), high - 1)
        source = group[:, :high - low] == k  # a pixel drawn at y shows at y + low
        shown_now[:, low:][source] = after[:, :high - low][source]
    pygame.surfarray.blit_array(view, shown_now)
