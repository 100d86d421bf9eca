""""Puse deoparte" fills its panel (critic B40, round 41: ~40 % of the panel was empty felt
under two small rows): its rows are set larger than their own size where the ledger has the
room (bigger dice, more air), the turn's total anchored at the panel's foot.

Reversed in part by hF60 (critic B51: the ledger changed shape at each beat): the rows' size
no longer follows how many there are; it is the ledger's own, the same through a turn
(round 41's "as the turn grows the rows come back to their size" is gone: they keep it, the
oldest fold into the first place)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.farkle_ledger import (
    StoryRow,
    ledger_places,
    ledger_total_row,
    row_type,
    story_fit,
    story_grow,
)

SCALE = 768 / 1080
PANEL = pygame.Rect(40, 390, 326, 314)  # the ledger at 1366×768


def _row(dice: tuple[int, ...], name: str, points: str) -> StoryRow:
    return StoryRow(dice=dice, name=name, points=points)


def test_the_rows_in_a_tall_ledger_are_set_larger():
    rows = [_row((1, 1, 1), "Trei de 1", "1 000"), _row((5,), "un 5", "50")]
    grow = story_grow(PANEL, SCALE, rows)
    assert grow > 1.0, grow  # bigger dice, more air: the list fills the panel (hF60: three
    # places of one size through the turn, 1.1 at 1366x768; it was >= 1.2 for two rows)
    assert row_type(SCALE, grow) > row_type(SCALE), row_type(SCALE, grow)


def test_as_the_turn_grows_the_rows_keep_their_size_and_the_oldest_fold():
    few = [_row((5,), "un 5", "50")] * 2
    many = [_row((5,), "un 5", "50")] * 6
    assert story_grow(PANEL, SCALE, many) == story_grow(PANEL, SCALE, few)  # (hF60)
    places = len(ledger_places(PANEL, SCALE))
    assert story_fit(PANEL, SCALE, many) == places - 1  # the first place sums the oldest
    total, label = ledger_total_row(PANEL, SCALE)
    assert total.bottom <= PANEL.bottom and theme.px(1, SCALE) >= 0 and label.h > 0
