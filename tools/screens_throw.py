"""Screen states of a throw on both tables (issue 11): 0.1 s, 0.4 s and 0.8 s into the tumble,
then landed, at the normal speed. The tumble is frozen at its moment for the picture (the
renderer goes on stepping frames afterwards)."""

from __future__ import annotations

from typing import Any

from tools.render_screens import open_table, register
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60
MOMENTS = (0.1, 0.4, 0.8)
"""Seconds into the throw of the pictures taken in the air."""


def throw(app: Any, kind: str, seconds: float | None) -> None:
    """Open a ``kind`` table, throw, and stop time ``seconds`` into the throw (None: landed)."""
    app.rng = ScriptedDice((6, 6, 2, 5, 1, 4) if kind == "farkle" else (6, 6, 2, 5, 6))
    table = open_table(app, kind, humans=2)
    for _ in range(20):
        app.step(FRAME)
    table.press_roll() if kind == "farkle" else table.roll()
    if seconds is None:
        while not table.outcome_visible():
            app.step(FRAME)
        return
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)
    table.tray.update = lambda dt: None  # freeze the tumble for the picture


def _register(kind: str, seconds: float | None) -> None:
    name = f"{kind}_throw_{'landed' if seconds is None else f'{seconds:.1f}s'}"
    register(name)(lambda app: throw(app, kind, seconds))


for _kind in ("yams", "farkle"):
    for _moment in (*MOMENTS, None):
        _register(_kind, _moment)


# --- the celebrations (issue 11 §3), frozen near the top of their pop ----------------------

def _freeze(scene: Any) -> None:
    scene.update = lambda dt: None


def _card(open_boxes: tuple[Any, ...], upper: tuple[int, ...]) -> Any:
    """A Yams card with every box filled but ``open_boxes`` (upper boxes from ``upper``)."""
    from game.rules.yams import Box, Scorecard

    values = dict(zip([b for b in Box if b.is_upper], upper, strict=True))
    return Scorecard.from_points({box: values.get(box, 0) for box in Box
                                  if box not in open_boxes})


