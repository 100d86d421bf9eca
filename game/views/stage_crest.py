"""The goal's own beat, drawn over its banner's ribbon (hL61, critic B60: "the goal is not
celebrated: folded into Ultima tură!"): when others still play, one banner says two facts,
each once: over the crimson ribbon („Ultima tură!”, who still plays) a dark crest in a gold
frame, tucked behind the ribbon's top edge, carries the reacher's achievement: a gold
"Obiectiv atins!" over "Ana · 10 450", big (:attr:`StagePicture.crest`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.widgets.text import BOLD, draw_text, fit_size, line_height, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def sizes(picture: StagePicture, width: int) -> tuple[int, int]:
    """The crest's two lines' sizes (its gold "Obiectiv atins!", its name and total) on a
    ribbon ``width`` wide: a heading's shares, smaller only to fit the crest."""
    reached, who = picture.crest
    heading = theme.font_px(theme.FONT_HEADING, picture.scale)
    share_reached, share_who, widest = theme_stage.FARKLE_GOAL_CREST
    room = round(width * widest) - 2 * pad(picture)
    return (fit_size(reached, round(heading * share_reached), room, BOLD),
            fit_size(who, round(heading * share_who), room, BOLD))


def pad(picture: StagePicture) -> int:
    """The crest's margin inside its frame."""
    return theme.px(22, picture.scale)


def tuck(picture: StagePicture) -> int:
    """How far the crest's foot runs behind the ribbon's top edge."""
    return theme.px(14, picture.scale)


def height(picture: StagePicture, width: int) -> int:
    """How much the crest adds above a ribbon ``width`` wide (0: none)."""
    if not picture.crest:
        return 0
    small, big = sizes(picture, width)
    return line_height(small, BOLD) + line_height(big, BOLD) + 2 * pad(picture) \
        - theme.px(2, picture.scale) - tuck(picture)


def draw_crest(layer: pygame.Surface, picture: StagePicture
               ) -> list[tuple[pygame.Rect, str]]:
    """The crest at the top of ``layer`` (the ribbon drawn under it afterwards, its top edge
    over the crest's foot); returns its words' rects on the layer and their texts."""
    if not picture.crest:
        return []
    reached, who = picture.crest
    small, big = sizes(picture, layer.get_width())
    margin = pad(picture)
    w = max(text_size(reached, small, BOLD)[0], text_size(who, big, BOLD)[0]) + 2 * margin
    w = min(layer.get_width(), max(w, round(layer.get_width() * 0.46)))
    h = height(picture, layer.get_width()) + tuck(picture)
    plate = pygame.Rect(0, 0, w, h)
    plate.centerx = layer.get_width() // 2
    top, bottom = theme_stage.FARKLE_GOAL_CREST_PLATE
    body = pygame.Surface(plate.size, pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(body, (*colour, 255), (0, y), (w, y))
    mask = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=theme.px(18, picture.scale))
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(body, plate)
    trim = max(2, theme.px(4, picture.scale))
    inset = max(trim * 2, theme.px(8, picture.scale))
    pygame.draw.rect(layer, theme.GOLD, plate.inflate(-inset, -inset), trim,
                     border_radius=theme.px(14, picture.scale))
    shadow = theme.px(2, picture.scale)
    y = plate.top + margin + theme.px(1, picture.scale)
    first = draw_text(layer, reached, small, theme.GOLD, (plate.centerx, y), "midtop",
                      weight=BOLD, shadow=shadow)
    second = draw_text(layer, who, big, theme.CREAM,
                       (plate.centerx, first.bottom - theme.px(3, picture.scale)), "midtop",
                       weight=BOLD, shadow=shadow)
    return [(first, reached), (second, who)]
