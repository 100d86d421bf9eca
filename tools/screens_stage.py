"""Screen states of the stage (the big moments over the dimmed table) for
:mod:`tools.render_screens`: a Penta (a person's, the computer's), a Joker Penta, the upper bonus, a
full card's TOTAL, hot dice, a big bank and the win, each frozen at a point of its stage
(``..._p30``: at 30 %).

``python -m tools.screens_stage --out DIR`` renders every moment as a frame sequence
(:data:`FRAMES`) at the three sizes without registering them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.yams import Box, Scorecard
from tools.render_screens import register
from tools.screens_farkle import bank_the_win, play, table_with
from tools.screens_yams import UPPER_45, pick, roll, table, validate


def until_staged(app: Any, kind: str | None = None, most: int = 300) -> Any:
    """Step (1/30 s frames) until a stage (of ``kind``, when given: others play through)
    is on top; return it. The frames on the way run unseen (:mod:`tools.unseen_frames`), the
    last one, the stage's first, drawn: a stage is pushed without a fade and draws the table
    below it afresh, so it shows as if every frame had been drawn."""
    from game.scenes.stage import StageOverlay
    from tools.unseen_frames import unseen_frames

    with unseen_frames(app):
        for _ in range(most):
            top = app.manager.top
            if isinstance(top, StageOverlay) and kind in (None, top.clock.kind):
                return top
            app.step(1 / 30)
    raise AssertionError(f"no stage came up: {type(app.manager.top).__name__} on top")


def past_stage(app: Any, most: int = 60) -> None:
    """Step until the table's dice are seen and skip the stage over it, as a click would
    (a rare throw's headline before the dice are set aside). The frames on the way run
    unseen and none is drawn on leaving (:mod:`tools.unseen_frames`): the stage they reach
    is skipped, and the caller's next step draws the table as it is then."""
    from game.scenes.stage import StageOverlay
    from tools.unseen_frames import unseen_frames

    with unseen_frames(app, last_drawn=False):
        for _ in range(most):
            top = app.manager.top
            if isinstance(top, StageOverlay):
                top.clock.skip()
                moment = getattr(getattr(app.manager.stack[-2], "flow", None), "moment", None)
                if moment is not None:  # the table's moment cut short too, as a click's is
                    moment.skip()
                top.end()
                return
            app.step(1 / 30)


def freeze(app: Any, percent: int, kind: str | None = None) -> None:
    """Hold the stage (of ``kind``) at ``percent`` of its length (the renderer's settling
    frames do not age it)."""
    stage = until_staged(app, kind)
    stage.clock.age = stage.clock.duration * percent / 100
    stage.clock.update = lambda dt: None  # type: ignore[method-assign]
    if stage.clock.flight() >= 1:  # past its landing: the table shows the landed number
        stage.land()


def _penta(app: Any) -> None:
    scene = table(app, ["Ana", "Ion"], [6] * 5)
    roll(app, scene)


def _penta_computer(app: Any) -> None:
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice([6] * 5, 5)
    scene = YamsTableScene(app, YamsGame.new([Player("IA", is_computer=True), Player("Ana")]))
    app.manager.push(scene)  # the computer plays first and throws its Penta


def _joker(app: Any) -> None:
    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
    scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
    roll(app, scene)


def _upper(app: Any) -> None:
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2], cards=[Scorecard.from_points(UPPER_45),
                                                      Scorecard()])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)


FULL_CARD = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15,
             Box.SIXES: 18, Box.THREE_OF_A_KIND: 24, Box.FOUR_OF_A_KIND: 20,
             Box.FULL_HOUSE: 25, Box.SMALL_STRAIGHT: 30, Box.LARGE_STRAIGHT: 40}
"""A card full but for its Chance and its Penta, as a game could write it: three dice of
every face above (63: the upper bonus earned). (Its TOTAL is no stage since round 73, S8:
``tools.screens_yams_moments`` registers it counted in the table.)"""


def _hot_dice(app: Any) -> None:
    farkle = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
    farkle.press_roll()
    play(app)
    for i in range(6):
        farkle.press_die(i)


def _bank_big(app: Any) -> None:
    farkle = table_with(app, 2, 1, 1, 1, 1, 1, 2)  # five 1s: 2 000, a rare bank
    farkle.press_roll()
    play(app)
    past_stage(app)  # "Cinci de 1!" was the throw's headline
    # (hB50: its five 1s come chosen as its stage hands the table back)
    farkle.press_bank()


