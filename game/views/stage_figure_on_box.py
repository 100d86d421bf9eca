"""A Joker Penta's "+100" and the upper bonus's "+35" said on their row's box (round 74,
critic cQ74 #1: beside the row the "+100" hung off the plate's right, the block off centre
under the dice, by a box still reading "0"): its letters stand centred on the lifted row's
box, inside the row's plate, the box bare under it; from there it sinks into the box, which
takes its new figure whole as it lands, never counting up to it again (round 74, hJ74:
:func:`game.views.stage_landing.chip_figure`). It
stands inside the plate's frame, never over it (critic C70 read a "+100" over the row's
frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


ON_BOX = frozenset({"joker_penta", "upper_bonus"})
"""The stages whose figure is said on its lit row's box: a Joker Penta's "+100", the upper
bonus's "+35" (the same "0" beside "+35", the block off centre over its lower part)."""


def figure_on_box(picture: StagePicture) -> bool:
    """True when the stage's figure is said on its lit row's box (:data:`ON_BOX`) rather than
    beside the row."""
    return picture.kind in ON_BOX and picture.figure_under_caption()


def on_box(picture: StagePicture, image: pygame.Surface) -> tuple[int, int]:
    """Where such a figure's ``image`` waits (its centre): its letters centred on the row's
    box, so that the row's plate is the whole block, centred under the dice."""
    box = picture.target
    assert box is not None
    ink = image.get_bounding_rect(min_alpha=40)
    return (box.centerx - ink.centerx + image.get_width() // 2,
            box.centery - ink.centery + image.get_height() // 2)


PLATE_FRAME = 6
"""Reference px kept between such a figure's letters and its plate's top and bottom: inside
the plate's gold frame, never over it."""


def box_fit(picture: StagePicture, image: pygame.Surface) -> float:
    """The size (against its own) such a figure is drawn at while it waits: its letters no
    taller than its plate leaves inside its frame (1 for every other figure)."""
    plate = picture.row_plate()
    if not figure_on_box(picture) or plate is None:
        return 1.0
    room = plate.h - 2 * theme.px(PLATE_FRAME, picture.scale) - 2  # (centring: a px each)
    ink = image.get_bounding_rect(min_alpha=40)
    return min(1.0, room / max(1, ink.h))
