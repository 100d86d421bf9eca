"""New Game's seat grid keeps one shape (critic A51: the cards changed size and the grid its
shape from two players to seven): every card one size at every count 1-7 and in both games,
rows of four at most filled in turn order, as even as the count lets (critic F71: 4 + 2 and
4 + 1 read as a row and a stray tail: 3 + 3 and 3 + 2), at three sizes."""

from __future__ import annotations

import pytest

from game.engine.players import MAX_HUMANS
from tests.test_new_game_one_card_size import SIZES, _laid_out
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", SIZES)
def test_one_card_size_and_rows_of_four_filled_in_order(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        sizes: set = set()
        by_game: dict[str, set] = {}
        for kind in ("yams", "farkle"):
            scene = open_new_game(app, kind, 1)
            for humans in range(1, MAX_HUMANS + 1):
                _laid_out(scene, humans)
                cards = scene.seat_places()
                sizes.update(rect.size for rect in cards)
                by_game.setdefault(kind, set()).update(rect.size for rect in cards)
                tops = sorted({rect.y for rect in cards})
                rows = [sum(1 for rect in cards if rect.y == y) for y in tops]
                shown = len(cards)
                first = -(-shown // 2)  # (two rows as even as can be)
                assert rows == ([shown] if shown <= 4 else [first, shown - first]), (kind, rows)
                for y in tops:  # each row centred on the screen
                    row = [rect for rect in cards if rect.y == y]
                    mid = (min(r.left for r in row) + max(r.right for r in row)) / 2
                    assert abs(mid - size[0] / 2) <= 2, (kind, humans, row)
            app.manager.pop()
        # one card, whatever the count and the game; hS63 (critic A61: the seven's cards in
        # one row left ~40 % of the screen bare felt): one row's cards taller, one width
        # (round 74: each game its own room, Yams' without a panel: two sizes in each, one
        # width in both)
        assert all(len(at) == 2 for at in by_game.values()), by_game
        assert len({w for w, _ in sizes}) == 1, sizes
        for w, h in sizes:
            assert h <= w * 1.5 and w <= h * 2.1  # a card's shape, not a strip
    finally:
        app.close()
