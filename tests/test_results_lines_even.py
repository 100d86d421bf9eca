"""Every player on the podium says the same figure lines in the same order, line by line level
across the players (hR22: critics saw one player with 3 lines, another with 1)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.flow.results_detail import farkle_details
from game.scenes.results import ResultsOverlay, ranking_rows
from game.widgets import layout_record
from game.widgets.podium import COUNT_TIME
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_every_podium_player_says_the_same_lines_level_across_the_players(tmp_path):
    players = [SimpleNamespace(name=n, is_computer=False) for n in ("Ana", "Ion", "Dan")]
    game = SimpleNamespace(players=players, turns_played=[9, 9, 9],
                           banks=[[1200], [1500], []], busts=[2, 0, 3], hot_dice=[1, 0, 2])
    rows = ranking_rows([(1, 0, 5900), (2, 1, 5300), (3, 2, 0)], players,
                        farkle_details(game))
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = COUNT_TIME * 3
        size = app.screen.get_size()
        layout_record.start(size)
        try:
            layout_record.begin(size)
            panel.draw(pygame.Surface(size))
            drawn = [t for t in layout_record.frame().texts if t.role == "podium_stat_label"]
        finally:
            layout_record.stop()
        said = [[label for _, _, label in panel.stats_of(row)] for row in rows]
        assert len({len(lines) for lines in said}) == 1, said  # the same count
        for k in range(len(said[0])):
            tops = {t.rect.top for t in drawn if t.text == said[0][k]}
            assert len(tops) == 1, (k, tops)  # figure k level across the players
    finally:
        app.close()


def test_the_kind_word_to_a_person_beaten_by_the_computer_is_no_figure_line(tmp_path):
    # "Data viitoare câștigi tu!" under Ana's figures once read as a fourth figure of hers:
    # it is said in gold, her figures in the same cream as every player's
    from game.flow.results_detail import yams_detail
    from game.rules.yams import Box, Scorecard
    from game.scenes.results import ResultRow

    card = Scorecard.from_points({**{box: 0 for box in Box}, Box.CHANCE: 22})
    rows = [ResultRow(1, "IA", 80, True, seat=6, detail=yams_detail(card)),
            ResultRow(2, "Ana", 22, seat=0, detail=yams_detail(card))]
    app = make_app(tmp_path, size=(1366, 768))
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        from game.widgets.podium_motion import entrance_done

        panel.time = entrance_done()  # hR62: the figures come in once the blocks have risen
        size = app.screen.get_size()
        layout_record.start(size)
        try:
            layout_record.begin(size)
            panel.draw(pygame.Surface(size))
            marks = list(layout_record.frame().texts)
        finally:
            layout_record.stop()
        kind = app.tr("results.consolation")
        assert [m.role for m in marks if m.text == kind] == ["podium_note"]
        figures = [m for m in marks if m.role == "podium_stat"]
        assert len(figures) == 8 and kind not in {m.text for m in figures}
    finally:
        app.close()
