"""The render states of a card's TOTAL show a card a game could give: every box a score some
dice could write there, and the rare TOTAL ("Foaie completă!", which once said "Bonusul de sus
câștigat: +35") over upper boxes that earn it (63 or more: critic hB25 saw 42 under the bonus's
words)."""

from __future__ import annotations

import pytest

from game.rules.yams import UPPER_BONUS_THRESHOLD, Box, Scorecard
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FIXED = {Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40, Box.PENTA: 50}


def possible(card: Scorecard) -> list[str]:
    """The boxes of ``card`` no throw of five dice could have written."""
    wrong = []
    for box in Box:
        value = card.boxes[box.value]
        if value is None or value == 0:
            continue
        face = box.value + 1
        if box.is_upper:
            ok = value % face == 0 and value <= 5 * face
        elif box in FIXED:
            ok = value == FIXED[box]
        else:  # a sum of five dice
            ok = 5 <= value <= 30
        if not ok:
            wrong.append(f"{box.name}={value}")
    return wrong


def test_the_routine_total_state_shows_a_possible_card_without_the_bonus(tmp_path):
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _total(app, 50)
        game = app.manager.top.game if hasattr(app.manager.top, "game") else (
            app.manager.stack[-2].game)
        card = game.cards[game.last_event.player]
        assert card.upper_total < UPPER_BONUS_THRESHOLD
        for other in game.cards:
            assert possible(other) == [], possible(other)
    finally:
        app.close()
