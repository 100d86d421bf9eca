"""A board's free places: a board holding scores shows no ghost trophy, its rows level on
both boards (since hS22 no board shows a ghost trophy at all:
tests/test_scores_nothing_yet.py)."""

from __future__ import annotations

import pytest

from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_board_with_a_few_scores_has_no_ghost_trophy_and_its_rows_stay_level(tmp_path,
                                                                               monkeypatch, size):
    import game.scenes.scores as module

    store = Storage(tmp_path)
    for day in range(1, 3):  # two Yams scores, five at 10 000
        store.add_highscore("yams", f"Ana{day}", 200 + day, turns=None, target=None,
                            date=f"2026-05-{day:02d}T20:00:00")
    for day in range(1, 6):
        store.add_highscore("farkle", f"Dan{day}", 10_000 + 50 * day, turns=20, target=10_000,
                            date=f"2026-05-{day:02d}T21:00:00")
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        cups = []
        real_icon = module.draw_icon

        def icon(surface, name, side, colour, centre, *a, **k):
            rect = real_icon(surface, name, side, colour, centre, *a, **k)
            if colour == module.theme.TABLE_HEADER:  # the watermark, not a title's cup
                cups.append(rect)
            return rect

        monkeypatch.setattr(module, "draw_icon", icon)
        scene.draw(app.screen)
        assert not cups  # the scores are shown, no ghost trophy beside them
        yams, farkle = scene.drawn_rows["yams"], scene.drawn_rows["farkle"]
        # hS32 reverses the level rows of both boards: a board of three scores or fewer is
        # a podium filling its panel (critic S31: half-empty panels), taller than the podium
        # of a board with compact rows under it (tests/test_scores_podium_cards.py)
        assert yams[0].top == farkle[0].top  # the first places' cards start level
        # (hS40, critic A32 reverses "taller": both podiums one size whatever each holds)
        assert yams[0].size == farkle[0].size
        # (the rows grew on a board of a few until hS25: now the free places are lines of
        # the board too, every row at the ten places' height)
        assert farkle[-1].h == scene.ten_row_height()
        for kind in module.KINDS:  # the rows stay inside their panel
            assert scene.panels[kind].contains(scene.drawn_rows[kind][-1])
    finally:
        app.close()
