"""The Yams special states for :mod:`tools.render_screens` as ruling S45 reads them (round 78,
hY110; first written by hY107): the due sacrifice with three players (the Y11 sentence on
two lines at 1024x600), a Joker's pick and the countdown with three players, and the
countdown, the sacrifice and a Joker's pick in English."""

from __future__ import annotations

from typing import Any

from game.rules.yams import Box, Scorecard
from tools.render_screens import register
from tools.screens_yams import _countdown, _joker_lower, _sacrifice_last_roll, roll, table

_ZERO_CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


@register("yams_sacrifice_three_players")
def _sacrifice_three(app: Any) -> None:
    """Ana's third roll scores nowhere with Ion and Eva at the table: the seed's sentence."""
    names = ["Ana", "Ion", "Eva"]
    scene = table(app, names, [1, 1, 3, 4, 6] * 3, computer=False,
                  cards=[Scorecard.from_points(_ZERO_CARD)] * len(names))
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)


def _english(app: Any) -> None:
    app.apply_settings(app.settings.with_changes(language="en"))


@register("yams_sacrifice_three_players_en")
def _sacrifice_three_en(app: Any) -> None:
    _english(app)
    _sacrifice_three(app)


@register("yams_sacrifice_last_roll_en")
def _sacrifice_en(app: Any) -> None:
    _english(app)
    _sacrifice_last_roll(app)


@register("yams_countdown_en", settle=0)
def _countdown_en(app: Any) -> None:
    _english(app)
    _countdown(app)


@register("yams_joker_lower_en")
def _joker_en(app: Any) -> None:
    _english(app)
    _joker_lower(app)


@register("yams_joker_three_players")
def _joker_three(app: Any) -> None:
    """A Joker Penta of 2s with Ion and Eva at the table: the pick breaks after its dash."""
    names = ["Ana", "Ion", "Eva"]
    card = Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})
    scene = table(app, names, [2] * 5, computer=False, cards=[card] * len(names))
    roll(app, scene)
    for _ in range(150):
        app.step(1 / 30)


@register("yams_countdown_six_players", settle=0)
def _countdown_six(app: Any) -> None:
    """Ana's third roll with five more at the table: the ring in the pill, "Doi" whole."""
    scene = table(app, ["Ana", "Ion", "Eva", "Dan", "Ema", "Radu"],
                  [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2], computer=False)
    for _ in range(3):
        roll(app, scene)
    for _ in range(8):
        app.step(0.1)
