"""A Yams coach card never lies on the Clasament (hC13: the hold and box cards lay on it at
1024x600 and 1366x768): where the felt beside its target is too small, a narrower card
first, then the hold tray's free part (the card closes on the click that sends a die there,
its placeholder words give the card their room), never the standings, the dice, the
sheet's row it speaks of or a button. The layout check knows the standings' rectangle."""

from __future__ import annotations

import pygame
import pytest

from tests.layout_check import problems
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown"])
def test_a_yams_card_never_lies_on_the_standings(tmp_path, build, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None, (build, size, table.coach.shown)
        standings = table.standings.rect(table.game, table.tr, table.message_rects())
        assert standings is not None
        assert not card.colliderect(standings), (build, size, card, standings)
        for die in table.dice_in_play_rects():
            assert not card.colliderect(die), (build, size, card, die)
        assert not [p for p in layout_problems(app, build) if "coach" in p]
    finally:
        app.close()


def test_the_layout_check_knows_the_standings_rectangle():
    """A card over the standings' panel is a problem the layout check names."""
    from game.widgets.layout_record import Frame, PanelMark

    frame = Frame(panels=[PanelMark(pygame.Rect(100, 100, 200, 80), "standings"),
                          PanelMark(pygame.Rect(150, 150, 200, 80), "coach")])
    found = problems(frame, (800, 600))
    assert any("coach mark" in p and "standings" in p for p in found), found
