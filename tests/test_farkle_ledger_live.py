""""Puse deoparte" is live at every beat of a turn (round 50, critic B41: the ledger stood
40-60 % empty through most of a turn): measured on the frame the table records, no
horizontal band of the panel taller than :data:`MOST_EMPTY` of it holds no drawn element
(a word, a die, a box, a rule), at the start of a turn, once its first throw has landed,
after one group set aside and after three, at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MOST_EMPTY = 0.25
"""The tallest empty band a ledger may hold, as a share of its height."""

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

DICE = (1, 2, 3, 4, 6, 6,  # the first throw: a 1 (set aside)
        5, 2, 3, 4, 6,     # the second: a 5
        1, 2, 3, 4,        # the third: a 1
        5, 2, 3)           # the fourth, landed: three groups stand in the ledger


def empty_band(app: Any, rect: pygame.Rect) -> int:
    """The tallest horizontal band of ``rect`` (a panel) with nothing recorded drawn in it
    on the frame drawn now: no text, no panel (the panel itself aside)."""
    frame = screen_frame(app)
    spans = [(max(r.top, rect.top), min(r.bottom, rect.bottom))
             for r in [t.rect for t in frame.shown_texts()]
             + [p.rect for p in frame.shown_panels() if p.rect != rect
                and p.role != "ledger_room"]  # (a row to come's place: nothing drawn, S64)
             if rect.contains(r) or (rect.colliderect(r) and r.w < rect.w)]
    # the panel's own frame and padding: its title's top and its foot's bottom end it
    y, tallest = min(s[0] for s in spans), 0
    for top, bottom in sorted(spans):
        tallest = max(tallest, top - y)
        y = max(y, bottom)
    return tallest


@pytest.mark.parametrize("size", SIZES)
def test_the_ledger_holds_no_empty_band_at_any_beat(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        found = {}
        table = table_with(app, 2, *DICE)
        for _ in range(4):
            app.step(0.1)

        def measure(beat: str) -> None:
            rect = pygame.Rect(table.groups_rect)
            band = empty_band(app, rect)
            if band > MOST_EMPTY * rect.h:
                found[beat] = (band, rect.h, round(band / rect.h, 2))

        measure("start of the turn")
        table.press_roll()
        play(app)
        measure("first throw landed")
        for groups in (1, 2, 3):
            roll = table.game.roll_dice
            table.press_die(next(i for i, v in enumerate(roll) if v in (1, 5)))
            table.press_roll()
            play(app)
            assert len(table.game.set_aside) == groups, table.game.set_aside
            if groups in (1, 3):
                measure(f"after {groups} set aside")
        assert found == {}, (size, found)
    finally:
        app.close()


READ_AT_A_GLANCE = 17
"""Pixels of em a row's words in the ledger read at, where its rows are set larger: above the
table's floor (15 px at 1024x600), the turn's story read at a glance (critic B41)."""


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_grown_rows_words_read_at_a_glance(tmp_path, size):
    # one group set aside and the next throw's selection pending: the ledger has room for
    # its two rows larger, their dice and their words (the name, the points) alike
    from game import theme

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, *DICE)
        table.press_roll()
        play(app)
        table.press_die(0)  # the 1
        table.press_roll()
        play(app)
        table.press_die(0)  # the 5, on the mat (no ledger row: S26)
        app.step(0.1)
        rect = pygame.Rect(table.groups_rect)
        words = [t for t in screen_frame(app).shown_texts() if rect.contains(t.rect)
                 and (t.role in ("label", "ledger_pending") or t.text in ("100",))]
        # (its words: round 77, hF90, S26: no "în selecție" row, its dice on the mat only)
        assert {t.text for t in words} >= {"Un 1", "100"}, \
            [t.text for t in words]
        small = [(t.text, round(t.size * theme.FONT_EM, 1)) for t in words
                 if t.size * theme.FONT_EM < READ_AT_A_GLANCE]
        assert small == [], (size, small)
    finally:
        app.close()
