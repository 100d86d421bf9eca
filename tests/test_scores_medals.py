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


# The latest score to enter the board (Eva, 9 May, fourth) is lit, its row and nothing else;
# the empty 10 000 board lights nothing.
def test_the_latest_score_is_lit(tmp_path, monkeypatch):
    app, scene, medals, lit = _scores_frame(tmp_path, monkeypatch)
    try:
        assert scene.latest("yams") == 3 and scene.latest("farkle") is None
        (row,) = lit  # its row alone (no key's swatch under the boards: its tag says it)
        third = scene.drawn_rows["yams"][2]  # the row under the third place (a podium step)
        assert third.collidepoint(medals[-1][1]) and row.top == third.bottom
    finally:
        app.close()


# Only one row is lit as the newest, across both boards and every 10 000 target: here the
# 10 000 score of 10 May at the 5 000 target, so neither the Yams board nor the 10 000 board at
# 10 000 lights a row; switched to 5 000, the 10 000 board lights it.
def test_only_the_newest_score_of_all_the_boards_is_lit(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    store.add_highscore("yams", "Ana", 250, date="2026-05-09T20:00:00")
    store.add_highscore("farkle", "Dan", 10_400, turns=20, target=10_000,
                        date="2026-05-08T20:00:00")
    store.add_highscore("farkle", "Ion", 5_100, turns=12, target=5_000,
                        date="2026-05-10T20:00:00")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        scene.target.select(1)  # the 10 000 board at 10 000
        assert scene.newest() == ("farkle", 5_000, 0)
        assert scene.latest("yams") is None and scene.latest("farkle") is None
        scene.target.select(0)  # at 5 000
        assert scene.latest("farkle") == 0
    finally:
        app.close()


# A medal is a big disc: nearly the row's height across (once a small disc under a ribbon).
def test_medals_are_as_big_as_their_rows(tmp_path, monkeypatch):
    import game.scenes.scores as scores

    sizes: list[int] = []
    app, scene, _, _ = _scores_frame(tmp_path, monkeypatch, (1920, 1080))
    real = scores.draw_medal
    try:
        monkeypatch.setattr(scores, "draw_medal", lambda surface, place, centre, height:
                            sizes.append(real(surface, place, centre, height).h)
                            or real(surface, place, centre, height))
        scene.draw(app.screen)
        row = scene.drawn_rows["yams"][0].h
        assert len(sizes) == 3 and min(sizes) >= 0.88 * row, (sizes, row)
    finally:
        app.close()
