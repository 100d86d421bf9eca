"""The 10 000 "?" tile 7 ("Punctaj") is not crammed (hM40, after the A32 critic): its picture
shows what its words say first, a triple (three 4s: value × 100), then the Chintă and three
pairs its words name (hQ70), in three rows of dice near the other tiles' dice in size, never
rows squeezed to slivers."""

from __future__ import annotations

import pytest

from game.scenes import farkle_help
from game.scenes.farkle_help import FarkleHelpOverlay
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_scoring_tiles_dice_have_room(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 1)
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        rows = []
        real = farkle_help.draw_dice_row
        monkeypatch.setattr(farkle_help, "draw_dice_row", lambda surface, cache, dice, pos,
                            side, gap, *a, **k: rows.append((dice, side))
                            or real(surface, cache, dice, pos, side, gap, *a, **k))
        art, _ = overlay.step_rects(6)
        overlay._draw_scoring(app.screen, art)
        assert [dice for dice, _ in rows] == list(farkle_help.SCORING)
        assert (4, 4, 4) in farkle_help.SCORING  # a triple: value × 100, its words' first
        tiles = overlay._geometry()[0]  # the other tiles' dice (hQ70: three rows, one of
        assert all(side >= tiles * 0.7 for _, side in rows), (rows, tiles)  # six dice)
    finally:
        app.close()
