"""New Game's add card carries its place's number like the seats before it (hS27: the
numbers read 1, 2, 3, [add], 5, 6, 7); since hS28 no empty place follows it: the numbers
stop at the add card's."""

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
        place = str(humans + 2)  # after the people and the computer
        assert any(text == place and add.collidepoint(pos) for text, pos in drawn), drawn
        numbers = {text for text, _ in drawn if text.isdigit()}
        # 1 … the add card's, none skipped, and none after it (no empty seats, hS28)
        assert numbers == {str(n) for n in range(1, humans + 3)}, numbers
    finally:
        app.close()
