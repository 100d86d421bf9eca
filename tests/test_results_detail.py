"""The results say each player's own figures under their total: 10 000's turns, best bank,
busts and hot dice; Yams's upper bonus and Pentas; in the catalogs' words."""

from __future__ import annotations

from types import SimpleNamespace

from game.flow.results_detail import detail_lines, farkle_details, yams_details
from game.i18n import Translator
from game.rules.yams import PENTA_POINTS, Box, Scorecard
from game.scenes.results import ranking_rows

RO = Translator.load("ro")
EN = Translator.load("en")


def _farkle() -> SimpleNamespace:
    players = [SimpleNamespace(name=n) for n in ("Ana", "Bogdan", "Cezar")]
    return SimpleNamespace(players=players, turns_played=[11, 12, 13],
                           banks=[[300, 450], [850, 500], [700]], busts=[4, 7, 9],
                           hot_dice=[1, 2, 3])


def test_each_farkle_row_says_its_own_players_figures():
    game = _farkle()
    ranking = [(1, 1, 2750), (2, 0, 750), (3, 2, 700)]  # not in seat order
    rows = ranking_rows(ranking, game.players, farkle_details(game))
    said = [detail_lines(EN, row.detail) for row in rows]
    assert said == [["12 turns played", "best turn: 850", "7 turns lost", "hot dice: 2 times"],
                    ["11 turns played", "best turn: 450", "4 turns lost", "hot dice: 1 time"],
                    ["13 turns played", "best turn: 700", "9 turns lost", "hot dice: 3 times"]]
    # plain words, no jargon ("record", "pierdute" of what, "2×")
    assert detail_lines(RO, rows[0].detail) == ["12 ture jucate", "cea mai bună tură: 850",
                                                "7 ture pierdute",
                                                "zaruri fierbinți: de 2 ori"]


def test_a_farkle_row_says_plainly_what_did_not_happen_in_the_same_lines():
    # hR22: one player said 4 lines, another 1 (a figure that did not happen left out): every
    # player now says the same lines in the same order, a missing figure said plainly
    game = _farkle()
    game.busts, game.hot_dice, game.banks = [0, 0, 0], [0, 0, 0], [[], [], []]
    rows = ranking_rows([(1, 0, 0)], game.players[:1], farkle_details(game))
    assert detail_lines(RO, rows[0].detail) == ["11 ture jucate", "nicio tură încasată",
                                                "nicio tură pierdută",
                                                "fără zaruri fierbinți"]
    assert detail_lines(EN, rows[0].detail) == ["11 turns played", "no turn banked",
                                                "no turn lost", "no hot dice"]


def test_each_yams_row_says_how_its_score_is_made_its_bonuses_and_pentas():
    # once only "1 Penta" stood under a score: now its making in words a player reads at once
    # ("Partea de sus", not the jargon "Sus"), then what it
    # earned (each bonus by its name), then its Pentas; the figures add up to the total
    upper = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
             Box.SIXES: 18}
    full = {box: 0 for box in Box}
    cards = [Scorecard.from_points(full),
             Scorecard.from_points({**full, **upper, Box.PENTA: PENTA_POINTS}, bonus_pentas=2)]
    assert cards[1].total == 63 + 35 + 50 + 200
    game = SimpleNamespace(cards=cards)
    players = [SimpleNamespace(name="Ana"), SimpleNamespace(name="Bogdan")]
    rows = ranking_rows([(1, 1, 348), (2, 0, 0)], players, yams_details(game))
    assert detail_lines(RO, rows[0].detail) == ["Partea de sus 63 · Partea de jos 50",
                                                "Bonus +35 · Bonus Penta +200", "3 Penta"]
    # every card the same three lines (hR22): what it did not earn said plainly
    assert detail_lines(RO, rows[1].detail) == ["Partea de sus 0 · Partea de jos 0",
                                                "Fără bonus", "Nicio Penta"]
    only_bonus = Scorecard.from_points({**full, **upper})
    assert detail_lines(RO, yams_details(SimpleNamespace(cards=[only_bonus]))[0]) == [
        "Partea de sus 63 · Partea de jos 0", "Bonus +35", "Nicio Penta"]
    only_penta = Scorecard.from_points({**full, Box.PENTA: PENTA_POINTS})
    assert detail_lines(RO, yams_details(SimpleNamespace(cards=[only_penta]))[0]) == [
        "Partea de sus 0 · Partea de jos 50", "Fără bonus", "1 Penta"]
    assert detail_lines(EN, yams_details(SimpleNamespace(cards=[only_penta]))[0]) == [
        "Upper section 0 · Lower section 50", "No bonus", "1 Penta"]
    assert detail_lines(EN, rows[0].detail) == ["Upper section 63 · Lower section 50",
                                                "Bonus +35 · Penta bonus +200", "3 Pentas"]


def test_the_figures_are_at_body_size_where_every_line_fits_its_step():
    from game import theme
    from game.widgets.podium import DETAIL_SIZE, DETAIL_SMALL, detail_px

    body, small = theme.font_px(DETAIL_SIZE, 1.0), theme.font_px(DETAIL_SMALL, 1.0)
    assert detail_px(["Fără bonus", "2 Penta"], 340, 1.0) == body
    assert detail_px(["Fără bonus", "12 de pierdute · 3× fierbinți · record 1 250"], 340,
                     1.0) == small  # one for all: the podium's lines share a size
