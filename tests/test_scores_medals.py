"""Scoruri at a glance: medals for the first three places, the latest score lit."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import FRAME, button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _scores_frame(tmp_path, monkeypatch, size=(1280, 720)):
    """Open Scoruri over a few written scores; return (scene, medals drawn, rows lit)."""
    import game.scenes.scores as scores

    store = Storage(tmp_path)
    for name, score, day in (("Ana", 250, 3), ("Dan", 300, 1), ("Ion", 250, 2), ("Eva", 199, 9),
                             ("Mia", 180, 4)):
        store.add_highscore("yams", name, score, date=f"2026-05-{day:02d}T20:00:00")
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    scene = app.manager.top
    medals: list[tuple[int, tuple[int, int]]] = []
    lit = []
    real_medal, real_light = scores.draw_medal, scene._light
    monkeypatch.setattr(scores, "draw_medal", lambda surface, place, centre, height:
                        medals.append((place, centre)) or real_medal(surface, place, centre,
                                                                      height))
    monkeypatch.setattr(scene, "_light", lambda surface, rect: lit.append(rect.copy())
                        or real_light(surface, rect))
    app.step(FRAME)
    return app, scene, medals, lit


# Places 1, 2, 2 (a tie) wear gold, silver, silver; the fourth score wears none; each medal
# sits on its own row, in the place column.
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_first_three_places_wear_medals(tmp_path, monkeypatch, size):
    app, scene, medals, _ = _scores_frame(tmp_path, monkeypatch, size)
    try:
        assert [place for place, _ in medals] == [1, 2, 2]
        ys = [centre[1] for _, centre in medals]
        assert ys == sorted(ys) and len(set(ys)) == 3
        panel = scene.panels["yams"]
        assert all(panel.x < x < panel.x + panel.w // 4 for _, (x, _) in medals)
    finally:
        app.close()


# The latest score to enter the board (Eva, 9 May, fourth) is lit, its row and nothing else
# but the legend's swatch under the board; the empty 10 000 board lights nothing.
def test_the_latest_score_is_lit(tmp_path, monkeypatch):
    app, scene, medals, lit = _scores_frame(tmp_path, monkeypatch)
    try:
        assert scene.latest("yams") == 3 and scene.latest("farkle") is None
        row, swatch = lit
        assert row.w > 4 * swatch.w  # a whole row, then the legend's swatch
        fourth_medal_free_row = medals[-1][1][1] + row.h  # the row under the third place
        assert abs(row.centery - fourth_medal_free_row) <= 1
        assert swatch.y > row.bottom
    finally:
        app.close()
