"""Scores, round 75 (hW77, critics cA75/cB75, Scores 7.5): the podium's scores in one type
whatever the boards hold ("312" ~38 px in scores_filled, "287" ~52 px in scores_few at
1920x1080); a subtitle naming one board ("Orice scor la 10 000 intră în top 10") stands over
that board, not centred over both; the newest score's glow only on the first place's card
(ruling S19b: a glow on the second-place "NOU" card read as the winner's light), the "NOU"
tag naming the newest wherever it stands."""

from __future__ import annotations

import pytest

from game.scenes import scores
from tests.test_scores_boards_match import _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
TEN = [300 - 7 * i for i in range(10)]


@pytest.mark.parametrize("size", SIZES)
def test_the_podium_scores_keep_one_type_whatever_the_boards_hold(tmp_path, size):
    types = {}
    for count in (1, 2, 3, 10):
        app, scene = _scores(tmp_path / str(count), size, TEN[:count], [10_450, 10_050][:count])
        try:
            scene.draw(app.screen)
            types[count] = scene.podium_type()[1]
        finally:
            app.close()
    assert len(set(types.values())) == 1, types


@pytest.mark.parametrize("size", SIZES)
def test_a_subtitle_naming_one_board_stands_over_its_board(tmp_path, size):
    """Amended round 79 (hK84, ruling S67 2, amending S19b; critic cC78 #9): a line naming
    one board stands over that board, the other board's own line over it (round 77, hS33,
    had centred it on the page, where it seemed to speak of both)."""
    app, scene = _scores(tmp_path, size, TEN, [10_450, 10_050])
    try:
        scene.draw(app.screen)
        aims = scene.board_aims()
        assert [text for text, _ in aims] == [app.tr("scores.aim_full_yams"),
                                              app.tr("scores.any_board_farkle")], aims
        assert [over for _, over in aims] == [scene.panels["yams"], scene.panels["farkle"]]
        rect = scene.page_aim_rect
        assert rect is not None
        assert rect.bottom <= min(panel.top for panel in scene.panels.values())
    finally:
        app.close()


def _glows(monkeypatch, scene, surface):
    lit = []
    real = scores.draw_new_glow

    def spy(surface_, rect, *a, **k):
        lit.append(rect.copy())
        return real(surface_, rect, *a, **k)

    monkeypatch.setattr(scores, "draw_new_glow", spy)
    scene.draw(surface)
    monkeypatch.undo()
    return lit


@pytest.mark.parametrize("size", SIZES)
def test_the_glow_lights_the_newest_only_on_the_first_place(tmp_path, monkeypatch, size):
    # the newest (the last written) second: its "NOU" tag, no glow on its card
    app, scene = _scores(tmp_path / "second", size, [], [10_450, 10_050])
    try:
        assert _glows(monkeypatch, scene, app.screen) == []
        second = scene.podium_rects("farkle")[1]
        assert [tag for tag in scene.tag_pills if second.contains(tag)], scene.tag_pills
    finally:
        app.close()
    # the newest first: its card glows
    app, scene = _scores(tmp_path / "first", size, [], [10_050, 10_450])
    try:
        lit = _glows(monkeypatch, scene, app.screen)
        assert lit == [scene.podium_rects("farkle")[0]], lit
    finally:
        app.close()
