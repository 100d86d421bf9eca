"""The short 10 000 board beside a Yams list (hS42): its panel reaches the list's foot and its
lower part says the best score at each other target (or "Loc liber"); a row clicked shows
that target's board, as its chip does."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import scores_others
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
def test_the_short_board_says_the_other_targets_best(tmp_path, monkeypatch, size):
    app, scene = _scene(tmp_path, size)
    try:
        said = []
        real = scores_others.draw_text
        monkeypatch.setattr(scores_others, "draw_text",
                            lambda s, text, *a, **k: said.append(text) or real(s, text, *a, **k))
        scene.draw(app.screen)
        assert scene.panels["farkle"].bottom == scene.panels["yams"].bottom
        assert [t for t, _ in scene.other_rows["farkle"]] == [5_000, 15_000]
        for _, row in scene.other_rows["farkle"]:
            assert scene.panels["farkle"].contains(row)
        assert "Ana" in said and "5 200" in said and "Loc liber" in said
    finally:
        app.close()


def test_a_row_clicked_shows_its_targets_board(tmp_path):
    app, scene = _scene(tmp_path, (1366, 768))
    try:
        row = dict(scene.other_rows["farkle"])[5_000]
        click(app, row)
        settle(app)
        assert scene.target.value == 5_000
        assert scene.play_game == "farkle"  # "Joacă …" offers the board looked at
    finally:
        app.close()


def test_a_row_under_the_pointer_lights(tmp_path):
    app, scene = _scene(tmp_path, (1366, 768))
    try:
        row = dict(scene.other_rows["farkle"])[15_000]
        spot = (row.right - 4, row.centery)  # clear of its words

        def brightness():
            scene.draw(app.screen)
            return sum(app.screen.get_at(spot)[:3])

        before = brightness()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        settle(app, 2)
        assert brightness() > before + 10
    finally:
        app.close()
