"""A full card's TOTAL takes the felt over (round 76, hY105; critics cZ75, cF75a: "the TOTAL a
small badge on the sheet"; ruling S8 amended in round 76): while it counts, its figure stands
big and centred on the felt (at least a fifth of the felt's height), the player's name over
it, the table dimmed under it; the figure counts up, never back, and lands on the card's
total; a click or a key ends it; at the game's end the last card's TOTAL comes before the
win (a skip of the count never skips who won)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _frame(tmp_path: Any, size: tuple[int, int], percent: int) -> tuple[Any, Any, Any, Any]:
    """The registered TOTAL state frozen at ``percent``: (app, table, surface, frame)."""
    from game.widgets import layout_record
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=size)
    _total(app, percent)
    table = app.manager.top
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        return app, table, surface, layout_record.frame()
    finally:
        layout_record.stop()


def _figure(frame: Any) -> Any:
    counted = [t for t in frame.texts if t.role == "celebration"]
    assert len(counted) == 1, [(t.text, t.rect) for t in counted]  # one figure
    return counted[0]


def _value(text: str) -> int:
    return int("".join(ch for ch in text if ch.isdigit()))


@pytest.mark.parametrize("size", SIZES)
def test_the_total_takes_the_felt_big_and_centred(tmp_path, size):
    """Amended round 81 (hY123, S94 3., critic cA80 #13): a routine card's TOTAL (the game
    goes on) is a plaque over its player's column, its figure 0.06-0.11 of the felt (was a
    takeover's fifth, centred on the felt); the game's last card keeps the takeover
    (tests/test_yams_end_counts_hy120.py)."""
    app, table, surface, frame = _frame(tmp_path, size, 50)
    try:
        felt = felt_area(size)
        figure = _figure(frame)
        assert 0.06 * felt.h <= figure.rect.h <= 0.11 * felt.h, (figure.rect, felt)
        column = table.sheet.column_rect(table.game.last_event.player)
        assert abs(figure.rect.centerx - column.centerx) <= column.w // 2, (figure.rect, column)
        player = table.game.last_event.player
        names = [t for t in frame.texts if t.role == "celebration_name"]
        assert [t.text for t in names] == [table.player_label(player)]
        assert names[0].rect.bottom <= figure.rect.top  # the name over the figure
        corner = surface.get_at((felt.x + 4, felt.y + 4))[:3]  # the table dimmed under it
        assert max(corner) < 90, corner  # (lightly: S94 3.)
    finally:
        app.close()


def test_the_total_counts_up_and_lands_on_the_card(tmp_path):
    shown = []
    for percent in (12, 30, 50, 75, 95):
        app, table, _surface, frame = _frame(tmp_path, (1366, 768), percent)
        try:
            said = [t for t in frame.texts if t.role == "celebration"]  # (as it leaves: its
            shown.append(_value(max(said, key=lambda t: t.rect.h).text))  # cell holds it too)
            total = table.game.cards[table.game.last_event.player].total
            start = table.flow.moment.counter.start
        finally:
            app.close()
    assert shown == sorted(shown) and shown[0] < shown[-1], shown  # rising, never back
    assert shown[0] >= start and shown[-1] == total, (shown, start, total)


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"),
    pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)),
])
def test_a_click_or_a_key_ends_the_total(tmp_path, event):
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=(1024, 600))
    try:
        _total(app, 30)
        table = app.manager.top
        moment = table.flow.moment
        assert moment.active and moment.kind == "card_total_row"
        table.handle_event(event)
        assert not moment.active
    finally:
        app.close()


def test_the_last_cards_total_comes_before_the_win_and_its_skip_keeps_the_win():
    from game.flow.moments import DURATIONS
    from game.flow.stage import WRITTEN_BEAT
    from game.rules.yams import Box, Scorecard
    from tests.test_yams_flow import run, seat, throw

    full = {box: 0 for box in Box if box is not Box.CHANCE}
    flow, port = seat((1, 1, 2, 2, 3), names=("Ana",),
                      cards=[Scorecard.from_points({**full, Box.SIXES: 18})])
    port.best_beaten = True  # alone, a new best: the win is staged
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, WRITTEN_BEAT + 0.05, lambda: None)
    assert flow.moment.playing("card_total_row")  # the count first
    assert flow.moment.counter.end == flow.game.cards[0].total
    flow.moment.skip()  # a click ends the count...
    run(flow, port, 0.05, lambda: None)
    assert flow.moment.playing("win")  # ...never who won
    run(flow, port, DURATIONS["win"] + 0.1, lambda: None)
    assert port.results == 1
