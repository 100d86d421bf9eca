"""The 10 000 results say by how much the winner passed the target (critic round 30: "the
results say nothing about the target"): "Obiectiv atins cu +250" under the winner's figures,
from the game's own totals and target (game.flow.results_detail), never counted in a view."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.flow.results_detail import detail_lines, farkle_details
from game.i18n import Translator
from game.scenes.results import ResultsOverlay, ranking_rows
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RO = Translator.load("ro")
EN = Translator.load("en")


def _game(totals: list[int], target: int = 10_000) -> SimpleNamespace:
    count = len(totals)
    return SimpleNamespace(players=[SimpleNamespace(name=n) for n in ("Ana", "Ion", "Dan")[:count]],
                           turns_played=[14] * count, banks=[[1_250, 600]] * count,
                           busts=[2] * count, hot_dice=[1] * count, totals=totals,
                           target=target)


def test_the_winner_says_by_how_much_the_target_was_passed():
    game = _game([10_250, 7_300, 9_950])
    details = farkle_details(game)
    assert detail_lines(RO, details[0])[-1] == "Obiectiv atins cu +250"
    assert detail_lines(EN, details[0])[-1] == "Target reached by +250"
    assert not any("Obiectiv" in line for d in details[1:] for line in detail_lines(RO, d))
    exact = farkle_details(_game([5_000, 4_000], target=5_000))[0]
    assert detail_lines(RO, exact)[-1] == "Obiectiv atins exact"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_target_line_shows_under_the_winners_step(tmp_path, size):
    game = _game([10_250, 7_300, 9_950])
    ranking = [(1, 0, 10_250), (2, 2, 9_950), (3, 1, 7_300)]
    rows = ranking_rows(ranking, game.players, farkle_details(game))
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True)
        app.manager.push(panel, fade=False)
        panel.time = 10.0
        texts = recorded_frame(panel, size).texts
        said = [m for m in texts if m.text == "Obiectiv atins cu +250"]
        assert len(said) == 1, [m.text for m in texts]
        assert said[0].role == "podium_note"  # said in gold, as the kind word, not a figure
        winner = next(m for m in texts if m.role == "podium_winner")
        assert panel.panel.contains(said[0].rect)
        assert abs(said[0].rect.centerx - winner.rect.centerx) <= 2  # under the winner
        others = [m for m in texts if m is not said[0] and m.rect.colliderect(said[0].rect)]
        assert not others, [m.text for m in others]
        assert said[0].rect.bottom <= panel.new_game_button.rect.top
    finally:
        app.close()
