"""A 10 000 board of few scores beside a Yams list (hS42; rewritten by hS67 to ruling S4): its
panel reaches the list's foot, filled by its ten places (three podium steps, seven rows or
ghosts), not by the other targets' best scores (that card retired: ruling S4's ten places
fill the panel; the target chips show another target's board)."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _scene(tmp_path, size):
    """Ten Yams scores, two at 10 000, one at 5 000, none at 15 000."""
    store = Storage(tmp_path)
    for i in range(10):
        store.add_highscore("yams", f"Y{i}", 300 - i, date=f"2026-05-{i + 1:02d}T20:00:00")
    for i, score in enumerate([10_450, 10_050]):
        store.add_highscore("farkle", f"F{i}", score, turns=19, target=10_000,
                            date=f"2026-06-{i + 1:02d}T20:00:00")
    store.add_highscore("farkle", "Ana", 5_200, turns=12, target=5_000,
                        date="2026-11-03T20:00:00")
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    return app, app.manager.top


@pytest.mark.parametrize("size", SIZES)
def test_the_short_board_reaches_the_lists_foot_with_ten_places(tmp_path, size):
    # (was test_the_short_board_says_the_other_targets_best: ruling S4 reversed it)
    app, scene = _scene(tmp_path, size)
    try:
        scene.draw(app.screen)
        assert scene.panels["farkle"].bottom == scene.panels["yams"].bottom
        places = scene.drawn_rows["farkle"] + scene.quiet_steps["farkle"]
        assert len(places) + len(scene.free_lines["farkle"]) == 10
        assert scene.free_lines["farkle"][-1][1].bottom == scene.drawn_rows["yams"][-1].bottom
    finally:
        app.close()


def test_a_chip_clicked_shows_its_targets_board(tmp_path):
    # (was test_a_row_clicked_shows_its_targets_board: the other targets' rows retired by
    # ruling S4; the chip is the one way to another target)
    app, scene = _scene(tmp_path, (1366, 768))
    try:
        click(app, scene.target.rects[0])
        settle(app)
        scene.draw(app.screen)
        assert scene.target.value == 5_000
        assert scene.play_game == "farkle"  # "Joacă …" offers the board looked at
        assert len(scene.drawn_rows["farkle"]) == 1 and len(scene.free_lines["farkle"]) == 7
    finally:
        app.close()


# test_a_row_under_the_pointer_lights: retired by hS67 (ruling S4: no other targets' rows)
