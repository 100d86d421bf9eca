"""The empty ledger is live at a game's first turn too (round 72, hF81, critic G71: its
quiet line stood over two empty rules across ~250 px): a card, "Prima tură a partidei" over
where the dice set aside will show, in the place the last turn's card takes on every later
turn, from before the first throw until the first die is chosen. One hint at a time (round 73,
hF82, critic J72 #11: the line "Zarurile puse deoparte apar aici." stood over the card, two
hints at once; K72: the card named the player the Tura panel names beside it): the card says
the line's words, no line over it, no name. Stepped with the fake clock."""

from __future__ import annotations

import pytest

from game.widgets.farkle_ledger import ledger_total_row
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _opening(table, size):
    frame = recorded_frame(table, size)
    cards = [p.rect for p in frame.panels if p.role == "ledger_opening"]
    said = [t for t in frame.texts if t.role in ("last_turn_title", "last_turn_name")]
    return cards, said, frame


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_first_turns_ledger_says_who_opens_the_game(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        for step in ("before the throw", "after the throw"):
            cards, said, frame = _opening(table, size)
            assert len(cards) == 1, (step, frame.panels)
            card = cards[0]
            assert table.groups_rect.contains(card), (card, table.groups_rect)
            texts = [t.text for t in said]
            hint = app.tr("farkle.ledger.empty")
            assert texts == [app.tr("farkle.ledger.opening"), hint], (step, texts)
            assert all(card.contains(t.rect) for t in said), (card, said)
            assert not [p for p in frame.panels if p.role == "ledger_empty"], frame.panels
            assert [t.text for t in frame.texts].count(hint) == 1, "the hint said twice"
            names = [t for t in frame.texts if t.text == table.flow.player_label(0)
                     and table.groups_rect.contains(t.rect)]
            assert not names, names  # (the Tura panel names who plays)
            # the card fills the room down to the rule over the total, no rule to come
            # floating under it (round 75, hG78, critic cB75)
            assert not [p for p in frame.panels if p.role == "ledger_free"], frame.panels
            rule = ledger_total_row(table.groups_rect, table.scale)[0]
            assert rule.top - table.px(40) <= card.bottom <= rule.top, (card, rule)
            if step == "before the throw":
                table.press_roll()
                play(app)
        table.press_die(0)
        play(app, 2)
        cards, said, _ = _opening(table, size)
        assert not cards and not said, "the turn's own story once a die is chosen"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080)])
def test_where_the_room_is_short_the_opening_card_takes_the_lines_place(tmp_path, size):
    # four players (the render farkle_table): no room under the line for the card, which
    # stands where the line stood, as the last turn's card does on later turns
    from tools.render_screens import REGISTRY

    app = make_app(tmp_path, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == "farkle_table")
        screen.build(app)
        play(app, screen.settle)
        table = next(s for s in reversed(app.manager.stack) if hasattr(s, "groups_rect"))
        cards, said, frame = _opening(table, size)
        assert len(cards) == 1 and table.groups_rect.contains(cards[0]), frame.panels
        assert not [p for p in frame.panels if p.role == "ledger_empty"], frame.panels
        hint = app.tr("farkle.ledger.empty")
        assert [t.text for t in frame.texts].count(hint) == 1  # the card's, once
        assert [t.text for t in said][-1] == hint
    finally:
        app.close()


def test_a_game_under_way_never_says_it_opens(tmp_path):
    """A game with points banked (one resumed from its file, where the last turn is not
    kept) never shows "Prima tură a partidei" (round 82, critic cB82 #1: it stood mid-game
    beside 2 350 and 4 100)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        assert table.flow.opening_shown()  # (the game's true opening)
        game = table.flow.game
        game.totals[:] = [2_350 + 1_750 * i for i in range(len(game.totals))]
        game.banks[:] = [[total] for total in game.totals]
        play(app, 2)
        cards, said, _ = _opening(table, (1366, 768))
        assert not table.flow.opening_shown() and not cards and not said
    finally:
        app.close()
