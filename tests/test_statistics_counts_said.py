"""Statistics: each chart says what it counts, in numbers that agree with what it draws (the
10 000 tab's line and totals count the games of the target shown, not the player's games
of every target); the dice verdict leads in plain words, the test's figures after it, small
(hS16: the critic could not relate "Partide 12" to charts of 9 games)."""

from __future__ import annotations

import pytest

from game.scenes.statistics import StatisticsScene
from game.scenes.stats_dice import verdict_lines
from game.scenes.stats_figures import recent_heading
from tests.uihelpers import make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    yield app
    app.close()


def test_the_farkle_charts_say_how_many_games_they_draw(app):
    open_statistics(app, 50, kind="farkle")
    scene = app.manager.top
    assert isinstance(scene, StatisticsScene) and scene.kind == "farkle"
    s = scene.summary
    drawn = len(s.recent_at(scene.shown_target))
    binned = len(s.histogram_totals(scene.shown_target))
    assert recent_heading(scene) == app.tr.n("stats.chart.recent_n", drawn)
    assert str(binned) in scene.histogram_heading(), scene.histogram_heading()
    assert app.tr.n("stats.games_n", binned) in scene.histogram_heading()


def test_the_dice_verdict_leads_in_plain_words_and_the_figures_follow_small(app):
    open_statistics(app, 50, kind="dice")
    scene = app.manager.top
    lines = verdict_lines(scene)
    assert lines[0][0] == app.tr("stats.dice.headline.fair")  # "Zarurile sunt corecte"
    sizes = [size for _, size in lines]
    assert sizes[0] == max(sizes) and sizes[-1] < sizes[0]  # the figures after, smaller
