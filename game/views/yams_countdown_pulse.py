"""The countdown's box pulsing with its ring (ruling S62 4., round 79, hY115; critic cA78
#15: the ring in the prompt's pill, S45, read as detached from the box it will fill): while
the ring counts, the box it will fill beats once a second in the ring's own colour, strongest
as the ring's digit changes and fading before the next: a band inside its cell and a halo
out of it, in its own column only, its figure untouched. The ring and the box read as one."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.views.yams_prompt import prompt_rect

PULSE_BAND = 7
"""Reference pixels of the beat's band, inside the cell's edge (over its own frame)."""
PULSE_HALO = 12
"""Reference pixels of the beat's halo out from the cell's edge (over the neighbouring
cells of its own column only, fading: the figure and the other columns untouched)."""
PULSE_LEAST = 0.0
"""The beat's strength as it fades out, just before the next second (0..1)."""
RING_BEAT_GROWTH = 0.14
"""How much the ring grows at its last second's strongest beat (a share of its radius,
ruling S93 2.: the beat the flow's clock reads, ``YamsFlow.countdown_pulse``)."""
RING_HALO = 10
"""Reference pixels of the halo round the ring at its strongest beat (S93 2.)."""


def ring_room(scene: Any) -> pygame.Rect:
    """The inside of the prompt's pill, its frame excluded: where the countdown's ring and its
    beat are drawn (S93 2. amended round 82, critic cA82 #8)."""
    frame = max(1, theme.px(2, scene.scale))  # (the pill's frame, prompt_pill._picture)
    return prompt_rect(scene).inflate(-2 * frame, -2 * frame)


def beaten_radius(ring: pygame.Rect, beat: float, room: pygame.Rect | None = None) -> int:
    """The ring's radius drawn at ``beat`` (0..1): its place's, grown by its beat, never past
    ``room`` (the inside of the pill it stands in, S93 2. amended round 82: it burst through
    the pill's frame, critic cA82 #8)."""
    grown = round(ring.w / 2 * (1.0 + RING_BEAT_GROWTH * max(0.0, min(1.0, beat))))
    if room is None:
        return grown
    fits = min(ring.centery - room.top, room.bottom - ring.centery, room.right - ring.centerx)
    return max(min(ring.w // 2, grown), min(grown, fits))


def draw_ring_halo(surface: pygame.Surface, ring: pygame.Rect, beat: float,
                   scale: float, room: pygame.Rect | None = None) -> None:
    """A soft halo in the ring's colour round the ring at ``beat`` (nothing at rest), inside
    ``room`` when given (the pill's inside: the halo glows along the pill, never over its
    frame, S93 2. amended round 82)."""
    if beat <= 0.01:
        return
    radius = beaten_radius(ring, beat, room)
    reach = max(3, round(theme.px(RING_HALO, scale) * beat))
    size = 2 * (radius + reach)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    middle = (size // 2, size // 2)
    for k in range(reach, 0, -1):  # fading out from the ring's edge
        fade = (1 - k / (reach + 1)) ** 2
        pygame.draw.circle(layer, (*theme.COUNTDOWN_ARC, round(200 * beat * fade)), middle,
                           radius + k, 2)
    clip = surface.get_clip()
    if room is not None:
        surface.set_clip(room.clip(clip) if clip.w else room)
    surface.blit(layer, layer.get_rect(center=ring.center))
    surface.set_clip(clip)


def countdown_beat(left: float) -> float:
    """How strong the beat is with ``left`` seconds still to count, 0..1: full the moment a
    whole second has passed (the ring's digit changes), fading (eased) through the second."""
    into = (-left) % 1.0  # how far into the current second, 0..1 (0 as its digit shows)
    fade = max(0.0, 1.0 - into / 0.85)
    return PULSE_LEAST + (1.0 - PULSE_LEAST) * fade * fade


def draw_countdown_box_pulse(surface: pygame.Surface, scene: Any) -> None:
    """The beat round the box the countdown will fill, while its ring counts."""
    flow = scene.flow
    box = flow.auto_box() if flow.countdown is not None else None
    if box is None or scene.on_stage is not None:
        return
    beat = countdown_beat(flow.countdown)
    if beat <= 0.01:
        return
    cell = scene.sheet.cell_rect(scene.game.current, box)
    width = max(3, theme.px(PULSE_BAND, scene.scale))
    reach = max(3, theme.px(PULSE_HALO, scene.scale))
    area = cell.inflate(2 * reach, 2 * reach)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    inner = cell.move(-area.x, -area.y)
    radius = theme.px(6, scene.scale)
    for k in range(reach, 0, -1):  # the halo, fading out from the cell's edge
        fade = (1 - k / (reach + 1)) ** 2
        pygame.draw.rect(layer, (*theme.COUNTDOWN_ARC, round(170 * beat * fade)),
                         inner.inflate(2 * k, 2 * k), 1, border_radius=radius + k)
    pygame.draw.rect(layer, (*theme.COUNTDOWN_ARC, round(255 * beat)), inner, width,
                     border_radius=radius)
    column = scene.sheet.column_rect(scene.game.current).clip(scene.sheet.rect)
    clip = surface.get_clip()
    surface.set_clip(column.clip(clip) if clip.w else column)  # in its own column only
    surface.blit(layer, area)
    surface.set_clip(clip)
