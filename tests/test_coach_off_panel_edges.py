"""A 10 000 coach card standing on the felt keeps at least 8 window pixels off every side
panel's edge at 1024x600 too (critic B50: the bank's card stood 4-5 px off the players'
panel, "cramped"); a card set inside a panel's free room (the empty ledger's box) is not
on the felt and is judged by its own tests."""

from __future__ import annotations

import pytest

from tests.test_coach_empty_felt import FARKLE_STEPS
from tests.test_coach_keeps_its_distance import gap
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PANEL_AIR = 8
"""The least window pixels between a card on the felt and a side panel's edge."""


@pytest.mark.parametrize("step", FARKLE_STEPS)
def test_a_card_on_the_felt_keeps_8_px_off_the_side_panels_at_1024(tmp_path, step):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None, step
        panels = [r for r in (table.players_rect, table.groups_rect, table.turn_rect,
                              table.guide_rect) if r.w > 0 and not r.contains(card)]
        near = [(tuple(r), gap(card, r)) for r in panels if gap(card, r) < PANEL_AIR]
        assert not near, (step, tuple(card), near)
    finally:
        app.close()
