""""Puse deoparte" fills its panel as the turn grows (critic B40, round 41: ~40 % of the panel
was empty felt under two small rows): where the rows all fit, they are set larger (bigger
dice, more air between them), the turn's total anchored at the panel's foot; as more groups
come they come back down to their own size, then the oldest fold as before. A row never
wraps because it grew."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.farkle_ledger import (
    StoryRow,
    _one_line,
    ledger_total_row,
    row_type,
    story_grow,
)

SCALE = 768 / 1080
PANEL = pygame.Rect(40, 390, 326, 314)  # the ledger at 1366×768


def _row(dice: tuple[int, ...], name: str, points: str) -> StoryRow:
    return StoryRow(dice=dice, name=name, points=points)


def test_two_rows_in_a_tall_ledger_are_set_larger():
    rows = [_row((1, 1, 1), "Trei de 1", "1 000"), _row((5,), "un 5", "50")]
    grow = story_grow(PANEL, SCALE, rows)
    # bigger dice, more air: the list fills the panel (was >= 1.3; round 50: the words grow
    # with the dice, row_type, so "Trei de 1 · 1 000" at 1366x768 stays on its line at 1.2)
    assert grow >= 1.2, grow
    assert row_type(SCALE, grow) > row_type(SCALE), row_type(SCALE, grow)
    assert all(_one_line(r, PANEL, SCALE, grow) == _one_line(r, PANEL, SCALE) for r in rows)


def test_as_the_turn_grows_the_rows_come_back_to_their_size_and_the_total_stays():
    rows = [_row((5,), "un 5", "50")] * 6
    assert story_grow(PANEL, SCALE, rows) == 1.0
    total, label = ledger_total_row(PANEL, SCALE)
    assert total.bottom <= PANEL.bottom and theme.px(1, SCALE) >= 0 and label.h > 0
