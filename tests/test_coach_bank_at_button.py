"""The 10 000 coach card 4/5 (banking) and the buttons (ruling S5, round 67; critics B65/B66:
it lay over the greyed "Anulează"). Round 64 pointed it at "Încasează" itself, under the
button and over the greyed "Anulează" (the lead's ruling then: a card may lie over a
disabled button); S5 reverses that ruling: no card lies over a button, lit or greyed, so
at every size the card stands on the felt over the mat, "Anulează" drawn whole under the
buttons; round 71 (critic: it "pushes a bank beside a red 'Aruncă'" while it pointed at the
mat): its pointer goes round the mat to "Încasează" itself, the button lit."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_covers_no_button_lit_or_greyed_die_or_word(tmp_path, size):
    """The card lies over no button (the greyed "Anulează" too), no die, not the mat, not
    the "Selecție" line, the title, the prompt nor any side panel."""
    from game.views.coach_farkle import prompt_rect, selection_line_rect, title_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and table.coach.shown == "farkle.bank"
        assert not table.undo_button.enabled  # the moment the old ruling spoke of
        shown = [w for w in table.focus.widgets if getattr(w, "visible", True)]
        for widget in shown:
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


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_points_at_the_bank_button_itself(tmp_path, size):
    """Round 71 (critic, round 70: card 4/5 "pushes a bank beside a red 'Aruncă'", pointing
    at the mat): the card that speaks of banking points at "Încasează" itself, the button
    lit; its pointer bends round the mat (ruling S5) and crosses no other button, no die,
    not the mat, no side panel, its tip just over the button's top."""
    from game.views.coach_place import route_crosses

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach, bank = table.coach, pygame.Rect(table.bank_button.rect)
        assert coach.shown == "farkle.bank"
        assert coach.target == bank and coach.lit == bank, (size, coach.target)
        route = coach.pointer_route()
        assert route is not None and len(route) >= 3, route
        tip = route[-1]
        assert bank.x < tip[0] < bank.right and bank.top - 12 <= tip[1] <= bank.top, tip
        others = [pygame.Rect(w.rect) for w in table.focus.widgets
                  if getattr(w, "visible", True) and w is not table.bank_button
                  and w.rect.w > 0]
        others += [pygame.Rect(d) for d in (*table.hit_targets(), *table.dice_in_play_rects())]
        others += [pygame.Rect(r) for r in (table.mat, table.players_rect, table.groups_rect,
                                            table.turn_rect, table.guide_rect) if r.w > 0]
        assert route_crosses(route, others) is None, (size, route)
    finally:
        app.close()
