"""The Yams special states for :mod:`tools.render_screens` as ruling S37 reads them: the due
sacrifice with three players (the Y11 sentence on two lines at 1024x600), and the countdown,
the sacrifice and a Joker's pick in English."""

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
