"""Statistics after a first game read plainly: no rate of one game ("0 din 1", not "0,0 %"),
the figures at a natural height in a panel that ends under them, the big total saying what it
counts, and the one game's boxes each with its points written over it."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import stats_drawing as statistics_scene  # (the screen drawn)
from game.widgets import charts
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_first_games_figures_are_counts_at_a_natural_height(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        figures = {f.label: f.value for f in scene.figures()}
        assert not any("%" in value for value in figures.values()), figures
        assert figures[app.tr("stats.fig.wins")] == app.tr("stats.of_games", n="0",
                                                            games="1")
        placed = scene.place_figures()
        assert all(p.band.h <= scene.px(theme.ROW_HEIGHT) for p in placed)  # no wide bands
        panels = []
        real = statistics_scene.draw_panel
        monkeypatch.setattr(statistics_scene, "draw_panel",
                            lambda s, rect, *a, **k: panels.append(rect.copy()) or real(
                                s, rect, *a, **k))
        scene.draw(app.screen)
        column = next(r for r in panels if r.topleft == scene.figures_rect.topleft)
        assert column.bottom <= placed[-1].band.bottom + scene.px(theme.GAP)  # ends under them
        assert column.h < scene.figures_room.h  # shorter than the room its type is set for
    finally:
        app.close()


def test_the_big_total_of_a_game_says_what_it_counts(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        said = []
        real = charts.draw_text
        monkeypatch.setattr(charts, "draw_text", lambda s, text, *a, **k: said.append(text)
                            or real(s, text, *a, **k))
        scene.draw(app.screen)
        (game,) = scene.few_games
        assert str(game.total) in said
        assert app.tr("stats.points") in said  # "puncte" under it
    finally:
        app.close()


def test_one_games_boxes_each_have_their_points_written(monkeypatch):
    import pygame

    drawn = []
    real = charts.draw_text
    monkeypatch.setattr(charts, "draw_text",
                        lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k))
    surface = pygame.Surface((600, 300))
    groups = [("Full", 25.0, None), ("Careu", 0.0, None), ("Șansă", 17.0, None)]
    charts.draw_paired_bars(surface, surface.get_rect(), groups, 0.5, str, zeros=True)
    assert "25.0" in drawn and "17.0" in drawn and "0" in drawn  # every box reads alike


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_first_games_total_stands_big_in_its_short_panel(tmp_path, size, monkeypatch):
    # the games' panel shares a short top row with the figures: its total still stands big
    # (one game has no bar under it: the total takes its room), never at the words' size
    app = make_app(tmp_path, size=size)
    try:
        open_statistics(app, 1)
        app.step(FRAME)
        scene = app.manager.top
        (game,) = scene.few_games
        sizes = []
        real = charts.draw_text
        monkeypatch.setattr(charts, "draw_text", lambda s, text, size, *a, **k: (
            sizes.append(size) if text == str(game.total) else None) or real(s, text, size,
                                                                             *a, **k))
        scene.draw(app.screen)
        assert sizes and min(sizes) >= 2 * scene.font_px(theme.FONT_BODY), sizes
    finally:
        app.close()
