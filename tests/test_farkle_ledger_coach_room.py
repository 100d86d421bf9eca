"""A first game's coach cards leave the 10 000 ledger whole (hC28, critic C27: the set-aside
card lay on the ledger): the set-aside card stands above its die, the bank's beside the dice
set aside (hC31), neither on the ledger. (Kept from round 31's primer tests when hF72 retired
the primer: the "Punctaj" guide lights what scores now.)"""

from __future__ import annotations

import pytest

from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_no_coach_card_lies_on_the_ledger(tmp_path):
    from tests.test_coach_marks import coach_app
    from tests.test_coach_places import _table
    from tools import screens_coach

    app = coach_app(tmp_path / "aside")
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app, 40)  # landed, seen: the set-aside card is up, above its die
        card = table.coach.card
        assert card is not None and not card.colliderect(table.groups_rect), card
    finally:
        app.close()
    app = coach_app(tmp_path / "bank")
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and not card.colliderect(table.groups_rect), card
    finally:
        app.close()
