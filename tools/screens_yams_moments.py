"""Screen states of the Yams table's staged moments (issue 22 §1) for
:mod:`tools.render_screens`: the Penta's stamp, a Joker Penta, the upper bonus's counter and a
full card's TOTAL, each frozen at a point of its moment (``..._p20``: at 20 %)."""

from __future__ import annotations

from typing import Any

from game.flow.stage import takes_stage
from game.rules.yams import Box, Scorecard
from tools.render_screens import register
from tools.screens_yams import UPPER_45, pick, roll, table, validate


def freeze(scene: Any, kind: str, percent: int) -> None:
    """Hold the moment ``kind`` playing on ``scene`` at ``percent`` of its length (the
    renderer's settling frames do not age it), and its stage, when it takes one, at the
    same point."""
    clock = scene.flow.moment.clock
    for _ in range(60):  # a Penta's landed dice lie still, seen, before it (round 75), a
        if not clock.waiting:  # card's last box is seen written before its TOTAL (hY103)
            break
        scene.app.step(1 / 30)
    assert clock.kind == kind and clock.active, (clock.kind, kind)
    clock.age = clock.duration * percent / 100
    clock.update = lambda dt, visible: None  # type: ignore[method-assign]
    if takes_stage(kind):  # the stage plays it: held at the same point (the table under
        # it as the stage leaves it there: "+50" not yet landed at 20 %, as in play)
        from tools.screens_stage import freeze as freeze_stage

        stage = scene.app.manager.top
        assert not getattr(stage, "landed", False), "the state's stage landed before its point"
        freeze_stage(scene.app, percent, kind)


def _penta(app: Any, percent: int) -> None:
    scene = table(app, ["Ana", "Ion"], [6] * 5)
    roll(app, scene)
    freeze(scene, "penta", percent)


def _joker(app: Any, percent: int) -> None:
    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
    scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
    roll(app, scene)
    freeze(scene, "joker_penta", percent)


def _joker_held(app: Any, percent: int) -> None:
    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
    scene = table(app, ["Ana"], [4, 4, 4, 1, 2, 4, 4], cards=[card, Scorecard()])
    roll(app, scene)
    for i in (0, 1, 2):  # three 4s held: the stamp stays in the strip under them
        scene.toggle_hold(i)
    for _ in range(15):
        app.step(1 / 30)
    roll(app, scene)
    freeze(scene, "joker_penta", percent)


def _penta_held(app: Any, percent: int) -> None:
    scene = table(app, ["Ana", "Ion"], [6, 6, 6, 1, 2, 6, 6])
    roll(app, scene)
    for i in (0, 1, 2):  # three 6s held: a first Penta gathered from the rack and the row
        scene.toggle_hold(i)
    for _ in range(15):
        app.step(1 / 30)
    roll(app, scene)
    freeze(scene, "penta", percent)


def _upper(app: Any, percent: int) -> None:
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2], cards=[Scorecard.from_points(UPPER_45),
                                                      Scorecard()])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    freeze(scene, "upper_bonus", percent)


def _joker_bonus(app: Any, percent: int) -> None:
    card = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
    scene = table(app, ["Ana"], [4] * 5, cards=[card, Scorecard()])
    roll(app, scene)
    pick(app, scene, Box.FOURS)
    validate(app, scene)
    freeze(scene, "penta_bonus", percent)


def _total(app: Any, percent: int) -> None:
    from tools.screens_stage import FULL_CARD

    # 46 in the upper boxes (no bonus): a routine TOTAL, counted in its row of the sheet
    full = {**FULL_CARD, Box.ONES: 2, Box.TWOS: 4, Box.THREES: 6, Box.FIVES: 10,
            Box.SIXES: 12}
    scene = table(app, ["Ana", "Ion", "Eva"], [5, 5, 6, 6, 4],
                  cards=[Scorecard.from_points({**full, Box.PENTA: 50})] * 3, computer=False)
    scene.game.current = 1  # Eva has a box left: Ion's TOTAL is a card's, not the game's end
    scene.game.cards[0] = Scorecard.from_points({**full, Box.PENTA: 50, Box.CHANCE: 18})
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    freeze(scene, "card_total_row", percent)


STATES = (("penta", _penta), ("penta_held", _penta_held), ("joker_penta", _joker),
          ("joker_penta_held", _joker_held),
          ("upper_bonus", _upper), ("penta_bonus", _joker_bonus), ("card_total", _total))
"""Every moment's way to its picture."""

REGISTERED = {"penta": 20, "joker_penta_held": 45, "card_total": 50}
"""The states registered, at one point each: tests/test_layout.py checks every registered
state (the suite's time); the layout sequences step the others. ``python -m
tools.screens_yams_moments --out DIR`` renders every moment at :data:`MORE_POINTS` without
registering them."""

MORE_POINTS = (8, 20, 45, 85)

for _name, _build in STATES:
    if _name in REGISTERED:
        register(f"yams_moment_{_name}_p{REGISTERED[_name]:02d}")(
            lambda app, b=_build, p=REGISTERED[_name]: b(app, p))


def main() -> None:
    """Render every moment at :data:`MORE_POINTS` at the three sizes into ``--out``."""
    import argparse
    from pathlib import Path

    from tools import render_screens

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--out", type=Path, default=Path("/tmp/moments"))
    args = parser.parse_args()
    before = len(render_screens.REGISTRY)
    for name, build in STATES:
        for percent in MORE_POINTS:
            register(f"yams_moment_{name}_at{percent:02d}")(
                lambda app, b=build, p=percent: b(app, p))
    names = [s.name for s in render_screens.REGISTRY[before:]]
    for path in render_screens.render(args.out, only=names):
        print(path)


if __name__ == "__main__":
    main()
