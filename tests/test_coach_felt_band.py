"""The 10 000 coach cards of the dice, the bank and the hot dice stand on the felt between the
dice row and the "Selecție" line at every window size, beside what they point at, the same
target at every size (round 50, critic B41 "Coach marks" 7: the hot dice' card lay on the dice
row's empty slots; at 1024x600 the set-aside card stood inside the ledger, and the bank's
pointed at the ledger's total there, at the dice on the mat at the larger sizes).

The table lays the felt out tall enough for them (:func:`game.views.coach_reads.felt_card_band`:
the mat gives the height it kept for a die's card on it): each card is off every side panel,
off the dice row (its dice and its empty slots), clear of the "Selecție" words, and points at
its die (the set-aside and refused cards) or at the dice on the mat (the bank's and the hot
dice' cards), never at the ledger."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_card import WORD_CLEAR
from game.views.coach_farkle import risk_meter_rect, row_rect, selection_line_rect
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("build", "mark"), [
    ("_farkle_set_aside", "farkle.set_aside"), ("_farkle_refused", "farkle.refused"),
    # (round 64, critics B61/B62: the bank's card left this band: it stands under
    # "Încasează" over the greyed "Anulează", tests/test_coach_bank_at_button.py)
    ("_farkle_hot", "farkle.hot")])
def test_the_card_stands_between_the_dice_row_and_the_mat_at_every_size(tmp_path, build,
                                                                         mark, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == mark and coach.card is not None, (size, mark, "no card")
        card = coach.card
        panels = [pygame.Rect(r) for r in (table.players_rect, table.groups_rect,
                                           table.turn_rect, table.guide_rect) if r.w > 0]
        assert card.collidelist(panels) == -1, (size, mark, card, "on a side panel")
        if mark == "farkle.hot":  # S40 (amended round 77, hQ83, critic cB77): the cup
            # with the six stands on that felt; S46 (round 78, hC82, critics cA77, cF77: the
            # card lay on the tray pointing at "Risc"): the card beside the cup, off the tray,
            # pointing at the six in it (tests/test_coach_beside_what_it_explains.py)
            from game.views import farkle_cup

            # (S81 3., round 80, hF102: under the cup, on the felt the folded mat leaves)
            assert table.mat_share() == 0 or not card.colliderect(table.mat), (size, card)
            assert not card.colliderect(farkle_cup.cup_place(table)), (size, card)
            assert coach.target.colliderect(farkle_cup.cup_place(table)), size
            assert not coach.target.colliderect(risk_meter_rect(table)), size
            return
        row = row_rect(table)  # the dice and the empty slots' outlines alike
        assert card.top > row.bottom, (size, mark, card, row, "on the dice row")
        words = selection_line_rect(table)
        assert card.bottom + WORD_CLEAR <= words.top or card.left >= words.right + WORD_CLEAR, \
            (size, mark, card, words, "on the 'Selecție' words")
        assert not card.colliderect(table.mat), (size, mark, card, table.mat)
        if mark == "farkle.hot":  # the risk meter its words give (round 72: not a die)
            meter = risk_meter_rect(table)
            assert coach.target.inflate(4, 4).contains(meter), (size, mark, coach.target)
        else:  # its die, right over the card
            assert coach.target in [pygame.Rect(r) for r in table.hit_targets()], size
            assert card.left < coach.target.centerx < card.right, (size, mark, card)
    finally:
        app.close()


def test_every_farkle_card_keeps_8_px_off_the_prompt_and_the_title(tmp_path):
    # (hC41, critic B40: the dice' cards stood 2-3 px under the prompt at 1024x600; since
    # round 50 they stand under their dice and only the risk card comes near the prompt, its
    # place held off it by other rooms: the rule itself is pinned, each mark's places avoid
    # the prompt and the title with WORD_CLEAR round them)
    from game.views.coach_farkle import farkle_avoid, keep_out

    app = coach_app(tmp_path, size=(1024, 600))
    try:
        screens_coach._farkle_risk(app)
        table = _table(app)
        for mark in ("farkle.set_aside", "farkle.refused", "farkle.risk", "farkle.bank",
                     "farkle.hot"):
            avoid = farkle_avoid(table, mark)
            for name in ("title", "prompt"):
                wide = keep_out(table)[name].inflate(2 * WORD_CLEAR, 2 * WORD_CLEAR)
                assert any(r.contains(wide) for r in avoid), (mark, name, wide)
    finally:
        app.close()
