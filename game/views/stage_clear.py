"""What a grand stage's confetti keeps clear of (hY70, critic C64: slips fell over the
counted Bonus Penta): the words and figures read under the stamp at rest, the name's plate,
the caption's, a Joker's "+100" under it, the lifted row's plate and its lower part. The
slips pass behind them (:func:`blit_behind`): the confetti still falls all round the
group, never over a figure while it counts or is read."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.views import stage_gather, stage_lift, stage_under, stage_words
from game.views.stage_paint import stamp_lettering
from game.widgets.text import BOLD, line_height, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def words_top(picture: StagePicture) -> int:
    """Where the words under the stamp begin at rest (the stamp landed, unflown): under
    its letters, under a gathered row when it has one (as :func:`game.views.stage.draw_stage`
    hangs them)."""
    image = picture.stamp_image()
    rect = image.get_rect(center=picture.centre)
    below = rect.bottom
    if not picture.dice or picture.gather:  # hung from the letters, not the face's line
        below -= image.get_height() - picture.ink().bottom
    row = stage_gather.gathered_rects(picture)
    if row:
        below = max(below, row[0].bottom + stage_gather.row_gap(picture) // 2)
    return below


def holes(picture: StagePicture) -> list[pygame.Rect]:
    """The rects the confetti passes behind: every plate and figure read under the stamp
    (empty: none shows), each with a small margin for its ring."""
    found: list[pygame.Rect] = []
    top = words_top(picture)
    pad = theme.px(12, picture.scale)
    if picture.line:
        tall = line_height(picture.line_size(), BOLD)
        width = text_size(picture.line, picture.line_size(), BOLD)[0] + 2 * tall + 2 * pad
        plate = pygame.Rect(0, top, width, tall + 2 * pad)
        plate.centerx = picture.line_x()
        found.append(stage_words.clear_of_spot(picture, plate))
    if picture.caption:
        width, height = stage_words.caption_plate(picture.caption, picture.caption_size(),
                                                  picture.scale)
        plate = pygame.Rect(0, 0, width, height)
        plate.midbottom = (picture.area.centerx, stage_words.caption_bottom(picture, top))
        found.append(plate)
    if picture.figure_under_caption():  # a Joker's "+100", its letters on the column
        ink = picture.figure_ink()
        letters = pygame.Rect(0, 0, ink.w, ink.h)
        letters.midtop = (picture.area.centerx,
                          stage_words.caption_bottom(picture, top) + picture.figure_gap())
        found.append(letters)
    elif stage_lift.figure_over_row(picture) and picture.target is not None:  # a TOTAL's
        found.append(_figure_by_box(picture, top))  # "313", by its box (as it is drawn)
    row = picture.row_plate()
    if row is not None:
        found.append(row)
    under = stage_under.plate(picture)
    if under is not None:
        found.append(under)
    margin = theme.px(theme_stage.STAGE_CONFETTI_CLEAR, picture.scale)
    return [r.inflate(2 * margin, 2 * margin) for r in found]


def _figure_by_box(picture: StagePicture, top: int) -> pygame.Rect:
    """A figure's letters where :func:`game.views.stage_words.draw_counter` rests them by
    its lifted row's box (its final figure)."""
    assert picture.counter is not None
    end = picture.counter[1]
    written = picture.format_number(end) if callable(picture.format_number) else str(end)
    image = stamp_lettering(f"{picture.prefix}{written}{picture.suffix}",
                            picture.counter_size(), picture.hot)
    line = picture.line_size() * 1.3 if picture.line else 0
    cy = round(top + line + image.get_height() * 0.6)
    if picture.caption:
        cy = round(stage_words.caption_bottom(picture, top) + image.get_height() * 0.5)
    cx = stage_words.clear_of_rows(picture, image, (picture.area.centerx, cy))
    cx, cy = stage_words.beside_box(picture, image, top, (cx, cy))
    return image.get_bounding_rect(min_alpha=40).move(image.get_rect(center=(cx, cy)).topleft)


def outside(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``rect`` outside ``hole`` (up to four rects; ``rect`` whole when they
    do not meet)."""
    if not rect.colliderect(hole):
        return [rect]
    parts = []
    if rect.top < hole.top:
        parts.append(pygame.Rect(rect.left, rect.top, rect.w, hole.top - rect.top))
    if rect.bottom > hole.bottom:
        parts.append(pygame.Rect(rect.left, hole.bottom, rect.w, rect.bottom - hole.bottom))
    top, bottom = max(rect.top, hole.top), min(rect.bottom, hole.bottom)
    if rect.left < hole.left:
        parts.append(pygame.Rect(rect.left, top, hole.left - rect.left, bottom - top))
    if rect.right > hole.right:
        parts.append(pygame.Rect(hole.right, top, rect.right - hole.right, bottom - top))
    return [p for p in parts if p.w > 0 and p.h > 0]


def blit_behind(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
                clear: list[pygame.Rect]) -> None:
    """Blit ``image`` at ``rect`` but for the parts inside ``clear``: a slip passing behind
    the plates read under the stamp."""
    parts = [rect]
    for hole in clear:
        parts = [p for part in parts for p in outside(part, hole)]
    for part in parts:
        surface.blit(image, part, part.move(-rect.x, -rect.y))
