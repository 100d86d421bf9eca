"""A Yams Penta's lifted row leaves with the words under its dice (critic C65, defect 3: the
lone "Penta 50" row floated mid-screen on a bare felt after the stamp and the words had gone,
then ghosted over the table as it came back): its plate, its label and its box fade out of
the stage's hushed table over :data:`~game.theme_stage.YAMS_EXIT_WORDS`, before the table
comes back through its veil (:data:`~game.theme_stage.YAMS_HAND_BACK`); a Joker's, holding
its counted 100, flies home into its own sheet row first (:data:`~game.theme_stage.
YAMS_JOKER_HOME`) and cross-fades there with the table coming back (the sheet's cell says
it then): nothing of it over a button or another row once the table is back (critic C69)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme_stage
from game.flow.stage import StageClock, span
from game.views import stage_gather, stage_lift

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def row_gone(picture: StagePicture, clock: StageClock) -> float:
    """How far a Yams Penta's lifted row has left the stage (0..1; 0: not such a stage)."""
    if picture.kind not in stage_gather.YAMS_GATHERED or picture.row_plate() is None:
        return 0.0
    if picture.counter is not None and not picture.possible:  # a Joker's row holds its
        # counted 100: it flies home (draw_flight) as a copy, taken off the felt at once
        return 1.0 if flies_home(picture, clock) else 0.0
    return span(clock.progress, theme_stage.YAMS_EXIT_WORDS[0],  # gone before the table
                theme_stage.YAMS_HAND_BACK[0])  # comes back (never over its buttons)


def flies_home(picture: StagePicture, clock: StageClock) -> bool:
    """True from the frame a Joker's lifted row (its counted 100) starts home into its sheet
    row (:data:`~game.theme_stage.YAMS_JOKER_HOME`)."""
    return (picture.kind == "joker_penta" and picture.counter is not None
            and not picture.possible and picture.row_plate() is not None
            and clock.progress >= theme_stage.YAMS_JOKER_HOME[0])


def row_home(picture: StagePicture, clock: StageClock) -> float:
    """How far a Joker's lifted row has glided home into its sheet row (0..1): over
    :data:`~game.theme_stage.YAMS_JOKER_HOME`, landing no sooner than the table starts to
    come back under it (:func:`~game.views.stage_gather.table_back_from`): never a lone row
    resting on bare felt (round 73, hX79)."""
    start, end = theme_stage.YAMS_JOKER_HOME
    return span(clock.progress, start, max(end, stage_gather.table_back_from(picture)))


def draw_flight(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                seen: float) -> None:
    """A Joker's lifted row on its way home: its label's part and its box's glide and shrink
    into the sheet's label cell and the player's cell (eased out) before the table comes
    back, then stay there, whole, fading as the table (``seen``: 0..1) comes back under them
    with its own 100 in that cell (its figure said on every frame)."""
    layer = picture.hushed_with_row()  # (as the stage drew it)
    plate = picture.row_plate()
    if not flies_home(picture, clock) or plate is None or layer is None or seen >= 1:
        return
    u = row_home(picture, clock)
    for part in (*picture.labels[:1], picture.target):  # (its cells, not the plate's frame:
        piece = part.clip(layer.get_rect()) if part is not None else None  # they fit the row)
        if piece is None or piece.w <= 0 or piece.h <= 0:
            continue
        rect = stage_lift.toward_home(picture, piece, u)  # (the TOTAL row's glide too)
        image = layer.subsurface(piece).copy()
        if rect.size != piece.size:
            image = pygame.transform.smoothscale(image, rect.size)
        image.set_alpha(round(255 * (1 - seen)))
        surface.blit(image, rect)


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
