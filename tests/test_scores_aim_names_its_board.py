"""Scoruri with one board full and the other short (hS69: ten 10 000 scores beside two Yams
scores said nothing of the Yams board's free places, the felt under the title left bare):
the screen's subtitle (ruling S4: said once, under the title) names the short board, "Orice
scor la Yams intră în top 10", over that board (ruling S19b, round 75); with both boards
short it says "Orice scor intră în top 10",
with both full the bar (round 77, hS33: S19b amended, always said, always centred).
Amended round 79 (hK84, ruling S67 2; critic cC78 #9): a line naming one board stands over
that board, and the full board beside it says its own bar over it."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
TEN = [300 - 9 * i for i in range(10)]
TEN_FARKLE = [10_600 - 50 * i for i in range(10)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("yams", "farkle", "key"), [
    (TEN[:2], TEN_FARKLE, "scores.any_board_yams+scores.aim_full_farkle"),
    (TEN, TEN_FARKLE[:1], "scores.aim_full_yams+scores.any_board_farkle"),
    (TEN[:3], TEN_FARKLE[:2], "scores.any_board"),
    (TEN, TEN_FARKLE, "scores.aim_full")])
def test_the_subtitle_names_the_board_any_score_gets_into(tmp_path, monkeypatch, size, yams,
                                                          farkle, key):
    app, scene = _scores(tmp_path, size, yams, farkle)
    try:
        said = _said(monkeypatch, scene, app.screen)
        top = min(panel.top for panel in scene.panels.values())
        aims = {scene.tr(k) for k in ("scores.any_board", "scores.any_board_yams",
                                      "scores.any_board_farkle", "scores.aim_full",
                                      "scores.aim_full_yams", "scores.aim_full_farkle")}
        hits = [(text, px, rect) for text, px, rect in said if text in aims]
        if not key:
            assert hits == [], hits
            return
        hits.sort(key=lambda hit: hit[2].centerx)
        keys = key.split("+")
        assert [text for text, _, _ in hits] == [scene.tr(k) for k in keys], hits  # once
        for (_, px, rect), kind in zip(hits, keys, strict=True):
            # (amended round 79, hK84, S67: over its board when it names one; over both,
            # centred under the title, when it holds for both)
            centre = (scene.panels[kind.split("_")[-1]].centerx if kind.count("_") > 1
                          else size[0] // 2)
            assert rect.bottom <= top and abs(rect.centerx - centre) <= 2, (rect, top, centre)
            assert px == scene.page_aim_size(), px  # the subtitle's own size, never shrunk
    finally:
        app.close()
