"""A 10 000 card in a side panel (the bank's, in the ledger) keeps off the panel's border.
(The dice' cards never lie on the tray since hC22: tests/test_coach_die_leader.py.)"""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_farkle_bank"])  # the hot dice' card left the ledger
# for the felt over the mat (hC30, critic C29): tests/test_coach_empty_felt.py
def test_a_card_in_the_ledger_keeps_off_its_border(tmp_path, size, build):
    """A card in a side panel keeps a margin from the panel's border (never flush on it)."""
    from game.views.coach import PANEL_RIM

    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card, ledger = table.coach.card, pygame.Rect(table.groups_rect)
        assert card is not None and ledger.contains(card), (size, build, card, ledger)
        rim = table.px(PANEL_RIM)
        assert ledger.inflate(-2 * rim, -2 * rim).contains(card), (size, build, card, ledger)
    finally:
        app.close()
