"""The last turn's card in the empty 10 000 ledger stands on the ledger's grid (hF60 noticed at
1024×600 a bare band of felt between the card and the faint rows to come over the total: the
card ended inside the grid's second place, so the rows to come began at its third): the card
ends on a place's bottom, the rows to come follow at the grid's own gap, and its words stand
in its middle (no bare band inside it either)."""

from __future__ import annotations

import pytest

from game.widgets.farkle_ledger import free_middle, ledger_places
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_last_round", "_last_round_six"])
def test_the_last_turn_card_stands_on_the_ledger_grid(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)  # between turns: the card says the last bank
        table = app.manager.top
        frame = recorded_frame(table, size)
        places = ledger_places(table.groups_rect, table.scale)
        foot = free_middle(table.groups_rect, table.scale).bottom  # the free room's foot
        cards = [p.rect for p in frame.panels if p.role == "ledger_last_turn"]
        assert len(cards) == 1, [p.role for p in frame.panels]
        card = cards[0]
        free = sorted((p.rect for p in frame.panels if p.role == "ledger_free"),
                      key=lambda r: r.y)
        # (the ledger is drawn a pixel off the layout's rect, as it rounds its place)
        assert abs(card.y - places[0].y) <= 1, (card, places)
        # on a place's bottom, or (the ledger's one place, many seats) the free room's foot
        assert any(abs(b - card.bottom) <= 1 for b in [p.bottom for p in places] + [foot]), (
            card, places, foot)
        grid_gap = places[1].y - places[0].bottom if len(places) > 1 else 0
        if free:  # the rows to come follow at the grid's gap
            assert free[0].y - card.bottom <= grid_gap + 1, (card, free[0], grid_gap)
        else:  # or the card reaches the grid's last place, or the free room's foot
            assert min(abs(card.bottom - places[-1].bottom), abs(card.bottom - foot)) <= 1, (
                card, places, foot)
        # (S14 amended round 82, S114 1., hF113: the bank's undo, "Anulează (Ctrl+Z)", stands at the
        # card's foot, right, or on its title's line: not one of the story's centred words)
        undo = [t.rect for t in frame.texts if card.contains(t.rect) and t.role == "ledger_undo"]
        words = [t.rect for t in frame.texts
                 if card.contains(t.rect) and t.role != "ledger_undo"]
        for link in undo:  # right, under the story's words (its foot) or on the title's line
            assert link.right >= card.centerx, (card, link)
            at_foot = (link.top >= max(r.bottom for r in words)
                       and card.bottom - link.bottom <= table.px(24))
            assert at_foot or link.top < card.centery, (card, link, words)
        assert len(words) >= 3, words  # "Tura trecută", the name, "+1 050"
        top = min(r.top for r in words)
        bottom = max(r.bottom for r in words)
        assert abs((top - card.top) - (card.bottom - bottom)) <= table.px(12), (
            card, top, bottom)
    finally:
        app.close()
