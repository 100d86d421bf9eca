"""Hot dice' six going back into the cup (round 77, hF92, ruling S26 amended): drawn as the
tray has them, gliding to the cup's mouth, each shrinking and its face fading as it nears it,
none once they are in (the cup, filled, holds them: :mod:`game.views.farkle_cup`)."""

from __future__ import annotations

import pygame

from game.widgets.dice import DiceTray

SHRINK_TO = 0.35
"""A die's size, as a share of its own, as it goes into the cup's mouth."""


def die_scale(progress: float) -> float:
    """A die's drawn size (share of its own) ``progress`` (0..1) of the way into the cup: whole
    as it leaves the mat, :data:`SHRINK_TO` at the mouth (eased: it shrinks as it nears it)."""
    p = max(0.0, min(1.0, progress))
    return 1.0 - (1.0 - SHRINK_TO) * p * p


def die_alpha(progress: float) -> int:
    """A die's opacity ``progress`` of the way in: whole for the first half, then fading, gone
    at the mouth (its face never read there as a throw's)."""
    p = max(0.0, min(1.0, progress))
    return round(255 * min(1.0, 2.0 * (1.0 - p)))


def heap_alpha(progress: float) -> int:
    """The opacity of the cup's own heap of dice in its mouth ``progress`` of the way in: it
    comes as the six fade, whole as they are gone (round 78, hF95, ruling S53 2.: the mouth
    stood dark and empty a few frames, then the heap popped in)."""
    return 255 - die_alpha(progress)


def draw_dice_into_cup(surface: pygame.Surface, tray: DiceTray, progress: float,
                       mouth: tuple[float, float]) -> None:
    """The six ``progress`` (0..1) of the way into the cup whose mouth is at ``mouth``: each
    die drawn alone (round 78, hF95, ruling S53 2.: cut from the picture of all six, a
    neighbour's edge came along in its square as they closed in), shrunk and faded about its
    own centre; nothing at 1."""
    alpha = die_alpha(progress)
    if alpha <= 0:
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    reach = tray.die_size * 3 // 4  # (a die and its shadow)
    scale = die_scale(progress)
    for i in range(tray.count):
        x, y = tray.position(i)
        box = pygame.Rect(round(x) - reach, round(y) - reach, 2 * reach, 2 * reach)
        box = box.clip(layer.get_rect())
        if box.w <= 0 or box.h <= 0:
            continue
        layer.set_clip(box)  # this die alone in its square: nothing of its neighbours
        layer.fill((0, 0, 0, 0), box)
        tray.draw(layer, only=i)
        piece = layer.subsurface(box).copy()
        if scale < 1.0:
            piece = pygame.transform.smoothscale(
                piece, (max(1, round(box.w * scale)), max(1, round(box.h * scale))))
        piece.set_alpha(alpha)
        surface.blit(piece, piece.get_rect(center=(round(x), round(y))))
