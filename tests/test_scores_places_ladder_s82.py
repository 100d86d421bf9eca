"""Scoruri: a short board's tiles say what players care about, the score each podium place
takes (ruling S82 6, round 80, hK86; critics cC79 #7 and cB79 #5: "Media 296 din top 2",
"Avansul liderului +9", "Jucători 2 cu scor aici" read as padding). One tile per place held
on the podium, "Locul N se ia cu", the least score that beats its holder ("301 de
puncte"); tied holders share one place, so one tile; the free place is said by its own
step, never twice; a lone record keeps "Bate-ți recordul" (S67 2)."""

from __future__ import annotations

import pytest

from game import theme
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FILLER = {"Media", "Avansul liderului", "Jucători"}


@pytest.mark.parametrize(("yams", "figures"), [
    ([300, 291], ["301", "292"]),
    ([312, 287, 254, 254, 231], ["313", "288", "255"]),
    ([300, 300, 120], ["301", "121"]),
])
def test_the_tiles_say_the_score_each_place_takes(tmp_path, yams, figures):
    app, scene = _scores(tmp_path, (1920, 1080), yams, [10_450, 10_050])
    try:
        facts = scene.board_facts("yams")
        assert [f.figure for f in facts] == figures, facts
        places = sorted({1, 2, 3} & {k + 1 for k in range(len(figures))})
        if yams[0] == yams[1]:  # two share the first place: the next tile is the third's
            places = [1, 3]
        assert [f.caption for f in facts] == [f"Locul {p} se ia cu" for p in places], facts
        assert all(f.note in ("puncte", "de puncte") for f in facts), facts  # (counted)
        farkle = scene.board_facts("farkle")
        assert [f.figure for f in farkle][:2] == ["10 500", "10 100"], farkle
        assert not FILLER & {f.caption for f in facts + farkle}, facts + farkle
    finally:
        app.close()


def test_the_ladder_in_english(tmp_path):
    app, scene = _scores(tmp_path, (1366, 768), [300, 291], [])
    try:
        app.apply_settings(app.settings.with_changes(language="en"))
        facts = scene.board_facts("yams")
        assert [(f.caption, f.figure, f.note) for f in facts] == [
            ("Place 1 takes", "301", "points"), ("Place 2 takes", "292", "points")]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_free_rows_hold_the_tiles_under_no_strip(tmp_path, monkeypatch, size):
    """No "Locurile 4–10 · libere" strip over ghost dice (ruling S82 7; critics cB79 #5,
    cC79 #10): the tiles stand from the first free row down."""
    from tests.test_scores_boards_match import _said

    app, scene = _scores(tmp_path, size, [300, 291], [10_450, 10_050])
    try:
        said = [t for t, _, _ in _said(monkeypatch, scene, app.screen)]
        assert not [t for t in said if t.startswith("Locurile ")], said
        for kind in ("yams", "farkle"):
            first = scene.free_lines[kind][0][1]
            tiles = [tile for _, tile in scene.fact_tiles[kind]]
            assert tiles and all(0 <= t.top - first.top <= scene.px(theme.GAP) for t in tiles), (
                kind, first, tiles)
    finally:
        app.close()
