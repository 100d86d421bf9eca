"""The 10 000 ledger's line of the throw being played ("Aruncarea 2"), under the turn's rows:
its words, and once dice are chosen from it what they add. Split from
:mod:`game.widgets.farkle_ledger` (round 81, hF107), which re-exports :class:`NextThrow`."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.struck_figure import LOST_FIGURE
from game.widgets.text import draw_text, fit_size


@dataclass(frozen=True)
class NextThrow:
    """The turn's throw not yet set aside, as the ledger's line under its rows says it
    (round 73, hF84): its words ("Aruncarea 2") and how many dice it throws. The dice chosen
    from it are the mat's alone while they lie there: the ledger never repeats what the mat
    shows (S64 amended round 79, fixC); they are written as its row once set aside."""

    words: str
    dice: int
    points: str = ""
    """What the dice chosen from it add so far ("+600"), once they lie on the mat; "" while
    none scores (ruling S81 1., round 80: the line over a blank panel beside "Total tură")."""


def draw_next_throw(surface: pygame.Surface, place: pygame.Rect, scale: float,
                    line: NextThrow, lost: bool, points_size: int, words_size: int) -> None:
    """The throw not yet set aside in its ``place``: its words alone, at the left. The dice
    chosen from it are the mat's while they lie there, never drawn again here (S64 amended
    round 79, fixC: every message said once); never grey placeholder squares nor an empty
    rule (ruling S64 2., critic cB78 #1); ``lost``: the throw that busted, its words in the
    bust's dull red; its ``points`` so far at the right, green, in its row's ``points_size``
    (S81 1.)."""
    inner = theme.px(10, scale)
    layout_record.panel(surface, place, "ledger_lost_throw" if lost else "ledger_next_throw")
    tint = LOST_FIGURE if lost else theme.MUTED
    draw_text(surface, line.words, words_size, tint, (place.x + inner, place.centery),
              "midleft", max_width=place.w // 2, role="ledger_next_throw")
    if line.points and not lost:  # what it adds so far, where its row's points will stand
        size = fit_size(line.points, points_size, place.w // 3)
        draw_text(surface, line.points, size, theme.FARKLE_VALID,
                  (place.right - inner, place.centery), "midright", role="ledger_next_points")
