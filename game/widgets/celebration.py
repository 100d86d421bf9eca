"""Short celebrations of a moment (issue 11 §3): a flash, a scale pop and gold glints.

A :class:`Celebration` is asked for when the engine reports the moment (the Yams upper
bonus just earned, the end of a game) and runs on the scene's clock (``update(dt)``), but
only while the roll's outcome may show: until the table says its dice were seen, it waits
without ageing. It names its targets (player indices); the table turns them into rects
each frame, so a resize moves the celebration with the cell it celebrates.

:func:`draw_celebration` pops the pixels already drawn in a rect (a score cell, a total)
to a slightly larger size, brightens them a moment and twinkles gold glints at their
corners; :func:`celebration_bounds` is everything it may paint, so a table can check that it
covers no die and no message.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.flow.celebration import Celebration
from game.widgets.decor import draw_sparkle

POP_SHARE = 0.35
"""Share of the celebration during which the target grows and shrinks back (the scale pop)."""

FLASH_SHARE = 0.3
"""Share of the celebration during which the target is brightened (the flash)."""

__all__ = ["Celebration", "celebration_bounds", "celebration_reach", "draw_celebration",
           "draw_frame_glow", "frame_bounds", "pop_scale"]


def pop_scale(progress: float) -> float:
    """How much bigger than its rect the target is drawn at ``progress`` (0..1 of the pop)."""
    if progress >= POP_SHARE or progress <= 0:
        return 0.0
    return math.sin(math.pi * progress / POP_SHARE)


def _growth(rect: pygame.Rect, scale: float) -> int:
    """The most pixels the pop adds on each side of ``rect``."""
    return min(round(rect.h * 0.22), theme.px(theme.CELEBRATION_POP, scale))


def _glint_radius(rect: pygame.Rect, scale: float, room: pygame.Rect | None = None) -> int:
    """The glints' largest radius; within ``room`` they shrink (or vanish) so that all of
    :func:`celebration_bounds` stays inside it."""
    top = max(3, min(round(rect.h * 0.45), theme.px(theme.CELEBRATION_GLINT, scale)))
    if room is None:
        return top
    space = min(rect.x - room.x, room.right - rect.right, rect.y - room.y,
                room.bottom - rect.bottom) - _fixed_reach(rect, scale)
    return max(0, min(top, space))


def _fixed_reach(rect: pygame.Rect, scale: float) -> int:
    """How far the pop and the halo (with a pixel rim) reach beyond ``rect``."""
    return _growth(rect, scale) + theme.px(HALO, scale) + 3


def celebration_reach(height: int, scale: float) -> int:
    """How far past each side of a target ``height`` pixels high :func:`draw_celebration`
    may paint, glints at full size (the room a layout keeps around a celebrated cell)."""
    rect = pygame.Rect(0, 0, height, height)
    return _fixed_reach(rect, scale) + _glint_radius(rect, scale)


def celebration_bounds(rect: pygame.Rect, scale: float,
                       room: pygame.Rect | None = None) -> pygame.Rect:
    """Everything :func:`draw_celebration` may paint for a target at ``rect`` (given the
    ``room`` it is drawn in: its glints shrink to stay inside it)."""
    reach = _fixed_reach(rect, scale) + _glint_radius(rect, scale, room)
    return rect.inflate(2 * reach, 2 * reach)


HALO = 7
"""Reference pixels of the gold halo around a celebrated target."""


def draw_celebration(surface: pygame.Surface, rect: pygame.Rect, progress: float, time: float,
                     scale: float, colour: tuple[int, int, int] = theme.GOLD,
                     clip: pygame.Rect | None = None) -> pygame.Rect:
    """Celebrate what is drawn at ``rect``: pop it, flash it, glint at its corners.

    Reads the pixels already on ``surface`` in ``rect``; paints only inside
    :func:`celebration_bounds` (and ``clip``, when given: the glints shrink to fit in it, the
    layout keeps room there for the pop and the halo). Returns the rect painted.
    """
    if clip is None:
        return _draw_celebration(surface, rect, progress, time, scale, colour, None)
    old = surface.get_clip()
    surface.set_clip(clip.clip(old))
    try:
        return _draw_celebration(surface, rect, progress, time, scale, colour, clip).clip(clip)
    finally:
        surface.set_clip(old)


def _draw_celebration(surface: pygame.Surface, rect: pygame.Rect, progress: float, time: float,
                      scale: float, colour: tuple[int, int, int],
                      room: pygame.Rect | None) -> pygame.Rect:
    area = rect.clip(surface.get_rect())
    if area.w <= 0 or area.h <= 0 or progress >= 1:
        return pygame.Rect(rect.x, rect.y, 0, 0)
    grow = round(_growth(rect, scale) * pop_scale(progress))
    shown = area.inflate(2 * grow, 2 * grow)
    fade = 1.0 - progress
    image = surface.subsurface(area).copy()
    # A gold halo behind the target (the target is drawn over it again, popped).
    halo = shown.inflate(2 * theme.px(HALO, scale), 2 * theme.px(HALO, scale))
    layer = pygame.Surface(halo.size, pygame.SRCALPHA)
    radius = theme.px(HALO + 6, scale)
    pygame.draw.rect(layer, (*colour, round(150 * fade)), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*colour, round(255 * fade)), layer.get_rect(),
                     max(2, theme.px(3, scale)), border_radius=radius)
    surface.blit(layer, halo)
    surface.blit(pygame.transform.smoothscale(image, shown.size) if grow else image, shown)
    if progress < FLASH_SHARE:  # the flash: the target lit a moment, fading out
        light = round(55 * (1 - progress / FLASH_SHARE))
        flash = pygame.Surface(shown.size)
        flash.fill((light, round(light * 0.85), round(light * 0.35)))
        surface.blit(flash, shown, special_flags=pygame.BLEND_RGB_ADD)
    # Glints at the halo's corners, twinkling and shrinking as the moment fades; a dark rim
    # keeps them visible on the light sheet as on the dark felt.
    top = _glint_radius(rect, scale, room)
    corners = (halo.topleft, halo.topright, halo.bottomright, halo.bottomleft)
    for k, (x, y) in enumerate(corners):
        twinkle = (math.sin(time * 10 + k * 1.9) + 1) / 2
        r = round(top * (0.35 + 0.65 * fade) * (0.6 + 0.4 * twinkle))
        if r >= 3:
            draw_sparkle(surface, theme.GOLD_DARK, (x, y), r + max(1, theme.px(2, scale)))
            draw_sparkle(surface, colour if k % 2 == 0 else theme.CREAM, (x, y), r)
    return celebration_bounds(rect, scale, room).clip(surface.get_rect())


def frame_bounds(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """Everything :func:`draw_frame_glow` may paint around ``rect``."""
    reach = theme.px(HALO, scale) + 2
    return rect.inflate(2 * reach, 2 * reach)


def draw_frame_glow(surface: pygame.Surface, rect: pygame.Rect, progress: float, scale: float,
                    colour: tuple[int, int, int] = theme.GOLD,
                    clip: pygame.Rect | None = None) -> None:
    """A gold frame around ``rect`` (a winner's column), bright at first, fading out; it
    covers nothing inside ``rect`` (nor outside ``clip``, when given)."""
    if progress >= 1:
        return
    if clip is not None:
        old = surface.get_clip()
        surface.set_clip(clip.clip(old))
        try:
            draw_frame_glow(surface, rect, progress, scale, colour)
        finally:
            surface.set_clip(old)
        return
    width = max(2, theme.px(HALO, scale))
    frame = rect.inflate(2 * width, 2 * width)
    layer = pygame.Surface(frame.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour, round(230 * (1 - progress))), layer.get_rect(), width,
                     border_radius=theme.px(HALO + 8, scale))
    surface.blit(layer, frame)
