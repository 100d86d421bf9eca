"""Ruling S40 (round 77, hQ83, critic cB77: the hot dice' coach card sat on the cup's base,
the six dice going back into it): the hot dice' card stands beside what it explains, never
over the cup that holds the six dice, a die, a button or the prompt, at every size. S46
(round 78, hC82, critics cA77, cF77): beside the cup on the felt, off the tray (S40 had it on
the empty tray, its way bent up to the risk meter), a straight pointer at the six in the
cup's mouth."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_cup
from game.views.coach_farkle import keep_out, visible_buttons
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hot_dice_card_keeps_off_the_cup_the_dice_the_buttons_and_the_prompt(tmp_path,
                                                                                   size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_hot(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.hot" and coach.card is not None, (size, coach.shown)
        assert farkle_cup.cue_shown(table), size  # the six back in the cup, drawn
        card = pygame.Rect(coach.card)
        cup = farkle_cup.cup_place(table)
        assert not card.colliderect(cup), (size, card, cup)
        kept = keep_out(table)
        assert not card.colliderect(kept["cup"]), (size, card, kept["cup"])
        # (S46, round 78, hC82: beside the cup, off the tray, a straight pointer at the six
        # in it; S40's card on the tray, its way up to the meter, is reversed. S81 3., round
        # 80, hF102: under the cup, on the felt the folded mat leaves, pointing up at it)
        # (amended round 81, hF106, ruling S95 1.: the tray stands under the cup at every
        # beat: the card under the cup where the felt over the tray holds it, else beside
        # the cup, never on the tray)
        assert card.top >= cup.bottom or card.left >= cup.right or card.right <= cup.left
        assert not card.colliderect(table.mat) and not coach.route, (size, card, table.mat)
        for rect in (kept["prompt"], *visible_buttons(table), *table.hit_targets(),
                     *table.dice_in_play_rects()):
            assert not card.colliderect(pygame.Rect(rect)), (size, card, rect)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_hot_dice_card_comes_once_the_six_are_in_the_cup_and_stays(tmp_path, size):
    """(S40: the card came while the six still lay on the mat, then vanished as they went
    into the cup, its place taken, and came back on the tray: a region that jumps.) The card
    comes once the six are in the cup, and stays, in one place, until the throw."""
    from game.flow.farkle_hot_back import into_cup
    from tools.screens_coach import coach_on
    from tools.screens_farkle import play, table_with

    app = coach_app(tmp_path, size=size)
    try:
        coach_on(app, ["farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank"])
        table = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        places = []
        for _ in range(60):
            app.step(0.1)
            card = table.coach.card if table.coach.shown == "farkle.hot" else None
            if card is not None:
                assert into_cup(table.flow) >= 1.0, (size, len(places))
            if places or card is not None:
                places.append(None if card is None else tuple(card))
        assert places and len(set(places)) == 1, (size, places)
    finally:
        app.close()
