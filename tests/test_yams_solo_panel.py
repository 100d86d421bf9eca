"""The solo standings panel (round 71, critic D70: "Scorul tău" repeated the TOTAL the sheet
shows beside it): alone, the panel says the best to beat, how many points are still missing,
then that it is beaten (before any game: that there is no best yet), never the card's total."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.i18n import Translator
from game.rules.yams import Box, Scorecard
from game.views.yams_standings import rows_of, widest_rows


def _alone(points: dict[Box, int]) -> YamsGame:
    return YamsGame([Player("Ana")], [Scorecard.from_points(points)])


@pytest.mark.parametrize("language", ["ro", "en"])
def test_alone_the_panel_says_the_best_to_beat_never_the_total(language):
    tr = Translator.load(language)
    game = _alone({Box.CHANCE: 23, Box.SIXES: 18})  # a total of 41
    [row] = rows_of(game, tr, best=263)
    assert (row.total, row.gap) == (tr("yams.standings.best_figure", points="263"),
                                    tr("yams.standings.best_left", points="223"))
    assert "41" not in (row.place, row.total, row.gap, row.turns, row.last)
    assert tr("yams.standings.title_solo") != tr("yams.standings.title")
    [row] = rows_of(_alone({Box.CHANCE: 23}), tr, best=23)  # level: one point to go
    assert row.gap == tr("yams.standings.best_left", points="1")
    [row] = rows_of(_alone({Box.CHANCE: 24}), tr, best=23)
    assert row.gap == tr("yams.standings.best_beaten")
    [row] = rows_of(game, tr, best=None)  # a first game: nothing to beat yet
    assert (row.total, row.gap) == ("", tr("yams.standings.no_best"))
    wide = widest_rows([row], tr)[0]  # laid out once for the widest of its words
    assert wide.gap in {tr("yams.standings.best_left", points="888"),
                        tr("yams.standings.best_beaten"), tr("yams.standings.no_best")}


def test_the_table_alone_reads_the_best_once_and_the_panel_says_it(tmp_path):
    from game.stats_records import GameRecord, PlayerResult
    from tests.test_farkle_alone_best import _stats_with
    from tests.uihelpers import make_app, screen_frame
    from tools.screens_yams import table

    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    kept = app.stats
    try:
        app.stats = _stats_with([
            GameRecord("yams", "2026-01-01T10:00:00", (PlayerResult("Ana", False, 263, 1),)),
            GameRecord("yams", "2026-01-01T11:00:00", (PlayerResult("Ion", False, 301, 1),)),
            GameRecord("farkle", "2026-01-01T12:00:00", (PlayerResult("Ana", False, 900, 1),))])
        scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 3, computer=False)
        assert scene.standings.best == 263  # hers, at Yams, read before this game counts
        said = [t.text for t in screen_frame(app).texts]
        assert {app.tr("yams.standings.title_solo"),
                app.tr("yams.standings.best_figure", points="263"),
                app.tr("yams.standings.best_left", points="264")} <= set(said), said
    finally:
        app.stats = kept  # (the real one closes with the app)
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_a_first_game_alone_says_it_sets_the_record_never_a_placeholder(language):
    # critic D71: "Recordul de bătut · niciun record încă" read as a placeholder: with no best
    # yet the panel says what this game is, its first record ("Primul tău record": this game
    # sets it), its title no longer offering a record to beat that is not there
    from game.views.yams_standings import standings_title

    tr = Translator.load(language)
    game = _alone({Box.CHANCE: 23})
    [row] = rows_of(game, tr, best=None)
    title = standings_title(1, None, tr)
    assert title == tr("yams.standings.title_first") != tr("yams.standings.title_solo")
    assert standings_title(1, 263, tr) == tr("yams.standings.title_solo")
    assert standings_title(3, None, tr) == tr("yams.standings.title")
    if language == "ro":
        assert (title, row.gap) == ("Primul tău record", "partida asta îl stabilește")
        assert "niciun" not in f"{title} {row.gap}" and "încă" not in row.gap
