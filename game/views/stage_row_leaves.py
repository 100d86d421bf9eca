"""A Yams Penta's lifted row leaves with the words under its dice (critic C65, defect 3: the
lone "Penta 50" row floated mid-screen on a bare felt after the stamp and the words had gone,
then ghosted over the table as it came back): its plate, its label and its box fade out of
the stage's hushed table over :data:`~game.theme_stage.YAMS_EXIT_WORDS`, before the table
comes back through its veil (:data:`~game.theme_stage.YAMS_HAND_BACK`); a Joker's, holding
its counted 100, as the table comes back (the sheet's cell says it then)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme_stage
from game.flow.stage import StageClock, span
from game.views import stage_gather

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def row_gone(picture: StagePicture, clock: StageClock) -> float:
    """How far a Yams Penta's lifted row has left the stage (0..1; 0: not such a stage)."""
    if picture.kind not in stage_gather.YAMS_GATHERED or picture.row_plate() is None:
        return 0.0
    if picture.counter is not None and not picture.possible:  # a Joker's row holds its
        # counted 100 until the table is back to say it (a cross-fade, never a blank beat)
        return span(clock.progress, *theme_stage.YAMS_HAND_BACK)
    return span(clock.progress, *theme_stage.YAMS_EXIT_WORDS)


def blit_hushed(surface: pygame.Surface, layer: pygame.Surface, alpha: float,
                picture: StagePicture, gone: float) -> None:
    """Lay the stage's hushed table ``layer`` on ``surface`` at ``alpha`` (0..1), its lifted
    row faded out by ``gone`` (0..1) into the hushed felt it stands on
    (:meth:`StagePicture.unlit_row`): never a row left alone on the felt."""
    unlit = picture.unlit_row(surface) if gone > 0 else None
    shown = round(255 * max(0.0, min(1.0, alpha)))
    if unlit is None:
        layer.set_alpha(None if shown >= 255 else shown)
        surface.blit(layer, (0, 0))
        layer.set_alpha(None)
        return
    row, plate = unlit
    patch = layer.subsurface(plate).copy()  # the row's part, faded into its felt
    row.set_alpha(round(255 * gone))
    patch.blit(row, (0, 0))
    row.set_alpha(None)
    layer.set_alpha(None if shown >= 255 else shown)
    bounds = surface.get_rect()
    for part in (pygame.Rect(0, 0, bounds.w, plate.top),  # the rest of the layer, whole
                 pygame.Rect(0, plate.bottom, bounds.w, bounds.h - plate.bottom),
                 pygame.Rect(0, plate.top, plate.left, plate.h),
                 pygame.Rect(plate.right, plate.top, bounds.w - plate.right, plate.h)):
        if part.w > 0 and part.h > 0:
            surface.blit(layer, part.topleft, part)
    layer.set_alpha(None)
    patch.set_alpha(None if shown >= 255 else shown)
    surface.blit(patch, plate.topleft)
