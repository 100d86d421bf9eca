"""The lasting mute sign (issue 22 §5): a crossed-out speaker in the felt's top-left corner.

While the sound is off, :class:`game.app.App` draws it over every screen (after the scene,
under the notices), so a silent table never looks broken. The corner is one every screen
keeps free: the tables put their buttons top right and their panels under the buttons' row,
the other screens centre their titles. A click on it turns the sound back on.
"""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.felt import felt_area

_CACHE: dict[int, pygame.Surface] = {}


def mute_icon_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the sign sits in a window of ``size`` (the same on every screen)."""
    return mute_icon_rect_on(felt_area(size), theme.scale_for(size))


def mute_icon_rect_on(felt: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the sign sits on ``felt`` at ``scale`` (:func:`mute_icon_rect`)."""
    side = max(theme.MUTE_ICON_MIN_PX, theme.px(theme.MUTE_ICON_SIZE, scale))
    gap = theme.px(theme.MUTE_ICON_GAP, scale)
    return pygame.Rect(felt.x + gap, felt.y + gap, side, side)


def _picture(side: int) -> pygame.Surface:
    """A dark rounded badge with a cream speaker and a coral cross (cached by size)."""
    picture = _CACHE.get(side)
    if picture is not None:
        return picture
    if len(_CACHE) >= 4:  # a few window sizes at most
        _CACHE.clear()
    picture = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(picture, (*theme.PANEL, theme.MUTE_ICON_ALPHA), picture.get_rect(),
                     border_radius=max(2, side // 4))
    pygame.draw.rect(picture, theme.GOLD_DIM, picture.get_rect(), max(1, side // 24),
                     border_radius=max(2, side // 4))
    u = side / 24  # drawn on a 24-unit grid
    speaker = [(5 * u, 9.5 * u), (8.5 * u, 9.5 * u), (12.5 * u, 6 * u), (12.5 * u, 18 * u),
               (8.5 * u, 14.5 * u), (5 * u, 14.5 * u)]
    pygame.draw.polygon(picture, theme.CREAM, [(round(x), round(y)) for x, y in speaker])
    width = max(2, round(2.2 * u))
    for a, b in (((14.5, 8.5), (20.5, 15.5)), ((20.5, 8.5), (14.5, 15.5))):
        pygame.draw.line(picture, theme.MUTE_ICON_CROSS, (round(a[0] * u), round(a[1] * u)),
                         (round(b[0] * u), round(b[1] * u)), width)
    _CACHE[side] = picture
    return picture


def draw_mute_icon(surface: pygame.Surface) -> pygame.Rect:
    """Draw the sign in its corner of ``surface``; return where."""
    rect = mute_icon_rect(surface.get_size())
    surface.blit(_picture(rect.w), rect)
    return rect
