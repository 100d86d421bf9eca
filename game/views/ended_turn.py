"""The turn that ended, quiet under the passing's band (ruling S13 amended in round 77, both
tables): while the band (the 10 000's seat card) names the next player
(:attr:`game.flow.turn_handoff.Handoff.names_next`), every region that speaks of the turn
keeps its frame and its place and shows the outgoing turn, greyed under one veil
(:func:`draw_ended_veil`: its colours drained, dimmed towards the felt's dark green, its
words still legible): the Yams "La rând" pill (the outgoing player's name) and prompt's pill (what
they wrote). Nothing there reads as live, nothing vanishes; the next player's contents replace
it in one change as the band goes. (The 10 000 table no longer veils its Tura panel: from its
seat card's entrance its skeleton names the next player, ruling S79 1., round 80.)"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record

ENDED_DRAIN = 150
"""How much of the region's colour is drained to grey (0..255)."""
ENDED_DIM = 110
"""How far the drained picture is dimmed towards the felt's dark green (0..255): words keep
about 55 % of their light (legible, never live), dark plates stay the table's green."""


def draw_ended_veil(surface: pygame.Surface, rect: pygame.Rect, radius: int = 0,
                    strength: float = 1.0) -> pygame.Rect:
    """Grey what ``surface`` shows in ``rect`` (its rounded corners ``radius`` kept: nothing
    spills onto the felt around a pill) as the turn that ended, at ``strength`` (0..1);
    return the rect veiled (recorded as "ended_turn" for the layout check)."""
    area = pygame.Rect(rect).clip(surface.get_rect())
    s = max(0.0, min(1.0, strength))
    if area.w <= 0 or area.h <= 0 or s <= 0:
        return area
    picture = surface.subsurface(area).copy()
    drained = pygame.transform.grayscale(picture)
    drained.set_alpha(ENDED_DRAIN)
    picture.blit(drained, (0, 0))
    dim = pygame.Surface(area.size)
    dim.fill(theme.FELT_DARK)
    dim.set_alpha(ENDED_DIM)
    picture.blit(dim, (0, 0))
    grey = pygame.Surface(area.size, pygame.SRCALPHA)
    grey.blit(picture, (0, 0))
    shape = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, round(255 * s)), shape.get_rect(),
                     border_radius=max(0, radius))
    grey.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(grey, area)
    if layout_record.ON:
        layout_record.panel(surface, area, "ended_turn")
    return area


def panel_inside(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """A panel's inside (its gold rim and soft shadow kept whole: the frame stays as it is)."""
    inset = theme.px(3, scale)
    return pygame.Rect(rect).inflate(-2 * inset, -2 * inset)
