"""What a grand stage's confetti keeps clear of (hY70, critic C64: slips fell over the
counted Bonus Penta): the words and figures read under the stamp at rest, the name's plate,
the caption's, a Joker's "+100" under it, the lifted row's plate and its lower part, a win's
podium's totals, tokens and trophies, the results' podium a win's stage stands (round 74,
hQ74: its names, totals and figures). The
slips pass behind them (:func:`blit_behind`): the confetti still falls all round the
group, never over a figure while it counts or is read."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.views import stage_gather, stage_under, stage_words
from game.views.stage_paint import stamp_lettering
from game.widgets.mute_icon import mute_icon_rect_on

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture

HELD_TOTAL_REACH = 48
"""Reference pixels the winner's total, popped large, reaches over the results' podium's
room on a win's stage (its line's box): the slips pass behind it too."""


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
        if stage_gather.in_thirds(picture):  # the name under the amount under the row
            below = stage_words.tally_rect(picture).bottom + picture.tally_gap()
    return below


def holes(picture: StagePicture) -> list[pygame.Rect]:
    """The rects the confetti passes behind: every plate and figure read under the stamp
    (empty: none shows), each with a small margin for its ring."""
    top = words_top(picture)
    found = [p for p in (stage_words.line_plate(picture, top),
                         stage_words.caption_plate_rect(picture, top)) if p is not None]
    if picture.counter is not None and not picture.possible:  # its figure at rest, where
        found.append(_figure_at_rest(picture, top))  # :func:`draw_counter` rests it
    row = picture.row_plate()
    if row is not None:
        found.append(row)
    under = stage_under.plate(picture)
    if under is not None:
        found.append(under)
    if picture.held is not None:  # the results' podium the stage stands: its names,
        reach = theme.px(HELD_TOTAL_REACH, picture.scale)  # totals and figures (round 74,
        found.append(picture.held.rect.inflate(0, reach).move(0, -reach // 2))  # hQ74:
        # slips fell among "126" and "Calculatorul"; the burst keeps the title's band)
    found.append(mute_icon_rect_on(picture.area, picture.scale))  # the mute sign's corner,
    # kept dark on every screen (tests/test_layout.py: a slip crossing it at 1600x1200)
    margin = theme.px(theme_stage.STAGE_CONFETTI_CLEAR, picture.scale)
    return [r.inflate(2 * margin, 2 * margin) for r in found]


def _figure_at_rest(picture: StagePicture, top: int) -> pygame.Rect:
    """The counter's final figure's letters where
    :func:`game.views.stage_words.draw_counter` rests them, as wide as any figure of its
    length it says as it counts (a "298" on the way to "313" is wider: hY78)."""
    assert picture.counter is not None
    end = picture.figure_words(picture.counter[1])
    widest = "".join("8" if c.isdigit() else c for c in end)
    found = []
    for text in (end, widest):
        image = stamp_lettering(text, picture.counter_size(), picture.hot)
        centre = stage_words.counter_rest(picture, image, top)
        found.append(image.get_bounding_rect(min_alpha=40).move(
            image.get_rect(center=centre).topleft))
    return found[0].union(found[1])


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
