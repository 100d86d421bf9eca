"""Scoruri's subtitle, one rule (ruling S19b amended round 77, hS33; critic cC77: "centred on
the page in one state, over the right panel in another, missing in a third"): while any board
holds a score the subtitle is always said, once, in one place, centred under the title over
both boards at one height whatever the boards hold; it names what gets a score in ("Orice scor
intră în top 10", one board named when the other is full) and, with a board full, the bar
("Întrece locul 10 și intri în top 10").

Amended round 79 (hK84, ruling S67 2; critic cC78 #9): what one board asks stands over that
board, each board its own line, on the one row; what holds for both is said once, centred."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
TEN = [300 - 9 * i for i in range(10)]
TEN_FARKLE = [10_600 - 50 * i for i in range(10)]
STATES = [
    (TEN[:2], TEN_FARKLE, "scores.any_board_yams+scores.aim_full_farkle"),
    (TEN, TEN_FARKLE[:1], "scores.aim_full_yams+scores.any_board_farkle"),
    (TEN[:3], TEN_FARKLE[:2], "scores.any_board"),
    (TEN, TEN_FARKLE, "scores.aim_full"),
    ([], TEN_FARKLE, "scores.aim_full_farkle"),
    (TEN, [], "scores.aim_full_yams")]
AIMS = ("scores.any_board", "scores.any_board_yams", "scores.any_board_farkle",
        "scores.aim_full", "scores.aim_full_yams", "scores.aim_full_farkle")


@pytest.mark.parametrize("size", SIZES)
def test_the_subtitle_is_always_said_once_in_one_place(tmp_path, monkeypatch, size):
    places = {}
    for index, (yams, farkle, key) in enumerate(STATES):
        app, scene = _scores(tmp_path / str(index), size, yams, farkle)
        try:
            said = _said(monkeypatch, scene, app.screen)
            aims = {scene.tr(k) for k in AIMS}
            hits = sorted(((text, rect) for text, _, rect in said if text in aims),
                          key=lambda hit: hit[1].centerx)
            keys = key.split("+")
            assert [text for text, _ in hits] == [scene.tr(k) for k in keys], (key, hits)
            top = min(panel.top for panel in scene.panels.values())
            for (_, rect), kind in zip(hits, keys, strict=True):
                assert rect.bottom <= top, (key, rect, top)
                centre = (scene.panels[kind.split("_")[-1]].centerx if kind.count("_") > 1
                          else size[0] // 2)
                assert abs(rect.centerx - centre) <= 2, (key, rect)  # (amended round 79)
                places[kind] = rect.centery
        finally:
            app.close()
    assert len(set(places.values())) == 1, places  # one height, whatever the boards hold
