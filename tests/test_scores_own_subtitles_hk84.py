"""Scoruri's subtitles (ruling S67 2, round 79, hK84, amending S19b; critic cC78 #9: "Orice
scor la 10 000 intră în top 10" stood centred over both boards, though it meant one): what
holds for both boards is said once, centred under the title over both; what holds for one
board stands over that board, each board its own line, all on one height. A lone record's
card says "Bate-ți recordul", never "Pentru primul loc" to the one already first (#8)."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _said, _scores
from tests.uihelpers import recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
TEN = [300 - 9 * i for i in range(10)]
TEN_FARKLE = [10_600 - 50 * i for i in range(10)]
AIMS = ("scores.any_board", "scores.any_board_yams", "scores.any_board_farkle",
        "scores.aim_full", "scores.aim_full_yams", "scores.aim_full_farkle")
STATES = [  # (Yams, 10 000, [(what is said, over what: "page" or a board)])
    (TEN[:2], TEN_FARKLE, [("scores.any_board_yams", "yams"),
                           ("scores.aim_full_farkle", "farkle")]),
    (TEN, TEN_FARKLE[:1], [("scores.aim_full_yams", "yams"),
                           ("scores.any_board_farkle", "farkle")]),
    (TEN[:3], TEN_FARKLE[:2], [("scores.any_board", "page")]),
    (TEN, TEN_FARKLE, [("scores.aim_full", "page")]),
    ([], TEN_FARKLE, [("scores.aim_full_farkle", "farkle")]),
    (TEN, [], [("scores.aim_full_yams", "yams")])]


@pytest.mark.parametrize("size", SIZES)
def test_each_board_has_its_own_subtitle_over_it(tmp_path, monkeypatch, size):
    heights = set()
    for index, (yams, farkle, expected) in enumerate(STATES):
        app, scene = _scores(tmp_path / str(index), size, yams, farkle)
        try:
            said = _said(monkeypatch, scene, app.screen)
            aims = {scene.tr(k) for k in AIMS}
            hits = sorted(((rect.centerx, text, rect) for text, _, rect in said
                           if text in aims), key=lambda hit: hit[0])
            assert [text for _, text, _ in hits] == [scene.tr(k) for k, _ in expected], hits
            top = min(panel.top for panel in scene.panels.values())
            for (_, _, rect), (key, over) in zip(hits, expected, strict=True):
                centre = size[0] // 2 if over == "page" else scene.panels[over].centerx
                assert abs(rect.centerx - centre) <= 2, (key, rect, centre)
                assert rect.bottom <= top, (key, rect, top)
                heights.add(rect.centery)
        finally:
            app.close()
    assert len(heights) == 1, heights  # one row, whatever the boards hold


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_lone_record_asks_to_be_beaten_not_for_first_place(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        facts = scene.board_facts("yams")
        assert [f.caption for f in facts] == [scene.tr("scores.facts.beat_record")], facts
        if scene.facts_room("yams") is None:  # (a tall window: the podium fills the board)
            return
        said = [t.text for t in recorded_frame(scene, size).shown_texts()]
        assert "Pentru primul loc" not in said, said
        assert scene.tr("scores.facts.beat_record") in said, said
        assert "232" in said, said
    finally:
        app.close()
