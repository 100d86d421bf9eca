"""The bust's motion of its own (ruling S95 3., round 81, hF106; critic cB80 #6 and change 2: the
bust was "a red box of text" beside the hot dice' flames). As its plate strikes, the dice that
lost the turn tremble and go grey over :data:`game.theme_stage.BUST_GREY_IN` (they greyed in one
frame), never before every die has landed and been seen; the moment lasts about as long as the
hot dice' banner. Stepped on the flow's fake clock; the greying drawn, read in pixels."""

from __future__ import annotations

import pygame
import pytest

from game import theme, theme_stage
from game.views.farkle_refusal import draw_lost_dice
from tests.test_farkle_flow import DT, LAND, Table


def test_the_lost_dice_grey_over_their_own_beat_once_seen():
    """Nothing grey while the dice tumble; at the plate's strike the dice tremble (shaken)
    for BUST_TREMBLE, then grey from 0 to whole over BUST_GREY_IN, in steps, and stay grey
    until they go."""
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()  # a bust
    greys: list[float] = []
    while "farkle.bust" not in table.said():
        assert flow.bust_grey() == 0.0  # the dice still tumbling, or lying still, plain
        table.run(DT)
    assert table.dice.shaken, "the lost dice did not tremble"
    while flow.bust_shown:
        greys.append(flow.bust_grey())
        table.run(DT)
    tremble = round(theme_stage.BUST_TREMBLE / DT)
    assert greys[:tremble - 1] == [0.0] * (tremble - 1), greys[:tremble]  # trembling, plain
    greys = greys[tremble + 1:]
    grey_in = round(theme_stage.BUST_GREY_IN / DT)
    assert greys == sorted(greys) and greys[grey_in] == 1.0, greys[:grey_in + 2]
    assert len({round(g, 3) for g in greys[:grey_in]}) >= grey_in - 1  # step by step


def test_the_bust_lasts_about_as_long_as_the_hot_dice_banner():
    """From its plate's strike to the turn passing the bust holds 0.8 to 1.5 times the hot
    dice' banner's time (cB80 #6: "lasting about as long as the hot-dice banner")."""
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()
    table.run(LAND)
    while "farkle.bust" not in table.said():
        table.run(DT)
    held = 0.0
    while flow.bust_shown:
        table.run(DT)
        held += DT
    hot = theme_stage.FARKLE_STAGE_SECONDS["hot_dice"]
    assert 0.8 * hot <= held <= 1.5 * hot, (held, hot)
    assert held == pytest.approx(theme.FARKLE_BUST_HOLD, abs=3 * DT)


class _Place:
    """Enough of a table for the lost dice' drawing."""

    scale = 1.0

    def px(self, value: float) -> int:
        return round(value)


@pytest.mark.parametrize("grey", [0.0, 0.5])
def test_a_lost_die_is_drawn_greyer_as_its_grey_comes(grey):
    """The wash over a lost die is laid by its share: less grey early, whole at the end."""
    def drawn(share: float) -> tuple[int, int, int]:
        surface = pygame.Surface((200, 200))
        surface.fill((250, 250, 240))  # a die's ivory
        draw_lost_dice(surface, _Place(), [pygame.Rect(50, 50, 100, 100)], share)
        return tuple(surface.get_at((100, 100)))[:3]

    early, whole = drawn(grey), drawn(1.0)
    assert sum(early) > sum(whole) + 30, (early, whole)
