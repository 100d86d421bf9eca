"""Scores: the newest score's row (past the medals) is lit in a warm amber under its gold line
(never the grey green of a row turned off), and a medal place not won yet is a quiet numbered
line like the places after it (no faded "Loc liber" step)."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def two_scores(tmp_path):
    store = Storage(tmp_path)
    store.add_highscore("farkle", "Dan", 10_450, turns=23, target=10_000,
                        date="2026-01-30T18:40:00")
    store.add_highscore("farkle", "Eva", 9_050, turns=20, target=10_000,
                        date="2026-01-31T18:40:00")
    app = make_app(tmp_path, size=(1366, 768))
    click(app, button_named(app, "menu.scores"))
    settle(app)
    yield app, app.manager.top
    app.close()


def test_the_newest_row_is_lit_warm_not_greyed(tmp_path):
    # (past the medals: a new medal place keeps its medal's step, tests/test_scores_new_silver)
    store = Storage(tmp_path)
    for day, (name, score) in enumerate([("Dan", 10_450), ("Ana", 10_200), ("Ion", 10_100),
                                         ("Eva", 9_050)], start=10):
        store.add_highscore("farkle", name, score, turns=20, target=10_000,
                            date=f"2026-01-{day}T18:40:00")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        scene.draw(app.screen)
        latest = scene.latest("farkle")
        assert latest == 3
        for share in (0.1, 0.45, 0.8):  # along the row, clear of its words (its top edge)
            row = scene.drawn_rows["farkle"][latest]
            r, g, b = tuple(app.screen.get_at((row.x + round(row.w * share), row.y + 4)))[:3]
            assert r > g > b and r - b >= 40, (share, (r, g, b))  # amber, not green-grey
    finally:
        app.close()


def test_a_medal_place_not_won_yet_is_a_quiet_numbered_line(two_scores):
    # (hS22: no faded "Loc liber" medal step, a placeholder; since hS25 the free places from
    # the bronze on are numbered quiet lines, tests/test_scores_full_boards.py)
    app, scene = two_scores
    scene.draw(app.screen)
    # hS63 (critic A61: ghost slots): the free step of a board of few scores is a quiet
    # numbered step without words, its one invitation in the fourth row
    # (hS67, ruling S4: and places 4-10 ghost rows under it)
    assert len(scene.free_lines["farkle"]) == 7 and len(scene.quiet_steps["farkle"]) == 1
