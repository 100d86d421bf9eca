"""Six dice set aside in one group (hot dice' six on the mat, "Trei perechi", a straight)
keep their row readable at every size (round 65, critic B64: the row's label dropped under
specks of dice and sat on the row's rim): such a row takes two places of the ledger's grid,
its dice across the top at the rows' own size, its name and points on one line under them,
everything inside its place and the panel, across a hot-dice re-roll too (the six's row
above the rows of the new round, the oldest folded into one line when they do not fit)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_ledger import (
    StoryRow,
    ValueLine,
    draw_story,
    ledger_grow,
    ledger_places,
)

# the ledger's rects at 1920×1080, 1366×768 and 1024×600, two players and three
LEDGERS = [((56, 550, 460, 440), 1.0), ((56, 634, 460, 356), 1.0),
           ((39, 389, 327, 315), 768 / 1080), ((39, 434, 327, 270), 768 / 1080),
           ((30, 297, 245, 255), 1024 / 1920), ((30, 306, 245, 246), 1024 / 1920)]

SIX_PENDING = StoryRow((1, 1, 2, 2, 5, 5), "în selecție", "+400", pending=True)
SIX_AWAY = StoryRow((2, 2, 2, 1, 5, 5), "Trei de 2 + un 1 + doi de 5", "400")
AFTER_HOT = StoryRow((1,), "în selecție", "+100", hot_mark="Zaruri fierbinți", pending=True)
STORIES = {"six on the mat": [SIX_PENDING], "six set aside": [SIX_AWAY],
           "hot re-roll": [SIX_AWAY, AFTER_HOT],
           "hot re-roll, two more": [SIX_AWAY, StoryRow((5,), "Un 5", "50", hot_mark="Zaruri"
                                                           " fierbinți"), AFTER_HOT],
           "four and two": [StoryRow((2, 2, 2, 5), "Trei de 2 + un 5", "250"),
                            StoryRow((1, 1), "Doi de 1", "200")]}


def _drawn(rect, scale, rows):
    size = (rect[0] + rect[2] + 20, rect[1] + rect[3] + 20)
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        draw_story(surface, pygame.Rect(rect), scale, FaceCache(), "Puse deoparte", "", rows,
                   ValueLine("Total tură", "400"), earlier="Aruncări anterioare: 1 500",
                   free_from=0)
        return layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("rect", "scale"), LEDGERS)
@pytest.mark.parametrize("story", list(STORIES))
def test_six_dice_and_their_words_stay_in_their_row(rect, scale, story):
    rows = STORIES[story]
    frame = _drawn(rect, scale, rows)
    panel = pygame.Rect(rect)
    places = [p.rect for p in frame.panels if p.role in ("ledger_row", "ledger_pending")]
    dice = [p.rect for p in frame.panels if p.role == "ledger_dice"]
    side = theme.px(theme.FARKLE_SMALL_DIE * ledger_grow(panel, scale), scale)
    rim = max(3, theme.px(6, scale))
    assert places and len(dice) == len(places), (story, places, dice)
    for row, place, row_dice in zip(rows[len(rows) - len(places):], places, dice,
                                    strict=True):
        assert panel.contains(place), (story, panel, place)
        assert place.contains(row_dice), (story, place, row_dice)
        name = next(t.rect for t in frame.texts if t.text == row.name
                    and place.collidepoint(t.rect.center))
        points = next(t.rect for t in frame.texts if t.text == row.points)
        assert place.inflate(-2 * rim, -2 * rim).contains(name), (story, place, name)  # clear
        assert place.contains(points), (story, place, points)  # of the rim
        assert not name.colliderect(row_dice) and not name.colliderect(points), (story, name)
        if place.h > ledger_places(panel, scale)[0].h:  # a tall row: points by its dice
            assert row_dice.top <= points.centery <= row_dice.bottom, (story, points)
        if len(row.dice) == 6:  # the rows' own dice, not specks
            assert row_dice.h >= side * 4 // 5, (story, row_dice, side)
            assert place.h > ledger_places(panel, scale)[0].h, (story, place)  # two places
