"""The 10 000 coach card 4/5 (banking) points at "Încasează" itself (round 64, critics B61/B62:
it pointed at the tray). The lead's ruling: a coach card may lie over a button that is
disabled at that moment (the greyed "Anulează"), never over a live one, a die, the mat's
selection or the table's words; so at every size the card stands under the bank button, over
the greyed "Anulează", its arrow's tip at the button's edge."""

from __future__ import annotations

import pygame
import pytest

from tests.layout_check import SHORT_MOST
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_arrow_touches_the_bank_button(tmp_path, size):
    """Card 4/5's arrow ends on "Încasează" (within a few pixels of its edge), the button lit."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.bank"
        bank = pygame.Rect(table.bank_button.rect)
        assert coach.target == bank, (size, coach.target, bank)
        tip = coach.pointer_route()[-1]
        assert bank.inflate(2 * SHORT_MOST, 2 * SHORT_MOST).collidepoint(tip), (size, tip, bank)
        assert coach.lit == bank
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_covers_no_live_button_die_or_word(tmp_path, size):
    """The card lies over no enabled button, no die, not the mat, not the "Selecție" line,
    the title, the prompt nor any side panel; the greyed "Anulează" may lie under it."""
    from game.views.coach_farkle import prompt_rect, selection_line_rect, title_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and table.coach.shown == "farkle.bank"
        assert not table.undo_button.enabled  # the moment the ruling speaks of
        live = [w for w in table.focus.widgets if getattr(w, "visible", True)
                and getattr(w, "enabled", True)]
        for widget in live:
            assert not card.colliderect(widget.rect), (size, card, widget.rect)
        for die in [*table.hit_targets(), *table.dice_in_play_rects()]:
            assert not card.colliderect(die), (size, card, die)
        words = [table.mat, selection_line_rect(table), title_rect(table), prompt_rect(table),
                 table.players_rect, table.groups_rect, table.turn_rect, table.guide_rect]
        for rect in words:
            assert not card.colliderect(rect), (size, card, rect)
        assert not [p for p in layout_problems(app, "bank") if "coach" in p], size
    finally:
        app.close()
