"""A Yams coach card never lies on the Clasament drawn (hC13: the hold and box cards lay on it at
1024x600 and 1366x768): where the felt beside its target is too small, a narrower card
first, then the hold tray's free part (the card closes on the click that sends a die there,
its placeholder words give the card their room), never the standings, the dice, the
sheet's row it speaks of or a button. The layout check knows the standings' rectangle.
Amended in round 76 (hC79, ruling S20): a first game's hold card docks in the Clasament's
band; the standings wait under it, not drawn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views.coach_dock import covers_standings
from tests.coach_reached import read, reading_of
from tests.layout_check import problems
from tests.test_coach_marks import layout_problems
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown")


@reading_of(*BUILDS)
def standings_and_card(app: Any) -> tuple[Any, ...]:
    """The card, the mark shown, the standings' rectangle, the dice in play and the layout
    check's problems of the frame drawn once, read once a session (tests/coach_reached.py)."""
    table = _table(app)
    card = None if table.coach.card is None else pygame.Rect(table.coach.card)
    standings = table.standings.rect(table.game, table.tr, table.message_rects())
    dice = tuple(pygame.Rect(d) for d in table.dice_in_play_rects())
    return (card, table.coach.shown, None if standings is None else pygame.Rect(standings),
            dice, layout_problems(app, table.coach.shown or "no card"), covers_standings(table))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", BUILDS)
def test_a_yams_card_never_lies_on_the_standings(tmp_path, build, size):
    card, shown, standings, dice, found, docked = read(tmp_path, size, build,
                                                       standings_and_card)
    assert card is not None, (build, size, shown)
    assert standings is not None
    # (S20, round 76: the hold card docks in the Clasament's band, the standings waiting
    # under it, undrawn: the layout check below names a card over a drawn standings panel)
    assert not card.colliderect(standings) or (shown == "yams.hold" and docked), (
        build, size, card, standings)
    for die in dice:
        assert not card.colliderect(die), (build, size, card, die)
    assert not [p for p in found if "coach" in p], (build, found)


def test_the_layout_check_knows_the_standings_rectangle():
    """A card over the standings' panel is a problem the layout check names."""
    from game.widgets.layout_record import Frame, PanelMark

    frame = Frame(panels=[PanelMark(pygame.Rect(100, 100, 200, 80), "standings"),
                          PanelMark(pygame.Rect(150, 150, 200, 80), "coach")])
    found = problems(frame, (800, 600))
    assert any("coach mark" in p and "standings" in p for p in found), found
