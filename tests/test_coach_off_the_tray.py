"""No 10 000 card lies in a side panel (hC31: the bank's, the last card in one, kept off the
ledger's border; it stands on the felt beside the dice set aside now). (The dice' cards
never lie on the tray since hC22: tests/test_coach_die_leader.py.)"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_farkle_bank"])  # the hot dice' card left the ledger
# for the felt over the mat (hC30, critic C29): tests/test_coach_empty_felt.py
def test_a_card_in_the_ledger_keeps_off_its_border(tmp_path, size, build):
    """hC31 rewrites it to the new promise: the bank's card, once in the ledger (a margin off
    its border), lies in no side panel at all, nor across one's border."""
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        panels = [pygame.Rect(r) for r in (table.groups_rect, table.turn_rect,
                                           table.guide_rect, table.players_rect)]
        ledger = pygame.Rect(table.groups_rect)
        if size == (1024, 600) and card is not None and ledger.colliderect(card):
            # (rewritten, hC41, critic B40: at 1024x600 the felt off "Selecție" holds no
            # card: it stands in the ledger over the turn's total, a margin off its border)
            from game.views.coach import PANEL_RIM

            rim = theme.px(PANEL_RIM, table.scale)
            assert ledger.inflate(-2 * rim, -2 * rim).contains(card), (size, card, ledger)
            panels.remove(ledger)
        assert card is not None and card.collidelist(panels) == -1, (size, build, card)
    finally:
        app.close()
