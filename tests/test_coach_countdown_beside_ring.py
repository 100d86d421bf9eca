"""The Yams countdown's coach card stands beside its ring and leaves the countdown's line said
(round 74, critic cQ74, "Coach marks" on `coach_yams_countdown_1920/1024`: in the prompt's
place the card replaced "Se înscrie la Doi în 3 s", pointed from half the table away, its
words wrapped at half its width with the middle of the bubble empty). Ruling S5, round 74.
Since round 76 (hC80, S20) the card docks in the header's room first; this is its place where
that room has none."""

from __future__ import annotations

import pytest

from game.views.coach_card import NARROW_PAD, card_text_size
from game.views.yams_prompt import prompt_say
from game.widgets.text import text_size
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdown_card_sits_beside_its_ring_and_the_line_stays_said(tmp_path, size,
                                                                         monkeypatch):
    """Right of the ring on the sheet, level with it, one pointer's gap off it, never over
    the player's own column; the pill still says the countdown's line (held while the card
    shows); the card as wide as its words or its actions, no wider. (Round 76, hC80, S20:
    this is its place only where the header's room has none for it.)"""
    from tests.test_coach_docked import undock_the_countdown

    undock_the_countdown(monkeypatch)
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach, card = table.coach, table.coach.card
        assert coach.shown == "yams.countdown" and card is not None
        ring = table.countdown_ring_rect()
        assert ring is not None and coach.target == ring, (coach.target, ring)
        assert table.sheet.rect.contains(card), (size, card, table.sheet.rect)
        assert ring.right < card.left <= ring.right + table.px(60), (size, card, ring)
        assert card.top < ring.centery < card.bottom, (size, card, ring)
        said = prompt_say(table)
        line = table.flow.countdown_line()
        assert line and said is not None and line in (said.headline, said.detail), (said, line)
        assert table.flow.countdown_held
        words = max(text_size(w, card_text_size(table.scale))[0] for w in coach.lines)
        rects = coach.next_rect(), coach.stop_rect()
        assert rects[0] is not None and rects[1] is not None
        row = rects[1].right - rects[0].left
        assert card.w <= max(words, row) + 2 * table.px(NARROW_PAD) + 2, (size, card, words)
    finally:
        app.close()
