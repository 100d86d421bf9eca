"""What a Yams stage shows under its lifted row (hY67, critic C61: the lower part of the
upper bonus's stage stood empty): the upper section reaching the 63, its six boxes as die
faces with each box's figure under it, then their sum against the threshold ("75 / 63").
Read from :attr:`StagePicture.upper` and :attr:`StagePicture.upper_sum` (empty: nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.widgets import layout_record
from game.widgets.dice_render import render_die
from game.widgets.text import BOLD, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.flow.stage import StageClock
    from game.views.stage_picture import StagePicture


def _die(picture: StagePicture) -> int:
    """A face's side: the lifted row's height grown by :data:`STAGE_UNDER_DIE`."""
    plate = picture.row_plate()
    return max(8, round((plate.h if plate else 40) * theme_stage.STAGE_UNDER_DIE))


def _figure_size(picture: StagePicture) -> int:
    """The boxes' figures' type: the lifted row's own."""
    from game.views.stage_lift import row_type

    return max(theme.least_type(), row_type(picture))


def gap(picture: StagePicture) -> int:
    """The room between the lifted row and the lower part."""
    return round(theme.px(theme.STAGE_ROW_LIFT_GAP, picture.scale) * theme_stage.STAGE_UNDER_GAP)


def height(picture: StagePicture) -> int:
    """The lower part's height with its gap over it (0: none to show)."""
    if not picture.upper_sum:
        return 0
    return gap(picture) + _layer(picture)[0].get_height()


def _layer(picture: StagePicture) -> tuple[pygame.Surface, pygame.Rect]:
    """The lower part drawn once on its dark plate, ringed as the caption's (the faces,
    their figures, the sum), and where its sum is on it."""
    cached = picture.drawn_once.get("under")
    if cached is not None:
        return cached
    die, size = _die(picture), _figure_size(picture)
    cell = round(die * 1.35)
    sum_size = round(size * theme_stage.STAGE_UNDER_SUM)
    sum_w, sum_h = text_size(picture.upper_sum, sum_size, BOLD)
    spacer, pad = round(die * 0.6), round(die * 0.35)
    tall = die + line_height(size, BOLD)
    layer = pygame.Surface((cell * len(picture.upper) + spacer + sum_w + 2 * pad,
                            max(tall, sum_h) + 2 * pad), pygame.SRCALPHA)
    radius = theme.px(16, picture.scale)
    pygame.draw.rect(layer, theme_stage.STAGE_UNDER_PLATE, layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    for i, figure in enumerate(picture.upper):
        face = render_die(i + 1, die)
        x = pad + i * cell + cell // 2
        layer.blit(face, face.get_rect(center=(x, pad + die // 2)))
        draw_text(layer, figure or "–", size, theme.CREAM if figure else theme.MUTED,
                  (x, pad + die + line_height(size, BOLD) // 2), "center", weight=BOLD)
    place = pygame.Rect(0, 0, sum_w, sum_h)
    place.midleft = (pad + cell * len(picture.upper) + spacer, layer.get_height() // 2)
    draw_text(layer, picture.upper_sum, sum_size, theme.GOLD, place.midleft, "midleft",
              weight=BOLD)
    picture.drawn_once["under"] = (layer, place)
    return layer, place


def draw_under(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               fade: float) -> None:
    """The lower part under the lifted row, with the stage's words (``fade``: as they
    fade), gone as the row goes home."""
    from game.views.stage_lift import going_home

    plate = picture.row_plate()
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if not picture.upper_sum or plate is None or alpha <= 0:
        return
    if going_home(picture, clock.progress, False):
        return
    layer, place = _layer(picture)
    rect = layer.get_rect(midtop=(picture.area.centerx, plate.bottom + gap(picture)))
    shown = layer if alpha >= 1 else layer.copy()
    if alpha < 1:
        shown.set_alpha(round(255 * alpha))
    surface.blit(shown, rect)
    if layout_record.ON and alpha >= 1:
        layout_record.text(surface, place.move(rect.topleft), picture.upper_sum, role="stage")
