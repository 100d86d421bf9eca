"""A coach card never covers the region its pointer names (hC19: the bank's card lay on the
"Puse deoparte" ledger's box, the turn's story it speaks of, which gave way under it): the
10 000 bank card keeps off the ledger's title and box; the layout check reads that region as
what the card points at (``TableCoach.kept_clear``) and fails a card over it."""

from __future__ import annotations

import pytest

from game import theme
from game.views.coach_farkle import ledger_box_region
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bank_card_keeps_off_the_ledger_it_speaks_of(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.bank" and coach.card is not None
        # measured under the table's type floor, as the table draws and the coach places it
        # (round 41: out of it the 1024x600 ledger's rows read 3 px taller, hF41's growth)
        theme.push_type_least(table.type_least)
        try:
            region = ledger_box_region(table)
        finally:
            theme.pop_type_least()
        assert any(r.contains(region) for r in coach.kept_clear()), "the check knows it"
        assert not coach.card.colliderect(region), (size, coach.card, region)
        found = [p for p in layout_problems(app, "bank") if "coach" in p]
        assert found == [], found
    finally:
        app.close()


def test_the_layout_check_fails_a_card_on_its_targets_region():
    """A card flush against what it points at (inside the gold light round it) fails the
    layout check; one a pointer's length away passes."""
    import pygame

    from game.widgets.layout_record import Frame, PanelMark
    from tests.layout_check import problems

    target = pygame.Rect(400, 300, 200, 40)
    for card, bad in ((pygame.Rect(400, 344, 300, 120), True),
                      (pygame.Rect(400, 370, 300, 120), False)):
        frame = Frame(panels=[PanelMark(card, "coach")])
        found = [p for p in problems(frame, (1920, 1080), pointed=target)
                 if "region it points at" in p]
        assert bool(found) == bad, (card, found)