def _rare_throw(app: Any) -> None:
    table_with(app, 2, 4, 2, 6, 1, 3, 5).press_roll()  # a Chintă thrown: its headline


def _six_ones(app: Any) -> None:
    table_with(app, 2, 1, 1, 1, 1, 1, 1).press_roll()  # "Șase de 1!"


def _three_pairs(app: Any) -> None:
    table_with(app, 2, 2, 2, 4, 4, 6, 6).press_roll()  # "Trei perechi!": the mid rung


def _bank_banner(app: Any) -> None:
    farkle = table_with(app, 2, 1, 1, 1, 5, 2, 3)  # three 1s and a 5: 1 050, a banner
    farkle.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        farkle.press_die(i)
    farkle.press_bank()


def _goal(app: Any) -> None:
    farkle = table_with(app, 3, 1, 1, 1, 5, 2, 3)
    farkle.game.totals[:] = [9_400, 6_150, 8_700, 7_250]
    farkle.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        farkle.press_die(i)
    farkle.press_bank()  # 10 450: "Obiectiv atins!", the last round its plate's foot (S6)


def _win(app: Any) -> None:
    bank_the_win(app)


def _win_alone(app: Any) -> None:
    bank_the_win(app, 5_100)  # 6 100: the last player wins alone, over the leader's 5 900


STATES: tuple[tuple[str, Callable[[Any], None], int], ...] = (
    ("penta", _penta, 30), ("penta_computer", _penta_computer, 45), ("joker_penta", _joker, 30),
    ("upper_bonus", _upper, 72),
    ("hot_dice", _hot_dice, 30), ("bank_big", _bank_big, 40),
    ("win", _win, 35), ("rare_throw", _rare_throw, 40), ("six_ones", _six_ones, 40),
    ("bank_banner", _bank_banner, 40), ("goal", _goal, 40), ("three_pairs", _three_pairs, 40),
    ("win_alone", _win_alone, 35))
"""Every staged moment's way to its picture, and the point it is registered at."""

KINDS = {"penta_computer": "penta", "six_ones": "rarest_throw",
         "rare_throw": "rare_throw",  # (round 66 ruling: the Chintă a partial stage)
         "three_pairs": "pairs_throw", "win_alone": "win"}
"""The stage a state's name plays, where the name is not the stage's kind."""

FRAMES = (3, 8, 14, 22, 35, 50, 65, 75, 84, 92)
"""The points (percent of the stage) of a frame sequence."""

for _name, _build, _percent in STATES:
    register(f"stage_{_name}_p{_percent:02d}")(
        lambda app, b=_build, p=_percent, k=_name: (b(app), freeze(app, p, KINDS.get(k, k))))

# the goal's plate in flight into the title's row, the table refocusing (round 76, hL76)
register("stage_goal_p86")(lambda app: (_goal(app), freeze(app, 86, "goal")))
# a Yams Penta's exit: one cross-fade into the whole table, its dice on their way home (S103)
register("stage_penta_p62")(lambda app: (_penta(app), freeze(app, 62, "penta")))
register("stage_joker_penta_p62")(lambda app: (_joker(app), freeze(app, 62, "joker_penta")))


def main() -> None:
    """Render every staged moment at :data:`FRAMES` at the three sizes into ``--out``."""
    import argparse
    from pathlib import Path

    from tools import render_screens

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--out", type=Path, default=Path("/tmp/stage"))
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--size", default="", help="one size WxH (default: the three)")
    parser.add_argument("--frames", default="", help="comma-separated percents")
    args = parser.parse_args()
    sizes = (tuple(int(v) for v in args.size.split("x")),) if args.size else render_screens.SIZES
    frames = tuple(int(v) for v in args.frames.split(",")) if args.frames else FRAMES
    before = len(render_screens.REGISTRY)
    for name, build, _ in STATES:
        if args.only and name not in args.only:
            continue
        for percent in frames:
            register(f"stage_{name}_at{percent:02d}")(
                lambda app, b=build, p=percent, k=name: (b(app),
                                                         freeze(app, p, KINDS.get(k, k))))
    names = [s.name for s in render_screens.REGISTRY[before:]]
    for path in render_screens.render(args.out, sizes, only=names):  # type: ignore[arg-type]
        print(path)


if __name__ == "__main__":
    main()
