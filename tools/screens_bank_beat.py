"""The 10 000 table's bank beat caught mid-motion (round 75, hA75): a small bank's "+N" on the
Tura panel's "Încasat" row counting down as the banker's total counts up, its second row's bar
in the bank's gold; and a banner's bank counted whole under its plate, said quietly ("1 050")
until the turn passes (a small bank's turn passes as its count ends)."""

from __future__ import annotations

from typing import Any

from tools.render_screens import register
from tools.screens_farkle import play, table_with
from tools.screens_stage import _bank_banner, freeze

FRAME = 1 / 60


def _bank_of_four(app: Any) -> Any:
    """Ana throws 1 1 5 5 2 3, keeps the four that score (300) and banks: no stage."""
    table = table_with(app, 2, 1, 1, 5, 5, 2, 3)
    table.press_roll()
    play(app)
    for index in range(4):
        table.press_die(index)
    play(app, 3)
    table.press_bank()
    return table


def _step_until(app: Any, done: Any, most: int = 240) -> None:
    """Step 1/60 s frames until ``done()`` (at most ``most``)."""
    for _ in range(most):
        if done():
            return
        app.step(FRAME)


@register("farkle_bank_counting", settle=0)
def _counting(app: Any) -> None:
    flow = _bank_of_four(app).flow
    _step_until(app, lambda: 0 < flow.bank_left() <= 150)  # half of its 300 counted in


@register("stage_bank_banner_p75")
def _banner_settled(app: Any) -> None:
    """A banner's bank under its plate, its row counted whole: the panel's "1 050" settled."""
    _bank_banner(app)
    freeze(app, 75, "bank_banner")


@register("farkle_bank_dice_going", settle=0)
def _dice_going(app: Any) -> None:
    """A small bank a few frames after the press (round 76, hF89): the dice it left in the row
    fading out, its kept dice on the mat going with its "+300", named "Zaruri încasate"."""
    flow = _bank_of_four(app).flow
    _step_until(app, lambda: flow.left_dice_shown() <= 0.75)


@register("farkle_bank_coins_flying", settle=0)
def _coins_flying(app: Any) -> None:
    """A small bank's coins on their way up the lane (round 76, hA77): the "Încasat" row says
    its "+300" whole, the figure's one voice, no copy of it in the air."""
    flow = _bank_of_four(app).flow
    _step_until(app, lambda: flow.flight is None or flow.flight.travel >= 0.45)
