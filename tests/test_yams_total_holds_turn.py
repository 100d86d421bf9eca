"""A card's TOTAL counted in its row (critic round 29 §2, §3): the Clasament says the same
figure as the TOTAL cell on every frame (both count together), and the turn does not pass
(the next player's name, "Aruncă" lit) until the count and its resting beat are over."""

from __future__ import annotations

import pytest

from game.flow.total_count import counting
from game.rules.yams import Box, Scorecard
from game.views import yams_turn_entrance
from tests.uihelpers import make_app
from tools.screens_stage import FULL_CARD
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FULL = {**FULL_CARD, Box.ONES: 2, Box.TWOS: 4, Box.THREES: 6, Box.FIVES: 10, Box.SIXES: 12}


def _scored(app):
    """Ion fills his card's last box (a routine TOTAL), Eva still to play."""
    scene = table(app, ["Ana", "Ion", "Eva"], [5, 5, 6, 6, 4],
                  cards=[Scorecard.from_points({**FULL, Box.PENTA: 50})] * 3, computer=False)
    scene.game.current = 1
    scene.game.cards[0] = Scorecard.from_points({**FULL, Box.PENTA: 50, Box.CHANCE: 18})
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    return scene


def test_the_standings_count_with_the_total_and_the_turn_waits_for_it(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _scored(app)
        flow, moment = scene.flow, scene.flow.moment
        # (round 75, hY103, S8 amended: the box just written is seen for its beat first)
        assert moment.kind == "card_total_row" and moment.clock.waiting
        counted = rested = 0
        passed = False
        for _ in range(200):
            shown = yams_turn_entrance.shown_game(scene)
            holding = moment.busy or flow.resting > 0
            if moment.active and moment.counter is not None:
                counter = moment.counter
                # (round 76, S8 amended: the takeover's count, game.flow.total_count)
                cell = counting(counter.start, counter.end, moment.progress)
                # S43 (round 78): the sheet says the new TOTAL; the count, its big figure
                assert shown.cards[counter.player].total == counter.end, (moment.progress, cell)
                # S117 1. (amended round 82, hY130; cA82 #1): the count runs from 0, theatre
                # over the figure the sheet and the Clasament already say (it ran from the
                # TOTAL before the box, a figure the table no longer showed)
                assert 0 <= cell <= counter.end and counter.start == 0, cell
                counted += 1
            elif holding:
                rested += 1
            if holding:
                assert not passed, "the turn passed, then the moment held it again"
                assert flow.shown_turn == 1, (moment.progress, flow.resting)
                assert not scene.roll_button.enabled, (moment.progress, flow.resting)
            elif scene.roll_button.enabled:
                passed = True
                break
            app.step(1 / 20)
        assert counted >= 10 and rested >= 3, (counted, rested)
        assert passed and flow.shown_turn == 2  # then the turn passes: Eva's, her throw lit
    finally:
        app.close()
