"""The 10 000 coach cards show, each beside what it names, and none lies over the mat or its
"Selecție" line (what a set-aside die becomes): the set-aside and refused dice' cards take
the title's and the prompt's place above their die (both yield while it shows), the risk,
bank and hot dice' cards the greyed "Anulează"'s place under the buttons (back once the card
is closed), at 1920×1080, 1366×768 and 1024×600. The layout check
(``tests.layout_check.COACH_KEEPS_CLEAR``) fails a card over the mat."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MARKS = (("_farkle_set_aside", "farkle.set_aside"), ("_farkle_refused", "farkle.refused"),
         ("_farkle_risk", "farkle.risk"), ("_farkle_bank", "farkle.bank"),
         ("_farkle_hot", "farkle.hot"))


def _frame_texts(app, table) -> list[str]:
    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        return [t.text for t in layout_record.frame().texts]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_card_shows_clear_of_the_mat_and_its_line(tmp_path, size):
    from game.views.coach_farkle import covers_prompt, selection_line_rect

    for build, mark in MARKS:
        app = coach_app(tmp_path / build, size=size)  # frames undrawn but the checked one
        try:
            getattr(screens_coach, build)(app)
            table = _table(app)
            card = table.coach.card
            assert table.coach.shown == mark and card is not None, (mark, size)
            assert not card.colliderect(table.mat), (mark, size, card, table.mat)
            assert not card.colliderect(selection_line_rect(table)), (mark, size, card)
            assert layout_problems(app, mark) == [], (mark, size)
            texts = _frame_texts(app, table)
            prompt = table._status()[0]
            if card.colliderect(table.undo_button.placed):
                assert not table.undo_button.visible  # its greyed place lent to the card
            else:
                assert table.undo_button.visible
            assert (prompt in texts) == (not covers_prompt(table))  # yields, never cut
            table.coach.dismiss()
            app.step(1 / 60)
            assert table.undo_button.visible  # the greyed "Anulează" is back in its place
        finally:
            app.close()
