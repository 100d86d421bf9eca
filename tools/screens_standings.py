"""Screen states of the Yams standings panel (issue 22 §2) for :mod:`tools.render_screens`:
a game in its fifth round with 1, 2, 4 and 7 seats, at the start of a turn (the panel up)
and after a throw (the dice in its place), and a round played through the controls (each
one's last turn, the computer's announcement above the panel).

Registered (so checked by ``tests/test_layout.py``): 1 and 7 seats and the round played (4
seats; 2 seats and the throws are checked by ``tests/test_yams_standings_view.py``). Every
seat count at a turn's start and after a throw::

    python -m tools.screens_standings --out DIR --only yams_standings_4 ...
"""

from __future__ import annotations

from typing import Any

from game.rules.yams import Box, Scorecard
from tools.render_screens import register
from tools.screens_yams import roll, table

NAMES = ("Ana", "Alexandra-Ecaterina Popescu", "Ștefan", "Țuțu", "Ion", "Maria")
"""People at the table (a long name, shortened with "…"; diacritics)."""

CARDS = (
    {Box.ONES: 3, Box.THREES: 9, Box.FULL_HOUSE: 25, Box.CHANCE: 22},
    {Box.SIXES: 24, Box.FIVES: 15, Box.SMALL_STRAIGHT: 30, Box.PENTA: 50},
    {Box.TWOS: 6, Box.FOURS: 12, Box.THREE_OF_A_KIND: 17, Box.CHANCE: 19},
    {Box.ONES: 2, Box.FULL_HOUSE: 25, Box.LARGE_STRAIGHT: 40, Box.CHANCE: 23},
    {Box.THREES: 6, Box.FOURS: 8, Box.SIXES: 18, Box.CHANCE: 21},
    {Box.TWOS: 6, Box.FOURS: 12, Box.THREE_OF_A_KIND: 17, Box.CHANCE: 19},
    {Box.FIVES: 20, Box.SIXES: 18, Box.FOUR_OF_A_KIND: 26, Box.CHANCE: 24},
)
"""Four boxes filled for each seat (two tied; the second with a Penta and, below, a Joker
Penta's bonus: a long lead)."""


MORE: dict[str, Any] = {}
"""Every seat count's states, at the start of a turn and after a throw (name: build)."""


def standings_table(app: Any, seats: int, dice: tuple[int, ...] = (2, 5, 5, 3, 6)) -> Any:
    """A table of ``seats`` (the last one the computer when more than one), every card with
    four boxes; with three seats or more the second is on turn (the first has played its
    fifth), else the first."""
    people = list(NAMES[:seats - 1]) if seats > 1 else ["Ana"]
    cards = [Scorecard.from_points(c, bonus_pentas=int(i == 1))  # a Joker Penta's +100
             for i, c in enumerate(CARDS[:seats])]
    if seats > 2:
        cards[0] = cards[0].record(Box.TWOS, (2, 2, 2, 5, 6))
    scene = table(app, people, dice, computer=seats > 1, cards=cards)
    if seats > 2:
        scene.game.current = 1
    return scene


for _seats in (1, 2, 4, 7):
    def _start(app: Any, seats: int = _seats) -> None:
        standings_table(app, seats)

    def _thrown(app: Any, seats: int = _seats) -> None:
        roll(app, standings_table(app, seats))

    # Registered (tests/test_layout.py checks them): 1 and 7 seats, and 4 in the round played;
    # the others render through register_more (the suite's time).
    MORE[f"yams_standings_{_seats}"] = _start
    MORE[f"yams_standings_{_seats}_thrown"] = _thrown
    if _seats in (1, 7) and __name__ != "__main__":  # run as a script: registered below
        register(f"yams_standings_{_seats}")(_start)


def register_more() -> None:
    """Register the other seat counts too (``python -m tools.screens_standings``)."""
    from tools.render_screens import REGISTRY

    names = {state.name for state in REGISTRY}
    for name, build in MORE.items():
        if name not in names:
            register(name)(build)


def _played(app: Any) -> None:
    """Three people and the computer after a round played through the controls: each row
    with its last turn ("Full 25") where the room allows."""
    from tools.screens_yams import pick, validate

    dice = (3, 3, 3, 5, 5, 1, 2, 3, 4, 6, 6, 6, 6, 2, 1) + (2, 2, 5, 5, 5) * 8
    app.apply_settings(app.settings.with_changes(computer_speed="fast",
                                                 animation_speed="fast"))
    scene = table(app, ["Ana", "Ion", "Maria"], dice)
    for box in (Box.FULL_HOUSE, Box.SMALL_STRAIGHT, Box.SIXES):
        roll(app, scene)
        pick(app, scene, box)
        validate(app, scene)
    for _ in range(600):  # the computer's turn
        app.step(1 / 30)
        if not scene.computer_turn and scene.game.dice is None and not scene.tray.is_moving:
            break


MORE["yams_standings_played"] = _played
if __name__ != "__main__":
    register("yams_standings_played")(_played)


if __name__ == "__main__":  # every seat count: python -m tools.screens_standings --out DIR
    import sys

    from tools import render_screens, screens_standings

    screens_standings.register_more()
    sys.exit(render_screens.main())


def _flip(app: Any) -> None:
    """Three people, Ion's Chance of 29 taking him from the last place to the first: the
    standings' rows frozen at 30 % of their re-sort (ruling S63, round 79: Ion's row on its
    raised card sliding up past Eva's, the first of his two swaps; the state's name is
    round 78's, when the rows flipped in their cells)."""
    from tools.screens_yams import pick, validate

    cards = [Scorecard.from_points({Box.ONES: 4, Box.TWOS: 8}),
             Scorecard.from_points({Box.SIXES: 24, Box.FIVES: 15}),
             Scorecard.from_points({Box.SIXES: 24, Box.FOURS: 12})]
    scene = table(app, ["Ion", "Ana", "Eva"], (6, 6, 6, 6, 5) * 4, computer=False, cards=cards)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    slide = scene.standings.slide
    for _ in range(240):
        if slide.moving:
            break
        app.step(1 / 60)
    assert slide.moving, "no re-sort"
    slide._age = slide._seconds * 0.3  # (frozen: the renderer's frames do not age it)
    slide.update = lambda *args, **kwargs: None  # type: ignore[method-assign]
    scene.flow.leaving.update = lambda *args, **kwargs: None  # (its dice leaving, waiting)
    app.step(0.0)  # (drawn as frozen: the state settles no frame)


register("yams_standings_flip_p30", settle=0)(_flip)
