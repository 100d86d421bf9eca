"""New Game: the computer's seat reads as fixed last (critic A50: before it a bare "›", an
odd glyph beside the swap buttons between people): no "›" between the cards; the computer's
card wears a gold padlock disc in its head's top right corner, mirroring its turn badge, clear
of its mark, at every size and every count of people."""

from __future__ import annotations

import math

import pytest

from game.scenes import new_game_cards
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind,humans", [("yams", 1), ("yams", 2), ("farkle", 5)])
def test_the_computers_card_wears_a_lock_and_no_chevron_stands_before_it(
        tmp_path, monkeypatch, size, kind, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        settle(app, 60)
        chevrons, locks = [], []
        real_text = new_game_cards.draw_text
        monkeypatch.setattr(new_game_cards, "draw_text", lambda s, text, *a, **k: (
            chevrons.append(text) if text == "›" else None, real_text(s, text, *a, **k))[1])
        real_lock = new_game_cards.draw_lock_badge
        monkeypatch.setattr(new_game_cards, "draw_lock_badge", lambda s, centre, d, *a, **k: (
            locks.append((centre, d)), real_lock(s, centre, d, *a, **k))[1])
        scene.draw(app.screen)
        assert not chevrons, chevrons
        assert len(locks) == 1, locks
        (cx, cy), d = locks[0]
        cards = scene.shown_card_rects()
        computer = cards[-1]  # (the computer plays last: its card the last)
        assert computer.inflate(-2, -2).collidepoint(cx - d // 2, cy - d // 2)
        assert computer.inflate(-2, -2).collidepoint(cx + d // 2, cy + d // 2)
        assert cx > computer.centerx  # the top right corner, mirroring the turn badge
        assert d >= scene.turn_badge(computer) * 0.9
        mark = scene.tall_mark_rect(computer)
        apart = math.dist((cx, cy), mark.center)
        assert apart >= mark.w * 0.43 + d / 2, (apart, mark, d)  # clear of the mark's disc
    finally:
        app.close()
