"""The tray's dice drawn faded and shifted down, inside one column: the undo's dice coming
back (10 000) and a scored turn's dice leaving (Yams) share this one picture."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.widgets.dice import DiceTray


def draw_dice_faded(surface: pygame.Surface, tray: DiceTray, faded: float, drop: int,
                    column: pygame.Rect) -> None:
    """Draw ``tray``'s dice as it has them, ``faded`` (0 whole, 1 gone) and ``drop`` pixels
    below their places, clipped to ``column``."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    tray.draw(layer)
    layer.set_alpha(round(255 * (1 - faded)))
    clip = surface.get_clip()
    surface.set_clip(clip.clip(column))
    surface.blit(layer, (0, drop))
    surface.set_clip(clip)
