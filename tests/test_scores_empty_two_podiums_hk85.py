"""Scores before any game: the two games' record cards side by side (ruling S69 2; critic
cC78 #10: "a huge panel with a small centred podium and dead felt on both sides"). The welcome's
panel holds one empty podium per game, each centred in its half of the panel under its game's
name (its own line retired by ruling S90 4), the two podiums together spanning
most of the panel's width (no band of dead felt beside them), at every size."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _scores
from tests.uihelpers import recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
SIDE_MOST = 0.12
"""The felt beside the two podiums, each side, at most this share of the panel's width."""


@pytest.mark.parametrize("size", SIZES)
def test_each_game_has_its_empty_podium_and_line_side_by_side(tmp_path, size):
    app, scene = _scores(tmp_path, size, [], [])
    try:
        frame = recorded_frame(scene, size)
        panel = scene.empty_panel
        podiums = scene.empty_podiums
        assert set(podiums) == {"yams", "farkle"}, podiums
        left = min(s.left for s in podiums["yams"])
        right = max(s.right for s in podiums["farkle"])
        assert max(s.right for s in podiums["yams"]) < min(s.left for s in podiums["farkle"])
        assert left - panel.left <= panel.w * SIDE_MOST, (size, left, panel)
        assert panel.right - right <= panel.w * SIDE_MOST, (size, right, panel)
        texts = {mark.text: mark.rect for mark in frame.texts}
        for kind, half in (("yams", panel.left), ("farkle", panel.centerx)):
            steps = podiums[kind]
            middle = (min(s.left for s in steps) + max(s.right for s in steps)) // 2
            assert abs(middle - (half + panel.w // 4)) <= max(4, panel.w // 100), (size, kind)
            for key in (f"scores.{kind}",):  # (its own line gone: amended round 80,
                # hK88, ruling S90 4, said once by the welcome's sentence)
                words = app.tr(key)
                assert words in texts, (size, key)
                rect = texts[words]
                assert rect.bottom <= min(s.top for s in steps), (size, key, rect)
                assert half <= rect.left and rect.right <= half + panel.w // 2, (size, key)
    finally:
        app.close()
