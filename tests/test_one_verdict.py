"""The end of a game says one verdict in one form (round 73, hW75; critics L72 #1, #3: the
stage titled "Victorie!" or "Ștefania câștigă!", the results "Clasamentul final: câștigă
Ștefania", a 10 000 tie's results only "Clasamentul final" where a Yams tie's named both):
a single winner, a person or the computer, is "{name} câștigă!", a tie "Egalitate: A și B",
every winner named; the win's stage's title and the results' headline say it alike, in both
games and both languages, with a stage before the results or without; a game played alone
keeps its own line (ruling S9)."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.flow.verdict import verdict
from game.scenes.results import ResultRow, ResultsOverlay
from game.views.stage_pictures import win_picture
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


class _Table:
    """Just what the win's picture reads of a finished table."""

    size = (1366, 768)
    scale = 0.71

    def __init__(self, kind: str, totals: list[int], computer: list[bool], tr: object) -> None:
        self.kind = kind
        self.totals = totals
        self.game = self
        self.flow = None
        self.tr = tr
        self.players = [Player(name, is_computer=c)
                        for name, c in zip(("Ștefania", "Țuțu", "Dan"), computer, strict=False)]

    def ranking(self) -> list[tuple[int, int, int]]:
        """Places by total (equal totals share one)."""
        order = sorted(range(len(self.totals)), key=lambda i: -self.totals[i])
        return [(1 + sum(t > self.totals[i] for t in self.totals), i, self.totals[i])
                for i in order]

    def player_label(self, index: int) -> str:
        """The name as the tables say it (the computer's from the catalog)."""
        from game.i18n import shown_name

        player = self.players[index]
        return shown_name(player.name, player.is_computer, self.tr)


CASES = {  # totals, which seats are the computer, the verdict in ro and en
    "person": ([250, 190, 120], [False, False, True],
               "Ștefania câștigă!", "Ștefania wins!"),
    "computer": ([190, 120, 250], [False, False, True],
                 "Calculatorul câștigă!", "Computer wins!"),
    "tie": ([250, 250, 120], [False, False, True],
            "Egalitate: Ștefania și Țuțu", "A tie: Ștefania and Țuțu"),
}


def _rows(table: _Table) -> list[ResultRow]:
    return [ResultRow(place, table.players[i].name, total, table.players[i].is_computer,
                      seat=i) for place, i, total in table.ranking()]


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("game", ["yams", "farkle"])
@pytest.mark.parametrize("case", list(CASES))
def test_the_stages_title_and_the_results_headline_are_one_verdict(tmp_path, case, game,
                                                                   language):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        if language == "en":
            app.apply_settings(app.settings.with_changes(language="en"))
        totals, computer, ro, en = CASES[case]
        said = ro if language == "ro" else en
        table = _Table(game, totals, computer, app.tr)
        picture = win_picture(table)
        assert picture is not None and picture.stamp == said  # the stage's title
        assert picture.line == ""  # named once: by the title (no tie's pills since round 74)
        rows = _rows(table)
        after = ResultsOverlay(app, rows, lambda: None, lambda: None, said=picture.stamp)
        alone = ResultsOverlay(app, rows, lambda: None, lambda: None)
        assert after.headline() == alone.headline() == said  # stage or not, one form
    finally:
        app.close()


def test_a_game_alone_keeps_its_own_line(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        rows = [ResultRow(1, "Ștefania", 168, seat=0)]
        for said in ("", app.tr("stage.new_best")):
            panel = ResultsOverlay(app, rows, lambda: None, lambda: None, said=said)
            assert panel.headline() == app.tr("results.solo") == "Scorul tău final"
    finally:
        app.close()


def test_the_verdict_names_every_winner_in_the_catalogs_words():
    def tr(key: str, **values: object) -> str:
        return {"results.winner": "{name} câștigă!", "results.tie": "Egalitate: {names}",
                "results.names": "{names} și {last}", "results.names_sep": ", "
                }[key].format(**values)

    assert verdict(tr, ["Calculatorul"]) == "Calculatorul câștigă!"
    assert verdict(tr, ["Ana", "Ion"]) == "Egalitate: Ana și Ion"
    assert verdict(tr, ["Ana", "Ion", "Dan"]) == "Egalitate: Ana, Ion și Dan"
    with pytest.raises(ValueError):
        verdict(tr, [])
