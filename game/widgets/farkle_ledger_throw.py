"""The 10 000 ledger's line of the throw being played ("Aruncarea 2"), under the turn's rows:
its words, and once dice are chosen from it what they add. Split from
:mod:`game.widgets.farkle_ledger` (round 81, hF107), which re-exports :class:`NextThrow`."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.struck_figure import LOST_FIGURE
from game.widgets.text import draw_text, fit_size, text_size


@dataclass(frozen=True)
class NextThrow:
    """The turn's throw not yet set aside, as the ledger's line under its rows says it
    (round 73, hF84): its words ("Aruncarea 2"), how many dice it throws and the dice chosen
    from it, pictured beside its words (ruling S96 3., round 81, hF107, critic cF80: "Aruncarea
    1 +600" with no dice read as a bare header; amends fixC's "the mat's alone")."""

    words: str
    dice: int
    points: str = ""
    """What the dice chosen from it add so far ("+600"), once they lie on the mat; "" while
    none scores (ruling S81 1., round 80: the line over a blank panel beside "Total tură")."""
    chosen: tuple[int, ...] = ()
    """The faces of the dice chosen from it that lie on the mat, grouped as its row will
    group them: pictured in the line (S96 3.)."""
    note: str = ""
    """With no die chosen from it, what stands at its right instead, quiet: how many dice it
    throws ("5 zaruri"), or under a bust what it made ("0", in the bust's red): never a bare
    header (S96 3.)."""


def draw_next_throw(surface: pygame.Surface, place: pygame.Rect, scale: float,
                    line: NextThrow, lost: bool, points_size: int, words_size: int,
                    cache: FaceCache, side: int) -> None:
    """The throw not yet set aside in its ``place``: its words at the left, kept in their place
    as dice are chosen (S26), the dice chosen from it pictured after them (the rows' die
    ``side``, smaller when the line is short of room: ruling S96 3., round 81; a narrow
    ledger gives the words up to the dice), what they add so far at the right, green, in its
    row's ``points_size`` (S81 1.), or its quiet ``note`` while none is chosen; never grey
    placeholder squares nor an empty rule (ruling S64 2., critic cB78 #1); ``lost``: the
    throw that busted, its words in the bust's dull red."""
    inner = theme.px(10, scale)
    air = theme.px(14, scale)
    layout_record.panel(surface, place, "ledger_lost_throw" if lost else "ledger_next_throw")
    right = place.right - inner
    if line.points and not lost:  # what it adds so far, where its row's points will stand
        size = fit_size(line.points, points_size, place.w // 3)
        drawn = draw_text(surface, line.points, size, theme.FARKLE_VALID,
                          (right, place.centery), "midright", role="ledger_next_points")
        right = drawn.left
    elif line.note:  # (no die chosen from it: never a bare header, S96 3.)
        drawn = draw_text(surface, line.note, words_size, LOST_FIGURE if lost else theme.MUTED,
                          (right, place.centery), "midright", role="ledger_next_note")
        right = drawn.left
    left = place.x + inner
    count = len(line.chosen) if not lost else 0
    gap = max(2, theme.px(6, scale))
    die = min(side, place.h - 2 * max(2, theme.px(4, scale)))
    words_end = left + text_size(line.words, words_size)[0] + air
    fits = (right - air - words_end - (count - 1) * gap) // max(1, count)
    if not count or fits >= max(DIE_LEAST, die * 2 // 3):  # its words in their place, kept
        tint = LOST_FIGURE if lost else theme.MUTED  # as dice are chosen (hF90, S26)
        draw_text(surface, line.words, words_size, tint, (left, place.centery), "midleft",
                  role="ledger_next_throw")
        left = words_end  # (a narrow ledger gives them up to the dice: S96 3.)
    if count:
        die = min(die, (right - air - left - (count - 1) * gap) // count)
        if die >= DIE_LEAST:
            row = draw_dice_row(surface, cache, line.chosen, (left, place.centery - die // 2),
                                die, gap)
            for k in range(count):
                layout_record.panel(surface, pygame.Rect(row.x + k * (die + gap), row.y, die,
                                                         die), "ledger_next_die")


DIE_LEAST = 14
"""The smallest die the throw's line pictures (px): under it the line keeps its words and
points (a very narrow ledger), never a smudge."""
