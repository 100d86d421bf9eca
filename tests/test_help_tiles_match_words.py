"""Each "?" tile's picture shows what its words say, filling its tile (critics A60, A61): the
Yams boxes' tile names a box that sums the dice beside the fixed ones (its picture showed only
the straights while its words began with the sums); the upper bonus stands over the six upper
faces its words name ("Asuri … Șase"), not two rows in a half-empty frame; the 10 000 last
round is the players' race to the target, one there and the others still to play, not a bare
number over a bar."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.scenes import farkle_help, yams_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
SUMMED = (Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND, Box.CHANCE)
FIXED = (Box.FULL_HOUSE, Box.SMALL_STRAIGHT, Box.LARGE_STRAIGHT, Box.PENTA)


@pytest.mark.parametrize("size", SIZES)
def test_the_yams_boxes_and_bonus_pictures_show_what_their_words_say(tmp_path, monkeypatch,
                                                                       size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "yams", 1)
        shown = YamsHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        rows: list[tuple[tuple[int, ...], tuple[int, int]]] = []
        real = yams_help.draw_dice_row
        monkeypatch.setattr(yams_help, "draw_dice_row", lambda s, cache, dice, pos, *a, **k:
                            rows.append((tuple(dice), pos)) or real(s, cache, dice, pos,
                                                                     *a, **k))
        texts = recorded_step(app, 1 / 60).texts
        monkeypatch.undo()
        boxes = next(k for k, step in enumerate(STEPS) if step[1] == "boxes")
        frame = shown.frame_rect(shown.step_rects(boxes)[0])
        inside = {t.text for t in texts if frame.contains(t.rect)}
        assert inside & {app.tr(b.key) for b in SUMMED}, (size, inside)
        assert inside & {app.tr(b.key) for b in FIXED}, (size, inside)
        bonus = next(k for k, step in enumerate(STEPS) if step[1] == "bonus")
        frame = shown.frame_rect(shown.step_rects(bonus)[0])
        faces = {face for dice, pos in rows if frame.collidepoint(pos) for face in dice}
        assert faces == {1, 2, 3, 4, 5, 6}, (size, faces)  # "Asuri … Șase"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_last_round_tile_is_the_race_to_the_target(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 3)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        goal = next(k for k, tile in enumerate(farkle_help.TILES) if tile[1] == "goal")
        art = shown.step_rects(goal)[0]
        line, bars = shown.goal_race(art)
        assert len(bars) >= 3 and all(art.contains(bar) for bar in bars), (size, bars)
        assert bars[0].right >= line - 1  # the first there: the last round begins
        assert all(bar.right < line - shown.px(20) for bar in bars[1:])  # the others to play
        span = bars[-1].bottom - bars[0].top
        assert span >= 0.5 * art.h, (size, span, art)  # the race fills its tile
        frame = shown.frame_rect(art)
        assert all(frame.contains(bar) for bar in bars), (size, frame, bars)
    finally:
        app.close()
