"""New Game fills the room with few seats (hS29: the critic saw ~200 px bands of bare felt
above and below the one row of small cards at 1920×1080): the cards of four seats or fewer
grow (one size in both games for one count) and the panel and the cards are centred together,
no empty band between the game's line, the panel, "Ordinea de joc", the cards and the buttons
past ~80 px
(the panel steady at any count, tests/test_new_game_steady.py)."""

from __future__ import annotations

import pytest

from game import theme
from game.engine.players import MAX_HUMANS
from game.widgets.text import text_size
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BAND_MOST = 96
"""The widest band of bare felt (pixels): ~80, a little more at 1920×1080 with two or three
seats, where the panel stays put for the tallest group (its stepper never moves)."""


def _bands(scene) -> list[int]:
    """The felt between the game's line, the panel, the caption, the cards and the buttons."""
    small = scene.font_px(theme.FONT_SMALL)
    text_h = text_size("Ag", small)[1]
    group = [*scene.card_rects(), *scene.free_seat_rects()]
    whole = group[0].unionall(group)
    caption_foot = scene._caption_y()
    if not scene.panel.h:  # (round 74: Yams has no panel: the felt over its heading)
        return [caption_foot - text_h - (scene.summary_y + text_h), 0,
                whole.y - caption_foot, scene.back_button.rect.y - whole.bottom]
    return [scene.panel.y - (scene.summary_y + text_h),
            caption_foot - text_h - scene.panel.bottom,
            whole.y - caption_foot,
            scene.back_button.rect.y - whole.bottom]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_few_seats_grow_and_leave_no_wide_band(tmp_path, size):
    """hS40 ruling reverses hS30's one card size at every count (critic A32: a third of the
    screen bare felt with two or three players): the cards grow to fill the room, every
    band narrow, the two round the block even (tests/test_new_game_fill_room.py)."""
    app = make_app(tmp_path, size=size)
    try:
        seen: dict[str, set] = {}
        for kind in ("yams", "farkle"):
            scene = open_new_game(app, kind, 1)
            app.step(0.1)
            for humans in range(1, MAX_HUMANS + 1):
                scene.humans.set_value(humans)
                scene.motion.settle()
                scene.update(0.0)  # (hS30: the panel at its place with the cards)
                bands = _bands(scene)
                # critic A51 (reversing hS40's cards filling the room at every count): one
                # card at every count; the seven's fill the room, every band narrow, and
                # fewer stand as a block centred, the felt even above and under it
                if humans == MAX_HUMANS:
                    assert max(bands) <= BAND_MOST, (kind, humans, size, bands)
                assert abs(bands[0] - bands[3]) <= scene.px(60), (kind, humans, size, bands)
                seen.setdefault(kind, set()).add(scene.card_rects()[0].size)
            app.manager.pop()
        # (one card whatever the count: critic A51; hS63, critic A61: one row's taller, the
        # grid's width kept; round 74: each game's own room, Yams' without a panel)
        assert all(len(sizes) == 2 for sizes in seen.values()), seen
        assert len({w for sizes in seen.values() for w, _ in sizes}) == 1, seen
    finally:
        app.close()
