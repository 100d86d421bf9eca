"""The 10 000 dice' coach cards (the set-aside and the refused die's) sit beside their die,
never on the selection tray where the clicked die lands nor on its "Selecție" line: in the
empty ledger (its placeholder words give the card their room) with a leader to one die."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tests.test_farkle_coach_clear import _frame_texts
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize(("build", "mark"), [("_farkle_set_aside", "farkle.set_aside"),
                                             ("_farkle_refused", "farkle.refused")])
def test_a_die_card_sits_off_the_tray_pointing_at_one_die(tmp_path, size, build, mark):
    """Off the mat and its line; its target one die; the ledger's empty words not drawn
    under it; its leader ends at that die."""
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == mark and coach.card is not None, (size, mark)
        card = coach.card
        assert not card.colliderect(table.mat), (size, mark, card, table.mat)
        from game.views.coach_farkle import selection_line_rect

        assert not card.colliderect(selection_line_rect(table)), (size, mark, card)
        assert coach.target in [pygame.Rect(r) for r in table.hit_targets()], (size, mark)
        assert pygame.Rect(table.groups_rect).contains(card), (size, mark, card)
        texts = _frame_texts(app, table)
        empty = table.tr("farkle.ledger.empty")
        assert not any(t and t in empty and card.colliderect(r) for t, r in texts.items()), (
            size, mark, "the ledger's empty words are drawn under the card")
        tip = pygame.Vector2(coach.pointer()[1])
        die = coach.target.inflate(4 * table.px(8), 4 * table.px(8))
        assert die.collidepoint(tip), (size, mark, tip, coach.target)
        assert not coach.target.collidepoint(tip), (size, mark, tip, coach.target)
    finally:
        app.close()


def _refused(app, die: int):
    from tools.screens_coach import coach_on, settle
    from tools.screens_farkle import play, table_with

    coach_on(app, ["farkle.set_aside"])
    scene = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    scene.press_roll()
    play(app)
    scene.press_die(die)  # a die away from the ledger: no straight leader reaches it
    settle(app, 1.4)
    return _table(app)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("die", [1, 4])
def test_a_far_dies_card_is_never_on_the_tray(tmp_path, size, die):
    """As in play (a first game's refused 2, the second die): the card stays in a side panel,
    its pointer bent round the mat into the die; where even that is too far, no card (the
    refusal's pill says why), never the tray."""
    app = coach_app(tmp_path, size=size)
    try:
        table = _refused(app, die)
        coach = table.coach
        if coach.card is None:
            assert die != 1, (size, "the second die's card found no place")
            return
        assert not coach.card.colliderect(table.mat), (size, die, coach.card, table.mat)
        assert coach.target == pygame.Rect(table.hit_targets()[die])
        assert just_short(coach.pointer_route()[-1], coach.target)
        from tests.test_coach_marks import layout_problems

        assert not [p for p in layout_problems(app, "far die") if "coach" in p]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_farkle_set_aside", "_farkle_refused", "_farkle_hot",
                                   "_farkle_bank"])
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
