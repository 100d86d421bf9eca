"""The empty 10 000 ledger at a turn's start reads as one card down to the rule over its
total (round 75, hG78, critic cB75: with two players the last turn's card took the grid's
first place and one faint rule floated alone in the blank band under it, y≈730 at 1920):
the card, the last turn's or the game's opening one, fills the free room to the grid's last
place (or the free room's foot), no rule to come drawn under it."""

from __future__ import annotations

import pytest

from game.widgets.farkle_ledger import free_middle, ledger_places
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _card_fills(table, size, role):
    frame = recorded_frame(table, size)
    cards = [p.rect for p in frame.panels if p.role == role]
    assert len(cards) == 1, [p.role for p in frame.panels]
    card = cards[0]
    places = ledger_places(table.groups_rect, table.scale)
    foot = free_middle(table.groups_rect, table.scale).bottom
    # (the ledger is drawn a pixel off the layout's rect, as it rounds its place)
    assert min(abs(card.bottom - places[-1].bottom), abs(card.bottom - foot)) <= 1, (
        card, places, foot)
    free = [p.rect for p in frame.panels if p.role == "ledger_free"]
    assert not free, (card, free)  # no faint rule floating under the card


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_last_turns_card_fills_the_ledger_to_its_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 3, 4, 6, 2, 3, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        table.press_roll()  # the first player's first throw scores nothing: a bust
        play(app, 80)
        assert table.flow.game.current == 1
        _card_fills(table, size, "ledger_last_turn")
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_opening_card_fills_the_ledger_to_its_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        play(app, 2)
        _card_fills(table, size, "ledger_opening")
    finally:
        app.close()
