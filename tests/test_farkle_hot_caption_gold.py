"""Good news is never drawn in the danger colour: the hot dice' caption ("Cele 6 zaruri
revin: …") stands on a gold-ringed plate, not a red one (critic B19)."""

from __future__ import annotations

import pygame

from game.flow.stage import StageClock
from game.views.stage_picture import StagePicture
from game.views.stage_pictures import HOT_LETTERING
from game.views.stage_words import draw_caption
from game.widgets.felt import felt_area


def _ring(kind: str, hot) -> tuple[int, int, int]:
    """The colour of the caption plate's ring, drawn at rest on a black surface."""
    surface = pygame.Surface((1920, 1080))
    picture = StagePicture(kind, "big", felt_area((1920, 1080)), 1.0, "Zaruri fierbinți!",
                           caption="Cele 6 zaruri revin: 450 de puncte rămân", hot=hot)
    clock = StageClock(kind)
    clock.update(clock.duration * 0.5)
    draw_caption(surface, picture, clock, 300)
    y = next(y for y in range(300, 1080) if surface.get_at((960, y))[:3] != (0, 0, 0))
    return tuple(surface.get_at((960, y + 1))[:3])


def test_the_hot_dice_caption_plate_is_ringed_in_gold_not_red():
    r, g, b = _ring("hot_dice", HOT_LETTERING)
    assert g >= 0.7 * r, (r, g, b)  # gold (238, 200, 36)-like, never ember red (236, 84, 44)
