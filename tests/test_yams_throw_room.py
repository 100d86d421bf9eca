"""The thrown dice have a place of their own: at the three window sizes, every frame of a
throw (all five dice, then the dice left after some are held), nothing of a tumbling die,
its shadow included, reaches the standings' band; and the standings keep their title there."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from tests.uihelpers import drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DT = 1 / 60


def _reach_past(app: Any, table: Any, line: int) -> tuple[bool, int]:
    """Step one throw to its landing: whether any tumbling die (or its shadow) drew, and the
    lowest row drawn from ``line`` down (-1: none). Every frame's rows from ``line`` down are
    read whole; the rows above only until something is seen there (reading the whole window
    each frame was most of this file's time)."""
    layer = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    width, height = layer.get_size()
    below = layer.subsurface((0, line, width, height - line))
    drawn, lowest = False, -1
    while table.tray.is_animating:
        layer.fill((0, 0, 0, 0))
        table.tray.draw(layer, tumbling=True)
        past = below.get_bounding_rect(min_alpha=40)
        if past.h:
            drawn, lowest = True, max(lowest, line + past.bottom)
        elif not drawn:
            drawn = bool(layer.get_bounding_rect(min_alpha=40).h)
        app.step(DT)
    return drawn, lowest


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_tumbling_dice_never_reach_the_standings(size, tmp_path):
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((6, 6, 2, 5, 6, 6, 3, 1, 6, 6), seed=5)
        game = YamsGame.new([Player("Ana"), Player("Ion"), Player("IA", is_computer=True)])
        table = YamsTableScene(app, game)
        app.manager.push(table)
        app.step(DT)
        band = table.standings.area
        plan = table.standings._plan
        # "Clasament" keeps its line, unless one column in rank order needs it (three
        # players at 1024x600)
        assert plan is not None and (plan.title or (plan.columns == 1 and size[0] < 1366))
        with drawing_one_frame_in(app, 0):  # each tumble is drawn here, on its own layer
            for held in ((), (0, 1), (0, 1, 4)):
                for i in held:
                    if not game.held[i]:
                        table.toggle_hold(i)
                table.roll()
                assert table.tray.is_animating
                drawn, lowest = _reach_past(app, table, band.top)
                assert drawn and lowest == -1, (held, lowest, band)
                for _ in range(30):  # the dice seen, the next throw allowed
                    app.step(DT)
    finally:
        app.close()
