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
# test_the_first_three_places_wear_medals:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

# The latest score to enter the board (Eva, 9 May, fourth) is lit, its row and nothing else;
# the empty 10 000 board lights nothing.
# test_the_latest_score_is_lit:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.

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
# test_medals_are_as_big_as_their_rows:
# retired by hS32 (critic S31 reversed its promise: the first three are now
# large medal cards standing as a podium, places 4-10 compact rows, free podium places
# quiet "Loc liber" steps, the hint "Următorul loc: N — peste X de puncte");
# the new promise: tests/test_scores_podium_cards.py.