def _yams_table(app: Any, cards: list[Any]) -> Any:
    """A Yams table for Ștefania and the computer with these ``cards``, Ștefania to play."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene

    players = [Player("Ștefania"), Player("IA", is_computer=True)]
    table = YamsTableScene(app, YamsGame(players, cards))
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    return table


def _score(app: Any, table: Any, box: Any) -> None:
    """Ștefania rolls, sees her dice and scores ``box``; time stops near the top of the pop."""
    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(0, 1 + box.value)
    table.validate()
    for _ in range(120):  # the winners pop once the last box has lit up
        if table.win_celebration.active or table.bonus_celebration.active:
            break
        app.step(FRAME)
    for _ in range(9):
        app.step(FRAME)
    _freeze(table)


@register("yams_bonus_celebration")
def _yams_bonus(app: Any) -> None:
    from game.rules.yams import Box

    app.rng = ScriptedDice((6, 6, 6, 6, 2))
    upper = (3, 6, 9, 12, 15, 0)  # 45: four sixes make 69, the bonus
    card = _card((Box.SIXES, Box.CHANCE), upper)
    _score(app, _yams_table(app, [card, card]), Box.SIXES)


def _win_stage(app: Any, table: Any, seconds: float = 1.2, champion: bool = False) -> None:
    """Step until the win takes the stage (after the winner's own moment; ``champion``: that
    moment), then ``seconds`` into it, and freeze it there."""
    for _ in range(1200):
        if table.on_stage == "win" and (
                champion or type(app.manager.top).__name__ != "ChampionOverlay"):
            break
        app.step(FRAME)
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)
    _freeze(app.manager.top)


def _crowned_end(app: Any, table: Any, results_seconds: float | None) -> None:
    """Step a Yams end over others (its one climax, ruling S43, round 78): to its crowned
    count landed (``results_seconds`` None), else that many seconds into the results opening
    on it; freeze it there."""
    from game.flow.moments import total_flourish
    from game.scenes.results import ResultsOverlay

    for _ in range(1200):
        top = app.manager.top
        if results_seconds is not None and isinstance(top, ResultsOverlay):
            break
        counting = total_flourish(table.flow.moment)
        if results_seconds is None and counting is not None and counting[1] >= 0.9:
            break
        app.step(FRAME)
    for _ in range(round((results_seconds or 0.0) / FRAME)):
        app.step(FRAME)
    _freeze(app.manager.top)


@register("yams_win_celebration")
def _yams_win(app: Any) -> None:
    """Ștefania fills her last box and wins: the results' card fading in round the headline
    her crowned count stood (ruling S43, round 78; the win's stage retired), frozen."""
    _crowned_end(app, _yams_last_box(app), 0.15)


@register("yams_win_champion")
def _yams_champion(app: Any) -> None:
    """Ștefania fills her last box and wins: her crowned count landed under the results'
    headline (ruling S43, round 78; her own moment retired), frozen."""
    _crowned_end(app, _yams_last_box(app), None)


@register("yams_end_crown_count")
def _yams_crown_count(app: Any) -> None:
    """Ștefania fills her last box and wins: her last TOTAL counting as her crowning's first
    beat (round 77, hY106, S8 amended), frozen half way."""
    from game.flow.moments import total_flourish

    table = _yams_last_box(app)
    for _ in range(1200):
        counting = total_flourish(table.flow.moment)
        if counting is not None and counting[1] >= 0.5:
            break
        app.step(FRAME)
    _freeze(table)


def _count_half_way(app: Any, table: Any) -> None:
    """Step ``table``'s end to its crowned count half way, and freeze it there."""
    from game.flow.moments import total_flourish

    for _ in range(1200):
        counting = total_flourish(table.flow.moment)
        if counting is not None and counting[1] >= 0.5:
            break
        app.step(FRAME)
    _freeze(table)


@register("yams_end_count_bonus_lost")
def _yams_count_bonus_lost(app: Any) -> None:
    """Ștefania's last box earns the upper bonus and still loses to the computer: the
    end's one count is the computer's, named, her 98 and its "Bonus +35" beside it smaller
    (ruling S60, round 79, hY113), frozen half way."""
    from tools.end_frames import play_last_move

    _count_half_way(app, play_last_move(app, "yams_bonus_lost"))


@register("yams_end_count_computer")
def _yams_count_computer(app: Any) -> None:
    """The computer scores its last box and beats Ana: its count on the same felt and rays
    as a person's win, named, Ana's score beside it (ruling S60), frozen half way."""
    from tools.end_frames import play_last_move

    _count_half_way(app, play_last_move(app, "yams_computer"))


@register("farkle_win_champion")
def _farkle_champion(app: Any) -> None:
    """Ion banks the win over Ana at 10 000: his own moment before the podium (round 76,
    hW79), frozen at rest."""
    from tools.end_frames import play_last_move

    _win_stage(app, play_last_move(app, "person"), 0.9, champion=True)


def _yams_last_box(app: Any) -> Any:
    """Ștefania's Yams table as she scores her last box (her Chance) and wins; return it."""
    from game.rules.yams import Box

    app.rng = ScriptedDice((6, 6, 6, 5, 5))
    upper = (3, 6, 9, 12, 15, 18)
    table = _yams_table(app, [_card((Box.CHANCE,), upper), _card((), upper)])
    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(0, 1 + Box.CHANCE.value)
    table.validate()
    return table


@register("yams_win_stage_solo_beaten")
def _yams_win_solo_beaten(app: Any) -> None:
    """A game played alone beats the person's best, 101: "Nou record!", its 126 over the
    old record's bar (round 76, hX89)."""
    _yams_win_solo(app, 101)


@register("yams_win_stage_solo")
def _yams_win_solo(app: Any, best: int | None = None) -> None:
    """A first game played alone ends: it set the person's first record, "Nou record!"
    (``best``: the person's best before it)."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box
    from game.scenes.yams_table import YamsTableScene

    app.rng = ScriptedDice((6, 6, 6, 5, 5))
    table = YamsTableScene(app, YamsGame([Player("Ștefania")],
                                         [_card((Box.CHANCE,), (3, 6, 9, 12, 15, 18))]))
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    table.roll()
    while not table.outcome_visible():
        app.step(FRAME)
    app.step(FRAME)
    table.pick_cell(0, 1 + Box.CHANCE.value)
    table.validate()
    if best is not None:  # (read as the game ended: a best of an earlier game)
        table.previous_best, table.first_record = best, False
    _win_stage(app, table)


@register("farkle_win_celebration")
def _farkle_win(app: Any) -> None:
    """Ana reaches 10 000; Ion's last-round roll busts: the game ends, Ana's row pops."""
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene

    app.rng = ScriptedDice((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2))
    game = FarkleGame.new([Player("Ana"), Player("Ion")])
    game.totals[:] = [9_400, 7_350]
    table = FarkleTableScene(app, game)
    app.manager.push(table)
    for _ in range(20):
        app.step(FRAME)
    for step in (table.press_roll, table.press_roll):
        step()
        while not table.outcome_visible():
            app.step(0.05)
        if not game.finished:
            for i in range(4):
                table.toggle(i)
            table.press_bank()
            app.step(FRAME)
    while not table.win_celebration.active:
        app.step(0.05)
    for _ in range(9):
        app.step(FRAME)
    _freeze(table)


@register("results_pop")
def _results_pop(app: Any) -> None:
    from game.scenes.results import ResultsOverlay
    from game.scenes.yams_table import YamsTableScene

    _yams_win(app)
    table = next(s for s in app.manager.stack if isinstance(s, YamsTableScene))
    table.__dict__.pop("update", None)  # the frozen update: time goes on to the results
    for top in list(app.manager.stack):  # a stage above it froze too
        top.__dict__.pop("update", None)
    for _ in range(2000):
        if isinstance(app.manager.top, ResultsOverlay):
            break
        app.step(FRAME)
    for _ in range(9):
        app.step(FRAME)
    _freeze(app.manager.top)
