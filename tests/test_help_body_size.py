"""The tables' "?" pages read at a body size (round 65, critic A64: "~13 px" at 1024x600,
"three lines a card", "a narrow text column"): each tile's words take the whole text column
the tile leaves them, at the largest size at which every tile's keyword and words still fit
its band; at 1024x600 that is at least :data:`LEAST_EM_1024` px of em (it was 16.6: the
tables' floor), at 1920x1080 larger again (:data:`GROWTH_1920` times it), and the footer's
buttons speak no larger than :data:`BUTTON_OVER_BODY` times the words they close."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.help_tiles import LINES, TILE_AIR
from game.widgets.text import line_height
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_EM_1024 = 17.2
"""The least em (px) of a tile's words at 1024x600."""

GROWTH_1920 = 1.6
"""How much larger the words are at 1920x1080 than at 1024x600, at least."""

BUTTON_OVER_BODY = 1.2
"""The footer buttons' type over the words' type, at most."""


def _help(tmp_path, game, size):
    app = make_app(tmp_path, size=size)
    open_table(app, game, 1)
    app.manager.top.open_help()
    app.step(1 / 60)
    return app, app.manager.top


def _body_em(frame, overlay) -> float:
    """The em (px) the tiles' words are drawn at (the most common size on the page)."""
    words = {text for k in range(len(overlay.texts()))
             for text in overlay.texts()[k].split()}
    sizes = [t.size for t in frame.texts if t.size and any(w in t.text for w in words)]
    return max(set(sizes), key=sizes.count) * theme.FONT_EM


@pytest.mark.parametrize("game", ["yams", "farkle"])
def test_the_tiles_words_are_large_whole_and_wide(tmp_path, game):
    ems = {}
    for size in ((1024, 600), (1366, 768), (1920, 1080)):
        app, overlay = _help(tmp_path / f"{size[0]}", game, size)
        try:
            frame = recorded_frame(overlay, size)
            body = overlay.body_size()
            ems[size] = _body_em(frame, overlay)
            assert ems[size] == pytest.approx(body * theme.FONT_EM), (size, ems[size])
            step = round(line_height(body) * 1.08)
            for k, text in enumerate(overlay.texts()):
                art, words = overlay.step_rects(k)
                lines = overlay.tile_lines(k, text, body, words.w)  # (as drawn, hA71)
                assert len(lines) <= LINES, (size, k, lines)
                # whole in its band, with air over and under (off the rules between tiles)
                assert (len(lines) + 1 + TILE_AIR) * step <= words.h, (size, k, lines, words.h)
                # the whole column the tile leaves its words (to the next column, or the
                # panel's inner edge)
                room = overlay.column_room()
                assert words.w >= room - 1, (size, k, words.w, room)
            buttons = overlay.close_button.font_size
            assert buttons <= BUTTON_OVER_BODY * body, (size, buttons, body)
        finally:
            app.close()
    assert ems[(1024, 600)] >= LEAST_EM_1024, ems
    assert ems[(1920, 1080)] >= GROWTH_1920 * ems[(1024, 600)], ems
