"""The 10 000 coach cards show, each beside what it names, and none lies over a button
("Anulează" greyed too), the title, the prompt, the dice row, the "Selecție" line or the
players' rows, at 1920×1080, 1366×768 and 1024×600: the dice' cards sit on the empty mat
under their die, the others in the side panels' free room. "Anulează" stays drawn while a
card shows, the title and the prompt too but under a die's card above its die or the risk
card, which lie on them (hC28: they wait, not drawn). The layout check (``keep_out`` of
``tests.layout_check.problems``) fails a card over any of them."""

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


def _frame_texts(app, table) -> dict[str, pygame.Rect]:
    """The texts drawn in one frame of the table, each with its rect."""
    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        return {t.text: pygame.Rect(t.rect) for t in layout_record.frame().texts}
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_card_leaves_the_buttons_title_prompt_and_row_free(tmp_path, size):
    for build, mark in MARKS:
        app = coach_app(tmp_path / build, size=size)  # frames undrawn but the checked one
        try:
            getattr(screens_coach, build)(app)
            table = _table(app)
            card = table.coach.card
            assert table.coach.shown == mark and card is not None, (mark, size)
            title, undo = table.heading(), table.undo_button
            dice = [("die", pygame.Rect(d)) for d in table.hit_targets()]  # (hC31: each die;
            # their union spans the row and the mat, where the bank's card stands between)
            # (rewritten, round 64, the lead's ruling: a card may lie over a disabled button,
            # the greyed "Anulează" (the bank's card does), never over a live one)
            live = [("undo", pygame.Rect(undo.rect))] if undo.enabled else []
            for name, rect in [*table.coach_keep_out().items(), *dice, *live]:
                assert not card.colliderect(rect), (mark, size, name, card, rect)
            assert layout_problems(app, mark) == [], (mark, size)
            texts = _frame_texts(app, table)
            said = [title, table._status()[0],
                    *(p.name for p in table.game.players if not p.is_computer)]
            # the "Selecție" line only with dice on the mat (S64 1., round 79: the mat and
            # its line folded when it holds none, never "Selecție: —"; the set-aside card
            # shows before a die is chosen, over the folded mat)
            if table.mat_share() > 0:
                said.append(table.selection_label()[0])
            else:
                assert not [t for t in texts if table.selection_label()[0] in t], (mark, size)
            # (hC28 let a die's card and the risk card lie on the prompt line and the
            # title, which waited under them; hC31 reverses it: every card is low enough to
            # stand beside them, both said all the while; round 72: the set-aside card says
            # what the prompt asks, which waits: tests/test_coach_one_speaker.py)
            if mark == "farkle.set_aside":
                said.remove(table._status()[0])
            for text in said:  # drawn, and not under the card
                shown = [r for t, r in texts.items() if text in t]
                assert shown and not any(card.colliderect(r) for r in shown), (mark, size, text)
            assert undo.visible == undo.enabled, (mark, size)  # drawn only while it can be
            # used (S108 3., round 82: no greyed row; before, in its place all game, hF20)
        finally:
            app.close()


def test_the_layout_check_finds_a_card_over_what_it_keeps_out():
    from game.widgets.layout_record import Frame, PanelMark
    from tests.layout_check import problems

    card = PanelMark(pygame.Rect(400, 40, 300, 120), "coach")
    keep = {"title": pygame.Rect(380, 20, 500, 60), "undo_button": pygame.Rect(0, 500, 90, 40)}
    found = problems(Frame(texts=[], panels=[card]), (1024, 600), keep_out=keep)
    assert any("over the title" in f for f in found), found
    assert not any("undo_button" in f for f in found), found
