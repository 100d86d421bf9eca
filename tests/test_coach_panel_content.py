"""A 10 000 coach card never lies on a side panel's live content: the Tura panel's rows, its
risk bar, its foot ("Lider" under its rule), the ledger's rows, its empty box and its total
under its rule (an empty part of a panel may hold a card); the risk card points at the Tura
panel's risk meter from the top of the middle column, off every side panel (hC28); the
bank card sits in the ledger's free middle (the empty ledger leaves it free); the hot dice'
card on the felt over the mat, off every panel (hC30)."""

from __future__ import annotations

import pytest

from game.views.coach_farkle import risk_meter_rect, row_rect
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CONTENT = ("over the words", "over a panel's")
"""The layout check's words for a card on a panel's live content."""


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize(("build", "mark"), [
    ("_farkle_set_aside", "farkle.set_aside"), ("_farkle_refused", "farkle.refused"),
    ("_farkle_risk", "farkle.risk"), ("_farkle_bank", "farkle.bank"),
    ("_farkle_hot", "farkle.hot")])
def test_a_farkle_card_keeps_off_the_panels_live_content(tmp_path, build, mark, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        assert table.coach.shown == mark
        found = [p for p in layout_problems(app, build) if any(c in p for c in CONTENT)]
        assert found == []
        if mark == "farkle.risk":  # the meter it explains (hC27: not "Aruncă"), from the
            # top of the middle column, off every side panel (hC28: in the Tura panel it hid
            # its notes and "Lider", on the scoring guide its rows)
            meter = risk_meter_rect(table)
            assert meter.collidepoint(table.coach.target.center), table.coach.target
            panels = [table.turn_rect, table.guide_rect, table.groups_rect, table.players_rect]
            assert table.coach.card.collidelist(panels) == -1, table.coach.card
            # (rewritten, round 67, ruling S5: over the dice row it lay 4 px off the dice at
            # 1024x600; it stands under the row now, 16 reference px off the dice)
            assert table.coach.card.top > row_rect(table).bottom, table.coach.card
        if mark in ("farkle.bank", "farkle.hot"):  # (the bank's: hC31 reverses hC22's place
            # in the ledger's free middle: beside the dice set aside, like the hot dice';
            # hC30, critic C29: it lay on "Puse deoparte"): on the felt over the mat, off
            # every side panel
            panels = [table.turn_rect, table.guide_rect, table.groups_rect, table.players_rect]
            # (hC41 let the bank's stand in the ledger at 1024x600; round 50, critic B41: the
            # felt over the mat holds it there too, the same target at every size)
            assert table.coach.card.collidelist(panels) == -1, table.coach.card
    finally:
        app.close()
