"""Scores (critic A71): every name on the podiums' cards in one type, a long one never set
smaller than its neighbours; the last row of a full board keeps air over its panel's edge."""

from __future__ import annotations

import pytest

import game.scenes.scores_podium as podium
from game.storage.store import Storage
from tests.uihelpers import button_named, click, make_app, settle
from tools.screens_rules import fill_highscores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ștefan Țuțuianu", "Ana", "Irina")
"""The Yams podium's names in the filled boards (the long one first)."""


def _open(tmp_path, size):
    fill_highscores(Storage(tmp_path))
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    return app, app.manager.top


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_every_podium_name_stands_in_one_type(tmp_path, monkeypatch, size):
    app, scene = _open(tmp_path, size)
    seen: dict[str, int] = {}
    real = podium.draw_text

    def spy(surface, text, px, *args, **kwargs):
        seen.setdefault(text, px)
        return real(surface, text, px, *args, **kwargs)

    monkeypatch.setattr(podium, "draw_text", spy)
    try:
        scene.draw(app.screen)
        sizes = {name: seen.get(name) for name in NAMES}
        assert None not in sizes.values(), sizes  # every name whole (no ellipsis needed)
        assert len(set(sizes.values())) == 1, sizes  # (A71: "Ștefan Țuțuianu" smaller)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_tenth_row_keeps_air_over_the_panels_edge(tmp_path, size):
    from tests.test_scores_boards_match import _scores

    # (hS28: ten scores without a tie at third, so the list reaches the tenth place: a
    # score tied with the third stands on its card, its row's room left free)
    app, scene = _scores(tmp_path, size, [312, 287, 254, 250, 231, 219, 198, 187, 176, 143],
                         [])
    try:
        scene.draw(app.screen)
        last = scene.drawn_rows["yams"][-1]
        assert len(scene.drawn_rows["yams"]) == 10
        assert scene.panels["yams"].bottom - last.bottom >= 8  # (A71: touching at 1024)
    finally:
        app.close()
