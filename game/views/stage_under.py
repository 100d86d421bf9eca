"""What a Yams stage shows under its lifted row (hY67, critic C61: the lower part of its
stages stood empty), on a dark plate ringed as the caption's:

- the upper bonus's: the upper section reaching the 63, its six boxes as die faces with each
  box's figure under it, then their sum against the threshold ("75 / 63")
  (:attr:`StagePicture.upper`, :attr:`StagePicture.upper_sum`);
- a Penta's: the other players' Penta boxes (:attr:`StagePicture.pentas`)."""

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
    """The boxes' figures' type: the lifted row's own (as the strip draws it)."""
    return max(theme.least_type(), round(picture.cell_size * picture.lift_scale))


def gap(picture: StagePicture) -> int:
    """The room between the lifted row and the lower part."""
    return round(theme.px(theme.STAGE_ROW_LIFT_GAP, picture.scale) * theme_stage.STAGE_UNDER_GAP)


def shown(picture: StagePicture) -> bool:
    """True when the stage has a lower part (the upper bonus's dice and sum)."""
    return bool(picture.upper_sum)


def height(picture: StagePicture) -> int:
    """The lower part's height with its gap over it, as the group counts it (0: none)."""
    if not shown(picture):
        return 0
    return gap(picture) + _layer(picture)[0].get_height()


def plate(picture: StagePicture) -> pygame.Rect | None:
    """Where the lower part stands: centred under the lifted row (None: none)."""
    row = picture.row_plate()
    if not shown(picture) or row is None:
        return None
    return _layer(picture)[0].get_rect(midtop=(picture.area.centerx,
                                               row.bottom + gap(picture)))


def _ground(picture: StagePicture, size: tuple[int, int]) -> pygame.Surface:
    """The lower part's dark plate, ringed in gold."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    radius = theme.px(16, picture.scale)
    pygame.draw.rect(layer, theme_stage.STAGE_UNDER_PLATE, layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    return layer


Marks = list[tuple[pygame.Rect, str]]


def _upper_layer(picture: StagePicture) -> tuple[pygame.Surface, Marks]:
    """The six upper boxes as faces with their figures, and their sum against the 63."""
    die, size = _die(picture), _figure_size(picture)
    cell = round(die * 1.35)
    sum_size = round(size * theme_stage.STAGE_UNDER_SUM)
    sum_w, sum_h = text_size(picture.upper_sum, sum_size, BOLD)
    spacer, pad = round(die * 0.6), round(die * 0.35)
    tall = die + line_height(size, BOLD)
    bar = round(die * theme_stage.STAGE_UNDER_BAR)  # the 63 reached, under it all
    layer = _ground(picture, (cell * len(picture.upper) + spacer + sum_w + 2 * pad,
                              max(tall, sum_h) + 2 * pad + bar + pad // 2))
    _reach_bar(layer, picture, pygame.Rect(pad, max(tall, sum_h) + pad + pad // 2,
                                           layer.get_width() - 2 * pad, bar))
    for i, figure in enumerate(picture.upper):
        face = render_die(i + 1, die)
        x = pad + i * cell + cell // 2
        layer.blit(face, face.get_rect(center=(x, pad + die // 2)))
        draw_text(layer, figure or "–", size, theme.CREAM if figure else theme.MUTED,
                  (x, pad + die + line_height(size, BOLD) // 2), "center", weight=BOLD)
    place = pygame.Rect(0, 0, sum_w, sum_h)
    place.midleft = (pad + cell * len(picture.upper) + spacer, pad + max(tall, sum_h) // 2)
    draw_text(layer, picture.upper_sum, sum_size, theme.GOLD, place.midleft, "midleft",
              weight=BOLD)
    return layer, [(place, picture.upper_sum)]



def _reach_bar(layer: pygame.Surface, picture: StagePicture, track: pygame.Rect) -> None:
    """The upper section's way to the 63 (round 76, hX89: the bonus's picture, not a word
    on bare felt): a bar filled in gold to the sum's share, the 63's mark on it, a sum past
    it running on (the bar's end the larger of the two)."""
    reach = max(0.0, picture.upper_reach)
    end = max(1.0, reach)
    radius = track.h // 2
    pygame.draw.rect(layer, theme.TABLE_HEADER, track, border_radius=radius)
    filled = track.copy()
    filled.w = max(track.h, round(track.w * min(reach, end) / end))
    pygame.draw.rect(layer, theme.GOLD, filled, border_radius=radius)
    if reach > 1:  # past the 63: its mark on the bar (reached exactly, the bar is full)
        mark = track.x + round(track.w / end)
        tick = max(2, theme.px(4, picture.scale))
        pygame.draw.rect(layer, theme.CREAM, (mark - tick // 2, track.y - tick, tick,
                                              track.h + 2 * tick))


def _layer(picture: StagePicture) -> tuple[pygame.Surface, Marks]:
    """The lower part drawn once (again once its figure landed) and its words' places (one
    size whatever the frame): the upper bonus's dice and sum, its one lower part (round 74:
    a Penta's strip and a TOTAL's standings retired)."""
    key = ("under", picture.row_landed)
    cached = picture.drawn_once.get(key)
    if cached is None:
        cached = picture.drawn_once[key] = _upper_layer(picture)
    return cached


def draw_under(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
               fade: float, home: bool) -> None:
    """The lower part under the lifted row, with the stage's words (``fade``: as they
    fade), gone as the row goes home (``home``)."""
    where = plate(picture)
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if where is None or alpha <= 0 or home:
        return
    layer, marks = _layer(picture)
    blit_faded(surface, layer, marks, where, alpha)


def blit_faded(surface: pygame.Surface, layer: pygame.Surface,
               marks: Marks, where: pygame.Rect, alpha: float) -> None:
    """A stage's plate ``layer`` at ``where``, at ``alpha`` (0..1), its words (``marks``,
    their places in the layer) recorded once they stand whole (the upper bonus's lower part,
    a record's plate: :mod:`game.views.stage_record`)."""
    if alpha < 1:
        layer = layer.copy()
        layer.set_alpha(round(255 * alpha))
    surface.blit(layer, where)
    if layout_record.ON and alpha >= 1:
        for rect, text in marks:
            layout_record.text(surface, rect.move(where.topleft), text, role="stage")
