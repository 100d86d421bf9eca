"""A coach card never hides the key-hint bar (hC17: in a real 10 000 game at 1920x1080, once
the ledger had a row, the bank's and the hot dice' cards sat right of "Total până acum", in
the bar's room, and the bar was hidden while they showed): where a card takes the bar's
room, the bar moves aside, whole, beside the card."""

from __future__ import annotations

import pygame

from game.widgets import layout_record
from game.widgets.keycaps import key_plain
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import key
from tools.screens_farkle import table_with

KEYS = ((pygame.K_SPACE, 4), (pygame.K_2, 3), (pygame.K_1, 4), (pygame.K_SPACE, 4),
        (pygame.K_2, 4), (pygame.K_3, 0.5), (pygame.K_4, 0.5), (pygame.K_5, 0.5),
        (pygame.K_1, 8))
"""A first 10 000 turn by keys (tests/test_coach_first_game_keys.py): every tip once."""


def _bar_and_card(app, table) -> tuple[pygame.Rect, list[pygame.Rect]]:
    surface = pygame.Surface(table.size)
    layout_record.start(table.size)
    try:
        table.draw(surface)
        texts = layout_record.frame().texts
    finally:
        layout_record.stop()
    words = key_plain(app.tr("farkle.keys_hint"))
    return table.coach.card, [t.rect for t in texts if t.text == words]


def test_the_bank_and_hot_dice_cards_leave_the_key_bar_said(tmp_path):
    app = coach_app(tmp_path, size=(1920, 1080))
    try:
        table_with(app, 2, 1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5)
        table = _table(app)
        seen: set[str] = set()
        for code, seconds in KEYS:
            key(app, code)
            for _ in range(round(seconds / 0.05)):
                app.step(0.05)
                mark = table.coach.shown
                if mark in ("farkle.bank", "farkle.hot") and mark not in seen:
                    seen.add(mark)
                    card, bar = _bar_and_card(app, table)
                    assert bar, (mark, card, "the key-hint bar is hidden")
                    assert not any(card.colliderect(r) for r in bar), (mark, card, bar)
        assert seen == {"farkle.bank", "farkle.hot"}, seen
    finally:
        app.close()


def test_a_card_in_the_key_bar_room_moves_the_bar_aside_whole(tmp_path):
    """Where a card lies in the bar's room (no coach screen puts one there since hC25, but a
    card may take it when nothing above is free), the bar moves aside beside it, whole."""
    from game.views.coach_reads import key_bar_spot
    from game.widgets.felt import felt_area
    from game.widgets.text import text_size

    app = coach_app(tmp_path, size=(1920, 1080))
    try:
        table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table = _table(app)
        felt = felt_area(table.size)
        card = pygame.Rect(felt.x + 40, felt.bottom - 160, 420, 150)  # in the bar's room
        table.coach.card = card
        words = key_plain(app.tr("farkle.keys_hint"))
        spot = key_bar_spot(table, words)
        assert spot is not None, "the key-hint bar is hidden"
        size, (x, _), room = spot
        width = text_size(words, size)[0]
        assert width <= room and x - width // 2 > card.right, (spot, card)
    finally:
        table.coach.card = None
        app.close()
