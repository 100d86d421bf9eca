"""Statistics says each fact once (critic A71): while a player's few games are listed one
by one (total, date, place), their totals are not drawn a second time as a line."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("kind", ["farkle_only", "yams"])
def test_few_games_listed_are_not_drawn_again_as_a_line(tmp_path, kind):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_statistics(app, 4, kind=kind)
        app.step(FRAME)
        scene.draw(app.screen)
        assert len(scene.few_games) >= 2  # (the games of the player shown)
        assert not scene.line_shown()
        line_rect, listed, _ = scene.chart_rects
        assert line_rect.w == 0 and listed.w > 0
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_two_games_listed_fill_their_panel_as_cards(tmp_path, size, monkeypatch):
    """A71: with the line gone, two games listed as thin rows left their wide panel half
    empty: two games take the panel as cards (name, place, big total, bar)."""
    from game.widgets import charts

    cards = []
    real = charts._draw_game_cards
    monkeypatch.setattr(charts, "_draw_game_cards",
                        lambda *a, **k: cards.append(len(a[2])) or real(*a, **k))
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 4, seed=4, kind="farkle_only")  # 10 000 twice
        app.step(FRAME)
        scene.draw(app.screen)
        assert len(scene.few_games) == 2 and cards and set(cards) == {2}, cards
    finally:
        app.close()
