"""A coach card never lies within 8 px of a word the table draws (hC41, critic B40 "Coach
marks" 7: at 1024x600 "1/5 jammed between the status line and the dice", "4/5 right on the
'Selecție:' label"): every step of both tables at 1920x1080, 1366x768 and 1024x600, the
card stands at least :data:`WORD_ROOM` window pixels off every word of the frame drawn
(the "Selecție" label, the prompt, a panel's words); where it cannot between the prompt and
the dice, it goes to the next free region with its pointer (the empty ledger)."""

from __future__ import annotations

import pytest

from tests.coach_reached import reached
from tests.test_coach_empty_felt import FARKLE_STEPS, SIZES, YAMS_STEPS
from tests.test_coach_keeps_its_distance import gap
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

WORD_ROOM = 8
"""The least room, window pixels, between a card and any word of the table."""


@pytest.mark.parametrize("size", SIZES)
def test_no_card_lies_within_8_px_of_a_word(tmp_path, size):
    found = {}
    for step in YAMS_STEPS + FARKLE_STEPS:
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        card = shown.card
        near = [(t.text, tuple(t.rect), gap(card, t.rect)) for t in shown.frame.shown_texts()
                if t.role != "coach" and not t.rect.contains(card)
                and gap(card, t.rect) < WORD_ROOM]
        if near:
            found[step] = (tuple(card), near)
    assert found == {}, (size, found)


@pytest.mark.parametrize("size", SIZES)
def test_the_selection_line_is_kept_8_px_clear_at_every_size(tmp_path, size):
    """The "Selecție" line's words with at least :data:`WORD_ROOM` px round them are what a
    10 000 card keeps off (hC32 let them go bare at 1024x600 where the felt had no room)."""
    from game.views.coach_farkle import selection_kept_clear, selection_line_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_set_aside(app)
        table = _table(app)
        words = selection_line_rect(table)
        kept = selection_kept_clear(table, words)
        assert kept.contains(words.inflate(2 * WORD_ROOM, 2 * WORD_ROOM)), (size, words, kept)
    finally:
        app.close()
