"""Screen states of the results panel for :mod:`tools.render_screens`: seven players (the
podium holds three, the list the four after them), the panel coming in, and the counts of
players the tables' states do not show (10 000 alone and for four, Yams for two and four)."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from game.widgets.seats import player_style
from tools.render_screens import register
from tools.unseen_frames import unseen_frames

FRAME = 1 / 60


SEVEN: dict[str, Any] = {
    "players": ["Ștefania", "Țuțu", "IA", "Ana-Maria Popescu", "Ion", "Dan", "Ilinca"],
    "totals": [10_250, 9_400, 8_650, 7_300, 6_150, 6_150, 4_800],
    "places": [1, 2, 3, 4, 5, 5, 7],
    "turns_played": [14] * 7,
    "banks": [[1_250, 900, 850, 800, 800, 750, 700, 700, 650, 650, 600, 600, 500, 500],
              [950, 950, 900, 850, 850, 800, 800, 750, 700, 650, 650, 550],
              [1_100, 950, 900, 850, 800, 800, 750, 700, 650, 600, 550],
              [1_000, 900, 850, 800, 750, 700, 650, 600, 550, 500],
              [1_500, 850, 800, 750, 700, 550, 500, 500],
              [900, 850, 800, 750, 700, 650, 550, 500, 450],
              [2_500, 800, 600, 500, 400]],
    "busts": [0, 2, 3, 4, 6, 5, 9],
    "hot_dice": [1, 0, 2, 0, 1, 0, 0],
}
"""The seven players' 10 000 game (hR67, critic C66: its totals of 312, 287... were no 10 000
game's): every bank and total a multiple of 50, each total its banks' sum, the winner past
10 000 in 14 turns, every turn a bank or a bust (tests/test_read_floor_1024.py checks)."""


def _table_below(app: Any, names: list[str]) -> None:
    """The 10 000 table of ``names`` under the panel (as at a game's end: never the menu)."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene

    while app.manager.top is not None:
        app.manager.pop(fade=False)
    game = FarkleGame.new([Player(name, is_computer=name == "IA") for name in names])
    app.manager.push(FarkleTableScene(app, game), fade=False)
    app.step(FRAME)


def _seven(app: Any) -> Any:
    """The panel over the 10 000 table for seven players (the computer third), on its final
    picture, each with 10 000's figures (turns, best bank, busts, hot dice)."""


    from game.flow.results_detail import farkle_details
    from game.scenes.results import ResultRow, ResultsOverlay

    names, totals, places = SEVEN["players"], SEVEN["totals"], SEVEN["places"]
    game = SimpleNamespace(**{k: SEVEN[k] for k in ("players", "turns_played", "banks",
                                                     "busts", "hot_dice")})
    details = farkle_details(game)
    styles = [player_style([name == "IA" for name in names], k) for k in range(len(names))]
    rows = [ResultRow(place, name, total, name == "IA", styles[k], details[k])  # (hR62: the
            for k, (place, name, total)  # computer in its own style, as in a game)
            in enumerate(zip(places, names, totals, strict=True))]
    _table_below(app, names)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
    app.manager.push(panel, fade=False)
    return panel


@register("results_seven_players")
def _results_seven(app: Any) -> None:
    _seven(app)
    with unseen_frames(app):  # the moment played out to its final picture, drawn once
        for _ in range(180):
            app.step(FRAME)


@register("results_entrance")
def _results_entrance(app: Any) -> None:
    """Three frames into the panel's entrance at a real game's end (hR60, critic C51: it
    was built over the live table, undimmed): Ion banks the win over Ana and the computer,
    the win's stage plays and hands over to the panel sliding up into place."""
    from game.scenes.results import ResultsOverlay
    from tools.end_frames import play_last_move

    while app.manager.top is not None:
        app.manager.pop(fade=False)
    play_last_move(app, "three")
    for _ in range(900):  # the win's stage, to the panel's first frame
        app.step(FRAME)
        if isinstance(app.manager.top, ResultsOverlay):
            break
    panel = app.manager.top
    for _ in range(2):
        app.step(FRAME)
    panel.update = lambda dt: None  # time stops there for the picture


@register("results_solo")
def _results_solo(app: Any) -> None:
    """A Yams game played alone: its score on a plate (no podium of one), with its figures
    and the person's best."""
    from game.flow.results_detail import yams_detail
    from game.rules.yams import PENTA_POINTS, Box, Scorecard
    from game.scenes.results import ResultRow, ResultsOverlay

    card = Scorecard.from_points({**{box: 3 for box in Box}, Box.PENTA: PENTA_POINTS},
                                 bonus_pentas=1)
    from game.flow.personal_best import best_phrase

    best = best_phrase(212, card.total)  # under the best (212): calm, how far it is said
    row = ResultRow(1, "Ștefania", card.total, False, 0, (*yams_detail(card), (best,)))
    app.manager.push(ResultsOverlay(app, [row], lambda: None, lambda: None), fade=False)
    with unseen_frames(app):  # the moment played out to its final picture, drawn once
        for _ in range(180):
            app.step(FRAME)


@register("results_solo_record")
def _results_solo_record(app: Any) -> None:
    """A Yams game played alone that beat the person's best (212): gold, confetti, the
    total's twinkles clear of the words."""
    from game.flow.personal_best import best_phrase
    from game.flow.results_detail import yams_detail
    from game.rules.yams import PENTA_POINTS, Box, Scorecard
    from game.scenes.results import ResultRow, ResultsOverlay

    card = Scorecard.from_points({**{box: 6 for box in Box}, Box.PENTA: PENTA_POINTS},
                                 bonus_pentas=1)
    best = best_phrase(212, card.total)
    row = ResultRow(1, "Ștefania", card.total, False, 0, (*yams_detail(card), (best,)))
    app.manager.push(ResultsOverlay(app, [row], lambda: None, lambda: None), fade=False)
    with unseen_frames(app):  # the moment played out to its final picture, drawn once
        for _ in range(180):
            app.step(FRAME)


FARKLE_FIGURES = SimpleNamespace(
    totals=[10_250, 9_400, 7_300, 5_150], turns_played=[14, 14, 13, 13],
    banks=[[1_250, 600, 950, 750, 800, 1_000, 650, 900, 700, 850, 1_100, 700],
           [1_500, 950, 1_100, 800, 1_200, 900, 1_050, 850, 1_050],
           [800, 650, 700, 900, 550, 1_000, 600, 750, 700, 650],
           [550, 400, 700, 500, 650, 450, 900, 600, 400]],
    busts=[2, 5, 3, 4], hot_dice=[1, 0, 2, 0], target=10_000)
"""The figures of the 10 000 results' states (:func:`_panel_of`), by place: as a game keeps
them (each player's banks sum to the total, ``turns_played == busts + len(banks)``: ruling
S55, critic cB78: the 4th's banks were left empty, so a 5 150 total said no best turn)."""


def _panel_of(app: Any, game: str, count: int, hot: Sequence[int] | None = None) -> Any:
    """The results over a table of ``count`` players of ``game`` ("farkle" or "yams"), on
    its final picture, each with the game's figures (hR28: one state a count, both games);
    ``hot``: the 10 000 players' hot dice in place of :data:`FARKLE_FIGURES`'."""


    from game.flow.results_detail import farkle_details, yams_detail
    from game.rules.yams import PENTA_POINTS, Box, Scorecard
    from game.scenes.results import ResultRow, ResultsOverlay

    names = ["Ștefania", "IA", "Țuțu", "Ana-Maria Popescu"][:count]
    if game == "farkle":
        figures = FARKLE_FIGURES
        totals = figures.totals[:count]
        said = SimpleNamespace(players=names, turns_played=figures.turns_played[:count],
                               banks=figures.banks[:count], busts=figures.busts[:count],
                               hot_dice=list(hot or figures.hot_dice)[:count], totals=totals,
                               target=figures.target)
        details = farkle_details(said)
    else:
        cards = [Scorecard.from_points({**{box: 3 for box in Box}, Box.PENTA: PENTA_POINTS},
                                       bonus_pentas=1),
                 Scorecard.from_points({**{box: 4 for box in Box}, Box.ONES: 5}),
                 Scorecard.from_points({box: 2 for box in Box}),
                 Scorecard.from_points({box: 1 for box in Box})][:count]
        totals = [card.total for card in cards]
        details = [yams_detail(card) for card in cards]
    rows = [ResultRow(k + 1, name, totals[k], name == "IA",  # (hR62: the computer in its
                      player_style([n == "IA" for n in names], k), details[k])  # own style)
            for k, name in enumerate(names)]
    _table_below(app, names)
    panel = ResultsOverlay(app, rows, lambda: None, lambda: None, handed=False)
    app.manager.push(panel, fade=False)
    with unseen_frames(app):  # the moment played out to its final picture, drawn once
        for _ in range(180):
            app.step(FRAME)
    return panel


for _game, _count in (("farkle", 1), ("farkle", 4), ("yams", 2), ("yams", 4)):
    # the counts no other state shows (10 000 for two and three, Yams for one and three
    # have theirs: farkle_results_two, farkle_results, results_solo, yams_results)
    register(f"results_{_game}_{_count}")(lambda app, g=_game, n=_count: _panel_of(app, g, n))


@register("results_farkle_3_en")
def _results_farkle_three_english(app: Any) -> None:
    """The 10 000 results for three in English: the verdict with the winner's name ("Ștefania
    wins!") and the figures' labels ("Busts", "Hot dice")."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _panel_of(app, "farkle", 3)


@register("results_farkle_shared")
def _results_farkle_shared(app: Any) -> None:
    """The 10 000 results for three where IA and Țuțu rolled hot dice twice each (round 81,
    hF109): IA says the game's turn, Țuțu the most hot dice "la egalitate"."""
    _panel_of(app, "farkle", 3, hot=(0, 2, 2))


@register("results_farkle_own_best")
def _results_farkle_own_best(app: Any) -> None:
    """The 10 000 results for three where Țuțu leads at nothing (round 81, hF109): two
    awards won on gold plates, Țuțu's own best on a quiet one ("Cea mai bună tură")."""
    _panel_of(app, "farkle", 3, hot=(2, 0, 0))


@register("results_tie")
def _results_tie(app: Any) -> None:
    """A Yams tie for first between Ștefania and Țuțu over the computer (round 73, hW75):
    one shared top step, its trophy and "1" on its face, "Egalitate: Ștefania și Țuțu"."""
    from game.flow.results_detail import yams_detail
    from game.rules.yams import Box, Scorecard
    from game.scenes.results import ResultRow, ResultsOverlay

    names = ["Ștefania", "Țuțu", "IA"]
    cards = [Scorecard.from_points({box: 3 for box in Box}),
             Scorecard.from_points({box: 3 for box in Box}),
             Scorecard.from_points({box: 2 for box in Box})]
    rows = [ResultRow(1 if k < 2 else 3, name, cards[k].total, name == "IA",
                      player_style([n == "IA" for n in names], k), yams_detail(cards[k]))
            for k, name in enumerate(names)]
    _table_below(app, names)
    app.manager.push(ResultsOverlay(app, rows, lambda: None, lambda: None, handed=False),
                     fade=False)
    with unseen_frames(app):  # the moment played out to its final picture, drawn once
        for _ in range(180):
            app.step(FRAME)


@register("results_figures_entering")
def _results_figures_entering(app: Any) -> None:
    """The panel's own entrance half-way through its figures' (round 77, hW80, ruling S29):
    the steps stand, the winner's figures in, the second's rising into place in full colour,
    the third's and the buttons still to come (never a greyed, half-faded lower part)."""
    from game.widgets.podium_motion import FIGURES_AFTER, FIGURES_SLIDE

    panel = _panel_of(app, "farkle", 4)
    panel.time = FIGURES_AFTER + FIGURES_SLIDE * 0.45
    panel.update = lambda dt: None  # time stops there for the picture
