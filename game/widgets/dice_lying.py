"""A die of a throw that lies flat on the felt (sliding to its place, or landed before the
others) is drawn with the resting die's picture, turned as it lies: one look for a die on
the felt, whoever threw it (critic C61: such dice were drawn as tumbling cubes, flatter
than the same dice at rest). Only a die turned off the felt is drawn as a cube."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.widgets.dice_cube import draw_cube
from game.widgets.dice_render import FaceCache, Look
from game.widgets.dice_tumble import TumbleLook

FLAT = 0.9995
"""How level a die's top side must be (the cosine of its tilt) to lie flat."""


def lies_flat(look: TumbleLook) -> bool:
    """True when the tumbling die ``look`` lies on the felt, its top side level."""
    if look.lift > 1e-6:
        return False
    return any(value == look.top and -normal[2] >= FLAT for value, normal, *_ in look.faces)


def draw_tumbling(surface: pygame.Surface, cache: FaceCache, look: TumbleLook,
                  centre: Sequence[float], size: int, side: float, dimmed: bool) -> None:
    """Draw a die of a throw at ``centre``: lying flat, the resting picture of ``size``
    turned by its angle; else the cube ``look`` of side ``side``."""
    if not lies_flat(look):
        draw_cube(surface, centre, side, look.faces, dimmed=dimmed)
        return
    quarter, rest = divmod(look.angle, 90)
    picture = cache.face(look.top, size, Look.DIMMED if dimmed else Look.NORMAL, int(quarter))
    if min(rest, 90 - rest) > 0.5:  # between quarter turns: turned smoothly
        picture = pygame.transform.rotozoom(picture, rest, 1)
    surface.blit(picture, picture.get_rect(center=(round(centre[0]), round(centre[1]))))
