"""New Game's add card stands where the person it adds will play: after the people, before the
computer's card (critic K72 #13: numbered 4 after the computer's 3, the new person read as
playing after the computer), and says so ("înaintea calculatorului"); it carries no number of
its own, so the seats' numbers run 1 … the computer's with no gap and none after it (hS27,
hS28: no empty places)."""

from __future__ import annotations

import pytest

from game.scenes import new_game_cards
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("humans", [1, 3])
def test_the_add_card_says_its_place_so_the_numbers_run_without_a_gap(tmp_path, humans,
                                                                       monkeypatch):
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = new_game_cards.draw_text

    def spy(surface, text, size, colour, pos, *args, **kwargs):
        drawn.append((text, pos))
        return real(surface, text, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(new_game_cards, "draw_text", spy)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(30):
            app.step(FRAME)
        drawn.clear()
        scene.draw(app.screen)
        (add,) = scene.free_seat_rects()
        cards = scene.shown_card_rects()
        computer, last_person = cards[-1], cards[-2]

        def reading_place(rect):  # (rows top to bottom, each left to right)
            return (rect.y, rect.x)

        assert reading_place(last_person) < reading_place(add) < reading_place(computer)
        said = scene.tr("new_game.add_before_computer")
        assert any(text == said and add.collidepoint(pos) for text, pos in drawn), drawn
        assert not any(text.isdigit() and add.collidepoint(pos) for text, pos in drawn)
        numbers = {text for text, _ in drawn if text.isdigit()}
        # 1 … the computer's, none skipped, and none after it (no empty seats, hS28)
        assert numbers == {str(n) for n in range(1, humans + 2)}, numbers
    finally:
        app.close()
