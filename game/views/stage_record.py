"""A new personal best's lower part (round 76, hX89; critics cZ75, cF75a: "Nou record!"
stood small on ~40 % of bare felt, smaller than the upper bonus's "Bonus!" although a record
is rarer). A game played alone has no podium: under its title and its player's pill the
record's stage stands a plate of its own, as the win's podium stands under its verdict:

- the new best, the figure itself, in the display lettering, the stage's largest figure;
- what it beat: "Vechiul record: 101" over a bar, the old best's share of the new in the
  progress green, the gain past it in gold, the old record's end marked; a first record
  "Primul tău record", no bar.

The plate fills the felt under the pill down to :data:`~game.theme_stage.STAGE_RECORD_FILL`
of it (:func:`height`); it comes and goes with the stage's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.views.stage_paint import stamp_lettering
from game.views.stage_under import blit_faded
from game.widgets.record_gauge import GAUGE_FILL, GAUGE_TRACK
from game.widgets.text import BOLD, draw_text, line_height, text_size

if TYPE_CHECKING:
    from game.flow.stage import StageClock
    from game.views.stage_picture import StagePicture


def shown(picture: StagePicture) -> bool:
    """True when the stage says a record's figure (a game alone's new best)."""
    return bool(picture.record_figure)


def gap(picture: StagePicture) -> int:
    """The room between the player's pill and the plate."""
    return theme.px(theme_stage.STAGE_RECORD_GAP, picture.scale)


def _pad(picture: StagePicture) -> int:
    return theme.px(theme_stage.STAGE_RECORD_PAD, picture.scale)


def _label_size(picture: StagePicture) -> int:
    """The old record's words: a heading's size, as the caption's."""
    return theme.font_px(theme.FONT_HEADING, picture.scale)


def _bar_height(picture: StagePicture) -> int:
    return theme.px(theme_stage.STAGE_RECORD_BAR, picture.scale) if picture.record_share else 0


def _words_block(picture: StagePicture) -> int:
    """The old record's line and its bar under the figure."""
    bar = _bar_height(picture)
    if not picture.record_was:  # a first record: its figure alone (S78 4.)
        return -_pad(picture)
    return line_height(_label_size(picture), BOLD) + (bar + _pad(picture) // 2 if bar else 0)


def figure_size(picture: StagePicture) -> int:
    """The figure's layout size: its letters fill what the felt has left down to
    :data:`~game.theme_stage.STAGE_RECORD_FILL` of it under the title and the pill, never
    wider than :data:`~game.theme_stage.STAGE_RECORD_WIDTH` of the felt, never smaller
    than the title's."""
    key = ("record_size", picture.area.size)
    kept = picture.drawn_once.get(key)
    if kept is not None:
        return int(kept)
    ref = stamp_lettering(picture.record_figure, 100, False)
    ink = ref.get_bounding_rect(min_alpha=40)
    title = picture.ink().h
    room = (picture.area.h * theme_stage.STAGE_RECORD_FILL - title - picture.name_block()
            - gap(picture) - 3 * _pad(picture) - _words_block(picture))
    tall = room / max(1, ink.h) * 100
    wide = picture.area.w * theme_stage.STAGE_RECORD_WIDTH / max(1, ink.w) * 100
    size = max(picture.stamp_size(), round(min(tall, wide)))
    picture.drawn_once[key] = size
    return size


def _layer(picture: StagePicture) -> tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]:
    """The plate drawn once: the figure, the old record's words, its bar."""
    kept = picture.drawn_once.get("record")
    if kept is not None:
        return kept  # type: ignore[no-any-return]
    figure = stamp_lettering(picture.record_figure, figure_size(picture), False)
    ink = figure.get_bounding_rect(min_alpha=40)
    pad, size = _pad(picture), _label_size(picture)
    words_w = text_size(picture.record_was, size, BOLD)[0]
    width = max(ink.w, words_w, round(picture.felt.w * theme_stage.STAGE_RECORD_PLATE)) \
        + 2 * pad
    layer = pygame.Surface((width, ink.h + _words_block(picture) + 3 * pad), pygame.SRCALPHA)
    radius = theme.px(18, picture.scale)
    pygame.draw.rect(layer, theme_stage.STAGE_UNDER_PLATE, layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, theme.GOLD, layer.get_rect(), max(2, theme.px(3, picture.scale)),
                     border_radius=radius)
    layer.blit(figure, (width // 2 - ink.centerx, pad - ink.y))
    marks = [(pygame.Rect(width // 2 - ink.w // 2, pad, ink.w, ink.h), picture.record_figure)]
    y = pad + ink.h + pad + line_height(size, BOLD) // 2
    if picture.record_was:  # (a first record: none, S78 4.)
        place = draw_text(layer, picture.record_was, size, theme.CREAM, (width // 2, y),
                          "center", weight=BOLD)
        marks.append((pygame.Rect(place), picture.record_was))
    bar = _bar_height(picture)
    if bar:  # the old best's share in the progress green, the gain past it in gold
        track = pygame.Rect(2 * pad, y + line_height(size, BOLD) // 2 + pad // 2,
                            width - 4 * pad, bar)
        old = round(track.w * max(0.0, min(1.0, picture.record_share)))
        pygame.draw.rect(layer, GAUGE_TRACK, track, border_radius=bar // 2)
        pygame.draw.rect(layer, theme.GOLD, track, border_radius=bar // 2)
        pygame.draw.rect(layer, GAUGE_FILL, (track.x, track.y, old, bar),
                         border_top_left_radius=bar // 2, border_bottom_left_radius=bar // 2)
        tick = max(2, theme.px(4, picture.scale))  # the old record's end
        pygame.draw.rect(layer, theme.CREAM, (track.x + old - tick // 2, track.y - tick,
                                              tick, bar + 2 * tick))
    picture.drawn_once["record"] = (layer, marks)
    return layer, marks


def height(picture: StagePicture) -> int:
    """The plate's height with its gap over it, as the group counts it (0: none)."""
    if not shown(picture):
        return 0
    return gap(picture) + _layer(picture)[0].get_height()


def plate(picture: StagePicture, below: int) -> pygame.Rect | None:
    """Where the plate stands under the stamp's letters' foot ``below``: under the
    player's pill, centred on the felt (None: no record)."""
    if not shown(picture):
        return None
    top = below + picture.name_block() + gap(picture)
    return _layer(picture)[0].get_rect(midtop=(picture.area.centerx, top))


def draw_record(surface: pygame.Surface, picture: StagePicture, clock: StageClock,
                below: int, fade: float) -> None:
    """The record's plate under the pill, with the stage's words (``fade``: as they fade)."""
    where = plate(picture, below)
    alpha = clock.stamp_alpha() * max(0.0, min(1.0, fade))
    if where is None or alpha <= 0:
        return
    layer, marks = _layer(picture)
    blit_faded(surface, layer, marks, where, alpha)
