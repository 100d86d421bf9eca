"""A coach card has two ways out, not three (round 73, critic K72 #7: "Înainte →", an
underlined "Nu mai arăta" and a "×" on every card): its step forward ("Înainte →", "Gata"
on the last) and "Nu mai arăta", which stops the tips for good. No "×": nothing but the
card's margin lies right of its action column (a click elsewhere, or a key, still closes it
for now). That margin is felt paper, never a touch (round 73, critic O73: "Am înțeles →" and
"Gata →" touched the card's right edge): at least 20 reference px, never under 10 window px.
Every card of a first game, at the three sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views.coach_card import ACTIONS_PAD_X, footer_rects, is_narrow
from tests.coach_reached import read, reading_of
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


BUILDS = ("_yams_hold", "_yams_countdown", "_farkle_set_aside", "_farkle_bank")


@reading_of(*BUILDS)
def card_actions(app: Any) -> tuple[Any, ...] | None:
    """The card, its footer and the table's scale, read once a session
    (tests/coach_reached.py); None with no card shown."""
    table = _table(app)
    coach = table.coach
    if coach.card is None:
        return None
    return pygame.Rect(coach.card), tuple(coach.footer), table.scale


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", BUILDS)
def test_a_card_ends_with_its_two_actions(tmp_path, build, size):
    shown = read(tmp_path, size, build, card_actions)
    assert shown is not None, (build, size)
    card, footer, scale = shown
    step, stop, nxt = footer_rects(card, footer, scale)
    assert nxt.w > 0 and stop.w > 0 and card.contains(nxt) and card.contains(stop)
    pad = theme.px(ACTIONS_PAD_X, scale)
    if is_narrow(card, scale):  # its head: the step alone
        assert card.right - step.right >= card.w // 2, (build, size, step, card)
    else:
        margin = card.right - max(nxt.right, stop.right)
        assert max(10, theme.px(20, scale)) <= margin <= pad + 2, (build, size, card,
                                                                   nxt, stop)
